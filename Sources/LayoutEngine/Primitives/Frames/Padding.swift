// padding [RE OpenSwiftUI _PaddingLayout, DefaultPadding]: the child is proposed the proposal
// minus the insets (floored at 0, nil stays nil) and placed at (leading, top); the padding view is
// the child's size plus the insets. A nil edge length uses the default padding (16; option
// `default-padding`).
// A scroll view's content margins (`.contentMargins`, or `.safeAreaPadding` on a scroll view) are
// laid out the same way, and the container a `containerRelativeFrame` inside measures is the scroll
// view less them [DOC containerRelativeFrame: the container's size "subtracting any safe area
// insets that might be applied to that container"; DOC ScrollTargetBehaviorContext.containerSize:
// "the bounds of the scroll view subtracting any insets applied to the scroll view"].

/// `.padding(...)`.
struct PaddingLayout: Primitive {
    var top: Double?
    var leading: Double?
    var bottom: Double?
    var trailing: Double?
    /// Whether these are a scroll view's content margins (`ViewKind.contentMargins`).
    var isContentMargins = false

    var name: String { isContentMargins ? "contentMargins" : "padding" }
    var isModifier: Bool { true }

    /// Its content's, with plain edges where it pads (TextSpacing.swift).
    func verticalSpacing(context: NodeContext) -> VerticalSpacing {
        let insets = insets(context.options)
        let content = context.subviews.first?.verticalSpacing ?? .plain
        return content.reset(top: insets.top != 0, bottom: insets.bottom != 0)
    }

    func insets(_ options: LayoutOptions) -> EdgeInsets {
        let fallback = options.defaultPadding
        return EdgeInsets(top: top ?? fallback, leading: leading ?? fallback,
                          bottom: bottom ?? fallback, trailing: trailing ?? fallback)
    }

    func childProposal(_ proposal: ProposedViewSize, _ insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - insets.horizontal) },
                         height: proposal.height.map { max(0, $0 - insets.vertical) })
    }

    func reason(_ insets: EdgeInsets) -> ProposalReason {
        ProposalReason(.padding, insets.top, insets.leading, insets.bottom, insets.trailing)
    }

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        let insets = insets(context.options)
        let child = inMargins(insets, context) {
            context.subviews[0].sizeThatFits(childProposal(proposal, insets), reason: reason(insets))
        }
        return Size(width: max(0, child.width + insets.horizontal), height: max(0, child.height + insets.vertical))
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, context: NodeContext) {
        let insets = insets(context.options)
        inMargins(insets, context) {
            context.subviews[0].place(at: Point(x: bounds.minX + insets.leading, y: bounds.minY + insets.top),
                                      anchor: .topLeading, proposal: childProposal(proposal, insets), reason: reason(insets))
        }
    }

    /// Runs `body` with content margins taken off the container that a `containerRelativeFrame`
    /// inside measures (the scroll view's proposal); plain padding leaves it as it is.
    @inline(__always)
    private func inMargins<Result>(_ insets: EdgeInsets, _ context: NodeContext, _ body: () -> Result) -> Result {
        guard isContentMargins, let container = context.session.scrollContainers.last else { return body() }
        context.session.scrollContainers.append(childProposal(container, insets))
        defer { context.session.scrollContainers.removeLast() }
        return body()
    }

    func explicitAlignment(of guide: HorizontalAlignment, size: Size, proposal: ProposedViewSize, context: NodeContext) -> Double? {
        let insets = insets(context.options)
        return inMargins(insets, context) { context.subviews[0].dimensions(in: childProposal(proposal, insets))[explicit: guide] }
            .map { $0 + insets.leading }
    }

    func explicitAlignment(of guide: VerticalAlignment, size: Size, proposal: ProposedViewSize, context: NodeContext) -> Double? {
        let insets = insets(context.options)
        return inMargins(insets, context) { context.subviews[0].dimensions(in: childProposal(proposal, insets))[explicit: guide] }
            .map { $0 + insets.top }
    }
}
