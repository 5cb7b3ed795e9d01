// Options every notebook command takes: where the database is, the output format and --quiet.
import ArgumentParser
import Foundation
import Lab
import Notebook

/// How a command prints its data.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
}

/// `--db`, `--format`, `--quiet`.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The notebook database.",
        discussion: "Default: $LAYOUTLAB_DB if set, else layoutlab.sqlite in the current directory.",
        valueName: "path"))
    var db: String?

    @Option(name: .long, help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Flag(name: .long, help: "Print nothing but errors (and JSON when --format json).")
    var quiet = false

    /// The database path: --db, else $LAYOUTLAB_DB, else ./layoutlab.sqlite; absolute.
    var databasePath: String {
        let environment = ProcessInfo.processInfo.environment["LAYOUTLAB_DB"].flatMap { $0.isEmpty ? nil : $0 }
        let path = db ?? environment ?? "layoutlab.sqlite"
        if path.hasPrefix("/") { return path }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path).path
    }

    /// Whether human-readable text goes to stdout.
    var printsText: Bool { format == .text && !quiet }

    /// `arguments` with the global options written before the command (`layoutlab --db x.sqlite
    /// list`, as git and sqlite3 take theirs) moved after its name, where each command declares them.
    static func movedAfterCommand(_ arguments: [String]) -> [String] {
        var leading: [String] = []
        var rest = arguments[...]
        while let first = rest.first {
            if first == "--quiet" || first.hasPrefix("--db=") || first.hasPrefix("--format=") {
                leading.append(first)
                rest = rest.dropFirst()
            } else if (first == "--db" || first == "--format") && rest.count >= 2 {
                leading += rest.prefix(2)
                rest = rest.dropFirst(2)
            } else {
                break
            }
        }
        guard !leading.isEmpty, let command = rest.first, !command.hasPrefix("-") else { return arguments }
        return [command] + leading + rest.dropFirst()
    }
}

/// Exit codes, documented in `layoutlab --help`.
enum ExitStatus {
    static let failedExpectations = ExitCode(1)
    static let error = ExitCode(2)

    static let help = """
        Exit status: 0 success; 1 failed expectations (only with --strict); 2 errors (bad files, \
        unknown names, database problems); 64 command-line usage errors.
        """

    /// For commands without --strict.
    static let readHelp = """
        Exit status: 0 success; 2 errors (unknown names, database problems); 64 command-line usage errors.
        """

    /// The root command's help: every command's options in brief.
    static let rootHelp = """
        Global options of every notebook command: --db PATH (default: $LAYOUTLAB_DB, else ./layoutlab.sqlite), \
        --format text|json, --quiet.

        Exit status: 0 success; 1 failed expectations (run and rerun with --strict) or shifts (diff with \
        --fail-on-shift); 2 errors (bad files, unknown names, database problems); 64 command-line usage errors.
        """
}

/// Opening the notebook for a command: how long to wait for another process's lock, and saying
/// on a terminal that the command is waiting.
enum NotebookOpening {
    /// Seconds to wait for another process's lock: `LAYOUTLAB_LOCK_WAIT`, else five minutes.
    static var lockWaitSeconds: Double {
        ProcessInfo.processInfo.environment["LAYOUTLAB_LOCK_WAIT"].flatMap(Double.init)
            .flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? 300
    }

    static func open(_ path: String, _ access: Notebook.Access, migrate: Bool = true, quiet: Bool,
                     verify: Bool = true) throws -> Notebook {
        let seconds = lockWaitSeconds
        let announce = !quiet && Console.stderrIsTerminal
        var wait = LockWait(seconds: seconds)
        if announce {
            wait.notice = { (path: String) in
                Console.error("waiting for another process to finish writing to \(path) (up to \(Int(seconds)) s; Ctrl-C stops)…")
            }
        }
        return try Notebook.open(path: path, access: access, migrate: migrate, toolVersion: Lab.toolVersion,
                                 lockWait: wait, verify: verify)
    }
}

extension GlobalOptions {
    /// Opens (and migrates) the notebook this command names; see `NotebookOpening`.
    func openNotebook(_ access: Notebook.Access, migrate: Bool = true) throws -> Notebook {
        try NotebookOpening.open(databasePath, access, migrate: migrate, quiet: quiet)
    }
}
