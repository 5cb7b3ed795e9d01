// A node table lists what moved on its own. When a node moves, everything inside it moves with it
// (a VStack whose spacing grew pushes a whole card down): those descendants, with the same Δx and
// Δy as the listed node and their size unchanged, are counted in its row instead of listed, so a
// one-modifier edit reads as the few nodes it really moved. So are descendants whose frames are the
// listed node's, before and after (a Text inside `.font` and `.lineLimit`, which pass its frame
// through): they changed exactly as the row says.
import LayoutEngine

/// One row of a node table: a changed node, and how many nodes inside it changed with it unlisted.
public struct NodeTableRow: Hashable, Sendable {
    public var node: NodeDiff
    /// Descendants folded into this row: the same translation as `node`, the same size as before.
    public var movedWith: Int
    /// Descendants folded into this row because their frames are `node`'s, before and after.
    public var sameFrames: Int = 0

    /// How the folded descendants read after the row's node ("" when there are none), with
    /// `separator` after "inside": "2 nodes inside, moved with it", "1 node inside, with the same
    /// frames", or both.
    public func foldedText(separator: String = " ") -> String {
        func nodes(_ count: Int) -> String { "\(count) \(count == 1 ? "node" : "nodes") inside\(separator)" }
        switch (movedWith, sameFrames) {
        case (0, 0): return ""
        case (_, 0): return nodes(movedWith) + "moved with it"
        case (0, _): return nodes(sameFrames) + "with the same frames"
        default: return nodes(movedWith) + "moved with it, \(sameFrames) with the same frames"
        }
    }
}

/// The rows of a node table for `nodes` (in tree order, parents before children): a node is folded
/// into the nearest listed ancestor when both only moved, by the same Δx and Δy, or when its frames
/// are that ancestor's before and after — the same within `options`' tolerance (frames computed
/// along different paths differ in the last bits: −15.99999999999988 against −15.99999999999994).
public func foldingMovedWithAncestors(_ nodes: [NodeDiff], options: DiffOptions = DiffOptions()) -> [NodeTableRow] {
    /// A listed node that may have descendants folded into it.
    struct Open {
        var prefix: String
        var translation: FrameDelta?
        var before: Rect?
        var after: Rect?
        var row: Int
    }
    func translation(_ node: NodeDiff) -> FrameDelta? {
        guard node.change == .shifted, let delta = node.delta, delta.width == 0, delta.height == 0 else { return nil }
        return delta
    }
    func same(_ a: FrameDelta, _ b: FrameDelta?) -> Bool {
        guard let b else { return false }
        return options.same(a.x, b.x) && options.same(a.y, b.y)
    }
    func same(_ a: Rect, _ b: Rect?) -> Bool {
        guard let b else { return false }
        return options.same(a.minX, b.minX) && options.same(a.minY, b.minY)
            && options.same(a.width, b.width) && options.same(a.height, b.height)
    }
    var rows: [NodeTableRow] = []
    var open: [Open] = []
    for node in nodes {
        while let last = open.last, !node.path.hasPrefix(last.prefix) { open.removeLast() }
        let moved = translation(node)
        if let moved, let last = open.last, same(moved, last.translation) {
            rows[last.row].movedWith += 1
            continue
        }
        if node.change == .shifted, let last = open.last, let before = node.before, let after = node.after,
           same(before, last.before), same(after, last.after) {
            rows[last.row].sameFrames += 1
            continue
        }
        rows.append(NodeTableRow(node: node, movedWith: 0))
        open.append(Open(prefix: node.path + "/", translation: moved, before: node.before, after: node.after,
                         row: rows.count - 1))
    }
    return rows
}
