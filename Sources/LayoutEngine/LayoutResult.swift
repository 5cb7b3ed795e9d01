// What a layout produces: the nodes (with stable paths and labels), the full trace of
// proposal → response calls in order, and every placed node's final frame in root coordinates.

/// The outcome of laying out one tree under one proposal.
public struct LayoutResult: Hashable, Codable, Sendable {
    /// The root proposal.
    public var proposal: ProposedViewSize
    /// The root's chosen size.
    public var rootSize: Size
    /// Every node of the tree in pre-order (index = position in this array); content made during
    /// layout (a reader's, GeometryReader.swift) follows, in the order it was made.
    public var nodes: [NodeRecord]
    /// Every `sizeThatFits` call, in the order it happened.
    public var calls: [TraceCall]
    /// Final frames, one per placed node, in placement order. Nodes that were not placed
    /// (a transparent `Group`, an unchosen `ViewThatFits` branch) have none.
    public var placements: [Placement]

    public init(proposal: ProposedViewSize, rootSize: Size, nodes: [NodeRecord], calls: [TraceCall], placements: [Placement]) {
        self.proposal = proposal
        self.rootSize = rootSize
        self.nodes = nodes
        self.calls = calls
        self.placements = placements
    }

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

/// One node of the laid-out tree.
public struct NodeRecord: Hashable, Codable, Sendable {
    /// Position in `LayoutResult.nodes` (pre-order).
    public var index: Int
    /// Stable identity across runs: kind names and child positions from the root,
    /// e.g. `HStack[0]/relativeProposed[0]/VStack[0]/Color[0]`.
    public var path: String
    /// The user's `.id(...)` label.
    public var label: String?
    /// The kind's name (`HStack`, `frame`, ...).
    public var kind: String
    /// The parent's index (nil for the root).
    public var parent: Int?
    /// Distance from the root (the root is 0).
    public var depth: Int

    public init(index: Int, path: String, label: String?, kind: String, parent: Int?, depth: Int) {
        self.index = index
        self.path = path
        self.label = label
        self.kind = kind
        self.parent = parent
        self.depth = depth
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
