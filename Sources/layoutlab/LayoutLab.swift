// The `layoutlab` command: one thin subcommand per verb, each in its own file.
import ArgumentParser
import LayoutEngine

@main
struct LayoutLab: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutlab",
        abstract: "A notebook of SwiftUI-style layout experiments.",
        discussion: ExitStatus.help,
        version: LayoutEngine.version,
        subcommands: [Run.self, Watch.self, Rerun.self, List.self, Runs.self, Show.self, Diff.self, Explain.self,
                      Forget.self, Vacuum.self, Migrate.self]
    )
}
