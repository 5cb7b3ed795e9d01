// Group [DOC]: transparent. Its children join the enclosing container's subviews and see that
// container's stack axis; a Group laid out on its own (the root, a modifier's content) stacks its
// children as a VStack does.

/// `Group { ... }`.
struct GroupLayout: Primitive {
    var stack = StackLayout(axis: .vertical, vertical: .center, horizontal: .center, spacing: nil)

    var name: String { "Group" }
    var subviewRole: SubviewRole { .transparent }
    func childStackAxis(_ offset: Int, enclosing: Axis?) -> Axis? { enclosing }

    func verticalSpacing(context: NodeContext) -> VerticalSpacing { stack.verticalSpacing(context: context) }

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        stack.sizeThatFits(proposal: proposal, context: context)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, context: NodeContext) {
        stack.placeSubviews(in: bounds, proposal: proposal, context: context)
    }

    func mayAnswer(_ guide: HorizontalAlignment) -> Bool { stack.mayAnswer(guide) }
    func mayAnswer(_ guide: VerticalAlignment) -> Bool { stack.mayAnswer(guide) }

    func explicitAlignment(of guide: HorizontalAlignment, size: Size, proposal: ProposedViewSize, context: NodeContext) -> Double? {
        stack.explicitAlignment(of: guide, size: size, proposal: proposal, context: context)
    }

    func explicitAlignment(of guide: VerticalAlignment, size: Size, proposal: ProposedViewSize, context: NodeContext) -> Double? {
        stack.explicitAlignment(of: guide, size: size, proposal: proposal, context: context)
    }
}
