// Process-level safety: kill -9 mid-run, two processes recording at once, hostile names through
// the CLI, and missing, read-only, corrupt and foreign database files (clear error, exit 2,
// nothing changed).
import ExperimentFiles
import Experiments
import Foundation
import LayoutEngine
import Testing
@testable import Notebook
import TestSupport

@Suite(.serialized) struct SafetyTests {
    /// A notebook holding `count` stored definitions of about 50 nodes each.
    private func populated(_ folder: TemporaryFolder, count: Int, name: String = "n.sqlite") throws -> String {
        let path = folder.file(name)
        let notebook = try Notebook.open(path: path, access: .write(createIfMissing: true))
        try notebook.storeDefinitions((0..<count).map { Samples.wide(name: "wide/\($0)", rows: 12) })
        return path
    }

    private func bytes(_ path: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }

    @Test func killedRunLeavesCompleteResultsAndIsMarkedInterrupted() throws {
        let folder = TemporaryFolder()
        let path = try populated(folder, count: 1500)
        let (process, _, _) = try Tool.start(["rerun", "--force", "--db", path, "--quiet"])
        let watcher = try Notebook.open(path: path, access: .read)
        let count = try watcher.connection.prepare("SELECT count(*) FROM result")
        var recorded = 0
        let deadline = Date().addingTimeInterval(60)
        while recorded < 20 && process.isRunning && Date() < deadline {
            usleep(5_000)
            try count.step()
            recorded = count.int(0)
            count.reset()
        }
        #expect(process.isRunning, "the run finished before it could be killed")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)

        let notebook = try Notebook.open(path: path, access: .read)
        #expect(try notebook.integrityCheck() == "ok")
        let runs = try notebook.runs()
        #expect(runs.map(\.status) == [.interrupted])
        // Every result that exists is complete: all its nodes, frames, calls and expectations.
        let check = try notebook.connection.prepare("""
            SELECT count(*),
                   sum(r.node_count = (SELECT count(*) FROM node AS n WHERE n.run_id = r.run_id AND n.experiment_id = r.experiment_id)),
                   sum(r.call_count = (SELECT count(*) FROM trace_call AS c WHERE c.run_id = r.run_id AND c.experiment_id = r.experiment_id)),
                   sum(r.node_count * r.proposal_count = (SELECT count(*) FROM frame AS f WHERE f.run_id = r.run_id AND f.experiment_id = r.experiment_id)),
                   sum(r.expectations_passed + r.expectations_failed = (SELECT count(*) FROM expectation_result AS x WHERE x.run_id = r.run_id AND x.experiment_id = r.experiment_id))
            FROM result AS r
            """)
        try check.step()
        let results = check.int(0)
        #expect(results >= 20 && results < 1500)
        let complete: [Int] = [check.int(1), check.int(2), check.int(3), check.int(4)]
        #expect(complete == [results, results, results, results])
        let listed = try Tool.run(["runs", "--db", path])
        listed.expect(exits: 0)
        #expect(listed.stdout.contains("interrupted"))
    }

    @Test func twoProcessesRecordingAtOnceBothSucceed() throws {
        let folder = TemporaryFolder()
        let path = try populated(folder, count: 200)
        let first = try Tool.start(["rerun", "--force", "--db", path, "--label", "one"])
        let second = try Tool.start(["rerun", "--force", "--db", path, "--label", "two"])
        var errors: [String] = []
        for (process, _, err) in [first, second] {
            let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            errors.append(stderr)
        }
        #expect(errors == ["", ""])
        let notebook = try Notebook.open(path: path, access: .read)
        let totals = try notebook.runTotals()
        #expect(totals.map(\.experiments) == [200, 200])
        #expect(try notebook.runs().map(\.status) == [.completed, .completed])
        #expect(Set(try notebook.runs().compactMap(\.label)) == ["one", "two"])
        #expect(try notebook.integrityCheck() == "ok")
    }

    @Test func hostileNamesAndLabelsRoundTripThroughTheCLI() throws {
        let folder = TemporaryFolder()
        let path = folder.file("n.sqlite")
        let names = ["quote's \"x\"", "pipe | name", "two\nlines", "日本語 🧪 naïve", "--db", "' OR 1=1; --"]
        let notebook = try Notebook.open(path: path, access: .write(createIfMissing: true))
        try notebook.storeDefinitions(names.map { Samples.hstack(name: $0, label: $0) })
        let label = "label | with \"quotes\"\nand 🧪"
        let rerun = try Tool.run(["rerun", "--db", path, "--label", label, "--format", "json"])
        rerun.expect(exits: 0)
        #expect(rerun.stderr == "")
        #expect(try Tool.json(rerun.stdout)["label"] as? String == label)
        let runs = try Tool.run(["runs", "--db", path, "--format", "json"])
        let run = try #require((try Tool.json(runs.stdout)["runs"] as? [[String: Any]])?.first)
        #expect(run["label"] as? String == label)
        for name in names {
            let shown = try Tool.run(["show", "--db", path, "--format", "json", "--", name])
            #expect(shown.status == 0, "\(shown.stderr)")
            let json = try Tool.json(shown.stdout)
            #expect(json["experiment"] as? String == name)
            let outcome = try #require((json["outcomes"] as? [[String: Any]])?.first)
            let nodes = try #require(outcome["nodes"] as? [[String: Any]])
            #expect(nodes[1]["label"] as? String == name)
        }
        let listed = try Tool.run(["list", "--db", path, "--format", "json"])
        let stored = try #require(try Tool.json(listed.stdout)["experiments"] as? [[String: Any]])
        #expect(stored.compactMap { $0["name"] as? String } == names.sorted())
        // Text output keeps every name on one line.
        let text = try Tool.run(["list", "--db", path])
        #expect(text.stdout.contains("two\\nlines"))
    }

    @Test func missingDatabaseIsAClearErrorAndNotCreated() throws {
        let folder = TemporaryFolder()
        let path = folder.file("absent.sqlite")
        for command in [["list"], ["runs"], ["show", "x"], ["rerun"], ["migrate"], ["migrate", "--status"]] {
            let result = try Tool.run(command + ["--db", path])
            result.expect(exits: 2)
            #expect(result.stderr.contains("no notebook at \(path)"))
            #expect(result.stdout == "")
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func readOnlyDatabaseIsRefusedForWritingAndUnchanged() throws {
        let folder = TemporaryFolder()
        let path = try populated(folder, count: 3)
        #expect(try Tool.run(["rerun", "--db", path, "--quiet"]).status == 0)
        let before = try bytes(path)
        chmod(path, 0o444)
        defer { chmod(path, 0o644) }
        let result = try Tool.run(["rerun", "--force", "--db", path])
        result.expect(exits: 2)
        #expect(result.stderr.contains("read-only"))
        #expect(try bytes(path) == before)
        // Reading still works.
        let listed = try Tool.run(["list", "--db", path])
        listed.expect(exits: 0)
        #expect(listed.stdout.contains("wide/2"))
        #expect(try bytes(path) == before)
    }

    @Test func corruptDatabaseIsAClearErrorAndUnchanged() throws {
        let folder = TemporaryFolder()
        let path = try populated(folder, count: 3)
        var data = try bytes(path)
        data.replaceSubrange(0..<100, with: Data(repeating: 0x5A, count: 100))
        try data.write(to: URL(fileURLWithPath: path))
        for command in [["list"], ["rerun", "--force"]] {
            let result = try Tool.run(command + ["--db", path])
            result.expect(exits: 2)
            #expect(result.stderr.contains("is not a usable SQLite database"))
            #expect(try bytes(path) == data)
        }
        let text = folder.file("notes.sqlite")
        try Data("just some text, not a database\n".utf8).write(to: URL(fileURLWithPath: text))
        let result = try Tool.run(["runs", "--db", text])
        result.expect(exits: 2)
        #expect(result.stderr.contains("is not a usable SQLite database"))
        #expect(try bytes(text) == Data("just some text, not a database\n".utf8))
    }

    @Test func foreignDatabaseIsAClearErrorAndUnchanged() throws {
        let folder = TemporaryFolder()
        let path = folder.file("other.sqlite")
        do {
            let connection = try Connection(path: path, mode: .readWrite(create: true))
            try connection.execute("PRAGMA application_id = 42; CREATE TABLE things (id INTEGER PRIMARY KEY);")
        }
        let before = try bytes(path)
        for command in [["list"], ["rerun"], ["migrate"]] {
            let result = try Tool.run(command + ["--db", path])
            result.expect(exits: 2)
            #expect(result.stderr.contains("another application (application id 42, 1 tables)"))
            #expect(try bytes(path) == before)
        }
    }

    @Test func exitCodesAndRerunSkipping() throws {
        let folder = TemporaryFolder()
        let path = folder.file("n.sqlite")
        let notebook = try Notebook.open(path: path, access: .write(createIfMissing: true))
        var failing = Samples.hstack(name: "failing")
        failing.expectations = [Expectation(label: "blue", width: 1, height: 1)]
        try notebook.storeDefinitions([failing, Samples.wide(name: "ok")])

        let first = try Tool.run(["rerun", "--db", path])
        first.expect(exits: 0)
        #expect(first.stdout.contains("Recorded run 1: 2 experiments"))
        #expect(first.stdout.contains("failing › blue (proposal 620×400): expected 1×1, got 250×400"))
        #expect(first.stdout.contains("Notebook: \(path)"))

        let skipped = try Tool.run(["rerun", "--db", path, "--strict"])
        skipped.expect(exits: 0)
        #expect(skipped.stdout.hasPrefix("Nothing to rerun: all 2 experiments are current"))

        let strict = try Tool.run(["rerun", "--db", path, "--strict", "--force", "--quiet"])
        strict.expect(exits: 1)
        #expect(strict.stdout == "")

        let probing = try Tool.run(["rerun", "ok", "--db", path, "--engine-option", "relative-proposed=probing", "--format", "json"])
        probing.expect(exits: 0)
        let json = try Tool.json(probing.stdout)
        #expect(json["format_version"] as? Int == 1)
        #expect(json["experiments"] as? Int == 1)
        #expect(json["engine_options"] as? [String] == ["relative-proposed=probing"])

        let badOption = try Tool.run(["rerun", "--db", path, "--engine-option", "stack-order=sideways"])
        badOption.expect(exits: 2)
        #expect(badOption.stderr.contains("expected flexibility|declaration"))

        let unknown = try Tool.run(["rerun", "nope", "--db", path])
        unknown.expect(exits: 2)
        #expect(unknown.stderr.contains("no experiment named 'nope'"))
        #expect(try Notebook.open(path: path, access: .read).runs().count == 3)
    }
}
