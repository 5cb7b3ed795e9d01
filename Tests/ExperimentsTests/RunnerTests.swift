// Checking expectations and running experiments: outcomes, their summaries, proposal scoping and
// the definition hash recorded with a result.
import Experiments
import LayoutEngine
import Testing

@Suite struct RunnerTests {
    @Test("a failed expectation reports what was expected and what came out")
    func failureSummary() {
        let result = Engine().layout(ViewNode.color("red").id("red"), in: ProposedViewSize(width: 100, height: 50))
        let wrong = Expectation(label: "red", width: 120, height: 50, x: 0, y: 0).check(result)
        #expect(!wrong.passed)
        #expect(wrong.summary == "red: expected 120×50 at (0, 0), got 100×50 at (0, 0)")
        let missing = Expectation(label: "blue", width: 1, height: 1).check(result)
        #expect(!missing.passed && missing.actual == nil)
        #expect(missing.summary == "blue: expected 1×1, got no placed view")
        #expect(Expectation(label: "red", width: 100.004, height: 50).check(result).passed)
    }

    @Test("the runner lays out every proposal and checks the expectations that apply to it")
    func runnerScopesExpectations() {
        let experiment = Experiment(
            name: "scoped", tree: ViewNode.color("red").id("red"),
            proposals: [ProposedViewSize(width: 100, height: 50), ProposedViewSize(width: 30, height: 40)],
            expectations: [Expectation(label: "red", width: 100, height: 50, proposalIndex: 0),
                           Expectation(label: "red", width: 30, height: 40, x: 0, y: 0, proposalIndex: 1),
                           Expectation(label: "red", width: 100, height: 50)])
        let laidOut = ExperimentRunner(engine: Engine()).layOut(experiment)
        #expect(laidOut.name == "scoped")
        #expect(laidOut.definitionHash == CanonicalTree.definitionHash(experiment))
        #expect(laidOut.layouts.map(\.proposalIndex) == [0, 1])
        #expect(laidOut.layouts.map { $0.expectations.map(\.passed) } == [[true, true], [true, false]])
        #expect(laidOut.layouts[1].expectations[0].checksOrigin)
        #expect(laidOut.layouts[1].expectations[0].expected == Rect(x: 0, y: 0, width: 30, height: 40))
        #expect(ExperimentRunner(engine: Engine()).layOut(experiment, definitionHash: "stored").definitionHash == "stored")
    }
}
