// How a stack probes its children and keeps what it learned [RE OpenSwiftUI StackLayout.prioritize,
// _LayoutTraits.FlexibilityEstimate; rules reference §2.2 "Flexibility ties"].
import LayoutEngine
import Testing
import TestSupport

@Suite("Stack probes")
struct StackProbeTests {
    @Test("equal finite flexibilities keep declaration order: a (0…20) before b (40…60), 20 + 60 = 80 wide")
    func finiteTiesKeepOrder() {
        let tree = ViewNode.hstack(spacing: 0) {
            ViewNode.color("a").frame(minWidth: 0, maxWidth: 20).id("a")
            ViewNode.color("b").frame(minWidth: 40, maxWidth: 60).id("b")
        }
        let result = layout(tree, 100, 50)
        // Both are flexible by 20, so neither precedes the other: a is proposed 100 / 2 = 50 and
        // takes 20, then b is proposed the 80 left and takes its maximum, 60. (Taking the larger
        // minimum first would give b 50 and a 20: 70 wide.)
        #expect(result.rootSize == Size(width: 80, height: 50))
        expectFrame(result, "a", x: 10, width: 20)
        expectFrame(result, "b", x: 30, width: 60)
        let shares = result.calls.filter { $0.reason?.rule == "stack.share" }.map { result.nodes[$0.node].label }
        #expect(shares == ["a", "b"])
    }

    @Test("a child alone in its priority group is never probed; the lower group's children are, later child first")
    func lazyProbes() {
        let tree = ViewNode.hstack(spacing: 0) {
            ViewNode.color("first").layoutPriority(1).id("first")
            ViewNode.color("second").id("second")
            ViewNode.color("third").id("third")
        }
        let result = layout(tree, 300, 50)
        let probes = result.calls.filter { $0.phase == .sizing && ($0.reason?.rule.hasPrefix("stack.probe") ?? false) }
            .map { "\(result.nodes[$0.node].label ?? "?") \($0.proposal)" }
        // Comparing second with first stops at their priorities; third with second asks third's
        // lengths, then second's. Their minimums (0) are all that is set aside for them.
        #expect(probes == ["third 0×50", "third ∞×50", "second 0×50", "second ∞×50"])
        expectFrame(result, "first", x: 0, width: 300)
        expectFrame(result, "second", x: 300, width: 0)
        expectFrame(result, "third", x: 300, width: 0)
    }

    @Test("a stack asked again with the same cross proposal keeps its probes: one probe pair per child")
    func probesKeptForTheSameCrossProposal() {
        // The flexible frame proposes its minimum 50 for 0, its maximum 200 for ∞, and its share
        // 150, each 100 high: the inner stack arranges three times with one cross proposal.
        let result = layout(StackFixtures.innerStackInFlexibleFrame, 300, 100)
        let inner = result.calls.filter { result.nodes[$0.node].label == "inner" && $0.phase == .sizing && !$0.cached }
        #expect(inner.map { $0.proposal.width } == [50, 200, 150])
        let redProbes = result.calls.filter { result.nodes[$0.node].label == "red" && ($0.reason?.rule.hasPrefix("stack.probe") ?? false) }
        #expect(redProbes.map(\.proposal) == [ProposedViewSize(width: 0, height: 100), ProposedViewSize(width: .infinity, height: 100)])
        // The frame (flexible by 150) goes before green (by ∞): 300 / 2 = 150, shared 75 and 75.
        expectFrame(result, "red", x: 0, width: 75)
        expectFrame(result, "blue", x: 75, width: 75)
        expectFrame(result, "green", x: 150, width: 150)
        // Placing the inner stack with the proposal it was last sized for asks nothing again.
        #expect(!result.calls.contains { $0.phase == .placement && result.nodes[$0.node].label == "red"
            && ($0.reason?.rule.hasPrefix("stack.probe") ?? false) })
    }
}
