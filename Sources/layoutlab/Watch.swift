// `layoutlab watch [PATH...]`: run the experiment files, then poll their modification times and, on
// every save, run the changed files again (one run each time) and print, per experiment, what moved
// since its previous result and which expectations flipped. Polling needs no dependency and works
// on every file system; a poll of a few dozen files costs microseconds.
//
// Ctrl-C (SIGINT) and SIGTERM are caught: a cycle that is recording finishes its run (each
// result is written whole anyway) and the command exits 0, so the notebook never holds a
// `running` run from watch. The compilers and the experiment program running then are ended at once
// (they have process groups of their own, which a terminal's Ctrl-C does not reach), so that cycle
// records nothing, as any failed compile does.
import ArgumentParser
import Dispatch
import ExperimentFiles
import Experiments
import Foundation
import Lab
import LayoutEngine
import Notebook
import Reports

struct Watch: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run experiment files, then re-run each file you save and print what moved.",
        discussion: """
            PATH is an experiment file or a folder (searched recursively for .swift files, skipping hidden \
            folders and .build*). With no PATH, watches Examples/ in the current directory. Every save records \
            a run of the saved files' experiments and prints, per experiment, the nodes that moved since its \
            previous result (old → new frame, within 0.01 pt counts as equal), nodes added or removed, and \
            expectations that flipped. A file that does not compile records nothing; its errors are printed \
            and watch goes on. Ctrl-C stops after the current run is recorded.

            Exit status: 0 stopped with Ctrl-C; 2 errors (database problems, no files to watch); 64 \
            command-line usage errors.
            """)

    @Argument(help: "Experiment files or folders (default: Examples).")
    var paths: [String] = []

    @Option(name: .long, help: ArgumentHelp("Seconds between polls of the files' modification times.", valueName: "seconds"))
    var interval: Double = 0.2

    @Option(name: .customLong("engine-option"), help: ArgumentHelp(
        "An engine option as key=value (repeatable).",
        discussion: LayoutOptions.keys.map { "\($0.key)=\($0.values): \($0.help)" }.joined(separator: "\n"),
        valueName: "key=value"))
    var engineOptions: [String] = []

    @Option(name: .long, help: ArgumentHelp(
        "Seconds one experiment may take to build and lay out in its program (default: $LAYOUTLAB_TIMEOUT, else 10).",
        valueName: "seconds"))
    var timeout: Double?

    @Option(name: .long, help: "A label stored with each run.")
    var label: String?

    @Flag(name: .long, help: ArgumentHelp(
        "Leave out the files that import a module that is not there and the files that compile with them (as `run` does)."))
    var skipMissingModules = false

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        if global.format == .json {
            throw ValidationError("watch prints text as files change; for JSON use `layoutlab show NAME --format json` "
                + "or `layoutlab runs --format json`.")
        }
        guard interval.isFinite, interval >= 0.01, interval <= 60 else {
            throw ValidationError("--interval must be between 0.01 and 60 seconds, not \(interval).")
        }
    }

    func run() throws {
        try reportingErrors {
            var (session, files) = try WatchSession.start(command: "watch", paths: paths, engineOptions: engineOptions,
                                                          timeout: timeout, label: label, skipMissingModules: skipMissingModules,
                                                          global: global)
            try session.cycle(files.current.keys.sorted(), first: true)
            if !global.quiet {
                Console.out("Watching \(Format.count(files.current.count, "file")) (Ctrl-C to stop).")
            }
            try session.poll(&files, every: interval) { _ in }
            if !global.quiet { Console.out("Stopped watching.") }
        }
    }
}

/// SIGINT and SIGTERM, turned from process-ending signals into a flag the loop polls.
final class StopSignal: @unchecked Sendable {
    private let condition = NSCondition()
    private var raised = false
    private var sources: [DispatchSourceSignal] = []

    init() {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [weak self] in
                self?.raise()
                ChildProcesses.endAll()
            }
            source.resume()
            sources.append(source)
        }
    }

    var isRaised: Bool {
        condition.lock()
        defer { condition.unlock() }
        return raised
    }

    func raise() {
        condition.lock()
        raised = true
        condition.broadcast()
        condition.unlock()
    }

    /// Sleeps up to `seconds`, waking early when the signal is raised.
    func wait(seconds: Double) {
        condition.lock()
        if !raised { _ = condition.wait(until: Date().addingTimeInterval(seconds)) }
        condition.unlock()
    }
}

/// The `.swift` files under the watched paths and their modification times.
struct WatchedFiles {
    let roots: [String]
    /// Path → (modification time in ns, size).
    private(set) var current: [String: FileStamp] = [:]

    struct FileStamp: Equatable {
        var modified: Int64
        var size: Int64
    }

    /// How long the files must stay as they are after a change before it is run.
    static let settleTime = 0.15

    init(roots: [String]) { self.roots = roots }

    /// Rescans; returns the files that are new or whose time or size changed, sorted.
    mutating func scan() -> [String] {
        var seen: [String: FileStamp] = [:]
        for file in Self.files(under: roots) {
            var info = stat()
            guard stat(file, &info) == 0 else { continue }
            seen[file] = FileStamp(modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec),
                                   size: Int64(info.st_size))
        }
        let changed = seen.filter { current[$0.key] != $0.value }.keys.sorted()
        current = seen
        return changed
    }

    /// Files as given; folders searched as `run` searches them (`ExperimentFileFinder.swiftFiles(in:)`).
    static func files(under roots: [String]) -> [String] {
        var files: [String] = []
        for root in roots {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else { continue }
            files += isDirectory.boolValue ? ExperimentFileFinder.swiftFiles(in: root) : [root]
        }
        return files.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }
}

/// One watch: compiles the saved files, records a run, prints what changed.
struct WatchSession {
    let loader: ExperimentLoader
    let options: LayoutOptions
    let label: String?
    let databasePath: String
    let quiet: Bool
    /// Raised by Ctrl-C, which also ends the compilers and the program: what they then report is
    /// not about the files, and the cycle records and reports nothing.
    let stop: StopSignal

    /// A session over the `.swift` files under `paths` (default `Examples`), ready for its first
    /// cycle: the engine options parsed, the files found, the library located (`command` names
    /// the command in advice).
    static func start(command: String, paths: [String], engineOptions: [String], timeout: Double?, label: String?,
                      skipMissingModules: Bool = false, global: GlobalOptions) throws -> (WatchSession, WatchedFiles) {
        let options: LayoutOptions
        do { options = try LayoutOptions(parsing: engineOptions) } catch { throw CommandError("\(error)") }
        let roots = paths.isEmpty ? ["Examples"] : paths
        var files = WatchedFiles(roots: roots)
        guard !files.scan().isEmpty else {
            throw CommandError("no .swift files under \(roots.joined(separator: ", ")): pass experiment files or folders, "
                + "e.g. `layoutlab \(command) Examples`")
        }
        var loader: ExperimentLoader
        do { loader = try ExperimentLoader.locate() } catch { throw CommandError(diagnostics: "\(error)") }
        if let timeout, timeout.isFinite, timeout > 0 { loader.timeLimit = timeout }
        loader.skipsMissingModules = skipMissingModules
        let session = WatchSession(loader: loader, options: options, label: label, databasePath: global.databasePath,
                                   quiet: global.quiet, stop: StopSignal())
        return (session, files)
    }

    /// Polls `files` every `interval` seconds until Ctrl-C, running the saved ones; `ran` hears of
    /// each cycle.
    func poll(_ files: inout WatchedFiles, every interval: Double, ran: (Cycle) -> Void) throws {
        while !stop.isRaised {
            stop.wait(seconds: interval)
            if stop.isRaised { break }
            let changed = files.scan()
            if !changed.isEmpty { ran(try cycle(settled(&files, changed), first: false)) }
        }
    }

    /// `changed`, and what else changes until the files hold still for `WatchedFiles.settleTime`
    /// (at most 20 rounds): an editor that saves in place empties the file before it writes it, and
    /// a half-written file is not the one the user saved.
    private func settled(_ files: inout WatchedFiles, _ changed: [String]) -> [String] {
        var all = Set(changed)
        for _ in 0..<20 {
            stop.wait(seconds: WatchedFiles.settleTime)
            if stop.isRaised { break }
            let more = files.scan()
            if more.isEmpty { break }
            all.formUnion(more)
        }
        return all.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// What one cycle did: the experiments it recorded, and the errors it printed (compile errors at
    /// their file:line:column, experiments whose code stopped the program).
    struct Cycle {
        var recorded: [String] = []
        var errors: String?

        /// Whether there is anything to tell a page: a run recorded, or errors to show.
        var isNews: Bool { !recorded.isEmpty || errors != nil }
    }

    /// Runs `files` and reports. A file that does not compile is reported and records nothing.
    @discardableResult
    func cycle(_ files: [String], first: Bool) throws -> Cycle {
        let started = Date()
        let loaded: LoadedExperiments
        let progress = CompileProgress(quiet: quiet)
        defer { progress.finish() }
        do {
            loaded = try loader.loadIsolated(files, options: options, progress: progress.handler)
        } catch {
            if stop.isRaised { return Cycle() }
            let text = DiagnosticsOutput.text(error.diagnostics)
            Console.error(text + "\nNothing was recorded; fix the file and save again.")
            return Cycle(errors: text)
        }
        if stop.isRaised { return Cycle() }
        if !loaded.leftOut.isEmpty && !quiet { Console.error(Run.leftOutNote(loaded.leftOut)) }
        if first && !quiet { for note in loaded.notes { Console.error("note: " + note) } }
        // An experiment whose code stopped the program is reported; the others are recorded.
        var cycle = Cycle()
        if !loaded.failures.isEmpty {
            cycle.errors = DiagnosticsOutput.text(loaded.failures.map(\.diagnostic))
            Console.error(cycle.errors!)
        }
        let compiled = loaded.experiments
        guard !compiled.isEmpty else {
            if !quiet { Console.out("\(clock()) \(files.map(Format.escaped).joined(separator: ", ")): no experiments.") }
            return cycle
        }
        // The whole file is checked for damage once, at the first save (it costs about 9 ms per MB).
        let notebook = try NotebookOpening.open(databasePath, .write(createIfMissing: true), quiet: quiet, verify: first)
        let outcome = try Lab.record(compiled, failures: loaded.failures, options: options, label: label, notebook: notebook)
        cycle.recorded = compiled.map(\.experiment.name)
        guard !quiet else { return cycle }
        if first {
            Console.out(Recording.text(outcome))
            return cycle
        }
        let elapsed = Int((Date().timeIntervalSince(started) * 1000).rounded())
        let names = files.map { Format.escaped(($0 as NSString).lastPathComponent) }.joined(separator: ", ")
        Console.out("\(clock()) \(names) saved: run \(outcome.runID), \(Format.count(compiled.count, "experiment")) "
            + "in \(elapsed) ms")
        let comparison = try changes(notebook, names: compiled.map(\.experiment.name))
        Console.out(ChangeSummary.text(comparison))
        return cycle
    }

    /// Each experiment of the run against its previous result.
    private func changes(_ notebook: Notebook, names: [String]) throws -> RunComparison {
        try Lab.latestComparison(try notebook.latestResultPairs(experiments: names), includeCalls: false, in: notebook)
    }

    private func clock() -> String {
        let parts = utcTimestamp(Date())
        return "[" + String(parts.dropFirst(11).prefix(8)) + "]"
    }
}
