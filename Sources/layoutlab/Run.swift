// `layoutlab run PATH...`: parse experiment files, store or update their definitions, lay each one
// out under every proposal and record one run. Nothing is written when parsing fails.
import ArgumentParser
import ExperimentFiles
import Experiments
import Foundation
import Notebook

struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lay out experiments from files and record a run.",
        discussion: """
            PATH is an experiment file or a folder (searched recursively for .swift files). With no PATH, \
            runs Examples/ in the current directory. Definitions are stored (or updated) in the notebook, \
            so `layoutlab rerun` can lay them out again without the files.

            \(ExitStatus.help)
            """)

    @Argument(help: "Experiment files or folders (default: Examples).")
    var paths: [String] = []

    @Option(name: .long, help: ArgumentHelp("Only the experiment with this name (repeatable).", valueName: "name"))
    var only: [String] = []

    @OptionGroup var recording: RecordingOptions
    @OptionGroup var global: GlobalOptions

    func run() throws {
        try reportingErrors {
            let options = try recording.layoutOptions()
            let experiments = try selected(try parse(try inputPaths()))
            // Only now, with every file parsed, is the notebook opened (and created if missing).
            let notebook = try Notebook.open(path: global.databasePath, access: .write(createIfMissing: true),
                                             toolVersion: Recording.toolVersion)
            let outcome = try Recording.record(
                count: experiments.count, experiments: experiments, command: .run, options: options,
                label: recording.label, notebook: notebook, quiet: global.quiet
            ) { index, runner in .laidOut(runner.layOut(experiments[index])) }
            try Recording.finish(outcome, options: global, strict: recording.strict)
        }
    }

    /// Parses the experiment files at `paths` (files, or folders searched recursively for `.swift`).
    /// Every diagnostic of every file is reported, as `file:line:column: message`.
    private func parse(_ paths: [String]) throws -> [Experiment] {
        do {
            return try ExperimentParser.parseFiles(at: paths)
        } catch {
            throw CommandError("\(error)\nNothing was recorded.")
        }
    }

    private func inputPaths() throws -> [String] {
        if !paths.isEmpty { return paths }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: "Examples", isDirectory: &isDirectory), isDirectory.boolValue {
            return ["Examples"]
        }
        throw CommandError("no PATH given and there is no Examples folder here: pass experiment files or folders, "
            + "e.g. `layoutlab run Examples`")
    }

    /// The experiments to record: all, or those named by --only (the parser has already made sure
    /// names are unique).
    private func selected(_ experiments: [Experiment]) throws -> [Experiment] {
        guard !only.isEmpty else { return experiments }
        let names = Set(experiments.map(\.name))
        for name in only where !names.contains(name) {
            let known = experiments.map(\.name).sorted().prefix(10).map { "  \($0)" }.joined(separator: "\n")
            throw CommandError("--only \(name): no experiment with that name in the given files. Found:\n\(known)")
        }
        return experiments.filter { only.contains($0.name) }
    }
}
