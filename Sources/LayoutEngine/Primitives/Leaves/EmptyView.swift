// EmptyView [DOC]: nothing. Inside a container it is not a subview at all (SwiftUI views are
// lists); laid out on its own it is 0×0.

/// `EmptyView()`.
struct EmptyLayout: NoExplicitGuides {
    var name: String { "EmptyView" }
    var subviewRole: SubviewRole { .none }

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size { .zero }
}
