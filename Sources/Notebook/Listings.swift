// What the notebook holds, for `list`, `runs` and `rerun`: stored experiments with their latest
// result, run totals and what each latest result was computed from.
import LayoutEngine

/// A stored experiment and its latest result, for `layoutlab list`.
public struct ExperimentSummary: Hashable, Sendable {
    public var name: String
    public var definitionHash: String
    public var proposals: [ProposedViewSize]
    public var expectationCount: Int
    public var sourceLocation: String?
    public var createdAt: String
    public var updatedAt: String
    /// The latest result (nil before the experiment was ever laid out).
    public var latest: LatestResult?

    /// The latest result's run and totals.
    public struct LatestResult: Hashable, Sendable {
        public var runID: Int64
        public var status: String
        public var nodes: Int
        public var calls: Int
        public var expectationsPassed: Int
        public var expectationsFailed: Int
    }
}

/// A run's totals, from the `run_summary` view.
public struct RunTotals: Hashable, Sendable {
    public var runID: Int64
    public var finishedAt: String?
    public var command: String
    public var experiments: Int
    public var errors: Int
    public var nodes: Int
    public var calls: Int
    public var expectationsPassed: Int
    public var expectationsFailed: Int
}

/// What an experiment's latest result was computed from.
public struct ResultProvenance: Hashable, Sendable {
    public var definitionHash: String
    public var engineFingerprint: String
    public var engineOptions: [String]
    public var status: String

    /// True when a new layout with this engine and definition would repeat the stored result.
    public func isCurrent(definitionHash: String, engine: EngineIdentity) -> Bool {
        status == "ok" && self.definitionHash == definitionHash && engineFingerprint == engine.fingerprint
            && engineOptions == engine.options
    }
}

extension Notebook {
    /// Every stored experiment, sorted by name, with its latest result.
    public func experimentSummaries() throws(NotebookError) -> [ExperimentSummary] {
        let s = try connection.prepare(SQL.experimentListing)
        var summaries: [ExperimentSummary] = []
        while try s.step() {
            let proposals = ColumnJSON.parseProposals(s.text(2)) ?? []
            let expectations = ColumnJSON.expectationCount(s.text(3)) ?? 0
            var latest: ExperimentSummary.LatestResult?
            if !s.isNull(7) {
                latest = .init(runID: s.int64(7), status: s.text(8), nodes: s.int(9), calls: s.int(10),
                               expectationsPassed: s.int(11), expectationsFailed: s.int(12))
            }
            summaries.append(ExperimentSummary(
                name: s.text(0), definitionHash: s.text(1), proposals: proposals, expectationCount: expectations,
                sourceLocation: s.optionalText(4), createdAt: s.text(5), updatedAt: s.text(6), latest: latest))
        }
        return summaries
    }

    /// Totals of every run, oldest first.
    public func runTotals() throws(NotebookError) -> [RunTotals] {
        let s = try connection.prepare(SQL.runTotals)
        var totals: [RunTotals] = []
        while try s.step() {
            totals.append(RunTotals(runID: s.int64(0), finishedAt: s.optionalText(1), command: s.text(2),
                                    experiments: s.int(3), errors: s.int(4), nodes: s.int(5), calls: s.int(6),
                                    expectationsPassed: s.int(7), expectationsFailed: s.int(8)))
        }
        return totals
    }

    /// For each experiment with a result, what its latest result was computed from.
    public func latestProvenance() throws(NotebookError) -> [String: ResultProvenance] {
        let s = try connection.prepare(SQL.latestResultProvenance)
        var provenance: [String: ResultProvenance] = [:]
        while try s.step() {
            provenance[s.text(0)] = ResultProvenance(
                definitionHash: s.text(1), engineFingerprint: s.text(2),
                engineOptions: EngineIdentity.options(fromStored: s.text(3)), status: s.text(4))
        }
        return provenance
    }
}
