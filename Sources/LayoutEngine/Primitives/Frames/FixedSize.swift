// fixedSize(horizontal:vertical:) [RE OpenSwiftUI _FixedSizeLayout; EMP seed 002 (fatbobman)]:
// proposes nil on the fixed axes (the child's ideal size) and passes the rest through; the
// modifier takes the child's size and centres it. `Color.fixedSize()` is therefore 10×10.

/// `.fixedSize()` / `.fixedSize(horizontal:vertical:)`.
struct FixedSizeLayout: Primitive {
    var horizontal: Bool
    var vertical: Bool

    var name: String { "fixedSize" }
    var isModifier: Bool { true }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    var reason: ProposalReason {
        let h: Double = horizontal ? 1 : 0, v: Double = vertical ? 1 : 0
        return ProposalReason(.fixedSize, h, v)
    }

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        context.subviews[0].sizeThatFits(childProposal(proposal), reason: reason)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, context: NodeContext) {
        placeAligned(context.subviews[0], in: bounds, proposal: childProposal(proposal), alignment: .center, reason: reason)
    }

    func explicitAlignment(of guide: HorizontalAlignment, size: Size, proposal: ProposedViewSize, context: NodeContext) -> Double? {
        context.subviews[0].dimensions(in: childProposal(proposal))[explicit: guide]
    }

    func explicitAlignment(of guide: VerticalAlignment, size: Size, proposal: ProposedViewSize, context: NodeContext) -> Double? {
        context.subviews[0].dimensions(in: childProposal(proposal))[explicit: guide]
    }
}
