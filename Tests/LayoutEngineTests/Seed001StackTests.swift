// Seed 001 (Ole Begemann, "How the relative size modifier interacts with stack views"):
// HStack(spacing: 10) in a 620-wide, 80-high container with relativeProposed(width: 0.5)
// on one of three colors. The articles' sizes come from Examples/RelativeSizing.swift (the single
// source of the articles' numbers); positions and proposals the examples do not state are here.
import LayoutEngine
import Testing
import TestSupport

@Suite("Seed 001: relativeProposed inside an HStack")
struct Seed001StackTests {
    func stack(relativeAt position: Int, priority: Bool = false) -> ViewNode {
        func color(_ name: String, _ index: Int) -> ViewNode {
            var node = ViewNode.color(name)
            if index == position {
                node = node.relativeProposed(width: 0.5)
                if priority { node = node.layoutPriority(1) }
            }
            return node.id(name)
        }
        return ViewNode.hstack(spacing: 10) {
            color("blue", 0)
            color("green", 1)
            color("yellow", 2)
        }.border().frame(height: 80)
    }

    @Test("first child: blue gets half of a third, (620 − 20) / 3 / 2 = 100")
    func relativeFirst() {
        let result = layout(stack(relativeAt: 0), 620, 80)
        // blue 0, 0, 100×80; green 110, 0, 250×80; yellow 370, 0, 250×80.
        Examples.expectAll(result, match: "seed001/relative-first")
    }

    @Test("middle child: blue 200, green 400 / 2 / 2 = 100, yellow gets the 300 left")
    func relativeMiddle() {
        let result = layout(stack(relativeAt: 1), 620, 80)
        // The article's sizes: blue 200×80, green 100×80, yellow 300×80.
        Examples.expectAll(result, match: "seed001/relative-second")
        // Placed one after another with 10 of spacing: 0, 200 + 10 = 210, 210 + 100 + 10 = 320.
        expectFrame(result, "blue", x: 0)
        expectFrame(result, "green", x: 210)
        expectFrame(result, "yellow", x: 320)
    }

    @Test("last child: 200, 200, 100; leftover is not redistributed, the stack is 520 wide")
    func relativeLast() {
        let result = layout(stack(relativeAt: 2), 620, 80)
        // The article's sizes: blue 200×80, green 200×80, yellow 100×80, the stack 520×80.
        Examples.expectAll(result, match: "seed001/relative-third", labels: ["blue", "green", "yellow"])
        let stack = result.placement(atPath: "frame[0]/border[0]/HStack[0]")
        Examples.expectFrame(stack?.frame, matches: "seed001/relative-third", "stack")
        // The 520-wide stack is centred in 620: it starts at (620 − 520) / 2 = 50.
        #expect(stack?.frame.minX == 50 && stack?.frame.minY == 0)
        expectFrame(result, "blue", x: 50)
        expectFrame(result, "green", x: 260)
        expectFrame(result, "yellow", x: 470)
    }

    @Test("layoutPriority(1) on the last: it is proposed all 600 first and takes 300; the others share 300")
    func relativeLastWithPriority() {
        let result = layout(stack(relativeAt: 2, priority: true), 620, 80)
        // The article's sizes: blue 150×80, green 150×80, yellow 300×80.
        Examples.expectAll(result, match: "seed001/relative-priority")
        expectFrame(result, "blue", x: 0)
        expectFrame(result, "green", x: 160)
        expectFrame(result, "yellow", x: 320)
        // Step 2 of the article: the priority group is proposed the entire 600.
        #expect(proposals(result, to: "yellow").contains(ProposedViewSize(width: 600, height: 80)))
    }

    @Test("the stack proposes each child the remaining space divided by the remaining children")
    func proposalsInOrder() {
        let result = layout(stack(relativeAt: 1), 620, 80)
        let stack = result.nodes.first { $0.kind == "HStack" }!.index
        let shares = result.calls.filter { $0.askedBy == stack && $0.reason?.rule == "stack.share" && $0.phase == .sizing }
            .map(\.proposal.width)
        #expect(shares == [200, 200, 300])
    }
}
