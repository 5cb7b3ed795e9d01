// Seed 000 (Ole Begemann, "Working with percentages in SwiftUI layout"): the article's
// `RelativeSizeLayout`, pasted as published, runs inside the engine as a custom layout and gives
// the article's numbers. The only change: the article's `extension View { public func ... }` is
// `fileprivate extension View { func ... }` here, so that the other files of this test module keep
// LayoutLabUI's built-in `relativeProposed` (a user's module would paste it unchanged; LayoutLabUI's
// own is disfavoured, so the pasted one wins).
import LayoutLabUI
import Testing

/// A custom layout that proposes a percentage of its
/// received proposed size to its subview.
///
/// - Precondition: must contain exactly one subview.
fileprivate struct RelativeSizeLayout: Layout {
    var relativeWidth: Double
    var relativeHeight: Double

    func sizeThatFits(
        proposal: ProposedViewSize, 
        subviews: Subviews, 
        cache: inout ()
    ) -> CGSize {
        assert(subviews.count == 1, "expects a single subview")
        let resizedProposal = ProposedViewSize(
            width: proposal.width.map { $0 * relativeWidth },
            height: proposal.height.map { $0 * relativeHeight }
        )
        return subviews[0].sizeThatFits(resizedProposal)
    }

    func placeSubviews(
        in bounds: CGRect, 
        proposal: ProposedViewSize, 
        subviews: Subviews, 
        cache: inout ()
    ) {
        assert(subviews.count == 1, "expects a single subview")
        let resizedProposal = ProposedViewSize(
            width: proposal.width.map { $0 * relativeWidth },
            height: proposal.height.map { $0 * relativeHeight }
        )
        subviews[0].place(
            at: CGPoint(x: bounds.midX, y: bounds.midY), 
            anchor: .center, 
            proposal: resizedProposal
        )
    }
}

fileprivate extension View {
    /// Proposes a percentage of its received proposed size to `self`.
    func relativeProposed(width: Double = 1, height: Double = 1) -> some View {
        RelativeSizeLayout(relativeWidth: width, relativeHeight: height) {
            // Wrap content view in a container to make sure the layout only
            // receives a single subview. Because views are lists!
            VStack { // alternatively: `_UnaryViewAdaptor(self)`
                self
            }
        }
    }
}

@Suite("Seed 000: RelativeSizeLayout pasted as published")
struct Seed000Tests {
    /// The article's chat bubble with the 400-point cap, as in its second usage snippet.
    struct ChatBubble: View {
        var alignment: Alignment

        var body: some View {
            Color.blue
                .frame(maxWidth: 400).id("bubble")
                .relativeProposed(width: 0.8).id("relative")
                .frame(maxWidth: .infinity, alignment: alignment).id("row")
        }
    }

    // "The total container width is 753. The relW=80% debugging guide shows a width of 400."
    // Trailing-aligned (the user's own message) in 753: 753 − 400 = 353.
    @Test("In a 753-wide window the 80 % modifier reports 400, not 602.4")
    func chatBubbleWide() {
        let result = LayoutLab.layout(ChatBubble(alignment: .trailing), in: ProposedViewSize(width: 753, height: 60))
        expectFrame(result, "bubble", CGRect(x: 353, y: 0, width: 400, height: 60))
        expectFrame(result, "relative", CGRect(x: 353, y: 0, width: 400, height: 60))
        expectFrame(result, "row", CGRect(x: 0, y: 0, width: 753, height: 60))
    }

    // Below 500 points the 80 % takes over: 80 % of 300 is 240, leading-aligned at x 0.
    @Test("In a 300-wide window the bubble is 80 %: 240")
    func chatBubbleNarrow() {
        let result = LayoutLab.layout(ChatBubble(alignment: .leading), in: ProposedViewSize(width: 300, height: 60))
        expectFrame(result, "bubble", CGRect(x: 0, y: 0, width: 240, height: 60))
        expectFrame(result, "row", CGRect(x: 0, y: 0, width: 300, height: 60))
    }

    @Test("The pasted layout is a custom node registered per build, and traced")
    func registeredAndTraced() {
        let tree = LayoutLab.tree(of: ChatBubble(alignment: .trailing))
        #expect(Array(tree.customLayouts.keys) == ["RelativeSizeLayout"])
        let result = tree.layout(in: ProposedViewSize(width: 753, height: 60))
        let node = result.engineResult.nodes.first { $0.label == "relative" }
        #expect(node?.kind == "RelativeSizeLayout")
        // The engine recorded the layout's own sizeThatFits calls (753 wide, then the answer 400).
        let calls = result.engineResult.calls.filter { $0.node == node?.index }
        #expect(calls.contains { $0.proposal.width == 753 && $0.response.width == 400 })
    }

    // Seed 001 ("How the relative size modifier interacts with stack views"), with the pasted layout:
    // on the middle child, blue takes 600 / 3 = 200, green half of 400 / 2 = 100, yellow the 300 left.
    @Test("Seed 001: the pasted layout on the middle child of a 620-wide HStack: 200, 100, 300")
    func seed001MiddleChild() {
        let result = LayoutLab.layout(in: ProposedViewSize(width: 620, height: 80)) {
            HStack(spacing: 10) {
                Color.blue.id("blue")
                Color.green.id("green")
                    .relativeProposed(width: 0.5)
                Color.yellow.id("yellow")
            }
            .border(.primary)
            .frame(height: 80)
        }
        expectFrame(result, "blue", CGRect(x: 0, y: 0, width: 200, height: 80))
        expectFrame(result, "green", CGRect(x: 210, y: 0, width: 100, height: 80))
        expectFrame(result, "yellow", CGRect(x: 320, y: 0, width: 300, height: 80))
    }

    @Test("Used directly as `RelativeSizeLayout(...) { ... }`: half of 620 is 310, centred")
    func callAsFunction() {
        let result = LayoutLab.layout(in: ProposedViewSize(width: 620, height: 80)) {
            RelativeSizeLayout(relativeWidth: 0.5, relativeHeight: 1) {
                Color.blue.id("blue")
            }
            .id("layout")
        }
        expectFrame(result, "blue", CGRect(x: 155, y: 0, width: 310, height: 80))
        expectFrame(result, "layout", CGRect(x: 155, y: 0, width: 310, height: 80))
    }

    @Test("Two instances get unique names; each build has its own registry")
    func uniqueNamesPerBuild() {
        let view = HStack(spacing: 0) {
            Color.red.relativeProposed(width: 0.5).id("a")
            Color.blue.relativeProposed(width: 0.25).id("b")
        }
        let first = LayoutLab.tree(of: view)
        let second = LayoutLab.tree(of: view)
        #expect(first.customLayouts.keys.sorted() == ["RelativeSizeLayout", "RelativeSizeLayout#2"])
        #expect(second.customLayouts.keys.sorted() == ["RelativeSizeLayout", "RelativeSizeLayout#2"])
        // 200 wide: a is offered 200 / 2 = 100 and takes 50 % of it; b is offered the 150 left and takes 25 %.
        let result = second.layout(in: ProposedViewSize(width: 200, height: 10))
        expectFrame(result, "a", CGSize(width: 50, height: 10))
        expectFrame(result, "b", CGSize(width: 37.5, height: 10))
    }
}
