// alignmentGuide [EMP fatbobman "Alignment in SwiftUI"]: layout-neutral; overrides one guide with
// an expression of the child's dimensions (which see any earlier explicit guides).

/// `.alignmentGuide(_:computeValue:)`.
struct AlignmentGuideLayout: PassThroughModifier {
    var horizontal: HorizontalAlignment?
    var vertical: VerticalAlignment?
    var value: GuideExpression

    var name: String { "alignmentGuide" }

    func explicitAlignment(of guide: HorizontalAlignment, size: Size, proposal: ProposedViewSize, context: NodeContext) -> Double? {
        let d = context.subviews[0].dimensions(in: proposal, reason: ProposalReason(.guideMeasure))
        return guide == horizontal ? value.evaluate(d) : d[explicit: guide]
    }

    func explicitAlignment(of guide: VerticalAlignment, size: Size, proposal: ProposedViewSize, context: NodeContext) -> Double? {
        let d = context.subviews[0].dimensions(in: proposal, reason: ProposalReason(.guideMeasure))
        return guide == vertical ? value.evaluate(d) : d[explicit: guide]
    }
}
