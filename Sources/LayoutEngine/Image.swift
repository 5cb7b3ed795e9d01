// Image [EMP seed 004, netsplit]: a non-resizable image always reports its natural size;
// `.resizable()` takes the proposal, with nil replaced by the natural size.

/// `Image("name")`, optionally `.resizable()`.
struct ImageLayout: NoExplicitGuides {
    var natural: Size
    var resizable: Bool

    var name: String { "Image" }

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        resizable ? proposal.replacingUnspecifiedDimensions(by: natural) : natural
    }
}
