// `layoutlab forget NAME...` removes experiments (their definitions, every version and every result)
// or, with --results-only, only their results; `layoutlab vacuum` gives the freed pages back to the
// file system. Both say what they did.
import ArgumentParser
import Experiments
import Foundation
import Lab
import Notebook

struct Forget: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Remove experiments (or only their results) from the notebook.",
        discussion: """
            Removes each named experiment with every version of its definition and every result (frames, \
            calls, expectations), in one transaction: an unknown name removes nothing. With --results-only \
            the definitions stay, so `layoutlab rerun` can lay them out again. Runs stay listed. The file \
            does not shrink until `layoutlab vacuum`.

            \(ExitStatus.readHelp)
            """)

    @Argument(help: "The experiments to remove (`layoutlab list` shows them).", transform: ExperimentName.normalized)
    var names: [String]

    @Flag(name: .long, help: "Remove only the experiments' results; keep their definitions.")
    var resultsOnly = false

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        if names.isEmpty { throw ValidationError("name at least one experiment to forget.") }
    }

    func run() throws {
        try reportingErrors {
            let notebook = try global.openNotebook(.write(createIfMissing: false))
            let summary: ForgetSummary
            do {
                let working = WorkingLine(what: "forgetting", quiet: global.quiet || global.format == .json)
                defer { working.finish() }
                summary = try notebook.forget(names, resultsOnly: resultsOnly, progress: working.tick)
            } catch NotebookError.unknownExperiment(let name, let known) {
                throw CommandError(LookupError.unknown(name, known: known).message + "\nNothing was removed.")
            }
            if global.format == .json {
                JSON.document([
                    ("experiments", .array(summary.experiments.map(JSON.string))),
                    ("removed_experiments", .bool(summary.removedExperiments)),
                    ("results", .int(Int64(summary.results))),
                    ("definition_versions", .int(Int64(summary.definitionVersions))),
                    ("frames", .int(Int64(summary.frames))),
                    ("calls", .int(Int64(summary.calls))),
                ]).print()
            } else if !global.quiet {
                let names = summary.experiments.map(Format.escaped).joined(separator: ", ")
                var text = summary.removedExperiments
                    ? "Forgot \(Format.count(summary.experiments.count, "experiment")) (\(names)): "
                        + "\(Format.count(summary.definitionVersions, "definition version")), "
                    : "Forgot the results of \(names) (definitions kept): "
                text += "\(Format.count(summary.results, "result")), \(Format.count(summary.frames, "frame")), "
                    + "\(Format.count(summary.calls, "call")). Run `layoutlab vacuum` to shrink the file."
                Console.out(text)
            }
        }
    }
}

struct Vacuum: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Shrink the notebook file after forgetting (SQLite VACUUM).",
        discussion: ExitStatus.readHelp)

    @OptionGroup var global: GlobalOptions

    func run() throws {
        try reportingErrors {
            let notebook = try global.openNotebook(.write(createIfMissing: false))
            let working = WorkingLine(what: "vacuuming", quiet: global.quiet || global.format == .json)
            let summary = try notebook.vacuum(progress: working.tick)
            working.finish()
            if global.format == .json {
                JSON.document([("bytes_before", .int(summary.bytesBefore)), ("bytes_after", .int(summary.bytesAfter)),
                               ("unused_call_shapes", .int(Int64(summary.unusedShapes))),
                               ("unused_definition_hashes", .int(Int64(summary.unusedHashes))),
                               ("unused_program_texts", .int(Int64(summary.unusedTexts))),
                               ("call_shapes_kept", .bool(summary.shapesKept))]).print()
            } else if !global.quiet {
                Console.out("Vacuumed \(notebook.path): \(summary.bytesBefore) → \(summary.bytesAfter) bytes "
                    + "(\(summary.bytesBefore - summary.bytesAfter) reclaimed); removed "
                    + "\(Format.count(summary.unusedShapes, "unused call shape")), "
                    + "\(summary.unusedHashes) unused definition hash\(summary.unusedHashes == 1 ? "" : "es") and "
                    + "\(Format.count(summary.unusedTexts, "unused program text")).")
                if summary.shapesKept {
                    Console.out("A run is being recorded, so unused call shapes were kept; vacuum again after it to remove them.")
                }
            }
        }
    }
}

/// "vacuuming… 12 s" on stderr, rewritten in place once a second while a long statement runs,
/// only when stderr is a terminal (a quick one never shows it).
struct WorkingLine {
    let what: String
    let enabled: Bool

    init(what: String, quiet: Bool) {
        self.what = what
        enabled = !quiet && Console.stderrIsTerminal
    }

    var tick: (Int) -> Void {
        let enabled = enabled, what = what
        return { seconds in
            if enabled { Console.errorControl("\r\u{1B}[K\(what)… \(seconds) s") }
        }
    }

    func finish() {
        if enabled { Console.errorControl("\r\u{1B}[K") }
    }
}
