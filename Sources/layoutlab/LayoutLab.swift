// The `layoutlab` command: one thin subcommand per verb, each in its own file.
import ArgumentParser
import Foundation
import LayoutEngine

@main
struct LayoutLab: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutlab",
        abstract: "A notebook of SwiftUI-style layout experiments.",
        discussion: ExitStatus.help,
        version: LayoutEngine.version,
        subcommands: [Run.self, Rerun.self, List.self, Runs.self, Show.self, Migrate.self, Diff.self, Explain.self]
    )

    /// ArgumentParser's `main`, with every message going through `Console` (escaped, checked
    /// writes) and stdout's buffer flushed and checked before the process ends.
    static func main() {
        Console.reserveClosedStreams()
        var status = ExitCode.success
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            status = exitCode(for: error)
            let message = fullMessage(for: error)
            if !message.isEmpty {
                if status == .success { Console.outVerbatim(message + "\n") } else { Console.error(message) }
            }
        }
        Console.flushBufferedOutput()
        Console.end(status.rawValue)
    }
}
