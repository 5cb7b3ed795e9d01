// Identical results stored once (migration 0004, issue 13): a result equal to an earlier one of the
// same experiment shares its rows, and every public view and the loader show it as before.
import Experiments
import Foundation
import LayoutEngine
import Testing
@testable import Notebook
import TestSupport

@Suite struct SharingTests {
    static let experiment = Experiment(
        name: "relative",
        tree: .hstack {
            ViewNode.color("a").frame(maxWidth: 400).relativeProposed(width: 0.5).id("a")
            ViewNode.color("b").id("b")
        },
        proposals: [ProposedViewSize(width: 600, height: 100), ProposedViewSize(width: 300, height: 50)],
        expectations: [Expectation(label: "a", width: 148, height: 100, proposalIndex: 0)])

    private func rows(_ notebook: Notebook, _ sql: String) throws -> [String] {
        let statement = try notebook.connection.prepare(sql)
        var rows: [String] = []
        while try statement.step() {
            rows.append((0..<statement.columnCount).map { statement.isNull($0) ? "NULL" : statement.text($0) }.joined(separator: " "))
        }
        return rows
    }

    @Test("a rerun where nothing moved shares the first result's rows; every view shows both runs alike")
    func identicalResultsAreStoredOnce() throws {
        let folder = TemporaryFolder()
        let notebook = try Notebook.open(path: folder.file("n.sqlite"), access: .write(createIfMissing: true))
        let first = try Samples.record([Self.experiment], in: notebook)
        let second = try Samples.record([Self.experiment], in: notebook, command: .rerun)
        #expect(try rows(notebook, "SELECT run_id, content_run_id FROM result ORDER BY run_id") == ["\(first) NULL", "\(second) \(first)"])
        // Stored once: the second result wrote no rows of its own.
        #expect(try rows(notebook, "SELECT count(DISTINCT run_id) FROM trace_call UNION ALL SELECT count(DISTINCT run_id) FROM frame")
                == ["1", "1"])
        // The views show one set of rows per run, equal but for the run id.
        for view in ["frames", "calls", "expectation_results"] {
            let perRun = try rows(notebook, "SELECT run_id, count(*) FROM \(view) GROUP BY run_id ORDER BY run_id")
            #expect(perRun.count == 2, "\(view): \(perRun)")
            #expect(perRun[0].split(separator: " ")[1] == perRun[1].split(separator: " ")[1], "\(view): \(perRun)")
            func withoutRun(_ run: Int64) throws -> [String] {
                // Every column but the second (run_id).
                try rows(notebook, "SELECT * FROM \(view) WHERE run_id = \(run)").map { row in
                    var fields = row.split(separator: " ", omittingEmptySubsequences: false)
                    #expect(fields[1] == "\(run)")
                    fields.remove(at: 1)
                    return fields.joined(separator: " ")
                }
            }
            #expect(try withoutRun(first) == withoutRun(second), "\(view)")
        }
        // 600 × 100 with the default 8 between: the stack offers the first child half of 592, 296;
        // seed 000's layout proposes half of that, 148, which the frame takes; `b` gets the other
        // 600 − 8 − 148 = 444 (seed 001's arithmetic).
        #expect(try rows(notebook, "SELECT run_id, label, width FROM latest_frames WHERE label IS NOT NULL AND proposal_index = 0 ORDER BY label")
                == ["\(second) a 148.0", "\(second) b 444.0"])
        #expect(try rows(notebook, "SELECT count(*) FROM latest_shifts") == ["0"])
        #expect(try rows(notebook, "SELECT DISTINCT run_id FROM latest_calls") == ["\(second)"])
        // The loader reads the shared rows under the second run.
        let a = try notebook.loadSnapshot(runID: first).results["relative"]
        let b = try notebook.loadSnapshot(runID: second).results["relative"]
        #expect(a?.outcomes.count == 2)
        #expect(a?.outcomes == b?.outcomes)
        #expect(b?.outcomes[0].nodes.first { $0.label == "a" }?.frame == Rect(x: 0, y: 0, width: 148, height: 100))
    }

    @Test("a result that moved writes its own rows; a later return to the first shares the first's")
    func changedResultsKeepTheirOwnRows() throws {
        let folder = TemporaryFolder()
        let notebook = try Notebook.open(path: folder.file("n.sqlite"), access: .write(createIfMissing: true))
        let first = try Samples.record([Self.experiment], in: notebook)
        let probing = try LayoutOptions(parsing: ["default-spacing=20"])
        let second = try Samples.record([Self.experiment], in: notebook, options: probing, command: .rerun)
        let third = try Samples.record([Self.experiment], in: notebook, command: .rerun)
        #expect(try rows(notebook, "SELECT run_id, content_run_id FROM result ORDER BY run_id")
                == ["\(first) NULL", "\(second) NULL", "\(third) \(first)"])
        #expect(try rows(notebook, "SELECT count(*) FROM latest_shifts WHERE base_run_id = \(second) AND head_run_id = \(third)") != ["0"])
        // Finished runs keep their totals in `run`; deleting results keeps them exact.
        #expect(try rows(notebook, "SELECT sum(experiments), sum(calls) > 0 FROM run_summary") == ["3 1"])
        #expect(try rows(notebook, "SELECT count(*) FROM run WHERE total_experiments = 1") == ["3"])
        let summary = try notebook.forget(["relative"], resultsOnly: true)
        #expect(try rows(notebook, "SELECT sum(experiments), sum(calls), sum(nodes) FROM run_summary") == ["0 0 0"])
        #expect(summary.results == 3)
        #expect(try rows(notebook, "SELECT (SELECT count(*) FROM frame) + (SELECT count(*) FROM trace_call) + (SELECT count(*) FROM result)") == ["0"])
    }

    @Test("deleting by hand the run that owns shared rows hands them to the next result: no result loses its rows")
    func deletingTheOwningRunKeepsSharedRows() throws {
        let folder = TemporaryFolder()
        let notebook = try Notebook.open(path: folder.file("n.sqlite"), access: .write(createIfMissing: true))
        let first = try Samples.record([Self.experiment], in: notebook)
        let second = try Samples.record([Self.experiment], in: notebook, command: .rerun)
        let third = try Samples.record([Self.experiment], in: notebook, command: .rerun)
        let perRun = try rows(notebook, "SELECT run_id, count(*) FROM frames GROUP BY run_id ORDER BY run_id")
        try notebook.connection.execute("DELETE FROM run WHERE run_id = \(first)")
        #expect(try rows(notebook, "SELECT run_id, content_run_id FROM result ORDER BY run_id") == ["\(second) NULL", "\(third) \(second)"])
        #expect(try rows(notebook, "SELECT run_id, count(*) FROM frames GROUP BY run_id ORDER BY run_id") == Array(perRun.dropFirst()))
        #expect(try rows(notebook, "SELECT count(*) FROM calls WHERE run_id = \(third)")
                == rows(notebook, "SELECT sum(call_count) FROM result WHERE run_id = \(third)"))
        #expect(try notebook.loadSnapshot(runID: third).results["relative"]?.outcomes[0].nodes.first { $0.label == "a" }?.frame
                == Rect(x: 0, y: 0, width: 148, height: 100))
        #expect(try notebook.integrityCheck() == "ok")
    }
}
