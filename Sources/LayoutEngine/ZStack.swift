// ZStack [RE OpenSwiftUI ZStack; EMP fatbobman "layoutPriority in ZStack", "The Mystery of Size"].
// Only the children with the highest layout priority size the stack: each is proposed the
// ZStack's proposal, aligned on the stack's guide, and the stack is the union of their aligned
// frames (sources disagree here; the union is fatbobman's observation with custom guides and
// equals OpenSwiftUI's max-of-sizes whenever guides lie inside their views). When placing,
// every child (lower priorities too) is proposed the stack's final size and aligned.

/// `ZStack(alignment:)`.
struct ZStackLayout: Primitive {
    var alignment: Alignment

    /// Union of the aligned frames of the top-priority children, relative to the alignment point.
    func union(proposal: ProposedViewSize, context: NodeContext, reason: ProposalReason) -> Rect {
        let subviews = context.subviews
        guard !subviews.isEmpty else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        let top = subviews.map(\.priority).max() ?? 0
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for subview in subviews where subview.priority == top {
            let d = subview.dimensions(in: proposal, reason: reason)
            let x = -d[alignment.horizontal]
            let y = -d[alignment.vertical]
            minX = min(minX, x); minY = min(minY, y)
            maxX = max(maxX, x + d.width); maxY = max(maxY, y + d.height)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        union(proposal: proposal, context: context, reason: ProposalReason("zstack.proposal")).size
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, context: NodeContext) {
        let childProposal = ProposedViewSize(bounds.size)
        let reason = ProposalReason("zstack.place", [.init("width", bounds.width), .init("height", bounds.height)])
        let area = union(proposal: childProposal, context: context, reason: reason)
        for subview in context.subviews {
            let d = subview.dimensions(in: childProposal, reason: reason)
            let x = bounds.minX - finiteOrZero(area.minX) - d[alignment.horizontal]
            let y = bounds.minY - finiteOrZero(area.minY) - d[alignment.vertical]
            subview.place(at: Point(x: x, y: y), anchor: .topLeading, proposal: childProposal, reason: reason)
        }
    }
}
