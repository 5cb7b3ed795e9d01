// Finding one experiment's recorded result (for `show`, `explain` and `diff NAME`): the latest run
// that has it (or a given run), one of its proposals, and what stands for an experiment when a
// name is not one's own — a file's only experiment by the file's name, a view's only preview by
// the view's name. Errors state what exists (close names, the file's experiments, the valid
// proposals); the command line words them.
import Experiments
import Notebook

/// One experiment's result in one run.
public struct LoadedResult: Sendable {
    public var run: RunSummary
    public var result: StoredResult
}

/// Why a name or a proposal finds no result, with what exists instead.
public enum LookupError: Error, Sendable {
    /// No stored experiment has this name; `close` are the stored names nearest to it.
    case unknownExperiment(name: String, known: [String], close: [String])
    /// The name is a view previewed by several experiments.
    case previewedBySeveral(name: String, previews: [String])
    /// The name is a file's with `count` stored experiments: the first 20, each with the run that
    /// last recorded it.
    case fileHasSeveral(name: String, count: Int, experiments: [(name: String, lastRun: Int64?)])
    /// The experiment failed in the run: no layout.
    case noLayout(experiment: String, runID: Int64, status: ResultStatus, error: String?)
    /// The run laid the experiment out, but not under this proposal.
    case noProposal(experiment: String, runID: Int64, index: Int, outcomes: [ProposalOutcome])
}

extension Lab {
    /// The result of `name` in run `runID`, else in the latest run that has it; a name that is a
    /// file's or a previewed view's stands for its only experiment. With `includeCalls: false` the
    /// traces are left out.
    public static func result(named name: String, runID: Int64?, includeCalls: Bool = true,
                              in notebook: Notebook) throws -> LoadedResult {
        do {
            let latest = try notebook.latestRunID(of: name)
            guard let runID = runID ?? latest else { throw NotebookError.noResult(experiment: name, runID: nil) }
            let snapshot = try notebook.loadSnapshot(runID: runID, experiments: [name], includeCalls: includeCalls)
            guard let result = snapshot.results[name] else { throw NotebookError.noResult(experiment: name, runID: runID) }
            return LoadedResult(run: snapshot.run, result: result)
        } catch let NotebookError.unknownExperiment(name, known) {
            let resolved = try resolve(name, known: known, in: notebook)
            return try result(named: resolved, runID: runID, includeCalls: includeCalls, in: notebook)
        }
    }

    /// The experiment a name that is not an experiment's stands for: a file's only experiment by
    /// the file's name (`show Checkout` for `Checkout/preview-1`), or the only preview of a view by
    /// the view's name (`show TagCloud` for the `#Preview { TagCloud() }` stored as
    /// `Tags/preview-1`).
    public static func resolve(_ name: String, known: [String], in notebook: Notebook) throws -> String {
        let inFile = known.filter { $0.hasPrefix(name + "/") }
        if inFile.count == 1 { return inFile[0] }
        let previews = try notebook.experiments(previewing: name)
        if previews.count == 1 { return previews[0] }
        if previews.count > 1 { throw LookupError.previewedBySeveral(name: name, previews: previews) }
        if inFile.count > 1 {
            // Each with the run that last recorded it: an experiment taken out of its file stays
            // stored, and its last run tells it from the file's current ones.
            let listed = try inFile.prefix(20).map { experiment in (name: experiment, lastRun: try notebook.latestRunID(of: experiment)) }
            throw LookupError.fileHasSeveral(name: name, count: inFile.count, experiments: listed)
        }
        throw LookupError.unknownExperiment(name: name, known: known, close: CloseNames.closest(to: name, in: known))
    }
}

extension LoadedResult {
    /// Every proposal's layout; an error if the experiment failed in this run.
    public func outcomes() throws(LookupError) -> [ProposalOutcome] {
        guard result.outcomes.isEmpty else { return result.outcomes }
        throw .noLayout(experiment: result.experiment, runID: run.id, status: result.status, error: result.error)
    }

    /// The layout under proposal `index`; an error lists the valid ones.
    public func outcome(at index: Int) throws(LookupError) -> ProposalOutcome {
        let outcomes = try outcomes()
        if let outcome = outcomes.first(where: { $0.proposalIndex == index }) { return outcome }
        throw .noProposal(experiment: result.experiment, runID: run.id, index: index, outcomes: outcomes)
    }
}

/// Names like a misspelled one: by edit distance, and names that contain it or its last part.
public enum CloseNames {
    /// Up to `limit` candidates, closest first: those containing `word` (or the part after its last
    /// `/`) and those within a few edits of it.
    public static func closest(to word: String, in candidates: [String], limit: Int = 5) -> [String] {
        let needle = word.lowercased()
        let tail = needle.split(separator: "/").last.map(String.init) ?? needle
        let allowed = max(2, needle.count / 3)
        var scored: [(name: String, score: Int)] = []
        for candidate in candidates {
            let lower = candidate.lowercased()
            let distance = editDistance(needle, lower)
            if distance <= allowed {
                scored.append((candidate, distance))
            } else if tail.count >= 3, lower.contains(needle) || lower.contains(tail) {
                scored.append((candidate, allowed + 1))
            }
        }
        return scored.sorted { ($0.score, $0.name) < ($1.score, $1.name) }.prefix(limit).map(\.name)
    }
}
