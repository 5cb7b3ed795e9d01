// Seed 001 (Ole Begemann, "How the relative size modifier interacts with stack views"):
// HStack(spacing: 10) in a 620-wide, 80-high container with relativeProposed(width: 0.5)
// on one of three colors.
import LayoutEngine
import Testing

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
        expectFrame(result, "blue", x: 0, y: 0, width: 100, height: 80)
        expectFrame(result, "green", x: 110, width: 250, height: 80)
        expectFrame(result, "yellow", x: 370, width: 250, height: 80)
    }

    @Test("middle child: blue 200, green 400 / 2 / 2 = 100, yellow gets the 300 left")
    func relativeMiddle() {
        let result = layout(stack(relativeAt: 1), 620, 80)
        expectFrame(result, "blue", x: 0, width: 200, height: 80)
        expectFrame(result, "green", x: 210, width: 100, height: 80)
        expectFrame(result, "yellow", x: 320, width: 300, height: 80)
    }

    @Test("last child: 200, 200, 100; leftover is not redistributed, the stack is 520 wide")
    func relativeLast() {
        let result = layout(stack(relativeAt: 2), 620, 80)
        // The 520-wide stack is centred in 620: it starts at 50.
        expectFrame(result, "blue", x: 50, width: 200, height: 80)
        expectFrame(result, "green", x: 260, width: 200, height: 80)
        expectFrame(result, "yellow", x: 470, width: 100, height: 80)
        let stack = result.placement(atPath: "frame[0]/border[0]/HStack[0]")
        #expect(stack?.frame == Rect(x: 50, y: 0, width: 520, height: 80))
    }

    @Test("layoutPriority(1) on the last: it is proposed all 600 first and takes 300; the others share 300")
    func relativeLastWithPriority() {
        let result = layout(stack(relativeAt: 2, priority: true), 620, 80)
        expectFrame(result, "blue", x: 0, width: 150, height: 80)
        expectFrame(result, "green", x: 160, width: 150, height: 80)
        expectFrame(result, "yellow", x: 320, width: 300, height: 80)
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
