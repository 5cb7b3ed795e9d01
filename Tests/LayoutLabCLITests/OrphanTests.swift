// No orphans: `layoutlab` killed by SIGKILL, SIGTERM or SIGINT while it compiles, or while the
// experiment program runs (here a body that never returns), leaves no process of the run behind 2 s
// later; the notebook is intact and the next run works. The run's processes are found by the
// private compile cache each test gives it, which every compiler and program names in its arguments.
import Foundation
import Testing
@testable import Notebook
import TestSupport

@Suite(.serialized) struct OrphanTests {
    /// A file of `count` experiments of 12 rows: a few seconds of compiling.
    static func largeFile(count: Int) -> String {
        var text = "import SwiftUI\n"
        for index in 0..<count {
            let rows = (0..<12).map { "        HStack { Color.red.frame(minWidth: \($0)); Spacer(); Text(\"row \($0)\").padding() }" }
            text += "Experiment(\"big/\(index)\", proposal: ProposedViewSize(width: 400, height: 800)) {\n    VStack {\n"
                + rows.joined(separator: "\n") + "\n    }\n}\n"
        }
        return text
    }

    /// A view whose body never returns: the experiment program runs until it is killed.
    static let hangingFile = """
        import SwiftUI
        func spin() { while true {} }
        struct Forever: View {
            var body: some View { spin(); return Color.red }
        }
        Experiment("hang", proposal: ProposedViewSize(width: 10, height: 10)) { Forever() }
        """

    static let smallFile = "Experiment(\"small\", proposal: ProposedViewSize(width: 10, height: 10)) { Color.red }\n"

    /// Processes (other than zombies) whose arguments name `marker` (or, `first`, start with it).
    static func processes(naming marker: String, first: Bool = false) -> [String] {
        guard let result = try? Shell.run("/usr/bin/env", ["ps", "-eo", "pid=,stat=,args="]) else { return [] }
        return result.split(separator: "\n").map(String.init).filter { line in
            let fields = line.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
            guard fields.count == 3, !fields[1].hasPrefix("Z") else { return false }
            let arguments = fields[2].trimmingCharacters(in: .whitespaces)
            return first ? arguments.hasPrefix(marker) : arguments.contains(marker)
        }
    }

    /// Starts `layoutlab run FILE`, waits until a process whose arguments contain `waitingFor`
    /// (`first`: start with it) appears, sends `signal`, and checks that nothing of the run is left
    /// 2 s after it ended.
    func killRun(_ file: String, waitingFor: String, first: Bool = false, signal: Int32, folder: TemporaryFolder, cache: String) throws {
        let notebook = folder.file("n.sqlite")
        // With the signals' default actions, as from a shell (the test runner may ignore some, and
        // what a process ignores, the programs it starts ignore too).
        let (process, _, _) = try Tool.start(["run", file, "--db", notebook, "--quiet"],
                                             environment: ["LAYOUTLAB_CACHE": cache], defaultSignals: true)
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        let deadline = Date().addingTimeInterval(120)
        while Self.processes(naming: cache + waitingFor, first: first).isEmpty && process.isRunning && Date() < deadline {
            usleep(20_000)
        }
        try #require(process.isRunning, "the run ended before it could be killed")
        try #require(!Self.processes(naming: cache + waitingFor, first: first).isEmpty, "no \(waitingFor) process appeared")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == signal)
        usleep(2_000_000)
        #expect(Self.processes(naming: cache) == [], "left running after signal \(signal)")

        // The notebook is as the first run left it, and the next run records.
        let opened = try Notebook.open(path: notebook, access: .read)
        #expect(try opened.integrityCheck() == "ok")
        #expect(try opened.runs().count == 1)
        let next = try Tool.run(["run", folder.file("Small.swift"), "--db", notebook, "--quiet"], environment: ["LAYOUTLAB_CACHE": cache])
        #expect(next.status == 0, "\(next.stderr)")
        #expect(try Notebook.open(path: notebook, access: .read).runs().count == 2)
    }

    /// A folder whose notebook holds one run of `Small.swift`; its compile cache's path.
    func recordedOnce(_ folder: TemporaryFolder) throws -> String {
        let cache = folder.file("cache")
        let small = try folder.write(Self.smallFile, to: "Small.swift")
        #expect(try Tool.run(["run", small, "--db", folder.file("n.sqlite"), "--quiet"], environment: ["LAYOUTLAB_CACHE": cache]).status == 0)
        return cache
    }

    @Test(arguments: [SIGKILL, SIGTERM, SIGINT])
    func killedWhileCompilingLeavesNoCompiler(signal: Int32) throws {
        let folder = TemporaryFolder()
        let cache = try recordedOnce(folder)
        let large = try folder.write(Self.largeFile(count: 120), to: "Large.swift")
        try killRun(large, waitingFor: "/sources/", signal: signal, folder: folder, cache: cache)
    }

    @Test(arguments: [SIGKILL, SIGTERM, SIGINT])
    func killedWhileTheProgramRunsLeavesNoProgram(signal: Int32) throws {
        let folder = TemporaryFolder()
        let cache = try recordedOnce(folder)
        let hanging = try folder.write(Self.hangingFile, to: "Hang.swift")
        try killRun(hanging, waitingFor: "/programs/", first: true, signal: signal, folder: folder, cache: cache)
    }
}

extension OrphanTests {
    @Test("Ctrl-C of watch while its program hangs ends the program at once; watch says it stopped and exits 0")
    func watchStopsAHungProgram() throws {
        let folder = TemporaryFolder()
        let cache = folder.file("cache")
        let hanging = try folder.write(Self.hangingFile, to: "Hang.swift")
        let (process, out, _) = try Tool.start(["watch", hanging, "--db", folder.file("n.sqlite"), "--timeout", "60"],
                                               environment: ["LAYOUTLAB_CACHE": cache], defaultSignals: true)
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        let deadline = Date().addingTimeInterval(120)
        while Self.processes(naming: cache + "/programs/", first: true).isEmpty && process.isRunning && Date() < deadline {
            usleep(20_000)
        }
        try #require(!Self.processes(naming: cache + "/programs/", first: true).isEmpty, "the program never started")
        kill(process.processIdentifier, SIGINT)
        let output = ReadInBackground(out.fileHandleForReading)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        #expect(String(decoding: output.wait(), as: UTF8.self).hasSuffix("Stopped watching.\n"))
        usleep(2_000_000)
        #expect(Self.processes(naming: cache) == [])
    }
}

/// Runs a command and answers its standard output.
enum Shell {
    static func run(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
