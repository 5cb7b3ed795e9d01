// `layoutlab explain NAME [--run N] [--proposal INDEX] [--node LABEL] [--verbose]`: the numbered,
// plain-English account of one recorded layout, written by the Reports module from the stored
// trace. This file finds the result, picks the proposal and prints the steps (or JSON).
import ArgumentParser
import Experiments
import LayoutEngine
import Lab
import Notebook
import Reports

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Explain step by step why an experiment's layout came out as it did.",
        discussion: """
            Tells, in the order it happened, who proposed what to whom and why (the rule and its \
            arithmetic), what each child answered, how each parent chose its size and where it placed \
            its children — from the trace recorded in the notebook.

            \(ExitStatus.readHelp)
            """)

    @Argument(help: "The experiment's name (`layoutlab list` shows them).", transform: ExperimentName.normalized)
    var name: String

    @Option(name: .customLong("run"), help: ArgumentHelp(
        "The run to explain (default: the latest run with this experiment).", valueName: "N"))
    var runID: Int64?

    @Option(name: .long, help: ArgumentHelp(
        "Which of the experiment's proposals to explain, 0-based (a sweep has many).", valueName: "INDEX"))
    var proposal = 0

    @Option(name: .long, help: ArgumentHelp(
        "Only the steps about this node (its label or path), its ancestors and its content.", valueName: "LABEL"))
    var node: String?

    @Flag(name: .long, help: "List every probing call and every repeat answered from the memo.")
    var verbose = false

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard proposal >= 0 else { throw ValidationError("--proposal must be 0 or more, not \(proposal).") }
    }

    func run() throws {
        try reportingErrors {
            let notebook = try global.openNotebook(.read)
            let loaded = try Lab.result(named: name, runID: runID, in: notebook)
            let outcome = try loaded.outcome(at: proposal)
            // The view tree names custom alignment guides: the definition this result was laid out from.
            let explanation = try Explanation(outcome: outcome, options: ExplanationOptions(verbose: verbose, node: node),
                                              viewTree: loaded.result.definition()?.tree)
            if global.format == .json {
                json(explanation, loaded: loaded, outcome: outcome).print()
            } else if global.printsText {
                Console.out(text(explanation, loaded: loaded, outcome: outcome))
            }
        }
    }

    private func text(_ explanation: Explanation, loaded: LoadedResult, outcome: ProposalOutcome) -> String {
        let count = loaded.result.outcomes.count
        var header = "\(Format.escaped(loaded.result.experiment)) — run \(loaded.run.id), "
            + (count > 1 ? "proposal \(outcome.proposalIndex) of 0…\(count - 1)" : "proposal \(outcome.proposalIndex)")
            + ": \(Format.proposal(outcome.proposal)) → \(explanation.rootSize.map(Format.size) ?? "?")"
        if let node { header += ", steps about \(Format.escaped(node))" }
        guard !explanation.steps.isEmpty else { return header + "\n\n(no steps)" }
        let width = min(max(Console.columns(fallback: 100), 40), 100)
        var body = explanation.text(width: width)
        if body.hasSuffix("\n") { body.removeLast() }
        return header + "\n\n" + body
    }

    private func json(_ explanation: Explanation, loaded: LoadedResult, outcome: ProposalOutcome) -> JSON {
        .document([
            ("experiment", .string(loaded.result.experiment)),
            ("run", loaded.run.json),
            ("proposal_index", .int(Int64(outcome.proposalIndex))),
            ("proposal", .proposal(outcome.proposal)),
            ("root_size", explanation.rootSize.map { .orderedObject([("width", .outputLength($0.width)), ("height", .outputLength($0.height))]) }
                ?? .null),
            ("node", .optional(node)),
            ("verbose", .bool(verbose)),
            ("steps", .array(explanation.steps.map { step in
                .orderedObject([("number", .int(Int64(step.number))), ("phase", .string(step.phase.rawValue)),
                         ("text", .string(step.text)), ("nodes", .array(step.nodes.map { .int(Int64($0)) }))])
            })),
        ])
    }
}
