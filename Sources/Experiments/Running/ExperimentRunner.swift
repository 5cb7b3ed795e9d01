// Laying out one experiment under each of its proposals and checking its expectations: the step
// between a definition and a recorded result, shared by `run`, `rerun`, the tests and the benchmark.
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
    /// The hash of the definition that was laid out (`CanonicalTree.definitionHash`).
    public var definitionHash: String
    public var layouts: [Layout]
    /// Milliseconds spent laying out.
    public var durationMS: Double
    /// The nodes of the first layout named as the user wrote them, in tree order (`NodeFacts.of`),
    /// the nodes made while laying out (a GeometryReader's content) after them.
    public var nodeFacts: [NodeFacts]
    /// The views the first layout made (a GeometryReader's content, `LayoutResult.madeNodes`), kept
    /// with the result so that pictures can draw them.
    public var madeViews: [MadeNodes]

    public init(name: String, definitionHash: String, layouts: [Layout], durationMS: Double, nodeFacts: [NodeFacts] = [],
                madeViews: [MadeNodes] = []) {
        self.madeViews = madeViews
        self.name = name
        self.definitionHash = definitionHash
        self.layouts = layouts
        self.durationMS = durationMS
        self.nodeFacts = nodeFacts
    }

    /// The facts of the node at `index` when they belong to it (the same kind at that position).
    public func facts(of node: NodeRecord) -> NodeFacts? {
        guard node.index < nodeFacts.count, nodeFacts[node.index].kind == node.kind else { return nil }
        return nodeFacts[node.index]
    }
}

/// Lays out experiments with one engine.
public struct ExperimentRunner {
    public var engine: Engine
    /// Largest difference, in points, between an expected and an actual length that still passes.
    public var tolerance: Double

    public init(engine: Engine, tolerance: Double = Expectation.defaultTolerance) {
        self.engine = engine
        self.tolerance = tolerance
    }

    /// Lays `experiment` out under each of its proposals and checks the expectations that apply.
    /// `definitionHash` is recorded with the result; by default the hash of the experiment itself
    /// (a rerun passes the stored one).
    public func layOut(_ experiment: Experiment, definitionHash: String? = nil) -> LaidOutExperiment {
        let clock = ContinuousClock()
        let start = clock.now
        let safeArea = experiment.safeArea ?? EdgeInsets()
        let results = experiment.proposals.map { engine.layout(experiment.tree, in: $0, safeArea: safeArea) }
        let elapsed = clock.now - start
        let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        return checked(experiment, layouts: results, durationMS: milliseconds, definitionHash: definitionHash)
    }

    /// Checks the expectations of `experiment` against layouts made elsewhere (by a compiled
    /// experiment program, for trees that run the file's own code), one per proposal in order.
    /// `madeNodeFacts` names the nodes the first layout made (a GeometryReader's content) when
    /// they were named where it was laid out, and `madeViews` are those views: a result read back
    /// carries no views.
    public func checked(_ experiment: Experiment, layouts results: [LayoutResult], durationMS: Double,
                        definitionHash: String? = nil, madeNodeFacts: [NodeFacts] = [],
                        madeViews: [MadeNodes] = []) -> LaidOutExperiment {
        let hash = definitionHash ?? CanonicalTree.definitionHash(experiment)
        var layouts: [LaidOutExperiment.Layout] = []
        layouts.reserveCapacity(results.count)
        for (index, result) in results.enumerated() {
            let checks = experiment.expectations.filter { $0.applies(toProposalAt: index) }
                .map { $0.check(result, tolerance: tolerance) }
            layouts.append(.init(proposalIndex: index, result: result, expectations: checks))
        }
        return LaidOutExperiment(name: experiment.name, definitionHash: hash, layouts: layouts, durationMS: durationMS,
                                 nodeFacts: madeNodeFacts.isEmpty
                                    ? NodeFacts.of(experiment.tree, made: results.first?.madeNodes ?? [])
                                    : NodeFacts.of(experiment.tree) + madeNodeFacts,
                                 madeViews: madeViews.isEmpty ? results.first?.madeNodes ?? [] : madeViews)
    }
}
