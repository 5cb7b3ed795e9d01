// Fixed frame [RE OpenSwiftUI _FrameLayout; DOC frame(width:height:alignment:); EMP seed 004
// (netsplit "Flexible Frames"), seed 002 (fatbobman)].
//
// `.frame(width:height:alignment:)`: a given dimension is proposed to the child and
// chosen as the frame's own; a nil dimension is layout-neutral (the parent's proposal passes
// through and the child's answer is chosen). With both given, the child is not even asked.
// The child keeps its own size, so it may overflow the frame; it is aligned by `alignment`.
// (The flexible frame is `FlexibleFrameLayout`, in FlexibleFrame.swift; a chrome element is a
// fixed frame of the platform's size, Chrome.swift.)

/// `.frame(width:height:alignment:)`.
struct FixedFrameLayout: Primitive {
    var width: Double?
    var height: Double?
    var alignment: Alignment
    /// The chrome element this frame sizes, if it is one (Chrome.swift): its name and rule change.
    var chrome: ChromeElement? = nil

    init(width: Double?, height: Double?, alignment: Alignment) {
        // Negative or non-finite lengths are ignored, as SwiftUI does (with a runtime warning).
        self.width = width.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        self.height = height.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        self.alignment = alignment
    }

    var name: String { chrome?.pathName ?? "frame" }
    var isModifier: Bool { true }
    var isBar: Bool { chrome?.isBar ?? false }

    /// Its content's, with plain top and bottom edges when it fixes the height (TextSpacing.swift).
    func verticalSpacing(context: NodeContext) -> VerticalSpacing {
        let content = context.subviews.first?.verticalSpacing ?? .plain
        return content.reset(top: height != nil, bottom: height != nil)
    }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    var reason: ProposalReason {
        ProposalReason(chrome == nil ? .frameFixed : .chrome, width, height)
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
