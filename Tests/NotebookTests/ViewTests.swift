// The public views: stable names and leading columns, and the rows they give for known runs.
import ExperimentFiles
import Experiments
import Foundation
import LayoutEngine
import Testing
@testable import Notebook
import TestSupport

@Suite struct ViewTests {
    private func columns(_ notebook: Notebook, _ view: String) throws -> [String] {
        let statement = try notebook.connection.prepare("SELECT name FROM pragma_table_info(?1)")
        try statement.bind(view, at: 1)
        var names: [String] = []
        while try statement.step() { names.append(statement.text(0)) }
        return names
    }

    @Test func publicViewsHaveTheirDocumentedColumns() throws {
        let folder = TemporaryFolder()
        let notebook = try Notebook.open(path: folder.file("n.sqlite"), access: .write(createIfMissing: true))
        #expect(Array(try columns(notebook, "latest_frames").prefix(11)) == [
            "experiment", "run_id", "node_path", "label", "kind", "x", "y", "width", "height",
            "proposal_width", "proposal_height"])
        #expect(Array(try columns(notebook, "latest_calls").prefix(9)) == [
            "experiment", "run_id", "seq", "node_path", "label", "proposal_width", "proposal_height", "width", "height"])
        #expect(try columns(notebook, "run_summary").contains("expectations_failed"))
        #expect(try columns(notebook, "expectation_results").contains("passed"))
        #expect(try columns(notebook, "latest_shifts").contains("dwidth"))
    }

    @Test func latestFramesAndShiftsFollowTheLastTwoRuns() throws {
        let folder = TemporaryFolder()
        let notebook = try Notebook.open(path: folder.file("n.sqlite"), access: .write(createIfMissing: true))
        let experiment = Experiment(
            name: "relative",
            tree: .hstack(spacing: 0) {
                ViewNode.color("a").frame(maxWidth: 400).relativeProposed(width: 0.5).id("a")
                ViewNode.color("b").id("b")
            },
            proposals: [ProposedViewSize(width: 600, height: 100)])
        let first = try Samples.record([experiment], in: notebook)
        let probing = try LayoutOptions(parsing: ["relative-proposed=probing", "stack-order=declaration"])
        let second = try Samples.record([experiment], in: notebook, options: probing)

        let frames = try notebook.connection.prepare(
            "SELECT run_id, label, width FROM latest_frames WHERE experiment = 'relative' AND label IS NOT NULL ORDER BY label")
        var rows: [String] = []
        while try frames.step() { rows.append("\(frames.int64(0)) \(frames.text(1)) \(frames.double(2))") }
        let head = Engine(options: probing).layout(experiment.tree, in: experiment.proposals[0])
        #expect(rows == ["\(second) a \(head.frame(of: "a")!.width)", "\(second) b \(head.frame(of: "b")!.width)"])

        let base = Engine().layout(experiment.tree, in: experiment.proposals[0])
        var expected: [String] = []
        for node in head.nodes {
            let before = base.placement(atPath: node.path)!.frame
            let after = head.placement(atPath: node.path)!.frame
            if before != after { expected.append("\(node.path) \(after.width - before.width)") }
        }
        let shifts = try notebook.connection.prepare(
            "SELECT base_run_id, head_run_id, node_path, dwidth, redefined FROM latest_shifts ORDER BY node_path")
        var shifted: [String] = []
        while try shifts.step() {
            #expect(shifts.int64(0) == first)
            #expect(shifts.int64(1) == second)
            #expect(shifts.int(4) == 0)
            shifted.append("\(shifts.text(2)) \(shifts.double(3))")
        }
        #expect(shifted == expected.sorted())

        let summary = try notebook.runTotals()
        #expect(summary.map(\.runID) == [first, second])
        #expect(summary.map(\.experiments) == [1, 1])
        #expect(summary[0].nodes == head.nodes.count)
        #expect(summary[0].calls == base.calls.count)
    }
}
