// Paths, timestamps, writing files and the exit status.
import Foundation
import LayoutEngine
import Notebook
import Reports
import Testing

@Suite struct WriterTests {
    @Test func defaultPathAndTimestamp() {
        let date = Date(timeIntervalSince1970: 1_795_320_600) // 2026-11-22T04:10:00Z
        #expect(utcTimestamp(date) == "2026-11-22T04:10:00Z")
        #expect(defaultReportPath(base: 12, head: 13, at: date) == "Reports/20261122T041000Z-run12-vs-run13.md")
        #expect(utcTimestamp(Date(timeIntervalSince1970: 951_782_400)) == "2000-02-29T00:00:00Z")
        #expect(pictureFolder(forReportAt: "Reports/20261122T041000Z-run12-vs-run13.md") == "20261122T041000Z-run12-vs-run13")
        #expect(pictureFolder(forReportAt: "out.md") == "out")
    }

    // Two notebooks' diffs of runs 1 and 2 in one second (a script diffing many notebooks) keep
    // both reports: the second takes `-2`, the third `-3`.
    @Test func aReportAlreadyThereIsKept() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-reports-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let date = Date(timeIntervalSince1970: 1_795_320_600)
        let first = defaultReportPath(base: 1, head: 2, at: date, directory: directory)
        #expect(first == directory + "/20261122T041000Z-run1-vs-run2.md")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try "first".write(toFile: first, atomically: true, encoding: .utf8)
        let second = defaultReportPath(base: 1, head: 2, at: date, directory: directory)
        #expect(second == directory + "/20261122T041000Z-run1-vs-run2-2.md")
        // A picture folder left without its report also keeps its name taken.
        try FileManager.default.createDirectory(atPath: directory + "/20261122T041000Z-run1-vs-run2-2", withIntermediateDirectories: true)
        #expect(defaultReportPath(base: 1, head: 2, at: date, directory: directory) == directory + "/20261122T041000Z-run1-vs-run2-3.md")
    }

    @Test func writesReportAndPicturesCreatingFolders() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("layoutlab-reports-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let (base, head) = knownPair()
        let path = directory.appendingPathComponent("nested/Reports/report.md").path
        let report = renderDiffReport(compareRuns(base: base, head: head),
                                      options: ReportOptions(pictureFolder: pictureFolder(forReportAt: path)))
        try writeDiffReport(report, to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == report.markdown)
        let picture = directory.appendingPathComponent("nested/Reports/report/chat-bubble.svg").path
        #expect(FileManager.default.fileExists(atPath: picture))
        #expect(report.markdown.contains("](report/chat-bubble.svg)"))
    }

    @Test func unwritablePathIsATypedError() {
        let report = RenderedReport(markdown: "x\n", pictures: [])
        #expect(throws: ReportWriteError.self) { try writeDiffReport(report, to: "/proc/layoutlab/report.md") }
    }
}

@Suite struct ExitStatusTests {
    @Test func failOnShiftExitsOneOnlyWhenSomethingShifted() {
        let (base, head) = knownPair()
        let shifted = compareRuns(base: base, head: head)
        #expect(shifted.exitStatus(failOnShift: false) == 0)
        #expect(shifted.exitStatus(failOnShift: true) == 1)
        let same = compareRuns(base: base, head: base)
        #expect(same.exitStatus(failOnShift: true) == 0)
        // Redefined, added, removed and failed experiments are not shifts.
        let others = compareRuns(base: base, head: head, options: DiffOptions(
            experiments: ["frame/redefined", "frame/added", "frame/removed", "frame/broken", "stack/row"]))
        #expect(others.exitStatus(failOnShift: true) == 0)
        // Within the tolerance is not a shift either.
        let tolerant = compareRuns(base: base, head: head, options: DiffOptions(tolerance: 80))
        #expect(tolerant.exitStatus(failOnShift: true) == 0)
    }
}

@Suite struct BenchmarkTests {
    @Test func syntheticRunsShiftOnePercentAndWrite() throws {
        let (base, head) = DiffBenchmark.makeRuns(frames: 2_000)
        #expect(base.results.values.reduce(0) { $0 + $1.outcomes[0].nodes.count } == 2_000)
        let result = try DiffBenchmark.measure(frames: 2_000, iterations: 2)
        #expect(result.shiftedExperiments == 1)
        #expect(result.samples.count == 2)
        #expect(compareRuns(base: base, head: head).expectations.flips.count == 1)
    }
}

@Suite struct RunSelectionTests {
    @Test func defaultsToTheTwoMostRecentRuns() throws {
        #expect(try selectRuns(base: nil, head: nil, existing: [1, 2, 5]) == (2, 5))
        #expect(try selectRuns(base: 1, head: nil, existing: [1, 2, 5]) == (1, 5))
        #expect(try selectRuns(base: 5, head: 1, existing: [1, 2, 5]) == (5, 1))
    }

    @Test func fewerThanTwoRunsSaysToRerun() {
        #expect(throws: RunSelectionError.notEnoughRuns(existing: [3])) { try selectRuns(base: nil, head: nil, existing: [3]) }
        #expect(RunSelectionError.notEnoughRuns(existing: []).description.contains("`layoutlab rerun`"))
    }

    @Test func unknownRunListsTheExistingOnes() {
        #expect(throws: RunSelectionError.unknownRun(id: 7, existing: [1, 2])) { try selectRuns(base: 7, head: 2, existing: [1, 2]) }
        #expect(RunSelectionError.unknownRun(id: 7, existing: [1, 2]).description
            == "there is no run 7. Existing runs: 1, 2. `layoutlab runs` shows them with their dates and labels.")
        #expect(RunSelectionError.unknownRun(id: 0, existing: Array(1...25)).description.contains("6, 7,"))
        #expect(RunSelectionError.unknownRun(id: 0, existing: Array(1...25)).description.contains("(and 5 older)"))
    }
}
