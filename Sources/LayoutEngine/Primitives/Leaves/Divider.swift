// Divider [RE Divider.swift]: one pixel thick across its stack's axis, the proposal (nil → 10) along it.
// With `platform=macos`, one point thick: real SwiftUI on a 2× Mac lays a Divider out 1 high between
// rows [EMP SwiftOpenUI's complex-nested fixture: rows at 0–44 and 77–121 around a divider at 60 with
// 16 spacing, in NSHostingView]. At the accessibility Dynamic Type sizes, one point thick on iOS too
// [RE Divider.swift, as the reference's rule 2.10 gives it].

/// `Divider()`: a vertical line in an HStack, a horizontal line elsewhere.
struct DividerLayout: NoExplicitGuides {
    var name: String { "Divider" }

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        let onePoint = context.options.platform == .macos || context.environment.typeSize.isAccessibilitySize
        let thickness = onePoint ? 1 : 1 / context.options.displayScale
        if context.stackAxis == .horizontal {
            return Size(width: thickness, height: proposal.height ?? 10)
        }
        return Size(width: proposal.width ?? 10, height: thickness)
    }
}
