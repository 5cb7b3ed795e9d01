// Spacer [RE Spacer.swift; DOC Spacer/minLength]: min length defaults to the default spacing (8);
// along its stack's axis it takes max(proposal, minLength), across it 0; outside stacks both.
// Its layout priority is below every real view's (−∞), and stacks put no spacing next to it.

/// `Spacer(minLength:)`.
struct SpacerLayout: NoExplicitGuides {
    var minLength: Double?

    var name: String { "Spacer" }
    func layoutPriority(content: Double?) -> Double { -.infinity }
    func isSpacer(content: Bool?) -> Bool { true }
    /// 0 on the edges along its stack's axis; in an HStack, nothing on its top and bottom [RE
    /// OpenSwiftUI Spacer: `.zeroHorizontal`/`.zeroVertical`; TextSpacing.swift].
    func verticalSpacing(context: NodeContext) -> VerticalSpacing {
        context.stackAxis == .horizontal ? VerticalSpacing(top: EdgeSpacing(), bottom: EdgeSpacing()) : .zero
    }

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        let minimum = minLength ?? context.options.defaultSpacing
        func along(_ value: Double?) -> Double { max(value ?? -.infinity, minimum) }
        switch context.stackAxis {
        case .horizontal: return Size(width: along(proposal.width), height: 0)
        case .vertical: return Size(width: 0, height: along(proposal.height))
        case nil: return Size(width: along(proposal.width), height: along(proposal.height))
        }
    }
}
