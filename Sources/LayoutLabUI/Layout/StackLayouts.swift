// SwiftUI's stack layouts as `Layout` values (`HStackLayout`, `VStackLayout`, `ZStackLayout`, and
// `GridLayout` as a container) and
// `AnyLayout`, for code that switches layouts: `let layout = wide ? AnyLayout(HStackLayout()) :
// AnyLayout(VStackLayout()); layout { ... }`. Used as containers they are the engine's own stack
// nodes; a layout may also call their methods on its subviews (`HStackLayout().sizeThatFits(...)`,
// an `AnyLayout` kept in a custom layout), which runs the engine's stack over those subviews.
import LayoutEngine

/// A layout the engine implements natively: used as a container it becomes this node kind.
protocol _BuiltInLayout {
    var kind: ViewKind { get }
}

/// The cache of a stack layout whose methods a layout calls (SwiftUI's `_StackLayoutCache`): the
/// engine stack's latest arrangement and its subviews' probes.
public struct _StackLayoutCache {
    var engine: BuiltInStackLayout.Cache

    init(_ kind: ViewKind, subviews: LayoutSubviews) {
        engine = BuiltInStackLayout(kind).makeCache(subviews: subviews.engineList)
    }

    mutating func size(_ kind: ViewKind, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        CGSize(BuiltInStackLayout(kind).sizeThatFits(proposal: proposal.engine, subviews: subviews.engineList, cache: &engine))
    }

    mutating func place(_ kind: ViewKind, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        BuiltInStackLayout(kind).placeSubviews(in: bounds.engine, proposal: proposal.engine, subviews: subviews.engineList,
                                               cache: &engine)
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

    public func makeCache(subviews: Subviews) -> _StackLayoutCache { _StackLayoutCache(kind, subviews: subviews) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache) -> CGSize {
        cache.size(kind, proposal, subviews)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache) {
        cache.place(kind, bounds, proposal, subviews)
    }
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

    public func makeCache(subviews: Subviews) -> _StackLayoutCache { _StackLayoutCache(kind, subviews: subviews) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache) -> CGSize {
        cache.size(kind, proposal, subviews)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache) {
        cache.place(kind, bounds, proposal, subviews)
    }
}

/// An overlaying stack as a layout value (SwiftUI's `ZStackLayout`).
public struct ZStackLayout: Layout, _BuiltInLayout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    var kind: ViewKind { .zstack(alignment: alignment.engine) }

    public func makeCache(subviews: Subviews) -> _StackLayoutCache { _StackLayoutCache(kind, subviews: subviews) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache) -> CGSize {
        cache.size(kind, proposal, subviews)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache) {
        cache.place(kind, bounds, proposal, subviews)
    }
}

/// A grid as a layout value (SwiftUI's `GridLayout`), for code that switches layouts
/// (`let layout = wide ? AnyLayout(GridLayout()) : AnyLayout(VStackLayout())`): used as a container
/// it is the engine's `Grid`, its `GridRow`s the grid's rows. layoutlab runs a grid only as a
/// container: called from another layout, its methods lay nothing out (size zero).
public struct GridLayout: Layout, _BuiltInLayout {
    public typealias Cache = _StackLayoutCache
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    var kind: ViewKind {
        .grid(alignment: alignment.engine, horizontalSpacing: horizontalSpacing.map { Double($0) },
              verticalSpacing: verticalSpacing.map { Double($0) })
    }

    public func makeCache(subviews: Subviews) -> _StackLayoutCache { _StackLayoutCache(kind, subviews: subviews) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache) -> CGSize {
        cache.size(kind, proposal, subviews)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache) {
        cache.place(kind, bounds, proposal, subviews)
    }
}

/// Any layout, type-erased (SwiftUI's `AnyLayout`): a container (`layout { ... }`), or a layout
/// whose methods another layout calls.
public struct AnyLayout: Layout {
    /// The wrapped layout's cache.
    public struct Cache {
        var value: Any?
    }

    let makeNodes: (_TreeBuilder, [ViewNode]) -> ViewNode
    private let makingCache: (LayoutSubviews) -> Cache
    private let sizing: (ProposedViewSize, LayoutSubviews, inout Cache) -> CGSize
    private let placing: (CGRect, ProposedViewSize, LayoutSubviews, inout Cache) -> Void
    private let horizontalGuide: (HorizontalAlignment, CGRect, ProposedViewSize, LayoutSubviews, inout Cache) -> CGFloat?
    private let verticalGuide: (VerticalAlignment, CGRect, ProposedViewSize, LayoutSubviews, inout Cache) -> CGFloat?

    public init<L: Layout>(_ layout: L) {
        makeNodes = { builder, children in _CustomLayoutView<L, EmptyView>.node(for: layout, children: children, builder) }
        /// Runs `body` with the wrapped layout's cache (made when there is none yet).
        func inner<R>(_ cache: inout Cache, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
            var value = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
            defer { cache.value = value }
            return body(&value)
        }
        makingCache = { Cache(value: layout.makeCache(subviews: $0)) }
        sizing = { proposal, subviews, cache in
            inner(&cache, subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
        }
        placing = { bounds, proposal, subviews, cache in
            inner(&cache, subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
        }
        horizontalGuide = { guide, bounds, proposal, subviews, cache in
            inner(&cache, subviews) {
                layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
            }
        }
        verticalGuide = { guide, bounds, proposal, subviews, cache in
            inner(&cache, subviews) {
                layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
            }
        }
    }

    public func makeCache(subviews: Subviews) -> Cache { makingCache(subviews) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        sizing(proposal, subviews, &cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        placing(bounds, proposal, subviews, &cache)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        horizontalGuide(guide, bounds, proposal, subviews, &cache)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        verticalGuide(guide, bounds, proposal, subviews, &cache)
    }
}
