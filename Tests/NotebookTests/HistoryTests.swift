// Schema version 3: every definition kept by hash, results pointing at theirs, a version-2 notebook
// migrated with its definitions kept, clean stored numbers, `latest_shifts` within 0.01 pt, the
// `frames` and `calls` views over all runs, the latest-two pairing, and forget/vacuum.
import Experiments
import Foundation
import LayoutEngine
import Testing
@testable import Notebook
import TestSupport

@Suite struct HistoryTests {
    private func experiment(width: Double, source: String) -> Experiment {
        Experiment(name: "edit", tree: .hstack(spacing: 0) {
            ViewNode.color("blue").frame(width: width).id("blue")
            ViewNode.color("red").id("red")
        }, proposals: [ProposedViewSize(width: 200, height: 50)], source: source)
    }

    private func rows(_ notebook: Notebook, _ sql: String) throws -> [String] {
        let s = try notebook.connection.prepare(sql)
        var rows: [String] = []
        while try s.step() {
            rows.append((0..<s.columnCount).map { s.isNull($0) ? "NULL" : s.text($0) }.joined(separator: "|"))
        }
        return rows
    }

    @Test func everyDefinitionIsKeptAndResultsPointAtTheirs() throws {
        let folder = TemporaryFolder()
        let notebook = try Notebook.open(path: folder.file("n.sqlite"), access: .write(createIfMissing: true))
        let first = try Samples.record([experiment(width: 40, source: "width 40")], in: notebook)
        let second = try Samples.record([experiment(width: 60, source: "width 60")], in: notebook)
        let third = try Samples.record([experiment(width: 40, source: "width 40 again")], in: notebook)
        let versions = try notebook.definitionVersions(of: "edit")
        #expect(versions.count == 2)
        #expect(versions.map(\.runIDs) == [[first, third], [second]])
        // The same definition seen again takes the latest text.
        #expect(versions.map(\.source) == ["width 40 again", "width 60"])
        let snapshot = try notebook.loadSnapshot(runID: second)
        #expect(snapshot.results["edit"]?.source == "width 60")
        #expect(try notebook.loadSnapshot(runID: first).results["edit"]?.source == "width 40 again")
        // Each redefinition is found against the previous result.
        #expect(try notebook.redefinitions().map { "\($0.runID) \($0.experiment)" } == ["\(second) edit", "\(third) edit"])
        let listed = try #require(try notebook.experimentSummaries().first)
        #expect(listed.versions == 2)
        #expect(listed.definedAt == versions[0].createdAt)
        #expect(try notebook.latestResultPairs() == [ResultPair(experiment: "edit", base: second, head: third)])
    }

    @Test func versionTwoNotebookKeepsItsDefinitionsWhenMigrated() throws {
        let folder = TemporaryFolder()
        let path = folder.file("old.sqlite")
        do {
            let connection = try Connection(path: path, mode: .readWrite(create: true))
            let old = Migrator(migrations: Array(Migration.embedded.prefix(2)), toolVersion: "old")
            #expect(try old.migrate(connection).count == 2)
            try connection.execute("""
                INSERT INTO experiment (name, source, tree_json, definition_json, definition_hash, proposals_json,
                                        expectations_json, updated_at)
                VALUES ('kept', 'Experiment("kept") {}', '{}', '{"tree": 1}', 'abc', '[]', '[]', '2026-01-02T03:04:05Z')
                """)
        }
        let notebook = try Notebook.open(path: path, access: .write(createIfMissing: false))
        #expect(notebook.appliedMigrations.map(\.file) == ["0003_history_and_views.sql", "0004_shared_results.sql", "0005_compact_trace.sql",
                                                            "0006_compact_call_packing.sql", "0007_trace_per_layout.sql",
                                                            "0008_no_tree_json.sql", "0009_previewed_view.sql", "0010_node_names.sql",
                                                            "0011_compact_notebook.sql", "0012_program_texts.sql", "0013_made_views.sql"])
        let versions = try notebook.definitionVersions(of: "kept")
        #expect(versions.map(\.definitionHash) == ["abc"])
        #expect(versions.map(\.source) == ["Experiment(\"kept\") {}"])
        #expect(versions.map(\.createdAt) == ["2026-01-02T03:04:05Z"])
    }

    @Test func storedLengthsCarryNoFloatingPointNoise() throws {
        #expect(CleanNumbers.clean(200.00000000000003) == 200)
        #expect(CleanNumbers.clean(199.99999999999997) == 200)
        #expect(CleanNumbers.clean(100.5 + 1e-12) == 100.5)
        #expect(CleanNumbers.clean(1.0 / 3) == 1.0 / 3)          // not near the grid: kept
        #expect(CleanNumbers.clean(0.3) == 0.3)
        #expect(CleanNumbers.clean(-1e-15) == 0 && CleanNumbers.clean(-1e-15).sign == .plus)
        #expect(CleanNumbers.clean(Double.infinity) == .infinity)
        #expect(CleanNumbers.clean(nil as Double?) == nil)

        let folder = TemporaryFolder()
        let notebook = try Notebook.open(path: folder.file("n.sqlite"), access: .write(createIfMissing: true))
        // Widths whose sum the engine computes with noise: the HStack of three frames should be 200.
        var found: Experiment?
        search: for a in [0.1, 0.2, 0.3, 0.7] {
            for b in [0.1, 0.2, 0.6, 0.7, 199.7, 199.2] {
                let c = 200 - a - b
                let tree = ViewNode.hstack(spacing: 0) {
                    ViewNode.color("a").frame(width: a)
                    ViewNode.color("b").frame(width: b)
                    ViewNode.color("c").frame(width: c)
                }.id("outer")
                let raw = Engine().layout(tree, in: ProposedViewSize(width: 300, height: 50)).frame(of: "outer")!.width
                if raw != 200 && abs(raw - 200) < 1e-9 {
                    found = Experiment(name: "noisy", tree: tree, proposals: [ProposedViewSize(width: 300, height: 50)])
                    break search
                }
            }
        }
        let noisy = try #require(found, "some sum of these widths has floating-point noise")
        try Samples.record([noisy], in: notebook)
        #expect(try rows(notebook, "SELECT width FROM latest_frames WHERE experiment = 'noisy' AND label = 'outer'")
                == ["200.0"])
        #expect(try rows(notebook, "SELECT count(*) FROM latest_frames WHERE experiment = 'noisy' AND width = 200")
                == ["1"])
    }

    @Test func latestShiftsIgnoresDifferencesWithinTheTolerance() throws {
        let folder = TemporaryFolder()
        let notebook = try Notebook.open(path: folder.file("n.sqlite"), access: .write(createIfMissing: true))
        try Samples.record([experiment(width: 40, source: "a")], in: notebook)
        try Samples.record([experiment(width: 40.005, source: "b")], in: notebook)
        #expect(try rows(notebook, "SELECT count(*) FROM latest_shifts") == ["0"])
        try Samples.record([experiment(width: 40.5, source: "c")], in: notebook)
        // Red moved and shrank, blue and its colour widened; the HStack (200 wide) is not listed.
        #expect(try rows(notebook, """
            SELECT node_path, coalesce(label, '-'), base_x, head_x, base_width, head_width, redefined
            FROM latest_shifts ORDER BY node_path
            """) == [
                "HStack[0]/Color[1]|red|40.005|40.5|159.995|159.5|1",
                "HStack[0]/frame[0]|blue|0.0|0.0|40.005|40.5|1",
                "HStack[0]/frame[0]/Color[0]|-|0.0|0.0|40.005|40.5|1",
            ])
    }

    @Test func framesAndCallsCoverEveryRunWithNames() throws {
        let folder = TemporaryFolder()
        let notebook = try Notebook.open(path: folder.file("n.sqlite"), access: .write(createIfMissing: true))
        let first = try Samples.record([experiment(width: 40, source: "a")], in: notebook)
        let second = try Samples.record([experiment(width: 60, source: "b")], in: notebook)
        // Cross-run: one self-join of `frames`.
        #expect(try rows(notebook, """
            SELECT a.width, b.width FROM frames AS a JOIN frames AS b
              ON b.experiment = a.experiment AND b.proposal_index = a.proposal_index AND b.node_path = a.node_path
            WHERE a.experiment = 'edit' AND a.proposal_index = 0 AND a.label = 'blue'
              AND a.run_id = \(first) AND b.run_id = \(second)
            """) == ["40.0|60.0"])
        #expect(try rows(notebook, "SELECT name FROM pragma_table_info('calls')") == [
            "experiment", "run_id", "proposal_index", "seq", "node_path", "label", "asked_by", "proposal_width",
            "proposal_height", "answer_width", "answer_height", "cached", "phase", "rule",
            "view_type", "source_line", "display_name"])
        #expect(try rows(notebook, "SELECT name FROM pragma_table_info('frames')") == [
            "experiment", "run_id", "proposal_index", "node_path", "label", "kind", "x", "y", "width", "height",
            "view_type", "source_line", "display_name"])
        // The red colour is asked by the HStack, with the stack's rule; its answer is the remaining width.
        let red = try rows(notebook, """
            SELECT asked_by, answer_width FROM calls
            WHERE experiment = 'edit' AND run_id = \(second) AND proposal_index = 0 AND label = 'red' AND rule = 'stack.share'
            """)
        #expect(red == ["HStack[0]|140.0"])
        #expect(try rows(notebook, "SELECT count(DISTINCT run_id) FROM calls WHERE experiment = 'edit'") == ["2"])
    }

    @Test func forgetRemovesExperimentsOrOnlyTheirResults() throws {
        let folder = TemporaryFolder()
        let notebook = try Notebook.open(path: folder.file("n.sqlite"), access: .write(createIfMissing: true))
        try Samples.record([experiment(width: 40, source: "a"), Samples.hstack()], in: notebook)
        try Samples.record([experiment(width: 60, source: "b")], in: notebook)

        // An unknown name removes nothing.
        #expect(throws: NotebookError.self) { try notebook.forget(["edit", "nope"]) }
        #expect(try rows(notebook, "SELECT count(*) FROM result") == ["3"])

        let results = try notebook.forget(["edit"], resultsOnly: true)
        #expect(results.results == 2 && results.definitionVersions == 0 && !results.removedExperiments)
        #expect(results.frames == 2 * 4)
        #expect(try notebook.experimentNames() == ["edit", "hstack/three-colours"])
        #expect(try rows(notebook, "SELECT count(*) FROM frame WHERE experiment_id = (SELECT experiment_id FROM experiment WHERE name = 'edit')") == ["0"])

        let removed = try notebook.forget(["hstack/three-colours", "edit"])
        #expect(removed.experiments == ["edit", "hstack/three-colours"])
        #expect(removed.results == 1 && removed.definitionVersions == 3)
        #expect(try notebook.experimentNames().isEmpty)
        #expect(try rows(notebook, "SELECT count(*) FROM definition_version") == ["0"])
        #expect(try rows(notebook, "SELECT count(*) FROM run") == ["2"])
        #expect(try notebook.integrityCheck() == "ok")
    }

    @Test func vacuumGivesForgottenSpaceBack() throws {
        let folder = TemporaryFolder()
        let notebook = try Notebook.open(path: folder.file("n.sqlite"), access: .write(createIfMissing: true))
        let wide = (0..<40).map { Samples.wide(name: "wide/\($0)", rows: 20) }
        try Samples.record(wide, in: notebook)
        let forgotten = try notebook.forget(wide.map(\.name))
        #expect(forgotten.results == 40 && forgotten.definitionVersions == 40 && forgotten.frames > 40 * 100)
        let vacuum = try notebook.vacuum()
        #expect(vacuum.bytesBefore > 4 * vacuum.bytesAfter, "\(vacuum)")
        #expect(try notebook.integrityCheck() == "ok")
        #expect(try rows(notebook, "SELECT count(*) FROM frame") == ["0"])
    }

    @Test("vacuum removes the call shapes and definition hashes only forgotten results used; shapes stay while a run is recorded")
    func vacuumRemovesUnusedShapes() throws {
        let folder = TemporaryFolder()
        let notebook = try Notebook.open(path: folder.file("n.sqlite"), access: .write(createIfMissing: true))
        let kept = Samples.hstack(name: "kept")
        let runID = try Samples.record([kept, Samples.wide(name: "gone", rows: 5)], in: notebook)
        let calls = try #require(try notebook.loadSnapshot(runID: runID).results["kept"]).outcomes.map(\.calls)
        let shapes = "SELECT count(*) FROM call_shape"
        let used = "SELECT count(DISTINCT e.value) FROM layout_trace, json_each(calls) AS e"
        let before = try rows(notebook, shapes)
        _ = try notebook.forget(["gone"])
        #expect(try rows(notebook, shapes) == before)

        let recorder = try RunRecorder(notebook: notebook, command: .run, engine: EngineIdentity(options: LayoutOptions()),
                                       label: nil, experiments: [DefinedExperiment(kept)])
        let whileRecording = try notebook.vacuum()
        #expect(whileRecording.shapesKept && whileRecording.unusedShapes == 0 && whileRecording.unusedHashes == 1)
        #expect(try rows(notebook, shapes) == before)
        try recorder.finish()

        let vacuum = try notebook.vacuum()
        #expect(!vacuum.shapesKept && vacuum.unusedShapes > 0 && vacuum.unusedHashes == 0)
        #expect(try rows(notebook, shapes) == rows(notebook, used))
        #expect(try rows(notebook, "SELECT count(*) FROM definition_hash") == ["1"])
        #expect(try notebook.loadSnapshot(runID: runID).results["kept"]?.outcomes.map(\.calls) == calls)
        #expect(try notebook.integrityCheck() == "ok")
    }
}
