// A node table lists what moved on its own. When a node moves, everything inside it moves with it
// (a VStack whose spacing grew pushes a whole card down): those descendants, with the same Δx and
// Δy as the listed node and their size unchanged, are counted in its row instead of listed, so a
// one-modifier edit reads as the few nodes it really moved.

/// One row of a node table: a changed node, and how many nodes inside it moved with it unlisted.
public struct NodeTableRow: Hashable, Sendable {
    public var node: NodeDiff
    /// Descendants folded into this row: the same translation as `node`, the same size as before.
    public var movedWith: Int
}

/// The rows of a node table for `nodes` (in tree order, parents before children): a node is folded
/// into the nearest listed ancestor when both only moved, by the same Δx and Δy.
public func foldingMovedWithAncestors(_ nodes: [NodeDiff]) -> [NodeTableRow] {
    /// A listed node that may have descendants folded into it.
    struct Open {
        var prefix: String
        var translation: FrameDelta?
        var row: Int
    }
    func translation(_ node: NodeDiff) -> FrameDelta? {
        guard node.change == .shifted, let delta = node.delta, delta.width == 0, delta.height == 0 else { return nil }
        return delta
    }
    var rows: [NodeTableRow] = []
    var open: [Open] = []
    for node in nodes {
        while let last = open.last, !node.path.hasPrefix(last.prefix) { open.removeLast() }
        let moved = translation(node)
        if let moved, let last = open.last, last.translation == moved {
            rows[last.row].movedWith += 1
            continue
        }
        rows.append(NodeTableRow(node: node, movedWith: 0))
        open.append(Open(prefix: node.path + "/", translation: moved, row: rows.count - 1))
    }
    return rows
}
