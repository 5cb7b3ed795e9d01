// What `run` and `rerun` share: lay out each experiment, record it (one transaction each), show
// progress, and summarise the run in text or JSON.
import ArgumentParser
import Experiments
import LayoutEngine
import Notebook

/// One experiment ready to record: laid out, or the reason it cannot be.
enum PreparedExperiment: Sendable {
    case laidOut(LaidOutExperiment)
    case unusable(name: String, definitionHash: String, error: String)

    var name: String {
        switch self {
        case .laidOut(let experiment): return experiment.name
        case .unusable(let name, _, _): return name
        }
    }
}

/// A failed expectation, for the summary.
struct FailedExpectation {
    var experiment: String
    var proposalIndex: Int
    var proposal: ProposedViewSize
    var outcome: ExpectationOutcome
}

/// What a recorded run contained.
struct RunOutcome {
    var runID: Int64
    var command: RunRecorder.Command
    var database: String
    var label: String?
    var engine: EngineIdentity
    var results: [ResultSummary] = []
    var failures: [FailedExpectation] = []
    var skipped: [String] = []

    var nodes: Int { results.reduce(0) { $0 + $1.nodes } }
    var calls: Int { results.reduce(0) { $0 + $1.calls } }
    var errors: [ResultSummary] { results.filter { $0.status != "ok" } }
}

enum Recording {
    /// Records one run of `count` experiments, prepared by `prepare(index, runner)` on a background
    /// thread while earlier ones are recorded (`experiments` are stored or updated first, in the run's
    /// first transaction). If recording fails midway the run is marked failed and the error rethrown.
    static func record(
        count: Int, experiments: [Experiment], command: RunRecorder.Command, options: LayoutOptions,
        label: String?, notebook: Notebook, quiet: Bool,
        prepare: @escaping @Sendable (Int, ExperimentRunner) -> PreparedExperiment
    ) throws -> RunOutcome {
        let engine = EngineIdentity(options: options)
        let recorder = try RunRecorder(notebook: notebook, command: command, engine: engine, label: label,
                                       toolVersion: toolVersion, experiments: experiments)
        var outcome = RunOutcome(runID: recorder.runID, command: command, database: notebook.path, label: label,
                                 engine: engine)
        // The background thread also hashes each result and encodes its traces, so this thread
        // only writes rows.
        let context = try recorder.preparationContext()
        let pipeline = LayoutPipeline(count: count) { index -> (PreparedExperiment, PreparedRows?) in
            let prepared = prepare(index, ExperimentRunner(engine: Engine(options: options)))
            guard case .laidOut(let laidOut) = prepared else { return (prepared, nil) }
            return (prepared, RunRecorder.prepare(laidOut, context: context))
        }
        let progress = Progress(total: count, quiet: quiet)
        do {
            for index in 0..<count {
                let (prepared, rows) = pipeline.value(at: index)
                progress.update(index + 1, prepared.name)
                switch prepared {
                case .laidOut(let laidOut):
                    outcome.results.append(try recorder.record(laidOut, prepared: rows))
                    for layout in laidOut.layouts {
                        for failed in layout.expectations where !failed.passed {
                            outcome.failures.append(FailedExpectation(
                                experiment: laidOut.name, proposalIndex: layout.proposalIndex,
                                proposal: layout.result.proposal, outcome: failed))
                        }
                    }
                case let .unusable(name, hash, error):
                    outcome.results.append(try recorder.recordError(experiment: name, definitionHash: hash, error: error))
                }
            }
            progress.finish()
            try recorder.finish()
        } catch {
            pipeline.cancel()
            progress.finish()
            try? recorder.finish(error: "\(error)")
            throw error
        }
        notebook.optimize()
        return outcome
    }

    static let toolVersion = "layoutlab \(Engine.version)"

    /// Prints the summary and returns the exit code (1 for failed expectations under --strict,
    /// 2 when an experiment could not be laid out).
    static func finish(_ outcome: RunOutcome, options: GlobalOptions, strict: Bool) throws {
        if options.format == .json {
            json(outcome).print()
        } else if !options.quiet {
            Console.out(text(outcome))
        }
        if !outcome.errors.isEmpty { throw ExitStatus.error }
        if strict && !outcome.failures.isEmpty { throw ExitStatus.failedExpectations }
    }

    static func text(_ outcome: RunOutcome) -> String {
        var lines: [String] = []
        var headline = "Recorded run \(outcome.runID)"
        if let label = outcome.label { headline += " “\(Format.escaped(label))”" }
        headline += ": \(count(outcome.results.count, "experiment")), \(count(outcome.nodes, "node")), "
            + "\(count(outcome.calls, "call"))"
        if !outcome.skipped.isEmpty { headline += "; \(outcome.skipped.count) unchanged, skipped" }
        lines.append(headline)
        let checked = outcome.results.reduce(0) { $0 + $1.expectationsPassed + $1.expectationsFailed }
        if outcome.failures.isEmpty {
            lines.append(checked == 0 ? "No expectations to check." : "All \(count(checked, "expectation")) passed.")
        } else {
            lines.append("\(outcome.failures.count) of \(count(checked, "expectation")) failed:")
            for failure in outcome.failures.prefix(50) {
                let outcomeText = failure.outcome.actual == nil
                    ? "no node is labelled \"\(Format.escaped(failure.outcome.label))\""
                    : "got \(expectedText(failure.outcome.actual!, origin: failure.outcome.checksOrigin))"
                lines.append("  \(Format.escaped(failure.experiment)) › \(Format.escaped(failure.outcome.label)) "
                    + "(proposal \(Format.proposal(failure.proposal))): expected "
                    + "\(expectedText(failure.outcome.expected, origin: failure.outcome.checksOrigin)), \(outcomeText)")
            }
            if outcome.failures.count > 50 { lines.append("  … \(outcome.failures.count - 50) more not shown") }
        }
        for error in outcome.errors {
            lines.append("error: \(Format.escaped(error.experiment)): \(error.error ?? "failed")")
        }
        lines.append("Notebook: \(outcome.database)")
        return lines.joined(separator: "\n")
    }

    static func expectedText(_ rect: Rect, origin: Bool) -> String {
        origin ? Format.frame(rect) : "\(Format.length(rect.width))×\(Format.length(rect.height))"
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    static func json(_ outcome: RunOutcome) -> JSON {
        .document([
            ("command", .string(outcome.command.rawValue)),
            ("run_id", .int(outcome.runID)),
            ("database", .string(outcome.database)),
            ("label", .optional(outcome.label)),
            ("engine_fingerprint", .string(outcome.engine.fingerprint)),
            ("engine_options", .array(outcome.engine.options.map(JSON.string))),
            ("experiments", .int(Int64(outcome.results.count))),
            ("skipped", .array(outcome.skipped.map(JSON.string))),
            ("nodes", .int(Int64(outcome.nodes))),
            ("calls", .int(Int64(outcome.calls))),
            ("errors", .array(outcome.errors.map {
                .orderedObject([("experiment", .string($0.experiment)), ("error", .optional($0.error))])
            })),
            ("failed_expectations", .array(outcome.failures.map { failure in
                .orderedObject([
                    ("experiment", .string(failure.experiment)),
                    ("label", .string(failure.outcome.label)),
                    ("proposal_index", .int(Int64(failure.proposalIndex))),
                    ("proposal", .proposal(failure.proposal)),
                    ("checks_origin", .bool(failure.outcome.checksOrigin)),
                    ("expected", .rect(failure.outcome.expected)),
                    ("actual", .rect(failure.outcome.actual)),
                ])
            })),
        ])
    }
}

/// `--engine-option KEY=VALUE`, `--label`, `--strict`: options of the commands that record.
struct RecordingOptions: ParsableArguments {
    @Option(name: .customLong("engine-option"), help: ArgumentHelp(
        "An engine option as key=value (repeatable).",
        discussion: LayoutOptions.keys.map { "\($0.key)=\($0.values): \($0.help)" }.joined(separator: "\n"),
        valueName: "key=value"))
    var engineOptions: [String] = []

    @Option(name: .long, help: "A label stored with the run.")
    var label: String?

    @Flag(name: .long, help: "Exit with status 1 when an expectation fails.")
    var strict = false

    func layoutOptions() throws -> LayoutOptions {
        do {
            return try LayoutOptions(parsing: engineOptions)
        } catch {
            throw CommandError(error.description)
        }
    }
}
