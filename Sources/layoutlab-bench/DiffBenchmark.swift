// `layoutlab diff` speed: two runs of 100,000 frames each, compared and written as a report
// (Markdown + SVGs). Target: under 1 s in a release build. Call `runDiffBenchmark()` from main.swift.
import Reports

/// Runs the diff benchmark and prints its median, e.g. `diff 100000 frames × 2 runs: median 180 ms (5 runs, 10 shifted)`.
func runDiffBenchmark(frames: Int = 100_000, iterations: Int = 5) {
    do {
        let result = try benchmarkDiff(frames: frames, iterations: iterations)
        let milliseconds = Double(result.median.components.attoseconds) / 1e15 + Double(result.median.components.seconds) * 1000
        let rounded = (milliseconds * 10).rounded() / 10
        print("diff \(frames) frames × 2 runs: median \(rounded) ms (\(iterations) runs, \(result.shiftedExperiments) shifted experiments)")
    } catch {
        print("diff benchmark failed: \(error)")
    }
}
