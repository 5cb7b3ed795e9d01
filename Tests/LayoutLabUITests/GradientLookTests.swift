// Gradients as styles and views keep their stops and geometry in the look (`ViewGradient`'s text),
// trimmed shapes the part of their outline drawn, and shapes of the user's own the outline their
// `path(in:)` makes for their frame; none of it changes the tree a layout sees or its frames.
import LayoutEngine
import LayoutLabUI
import Testing

@Suite struct GradientLookTests {
    /// The first node labelled `label`, or its content's look when the label is on a modifier.
    private static func look(_ label: String, in root: ViewNode) -> ViewLook? {
        func find(_ node: ViewNode) -> ViewNode? {
            if node.label == label { return node }
            for child in node.children { if let found = find(child) { return found } }
            return nil
        }
        guard let node = find(root) else { return nil }
        return node.look ?? node.children.first?.look
    }

    /// `Gradient(colors:)` spaces its colours evenly [DOC `Gradient.init(colors:)`: "The gradient
    /// synthesizes its location values to evenly space the colors along the gradient"]: three
    /// colours at 0, 0.5 and 1; `LinearGradient`'s unit points are kept as given (`.top` is (0.5, 0),
    /// `.bottom` (0.5, 1) [DOC `UnitPoint`]).
    @Test("a linear gradient's fill keeps its evenly spaced stops and its unit points")
    func linearGradientFill() {
        let tree = LayoutLab.tree(of: HStack {
            Rectangle().fill(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)).id("two")
            Rectangle().fill(LinearGradient(gradient: Gradient(colors: [.red, .orange, .yellow]), startPoint: .leading,
                                            endPoint: .trailing)).id("three")
            Rectangle().fill(.linearGradient(stops: [.init(color: .green, location: 0.2), .init(color: .blue.opacity(0.5), location: 0.9)],
                                             startPoint: .topLeading, endPoint: .bottomTrailing)).id("stops")
        }).root
        #expect(Self.look("two", in: tree)?.fill == "linearGradient(from 0.5 0 to 0.5 1; blue at 0; purple at 1)")
        #expect(Self.look("three", in: tree)?.fill == "linearGradient(from 0 0.5 to 1 0.5; red at 0; orange at 0.5; yellow at 1)")
        #expect(Self.look("stops", in: tree)?.fill == "linearGradient(from 0 0 to 1 1; green at 0.2; blue at 0.9 opacity 0.5)")
        let gradient = ViewGradient(text: Self.look("three", in: tree)?.fill ?? "")
        #expect(gradient?.stops.map(\.location) == [0, 0.5, 1])
        #expect(gradient?.geometry == .linear(start: LayoutEngine.Point(x: 0, y: 0.5), end: LayoutEngine.Point(x: 1, y: 0.5)))
    }

    /// `.background(LinearGradient(…))` is a colour node named for the gradient's kind, as before,
    /// painted with the gradient; its stops are no part of the definition's hash (a look is not).
    @Test("a gradient background is a colour node named for its kind, painted with the gradient")
    func gradientBackground() {
        func card(_ colours: [Color]) -> ViewNode {
            LayoutLab.tree(of: Text("Card").padding().background(LinearGradient(colors: colours, startPoint: .leading, endPoint: .trailing))).root
        }
        let warm = card([.orange, .red]), cold = card([.teal, .blue])
        // The background's colour fills the safe area too (`ignoresSafeAreaEdges: .all`).
        let background = warm.children[1].children[0]
        #expect(background.kind == .color(name: "linearGradient"))
        #expect(background.look?.fill == "linearGradient(from 0 0.5 to 1 0.5; orange at 0; red at 1)")
        #expect(warm == cold)
        // Laid out as a Color: the padded text's frame.
        let layout = LayoutLab.layout(Text("Card").padding().background(LinearGradient(colors: [.orange, .red], startPoint: .leading,
                                                                                         endPoint: .trailing)).id("card"),
                                      in: LayoutLabUI.ProposedViewSize(width: 300, height: 100))
        let plain = LayoutLab.layout(Text("Card").padding().background(Color.orange).id("card"), in: LayoutLabUI.ProposedViewSize(width: 300, height: 100))
        #expect(layout["card"] == plain["card"])
        // A gradient card behind a shape (`background(_:in:)`): the shape's node, filled with it,
        // laid out as the shape alone is.
        let shaped = LayoutLab.tree(of: Text("Card").padding().background(LinearGradient(colors: [.orange, .red], startPoint: .leading,
                                                                                          endPoint: .trailing), in: RoundedRectangle(cornerRadius: 12))).root
        #expect(shaped.children[1].kind == .roundedRectangle(cornerRadius: 12))
        #expect(shaped.children[1].look?.fill == "linearGradient(from 0 0.5 to 1 0.5; orange at 0; red at 1)")
        #expect(shaped == LayoutLab.tree(of: Text("Card").padding().background(in: RoundedRectangle(cornerRadius: 12))).root)
    }

    /// `RadialGradient` keeps its centre and radii in points, `EllipticalGradient` its radius
    /// fractions (defaults 0 and 0.5 [DOC `EllipticalGradient.init(gradient:center:startRadiusFraction:endRadiusFraction:)`]),
    /// `AngularGradient(colors:center:)` one whole turn from 0°, `.conicGradient(…, angle: 90°)` the
    /// turn from 90° [DOC `AngularGradient.init(gradient:center:angle:)`: "Creates a conic gradient
    /// that completes a full turn"]; `Gradient` as a style draws top to bottom [DOC `AnyGradient`:
    /// "a linear gradient with start-point [0.5, 0] and end-point [0.5, 1]"].
    @Test("radial, elliptical, angular and conic gradients and a Gradient style keep their geometry")
    func otherGradients() {
        let tree = LayoutLab.tree(of: VStack {
            Circle().fill(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 5, endRadius: 40)).id("radial")
            Rectangle().fill(EllipticalGradient(colors: [.white, .indigo])).id("elliptical")
            Circle().stroke(AngularGradient(colors: [.blue, .pink], center: .center), lineWidth: 16).id("angular")
            Circle().fill(.conicGradient(colors: [.red, .green], center: .top, angle: .degrees(90))).id("conic")
            Capsule().fill(Gradient(colors: [.mint, .cyan])).id("style")
        }).root
        #expect(Self.look("radial", in: tree)?.fill == "radialGradient(at 0.5 0.5 radius 5 to 40; yellow at 0; orange at 1)")
        #expect(Self.look("elliptical", in: tree)?.fill == "ellipticalGradient(at 0.5 0.5 fraction 0 to 0.5; white at 0; indigo at 1)")
        #expect(Self.look("angular", in: tree)?.stroke == "angularGradient(at 0.5 0.5 angle 0 to 360; blue at 0; pink at 1)")
        #expect(Self.look("angular", in: tree)?.lineWidth == 16)
        #expect(Self.look("conic", in: tree)?.fill == "angularGradient(at 0.5 0 angle 90 to 450; red at 0; green at 1)")
        #expect(Self.look("style", in: tree)?.fill == "linearGradient(from 0.5 0 to 0.5 1; mint at 0; cyan at 1)")
    }

    /// `Color.teal.gradient` draws top to bottom [DOC `AnyGradient`]; Apple does not publish its
    /// stops, so the library's stand-in is the colour a fifth lighter at the top, the colour at
    /// the bottom. As a view or a background its node keeps its name, `teal.gradient`.
    @Test("a colour's standard gradient is a top-to-bottom gradient of the colour, lighter at the top")
    func colourGradient() {
        let tree = LayoutLab.tree(of: HStack {
            Rectangle().fill(Color.teal.gradient).id("fill")
            Color.teal.gradient.id("view")
        }).root
        let text = "linearGradient(from 0.5 0 to 0.5 1; teal at 0 lighter 0.2; teal at 1)"
        #expect(Self.look("fill", in: tree)?.fill == text)
        let view = tree.children[1]
        #expect(view.kind == .color(name: "teal.gradient"))
        #expect(view.look?.fill == text)
        // As a background it keeps that name too.
        let background = LayoutLab.tree(of: Text("Hi").background(Color.teal.gradient)).root.children[1].children[0]
        #expect(background.kind == .color(name: "teal.gradient"))
        #expect(background.look?.fill == text)
    }

    /// `trim(from:to:)` keeps the part of the outline drawn [DOC `Shape.trim(from:to:)`: "A shape
    /// built by capturing a portion of this shape's path"]; the trimmed ring is laid out as the
    /// whole circle (a shape takes its proposal).
    @Test("a trimmed shape keeps the part drawn and lays out as the shape")
    func trimmedShapes() {
        let ring = LayoutLab.tree(of: Circle().trim(from: 0, to: 0.7).stroke(lineWidth: 20)).root
        #expect(ring.kind == .circle)
        #expect(ring.look == ViewLook(lineWidth: 20, trim: ViewLook.Trim(from: 0, to: 0.7)))
        let coloured = LayoutLab.tree(of: Circle().trim(from: 0.25, to: 0.5).stroke(Color.red, style: StrokeStyle(lineWidth: 8))).root
        #expect(coloured.look == ViewLook(stroke: "red", lineWidth: 8, trim: ViewLook.Trim(from: 0.25, to: 0.5)))
        let proposal = LayoutLabUI.ProposedViewSize(width: 200, height: 120)
        #expect(LayoutLab.layout(Circle().trim(from: 0, to: 0.7).stroke(lineWidth: 20).id("ring"), in: proposal)["ring"]
                    == LayoutLab.layout(Circle().stroke(lineWidth: 20).id("ring"), in: proposal)["ring"])
    }

    /// `rotationEffect` turns the view and what it holds about its anchor, clockwise for positive
    /// angles [DOC `View.rotationEffect(_:anchor:)`: "Rotates a view's rendered output in two
    /// dimensions around the specified point … It has no effect on the view's frame"]: a ring turned
    /// −90° to start at the top keeps its frame; a second turn adds to the first; `Shape.rotation`
    /// turns a shape in its frame the same way [DOC `Shape.rotation(_:anchor:)`: "Positive angles
    /// rotate clockwise"].
    @Test("rotationEffect and Shape.rotation turn the node's drawing, not its frame")
    func rotations() {
        let ring = LayoutLab.tree(of: Circle().trim(from: 0, to: 0.7).stroke(lineWidth: 20).rotationEffect(.degrees(-90))).root
        #expect(ring.kind == .circle)
        #expect(ring.look == ViewLook(lineWidth: 20, trim: ViewLook.Trim(from: 0, to: 0.7), rotation: ViewLook.Rotation(degrees: -90)))
        let twice = LayoutLab.tree(of: Color.red.rotationEffect(.degrees(30), anchor: .topLeading).rotationEffect(.degrees(15))).root
        // 30° + 15° (each made from its radians, as SwiftUI's `Angle` keeps them).
        #expect(twice.look.flatMap(\.rotation).map { ($0.degrees * 1e6).rounded() / 1e6 } == 45)
        #expect(twice.look?.rotation?.anchor == LayoutEngine.Point(x: 0, y: 0))
        let diamond = LayoutLab.tree(of: Rectangle().rotation(.degrees(45))).root
        #expect(diamond.look?.rotation == ViewLook.Rotation(degrees: 45))
        let proposal = LayoutLabUI.ProposedViewSize(width: 200, height: 120)
        #expect(LayoutLab.layout(Text("Tilted").rotationEffect(.degrees(22)).border(Color.red).id("t"), in: proposal)["t"]
                    == LayoutLab.layout(Text("Tilted").border(Color.red).id("t"), in: proposal)["t"])
    }
}
