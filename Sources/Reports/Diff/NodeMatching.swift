// Node identity across runs: a node matches by its `.id(...)` label when it has one, else by its
// path (`HStack[0]/frame[1]/Color[0]`). A label used twice in one tree is told apart by its
// occurrence in pre-order (`blue`, `blue#2`), so matching never merges two nodes.
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
