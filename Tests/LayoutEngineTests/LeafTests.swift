// Leaves: shapes, Circle, Image, Text rules, Spacer and Divider (rules reference §2.9–2.13).
import LayoutEngine
import Testing
import TestSupport

@Suite("Leaves")
struct LeafTests {
    @Test("Circle answers a square of the smaller side; Ellipse and Capsule take the proposal (§2.13)")
    func circle() {
        #expect(layout(ViewNode.circle, 300, 150).rootSize == Size(width: 150, height: 150))
        #expect(layout(ViewNode.circle, nil, 150).rootSize == Size(width: 10, height: 10))
        #expect(layout(ViewNode.ellipse, 300, 150).rootSize == Size(width: 300, height: 150))
        #expect(layout(ViewNode.capsule, 300, 150).rootSize == Size(width: 300, height: 150))
        #expect(layout(ViewNode.roundedRectangle(cornerRadius: 8), nil, 40).rootSize == Size(width: 10, height: 40))
        let placed = layout(ViewNode.circle.id("c"), 300, 150)
        expectFrame(placed, "c", x: 75, y: 0, width: 150, height: 150)
    }

    @Test("Image: fixed natural size whatever the proposal; resizable takes the proposal, nil → natural (§2.12)")
    func image() {
        let image = ViewNode.image("i", width: 101, height: 92)
        for (w, h) in [(0, 0), (500, 500), (nil, nil), (.infinity, 3)] as [(Double?, Double?)] {
            #expect(layout(image, w, h).rootSize == Size(width: 101, height: 92))
        }
        #expect(layout(image.resizable(), 50, nil).rootSize == Size(width: 50, height: 92))
        #expect(layout(image.resizable(), 0, 0).rootSize == .zero)
    }

    @Test("Text: explicit newlines break the ideal; lineLimit cuts with an ellipsis (§2.11)")
    func textLines() {
        // The wider line, "world" (SF Pro model): 42.
        let twoLines = layout(ViewNode.text("Hello\nworld"), nil, nil).rootSize
        #expect(close(twoLines.width, 42) && close(twoLines.height, 40.67))
        let limited = layout(ViewNode.text("Hello world").lineLimit(1), 50, 500).rootSize
        #expect(limited.width <= 50 && close(limited.height, 20.33))
        let cut = layout(ViewNode.text("Hello world and more").lineLimit(2), 50, 500).rootSize
        #expect(close(cut.height, 40.67))
    }

    // Apple's documentation of `lineLimit(_:reservesSpace:)`: "the text always occupies the height
    // required to display the specified number of lines"; of `lineLimit(_: ClosedRange<Int>)`: at
    // least the lower bound of lines. One 17 pt line is 20.33 high (the font model, §2.11).
    @Test("Text: reserved lines make one line of text as tall as the reserved lines; its width stays its own")
    func textReservedLines() {
        let plain = layout(ViewNode.text("Hi"), nil, nil).rootSize
        #expect(close(plain.height, 20.33))
        let reserved = layout(ViewNode.text("Hi").lineLimit(reserved: 2, limit: 2), 300, nil).rootSize
        #expect(reserved.width == plain.width && close(reserved.height, 40.67))
        // lineLimit(3...): three lines' height whatever the proposal's width; longer text still wraps.
        #expect(close(layout(ViewNode.text("Hi").lineLimit(reserved: 3, limit: nil), nil, nil).rootSize.height, 61))
        let long = layout(ViewNode.text("one two three four five six").lineLimit(reserved: 2, limit: 4), 60, nil).rootSize
        #expect(close(long.height, 81.33)) // four wrapped lines: more than the two reserved, within the four allowed
        // A proposed height for one line cuts the reservation as it cuts text; so does a 0 height,
        // less than one line: the text keeps one line.
        #expect(close(layout(ViewNode.text("Hi").lineLimit(reserved: 2, limit: 2), 300, 25).rootSize.height, 20.33))
        let squeezed = layout(ViewNode.text("Hi").lineLimit(reserved: 2, limit: 2), 300, 0).rootSize
        #expect(squeezed.width == plain.width && close(squeezed.height, 20.33))
        // In a VStack the reserved line pushes the next view down.
        let stacked = layout(ViewNode.vstack(spacing: 0) {
            ViewNode.text("Title").lineLimit(reserved: 2, limit: 2).id("title")
            ViewNode.color("c").frame(height: 10).id("below")
        }, 300, nil)
        expectFrame(stacked, "below", x: 0, y: 40.67, width: 300, height: 10)
    }

    /// A 0 height is a height of less than one line: the text keeps one line ("Text will always
    /// show at least one line", Thinking in SwiftUI; fatbobman's 20.33 for a height below a line).
    @Test("Text: 0 width with a nil height lays out one character per line (stackotter); 0 height keeps one line")
    func textZero() {
        // The wider character, "H": 1520 units × 17 / 2048 − 0.43 = 12.19 → 12.33.
        let column = layout(ViewNode.text("Hi"), 0, nil).rootSize
        #expect(close(column.width, 12.33) && close(column.height, 40.67))
        let line = layout(ViewNode.text("Hi"), nil, 0).rootSize
        #expect(close(line.width, 16) && close(line.height, 20.33))
        #expect(layout(ViewNode.text("Hi"), 100, 0).rootSize == line)
        #expect(layout(ViewNode.text("Hi"), 0, 100).rootSize == .zero)
        #expect(layout(ViewNode.text(""), 100, 100).rootSize == .zero)
    }

    @Test("Text: a height for two lines of wrapped text keeps two, a larger font scales line height")
    func textHeightAndFont() {
        let wrapped = layout(ViewNode.text("one two three four five six"), 60, 41).rootSize
        #expect(close(wrapped.height, 40.67))
        // 34 pt is SF Pro Display: 9,559 units × 34 / 2048 + 11 × 0.3818 of tracking = 162.89 → 163.
        let title = layout(ViewNode.text("Hello world").font(size: 34), nil, nil).rootSize
        #expect(close(title.height, 40.67) && close(title.width, 163))
    }

    @Test("Spacer in an HStack: sized after every real view, no spacing beside it, zero high (§2.9)")
    func spacerInStack() {
        let tree = ViewNode.hstack {
            ViewNode.color("a").frame(width: 50).id("a")
            ViewNode.spacer().id("spacer")
            ViewNode.color("b").frame(width: 50).id("b")
        }
        let result = layout(tree, 300, 100)
        expectFrame(result, "a", x: 0, width: 50, height: 100)
        expectFrame(result, "spacer", x: 50, width: 200, height: 0)
        expectFrame(result, "b", x: 250, width: 50, height: 100)
    }

    @Test("Spacer: minLength under a nil proposal; both axes outside a stack")
    func spacerAlone() {
        let ideal = layout(ViewNode.hstack { ViewNode.spacer(); ViewNode.color("c") }, nil, nil).rootSize
        #expect(ideal == Size(width: 18, height: 10))
        #expect(layout(ViewNode.spacer(), 40, 30).rootSize == Size(width: 40, height: 30))
        #expect(layout(ViewNode.spacer(minLength: 20), 0, 0).rootSize == Size(width: 20, height: 20))
        let vertical = layout(ViewNode.vstack { ViewNode.spacer(minLength: 20).id("s") }, 100, 0)
        expectFrame(vertical, "s", width: 0, height: 20)
    }

    @Test("Divider: one pixel (1/3 pt at @3x) across the stack, the proposal along it (§2.10)")
    func divider() {
        let inVStack = layout(ViewNode.vstack { ViewNode.divider.id("d") }, 200, 100)
        expectFrame(inVStack, "d", width: 200, height: 0.33)
        let inHStack = layout(ViewNode.hstack { ViewNode.divider.id("d") }, 200, 50)
        expectFrame(inHStack, "d", width: 0.33, height: 50)
        let scale2 = layout(ViewNode.vstack { ViewNode.divider.id("d") }, 200, 100, options: ["display-scale=2"])
        expectFrame(scale2, "d", width: 200, height: 0.5)
    }
}

/// Issue 15: extreme proposals and font sizes never trap. A 1e300-point height holds every line, so
/// "hello world" in a 10-wide proposal takes the same size as in a 1000-high one (all its wrapped
/// lines: 12.67 × 162.67, eight lines of 20.33); a 1e-300-point font rounds up to nothing on the pixel grid: 0 × 0.
@Test func textNeverTrapsOnExtremeLengths() {
    let text = ViewNode(.text("hello world"), label: "t")
    let tall = Engine().layout(text, in: ProposedViewSize(width: 10, height: 1e300)).frame(of: "t")
    let enough = Engine().layout(text, in: ProposedViewSize(width: 10, height: 1000)).frame(of: "t")
    #expect(tall?.size == enough?.size)
    #expect(tall.map { close($0.width, 12.67) && close($0.height, 162.67) } == true, "\(String(describing: tall))")
    let tiny = Engine().layout(ViewNode(.font(size: 1e-300), children: [text]),
                                     in: ProposedViewSize(width: 100, height: 100)).frame(of: "t")
    #expect(tiny?.size == Size(width: 0, height: 0))
}

/// SF Symbols are sized by the font around them (DOC: symbols scale with the font they are drawn
/// in): 20 × 20 at 17 pt (LayoutLabUI's approximation of a symbol at the body size), 20 × 56 / 17 =
/// 65.88 at 56 pt, 32.94 at iOS's 28 pt `.title`; a resizable symbol takes its proposal, and an
/// unspecified dimension takes the font-sized side.
@Test func symbolsScaleWithTheirFont() {
    let symbol = ViewNode(.symbol(name: "star", resizable: false), label: "s")
    let proposal = ProposedViewSize(width: 390, height: 400)
    let body = Engine().layout(symbol, in: proposal).frame(of: "s")
    #expect(body?.size == Size(width: 20, height: 20))
    let large = Engine().layout(symbol.font(size: 56), in: proposal).frame(of: "s")
    #expect(large.map { close($0.width, 65.88) && close($0.height, 65.88) } == true, "\(String(describing: large))")
    let title = Engine().layout(symbol.font(.title), in: proposal).frame(of: "s")
    #expect(title.map { close($0.width, 32.94) && close($0.height, 32.94) } == true, "\(String(describing: title))")
    let resizable = ViewNode(.symbol(name: "star", resizable: true), label: "r")
    let filled = Engine().layout(resizable.frame(width: 96, height: 50), in: proposal).frame(of: "r")
    #expect(filled?.size == Size(width: 96, height: 50))
    let ideal = Engine().layout(resizable.font(size: 34), in: .unspecified).frame(of: "r")
    #expect(ideal?.size == Size(width: 40, height: 40))
}
