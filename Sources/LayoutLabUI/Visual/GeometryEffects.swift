// Geometry effects and their projection transforms (SwiftUI's `GeometryEffect`,
// `ProjectionTransform`) and Core Animation's `CATransform3D` they can be made from. A geometry
// effect changes how a view is drawn, never its frame or anyone else's [DOC `GeometryEffect`: "An
// effect that changes the visual appearance of a view, largely without changing its ancestors or
// descendants"; the view's layout is unchanged], so a view with one keeps the frame it had; the
// transforms are kept with SwiftUI's own matrix arithmetic, for code that reads them.
import LayoutEngine

/// A 3 × 3 projective transform of the plane (SwiftUI's `ProjectionTransform`): a point (x, y)
/// goes to ((m11·x + m21·y + m31) / w, (m12·x + m22·y + m32) / w), w = m13·x + m23·y + m33.
public struct ProjectionTransform: Hashable, Sendable {
    /// The first row: the x scale and the y shear.
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    /// The second row: the x shear and the y scale.
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    /// The third row: the translation and the projective divisor.
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity transform.
    public init() {}

    /// An affine transform as a projective one (m31 = tx, m32 = ty).
    public init(_ m: CGAffineTransform) {
        m11 = m.a
        m12 = m.b
        m21 = m.c
        m22 = m.d
        m31 = m.tx
        m32 = m.ty
    }

    /// A 3D transform flattened onto the plane: its x, y and w rows and columns, as SwiftUI takes them.
    public init(_ m: CATransform3D) {
        m11 = m.m11
        m12 = m.m12
        m13 = m.m14
        m21 = m.m21
        m22 = m.m22
        m23 = m.m24
        m31 = m.m41
        m32 = m.m42
        m33 = m.m44
    }

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the transform is affine (no projective part).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// This transform followed by `rhs` (the matrix product self · rhs).
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        func dot(_ a: (CGFloat, CGFloat, CGFloat), _ b: (CGFloat, CGFloat, CGFloat)) -> CGFloat { a.0 * b.0 + a.1 * b.1 + a.2 * b.2 }
        var m = ProjectionTransform()
        m.m11 = dot((m11, m12, m13), (rhs.m11, rhs.m21, rhs.m31))
        m.m12 = dot((m11, m12, m13), (rhs.m12, rhs.m22, rhs.m32))
        m.m13 = dot((m11, m12, m13), (rhs.m13, rhs.m23, rhs.m33))
        m.m21 = dot((m21, m22, m23), (rhs.m11, rhs.m21, rhs.m31))
        m.m22 = dot((m21, m22, m23), (rhs.m12, rhs.m22, rhs.m32))
        m.m23 = dot((m21, m22, m23), (rhs.m13, rhs.m23, rhs.m33))
        m.m31 = dot((m31, m32, m33), (rhs.m11, rhs.m21, rhs.m31))
        m.m32 = dot((m31, m32, m33), (rhs.m12, rhs.m22, rhs.m32))
        m.m33 = dot((m31, m32, m33), (rhs.m13, rhs.m23, rhs.m33))
        return m
    }

    /// Inverts the transform in place; false (and unchanged) when it has no inverse.
    public mutating func invert() -> Bool {
        let det = m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
        guard det != 0, det.isFinite else { return false }
        let inverse = ProjectionTransform(
            rows: ((m22 * m33 - m23 * m32) / det, (m13 * m32 - m12 * m33) / det, (m12 * m23 - m13 * m22) / det),
            ((m23 * m31 - m21 * m33) / det, (m11 * m33 - m13 * m31) / det, (m13 * m21 - m11 * m23) / det),
            ((m21 * m32 - m22 * m31) / det, (m12 * m31 - m11 * m32) / det, (m11 * m22 - m12 * m21) / det))
        self = inverse
        return true
    }

    /// The inverse transform, or this one when it has none.
    public func inverted() -> ProjectionTransform {
        var copy = self
        _ = copy.invert()
        return copy
    }

    private init(rows r1: (CGFloat, CGFloat, CGFloat), _ r2: (CGFloat, CGFloat, CGFloat), _ r3: (CGFloat, CGFloat, CGFloat)) {
        (m11, m12, m13) = r1
        (m21, m22, m23) = r2
        (m31, m32, m33) = r3
    }
}

extension CGPoint {
    /// The point moved by a projective transform (divided by its w).
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let w = m.m13 * x + m.m23 * y + m.m33
        return CGPoint(x: (m.m11 * x + m.m21 * y + m.m31) / w, y: (m.m12 * x + m.m22 * y + m.m32) / w)
    }
}

/// An effect that moves, scales or projects a view as it is drawn (SwiftUI's `GeometryEffect`):
/// `effectValue(size:)` gives the transform. Drawing only: the view keeps its frame (see the file
/// header), so its body as a modifier is its content.
public protocol GeometryEffect: Animatable, ViewModifier {
    /// The transform for a view of `size`.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// The content as it is laid out: a geometry effect changes no frame.
    public func body(content: Content) -> Content { content }
}

/// A 4 × 4 transform of 3D space (Core Animation's `CATransform3D`), row-vector convention as
/// Core Animation's: the translation is in `m41`, `m42`, `m43`. Drawing only.
public struct CATransform3D: Hashable, Sendable {
    /// The first row.
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// The second row.
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// The third row.
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// The fourth row: the translation and the projective divisor.
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The all-zero matrix, as the C struct's empty initializer makes it.
    public init() {
        (m11, m12, m13, m14) = (0, 0, 0, 0)
        (m21, m22, m23, m24) = (0, 0, 0, 0)
        (m31, m32, m33, m34) = (0, 0, 0, 0)
        (m41, m42, m43, m44) = (0, 0, 0, 0)
    }

    /// A matrix of the given entries.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }
}

/// The identity 3D transform (Core Animation's `CATransform3DIdentity`).
public let CATransform3DIdentity = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                                 m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

/// A translation by (tx, ty, tz) (Core Animation's `CATransform3DMakeTranslation`).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var m = CATransform3DIdentity
    (m.m41, m.m42, m.m43) = (tx, ty, tz)
    return m
}

/// A scale by (sx, sy, sz) (Core Animation's `CATransform3DMakeScale`).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var m = CATransform3DIdentity
    (m.m11, m.m22, m.m33) = (sx, sy, sz)
    return m
}
