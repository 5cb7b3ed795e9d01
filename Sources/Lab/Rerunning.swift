// Laying stored definitions out again, without their files. A definition whose layout runs its
// file's own code (a custom `Layout`, a closure) carries that file: it is compiled again, against
// the current library, and its program lays it out.
import ExperimentFiles
import Foundation
import Experiments
import LayoutEngine
import Notebook

extension Lab {
    /// Records a run of `definitions` laid out again under `options`: each decoded once (on every
    /// core), each stored file that some of them need compiled and run once (each experiment given
    /// `timeLimit` seconds in its program).
    public static func rerun(_ definitions: [StoredDefinition], options: LayoutOptions, label: String?,
                             notebook: Notebook, timeLimit: Double = ExperimentLoader.defaultTimeLimit(),
                             progress: (Int, String) -> Void = { _, _ in }) throws -> RunOutcome {
        let decoded = ParallelWork.map(definitions) { definition in
            Result { () throws(CanonicalJSONError) in try definition.experiment() }
        }.map { $0.mapError { $0 as any Error } }
        let programLayouts = programLayouts(for: definitions, decoded: decoded, options: options, timeLimit: timeLimit)
        return try record(count: definitions.count, experiments: [], command: .rerun, options: options, label: label,
                          notebook: notebook, progress: progress) { index, runner in
            prepare(definitions[index], decoded[index], runner: runner, programLayouts: programLayouts)
        }
    }

    /// Rebuilds a stored definition and lays it out (or takes the layouts its program made).
    static func prepare(_ definition: StoredDefinition, _ decoded: Result<Experiment, any Error>,
                        runner: ExperimentRunner,
                        programLayouts: [String: Result<CompiledExperiment, ProgramFailure>]) -> PreparedExperiment {
        let hash = definition.definitionHash
        do {
            let experiment = try decoded.get()
            guard experiment.program != nil else { return .laidOut(runner.layOut(experiment, definitionHash: hash)) }
            switch programLayouts[definition.name] {
            case .success(let compiled)?:
                return .laidOut(compiled.laidOut(by: runner, definitionHash: hash))
            case .failure(let failure)?:
                return .unusable(name: definition.name, definitionHash: hash, error: failure.message)
            case nil:
                return .unusable(name: definition.name, definitionHash: hash,
                                 error: "its stored file was not compiled; run its file again with `layoutlab run`")
            }
        } catch {
            return .unusable(name: definition.name, definitionHash: hash,
                             error: "cannot rebuild the stored definition (\(error)); run its file again with `layoutlab run`")
        }
    }

    /// Why a stored file could not lay its experiment out.
    struct ProgramFailure: Error {
        var message: String
    }

    /// Compiles each stored module (a file, or an app's files that compile together) that a
    /// definition needs once and runs it under `options`: the results by experiment name.
    static func programLayouts(for definitions: [StoredDefinition], decoded: [Result<Experiment, any Error>],
                               options: LayoutOptions, timeLimit: Double) -> [String: Result<CompiledExperiment, ProgramFailure>] {
        var byProgram: [ProgramSource: [String]] = [:]
        var order: [ProgramSource] = []
        var byImages: [ProgramSource: [String: CGSize]] = [:]
        var byColours: [ProgramSource: [String: String]] = [:]
        for (definition, experiment) in zip(definitions, decoded) {
            guard let experiment = try? experiment.get(), let program = experiment.program?.module else { continue }
            if byProgram[program] == nil { order.append(program) }
            byProgram[program, default: []].append(definition.name)
            byImages[program, default: [:]].merge(imageSizes(in: experiment.tree)) { first, _ in first }
            byColours[program, default: [:]].merge(catalogColours(in: experiment.tree)) { first, _ in first }
        }
        guard !order.isEmpty else { return [:] }
        var results: [String: Result<CompiledExperiment, ProgramFailure>] = [:]
        var loader: ExperimentLoader
        do {
            loader = try ExperimentLoader.locate()
            loader.timeLimit = timeLimit
        } catch {
            for names in byProgram.values {
                for name in names { results[name] = .failure(ProgramFailure(message: "its layout runs its file's code, which needs the compiler: \(error)")) }
            }
            return results
        }
        for program in order {
            let names = byProgram[program] ?? []
            do {
                // The sizes its images had (from the app's asset catalog) when the file was run.
                let images = byImages[program] ?? [:]
                // The file with the other files of its module and the app's text resources (stored
                // since they were kept with it).
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-resources-\(UUID().uuidString)").path
                defer { try? FileManager.default.removeItem(atPath: folder) }
                let app = try AppFiles.materializing(program.resources.map { ($0.file, $0.text) }, images: images,
                                                     colours: byColours[program] ?? [:], in: folder)
                let loaded = try loader.loadIsolated(sources: program.files, app: app, options: options)
                for name in names {
                    if let found = loaded.experiments.first(where: { $0.experiment.name == name }) {
                        results[name] = .success(found)
                    } else if let failure = loaded.failures.first(where: { $0.name == name }) {
                        results[name] = .failure(ProgramFailure(message: "\(failure.diagnostic.location): \(failure.diagnostic.message)"))
                    } else {
                        results[name] = .failure(ProgramFailure(message: "its stored file \(program.file) no longer declares it"))
                    }
                }
            } catch {
                // A file stored alone (kept so before its module's files were) may use another file of its app.
                let hint = program.companions.isEmpty && "\(error)".contains("cannot find")
                    ? "\nIf those names are declared in other files of its app, run its folder again with `layoutlab run`: "
                        + "the experiment then keeps the files it compiles with, and reruns with them." : ""
                for name in names {
                    results[name] = .failure(ProgramFailure(
                        message: "its stored file \(program.file) does not compile against this layoutlab:\n\(error)\(hint)"))
                }
            }
        }
        return results
    }

    /// The catalog colours of a stored tree's colour views and their values (a colour view's
    /// look fills it with its catalog value: `Color._makeNodes` in the library).
    static func catalogColours(in tree: ViewNode) -> [String: String] {
        var values: [String: String] = [:]
        var stack = [tree]
        while let node = stack.popLast() {
            if case let .color(name) = node.kind, let value = node.look?.fill, value != name { values[name] = value }
            stack += node.children
        }
        return values
    }

    /// The named images of a stored tree and their sizes.
    static func imageSizes(in tree: ViewNode) -> [String: CGSize] {
        var sizes: [String: CGSize] = [:]
        var stack = [tree]
        while let node = stack.popLast() {
            if case let .image(name, width, height, _) = node.kind { sizes[name] = CGSize(width: width, height: height) }
            stack += node.children
        }
        return sizes
    }
}
