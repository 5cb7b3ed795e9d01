// The first diverging call. A trace lists calls when they start (a parent before its children),
// but a call's answer is known only when it ends, after its children. Walking calls in seq order
// and comparing answers would blame the outermost call whose answer changed, a consequence. So
// both traces are replayed as events in the order they happened (a call's start, then its
// children, then its answer) and compared event by event: the first event that differs is the
// first thing the engine did differently, usually the cause of the shift.
import LayoutEngine
import Notebook

/// One event of a trace: a call started (node + proposal known) or ended (answer known).
private struct TraceEvent {
    var position: Int
    var isEnd: Bool
}

/// The trace's events in the order they happened: a call ends when the next call is not one of
/// its descendants (calls are in seq order; `parentCall` links a call to the call it was made in).
private func events(_ calls: [TraceCall]) -> [TraceEvent] {
    var result: [TraceEvent] = []
    result.reserveCapacity(calls.count * 2)
    var open: [Int] = []
    for (position, call) in calls.enumerated() {
        while let top = open.last, calls[top].seq != call.parentCall {
            result.append(TraceEvent(position: top, isEnd: true))
            open.removeLast()
        }
        result.append(TraceEvent(position: position, isEnd: false))
        open.append(position)
    }
    while let top = open.popLast() { result.append(TraceEvent(position: top, isEnd: true)) }
    return result
}

/// The first event where two traces disagree, or nil if they agree within the tolerance.
func firstDivergence(base: [TraceCall], baseKeys: NodeKeys, baseNodes: [StoredNode],
                     head: [TraceCall], headKeys: NodeKeys, headNodes: [StoredNode],
                     options: DiffOptions) -> CallDivergence? {
    let baseEvents = events(base)
    let headEvents = events(head)
    func report(_ old: TraceEvent?, _ new: TraceEvent?, _ aspect: DivergenceAspect) -> CallDivergence {
        CallDivergence(base: old.map { side(base[$0.position], calls: base, keys: baseKeys, nodes: baseNodes) },
                       head: new.map { side(head[$0.position], calls: head, keys: headKeys, nodes: headNodes) },
                       aspect: aspect)
    }
    for index in 0..<min(baseEvents.count, headEvents.count) {
        let old = baseEvents[index]
        let new = headEvents[index]
        let oldCall = base[old.position]
        let newCall = head[new.position]
        let sameNode = baseKeys.key(ofNodeIndex: oldCall.node) == headKeys.key(ofNodeIndex: newCall.node)
        guard old.isEnd == new.isEnd, sameNode else { return report(old, new, .call) }
        if old.isEnd {
            if !options.same(oldCall.response, newCall.response) { return report(old, new, .answer) }
        } else if !options.same(oldCall.proposal, newCall.proposal) {
            return report(old, new, .proposal)
        }
    }
    guard baseEvents.count != headEvents.count else { return nil }
    let common = min(baseEvents.count, headEvents.count)
    return report(baseEvents.count > common ? baseEvents[common] : nil,
                  headEvents.count > common ? headEvents[common] : nil, .call)
}

private func side(_ call: TraceCall, calls: [TraceCall], keys: NodeKeys, nodes: [StoredNode]) -> CallSide {
    let position = keys.positionByIndex[call.node]
    let key = position.map { keys.keys[$0] } ?? .path("node \(call.node)")
    let kind = position.map { nodes[$0].kind } ?? "?"
    // The asker is the node of the enclosing call; calls are stored in seq order, so look it up
    // by position when seq numbers are dense, else by a scan of this one trace.
    var asker: NodeKey?
    if let parent = call.parentCall {
        let parentCall = (parent >= 0 && parent < calls.count && calls[parent].seq == parent)
            ? calls[parent] : calls.first { $0.seq == parent }
        asker = parentCall.flatMap { keys.key(ofNodeIndex: $0.node) }
    }
    return CallSide(seq: call.seq, node: key, kind: kind, askedBy: asker, proposal: call.proposal,
                    response: call.response, phase: call.phase, rule: call.reason?.rule)
}
