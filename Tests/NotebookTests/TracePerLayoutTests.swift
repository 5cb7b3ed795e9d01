// Migration 0007 and `TraceText`: each layout's trace is one JSON value in `layout_trace`. Calls
// stored as rows before read back the same through `trace_call`, `latest_calls`, `calls` and the
// loader (rules, nil and infinite proposals and operands, fractions to the last bit, a reason with
// more than seven operands, parents, depths, phases, memo flags); the text has the documented
// shape; a damaged text is reported, not guessed at.
import Experiments
import Foundation
import LayoutEngine
import Testing
@testable import Notebook
import TestSupport

@Suite struct TracePerLayoutTests {
    static let columns = "run_id, experiment_id, proposal_index, seq, node_index, parent_seq, asked_by_index, depth, "
        + "proposal_width, proposal_height, width, height, cached, phase, reason_rule, reason_operands"

    static func rows(_ connection: Connection, _ sql: String) throws -> [String] {
        let statement = try connection.prepare(sql)
        var rows: [String] = []
        while try statement.step() {
            rows.append((0..<statement.columnCount).map { statement.isNull($0) ? "NULL" : statement.text($0) }
                .joined(separator: " | "))
        }
        return rows
    }

    @Test("calls stored as rows of schema version 6 read back the same after migration 0007")
    func version6CallsReadBackTheSame() throws {
        let folder = TemporaryFolder()
        let path = folder.file("v6.sqlite")
        let overflow = #"[{"name":"a","value":1},{"name":"b","value":"infinity"},{"name":"c","value":null},{"name":"d","value":0.1},"#
            + #"{"name":"e","value":5},{"name":"f","value":6},{"name":"g","value":7},{"name":"h","value":8.5}]"#
        var before: [[String]] = []
        let queries = ["SELECT \(Self.columns) FROM trace_call ORDER BY run_id, experiment_id, proposal_index, seq",
                       // The views' columns before migration 0010 added the node names.
                       "SELECT experiment, run_id, seq, node_path, label, proposal_width, proposal_height, width, height, "
                           + "proposal_index, node_index, depth, cached, phase, parent_seq, reason_rule, reason_operands FROM latest_calls",
                       "SELECT experiment, run_id, proposal_index, seq, node_path, label, asked_by, proposal_width, proposal_height, "
                           + "answer_width, answer_height, cached, phase, rule FROM calls ORDER BY run_id, proposal_index, seq"]
        do {
            let connection = try Connection(path: path, mode: .readWrite(create: true))
            _ = try Migrator(migrations: Array(Migration.embedded.prefix(6)), toolVersion: "old").migrate(connection)
            try connection.execute("""
                PRAGMA foreign_keys = ON;
                INSERT INTO experiment (experiment_id, name, source, tree_json, definition_json, definition_hash,
                                        proposals_json, expectations_json)
                VALUES (1, 'old', 'Experiment("old") {}', '{}', '{}', 'h', '[]', '[]');
                INSERT INTO definition_version (experiment_id, definition_hash, source, definition_json)
                VALUES (1, 'h', 'Experiment("old") {}', '{}');
                INSERT INTO run (run_id, status, command, engine_version, engine_fingerprint, engine_options, tool_version,
                                 sqlite_version, host, pid)
                VALUES (1, 'completed', 'run', '1', 'f', '', 'old', '3', 'h', 1);
                INSERT INTO result (run_id, experiment_id, definition_hash, status, proposal_count, node_count, call_count,
                                    expectations_passed, expectations_failed, duration_ms)
                VALUES (1, 1, 'h', 'ok', 2, 2, 6, 0, 0, 1);
                INSERT INTO layout VALUES (1, 1, 0, 100, NULL, 100, 20), (1, 1, 1, 9e999, 50, 140.33333333333334, 20);
                INSERT INTO node VALUES (1, 1, 0, 'HStack[0]', NULL, 'HStack', NULL, 0), (1, 1, 1, 'HStack[0]/Text[0]', 't', 'Text', 0, 1);
                INSERT INTO frame VALUES (1, 1, 0, 0, 0, 0, 100, 20), (1, 1, 0, 1, 0, 0, 100, 20),
                                         (1, 1, 1, 0, 0, 0, 140.33333333333334, 20), (1, 1, 1, 1, 0, 0, 140.33333333333334, 20);
                INSERT INTO proposal_rule (rule_id, name, operand_names) VALUES
                    (1, 'stack.share', '["available","remaining","priority","proposed","spacing","reserved","axis"]'),
                    (2, 'custom.eight', '["a","b","c","d","e","f","g","h"]');
                INSERT INTO compact_call (run_id, experiment_id, proposal_index, seq, node_index, parent_gap, asked_by_index,
                                          depth_flags, proposal_width, proposal_height, width, height, rule_id,
                                          operand_1, operand_2, operand_3, operand_4, operand_5, operand_6, operand_7, operands_json)
                VALUES (1, 1, 0, 0, 0, NULL, NULL, 0, 100, NULL, 100, 20, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
                       (1, 1, 0, 1, 1, 1, 0, 4, 100, NULL, 85.333333333333329, 20.333333333333332, 1,
                        100, 9e999, NULL, 2.9702970297029703, 0, -9e999, 0, NULL),
                       (1, 1, 0, 2, 1, 2, 0, 7, 100, NULL, 85.333333333333329, 20.333333333333332, NULL,
                        NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
                       (1, 1, 1, 0, 0, NULL, NULL, 0, 9e999, 50, 140.33333333333334, 20, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
                       (1, 1, 1, 1, 1, 1, 0, 4, 9e999, 50, 140.33333333333334, 20, 2, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
                        '\(overflow)'),
                       (1, 1, 1, 2, 1, 2, 0, 6, 0, -0.0, 1e15, 1e-05, 1, 1, 2, 3, 4, 5, 6, 7, NULL);
                """)
            for query in queries { before.append(try Self.rows(connection, query)) }
        }
        #expect(before.map(\.count) == [6, 6, 6])
        let notebook = try Notebook.open(path: path, access: .write(createIfMissing: false))
        #expect(notebook.appliedMigrations.map(\.file) == ["0007_trace_per_layout.sql", "0008_no_tree_json.sql", "0009_previewed_view.sql", "0010_node_names.sql",
                                                            "0011_compact_notebook.sql", "0012_program_texts.sql", "0013_made_views.sql"])
        for (query, rows) in zip(queries, before) {
            #expect(try Self.rows(notebook.connection, query) == rows, "\(query)")
        }
        // One value per layout, trailing nulls left out, 17 significant digits where needed (each
        // element a call shape since migration 0011).
        let texts = try Self.rows(notebook.connection, """
            SELECT '[' || group_concat(element, ',') || ']' FROM (
                SELECT t.proposal_index, s.element FROM layout_trace AS t, json_each(t.calls) AS e
                JOIN call_shape AS s ON s.shape_id = e.value ORDER BY t.proposal_index, e.key)
            GROUP BY proposal_index ORDER BY proposal_index
            """)
        #expect(texts == [
            "[[0,null,null,0,100,null,100,20],"
                + "[1,1,0,4,100,null,85.333333333333329,20.333333333333332,1,100,1e999,null,2.9702970297029703,0,-1e999,0],"
                + "[1,2,0,7,100,null,85.333333333333329,20.333333333333332]]",
            "[[0,null,null,0,1e999,50,140.33333333333334,20],[1,1,0,4,1e999,50,140.33333333333334,20,2,\(overflow)],"
                + "[1,2,0,6,0,0,1000000000000000.0,1.0000000000000001e-05,1,1,2,3,4,5,6,7]]",
        ], "\(texts)")
        let outcomes = try #require(try notebook.loadSnapshot(runID: 1).results["old"]?.outcomes)
        try #require(outcomes.count == 2)
        let first = outcomes[0].calls
        #expect(first.map(\.parentCall) == [nil, 0, 0])
        #expect(first.map(\.depth) == [0, 1, 1])
        #expect(first.map(\.cached) == [false, false, true])
        #expect(first.map(\.phase) == [.sizing, .sizing, .placement])
        #expect(first[1].response == Size(width: 256.0 / 3, height: 61.0 / 3))
        #expect(first[1].reason?.rule == "stack.share")
        #expect(first[1].reason?.values == [100, .infinity, nil, 2.9702970297029703, 0, -.infinity, 0])
        #expect(first[0].reason == nil && first[2].reason == nil)
        let second = outcomes[1].calls
        #expect(second[0].proposal == ProposedViewSize(width: .infinity, height: 50))
        #expect(second[1].reason?.rule == "custom.eight")
        #expect(second[1].reason?.values == [1, .infinity, nil, 0.1, 5, 6, 7, 8.5])
        #expect(second[2].response == Size(width: 1e15, height: 1e-05))
        #expect(second[2].reason?.values == [1, 2, 3, 4, 5, 6, 7])
        #expect(try notebook.integrityCheck() == "ok")
    }

    @Test("a recorded trace is one value per layout and reads back call for call")
    func recordedTraceShape() throws {
        let folder = TemporaryFolder()
        let notebook = try Notebook.open(path: folder.file("n.sqlite"), access: .write(createIfMissing: true))
        let experiment = Samples.hstack()
        let runID = try Samples.record([experiment], in: notebook, label: nil)
        let stored = try Self.rows(notebook.connection, "SELECT proposal_index, json_valid(calls), json_array_length(calls) FROM layout_trace")
        let results = experiment.proposals.map { Engine().layout(experiment.tree, in: $0) }
        #expect(stored == results.enumerated().map { "\($0.offset) | 1 | \($0.element.calls.count)" })
        let outcomes = try #require(try notebook.loadSnapshot(runID: runID).results[experiment.name]?.outcomes)
        #expect(outcomes.map(\.calls) == results.map(\.calls))
        let viewRows = try Self.rows(notebook.connection, "SELECT count(*) FROM trace_call WHERE run_id = \(runID)")
        #expect(viewRows == ["\(results.reduce(0) { $0 + $1.calls.count })"])
    }

    @Test("a result hashed and encoded off the recording thread is stored exactly as the recorder stores it")
    func preparedRowsMatch() throws {
        let folder = TemporaryFolder()
        let experiment = Samples.hstack()
        let laidOut = ExperimentRunner(engine: Engine()).layOut(experiment)
        var stored: [[String]] = []
        for (index, how) in ["recorder", "prepared", "no rule ids"].enumerated() {
            let notebook = try Notebook.open(path: folder.file("\(index).sqlite"), access: .write(createIfMissing: true))
            let recorder = try RunRecorder(notebook: notebook, command: .run, engine: EngineIdentity(options: LayoutOptions()),
                                           label: nil, experiments: [DefinedExperiment(experiment)])
            switch how {
            case "recorder": try recorder.record(laidOut)
            case "prepared":
                try recorder.record(laidOut, prepared: RunRecorder.prepare(laidOut, context: try recorder.preparationContext()))
            default:
                // Without ids a trace cannot be encoded ahead; the recorder encodes it.
                let context = PreparationContext(rules: RuleTable(builtIn: [], custom: [:]), latestHashes: [:])
                let prepared = RunRecorder.prepare(laidOut, context: context)
                #expect(prepared.traceShapes.count == 2 && prepared.traceShapes.allSatisfy { $0 == nil })
                try recorder.record(laidOut, prepared: prepared)
            }
            try recorder.finish()
            stored.append(try Self.rows(notebook.connection, "SELECT content_hash FROM result")
                          + Self.rows(notebook.connection, "SELECT proposal_index, calls FROM layout_trace ORDER BY 1"))
        }
        #expect(stored[0].count == 3)
        #expect(stored[1] == stored[0])
        #expect(stored[2] == stored[0])
    }

    @Test("a result equal to its experiment's latest is not encoded ahead: it shares the latest's rows")
    func unchangedResultIsNotEncoded() throws {
        let folder = TemporaryFolder()
        let notebook = try Notebook.open(path: folder.file("n.sqlite"), access: .write(createIfMissing: true))
        let experiment = Samples.hstack()
        let first = try Samples.record([experiment], in: notebook)
        let laidOut = ExperimentRunner(engine: Engine()).layOut(experiment)
        let recorder = try RunRecorder(notebook: notebook, command: .rerun, engine: EngineIdentity(options: LayoutOptions()),
                                       label: nil, experiments: [DefinedExperiment(experiment)])
        let prepared = RunRecorder.prepare(laidOut, context: try recorder.preparationContext())
        #expect(prepared.traceShapes.isEmpty)
        try recorder.record(laidOut, prepared: prepared)
        try recorder.finish()
        #expect(try Self.rows(notebook.connection, "SELECT run_id, content_run_id FROM result ORDER BY run_id")
                == ["\(first) | NULL", "\(recorder.runID) | \(first)"])
        #expect(try Self.rows(notebook.connection, "SELECT DISTINCT run_id FROM layout_trace") == ["\(first)"])
    }

    @Test("a damaged trace is reported with the layout it belongs to")
    func damagedTraceIsReported() throws {
        let folder = TemporaryFolder()
        let path = folder.file("n.sqlite")
        let notebook = try Notebook.open(path: path, access: .write(createIfMissing: true))
        let runID = try Samples.record([Samples.hstack()], in: notebook, label: nil)
        try notebook.connection.execute("UPDATE layout_trace SET calls = '[[0,null' WHERE proposal_index = 1")
        #expect(try notebook.loadSnapshot(runID: runID, includeCalls: false).results.count == 1)
        #expect {
            _ = try notebook.loadSnapshot(runID: runID)
        } throws: { error in
            guard case NotebookError.corrupt(let where_, let message) = error else { return false }
            return where_ == path && message.contains("proposal 1") && message.contains("layout_trace.calls")
        }
    }

    @Test("TraceText rejects malformed texts instead of guessing", arguments: [
        "", "[", "[]x", "[[0]]", "[[0,null,null,0,1,2,3]]", "[[0,null,null,0,1,2,3,4,99]]", "[[0,null,null,0,1,2,3,x]]",
        "[[0,null,null,0,1,2,3,4,1,[{\"name\":\"a\"]]", "[[0,null,null,0,1,2,3,4]",
    ])
    func malformedTexts(_ text: String) {
        let rules = [Int64(1): ProposalRule(name: "r", operandNames: ["a"])]
        let decoded = Array(text.utf8).withUnsafeBufferPointer { TraceText.decode($0, rules: rules) }
        #expect(decoded == nil)
    }

    @Test("TraceText: the empty trace and a minimal call")
    func minimalTexts() {
        let rules = [Int64(1): ProposalRule(name: "r", operandNames: ["a", "b"])]
        #expect(Array("[]".utf8).withUnsafeBufferPointer { TraceText.decode($0, rules: rules) } == [])
        let calls = Array("[[3,null,null,9,null,1e999,-0,12.5,1,-7]]".utf8).withUnsafeBufferPointer {
            TraceText.decode($0, rules: rules)
        }
        #expect(calls == [TraceCall(seq: 0, node: 3, parentCall: nil, askedBy: nil, depth: 2,
                                    proposal: ProposedViewSize(width: nil, height: .infinity),
                                    response: Size(width: 0, height: 12.5), cached: true, phase: .sizing,
                                    reason: ProposalReason(ProposalRule(name: "r", operandNames: ["a", "b"]), values: [-7, nil]))])
    }
}
