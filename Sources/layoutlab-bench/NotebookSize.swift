// `layoutlab-bench notebook-size [PATH]`: the notebook the rerun benchmark makes — 1,000
// experiments of about 50 nodes, recorded three times (first results, nothing moved, everything
// moved) — built in this process, and where its bytes go: each table's and index's pages
// (`dbstat`) and the whole file ÷ the calls stored (a shared result stores none). Keeps the file
// at PATH when one is given.
import Experiments
import Foundation
import LayoutEngine
import Notebook

enum NotebookSize {
    static func run(path given: String?) -> [String] {
        do {
            return try measure(path: given)
        } catch {
            return ["notebook size: failed: \(error)"]
        }
    }

    static func measure(path given: String?) throws -> [String] {
        let folder = try NotebookBenchmark.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = given ?? "\(folder)/size.sqlite"
        try? FileManager.default.removeItem(atPath: path)
        let experiments = (0..<1000).map(NotebookBenchmark.experiment)
        let notebook = try Notebook.open(path: path, access: .write(createIfMissing: true))
        try notebook.storeDefinitions(experiments)
        let standard = ExperimentRunner(engine: Engine())
        let moved = ExperimentRunner(engine: Engine(options: try LayoutOptions(parsing: ["default-spacing=9"])))
        for runner in [standard, standard, moved] {
            let recorder = try RunRecorder(notebook: notebook, command: .rerun,
                                           engine: EngineIdentity(options: LayoutOptions()), label: "size")
            for experiment in experiments { try recorder.record(runner.layOut(experiment)) }
            try recorder.finish()
        }
        let size = try NotebookBenchmark.fileSize(notebook)
        let stored = try ScaleBenchmark.count(notebook, """
            SELECT sum(r.call_count) FROM result AS r WHERE r.content_run_id IS NULL
            """)
        var lines = [String(format: "notebook of 1,000 experiments × 3 runs: %lld bytes, %lld calls stored, %.1f bytes per stored call",
                            size, stored, Double(size) / Double(max(stored, 1)))]
        let pages = try notebook.connection.prepare(
            "SELECT name, sum(pgsize) AS bytes FROM dbstat GROUP BY name ORDER BY bytes DESC")
        while try pages.step() {
            let name = pages.text(0).padding(toLength: 40, withPad: " ", startingAt: 0)
            lines.append("  " + name + String(format: " %10lld  %5.1f per call", pages.int64(1),
                                                Double(pages.int64(1)) / Double(max(stored, 1))))
        }
        return lines
    }
}
