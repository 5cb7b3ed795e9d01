// Comparing two runs experiment by experiment. Linear in the size of both runs: experiments,
// nodes and expectations are matched through dictionaries, traces are walked once in order.
import Experiments
import LayoutEngine
import Notebook

/// Compares a base run with a head run. Pure: reads the snapshots, writes nothing.
///
/// Experiments match by name. An experiment is *added* or *removed* when it is in one run only,
/// *failed* when either result is an error, *redefined* when its definition hash differs, else
/// *shifted* or *unchanged* depending on its nodes' frames under each proposal index.
public func compareRuns(base: RunSnapshot, head: RunSnapshot, options: DiffOptions = DiffOptions()) -> RunComparison {
    var names = Set(base.results.keys).union(head.results.keys)
    if let wanted = options.experiments { names.formIntersection(wanted) }
    var experiments: [ExperimentDiff] = []
    experiments.reserveCapacity(names.count)
    var expectations = ExpectationSummary()
    for name in names.sorted() {
        let before = base.results[name]
        let after = head.results[name]
        if let before { countExpectations(before, passed: &expectations.basePassed, failed: &expectations.baseFailed) }
        if let after { countExpectations(after, passed: &expectations.headPassed, failed: &expectations.headFailed) }
        let diff = compareExperiment(name: name, base: before, head: after, options: options)
        if let before, let after, before.definitionHash == after.definitionHash {
            expectations.flips += expectationFlips(name: name, base: before, head: after)
        }
        experiments.append(diff)
    }
    return RunComparison(base: base.run, head: head.run, options: options, experiments: experiments,
                         expectations: expectations)
}

/// Compares one experiment's results (either may be missing).
public func compareExperiment(name: String, base: StoredResult?, head: StoredResult?,
                              options: DiffOptions = DiffOptions()) -> ExperimentDiff {
    guard let base else { return ExperimentDiff(name: name, status: head?.status == "error" ? .failed : .added,
                                                headError: head?.error) }
    guard let head else { return ExperimentDiff(name: name, status: .removed, baseError: base.error) }
    if base.status == "error" || head.status == "error" {
        return ExperimentDiff(name: name, status: .failed,
                              baseError: base.status == "error" ? (base.error ?? "error") : nil,
                              headError: head.status == "error" ? (head.error ?? "error") : nil)
    }
    if base.definitionHash != head.definitionHash {
        return ExperimentDiff(name: name, status: .redefined)
    }
    var headByIndex: [Int: ProposalOutcome] = Dictionary(minimumCapacity: head.outcomes.count)
    for outcome in head.outcomes { headByIndex[outcome.proposalIndex] = outcome }
    var proposals: [ProposalDiff] = []
    for outcome in base.outcomes.sorted(by: { $0.proposalIndex < $1.proposalIndex }) {
        guard let other = headByIndex[outcome.proposalIndex] else { continue }
        proposals.append(compareOutcome(base: outcome, head: other, options: options))
    }
    let shifted = proposals.contains { $0.shifted }
    return ExperimentDiff(name: name, status: shifted ? .shifted : .unchanged, proposals: proposals)
}

/// Compares the layouts of one proposal: node frames, then the traces.
public func compareOutcome(base: ProposalOutcome, head: ProposalOutcome, options: DiffOptions = DiffOptions()) -> ProposalDiff {
    let baseKeys = NodeKeys(base.nodes)
    let headKeys = NodeKeys(head.nodes)
    var changes: [NodeDiff] = []
    for (position, node) in head.nodes.enumerated() {
        let key = headKeys.keys[position]
        guard let basePosition = baseKeys.positionByKey[key] else {
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
        if headKeys.positionByKey[key] == nil {
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
