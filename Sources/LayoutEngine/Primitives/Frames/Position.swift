// position [RE PositionLayout]: the view takes the proposal (a nil dimension: the child's size
// for that proposal); the child is proposed the view's size and centred at (x, y).

/// `.position(x:y:)`.
struct PositionLayout: Primitive {
    var position: Point

    var name: String { "position" }
    var isModifier: Bool { true }

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        if let width = proposal.width, let height = proposal.height { return Size(width: width, height: height) }
        let child = context.subviews[0].sizeThatFits(proposal, reason: ProposalReason(.positionMeasure))
        return Size(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, context: NodeContext) {
        context.subviews[0].place(
            at: Point(x: bounds.minX + position.x, y: bounds.minY + position.y), anchor: .center,
            proposal: ProposedViewSize(bounds.size),
            reason: ProposalReason(.position, position.x, position.y))
    }
}
