// `swift run -c release layoutlab-bench [engine [--cpu-time]] [grid] [notebook] [diff] [scale] [compile [N]]`: the
// project's benchmarks (the first four when none is named; `scale` builds a large notebook and
// `compile` times `layoutlab run` on generated files; both take minutes).
import Foundation
import Reports

let arguments = Array(CommandLine.arguments.dropFirst()).filter { $0 != "--cpu-time" }
/// `--cpu-time`: the engine benchmark times the thread's CPU time instead of the wall clock.
let clock: Stopwatch = CommandLine.arguments.contains("--cpu-time") ? .threadCPU : .wall
let suites = arguments.isEmpty ? ["engine", "grid", "notebook", "diff"] : arguments
for suite in suites {
    switch suite {
    case "engine":
        EngineBenchmark.run(clock: clock).forEach { print($0) }
    case "profile":
        // `layoutlab-bench profile balanced|wide|nested [layouts]`: only layouts of one tree, for
        // `valgrind --tool=callgrind` (instruction counts are repeatable on a loaded machine).
        let rest = Array(arguments.drop { $0 != "profile" }.dropFirst())
        EngineBenchmark.profile(tree: rest.first ?? "balanced", layouts: rest.dropFirst().first.flatMap { Int($0) } ?? 1)
            .forEach { print($0) }
        exit(0)
    case "grid":
        GridBenchmark.run().forEach { print($0) }
    case "notebook":
        NotebookBenchmark.run().forEach { print($0) }
    case "notebook-size":
        NotebookSize.run(path: arguments.drop { $0 != "notebook-size" }.dropFirst().first).forEach { print($0) }
        exit(0)
    case "scale":
        ScaleBenchmark.run().forEach { print($0) }
    case "compile":
        let rest = arguments.drop { $0 != "compile" }.dropFirst()
        CompileBenchmark.run(repetitions: rest.first.flatMap { Int($0) } ?? 3).forEach { print($0) }
        exit(0)
    case "diff":
        do {
            print(try DiffBenchmark.measure().summary)
        } catch {
            print("diff: failed: \(error)")
        }
    default:
        print("unknown benchmark '\(suite)'; available: engine, grid, notebook, diff, scale, compile")
    }
}
