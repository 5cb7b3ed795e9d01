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

/// A shape rotated inside its frame (SwiftUI's `RotatedShape`): laid out as `shape`, drawn turned
/// by `angle` about `anchor` [DOC `Shape.rotation(_:anchor:)`: "Positive angles rotate clockwise"]
/// (`ViewLook.rotation`, as `rotationEffect` turns a view).
public struct RotatedShape<Content: Shape>: _TransformedShape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// The shape's nodes, the first turned.
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        var nodes = shape._makeNodes(builder)
        if !nodes.isEmpty {
            nodes[0].look = (nodes[0].look ?? ViewLook()).turning(by: angle.degrees, anchor: Point(x: Double(anchor.x), y: Double(anchor.y)))
        }
        return nodes
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

/// A shape moved by an offset (SwiftUI's `OffsetShape`: `Rectangle().offset(x: 10)`, e.g. in
/// `clipShape(_:)`): it takes the space `shape` takes, and its parent lays out as with `shape`.
/// SwiftUI draws the path moved inside the unmoved frame; here the shape's node is moved by the
/// offset when placed, as the `offset` modifier moves a view, so pictures draw it where it shows.
public struct OffsetShape<Content: Shape>: Shape {
    /// The shape moved.
    public var shape: Content
    /// How far it is moved.
    public var offset: CGSize

    /// `shape` moved by `offset`.
    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    /// The shape's path in `rect`, moved by the offset.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(translationX: offset.width, y: offset.height))
    }

    /// The size the moved shape takes: `shape`'s.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    /// The shape's nodes, each moved by the offset when placed.
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        builder.nodes(shape).map { ViewNode(.offset(x: Double(offset.width), y: Double(offset.height)), children: [$0]) }
    }
}

extension Shape {
    /// The shape moved by `offset`, taking the space it takes.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }

    /// The shape moved by `offset`'s coordinates, taking the space it takes.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    /// The shape moved by `x` and `y`, taking the space it takes.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }
}

/// A part of a shape's outline (what SwiftUI's `Shape.trim(from:to:)` returns): laid out as
/// `shape`, drawn from `from` to `to` of its outline's length (`ViewLook.trim`).
public struct _TrimmedShape<Content: Shape>: _TransformedShape {
    public var shape: Content
    public var from: CGFloat
    public var to: CGFloat

    public init(shape: Content, from: CGFloat, to: CGFloat) {
        self.shape = shape
        self.from = from
        self.to = to
    }

    /// The shape's nodes, the first keeping the part drawn.
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        var nodes = shape._makeNodes(builder)
        if !nodes.isEmpty {
            nodes[0].look = ViewLook(trim: ViewLook.Trim(from: Double(from), to: Double(to))).merged(under: nodes[0].look)
        }
        return nodes
    }
}
