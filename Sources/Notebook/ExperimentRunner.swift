// Laying out one experiment under each of its proposals and checking its expectations: the step
// between a definition and a recorded result, shared by `run`, `rerun` and the benchmark.
import LayoutEngine

/// One experiment laid out under every proposal, ready to record.
public struct LaidOutExperiment: Sendable {
    /// One layout under one proposal, with the expectations checked against it.
    public struct Layout: Sendable {
        public var proposalIndex: Int
        public var result: LayoutResult
        public var expectations: [ExpectationOutcome]

        public init(proposalIndex: Int, result: LayoutResult, expectations: [ExpectationOutcome]) {
            self.proposalIndex = proposalIndex
            self.result = result
            self.expectations = expectations
        }
    }

    public var name: String
    public var definitionHash: String
    public var layouts: [Layout]
    /// Milliseconds spent laying out.
    public var durationMS: Double

    public init(name: String, definitionHash: String, layouts: [Layout], durationMS: Double) {
        self.name = name
        self.definitionHash = definitionHash
        self.layouts = layouts
        self.durationMS = durationMS
    }

    public var failedExpectations: [(proposalIndex: Int, outcome: ExpectationOutcome)] {
        layouts.flatMap { layout in layout.expectations.filter { !$0.passed }.map { (layout.proposalIndex, $0) } }
    }
}

/// Lays out experiments with one engine.
public struct ExperimentRunner {
    public var engine: LayoutEngine
    /// Largest difference, in points, between an expected and an actual length that still passes.
    public var tolerance: Double

    public init(engine: LayoutEngine, tolerance: Double = 0.01) {
        self.engine = engine
        self.tolerance = tolerance
    }

    public func layOut(_ job: LayoutJob) -> LaidOutExperiment {
        let clock = ContinuousClock()
        let start = clock.now
        var layouts: [LaidOutExperiment.Layout] = []
        layouts.reserveCapacity(job.proposals.count)
        for (index, proposal) in job.proposals.enumerated() {
            let result = engine.layout(job.tree, in: proposal)
            let checks = job.expectations.filter { $0.applies(to: index) }.map { check($0, against: result) }
            layouts.append(.init(proposalIndex: index, result: result, expectations: checks))
        }
        let elapsed = clock.now - start
        let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        return LaidOutExperiment(name: job.name, definitionHash: job.definitionHash, layouts: layouts,
                                 durationMS: milliseconds)
    }

    /// Compares an expectation with the labelled node's frame (origin only when it states one).
    public func check(_ expectation: ExpectedFrame, against result: LayoutResult) -> ExpectationOutcome {
        let expected = Rect(x: expectation.x ?? 0, y: expectation.y ?? 0,
                            width: expectation.width, height: expectation.height)
        let checksOrigin = expectation.x != nil || expectation.y != nil
        let (actual, passed) = result.check(label: expectation.label, width: expectation.width, height: expectation.height,
                                            x: expectation.x, y: expectation.y, tolerance: tolerance)
        return ExpectationOutcome(label: expectation.label, expected: expected, checksOrigin: checksOrigin,
                                  actual: actual, passed: passed)
    }
}
