// Migrations 0005 (compact trace rows) and 0006 (depth and flags in one column, parent calls as
// gaps): calls recorded before them read back the same through the `trace_call` view,
// `latest_calls` and the loader — rules, operand values (infinity, nil and fractions exact),
// parents, depths, phases and memo flags.
import Foundation
import LayoutEngine
import Testing
@testable import Notebook
import TestSupport

@Suite struct CompactTraceMigrationTests {
    @Test("calls stored as rows of schema version 4 read back the same after migration 0005")
    func oldCallsReadBackTheSame() throws {
        let folder = TemporaryFolder()
        let path = folder.file("v4.sqlite")
        let operands = #"[{"name":"x","value":"infinity"},{"name":"y","value":null},{"name":"scale","value":2.9702970297029703},{"name":"count","value":3}]"#
        do {
            let connection = try Connection(path: path, mode: .readWrite(create: true))
            _ = try Migrator(migrations: Array(Migration.embedded.prefix(4)), toolVersion: "old").migrate(connection)
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
                VALUES (1, 1, 'h', 'ok', 1, 1, 2, 0, 0, 1);
                INSERT INTO layout VALUES (1, 1, 0, 100, NULL, 100, 20);
                INSERT INTO node VALUES (1, 1, 0, 'Color[0]', 'c', 'Color', NULL, 0);
                INSERT INTO frame VALUES (1, 1, 0, 0, 0, 0, 100, 20);
                INSERT INTO trace_call (run_id, experiment_id, proposal_index, seq, node_index, parent_seq, asked_by_index,
                                        depth, proposal_width, proposal_height, width, height, cached, phase,
                                        reason_rule, reason_operands)
                VALUES (1, 1, 0, 0, 0, NULL, NULL, 0, 100, NULL, 100, 20, 0, 'sizing', 'flow.row', '\(operands)'),
                       (1, 1, 0, 1, 0, NULL, NULL, 0, 100, NULL, 100, 20, 1, 'placement', NULL, NULL);
                """)
        }
        let notebook = try Notebook.open(path: path, access: .write(createIfMissing: false))
        #expect(notebook.appliedMigrations.map(\.file) == ["0005_compact_trace.sql", "0006_compact_call_packing.sql",
                                                            "0007_trace_per_layout.sql", "0008_no_tree_json.sql", "0009_previewed_view.sql", "0010_node_names.sql",
                                                            "0011_compact_notebook.sql", "0012_program_texts.sql", "0013_made_views.sql"])
        let view = try notebook.connection.prepare(
            "SELECT seq, cached, phase, reason_rule, reason_operands FROM latest_calls ORDER BY seq")
        var rows: [String] = []
        while try view.step() {
            rows.append((0..<view.columnCount).map { view.isNull($0) ? "NULL" : view.text($0) }.joined(separator: " | "))
        }
        #expect(rows == ["0 | 0 | sizing | flow.row | \(operands)", "1 | 1 | placement | NULL | NULL"])
        let calls = try #require(try notebook.loadSnapshot(runID: 1).results["old"]?.outcomes.first?.calls)
        #expect(calls.count == 2)
        #expect(calls[0].reason?.rule == "flow.row")
        #expect(calls[0].reason?.operands.map(\.name) == ["x", "y", "scale", "count"])
        #expect(calls[0].reason?.values == [.infinity, nil, 2.9702970297029703, 3])
        #expect(calls[1].reason == nil && calls[1].cached && calls[1].phase == .placement)
        #expect(try notebook.integrityCheck() == "ok")
    }

    @Test("calls stored as rows of schema version 5 read back the same after migration 0006")
    func version5CallsReadBackTheSame() throws {
        let folder = TemporaryFolder()
        let path = folder.file("v5.sqlite")
        let columns = "run_id, experiment_id, proposal_index, seq, node_index, parent_seq, asked_by_index, depth, "
            + "proposal_width, proposal_height, width, height, cached, phase, reason_rule, reason_operands"
        var before: [String] = []
        do {
            let connection = try Connection(path: path, mode: .readWrite(create: true))
            _ = try Migrator(migrations: Array(Migration.embedded.prefix(5)), toolVersion: "old").migrate(connection)
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
                VALUES (1, 1, 'h', 'ok', 1, 2, 4, 0, 0, 1);
                INSERT INTO layout VALUES (1, 1, 0, 100, NULL, 100, 20);
                INSERT INTO node VALUES (1, 1, 0, 'HStack[0]', NULL, 'HStack', NULL, 0), (1, 1, 1, 'HStack[0]/Color[0]', 'c', 'Color', 0, 1);
                INSERT INTO frame VALUES (1, 1, 0, 0, 0, 0, 100, 20), (1, 1, 0, 1, 0, 0, 100, 20);
                INSERT INTO proposal_rule (rule_id, name, operand_names) VALUES (1, 'stack.probe.min', '["axis"]');
                INSERT INTO compact_call (run_id, experiment_id, proposal_index, seq, node_index, parent_seq, asked_by_index, depth,
                                          proposal_width, proposal_height, width, height, flags, rule_id, operand_1)
                VALUES (1, 1, 0, 0, 0, NULL, NULL, 0, 100, NULL, 100, 20, 0, NULL, NULL),
                       (1, 1, 0, 1, 1, 0, 0, 1, 0, NULL, 0, 20, 0, 1, 0),
                       (1, 1, 0, 2, 1, 0, 0, 1, 0, NULL, 0, 20, 1, 1, 0),
                       (1, 1, 0, 3, 1, NULL, 0, 37, 9e999, 100, 100, 20, 3, NULL, NULL);
                """)
            let rows = try connection.prepare("SELECT \(columns) FROM trace_call ORDER BY seq")
            while try rows.step() {
                before.append((0..<rows.columnCount).map { rows.isNull($0) ? "NULL" : rows.text($0) }.joined(separator: " | "))
            }
        }
        #expect(before.count == 4)
        do {
            // Migration 0006 alone: the packed columns.
            let connection = try Connection(path: path, mode: .readWrite(create: false))
            _ = try Migrator(migrations: Array(Migration.embedded.prefix(6)), toolVersion: "old").migrate(connection)
            let stored = try connection.prepare("SELECT parent_gap, depth_flags FROM compact_call ORDER BY seq")
            var packed: [String] = []
            while try stored.step() { packed.append("\(stored.isNull(0) ? "NULL" : stored.text(0)) \(stored.text(1))") }
            #expect(packed == ["NULL 0", "1 4", "2 5", "NULL 151"])
        }
        let notebook = try Notebook.open(path: path, access: .write(createIfMissing: false))
        #expect(notebook.appliedMigrations.map(\.file) == ["0007_trace_per_layout.sql", "0008_no_tree_json.sql", "0009_previewed_view.sql", "0010_node_names.sql",
                                                            "0011_compact_notebook.sql", "0012_program_texts.sql", "0013_made_views.sql"])
        let rows = try notebook.connection.prepare("SELECT \(columns) FROM trace_call ORDER BY seq")
        var after: [String] = []
        while try rows.step() {
            after.append((0..<rows.columnCount).map { rows.isNull($0) ? "NULL" : rows.text($0) }.joined(separator: " | "))
        }
        #expect(after == before)
        let calls = try #require(try notebook.loadSnapshot(runID: 1).results["old"]?.outcomes.first?.calls)
        #expect(calls.map(\.parentCall) == [nil, 0, 0, nil])
        #expect(calls.map(\.depth) == [0, 1, 1, 37])
        #expect(calls.map(\.cached) == [false, false, true, true])
        #expect(calls.map(\.phase) == [.sizing, .sizing, .sizing, .placement])
        #expect(try notebook.integrityCheck() == "ok")
    }
}
