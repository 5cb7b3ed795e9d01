// `swift run -c release layoutlab-bench [engine] [grid] [notebook] [diff]`: the project's benchmarks
// (all four when none is named).
import Reports

let arguments = Array(CommandLine.arguments.dropFirst())
let suites = arguments.isEmpty ? ["engine", "grid", "notebook", "diff"] : arguments
for suite in suites {
    switch suite {
    case "engine":
        EngineBenchmark.run().forEach { print($0) }
    case "grid":
        GridBenchmark.run().forEach { print($0) }
    case "notebook":
        NotebookBenchmark.run().forEach { print($0) }
    case "diff":
        do {
            print(try DiffBenchmark.measure().summary)
        } catch {
            print("diff: failed: \(error)")
        }
    default:
        print("unknown benchmark '\(suite)'; available: engine, grid, notebook, diff")
    }
}
