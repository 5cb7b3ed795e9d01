// padding [RE OpenSwiftUI _PaddingLayout, DefaultPadding]: the child is proposed the proposal
// minus the insets (floored at 0, nil stays nil) and placed at (leading, top); the padding view is
// the child's size plus the insets. A nil edge length uses the default padding (16; option
// `default-padding`).

/// `.padding(...)`.
struct PaddingLayout: Primitive {
    var top: Double?
    var leading: Double?
    var bottom: Double?
    var trailing: Double?

    var name: String { "padding" }
    var isModifier: Bool { true }

    /// Its content's, with plain edges where it pads (TextSpacing.swift).
    func verticalSpacing(context: NodeContext) -> VerticalSpacing {
        let insets = insets(context.options)
        let content = context.subviews.first?.verticalSpacing ?? .plain
        return content.reset(top: insets.top != 0, bottom: insets.bottom != 0)
    }

    func insets(_ options: LayoutOptions) -> EdgeInsets {
        let fallback = options.defaultPadding
        return EdgeInsets(top: top ?? fallback, leading: leading ?? fallback,
                          bottom: bottom ?? fallback, trailing: trailing ?? fallback)
    }

    func childProposal(_ proposal: ProposedViewSize, _ insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - insets.horizontal) },
                         height: proposal.height.map { max(0, $0 - insets.vertical) })
    }

    func reason(_ insets: EdgeInsets) -> ProposalReason {
        ProposalReason(.padding, insets.top, insets.leading, insets.bottom, insets.trailing)
    }

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        let insets = insets(context.options)
        let child = context.subviews[0].sizeThatFits(childProposal(proposal, insets), reason: reason(insets))
        return Size(width: max(0, child.width + insets.horizontal), height: max(0, child.height + insets.vertical))
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, context: NodeContext) {
        let insets = insets(context.options)
        context.subviews[0].place(at: Point(x: bounds.minX + insets.leading, y: bounds.minY + insets.top),
                                  anchor: .topLeading, proposal: childProposal(proposal, insets), reason: reason(insets))
    }

    func explicitAlignment(of guide: HorizontalAlignment, size: Size, proposal: ProposedViewSize, context: NodeContext) -> Double? {
        let insets = insets(context.options)
        return context.subviews[0].dimensions(in: childProposal(proposal, insets))[explicit: guide].map { $0 + insets.leading }
    }

    func explicitAlignment(of guide: VerticalAlignment, size: Size, proposal: ProposedViewSize, context: NodeContext) -> Double? {
        let insets = insets(context.options)
        return context.subviews[0].dimensions(in: childProposal(proposal, insets))[explicit: guide].map { $0 + insets.top }
    }
}
