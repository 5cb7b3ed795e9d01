// Divider [RE Divider.swift]: one pixel thick across its stack's axis, the proposal (nil → 10) along it.

/// `Divider()`: a vertical line in an HStack, a horizontal line elsewhere.
struct DividerLayout: NoExplicitGuides {
    var name: String { "Divider" }

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        let thickness = 1 / context.options.displayScale
        if context.stackAxis == .horizontal {
            return Size(width: thickness, height: proposal.height ?? 10)
        }
        return Size(width: proposal.width ?? 10, height: thickness)
    }
}
