// Migrations: a fresh notebook gets every migration, a ledger with checksums, user_version and the
// application id; refusals for changed migrations, newer databases and foreign files; the second
// migration applied on top of a version-1 notebook; concurrent openers apply each file once.
import Experiments
import Foundation
import Testing
@testable import Notebook
import TestSupport

@Suite struct MigrationTests {
    @Test func freshNotebookIsFullyMigrated() throws {
        let folder = TemporaryFolder()
        let notebook = try Notebook.open(path: folder.file("n.sqlite"), access: .write(createIfMissing: true))
        let all = ["0001_notebook.sql", "0002_trace_reasons.sql", "0003_history_and_views.sql", "0004_shared_results.sql",
                   "0005_compact_trace.sql", "0006_compact_call_packing.sql", "0007_trace_per_layout.sql",
                   "0008_no_tree_json.sql", "0009_previewed_view.sql", "0010_node_names.sql",
                   "0011_compact_notebook.sql", "0012_program_texts.sql", "0013_made_views.sql"]
        #expect(notebook.appliedMigrations.map(\.file) == all)
        let status = try notebook.migrationStatus()
        #expect(status.pending.isEmpty)
        #expect(status.userVersion == 13)
        #expect(status.applied.map(\.file) == all)
        #expect(status.applied.map(\.checksum) == Migration.embedded.map(\.checksum))
        #expect(try notebook.connection.integerPragma("PRAGMA application_id") == Int64(Migrator.applicationID))
        #expect(try text(notebook, "PRAGMA journal_mode") == "wal")
        #expect(try text(notebook, "PRAGMA foreign_keys") == "1")

        let again = try Notebook.open(path: folder.file("n.sqlite"), access: .read)
        #expect(again.appliedMigrations.isEmpty)
    }

    @Test func versionOneNotebookGetsTheSecondMigration() throws {
        let folder = TemporaryFolder()
        let path = folder.file("old.sqlite")
        do {
            let connection = try Connection(path: path, mode: .readWrite(create: true))
            let first = Migrator(migrations: [Migration.embedded[0]], toolVersion: "old")
            #expect(try first.migrate(connection).map(\.file) == ["0001_notebook.sql"])
        }
        let notebook = try Notebook.open(path: path, access: .write(createIfMissing: false))
        #expect(notebook.appliedMigrations.map(\.file) == ["0002_trace_reasons.sql", "0003_history_and_views.sql",
                                                            "0004_shared_results.sql", "0005_compact_trace.sql",
                                                            "0006_compact_call_packing.sql", "0007_trace_per_layout.sql",
                                                            "0008_no_tree_json.sql", "0009_previewed_view.sql",
                                                            "0010_node_names.sql", "0011_compact_notebook.sql", "0012_program_texts.sql", "0013_made_views.sql"])
        let ledger = try notebook.migrationStatus().applied
        #expect(ledger.map(\.toolVersion) == ["old"] + Array(repeating: Notebook.defaultToolVersion, count: 12))
        // The new columns are there and latest_calls gained them at the end (the reasons, then the names).
        let columns = try names(notebook, "SELECT name FROM pragma_table_info('latest_calls')")
        #expect(columns.suffix(5) == ["reason_rule", "reason_operands", "view_type", "source_line", "display_name"])
        #expect(columns.prefix(9) == ["experiment", "run_id", "seq", "node_path", "label",
                                      "proposal_width", "proposal_height", "width", "height"])
    }

    /// A notebook at schema `version` (the first `version` migrations) holding `experiment`, as a
    /// release of that version stored it (`tree_json` before version 8); its definition's text.
    private func notebook(at version: Int, path: String, holding experiment: Experiment) throws -> String {
        let definition = CanonicalTree.encodeDefinition(experiment)
        let connection = try Connection(path: path, mode: .readWrite(create: true))
        let previous = Migrator(migrations: Array(Migration.embedded.prefix(version)), toolVersion: "v\(version)")
        #expect(try previous.migrate(connection).count == version)
        let tree = version < 8 ? ", tree_json" : "", treeValue = version < 8 ? ", :tree" : ""
        let insert = try connection.prepare("""
            INSERT INTO experiment (name, source\(tree), definition_json, definition_hash, proposals_json, expectations_json)
            VALUES (:name, 'wide'\(treeValue), :definition, :hash, '[]', '[]')
            """)
        try insert.bind(experiment.name, to: ":name")
        if version < 8 { try insert.bind(CanonicalTree.encode(experiment.tree), to: ":tree") }
        try insert.bind(definition, to: ":definition")
        try insert.bind(SHA256.hex(definition), to: ":hash")
        try insert.run()
        return definition
    }

    /// A notebook made by the previous release (schema version 7) with a stored experiment: after
    /// migration 0008 its tree column is gone and the definition still rebuilds the same experiment.
    @Test func versionSevenNotebookDropsTheTreeColumnAndKeepsItsDefinitions() throws {
        let folder = TemporaryFolder()
        let path = folder.file("v7.sqlite")
        let experiment = Samples.wide(name: "wide/0", rows: 3)
        let definition = try notebook(at: 7, path: path, holding: experiment)
        let notebook = try Notebook.open(path: path, access: .write(createIfMissing: false))
        #expect(notebook.appliedMigrations.map(\.file) == ["0008_no_tree_json.sql", "0009_previewed_view.sql", "0010_node_names.sql",
                                                            "0011_compact_notebook.sql", "0012_program_texts.sql", "0013_made_views.sql"])
        #expect(!(try names(notebook, "SELECT name FROM pragma_table_info('experiment')")).contains("tree_json"))
        let stored = try notebook.storedDefinitions(named: nil)
        #expect(stored.map(\.name) == ["wide/0"])
        #expect(try stored[0].experiment().tree == experiment.tree)
        #expect(stored[0].definitionHash == SHA256.hex(definition))
    }

    /// A notebook made by the previous release (schema version 8): after migration 0009 its
    /// experiments preview no view until their files run again, and storing one records its view.
    @Test func versionEightNotebookGainsThePreviewedViewColumn() throws {
        let folder = TemporaryFolder()
        let path = folder.file("v8.sqlite")
        let experiment = Samples.wide(name: "wide/0", rows: 3)
        let definition = try notebook(at: 8, path: path, holding: experiment)
        let notebook = try Notebook.open(path: path, access: .write(createIfMissing: false))
        #expect(notebook.appliedMigrations.map(\.file) == ["0009_previewed_view.sql", "0010_node_names.sql", "0011_compact_notebook.sql", "0012_program_texts.sql", "0013_made_views.sql"])
        #expect(try text(notebook, "SELECT coalesce(previewed_view, 'NULL') FROM experiment") == "NULL")
        try notebook.storeDefinitions([DefinedExperiment(experiment, previewedView: "Wide")])
        #expect(try notebook.experiments(previewing: "Wide") == ["wide/0"])
        #expect(try notebook.experiments(previewing: "Narrow") == [])
        #expect(try notebook.storedDefinitions(named: nil)[0].definitionHash == SHA256.hex(definition))
    }

    /// A notebook of the previous release (schema version 9) with a recorded node: after migration
    /// 0010 its node has no names (NULL in the views, none when loaded), and the next recording of
    /// the same experiment stores them, as new rows (a content with names is a new content).
    @Test func versionNineNotebookGainsNodeNames() throws {
        let folder = TemporaryFolder()
        let path = folder.file("v9.sqlite")
        let experiment = Samples.hstack()
        _ = try notebook(at: 9, path: path, holding: experiment)
        do {
            let connection = try Connection(path: path, mode: .readWrite(create: false))
            try connection.execute("""
                INSERT INTO run (run_id, status, command, engine_version, engine_fingerprint, engine_options, tool_version,
                                 sqlite_version, host, pid)
                VALUES (1, 'completed', 'run', '1.1.0', 'f', '', 'v9', '3', 'h', 1);
                INSERT INTO result (run_id, experiment_id, definition_hash, status, proposal_count, node_count, call_count,
                                    expectations_passed, expectations_failed, duration_ms)
                VALUES (1, 1, 'abc', 'ok', 1, 1, 0, 0, 0, 0);
                INSERT INTO layout VALUES (1, 1, 0, 100, 50, 100, 50);
                INSERT INTO node VALUES (1, 1, 0, 'HStack[0]', NULL, 'HStack', NULL, 0);
                INSERT INTO frame VALUES (1, 1, 0, 0, 0, 0, 100, 50);
                """)
        }
        let notebook = try Notebook.open(path: path, access: .write(createIfMissing: false))
        #expect(notebook.appliedMigrations.map(\.file) == ["0010_node_names.sql", "0011_compact_notebook.sql", "0012_program_texts.sql", "0013_made_views.sql"])
        #expect(try text(notebook, """
            SELECT node_path || ' ' || coalesce(view_type, 'NULL') || ' ' || coalesce(source_line, 'NULL') || ' '
                   || coalesce(display_name, 'NULL') FROM latest_frames
            """) == "HStack[0] NULL NULL NULL")
        #expect(try notebook.loadSnapshot(runID: 1).results[experiment.name]?.outcomes[0].nodes.map(\.displayName) == [nil])
        try Samples.record([experiment], in: notebook)
        let named = try notebook.loadSnapshot(runID: 2).results[experiment.name]?.outcomes[0].nodes.map { $0.displayName ?? "NULL" }
        #expect(named == ["HStack", "blue", "green", "Color green", "red"])
    }

    @Test func changedMigrationIsRefusedNamingFileAndChecksums() throws {
        let folder = TemporaryFolder()
        let path = folder.file("n.sqlite")
        do {
            let notebook = try Notebook.open(path: path, access: .write(createIfMissing: true))
            try notebook.connection.execute("UPDATE schema_migration SET checksum = 'abc123' WHERE version = 1")
        }
        #expect {
            _ = try Notebook.open(path: path, access: .read)
        } throws: { error in
            guard case let NotebookError.migrationChanged(_, file, applied, current) = error else { return false }
            return file == "0001_notebook.sql" && applied == "abc123" && current == Migration.embedded[0].checksum
                && "\(error)".contains("0001_notebook.sql") && "\(error)".contains("abc123")
                && "\(error)".contains(Migration.embedded[0].checksum)
        }
    }

    @Test func newerDatabaseIsRefused() throws {
        let folder = TemporaryFolder()
        let path = folder.file("n.sqlite")
        do {
            let notebook = try Notebook.open(path: path, access: .write(createIfMissing: true))
            try notebook.connection.execute("""
                INSERT INTO schema_migration (version, file, checksum, tool_version) VALUES (14, '0014_future.sql', 'x', 'next');
                PRAGMA user_version = 14;
                """)
        }
        #expect {
            _ = try Notebook.open(path: path, access: .read)
        } throws: { error in
            guard case let NotebookError.newerDatabase(_, version, known, unknown) = error else { return false }
            return version == 14 && known == 13 && unknown == ["0014_future.sql"]
                && "\(error)".contains("newer layoutlab")
        }
    }

    @Test func foreignDatabaseIsRefusedAndUnchanged() throws {
        let folder = TemporaryFolder()
        let path = folder.file("other.sqlite")
        do {
            let connection = try Connection(path: path, mode: .readWrite(create: true))
            try connection.execute("CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO customers VALUES (1, 'x');")
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect {
            _ = try Notebook.open(path: path, access: .write(createIfMissing: true))
        } throws: { error in
            guard case let NotebookError.foreign(_, applicationID, tables) = error else { return false }
            return applicationID == 0 && tables == 1
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }

    /// Four openers of one new file, five times over: before the switch to WAL was retried, SQLite
    /// refused it at once (without waiting) in about 4 of 10 such races.
    @Test func concurrentOpenersApplyEachMigrationOnce() async throws {
        let folder = TemporaryFolder()
        for round in 0..<5 {
            let path = folder.file("race\(round).sqlite")
            let results = await withTaskGroup(of: Result<Int, NotebookError>.self) { group in
                for _ in 0..<4 {
                    group.addTask {
                        do throws(NotebookError) {
                            let notebook = try Notebook.open(path: path, access: .write(createIfMissing: true))
                            return .success(notebook.appliedMigrations.count)
                        } catch {
                            return .failure(error)
                        }
                    }
                }
                var all: [Result<Int, NotebookError>] = []
                for await result in group { all.append(result) }
                return all
            }
            let applied = try results.map { try $0.get() }
            #expect(applied.reduce(0, +) == 13)
            let notebook = try Notebook.open(path: path, access: .read)
            #expect(try notebook.migrationStatus().applied.count == 13)
        }
    }

    private func text(_ notebook: Notebook, _ sql: String) throws -> String {
        let statement = try notebook.connection.prepare(sql)
        try statement.step()
        return statement.text(0)
    }

    private func names(_ notebook: Notebook, _ sql: String) throws -> [String] {
        let statement = try notebook.connection.prepare(sql)
        var names: [String] = []
        while try statement.step() { names.append(statement.text(0)) }
        return names
    }
}
