// Coordinate spaces as values (SwiftUI's `CoordinateSpaceProtocol`, iOS 17): `.local`, `.global`,
// `.named(name)` and `.scrollView`, the innermost scroll view's visible area, which every
// `ScrollView` names (the engine's `NamedFrame.scrollView`). `GeometryProxy.frame(in:)` and
// `bounds(of:)` read them.
import LayoutEngine

/// A coordinate space a geometry proxy can measure in (SwiftUI's `CoordinateSpaceProtocol`).
public protocol CoordinateSpaceProtocol {
    /// The space as a `CoordinateSpace` value.
    var coordinateSpace: CoordinateSpace { get }
}

/// A space named by a view (`.coordinateSpace(name:)`) or the innermost scroll view's
/// (SwiftUI's `NamedCoordinateSpace`).
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable, @unchecked Sendable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

/// The view's own space (SwiftUI's `LocalCoordinateSpace`).
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// The screen's space (SwiftUI's `GlobalCoordinateSpace`).
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space a view named `name` with `.coordinateSpace(name)`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
    /// The innermost enclosing scroll view's visible area.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: NamedFrame.scrollView) }
    /// The innermost enclosing scroll view's visible area (any axis: scroll views here are not nested by axis).
    public static func scrollView(axis: Axis) -> Self { .scrollView }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension GeometryProxy {
    /// The reader's frame in `space` (`.scrollView`, `.named("list")`, …).
    @_disfavoredOverload
    public func frame(in space: some CoordinateSpaceProtocol) -> CGRect { frame(in: space.coordinateSpace) }

    /// The bounds of the named space's view, in the reader's own coordinates; nil when no enclosing
    /// view has that name (SwiftUI's `bounds(of:)`).
    public func bounds(of space: NamedCoordinateSpace) -> CGRect? {
        probe?.read = true
        guard let geometry else { return nil }
        guard let named = geometry.space(named: space.name) else { return nil }
        return CGRect(x: CGFloat(named.frame.minX - geometry.frameInRoot.minX), y: CGFloat(named.frame.minY - geometry.frameInRoot.minY),
                      width: CGFloat(named.frame.size.width), height: CGFloat(named.frame.size.height))
    }
}

extension View {
    /// Names this view's frame as a coordinate space: `.coordinateSpace(.named("scroll"))` written
    /// as a `NamedCoordinateSpace`.
    @_disfavoredOverload
    public func coordinateSpace(_ space: NamedCoordinateSpace) -> some View { coordinateSpace(space.coordinateSpace) }
}
