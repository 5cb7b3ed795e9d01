// Walks the call tree in the order the calls happened and turns it into steps: a step per
// proposal (with the answer appended when the child asked nobody), a summary of each stack's
// probes and the order it chose, a step per parent's own answer (appended to the previous step
// when a single-child view simply follows its child), then the placement steps.
import LayoutEngine
import Notebook

/// Builds the steps of an `Explanation`.
struct ExplanationBuilder {
    /// A step before numbering.
    struct Draft {
        var phase: LayoutPhase
        var text: String
        var nodes: [Int]
    }

    let tree: CallTree
    let names: NodeNames
    let verbose: Bool
    /// The custom guides a node lines its children up by, by node index (from the view tree).
    var customAlignments: [Int: [String]] = [:]
    /// The VStacks whose spacing is nil, by node index (from the view tree).
    var nilSpacingVStacks: Set<Int> = []
    /// What a Text's first answer adds about characters measured at the fallback width, by node
    /// index (from the view tree; ExplanationFallback.swift).
    var fallbackSentences: [Int: String] = [:]
    private(set) var drafts: [Draft] = []
    /// The call whose answer ends the latest step, if it ends with an answer.
    private var lastAnswered: Int?

    init(tree: CallTree, verbose: Bool) {
        self.tree = tree
        self.names = NodeNames(tree.outcome.nodes)
        self.verbose = verbose
    }

    var sentences: Sentences { Sentences(tree: tree, names: names, nilSpacingVStacks: nilSpacingVStacks) }

    mutating func build() {
        for position in tree.topLevel where tree.call(at: position).phase == .sizing {
            visit(position)
        }
        placeAll()
    }

    func numberedSteps() -> [ExplanationStep] {
        drafts.enumerated().map { ExplanationStep(number: $0.offset + 1, phase: $0.element.phase, text: $0.element.text,
                                                  nodes: $0.element.nodes) }
    }

    // MARK: Steps

    mutating func emit(_ text: String, nodes: [Int], phase: LayoutPhase) {
        drafts.append(Draft(phase: phase, text: text, nodes: nodes))
        lastAnswered = nil
    }

    mutating func appendToLast(_ text: String, nodes: [Int]) {
        guard !drafts.isEmpty else { return }
        drafts[drafts.count - 1].text += " " + text
        for node in nodes where !drafts[drafts.count - 1].nodes.contains(node) {
            drafts[drafts.count - 1].nodes.append(node)
        }
    }

    // MARK: Which calls are told

    /// A cached call that repeats a question its asker already put in the same call, a cached call
    /// without a reason or made through a child (a parent measuring again, e.g. to align), or any
    /// cached call while placing: left out unless verbose. A stack's share is always told: what a
    /// child is given is the arrangement's decision, even when it was asked that before (0, say,
    /// for a lower-priority child when nothing is left).
    func isRepeat(_ position: Int) -> Bool {
        let call = tree.call(at: position)
        guard call.cached else { return false }
        if call.phase == .placement || call.reason == nil || tree.isIndirect(position) { return true }
        if call.reason?.code == .stackShare { return false }
        let siblings = call.parentCall.map { tree.childrenBySeq[$0] ?? [] } ?? tree.topLevel
        return siblings.contains { other in
            let earlier = tree.call(at: other)
            return earlier.seq < call.seq && earlier.node == call.node && earlier.proposal == call.proposal
        }
    }

    func visibleChildren(of position: Int) -> [Int] {
        tree.children(of: position).filter { verbose || !isRepeat($0) }
    }

    static func isProbe(_ call: TraceCall) -> Bool {
        call.reason?.code == .stackProbeMin || call.reason?.code == .stackProbeMax
    }

    // MARK: Walking

    /// Tells the call at `position`: the proposal and why, then (if the child asked others) their
    /// steps and the child's own answer.
    mutating func visit(_ position: Int) {
        let call = tree.call(at: position)
        let kids = visibleChildren(of: position)
        var proposal = sentences.proposal(position)
        if kids.isEmpty {
            proposal += " " + sentences.leafAnswer(position)
            if let fallback = fallbackSentences.removeValue(forKey: call.node) { proposal += " " + fallback }
            emit(proposal, nodes: [call.node], phase: call.phase)
            lastAnswered = position
            return
        }
        emit(proposal, nodes: [call.node], phase: call.phase)
        visitChildren(kids, of: position)
        let answer = sentences.answer(position, children: kids)
        if answer.follows, let last = kids.last, lastAnswered == last {
            appendToLast(answer.text, nodes: [call.node])
        } else {
            emit(answer.text, nodes: [call.node], phase: call.phase)
        }
        lastAnswered = position
    }

    mutating func visitChildren(_ kids: [Int], of position: Int) {
        let call = tree.call(at: position)
        let probes = kids.filter { Self.isProbe(tree.call(at: $0)) }
        let shares = kids.filter { tree.call(at: $0).reason?.code == .stackShare }
        // A stack asked again with the same cross-axis proposal keeps the answers and order it had
        // (it asks no child again): the order is told from the earlier probes.
        if probes.isEmpty, shares.count > 1, let kept = keptProbes(of: position, shares: shares) {
            emit(sentences.keptOrder(stack: position, probedIn: kept.call) + " "
                    + sentences.order(stack: position, probes: kept.probes, shares: shares),
                 nodes: [call.node], phase: tree.call(at: shares[0]).phase)
        }
        var toldProbes = false
        var toldOrder = false
        for kid in kids {
            let kidCall = tree.call(at: kid)
            if Self.isProbe(kidCall) && !verbose {
                if !toldProbes {
                    emit(sentences.probeSummary(stack: position, probes: probes, children: nodes(of: shares).count),
                         nodes: [call.node] + nodes(of: probes),
                         phase: kidCall.phase)
                    toldProbes = true
                }
                continue
            }
            if kidCall.reason?.code == .stackShare, !toldOrder, !probes.isEmpty, shares.count > 1 {
                emit(sentences.order(stack: position, probes: probes, shares: shares), nodes: [call.node],
                     phase: kidCall.phase)
                toldOrder = true
            }
            visit(kid)
        }
    }

    /// The probes of the latest earlier call of the same stack made with the cross-axis proposal
    /// its `shares` carry (the stack's kept answers), with that call's position.
    func keptProbes(of position: Int, shares: [Int]) -> (call: Int, probes: [Int])? {
        let stack = tree.call(at: position).node
        let first = tree.call(at: shares[0])
        guard let axis = first.reason.flatMap({ Prose.axis($0[.axis]) }) else { return nil }
        let cross = first.proposal[axis.cross]
        for earlier in (tree.callsByNode[stack] ?? []).reversed() where earlier < position {
            let probes = tree.children(of: earlier).filter { Self.isProbe(tree.call(at: $0)) }
            if let probe = probes.first, tree.call(at: probe).proposal[axis.cross] == cross { return (earlier, probes) }
        }
        return nil
    }

    func nodes(of positions: [Int]) -> [Int] {
        var result: [Int] = []
        for position in positions {
            let node = tree.call(at: position).node
            if !result.contains(node) { result.append(node) }
        }
        return result
    }
}
