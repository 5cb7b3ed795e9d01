// `layoutlab runs`: every recorded run with its engine, options, label and totals.
import ArgumentParser
import Experiments
import Notebook

struct Runs: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List recorded runs.",
        discussion: ExitStatus.readHelp)

    @OptionGroup var global: GlobalOptions

    func run() throws {
        try reportingErrors {
            let notebook = try global.openNotebook(.read)
            let runs = try notebook.runs()
            let totals = Dictionary(uniqueKeysWithValues: try notebook.runTotals().map { ($0.runID, $0) })
            // Results whose definition differs from the experiment's previous result: edits.
            let redefined = Dictionary(grouping: try notebook.redefinitions(), by: \.runID)
                .mapValues { $0.map(\.experiment) }
            if global.format == .json {
                JSON.document([("runs", .array(runs.map { run in
                    guard case .orderedObject(var members) = run.json else { return run.json }
                    members.append(("redefined", .array((redefined[run.id] ?? []).map(JSON.string))))
                    if let total = totals[run.id] {
                        members += [
                            ("command", .string(total.command)), ("finished_at", .optional(total.finishedAt)),
                            ("experiments", .int(Int64(total.experiments))), ("errors", .int(Int64(total.errors))),
                            ("nodes", .int(Int64(total.nodes))), ("calls", .int(Int64(total.calls))),
                            ("expectations_passed", .int(Int64(total.expectationsPassed))),
                            ("expectations_failed", .int(Int64(total.expectationsFailed))),
                        ]
                    }
                    return .orderedObject(members)
                }))]).print()
                return
            }
            guard global.printsText else { return }
            guard !runs.isEmpty else {
                Console.out("No runs recorded yet. Record one with `layoutlab run PATH`.")
                return
            }
            let rows = runs.map { run -> [String] in
                let total = totals[run.id]
                return [
                    "\(run.id)", run.startedAt, run.status.rawValue, total?.command ?? "",
                    "\(total?.experiments ?? 0)",
                    total.map { $0.expectationsFailed == 0 ? "\($0.expectationsPassed) passed" : "\($0.expectationsFailed) failed" } ?? "",
                    "\(run.engineVersion) \(run.engineFingerprint)", run.optionsText,
                    run.label.map(Format.escaped) ?? "",
                    Self.redefinedText(redefined[run.id] ?? []),
                ]
            }
            Console.out(Format.table(["run", "started", "status", "command", "experiments", "expectations", "engine",
                                      "options", "label", "definitions changed"], rows, rightAligned: [0, 4]))
        }
    }

    /// "one, two" or "3: one, two, …" for the experiments a run laid out under a changed definition.
    static func redefinedText(_ names: [String]) -> String {
        guard !names.isEmpty else { return "" }
        let shown = names.prefix(3).map(Format.escaped).joined(separator: ", ")
        return names.count > 3 ? "\(names.count): \(shown), …" : shown
    }
}
