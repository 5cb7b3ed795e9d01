// Diff benchmark: two synthetic runs of 100,000 frames each (1,000 experiments of 100 nodes, 1% of
// them shifted) compared, rendered as Markdown + SVGs and written to a temporary folder; reports
// the median of 5 iterations. Issue 5's target: under 1 s in a release build.
// Wire it into main.swift as `case "diff": DiffBenchmark.run().forEach { print($0) }`.
import Reports

/// The diff benchmark and its measurement.
enum DiffBenchmark {
    /// One line per measurement, e.g. `diff: 100000 frames × 2 runs, median 70.1 ms (5 iterations, 10 shifted experiments)`.
    static func run(frames: Int = 100_000, iterations: Int = 5) -> [String] {
        do {
            let result = try benchmarkDiff(frames: frames, iterations: iterations)
            let parts = result.median.components
            let milliseconds = Double(parts.seconds) * 1000 + Double(parts.attoseconds) / 1e15
            let shown = (milliseconds * 10).rounded() / 10
            return ["diff: \(frames) frames × 2 runs, median \(shown) ms "
                + "(\(iterations) iterations, \(result.shiftedExperiments) shifted experiments)"]
        } catch {
            return ["diff: failed: \(error)"]
        }
    }
}
