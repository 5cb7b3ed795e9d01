// `layoutlab list`: the stored experiments and their latest results.
import ArgumentParser
import Experiments
import Notebook

struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List stored experiments and their latest results.",
        discussion: ExitStatus.readHelp)

    @OptionGroup var global: GlobalOptions

    func run() throws {
        try reportingErrors {
            let notebook = try global.openNotebook(.read)
            let experiments = try notebook.experimentSummaries()
            if global.format == .json {
                JSON.document([("experiments", .array(experiments.map(json)))]).print()
                return
            }
            guard global.printsText else { return }
            guard !experiments.isEmpty else {
                Console.out("No experiments stored yet. Record some with `layoutlab run PATH`.")
                return
            }
            let rows = experiments.map { experiment -> [String] in
                let latest = experiment.latest
                let expectations: String
                if let latest, experiment.expectationCount > 0 {
                    expectations = latest.expectationsFailed == 0
                        ? "\(latest.expectationsPassed) passed"
                        : "\(latest.expectationsFailed) failed, \(latest.expectationsPassed) passed"
                } else {
                    expectations = experiment.expectationCount == 0 ? "none" : "not run"
                }
                return [
                    Format.escaped(experiment.name),
                    experiment.proposals.count == 1 ? Format.proposal(experiment.proposals[0]) : "\(experiment.proposals.count) proposals",
                    latest.map { "\($0.nodes)" } ?? "-",
                    expectations,
                    latest.map { "\($0.runID)" } ?? "-",
                    latest?.status.rawValue ?? "-",
                    experiment.versions > 1 ? "\(experiment.versions)" : "1",
                    experiment.definedAt ?? "-",
                ]
            }
            // Which of the user's views each preview shows, when any does.
            let shows = experiments.contains { $0.previewedView != nil }
            let table = shows ? zip(rows, experiments).map { row, experiment in
                [row[0], experiment.previewedView.map(Format.escaped) ?? "-"] + row.dropFirst()
            } : rows
            Console.out(Format.table(["experiment"] + (shows ? ["shows"] : []) + ["proposal", "nodes", "expectations", "run",
                                      "status", "versions", "defined"], table, rightAligned: shows ? [3, 5, 7] : [2, 4, 6]))
            Console.out("\(Format.count(experiments.count, "experiment")) in \(notebook.path)")
        }
    }

    private func json(_ experiment: ExperimentSummary) -> JSON {
        .orderedObject([
            ("name", .string(experiment.name)),
            ("definition_hash", .string(experiment.definitionHash)),
            ("source_location", .optional(experiment.sourceLocation)),
            ("previewed_view", .optional(experiment.previewedView)),
            ("proposals", .array(experiment.proposals.map(JSON.proposal))),
            ("expectations", .int(Int64(experiment.expectationCount))),
            ("created_at", .string(experiment.createdAt)),
            ("updated_at", .string(experiment.updatedAt)),
            ("versions", .int(Int64(experiment.versions))),
            ("defined_at", .optional(experiment.definedAt)),
            ("latest", experiment.latest.map { latest in
                .orderedObject([
                    ("run_id", .int(latest.runID)), ("status", .string(latest.status.rawValue)),
                    ("nodes", .int(Int64(latest.nodes))), ("calls", .int(Int64(latest.calls))),
                    ("expectations_passed", .int(Int64(latest.expectationsPassed))),
                    ("expectations_failed", .int(Int64(latest.expectationsFailed))),
                ])
            } ?? .null),
        ])
    }
}
