// Custom layouts: a public `Layout` registered with the engine under a name runs as a primitive
// (`ViewKind.custom(name:)`), keeping its cache for the node during one layout pass, exactly as
// SwiftUI keeps a layout's cache. A name with no registered layout stacks its children as a
// VStack does, so an experiment still lays out.
// Two registered layouts get more from the engine (GeometryReader.swift): a `GeometryReaderContent`
// has its children made when it is placed, and a `CoordinateSpaceLayout` names a coordinate space
// while its content is placed. A `ModifierLayout` is a modifier: it has its content's priority and
// spacer-ness.

/// A custom layout that modifies its first subview (layout-neutral modifiers such as
/// `.coordinateSpace(name:)` or a preference): the engine gives it that subview's layout priority
/// and Spacer-ness, and its other children see the enclosing stack, as for built-in modifiers.
public protocol ModifierLayout: Layout {}

/// A modifier that changes nothing in layout: its content's size, placement and explicit guides
/// (`.coordinateSpace(name:)`, `.layoutValue(key:value:)`); it exists for what it carries.
public protocol PassThroughLayout: ModifierLayout where Cache == Void {}

extension PassThroughLayout {
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        subviews.first?.sizeThatFits(proposal, reason: ProposalReason(.neutral)) ?? .zero
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> Double? {
        subviews.first?.dimensions(in: proposal, reason: ProposalReason(.guideMeasure))[explicit: guide]
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> Double? {
        subviews.first?.dimensions(in: proposal, reason: ProposalReason(.guideMeasure))[explicit: guide]
    }
}

/// `.layoutValue(key:value:)` [DOC SwiftUI `LayoutValueKey`]: a value a custom layout reads from
/// the subview (`LayoutSubview.layoutValue(for:)`), found through the modifiers around the view.
public struct LayoutValueLayout: PassThroughLayout {
    /// The key's identity (its type) and the value set for it.
    public let key: ObjectIdentifier
    public let value: Any

    public init(key: ObjectIdentifier, value: Any) {
        self.key = key
        self.value = value
    }
}

/// Runs a public `Layout` as a primitive, with the node's own cache.
struct CustomLayoutPrimitive: Primitive {
    /// The name the layout is registered under (unique in its tree: `base`, `base#2`, ...).
    var registeredName: String
    var layout: any Layout

    init(name: String, layout: any Layout) {
        registeredName = name
        self.layout = layout
    }

    /// The registered name; a GeometryReader is `GeometryReader` whatever its content, as the
    /// built-in reader is, so its path does not depend on whether its content reads the proxy.
    var name: String { layout is GeometryReaderContent ? "GeometryReader" : registeredName }
    /// The layout's `Cache`, made on first use.
    let cache = NodeCache<Any?>(nil)

    /// Only a `ModifierLayout` passes its content's facts through; other custom layouts are views.
    var isModifier: Bool { layout is any ModifierLayout }

    func isSpacer(content: Bool?) -> Bool { isModifier ? content ?? false : false }

    /// A modifier layout states its content's edges, a GeometryReader a plain view's, any other
    /// layout its subviews' merged (SwiftUI's default `Layout.spacing`; TextSpacing.swift).
    func verticalSpacing(context: NodeContext) -> VerticalSpacing {
        if isModifier { return context.subviews.first?.verticalSpacing ?? .plain }
        if layout is GeometryReaderContent { return .plain }
        return context.subviews.mergedVerticalSpacing ?? .zero
    }

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        size(layout, proposal, context)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, context: NodeContext) {
        if let reader = layout as? GeometryReaderContent {
            context.session.makeContent(of: context.node, in: bounds, with: reader)
        }
        if let space = layout as? CoordinateSpaceLayout {
            context.session.namedSpaces.append(NamedFrame(name: space.name, frame: bounds))
            place(layout, bounds, proposal, context)
            context.session.namedSpaces.removeLast()
        } else {
            place(layout, bounds, proposal, context)
        }
    }

    func explicitAlignment(of guide: HorizontalAlignment, size: Size, proposal: ProposedViewSize, context: NodeContext) -> Double? {
        horizontal(layout, guide, size, proposal, context)
    }

    func explicitAlignment(of guide: VerticalAlignment, size: Size, proposal: ProposedViewSize, context: NodeContext) -> Double? {
        vertical(layout, guide, size, proposal, context)
    }

    private func withCache<L: Layout, R>(_ layout: L, _ context: NodeContext, _ body: (inout L.Cache) -> R) -> R {
        var cache = (self.cache.value as? L.Cache) ?? layout.makeCache(subviews: context.subviews)
        let result = body(&cache)
        self.cache.value = cache
        return result
    }

    private func size<L: Layout>(_ layout: L, _ proposal: ProposedViewSize, _ context: NodeContext) -> Size {
        withCache(layout, context) { layout.sizeThatFits(proposal: proposal, subviews: context.subviews, cache: &$0) }
    }

    private func place<L: Layout>(_ layout: L, _ bounds: Rect, _ proposal: ProposedViewSize, _ context: NodeContext) {
        withCache(layout, context) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: context.subviews, cache: &$0) }
    }

    private func horizontal<L: Layout>(_ layout: L, _ guide: HorizontalAlignment, _ size: Size, _ proposal: ProposedViewSize,
                                       _ context: NodeContext) -> Double? {
        withCache(layout, context) {
            layout.explicitAlignment(of: guide, in: Rect(origin: .zero, size: size), proposal: proposal,
                                     subviews: context.subviews, cache: &$0)
        }
    }

    private func vertical<L: Layout>(_ layout: L, _ guide: VerticalAlignment, _ size: Size, _ proposal: ProposedViewSize,
                                     _ context: NodeContext) -> Double? {
        withCache(layout, context) {
            layout.explicitAlignment(of: guide, in: Rect(origin: .zero, size: size), proposal: proposal,
                                     subviews: context.subviews, cache: &$0)
        }
    }
}

/// A `.custom(name:)` node whose name has no registered layout: a VStack under that name.
struct UnregisteredLayout: Primitive {
    var name: String
    var stack = StackLayout(axis: .vertical, vertical: .center, horizontal: .center, spacing: nil)

    func verticalSpacing(context: NodeContext) -> VerticalSpacing { stack.verticalSpacing(context: context) }

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        stack.sizeThatFits(proposal: proposal, context: context)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, context: NodeContext) {
        stack.placeSubviews(in: bounds, proposal: proposal, context: context)
    }

    func explicitAlignment(of guide: VerticalAlignment, size: Size, proposal: ProposedViewSize, context: NodeContext) -> Double? {
        stack.explicitAlignment(of: guide, size: size, proposal: proposal, context: context)
    }
}
