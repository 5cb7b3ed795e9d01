// layoutPriority [DOC; RE]: layout-neutral (proposal and size pass through); it sets the priority
// stacks and ZStacks order their children by, in place of its content's.

/// `.layoutPriority(_:)`.
struct LayoutPriorityLayout: PassThroughModifier {
    var value: Double

    var name: String { "layoutPriority" }
    func layoutPriority(content: Double?) -> Double { value }
}
