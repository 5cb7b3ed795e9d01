// Node identity across runs: a node matches by its `.id(...)` label when it has one, else by its
// path (`HStack[0]/frame[1]/Color[0]`). A label used twice in one tree is told apart by its
// occurrence in pre-order (`blue`, `blue#2`), so matching never merges two nodes. Comparing two
// results, unlabelled nodes whose path moved are then paired by their order among the same
// parent's children, through a modifier added or removed around them (`SiblingAlignment`).
import LayoutEngine
import Notebook

/// The identity of a node across two runs.
public enum NodeKey: Hashable, Sendable, Comparable {
    /// A user label and its occurrence among nodes with that label (0 for the first).
    case label(String, occurrence: Int)
    /// A structural path, for unlabelled nodes.
    case path(String)

    /// How reports name the node: the label (with `#n` for a repeated label), else the path.
    public var display: String {
        switch self {
        case .label(let label, 0): return label
        case .label(let label, let occurrence): return "\(label)#\(occurrence + 1)"
        case .path(let path): return path
        }
    }
}

/// The keys of a run's nodes, aligned with the nodes array, plus a lookup from key and from
/// stored node index to position.
public struct NodeKeys: Sendable {
    /// `keys[i]` is the key of `nodes[i]`.
    public private(set) var keys: [NodeKey]
    /// Position in the nodes array for each key.
    public private(set) var positionByKey: [NodeKey: Int]
    /// Position in the nodes array for each stored node index.
    public private(set) var positionByIndex: [Int: Int]

    /// Computes the keys of `nodes` in one pass.
    public init(_ nodes: [StoredNode]) {
        keys = []
        keys.reserveCapacity(nodes.count)
        positionByKey = Dictionary(minimumCapacity: nodes.count)
        positionByIndex = Dictionary(minimumCapacity: nodes.count)
        var seenLabels: [String: Int] = [:]
        for (position, node) in nodes.enumerated() {
            let key: NodeKey
            if let label = node.label {
                let occurrence = seenLabels[label, default: 0]
                seenLabels[label] = occurrence + 1
                key = .label(label, occurrence: occurrence)
            } else {
                key = .path(node.path)
            }
            keys.append(key)
            if positionByKey[key] == nil { positionByKey[key] = position }
            positionByIndex[node.index] = position
        }
    }

    /// The key of the node with this stored index, if the node exists.
    public func key(ofNodeIndex index: Int) -> NodeKey? {
        positionByIndex[index].map { keys[$0] }
    }
}

/// Each node of one result paired with the same view in the other. Nodes pair by key; the
/// unlabelled nodes their keys leave unmatched pair when they sit in the same place of the tree:
/// under a parent the two results share, the unmatched children of each side are aligned in order
/// by kind and as-written name (a longest common subsequence; labelled nodes are the views their
/// labels name, never paired otherwise), so a view that moved because a sibling before it was
/// removed (a `Spacer` taken out of an `HStack`) is reported as moved, not as removed and added
/// again. A view inserted before its siblings moves their paths onto each other (`frame[2]` was
/// "Coconut" and is now "Banana" after a divider went in): two unlabelled nodes a path pairs but
/// whose as-written names differ are aligned as unmatched ones, and keep their pairing only when
/// the alignment finds neither another (a Text whose string was edited). Parents are paired
/// before their children, so a paired container's content pairs in turn.
public enum SiblingAlignment {
    /// Head position → base position for every head node that has a counterpart; `headOrder` is
    /// the head nodes' tree order (`treeOrder`), which the caller has already.
    public static func pairs(base: [StoredNode], baseKeys: NodeKeys, head: [StoredNode], headKeys: NodeKeys,
                             headOrder: [Int]) -> [Int: Int] {
        var headToBase: [Int: Int] = [:]
        var baseMatched = Set<Int>()
        // Path pairs whose views are written differently, held back until the alignment has run.
        var doubted: [Int: Int] = [:]
        for (position, key) in headKeys.keys.enumerated() {
            guard let basePosition = baseKeys.positionByKey[key] else { continue }
            if case .path = key, let name = head[position].displayName, let old = base[basePosition].displayName, name != old {
                doubted[position] = basePosition
                continue
            }
            headToBase[position] = basePosition
            baseMatched.insert(basePosition)
        }
        let baseChildren = children(of: base, keys: baseKeys)
        let headChildren = children(of: head, keys: headKeys)
        // The roots first, as the children of one parent both trees share (a modifier put around
        // the whole preview, `.environment(\.dynamicTypeSize, …)`, moves every path down a level).
        let roots = -1
        for parent in [roots] + headOrder {
            let baseParent = parent == roots ? roots : headToBase[parent]
            guard let baseParent else { continue }
            let headFree = free(parent == roots ? head.indices.filter { head[$0].parent == nil } : headChildren[parent] ?? [],
                                of: head, children: headChildren) { headToBase[$0] != nil }
            let baseFree = free(baseParent == roots ? base.indices.filter { base[$0].parent == nil } : baseChildren[baseParent] ?? [],
                                of: base, children: baseChildren) { baseMatched.contains($0) }
            guard !headFree.isEmpty, !baseFree.isEmpty else { continue }
            for (h, b) in commonSubsequence(headFree.map { signature(head[$0]) }, baseFree.map { signature(base[$0]) }) {
                headToBase[headFree[h]] = baseFree[b]
                baseMatched.insert(baseFree[b])
            }
            // A doubted pair among these children that the alignment left apart stays a pair.
            for child in headFree where headToBase[child] == nil {
                guard let old = doubted[child], !baseMatched.contains(old) else { continue }
                headToBase[child] = old
                baseMatched.insert(old)
            }
        }
        for (position, old) in doubted where headToBase[position] == nil && !baseMatched.contains(old) {
            headToBase[position] = old
            baseMatched.insert(old)
        }
        return headToBase
    }

    /// Each base node's key as the head node it pairs with (`pairs`) has it, so that pictures
    /// match boxes as the report matches nodes; a base node without a pair whose key a head node
    /// has is keyed apart (`removed:` before its path), so it is drawn as removed.
    public static func headKeys(forBase base: [StoredNode], head: [StoredNode]) -> [NodeKey: NodeKey] {
        let baseKeys = NodeKeys(base), headKeys = NodeKeys(head)
        let paired = pairs(base: base, baseKeys: baseKeys, head: head, headKeys: headKeys, headOrder: head.treeOrder)
        var renamed: [NodeKey: NodeKey] = [:]
        for (headPosition, basePosition) in paired { renamed[baseKeys.keys[basePosition]] = headKeys.keys[headPosition] }
        for (position, key) in baseKeys.keys.enumerated() where renamed[key] == nil && headKeys.positionByKey[key] != nil {
            renamed[key] = .path("removed:" + base[position].path)
        }
        return renamed
    }

    /// The unlabelled children among `children` that are not matched yet, each followed by the
    /// content of an unmatched modifier among them, level by level: a modifier added around a view
    /// (`.frame(width: 100)` on a `Picker`) moves the view one level down, and the view is still
    /// paired with itself, its content in turn.
    static func free(_ children: [Int], of nodes: [StoredNode], children map: [Int: [Int]],
                     matched: (Int) -> Bool) -> [Int] {
        var result: [Int] = []
        for child in children where !matched(child) && nodes[child].label == nil {
            result.append(child)
            var current = child
            while KindFacts(storedKind: nodes[current].kind)?.isModifier == true, let content = map[current]?.first,
                  !matched(content), nodes[content].label == nil {
                result.append(content)
                current = content
            }
        }
        return result
    }

    /// What two nodes must share to be the same view: their kind, the name their path gives it, and
    /// how the user wrote them.
    static func signature(_ node: StoredNode) -> String {
        let step = node.path.split(separator: "/").last.map { $0.prefix { $0 != "[" } } ?? ""
        return node.kind + "\u{1F}" + step + "\u{1F}" + (node.displayName ?? "")
    }

    /// Each position's children's positions, in order.
    static func children(of nodes: [StoredNode], keys: NodeKeys) -> [Int: [Int]] {
        var children: [Int: [Int]] = [:]
        for (position, node) in nodes.enumerated() {
            if let parent = node.parent.flatMap({ keys.positionByIndex[$0] }) { children[parent, default: []].append(position) }
        }
        return children
    }

    /// The index pairs of a longest common subsequence of `a` and `b` (sibling lists are short).
    static func commonSubsequence(_ a: [String], _ b: [String]) -> [(Int, Int)] {
        guard a.count * b.count <= 1_000_000 else { return [] }
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var pairs: [(Int, Int)] = []
        var (i, j) = (0, 0)
        while i < a.count && j < b.count {
            if a[i] == b[j] {
                pairs.append((i, j))
                i += 1
                j += 1
            } else if lengths[i + 1][j] >= lengths[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return pairs
    }
}
