// What `show`, `explain`, `diff` and `forget` say when a name or a proposal finds no result
// (`Lab.result(named:)` finds them): the stored names closest to a misspelled one, a file's
// experiments, the valid proposals.
import Experiments
import Lab
import Notebook

extension LookupError {
    /// The error as the command line says it.
    var message: String {
        switch self {
        case let .unknownExperiment(name, known, close):
            guard !known.isEmpty, !close.isEmpty else { return NotebookError.unknownExperiment(name: name, known: known).withAdvice }
            return "no experiment named '\(Format.escaped(name))'. Closest stored names (`layoutlab list` shows all \(known.count)):\n"
                + close.map { "  \(Format.escaped($0))" }.joined(separator: "\n")
        case let .previewedBySeveral(name, previews):
            return "'\(Format.escaped(name))' is previewed by \(previews.count) experiments; name one:\n"
                + previews.map { "  \(Format.escaped($0))" }.joined(separator: "\n")
        case let .fileHasSeveral(name, count, experiments):
            let listed = experiments.map { experiment in
                "  \(Format.escaped(experiment.name))" + (experiment.lastRun.map { " (last recorded in run \($0))" } ?? "")
            }
            return "'\(Format.escaped(name))' names \(count) stored experiments of that file; name one:\n"
                + listed.joined(separator: "\n") + (count > experiments.count ? "\n  …" : "")
        case let .noLayout(experiment, runID, status, error):
            return "experiment '\(Format.escaped(experiment))' has no layout in run \(runID) "
                + "(status \(status)\(error.map { ": \($0)" } ?? ""))."
        case let .noProposal(experiment, runID, index, outcomes):
            let listed = outcomes.prefix(12).map { "\($0.proposalIndex) (\(Format.proposal($0.proposal)))" }
                .joined(separator: ", ") + (outcomes.count > 12 ? ", …" : "")
            let valid = outcomes.count == 1 ? "its only proposal is \(listed)"
                : "valid indices are \(outcomes.first!.proposalIndex)…\(outcomes.last!.proposalIndex): \(listed)"
            return "experiment '\(Format.escaped(experiment))' has no proposal \(index) in run \(runID); \(valid)."
        }
    }

    /// "no experiment named …" with the stored names closest to it.
    static func unknown(_ name: String, known: [String]) -> LookupError {
        .unknownExperiment(name: name, known: known, close: CloseNames.closest(to: name, in: known))
    }
}
