// `layoutlab run PATH...`: compile and run experiment files (Swift programs against LayoutLabUI),
// store or update their definitions, lay each one out under every proposal and record one run.
// Nothing is written when a file does not compile or its program fails.
import ArgumentParser
import ExperimentFiles
import Experiments
import Foundation
import Lab
import LayoutEngine
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

    @Option(name: .long, help: ArgumentHelp("Only the experiment with this name (repeatable).", valueName: "name"),
            transform: ExperimentName.normalized)
    var only: [String] = []

    @Flag(name: .long, help: ArgumentHelp(
        "Leave out the files that import a module that is not there (a package the app adds, such as Firebase) "
            + "and the files that compile with them, and lay out the rest."))
    var skipMissingModules = false

    @Flag(name: .long, help: ArgumentHelp(
        "Leave out the files that do not compile (an API the library lacks) and the files that use what they declare, "
            + "name each with its first error, and lay out the rest."))
    var skipFailingFiles = false

    @OptionGroup var recording: RecordingOptions
    @OptionGroup var global: GlobalOptions

    func run() throws {
        try reportingErrors {
            let options = try recording.layoutOptions()
            let loaded = try load(try inputPaths(platform: options.platform), options: options)
            if !global.quiet { for note in loaded.notes { Console.error("note: " + note) } }
            if !loaded.leftOut.isEmpty { Console.error(Self.leftOutNote(loaded.leftOut)) }
            // Every file left out (by --skip-failing-files or --skip-missing-modules) is not an empty run.
            if loaded.experiments.isEmpty && loaded.failures.isEmpty && loaded.emptyFiles.isEmpty && !loaded.leftOut.isEmpty {
                throw CommandError("every file was left out (above), so there is nothing to lay out: give the files "
                    + "that compile, or a file with a preview that uses only those. Nothing was recorded.")
            }
            // A file with nothing to lay out (a view file pasted without its preview) is not an
            // empty run: say what to add, and record nothing.
            if loaded.experiments.isEmpty && loaded.failures.isEmpty && !loaded.emptyFiles.isEmpty {
                let files = loaded.emptyFiles.prefix(5).map { "\($0): error: no #Preview, PreviewProvider or Experiment here" }
                throw CommandError(diagnostics: (files + [
                    loaded.emptyFiles.count > 5 ? "(and \(loaded.emptyFiles.count - 5) more files like them)" : nil,
                    "note: no view here can be made without arguments (`Name()`), so none was laid out by itself; "
                        + "add a preview that makes one, e.g. `#Preview { Row(title: \"Milk\") }` at the end of the file",
                    "Nothing was recorded.",
                ].compactMap { $0 }).joined(separator: "\n"))
            }
            let compiled = try selected(loaded.experiments, failed: loaded.failures.map(\.name))
            let failures = only.isEmpty ? loaded.failures : loaded.failures.filter { only.contains($0.name) }
            // An experiment whose code stopped the program costs only itself: it is reported here,
            // the others are recorded, and the command ends with status 2.
            if !failures.isEmpty { Console.error(DiagnosticsOutput.text(failures.map(\.diagnostic))) }
            if !global.quiet {
                // What the library could not model faithfully, where the experiment is.
                for item in compiled {
                    for note in item.notes {
                        let place = item.experiment.location.map { "\($0): " } ?? ""
                        Console.error("\(place)note: \(Format.escaped(item.experiment.name)): \(note)")
                    }
                }
            }
            // Only now, with every file compiled and run, is the notebook opened (and created if missing);
            // not at all when nothing can be recorded (every experiment failed, none of them stored).
            if compiled.isEmpty && !failures.isEmpty {
                let stored = FileManager.default.fileExists(atPath: global.databasePath)
                    ? try global.openNotebook(.read).storedDefinitions().map(\.name) : []
                guard failures.contains(where: { stored.contains($0.name) }) else {
                    Console.error("Nothing was recorded.")
                    throw ExitStatus.error
                }
            }
            let notebook = try global.openNotebook(.write(createIfMissing: true))
            if !global.quiet { try noteExperimentsFromOtherFiles(compiled, in: notebook) }
            let progress = Progress(total: compiled.count, quiet: global.quiet)
            defer { progress.finish() }
            let outcome = try Lab.record(compiled, failures: failures, options: options, label: recording.label,
                                         notebook: notebook, progress: progress.update)
            try Recording.finish(outcome, options: global, strict: recording.strict, leftOut: loaded.leftOut)
            // Files left out because they do not compile are errors too, as a stopped experiment is.
            if !failures.isEmpty || loaded.leftOut.contains(where: { $0.compileError != nil }) { throw ExitStatus.error }
        }
    }

    /// Says which experiments were last recorded from another file of the same name (`ChatView/preview-1`
    /// of another app's `ChatView.swift`): the notebook compares them as edits of one experiment.
    private func noteExperimentsFromOtherFiles(_ compiled: [CompiledExperiment], in notebook: Notebook) throws {
        func file(_ location: String) -> Substring {
            var end = location.endIndex
            for _ in 0..<2 { end = location[..<end].lastIndex(of: ":") ?? end }
            return location[..<end]
        }
        // Paths are as given, from wherever layoutlab ran: one that ends with the other's
        // components is the same file seen from another folder (`Examples/a.swift`, `a.swift`).
        func sameFile(_ one: Substring, _ other: Substring) -> Bool {
            let a = one.split(separator: "/").filter { $0 != "." }, b = other.split(separator: "/").filter { $0 != "." }
            let (short, long) = a.count <= b.count ? (a, b) : (b, a)
            return long.suffix(short.count).elementsEqual(short)
        }
        let stored = try notebook.sourceLocations(of: compiled.map(\.experiment.name))
        for item in compiled {
            guard let location = item.experiment.location, let earlier = stored[item.experiment.name],
                  !sameFile(file(earlier), file(location.description)) else { continue }
            Console.error("\(location): note: \(Format.escaped(item.experiment.name)) was last recorded from "
                + "\(file(earlier)); it is compared with that as an edit of one experiment. If this is another view, "
                + "name its preview (#Preview(\"Name\")) or record it in another notebook (--db PATH)")
        }
    }

    /// Compiles and runs the experiment files at `paths` (files, or folders searched recursively for
    /// `.swift`). Every diagnostic of every file is reported, as `file:line:column: error: message`;
    /// an experiment whose code stops the program is set apart (`LoadedExperiments.failures`).
    private func load(_ paths: [String], options: LayoutOptions) throws -> LoadedExperiments {
        var loader: ExperimentLoader
        do {
            loader = try ExperimentLoader.locate()
            loader.timeLimit = recording.timeLimit
            loader.skipsMissingModules = skipMissingModules
            loader.skipsFailingFiles = skipFailingFiles
        } catch {
            throw CommandError(diagnostics: "\(error)\nNothing was recorded.")
        }
        let progress = CompileProgress(quiet: global.quiet)
        defer { progress.finish() }
        do {
            return try loader.loadIsolated(paths, options: options, progress: progress.handler)
        } catch {
            if global.format == .json { DiagnosticsOutput.json(error.diagnostics, command: "run").print() }
            let onlyMissingModules = error.diagnostics.allSatisfy { $0.message.hasPrefix("no such module '") }
            // With --skip-missing-modules, only a folder where every file was left out fails so.
            let everyFileLeftOut = skipMissingModules && onlyMissingModules
                ? "\nnote: --skip-missing-modules left out every file: each imports a module that is not there, or uses "
                    + "what a file that does declares" : ""
            // What was left out before the failure, so that the errors can be read knowing it.
            let leftOut = error.leftOut.isEmpty ? "" : "\n" + Self.leftOutNote(error.leftOut)
            // Errors in some of several files: the others can be laid out without them. When every
            // error is a module that is not there, that is the flag that leaves those files out.
            let skipping = !error.othersCompile ? ""
                : onlyMissingModules && !skipMissingModules
                ? "\nnote: --skip-missing-modules leaves out the files that import a module that is not there (and the files "
                    + "that use what they declare) and lays out the rest"
                : "\nnote: --skip-failing-files leaves out the files with errors (and the files that use what they declare) "
                    + "and lays out the rest"
            throw CommandError(diagnostics: DiagnosticsOutput.text(error.diagnostics) + everyFileLeftOut + leftOut + skipping
                + "\nNothing was recorded.")
        }
    }

    /// The files to load: files as given; folders searched here (without descending into hidden
    /// folders such as `.build`, so `layoutlab run .` in a package is quick); a missing path is
    /// passed on for the loader to report. A folder of a Mac app laid out for another platform
    /// gets a note that says so.
    private func inputPaths(platform: LayoutOptions.Platform) throws -> [String] {
        if !paths.isEmpty {
            return try paths.flatMap { path throws -> [String] in
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue
                else { return [path] }
                if let problem = ExperimentFileFinder.playgroundProblem(path) {
                    throw CommandError(problem.message + ": " + (problem.hint ?? ""))
                }
                let (files, notBuilt, otherPlatforms) = ExperimentFileFinder.search(path, platform: platform.rawValue)
                if !notBuilt.isEmpty { Console.error(Self.notBuiltNote(notBuilt)) }
                if !otherPlatforms.isEmpty { Console.error(Self.otherPlatformsNote(otherPlatforms, platform: platform)) }
                if platform != .macos && ExperimentFileFinder.buildsForMacOnly(path) {
                    Console.error("note: the app's Xcode project builds for macOS only (SDKROOT = macosx), and it is laid out "
                        + "as on an iPhone; add `--engine-option platform=macos` to lay it out as on a Mac")
                }
                if files.isEmpty {
                    throw CommandError("no Swift files in the folder \(path) (hidden and build folders are not searched): "
                        + "give the folder of your experiment or app files")
                }
                return files
            }
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: "Examples", isDirectory: &isDirectory), isDirectory.boolValue {
            return ["Examples"]
        }
        throw CommandError("no PATH given and there is no Examples folder here: pass experiment files or folders, "
            + "e.g. `layoutlab run Examples`")
    }

    /// The note that lists a folder's files its app's Xcode project does not build.
    static func notBuiltNote(_ files: [String]) -> String {
        leftOutFilesNote(files, why: "that the app's Xcode project does not build (it names no such file there; give a file "
            + "by its path to compile it anyway)")
    }

    /// The note that lists a folder's files built only for other platforms than the one laid out.
    static func otherPlatformsNote(_ files: [String], platform: LayoutOptions.Platform) -> String {
        let device = platform == .macos ? "a Mac" : "an iPhone"
        return leftOutFilesNote(files, why: "built only for other platforms (a watch app's folder, the folder of a target for another platform, or the "
            + "Xcode project's platform filters), as the app is laid out as on \(device); give a file or folder by its path to lay it out anyway")
    }

    /// "note: left out N files WHY:" and the first 20 of them, one a line.
    private static func leftOutFilesNote(_ files: [String], why: String) -> String {
        var lines = ["note: left out \(files.count) file\(files.count == 1 ? "" : "s") \(why):"]
        lines += files.prefix(20).map { "  \($0)" }
        if files.count > 20 { lines.append("  (and \(files.count - 20) more)") }
        return lines.joined(separator: "\n")
    }

    /// What `--skip-missing-modules` and `--skip-failing-files` left out: each file and why (every
    /// file with its first compile error, which says what to fix; of the others the first 20).
    static func leftOutNote(_ files: [LeftOutFile]) -> String {
        let modules = Set(files.flatMap(\.missingModules)).sorted()
        let failing = files.contains { $0.compileError != nil }
        let reasons = [modules.isEmpty ? nil : "import\(files.count == 1 ? "s" : "") modules that are not there (\(modules.joined(separator: ", ")))",
                       failing ? "do\(files.count == 1 ? "es" : "") not compile" : nil].compactMap { $0 }
        var lines = ["note: left out \(files.count) file\(files.count == 1 ? "" : "s") that \(reasons.joined(separator: " or ")) "
            + "or use what one declares:"]
        var others = 0
        for file in files {
            if let error = file.compileError {
                lines.append("  \(file.path):\(error.location.line):\(error.location.column): error: \(error.message)")
                continue
            }
            others += 1
            guard others <= 20 else { continue }
            let why = file.missingModules.isEmpty ? "uses \(file.uses ?? "?")" : "imports \(file.missingModules.joined(separator: ", "))"
            lines.append("  \(file.path): \(why)")
        }
        if others > 20 { lines.append("  (and \(others - 20) more that import those modules or use what a file left out declares)") }
        return lines.joined(separator: "\n")
    }

    /// The experiments to record: all, or those named by --only (the parser has already made sure
    /// names are unique); a name among `failed` is known too.
    private func selected(_ experiments: [CompiledExperiment], failed: [String]) throws -> [CompiledExperiment] {
        guard !only.isEmpty else { return experiments }
        let names = Set(experiments.map(\.experiment.name)).union(failed)
        for name in only where !names.contains(name) {
            let known = names.sorted().prefix(10).map { "  \(Format.escaped($0))" }.joined(separator: "\n")
            throw CommandError("--only \(Format.escaped(name)): no experiment with that name in the given files. Found:\n\(known)")
        }
        return experiments.filter { only.contains($0.experiment.name) }
    }
}
