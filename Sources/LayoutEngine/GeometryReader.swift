// GeometryReader [RE OpenSwiftUI GeometryReaderLayout; sources disagree on nil (objc.io: 10),
// OpenSwiftUI's 0 is chosen]: takes the proposal, nil → 0; each child is proposed the reader's
// size and placed at its top-leading corner (iOS 14+; iOS 13 centred).

/// `GeometryReader { proxy in ... }`.
struct GeometryReaderLayout: Primitive {
    var name: String { "GeometryReader" }

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, context: NodeContext) {
        let reason = ProposalReason(.geometryReader, bounds.width, bounds.height)
        for subview in context.subviews {
            subview.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size), reason: reason)
        }
    }
}
