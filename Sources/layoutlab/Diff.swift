// `layoutlab diff [BASE HEAD | NAME...]`: a Markdown report (plus SVG pictures) of how frames shifted:
// each experiment between its latest two results (the default, and `diff NAME`), or two whole runs. The comparison and rendering live in the Reports module; this file parses arguments,
// loads the two runs, writes the files and maps the outcome to an exit status
// (0 written, 1 shifted with --fail-on-shift, 2 errors).
import ArgumentParser
import Experiments
import Foundation
import LayoutEngine
import Lab
import Notebook
import Reports

struct Diff: ParsableCommand {
    /// Up to this many changed experiments, `diff` prints what moved in each after its verdict.
    static let summarisedExperiments = 5

    static let configuration = CommandConfiguration(
        abstract: "Write a Markdown report of how frames shifted between results.",
        discussion: """
            With no arguments, compares each experiment's latest two results (so a run of a few experiments \
            never makes the others look removed); `diff NAME...` does the same for the named experiments; \
            `diff A B` compares run A with run B, and `diff A` run A with the latest run. Nodes match by \
            label, else by path. An experiment whose definition changed (an edit) is reported as redefined, \
            with the unified diff of its two sources and the nodes that moved, appeared or disappeared. Writes Reports/<UTC time>-run<BASE>-vs-run<HEAD>.md with one SVG picture per shifted \
            experiment in a folder of the same name, and prints the report's path; when at most five \
            experiments changed, it also prints what moved in each (as `watch` does).

            Exit status: 0 the report was written (whether or not anything shifted); 1 something shifted \
            and --fail-on-shift was given; 2 errors (unknown run or experiment, nothing to compare, unreadable \
            notebook, unwritable report); 64 command-line usage errors.
            """)

    @Argument(help: ArgumentHelp(
        "Two run ids (base head), one run id (against the latest run), or experiment names (default: every "
            + "experiment's latest two results).", valueName: "run-or-name"), transform: ExperimentName.normalized)
    var targets: [String] = []

    @Option(name: .customLong("experiment"), help: ArgumentHelp(
        "Compare only this experiment (repeatable).", valueName: "name"), transform: ExperimentName.normalized)
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
        let runIDs = targets.compactMap { Int64($0) }
        if !runIDs.isEmpty && runIDs.count != targets.count {
            throw ValidationError("give run ids or experiment names, not both (an experiment named like a number: "
                + "--experiment NAME).")
        }
        if runIDs.count > 2 { throw ValidationError("diff compares two runs; got \(runIDs.count) run ids.") }
        guard tolerance.isFinite, tolerance >= 0 else {
            throw ValidationError("--tolerance must be a finite number of points ≥ 0, not \(tolerance).")
        }
    }

    func run() throws {
        let status: Int32
        do {
            status = try diff()
        } catch {
            Console.error("error: \(errorMessage(error))")
            throw ExitCode(2)
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// Loads, compares, writes; returns the exit status.
    private func diff() throws -> Int32 {
        let runs = try DiffRunSource(options: source)
        let runIDs = targets.compactMap { Int64($0) }
        let comparison: RunComparison
        let pair: (base: Int64, head: Int64)
        if !runIDs.isEmpty {
            pair = try selectRuns(base: runIDs.first, head: runIDs.count > 1 ? runIDs[1] : nil, existing: try runs.runIDs())
            let names = experiments.isEmpty ? nil : experiments
            comparison = try runs.runComparison(base: pair.base, head: pair.head, experiments: names,
                                                options: DiffOptions(tolerance: tolerance, experiments: names.map(Set.init)))
        } else {
            let names = targets + experiments
            comparison = try runs.latestComparison(
                experiments: names.isEmpty ? nil : names,
                options: DiffOptions(tolerance: tolerance, experiments: names.isEmpty ? nil : Set(names)))
            pair = (comparison.base.id, comparison.head.id)
        }
        let now = Date()
        let generatedAt = noTimestamp ? nil : utcTimestamp(now)
        if output == "-" {
            let report = renderDiffReport(comparison, options: ReportOptions(generatedAt: generatedAt))
            Console.outVerbatim(report.markdown)
        } else {
            let path = output ?? defaultReportPath(base: pair.base, head: pair.head, at: now)
            let report = renderDiffReport(comparison, options: ReportOptions(
                generatedAt: generatedAt, pictureFolder: pictureFolder(forReportAt: path), sideBySide: sideBySide))
            try writeDiffReport(report, to: path)
            if !source.quiet {
                Console.out(path)
                Console.error(diffVerdict(comparison))
                // A few changed experiments (an edit, `diff NAME`): what moved, at a glance.
                // Experiments with a first result only (others recorded once) are not changes.
                let changed = comparison.experiments.filter { $0.status != .unchanged && $0.status != .added }.count
                if changed > 0 && changed <= Self.summarisedExperiments {
                    Console.error(ChangeSummary.text(comparison, changesOnly: true))
                }
            }
        }
        return comparison.exitStatus(failOnShift: failOnShift)
    }
}

/// The notebook as `diff` sees it: run ids and snapshots, read-only.
struct DiffRunSource {
    let notebook: Notebook

    init(options: GlobalOptions) throws {
        notebook = try options.openNotebook(.read)
    }

    /// Every run id, oldest first.
    func runIDs() throws -> [Int64] {
        try notebook.runs().map(\.id)
    }

    /// Two runs compared (`Lab.comparison`).
    func runComparison(base: Int64, head: Int64, experiments names: [String]?, options: DiffOptions) throws -> RunComparison {
        try Lab.comparison(base: base, head: head, experiments: names, options: options, in: notebook)
    }

    /// Each experiment (all, or the named ones) compared between its latest two results
    /// (`Lab.latestComparison`); a name that is a file's or a previewed view's stands for its experiment.
    func latestComparison(experiments names: [String]?, options: DiffOptions) throws -> RunComparison {
        let found: Result<[ResultPair], NotebookError> = Result { () throws(NotebookError) in
            try notebook.latestResultPairs(experiments: names)
        }
        if case .failure(.unknownExperiment(let name, let known)) = found {
            // A file's only experiment by the file's name, or a view's only preview by the view's
            // name, as `show` and `explain` take them.
            guard let names else { throw CommandError(LookupError.unknown(name, known: known).message) }
            let only = try Lab.resolve(name, known: known, in: notebook)
            let resolved = names.map { $0 == name ? only : $0 }
            var options = options
            if options.experiments != nil { options.experiments = Set(resolved) }
            return try latestComparison(experiments: resolved, options: options)
        }
        let pairs = try found.get()
        guard pairs.contains(where: { $0.base != nil }) else {
            let what = names.map { "\($0.count == 1 ? "'\(Format.escaped($0[0]))' has" : "these experiments have") " }
                ?? "every experiment has "
            throw CommandError("nothing to compare: \(what)at most one result. Edit and `layoutlab run` the file again, "
                + "or `layoutlab rerun --force` (for example with --engine-option), then diff again.")
        }
        return try Lab.latestComparison(pairs, options: options, includeCalls: true, in: notebook)
    }
}
