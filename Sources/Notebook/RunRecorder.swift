// Recording a run. Transactions: (1) the definitions and the run row (status `running`), (2) the
// results, each with every layout, node, frame, call and expectation row, written in a savepoint of
// its own inside a group transaction that commits once it has been open 50 ms (so a suite of many
// small experiments does not pay a commit for each), (3) the run's final status. A crash loses at
// most the open group, never part of a result, and leaves a `running` run that the next open marks
// `interrupted`. The result rows are written by `ResultRows`.
import Experiments
import LayoutEngine

/// Records one run into a notebook. A class: it owns the prepared statements for the run's life.
public final class RunRecorder {
    /// `run` or `rerun`.
    public enum Command: String, Sendable {
        case run
        case rerun
    }

    public let runID: Int64
    let connection: Connection
    private var experimentIDs: [String: Int64]
    private let rows: ResultRows
    /// When the open group of results began (nil: none is open).
    private var groupStart: ContinuousClock.Instant?
    /// How long a group of results stays open before it commits.
    static let groupTime: Duration = .milliseconds(50)

    /// Stores or updates `experiments` (their definitions) and starts a run, in one transaction.
    public init(notebook: Notebook, command: Command, engine: EngineIdentity, label: String?,
                toolVersion: String = Notebook.defaultToolVersion,
                experiments: [DefinedExperiment] = []) throws(NotebookError) {
        let connection = notebook.connection
        self.connection = connection
        var rows = try ResultRows(connection: connection)
        (runID, experimentIDs) = try connection.immediateTransaction { () throws(NotebookError) -> (Int64, [String: Int64]) in
            try notebook.writeDefinitions(experiments)
            try rows.rules.learnAll()
            let run = try connection.prepare("""
                INSERT INTO run (command, label, engine_version, engine_fingerprint, engine_options, tool_version,
                                 sqlite_version, host, pid)
                VALUES (:command, :label, :engine_version, :engine_fingerprint, :engine_options, :tool_version,
                        :sqlite_version, :host, :pid)
                """)
            try run.bind(command.rawValue, to: ":command")
            try run.bind(label, to: ":label")
            try run.bind(engine.version, to: ":engine_version")
            try run.bind(engine.fingerprint, to: ":engine_fingerprint")
            try run.bind(engine.storedOptions, to: ":engine_options")
            try run.bind(toolVersion, to: ":tool_version")
            try run.bind(SQLiteLibrary.version, to: ":sqlite_version")
            try run.bind(ProcessIdentity.host, to: ":host")
            try run.bind(Int64(ProcessIdentity.pid), to: ":pid")
            try run.run()
            let runID = connection.lastInsertRowID
            var ids: [String: Int64] = [:]
            let select = try connection.prepare("SELECT name, experiment_id FROM experiment")
            let name = try select.column("name"), id = try select.column("experiment_id")
            while try select.step() { ids[select.text(name)] = select.int64(id) }
            return (runID, ids)
        }
        rows.runID = runID
        self.rows = rows
    }

    /// A recorder dropped without `finish` keeps the results it recorded (the run stays `running`
    /// until the next open marks it `interrupted`).
    deinit {
        try? commitGroup()
    }

    /// What `prepare` needs to know of the notebook, readable on any thread: the rule ids, and each
    /// experiment's latest content hash (its rows will be shared, so its traces need no text).
    public func preparationContext() throws(NotebookError) -> PreparationContext {
        let latest = try connection.prepare("""
            SELECT e.name, coalesce(r.content_hash, (SELECT o.content_hash FROM result AS o
                                                     WHERE o.run_id = r.content_run_id AND o.experiment_id = r.experiment_id))
                   AS content_hash
            FROM experiment AS e
            -- Experiments first, each one's latest result found by index (SQLite would otherwise
            -- scan every result and look its experiment's latest up for each: 0.9 s at 1M results).
            CROSS JOIN result AS r ON r.experiment_id = e.experiment_id
                            AND r.run_id = (SELECT max(m.run_id) FROM result AS m
                                            WHERE m.experiment_id = e.experiment_id AND m.run_id < :run_id)
            WHERE r.status = 'ok'
            """)
        try latest.bind(runID, to: ":run_id")
        var hashes: [String: String] = [:]
        while try latest.step() {
            if !latest.isNull(1) { hashes[latest.text(0)] = latest.text(1) }
        }
        return PreparationContext(rules: rows.rules.table(), latestHashes: hashes)
    }

    /// What recording `experiment` computes before it touches the database — its content hash and
    /// its traces' call shapes (unless its latest result had the same content) — done on the
    /// calling thread, so layouts and this work run beside the thread that records
    /// (`record(_:prepared:)`).
    public static func prepare(_ experiment: LaidOutExperiment, context: PreparationContext) -> PreparedRows {
        let nodes = experiment.layouts.first?.result.nodes ?? []
        let content = ResultRows.contentHash(nodes, experiment)
        guard !content.hasNaN, context.latestHashes[experiment.name] != content.hash else {
            return PreparedRows(hash: content.hash, hasNaN: content.hasNaN, traceShapes: [])
        }
        let shapes = experiment.layouts.map { layout in
            (try? CallShape.shapes(of: layout.result.trace) { context.rules.id(of: $0) }) ?? nil
        }
        return PreparedRows(hash: content.hash, hasNaN: false, traceShapes: shapes)
    }

    /// Records one experiment's result with all its rows, all or none (a savepoint of the open
    /// group of results, which commits within 50 ms and at `finish`); `prepared` is
    /// `prepare(experiment, ...)` when it was computed beforehand.
    @discardableResult
    public func record(_ experiment: LaidOutExperiment, prepared: PreparedRows? = nil) throws(NotebookError) -> ResultSummary {
        guard let experimentID = experimentIDs[experiment.name] else {
            throw .unknownExperiment(name: experiment.name, known: experimentIDs.keys.sorted())
        }
        let nodes = experiment.layouts.first?.result.nodes ?? []
        // One pass over every number: the content hash, which also notices NaN (never stored).
        let content = prepared.map { (hash: $0.hash, hasNaN: $0.hasNaN) } ?? ResultRows.contentHash(nodes, experiment)
        let problem = content.hasNaN ? Self.nonFiniteProblem(in: experiment) : nil
        let shapes = prepared?.traceShapes ?? []
        return try inGroup { () throws(NotebookError) -> ResultSummary in
            try recordRows(experiment, experimentID: experimentID, problem: problem, content: content,
                           nodes: nodes, traceShapes: shapes)
        }
    }

    /// Runs `body` in a savepoint of the open group (beginning one if none is open) and commits the
    /// group once it has been open `groupTime`. When `body` fails its rows are rolled back and the
    /// group's earlier results committed before the error is rethrown.
    private func inGroup<T>(_ body: () throws(NotebookError) -> T) throws(NotebookError) -> T {
        if groupStart == nil {
            try connection.execute("BEGIN IMMEDIATE")
            groupStart = .now
        }
        let value: T
        do {
            try connection.execute("SAVEPOINT result")
            value = try body()
            try connection.execute("RELEASE result")
        } catch {
            // Rule and shape rows inserted since the group began may be gone: look them up again.
            rows.rules.forget()
            rows.shapes.forget()
            if connection.inTransaction {
                try? connection.execute("ROLLBACK TO result")
                try? connection.execute("RELEASE result")
                try? commitGroup()
            } else {
                groupStart = nil
            }
            throw error
        }
        if let groupStart, ContinuousClock.now - groupStart >= Self.groupTime { try commitGroup() }
        return value
    }

    /// Commits the open group of results, if any.
    private func commitGroup() throws(NotebookError) {
        guard groupStart != nil else { return }
        groupStart = nil
        do {
            try connection.execute("COMMIT")
            rows.shapes.commit()
        } catch {
            if connection.inTransaction { try? connection.execute("ROLLBACK") }
            rows.rules.forget()
            rows.shapes.forget()
            throw error
        }
    }

    private func recordRows(_ experiment: LaidOutExperiment, experimentID: Int64, problem: String?,
                            content: (hash: String, hasNaN: Bool), nodes: [NodeRecord],
                            traceShapes: [[CallShape]?]) throws(NotebookError) -> ResultSummary {
        if let problem {
            try rows.writeResult(experimentID, experiment, error: problem, nodes: 0, calls: 0, passed: 0, failed: 0)
            return failure(experiment.name, problem)
        }
        let calls = experiment.layouts.reduce(0) { $0 + $1.result.callCount }
        let failed = experiment.layouts.reduce(0) { $0 + $1.expectations.filter { !$0.passed }.count }
        let checked = experiment.layouts.reduce(0) { $0 + $1.expectations.count }
        // Identical to an earlier result of this experiment: share its rows (migration 0004).
        let hash = content.hash
        let shared = try rows.sharedContentRun(experimentID, hash: hash, nodes: nodes.count, calls: calls)
        try rows.writeResult(experimentID, experiment, error: nil, nodes: nodes.count, calls: calls,
                             passed: checked - failed, failed: failed, content: (hash, shared))
        if shared == nil {
            try rows.writeNodes(experimentID, nodes, facts: experiment)
            for (position, layout) in experiment.layouts.enumerated() {
                try rows.writeLayout(experimentID, layout,
                                     shapes: position < traceShapes.count ? traceShapes[position] : nil)
            }
        }
        return ResultSummary(experiment: experiment.name, runID: runID, status: .ok, error: nil, nodes: nodes.count,
                             calls: calls, expectationsPassed: checked - failed, expectationsFailed: failed)
    }

    /// Records that an experiment could not be laid out at all (e.g. its stored definition could not be
    /// rebuilt): a result with status `error` and no rows.
    @discardableResult
    public func recordError(experiment name: String, definitionHash: String, error: String) throws(NotebookError) -> ResultSummary {
        guard let experimentID = experimentIDs[name] else {
            throw .unknownExperiment(name: name, known: experimentIDs.keys.sorted())
        }
        let empty = LaidOutExperiment(name: name, definitionHash: definitionHash, layouts: [], durationMS: 0)
        try inGroup { () throws(NotebookError) in
            try rows.writeResult(experimentID, empty, error: error, nodes: 0, calls: 0, passed: 0, failed: 0)
        }
        return failure(name, error)
    }

    private func failure(_ experiment: String, _ error: String) -> ResultSummary {
        ResultSummary(experiment: experiment, runID: runID, status: .error, error: error, nodes: 0, calls: 0,
                      expectationsPassed: 0, expectationsFailed: 0)
    }

    /// Sets the run's final status (`completed` or `failed`, with the error), after committing the
    /// open group of results.
    public func finish(error: String? = nil) throws(NotebookError) {
        try commitGroup()
        try connection.immediateTransaction { () throws(NotebookError) in
            let finish = try connection.prepare("""
                UPDATE run SET status = :status, error = :error, finished_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now')
                WHERE run_id = :run_id
                """)
            try finish.bind(runID, to: ":run_id")
            try finish.bind((error == nil ? RunStatus.completed : .failed).rawValue, to: ":status")
            try finish.bind(error, to: ":error")
            try finish.run()
        }
    }

    /// A description of the first NaN in a layout, if any (NaN would be read back as nil).
    static func nonFiniteProblem(in experiment: LaidOutExperiment) -> String? {
        for layout in experiment.layouts {
            let result = layout.result
            let where_ = "proposal \(layout.proposalIndex)"
            if result.rootSize.width.isNaN || result.rootSize.height.isNaN { return "the root size is NaN (\(where_))" }
            for placement in result.placements {
                let frame = placement.frame
                if frame.minX.isNaN || frame.minY.isNaN || frame.width.isNaN || frame.height.isNaN {
                    let path = placement.node < result.nodes.count ? result.nodes[placement.node].path : "#\(placement.node)"
                    return "the frame of \(path) has NaN (\(where_))"
                }
            }
            for call in result.calls {
                if call.response.width.isNaN || call.response.height.isNaN
                    || call.proposal.width?.isNaN == true || call.proposal.height?.isNaN == true {
                    return "trace call \(call.seq) has NaN (\(where_))"
                }
                if let operands = call.reason?.operands, operands.contains(where: { $0.value?.isNaN == true }) {
                    return "the reason of trace call \(call.seq) has a NaN operand (\(where_))"
                }
            }
        }
        return nil
    }
}

/// A laid-out experiment's content hash and its traces' call shapes, computed off the recording
/// thread (`RunRecorder.prepare`); nil shapes are made by the recorder.
public struct PreparedRows: Sendable {
    let hash: String
    let hasNaN: Bool
    let traceShapes: [[CallShape]?]
}

/// What `RunRecorder.prepare` knows of the notebook (`RunRecorder.preparationContext()`).
public struct PreparationContext: Sendable {
    let rules: RuleTable
    /// Each experiment's latest `ok` result's content hash, by name.
    let latestHashes: [String: String]
}
