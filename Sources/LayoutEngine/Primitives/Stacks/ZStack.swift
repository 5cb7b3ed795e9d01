// ZStack [RE OpenSwiftUI ZStack; EMP fatbobman "layoutPriority in ZStack", "The Mystery of Size"].
// Only the children with the highest layout priority size the stack: each is proposed the
// ZStack's proposal, aligned on the stack's guide, and the stack is the union of their aligned
// frames (sources disagree here; the union is fatbobman's observation with custom guides and
// equals OpenSwiftUI's max-of-sizes whenever guides lie inside their views). When placing,
// every child (lower priorities too) is proposed the stack's final size and aligned.
// Explicit guides: a custom guide's is the mean of the top-priority children's, where they sit
// (see AlignmentGuides.swift); the built-in guides do not pass through.

/// `ZStack(alignment:)`.
struct ZStackLayout: Primitive {
    var alignment: Alignment

    var name: String { "ZStack" }

    /// Its children's edges merged (TextSpacing.swift).
    func verticalSpacing(context: NodeContext) -> VerticalSpacing { context.subviews.mergedVerticalSpacing ?? .zero }

    /// Union of the aligned frames of the top-priority children, relative to the alignment point.
    func union(proposal: ProposedViewSize, subviews: LayoutSubviews, reason: ProposalReason) -> Rect {
        guard !subviews.isEmpty else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        let top = subviews.map(\.priority).max() ?? 0
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        var unboundedWidth = false, unboundedHeight = false
        for subview in subviews where subview.priority == top {
            let d = subview.dimensions(in: proposal, reason: reason)
            // An infinitely long child makes the stack infinitely long on that axis.
            if d.width.isFinite {
                let x = -d[alignment.horizontal]
                minX = min(minX, x); maxX = max(maxX, x + d.width)
            } else {
                unboundedWidth = true
            }
            if d.height.isFinite {
                let y = -d[alignment.vertical]
                minY = min(minY, y); maxY = max(maxY, y + d.height)
            } else {
                unboundedHeight = true
            }
        }
        if !minX.isFinite { minX = 0; maxX = 0 }
        if !minY.isFinite { minY = 0; maxY = 0 }
        return Rect(x: minX, y: minY, width: unboundedWidth ? .infinity : maxX - minX,
                    height: unboundedHeight ? .infinity : maxY - minY)
    }

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        union(proposal: proposal, subviews: context.subviews, reason: ProposalReason(.zstackProposal)).size
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, context: NodeContext) {
        placeSubviews(in: bounds, subviews: context.subviews)
    }

    /// Places `subviews` (the node's, or those a layout lays out with this stack) in `bounds`.
    func placeSubviews(in bounds: Rect, subviews: LayoutSubviews) {
        let childProposal = ProposedViewSize(bounds.size)
        let reason = ProposalReason(.zstackPlace, bounds.width, bounds.height)
        let area = union(proposal: childProposal, subviews: subviews, reason: reason)
        for subview in subviews {
            let d = subview.dimensions(in: childProposal, reason: reason)
            let x = bounds.minX - finiteOrZero(area.minX) - finiteOrZero(d[alignment.horizontal])
            let y = bounds.minY - finiteOrZero(area.minY) - finiteOrZero(d[alignment.vertical])
            subview.place(at: Point(x: x, y: y), dimensions: d, reason: reason)
        }
    }

    func mayAnswer(_ guide: HorizontalAlignment) -> Bool { guide.isCustom }
    func mayAnswer(_ guide: VerticalAlignment) -> Bool { guide.isCustom }
    var guideMask: UInt16 { GuideCode.customHorizontalBit | GuideCode.customVerticalBit }

    func explicitAlignment(of guide: HorizontalAlignment, size: Size, proposal: ProposedViewSize, context: NodeContext) -> Double? {
        guard guide.isCustom, var merge = ExplicitMerge(guide) else { return nil }
        forEachSizingChild(proposal: proposal, context: context) { d, origin in merge.add(d[explicit: guide].map { origin.x + $0 }) }
        return merge.value
    }

    func explicitAlignment(of guide: VerticalAlignment, size: Size, proposal: ProposedViewSize, context: NodeContext) -> Double? {
        guard guide.isCustom, var merge = ExplicitMerge(guide) else { return nil }
        forEachSizingChild(proposal: proposal, context: context) { d, origin in merge.add(d[explicit: guide].map { origin.y + $0 }) }
        return merge.value
    }

    /// Each top-priority child's dimensions for `proposal` and its origin inside the stack.
    private func forEachSizingChild(proposal: ProposedViewSize, context: NodeContext, _ body: (ViewDimensions, Point) -> Void) {
        let reason = ProposalReason(.zstackProposal)
        let area = union(proposal: proposal, subviews: context.subviews, reason: reason)
        let top = context.subviews.map(\.priority).max() ?? 0
        for subview in context.subviews where subview.priority == top {
            let d = subview.dimensions(in: proposal, reason: reason)
            body(d, Point(x: -finiteOrZero(area.minX) - finiteOrZero(d[alignment.horizontal]),
                          y: -finiteOrZero(area.minY) - finiteOrZero(d[alignment.vertical])))
        }
    }
}
