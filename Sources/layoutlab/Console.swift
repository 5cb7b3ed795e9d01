// Printing: data on stdout, errors and progress on stderr; command errors and how they end a command.
import ArgumentParser
import Foundation

/// Writes to stdout and stderr.
enum Console {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// True when stderr is an interactive terminal (progress may be animated there).
    static var stderrIsTerminal: Bool {
        isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }

    /// True when stdout is an interactive terminal (pictures are drawn there).
    static var stdoutIsTerminal: Bool {
        isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }

    /// The terminal's width from $COLUMNS, else `fallback`.
    static func columns(fallback: Int = 80) -> Int {
        ProcessInfo.processInfo.environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? fallback
    }

    /// Writes `text` to the file at `path` (replacing it), or says why it could not.
    static func write(_ text: String, toFile path: String) throws {
        let url = URL(fileURLWithPath: path)
        var isFolder: ObjCBool = false
        let folder = url.deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw CommandError("cannot write \(path): the folder \(folder) does not exist.")
        }
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw CommandError("cannot write \(path): \(error.localizedDescription)")
        }
    }
}

/// Runs a command body, printing any error on stderr and exiting with status 2.
func reportingErrors(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let exit as ExitCode {
        throw exit
    } catch let exit as CleanExit {
        throw exit
    } catch let error as CommandError where error.isDiagnostics {
        Console.error(error.description)
        throw ExitStatus.error
    } catch {
        Console.error("error: \(error)")
        throw ExitStatus.error
    }
}

/// Progress lines on stderr, rewritten in place, only when stderr is a terminal.
struct Progress {
    let enabled: Bool
    let total: Int

    init(total: Int, quiet: Bool) {
        self.total = total
        enabled = !quiet && total > 1 && Console.stderrIsTerminal
    }

    func update(_ done: Int, _ name: String) {
        guard enabled else { return }
        let shown = name.count > 50 ? String(name.prefix(49)) + "…" : name
        FileHandle.standardError.write(Data("\r\u{1B}[K[\(done)/\(total)] \(Format.escaped(shown))".utf8))
    }

    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}

/// A command-level error with a message that says what to do.
struct CommandError: Error, CustomStringConvertible {
    var description: String
    /// The text is compiler-style diagnostics (`file:line:column: error: ...`), printed as they are.
    var isDiagnostics = false
    init(_ description: String) { self.description = description }
    init(diagnostics: String) {
        description = diagnostics
        isDiagnostics = true
    }
}
