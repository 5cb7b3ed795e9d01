// Frames [RE OpenSwiftUI _FrameLayout / _FlexFrameLayout; DOC frame(minWidth:...); EMP seed 004
// (netsplit "Flexible Frames"), seed 002 (fatbobman)].
//
// Fixed frame `.frame(width:height:alignment:)`: a given dimension is proposed to the child and
// chosen as the frame's own; a nil dimension is layout-neutral (the parent's proposal passes
// through and the child's answer is chosen). With both given, the child is not even asked.
// The child keeps its own size, so it may overflow the frame; it is aligned by `alignment`.
//
// Flexible frame: see `FlexibleFrameLayout`.

/// Aligns a child of dimensions `d` inside a container of `size`: the child's origin.
func alignedOrigin(of d: ViewDimensions, in size: Size, alignment: Alignment) -> Point {
    // With an infinite length on an axis there is nothing to align against: start at 0.
    let container = ViewDimensions(size: size)
    return Point(x: finiteOrZero(container[alignment.horizontal] - d[alignment.horizontal]),
                 y: finiteOrZero(container[alignment.vertical] - d[alignment.vertical]))
}

/// Places the single content subview aligned in `bounds` and returns its origin offset.
@discardableResult
func placeAligned(_ subview: LayoutSubview, in bounds: Rect, proposal: ProposedViewSize,
                  alignment: Alignment, reason: ProposalReason) -> Point {
    let d = subview.dimensions(in: proposal, reason: reason)
    let offset = alignedOrigin(of: d, in: bounds.size, alignment: alignment)
    subview.place(at: Point(x: bounds.minX + offset.x, y: bounds.minY + offset.y), dimensions: d, reason: reason)
    return offset
}

/// Forwards a child's explicit guide, shifted by where the child sits inside its parent.
func shiftedExplicit(_ d: ViewDimensions, _ guide: HorizontalAlignment, offset: Point) -> Double? {
    d[explicit: guide].map { $0 + offset.x }
}

func shiftedExplicit(_ d: ViewDimensions, _ guide: VerticalAlignment, offset: Point) -> Double? {
    d[explicit: guide].map { $0 + offset.y }
}

/// `.frame(width:height:alignment:)`.
struct FixedFrameLayout: Primitive {
    var width: Double?
    var height: Double?
    var alignment: Alignment

    init(width: Double?, height: Double?, alignment: Alignment) {
        // Negative or non-finite lengths are ignored, as SwiftUI does (with a runtime warning).
        self.width = width.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        self.height = height.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        self.alignment = alignment
    }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    var reason: ProposalReason {
        ProposalReason(.frameFixed, width, height)
    }

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        if let width, let height { return Size(width: width, height: height) }
        let child = context.subviews[0].sizeThatFits(childProposal(proposal), reason: reason)
        return Size(width: width ?? child.width, height: height ?? child.height)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, context: NodeContext) {
        placeAligned(context.subviews[0], in: bounds, proposal: childProposal(proposal), alignment: alignment, reason: reason)
    }

    func childOffset(size: Size, proposal: ProposedViewSize, context: NodeContext) -> (ViewDimensions, Point) {
        let d = context.subviews[0].dimensions(in: childProposal(proposal), reason: reason)
        return (d, alignedOrigin(of: d, in: size, alignment: alignment))
    }

    func explicitAlignment(of guide: HorizontalAlignment, size: Size, proposal: ProposedViewSize, context: NodeContext) -> Double? {
        let (d, offset) = childOffset(size: size, proposal: proposal, context: context)
        return shiftedExplicit(d, guide, offset: offset)
    }

    func explicitAlignment(of guide: VerticalAlignment, size: Size, proposal: ProposedViewSize, context: NodeContext) -> Double? {
        let (d, offset) = childOffset(size: size, proposal: proposal, context: context)
        return shiftedExplicit(d, guide, offset: offset)
    }
}
