// Comparing two runs experiment by experiment. Linear in the size of both runs: experiments,
// nodes and expectations are matched through dictionaries, traces are walked once in order.
import Experiments
import LayoutEngine
import Notebook

/// Compares a base run with a head run. Pure: reads the snapshots, writes nothing.
///
/// Experiments match by name. An experiment is *added* or *removed* when it is in one run only,
/// *failed* when either result is an error, *redefined* when its definition hash differs (its
/// frames are still compared, with the source change), else *shifted* or *unchanged* depending on
/// its nodes' frames under each proposal index.
public func compareRuns(base: RunSnapshot, head: RunSnapshot, options: DiffOptions = DiffOptions()) -> RunComparison {
    var names = Set(base.results.keys).union(head.results.keys)
    if let wanted = options.experiments { names.formIntersection(wanted) }
    let pairs = names.sorted().map { name in
        PairedResults(experiment: name, base: base.results[name], head: head.results[name], runs: nil)
    }
    return compare(pairs, base: base.run, head: head.run, options: options, pairing: .runs)
}

/// Two results of one experiment to compare, and the runs they came from.
public struct PairedResults: Sendable {
    public var experiment: String
    public var base: StoredResult?
    public var head: StoredResult?
    /// The runs of `base` and `head` (nil when they are the comparison's two runs).
    public var runs: RunPair?

    public init(experiment: String, base: StoredResult?, head: StoredResult?, runs: RunPair?) {
        self.experiment = experiment
        self.base = base
        self.head = head
        self.runs = runs
    }
}

/// Compares each experiment's own pair of results — what a default `layoutlab diff` does with each
/// experiment's latest two results, so a partial run never makes the others look removed. An
/// experiment with one result only is *added*. `base`/`head` are the oldest base run and the newest
/// head run, for the report's header.
public func compareLatestResults(_ pairs: [PairedResults], base: RunSummary, head: RunSummary,
                                 options: DiffOptions = DiffOptions()) -> RunComparison {
    let wanted = options.experiments
    let selected = pairs.filter { wanted?.contains($0.experiment) ?? true }.sorted { $0.experiment < $1.experiment }
    return compare(selected, base: base, head: head, options: options, pairing: .latestResults)
}

private func compare(_ pairs: [PairedResults], base: RunSummary, head: RunSummary, options: DiffOptions,
                     pairing: RunComparison.Pairing) -> RunComparison {
    var experiments: [ExperimentDiff] = []
    experiments.reserveCapacity(pairs.count)
    var expectations = ExpectationSummary()
    for pair in pairs {
        let name = pair.experiment
        let before = pair.base
        let after = pair.head
        if let before { countExpectations(before, passed: &expectations.basePassed, failed: &expectations.baseFailed) }
        if let after { countExpectations(after, passed: &expectations.headPassed, failed: &expectations.headFailed) }
        var diff = compareExperiment(name: name, base: before, head: after, options: options)
        diff.runs = pair.runs
        if let before, let after {
            expectations.flips += expectationFlips(name: name, base: before, head: after)
        }
        experiments.append(diff)
    }
    var comparison = RunComparison(base: base, head: head, options: options, experiments: experiments,
                                   expectations: expectations)
    comparison.pairing = pairing
    return comparison
}

/// Compares one experiment's results (either may be missing).
public func compareExperiment(name: String, base: StoredResult?, head: StoredResult?,
                              options: DiffOptions = DiffOptions()) -> ExperimentDiff {
    guard let base else { return ExperimentDiff(name: name, status: head?.status == .error ? .failed : .added,
                                                headError: head?.error) }
    guard let head else { return ExperimentDiff(name: name, status: .removed, baseError: base.error) }
    if base.status == .error || head.status == .error {
        return ExperimentDiff(name: name, status: .failed,
                              baseError: base.status == .error ? (base.error ?? "error") : nil,
                              headError: head.status == .error ? (head.error ?? "error") : nil)
    }
    let redefined = base.definitionHash != head.definitionHash
    // The same content hash means the same nodes, frames, calls and expectations: nothing moved
    // and the traces agree, so nodes and calls need no matching.
    let identical = !redefined && base.contentHash != nil && base.contentHash == head.contentHash
    var headByIndex: [Int: ProposalOutcome] = Dictionary(minimumCapacity: head.outcomes.count)
    for outcome in head.outcomes { headByIndex[outcome.proposalIndex] = outcome }
    var proposals: [ProposalDiff] = []
    for outcome in base.outcomes.sorted(by: { $0.proposalIndex < $1.proposalIndex }) {
        guard let other = headByIndex[outcome.proposalIndex] else { continue }
        proposals.append(identical
            ? ProposalDiff(proposalIndex: outcome.proposalIndex, baseProposal: outcome.proposal, headProposal: other.proposal,
                           nodes: [], firstDivergence: nil, baseNodes: outcome.nodes, headNodes: other.nodes)
            : compareOutcome(base: outcome, head: other, options: options))
    }
    if redefined {
        // An edit: the frames are compared all the same (nodes by label, then path), and the report
        // shows the source change beside them.
        var diff = ExperimentDiff(name: name, status: .redefined, proposals: proposals)
        diff.baseDefinitionJSON = base.definitionJSON
        diff.headDefinitionJSON = head.definitionJSON
        diff.baseMadeViewsJSON = base.madeViewsJSON
        diff.headMadeViewsJSON = head.madeViewsJSON
        diff.definitionChange = DefinitionChange(
            baseHash: base.definitionHash, headHash: head.definitionHash,
            sourceDiff: unifiedDiff(base: base.source ?? "", head: head.source ?? "",
                                    baseName: "\(name) (\(base.definitionHash.prefix(12)))",
                                    headName: "\(name) (\(head.definitionHash.prefix(12)))"),
            sourcesKnown: base.source != nil && head.source != nil,
            proposalCounts: (base.outcomes.count, head.outcomes.count))
        if diff.definitionChange!.sourceDiff.isEmpty, let before = base.definitionJSON.flatMap(definitionOutlineWithOrigins),
           let after = head.definitionJSON.flatMap(definitionOutlineWithOrigins) {
            let outlineDiff = unifiedDiff(
                base: before.map(\.line).joined(separator: "\n"), head: after.map(\.line).joined(separator: "\n"),
                baseName: "definition \(base.definitionHash.prefix(12))", headName: "definition \(head.definitionHash.prefix(12))")
            diff.definitionChange!.outlineDiff = outlineDiff
            diff.definitionChange!.changedAt = origins(ofChangedLines: outlineDiff, base: before, head: after)
        }
        // A layout that runs its file's own code keeps the file (and the other files of its module):
        // the edit shows there, file by file.
        if diff.definitionChange!.sourceDiff.isEmpty, let baseJSON = base.definitionJSON, let headJSON = head.definitionJSON {
            let before = definitionProgramFiles(baseJSON), after = definitionProgramFiles(headJSON)
            if let first = before.first, let last = after.first {
                let earlier = Dictionary(before.dropFirst().map { ($0.file, $0.text) }) { first, _ in first }
                var lines = unifiedDiff(base: first.text, head: last.text, baseName: "\(first.file) (\(base.definitionHash.prefix(12)))",
                                        headName: "\(last.file) (\(head.definitionHash.prefix(12)))")
                for companion in after.dropFirst() where earlier[companion.file] != companion.text {
                    lines += unifiedDiff(base: earlier[companion.file] ?? "", head: companion.text,
                                         baseName: "\(companion.file) (\(base.definitionHash.prefix(12)))",
                                         headName: "\(companion.file) (\(head.definitionHash.prefix(12)))")
                }
                diff.definitionChange!.programDiff = lines
            }
        }
        return diff
    }
    let shifted = proposals.contains { $0.shifted }
    var diff = ExperimentDiff(name: name, status: shifted ? .shifted : .unchanged, proposals: proposals)
    diff.baseDefinitionJSON = base.definitionJSON
    diff.headDefinitionJSON = head.definitionJSON
    diff.baseMadeViewsJSON = base.madeViewsJSON
    diff.headMadeViewsJSON = head.madeViewsJSON
    return diff
}

/// Compares the layouts of one proposal: node frames, then the traces.
public func compareOutcome(base: ProposalOutcome, head: ProposalOutcome, options: DiffOptions = DiffOptions()) -> ProposalDiff {
    let baseKeys = NodeKeys(base.nodes)
    let headKeys = NodeKeys(head.nodes)
    // In tree order, so that a GeometryReader's content (stored last) is listed under its reader.
    let order = head.nodes.treeOrder
    let pairs = SiblingAlignment.pairs(base: base.nodes, baseKeys: baseKeys, head: head.nodes, headKeys: headKeys, headOrder: order)
    let pairedBase = Set(pairs.values)
    var changes: [NodeDiff] = []
    for position in order {
        let node = head.nodes[position]
        let key = headKeys.keys[position]
        guard let basePosition = pairs[position] else {
            changes.append(NodeDiff(key: key, kind: node.kind, path: node.path, change: .added,
                                    before: nil, after: node.frame, delta: nil))
            continue
        }
        let old = base.nodes[basePosition]
        switch (old.frame, node.frame) {
        case (nil, nil):
            continue
        case (nil, let after?):
            changes.append(NodeDiff(key: key, kind: node.kind, path: node.path, change: .placed,
                                    before: nil, after: after, delta: nil))
        case (let before?, nil):
            changes.append(NodeDiff(key: key, kind: node.kind, path: node.path, change: .unplaced,
                                    before: before, after: nil, delta: nil))
        case let (before?, after?):
            let delta = frameDelta(from: before, to: after, options: options)
            if !delta.isZero {
                changes.append(NodeDiff(key: key, kind: node.kind, path: node.path, change: .shifted,
                                        before: before, after: after, delta: delta))
            }
        }
    }
    for (position, node) in base.nodes.enumerated() {
        let key = baseKeys.keys[position]
        if !pairedBase.contains(position) {
            changes.append(NodeDiff(key: key, kind: node.kind, path: node.path, change: .removed,
                                    before: node.frame, after: nil, delta: nil))
        }
    }
    let divergence = firstDivergence(base: base.calls, baseKeys: baseKeys, baseNodes: base.nodes,
                                     head: head.calls, headKeys: headKeys, headNodes: head.nodes, options: options)
    return ProposalDiff(proposalIndex: base.proposalIndex, baseProposal: base.proposal, headProposal: head.proposal,
                        nodes: changes, firstDivergence: divergence, baseNodes: base.nodes, headNodes: head.nodes)
}

/// `after − before` per component; components equal within the tolerance are 0.
public func frameDelta(from before: Rect, to after: Rect, options: DiffOptions = DiffOptions()) -> FrameDelta {
    func component(_ a: Double, _ b: Double) -> Double { options.same(a, b) ? 0 : b - a }
    return FrameDelta(x: component(before.minX, after.minX), y: component(before.minY, after.minY),
                      width: component(before.width, after.width), height: component(before.height, after.height))
}

private func countExpectations(_ result: StoredResult, passed: inout Int, failed: inout Int) {
    for outcome in result.outcomes {
        for expectation in outcome.expectations {
            if expectation.passed { passed += 1 } else { failed += 1 }
        }
    }
}

/// Expectations that passed in one run and failed in the other, matched by proposal index,
/// label and occurrence of the label.
private func expectationFlips(name: String, base: StoredResult, head: StoredResult) -> [ExpectationFlip] {
    struct Key: Hashable { var proposal: Int; var label: String; var occurrence: Int }
    func keyed(_ result: StoredResult) -> [Key: ExpectationOutcome] {
        var table: [Key: ExpectationOutcome] = [:]
        for outcome in result.outcomes {
            var seen: [String: Int] = [:]
            for expectation in outcome.expectations {
                let occurrence = seen[expectation.label, default: 0]
                seen[expectation.label] = occurrence + 1
                table[Key(proposal: outcome.proposalIndex, label: expectation.label, occurrence: occurrence)] = expectation
            }
        }
        return table
    }
    let headTable = keyed(head)
    var flips: [(Key, ExpectationFlip)] = []
    for (key, old) in keyed(base) {
        guard let new = headTable[key], new.passed != old.passed else { continue }
        flips.append((key, ExpectationFlip(experiment: name, proposalIndex: key.proposal, label: key.label,
                                           expected: new.expected, checksOrigin: new.checksOrigin,
                                           baseActual: old.actual, headActual: new.actual, nowPasses: new.passed)))
    }
    return flips.sorted { a, b in
        if a.0.proposal != b.0.proposal { return a.0.proposal < b.0.proposal }
        if a.0.label != b.0.label { return a.0.label < b.0.label }
        return a.0.occurrence < b.0.occurrence
    }.map { $0.1 }
}
