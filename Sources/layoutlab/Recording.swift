// What `run`, `watch` and `rerun` print about a recorded run, in text or JSON, and the options of
// the commands that record.
import ArgumentParser
import ExperimentFiles
import Experiments
import Lab
import LayoutEngine
import Notebook

/// Printing a recorded run (`Lab.record` records it).
enum Recording {
    /// Prints the summary and returns the exit code (1 for failed expectations under --strict,
    /// 2 when an experiment could not be laid out).
    /// Prints the run (`leftOut`: the files `--skip-missing-modules` and `--skip-failing-files` left out).
    static func finish(_ outcome: RunOutcome, options: GlobalOptions, strict: Bool, leftOut: [LeftOutFile] = []) throws {
        if options.format == .json {
            json(outcome, leftOut: leftOut).print()
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
        headline += ": \(Format.count(outcome.results.count, "experiment")), \(Format.count(outcome.nodes, "node")), "
            + "\(Format.count(outcome.calls, "call"))"
        if !outcome.skipped.isEmpty { headline += "; \(outcome.skipped.count) unchanged, skipped" }
        lines.append(headline)
        let checked = outcome.results.reduce(0) { $0 + $1.expectationsPassed + $1.expectationsFailed }
        if outcome.failures.isEmpty {
            lines.append(checked == 0 ? "No expectations to check." : "All \(Format.count(checked, "expectation")) passed.")
        } else {
            lines.append("\(outcome.failures.count) of \(Format.count(checked, "expectation")) failed:")
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

    static func json(_ outcome: RunOutcome, leftOut: [LeftOutFile] = []) -> JSON {
        .document([
            ("command", .string(outcome.command.rawValue)),
            ("run_id", .int(outcome.runID)),
            ("database", .string(outcome.database)),
            ("label", .optional(outcome.label)),
            ("engine_fingerprint", .string(outcome.engine.fingerprint)),
            ("engine_options", .array(outcome.engine.options.map(JSON.string))),
            ("experiments", .int(Int64(outcome.results.count))),
            ("skipped", .array(outcome.skipped.map(JSON.string))),
            // Each file left out, with why: its first compile error, the modules it imports that are
            // not there, or the left-out file whose declarations it uses.
            ("left_out_files", .array(leftOut.map { file in
                .orderedObject([
                    ("path", .string(file.path)),
                    ("missing_modules", .array(file.missingModules.map(JSON.string))),
                    ("uses", .optional(file.uses)),
                    ("error", .optional(file.compileError.map { "\($0.location.line):\($0.location.column): \($0.message)" })),
                ])
            })),
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

    @Option(name: .long, help: ArgumentHelp(
        "Seconds one experiment may take to build and lay out in its program (default: $LAYOUTLAB_TIMEOUT, else 10).",
        valueName: "seconds"))
    var timeout: Double?

    /// The time limit to give the experiment loader (`--timeout`, else its default).
    var timeLimit: Double {
        timeout.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? ExperimentLoader.defaultTimeLimit()
    }

    func layoutOptions() throws -> LayoutOptions {
        do {
            return try LayoutOptions(parsing: engineOptions)
        } catch {
            throw CommandError(error.description)
        }
    }
}
