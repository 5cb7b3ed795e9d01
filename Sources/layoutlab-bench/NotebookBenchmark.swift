// Notebook benchmark (`swift run -c release layoutlab-bench notebook`):
// 1. Recording: 400 experiments of about 50 nodes (layouts computed beforehand) are recorded (each
//    in a savepoint, in groups committed every 50 ms), and compared with Benchmarks/insert.c inserting the very same rows
//    with the same settings and transactions (compiled with `cc -O2` at run time).
// 2. Loading: a run of about 100,000 frames read back as a RunSnapshot (with and without traces).
// 3. Rerun: 1,000 stored experiments of about 50 nodes, `layoutlab rerun --force` end to end (the
//    release `layoutlab` binary next to this one; `swift build -c release` builds both).
// Each figure is the median of 5 repetitions on a fresh database.
import Experiments
import Foundation
import LayoutEngine
import Notebook

enum NotebookBenchmark {
    static let repetitions = 5

    static func run() -> [String] {
        var lines = ["notebook (median of \(repetitions))"]
        do {
            lines += try recording()
            lines += try loading()
            lines += try rerun()
        } catch {
            lines.append("  failed: \(error)")
        }
        return lines
    }

    // MARK: Workload

    /// About 50 nodes: a VStack of 6 rows, each a framed colour, a padded colour, a line-limited
    /// text and a spacer (texts differ per experiment so layouts differ).
    static func experiment(_ index: Int) -> Experiment {
        let tree = ViewNode.vstack(spacing: 4) {
            for row in 0..<6 {
                ViewNode.hstack(spacing: 2) {
                    ViewNode.color("a").frame(width: Double(10 + (index + row) % 40)).id("a\(row)")
                    ViewNode.color("b").padding(Double(row))
                    ViewNode.text(String(repeating: "word ", count: 1 + (index * 7 + row) % 9)).lineLimit(2)
                    ViewNode.spacer()
                }
            }
        }
        return Experiment(name: "bench/\(index)", tree: tree, proposals: [ProposedViewSize(width: 390, height: 844)],
                          expectations: [Expectation(label: "a0", width: Double(10 + index % 40), height: 100)],
                          source: "bench \(index)")
    }

    // MARK: 1. Recording vs C

    static func recording() throws -> [String] {
        let experiments = (0..<400).map(experiment)
        let runner = ExperimentRunner(engine: Engine())
        let laidOut = experiments.map { runner.layOut($0) }
        let folder = try temporaryFolder()
        defer { removeUnlessKept(folder) }

        /// A notebook with the definitions and a started run, ready for results.
        func template(_ path: String) throws -> RunRecorder {
            let notebook = try Notebook.open(path: path, access: .write(createIfMissing: true))
            return try RunRecorder(notebook: notebook, command: .run, engine: EngineIdentity(options: LayoutOptions()),
                                   label: "bench", experiments: experiments.map { DefinedExperiment($0) })
        }

        // As `run` records: each result's hash and call shapes are made on the layout threads
        // (`RunRecorder.prepare`, untimed like the layouts), the writing thread looks the shapes up
        // and writes; and with that preparation on the writing thread too.
        var swiftSeconds: [Double] = []
        var oneThreadSeconds: [Double] = []
        var source = ""
        for repetition in 0..<repetitions {
            let path = "\(folder)/swift-\(repetition).sqlite"
            let recorder = try template(path)
            let context = try recorder.preparationContext()
            let prepared = laidOut.map { RunRecorder.prepare($0, context: context) }
            swiftSeconds.append(try time {
                for (experiment, rows) in zip(laidOut, prepared) { try recorder.record(experiment, prepared: rows) }
                try recorder.finish()
            })
            source = path
            let alone = try template("\(folder)/one-thread-\(repetition).sqlite")
            oneThreadSeconds.append(try time {
                for experiment in laidOut { try alone.record(experiment) }
                try alone.finish()
            })
        }
        let rows = try countRows(source)

        var lines = ["  recording 400 experiments × ~50 nodes (\(rows) rows: results, layouts, nodes, frames, traces, expectations)"]
        let swiftMedian = median(swiftSeconds)
        lines.append("    layoutlab: \(ms(swiftMedian)) ms, \(Int(Double(rows) / swiftMedian)) rows/s")

        guard let insert = try compileC(into: folder) else {
            lines.append("    C baseline skipped: `cc` not found (cc -O2 Benchmarks/insert.c -lsqlite3)")
            return lines
        }
        var cSeconds: [Double] = []
        for repetition in 0..<repetitions {
            let target = "\(folder)/c-\(repetition).sqlite"
            _ = try template(target)
            let output = try runProcess(insert, [source, target])
            let fields = output.split(separator: " ")
            guard fields.count == 2, let seconds = Double(fields[1].trimmingCharacters(in: .whitespacesAndNewlines)),
                  Int(fields[0]) == rows
            else { throw BenchmarkError("unexpected output from insert: \(output)") }
            cSeconds.append(seconds)
        }
        let cMedian = median(cSeconds)
        lines.append("    C (Benchmarks/insert.c): \(ms(cMedian)) ms, \(Int(Double(rows) / cMedian)) rows/s")
        lines.append("    layoutlab speed relative to C: \(String(format: "%.2f", cMedian / swiftMedian)) (target ≥ 0.5)")
        let oneThread = median(oneThreadSeconds)
        lines.append("    with each result's hash and call shapes made on the writing thread too: \(ms(oneThread)) ms "
                     + "(\(String(format: "%.2f", cMedian / oneThread))× C)")
        return lines
    }

    // MARK: 2. Loading

    static func loading() throws -> [String] {
        let folder = try temporaryFolder()
        defer { removeUnlessKept(folder) }
        let path = "\(folder)/load.sqlite"
        let widths: [Double] = [200, 300, 400, 500, 600]
        let experiments = (0..<420).map { index -> Experiment in
            var experiment = experiment(index)
            experiment.proposals = widths.map { ProposedViewSize(width: $0, height: 844) }
            return experiment
        }
        let notebook = try Notebook.open(path: path, access: .write(createIfMissing: true))
        let recorder = try RunRecorder(notebook: notebook, command: .run, engine: EngineIdentity(options: LayoutOptions()),
                                       label: "load", experiments: experiments.map { DefinedExperiment($0) })
        let runner = ExperimentRunner(engine: Engine())
        for experiment in experiments {
            try recorder.record(runner.layOut(experiment))
        }
        try recorder.finish()
        var frames = 0, calls = 0
        var withCalls: [Double] = [], withoutCalls: [Double] = []
        for _ in 0..<repetitions {
            withoutCalls.append(try time { _ = try notebook.loadSnapshot(runID: recorder.runID, includeCalls: false) })
            var snapshot: RunSnapshot?
            withCalls.append(try time { snapshot = try notebook.loadSnapshot(runID: recorder.runID) })
            let outcomes = snapshot?.results.values.flatMap(\.outcomes) ?? []
            frames = outcomes.reduce(0) { $0 + $1.nodes.count }
            calls = outcomes.reduce(0) { $0 + $1.calls.count }
        }
        return [
            "  loading a run of \(frames) frames and \(calls) calls (420 experiments × 5 proposals)",
            "    loadSnapshot: \(ms(median(withCalls))) ms; frames only (includeCalls: false): \(ms(median(withoutCalls))) ms",
        ]
    }

    // MARK: 3. Rerun

    static func rerun() throws -> [String] {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("layoutlab").path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            return ["  rerun skipped: no layoutlab binary next to this one (build it: swift build -c release)"]
        }
        let folder = try temporaryFolder()
        defer { removeUnlessKept(folder) }
        let experiments = (0..<1000).map(experiment)
        let nodes = experiment(0).tree.nodeCount
        // First results (every row new), then a rerun where nothing moved (results shared with the
        // first), then one where everything moved (another default spacing: every row new again).
        var first: [Double] = [], unchanged: [Double] = [], shifted: [Double] = []
        var growth: [Double] = [], bytesPerCall: [Double] = [], fileBytesPerCall: [Double] = []
        for repetition in 0..<repetitions {
            let path = "\(folder)/rerun-\(repetition).sqlite"
            let notebook = try Notebook.open(path: path, access: .write(createIfMissing: true))
            try notebook.storeDefinitions(experiments)
            first.append(try time { _ = try runProcess(binary, ["rerun", "--force", "--quiet", "--db", path]) })
            let before = try fileSize(notebook)
            unchanged.append(try time { _ = try runProcess(binary, ["rerun", "--force", "--quiet", "--db", path]) })
            let after = try fileSize(notebook)
            growth.append(Double(after - before) / Double(before))
            shifted.append(try time {
                _ = try runProcess(binary, ["rerun", "--force", "--quiet", "--db", path, "--engine-option", "default-spacing=9"])
            })
            let totals = try notebook.runTotals()
            guard totals.count == 3, totals.allSatisfy({ $0.experiments == 1000 && $0.errors == 0 }) else {
                throw BenchmarkError("rerun recorded \(totals.map(\.experiments)) experiments, \(totals.map(\.errors)) errors")
            }
            bytesPerCall.append(try traceBytesPerCall(notebook))
            fileBytesPerCall.append(Double(try fileSize(notebook)) / Double(max(try storedCalls(notebook), 1)))
        }
        return [
            "  rerun --force of 1,000 stored experiments × \(nodes) nodes (whole process):",
            "    first results: \(ms(median(first))) ms; nothing moved: \(ms(median(unchanged))) ms "
                + "(target ≤ 500 ms; notebook grew \(String(format: "%.2f", median(growth) * 100)) %, target ≤ 1 %); "
                + "everything moved: \(ms(median(shifted))) ms (target ≤ 1500 ms)",
            "    stored trace calls (layout_trace, call_shape): \(String(format: "%.1f", median(bytesPerCall))) bytes per stored call (pages ÷ calls, dbstat)",
            "    whole file ÷ stored calls: \(String(format: "%.1f", median(fileBytesPerCall))) bytes (target ≤ 48)",
        ]
    }

    /// The database file's size after a checkpoint (so the WAL's pages are counted once).
    static func fileSize(_ notebook: Notebook) throws -> Int64 {
        try notebook.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        let attributes = try FileManager.default.attributesOfItem(atPath: notebook.path)
        return (attributes[.size] as? NSNumber)?.int64Value ?? 0
    }

    /// The calls stored: those of results that own their rows (a sharing result stores none).
    static func storedCalls(_ notebook: Notebook) throws -> Int64 {
        let s = try notebook.connection.prepare("SELECT sum(call_count) FROM result WHERE content_run_id IS NULL")
        guard try s.step() else { return 0 }
        return s.int64(0)
    }

    /// Bytes of the `layout_trace` table, its key's index and the call shapes (their pages,
    /// overflow pages included, as `dbstat` counts them) per stored call.
    static func traceBytesPerCall(_ notebook: Notebook) throws -> Double {
        let pages = try notebook.connection.prepare(
            "SELECT sum(pgsize) FROM dbstat WHERE name IN ('layout_trace', 'sqlite_autoindex_layout_trace_1', 'call_shape')")
        guard try pages.step() else { return 0 }
        let bytes = pages.double(0)
        let rows = try notebook.connection.prepare("SELECT sum(json_array_length(calls)) FROM layout_trace")
        guard try rows.step() else { return 0 }
        return bytes / max(rows.double(0), 1)
    }

    // MARK: Helpers

    static func time(_ body: () throws -> Void) throws -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        try body()
        return Timing.seconds(clock.now - start)
    }

    static func median(_ values: [Double]) -> Double { Timing.median(values) }

    static func ms(_ seconds: Double) -> String {
        String(format: "%.1f", seconds * 1000)
    }

    static func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "layoutlab-bench-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Set LAYOUTLAB_BENCH_KEEP=1 to keep the databases for inspection.
    static func removeUnlessKept(_ folder: String) {
        if ProcessInfo.processInfo.environment["LAYOUTLAB_BENCH_KEEP"] == "1" {
            print("  (kept \(folder))")
        } else {
            try? FileManager.default.removeItem(atPath: folder)
        }
    }

    static func countRows(_ path: String) throws -> Int {
        let snapshot = try Notebook.open(path: path, access: .read).loadSnapshot(runID: 1)
        var rows = 0
        for result in snapshot.results.values {
            rows += 1 + result.outcomes.count
            rows += result.outcomes.first?.nodes.count ?? 0
            // Frames, one `layout_trace` row (the whole trace) and the expectations of each layout.
            for outcome in result.outcomes { rows += outcome.nodes.count + 1 + outcome.expectations.count }
        }
        return rows
    }

    /// Compiles Benchmarks/insert.c (found from the current directory); nil when there is no `cc`.
    static func compileC(into folder: String) throws -> String? {
        let sourceFile = FileManager.default.currentDirectoryPath + "/Benchmarks/insert.c"
        guard FileManager.default.fileExists(atPath: sourceFile) else {
            throw BenchmarkError("run from the package folder: \(sourceFile) not found")
        }
        let output = "\(folder)/insert"
        do {
            _ = try runProcess("/usr/bin/env", ["cc", "-O2", "-o", output, sourceFile, "-lsqlite3"])
        } catch {
            return nil
        }
        return output
    }

    @discardableResult
    static func runProcess(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchmarkError("\(executable) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}

/// A benchmark that could not run.
struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
