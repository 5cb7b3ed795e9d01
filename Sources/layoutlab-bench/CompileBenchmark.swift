// `layoutlab-bench compile [repetitions]`: how long `layoutlab run` takes on generated experiment
// files — the shapes an engine builder's suite has — with an empty compile cache unless said: one
// file of 100, 200 and 400 experiments of 12 rows (and the growth between them), 1,000 small
// experiments in a 1 MB file with comments, 10 files of 100 experiments of 8 rows, a top-level loop
// registering 1,000 experiments, the 400-experiment file again unchanged, and after an edit to one
// of its experiments. Runs the `layoutlab` binary next to this one; the median of the repetitions
// (3 by default). Takes several minutes.
import Foundation

enum CompileBenchmark {
    /// `Experiment("big/N") { VStack { rows × HStack { Color.red.frame(minWidth: j); Spacer(); Text("row j").padding() } } }`.
    static func rowsExperiment(_ name: String, rows: Int, width: Int = 400) -> String {
        let lines = (0..<rows).map { "        HStack { Color.red.frame(minWidth: \($0)); Spacer(); Text(\"row \($0)\").padding() }" }
        return "Experiment(\"\(name)\", proposal: ProposedViewSize(width: \(width), height: 800)) {\n    VStack {\n"
            + lines.joined(separator: "\n") + "\n    }\n}\n"
    }

    static func rowsFile(prefix: String, count: Int, rows: Int) -> String {
        "import SwiftUI\n\n" + (0..<count).map { rowsExperiment("\(prefix)/\($0)", rows: rows) }.joined(separator: "\n")
    }

    /// 1,000 experiments of three views, each under a comment block: about 1 MB.
    static func smallFile() -> String {
        let comment = String(repeating: "// A generated case: a colour of a swept width beside its label, in a stack with spacing 3.\n", count: 9)
        return "import SwiftUI\n\n" + (0..<1000).map { index in
            comment + "Experiment(\"small/\(index)\", proposal: ProposedViewSize(width: 120, height: 40)) {\n"
                + "    HStack(spacing: 3) { Color.red.frame(width: \(index % 100)); Text(\"\(index)\") }\n}\n"
        }.joined(separator: "\n")
    }

    /// A top-level loop registering 1,000 experiments.
    static let loopFile = """
        import SwiftUI

        for index in 0..<1000 {
            Experiment("loop/\\(index)", proposal: ProposedViewSize(width: 300, height: 60)) {
                HStack(spacing: CGFloat(index % 9)) {
                    Color.red.frame(minWidth: CGFloat(index % 50))
                    Spacer()
                    Text("row \\(index)").padding()
                }
            }
        }

        """

    static func run(repetitions: Int) -> [String] {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("layoutlab").path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            return ["compile: skipped: no layoutlab binary next to this one (build it: swift build -c release)"]
        }
        let folder = NSTemporaryDirectory() + "layoutlab-compile-bench-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var lines = ["compile (layoutlab run, cold compile cache unless said; median of \(repetitions))"]
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let bench = Bench(binary: binary, folder: folder, repetitions: repetitions)
            var byCount: [Int: Double] = [:]
            for count in [100, 200, 400] {
                let file = try bench.write(rowsFile(prefix: "big", count: count, rows: 12), to: "big\(count)/Big.swift")
                byCount[count] = try bench.cold([file])
                lines.append(bench.line("\(count) experiments of 12 rows, one file", byCount[count]!))
            }
            lines.append(String(format: "  growth: 100 → 200 %.2f×, 200 → 400 %.2f×",
                                byCount[200]! / byCount[100]!, byCount[400]! / byCount[200]!))
            let big = bench.path("big400/Big.swift")
            lines.append(bench.line("400 experiments, unchanged (warm cache)", try bench.warm([big])))
            lines.append(bench.line("400 experiments, one experiment edited", try bench.edited(big)))
            let small = try bench.write(smallFile(), to: "small/Small.swift")
            let megabytes = Double(smallFile().utf8.count) / 1_000_000
            lines.append(bench.line(String(format: "1,000 experiments of 3 views (%.1f MB with comments)", megabytes), try bench.cold([small])))
            var files: [String] = []
            for index in 0..<10 {
                files.append(try bench.write(rowsFile(prefix: "f\(index)", count: 100, rows: 8), to: "ten/File\(index).swift"))
            }
            lines.append(bench.line("10 files × 100 experiments of 8 rows", try bench.cold(files)))
            let loop = try bench.write(loopFile, to: "loop/Loop.swift")
            lines.append(bench.line("a top-level loop registering 1,000 experiments", try bench.cold([loop])))
        } catch {
            lines.append("  failed: \(error)")
        }
        return lines
    }
}

/// Runs `layoutlab run` in a scratch folder with a cache and a notebook of its own.
private struct Bench {
    let binary: String
    let folder: String
    let repetitions: Int

    func path(_ name: String) -> String { "\(folder)/\(name)" }

    func write(_ text: String, to name: String) throws -> String {
        let file = path(name)
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    func line(_ what: String, _ seconds: Double) -> String {
        "  " + what.padding(toLength: 58, withPad: " ", startingAt: 0) + String(format: " %7.2f s", seconds)
    }

    /// Median seconds of `layoutlab run files` with an empty cache and a new notebook each time.
    func cold(_ files: [String]) throws -> Double {
        var times: [Double] = []
        for _ in 0..<repetitions {
            try? FileManager.default.removeItem(atPath: path("cache"))
            try? FileManager.default.removeItem(atPath: path("n.sqlite"))
            times.append(try run(files))
        }
        return Timing.median(times)
    }

    /// Median seconds with the cache and notebook the previous run left.
    func warm(_ files: [String]) throws -> Double {
        _ = try run(files)
        return Timing.median(try (0..<repetitions).map { _ in try run(files) })
    }

    /// Median seconds of a run after one experiment's proposal changed (same lines), cache warm.
    func edited(_ file: String) throws -> Double {
        let original = try String(contentsOfFile: file, encoding: .utf8)
        defer { try? original.write(toFile: file, atomically: true, encoding: .utf8) }
        _ = try run([file])
        var times: [Double] = []
        for step in 0..<repetitions {
            let changed = original.replacingOccurrences(
                of: "Experiment(\"big/200\", proposal: ProposedViewSize(width: 400,",
                with: "Experiment(\"big/200\", proposal: ProposedViewSize(width: \(300 + step),")
            try changed.write(toFile: file, atomically: true, encoding: .utf8)
            times.append(try run([file]))
        }
        return Timing.median(times)
    }

    func run(_ files: [String]) throws -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["run"] + files + ["--db", path("n.sqlite"), "--quiet"]
        var environment = ProcessInfo.processInfo.environment
        environment["LAYOUTLAB_CACHE"] = path("cache")
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        let clock = ContinuousClock()
        let start = clock.now
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let elapsed = Timing.seconds(clock.now - start)
        guard process.terminationStatus == 0 else {
            throw BenchError(description: "layoutlab run failed (\(process.terminationStatus)): "
                             + String(decoding: message.prefix(2000), as: UTF8.self))
        }
        return elapsed
    }
}

private struct BenchError: Error, CustomStringConvertible {
    var description: String
}
