// iOS 18's scroll position and geometry, as apps keep and read them. A preview is never scrolled:
// a position keeps what it was told (an edge, a point, a view's identity) and layout does not read
// it; the geometry a handler is given is a scroll view at rest, at offset zero.
import Foundation

/// Where a scroll view is scrolled to (SwiftUI's `ScrollPosition`): what the app last set.
public struct ScrollPosition: Hashable, @unchecked Sendable {
    /// The edge scrolled to, when one was.
    public private(set) var edge: Edge?
    /// The point scrolled to, when one was.
    public private(set) var point: CGPoint?
    private var identity: AnyHashable?

    /// A position whose views are identified by `ID`, at the scroll view's start.
    public init<ID: Hashable>(idType: ID.Type = Never.self) {}
    public init<ID: Hashable>(idType: ID.Type = Never.self, edge: Edge) { self.edge = edge }
    public init<ID: Hashable>(idType: ID.Type = Never.self, point: CGPoint) { self.point = point }
    public init<ID: Hashable>(idType: ID.Type = Never.self, x: CGFloat) { point = CGPoint(x: x, y: 0) }
    public init<ID: Hashable>(idType: ID.Type = Never.self, y: CGFloat) { point = CGPoint(x: 0, y: y) }
    public init(id: some Hashable, anchor: UnitPoint? = nil) { identity = AnyHashable(id) }

    /// The position's x and y, when a point was set.
    public var x: CGFloat? { point?.x }
    public var y: CGFloat? { point?.y }
    /// Whether the person scrolled it: never, in a preview.
    public var isPositionedByUser: Bool { false }
    /// The identity of the view scrolled to, when one was.
    public var viewID: (any Hashable)? { identity?.base as? any Hashable }
    public func viewID<ID: Hashable>(type: ID.Type) -> ID? { identity?.base as? ID }

    public mutating func scrollTo(edge: Edge) { self = ScrollPosition(); self.edge = edge }
    public mutating func scrollTo(point: CGPoint) { self = ScrollPosition(); self.point = point }
    public mutating func scrollTo(x: CGFloat) { scrollTo(point: CGPoint(x: x, y: 0)) }
    public mutating func scrollTo(y: CGFloat) { scrollTo(point: CGPoint(x: 0, y: y)) }
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { scrollTo(point: CGPoint(x: x, y: y)) }
    public mutating func scrollTo(id: some Hashable, anchor: UnitPoint? = nil) { self = ScrollPosition(id: id, anchor: anchor) }
}

/// A scroll view's geometry (SwiftUI's `ScrollGeometry`), as `onScrollGeometryChange` reads it:
/// at rest, its content at offset zero; sizes zero (the handler runs before layout).
public struct ScrollGeometry: Hashable, Sendable {
    public var contentOffset: CGPoint = .zero
    public var contentSize: CGSize = .zero
    public var contentInsets = EdgeInsets()
    public var containerSize: CGSize = .zero
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    public var bounds: CGRect { CGRect(origin: .zero, size: containerSize) }
    public init() {}
}
