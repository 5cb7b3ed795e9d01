// Flexible frame `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`
// [RE OpenSwiftUI _FlexFrameLayout, its values checked against real SwiftUI; DOC; EMP seed 004].
//
// Normalisation per axis (what real SwiftUI stores): min = max(min, 0); ideal = max(min ?? 0, ideal);
// max = max(ideal ?? 0, max) — max is raised to ideal, not to min, so min > max can remain.
// Sizing per axis, with P the frame's proposal:
// - P given and both min and max (min ≤ max): the frame takes P clamped to [min, max], whatever
//   its child does (seed 004: "setting both bases the frame size on its parent, not its child").
// - P nil and an ideal: the frame takes the ideal.
// - otherwise the child is asked (proposed P, or the ideal, clamped to [min, max]) and the frame
//   takes: min & max → the child's size clamped; min only → max(min(proposed, child), min);
//   max only → min(max(proposed, child), max); neither (or min > max) → the child's size.
// If both axes are decided without the child, the child is not asked.
// Placement proposes the frame's final size, except that an axis with a nil proposal, no ideal,
// and a size strictly inside (min, max) proposes nil, so the child keeps its ideal size.

/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
struct FlexibleFrameLayout: Primitive {
    struct Limits {
        var min: Double?
        var ideal: Double?
        var max: Double?

        init(min: Double?, ideal: Double?, max: Double?) {
            let lower = min.map { Swift.max($0, 0) }
            let preferred = ideal.map { Swift.max(lower ?? 0, $0) }
            self.min = lower
            self.ideal = preferred
            self.max = max.map { Swift.max(preferred ?? 0, $0) }
        }

        var hasRange: Bool {
            guard let min, let max else { return false }
            return min <= max
        }

        /// The frame's length when it does not depend on the child.
        func decided(_ proposal: Double?) -> Double? {
            if let proposal {
                guard hasRange, let min, let max else { return nil }
                return Swift.min(Swift.max(proposal, min), max)
            }
            return ideal
        }

        func childProposal(_ proposal: Double?) -> Double? {
            guard let value = proposal ?? ideal else { return nil }
            return Swift.min(Swift.max(value, min ?? -.infinity), max ?? .infinity)
        }

        /// The frame's length from the child's.
        func fromChild(_ child: Double, proposed: Double?) -> Double {
            switch (min, max) {
            case let (min?, max?) where min <= max: return Swift.min(Swift.max(child, min), max)
            case let (min?, nil): return Swift.max(Swift.min(proposed ?? .infinity, child), min)
            case let (nil, max?): return Swift.min(Swift.max(proposed ?? -.infinity, child), max)
            default: return child
            }
        }
    }

    var width: Limits
    var height: Limits
    var alignment: Alignment

    init(minWidth: Double?, idealWidth: Double?, maxWidth: Double?,
         minHeight: Double?, idealHeight: Double?, maxHeight: Double?, alignment: Alignment) {
        width = Limits(min: minWidth, ideal: idealWidth, max: maxWidth)
        height = Limits(min: minHeight, ideal: idealHeight, max: maxHeight)
        self.alignment = alignment
    }

    var name: String { "frame" }
    var isModifier: Bool { true }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width.childProposal(proposal.width), height: height.childProposal(proposal.height))
    }

    var reason: ProposalReason {
        ProposalReason(.frameFlexible, width.min, width.ideal, width.max, height.min, height.ideal, height.max)
    }

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        let decidedWidth = width.decided(proposal.width)
        let decidedHeight = height.decided(proposal.height)
        if let decidedWidth, let decidedHeight { return Size(width: decidedWidth, height: decidedHeight) }
        let childProposal = childProposal(proposal)
        let child = context.subviews[0].sizeThatFits(childProposal, reason: reason)
        return Size(width: decidedWidth ?? width.fromChild(child.width, proposed: childProposal.width),
                    height: decidedHeight ?? height.fromChild(child.height, proposed: childProposal.height))
    }

    func placementProposal(size: Size, proposal: ProposedViewSize) -> ProposedViewSize {
        func axis(_ limits: Limits, _ length: Double, _ proposed: Double?) -> Double? {
            if proposed == nil, limits.ideal == nil,
               length > (limits.min ?? -.infinity), length < (limits.max ?? .infinity),
               limits.min != nil || limits.max != nil {
                return nil
            }
            return length
        }
        return ProposedViewSize(width: axis(width, size.width, proposal.width),
                                height: axis(height, size.height, proposal.height))
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, context: NodeContext) {
        placeAligned(context.subviews[0], in: bounds, proposal: placementProposal(size: bounds.size, proposal: proposal),
                     alignment: alignment, reason: ProposalReason(.frameFlexiblePlace))
    }

    func childOffset(size: Size, proposal: ProposedViewSize, context: NodeContext) -> (ViewDimensions, Point) {
        let d = context.subviews[0].dimensions(in: placementProposal(size: size, proposal: proposal),
                                               reason: ProposalReason(.frameFlexiblePlace))
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
