// Modifiers: padding, offset, position, background/overlay, border, alignmentGuide,
// containerRelativeFrame, flexible-frame normalisation and ideal sizes (rules reference §2.4–2.19).
import LayoutEngine
import Testing

@Suite("Modifiers")
struct ModifierTests {
    let square = ViewNode.color("sq").frame(width: 50, height: 50).id("square")

    @Test("padding: child proposed the proposal minus insets, placed at (leading, top) (§2.8)")
    func padding() {
        let result = layout(ViewNode.color("c").id("c").padding().id("p"), 100, 100)
        expectFrame(result, "c", x: 16, y: 16, width: 68, height: 68)
        #expect(layout(ViewNode.color("c").padding(10), nil, nil).rootSize == Size(width: 30, height: 30))
        let horizontal = layout(ViewNode.color("c").id("c").padding(.horizontal, 8), 100, 40)
        expectFrame(horizontal, "c", x: 8, y: 0, width: 84, height: 40)
        let insets = layout(ViewNode.color("c").id("c").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)), 100, 100)
        expectFrame(insets, "c", x: 2, y: 1, width: 94, height: 96)
        let tiny = layout(ViewNode.color("c").id("c").padding(), 20, 20)
        expectFrame(tiny, "c", width: 0, height: 0)
        let option = layout(ViewNode.color("c").id("c").padding(), 100, 100, options: ["default-padding=4"])
        expectFrame(option, "c", x: 4, y: 4, width: 92, height: 92)
    }

    @Test("offset moves only the drawn child; layout and the offset view's frame are unchanged (§2.16)")
    func offset() {
        let result = layout(square.offset(x: 10, y: 20).id("offset"), 100, 100)
        expectFrame(result, "offset", x: 25, y: 25, width: 50, height: 50)
        expectFrame(result, "square", x: 35, y: 45, width: 50, height: 50)
    }

    @Test("position takes the proposal and centres the child at (x, y) (§2.16)")
    func position() {
        let result = layout(ViewNode.color("c").frame(width: 20, height: 20).id("c").position(x: 30, y: 40).id("pos"), 100, 100)
        expectFrame(result, "pos", x: 0, y: 0, width: 100, height: 100)
        expectFrame(result, "c", x: 20, y: 30, width: 20, height: 20)
        #expect(layout(square.position(x: 0, y: 0), nil, nil).rootSize == Size(width: 50, height: 50))
    }

    @Test("overlay and background: sized by the primary, secondary proposed its size and aligned (§2.15)")
    func secondary() {
        let badge = ViewNode.color("badge").frame(width: 20, height: 20).id("badge")
        let card = ViewNode.color("card").frame(width: 100, height: 50).id("card")
        let result = layout(card.overlay(alignment: .topTrailing) { badge }.id("overlay"), 200, 200)
        expectFrame(result, "overlay", x: 50, y: 75, width: 100, height: 50)
        expectFrame(result, "badge", x: 130, y: 75)
        let background = layout(card.background { ViewNode.color("bg").id("bg") }, 200, 200)
        expectFrame(background, "bg", x: 50, y: 75, width: 100, height: 50)
        // A larger background overflows without changing the layout.
        let image = ViewNode.image("i", width: 101, height: 92).id("image")
        let overflow = layout(ViewNode.text("Hi").background(image).id("text"), nil, nil)
        expectFrame(overflow, "text", width: 16, height: 20.33)
        expectFrame(overflow, "image", x: -42.5, y: -35.83, width: 101, height: 92)
        #expect(layout(square.border(width: 3), 200, 200).rootSize == Size(width: 50, height: 50))
    }

    @Test("alignmentGuide: an expression of the view's dimensions moves it within a VStack (§2.18)")
    func alignmentGuide() {
        let tree = ViewNode.vstack(alignment: .leading) {
            ViewNode.color("a").frame(width: 100, height: 20).id("a")
            ViewNode.color("b").frame(width: 50, height: 20).id("b").alignmentGuide(.leading, .horizontalGuide(.trailing))
        }
        let result = layout(tree, 300, 300)
        // b's leading guide is its trailing edge (50): it sits 50 left of a; the stack is 150 wide.
        expectFrame(result, "a", x: 125, y: 126)
        expectFrame(result, "b", x: 75, y: 154)
        let constant = layout(ViewNode.vstack(alignment: .leading) {
            ViewNode.color("a").frame(width: 100, height: 20).id("a")
            ViewNode.color("b").frame(width: 50, height: 20).id("b").alignmentGuide(.leading, .constant(-20))
        }, 120, 100)
        // Guides 0 and −20: b starts 20 right of a; the 100-wide stack is centred in 120.
        expectFrame(constant, "a", x: 10)
        expectFrame(constant, "b", x: 30)
    }

    @Test("containerRelativeFrame: ((L − (count − 1) × spacing) / count) × span + (span − 1) × spacing (§2.19)")
    func containerRelativeFrame() {
        let tree = ViewNode.hstack {
            ViewNode.color("c").containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).id("c")
        }
        let result = layout(tree, 320, 100)
        expectFrame(result, "c", width: 210, height: 100)
        let full = layout(ViewNode.vstack { ViewNode.color("c").containerRelativeFrame(.horizontal).id("c") }.padding(), 320, 100)
        expectFrame(full, "c", width: 320)
    }

    @Test("flexible frame normalisation: negative min → 0, ideal raised to min, min > max kept and ignored (§2.5)")
    func flexibleNormalisation() {
        let inverted = layout(ViewNode.color("c").id("c").frame(minWidth: 100, maxWidth: 50).id("f"), 200, 100)
        expectFrame(inverted, "f", width: 50)
        let negative = layout(ViewNode.color("c").frame(minWidth: -10).id("f"), 0, 100)
        expectFrame(negative, "f", width: 0)
        let raised = layout(ViewNode.color("c").frame(minWidth: 60, idealWidth: 20).id("f"), nil, 30)
        expectFrame(raised, "f", width: 60, height: 30)
    }

    @Test("ideal sizes: used for nil proposals only; a max-only infinite frame takes its child's ideal")
    func idealSizes() {
        let ideal = ViewNode.color("c").frame(idealWidth: 80, idealHeight: 30)
        #expect(layout(ideal, nil, nil).rootSize == Size(width: 80, height: 30))
        #expect(layout(ideal, 200, 200).rootSize == Size(width: 200, height: 200))
        #expect(layout(ViewNode.color("c").frame(maxWidth: .infinity), nil, nil).rootSize == Size(width: 10, height: 10))
        #expect(layout(ViewNode.color("c").frame(width: 30), nil, nil).rootSize == Size(width: 30, height: 10))
    }

    @Test("fixed frame with both lengths does not ask its child while sizing")
    func fixedFrameSkipsChild() {
        let result = layout(ViewNode.text("Hi").id("t").frame(width: 40, height: 40), 100, 100)
        let sizing = result.calls.filter { $0.phase == .sizing }
        #expect(sizing.count == 1)
        #expect(proposals(result, to: "t") == [ProposedViewSize(width: 40, height: 40)])
    }

    @Test("fixedSize(horizontal:vertical:) proposes nil only on the fixed axes (§2.6)")
    func fixedSizeAxes() {
        let text = ViewNode.text("Hello world").id("t")
        let horizontal = layout(text.fixedSize(horizontal: true, vertical: false), 40, 100)
        expectFrame(horizontal, "t", width: 85.33, height: 20.33)
        let vertical = layout(text.fixedSize(horizontal: false, vertical: true), 50, 5)
        expectFrame(vertical, "t", width: 42, height: 40.67)
    }
}
