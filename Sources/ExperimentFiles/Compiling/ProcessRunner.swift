// Running a tool (swiftc, a compiled experiment program) and collecting what it printed.
import Foundation

/// Runs a child process to completion, capturing its standard output and standard error.
enum ProcessRunner {
    /// What a finished process printed and how it exited.
    struct Outcome: Sendable {
        var status: Int32
        var output: String
        var errors: String
        /// Standard output as bytes (for binary or large payloads).
        var outputData: Data
    }

    /// Runs `executable` with `arguments`; both pipes are drained concurrently, so a chatty child
    /// never blocks on a full pipe.
    static func run(_ executable: String, _ arguments: [String], input: Data? = nil,
                    environment: [String: String] = [:]) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        let stdin = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        // Foundation's Process on Linux was seen to crash when several threads start processes at
        // once (tests compile in parallel): starting is serialised; waiting is not.
        spawnLock.lock()
        do {
            try process.run()
            spawnLock.unlock()
        } catch {
            spawnLock.unlock()
            throw error
        }
        if let input {
            stdin.fileHandleForWriting.write(input)
            try? stdin.fileHandleForWriting.close()
        }
        let errorBox = DataBox()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorBox.data = stderr.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus,
                       output: String(decoding: output, as: UTF8.self),
                       errors: String(decoding: errorBox.data, as: UTF8.self),
                       outputData: output)
    }
}

/// Serialises `Process.run()` (see `ProcessRunner.run`).
private let spawnLock = NSLock()

/// Bytes handed from the reading thread to the waiting caller (read after `DispatchGroup.wait`).
private final class DataBox: @unchecked Sendable {
    var data = Data()
}
