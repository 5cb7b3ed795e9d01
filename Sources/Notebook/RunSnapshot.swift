// Read models: what the notebook hands to reports and the CLI when it loads stored runs.
// Plain values, independent of SQLite. (Interface between Notebook and Reports.)
import Experiments
import LayoutEngine

/// One recorded run.
public struct RunSummary: Hashable, Sendable {
    public var id: Int64
    /// UTC, ISO 8601 (`2026-11-22T04:10:00Z`).
    public var startedAt: String
    public var engineVersion: String
    public var engineFingerprint: String
    /// Non-default engine options as `key=value`, sorted.
    public var engineOptions: [String]
    public var toolVersion: String
    public var label: String?
    public var status: RunStatus

    public init(id: Int64, startedAt: String, engineVersion: String, engineFingerprint: String,
                engineOptions: [String], toolVersion: String, label: String?, status: RunStatus) {
        self.id = id
        self.startedAt = startedAt
        self.engineVersion = engineVersion
        self.engineFingerprint = engineFingerprint
        self.engineOptions = engineOptions
        self.toolVersion = toolVersion
        self.label = label
        self.status = status
    }
}

/// Everything one run recorded, for comparison.
public struct RunSnapshot: Hashable, Sendable {
    public var run: RunSummary
    /// Keyed by experiment name.
    public var results: [String: StoredResult]

    public init(run: RunSummary, results: [String: StoredResult]) {
        self.run = run
        self.results = results
    }
}

/// One experiment's result in a run.
public struct StoredResult: Hashable, Sendable {
    public var experiment: String
    /// Hash of the experiment's canonical definition at the time of the run.
    public var definitionHash: String
    public var status: ResultStatus
    public var error: String?
    /// One outcome per proposal, in proposal order.
    public var outcomes: [ProposalOutcome]
    /// The source text of the definition this result laid out (nil when the notebook no longer has
    /// that version: results recorded before schema version 3 under an earlier definition).
    public var source: String?
    /// That definition's canonical JSON (nil when `source` is).
    public var definitionJSON: String?
    /// The hash of the result's rows (`result.content_hash`): two results with the same hash have
    /// the same frames, trace and expectations. Nil for results recorded before schema version 4.
    public var contentHash: String?
    /// The canonical JSON of the views the first layout made (`result.made_views`, migration 0013;
    /// `CanonicalTree.encodeMade`): nil when it made none, or was recorded before that version.
    public var madeViewsJSON: String?

    public init(experiment: String, definitionHash: String, status: ResultStatus, error: String?, outcomes: [ProposalOutcome],
                source: String? = nil, definitionJSON: String? = nil) {
        self.experiment = experiment
        self.definitionHash = definitionHash
        self.status = status
        self.error = error
        self.outcomes = outcomes
        self.source = source
        self.definitionJSON = definitionJSON
    }
}

/// The layout of an experiment under one of its proposals.
public struct ProposalOutcome: Hashable, Sendable {
    public var proposalIndex: Int
    public var proposal: ProposedViewSize
    public var nodes: [StoredNode]
    public var calls: [TraceCall]
    public var expectations: [ExpectationOutcome]

    public init(proposalIndex: Int, proposal: ProposedViewSize, nodes: [StoredNode], calls: [TraceCall],
                expectations: [ExpectationOutcome]) {
        self.proposalIndex = proposalIndex
        self.proposal = proposal
        self.nodes = nodes
        self.calls = calls
        self.expectations = expectations
    }
}

/// A node and its final frame (nil if it was not placed).
public struct StoredNode: Hashable, Sendable {
    public var index: Int
    public var path: String
    public var label: String?
    public var kind: String
    public var parent: Int?
    public var frame: Rect?
    /// The nearest of the user's own view types that made the node (`WeatherDayView`), when known.
    public var viewType: String?
    /// `Weather.swift:23:9`: where the view expression that made the node is written, when known.
    public var sourceLine: String?
    /// The node as the user wrote it (`Text "76°" · padding`; `NodeFacts`), when known.
    public var displayName: String?

    public init(index: Int, path: String, label: String?, kind: String, parent: Int?, frame: Rect?,
                viewType: String? = nil, sourceLine: String? = nil, displayName: String? = nil) {
        self.index = index
        self.path = path
        self.label = label
        self.kind = kind
        self.parent = parent
        self.frame = frame
        self.viewType = viewType
        self.sourceLine = sourceLine
        self.displayName = displayName
    }
}

extension Array where Element == StoredNode {
    /// The nodes' positions in tree order: each node followed by its children, siblings in the
    /// order they are stored. Nodes are stored in the order they were made, which is that order
    /// except for a GeometryReader's content, made when the reader is placed, after every other node.
    public var treeOrder: [Int] {
        if isInTreeOrder { return [Int](indices) }
        var positionByIndex: [Int: Int] = [:]
        for (position, node) in enumerated() { positionByIndex[node.index] = position }
        var children: [Int: [Int]] = [:]
        var roots: [Int] = []
        for (position, node) in enumerated() {
            if let parent = node.parent.flatMap({ positionByIndex[$0] }) {
                children[parent, default: []].append(position)
            } else {
                roots.append(position)
            }
        }
        // Without recursion: trees can be 10,000 levels deep.
        var ordered: [Int] = []
        ordered.reserveCapacity(count)
        var pending = [Int](roots.reversed())
        while let position = pending.popLast() {
            ordered.append(position)
            pending += (children[position] ?? []).reversed()
        }
        return ordered
    }

    /// Whether the nodes are stored in tree order already (the usual case, checked without
    /// building anything): each node's index is its position and its parent is on the path from
    /// the root to the node before it.
    private var isInTreeOrder: Bool {
        var path: [Int] = []
        for (position, node) in enumerated() {
            guard node.index == position else { return false }
            if let parent = node.parent {
                while let last = path.last, last != parent { path.removeLast() }
                if path.isEmpty { return false }
            } else {
                path.removeAll(keepingCapacity: true)
            }
            path.append(position)
        }
        return true
    }
}

extension ProposalOutcome {
    /// The outcome an engine result is read back as: nodes with their final frames (the last
    /// placement of each) and every call with its reason. The one conversion from the engine's
    /// result types to the read model, for reports and tools that lay out without a notebook.
    /// `facts`: the tree's `NodeFacts` (`LaidOutExperiment.nodeFacts`), which name the nodes.
    public init(recording result: LayoutResult, proposalIndex: Int = 0, expectations: [ExpectationOutcome] = [],
                facts: [NodeFacts] = []) {
        var frames = [Rect?](repeating: nil, count: result.nodes.count)
        for placement in result.placements where placement.node < frames.count {
            frames[placement.node] = placement.frame
        }
        let nodes = result.nodes.map { node in
            let named = node.index < facts.count && facts[node.index].kind == node.kind ? facts[node.index] : nil
            return StoredNode(index: node.index, path: node.path, label: node.label, kind: node.kind, parent: node.parent,
                              frame: node.index < frames.count ? frames[node.index] : nil,
                              viewType: named?.viewType, sourceLine: named?.sourceLine, displayName: named?.displayName)
        }
        self.init(proposalIndex: proposalIndex, proposal: result.proposal, nodes: nodes, calls: result.calls,
                  expectations: expectations)
    }
}

extension StoredResult {
    /// The experiment this result laid out, rebuilt from the definition stored with it (nil when
    /// the notebook no longer has that version or it does not decode): what pictures and
    /// explanations of this result draw and name.
    public func definition() -> Experiment? {
        definitionJSON.flatMap { try? CanonicalTree.decodeDefinition($0, name: experiment, source: source ?? "") }
    }

    /// The views the result's first layout made (a GeometryReader's content), numbered after the
    /// definition's nodes: what pictures draw them from. Empty when none were made or kept.
    public func madeViews() -> [MadeNodes] {
        madeViewsJSON.flatMap { try? CanonicalTree.decodeMade($0) } ?? []
    }
}
