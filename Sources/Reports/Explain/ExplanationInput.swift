// What an explanation reads: one proposal's stored nodes, frames and calls (`ProposalOutcome`),
// indexed for walking the call tree. An engine `LayoutResult` converts to the same shape
// (`ProposalOutcome(recording:)`), so tests and tools can explain a layout without a notebook.
import LayoutEngine
import Notebook

/// The calls of one outcome as a tree: each call's position, its nested calls, and node lookups.
struct CallTree {
    let outcome: ProposalOutcome
    /// Position in `outcome.calls` by sequence number.
    let positionBySeq: [Int: Int]
    /// Positions of the calls made during each call, in order, by the parent call's sequence number.
    let childrenBySeq: [Int: [Int]]
    /// Positions of the calls made by nobody's call (the root's, and those made while placing).
    let topLevel: [Int]
    /// Positions of each node's calls, in order, by node index.
    let callsByNode: [Int: [Int]]
    /// Position in `outcome.nodes` by node index.
    let nodePosition: [Int: Int]
    /// Child node indices by parent node index, in tree order.
    let childNodes: [Int: [Int]]

    init(_ outcome: ProposalOutcome) {
        self.outcome = outcome
        var positionBySeq: [Int: Int] = [:]
        var childrenBySeq: [Int: [Int]] = [:]
        var topLevel: [Int] = []
        var callsByNode: [Int: [Int]] = [:]
        for (position, call) in outcome.calls.enumerated() {
            positionBySeq[call.seq] = position
            callsByNode[call.node, default: []].append(position)
            if let parent = call.parentCall {
                childrenBySeq[parent, default: []].append(position)
            } else {
                topLevel.append(position)
            }
        }
        var nodePosition: [Int: Int] = [:]
        var childNodes: [Int: [Int]] = [:]
        for (position, node) in outcome.nodes.enumerated() {
            nodePosition[node.index] = position
            if let parent = node.parent { childNodes[parent, default: []].append(node.index) }
        }
        self.positionBySeq = positionBySeq
        self.childrenBySeq = childrenBySeq
        self.topLevel = topLevel
        self.callsByNode = callsByNode
        self.nodePosition = nodePosition
        self.childNodes = childNodes
    }

    func call(at position: Int) -> TraceCall { outcome.calls[position] }

    /// The calls made during the call at `position`.
    func children(of position: Int) -> [Int] {
        childrenBySeq[outcome.calls[position].seq] ?? []
    }

    /// The call during which the call at `position` was made.
    func parent(of position: Int) -> Int? {
        outcome.calls[position].parentCall.flatMap { positionBySeq[$0] }
    }

    func node(_ index: Int) -> StoredNode? {
        nodePosition[index].map { outcome.nodes[$0] }
    }

    /// The node that made the call at `position`: the node of the enclosing call, else the tree
    /// parent. A call that reached a grandchild through its parent (a stack measuring how a child
    /// aligns, say) is the tree parent's, whose rule its reason names.
    func asker(of position: Int) -> Int? {
        let treeParent = node(outcome.calls[position].node)?.parent
        guard let parent = parent(of: position) else {
            // A Grid asks and places its rows' cells itself.
            if let treeParent, let kind = node(treeParent)?.kind, KindFacts(storedKind: kind)?.tag == .gridRow {
                return node(treeParent)?.parent
            }
            return treeParent
        }
        let caller = outcome.calls[parent].node
        if let treeParent, treeParent != caller, isIndirect(position) { return treeParent }
        return caller
    }

    /// Whether the call at `position` was made by an ancestor other than the node's parent (a
    /// Group's children count as their container's, a GridRow's cells as their Grid's).
    func isIndirect(_ position: Int) -> Bool {
        guard let parent = parent(of: position), let treeParent = node(outcome.calls[position].node)?.parent else {
            return false
        }
        let caller = outcome.calls[parent].node
        let lends = node(treeParent).flatMap { KindFacts(storedKind: $0.kind) }?.lendsChildrenToParent ?? false
        return treeParent != caller && !lends
    }

    /// The node's ancestors, nearest first.
    func ancestors(of index: Int) -> [Int] {
        var result: [Int] = []
        var current = node(index)?.parent
        while let parent = current, !result.contains(parent) {
            result.append(parent)
            current = node(parent)?.parent
        }
        return result
    }

    /// The node and all nodes below it.
    func subtree(of index: Int) -> Set<Int> {
        var result: Set<Int> = []
        var pending = [index]
        while let next = pending.popLast() {
            guard result.insert(next).inserted else { continue }
            pending += childNodes[next] ?? []
        }
        return result
    }
}
