// Paths (SwiftUI's `Path`), for custom shapes' `path(in:)`. A path keeps its outline as moves,
// lines, curves and closes (arcs, ellipses and rounded rectangles as cubic Béziers, as Core Graphics
// approximates them), which pictures draw (`svgData`), and where it ends (`currentPoint`). A path
// is also a shape, as in SwiftUI: drawn as a view (`Path { … }.stroke(.red)`) it takes its whole
// proposal, like every shape.
import LayoutEngine

/// A path, for custom shapes' `path(in:)` (SwiftUI's `Path`): its outline and where it ends.
public struct Path: Shape {
    /// The outline, in order.
    private(set) var elements: [PathElement] = []
    /// Where the last segment ended (nil while the path is empty).
    private var end: CGPoint?
    /// Where the current subpath started, which closing it returns to.
    private var subpathStart: CGPoint?

    public init() {}
    public init(_ rect: CGRect) { addRect(rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
    public init(_ build: (inout Path) -> Void) { build(&self) }
    /// A CoreGraphics path (`Path(bezier.cgPath)`): only where it ends is known.
    public init(_ path: CGPath) {
        if !path.isEmpty { end = path.currentPoint }
    }
    public mutating func move(to point: CGPoint) {
        elements.append(.move(point))
        end = point
        subpathStart = point
    }
    public mutating func addLine(to point: CGPoint) { lineEnd(point) }
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { lineEnd(point) }
    }
    /// A closed rectangle, from its origin clockwise (Core Graphics' `addRect`): the path ends where it started.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)].map { $0.applying(transform) }
        move(to: corners[0])
        for corner in corners.dropFirst() { lineEnd(corner) }
        closeSubpath()
    }
    /// Closed rectangles, one after another: the path ends where the last started.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }
    /// Another path's outline added to this one: the path ends where the other, transformed, ends.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements += path.elements.map { $0.applying(transform) }
        guard let other = path.end else { return }
        end = other.applying(transform)
        subpathStart = path.subpathStart?.applying(transform) ?? end
    }
    /// A closed rounded rectangle, begun at its trailing edge's middle and run clockwise, its corners
    /// circular (a continuous corner is drawn as a circular one); the path ends where it began.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let outline = PathElement.roundedRect(rect, corners: Array(repeating: cornerSize, count: 4)).map { $0.applying(transform) }
        elements += outline
        closedSubpath(at: CGPoint(x: rect.maxX, y: rect.midY).applying(transform))
    }
    /// A closed rectangle with a radius per corner (SwiftUI's `addRoundedRect(in:cornerRadii:style:transform:)`).
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let corners = [cornerRadii.bottomTrailing, cornerRadii.bottomLeading, cornerRadii.topLeading, cornerRadii.topTrailing]
        elements += PathElement.roundedRect(rect, corners: corners.map { CGSize(width: $0, height: $0) }).map { $0.applying(transform) }
        closedSubpath(at: CGPoint(x: rect.maxX, y: rect.midY).applying(transform))
    }
    /// A closed ellipse, begun and ended at its rightmost point and run clockwise on the screen
    /// (Core Graphics' `addEllipse(in:)`: "all moves oriented in the clockwise direction").
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        elements.append(.move(CGPoint(x: rect.maxX, y: rect.midY).applying(transform)))
        elements += PathElement.arc(center: center, radii: CGSize(width: rect.width / 2, height: rect.height / 2),
                                    from: 0, by: 2 * .pi).map { $0.applying(transform) }
        elements.append(.close)
        closedSubpath(at: CGPoint(x: rect.maxX, y: rect.midY).applying(transform))
    }
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        startIfEmpty(at: point)
        elements.append(.quadCurve(point, control: control))
        end = point
    }
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        startIfEmpty(at: point)
        elements.append(.curve(point, control1: control1, control2: control2))
        end = point
    }
    /// An arc around `center` from `startAngle` to `endAngle` (a line joins it to the current
    /// point): the path ends at `endAngle` on the circle. Angles grow clockwise on the screen (y
    /// points down), so `clockwise: false` turns that way, as SwiftUI's flipped coordinates do.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform = .identity) {
        var delta = (endAngle - startAngle).radians.truncatingRemainder(dividingBy: 2 * .pi)
        if clockwise, delta > 0 { delta -= 2 * .pi }
        if !clockwise, delta < 0 { delta += 2 * .pi }
        arc(center: center, radius: radius, from: startAngle, by: delta, endingAt: endAngle, transform: transform)
    }
    /// An arc around `center` from `startAngle`, turning by `delta` (SwiftUI's
    /// `addRelativeArc(center:radius:startAngle:delta:transform:)`): the path ends at
    /// `startAngle + delta` on the circle.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        arc(center: center, radius: radius, from: startAngle, by: delta.radians, endingAt: startAngle + delta, transform: transform)
    }
    /// A corner of `radius` rounded between the line from the current point to `tangent1End` and
    /// the line from there to `tangent2End` (Core Graphics' `addArc(tangent1End:tangent2End:radius:)`):
    /// a line to where the arc meets the first line, then the arc; the path ends where the arc
    /// meets the second line. With no current point, or when the lines are in line, the arc is a
    /// line to `tangent1End`.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        let corner = tangent1End.applying(transform)
        guard let start = end else {
            lineEnd(corner)
            return
        }
        let next = tangent2End.applying(transform)
        let back = (x: Double(start.x - corner.x), y: Double(start.y - corner.y))
        let ahead = (x: Double(next.x - corner.x), y: Double(next.y - corner.y))
        let backLength = (back.x * back.x + back.y * back.y).squareRoot()
        let aheadLength = (ahead.x * ahead.x + ahead.y * ahead.y).squareRoot()
        guard backLength > 0, aheadLength > 0 else {
            lineEnd(corner)
            return
        }
        let cosine = max(-1, min(1, (back.x * ahead.x + back.y * ahead.y) / (backLength * aheadLength)))
        let angle = acos(cosine)
        guard angle > 1e-9, angle < .pi - 1e-9 else {
            lineEnd(corner)
            return
        }
        // The arc touches each line this far from the corner (radius is scaled with the transform's x axis).
        let scaledRadius = Double(radius) * (Double(transform.a * transform.a + transform.b * transform.b)).squareRoot()
        let distance = scaledRadius / tan(angle / 2)
        let first = CGPoint(x: Double(corner.x) + back.x / backLength * distance, y: Double(corner.y) + back.y / backLength * distance)
        let last = CGPoint(x: Double(corner.x) + ahead.x / aheadLength * distance, y: Double(corner.y) + ahead.y / aheadLength * distance)
        lineEnd(first)
        // One cubic for the arc (it turns by less than a half turn): its handles point at the corner.
        let handle = 4.0 / 3.0 * tan((.pi - angle) / 4) * scaledRadius
        elements.append(.curve(last,
                               control1: CGPoint(x: Double(first.x) - back.x / backLength * handle, y: Double(first.y) - back.y / backLength * handle),
                               control2: CGPoint(x: Double(last.x) - ahead.x / aheadLength * handle, y: Double(last.y) - ahead.y / aheadLength * handle)))
        end = last
    }
    public mutating func closeSubpath() {
        if end != nil { elements.append(.close) }
        end = subpathStart ?? end
    }
    /// Where the path ends: the last segment's end point, nil for an empty path (SwiftUI's `Path.currentPoint`).
    public var currentPoint: CGPoint? { end }
    /// Whether the path has no outline.
    public var isEmpty: Bool { elements.isEmpty && end == nil }
    /// The outline of the path stroked with `style` and the trimmed part are not modelled: each is
    /// the path itself.
    public func strokedPath(_ style: StrokeStyle) -> Path { self }
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path { self }
    /// The path with every point transformed.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var copy = self
        copy.elements = elements.map { $0.applying(transform) }
        copy.end = end?.applying(transform)
        copy.subpathStart = subpathStart?.applying(transform)
        return copy
    }
    /// The path moved by (`dx`, `dy`).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }
    /// The path itself, whatever the rectangle (SwiftUI's `Path.path(in:)`).
    public func path(in rect: CGRect) -> Path { self }

    /// The outline as SVG path data, numbers rounded to 0.01 (`M0 0L100 0L50 80Z`); nil when the
    /// path has no outline or a point is not finite.
    var svgData: String? { PathElement.svgData(elements) }

    /// A segment to `point` (a move first when the path is empty, as SwiftUI's path does).
    private mutating func lineEnd(_ point: CGPoint) {
        if end == nil {
            move(to: point)
            return
        }
        elements.append(.line(point))
        end = point
    }

    /// A move to `point` when the path is empty (a curve needs a start: it starts where it ends).
    private mutating func startIfEmpty(at point: CGPoint) {
        if end == nil { move(to: point) }
    }

    /// A closed subpath begun at `start`: the path ends there.
    private mutating func closedSubpath(at start: CGPoint) {
        subpathStart = start
        end = start
    }

    /// An arc turning by `delta` radians from `start`, which ends at `finish` (the same point, as the caller names it).
    private mutating func arc(center: CGPoint, radius: CGFloat, from start: Angle, by delta: Double, endingAt finish: Angle,
                              transform: CGAffineTransform) {
        let first = CGPoint(x: center.x + radius * CGFloat(cos(start.radians)), y: center.y + radius * CGFloat(sin(start.radians)))
        if end == nil {
            move(to: first.applying(transform))
        } else {
            lineEnd(first.applying(transform))
        }
        elements += PathElement.arc(center: center, radii: CGSize(width: radius, height: radius), from: start.radians, by: delta)
            .map { $0.applying(transform) }
        end = CGPoint(x: center.x + radius * CGFloat(cos(finish.radians)), y: center.y + radius * CGFloat(sin(finish.radians)))
            .applying(transform)
    }
}
