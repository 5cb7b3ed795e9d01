// The `layoutlab` command: one thin subcommand per verb, each in its own file.
import ArgumentParser
import Experiments
import Foundation
import LayoutEngine

@main
struct LayoutLab: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutlab",
        abstract: "A notebook of SwiftUI-style layout experiments.",
        discussion: ExitStatus.rootHelp,
        version: Engine.version,
        subcommands: [Run.self, Watch.self, Serve.self, Rerun.self, List.self, Runs.self, Show.self, Diff.self, Explain.self,
                      Forget.self, Vacuum.self, Migrate.self, Cache.self, Integrity.self, Doctor.self, Install.self, Uninstall.self]
    )

    /// ArgumentParser's `main`, with every message going through `Console` (escaped, checked
    /// writes) and stdout's buffer flushed and checked before the process ends. An unknown command
    /// is refused with the closest known one before ArgumentParser's generic "unexpected argument".
    static func main() {
        Console.reserveClosedStreams()
        let arguments = GlobalOptions.movedAfterCommand(Array(CommandLine.arguments.dropFirst()))
        if let first = arguments.first, !first.hasPrefix("-"), first != "help" {
            let names = configuration.subcommands.map { $0._commandName }
            if !names.contains(first) {
                let close = names.map { ($0, editDistance(first.lowercased(), $0)) }.filter { $0.1 <= 2 }
                    .sorted { ($0.1, $0.0) < ($1.1, $1.0) }.first?.0
                Console.error("error: unknown command '\(Format.escaped(first))'."
                    + (close.map { " Did you mean '\($0)'?" } ?? "")
                    + " Commands: \(names.joined(separator: ", ")) (`layoutlab --help` explains them).")
                Console.end(64)
            }
        }
        var status = ExitCode.success
        do {
            var command = try parseAsRoot(arguments)
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
