// `layoutlab-bench scale`: a notebook of 10,000 experiments and 100 runs (issue 13), and how long the
// reading commands take on it. Every run records every experiment; in each rerun 1 % of them
// (a different 100 each time) moved, the rest are identical to their previous result and share
// its rows. Then what the file costs (per experiment per run, per changed result, per stored call)
// and, at the end, `rerun --force` and `rerun` with nothing changed against a first run of the same
// experiments into a new notebook. Takes a few minutes (most of it building the notebook), so it is not in the
// default set.
import Experiments
import Foundation
import LayoutEngine
import Notebook

enum ScaleBenchmark {
    static let experimentCount = 10_000
    static let runCount = 100

    /// About 10 nodes: a framed colour, a padded colour and a text in an HStack, in a frame. The
    /// stack's spacing is the engine's default, so the other engine's layouts (default spacing 9)
    /// move.
    static func experiment(_ index: Int) -> Experiment {
        let tree = ViewNode.hstack {
            ViewNode.color("a").frame(width: Double(10 + index % 40)).id("a")
            ViewNode.color("b").padding(Double(index % 7))
            ViewNode.text("item \(index)").lineLimit(1)
        }.frame(maxWidth: .infinity)
        return Experiment(name: "scale/\(index)", tree: tree, proposals: [ProposedViewSize(width: 390, height: 60)],
                          source: "scale \(index)")
    }

    static func run() -> [String] {
        var lines = ["scale (\(experimentCount) experiments × \(runCount) runs; median of 3 per command)"]
        do {
            lines += try measure()
        } catch {
            lines.append("  failed: \(error)")
        }
        return lines
    }

    static func measure() throws -> [String] {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("layoutlab").path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            return ["  skipped: no layoutlab binary next to this one (build it: swift build -c release)"]
        }
        let folder = try NotebookBenchmark.temporaryFolder()
        defer { NotebookBenchmark.removeUnlessKept(folder) }
        let path = "\(folder)/scale.sqlite"
        let experiments = (0..<experimentCount).map(experiment)
        let standard = ExperimentRunner(engine: Engine())
        let moved = ExperimentRunner(engine: Engine(options: try LayoutOptions(parsing: ["default-spacing=9"])))
        var latest = experiments.map { standard.layOut($0) }
        let started = Date()
        let notebook = try Notebook.open(path: path, access: .write(createIfMissing: true))
        try notebook.storeDefinitions(experiments)
        var sizes: [Int64] = []
        for run in 0..<runCount {
            let recorder = try RunRecorder(notebook: notebook, command: run == 0 ? .run : .rerun,
                                           engine: EngineIdentity(options: LayoutOptions()), label: "scale \(run)")
            if run > 0 {
                // 1 % moved: alternate between the two engines' layouts for a different 100 each run.
                for offset in 0..<(experimentCount / 100) {
                    let index = (run * 97 + offset * 100) % experimentCount
                    latest[index] = (run / 100 + offset + run) % 2 == 0
                        ? moved.layOut(experiments[index]) : standard.layOut(experiments[index])
                }
            }
            for result in latest { try recorder.record(result) }
            try recorder.finish()
            if run >= runCount - 11 { sizes.append(try NotebookBenchmark.fileSize(notebook)) }
        }
        let built = Date().timeIntervalSince(started)
        let size = try NotebookBenchmark.fileSize(notebook)
        let stored = try count(notebook, "SELECT sum(json_array_length(calls)) FROM layout_trace")
        var lines = [String(format: "  built in %.0f s: %.1f MB (%@ calls in the views, %@ stored)", built, Double(size) / 1e6,
                            "\(try count(notebook, "SELECT sum(call_count) FROM result"))", "\(stored)")]
        let perRun = Double(sizes.last! - sizes.first!) / Double(sizes.count - 1)
        lines.append(String(format: "  %.1f bytes per experiment per run (whole file); %.1f bytes per stored call; "
                            + "a run of the last ten (1 %% moved) adds %.0f bytes", Double(size) / Double(experimentCount * runCount),
                            Double(size) / Double(max(stored, 1)), perRun))
        let commands: [(String, [String])] = [
            ("list", ["list"]), ("runs", ["runs"]), ("show scale/5000", ["show", "scale/5000", "--draw"]),
            ("diff (latest two results of each)", ["diff", "--output", "-"]),
            ("diff \(runCount - 1) \(runCount)", ["diff", "\(runCount - 1)", "\(runCount)", "--output", "-"]),
        ]
        for (name, arguments) in commands {
            var seconds: [Double] = []
            for _ in 0..<3 {
                seconds.append(try NotebookBenchmark.time {
                    _ = try NotebookBenchmark.runProcess(binary, arguments + ["--db", path])
                })
            }
            lines.append("  \(name): \(NotebookBenchmark.ms(NotebookBenchmark.median(seconds))) ms (target ≤ 500 ms)")
        }
        // Nothing changed: about half the experiments last recorded the other engine's layouts, so
        // a first `rerun --force` (untimed) lays them all out with this one; the next moves nothing
        // and every result shares its previous one's rows. Against a first run of the same
        // experiments into a new notebook (every row new), and `rerun` without `--force` (every
        // result current: nothing to lay out).
        _ = try NotebookBenchmark.runProcess(binary, ["rerun", "--force", "--quiet", "--db", path])
        func median(_ arguments: [String]) throws -> Double {
            NotebookBenchmark.median(try (0..<3).map { _ in
                try NotebookBenchmark.time { _ = try NotebookBenchmark.runProcess(binary, arguments) }
            })
        }
        let before = try NotebookBenchmark.fileSize(notebook)
        let unchanged = try median(["rerun", "--force", "--quiet", "--db", path])
        let grown = (try NotebookBenchmark.fileSize(notebook) - before) / 3
        let current = try median(["rerun", "--quiet", "--db", path])
        let firstPath = "\(folder)/first.sqlite"
        try Notebook.open(path: firstPath, access: .write(createIfMissing: true)).storeDefinitions(experiments)
        let first = try NotebookBenchmark.time {
            _ = try NotebookBenchmark.runProcess(binary, ["rerun", "--quiet", "--db", firstPath])
        }
        let perChanged = (perRun - Double(grown) * 0.99) / Double(experimentCount / 100)
        lines.append(String(format: "  a first run of the %d experiments into a new notebook: %.2f s", experimentCount, first))
        lines.append(String(format: "  rerun --force, nothing changed: %.2f s (%.2f of a first run); the file grew %lld bytes "
                            + "(%.1f per result), so a changed result costs %.0f bytes",
                            unchanged, unchanged / first, grown, Double(grown) / Double(experimentCount), perChanged))
        lines.append(String(format: "  rerun, nothing changed (every result current): %.2f s (%.2f of a first run; target ≤ 0.1)",
                            current, current / first))
        return lines
    }

    static func count(_ notebook: Notebook, _ sql: String) throws -> Int64 {
        let statement = try notebook.connection.prepare(sql)
        guard try statement.step() else { return 0 }
        return statement.int64(0)
    }
}
