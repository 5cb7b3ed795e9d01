// safeAreaInset(edge:alignment:spacing:content:) [RE OpenSwiftUI `_InsetViewModifier` /
// `InsetViewLayout` (audited complete); DOC `safeAreaInset(edge:alignment:spacing:content:)`: "The
// modified view is inset by the height of `content`, from `edge`, with its safe area increased by
// the same amount"]. Child 0 is the modified view (the primary), child 1 the inset content.
// Along the edge's axis, with a proposal P along it:
// - the primary is asked its minimum (P with 0 along the axis), the content is proposed
//   max(P − spacing − minimum, 0), then the primary max(P − (content's length + spacing), 0);
//   with P nil both are proposed the modifier's proposal;
// - the modifier is content + spacing + primary long and as wide as the wider of the two;
// - placed, the primary sits against the opposite edge, centred across, and the content against
//   `edge`, its alignment guide on the primary's (SwiftUI's proposal when placing, with nil across
//   replaced by the modifier's size);
// - the spacing, when nil, is the default between the primary and the content as a stack would put
//   it (the primary's spacing towards the content, whichever edge).
// The inset is beyond the primary's safe area: while the primary is placed, the region from its
// edge to the modifier's is noted like a bar's (`LayoutSession.barFrames`), so content that ignores
// the safe area grows under the inset, and on to the screen's edge when the inset reaches the safe
// area's (SafeArea.swift). The modifier has no explicit guides of its own (SwiftUI's inset layout
// answers sizes only). Content that lays out as nothing (`if showsSettings { … }`, false) is no
// inset: the modifier is the primary alone, with no spacing.

/// `.safeAreaInset(edge:alignment:spacing:content:)`.
struct SafeAreaInsetLayout: NoExplicitGuides {
    /// One edge: `.top`, `.bottom`, `.leading` or `.trailing`.
    var edge: EdgeSet
    /// The content's alignment with the primary, across the edge's axis.
    var alignment: Alignment
    var spacing: Double?

    var name: String { "safeAreaInset" }
    var isModifier: Bool { true }
    func childStackAxis(_ offset: Int, enclosing: Axis?) -> Axis? { offset == 0 ? enclosing : nil }

    /// The axis the inset takes room along.
    var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    /// The proposals and the content's size for one proposal to the modifier.
    struct Arrangement {
        var spacing: Double
        var contentProposal: ProposedViewSize
        /// Why: the spacing and the primary's minimum along the axis (0 when the proposal is nil).
        var contentReason: ProposalReason
        /// The content's size and guides under `contentProposal` (asked once, for placing too).
        var content: ViewDimensions
        var primaryProposal: ProposedViewSize
        /// Why: the content's length along the axis and the spacing.
        var primaryReason: ProposalReason

        var contentSize: Size { Size(width: content.width, height: content.height) }
    }

    func arrangement(for proposal: ProposedViewSize, context: NodeContext) -> Arrangement {
        let subviews = context.subviews
        let spacing = self.spacing ?? StackLayout.defaultSpacing(between: subviews[0], and: subviews[1], along: axis,
                                                                 context: context)
        var contentProposal = proposal, primaryProposal = proposal
        var minimum = 0.0
        if let length = proposal[axis] {
            var probe = proposal
            probe[axis] = 0
            minimum = subviews[0].sizeThatFits(probe, reason: ProposalReason(.insetMinimum, axis.operand))[axis]
            contentProposal[axis] = max(max(length - spacing, 0) - minimum, 0)
        }
        let contentReason = ProposalReason(.insetContent, spacing, minimum, axis.operand)
        let content = subviews[1].dimensions(in: contentProposal, reason: contentReason)
        let contentLength = axis == .vertical ? content.height : content.width
        if let length = proposal[axis] { primaryProposal[axis] = max(length - (contentLength + spacing), 0) }
        return Arrangement(spacing: spacing, contentProposal: contentProposal, contentReason: contentReason, content: content,
                           primaryProposal: primaryProposal,
                           primaryReason: ProposalReason(.insetPrimary, contentLength, spacing, axis.operand))
    }

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        guard context.subviews.count > 1 else {
            return context.subviews.first?.sizeThatFits(proposal, reason: ProposalReason(.neutral)) ?? .zero
        }
        let arranged = arrangement(for: proposal, context: context)
        let primary = context.subviews[0].sizeThatFits(arranged.primaryProposal, reason: arranged.primaryReason)
        let content = arranged.contentSize
        return axis == .vertical
            ? Size(width: max(content.width, primary.width), height: content.height + arranged.spacing + primary.height)
            : Size(width: content.width + arranged.spacing + primary.width, height: max(content.height, primary.height))
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, context: NodeContext) {
        let subviews = context.subviews
        guard subviews.count > 1 else {
            subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal, reason: ProposalReason(.neutral))
            return
        }
        var placing = proposal
        if placing[axis.cross] == nil { placing[axis.cross] = bounds.size[axis.cross] }
        let arranged = arrangement(for: placing, context: context)
        let primary = subviews[0].dimensions(in: arranged.primaryProposal, reason: arranged.primaryReason)
        let content = arranged.content
        // The primary against the opposite edge, centred across; the content against `edge`.
        let primaryOrigin: Point, contentOrigin: Point, inset: Rect
        switch edge {
        case .top, .bottom:
            let x = bounds.midX - primary.width / 2
            let y = edge == .bottom ? bounds.minY : bounds.maxY - primary.height
            primaryOrigin = Point(x: x, y: y)
            contentOrigin = Point(x: x + primary[alignment.horizontal] - content[alignment.horizontal],
                                  y: edge == .bottom ? bounds.maxY - content.height : bounds.minY)
            inset = edge == .bottom
                ? Rect(x: x, y: y + primary.height, width: primary.width, height: bounds.maxY - (y + primary.height))
                : Rect(x: x, y: bounds.minY, width: primary.width, height: y - bounds.minY)
        default:
            let x = edge == .trailing ? bounds.minX : bounds.maxX - primary.width
            let y = bounds.midY - primary.height / 2
            primaryOrigin = Point(x: x, y: y)
            contentOrigin = Point(x: edge == .trailing ? bounds.maxX - content.width : bounds.minX,
                                  y: y + primary[alignment.vertical] - content[alignment.vertical])
            inset = edge == .trailing
                ? Rect(x: x + primary.width, y: y, width: bounds.maxX - (x + primary.width), height: primary.height)
                : Rect(x: bounds.minX, y: y, width: x - bounds.minX, height: primary.height)
        }
        context.session.barFrames.append(inset)
        subviews[0].place(at: primaryOrigin, dimensions: primary, reason: arranged.primaryReason)
        context.session.barFrames.removeLast()
        subviews[1].place(at: contentOrigin, dimensions: content, reason: arranged.contentReason)
    }
}
