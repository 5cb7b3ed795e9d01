// Layout-neutral and placement-only modifiers.
// - layoutPriority, lineLimit, font, border [DOC; RE]: the child's proposal and size pass through
//   unchanged (border is drawn as an overlay, which never changes layout).
// - offset [RE OffsetEffect: a render-time GeometryEffect]: sizes unchanged; the child is drawn
//   shifted, so its recorded frame is shifted while the offset view's frame is not.
// - position [RE PositionLayout]: the view takes the proposal (a nil dimension: the child's size
//   for that proposal); the child is proposed the view's size and centred at (x, y).
// - alignmentGuide [EMP fatbobman "Alignment in SwiftUI"]: layout-neutral; overrides one guide
//   with an expression of the child's dimensions (which see any earlier explicit guides).

/// Passes proposal and size straight through and forwards explicit guides.
struct NeutralLayout: Primitive {
    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        context.subviews[0].sizeThatFits(proposal, reason: ProposalReason(.neutral))
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, context: NodeContext) {
        context.subviews[0].place(at: bounds.origin, anchor: .topLeading, proposal: proposal, reason: ProposalReason(.neutral))
    }

    func explicitAlignment(of guide: HorizontalAlignment, size: Size, proposal: ProposedViewSize, context: NodeContext) -> Double? {
        context.subviews[0].dimensions(in: proposal)[explicit: guide]
    }

    func explicitAlignment(of guide: VerticalAlignment, size: Size, proposal: ProposedViewSize, context: NodeContext) -> Double? {
        context.subviews[0].dimensions(in: proposal)[explicit: guide]
    }
}

/// `.offset(x:y:)`.
struct OffsetLayout: Primitive {
    var offset: Point

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        NeutralLayout().sizeThatFits(proposal: proposal, context: context)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, context: NodeContext) {
        context.subviews[0].place(at: Point(x: bounds.minX + offset.x, y: bounds.minY + offset.y), anchor: .topLeading,
                                  proposal: proposal, reason: ProposalReason(.offset, offset.x, offset.y))
    }

    func explicitAlignment(of guide: HorizontalAlignment, size: Size, proposal: ProposedViewSize, context: NodeContext) -> Double? {
        NeutralLayout().explicitAlignment(of: guide, size: size, proposal: proposal, context: context)
    }

    func explicitAlignment(of guide: VerticalAlignment, size: Size, proposal: ProposedViewSize, context: NodeContext) -> Double? {
        NeutralLayout().explicitAlignment(of: guide, size: size, proposal: proposal, context: context)
    }
}

/// `.position(x:y:)`.
struct PositionLayout: Primitive {
    var position: Point

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

/// `.alignmentGuide(_:computeValue:)`.
struct AlignmentGuideLayout: Primitive {
    var horizontal: HorizontalAlignment?
    var vertical: VerticalAlignment?
    var value: GuideExpression

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        NeutralLayout().sizeThatFits(proposal: proposal, context: context)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, context: NodeContext) {
        NeutralLayout().placeSubviews(in: bounds, proposal: proposal, context: context)
    }

    func explicitAlignment(of guide: HorizontalAlignment, size: Size, proposal: ProposedViewSize, context: NodeContext) -> Double? {
        let d = context.subviews[0].dimensions(in: proposal)
        return guide == horizontal ? value.evaluate(d) : d[explicit: guide]
    }

    func explicitAlignment(of guide: VerticalAlignment, size: Size, proposal: ProposedViewSize, context: NodeContext) -> Double? {
        let d = context.subviews[0].dimensions(in: proposal)
        return guide == vertical ? value.evaluate(d) : d[explicit: guide]
    }
}
