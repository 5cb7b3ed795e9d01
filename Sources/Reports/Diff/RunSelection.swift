// Which two runs `layoutlab diff` compares: the two most recent by default, else the given ids.

/// Why the runs to compare could not be chosen. Each message says what to do next.
public enum RunSelectionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The notebook has fewer than two runs.
    case notEnoughRuns(existing: [Int64])
    /// No run has this id.
    case unknownRun(id: Int64, existing: [Int64])

    public var description: String {
        switch self {
        case .notEnoughRuns(let existing):
            let has = existing.isEmpty ? "has no runs" : "has only run \(existing[0])"
            return "layoutlab diff compares two runs, but the notebook \(has). Run `layoutlab rerun` first "
                + "(for example with --engine-option) to record a second run, then diff again."
        case let .unknownRun(id, existing):
            return "there is no run \(id). Existing runs: \(listed(existing)). `layoutlab runs` shows them with their dates and labels."
        }
    }
}

/// The (base, head) pair to compare. `existing` lists every run id, oldest first. With no ids the
/// two most recent runs are compared; with only `base`, base against the most recent run.
public func selectRuns(base: Int64?, head: Int64?, existing: [Int64]) throws(RunSelectionError) -> (base: Int64, head: Int64) {
    let known = Set(existing)
    for id in [base, head].compactMap({ $0 }) where !known.contains(id) {
        throw .unknownRun(id: id, existing: existing)
    }
    switch (base, head) {
    case let (base?, head?):
        return (base, head)
    case let (base?, nil):
        return (base, existing.max() ?? base)
    default:
        let sorted = existing.sorted()
        guard sorted.count >= 2 else { throw .notEnoughRuns(existing: sorted) }
        return (sorted[sorted.count - 2], sorted[sorted.count - 1])
    }
}

/// `1, 2, 3`, or the 20 most recent with a count of the older ones.
private func listed(_ ids: [Int64]) -> String {
    guard !ids.isEmpty else { return "none" }
    let sorted = ids.sorted()
    let shown = sorted.suffix(20).map(String.init).joined(separator: ", ")
    return sorted.count > 20 ? "\(shown) (and \(sorted.count - 20) older)" : shown
}
