// Iterating on your own experiments, through the built binary: a default diff pairs each experiment's
// latest two results (a partial run reports nothing as removed), `diff NAME` shows an edit with its
// source change, `show --run N` shows that version's source, `runs` names changed definitions,
// `forget`/`vacuum` say what they did (an unknown name changes nothing), and `watch` prints what
// moved within a bounded wait after a save, then stops cleanly on SIGINT.
import Foundation
import Testing
@testable import Notebook
import TestSupport

private func experimentFile(blueWidth: Int, extra: String = "") -> String {
    """
    import SwiftUI

    Experiment("one", proposal: ProposedViewSize(width: 200, height: 50),
               expect: ["blue": CGSize(width: 40, height: 50)]) {
        HStack(spacing: 0) {
            Color.blue.frame(width: \(blueWidth)).id("blue")
            Color.red.id("red")\(extra)
        }
    }

    Experiment("two", proposal: ProposedViewSize(width: 100, height: 50)) {
        Color.green.padding(5).id("green")
    }
    """
}

@Suite struct IterateCommandTests {
    @Test func diffPairsLatestResultsAndShowsAnEdit() throws {
        let folder = TemporaryFolder()
        let path = folder.file("n.sqlite")
        let file = try folder.write(experimentFile(blueWidth: 40), to: "One.swift")
        let first = try Tool.run(["run", file, "--db", path, "--quiet"])
        #expect(first.status == 0, "\(first.stderr)")
        try folder.write(experimentFile(blueWidth: 60, extra: "\n        Color.yellow.id(\"new\")"), to: "One.swift")
        let second = try Tool.run(["run", file, "--only", "one", "--db", path, "--quiet"])
        #expect(second.status == 0, "\(second.stderr)")

        // Run 2 had only "one": "two" is not removed, "one" is an edit with its source change.
        let report = try Tool.run(["diff", "--db", path, "--output", "-", "--no-timestamp"])
        #expect(report.status == 0, "\(report.stderr)")
        #expect(report.stdout.hasPrefix("# Layout diff: each experiment's latest two results\n\n"
            + "**0 of 2 experiments shifted; 1 redefined (1 with views that moved), 1 added**"))
        #expect(report.stdout.contains("| removed | 0 |"))
        #expect(report.stdout.contains("""
            -        Color.blue.frame(width: 40).id("blue")
            +        Color.blue.frame(width: 60).id("blue")
                     Color.red.id("red")
            +        Color.yellow.id("new")
            """))
        // The Color inside `blue`'s frame has the frame's frames in both runs: counted in its row.
        #expect(report.stdout.contains("| `blue` and the 1 node inside, with the same frames | frame | 40×50 at (0, 0) | 60×50 at (0, 0) | 0 | 0 | +20 | 0 |"))
        #expect(report.stdout.contains("| `red` | Color | 160×50 at (40, 0) | 70×50 at (60, 0) | +20 | 0 | −90 | 0 |"))
        #expect(report.stdout.contains("| `new` | Color | — | 70×50 at (130, 0) | added | | | |"))
        #expect(report.stdout.contains("| `one` | 0 | `blue` | 40×50 | passed (40×50) | **failed** (60×50) |"))
        // Written to a file, the default diff also says what moved in the edited experiment on
        // stderr; "two", with a first result only, is no change and is not listed.
        let whole = try Tool.run(["diff", "--db", path, "--output", folder.file("all.md")])
        #expect(whole.status == 0, "\(whole.stderr)")
        #expect(whole.stderr.hasPrefix("""
            0 of 2 experiments shifted; 1 redefined (1 with views that moved), 1 added
              one (definition changed): 4 nodes changed since run 1
                blue: 40×50 at (0, 0) → 60×50 at (0, 0) (1 node inside with the same frames)

            """))
        #expect(!whole.stderr.contains("two"))

        // `diff NAME`: only that experiment, between its own last two results.
        let one = try Tool.run(["diff", "one", "--db", path, "--output", "-", "--no-timestamp"])
        #expect(one.status == 0, "\(one.stderr)")
        #expect(one.stdout.contains("**0 of 1 experiment shifted; 1 redefined (1 with views that moved)**"))
        #expect(one.stdout.contains("### `one` (run 1 → run 2)"))
        // Only one result: nothing to compare, said so, exit 2.
        let two = try Tool.run(["diff", "two", "--db", path, "--output", "-"])
        two.expect(exits: 2)
        #expect(two.stderr.contains("nothing to compare: 'two' has at most one result"))
        let unknown = try Tool.run(["diff", "tow", "--db", path, "--output", "-"])
        unknown.expect(exits: 2)
        #expect(unknown.stderr.contains("no experiment named 'tow'") && unknown.stderr.contains("  two"))
        // Two run ids still compare whole runs: then "two" is only in run 1.
        let runs = try Tool.run(["diff", "1", "2", "--db", path, "--output", "-", "--no-timestamp"])
        #expect(runs.stdout.hasPrefix("# Layout diff: run 1 → run 2\n"))
        #expect(runs.stdout.contains("| removed | 1 |"))
        let mixed = try Tool.run(["diff", "1", "one", "--db", path])
        mixed.expect(exits: 64)

        // History: run 1's source is the first version; `runs` names the changed definition.
        let shown = try Tool.run(["show", "one", "--run", "1", "--db", path])
        #expect(shown.stdout.contains("(version 1 of 2; the definition changed since), status ok"))
        #expect(shown.stdout.contains("Source of this definition at \(file):3:1 (laid out in run 1):"))
        #expect(shown.stdout.contains("          Color.blue.frame(width: 40).id(\"blue\")"))
        #expect(!shown.stdout.contains("width: 60"))
        let json = try Tool.json(try Tool.run(["show", "one", "--db", path, "--format", "json"]).stdout)
        #expect(json["definition_version"] as? Int == 2)
        #expect((json["source"] as? String)?.contains("Color.blue.frame(width: 60)") == true)
        let listed = try Tool.run(["runs", "--db", path])
        let lines = listed.stdout.split(separator: "\n")
        #expect(lines[0].hasSuffix("definitions changed"))
        #expect(lines[2].hasSuffix("  one"))
        #expect(!lines[1].hasSuffix("one"))
        let list = try Tool.run(["list", "--db", path])
        #expect(list.stdout.split(separator: "\n")[1].contains("ok             2  "))

        // Written to a file, the report's path goes to stdout; the verdict and, for a few changed
        // experiments, what moved in each go to stderr, as `watch` prints them.
        let written = try Tool.run(["diff", "one", "--db", path, "--output", folder.file("one.md")])
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stdout == folder.file("one.md") + "\n")
        #expect(written.stderr == """
            0 of 1 experiment shifted; 1 redefined (1 with views that moved)
              one (definition changed): 4 nodes changed since run 1
                blue: 40×50 at (0, 0) → 60×50 at (0, 0) (1 node inside with the same frames)
                red: 160×50 at (40, 0) → 70×50 at (60, 0)
                new: added, 70×50 at (130, 0)
                ✗ blue (proposal 0) now fails: expected 40×50, got 60×50

            """)
    }

    @Test func forgetAndVacuumSayWhatTheyRemoved() throws {
        let folder = TemporaryFolder()
        let path = folder.file("n.sqlite")
        let file = try folder.write(experimentFile(blueWidth: 40), to: "One.swift")
        #expect(try Tool.run(["run", file, "--db", path, "--quiet"]).status == 0)
        #expect(try Tool.run(["rerun", "--force", "--db", path, "--quiet"]).status == 0)

        let unknown = try Tool.run(["forget", "one", "nope", "--db", path])
        unknown.expect(exits: 2)
        #expect(unknown.stderr.contains("no experiment named 'nope'") && unknown.stderr.contains("Nothing was removed."))
        let notebook = try Notebook.open(path: path, access: .read)
        #expect(try notebook.experimentNames() == ["one", "two"])
        let calls = try notebook.connection.prepare("""
            SELECT sum(call_count) FROM result JOIN experiment USING (experiment_id) WHERE name = 'two'
            """)
        #expect(try calls.step())
        let twoCalls = calls.int(0)
        calls.reset()
        #expect(twoCalls > 0)

        let results = try Tool.run(["forget", "two", "--results-only", "--db", path])
        #expect(results.status == 0, "\(results.stderr)")
        #expect(results.stdout == "Forgot the results of two (definitions kept): 2 results, 4 frames, "
            + "\(twoCalls) calls. Run `layoutlab vacuum` to shrink the file.\n")
        #expect(try notebook.experimentNames() == ["one", "two"])
        #expect(try notebook.latestRunID(of: "two") == nil)

        let removed = try Tool.run(["forget", "one", "--db", path, "--format", "json"])
        let summary = try Tool.json(removed.stdout)
        #expect(summary["experiments"] as? [String] == ["one"])
        #expect(summary["results"] as? Int == 2)
        #expect(summary["definition_versions"] as? Int == 1)
        #expect(summary["frames"] as? Int == 2 * 4)
        #expect(try notebook.experimentNames() == ["two"])

        let vacuum = try Tool.run(["vacuum", "--db", path])
        #expect(vacuum.status == 0, "\(vacuum.stderr)")
        #expect(vacuum.stdout.hasPrefix("Vacuumed \(path): "))
        #expect(try notebook.integrityCheck() == "ok")
    }

    /// `watch --skip-missing-modules` leaves out the file importing Firebase (as `run` does), says
    /// so, and records the card.
    @Test func watchSkipsMissingModules() throws {
        let folder = TemporaryFolder()
        let path = folder.file("n.sqlite")
        try FileManager.default.createDirectory(atPath: folder.file("app"), withIntermediateDirectories: true)
        try folder.write("import SwiftUI\nimport FirebaseAuth\nstruct Login: View { var body: some View { Text(\"x\") } }\n",
                         to: "app/Login.swift")
        try folder.write("import SwiftUI\n#Preview { Text(\"Card\").padding() }\n", to: "app/Card.swift")
        let (process, out, err) = try Tool.start(["watch", folder.file("app"), "--skip-missing-modules", "--db", path,
                                                  "--interval", "0.05"])
        let output = OutputCollector(out)
        let errors = OutputCollector(err)
        defer { if process.isRunning { process.terminate() } }
        #expect(output.wait(for: "Watching 2 files (Ctrl-C to stop).", seconds: 180), "\(output.text)\(errors.text)")
        #expect(output.text.hasPrefix("Recorded run 1: 1 experiment, "), "\(output.text)")
        #expect(errors.text.contains("Login.swift: imports FirebaseAuth"), "\(errors.text)")
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(errors.text)")
        #expect(try Notebook.open(path: path, access: .read).experimentNames() == ["Card/preview-1"])
    }

    /// An editor that saves in place empties the file, then writes it: watch runs the file as
    /// saved, once, and never the empty one in between ("no experiments").
    @Test func watchRunsASaveInTwoStepsOnce() throws {
        let folder = TemporaryFolder()
        let path = folder.file("n.sqlite")
        try FileManager.default.createDirectory(atPath: folder.file("exp"), withIntermediateDirectories: true)
        try folder.write(experimentFile(blueWidth: 40), to: "exp/One.swift")
        let (process, out, err) = try Tool.start(["watch", folder.file("exp"), "--db", path, "--interval", "0.01"])
        let output = OutputCollector(out)
        let errors = OutputCollector(err)
        defer { if process.isRunning { process.terminate() } }
        #expect(output.wait(for: "Watching 1 file (Ctrl-C to stop).", seconds: 180), "\(output.text)")
        try folder.write("", to: "exp/One.swift")
        Thread.sleep(forTimeInterval: 0.05)
        try folder.write(experimentFile(blueWidth: 60), to: "exp/One.swift")
        #expect(output.wait(for: "blue: 40×50 at (0, 0) → 60×50 at (0, 0)", seconds: 60), "\(output.text)")
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(errors.text)")
        #expect(!output.text.contains("no experiments"), "\(output.text)")
        #expect(try Notebook.open(path: path, access: .read).runs().count == 2)
    }

    @Test func watchPrintsWhatMovedAfterASaveAndStopsCleanly() throws {
        let folder = TemporaryFolder()
        let path = folder.file("n.sqlite")
        try FileManager.default.createDirectory(atPath: folder.file("exp/.build"), withIntermediateDirectories: true)
        try folder.write("this is not Swift", to: "exp/.build/Ignored.swift")
        let file = try folder.write(experimentFile(blueWidth: 40), to: "exp/One.swift")
        let (process, out, err) = try Tool.start(["watch", folder.file("exp"), "--db", path, "--interval", "0.05"])
        let output = OutputCollector(out)
        let errors = OutputCollector(err)
        defer { if process.isRunning { process.terminate() } }

        // The first run (the only compile that may take long on a busy machine), then the save.
        #expect(output.wait(for: "Watching 1 file (Ctrl-C to stop).", seconds: 180), "\(output.text)")
        #expect(output.text.hasPrefix("Recorded run 1: 2 experiments, "))
        try folder.write(experimentFile(blueWidth: 60), to: "exp/One.swift")
        let saved = Date()
        #expect(output.wait(for: "    ✗ blue (proposal 0) now fails: expected 40×50, got 60×50", seconds: 60), "\(output.text)")
        let latency = Date().timeIntervalSince(saved)
        #expect(output.text.contains("One.swift saved: run 2, 2 experiments in "))
        #expect(output.text.contains("""
              one (definition changed): 3 nodes changed since run 1
                blue: 40×50 at (0, 0) → 60×50 at (0, 0) (1 node inside with the same frames)
                red: 160×50 at (40, 0) → 140×50 at (60, 0)
            """))
        #expect(output.text.contains("  two: nothing moved since run 1"))
        #expect(latency < 60)

        // A save that does not compile records nothing and watch goes on.
        try folder.write(experimentFile(blueWidth: 60) + "\nlet broken: Int = \"x\"\n", to: "exp/One.swift")
        #expect(errors.wait(for: "Nothing was recorded; fix the file and save again.", seconds: 60), "\(errors.text)")
        #expect(errors.text.contains("\(file):14:"))
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(errors.text)")
        #expect(output.wait(for: "Stopped watching.", seconds: 10))
        let notebook = try Notebook.open(path: path, access: .read)
        let runs = try notebook.runs()
        #expect(runs.map(\.status).allSatisfy { $0 == .completed })
        #expect(runs.count == 2)
    }
}

/// Collects a pipe's output as it arrives and waits for a line.
final class OutputCollector: @unchecked Sendable {
    private let condition = NSCondition()
    private var data = Data()

    init(_ pipe: Pipe) {
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let chunk = handle.availableData
            guard let self else { return }
            self.condition.lock()
            self.data.append(chunk)
            self.condition.broadcast()
            self.condition.unlock()
            if chunk.isEmpty { handle.readabilityHandler = nil }
        }
    }

    var text: String {
        condition.lock()
        defer { condition.unlock() }
        return String(decoding: data, as: UTF8.self)
    }

    /// Waits up to `seconds` for `needle` to appear; true when it did.
    func wait(for needle: String, seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        condition.lock()
        defer { condition.unlock() }
        while !String(decoding: data, as: UTF8.self).contains(needle) {
            if !condition.wait(until: deadline) { return String(decoding: data, as: UTF8.self).contains(needle) }
        }
        return true
    }
}

@Suite struct CommandLinePolishTests {
    @Test func unknownCommandSuggestsTheClosest() throws {
        let typo = try Tool.run(["dif", "--db", "x.sqlite"])
        typo.expect(exits: 64)
        #expect(typo.stderr.hasPrefix("error: unknown command 'dif'. Did you mean 'diff'? Commands: run, watch, serve, rerun,"))
        let far = try Tool.run(["frobnicate"])
        far.expect(exits: 64)
        #expect(far.stderr.hasPrefix("error: unknown command 'frobnicate'. Commands: run,"))
    }

    @Test func helpMentionsStrictOnlyWhereItExists() throws {
        let root = try Tool.run(["--help"])
        #expect(root.stdout.contains("Global options of every notebook command: --db PATH"))
        for command in ["list", "runs", "show", "forget", "vacuum", "migrate", "explain"] {
            let help = try Tool.run([command, "--help"])
            help.expect(exits: 0)
            #expect(!help.stdout.contains("--strict"), "\(command)")
        }
        #expect(try Tool.run(["run", "--help"]).stdout.contains("1 failed expectations (only with --strict)"))
    }

    @Test func runSkipsHiddenAndBuildFolders() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file(".build/checkouts"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.file(".hidden"), withIntermediateDirectories: true)
        try folder.write("this is not Swift", to: ".build/checkouts/Broken.swift")
        try folder.write("this is not Swift", to: ".hidden/Broken.swift")
        try folder.write(experimentFile(blueWidth: 40), to: "One.swift")
        let result = try Tool.run(["run", ".", "--db", "n.sqlite"], in: folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Recorded run 1: 2 experiments, "))
    }

    /// `layoutlab --db PATH run …`, as git and sqlite3 take their options: the global options
    /// before the command are moved after it.
    @Test func globalOptionsBeforeTheCommand() throws {
        let folder = TemporaryFolder()
        try folder.write(experimentFile(blueWidth: 40), to: "One.swift")
        let run = try Tool.run(["--db", "before.sqlite", "--quiet", "run", "One.swift"], in: folder.path)
        run.expect(exits: 0)
        #expect(run.stdout.isEmpty)
        #expect(FileManager.default.fileExists(atPath: folder.file("before.sqlite")))
        let list = try Tool.run(["--format=json", "--db=before.sqlite", "list"], in: folder.path)
        list.expect(exits: 0)
        let experiments = try #require(try Tool.json(list.stdout)["experiments"] as? [[String: Any]])
        #expect(experiments.compactMap { $0["name"] as? String } == ["one", "two"])
        // A command that takes no notebook still refuses them, naming the option.
        let doctor = try Tool.run(["--db", "before.sqlite", "doctor"], in: folder.path)
        doctor.expect(exits: 64)
        #expect(doctor.stderr.hasPrefix("Error: Unknown option '--db'"), "\(doctor.stderr)")
    }
}

@Suite struct DiagnosticsOutputTests {
    @Test func aNoteIsPrintedOncePerFileAndJSONCarriesTheDiagnostics() throws {
        let folder = TemporaryFolder()
        let file = try folder.write("import SwiftUI\nfunc pad(_ width: Int) -> Int { width }\nlet a = pad()\nlet b = pad(\"b\")\n",
                                    to: "Loose.swift")
        let text = try Tool.run(["run", file, "--db", folder.file("n.sqlite")])
        text.expect(exits: 2)
        let lines = text.stderr.split(separator: "\n").map(String.init)
        try #require(lines.count == 4, "\(text.stderr)")
        #expect(lines[0] == "\(file):3:13: error: missing argument for parameter #1 in call")
        #expect(lines[1] == "\(file):3:13: note: 'pad' declared here (\(file):2:6)")
        #expect(lines[2] == "\(file):4:13: error: cannot convert value of type 'String' to expected argument type 'Int'")
        #expect(lines[3] == "Nothing was recorded.")
        #expect(!FileManager.default.fileExists(atPath: folder.file("n.sqlite")))

        let json = try Tool.run(["run", file, "--db", folder.file("n.sqlite"), "--format", "json"])
        json.expect(exits: 2)
        let document = try Tool.json(json.stdout)
        #expect(document["recorded"] as? Bool == false)
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["line"] as? Int } == [3, 4])
        #expect(diagnostics.map { $0["file"] as? String } == [file, file])
        #expect(diagnostics.first?["message"] as? String == "missing argument for parameter #1 in call")
    }
}
