// What a layout produces: the nodes (with stable paths and labels), the full trace of
// proposal → response calls in order, and every placed node's final frame in root coordinates.

/// The outcome of laying out one tree under one proposal.
public struct LayoutResult: Hashable, Sendable {
    /// The root proposal.
    public var proposal: ProposedViewSize
    /// The root's chosen size.
    public var rootSize: Size
    /// Every node of the tree in pre-order (index = position in this array); content made during
    /// layout (a reader's, GeometryReader.swift) follows, in the order it was made.
    public var nodes: [NodeRecord]
    /// Every `sizeThatFits` call, in the order it happened, stored compactly.
    public var trace: CompactTrace
    /// Final frames, one per placed node, in placement order. Nodes that were not placed
    /// (a transparent `Group`, an unchosen `ViewThatFits` branch) have none.
    public var placements: [Placement]
    /// The view trees of the content made during layout, in the order it was made: what names those
    /// nodes as their author wrote them. Not part of the result's value (neither compared, hashed
    /// nor encoded): a result read back has none.
    public var madeNodes: [MadeNodes] = []

    public init(proposal: ProposedViewSize, rootSize: Size, nodes: [NodeRecord], calls: [TraceCall], placements: [Placement]) {
        self.init(proposal: proposal, rootSize: rootSize, nodes: nodes, trace: CompactTrace(calls: calls),
                  placements: placements)
    }

    init(proposal: ProposedViewSize, rootSize: Size, nodes: [NodeRecord], trace: CompactTrace, placements: [Placement]) {
        self.proposal = proposal
        self.rootSize = rootSize
        self.nodes = nodes
        self.trace = trace
        self.placements = placements
    }

    public static func == (lhs: LayoutResult, rhs: LayoutResult) -> Bool {
        lhs.proposal == rhs.proposal && lhs.rootSize == rhs.rootSize && lhs.nodes == rhs.nodes && lhs.trace == rhs.trace
            && lhs.placements == rhs.placements
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(proposal)
        hasher.combine(rootSize)
        hasher.combine(nodes)
        hasher.combine(trace)
        hasher.combine(placements)
    }

    /// Every `sizeThatFits` call, in the order it happened (made from `trace` when read).
    public var calls: [TraceCall] {
        get { trace.calls }
        set { trace = CompactTrace(calls: newValue) }
    }

    /// Bytes held by the result: the trace's storage plus one node record and one placement per
    /// node (strings kept out of line, such as long labels, are not counted).
    public var storageBytes: Int {
        trace.storageBytes + nodes.count * MemoryLayout<NodeRecord>.stride
            + placements.count * MemoryLayout<Placement>.stride
    }

    /// The number of calls (`calls.count`, without making them).
    public var callCount: Int { trace.count }

    /// The placement of the node with this label, if any.
    public func placement(labeled label: String) -> Placement? {
        guard let index = nodes.firstIndex(where: { $0.label == label }) else { return nil }
        return placements.first { $0.node == index }
    }

    /// The frame of the node with this label, if it was placed.
    public func frame(of label: String) -> Rect? {
        placement(labeled: label)?.frame
    }

    /// Checks a labelled node against what real SwiftUI produced: its size, and its origin where
    /// one is given, each within `tolerance`. Returns the node's actual frame (nil if no placed node
    /// has the label) and whether it matched. The one rule behind every expectation check.
    public func check(label: String, width: Double, height: Double, x: Double? = nil, y: Double? = nil,
                      tolerance: Double) -> (actual: Rect?, passed: Bool) {
        guard let frame = frame(of: label) else { return (nil, false) }
        func close(_ actual: Double, _ expected: Double?) -> Bool {
            guard let expected else { return true }
            return actual == expected || abs(actual - expected) <= tolerance
        }
        let passed = close(frame.width, width) && close(frame.height, height) && close(frame.minX, x) && close(frame.minY, y)
        return (frame, passed)
    }

    /// The placement of the node at this path, if any.
    public func placement(atPath path: String) -> Placement? {
        guard let index = nodes.firstIndex(where: { $0.path == path }) else { return nil }
        return placements.first { $0.node == index }
    }
}

/// Content a node made while it was laid out (a GeometryReader's, from its geometry): its views,
/// whose nodes are numbered from `first` on in pre-order, below node `parent`.
public struct MadeNodes: Hashable, Codable, Sendable {
    public var parent: Int
    public var first: Int
    public var trees: [ViewNode]

    public init(parent: Int, first: Int, trees: [ViewNode]) {
        self.parent = parent
        self.first = first
        self.trees = trees
    }
}

extension ViewNode {
    /// This tree with the content made while laying it out (`made`, `LayoutResult.madeNodes`) as
    /// the children of the nodes that made it, after their own: the tree as the layout's nodes
    /// link up (each node's parent), which pictures walk beside the stored nodes. Content that does
    /// not follow the nodes before it (never expected) is left out, with all content after it.
    public func addingMade(_ made: [MadeNodes]) -> ViewNode {
        guard !made.isEmpty else { return self }
        var nodes: [ViewNode] = []
        var children: [[Int]] = []
        func number(_ node: ViewNode) -> Int {
            let index = nodes.count
            nodes.append(node)
            children.append([])
            for child in node.children {
                let childIndex = number(child)
                children[index].append(childIndex)
            }
            return index
        }
        _ = number(self)
        for content in made {
            guard content.first == nodes.count, content.parent < nodes.count else { break }
            for tree in content.trees {
                let root = number(tree)
                children[content.parent].append(root)
            }
        }
        func build(_ index: Int) -> ViewNode {
            var node = nodes[index]
            node.children = children[index].map(build)
            return node
        }
        return build(0)
    }
}

extension LayoutResult: Codable {
    private enum CodingKeys: String, CodingKey { case proposal, rootSize, nodes, calls, placements }

    /// The same form as a plain struct with `calls: [TraceCall]`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(proposal: try container.decode(ProposedViewSize.self, forKey: .proposal),
                  rootSize: try container.decode(Size.self, forKey: .rootSize),
                  nodes: try container.decode([NodeRecord].self, forKey: .nodes),
                  calls: try container.decode([TraceCall].self, forKey: .calls),
                  placements: try container.decode([Placement].self, forKey: .placements))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(proposal, forKey: .proposal)
        try container.encode(rootSize, forKey: .rootSize)
        try container.encode(nodes, forKey: .nodes)
        try container.encode(calls, forKey: .calls)
        try container.encode(placements, forKey: .placements)
    }
}

/// One node of the laid-out tree.
public struct NodeRecord: Hashable, Codable, Sendable {
    /// Position in `LayoutResult.nodes` (pre-order).
    public var index: Int
    /// Stable identity across runs: kind names and child positions from the root,
    /// e.g. `HStack[0]/relativeProposed[0]/VStack[0]/Color[0]`. Written when read.
    public var path: String {
        get {
            switch pathStorage {
            case .text(let text): return text
            case .table(let table, let node): return table.path(Int(node))
            }
        }
        set { pathStorage = .text(newValue) }
    }
    // `Optional<...>`, not `...?`: a `var` spelled `T?` starts as nil before the initializer
    // runs, and with it every record made was copied once more and the copy destroyed (2 M
    // instructions a layout of the balanced tree).
    /// The user's `.id(...)` label.
    public var label: Optional<String>
    /// The kind's name (`HStack`, `frame`, ...).
    public var kind: String
    /// The parent's index (nil for the root).
    public var parent: Optional<Int>
    /// Distance from the root (the root is 0).
    public var depth: Int
    /// The path as text, or where the layout's path table can write it.
    var pathStorage: PathStorage

    enum PathStorage: Sendable {
        case text(String)
        case table(NodePathTable, Int32)
    }

    public init(index: Int, path: String, label: String?, kind: String, parent: Int?, depth: Int) {
        self.init(index: index, pathStorage: .text(path), label: label, kind: kind, parent: parent, depth: depth)
    }

    init(index: Int, pathStorage: PathStorage, label: String?, kind: String, parent: Int?, depth: Int) {
        self.index = index
        self.pathStorage = pathStorage
        self.label = label
        self.kind = kind
        self.parent = parent
        self.depth = depth
    }

    public static func == (lhs: NodeRecord, rhs: NodeRecord) -> Bool {
        lhs.index == rhs.index && lhs.label == rhs.label && lhs.kind == rhs.kind && lhs.parent == rhs.parent
            && lhs.depth == rhs.depth && lhs.path == rhs.path
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(index)
        hasher.combine(path)
        hasher.combine(label)
        hasher.combine(kind)
        hasher.combine(parent)
        hasher.combine(depth)
    }

    private enum CodingKeys: String, CodingKey { case index, path, label, kind, parent, depth }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(index: try container.decode(Int.self, forKey: .index),
                  path: try container.decode(String.self, forKey: .path),
                  label: try container.decodeIfPresent(String.self, forKey: .label),
                  kind: try container.decode(String.self, forKey: .kind),
                  parent: try container.decodeIfPresent(Int.self, forKey: .parent),
                  depth: try container.decode(Int.self, forKey: .depth))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(index, forKey: .index)
        try container.encode(path, forKey: .path)
        try container.encodeIfPresent(label, forKey: .label)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(parent, forKey: .parent)
        try container.encode(depth, forKey: .depth)
    }
}

/// The node paths of one layout, kept as each node's parent, kind name and position among its
/// parent's children, and written only when someone reads a node's `path`. Made empty when the
/// layout session starts (its records refer to it from the first), written by the session as it
/// adds nodes, on its thread, and only read after the layout (so exclusivity is checked statically).
final class NodePathTable: @unchecked Sendable {
    /// One node's step of its path.
    struct Step {
        /// The parent's index (-1 for the root).
        var parent: Int32
        /// Position among the parent's children.
        var position: Int32
        /// The kind's name.
        var name: String
    }

    /// Every node's step, by index (appended in place: no copy-on-write check per node).
    let steps = NodeStore<Step>()

    /// `Root[0]/.../Name[position]` for `node`.
    func path(_ node: Int) -> String {
        var chain: [Int] = []
        var current = node
        while current >= 0 {
            chain.append(current)
            current = Int(steps[current].parent)
        }
        var text = ""
        for (step, index) in chain.reversed().enumerated() {
            if step > 0 { text += "/" }
            text += steps[index].name
            text += "["
            text += String(steps[index].position)
            text += "]"
        }
        return text
    }
}

/// When a call happened.
public enum LayoutPhase: String, Hashable, Codable, Sendable {
    /// While sizes were negotiated (`sizeThatFits` all the way down).
    case sizing
    /// While a parent placed its children (`placeSubviews` asking for their dimensions).
    case placement
}

/// One `sizeThatFits` call: who was asked what, by whom, and what it answered.
public struct TraceCall: Hashable, Codable, Sendable {
    /// Order of the call, from 0.
    public var seq: Int
    /// The node that was asked.
    public var node: Int
    /// The call during which this call was made (nil for the root call and for calls made
    /// while placing).
    public var parentCall: Int?
    /// The node that asked (nil for the root).
    public var askedBy: Int?
    /// Depth of the call stack (the root call is 0).
    public var depth: Int
    public var proposal: ProposedViewSize
    public var response: Size
    /// True when the answer came from the memo of an identical earlier call (no recursion happened).
    public var cached: Bool
    public var phase: LayoutPhase
    /// Why the parent proposed this: the rule and its operands.
    public var reason: ProposalReason?

    public init(
        seq: Int, node: Int, parentCall: Int?, askedBy: Int?, depth: Int, proposal: ProposedViewSize,
        response: Size, cached: Bool, phase: LayoutPhase, reason: ProposalReason?
    ) {
        self.seq = seq
        self.node = node
        self.parentCall = parentCall
        self.askedBy = askedBy
        self.depth = depth
        self.proposal = proposal
        self.response = response
        self.cached = cached
        self.phase = phase
        self.reason = reason
    }
}

/// A node's final frame, in root coordinates, and the proposal it was placed with.
public struct Placement: Hashable, Codable, Sendable {
    public var node: Int
    public var frame: Rect
    public var proposal: ProposedViewSize

    public init(node: Int, frame: Rect, proposal: ProposedViewSize) {
        self.node = node
        self.frame = frame
        self.proposal = proposal
    }
}
