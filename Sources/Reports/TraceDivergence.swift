// The first diverging call: walk both traces in order and stop at the first position where the
// asked node (by identity), the proposal or the response differ. That call is usually the cause
// of a shift: the view whose answer changed, or the parent whose proposal changed.
import LayoutEngine
import Notebook

/// The first position where two traces disagree, or nil if they agree within the tolerance.
func firstDivergence(base: [StoredCall], baseKeys: NodeKeys, baseNodes: [StoredNode],
                     head: [StoredCall], headKeys: NodeKeys, headNodes: [StoredNode],
                     options: DiffOptions) -> CallDivergence? {
    let common = min(base.count, head.count)
    for position in 0..<common {
        let old = base[position]
        let new = head[position]
        let sameNode = baseKeys.key(ofNodeIndex: old.node) == headKeys.key(ofNodeIndex: new.node)
        if sameNode && options.same(old.proposal, new.proposal) && options.same(old.response, new.response) {
            continue
        }
        return CallDivergence(base: side(old, calls: base, keys: baseKeys, nodes: baseNodes),
                              head: side(new, calls: head, keys: headKeys, nodes: headNodes))
    }
    guard base.count != head.count else { return nil }
    return CallDivergence(
        base: base.count > common ? side(base[common], calls: base, keys: baseKeys, nodes: baseNodes) : nil,
        head: head.count > common ? side(head[common], calls: head, keys: headKeys, nodes: headNodes) : nil)
}

private func side(_ call: StoredCall, calls: [StoredCall], keys: NodeKeys, nodes: [StoredNode]) -> CallSide {
    let position = keys.positionByIndex[call.node]
    let key = position.map { keys.keys[$0] } ?? .path("node \(call.node)")
    let kind = position.map { nodes[$0].kind } ?? "?"
    // The asker is the node of the enclosing call; calls are stored in seq order, so look it up
    // by position when seq numbers are dense, else by a scan of this one trace.
    var asker: NodeKey?
    if let parent = call.parentCall {
        let parentCall = (parent < calls.count && calls[parent].seq == parent)
            ? calls[parent] : calls.first { $0.seq == parent }
        asker = parentCall.flatMap { keys.key(ofNodeIndex: $0.node) }
    }
    return CallSide(seq: call.seq, node: key, kind: kind, askedBy: asker, proposal: call.proposal,
                    response: call.response, phase: call.phase, rule: call.reason?.rule)
}
