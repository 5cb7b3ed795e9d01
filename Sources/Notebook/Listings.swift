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
    public var latest: ResultSummary?
    /// How many versions of the definition the notebook keeps.
    public var versions: Int = 1
    /// When the current definition was first stored (UTC, ISO 8601).
    public var definedAt: String?
    /// The user's own view the experiment's content starts from (`experiment.previewed_view`).
    public var previewedView: String?
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
    public var status: ResultStatus

    /// True when a new layout with this engine and definition would repeat the stored result.
    public func isCurrent(definitionHash: String, engine: EngineIdentity) -> Bool {
        status == .ok && self.definitionHash == definitionHash && engineFingerprint == engine.fingerprint
            && engineOptions == engine.options
    }
}

extension Notebook {
    /// Every stored experiment, sorted by name, with its latest result.
    public func experimentSummaries() throws(NotebookError) -> [ExperimentSummary] {
        let s = try connection.prepare("""
            SELECT e.name, e.definition_hash, e.proposals_json, e.expectations_json, e.source_location,
                   e.created_at, e.updated_at, e.previewed_view,
                   (SELECT count(*) FROM definition_version AS v WHERE v.experiment_id = e.experiment_id) AS versions,
                   (SELECT v.created_at FROM definition_version AS v
                    WHERE v.experiment_id = e.experiment_id AND v.definition_hash = e.definition_hash) AS defined_at,
                   lr.run_id, lr.status, lr.error, lr.node_count, lr.call_count,
                   lr.expectations_passed, lr.expectations_failed
            FROM experiment AS e
            LEFT JOIN latest_result AS lr ON lr.experiment_id = e.experiment_id
            ORDER BY e.name
            """)
        var summaries: [ExperimentSummary] = []
        while try s.step() {
            let name = try s.text("name")
            var latest: ResultSummary?
            if !(try s.isNull("run_id")) {
                latest = try ResultSummary(
                    experiment: name, runID: s.int64("run_id"), status: s.status("status"), error: s.optionalText("error"),
                    nodes: s.int("node_count"), calls: s.int("call_count"),
                    expectationsPassed: s.int("expectations_passed"), expectationsFailed: s.int("expectations_failed"))
            }
            summaries.append(try ExperimentSummary(
                name: name, definitionHash: s.text("definition_hash"),
                proposals: ColumnJSON.parseProposals(s.text("proposals_json")) ?? [],
                expectationCount: ColumnJSON.expectationCount(s.text("expectations_json")) ?? 0,
                sourceLocation: s.optionalText("source_location"), createdAt: s.text("created_at"),
                updatedAt: s.text("updated_at"), latest: latest, versions: s.int("versions"),
                definedAt: s.optionalText("defined_at"), previewedView: s.optionalText("previewed_view")))
        }
        return summaries
    }

    /// Where each of the stored experiments among `names` was last recorded from (`file:line:column`).
    public func sourceLocations(of names: [String]) throws(NotebookError) -> [String: String] {
        let s = try connection.prepare("SELECT source_location FROM experiment WHERE name = :name")
        var found: [String: String] = [:]
        for name in names {
            try s.bind(name, to: ":name")
            if try s.step(), let location = try s.optionalText("source_location") { found[name] = location }
            s.reset()
        }
        return found
    }

    /// Totals of every run, oldest first.
    public func runTotals() throws(NotebookError) -> [RunTotals] {
        let s = try connection.prepare("""
            SELECT run_id, finished_at, command, experiments, errors, nodes, calls,
                   expectations_passed, expectations_failed
            FROM run_summary ORDER BY run_id
            """)
        var totals: [RunTotals] = []
        while try s.step() {
            totals.append(try RunTotals(
                runID: s.int64("run_id"), finishedAt: s.optionalText("finished_at"), command: s.text("command"),
                experiments: s.int("experiments"), errors: s.int("errors"), nodes: s.int("nodes"),
                calls: s.int("calls"), expectationsPassed: s.int("expectations_passed"),
                expectationsFailed: s.int("expectations_failed")))
        }
        return totals
    }

    /// For each experiment with a result, what its latest result was computed from (`rerun` skips
    /// those that are current).
    public func latestProvenance() throws(NotebookError) -> [String: ResultProvenance] {
        let s = try connection.prepare("""
            SELECT lr.experiment, lr.definition_hash, run.engine_fingerprint, run.engine_options, lr.status
            FROM latest_result AS lr
            JOIN run ON run.run_id = lr.run_id
            """)
        var provenance: [String: ResultProvenance] = [:]
        while try s.step() {
            provenance[try s.text("experiment")] = try ResultProvenance(
                definitionHash: s.text("definition_hash"), engineFingerprint: s.text("engine_fingerprint"),
                engineOptions: EngineIdentity.options(fromStored: s.text("engine_options")), status: s.status("status"))
        }
        return provenance
    }
}
