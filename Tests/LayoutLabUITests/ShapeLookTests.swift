// The colours a shape's code gives it (`fill`, `stroke`, `foregroundColor`, `foregroundStyle`)
// travel with its node as a `ViewLook`, for pictures, and change nothing a layout sees: the tree
// equals the uncoloured one and lays out to the same frames.
import LayoutEngine
import LayoutLabUI
import Testing

@Suite struct ShapeLookTests {
    private struct Swatches: View {
        var coloured: Bool
        var body: some View {
            HStack(spacing: 10) {
                if coloured {
                    Circle().fill(.red).id("fill")
                    Capsule().stroke(.blue, lineWidth: 2).id("stroke")
                    RoundedRectangle(cornerRadius: 8).foregroundColor(.green).id("foreground")
                    Rectangle().foregroundStyle(Color.orange.opacity(0.3)).id("style")
                    Circle().stroke(.red).fill(.blue).id("both")
                } else {
                    Circle().id("fill")
                    Capsule().id("stroke")
                    RoundedRectangle(cornerRadius: 8).id("foreground")
                    Rectangle().id("style")
                    Circle().id("both")
                }
                Ellipse().fill(.foreground).id("plain")
                Circle().stroke(lineWidth: 10).foregroundColor(.red).id("ring")
            }
            .frame(width: 340, height: 50)
        }
    }

    private static func looks(_ root: ViewNode) -> [String: ViewLook?] {
        var result: [String: ViewLook?] = [:]
        func visit(_ node: ViewNode) {
            if let label = node.label {
                // The labelled node's own look, else its content's (a label on a modifier).
                let look: ViewLook? = node.look ?? node.children.first?.look
                result[label] = .some(look)
            }
            node.children.forEach(visit)
        }
        visit(root)
        return result
    }

    @Test("fill, stroke, foregroundColor and foregroundStyle colour the shape's node; a fill over a stroke keeps both")
    func shapesCarryTheirColours() {
        let coloured = LayoutLab.tree(of: Swatches(coloured: true)).root
        let looks = Self.looks(coloured)
        #expect(looks["fill"] == ViewLook(fill: "red"))
        #expect(looks["stroke"] == ViewLook(stroke: "blue", lineWidth: 2))
        #expect(looks["foreground"] == ViewLook(fill: "green"))
        // A colour's opacity is drawn as the picture's own translucency: the colour is kept.
        #expect(looks["style"] == ViewLook(fill: "orange"))
        #expect(looks["both"] == ViewLook(fill: "blue", stroke: "red", lineWidth: 1))
        // The foreground style is the picture's neutral grey: no look.
        #expect(looks["plain"] == .some(nil))
        // An outline painted a colour is a ring of that colour, as wide as its line (OctoPod's
        // progress ring); without a colour, still a line of its width (PomoTime's timer ring).
        #expect(looks["ring"] == ViewLook(stroke: "red", lineWidth: 10))
        #expect(LayoutLab.tree(of: Circle().stroke(lineWidth: 20)).root.look == ViewLook(lineWidth: 20))
        #expect(LayoutLab.tree(of: Circle().strokeBorder(Color.blue, lineWidth: 6)).root.look
                    == ViewLook(stroke: "blue", lineWidth: 6, lineInside: true))
    }

    @Test("colours change neither the tree a layout sees nor its frames")
    func coloursAreNotLayout() {
        let coloured = LayoutLab.tree(of: Swatches(coloured: true)).root
        let plain = LayoutLab.tree(of: Swatches(coloured: false)).root
        #expect(coloured == plain)
        // Seven shapes share 340 − 6 × 10 = 280 points: 40 each, in a 340 × 50 frame centred in
        // 390 × 763 (x 25, y 356.5); the fifth starts 4 × (40 + 10) further on. A Circle is as
        // large as its shorter side allows, 40 × 40, centred in the 50-point row: y 361.5.
        let proposal = LayoutLabUI.ProposedViewSize(width: 390, height: 763)
        let frames = LayoutLab.layout(Swatches(coloured: true), in: proposal)
        #expect(frames["fill"] == CGRect(x: 25, y: 361.5, width: 40, height: 40))
        #expect(frames["both"] == CGRect(x: 225, y: 361.5, width: 40, height: 40))
        #expect(frames.frames == LayoutLab.layout(Swatches(coloured: false), in: proposal).frames)
    }

    private struct Clipped: View {
        var clips: Bool
        var body: some View {
            VStack(spacing: 20) {
                if clips {
                    Color.blue.frame(width: 120, height: 160).frame(width: 100, height: 100).clipShape(Circle()).id("avatar")
                    Text("Card").padding().background(Color.yellow).cornerRadius(12).id("card")
                    Color.red.frame(width: 50, height: 50).clipped().id("square")
                    Color.green.frame(width: 50, height: 50).clipShape(RoundedRectangle(cornerRadius: 6)).id("rounded")
                } else {
                    Color.blue.frame(width: 120, height: 160).frame(width: 100, height: 100).id("avatar")
                    Text("Card").padding().background(Color.yellow).id("card")
                    Color.red.frame(width: 50, height: 50).id("square")
                    Color.green.frame(width: 50, height: 50).id("rounded")
                }
            }
        }
    }

    @Test("clipShape, cornerRadius and clipped mark the clipped node's look, and change no frame")
    func clipsAreLooks() {
        let looks = Self.looks(LayoutLab.tree(of: Clipped(clips: true)).root)
        #expect(looks["avatar"] == ViewLook(clip: .infinity, clipsCircle: true))
        #expect(looks["card"] == ViewLook(clip: 12))
        #expect(looks["square"] == ViewLook(clip: 0))
        #expect(looks["rounded"] == ViewLook(clip: 6))
        #expect(LayoutLab.tree(of: Clipped(clips: true)).root == LayoutLab.tree(of: Clipped(clips: false)).root)
        // A clip draws, it does not lay out: the 100 × 100 frame still holds a 120 × 160 colour.
        let proposal = LayoutLabUI.ProposedViewSize(width: 390, height: 763)
        let frames = LayoutLab.layout(Clipped(clips: true), in: proposal)
        #expect(frames.frames == LayoutLab.layout(Clipped(clips: false), in: proposal).frames)
    }

    /// Apple's `Shape.sizeThatFits(_:)` (iOS 16): "Returns the size of the view that will render
    /// the shape, given a proposed size". A shape answering its own size is laid out at it, filled
    /// or not; one keeping the default takes the proposal, as before (helper-found in a layout
    /// tutorial's unit-area rectangles).
    @Test("a custom Shape's own sizeThatFits sizes it; a shape with the default takes the proposal")
    func shapesSizeThemselves() {
        let proposal = LayoutLabUI.ProposedViewSize(width: 300, height: 300)
        #expect(LayoutLab.layout(Fixed50().id("s"), in: proposal)["s"] == CGRect(x: 125, y: 125, width: 50, height: 50))
        #expect(LayoutLab.layout(Fixed50().fill(.green).id("s"), in: proposal)["s"] == CGRect(x: 125, y: 125, width: 50, height: 50))
        // 10,000 square points at the proposed width: 300 wide, 33.33 high, centred at y 133.33.
        let unit = LayoutLab.layout(UnitArea().id("u"), in: proposal)["u"]
        #expect(unit.map { [$0.width, ($0.height * 100).rounded() / 100, ($0.minY * 100).rounded() / 100] } == [300, 33.33, 133.33])
        #expect(LayoutLab.layout(Wedge().id("w"), in: proposal)["w"] == CGRect(x: 0, y: 0, width: 300, height: 300))
        #expect(LayoutLab.tree(of: Wedge()).root.kind == .rectangle)
    }

    /// A Text's own `.foregroundColor` wins over one set around it, as a view's own environment
    /// value does in SwiftUI; texts without either have no look. Measuring is unchanged.
    @Test("foregroundColor on a Text or around it colours the Text's look, its own first, frames unchanged")
    func textColours() {
        let stack = LayoutLab.tree(of: VStack {
            Text("own").foregroundColor(.red)
            Text("style").foregroundStyle(.blue)
            Text("around")
            Text("bold").bold()
        }.foregroundColor(.green)).root
        #expect(stack.children.map(\.look) == [ViewLook(fill: "red"), ViewLook(fill: "blue"), ViewLook(fill: "green"), nil])
        // `.bold()` wraps the text in its traits: the colour goes on the Text itself.
        #expect(stack.children[3].children.first?.look == ViewLook(fill: "green"))
        #expect(LayoutLab.tree(of: Text("plain")).root.look == nil)
        let joined = LayoutLab.tree(of: Text("a").foregroundColor(.red) + Text("b").foregroundColor(.red)).root
        #expect(joined.look == ViewLook(fill: "red"))
        #expect(LayoutLab.tree(of: Text("a").foregroundColor(.red) + Text("b")).root.look == nil)
        let proposal = LayoutLabUI.ProposedViewSize(width: 390, height: 763)
        #expect(LayoutLab.layout(Text("own").foregroundColor(.red).id("t"), in: proposal).frames
                == LayoutLab.layout(Text("own").id("t"), in: proposal).frames)
    }

    /// Apple's `scrollClipDisabled(_:)`: "By default, a scroll view clips its content to its
    /// bounds". A List's scroll view clips too; `.scrollClipDisabled()` lifts the clip of the scroll
    /// views inside it, and neither changes a frame.
    @Test("a ScrollView's and a List's look clip to their frame, scrollClipDisabled lifts it, frames unchanged")
    func scrollViewsClip() {
        let scroll = LayoutLab.tree(of: ScrollView { Color.red.frame(height: 2000) }).root
        #expect(scroll.kind == .scrollView(axes: .vertical))
        #expect(scroll.look == ViewLook(clip: 0))
        let list = LayoutLab.tree(of: List { Text("Row") }).root
        var scrollViews: [ViewNode] = []
        func collect(_ node: ViewNode) {
            if case .scrollView = node.kind { scrollViews.append(node) }
            node.children.forEach(collect)
        }
        collect(list)
        #expect(scrollViews.map(\.look) == [ViewLook(clip: 0)])
        let unclipped = LayoutLab.tree(of: VStack { ScrollView { Color.red.frame(height: 2000) } }.scrollClipDisabled()).root
        #expect(unclipped.children.first?.look == nil)
        let kept = LayoutLab.tree(of: VStack { ScrollView { Color.red.frame(height: 2000) } }.scrollClipDisabled(false)).root
        #expect(kept.children.first?.look == ViewLook(clip: 0))
        // A scroll view 763 high holds its 2000-high content, clipped only when drawn.
        let proposal = LayoutLabUI.ProposedViewSize(width: 390, height: 763)
        let frames = LayoutLab.layout(ScrollView { Color.red.frame(height: 2000).id("content") }.id("scroll"), in: proposal).frames
        #expect(frames["scroll"]?.height == 763)
        #expect(frames["content"]?.height == 2000)
    }

    /// A foreground set around shapes (Apple's custom-layout sample: `Circle().frame(width: 80,
    /// height: 80).foregroundColor(pet.color)`) fills those without a colour of their own.
    @Test("foregroundColor and foregroundStyle around shapes fill those without a colour of their own")
    func foregroundAroundShapes() {
        let avatar = LayoutLab.tree(of: Circle().frame(width: 80, height: 80).foregroundColor(.orange)).root
        #expect(avatar.children.first?.look == ViewLook(fill: "orange"))
        let stack = LayoutLab.tree(of: VStack { Circle(); Capsule().fill(.blue); Text("a") }.foregroundStyle(.red)).root
        // The Text is drawn in the foreground too (`textColours`).
        #expect(stack.children.map(\.look) == [ViewLook(fill: "red"), ViewLook(fill: "blue"), ViewLook(fill: "red")])
        #expect(stack == LayoutLab.tree(of: VStack { Circle(); Capsule(); Text("a") }).root)
    }

    /// `Color.black.opacity(0)` (a field's background before anything is typed, helper-found in a
    /// login screen) and `.opacity(0.5)` on a view are drawn faded: the look says how opaque, twice
    /// `.opacity(0.5)` is 0.25, and the frames are those of the opaque views.
    @Test("Color.opacity and .opacity(_:) mark how opaque a node is drawn, and change no frame")
    func opacities() {
        let clear = LayoutLab.tree(of: Color.black.opacity(0)).root
        #expect(clear.kind == .color(name: "black") && clear.look == ViewLook(opacity: 0))
        #expect(LayoutLab.tree(of: Color(red: 1, green: 0, blue: 0, opacity: 0.5)).root.look == ViewLook(opacity: 0.5))
        #expect(LayoutLab.tree(of: Color.red).root.look == nil)
        // As a background's style (the login screen's field), the colour keeps its opacity.
        let field = LayoutLab.tree(of: Text("a").background(Color.black.opacity(0.12))).root
        #expect(field.children[1].children.first?.look == ViewLook(opacity: 0.12))
        let faded = LayoutLab.tree(of: Text("a").padding().opacity(0.5).opacity(0.5)).root
        #expect(faded.look == ViewLook(opacity: 0.25))
        #expect(faded == LayoutLab.tree(of: Text("a").padding()).root)
        let proposal = LayoutLabUI.ProposedViewSize(width: 390, height: 763)
        #expect(LayoutLab.layout(Text("a").padding().opacity(0).id("t"), in: proposal)["t"]
                    == LayoutLab.layout(Text("a").padding().id("t"), in: proposal)["t"])
        // `.hidden()` keeps the view's space and draws nothing of it (a habit tracker's placeholder).
        #expect(LayoutLab.tree(of: Text("a").padding().hidden()).root.look == ViewLook(opacity: 0))
        #expect(LayoutLab.layout(Text("a").padding().hidden().id("t"), in: proposal)["t"]
                    == LayoutLab.layout(Text("a").padding().id("t"), in: proposal)["t"])
    }

    @Test("a border carries its colour (none for the foreground style) on its own node, as wide as written")
    func borderColours() {
        let red = LayoutLab.tree(of: Text("a").border(Color.red, width: 2)).root
        #expect(red.kind == .border(width: 2) && red.look == ViewLook(stroke: "red"))
        #expect(LayoutLab.tree(of: Text("a").border(.primary)).root.look == ViewLook(stroke: "primary"))
        #expect(LayoutLab.tree(of: Text("a").border(.foreground)).root.look == ViewLook())
    }
}

/// A shape of its own size, whatever it is offered.
private struct Fixed50: Shape {
    func sizeThatFits(_ proposal: LayoutLabUI.ProposedViewSize) -> CGSize { CGSize(width: 50, height: 50) }
    func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle of 10,000 square points, as wide as offered (100 when not).
private struct UnitArea: Shape {
    func sizeThatFits(_ proposal: LayoutLabUI.ProposedViewSize) -> CGSize {
        let width = proposal.width ?? 100
        return CGSize(width: width, height: 10_000 / width)
    }
    func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A shape with the default sizing.
private struct Wedge: Shape {
    func path(in rect: CGRect) -> Path { Path(rect) }
}
