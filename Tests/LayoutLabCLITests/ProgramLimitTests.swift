// Limits on the experiment program: one experiment that makes no progress (a loop that never ends in
// a body) stops the program after the time limit with a message naming the experiment and its line,
// and leaves nothing running; a signal is named with what usually raises it; a program that prints
// without end keeps layoutlab's memory bounded.
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

    @Test("a crash by a signal names the signal and what raises it (unbounded recursion: SIGSEGV)")
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
        #expect(result.stderr.hasPrefix("\(file):6:1: error: the experiment program was stopped by SIGSEGV "
                                        + "(a bad memory access, often a stack overflow from unbounded recursion) while building deep"),
                "\(result.stderr)")
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
