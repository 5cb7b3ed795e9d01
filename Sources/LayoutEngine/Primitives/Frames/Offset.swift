// offset [RE OffsetEffect: a render-time GeometryEffect]: sizes unchanged; the child is drawn
// shifted, so its recorded frame is shifted while the offset view's frame is not.

/// `.offset(x:y:)`.
struct OffsetLayout: PassThroughModifier {
    var offset: Point

    var name: String { "offset" }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, context: NodeContext) {
        context.subviews[0].place(at: Point(x: bounds.minX + offset.x, y: bounds.minY + offset.y), anchor: .topLeading,
                                  proposal: proposal, reason: ProposalReason(.offset, offset.x, offset.y))
    }
}
