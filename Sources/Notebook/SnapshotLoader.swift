// Loading one run's rows as `StoredResult`s: one prepared statement per table, scanning the primary
// keys in order and assembling the values in Swift (no query per row), so 100,000 frames load in a
// fraction of a second. Each statement's columns are resolved by name once, when it is prepared.
// `:first_experiment...:last_experiment` is a range of experiment ids, so the primary key narrows
// the scan to one experiment or covers them all.
import Experiments
import LayoutEngine

/// Loads one run's rows table by table and assembles `StoredResult`s.
struct SnapshotLoader {
    /// One experiment's rows while they are being collected.
    private struct Partial {
        var name: String
        var definitionHash: String
        var status: ResultStatus
        var error: String?
        var source: String?
        var definitionJSON: String?
        /// The run whose layout, node, frame and call rows hold this result (its own, or the
        /// earlier identical result's it shares: `result.content_run_id`).
        var rowsRun: Int64
        var contentHash: String?
        var madeViewsJSON: String?
        var proposals: [ProposedViewSize] = []
        var nodes: [StoredNode] = []
        var frames: [[Rect?]] = []
        var calls: [[TraceCall]] = []
        var expectations: [[ExpectationOutcome]] = []
    }

    private let runID: Int64
    private let includeCalls: Bool
    /// False: each result without its nodes, frames and definition text (what telling identical
    /// results apart needs: hashes, proposals and expectations).
    private let includeNodes: Bool
    private let resultRows: ResultQuery
    private let layouts: LayoutQuery
    private let nodes: NodeQuery
    private let frames: FrameQuery
    private let traces: TraceQuery
    /// `proposal_rule` by id, read when the first trace is.
    private var rules: [Int64: ProposalRule]?
    private let expectations: ExpectationQuery
    /// Puts the program texts back into the definitions read.
    private var programTexts: ProgramTextReader
    private var partials: [Int64: Partial] = [:]
    /// Each loaded experiment's `Partial.rowsRun`, apart (reading it through `partials` would copy
    /// the partial for every row).
    private var rowsRuns: [Int64: Int64] = [:]
    /// The run whose rows the layout, node, frame and call queries are reading now.
    private var rowsRun: Int64 = 0

    init(connection: Connection, runID: Int64, includeCalls: Bool, includeNodes: Bool = true) throws(NotebookError) {
        self.runID = runID
        self.includeCalls = includeCalls
        self.includeNodes = includeNodes
        resultRows = try ResultQuery(connection)
        layouts = try LayoutQuery(connection)
        nodes = try NodeQuery(connection)
        frames = try FrameQuery(connection)
        traces = try TraceQuery(connection)
        expectations = try ExpectationQuery(connection)
        programTexts = try ProgramTextReader(connection)
    }

    /// Binds the run (`rowsRun` for the shared tables, else the loaded run) and the experiment
    /// range, ready to step.
    private func start(_ statement: Statement, _ range: ClosedRange<Int64>, shared: Bool = true) throws(NotebookError) {
        statement.reset()
        try statement.bind(shared ? rowsRun : runID, to: ":run_id")
        try statement.bind(range.lowerBound, to: ":first_experiment")
        try statement.bind(range.upperBound, to: ":last_experiment")
    }

    mutating func load(_ range: ClosedRange<Int64>) throws(NotebookError) {
        let r = resultRows, s = r.statement
        try start(s, range, shared: false)
        // The experiments whose rows each run holds: usually all in this run, or (after a rerun where
        // nothing moved) all in one earlier run.
        var groups: [Int64: ClosedRange<Int64>] = [:]
        while try s.step() {
            let id = s.int64(r.experimentID), rows = s.int64(r.rowsRunID)
            partials[id] = Partial(
                name: s.text(r.name), definitionHash: s.text(r.definitionHash), status: try s.status(r.status),
                error: s.optionalText(r.error), source: includeNodes ? s.optionalText(r.source) : nil,
                definitionJSON: includeNodes ? try s.optionalText(r.definitionJSON).map { json throws(NotebookError) in
                    try programTexts.canonical(json)
                } : nil, rowsRun: rows,
                contentHash: s.optionalText(r.contentHash),
                madeViewsJSON: includeNodes ? s.optionalText(r.madeViews) : nil)
            rowsRuns[id] = rows
            groups[rows] = groups[rows].map { min($0.lowerBound, id)...max($0.upperBound, id) } ?? id...id
        }
        for (run, experiments) in groups.sorted(by: { $0.key < $1.key }) {
            rowsRun = run
            if includeNodes { try loadNodes(experiments) }
            try loadLayouts(experiments)
            if includeNodes { try loadFrames(experiments) }
            if includeCalls { try loadCalls(experiments) }
            try loadExpectations(experiments)
        }
    }

    private mutating func loadNodes(_ range: ClosedRange<Int64>) throws(NotebookError) {
        let n = nodes, s = n.statement
        try start(s, range)
        var currentID: Int64 = -1
        var current: Partial?
        while try s.step() {
            let id = s.int64(n.experimentID)
            if id != currentID {
                if let current { partials[currentID] = current }
                currentID = id
                current = rowsRuns[id] == rowsRun ? partials.removeValue(forKey: id) : nil
            }
            guard current != nil else { continue }
            current!.nodes.append(StoredNode(index: s.int(n.nodeIndex), path: s.text(n.path), label: s.optionalText(n.label),
                                             kind: s.text(n.kind), parent: s.optionalInt(n.parentIndex), frame: nil,
                                             viewType: s.optionalText(n.viewType), sourceLine: s.optionalText(n.sourceLine),
                                             displayName: s.optionalText(n.displayName)))
        }
        if let current { partials[currentID] = current }
    }

    private mutating func loadLayouts(_ range: ClosedRange<Int64>) throws(NotebookError) {
        let l = layouts, s = l.statement
        try start(s, range)
        var currentID: Int64 = -1
        var current: Partial?
        while try s.step() {
            let id = s.int64(l.experimentID)
            if id != currentID {
                if let current { partials[currentID] = current }
                currentID = id
                current = rowsRuns[id] == rowsRun ? partials.removeValue(forKey: id) : nil
            }
            guard current != nil else { continue }
            current!.proposals.append(ProposedViewSize(width: s.optionalDouble(l.proposalWidth),
                                                       height: s.optionalDouble(l.proposalHeight)))
            current!.frames.append([Rect?](repeating: nil, count: current!.nodes.count))
            current!.calls.append([])
            current!.expectations.append([])
        }
        if let current { partials[currentID] = current }
    }

    // The experiment being filled is taken out of the dictionary while its rows are read, so its
    // arrays are mutated in place.

    private mutating func loadFrames(_ range: ClosedRange<Int64>) throws(NotebookError) {
        let f = frames, s = f.statement
        try start(s, range)
        var currentID: Int64 = -1
        var current: Partial?
        while try s.step() {
            let id = s.int64(f.experimentID)
            if id != currentID {
                if let current { partials[currentID] = current }
                currentID = id
                current = partials.removeValue(forKey: id)
            }
            let proposal = s.int(f.proposalIndex)
            let node = s.int(f.nodeIndex)
            guard current?.rowsRun == rowsRun, proposal < current!.frames.count, node >= 0, node < current!.frames[proposal].count,
                  !s.isNull(f.x)
            else { continue }
            current!.frames[proposal][node] = Rect(x: s.double(f.x), y: s.double(f.y), width: s.double(f.width),
                                                   height: s.double(f.height))
        }
        if let current { partials[currentID] = current }
    }

    private mutating func loadCalls(_ range: ClosedRange<Int64>) throws(NotebookError) {
        let t = traces, s = t.statement
        try start(s, range)
        if rules == nil { rules = try t.rules() }
        let rules = self.rules ?? [:]
        var currentID: Int64 = -1
        var current: Partial?
        while try s.step() {
            let id = s.int64(t.experimentID)
            if id != currentID {
                if let current { partials[currentID] = current }
                currentID = id
                current = partials.removeValue(forKey: id)
            }
            let proposal = s.int(t.proposalIndex)
            guard current?.rowsRun == rowsRun, proposal < current!.calls.count else { continue }
            var failure: NotebookError?
            let calls: [TraceCall]? = s.withUTF8(t.calls.index) { (stored) -> [TraceCall]? in
                do throws(NotebookError) { return try t.shapes.calls(stored, rules: rules) } catch { failure = error; return nil }
            }
            if let failure { throw failure }
            guard let calls else {
                throw .corrupt(path: t.path, message: "the stored trace of run \(rowsRun), experiment \(id), "
                               + "proposal \(proposal) is not a trace (layout_trace.calls)")
            }
            current!.calls[proposal] = calls
        }
        if let current { partials[currentID] = current }
    }

    private mutating func loadExpectations(_ range: ClosedRange<Int64>) throws(NotebookError) {
        let e = expectations, s = e.statement
        try start(s, range)
        while try s.step() {
            let id = s.int64(e.experimentID)
            let proposal = s.int(e.proposalIndex)
            guard rowsRuns[id] == rowsRun, let count = partials[id]?.expectations.count, proposal < count
            else { continue }
            // The stored row holds the checked frame; an origin only when the expectation stated one.
            let checksOrigin = s.bool(e.checksOrigin)
            let expectation = Expectation(label: s.text(e.label), width: s.double(e.expectedWidth),
                                          height: s.double(e.expectedHeight),
                                          x: checksOrigin ? s.optionalDouble(e.expectedX) ?? 0 : nil,
                                          y: checksOrigin ? s.optionalDouble(e.expectedY) ?? 0 : nil)
            let actual: Rect? = s.isNull(e.actualWidth) ? nil
                : Rect(x: s.double(e.actualX), y: s.double(e.actualY), width: s.double(e.actualWidth),
                       height: s.double(e.actualHeight))
            partials[id]?.expectations[proposal].append(
                ExpectationOutcome(expectation: expectation, actual: actual, passed: s.bool(e.passed)))
        }
    }

    /// The collected results, keyed by experiment name.
    func results() -> [String: StoredResult] {
        var results: [String: StoredResult] = [:]
        results.reserveCapacity(partials.count)
        for partial in partials.values {
            var outcomes: [ProposalOutcome] = []
            outcomes.reserveCapacity(partial.proposals.count)
            for (index, proposal) in partial.proposals.enumerated() {
                var nodes = partial.nodes
                let frames = partial.frames[index]
                for position in nodes.indices where position < frames.count {
                    nodes[position].frame = frames[position]
                }
                outcomes.append(ProposalOutcome(proposalIndex: index, proposal: proposal, nodes: nodes,
                                                calls: partial.calls[index], expectations: partial.expectations[index]))
            }
            var result = StoredResult(experiment: partial.name, definitionHash: partial.definitionHash,
                                      status: partial.status, error: partial.error, outcomes: outcomes,
                                      source: partial.source, definitionJSON: partial.definitionJSON)
            result.contentHash = partial.contentHash
            result.madeViewsJSON = partial.madeViewsJSON
            results[partial.name] = result
        }
        return results
    }
}

// MARK: One query per table, columns resolved once

private typealias Column = Statement.Column

private struct ResultQuery {
    let statement: Statement
    let experimentID, name, definitionHash, status, error, source, definitionJSON, rowsRunID, contentHash, madeViews: Column

    init(_ connection: Connection) throws(NotebookError) {
        let s = try connection.prepare("""
            SELECT r.experiment_id, e.name, h.hash AS definition_hash, r.status, r.error, v.source, v.definition_json,
                   coalesce(r.content_run_id, r.run_id) AS rows_run_id,
                   coalesce(r.content_hash, (SELECT o.content_hash FROM result AS o
                                             WHERE o.run_id = r.content_run_id AND o.experiment_id = r.experiment_id))
                       AS content_hash,
                   CASE WHEN r.content_run_id IS NULL THEN r.made_views
                        ELSE (SELECT o.made_views FROM result AS o
                              WHERE o.run_id = r.content_run_id AND o.experiment_id = r.experiment_id) END AS made_views
            FROM result AS r JOIN experiment AS e ON e.experiment_id = r.experiment_id
            JOIN definition_hash AS h ON h.hash_id = r.definition_id
            LEFT JOIN definition_version AS v
                ON v.experiment_id = r.experiment_id AND v.definition_hash = h.hash
            WHERE r.run_id = :run_id AND r.experiment_id BETWEEN :first_experiment AND :last_experiment
            ORDER BY r.experiment_id
            """)
        statement = s
        experimentID = try s.column("experiment_id")
        name = try s.column("name")
        definitionHash = try s.column("definition_hash")
        status = try s.column("status")
        error = try s.column("error")
        source = try s.column("source")
        definitionJSON = try s.column("definition_json")
        rowsRunID = try s.column("rows_run_id")
        contentHash = try s.column("content_hash")
        madeViews = try s.column("made_views")
    }
}

private struct LayoutQuery {
    let statement: Statement
    let experimentID, proposalIndex, proposalWidth, proposalHeight: Column

    init(_ connection: Connection) throws(NotebookError) {
        let s = try connection.prepare("""
            SELECT experiment_id, proposal_index, proposal_width, proposal_height
            FROM layout WHERE run_id = :run_id AND experiment_id BETWEEN :first_experiment AND :last_experiment
            ORDER BY experiment_id, proposal_index
            """)
        statement = s
        experimentID = try s.column("experiment_id")
        proposalIndex = try s.column("proposal_index")
        proposalWidth = try s.column("proposal_width")
        proposalHeight = try s.column("proposal_height")
    }
}

private struct NodeQuery {
    let statement: Statement
    let experimentID, nodeIndex, path, label, kind, parentIndex, viewType, sourceLine, displayName: Column

    init(_ connection: Connection) throws(NotebookError) {
        let s = try connection.prepare("""
            SELECT experiment_id, node_index, path, label, kind, parent_index, view_type, source_line, display_name
            FROM node WHERE run_id = :run_id AND experiment_id BETWEEN :first_experiment AND :last_experiment
            ORDER BY experiment_id, node_index
            """)
        statement = s
        experimentID = try s.column("experiment_id")
        nodeIndex = try s.column("node_index")
        path = try s.column("path")
        label = try s.column("label")
        kind = try s.column("kind")
        parentIndex = try s.column("parent_index")
        viewType = try s.column("view_type")
        sourceLine = try s.column("source_line")
        displayName = try s.column("display_name")
    }
}

private struct FrameQuery {
    let statement: Statement
    let experimentID, proposalIndex, nodeIndex, x, y, width, height: Column

    init(_ connection: Connection) throws(NotebookError) {
        let s = try connection.prepare("""
            SELECT experiment_id, proposal_index, node_index, x, y, width, height
            FROM frame WHERE run_id = :run_id AND experiment_id BETWEEN :first_experiment AND :last_experiment
            ORDER BY experiment_id, proposal_index, node_index
            """)
        statement = s
        experimentID = try s.column("experiment_id")
        proposalIndex = try s.column("proposal_index")
        nodeIndex = try s.column("node_index")
        x = try s.column("x")
        y = try s.column("y")
        width = try s.column("width")
        height = try s.column("height")
    }
}

private struct TraceQuery {
    let statement: Statement
    let experimentID, proposalIndex, calls: Column
    let path: String
    /// The elements of the call shapes the traces name.
    let shapes: CallShapeReader
    private let ruleRows: Statement

    init(_ connection: Connection) throws(NotebookError) {
        let s = try connection.prepare("""
            SELECT experiment_id, proposal_index, calls FROM layout_trace
            WHERE run_id = :run_id AND experiment_id BETWEEN :first_experiment AND :last_experiment
            ORDER BY experiment_id, proposal_index
            """)
        statement = s
        experimentID = try s.column("experiment_id")
        proposalIndex = try s.column("proposal_index")
        calls = try s.column("calls")
        path = connection.path
        shapes = try CallShapeReader(connection)
        ruleRows = try connection.prepare("SELECT rule_id, name, operand_names FROM proposal_rule")
    }

    /// Every rule by its id (the table holds one row per distinct rule: a few dozen).
    func rules() throws(NotebookError) -> [Int64: ProposalRule] {
        ruleRows.reset()
        var rules: [Int64: ProposalRule] = [:]
        while try ruleRows.step() {
            rules[ruleRows.int64(0)] = ProposalRule(name: ruleRows.text(1),
                                                    operandNames: ColumnJSON.parseOperandNames(ruleRows.text(2)) ?? [])
        }
        ruleRows.reset()
        return rules
    }
}

private struct ExpectationQuery {
    let statement: Statement
    let experimentID, proposalIndex, label, checksOrigin: Column
    let expectedX, expectedY, expectedWidth, expectedHeight, actualX, actualY, actualWidth, actualHeight: Column
    let passed: Column

    init(_ connection: Connection) throws(NotebookError) {
        let s = try connection.prepare("""
            SELECT experiment_id, proposal_index, label, checks_origin, expected_x, expected_y, expected_width,
                   expected_height, actual_x, actual_y, actual_width, actual_height, passed
            FROM expectation_result
            WHERE run_id = :run_id AND experiment_id BETWEEN :first_experiment AND :last_experiment
            ORDER BY experiment_id, proposal_index, position
            """)
        statement = s
        experimentID = try s.column("experiment_id")
        proposalIndex = try s.column("proposal_index")
        label = try s.column("label")
        checksOrigin = try s.column("checks_origin")
        expectedX = try s.column("expected_x")
        expectedY = try s.column("expected_y")
        expectedWidth = try s.column("expected_width")
        expectedHeight = try s.column("expected_height")
        actualX = try s.column("actual_x")
        actualY = try s.column("actual_y")
        actualWidth = try s.column("actual_width")
        actualHeight = try s.column("actual_height")
        passed = try s.column("passed")
    }
}
