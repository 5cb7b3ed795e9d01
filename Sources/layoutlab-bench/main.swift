// `swift run -c release layoutlab-bench [engine] [notebook] [diff]`: the project's benchmarks
// (all three when none is named).
let arguments = Array(CommandLine.arguments.dropFirst())
let suites = arguments.isEmpty ? ["engine", "notebook", "diff"] : arguments
for suite in suites {
    switch suite {
    case "engine":
        EngineBenchmark.run().forEach { print($0) }
    case "notebook":
        NotebookBenchmark.run().forEach { print($0) }
    case "diff":
        DiffBenchmark.run().forEach { print($0) }
    default:
        print("unknown benchmark '\(suite)'; available: engine, notebook, diff")
    }
}
