// Layout-neutral modifiers [DOC; RE]: the child's proposal and size pass through unchanged, and
// its explicit alignment guides are forwarded. `layoutPriority`, `lineLimit`, `font`, `border`
// and `alignmentGuide` lay out this way; `offset` sizes this way.

/// A modifier whose proposal, size and explicit guides are its content's.
protocol PassThroughModifier: SpacerTransparent {}

/// A pass-through modifier that sets the text environment of the Text below (`.font`, `.lineLimit`,
/// font traits, `.truncationMode`, `.allowsTightening`): what is inside one is still a Text to its
/// neighbours (a stack's spacing between texts).
protocol TextEnvironmentModifier: PassThroughModifier {}

extension TextEnvironmentModifier {
    var setsEnvironment: Bool { true }
}

extension PassThroughModifier {
    var isModifier: Bool { true }

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        context.subviews[0].sizeThatFits(proposal, reason: ProposalReason(.neutral))
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, context: NodeContext) {
        context.subviews[0].place(at: bounds.origin, anchor: .topLeading, proposal: proposal, reason: ProposalReason(.neutral))
    }

    func explicitAlignment(of guide: HorizontalAlignment, size: Size, proposal: ProposedViewSize, context: NodeContext) -> Double? {
        context.subviews[0].dimensions(in: proposal, reason: ProposalReason(.guideMeasure))[explicit: guide]
    }

    func explicitAlignment(of guide: VerticalAlignment, size: Size, proposal: ProposedViewSize, context: NodeContext) -> Double? {
        context.subviews[0].dimensions(in: proposal, reason: ProposalReason(.guideMeasure))[explicit: guide]
    }
}
