// `layoutlab rerun [NAME...]`: lay out stored definitions again with the current engine and options,
// without their files (`Lab.rerun`). Experiments whose latest result came from the same engine
// fingerprint, options and definition are skipped unless --force.
import ArgumentParser
import Experiments
import Lab
import LayoutEngine
import Notebook

struct Rerun: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lay out stored experiments again with the current engine.",
        discussion: """
            Rebuilds each experiment from its stored definition (no files needed) and records a new run. \
            An experiment whose latest result already came from this engine (same fingerprint), the same \
            engine options and the same definition is skipped; --force lays it out anyway. Progress goes \
            to stderr when it is a terminal.

            \(ExitStatus.help)
            """)

    @Argument(help: "Experiments to rerun (default: all stored experiments).", transform: ExperimentName.normalized)
    var names: [String] = []

    @Flag(name: .long, help: "Rerun experiments even when their latest result is current.")
    var force = false

    @OptionGroup var recording: RecordingOptions
    @OptionGroup var global: GlobalOptions

    func run() throws {
        try reportingErrors {
            let options = try recording.layoutOptions()
            let notebook = try global.openNotebook(.write(createIfMissing: false))
            let stored = try notebook.definitionHashes(named: names.isEmpty ? nil : names)
            let engine = EngineIdentity(options: options)
            let provenance = force ? [:] : try notebook.latestProvenance()
            var skipped: [String] = []
            var stale: [String] = []
            for (name, hash) in stored {
                if let latest = provenance[name], latest.isCurrent(definitionHash: hash, engine: engine) {
                    skipped.append(name)
                } else {
                    stale.append(name)
                }
            }
            guard !stale.isEmpty else {
                reportNothingToDo(skipped: skipped)
                return
            }
            // The definitions' texts are read only for what is laid out again.
            let pending = try notebook.storedDefinitions(named: skipped.isEmpty && names.isEmpty ? nil : stale)
            let progress = Progress(total: pending.count, quiet: global.quiet)
            defer { progress.finish() }
            var outcome = try Lab.rerun(pending, options: options, label: recording.label, notebook: notebook,
                                        timeLimit: recording.timeLimit, progress: progress.update)
            outcome.skipped = skipped
            try Recording.finish(outcome, options: global, strict: recording.strict)
        }
    }

    private func reportNothingToDo(skipped: [String]) {
        let stored = skipped.count
        if global.format == .json {
            JSON.document([("command", .string("rerun")), ("run_id", .null), ("experiments", .int(0)),
                           ("skipped", .array(skipped.map(JSON.string)))]).print()
        } else if !global.quiet {
            Console.out(stored == 0
                ? "Nothing to rerun: the notebook has no experiments. Record some with `layoutlab run PATH`."
                : "Nothing to rerun: all \(Format.count(stored, "experiment")) are current "
                    + "(same engine fingerprint, options and definition). Use --force to lay them out anyway. "
                    + "rerun lays out the stored definitions: after editing a file, `layoutlab run FILE` "
                    + "(or `layoutlab watch FILE`) records the new version.")
        }
    }
}
