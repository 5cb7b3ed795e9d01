// Seed 000 (Ole Begemann, "Working with percentages in SwiftUI layout"): `relativeProposed`.
// `RelativeSizeLayout` is the article's layout, written against the public `Layout` protocol:
// it multiplies its proposal by the factors (nil and infinity pass through) and proposes that to
// its only subview, whose answer it adopts; it places the subview centred with the same proposal.
// `ProbingRelativeSizeLayout` is the variant the article sketches (engine option
// `relative-proposed=probing`): propose unchanged, scale the child's answer, propose that, and
// adopt the second answer. Seed 000's chat bubble (`.frame(maxWidth: 400)` in 753) is 400 wide
// with the first and 320 with the second.

/// The article's layout: proposes a fraction of its own proposal to its single subview.
public struct RelativeSizeLayout: Layout {
    public var relativeWidth: Double
    public var relativeHeight: Double

    public init(relativeWidth: Double, relativeHeight: Double) {
        self.relativeWidth = relativeWidth
        self.relativeHeight = relativeHeight
    }

    func resized(_ proposal: ProposedViewSize) -> (ProposedViewSize, ProposalReason) {
        let resized = ProposedViewSize(width: proposal.width.map { $0 * relativeWidth },
                                       height: proposal.height.map { $0 * relativeHeight })
        return (resized, ProposalReason(.relativeProposedScale,
                                 proposal.width, proposal.height, relativeWidth, relativeHeight))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        guard let subview = subviews.first else { return .zero }
        let (resized, reason) = resized(proposal)
        return subview.sizeThatFits(resized, reason: reason)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let subview = subviews.first else { return }
        let (resized, reason) = resized(proposal)
        subview.place(at: Point(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: resized, reason: reason)
    }
}

/// The probing variant sketched in seed 000: propose, measure, scale the answer, propose again.
public struct ProbingRelativeSizeLayout: Layout {
    public var relativeWidth: Double
    public var relativeHeight: Double

    public init(relativeWidth: Double, relativeHeight: Double) {
        self.relativeWidth = relativeWidth
        self.relativeHeight = relativeHeight
    }

    func scaledProposal(_ proposal: ProposedViewSize, subview: LayoutSubview) -> (ProposedViewSize, ProposalReason) {
        let measured = subview.sizeThatFits(proposal, reason: ProposalReason(.relativeProposedProbe))
        func scaled(_ length: Double, _ factor: Double, _ proposed: Double?) -> Double? {
            // A nil or infinite proposal is forwarded unchanged, as the article's step 1 says.
            guard let proposed, proposed.isFinite, length.isFinite else { return proposed }
            return length * factor
        }
        let result = ProposedViewSize(width: scaled(measured.width, relativeWidth, proposal.width),
                                      height: scaled(measured.height, relativeHeight, proposal.height))
        return (result, ProposalReason(.relativeProposedRescale,
                                measured.width, measured.height, relativeWidth, relativeHeight))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        guard let subview = subviews.first else { return .zero }
        let (scaled, reason) = scaledProposal(proposal, subview: subview)
        return subview.sizeThatFits(scaled, reason: reason)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let subview = subviews.first else { return }
        let (scaled, reason) = scaledProposal(proposal, subview: subview)
        subview.place(at: Point(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: scaled, reason: reason)
    }
}

/// `relativeProposed(width:height:)`: the article's layout or its probing variant, per the options.
struct RelativeProposedPrimitive: Primitive {
    let layout: CustomLayoutPrimitive

    init(width: Double, height: Double, mode: LayoutOptions.RelativeProposedMode) {
        switch mode {
        case .standard:
            layout = CustomLayoutPrimitive(name: "relativeProposed",
                                           layout: RelativeSizeLayout(relativeWidth: width, relativeHeight: height))
        case .probing:
            layout = CustomLayoutPrimitive(name: "relativeProposed",
                                           layout: ProbingRelativeSizeLayout(relativeWidth: width, relativeHeight: height))
        }
    }

    var name: String { "relativeProposed" }
    var isModifier: Bool { true }
    /// A layout, not a view modifier: its priority is its own (0), not its content's.
    func layoutPriority(content: Double?) -> Double { 0 }

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        layout.sizeThatFits(proposal: proposal, context: context)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, context: NodeContext) {
        layout.placeSubviews(in: bounds, proposal: proposal, context: context)
    }
}
