// Printing: data on stdout, errors and progress on stderr; command errors and how they end a command.
import ArgumentParser
import Experiments
import Foundation
import Lab
import Notebook
import Reports

/// Writes to stdout and stderr. Every write is checked: when stdout cannot be written (a full
/// device, a closed stream) the command says so on stderr and exits with status 2 (quietly when
/// stderr is gone too). A message stderr cannot take is dropped and the command carries on: its
/// exit status still tells how it ended, and a run is not cut short by a note it could not print. Text for a reader passes through the
/// package's one escaping rule (`TerminalText`), so no control character reaches a terminal raw.
enum Console {
    /// One of the two output streams.
    enum Stream {
        case output, error

        var descriptor: Int32 { self == .output ? STDOUT_FILENO : STDERR_FILENO }
        var name: String { self == .output ? "standard output" : "standard error" }
    }

    /// A line of text for a reader on stdout: unsafe characters escaped, line breaks kept.
    static func out(_ text: String) {
        emit(TerminalText.escaped(text, keepingLineBreaks: true) + "\n", to: .output)
    }

    /// Text that must arrive byte for byte (JSON, whose quoting escapes controls itself; Markdown).
    static func outVerbatim(_ text: String) {
        emit(text, to: .output)
    }

    /// A line of text on stderr: unsafe characters escaped, line breaks kept.
    static func error(_ text: String) {
        emit(TerminalText.escaped(text, keepingLineBreaks: true) + "\n", to: .error)
    }

    /// Terminal control written on purpose (progress redrawing its line): not escaped.
    static func errorControl(_ text: String) {
        emit(text, to: .error)
    }

    /// Writes all of `text` to `stream`; a failure on stdout ends the process with status 2 (see the
    /// type's comment).
    private static func emit(_ text: String, to stream: Stream) {
        guard let failure = writeAll(Array(text.utf8), to: stream.descriptor), stream == .output else { return }
        _ = writeAll(Array("error: cannot write to \(stream.name): \(String(cString: strerror(failure))).\n".utf8),
                     to: STDERR_FILENO)
        exit(ExitStatus.error.rawValue)
    }

    /// Writes every byte, retrying after interruptions; answers the error number of a failure.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var offset = 0
        return bytes.withUnsafeBytes { buffer -> Int32? in
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
    }

    /// Ends the process with `status`.
    static func end(_ status: Int32) -> Never {
        exit(status)
    }

    /// Occupies a closed stdin, stdout or stderr with /dev/null opened read-only, before anything
    /// else opens a file: no file (least of all the notebook) can then take descriptor 1 or 2, and a
    /// write to a closed stream fails (EBADF) instead of landing somewhere else.
    static func reserveClosedStreams() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
            let opened = open("/dev/null", O_RDONLY)
            if opened >= 0, opened != descriptor {
                _ = dup2(opened, descriptor)
                close(opened)
            }
        }
    }

    /// Flushes what Swift's `print` buffered on stdout; a failure ends the command with status 2.
    static func flushBufferedOutput() {
        guard fflush(nil) != 0 else { return }
        let failure = errno
        _ = writeAll(Array("error: cannot write to standard output: \(String(cString: strerror(failure == 0 ? EIO : failure))).\n".utf8),
                     to: STDERR_FILENO)
        exit(ExitStatus.error.rawValue)
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

    /// Writes `text` to the file at `path` (replacing only a regular file; see `OutputFile`), or
    /// says why it could not.
    static func write(_ text: String, toFile path: String) throws {
        do {
            try OutputFile.write(text, to: path)
        } catch {
            throw CommandError(error.description)
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
        Console.error("error: \(errorMessage(error))")
        throw ExitStatus.error
    }
}

/// An error as the command line says it: a notebook error with the command line's advice added, a
/// failed lookup with what exists instead.
func errorMessage(_ error: any Error) -> String {
    if let lookup = error as? LookupError { return lookup.message }
    return (error as? NotebookError)?.withAdvice ?? "\(error)"
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
        Console.errorControl("\r\u{1B}[K[\(done)/\(total)] \(Format.escaped(shown))")
    }

    func finish() {
        guard enabled else { return }
        Console.errorControl("\r\u{1B}[K")
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

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
