// GeometryReader, ScrollView and ViewThatFits.
//
// GeometryReader [RE OpenSwiftUI GeometryReaderLayout; sources disagree on nil (objc.io: 10),
// OpenSwiftUI's 0 is chosen]: takes the proposal, nil → 0; each child is proposed the reader's
// size and placed at its top-leading corner (iOS 14+; iOS 13 centred).
// ScrollView [EMP swiftuifieldguide "Scroll View"]: proposes nil along its scroll axes (the
// content takes its ideal length there) and the proposal across; it is exactly as long as
// proposed along a scroll axis (the content's length when nil) and as long as its content across.
// Content starts at the top-leading corner (scroll offset 0).
// ViewThatFits [DOC; RE OpenSwiftUI ViewThatFits]: measures each child with nil on the constrained
// axes and picks the first whose ideal fits the proposal there (the last one if none fits); the
// chosen child is then sized with the real proposal, centred, and is the only one placed.

/// `GeometryReader { proxy in ... }`.
struct GeometryReaderLayout: Primitive {
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

/// `ScrollView(axes) { ... }`.
struct ScrollViewLayout: Primitive {
    var axes: Axes

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                         height: axes.contains(.vertical) ? nil : proposal.height)
    }

    var reason: ProposalReason {
        ProposalReason(.scrollView, axes.contains(.horizontal) ? 1 : 0, axes.contains(.vertical) ? 1 : 0)
    }

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        var content = Size.zero
        for subview in context.subviews {
            let size = subview.sizeThatFits(childProposal(proposal), reason: reason)
            content = Size(width: max(content.width, size.width), height: max(content.height, size.height))
        }
        return Size(width: axes.contains(.horizontal) ? (proposal.width ?? content.width) : content.width,
                    height: axes.contains(.vertical) ? (proposal.height ?? content.height) : content.height)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, context: NodeContext) {
        for subview in context.subviews {
            subview.place(at: bounds.origin, anchor: .topLeading, proposal: childProposal(proposal), reason: reason)
        }
    }
}

/// `ViewThatFits(in:) { ... }`.
struct ViewThatFitsLayout: Primitive {
    var axes: Axes

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
