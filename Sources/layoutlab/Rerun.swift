// `layoutlab rerun [NAME...]`: lay out stored definitions again with the current engine and options,
// without their files. Experiments whose latest result came from the same engine fingerprint,
// options and definition are skipped unless --force. A definition whose layout runs its file's own
// code (a custom `Layout`, a closure) carries that file: it is compiled again, against the current
// library, and its program lays it out.
import ArgumentParser
import ExperimentFiles
import Experiments
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
            let stored = try notebook.storedDefinitions(named: names.isEmpty ? nil : names)
            let engine = EngineIdentity(options: options)
            let provenance = force ? [:] : try notebook.latestProvenance()
            var skipped: [String] = []
            var pending: [StoredDefinition] = []
            for definition in stored {
                if let latest = provenance[definition.name],
                   latest.isCurrent(definitionHash: definition.definitionHash, engine: engine) {
                    skipped.append(definition.name)
                } else {
                    pending.append(definition)
                }
            }
            guard !pending.isEmpty else {
                reportNothingToDo(skipped: skipped)
                return
            }
            let definitions = pending
            // Each definition is decoded once, here, on every core: the programs to compile are known from it.
            let decoded = ParallelWork.map(definitions) { definition in
                Result { () throws(CanonicalJSONError) in try definition.experiment() }
            }.map { $0.mapError { $0 as any Error } }
            let programLayouts = Self.programLayouts(for: definitions, decoded: decoded, options: options)
            var outcome = try Recording.record(
                count: definitions.count, experiments: [], command: .rerun, options: options, label: recording.label,
                notebook: notebook, quiet: global.quiet
            ) { index, runner in
                Self.prepare(definitions[index], decoded[index], runner: runner, programLayouts: programLayouts)
            }
            outcome.skipped = skipped
            try Recording.finish(outcome, options: global, strict: recording.strict)
        }
    }

    /// Rebuilds a stored definition and lays it out (or takes the layouts its program made).
    private static func prepare(_ definition: StoredDefinition, _ decoded: Result<Experiment, any Error>,
                                runner: ExperimentRunner,
                                programLayouts: [String: Result<CompiledExperiment, ProgramFailure>]) -> PreparedExperiment {
        do {
            let experiment = try decoded.get()
            guard experiment.program != nil else {
                return .laidOut(runner.layOut(experiment, definitionHash: definition.definitionHash))
            }
            switch programLayouts[definition.name] {
            case .success(let compiled)?:
                guard let layouts = compiled.layouts else {
                    return .laidOut(runner.layOut(compiled.experiment, definitionHash: definition.definitionHash))
                }
                return .laidOut(runner.checked(experiment, layouts: layouts, durationMS: compiled.durationMS,
                                               definitionHash: definition.definitionHash))
            case .failure(let failure)?:
                return .unusable(name: definition.name, definitionHash: definition.definitionHash, error: failure.message)
            case nil:
                return .unusable(name: definition.name, definitionHash: definition.definitionHash,
                                 error: "its stored file was not compiled; run its file again with `layoutlab run`")
            }
        } catch {
            return .unusable(name: definition.name, definitionHash: definition.definitionHash,
                             error: "cannot rebuild the stored definition (\(error)); run its file again with `layoutlab run`")
        }
    }

    /// Why a stored file could not lay its experiment out.
    struct ProgramFailure: Error {
        var message: String
    }

    /// Compiles each stored file that a definition needs once and runs it under `options`: the
    /// results by experiment name.
    private static func programLayouts(for definitions: [StoredDefinition], decoded: [Result<Experiment, any Error>],
                                       options: LayoutOptions) -> [String: Result<CompiledExperiment, ProgramFailure>] {
        var byProgram: [ProgramSource: [String]] = [:]
        var order: [ProgramSource] = []
        for (definition, experiment) in zip(definitions, decoded) {
            guard let program = (try? experiment.get())?.program else { continue }
            if byProgram[program] == nil { order.append(program) }
            byProgram[program, default: []].append(definition.name)
        }
        guard !order.isEmpty else { return [:] }
        var results: [String: Result<CompiledExperiment, ProgramFailure>] = [:]
        let loader: ExperimentLoader
        do {
            loader = try ExperimentLoader.locate()
        } catch {
            for names in byProgram.values {
                for name in names { results[name] = .failure(ProgramFailure(message: "its layout runs its file's code, which needs the compiler: \(error)")) }
            }
            return results
        }
        for program in order {
            let names = byProgram[program] ?? []
            do {
                let compiled = try loader.load(sources: [(program.file, program.text)], options: options)
                for name in names {
                    if let found = compiled.first(where: { $0.experiment.name == name }) {
                        results[name] = .success(found)
                    } else {
                        results[name] = .failure(ProgramFailure(message: "its stored file \(program.file) no longer declares it"))
                    }
                }
            } catch {
                for name in names {
                    results[name] = .failure(ProgramFailure(message: "its stored file \(program.file) does not compile against this layoutlab:\n\(error)"))
                }
            }
        }
        return results
    }

    private func reportNothingToDo(skipped: [String]) {
        let stored = skipped.count
        if global.format == .json {
            JSON.document([("command", .string("rerun")), ("run_id", .null), ("experiments", .int(0)),
                           ("skipped", .array(skipped.map(JSON.string)))]).print()
        } else if !global.quiet {
            Console.out(stored == 0
                ? "Nothing to rerun: the notebook has no experiments. Record some with `layoutlab run PATH`."
                : "Nothing to rerun: all \(Recording.count(stored, "experiment")) are current "
                    + "(same engine fingerprint, options and definition). Use --force to lay them out anyway. "
                    + "rerun lays out the stored definitions: after editing a file, `layoutlab run FILE` "
                    + "(or `layoutlab watch FILE`) records the new version.")
        }
    }
}
