// HStack and VStack [RE OpenSwiftUI StackLayout; EMP seed 001 (Ole Begemann), seed 004 (netsplit),
// objc.io "How an HStack Lays out Its Children"].
//
// Along the stack's axis (the "major" axis), for a concrete proposal P:
// 1. Spacing between neighbours is the stack's `spacing`, else the default spacing (8), except
//    that nothing is inserted next to a Spacer. available = P − Σ spacing.
// 2. Every child is probed for its minimum (major 0) and maximum (major ∞) length, keeping the
//    stack's cross-axis proposal. Flexibility = maximum − minimum.
// 3. Children are grouped by layout priority, highest first; within a group the least flexible go
//    first (ties: larger minimum first, then declaration order). `stack-order=declaration` keeps
//    declaration order inside each group.
// 4. The first group's available length is reduced by the minimum lengths of all lower-priority
//    children; each later group gets its own children's minimums back.
// 5. Each child of a group in turn is proposed (available ÷ children left in the group), floored
//    at 0; what it takes is subtracted. Leftover space is not redistributed (seed 001), and
//    overflow is allowed: the stack reports Σ sizes + spacing, not its proposal.
// A nil major proposal asks every child for its ideal length instead (no probing).
// Across the axis, children are aligned by the stack's alignment guide and the stack is the
// union of their aligned extents. Placement re-runs the arrangement with a nil cross proposal
// replaced by the stack's own cross size.

/// `HStack` / `VStack` (and a transparent `Group` laid out on its own, as a VStack).
struct StackLayout: Primitive {
    var axis: Axis
    var vertical: VerticalAlignment
    var horizontal: HorizontalAlignment
    var spacing: Double?

    struct Arrangement {
        var proposals: [ProposedViewSize]
        var sizes: [Size]
        /// Child origins relative to the stack's top-leading corner.
        var origins: [Point]
        var size: Size
    }

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        let arrangement = arrange(proposal: proposal, context: context)
        context.session.arrangements[context.node] = (proposal, arrangement)
        return arrangement.size
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, context: NodeContext) {
        var placing = proposal
        if placing[axis.cross] == nil { placing[axis.cross] = bounds.size[axis.cross] }
        // The arrangement computed while sizing is reused when the proposal is the same (the
        // stack's cache); otherwise the children are asked again.
        let arrangement: Arrangement
        if let (sized, stored) = context.session.arrangements[context.node], sized == placing {
            arrangement = stored
        } else {
            arrangement = arrange(proposal: placing, context: context)
        }
        let subviews = context.subviews
        for index in subviews.indices {
            let origin = arrangement.origins[index]
            let d = ViewDimensions(session: context.session, node: subviews[index].node,
                                   proposal: arrangement.proposals[index], size: arrangement.sizes[index])
            subviews[index].place(at: Point(x: bounds.minX + origin.x, y: bounds.minY + origin.y), dimensions: d,
                                  reason: ProposalReason("stack.place", [.init("index", Double(index))]))
        }
    }

    func explicitAlignment(of guide: VerticalAlignment, size: Size, proposal: ProposedViewSize, context: NodeContext) -> Double? {
        guard guide == .firstTextBaseline || guide == .lastTextBaseline else { return nil }
        let arrangement = arrange(proposal: proposal, context: context)
        let subviews = context.subviews
        var values: [Double] = []
        for index in subviews.indices {
            let d = ViewDimensions(session: context.session, node: subviews[index].node,
                                   proposal: arrangement.proposals[index], size: arrangement.sizes[index])
            if let value = d[explicit: guide] { values.append(arrangement.origins[index].y + value) }
        }
        return guide == .firstTextBaseline ? values.min() : values.max()
    }

    /// The spacing before each child (index 0 has none).
    func gaps(_ subviews: LayoutSubviews, options: LayoutOptions) -> [Double] {
        var result = [Double](repeating: 0, count: subviews.count)
        for index in subviews.indices.dropFirst() {
            if let spacing {
                result[index] = spacing
            } else if subviews[index].isSpacer || subviews[index - 1].isSpacer {
                result[index] = 0
            } else {
                result[index] = options.defaultSpacing
            }
        }
        return result
    }

    func arrange(proposal: ProposedViewSize, context: NodeContext) -> Arrangement {
        let subviews = context.subviews
        let count = subviews.count
        guard count > 0 else {
            return Arrangement(proposals: [], sizes: [], origins: [], size: .zero)
        }
        let gaps = gaps(subviews, options: context.options)
        let internalSpacing = gaps.reduce(0, +)
        let minor = proposal[axis.cross]
        var proposals = [ProposedViewSize](repeating: .unspecified, count: count)
        var sizes = [Size](repeating: .zero, count: count)

        if let major = proposal[axis] {
            distribute(major: major, minor: minor, internalSpacing: internalSpacing, subviews: subviews,
                       options: context.options, proposals: &proposals, sizes: &sizes)
        } else {
            for index in 0..<count {
                let childProposal = ProposedViewSize(major: nil, minor: minor, axis: axis)
                proposals[index] = childProposal
                sizes[index] = subviews[index].sizeThatFits(childProposal, reason: ProposalReason("stack.ideal"))
            }
        }

        // Cross axis: align every child on the stack's guide; the stack spans their union.
        // An infinitely long child makes the stack infinitely long across; it starts at 0.
        var crossStarts = [Double](repeating: 0, count: count)
        var low = Double.infinity
        var high = -Double.infinity
        var unbounded = false
        for index in 0..<count {
            guard sizes[index][axis.cross].isFinite else {
                unbounded = true
                continue
            }
            let d = ViewDimensions(session: context.session, node: subviews[index].node,
                                   proposal: proposals[index], size: sizes[index])
            let guide = axis == .horizontal ? d[vertical] : d[horizontal]
            let start = -guide
            crossStarts[index] = start
            low = min(low, start)
            high = max(high, start + sizes[index][axis.cross])
        }
        if !low.isFinite { low = 0; high = 0 }
        var origins = [Point](repeating: .zero, count: count)
        var cursor = 0.0
        for index in 0..<count {
            cursor += gaps[index]
            let cross = sizes[index][axis.cross].isFinite ? finiteOrZero(crossStarts[index] - low) : 0
            origins[index] = axis == .horizontal ? Point(x: cursor, y: cross) : Point(x: cross, y: cursor)
            let length = sizes[index][axis]
            if length.isFinite { cursor += length } else { cursor = length }
        }
        let majorTotal = sizes.reduce(0) { $0 + $1[axis] } + internalSpacing
        let crossTotal = unbounded ? .infinity : high - low
        let size = axis == .horizontal
            ? Size(width: majorTotal, height: crossTotal) : Size(width: crossTotal, height: majorTotal)
        return Arrangement(proposals: proposals, sizes: sizes, origins: origins, size: size)
    }

    /// Steps 2–5 of the file comment: probe, order, and share out the major length.
    private func distribute(
        major: Double, minor: Double?, internalSpacing: Double, subviews: LayoutSubviews,
        options: LayoutOptions, proposals: inout [ProposedViewSize], sizes: inout [Size]
    ) {
        let count = subviews.count
        var minimums = [Double](repeating: 0, count: count)
        var flexibilities = [Double](repeating: 0, count: count)
        if count > 1 {
            for index in 0..<count {
                let low = subviews[index].sizeThatFits(
                    ProposedViewSize(major: 0, minor: minor, axis: axis),
                    reason: ProposalReason("stack.probe.min"))[axis]
                let high = subviews[index].sizeThatFits(
                    ProposedViewSize(major: .infinity, minor: minor, axis: axis),
                    reason: ProposalReason("stack.probe.max"))[axis]
                minimums[index] = low
                flexibilities[index] = high == low ? 0 : high - low
            }
        }
        let priorities = subviews.map(\.priority)
        var order = Array(0..<count)
        if options.stackOrder == .flexibility {
            order = stableSorted(order) { a, b in
                if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
                if flexibilities[a] != flexibilities[b] { return flexibilities[a] < flexibilities[b] }
                return minimums[a] > minimums[b]
            }
        } else {
            order = stableSorted(order) { priorities[$0] > priorities[$1] }
        }

        var available = major - internalSpacing
        var start = 0
        var isFirstGroup = true
        while start < count {
            let priority = priorities[order[start]]
            var end = start
            while end < count && priorities[order[end]] == priority { end += 1 }
            // An infinite length stays infinite (∞ − ∞ would be NaN).
            if isFirstGroup {
                if available.isFinite { available -= order[end...].reduce(0) { $0 + minimums[$1] } }
                isFirstGroup = false
            } else if available.isFinite {
                available += order[start..<end].reduce(0) { $0 + minimums[$1] }
            }
            if available.isNaN { available = 0 }
            var remaining = end - start
            for index in order[start..<end] {
                let share = max(available / Double(remaining), 0)
                let childProposal = ProposedViewSize(major: share, minor: minor, axis: axis)
                let reason = ProposalReason("stack.share", [
                    .init("available", available), .init("remaining", Double(remaining)),
                    .init("priority", priority == -.infinity ? nil : priority),
                ])
                let size = subviews[index].sizeThatFits(childProposal, reason: reason)
                proposals[index] = childProposal
                sizes[index] = size
                if available.isFinite { available -= size[axis] }
                if available.isNaN { available = 0 }
                remaining -= 1
            }
            start = end
        }
    }
}

/// Sorts indices stably: ties keep their original (declaration) order, as SwiftUI's stacks do.
func stableSorted(_ items: [Int], by areInIncreasingOrder: (Int, Int) -> Bool) -> [Int] {
    items.enumerated().sorted { lhs, rhs in
        if areInIncreasingOrder(lhs.element, rhs.element) { return true }
        if areInIncreasingOrder(rhs.element, lhs.element) { return false }
        return lhs.offset < rhs.offset
    }.map(\.element)
}
