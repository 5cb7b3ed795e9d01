// Seed 000 (Ole Begemann, "Working with percentages in SwiftUI layout"): the relativeProposed
// layout, its chat bubble, nil and infinity passing through, and the probing variant it sketches.
import LayoutEngine
import Testing
import TestSupport

@Suite("Seed 000: relativeProposed")
struct Seed000RelativeTests {
    let bubble = ViewNode.color("gray").id("bubble")
        .frame(maxWidth: 400).relativeProposed(width: 0.8)
        .frame(maxWidth: .infinity, alignment: .trailing).id("row")

    @Test("chat bubble in a 753-wide window: the 400 maximum wins over 80 % (602.4)")
    func chatBubble() {
        let result = layout(bubble, 753, 100)
        expectFrame(result, "row", x: 0, width: 753, height: 100)
        expectFrame(result, "bubble", x: 353, width: 400, height: 100)
        // The modifier proposed 80 % of 753 to the width-limiting frame.
        let frameProposals = result.calls.filter { $0.reason?.rule == "relativeProposed.scale" }.map(\.proposal.width)
        #expect(frameProposals.allSatisfy { close($0 ?? 0, 602.4) })
    }

    @Test("narrower than 500: the bubble is 80 % of the window")
    func chatBubbleNarrow() {
        let result = layout(bubble, 300, 100)
        expectFrame(result, "bubble", x: 60, width: 240, height: 100)
    }

    @Test("nil and infinity pass through unchanged")
    func nilAndInfinity() {
        let tree = ViewNode.color("blue").id("blue").relativeProposed(width: 0.5, height: 0.5)
        let ideal = layout(tree, nil, nil)
        expectFrame(ideal, "blue", width: 10, height: 10)
        let huge = layout(tree, .infinity, .infinity)
        #expect(huge.frame(of: "blue")?.size == Size(width: .infinity, height: .infinity))
    }

    @Test("probing variant: propose, measure, scale, propose again — the bubble becomes 0.8 × 400 = 320")
    func probingVariant() {
        let result = layout(bubble, 753, 100, options: ["relative-proposed=probing"])
        expectFrame(result, "bubble", x: 433, width: 320, height: 100)
        let rules = result.calls.filter { $0.phase == .sizing }.compactMap { $0.reason?.rule }
        #expect(rules.contains("relativeProposed.probe"))
        #expect(rules.contains("relativeProposed.rescale"))
    }

    @Test("the modifier wraps its content in a VStack, as the article's extension does")
    func wrapsInVStack() {
        let result = layout(ViewNode.color("blue").relativeProposed(width: 0.5), 100, 100)
        #expect(result.nodes.map(\.path) == [
            "relativeProposed[0]", "relativeProposed[0]/VStack[0]", "relativeProposed[0]/VStack[0]/Color[0]",
        ])
        #expect(result.placements.first { $0.node == 2 }?.frame == Rect(x: 25, y: 0, width: 50, height: 100))
    }
}
