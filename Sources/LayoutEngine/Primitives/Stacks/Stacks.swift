// HStack and VStack [RE OpenSwiftUI StackLayout; EMP seed 001 (Ole Begemann), seed 004 (netsplit),
// objc.io "How an HStack Lays out Its Children"].
//
// Along the stack's axis (the "major" axis), for a concrete proposal P:
// 1. Spacing between neighbours is the stack's `spacing`; when it is nil, nothing next to a
//    Spacer, the default spacing (8) along an HStack, and along a VStack what the facing edges of
//    the two children ask for (TextSpacing.swift: 8 between views without text, 0 between two
//    Texts, about 6.4 above and 10.6 below 17 pt text). available = P − Σ spacing.
// 2. Children are grouped by layout priority, highest first; within a group the least flexible go
//    first. Flexibility = maximum − minimum, the child's lengths proposed major ∞ and major 0 with
//    the stack's cross-axis proposal. Equal flexibilities keep their order, except two infinite ones:
//    the larger minimum goes first. `stack-order=declaration` keeps the order inside each group.
// 3. The probes are asked lazily, as the (insertion) sort compares two children of one priority: a
//    child alone in its group is never probed, and a lower group's children only for their minimum.
//    The answers and the order are the stack's cache: they are asked again only when the cross-axis
//    proposal differs from the stack's latest arrangement's (or that one was ideal, major nil), and
//    the sort starts from the previous order [RE OpenSwiftUI StackLayout.prioritize]. With 0 or ∞
//    to share, every child is proposed 0 or ∞ whatever the order, so the engine does not probe
//    (SwiftUI does; those answers could not change a frame), and nothing is reserved.
// 4. The first group's available length is reduced by the minimum lengths of all lower-priority
//    children; each later group gets its own children's minimums back.
// 5. Each child of a group in turn is proposed (available ÷ children left in the group), floored
//    at 0; what it takes is subtracted. Leftover space is not redistributed (seed 001), and
//    overflow is allowed: the stack reports Σ sizes + spacing, not its proposal.
// A nil major proposal asks every child for its ideal length instead (no probing).
// Across the axis, children are aligned by the stack's alignment guide and the stack is the
// union of their aligned extents. The stack keeps its latest arrangement: placing it, or asking its
// explicit guides, arranges it again (with a nil cross proposal replaced by the stack's own cross
// size) only when that proposal differs from the latest.

extension Axis {
    /// The axis as a trace operand: 0 horizontal, 1 vertical.
    var operand: Double { self == .horizontal ? 0 : 1 }
}

/// `HStack` / `VStack` (also how a `Group` laid out on its own stacks its children).
struct StackLayout: Primitive {
    /// The stack's settings and cache, in one object: the value (9 bytes) then fits an
    /// existential's inline buffer, so no box is made per node and copying it is one retain.
    let state: State
    let axis: Axis

    /// A stack's settings and its cache: the latest arrangement, the proposal it was made for, and
    /// the children's probed lengths and order. Its slots are allocated at the first arrangement and
    /// rewritten by each later one (no array per proposal).
    final class State {
        let spacing: Double?
        let vertical: VerticalAlignment
        let horizontal: HorizontalAlignment
        /// One slot per subview: the arrangement for `arranged` (in the session's `PlainArena`).
        @exclusivity(unchecked) var slots = SlotBuffer<Slot>.empty
        /// The proposal `slots` were arranged for by the latest arrangement (nil: none yet), and
        /// the stack's size then (SwiftUI's `lastProposedSize` and `stackSize`).
        @exclusivity(unchecked) var arranged: ProposedViewSize?
        @exclusivity(unchecked) var arrangedSize = Size.zero
        /// The slots' probed lengths and order hold for cross proposal `probedCross` (SwiftUI's
        /// condition: no arrangement since had another cross proposal or a nil major).
        @exclusivity(unchecked) var probesValid = false
        @exclusivity(unchecked) var probedCross: Double?
        /// The bit of the guide children are aligned by across the axis, in their guide masks.
        let crossGuideBit: UInt16
        /// The spacing before each child, worked out once per layout (`gapsKnown`): one length
        /// for every gap (`uniformGap`), or one per child (`gapList`). Plain fields, not a `Gaps`
        /// value: reading an enum with an array in it is a retain and a release per arrangement.
        @exclusivity(unchecked) var gapsKnown = false
        @exclusivity(unchecked) var uniformGap = 0.0
        @exclusivity(unchecked) var gapList: [Double]?
        /// Whether a subview is a navigation or tab bar (`Primitive.isBar`): while the stack
        /// places its subviews, the bars' frames lie beyond the others' safe area.
        @exclusivity(unchecked) var hasBars = false

        init(axis: Axis, spacing: Double?, vertical: VerticalAlignment, horizontal: HorizontalAlignment) {
            self.spacing = spacing
            self.vertical = vertical
            self.horizontal = horizontal
            crossGuideBit = axis == .horizontal ? vertical.identity.maskBit(custom: GuideCode.customVerticalBit)
                : horizontal.identity.maskBit(custom: GuideCode.customHorizontalBit)
        }
    }

    init(axis: Axis, vertical: VerticalAlignment, horizontal: HorizontalAlignment, spacing: Double?) {
        self.axis = axis
        self.state = State(axis: axis, spacing: spacing, vertical: vertical, horizontal: horizontal)
    }

    var spacing: Double? { state.spacing }
    var vertical: VerticalAlignment { state.vertical }
    var horizontal: HorizontalAlignment { state.horizontal }

    /// The spacing before each child but the first: usually one length for every gap (no array).
    enum Gaps {
        case uniform(Double)
        case perChild([Double])

        subscript(index: Int) -> Double {
            switch self {
            case .uniform(let gap): gap
            case .perChild(let gaps): gaps[index]
            }
        }
    }

    /// What the stack knows about one child during an arrangement.
    struct Slot {
        var proposal = ProposedViewSize.unspecified
        var size = Size.zero
        /// Origin relative to the stack's top-leading corner.
        var origin = Point.zero
        /// Spacing before this child.
        var gap = 0.0
        var crossStart = 0.0
        /// The child's layout priority, read when the slots are made (the order compares it often).
        var priority = 0.0
        /// The child's length along the axis proposed 0 and ∞ (across: the cross proposal the probes
        /// were made for); NaN until a comparison or a reservation asks for it.
        var lowest = Double.nan
        var highest = Double.nan
        /// The order children are proposed their shares in: slot `i` holds the `i`-th child's index
        /// (SwiftUI's `fittingOrder`), kept from one arrangement to the next.
        var fitting = 0
    }

    var name: String { axis == .horizontal ? "HStack" : "VStack" }
    func childStackAxis(_ offset: Int, enclosing: Axis?) -> Axis? { axis }

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        arrangement(for: proposal, subviews: context.subviews, context: context)
    }

    /// The slots (each child's priority, the order by priority) and the spacing before each child
    /// depend on no proposal: they are made as the session is built.
    func prepare(context: NodeContext) {
        let subviews = context.subviews
        guard subviews.count > 0 else { return }
        makeSlots(subviews)
        workOutGaps(subviews: subviews, context: context)
        state.hasBars = context.withSession { session in subviews.nodes.contains { session.bars[$0] } }
    }

    /// The stack's arrangement for `proposal`, in its slots: the latest one when the proposal is
    /// the same, otherwise made now (the cache then holds it). Nothing asks a stack again while it
    /// arranges (its subviews ask only their own), so no arrangement writes over another in
    /// progress. Every arrangement writes each slot's fields before reading them, so the slots are
    /// cleared once, when made.
    func arrangement(for proposal: ProposedViewSize, subviews: LayoutSubviews, context: NodeContext) -> Size {
        if state.arranged == proposal { return state.arrangedSize }
        guard subviews.count > 0 else { return .zero }
        if state.slots.count != subviews.count { makeSlots(subviews) }
        if proposal[axis] == nil || proposal[axis.cross] != state.probedCross { state.probesValid = false }
        let size = arrange(proposal: proposal, context: context, subviews: subviews, into: state.slots)
        state.arranged = proposal
        state.arrangedSize = size
        return size
    }

    /// The slots, in the session's arena, with each child's priority, and the children in order of
    /// priority (declaration order within each): the order before any probe.
    @inline(never)
    private func makeSlots(_ subviews: LayoutSubviews) {
        let slots = subviews.withSession { session in
            let slots = SlotBuffer<Slot>.allocate(count: subviews.count, initial: Slot(), in: session.plainArena)
            for index in 0..<subviews.count {
                slots[index].priority = session.priorities[subviews.nodes[index]]
                slots[index].fitting = index
            }
            return slots
        }
        Self.insertionSort(slots) { slots[$0].priority > slots[$1].priority }
        state.slots = slots
    }

    /// The proposal a stack is placed (and its guides are asked) with: a nil cross length is the
    /// stack's own (SwiftUI's `proposalWhenPlacing`).
    private func placing(_ proposal: ProposedViewSize, size: Size) -> ProposedViewSize {
        var placing = proposal
        if placing[axis.cross] == nil { placing[axis.cross] = size[axis.cross] }
        return placing
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, context: NodeContext) {
        placeSubviews(in: bounds, proposal: proposal, subviews: context.subviews, context: context)
    }

    /// Places `subviews` (the node's, or those a layout lays out with this stack) in `bounds`.
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: NodeContext) {
        _ = arrangement(for: placing(proposal, size: bounds.size), subviews: subviews, context: context)
        place(state.slots, in: bounds, subviews: subviews, context: context)
    }

    private func place(_ slots: SlotBuffer<Slot>, in bounds: Rect, subviews: LayoutSubviews, context: NodeContext) {
        let bars = state.hasBars ? addBarFrames(slots, in: bounds, subviews: subviews, context: context) : 0
        defer { if bars > 0 { context.session.barFrames.removeLast(bars) } }
        for index in 0..<slots.count {
            let slot = slots[index]
            let d = ViewDimensions(session: context.sessionRef, node: subviews[index].node, proposal: slot.proposal, size: slot.size)
            subviews[index].place(at: Point(x: bounds.minX + slot.origin.x, y: bounds.minY + slot.origin.y), dimensions: d,
                                  reason: ProposalReason(.stackPlace, Double(index)))
        }
    }

    /// Notes the frames of the bars among `subviews` for the views placed beside them (SafeArea.swift);
    /// returns how many.
    @inline(never)
    private func addBarFrames(_ slots: SlotBuffer<Slot>, in bounds: Rect, subviews: LayoutSubviews, context: NodeContext) -> Int {
        let session = context.session
        var added = 0
        for index in 0..<slots.count where session.bars[subviews[index].node] {
            let slot = slots[index]
            session.barFrames.append(Rect(x: bounds.minX + slot.origin.x, y: bounds.minY + slot.origin.y,
                                          width: slot.size.width, height: slot.size.height))
            added += 1
        }
        return added
    }

    // Explicit guides: the text baselines (first child's first, last child's last) and custom
    // guides (the mean of the children's); the built-in frame guides do not pass through a stack.
    func mayAnswer(_ guide: HorizontalAlignment) -> Bool { guide.isCustom }
    func mayAnswer(_ guide: VerticalAlignment) -> Bool { guide.isBaseline || guide.isCustom }
    var guideMask: UInt16 { GuideCode.baselineBits | GuideCode.customHorizontalBit | GuideCode.customVerticalBit }

    func explicitAlignment(of guide: HorizontalAlignment, size: Size, proposal: ProposedViewSize, context: NodeContext) -> Double? {
        guard var merge = ExplicitMerge(guide) else { return nil }
        forEachChild(placing: placing(proposal, size: size), subviews: context.subviews, context: context) { d, origin in
            merge.add(d[explicit: guide].map { origin.x + $0 })
        }
        return merge.value
    }

    func explicitAlignment(of guide: VerticalAlignment, size: Size, proposal: ProposedViewSize, context: NodeContext) -> Double? {
        guard var merge = ExplicitMerge(guide) else { return nil }
        forEachChild(placing: placing(proposal, size: size), subviews: context.subviews, context: context) { d, origin in
            merge.add(d[explicit: guide].map { origin.y + $0 })
        }
        return merge.value
    }

    /// Each child's dimensions and origin in the arrangement for `proposal` (the stack's cache), in order.
    private func forEachChild(placing proposal: ProposedViewSize, subviews: LayoutSubviews, context: NodeContext,
                              _ body: (ViewDimensions, Point) -> Void) {
        _ = arrangement(for: proposal, subviews: subviews, context: context)
        let slots = state.slots
        for index in 0..<subviews.count {
            body(ViewDimensions(session: context.sessionRef, node: subviews[index].node, proposal: slots[index].proposal,
                                size: slots[index].size),
                 slots[index].origin)
        }
    }

    /// Arranges the subviews for `proposal` (steps 1–5 of the file comment, then the cross axis):
    /// fills one slot per subview; returns the stack's size. `slots` hold plain values left by an
    /// earlier arrangement of the same subviews: each arrangement field is written before it is
    /// read (the first gap is never written, so it stays 0).
    private func arrange(proposal: ProposedViewSize, context: NodeContext, subviews: LayoutSubviews,
                         into slots: SlotBuffer<Slot>) -> Size {
        let count = slots.count
        var internalSpacing = 0.0
        if !state.gapsKnown { workOutGaps(subviews: subviews, context: context) }
        if let gapList = state.gapList {
            for index in 1..<max(count, 1) {
                slots[index].gap = gapList[index]
                internalSpacing += gapList[index]
            }
        } else {
            let gap = state.uniformGap
            for index in 1..<max(count, 1) {
                slots[index].gap = gap
                internalSpacing += gap
            }
        }
        let minor = proposal[axis.cross]

        if let major = proposal[axis] {
            distribute(major: major, minor: minor, internalSpacing: internalSpacing, subviews: subviews,
                       options: context.options, slots: slots)
        } else {
            let childProposal = ProposedViewSize(major: nil, minor: minor, axis: axis)
            let reason = TraceReason(.stackIdeal, axis.operand)
            for index in 0..<count {
                slots[index].proposal = childProposal
                slots[index].size = subviews[index].sizeThatFits(childProposal, traced: reason)
            }
        }

        // Cross axis: align every child on the stack's guide; the stack spans their union.
        // An infinitely long child makes the stack infinitely long across; it starts at 0.
        var low = Double.infinity
        var high = -Double.infinity
        var unbounded = false
        // The guide's bit in the children's guide masks: a child without it has no explicit value
        // for the guide (`LayoutSession.explicitAlignment` answers nil), so its default is taken
        // without asking.
        let vertical = self.vertical, horizontal = self.horizontal
        let guideBit = state.crossGuideBit
        for index in 0..<count {
            let slot = slots[index]
            guard slot.size[axis.cross].isFinite else {
                unbounded = true
                continue
            }
            let node = subviews[index].node
            let d = ViewDimensions(session: context.sessionRef, node: node, proposal: slot.proposal, size: slot.size)
            let mayBeExplicit = context.withSession { $0.guideMasks[node] } & guideBit != 0
            let start = -(axis == .horizontal ? (mayBeExplicit ? d[vertical] : vertical.defaultValue(d))
                : (mayBeExplicit ? d[horizontal] : horizontal.defaultValue(d)))
            slots[index].crossStart = start
            low = min(low, start)
            high = max(high, start + slot.size[axis.cross])
        }
        if !low.isFinite { low = 0; high = 0 }
        var cursor = 0.0
        var majorTotal = internalSpacing
        for index in 0..<count {
            cursor += slots[index].gap
            let size = slots[index].size
            let cross = size[axis.cross].isFinite ? finiteOrZero(slots[index].crossStart - low) : 0
            slots[index].origin = axis == .horizontal ? Point(x: cursor, y: cross) : Point(x: cross, y: cursor)
            let length = size[axis]
            cursor = length.isFinite ? cursor + length : length
            majorTotal += length
        }
        let crossTotal = unbounded ? .infinity : high - low
        return axis == .horizontal
            ? Size(width: majorTotal, height: crossTotal) : Size(width: crossTotal, height: majorTotal)
    }

    /// Works out the spacing before each child (step 1 of the file comment) and keeps it in the
    /// stack's state.
    @inline(never)
    private func workOutGaps(subviews: LayoutSubviews, context: NodeContext) {
        var gaps = Gaps.uniform(spacing ?? context.options.defaultSpacing)
        if subviews.count > 1 {
            let first = gap(before: 1, subviews, context)
            gaps = .uniform(first)
            for index in subviews.indices.dropFirst(2) where gap(before: index, subviews, context) != first {
                gaps = .perChild([0] + subviews.indices.dropFirst().map { gap(before: $0, subviews, context) })
                break
            }
        }
        switch gaps {
        case .uniform(let gap): state.uniformGap = gap
        case .perChild(let list): state.gapList = list
        }
        state.gapsKnown = true
    }

    /// The spacing between child `index - 1` and child `index`.
    private func gap(before index: Int, _ subviews: LayoutSubviews, _ context: NodeContext) -> Double {
        if let spacing { return spacing }
        return Self.defaultSpacing(between: subviews[index - 1], and: subviews[index], along: axis, context: context)
    }

    /// The spacing between two adjacent views along `axis` when none is given: none beside a
    /// Spacer, the platform's default across, and down the views' own spacing preferences
    /// (TextSpacing.swift). Also `.safeAreaInset`'s default spacing (SafeAreaInset.swift).
    static func defaultSpacing(between before: LayoutSubview, and after: LayoutSubview, along axis: Axis,
                               context: NodeContext) -> Double {
        let options = context.options
        if after.isSpacer || before.isSpacer { return 0 }
        if axis == .horizontal { return options.defaultSpacing }
        if options.textSpacing == .uniform {
            let touching = options.platform == .macos && Self.isText(after.node, context.session)
                && Self.isText(before.node, context.session)
            return touching ? 0 : options.defaultSpacing
        }
        return before.verticalSpacing.bottom.distance(toNext: after.verticalSpacing.top, pixel: 1 / options.displayScale)
            ?? options.defaultSpacing
    }

    /// A VStack's top edge is its first child's and its bottom edge its last child's; an HStack
    /// merges its children's (TextSpacing.swift). An empty stack states 0.
    func verticalSpacing(context: NodeContext) -> VerticalSpacing {
        let subviews = context.subviews
        guard let first = subviews.first, let last = subviews.last else { return .zero }
        if axis == .vertical {
            return VerticalSpacing(top: first.verticalSpacing.top, bottom: last.verticalSpacing.bottom)
        }
        return subviews.mergedVerticalSpacing ?? .zero
    }

    /// A Text, possibly inside the text-environment modifiers (`.font`, `.lineLimit`, traits, ...).
    static func isText(_ node: Int, _ session: LayoutSession) -> Bool {
        var current = node
        while true {
            let primitive = session.primitives[current]
            if primitive is TextLayout { return true }
            guard primitive is any TextEnvironmentModifier,
                  let content = session.subviewLists[current].first else { return false }
            current = content
        }
    }
}
