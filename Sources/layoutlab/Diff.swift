// `layoutlab diff [BASE] [HEAD]`: a Markdown report (plus SVG pictures) of how frames shifted between
// two runs. The comparison and rendering live in the Reports module; this file parses arguments,
// loads the two runs, writes the files and maps the outcome to an exit status
// (0 written, 1 shifted with --fail-on-shift, 2 errors).
import ArgumentParser
import Experiments
import Foundation
import LayoutEngine
import Notebook
import Reports

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a Markdown report of how frames shifted between two runs.",
        discussion: """
            Compares the two most recent runs, or the given run ids, experiment by experiment: nodes match \
            by label (else by path); experiments whose definition changed are reported as redefined, not \
            shifted. Writes Reports/<UTC time>-run<BASE>-vs-run<HEAD>.md with one SVG picture per shifted \
            experiment in a folder of the same name, and prints the report's path.

            Exit status: 0 the report was written (whether or not anything shifted); 1 something shifted \
            and --fail-on-shift was given; 2 errors (unknown run, too few runs, unreadable notebook, \
            unwritable report); 64 command-line usage errors.
            """)

    @Argument(help: "The base run id (default: the second most recent run).")
    var base: Int64?

    @Argument(help: "The head run id (default: the most recent run).")
    var head: Int64?

    @Option(name: .customLong("experiment"), help: ArgumentHelp(
        "Compare only this experiment (repeatable).", valueName: "name"))
    var experiments: [String] = []

    @Option(help: ArgumentHelp("Differences of at most this many points count as equal.", valueName: "points"))
    var tolerance: Double = 0.01

    @Option(name: .long, help: ArgumentHelp(
        "Where to write the report; - writes the Markdown to stdout (without pictures).", valueName: "path"))
    var output: String?

    @Flag(name: .long, help: "Exit with status 1 if any experiment shifted (a CI gate).")
    var failOnShift = false

    @Flag(name: .long, help: "Leave out the generated-at line, so equal inputs give byte-identical reports.")
    var noTimestamp = false

    @Flag(name: .long, help: "Draw each shifted layout side by side (before | after) instead of overlaid.")
    var sideBySide = false

    @OptionGroup var source: GlobalOptions

    func validate() throws {
        guard tolerance.isFinite, tolerance >= 0 else {
            throw ValidationError("--tolerance must be a finite number of points ≥ 0, not \(tolerance).")
        }
    }

    func run() throws {
        let status: Int32
        do {
            status = try diff()
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(2)
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// Loads, compares, writes; returns the exit status.
    private func diff() throws -> Int32 {
        let runs = try DiffRunSource(options: source)
        let pair = try selectRuns(base: base, head: head, existing: try runs.runIDs())
        let names = experiments.isEmpty ? nil : experiments
        let comparison = compareRuns(
            base: try runs.snapshot(runID: pair.base, experiments: names),
            head: try runs.snapshot(runID: pair.head, experiments: names),
            options: DiffOptions(tolerance: tolerance, experiments: names.map(Set.init)))
        let now = Date()
        let generatedAt = noTimestamp ? nil : utcTimestamp(now)
        if output == "-" {
            let report = renderDiffReport(comparison, options: ReportOptions(generatedAt: generatedAt))
            FileHandle.standardOutput.write(Data(report.markdown.utf8))
        } else {
            let path = output ?? defaultReportPath(base: pair.base, head: pair.head, at: now)
            let report = renderDiffReport(comparison, options: ReportOptions(
                generatedAt: generatedAt, pictureFolder: pictureFolder(forReportAt: path),
                trees: runs.trees(of: comparison.shiftedByMagnitude.map(\.name)), sideBySide: sideBySide))
            try writeDiffReport(report, to: path)
            if !source.quiet {
                print(path)
                FileHandle.standardError.write(Data((diffVerdict(comparison) + "\n").utf8))
            }
        }
        return comparison.exitStatus(failOnShift: failOnShift)
    }
}

/// The notebook as `diff` sees it: run ids and snapshots, read-only.
struct DiffRunSource {
    let notebook: Notebook

    init(options: GlobalOptions) throws {
        notebook = try Notebook.open(path: options.databasePath, access: .read, toolVersion: Recording.toolVersion)
    }

    /// Every run id, oldest first.
    func runIDs() throws -> [Int64] {
        try notebook.runs().map(\.id)
    }

    /// The stored view trees of `names` (for the pictures); an undecodable definition is left out.
    func trees(of names: [String]) -> [String: ViewNode] {
        guard !names.isEmpty, let stored = try? notebook.storedDefinitions(named: names) else { return [:] }
        var trees: [String: ViewNode] = [:]
        for definition in stored { if let experiment = try? definition.experiment() { trees[definition.name] = experiment.tree } }
        return trees
    }

    /// One run's results (frames and traces), optionally only for some experiments.
    func snapshot(runID: Int64, experiments: [String]?) throws -> RunSnapshot {
        try notebook.loadSnapshot(runID: runID, experiments: experiments)
    }
}
