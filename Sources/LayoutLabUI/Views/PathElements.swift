// The outline a `Path` keeps: moves, lines, quadratic and cubic Béziers, closes. Arcs and ellipses
// become cubic Béziers of at most a quarter turn each (the usual handle length, 4/3·tan(θ/4) of the
// radius, as Core Graphics draws them); pictures draw the outline as SVG path data.
import LayoutEngine

/// One element of a path's outline.
enum PathElement: Hashable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quadCurve(CGPoint, control: CGPoint)
    case curve(CGPoint, control1: CGPoint, control2: CGPoint)
    case close

    /// The element with every point transformed.
    func applying(_ transform: CGAffineTransform) -> PathElement {
        guard !transform.isIdentity else { return self }
        switch self {
        case .move(let point): return .move(point.applying(transform))
        case .line(let point): return .line(point.applying(transform))
        case .quadCurve(let point, let control): return .quadCurve(point.applying(transform), control: control.applying(transform))
        case .curve(let point, let control1, let control2):
            return .curve(point.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
        case .close: return .close
        }
    }

    /// The curves of an elliptical arc around `center` with `radii`, from `start` radians turning by
    /// `delta` (positive: clockwise on the screen), each at most a quarter turn; no move to its start.
    static func arc(center: CGPoint, radii: CGSize, from start: Double, by delta: Double) -> [PathElement] {
        guard delta.isFinite, delta != 0 else { return [] }
        let count = max(1, Int((abs(delta) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / Double(count)
        let handle = 4.0 / 3.0 * tan(step / 4)
        let (rx, ry) = (Double(radii.width), Double(radii.height))
        func point(_ angle: Double) -> CGPoint { CGPoint(x: Double(center.x) + rx * cos(angle), y: Double(center.y) + ry * sin(angle)) }
        var curves: [PathElement] = []
        for index in 0..<count {
            let (a, b) = (start + Double(index) * step, start + Double(index + 1) * step)
            let (from, to) = (point(a), point(b))
            curves.append(.curve(to, control1: CGPoint(x: Double(from.x) - handle * rx * sin(a), y: Double(from.y) + handle * ry * cos(a)),
                                 control2: CGPoint(x: Double(to.x) + handle * rx * sin(b), y: Double(to.y) - handle * ry * cos(b))))
        }
        return curves
    }

    /// A closed rounded rectangle begun at its trailing edge's middle and run clockwise, each corner
    /// an elliptical arc of its size (at most half the rectangle's side): `corners` are the
    /// bottom-trailing, bottom-leading, top-leading and top-trailing ones.
    static func roundedRect(_ rect: CGRect, corners: [CGSize]) -> [PathElement] {
        let sizes = (0..<4).map { index -> (x: Double, y: Double) in
            let size = index < corners.count ? corners[index] : .zero
            return (max(0, min(Double(size.width), Double(rect.width) / 2)), max(0, min(Double(size.height), Double(rect.height) / 2)))
        }
        let (minX, minY, maxX, maxY) = (Double(rect.minX), Double(rect.minY), Double(rect.maxX), Double(rect.maxY))
        func corner(_ index: Int, _ cx: Double, _ cy: Double) -> [PathElement] {
            let (rx, ry) = sizes[index]
            return rx > 0 && ry > 0 ? arc(center: CGPoint(x: cx, y: cy), radii: CGSize(width: rx, height: ry), from: Double(index) * .pi / 2, by: .pi / 2) : []
        }
        let (bt, bl, tl, tr) = (sizes[0], sizes[1], sizes[2], sizes[3])
        return [.move(CGPoint(x: maxX, y: Double(rect.midY))), .line(CGPoint(x: maxX, y: maxY - bt.y))]
            + corner(0, maxX - bt.x, maxY - bt.y) + [.line(CGPoint(x: minX + bl.x, y: maxY))]
            + corner(1, minX + bl.x, maxY - bl.y) + [.line(CGPoint(x: minX, y: minY + tl.y))]
            + corner(2, minX + tl.x, minY + tl.y) + [.line(CGPoint(x: maxX - tr.x, y: minY))]
            + corner(3, maxX - tr.x, minY + tr.y) + [.close]
    }

    /// `elements` as SVG path data: absolute commands, numbers rounded to 0.01 (`M0 0L100 0Z`); nil
    /// when there are none or a point is not finite.
    static func svgData(_ elements: [PathElement]) -> String? {
        guard !elements.isEmpty else { return nil }
        var data = ""
        func add(_ command: String, _ points: CGPoint...) -> Bool {
            guard points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return false }
            data += command + points.map { "\(formatLength(Double($0.x))) \(formatLength(Double($0.y)))" }.joined(separator: " ")
            return true
        }
        for element in elements {
            let written = switch element {
            case .move(let point): add("M", point)
            case .line(let point): add("L", point)
            case .quadCurve(let point, let control): add("Q", control, point)
            case .curve(let point, let control1, let control2): add("C", control1, control2, point)
            case .close: add("Z")
            }
            guard written else { return nil }
        }
        return data
    }
}
