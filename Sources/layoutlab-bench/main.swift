// `swift run -c release layoutlab-bench [engine]`: the project's benchmarks.
let arguments = Array(CommandLine.arguments.dropFirst())
let suites = arguments.isEmpty ? ["engine"] : arguments
for suite in suites {
    switch suite {
    case "engine":
        EngineBenchmark.run().forEach { print($0) }
    default:
        print("unknown benchmark '\(suite)'; available: engine")
    }
}
