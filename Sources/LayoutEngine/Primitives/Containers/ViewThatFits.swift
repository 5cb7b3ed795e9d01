// ViewThatFits [DOC; RE OpenSwiftUI ViewThatFits]: measures each child with nil on the constrained
// axes and picks the first whose ideal fits the proposal there (the last one if none fits); the
// chosen child is then sized with the real proposal, centred, and is the only one placed.

/// `ViewThatFits(in:) { ... }`.
struct ViewThatFitsLayout: Primitive {
    var axes: Axes

    var name: String { "ViewThatFits" }

    /// Its first child's edges (RE OpenSwiftUI's size-fitting root; an approximation when a later
    /// child is chosen).
    func verticalSpacing(context: NodeContext) -> VerticalSpacing { context.subviews.first?.verticalSpacing ?? .zero }

    func choice(_ proposal: ProposedViewSize, context: NodeContext) -> Int? {
        let subviews = context.subviews
        guard !subviews.isEmpty else { return nil }
        let measuring = ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                         height: axes.contains(.vertical) ? nil : proposal.height)
        for index in subviews.indices {
            let ideal = subviews[index].sizeThatFits(measuring, reason: ProposalReason(
                .viewThatFitsMeasure, Double(index), proposal.width, proposal.height))
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 + 1e-9 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 + 1e-9 } ?? true
            if fitsWidth && fitsHeight { return index }
        }
        return subviews.count - 1
    }

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        guard let index = choice(proposal, context: context) else { return .zero }
        return context.subviews[index].sizeThatFits(proposal, reason: ProposalReason(.viewThatFitsChosen, Double(index)))
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, context: NodeContext) {
        guard let index = choice(proposal, context: context) else { return }
        placeAligned(context.subviews[index], in: bounds, proposal: proposal, alignment: .center,
                     reason: ProposalReason(.viewThatFitsChosen, Double(index)))
    }
}
