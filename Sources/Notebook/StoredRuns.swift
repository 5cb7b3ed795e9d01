// Reading runs back: the run list, one run, the latest run ids, and whole snapshots (assembled by
// `SnapshotLoader`).
import Experiments
import LayoutEngine

extension Notebook {
    /// Every run, oldest first.
    public func runs() throws(NotebookError) -> [RunSummary] {
        let s = try connection.prepare("SELECT \(Self.runSummaryColumns) FROM run ORDER BY run_id")
        var runs: [RunSummary] = []
        while try s.step() { runs.append(try Self.runSummary(s)) }
        return runs
    }

    /// One run.
    public func run(id: Int64) throws(NotebookError) -> RunSummary {
        let s = try connection.prepare("SELECT \(Self.runSummaryColumns) FROM run WHERE run_id = :run_id")
        try s.bind(id, to: ":run_id")
        guard try s.step() else { throw .unknownRun(id: id, latest: try latestRunIDs(1).first) }
        return try Self.runSummary(s)
    }

    /// The columns of `run` that `runSummary` reads.
    private static let runSummaryColumns = """
        run_id, started_at, engine_version, engine_fingerprint, engine_options, tool_version, label, status
        """

    private static func runSummary(_ s: Statement) throws(NotebookError) -> RunSummary {
        try RunSummary(
            id: s.int64("run_id"), startedAt: s.text("started_at"), engineVersion: s.text("engine_version"),
            engineFingerprint: s.text("engine_fingerprint"),
            engineOptions: EngineIdentity.options(fromStored: s.text("engine_options")),
            toolVersion: s.text("tool_version"), label: s.optionalText("label"), status: s.status("status"))
    }

    /// The ids of the `count` most recent runs, newest first. `latestRunIDs()` gives the pair a
    /// default `layoutlab diff` compares: `[head, base]`.
    public func latestRunIDs(_ count: Int = 2) throws(NotebookError) -> [Int64] {
        let s = try connection.prepare("SELECT run_id FROM run ORDER BY run_id DESC LIMIT :count")
        try s.bind(count, to: ":count")
        let runID = try s.column("run_id")
        var ids: [Int64] = []
        while try s.step() { ids.append(s.int64(runID)) }
        return ids
    }

    /// Everything run `runID` recorded, optionally only for some experiments (unknown names throw).
    /// With `includeCalls: false` the traces are left out (each outcome's `calls` is empty): traces
    /// are most of the rows, so a comparison can load frames for everything and calls only for the
    /// experiments that shifted. With `includeNodes: false` the nodes, frames and definition texts
    /// are left out too: what telling identical results apart needs (content and definition
    /// hashes, proposals, expectations), so that a comparison loads rows only where they may differ.
    public func loadSnapshot(runID: Int64, experiments names: [String]? = nil,
                             includeCalls: Bool = true, includeNodes: Bool = true) throws(NotebookError) -> RunSnapshot {
        try connection.readTransaction { () throws(NotebookError) -> RunSnapshot in
            try loadSnapshotInTransaction(runID: runID, experiments: names, includeCalls: includeCalls && includeNodes,
                                          includeNodes: includeNodes)
        }
    }

    private func loadSnapshotInTransaction(runID: Int64, experiments names: [String]?,
                                           includeCalls: Bool, includeNodes: Bool) throws(NotebookError) -> RunSnapshot {
        let run = try run(id: runID)
        var ranges: [ClosedRange<Int64>] = [0...Int64.max]
        if let names {
            let lookup = try connection.prepare("SELECT experiment_id FROM experiment WHERE name = :name")
            let experimentID = try lookup.column("experiment_id")
            var ids: [Int64] = []
            ids.reserveCapacity(names.count)
            for name in names {
                try lookup.bind(name, to: ":name")
                guard try lookup.step() else {
                    lookup.reset()
                    throw .unknownExperiment(name: name, known: try experimentNames())
                }
                ids.append(lookup.int64(experimentID))
                lookup.reset()
            }
            // Consecutive ids load as one range: one pass over each table instead of one per name.
            ranges = []
            for id in Set(ids).sorted() {
                if let last = ranges.last, last.upperBound == id - 1 {
                    ranges[ranges.count - 1] = last.lowerBound...id
                } else {
                    ranges.append(id...id)
                }
            }
        }
        var loader = try SnapshotLoader(connection: connection, runID: runID, includeCalls: includeCalls,
                                        includeNodes: includeNodes)
        for range in ranges { try loader.load(range) }
        return RunSnapshot(run: run, results: loader.results())
    }

    /// The names of all stored experiments, sorted.
    public func experimentNames() throws(NotebookError) -> [String] {
        let s = try connection.prepare("SELECT name FROM experiment ORDER BY name")
        let name = try s.column("name")
        var names: [String] = []
        while try s.step() { names.append(s.text(name)) }
        return names
    }

    /// The latest run with a result for `experiment` (nil if it has none; unknown names throw).
    public func latestRunID(of experiment: String) throws(NotebookError) -> Int64? {
        let names = try experimentNames()
        guard names.contains(experiment) else { throw .unknownExperiment(name: experiment, known: names) }
        let s = try connection.prepare("""
            SELECT max(r.run_id) AS run_id
            FROM result AS r JOIN experiment AS e ON e.experiment_id = r.experiment_id
            WHERE e.name = :name
            """)
        try s.bind(experiment, to: ":name")
        guard try s.step() else { return nil }
        let runID = try s.column("run_id")
        return s.isNull(runID) ? nil : s.int64(runID)
    }
}
