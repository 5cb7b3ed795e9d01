// `LayoutValueKey` [DOC SwiftUI LayoutValueKey: "A key for accessing a layout value of a layout
// container's subviews"; set with `layoutValue(key:value:)`, read with `subviews[i][Key.self]`,
// the key's `defaultValue` when unset]. The layout below is the pattern of Apple's "Composing
// custom layouts with SwiftUI" sample: subviews ranked by a layout value.
import LayoutLabUI
import Testing

private struct Rank: LayoutValueKey {
    static let defaultValue = 99
}

/// Stacks its subviews top to bottom by rank (lowest first), each at its ideal size, left-aligned.
private struct RankedStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += size.height
        }
    }
}

@Suite("LayoutValueKey")
struct LayoutValueKeyTests {
    @Test("subviews[i][Key.self] reads each view's layout value, through modifiers; unset is the default")
    func rankedOrder() {
        let result = LayoutLab.layout(
            RankedStack {
                Color.red.frame(width: 10, height: 10).id("ten").layoutValue(key: Rank.self, value: 3)
                Color.red.frame(width: 20, height: 20).id("twenty").layoutValue(key: Rank.self, value: 1)
                // Set inside a padding: the padded view is the subview, and the value reaches it.
                Color.red.frame(width: 30, height: 30).id("thirty").layoutValue(key: Rank.self, value: 2).padding(5)
                Color.red.frame(width: 5, height: 5).id("unranked")
            }
            .id("stack"),
            in: ProposedViewSize(width: 100, height: 200))
        // Order by rank: twenty (1), the padded thirty (2, 40 high with its padding), ten (3), then
        // the unranked one (99). The stack is 40 wide and 20 + 40 + 10 + 5 = 75 high, centred in
        // 100 × 200 at (30, 62.5).
        expectFrame(result, "stack", CGRect(x: 30, y: 62.5, width: 40, height: 75))
        expectFrame(result, "twenty", CGRect(x: 30, y: 62.5, width: 20, height: 20))
        expectFrame(result, "thirty", CGRect(x: 35, y: 87.5, width: 30, height: 30))
        expectFrame(result, "ten", CGRect(x: 30, y: 122.5, width: 10, height: 10))
        expectFrame(result, "unranked", CGRect(x: 30, y: 132.5, width: 5, height: 5))
    }

    @Test("a layout value changes no size: the view lays out as without it")
    func layoutNeutral() {
        let plain = LayoutLab.layout(HStack { Text("Hello world").id("t"); Color.blue.frame(width: 10) },
                                     in: ProposedViewSize(width: 390, height: 200))
        let valued = LayoutLab.layout(HStack { Text("Hello world").id("t").layoutValue(key: Rank.self, value: 1); Color.blue.frame(width: 10) },
                                      in: ProposedViewSize(width: 390, height: 200))
        #expect(valued["t"] == plain["t"])
    }
}
