// A list row and its separator [DOC HorizontalAlignment.listRowSeparatorLeading: "A guide marking
// the leading edge of a List row separator", whose example lines the separator up with a Text
// after an emoji; EMP zenn.dev m1k50118 (iOS 16): SwiftUI insets the separator to the leading edge
// of the row's text, and a `listRowSeparatorTrailing` guide at the content's trailing edge ends it
// there; choice: a row without text keeps the separator in line with the rows' content, 16 in].
//
// `.listRow`: child 0 is the row, child 1 (when present) the Divider below it, which belongs to
// the row as a table cell's separator does. The row is proposed the whole proposal; the separator
// is proposed the width from the row's `listRowSeparatorLeading` guide to its
// `listRowSeparatorTrailing` guide and no height, and is placed under the row at the first guide.
// Text states the leading guide at its own leading edge (Text.swift), stacks pass on their
// leftmost text's, so a `Label` or `HStack { Image; Text }` row starts its separator at the text;
// a row without text has no explicit value and starts it at the rows' content inset. The
// trailing guide's default is the row's trailing edge. The pair is as wide as the row and as high
// as the row and the separator together, as the two were in the list's stack.

/// `.listRow`: a list row with the separator below it.
struct ListRowLayout: Primitive {
    /// The platform whose list insets place a separator in a row without text.
    var platform: LayoutOptions.Platform

    var name: String { "listRow" }
    /// The row and its separator see the stack the pair is in (the list's column), as they did
    /// when they were its children.
    func childStackAxis(_ offset: Int, enclosing: Axis?) -> Axis? { enclosing }

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        let subviews = context.subviews
        let row = subviews[0].sizeThatFits(proposal, reason: ProposalReason(.secondaryPrimary))
        guard subviews.count > 1 else { return row }
        let (proposed, reason) = separatorProposal(row: row, proposal: proposal, context: context)
        let line = subviews[1].sizeThatFits(proposed, reason: reason)
        return Size(width: row.width, height: row.height + line.height)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, context: NodeContext) {
        let subviews = context.subviews
        let row = subviews[0].sizeThatFits(proposal, reason: ProposalReason(.secondaryPrimary))
        subviews[0].place(at: bounds.origin, anchor: .topLeading, proposal: proposal, reason: ProposalReason(.secondaryPrimary))
        guard subviews.count > 1 else { return }
        let (proposed, reason) = separatorProposal(row: row, proposal: proposal, context: context)
        let leading = reason.value(at: 0) ?? 0
        subviews[1].place(at: Point(x: bounds.origin.x + leading, y: bounds.origin.y + row.height), anchor: .topLeading,
                          proposal: proposed, reason: reason)
    }

    /// The separator's proposal and its reason: from the row's leading guide (explicit, else the
    /// rows' content inset) to its trailing guide (explicit, else its trailing edge).
    private func separatorProposal(row: Size, proposal: ProposedViewSize, context: NodeContext)
        -> (ProposedViewSize, ProposalReason) {
        let d = context.subviews[0].dimensions(in: proposal, reason: ProposalReason(.guideMeasure))
        let leading = d[explicit: .listRowSeparatorLeading] ?? PlatformChrome(platform).listInsets(.separatorInset).leading
        let trailing = d[explicit: .listRowSeparatorTrailing] ?? row.width
        let width = max(trailing - leading, 0)
        return (ProposedViewSize(width: width, height: nil), ProposalReason(.listRowSeparator, leading, trailing))
    }

    func explicitAlignment(of guide: HorizontalAlignment, size: Size, proposal: ProposedViewSize, context: NodeContext) -> Double? {
        context.subviews[0].dimensions(in: proposal, reason: ProposalReason(.guideMeasure))[explicit: guide]
    }

    func explicitAlignment(of guide: VerticalAlignment, size: Size, proposal: ProposedViewSize, context: NodeContext) -> Double? {
        context.subviews[0].dimensions(in: proposal, reason: ProposalReason(.guideMeasure))[explicit: guide]
    }
}
