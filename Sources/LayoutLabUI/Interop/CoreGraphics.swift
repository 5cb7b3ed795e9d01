// CoreGraphics, as view code names it (`import CoreGraphics` imports this library). Foundation on
// Linux has CGFloat, CGPoint, CGSize and CGRect; this file adds what it lacks — `CGVector`,
// `CGAffineTransform` with Apple's math, `CGColor`, `CGPath` — only where CoreGraphics itself is
// missing (on Apple's systems Foundation brings the real one).
#if !canImport(CoreGraphics)
import Foundation

/// A two-dimensional vector (CoreGraphics' `CGVector`).
public struct CGVector: Hashable, Sendable, Codable {
    public var dx: CGFloat
    public var dy: CGFloat

    public init() { self.init(dx: 0, dy: 0) }
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    public static let zero = CGVector()
}

/// An affine transform (CoreGraphics' `CGAffineTransform`): a point (x, y) goes to
/// (a·x + c·y + tx, b·x + d·y + ty) [DOC CGAffineTransform: "the matrix [a b 0; c d 0; tx ty 1]",
/// a point a row vector multiplied by it].
public struct CGAffineTransform: Hashable, Sendable, Codable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }
    /// Moves by (tx, ty).
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    /// Scales by (sx, sy).
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// Rotates by `angle` radians: (cos, sin, −sin, cos).
    public init(rotationAngle angle: CGFloat) {
        let (cosine, sine) = (CGFloat(cos(Double(angle))), CGFloat(sin(Double(angle))))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    public static let identity = CGAffineTransform()
    public var isIdentity: Bool { self == .identity }

    /// This transform, then `t2` (the matrix product self × t2).
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
                          c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                          tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }
    /// A translation, then this transform.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }
    /// A scale, then this transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }
    /// A rotation, then this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
    /// The inverse; a transform that cannot be inverted (determinant 0) is returned unchanged
    /// [DOC CGAffineTransformInvert].
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0 else { return self }
        return CGAffineTransform(a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
                                 tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
}

extension CGPoint {
    /// The point moved by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size transformed by `t`'s linear part (no translation).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle holding the transformed corners [DOC CGRectApplyAffineTransform].
    public func applying(_ t: CGAffineTransform) -> CGRect {
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)]
            .map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minimum = CGPoint(x: xs.min()!, y: ys.min()!)
        return CGRect(x: minimum.x, y: minimum.y, width: xs.max()! - minimum.x, height: ys.max()! - minimum.y)
    }
}

/// A colour (CoreGraphics' `CGColor`): its components, for code that reads them; visual only.
public final class CGColor: @unchecked Sendable, Hashable {
    public let components: [CGFloat]?
    public var alpha: CGFloat { components?.last ?? 1 }
    public var numberOfComponents: Int { components?.count ?? 0 }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { components = [red, green, blue, alpha] }
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { components = [red, green, blue, alpha] }
    public init(gray: CGFloat, alpha: CGFloat) { components = [gray, alpha] }
    public func copy(alpha: CGFloat) -> CGColor? {
        guard var parts = components, !parts.isEmpty else { return nil }
        parts[parts.count - 1] = alpha
        return parts.count == 2 ? CGColor(gray: parts[0], alpha: alpha) : CGColor(red: parts[0], green: parts[1], blue: parts[2], alpha: alpha)
    }

    public static let black = CGColor(gray: 0, alpha: 1), white = CGColor(gray: 1, alpha: 1), clear = CGColor(gray: 0, alpha: 0)
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}

/// How a line ends (CoreGraphics' `CGLineCap`).
public enum CGLineCap: Int32, Sendable { case butt, round, square }
/// How lines join (CoreGraphics' `CGLineJoin`).
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

/// A path (CoreGraphics' `CGPath`): the points it was built of, for its bounding box.
public class CGPath: @unchecked Sendable {
    var points: [CGPoint] = []
    public internal(set) var currentPoint: CGPoint = .zero

    init() {}

    public var isEmpty: Bool { points.isEmpty }
    /// The smallest rectangle holding every point, control points included [DOC CGPath.boundingBox].
    public var boundingBox: CGRect {
        guard let first = points.first else { return .null }
        return points.dropFirst().reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
    }
    public var boundingBoxOfPath: CGRect { boundingBox }
    public func mutableCopy() -> CGMutablePath? {
        let copy = CGMutablePath()
        copy.points = points
        copy.currentPoint = currentPoint
        return copy
    }
}

/// A path being built (CoreGraphics' `CGMutablePath`).
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public override init() { super.init() }

    func add(_ added: [CGPoint], transform: CGAffineTransform) {
        let moved = added.map { $0.applying(transform) }
        points += moved
        if let last = moved.last { currentPoint = last }
    }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { add([point], transform: transform) }
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) { add([point], transform: transform) }
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) { add(points, transform: transform) }
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        add([control, end], transform: transform)
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        add([control1, control2, end], transform: transform)
    }
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        add([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
             CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)], transform: transform)
    }
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) { addRect(rect, transform: transform) }
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        addRect(rect, transform: transform)
    }
    /// An arc: its bounding box is taken as the whole circle's (an approximation).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        addRect(CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius), transform: transform)
    }
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) { add(path.points, transform: transform) }
    public func closeSubpath() {}
}

/// A Core Graphics drawing context (CoreGraphics' `CGContext`): every drawing call is accepted and
/// draws nothing.
public final class CGContext: @unchecked Sendable {
    public init() {}
    public func setFillColor(_ color: CGColor) {}
    public func setStrokeColor(_ color: CGColor) {}
    public func setLineWidth(_ width: CGFloat) {}
    public func fill(_ rect: CGRect) {}
    public func stroke(_ rect: CGRect) {}
    public func fillEllipse(in rect: CGRect) {}
    public func strokeEllipse(in rect: CGRect) {}
    public func move(to point: CGPoint) {}
    public func addLine(to point: CGPoint) {}
    public func addRect(_ rect: CGRect) {}
    public func addEllipse(in rect: CGRect) {}
    public func closePath() {}
    public func fillPath() {}
    public func strokePath() {}
    public func clip(to rect: CGRect) {}
    public func translateBy(x: CGFloat, y: CGFloat) {}
    public func scaleBy(x: CGFloat, y: CGFloat) {}
    public func rotate(by angle: CGFloat) {}
    public func saveGState() {}
    public func restoreGState() {}
}

#endif
