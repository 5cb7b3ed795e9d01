// Comparing recorded results: two runs, or each experiment's latest two results (`diff NAME`, and
// what `watch` prints after every save). Each result's hashes, proposals and expectations are
// loaded first; nodes, frames and definitions only for experiments whose two results are not known
// to be identical (another definition, different or unknown content hashes), and traces where a
// report may show where they part. A suite where 1 % moved loads the rows of that 1 %.
import Notebook
import Reports

extension Lab {
    /// Runs `base` and `head` compared (all experiments, or `experiments`).
    public static func comparison(base: Int64, head: Int64, experiments names: [String]?, options: DiffOptions,
                                  in notebook: Notebook) throws -> RunComparison {
        var before = try notebook.loadSnapshot(runID: base, experiments: names, includeNodes: false)
        var after = try notebook.loadSnapshot(runID: head, experiments: names, includeNodes: false)
        let differing = notIdentical(before.results, after.results)
        if !differing.isEmpty {
            for (name, result) in try notebook.loadSnapshot(runID: base, experiments: differing).results { before.results[name] = result }
            for (name, result) in try notebook.loadSnapshot(runID: head, experiments: differing).results { after.results[name] = result }
        }
        return compareRuns(base: before, head: after, options: options)
    }

    /// Each experiment of `pairs` (`Notebook.latestResultPairs`) compared between its two results.
    /// Loads each involved run once, with only the experiments paired in it; `includeCalls` loads
    /// the traces of pairs that may differ (a report shows where they part; `watch` needs none).
    public static func latestComparison(_ pairs: [ResultPair], options: DiffOptions = DiffOptions(),
                                        includeCalls: Bool, in notebook: Notebook) throws -> RunComparison {
        var wanted: [Int64: [String]] = [:]
        for pair in pairs {
            wanted[pair.head, default: []].append(pair.experiment)
            if let base = pair.base { wanted[base, default: []].append(pair.experiment) }
        }
        var snapshots: [Int64: RunSnapshot] = [:]
        for (runID, experiments) in wanted {
            snapshots[runID] = try notebook.loadSnapshot(runID: runID, experiments: experiments, includeNodes: false)
        }
        // The rows of the pairs not known to be identical (an added experiment shows none).
        var rows: [Int64: [String]] = [:]
        for pair in pairs {
            guard let base = pair.base, let before = snapshots[base]?.results[pair.experiment],
                  let after = snapshots[pair.head]?.results[pair.experiment],
                  !notIdentical([pair.experiment: before], [pair.experiment: after]).isEmpty else { continue }
            rows[base, default: []].append(pair.experiment)
            rows[pair.head, default: []].append(pair.experiment)
        }
        for (runID, experiments) in rows {
            for (name, result) in try notebook.loadSnapshot(runID: runID, experiments: experiments,
                                                            includeCalls: includeCalls).results {
                snapshots[runID]?.results[name] = result
            }
        }
        let paired = pairs.map { pair in
            PairedResults(experiment: pair.experiment, base: pair.base.flatMap { snapshots[$0]?.results[pair.experiment] },
                          head: snapshots[pair.head]?.results[pair.experiment], runs: RunPair(base: pair.base, head: pair.head))
        }
        guard let head = pairs.map(\.head).max().flatMap({ snapshots[$0]?.run }) ?? snapshots.values.first?.run else {
            throw NotebookError.noResult(experiment: pairs.first?.experiment ?? "", runID: nil)
        }
        let base = pairs.compactMap(\.base).min().flatMap { snapshots[$0]?.run } ?? head
        return compareLatestResults(paired, base: base, head: head, options: options)
    }

    /// The experiments in both whose results are not known to be identical: another definition,
    /// or not the same content hash.
    static func notIdentical(_ base: [String: StoredResult], _ head: [String: StoredResult]) -> [String] {
        base.compactMap { name, result in
            guard let other = head[name] else { return nil }
            if let hash = result.contentHash, hash == other.contentHash, result.definitionHash == other.definitionHash { return nil }
            return name
        }.sorted()
    }
}
