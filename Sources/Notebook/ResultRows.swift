// The INSERTs of one result's rows — `result`, `node`, `layout`, `frame`, `layout_trace` and
// `expectation_result` — each beside the code that binds it. One prepared statement per table,
// reused for every row; every length goes through `CleanNumbers` (1/1024 pt grid); the statements written once per node or layout resolve their parameter
// names once, so binding a row is index-based.
import Experiments
import LayoutEngine

/// Writes one result and its rows inside the caller's transaction (`RunRecorder.record`).
struct ResultRows {
    /// The run the rows belong to (set once the run row exists).
    var runID: Int64 = 0
    private let result: Statement
    private let sharedContent: Statement
    /// Stores a definition hash once (`definition_hash`, migration 0011); results name it by id.
    private let definitionHash: Statement
    private let layout: Statement
    private let nodes: NodeInsert
    private let frames: FrameInsert
    private let traces: TraceInsert
    private let expectations: ExpectationInsert
    /// Each rule's row in `proposal_rule`, looked up once per recorder.
    let rules: RuleIDs
    /// Each call shape's row in `call_shape` (migration 0011).
    let shapes: CallShapeWriter

    init(connection: Connection) throws(NotebookError) {
        result = try connection.prepare("""
            INSERT INTO result (run_id, experiment_id, definition_id, status, error, proposal_count, node_count,
                                call_count, expectations_passed, expectations_failed, duration_ms,
                                content_hash, content_run_id, made_views)
            VALUES (:run_id, :experiment_id,
                    (SELECT hash_id FROM definition_hash WHERE hash = :definition_hash),
                    :status, :error, :proposal_count, :node_count,
                    :call_count, :expectations_passed, :expectations_failed, :duration_ms,
                    :content_hash, :content_run_id, :made_views)
            """)
        definitionHash = try connection.prepare("INSERT OR IGNORE INTO definition_hash (hash) VALUES (:hash)")
        sharedContent = try connection.prepare("""
            SELECT coalesce(content_run_id, run_id) AS rows_run_id FROM result
            WHERE experiment_id = :experiment_id AND content_hash = :content_hash AND status = 'ok'
              AND node_count = :node_count AND call_count = :call_count
            ORDER BY run_id DESC LIMIT 1
            """)
        layout = try connection.prepare("""
            INSERT INTO layout (run_id, experiment_id, proposal_index, proposal_width, proposal_height,
                                root_width, root_height)
            VALUES (:run_id, :experiment_id, :proposal_index, :proposal_width, :proposal_height,
                    :root_width, :root_height)
            """)
        nodes = try NodeInsert(connection)
        frames = try FrameInsert(connection)
        traces = try TraceInsert(connection)
        expectations = try ExpectationInsert(connection)
        rules = try RuleIDs(connection)
        shapes = try CallShapeWriter(connection)
    }

    /// The `result` row: status `ok` when `error` is nil, else `error` (with no layouts). A result
    /// that shares an earlier result's rows keeps no content hash and no made views: they are its
    /// owner's (migrations 0011 and 0013).
    func writeResult(_ experimentID: Int64, _ experiment: LaidOutExperiment, error: String?,
                     nodes: Int, calls: Int, passed: Int, failed: Int,
                     content: (hash: String, sharedRunID: Int64?)? = nil) throws(NotebookError) {
        try definitionHash.bind(experiment.definitionHash, to: ":hash")
        try definitionHash.run()
        let s = result
        try s.bind(content?.sharedRunID == nil ? content?.hash : nil, to: ":content_hash")
        try s.bind(content?.sharedRunID.map { Int($0) }, to: try s.parameter(":content_run_id"))
        try s.bind(error == nil && content?.sharedRunID == nil ? CanonicalTree.encodeMade(experiment.madeViews) : nil,
                   to: ":made_views")
        try s.bind(runID, to: ":run_id")
        try s.bind(experimentID, to: ":experiment_id")
        try s.bind(experiment.definitionHash, to: ":definition_hash")
        try s.bind((error == nil ? ResultStatus.ok : .error).rawValue, to: ":status")
        try s.bind(error, to: ":error")
        try s.bind(error == nil ? experiment.layouts.count : 0, to: ":proposal_count")
        try s.bind(nodes, to: ":node_count")
        try s.bind(calls, to: ":call_count")
        try s.bind(passed, to: ":expectations_passed")
        try s.bind(failed, to: ":expectations_failed")
        try s.bind(experiment.durationMS.isFinite ? experiment.durationMS : 0, to: ":duration_ms")
        try s.run()
    }

    /// The last placement of each node is its final frame (cleaned; nil when it was not placed).
    static func finalFrames(_ result: LayoutResult) -> [Rect?] {
        var frames = [Rect?](repeating: nil, count: result.nodes.count)
        for placement in result.placements where placement.node < frames.count {
            frames[placement.node] = CleanNumbers.clean(placement.frame)
        }
        return frames
    }

    /// The hash of the rows `writeNodes` and `writeLayout` would write for these layouts (with their
    /// expectation rows), and whether any of their numbers is NaN. A node's path follows from the
    /// kinds and parents of the nodes before it, and a reason's text from its rule and operand
    /// values, so those are hashed instead of the texts.
    static func contentHash(_ nodes: [NodeRecord], _ experiment: LaidOutExperiment) -> (hash: String, hasNaN: Bool) {
        let layouts = experiment.layouts
        var h = ContentHasher()
        h.add(nodes.count)
        for node in nodes {
            h.add(node.label); h.add(node.kind); h.add(node.parent ?? -1); h.add(node.depth)
            // The names the user wrote are stored with the nodes: a moved line is a new content.
            let named = experiment.facts(of: node)
            h.add(named?.viewType); h.add(named?.sourceLine); h.add(named?.displayName)
        }
        // Only when views were made: the hashes of other results stay those earlier releases wrote.
        if let made = CanonicalTree.encodeMade(experiment.madeViews) { h.add(made) }
        h.add(layouts.count)
        for layout in layouts {
            let result = layout.result
            h.add(layout.proposalIndex)
            h.add(result.proposal.width); h.add(result.proposal.height)
            h.add(CleanNumbers.clean(result.rootSize.width)); h.add(CleanNumbers.clean(result.rootSize.height))
            for frame in Self.finalFrames(result) {
                h.add(frame?.minX); h.add(frame?.minY); h.add(frame?.width); h.add(frame?.height)
            }
            for placement in result.placements where placement.frame.minX.isNaN || placement.frame.minY.isNaN
                || placement.frame.width.isNaN || placement.frame.height.isNaN {
                h.add(Double.nan)
            }
            let trace = result.trace
            h.add(trace.count)
            trace.forEachCall { call in
                h.add(call.seq); h.add(call.node); h.add(call.parentCall ?? -1); h.add(call.askedBy ?? -1); h.add(call.depth)
                h.add(CleanNumbers.clean(call.proposal.width)); h.add(CleanNumbers.clean(call.proposal.height))
                h.add(CleanNumbers.clean(call.response.width)); h.add(CleanNumbers.clean(call.response.height))
                h.add(call.cached); h.add(call.phase == .placement)
                if let reason = call.reason {
                    h.add(reason.rule)
                    if case .custom(_, let names) = reason.code { for name in names { h.add(name) } }
                    h.add(reason.valueCount)
                    for position in 0..<reason.valueCount { h.add(reason.value(at: position)) }
                } else {
                    h.add(-1)
                }
            }
            h.add(layout.expectations.count)
            for outcome in layout.expectations {
                h.add(outcome.label); h.add(outcome.checksOrigin); h.add(outcome.passed)
                h.add(outcome.checksOrigin ? outcome.expected.minX : nil); h.add(outcome.checksOrigin ? outcome.expected.minY : nil)
                h.add(outcome.expected.width); h.add(outcome.expected.height)
                h.add(CleanNumbers.clean(outcome.actual?.minX)); h.add(CleanNumbers.clean(outcome.actual?.minY))
                h.add(CleanNumbers.clean(outcome.actual?.width)); h.add(CleanNumbers.clean(outcome.actual?.height))
            }
        }
        return (h.hex, h.sawNaN || rootIsNaN(layouts))
    }

    private static func rootIsNaN(_ layouts: [LaidOutExperiment.Layout]) -> Bool {
        layouts.contains { $0.result.rootSize.width.isNaN || $0.result.rootSize.height.isNaN }
    }

    /// The run whose rows an earlier result of this experiment with the same content keeps, if any.
    func sharedContentRun(_ experimentID: Int64, hash: String, nodes: Int, calls: Int) throws(NotebookError) -> Int64? {
        let s = sharedContent
        s.reset()
        try s.bind(experimentID, to: ":experiment_id")
        try s.bind(hash, to: ":content_hash")
        try s.bind(nodes, to: ":node_count")
        try s.bind(calls, to: ":call_count")
        guard try s.step() else { return nil }
        let run = s.int64(0)
        s.reset()
        return run
    }

    /// The `node` rows: the tree, shared by every proposal of the experiment.
    func writeNodes(_ experimentID: Int64, _ nodes: [NodeRecord], facts: LaidOutExperiment) throws(NotebookError) {
        let n = self.nodes
        let s = n.statement
        try s.bind(runID, to: n.runID)
        try s.bind(experimentID, to: n.experimentID)
        for node in nodes {
            try s.bind(node.index, to: n.nodeIndex)
            try s.bind(node.path, to: n.path)
            try s.bind(node.label, to: n.label)
            try s.bind(node.kind, to: n.kind)
            try s.bind(node.parent, to: n.parentIndex)
            try s.bind(node.depth, to: n.depth)
            let named = facts.facts(of: node)
            try s.bind(named?.viewType, to: n.viewType)
            try s.bind(named?.sourceLine, to: n.sourceLine)
            try s.bind(named?.displayName, to: n.displayName)
            try s.run()
        }
    }

    /// One proposal's rows: its `layout` row, every node's final `frame`, its trace (one
    /// `layout_trace` row: `TraceText`'s elements as `call_shape` ids) and every `expectation_result`.
    /// `shapes` are the trace's call shapes when they were made beforehand (`RunRecorder.prepare`).
    func writeLayout(_ experimentID: Int64, _ layout: LaidOutExperiment.Layout, shapes prepared: [CallShape]? = nil) throws(NotebookError) {
        let result = layout.result
        let index = layout.proposalIndex
        let l = self.layout
        try l.bind(runID, to: ":run_id")
        try l.bind(experimentID, to: ":experiment_id")
        try l.bind(index, to: ":proposal_index")
        try l.bind(result.proposal.width, to: ":proposal_width")
        try l.bind(result.proposal.height, to: ":proposal_height")
        try l.bind(CleanNumbers.clean(result.rootSize.width), to: ":root_width")
        try l.bind(CleanNumbers.clean(result.rootSize.height), to: ":root_height")
        try l.run()

        let finalFrames = Self.finalFrames(result)
        let f = frames
        try f.statement.bind(runID, to: f.runID)
        try f.statement.bind(experimentID, to: f.experimentID)
        try f.statement.bind(index, to: f.proposalIndex)
        for (node, frame) in finalFrames.enumerated() {
            try f.statement.bind(node, to: f.nodeIndex)
            try f.statement.bind(frame?.minX, to: f.x)
            try f.statement.bind(frame?.minY, to: f.y)
            try f.statement.bind(frame?.width, to: f.width)
            try f.statement.bind(frame?.height, to: f.height)
            try f.statement.run()
        }

        var callShapes = prepared ?? []
        if prepared == nil {
            let rules = self.rules
            callShapes = try CallShape.shapes(of: result.trace) { (rule) throws(NotebookError) -> Int64? in try rules.id(of: rule) } ?? []
        }
        let t = traces
        try t.statement.bind(runID, to: t.runID)
        try t.statement.bind(experimentID, to: t.experimentID)
        try t.statement.bind(index, to: t.proposalIndex)
        try t.statement.bind(utf8: try shapes.storedText(callShapes), at: t.calls.index)
        try t.statement.run()

        try writeExpectations(experimentID, layout)
    }

    /// One proposal's `expectation_result` rows.
    private func writeExpectations(_ experimentID: Int64, _ layout: LaidOutExperiment.Layout) throws(NotebookError) {
        let index = layout.proposalIndex
        let e = expectations
        let x = e.statement
        try x.bind(runID, to: e.runID)
        try x.bind(experimentID, to: e.experimentID)
        try x.bind(index, to: e.proposalIndex)
        for (position, outcome) in layout.expectations.enumerated() {
            try x.bind(position, to: e.position)
            try x.bind(outcome.label, to: e.label)
            try x.bind(outcome.checksOrigin, to: e.checksOrigin)
            try x.bind(outcome.checksOrigin ? outcome.expected.minX : nil, to: e.expectedX)
            try x.bind(outcome.checksOrigin ? outcome.expected.minY : nil, to: e.expectedY)
            try x.bind(outcome.expected.width, to: e.expectedWidth)
            try x.bind(outcome.expected.height, to: e.expectedHeight)
            try x.bind(CleanNumbers.clean(outcome.actual?.minX), to: e.actualX)
            try x.bind(CleanNumbers.clean(outcome.actual?.minY), to: e.actualY)
            try x.bind(CleanNumbers.clean(outcome.actual?.width), to: e.actualWidth)
            try x.bind(CleanNumbers.clean(outcome.actual?.height), to: e.actualHeight)
            try x.bind(outcome.passed, to: e.passed)
            try x.run()
        }
    }
}

// MARK: Statements written once per node, call or expectation (parameters resolved once)

private typealias Parameter = Statement.Parameter

private struct NodeInsert {
    let statement: Statement
    let runID, experimentID, nodeIndex, path, label, kind, parentIndex, depth: Parameter
    let viewType, sourceLine, displayName: Parameter

    init(_ connection: Connection) throws(NotebookError) {
        let s = try connection.prepare("""
            INSERT INTO node (run_id, experiment_id, node_index, path, label, kind, parent_index, depth,
                              view_type, source_line, display_name)
            VALUES (:run_id, :experiment_id, :node_index, :path, :label, :kind, :parent_index, :depth,
                    :view_type, :source_line, :display_name)
            """)
        statement = s
        runID = try s.parameter(":run_id")
        experimentID = try s.parameter(":experiment_id")
        nodeIndex = try s.parameter(":node_index")
        path = try s.parameter(":path")
        label = try s.parameter(":label")
        kind = try s.parameter(":kind")
        parentIndex = try s.parameter(":parent_index")
        depth = try s.parameter(":depth")
        viewType = try s.parameter(":view_type")
        sourceLine = try s.parameter(":source_line")
        displayName = try s.parameter(":display_name")
    }
}

private struct FrameInsert {
    let statement: Statement
    let runID, experimentID, proposalIndex, nodeIndex, x, y, width, height: Parameter

    init(_ connection: Connection) throws(NotebookError) {
        let s = try connection.prepare("""
            INSERT INTO frame (run_id, experiment_id, proposal_index, node_index, x, y, width, height)
            VALUES (:run_id, :experiment_id, :proposal_index, :node_index, :x, :y, :width, :height)
            """)
        statement = s
        runID = try s.parameter(":run_id")
        experimentID = try s.parameter(":experiment_id")
        proposalIndex = try s.parameter(":proposal_index")
        nodeIndex = try s.parameter(":node_index")
        x = try s.parameter(":x")
        y = try s.parameter(":y")
        width = try s.parameter(":width")
        height = try s.parameter(":height")
    }
}

private struct TraceInsert {
    let statement: Statement
    let runID, experimentID, proposalIndex, calls: Parameter

    init(_ connection: Connection) throws(NotebookError) {
        let s = try connection.prepare("""
            INSERT INTO layout_trace (run_id, experiment_id, proposal_index, calls)
            VALUES (:run_id, :experiment_id, :proposal_index, :calls)
            """)
        statement = s
        runID = try s.parameter(":run_id")
        experimentID = try s.parameter(":experiment_id")
        proposalIndex = try s.parameter(":proposal_index")
        calls = try s.parameter(":calls")
    }
}

private struct ExpectationInsert {
    let statement: Statement
    let runID, experimentID, proposalIndex, position, label, checksOrigin: Parameter
    let expectedX, expectedY, expectedWidth, expectedHeight, actualX, actualY, actualWidth, actualHeight: Parameter
    let passed: Parameter

    init(_ connection: Connection) throws(NotebookError) {
        let s = try connection.prepare("""
            INSERT INTO expectation_result (run_id, experiment_id, proposal_index, position, label, checks_origin,
                                            expected_x, expected_y, expected_width, expected_height,
                                            actual_x, actual_y, actual_width, actual_height, passed)
            VALUES (:run_id, :experiment_id, :proposal_index, :position, :label, :checks_origin,
                    :expected_x, :expected_y, :expected_width, :expected_height,
                    :actual_x, :actual_y, :actual_width, :actual_height, :passed)
            """)
        statement = s
        runID = try s.parameter(":run_id")
        experimentID = try s.parameter(":experiment_id")
        proposalIndex = try s.parameter(":proposal_index")
        position = try s.parameter(":position")
        label = try s.parameter(":label")
        checksOrigin = try s.parameter(":checks_origin")
        expectedX = try s.parameter(":expected_x")
        expectedY = try s.parameter(":expected_y")
        expectedWidth = try s.parameter(":expected_width")
        expectedHeight = try s.parameter(":expected_height")
        actualX = try s.parameter(":actual_x")
        actualY = try s.parameter(":actual_y")
        actualWidth = try s.parameter(":actual_width")
        actualHeight = try s.parameter(":actual_height")
        passed = try s.parameter(":passed")
    }
}

/// The `proposal_rule` row of each rule (name and operand names), inserted when first used. The
/// ids are cached for the recorder's life; `forget()` drops the ones learnt since `table()` after a
/// rolled-back transaction, whose new rows are gone.
final class RuleIDs {
    private let upsert: Statement
    private let all: Statement
    /// Ids of built-in rules by `builtInIndex` (0: not known yet), then of the others.
    private var builtIn = [Int64](repeating: 0, count: ProposalRule.builtIn.count)
    private var custom: [ProposalRule: Int64] = [:]
    private var committed = RuleTable(builtIn: [], custom: [:])

    init(_ connection: Connection) throws(NotebookError) {
        upsert = try connection.prepare("""
            INSERT INTO proposal_rule (name, operand_names) VALUES (:name, :operand_names)
            ON CONFLICT (name, operand_names) DO UPDATE SET name = excluded.name
            RETURNING rule_id
            """)
        all = try connection.prepare("SELECT rule_id, name, operand_names FROM proposal_rule")
    }

    func id(of rule: ProposalRule) throws(NotebookError) -> Int64 {
        let index = rule.builtInIndex
        if index >= 0, builtIn[index] != 0 { return builtIn[index] }
        if index < 0, let known = custom[rule] { return known }
        upsert.reset()
        try upsert.bind(rule.name, to: ":name")
        try upsert.bind(ColumnJSON.operandNames(rule.operandNames), to: ":operand_names")
        guard try upsert.step() else { throw .sqlite(path: "", code: 0, message: "no rule id returned", sql: nil) }
        let id = upsert.int64(0)
        upsert.reset()
        if index >= 0 { builtIn[index] = id } else { custom[rule] = id }
        return id
    }

    /// Gives every built-in rule its row and reads every stored rule's id (inside the caller's
    /// transaction); after it commits, `table()` holds them all.
    func learnAll() throws(NotebookError) {
        for rule in ProposalRule.builtIn { _ = try id(of: rule) }
        all.reset()
        while try all.step() {
            let rule = ProposalRule(name: all.text(1), operandNames: ColumnJSON.parseOperandNames(all.text(2)) ?? [])
            if rule.builtInIndex < 0 { custom[rule] = all.int64(0) }
        }
        all.reset()
        committed = RuleTable(builtIn: builtIn, custom: custom)
    }

    /// The ids known to be committed, for threads that encode traces (`RunRecorder.prepare`).
    func table() -> RuleTable { committed }

    func forget() {
        builtIn = committed.builtIn.isEmpty ? [Int64](repeating: 0, count: ProposalRule.builtIn.count) : committed.builtIn
        custom = committed.custom
    }
}

/// Rule ids any thread can read: every built-in rule's and the custom rules stored when the
/// recording started (a rule missing here is looked up by the recorder itself).
public struct RuleTable: Sendable {
    let builtIn: [Int64]
    let custom: [ProposalRule: Int64]

    func id(of rule: ProposalRule) -> Int64? {
        let index = rule.builtInIndex
        if index >= 0 { return index < builtIn.count && builtIn[index] != 0 ? builtIn[index] : nil }
        return custom[rule]
    }
}
