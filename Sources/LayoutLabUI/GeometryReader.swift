// GeometryReader, cheaply: the engine lays it out (it takes its whole proposal and places its
// content at its top-leading corner), but its content is built once, before layout, with a
// placeholder proxy. Content that reads the proxy (`proxy.size`, `proxy.frame(in:)`) gets zeros
// and the build notes it in `LayoutLab.Tree.notes`; running user code during layout is not
// supported yet.
import LayoutEngine

/// The geometry a `GeometryReader` passes to its content (SwiftUI's `GeometryProxy`).
/// A placeholder: every value is zero, and reading one is noted in `LayoutLab.Tree.notes`.
public struct GeometryProxy {
    let builder: _TreeBuilder

    /// Zero (placeholder; noted).
    public var size: CGSize {
        builder.note("GeometryReader content read `proxy.size`: a placeholder .zero was used")
        return .zero
    }

    /// Zero insets (placeholder; noted).
    public var safeAreaInsets: EdgeInsets {
        builder.note("GeometryReader content read `proxy.safeAreaInsets`: placeholder zero insets were used")
        return EdgeInsets()
    }

    /// A zero rectangle (placeholder; noted).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        builder.note("GeometryReader content read `proxy.frame(in:)`: a placeholder .zero was used")
        return .zero
    }
}

/// A coordinate space for `GeometryProxy.frame(in:)` (SwiftUI's `CoordinateSpace`).
public enum CoordinateSpace: Hashable, Sendable {
    case global, local
    case named(String)
}

/// A view that takes its whole proposal and offers its size to its content (SwiftUI's `GeometryReader`).
/// See the file comment: the proxy is a placeholder.
public struct GeometryReader<Content: View>: _PrimitiveView {
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        [ViewNode(.geometryReader, children: builder.nodes(content(GeometryProxy(builder: builder))))]
    }
}
