// Control characters never reach the terminal raw: names and labels holding ESC sequences, C1
// controls (U+0085, U+009B) and bidi overrides (U+202E) are escaped by the one rule
// (`TerminalText`) in listings, explanations, `--node` and `--only` errors and duplicate-name errors.
import Experiments
import Foundation
import Testing
import TestSupport

@Suite struct TerminalEscapingTests {
    static let name = "ctl/evil\u{1B}[2J\u{85}\u{202E}"

    /// Every scalar of `text` that the rule forbids, other than line breaks.
    private func unsafe(_ text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { TerminalText.isUnsafe($0) && $0 != "\n" }
    }

    @Test func hostileNamesAndLabelsAreEscapedEverywhere() throws {
        let folder = TemporaryFolder()
        let file = try folder.write("""
            import SwiftUI

            Experiment("ctl/evil\\u{1B}[2J\\u{85}\\u{202E}", proposal: ProposedViewSize(width: 100, height: 50)) {
                HStack(spacing: 0) {
                    Color.red.id("a\\u{1B}[2Jb")
                    Color.blue.id("c\\u{85}d\\u{202E}e\\u{9B}f")
                }
            }
            """, to: "Evil.swift")
        let path = folder.file("n.sqlite")
        let run = try Tool.run(["run", file, "--db", path])
        #expect(run.status == 0, "\(run.stderr)")
        let escapedName = "ctl/evil\\u{1b}[2J\\u{85}\\u{202e}"

        let list = try Tool.run(["list", "--db", path])
        list.expect(exits: 0)
        #expect(list.stdout.contains(escapedName + "  "))

        let explain = try Tool.run(["explain", Self.name, "--db", path], environment: ["COLUMNS": "100"])
        #expect(explain.status == 0, "\(explain.stderr)")
        #expect(explain.stdout.hasPrefix(escapedName + " — run 1"))
        #expect(explain.stdout.contains("8. The HStack places a\\u{1b}[2Jb at (0, 0) and c\\u{85}d\\u{202e}e\\u{9b}f at (50, 0)."))
        // Wrapped after escaping: no line is wider than the terminal.
        #expect(explain.stdout.split(separator: "\n").allSatisfy { $0.count <= 100 })

        let show = try Tool.run(["show", Self.name, "--db", path, "--draw"], environment: ["COLUMNS": "80"])
        #expect(show.status == 0, "\(show.stderr)")

        let node = try Tool.run(["explain", Self.name, "--db", path, "--node", "zz\u{1B}[2J"])
        node.expect(exits: 2)
        #expect(node.stderr == "error: no node named, labelled, written at or with path 'zz\\u{1b}[2J' (try one of: a\\u{1b}[2Jb, c\\u{85}d\\u{202e}e\\u{9b}f; or a file:line, or a node path)\n")

        let only = try Tool.run(["run", file, "--db", path, "--only", "x\u{1B}[2J\u{202E}"])
        only.expect(exits: 2)
        #expect(only.stderr == "error: --only x\\u{1b}[2J\\u{202e}: no experiment with that name in the given files. Found:\n"
            + "  \(escapedName)\n")

        let missing = try Tool.run(["show", "nope\u{1B}[2J\u{85}", "--db", path])
        missing.expect(exits: 2)
        #expect(missing.stderr.contains("no experiment named 'nope\\u{1b}[2J\\u{85}'"))

        let duplicated = try folder.write("""
            import SwiftUI
            Experiment("dup\\u{1B}]0;owned\\u{7}", proposal: .zero) { Color.red }
            Experiment("dup\\u{1B}]0;owned\\u{7}", proposal: .zero) { Color.red }
            """, to: "Dup.swift")
        let duplicate = try Tool.run(["run", duplicated, "--db", folder.file("d.sqlite")])
        duplicate.expect(exits: 2)
        #expect(duplicate.stderr.contains("error: duplicate experiment name `dup\\u{1b}]0;owned\\u{7}`"))

        // Usage errors from the argument parser quote the user's text too.
        let usage = try Tool.run(["show", Self.name, "--db", path, "--proposal", "x\u{1B}[2J"])
        usage.expect(exits: 64)

        for result in [run, list, explain, show, node, only, missing, duplicate, usage] {
            #expect(unsafe(result.stdout).isEmpty, "\(result.stdout.debugDescription)")
            #expect(unsafe(result.stderr).isEmpty, "\(result.stderr.debugDescription)")
        }
        // JSON stays exact: the name round-trips.
        let json = try Tool.json(try Tool.run(["list", "--db", path, "--format", "json"]).stdout)
        let names = (json["experiments"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(names == [Self.name])
    }
}
