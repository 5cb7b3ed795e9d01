// Aligning a child inside its parent, shared by the primitives that place one aligned child
// (frames, fixedSize, aspectRatio, ViewThatFits, background and overlay): SwiftUI aligns the
// child's alignment guide with the parent's, on each axis.

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
