// Migration 0011 (call shapes, content hashes on owners only) on a notebook made by schema version
// 10 with every kind of row: two experiments, one with two definitions (history) and a previewed
// view; three runs; a result sharing an earlier one's rows; an error; traces with built-in and
// custom reasons (more than seven operands, infinity, nil, fractions), memo flags and placements;
// named nodes; expectations. Every view answers exactly the rows it answered before.
import Foundation
import LayoutEngine
import Testing
@testable import Notebook
import TestSupport

@Suite struct CompactNotebookMigrationTests {
    static let overflow = #"[{"name":"a","value":1},{"name":"b","value":"infinity"},{"name":"c","value":null},"#
        + #"{"name":"d","value":0.1},{"name":"e","value":5},{"name":"f","value":6},{"name":"g","value":7},{"name":"h","value":8}]"#

    /// The rows of schema version 10, as that release wrote them.
    static let versionTenRows = """
        PRAGMA foreign_keys = ON;
        INSERT INTO experiment (experiment_id, name, source, source_location, definition_json, definition_hash,
                                proposals_json, expectations_json, previewed_view)
        VALUES (1, 'row', 'Experiment("row") { Row() }', 'Row.swift:10:1', '{"v":2}', 'h2', '[{"width":100,"height":null}]',
                '[]', 'Row'),
               (2, 'broken', 'Experiment("broken") {}', NULL, '{}', 'hb', '[]', '[]', NULL);
        INSERT INTO definition_version (experiment_id, definition_hash, source, source_location, definition_json, created_at)
        VALUES (1, 'h1', 'Experiment("row") { Row().padding() }', 'Row.swift:10:1', '{"v":1}', '2026-01-01T00:00:00Z'),
               (1, 'h2', 'Experiment("row") { Row() }', 'Row.swift:10:1', '{"v":2}', '2026-01-03T00:00:00Z'),
               (2, 'hb', 'Experiment("broken") {}', NULL, '{}', '2026-01-01T00:00:00Z');
        INSERT INTO run (run_id, started_at, finished_at, status, command, label, engine_version, engine_fingerprint,
                         engine_options, tool_version, sqlite_version, host, pid)
        VALUES (1, '2026-01-01T00:00:00Z', '2026-01-01T00:00:01Z', 'running', 'run', 'first', '1', 'f', '', 'v10', '3', 'h', 1),
               (2, '2026-01-02T00:00:00Z', '2026-01-02T00:00:01Z', 'running', 'rerun', NULL, '1', 'f', '', 'v10', '3', 'h', 1),
               (3, '2026-01-03T00:00:00Z', '2026-01-03T00:00:01Z', 'running', 'run', NULL, '1', 'f', 'default-spacing=9', 'v10', '3', 'h', 1);
        INSERT INTO proposal_rule (rule_id, name, operand_names)
        VALUES (1, 'root.proposal', '[]'), (2, 'frame.fixed', '["width","height"]'),
               (3, 'flow.row', '["a","b","c","d","e","f","g","h"]');
        INSERT INTO result (run_id, experiment_id, definition_hash, status, error, proposal_count, node_count, call_count,
                            expectations_passed, expectations_failed, duration_ms, content_hash, content_run_id)
        VALUES (1, 1, 'h1', 'ok', NULL, 2, 2, 6, 1, 1, 1.5, 'c1', NULL),
               (1, 2, 'hb', 'error', 'no body', 0, 0, 0, 0, 0, 0, NULL, NULL),
               (2, 1, 'h1', 'ok', NULL, 2, 2, 6, 1, 1, 1.25, 'c1', 1),
               (2, 2, 'hb', 'error', 'no body', 0, 0, 0, 0, 0, 0, NULL, NULL),
               (3, 1, 'h2', 'ok', NULL, 1, 2, 3, 0, 1, 0.75, 'c3', NULL);
        INSERT INTO layout VALUES (1, 1, 0, 100, NULL, 100, 20), (1, 1, 1, 9e999, 40, 120.5, 40), (3, 1, 0, 100, NULL, 90, 20);
        INSERT INTO node VALUES
            (1, 1, 0, 'HStack[0]', NULL, 'HStack', NULL, 0, 'Row', 'Row.swift:3:9', 'Row'),
            (1, 1, 1, 'HStack[0]/Color[0]', 'blue', 'Color', 0, 1, 'Row', 'Row.swift:4:13', 'Color blue'),
            (3, 1, 0, 'HStack[0]', NULL, 'HStack', NULL, 0, 'Row', 'Row.swift:3:9', 'Row'),
            (3, 1, 1, 'HStack[0]/Color[0]', 'blue', 'Color', 0, 1, NULL, NULL, NULL);
        INSERT INTO frame VALUES
            (1, 1, 0, 0, 0, 0, 100, 20), (1, 1, 0, 1, 0, 0, 50.5, 20),
            (1, 1, 1, 0, 0, 0, 120.5, 40), (1, 1, 1, 1, NULL, NULL, NULL, NULL),
            (3, 1, 0, 0, 0, 0, 90, 20), (3, 1, 0, 1, 3, 0, 47.25, 20);
        INSERT INTO layout_trace (run_id, experiment_id, proposal_index, calls) VALUES
            (1, 1, 0, '[[0,null,null,0,100,null,100,20,1],[1,1,0,4,1e999,20,50.5,20,3,\(overflow)],' ||
                      '[1,2,0,5,1e999,20,50.5,20,3,\(overflow)],[1,3,0,6,50.5,20,50.5,20,2,50.5,null]]'),
            (1, 1, 1, '[[0,null,null,0,1e999,40,120.5,40,1],[1,1,0,4,0.1,40,50.5,20,2,0.1,40]]'),
            (3, 1, 0, '[[0,null,null,0,100,null,100,20,1],[1,1,0,4,47.25,20,47.25,20,2,47.25,null],' ||
                      '[1,2,0,7,47.25,20,47.25,20]]');
        INSERT INTO expectation_result VALUES
            (1, 1, 0, 0, 'blue', 0, NULL, NULL, 50.5, 20, 0, 0, 50.5, 20, 1),
            (1, 1, 1, 0, 'blue', 1, 0, 0, 60, 40, NULL, NULL, NULL, NULL, 0),
            (3, 1, 0, 0, 'blue', 0, NULL, NULL, 50, 20, 3, 0, 47.25, 20, 0);
        UPDATE run SET status = 'completed' WHERE run_id IN (1, 2, 3);
        UPDATE run SET status = 'failed', error = 'interrupted by test' WHERE run_id = 2;
        """

    /// Every view's rows, sorted, with its column names first; each value with its type (reals
    /// with 17 significant digits, so they compare exactly).
    static func viewRows(_ connection: Connection) throws -> [String: [String]] {
        let names = try connection.prepare("SELECT name FROM sqlite_schema WHERE type = 'view' ORDER BY name")
        var views: [String] = []
        while try names.step() { views.append(names.text(0)) }
        var rows: [String: [String]] = [:]
        for view in views {
            let info = try connection.prepare("SELECT name FROM pragma_table_info('\(view)') ORDER BY cid")
            var columns: [String] = []
            while try info.step() { columns.append(info.text(0)) }
            let values = columns.map { name in
                "typeof(\"\(name)\") || ':' || coalesce(CASE typeof(\"\(name)\") WHEN 'real' THEN printf('%!.17g', \"\(name)\") "
                    + "ELSE \"\(name)\" END, '')"
            }
            let s = try connection.prepare("SELECT \(values.joined(separator: " || ' | ' || ")) FROM \(view)")
            var found: [String] = []
            while try s.step() { found.append(s.text(0)) }
            rows[view] = [columns.joined(separator: ",")] + found.sorted()
        }
        return rows
    }

    @Test("a version-10 notebook with every kind of row answers the same rows in every view after 0011")
    func everyViewAnswersTheSameRows() throws {
        let folder = TemporaryFolder()
        let path = folder.file("v10.sqlite")
        var before: [String: [String]] = [:]
        do {
            let connection = try Connection(path: path, mode: .readWrite(create: true))
            _ = try Migrator(migrations: Array(Migration.embedded.prefix(10)), toolVersion: "v10").migrate(connection)
            try connection.execute(Self.versionTenRows)
            before = try Self.viewRows(connection)
        }
        // Every public view, and each answers rows from the fixture (the sharing result's too).
        #expect(before.keys.sorted() == ["calls", "expectation_results", "frames", "latest_calls", "latest_frames",
                                         "latest_result", "latest_shifts", "result_rows", "run_summary", "trace_call"])
        // Column names, then rows: calls of runs 1 (4 + 2), 2 (sharing run 1's) and 3; stored
        // calls; the two frames that moved from run 2 to 3; run 3's calls.
        let counts: [Int?] = [before["calls"]?.count, before["trace_call"]?.count,
                              before["latest_shifts"]?.count, before["latest_calls"]?.count]
        #expect(counts == [16, 10, 3, 4])

        let notebook = try Notebook.open(path: path, access: .write(createIfMissing: false))
        #expect(notebook.appliedMigrations.map(\.file) == ["0011_compact_notebook.sql", "0012_program_texts.sql", "0013_made_views.sql"])
        let after = try Self.viewRows(notebook.connection)
        #expect(after.keys.sorted() == before.keys.sorted())
        for view in before.keys.sorted() {
            #expect(after[view] == before[view], "view \(view)")
        }

        // Stored compactly: 9 calls, 8 distinct elements; traces are id arrays; the sharing
        // result's hash is its owner's.
        #expect(try Self.column(notebook, "SELECT count(*) FROM call_shape") == ["8"])
        #expect(try Self.column(notebook, "SELECT calls FROM layout_trace ORDER BY run_id, proposal_index")
                    .allSatisfy { $0.range(of: #"^\[\d+(,\d+)*\]$"#, options: .regularExpression) != nil })
        #expect(try Self.column(notebook, "SELECT coalesce(content_hash, 'NULL') FROM result WHERE experiment_id = 1 ORDER BY run_id")
                    == ["c1", "NULL", "c3"])

        // The loader reads the migrated traces: reasons, operands, parents, flags.
        let calls = try #require(try notebook.loadSnapshot(runID: 2).results["row"]?.outcomes.first?.calls)
        #expect(calls.count == 4)
        #expect(calls.map(\.parentCall) == [nil, 0, 0, 0])
        #expect(calls.map(\.cached) == [false, false, true, false])
        #expect(calls[1].reason?.rule == "flow.row")
        #expect(calls[1].reason?.values == [1, .infinity, nil, 0.1, 5, 6, 7, 8])
        #expect(calls[3].reason?.values == [50.5, nil])
        #expect(calls[3].phase == .placement)
        #expect(try notebook.loadSnapshot(runID: 2).results["row"]?.contentHash == "c1")
        #expect(try notebook.integrityCheck() == "ok")
    }

    /// Deleting the owner of shared rows hands them, and now its content hash, to the sharer.
    @Test func deletingAnOwnerHandsOnItsContentHash() throws {
        let folder = TemporaryFolder()
        let path = folder.file("v10.sqlite")
        do {
            let connection = try Connection(path: path, mode: .readWrite(create: true))
            _ = try Migrator(migrations: Array(Migration.embedded.prefix(10)), toolVersion: "v10").migrate(connection)
            try connection.execute(Self.versionTenRows)
        }
        let notebook = try Notebook.open(path: path, access: .write(createIfMissing: false))
        let before = try Self.column(notebook, "SELECT * FROM calls WHERE run_id = 2 ORDER BY proposal_index, seq")
        try notebook.connection.execute("DELETE FROM result WHERE run_id = 1 AND experiment_id = 1")
        #expect(try Self.column(notebook, "SELECT run_id || ' ' || coalesce(content_hash, 'NULL') || ' ' || coalesce(content_run_id, 'NULL') FROM result WHERE experiment_id = 1 ORDER BY run_id")
                    == ["2 c1 NULL", "3 c3 NULL"])
        #expect(try Self.column(notebook, "SELECT * FROM calls WHERE run_id = 2 ORDER BY proposal_index, seq") == before)
        #expect(before.count == 6)
    }

    static func column(_ notebook: Notebook, _ sql: String) throws -> [String] {
        let s = try notebook.connection.prepare(sql)
        var values: [String] = []
        while try s.step() {
            values.append((0..<s.columnCount).map { s.isNull($0) ? "NULL" : s.text($0) }.joined(separator: "|"))
        }
        return values
    }
}
