// Shapes scaled or rotated inside their frame (SwiftUI's `Shape.scale(x:y:anchor:)` and
// `Shape.rotation(_:anchor:)`). A shape takes its proposal whatever is done to its path, so each
// lays out as the shape it transforms: the transform is drawn, not laid out.
import LayoutEngine

/// A shape drawn from another in its frame (scaled, rotated, stroked): its path and its layout,
/// and so its kind's name in node paths, are its content's.
public protocol _TransformedShape: Shape {
    associatedtype Content: Shape
    var shape: Content { get }
}

extension _TransformedShape {
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { shape._makeNodes(builder) }
}

/// A shape scaled inside its frame (SwiftUI's `ScaledShape`): laid out as `shape`.
public struct ScaledShape<Content: Shape>: _TransformedShape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint

    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }
}

/// A shape rotated inside its frame (SwiftUI's `RotatedShape`): laid out as `shape`.
public struct RotatedShape<Content: Shape>: _TransformedShape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }
}

extension Shape {
    /// The shape scaled by `x` and `y` about `anchor`, drawn in the same frame.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// The shape scaled by `scale` about `anchor`, drawn in the same frame.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }

    /// The shape rotated by `angle` about `anchor`, drawn in the same frame.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
}
