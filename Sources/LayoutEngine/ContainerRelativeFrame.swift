// containerRelativeFrame(_:count:span:spacing:alignment:) [DOC only; no reimplementation found].
// On each listed axis the view gets a fixed length computed from the container's length L:
// ((L − (count − 1) × spacing) ÷ count) × span + (span − 1) × spacing; other axes pass through,
// and the content is aligned as in a fixed frame. The container is the window: the root
// proposal (a nil or infinite root dimension leaves that axis unconstrained). Nearer containers
// (scroll views, navigation columns) and safe-area insets are not modelled.

/// `.containerRelativeFrame(...)`.
struct ContainerRelativeFrameLayout: Primitive {
    var axes: Axes
    var count: Int
    var span: Int
    var spacing: Double
    var alignment: Alignment

    var name: String { "containerRelativeFrame" }
    var isModifier: Bool { true }

    func length(_ container: Double?) -> Double? {
        guard let container, container.isFinite else { return nil }
        let columns = Double(max(count, 1))
        let spanned = Double(min(max(span, 1), max(count, 1)))
        return max(0, (container - (columns - 1) * spacing) / columns * spanned + (spanned - 1) * spacing)
    }

    func frame(_ context: NodeContext) -> FixedFrameLayout {
        FixedFrameLayout(width: axes.contains(.horizontal) ? length(context.rootProposal.width) : nil,
                         height: axes.contains(.vertical) ? length(context.rootProposal.height) : nil,
                         alignment: alignment)
    }

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        frame(context).sizeThatFits(proposal: proposal, context: context)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, context: NodeContext) {
        frame(context).placeSubviews(in: bounds, proposal: proposal, context: context)
    }
}
