// ScrollView [EMP swiftuifieldguide "Scroll View"]: proposes nil along its scroll axes (the
// content takes its ideal length there) and the proposal across; it is exactly as long as
// proposed along a scroll axis (the content's length when nil) and as long as its content across.
// Content starts at the top-leading corner (scroll offset 0). Its frame is the `.scrollView`
// coordinate space of the views inside (`NamedFrame.scrollView`). Along its axes it takes the
// safe area as insets of its content [EMP swiftuifieldguide: "it insets its content"], so nothing
// inside grows into the unsafe area there (SafeArea.swift).

/// `ScrollView(axes) { ... }`.
struct ScrollViewLayout: Primitive {
    var axes: Axes

    var name: String { "ScrollView" }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                         height: axes.contains(.vertical) ? nil : proposal.height)
    }

    var reason: ProposalReason {
        let h: Double = axes.contains(.horizontal) ? 1 : 0, v: Double = axes.contains(.vertical) ? 1 : 0
        return ProposalReason(.scrollView, h, v)
    }

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        // It is the container of a `containerRelativeFrame` inside it.
        context.session.scrollContainers.append(proposal)
        defer { context.session.scrollContainers.removeLast() }
        var content = Size.zero
        for subview in context.subviews {
            let size = subview.sizeThatFits(childProposal(proposal), reason: reason)
            content = Size(width: max(content.width, size.width), height: max(content.height, size.height))
        }
        return Size(width: axes.contains(.horizontal) ? (proposal.width ?? content.width) : content.width,
                    height: axes.contains(.vertical) ? (proposal.height ?? content.height) : content.height)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, context: NodeContext) {
        // Its visible area is the `.scrollView` coordinate space of what it holds.
        context.session.namedSpaces.append(NamedFrame(name: NamedFrame.scrollView, frame: bounds))
        // Its content sees no unsafe area along its axes (SafeArea.swift).
        let outerAxes = context.session.scrollAxesAround
        context.session.scrollAxesAround = outerAxes.union(axes)
        context.session.scrollContainers.append(proposal)
        defer {
            context.session.namedSpaces.removeLast()
            context.session.scrollAxesAround = outerAxes
            context.session.scrollContainers.removeLast()
        }
        for subview in context.subviews {
            subview.place(at: bounds.origin, anchor: .topLeading, proposal: childProposal(proposal), reason: reason)
        }
    }
}
