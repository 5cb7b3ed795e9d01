// Finding one experiment's recorded result for `show` and `explain`: the latest run that has it (or
// a given run), one of its proposals, and errors that say what exists — close names for a
// misspelled experiment, the valid indices for a proposal out of range.
import ExperimentFiles
import Experiments
import Notebook

/// One experiment's result in one run.
struct LoadedResult {
    var run: RunSummary
    var result: StoredResult

    /// The result of `name` in run `runID`, else in the latest run that has it. With
    /// `includeCalls: false` the traces are left out.
    static func load(_ notebook: Notebook, name: String, runID: Int64?, includeCalls: Bool = true) throws -> LoadedResult {
        do {
            let latest = try notebook.latestRunID(of: name)
            guard let runID = runID ?? latest else { throw NotebookError.noResult(experiment: name, runID: nil) }
            let snapshot = try notebook.loadSnapshot(runID: runID, experiments: [name], includeCalls: includeCalls)
            guard let result = snapshot.results[name] else { throw NotebookError.noResult(experiment: name, runID: runID) }
            return LoadedResult(run: snapshot.run, result: result)
        } catch let NotebookError.unknownExperiment(name, known) {
            let resolved = try resolve(name, known: known, in: notebook)
            return try load(notebook, name: resolved, runID: runID, includeCalls: includeCalls)
        }
    }

    /// The experiment a name that is not an experiment's stands for: a file's only experiment by
    /// the file's name (`show Checkout` for `Checkout/preview-1`), or the only preview of a view by
    /// the view's name (`show TagCloud` for the `#Preview { TagCloud() }` stored as
    /// `Tags/preview-1`). A file's name with several experiments lists them; any other name throws
    /// the "no experiment named" error, with close names.
    static func resolve(_ name: String, known: [String], in notebook: Notebook) throws -> String {
        let inFile = known.filter { $0.hasPrefix(name + "/") }
        if inFile.count == 1 { return inFile[0] }
        let sources = try notebook.latestDefinitionSources()
        // Parsed only where the name is called (a notebook can hold thousands of definitions).
        let previews = known.filter { experiment in
            guard let source = sources[experiment], source.contains(name + "(") else { return false }
            return PreviewedView.name(inPreview: source) == name
        }
        if previews.count == 1 { return previews[0] }
        if previews.count > 1 {
            throw CommandError("'\(Format.escaped(name))' is previewed by \(previews.count) experiments; name one:\n"
                + previews.map { "  \(Format.escaped($0))" }.joined(separator: "\n"))
        }
        if inFile.count > 1 {
            // Each with the run that last recorded it: an experiment taken out of its file stays
            // stored, and its last run tells it from the file's current ones.
            let listed = try inFile.prefix(20).map { experiment in
                let run = try notebook.latestRunID(of: experiment).map { " (last recorded in run \($0))" } ?? ""
                return "  \(Format.escaped(experiment))\(run)"
            }
            throw CommandError("'\(Format.escaped(name))' names \(inFile.count) stored experiments of that file; name one:\n"
                + listed.joined(separator: "\n") + (inFile.count > 20 ? "\n  …" : ""))
        }
        throw CommandError(unknownExperimentMessage(name, known: known))
    }

    /// Every proposal's layout; an error (with the run's error message) if the experiment failed.
    func outcomes() throws -> [ProposalOutcome] {
        guard result.outcomes.isEmpty else { return result.outcomes }
        let reason = result.error.map { ": \($0)" } ?? ""
        throw CommandError("experiment '\(Format.escaped(result.experiment))' has no layout in run \(run.id) "
            + "(status \(result.status)\(reason)).")
    }

    /// The layout under proposal `index`; an error lists the valid indices, or the run's error.
    func outcome(at index: Int) throws -> ProposalOutcome {
        let outcomes = try outcomes()
        if let outcome = outcomes.first(where: { $0.proposalIndex == index }) { return outcome }
        let name = Format.escaped(result.experiment)
        let listed = result.outcomes.prefix(12).map { "\($0.proposalIndex) (\(Format.proposal($0.proposal)))" }
            .joined(separator: ", ") + (result.outcomes.count > 12 ? ", …" : "")
        let valid = result.outcomes.count == 1 ? "its only proposal is \(listed)"
            : "valid indices are \(result.outcomes.first!.proposalIndex)…\(result.outcomes.last!.proposalIndex): \(listed)"
        throw CommandError("experiment '\(name)' has no proposal \(index) in run \(run.id); \(valid).")
    }

    /// "no experiment named …" with the stored names closest to it.
    static func unknownExperimentMessage(_ name: String, known: [String]) -> String {
        let close = CloseNames.closest(to: name, in: known)
        guard !known.isEmpty, !close.isEmpty else { return NotebookError.unknownExperiment(name: name, known: known).withAdvice }
        return "no experiment named '\(Format.escaped(name))'. Closest stored names (`layoutlab list` shows all \(known.count)):\n"
            + close.map { "  \(Format.escaped($0))" }.joined(separator: "\n")
    }
}

/// Names like a misspelled one: by edit distance, and names that contain it or its last part.
enum CloseNames {
    /// Up to `limit` candidates, closest first: those containing `word` (or the part after its last
    /// `/`) and those within a few edits of it.
    static func closest(to word: String, in candidates: [String], limit: Int = 5) -> [String] {
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
