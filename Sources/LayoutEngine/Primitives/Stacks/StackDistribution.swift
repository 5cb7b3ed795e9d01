// How a stack shares out its major length (steps 2–5 of Stacks.swift's comment): order the children
// by priority and flexibility, probing lazily, then propose each group's children their shares
// [RE OpenSwiftUI StackLayout: prioritize, sizeChildrenGenerallyWithConcreteMajorProposal;
// _LayoutTraits.FlexibilityEstimate].

extension StackLayout {
    /// Orders the children (unless the order and probes made for this cross proposal still hold,
    /// or there is 0 or ∞ to share) and proposes each its share of `major`.
    func distribute(
        major: Double, minor: Double?, internalSpacing: Double, subviews: LayoutSubviews,
        options: LayoutOptions, slots: SlotBuffer<Slot>
    ) {
        let count = subviews.count
        let shareable = major > 0 && major.isFinite
        if shareable && !state.probesValid {
            prioritize(minor: minor, subviews: subviews, byFlexibility: options.stackOrder == .flexibility, slots: slots)
            state.probesValid = true
            state.probedCross = minor
        }
        var available = major - internalSpacing
        var start = 0
        while start < count {
            let groupPriority = slots[slots[start].fitting].priority
            var end = start + 1
            while end < count && slots[slots[end].fitting].priority == groupPriority { end += 1 }
            // What step 4 sets aside for lower-priority groups (first group) or gives back (later
            // groups): their minimums, all probed by `prioritize`. An infinite length stays infinite.
            var reserved = 0.0
            if !shareable {
                // Unprobed: nothing to reserve (every share is 0 or ∞ whatever is set aside).
            } else if start == 0 {
                for position in end..<count { reserved += slots[slots[position].fitting].lowest }
            } else {
                for position in start..<end { reserved -= slots[slots[position].fitting].lowest }
            }
            if available.isFinite { available -= reserved }
            if available.isNaN { available = 0 }
            var remaining = Double(end - start)
            // `proposed`, `spacing`, `reserved` (set aside for lower-priority groups; negative:
            // given back to this group) and `axis` say how `available` came about. They are the
            // group's: its first call is traced with them, the others refer to it (one reason, its
            // first operands rewritten per call rather than a copy made).
            var reason = TraceReason.stackShare(
                available: available, remaining: remaining,
                priority: groupPriority == -.infinity ? nil : groupPriority,
                proposed: major, spacing: internalSpacing, reserved: reserved, axis: axis.operand)
            let groupCall = subviews.withSession { $0.trace.nextSeq }
            var previousCall = groupCall
            for position in start..<end {
                let index = slots[position].fitting
                let share = StackShare.share(available: available, remaining: remaining)
                let childProposal = ProposedViewSize(major: share, minor: minor, axis: axis)
                if position != start {
                    // Each share follows the previous one in the trace, but every `longestRun`-th.
                    if (position - start) % StackShare.longestRun == 0 {
                        reason.share(groupCall, available: available, remaining: remaining)
                    } else {
                        reason.follow(previousCall, sharedFrom: groupCall, available: available, remaining: remaining)
                    }
                    previousCall = subviews.withSession { $0.trace.nextSeq }
                }
                let size = subviews[index].sizeThatFits(childProposal, traced: reason)
                slots[index].proposal = childProposal
                slots[index].size = size
                (available, remaining) = StackShare.next(available: available, remaining: remaining, taken: size[axis])
            }
            start = end
        }
    }

    /// Sorts the fitting order (priority descending, then least flexible first), probing each child
    /// the first time a comparison needs its lengths, then probes the minimum of every child below
    /// the first priority group not probed yet (what `distribute` reserves for them).
    private func prioritize(minor: Double?, subviews: LayoutSubviews, byFlexibility: Bool, slots: SlotBuffer<Slot>) {
        let count = subviews.count
        for index in 0..<count {
            slots[index].lowest = .nan
            slots[index].highest = .nan
        }
        // SwiftUI's comparison, in its order of probes: the first child's minimum and maximum, then
        // the second's. Equal flexibilities keep their order unless both are infinite; then the
        // larger minimum goes first. (∞ − ∞ is NaN, which precedes nothing and nothing precedes.)
        func precedes(_ a: Int, _ b: Int) -> Bool {
            let pa = slots[a].priority, pb = slots[b].priority
            if pa != pb { return pa > pb }
            guard byFlexibility else { return false }
            if slots[a].highest.isNaN { probe(a, minor: minor, subviews: subviews, slots: slots) }
            if slots[b].highest.isNaN { probe(b, minor: minor, subviews: subviews, slots: slots) }
            let aLow = slots[a].lowest, bLow = slots[b].lowest
            let aFlexibility = slots[a].highest - aLow, bFlexibility = slots[b].highest - bLow
            if aFlexibility == bFlexibility {
                return (aFlexibility == .infinity ? -aLow : 0) < (bFlexibility == .infinity ? -bLow : 0)
            }
            return aFlexibility < bFlexibility
        }
        if count <= 32 {
            // Insertion sort, as SwiftUI sorts up to 32 children: the same comparisons in the same
            // order, so the same probes are traced.
            Self.insertionSort(slots, by: precedes)
        } else {
            var order = slots.map(\.fitting)
            order.sort(by: precedes)
            for position in 0..<count { slots[position].fitting = order[position] }
        }
        let firstPriority = slots[slots[0].fitting].priority
        let minReason = TraceReason(.stackProbeMin, axis.operand)
        for position in stride(from: count - 1, through: 0, by: -1) {
            let index = slots[position].fitting
            if slots[index].priority == firstPriority { break }
            if slots[index].lowest.isNaN {
                slots[index].lowest = subviews[index].sizeThatFits(
                    ProposedViewSize(major: 0, minor: minor, axis: axis), traced: minReason)[axis]
            }
        }
    }

    /// Asks child `index` for its length proposed 0, then ∞, along the axis.
    @inline(never)
    private func probe(_ index: Int, minor: Double?, subviews: LayoutSubviews, slots: SlotBuffer<Slot>) {
        slots[index].lowest = subviews[index].sizeThatFits(
            ProposedViewSize(major: 0, minor: minor, axis: axis), traced: TraceReason(.stackProbeMin, axis.operand))[axis]
        slots[index].highest = subviews[index].sizeThatFits(
            ProposedViewSize(major: .infinity, minor: minor, axis: axis), traced: TraceReason(.stackProbeMax, axis.operand))[axis]
    }

    /// Sorts the slots' fitting order in place, stably: each child moves before those it precedes.
    static func insertionSort(_ slots: SlotBuffer<Slot>, by precedes: (Int, Int) -> Bool) {
        for position in 1..<max(slots.count, 1) {
            let item = slots[position].fitting
            var hole = position
            while hole > 0 && precedes(item, slots[hole - 1].fitting) {
                slots[hole].fitting = slots[hole - 1].fitting
                hole -= 1
            }
            slots[hole].fitting = item
        }
    }
}
