// SwiftUI's stack layouts as `Layout` values (`HStackLayout`, `VStackLayout`, `ZStackLayout`) and
// `AnyLayout`, for code that switches layouts: `let layout = wide ? AnyLayout(HStackLayout()) :
// AnyLayout(VStackLayout()); layout { ... }`. They produce the engine's own stack nodes; their
// `Layout` methods are not callable directly (the engine's stacks are not exposed as layouts).
import LayoutEngine

/// A layout the engine implements natively: used as a container it becomes this node kind.
protocol _BuiltInLayout {
    var kind: ViewKind { get }
}

extension _BuiltInLayout {
    func unavailable(_ function: String = #function) -> Never {
        preconditionFailure("\(Self.self).\(function) is laid out by the engine's own stack and cannot be called directly")
    }
}

/// A horizontal stack as a layout value (SwiftUI's `HStackLayout`).
public struct HStackLayout: Layout, _BuiltInLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    var kind: ViewKind { .hstack(alignment: alignment.engine, spacing: spacing.map { Double($0) }) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { unavailable() }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { unavailable() }
}

/// A vertical stack as a layout value (SwiftUI's `VStackLayout`).
public struct VStackLayout: Layout, _BuiltInLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    var kind: ViewKind { .vstack(alignment: alignment.engine, spacing: spacing.map { Double($0) }) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { unavailable() }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { unavailable() }
}

/// An overlaying stack as a layout value (SwiftUI's `ZStackLayout`).
public struct ZStackLayout: Layout, _BuiltInLayout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    var kind: ViewKind { .zstack(alignment: alignment.engine) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { unavailable() }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { unavailable() }
}

/// Any layout, type-erased (SwiftUI's `AnyLayout`); use it as `layout { ... }`.
public struct AnyLayout {
    let makeNodes: (_TreeBuilder, [ViewNode]) -> ViewNode

    public init<L: Layout>(_ layout: L) {
        makeNodes = { builder, children in _CustomLayoutView<L, EmptyView>.node(for: layout, children: children, builder) }
    }

    /// Lays out `content`'s views with the wrapped layout.
    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        _AnyLayoutView(layout: self, content: content())
    }
}

/// An `AnyLayout` and its content.
public struct _AnyLayoutView<Content: View>: _PrimitiveView {
    let layout: AnyLayout
    let content: Content

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        [layout.makeNodes(builder, builder.nodes(content))]
    }
}
