// background and overlay [RE OpenSwiftUI BackgroundModifier; EMP netsplit "Secondary Views",
// fatbobman]: the primary view is sized as if the modifier were not there, and the modifier
// reports the primary's size (and priority, and spacer-ness). The secondary views are then
// proposed exactly the primary's size and aligned inside the primary's frame by `alignment`, like
// a ZStack; they may overflow it and never change layout. Only the primary sees the enclosing
// stack's axis.

/// `.background(alignment:content:)` / `.overlay(alignment:content:)`.
struct BackgroundOverlayLayout: SpacerTransparent {
    var isOverlay: Bool
    var alignment: Alignment

    var name: String { isOverlay ? "overlay" : "background" }
    var isModifier: Bool { true }
    func childStackAxis(_ offset: Int, enclosing: Axis?) -> Axis? { offset == 0 ? enclosing : nil }

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        context.subviews[0].sizeThatFits(proposal, reason: ProposalReason(.secondaryPrimary))
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, context: NodeContext) {
        let subviews = context.subviews
        subviews[0].place(at: bounds.origin, anchor: .topLeading, proposal: proposal, reason: ProposalReason(.secondaryPrimary))
        let reason = ProposalReason(.secondaryContent, bounds.width, bounds.height)
        for index in subviews.indices.dropFirst() {
            placeAligned(subviews[index], in: bounds, proposal: ProposedViewSize(bounds.size), alignment: alignment, reason: reason)
        }
    }

    func explicitAlignment(of guide: HorizontalAlignment, size: Size, proposal: ProposedViewSize, context: NodeContext) -> Double? {
        context.subviews[0].dimensions(in: proposal, reason: ProposalReason(.guideMeasure))[explicit: guide]
    }

    func explicitAlignment(of guide: VerticalAlignment, size: Size, proposal: ProposedViewSize, context: NodeContext) -> Double? {
        context.subviews[0].dimensions(in: proposal, reason: ProposalReason(.guideMeasure))[explicit: guide]
    }
}
