// A shape of the user's own keeps the outline its `path(in:)` returns for the frame it is laid out
// in (`ViewLook.path`, SVG path data rounded to 0.01), which pictures draw instead of its frame; a
// `Path` keeps its moves, lines and curves, arcs and ellipses as cubic Béziers.
import LayoutEngine
import LayoutLabUI
import Testing

@Suite struct ShapePathTests {
    private struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
            return path
        }
    }

    /// A shape of its own size (iOS 16's `sizeThatFits`): laid out by its own node.
    private struct Badge: Shape {
        func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
        func sizeThatFits(_ proposal: LayoutLabUI.ProposedViewSize) -> CGSize { CGSize(width: 40, height: 20) }
    }

    /// The data of `path`'s outline, as a shape returning it records it for a 100 × 100 frame.
    private static func data(_ path: Path) -> String? {
        struct Fixed: Shape {
            let path: Path
            func path(in rect: CGRect) -> Path { path }
        }
        let tree = LayoutLab.tree(of: Fixed(path: path).frame(width: 100, height: 100))
        let laidOut = tree.root.recordingShapePaths(from: tree.layout(in: LayoutLabUI.ProposedViewSize(width: 100, height: 100)).engineResult)
        return laidOut.children[0].look?.path
    }

    /// Laid out in a 100 × 80 frame (the frame's fixed size), the triangle's `path(in:)` is asked for
    /// that frame, from (0, 0): its apex at the top's middle (50, 0), its base along the bottom.
    @Test("a shape of the user's own keeps the outline it returns for its frame")
    func userShapePath() {
        let tree = LayoutLab.tree(of: Triangle().fill(.teal).frame(width: 100, height: 80))
        #expect(tree.root.children[0].look?.path == nil)
        let result = tree.layout(in: LayoutLabUI.ProposedViewSize(width: 300, height: 300)).engineResult
        let shape = tree.root.recordingShapePaths(from: result).children[0]
        #expect(shape.kind == .rectangle)
        #expect(shape.look == ViewLook(fill: "teal", path: "M50 0L100 80L0 80Z", pathSize: LayoutEngine.Size(width: 100, height: 80)))
        // Its own size, 40 × 20, is its frame: its ellipse is made for that.
        let badge = LayoutLab.tree(of: Badge())
        let sized = badge.root.recordingShapePaths(from: badge.layout(in: LayoutLabUI.ProposedViewSize(width: 300, height: 300)).engineResult)
        #expect(sized.look?.pathSize == LayoutEngine.Size(width: 40, height: 20))
        #expect(sized.look?.path == "M40 10C40 15.52 31.05 20 20 20C8.95 20 0 15.52 0 10C0 4.48 8.95 0 20 0C31.05 0 40 4.48 40 10Z")
    }

    /// An ellipse starts at its rightmost point and runs clockwise on the screen [DOC
    /// `Path.addEllipse(in:transform:)`: "starts with a move-to operation and ends with a
    /// close-subpath operation, with all moves oriented in the clockwise direction"], four cubic
    /// quarters whose handles are 4/3·tan(22.5°) = 0.5523 of the radius long (27.61 of 50).
    @Test("an ellipse is four cubic quarters from its rightmost point, clockwise")
    func ellipse() {
        #expect(Self.data(Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)))
                    == "M100 50C100 77.61 77.61 100 50 100C22.39 100 0 77.61 0 50C0 22.39 22.39 0 50 0C77.61 0 100 22.39 100 50Z")
    }

    /// Angles grow clockwise on the screen, so `clockwise: false` from 0° to 90° is the lower right
    /// quarter (SwiftUI's y axis points down: its "clockwise" is Core Graphics' in flipped
    /// coordinates), and `clockwise: true` the other three quarters; a line joins the current point.
    @Test("arcs turn the way their clockwise flag says on SwiftUI's flipped axes")
    func arcs() {
        var lower = Path()
        lower.move(to: CGPoint(x: 50, y: 50))
        lower.addArc(center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        #expect(Self.data(lower) == "M50 50L100 50C100 77.61 77.61 100 50 100")
        var other = Path()
        other.addArc(center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        #expect(Self.data(other) == "M100 50C100 22.39 77.61 0 50 0C22.39 0 0 22.39 0 50C0 77.61 22.39 100 50 100")
        #expect(other.currentPoint.map { ($0.x * 100).rounded() / 100 } == 50)
    }

    /// A corner rounded by `addArc(tangent1End:tangent2End:radius:)`: from (0, 0) towards (100, 0),
    /// then down to (100, 100), radius 20: a line to (80, 0), one cubic to (100, 20) whose handles
    /// are 4/3·tan(22.5°)·20 = 11.05 long, pointing at the corner.
    @Test("a tangent arc is a line to where it starts and one cubic to where it ends")
    func tangentArc() {
        var corner = Path()
        corner.move(to: .zero)
        corner.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        #expect(Self.data(corner) == "M0 0L80 0C91.05 0 100 8.95 100 20")
        #expect(corner.currentPoint.map { [($0.x * 100).rounded() / 100, ($0.y * 100).rounded() / 100] } == [100, 20])
    }

    /// `UnevenRoundedRectangle` rounds each corner by its own radius: a card rounded 20 on top only.
    @Test("an uneven rounded rectangle rounds each corner by its radius")
    func unevenCorners() {
        let tree = LayoutLab.tree(of: UnevenRoundedRectangle(topLeadingRadius: 20, topTrailingRadius: 20).frame(width: 100, height: 60))
        let root = tree.root.recordingShapePaths(from: tree.layout(in: LayoutLabUI.ProposedViewSize(width: 100, height: 60)).engineResult)
        #expect(root.children[0].look?.path
                    == "M100 30L100 60L0 60L0 20C0 8.95 8.95 0 20 0L80 0C91.05 0 100 8.95 100 20Z")
    }
}
