// Faults in the experiment program cost only the experiment that caused them: one that traps or
// makes no progress (a loop that never ends in a body) for the time limit is named at its line and
// set apart, the others are recorded, and nothing is left running; a signal is named with what
// usually raises it; a program that prints without end keeps layoutlab's memory bounded.
import Foundation
import Testing
@testable import Notebook
import TestSupport

@Suite(.serialized) struct ProgramLimitTests {
    @Test("a body that never returns is stopped after --timeout, named at its line; nothing is recorded or left running")
    func hangIsStoppedAtTheTimeLimit() throws {
        let folder = TemporaryFolder()
        let cache = folder.file("cache")
        let file = try folder.write(OrphanTests.hangingFile, to: "Hang.swift")
        let result = try Tool.run(["run", file, "--db", folder.file("n.sqlite"), "--timeout", "1"],
                                  environment: ["LAYOUTLAB_CACHE": cache])
        result.expect(exits: 2)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "\(file):6:1: error: the experiment program was stopped: it spent more than 1 s on one step while building hang",
                "\(result.stderr)")
        #expect(lines.contains { $0.contains("--timeout SECONDS (or LAYOUTLAB_TIMEOUT)") })
        #expect(lines.last == "Nothing was recorded.")
        #expect(!FileManager.default.fileExists(atPath: folder.file("n.sqlite")))
        #expect(OrphanTests.processes(naming: cache) == [])
    }

    static let mixedFile = """
        import SwiftUI
        struct Boom: View {
            var body: some View {
                let items: [Int] = []
                return Text("\\(items[1])")
            }
        }
        func spin() { while true {} }
        struct Forever: View {
            var body: some View { spin(); return Color.red }
        }
        Experiment("good/one", proposal: ProposedViewSize(width: 100, height: 10)) { Color.red }
        Experiment("bad/boom", proposal: ProposedViewSize(width: 100, height: 10)) { Boom() }
        Experiment("good/two", proposal: ProposedViewSize(width: 50, height: 10)) { Color.blue }
        Experiment("bad/hang", proposal: ProposedViewSize(width: 100, height: 10)) { Forever() }
        Experiment("good/three", proposal: ProposedViewSize(width: 20, height: 10)) { Color.green }
        """

    @Test("a trapping and a hanging experiment among good ones: both named at their lines, the good ones recorded, exit 2")
    func faultsCostOnlyTheirExperiment() throws {
        let folder = TemporaryFolder()
        let cache = folder.file("cache")
        let file = try folder.write(Self.mixedFile, to: "Mixed.swift")
        let notebookPath = folder.file("n.sqlite")
        // Three seconds a step: on a loaded machine the trap's report (the runtime's backtrace) can
        // take more than one, and would be taken for a hang.
        let result = try Tool.run(["run", file, "--db", notebookPath, "--timeout", "3"], environment: ["LAYOUTLAB_CACHE": cache])
        result.expect(exits: 2)
        let errors = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }.map(String.init)
        #expect(errors.count == 2, "\(result.stderr)")
        // At the line that trapped (the backtrace's innermost frame in the file), naming the experiment's own line.
        #expect(errors.first?.hasPrefix("\(file):5:29: error: the experiment program was stopped by SIGILL/SIGTRAP") == true)
        #expect(errors.first?.hasSuffix("while building bad/boom (declared at \(file):13): "
                                        + "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range") == true)
        #expect(errors.last == "\(file):15:1: error: the experiment program was stopped: it spent more than 3 s on one step while building bad/hang")
        #expect(result.stdout.hasPrefix("Recorded run 1: 3 experiments, 3 nodes, 6 calls"))
        let notebook = try Notebook.open(path: notebookPath, access: .read)
        #expect(try notebook.integrityCheck() == "ok")
        #expect(try notebook.storedDefinitions().map(\.name) == ["good/one", "good/three", "good/two"])
        #expect(OrphanTests.processes(naming: cache) == [])

        // Stored before, trapping now: an error result with the reason, beside the others' new results.
        try folder.write(Self.mixedFile.replacingOccurrences(of: "{ Color.red }\nExperiment(\"bad/boom\"", with: "{ Boom() }\nExperiment(\"bad/boom\""),
                         to: "Mixed.swift")
        let again = try Tool.run(["run", file, "--db", notebookPath, "--timeout", "3"], environment: ["LAYOUTLAB_CACHE": cache])
        again.expect(exits: 2)
        let latest = try notebook.experimentSummaries().compactMap(\.latest)
        #expect(latest.map(\.experiment) == ["good/one", "good/three", "good/two"])
        #expect(latest.map(\.runID) == [2, 2, 2])
        #expect(latest.map(\.status) == [.error, .ok, .ok])
        #expect(latest.first?.error?.hasPrefix("\(file):5:29: the experiment program was stopped by SIGILL/SIGTRAP") == true)
        #expect(latest.first?.error?.contains("while building good/one (declared at \(file):12)") == true)
    }

    @Test("an experiment that allocates without bound stops at the memory limit, named with the limit; the other is recorded")
    func memoryLimitStopsOnlyItsExperiment() throws {
        let folder = TemporaryFolder()
        let cache = folder.file("cache")
        let file = try folder.write("""
            import SwiftUI
            struct Hog: View {
                var body: some View {
                    var blocks: [[UInt8]] = []
                    for _ in 0..<100_000 { blocks.append([UInt8](repeating: 1, count: 1 << 24)) }
                    return Text("\\(blocks.count)")
                }
            }
            Experiment("fine", proposal: ProposedViewSize(width: 100, height: 100)) { Color.red }
            Experiment("hog", proposal: ProposedViewSize(width: 100, height: 100)) { Hog() }
            """, to: "Mem.swift")
        let notebookPath = folder.file("n.sqlite")
        let result = try Tool.run(["run", file, "--db", notebookPath],
                                  environment: ["LAYOUTLAB_CACHE": cache, "LAYOUTLAB_MEMORY_LIMIT": "256"])
        result.expect(exits: 2)
        let errors = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }.map(String.init)
        #expect(errors.count == 1, "\(result.stderr)")
        #expect(errors.first?.contains("while building hog") == true, "\(result.stderr)")
        #expect(errors.first?.hasSuffix("(it reached the memory limit of 256 MB; LAYOUTLAB_MEMORY_LIMIT sets another)") == true,
                "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Recorded run 1: 1 experiment, 1 node, 2 calls"), "\(result.stdout)")
        #expect(OrphanTests.processes(naming: cache) == [])
    }

    @Test("a crash by a signal names the signal and what raises it (unbounded recursion: SIGSEGV), at the recursing line")
    func signalIsNamed() throws {
        let folder = TemporaryFolder()
        let file = try folder.write("""
            import SwiftUI
            func recurse(_ n: Int) -> Int { n + recurse(n + 1) }
            struct Deep: View {
                var body: some View { Text("\\(recurse(0))") }
            }
            Experiment("deep", proposal: ProposedViewSize(width: 10, height: 10)) { Deep() }
            """, to: "Deep.swift")
        let result = try Tool.run(["run", file, "--db", folder.file("n.sqlite")])
        result.expect(exits: 2)
        #expect(result.stderr.hasPrefix("\(file):2:37: error: the experiment program was stopped by SIGSEGV "
                                        + "(a bad memory access, often a stack overflow from unbounded recursion) while building deep "
                                        + "(declared at \(file):6)"),
                "\(result.stderr)")
    }

    @Test("a line the user's code prints cannot pose as layoutlab's progress: the blame stays on the experiment that crashed")
    func printedProgressIsNotBelieved() throws {
        let folder = TemporaryFolder()
        let file = try folder.write("""
            import SwiftUI
            struct Liar: View {
                var body: some View {
                    FileHandle.standardError.write(Data("layoutlab-host: building good (Elsewhere.swift:1:1)\\n".utf8))
                    print("layoutlab-host: building good (Elsewhere.swift:1:1)")
                    let items: [Int] = []
                    return Text("\\(items[1])")
                }
            }
            Experiment("good", proposal: ProposedViewSize(width: 10, height: 10)) { Color.red }
            Experiment("liar", proposal: ProposedViewSize(width: 10, height: 10)) { Liar() }
            """, to: "Liar.swift")
        let result = try Tool.run(["run", file, "--db", folder.file("n.sqlite")])
        result.expect(exits: 2)
        let errors = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 1, "\(result.stderr)")
        #expect(errors.first?.hasPrefix("\(file):7:29: error: ") == true)
        #expect(errors.first?.contains("while building liar (declared at \(file):11)") == true)
        #expect(result.stdout.hasPrefix("Recorded run 1: 1 experiment, "))
    }

    @Test("a program that prints 30 MB has what layoutlab keeps of it cut at 16 MB, and the run records")
    func endlessOutputIsBounded() throws {
        let folder = TemporaryFolder()
        let file = try folder.write("""
            import SwiftUI
            let line = String(repeating: "x", count: 99)
            for _ in 0..<300_000 { print(line) }
            Experiment("loud", proposal: ProposedViewSize(width: 10, height: 10)) { Color.red }
            """, to: "Loud.swift")
        let result = try Tool.run(["run", file, "--db", folder.file("n.sqlite"), "--quiet"])
        result.expect(exits: 0)
        #expect(result.stderr.utf8.count < 17 << 20)
        #expect(result.stderr.contains("… \(30_000_000 - (16 << 20)) more bytes not kept"))
        #expect(try Notebook.open(path: folder.file("n.sqlite"), access: .read).runs().count == 1)
    }
}

@Suite struct CacheCommandTests {
    @Test("`layoutlab cache` tells the folder, files and limit; --clean empties it and the next run compiles again")
    func showAndClean() throws {
        let folder = TemporaryFolder()
        let cache = folder.file("cache")
        let file = try folder.write("Experiment(\"c\", proposal: ProposedViewSize(width: 10, height: 10)) { Color.red }\n",
                                    to: "C.swift")
        let environment = ["LAYOUTLAB_CACHE": cache, "LAYOUTLAB_CACHE_LIMIT": "500"]
        try Tool.run(["run", file, "--db", folder.file("n.sqlite"), "--quiet"], environment: environment).expect(exits: 0)
        let shown = try Tool.run(["cache", "--format", "json"], environment: environment)
        shown.expect(exits: 0)
        let document = try Tool.json(shown.stdout)
        #expect(document["folder"] as? String == cache)
        // The file's object and the main's, the linked program, the file's manifest (the driver's
        // autolink file of the link is removed).
        #expect(document["files"] as? Int == 4)
        #expect(document["limit_bytes"] as? Int == 500_000_000)
        let cleaned = try Tool.run(["cache", "--clean"], environment: environment)
        cleaned.expect(exits: 0)
        #expect(cleaned.stdout.hasPrefix("Emptied the compile cache at \(cache): "))
        #expect(!FileManager.default.fileExists(atPath: cache + "/objects"))
        try Tool.run(["run", file, "--db", folder.file("n.sqlite"), "--quiet"], environment: environment).expect(exits: 0)
        #expect(FileManager.default.fileExists(atPath: cache + "/objects"))
    }
}
