// Running the built `layoutlab` binary from tests (process-level safety tests). `swift test` builds
// every target, so the binary sits in the same build folder as the test bundle.
import Foundation
import Testing
import TestSupport

/// The outcome of one `layoutlab` invocation.
struct ToolResult {
    var status: Int32
    var stdout: String
    var stderr: String

    /// Records an issue unless the command exited with `expected`, with what it printed on stderr.
    func expect(exits expected: Int32, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(status == expected, "exited \(status); stderr:\n\(stderr)", sourceLocation: sourceLocation)
    }
}

enum Tool {
    /// `.build/<triple>/debug/layoutlab`, next to the test bundle (falls back to `.build/debug`).
    static var binary: String {
        let bundle = Bundle.main.bundleURL.deletingLastPathComponent()
        let candidates = [
            bundle.appendingPathComponent("layoutlab").path,
            Repository.root + "/.build/debug/layoutlab",
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[1]
    }

    /// Starts `layoutlab arguments…`; `defaultSignals` starts it with every signal's default action
    /// (through `env --default-signal`, which then becomes layoutlab: the process is layoutlab).
    static func start(_ arguments: [String], in folder: String? = nil,
                      environment extra: [String: String] = [:], defaultSignals: Bool = false,
                      binary: String = Tool.binary) throws -> (Process, Pipe, Pipe) {
        let process = Process()
        #if os(Linux)
        let wrap = defaultSignals
        #else
        let wrap = false   // --default-signal is GNU env's; macOS's env has no such option
        #endif
        if wrap {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["--default-signal", binary] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = arguments
        }
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        var environment = ProcessInfo.processInfo.environment
        environment["LAYOUTLAB_DB"] = nil
        environment.merge(extra) { _, new in new }
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        return (process, out, err)
    }

    /// Runs `layoutlab arguments…` to completion, with `environment` added to this process's (an
    /// empty value unsets a LAYOUTLAB_ variable for layoutlab); `binary` runs another copy.
    @discardableResult
    static func run(_ arguments: [String], in folder: String? = nil,
                    environment: [String: String] = [:], binary: String = Tool.binary) throws -> ToolResult {
        let (process, out, err) = try start(arguments, in: folder, environment: environment, binary: binary)
        // Both read before waiting, at the same time, so that neither full pipe can block the child.
        let errors = ReadInBackground(err.fileHandleForReading)
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.wait()
        process.waitUntilExit()
        return ToolResult(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                          stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Parses JSON output.
    static func json(_ text: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(object as? [String: Any])
    }
}

/// A pipe read to its end on a thread of its own.
final class ReadInBackground: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ handle: FileHandle) {
        DispatchQueue.global().async {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }
    }

    /// Everything read, once the pipe is at its end.
    func wait() -> Data {
        done.wait()
        return data
    }
}
