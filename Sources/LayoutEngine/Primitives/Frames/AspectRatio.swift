// aspectRatio(_:contentMode:), scaledToFit(), scaledToFill() [RE OpenSwiftUI _AspectRatioLayout;
// EMP seed 003 (objc.io "Aspect Ratios in SwiftUI")].
// The modifier only changes the proposal: it fits (or fills) a rectangle of the ratio into its
// proposal and proposes that; it reports the child's answer, centred. With a nil ratio the ratio
// is the child's ideal size (the child is proposed nil×nil first). A fully nil proposal passes
// through. A nil dimension counts as infinitely large, so `.fill` then proposes infinity.
// Seed 003: 16:9 fit in 100×100 proposes 100×56.25 (fill: 177.78×100); ideal 100×50 in 320×480
// gives 320×160 fit and 960×480 fill.

/// `.aspectRatio(_:contentMode:)`.
struct AspectRatioLayout: Primitive {
    var ratio: Double?
    var contentMode: ContentMode

    var name: String { "aspectRatio" }
    var isModifier: Bool { true }

    func childProposal(_ proposal: ProposedViewSize, context: NodeContext) -> (ProposedViewSize, ProposalReason) {
        if proposal.width == nil && proposal.height == nil {
            return (proposal, ProposalReason(.aspectRatioPassThrough))
        }
        var shape: Size
        if let ratio, ratio.isFinite, ratio > 0 {
            shape = Size(width: ratio, height: 1)
        } else {
            shape = context.subviews[0].sizeThatFits(.unspecified, reason: ProposalReason(.aspectRatioIdeal))
        }
        if shape.width == shape.height || !shape.width.isFinite || !shape.height.isFinite { shape = Size(width: 1, height: 1) }
        func scale(_ proposed: Double?, _ length: Double) -> Double {
            guard let proposed, !(length == 0 && proposed == 0) else { return .infinity }
            return length == 0 ? .infinity : proposed / length
        }
        let scaleX = scale(proposal.width, shape.width)
        let scaleY = scale(proposal.height, shape.height)
        let factor = contentMode == .fit ? min(scaleX, scaleY) : max(scaleX, scaleY)
        func length(_ side: Double) -> Double { side == 0 ? 0 : side * factor }
        let result = ProposedViewSize(width: length(shape.width), height: length(shape.height))
        let reason = ProposalReason(contentMode == .fit ? .aspectRatioFit : .aspectRatioFill,
                                    shape.width, shape.height, proposal.width, proposal.height, factor)
        return (result, reason)
    }

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        let (childProposal, reason) = childProposal(proposal, context: context)
        return context.subviews[0].sizeThatFits(childProposal, reason: reason)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, context: NodeContext) {
        let (childProposal, reason) = childProposal(proposal, context: context)
        placeAligned(context.subviews[0], in: bounds, proposal: childProposal, alignment: .center, reason: reason)
    }
}
