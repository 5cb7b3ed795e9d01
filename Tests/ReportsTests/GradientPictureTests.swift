// Pictures paint gradients as SVG gradients (an angular one as a pattern of wedges), draw the part
// of a trimmed shape's outline its trim keeps, and draw a shape of the user's own as its outline.
import Experiments
import Foundation
import LayoutEngine
import Notebook
@testable import Reports
import Testing

@Suite struct GradientPictureTests {
    /// An HStack holding `shapes` at `frames`, and the nodes a notebook stores for it (an HStack
    /// of one shape is drawn as that shape's box: its paints' ids are `paint-0-0-…`).
    private static func drawing(_ shapes: [ViewNode], _ frames: [Rect]) -> (tree: ViewNode, nodes: [StoredNode]) {
        let tree = ViewNode(.hstack(alignment: .center, spacing: 0), children: shapes)
        let whole = frames.dropFirst().reduce(frames[0]) { $0.union($1) }
        var nodes = [StoredNode(index: 0, path: "HStack[0]", label: nil, kind: "HStack", parent: nil, frame: whole)]
        for (index, (shape, frame)) in zip(shapes, frames).enumerated() {
            nodes.append(StoredNode(index: index + 1, path: "HStack[0]/\(shape.kind.name)[\(index)]", label: nil, kind: shape.kind.name,
                                    parent: 0, frame: frame))
        }
        return (tree, nodes)
    }

    private static func svg(_ shapes: [ViewNode], _ frames: [Rect]) -> String {
        let (tree, nodes) = drawing(shapes, frames)
        return renderLayoutSVG(LayoutDrawing(nodes: nodes, tree: tree), title: "paints")
    }

    private static func node(_ kind: ViewKind, _ look: ViewLook) -> ViewNode {
        var node = ViewNode(kind)
        node.look = look
        return node
    }

    /// `LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)` filling a
    /// 120 × 80 rounded rectangle at (10, 20): the unit points map into the frame [DOC
    /// `LinearGradient`: "The gradient maps the unit space points into the bounding rectangle of
    /// each shape filled with the gradient"]: (0.5, 0) → (70, 20), (0.5, 1) → (70, 100); blue and
    /// purple are iOS's #007aff and #af52de. The shape is filled with it as a colour is (0.4),
    /// outlined in its first colour.
    @Test("a linear gradient fill is an SVG linear gradient from the start to the end point in the frame")
    func linearFill() {
        let card = Self.node(.roundedRectangle(cornerRadius: 16), ViewLook(fill: "linearGradient(from 0.5 0 to 0.5 1; blue at 0; purple at 1)"))
        let svg = Self.svg([card], [Rect(x: 10, y: 20, width: 120, height: 80)])
        #expect(svg.contains(##"<linearGradient id="paint-0-0-fill" gradientUnits="userSpaceOnUse" x1="70" y1="20" x2="70" y2="100">"##
                             + ##"<stop offset="0" stop-color="#007aff"/><stop offset="1" stop-color="#af52de"/></linearGradient>"##), "\(svg)")
        #expect(svg.contains(##"<rect x="10" y="20" width="120" height="80" rx="16" fill="url(#paint-0-0-fill)" fill-opacity="0.4" stroke="#007aff" stroke-width="1"/>"##))
    }

    /// A gradient view (`.background(LinearGradient(…, startPoint: .leading, endPoint: .trailing))`)
    /// 200 × 50: from (0, 25) to (200, 25); a stop with opacity keeps it, and a clear stop is its
    /// neighbour's colour made transparent (a fade to clear does not pass through black); three
    /// evenly spaced colours are at 0, 0.5 and 1 [DOC `Gradient.init(colors:)`].
    @Test("a gradient view is filled with its gradient; opacities and clear stops are stop opacities")
    func gradientView() {
        let fade = Self.node(.color(name: "linearGradient"),
                             ViewLook(fill: "linearGradient(from 0 0.5 to 1 0.5; orange at 0; red at 0.5 opacity 0.5; clear at 1)"))
        let svg = Self.svg([fade], [Rect(x: 0, y: 0, width: 200, height: 50)])
        #expect(svg.contains(##"<linearGradient id="paint-0-0-fill" gradientUnits="userSpaceOnUse" x1="0" y1="25" x2="200" y2="25">"##
                             + ##"<stop offset="0" stop-color="#ff9500"/><stop offset="0.5" stop-color="#ff3b30" stop-opacity="0.5"/>"##
                             + ##"<stop offset="1" stop-color="#ff3b30" stop-opacity="0"/></linearGradient>"##), "\(svg)")
        #expect(svg.contains(##"fill="url(#paint-0-0-fill)" fill-opacity="0.4" stroke="#ff9500""##))
    }

    /// `RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 10, endRadius: 40)`
    /// in an 80 × 80 circle: centred at (40, 40), radius 40 points; SVG 1.1 has no start radius, so
    /// the stops move out to 10/40 = 0.25. `EllipticalGradient` (defaults: radius 0 to 0.5 of the
    /// unit square [DOC `EllipticalGradient`: "maps its coordinate space to the unit space square
    /// in which its center and radii are defined, then stretches that square to fill its bounding
    /// rect"]) in a 200 × 100 rectangle at (100, 0): the unit square mapped onto the frame.
    @Test("radial gradients are centred in the frame; an elliptical one is the unit square's stretched to it")
    func radialAndElliptical() {
        let sun = Self.node(.circle, ViewLook(fill: "radialGradient(at 0.5 0.5 radius 10 to 40; yellow at 0; orange at 1)"))
        let glow = Self.node(.rectangle, ViewLook(fill: "ellipticalGradient(at 0.5 0.5 fraction 0 to 0.5; white at 0; indigo at 1)"))
        let svg = Self.svg([sun, glow], [Rect(x: 0, y: 0, width: 80, height: 80), Rect(x: 100, y: 0, width: 200, height: 100)])
        #expect(svg.contains(##"<radialGradient id="paint-0-1-fill" gradientUnits="userSpaceOnUse" cx="40" cy="40" r="40">"##
                             + ##"<stop offset="0.25" stop-color="#ffcc00"/><stop offset="1" stop-color="#ff9500"/></radialGradient>"##), "\(svg)")
        #expect(svg.contains(##"<radialGradient id="paint-0-2-fill" gradientUnits="userSpaceOnUse" cx="0.5" cy="0.5" r="0.5" "##
                             + ##"gradientTransform="matrix(200 0 0 100 100 0)"><stop offset="0" stop-color="#ffffff"/>"##
                             + ##"<stop offset="1" stop-color="#5856d6"/></radialGradient>"##))
    }

    /// An angular gradient is drawn as a pattern of 90 wedges of 4°, each in the gradient's colour at
    /// its middle: blue to red around a 100 × 100 circle's centre from 0° (the trailing side,
    /// clockwise), the first wedge at 2°, 2/360 of the way from #007aff to #ff3b30: #017afe. The
    /// tile reaches a frame's size past the frame (x −100, 300 wide), the wedges 1200 long.
    @Test("an angular gradient is a pattern of wedges in its colours around its centre")
    func angularPattern() {
        let ring = Self.node(.circle, ViewLook(stroke: "angularGradient(at 0.5 0.5 angle 0 to 360; blue at 0; red at 1)", lineWidth: 16))
        let svg = Self.svg([ring], [Rect(x: 0, y: 0, width: 100, height: 100)])
        #expect(svg.contains(##"<pattern id="paint-0-0-stroke" patternUnits="userSpaceOnUse" x="-100" y="-100" width="300" height="300">"##
                             + ##"<path d="M150 150L1350 150L1346.3 244.15Z" fill="#017afe"/>"##), "\(svg)")
        #expect(svg.components(separatedBy: "<path d=\"M150 150").count - 1 == 90)
        #expect(svg.contains(##"<circle cx="50" cy="50" r="50" fill="none" stroke="url(#paint-0-0-stroke)" stroke-width="16"/>"##))
    }

    /// Where an angular gradient's colours fall [DOC `AngularGradient`: "If endAngle - startAngle >
    /// 2π, the gradient only draws the last complete turn. If endAngle - startAngle < 2π, the
    /// gradient fills the missing area with the colors defined by gradient locations one and zero,
    /// transitioning between the two halfway across the missing area"].
    @Test("an angular gradient's location: its span, the missing area's two halves, the last whole turn")
    func angularLocations() {
        #expect(PaintServer.angularLocation(at: 90, start: 0, end: 180) == 0.5)
        // 0 ... 180 leaves 180 ... 360 missing: its first half takes location 1, its second location 0.
        #expect(PaintServer.angularLocation(at: 200, start: 0, end: 180) == 1)
        #expect(PaintServer.angularLocation(at: 300, start: 0, end: 180) == 0)
        // 0 ... 450: the last turn, 90 ... 450.
        #expect(PaintServer.angularLocation(at: 90, start: 0, end: 450) == 0)
        #expect(PaintServer.angularLocation(at: 270, start: 0, end: 450) == 0.5)
        // -90 ... 270 (a ring started at the top): the bottom, 90°, is half way.
        #expect(PaintServer.angularLocation(at: 90, start: -90, end: 270) == 0.5)
    }

    /// `Circle().trim(from: 0, to: 0.7).stroke(.red, lineWidth: 20)` in a 100 × 100 frame: a circle's
    /// outline starts at its trailing point and runs clockwise on the screen [DOC
    /// `Path.addEllipse(in:transform:)`: "with all moves oriented in the clockwise direction"], so
    /// the arc runs from (100, 50) through 0.7 × 360° = 252°: (50 + 50·cos 252°, 50 + 50·sin 252°)
    /// = (34.55, 2.45), the large arc. From 0.25 to 0.5: from the bottom (50, 100) to (0, 50).
    @Test("a trimmed circle is the arc its trim keeps, from its trailing point clockwise")
    func trimmedCircle() {
        let ring = Self.node(.circle, ViewLook(stroke: "red", lineWidth: 20, trim: ViewLook.Trim(from: 0, to: 0.7)))
        let quarter = Self.node(.circle, ViewLook(fill: "blue", trim: ViewLook.Trim(from: 0.25, to: 0.5)))
        let svg = Self.svg([ring, quarter], [Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 100, y: 0, width: 100, height: 100)])
        #expect(svg.contains(##"<path d="M100 50A50 50 0 1 1 34.55 2.45" fill="none" stroke="#ff3b30" stroke-width="20"/>"##), "\(svg)")
        #expect(svg.contains(##"<path d="M150 100A50 50 0 0 1 100 50" fill="#007aff" fill-opacity="0.4" stroke="#007aff" stroke-width="1"/>"##))
    }

    /// Any other trimmed outline is one dash of the trimmed length: a 100 × 50 rectangle's outline
    /// is 300 long, so 0.25 ... 0.75 is a dash 150 long from 75 along (offset −75); a triangle of the
    /// user's own, 100 × 80, is 100 + 2·√(50² + 80²) = 288.68 long, half of it 144.34.
    @Test("another trimmed outline is one dash of the trimmed length along it")
    func trimmedOutlines() {
        let box = Self.node(.rectangle, ViewLook(lineWidth: 4, trim: ViewLook.Trim(from: 0.25, to: 0.75)))
        let triangle = Self.node(.rectangle, ViewLook(stroke: "orange", lineWidth: 2, trim: ViewLook.Trim(from: 0, to: 0.5),
                                                      path: "M50 0L100 80L0 80Z", pathSize: Size(width: 100, height: 80)))
        let svg = Self.svg([box, triangle], [Rect(x: 0, y: 0, width: 100, height: 50), Rect(x: 100, y: 0, width: 100, height: 80)])
        #expect(svg.contains(##"<rect x="0" y="0" width="100" height="50" fill="none" stroke="#6e7781" stroke-width="4" "##
                             + ##"stroke-dasharray="150 300" stroke-dashoffset="-75"/>"##), "\(svg)")
        #expect(svg.contains(##"<path d="M150 0L200 80L100 80Z" fill="none" stroke="#ff9500" stroke-width="2" stroke-dasharray="144.34 288.68"/>"##))
    }

    /// A shape of the user's own is drawn as the outline its `path(in:)` returned, moved to its
    /// frame (100 × 80 at (10, 20)); in a frame of another size (another proposal) the outline is
    /// stretched to it (200 × 80).
    @Test("a shape of the user's own is drawn as its outline, moved and stretched to its frame")
    func userShapes() {
        let look = ViewLook(fill: "teal", path: "M50 0L100 80L0 80Z", pathSize: Size(width: 100, height: 80))
        let same = Self.svg([Self.node(.rectangle, look)], [Rect(x: 10, y: 20, width: 100, height: 80)])
        #expect(same.contains(##"<path d="M60 20L110 100L10 100Z" fill="#30b0c7" fill-opacity="0.4" stroke="#30b0c7" stroke-width="1"/>"##), "\(same)")
        let wider = Self.svg([Self.node(.rectangle, look)], [Rect(x: 10, y: 20, width: 200, height: 80)])
        #expect(wider.contains(##"<path d="M110 20L210 100L10 100Z""##))
        // Its own sizing's node (`.custom`) is drawn so too.
        let sized = Self.svg([Self.node(.custom(name: "Badge"), look)], [Rect(x: 0, y: 0, width: 100, height: 80)])
        #expect(sized.contains(##"<path d="M50 0L100 80L0 80Z""##))
    }

    /// A Text in a gradient (`.foregroundStyle(LinearGradient(…))`) has its letters painted with it.
    @Test("a text in a gradient has its letters painted with it")
    func gradientText() {
        let title = Self.node(.text("Hello"), ViewLook(fill: "linearGradient(from 0 0.5 to 1 0.5; pink at 0; purple at 1)"))
        let svg = Self.svg([title], [Rect(x: 0, y: 0, width: 60, height: 20)])
        #expect(svg.contains(##"<linearGradient id="paint-0-0-fill" gradientUnits="userSpaceOnUse" x1="0" y1="10" x2="60" y2="10">"##), "\(svg)")
        #expect(svg.contains(##"fill="url(#paint-0-0-fill)" textLength"##))
    }

    /// The explorer gets the same paint server, made for the node's frame, beside the stand-in colour.
    @Test("the explorer's data carries a gradient's paint server for the node's frame")
    func explorerPaint() {
        let gradient = ViewGradient(text: "linearGradient(from 0.5 0 to 0.5 1; blue at 0; purple at 1)")
        let json = ExplorerData.appearance(.color(name: "linearGradient", fill: "#007aff", gradient: gradient),
                                           frame: Rect(x: 10, y: 20, width: 120, height: 80)).text
        #expect(json == ##"{"color":"linearGradient","fill":"#007aff","fillPaint":{"element":"linearGradient","attributes":"##
                    + ##"{"gradientUnits":"userSpaceOnUse","x1":"70","y1":"20","x2":"70","y2":"100"},"##
                    + ##""stops":[[0,"#007aff",1],[1,"#af52de",1]]}}"##)
    }

    /// A view turned by `rotationEffect(.degrees(-90))` (the ring that starts at the top) draws
    /// what it shows turned about its anchor, (50, 50) in its 100 × 100 frame, and so do the views
    /// inside it: the ZStack turned holds the track and the trimmed circle, whose arc is drawn in the
    /// turn. Frames are drawn as laid out [DOC `View.rotationEffect(_:anchor:)`: "It has no effect on
    /// the view's frame"].
    @Test("what a turned view and the views inside it show is drawn turned about the view's anchor")
    func turnedViews() {
        let track = Self.node(.circle, ViewLook(stroke: "gray", lineWidth: 20))
        let arc = Self.node(.circle, ViewLook(stroke: "red", lineWidth: 20, trim: ViewLook.Trim(from: 0, to: 0.25)))
        var stack = ViewNode(.zstack(alignment: .center), children: [track, arc])
        stack.look = ViewLook(rotation: ViewLook.Rotation(degrees: -90))
        let frame = Rect(x: 0, y: 0, width: 100, height: 100)
        let nodes = [StoredNode(index: 0, path: "ZStack[0]", label: "ring", kind: "ZStack", parent: nil, frame: frame),
                     StoredNode(index: 1, path: "ZStack[0]/Circle[0]", label: nil, kind: "Circle", parent: 0, frame: frame),
                     StoredNode(index: 2, path: "ZStack[0]/Circle[1]", label: nil, kind: "Circle", parent: 0, frame: frame)]
        let svg = renderLayoutSVG(LayoutDrawing(nodes: nodes, tree: stack), title: "turned")
        #expect(svg.contains(##"<g transform="rotate(-90 50 50)">"## + "\n"
                             + ##"<circle cx="50" cy="50" r="50" fill="none" stroke="#8e8e93" stroke-width="20"/>"## + "\n</g>"), "\(svg)")
        #expect(svg.contains(##"<g transform="rotate(-90 50 50)">"## + "\n"
                             + ##"<path d="M100 50A50 50 0 0 1 50 100" fill="none" stroke="#ff3b30" stroke-width="20"/>"## + "\n</g>"))
        #expect(svg.contains(##"<rect data-node="ring" data-kind="ZStack" x="0" y="0" width="100" height="100""##))
    }
}
