// The result of comparing two runs: plain values that the Markdown and SVG renderers read.
import LayoutEngine
import Notebook

/// Everything `layoutlab diff` found between a base run and a head run.
public struct RunComparison: Hashable, Sendable {
    public var base: RunSummary
    public var head: RunSummary
    public var options: DiffOptions
    /// Every compared experiment, sorted by name.
    public var experiments: [ExperimentDiff]
    public var expectations: ExpectationSummary

    public init(base: RunSummary, head: RunSummary, options: DiffOptions, experiments: [ExperimentDiff],
                expectations: ExpectationSummary) {
        self.base = base
        self.head = head
        self.options = options
        self.experiments = experiments
        self.expectations = expectations
    }

    /// The experiments with this status, sorted by name.
    public func experiments(_ status: ExperimentStatus) -> [ExperimentDiff] {
        experiments.filter { $0.status == status }
    }

    /// How many experiments have this status.
    public func count(_ status: ExperimentStatus) -> Int {
        experiments.reduce(0) { $0 + ($1.status == status ? 1 : 0) }
    }

    /// Shifted experiments, largest shift first (ties by name).
    public var shiftedByMagnitude: [ExperimentDiff] {
        experiments(.shifted).sorted { a, b in
            a.magnitude != b.magnitude ? a.magnitude > b.magnitude : a.name < b.name
        }
    }

    /// The single largest component shift of all shifted experiments, if any node moved or resized.
    public var largestShift: ComponentShift? {
        var best: ComponentShift?
        for experiment in experiments where experiment.status == .shifted {
            guard let candidate = experiment.largestShift else { continue }
            if best == nil || abs(candidate.delta) > abs(best!.delta) { best = candidate }
        }
        return best
    }

    /// Whether anything shifted (what `--fail-on-shift` checks).
    public var hasShifts: Bool { experiments.contains { $0.status == .shifted } }
}

/// How an experiment fared between the two runs.
public enum ExperimentStatus: String, Hashable, Sendable, CaseIterable {
    /// Same definition, and some node moved, resized, appeared or disappeared.
    case shifted
    /// Same definition and the same frames within the tolerance.
    case unchanged
    /// The definition changed between the runs, so differences are not the engine's doing.
    case redefined
    /// Only in the head run.
    case added
    /// Only in the base run.
    case removed
    /// The experiment's result is an error in at least one of the runs.
    case failed
}

/// One experiment's comparison.
public struct ExperimentDiff: Hashable, Sendable {
    public var name: String
    public var status: ExperimentStatus
    /// The error messages of a failed experiment in each run (nil where it ran fine or is absent).
    public var baseError: String?
    public var headError: String?
    /// Per proposal index present in both runs (only for shifted and unchanged experiments).
    public var proposals: [ProposalDiff]

    public init(name: String, status: ExperimentStatus, baseError: String? = nil, headError: String? = nil,
                proposals: [ProposalDiff] = []) {
        self.name = name
        self.status = status
        self.baseError = baseError
        self.headError = headError
        self.proposals = proposals
    }

    /// Nodes that changed, summed over proposals.
    public var changedNodeCount: Int { proposals.reduce(0) { $0 + $1.nodes.count } }

    /// The largest |Δ| of each component over all proposals.
    public var maxDelta: FrameDelta {
        proposals.reduce(FrameDelta.zero) { $0.componentwiseMaxMagnitude($1.maxDelta) }
    }

    /// The largest |Δ| of any component, for sorting.
    public var magnitude: Double { maxDelta.largestMagnitude }

    /// The single largest component shift of this experiment.
    public var largestShift: ComponentShift? {
        var best: ComponentShift?
        for proposal in proposals {
            for node in proposal.nodes {
                guard let shift = node.largestShift(experiment: name, proposalIndex: proposal.proposalIndex)
                else { continue }
                if best == nil || abs(shift.delta) > abs(best!.delta) { best = shift }
            }
        }
        return best
    }

    /// Whether the trace diverged under some proposal.
    public var traceDiverged: Bool { proposals.contains { $0.firstDivergence != nil } }
}

/// The comparison of one proposal's layout (same proposal index in both runs).
public struct ProposalDiff: Hashable, Sendable {
    public var proposalIndex: Int
    public var baseProposal: ProposedViewSize
    public var headProposal: ProposedViewSize
    /// Changed nodes only (shifted, added, removed, newly placed or unplaced), in tree order:
    /// head nodes first, then nodes only in the base run.
    public var nodes: [NodeDiff]
    /// The first call where the traces disagree (nil if they agree within the tolerance).
    public var firstDivergence: CallDivergence?
    /// Every node of each run, for drawing.
    public var baseNodes: [StoredNode]
    public var headNodes: [StoredNode]

    public init(proposalIndex: Int, baseProposal: ProposedViewSize, headProposal: ProposedViewSize,
                nodes: [NodeDiff], firstDivergence: CallDivergence?, baseNodes: [StoredNode], headNodes: [StoredNode]) {
        self.proposalIndex = proposalIndex
        self.baseProposal = baseProposal
        self.headProposal = headProposal
        self.nodes = nodes
        self.firstDivergence = firstDivergence
        self.baseNodes = baseNodes
        self.headNodes = headNodes
    }

    /// Whether any node changed under this proposal.
    public var shifted: Bool { !nodes.isEmpty }

    /// The largest |Δ| of each component among this proposal's nodes.
    public var maxDelta: FrameDelta {
        nodes.reduce(FrameDelta.zero) { result, node in
            node.delta.map { result.componentwiseMaxMagnitude($0) } ?? result
        }
    }
}

/// How one node changed.
public enum NodeChange: String, Hashable, Sendable {
    /// Placed in both runs, with a different frame.
    case shifted
    /// Only in the head run.
    case added
    /// Only in the base run.
    case removed
    /// In both runs, placed only in the head run.
    case placed
    /// In both runs, placed only in the base run.
    case unplaced
}

/// One changed node.
public struct NodeDiff: Hashable, Sendable {
    public var key: NodeKey
    public var kind: String
    public var path: String
    public var change: NodeChange
    public var before: Rect?
    public var after: Rect?
    /// `after − before` per component, with differences within the tolerance set to 0
    /// (only when the node is placed in both runs).
    public var delta: FrameDelta?

    public init(key: NodeKey, kind: String, path: String, change: NodeChange, before: Rect?, after: Rect?,
                delta: FrameDelta?) {
        self.key = key
        self.kind = kind
        self.path = path
        self.change = change
        self.before = before
        self.after = after
        self.delta = delta
    }

    /// This node's largest component shift.
    public func largestShift(experiment: String, proposalIndex: Int) -> ComponentShift? {
        guard let delta, let before, let after else { return nil }
        var best: ComponentShift?
        for component in FrameComponent.allCases {
            let value = delta[component]
            guard value != 0 else { continue }
            if best == nil || abs(value) > abs(best!.delta) {
                best = ComponentShift(experiment: experiment, proposalIndex: proposalIndex, node: key,
                                      component: component, before: before[component], after: after[component],
                                      delta: value)
            }
        }
        return best
    }
}

/// A component of a frame, in the order reports list them.
public enum FrameComponent: String, Hashable, Sendable, CaseIterable {
    case width, height, x, y
}

extension Rect {
    /// The value of one component.
    public subscript(component: FrameComponent) -> Double {
        switch component {
        case .width: return size.width
        case .height: return size.height
        case .x: return origin.x
        case .y: return origin.y
        }
    }
}

/// Signed differences of a frame's components.
public struct FrameDelta: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = FrameDelta(x: 0, y: 0, width: 0, height: 0)

    public subscript(component: FrameComponent) -> Double {
        switch component {
        case .width: return width
        case .height: return height
        case .x: return x
        case .y: return y
        }
    }

    /// Whether every component is 0.
    public var isZero: Bool { x == 0 && y == 0 && width == 0 && height == 0 }

    /// The largest |component|.
    public var largestMagnitude: Double { max(abs(x), abs(y), abs(width), abs(height)) }

    /// Per component, the larger magnitude of the two (as a non-negative value).
    public func componentwiseMaxMagnitude(_ other: FrameDelta) -> FrameDelta {
        FrameDelta(x: max(abs(x), abs(other.x)), y: max(abs(y), abs(other.y)),
                   width: max(abs(width), abs(other.width)), height: max(abs(height), abs(other.height)))
    }
}

/// One component of one node that changed: what the verdict line quotes.
public struct ComponentShift: Hashable, Sendable {
    public var experiment: String
    public var proposalIndex: Int
    public var node: NodeKey
    public var component: FrameComponent
    public var before: Double
    public var after: Double
    public var delta: Double

    public init(experiment: String, proposalIndex: Int, node: NodeKey, component: FrameComponent,
                before: Double, after: Double, delta: Double) {
        self.experiment = experiment
        self.proposalIndex = proposalIndex
        self.node = node
        self.component = component
        self.before = before
        self.after = after
        self.delta = delta
    }
}

/// The first place two traces disagree: the call at that position in each run
/// (nil on the side whose trace had already ended).
public struct CallDivergence: Hashable, Sendable {
    public var base: CallSide?
    public var head: CallSide?

    public init(base: CallSide?, head: CallSide?) {
        self.base = base
        self.head = head
    }
}

/// One traced call as a report shows it.
public struct CallSide: Hashable, Sendable {
    public var seq: Int
    /// The node that was asked.
    public var node: NodeKey
    public var kind: String
    /// The node that asked (nil for the root call and calls made while placing).
    public var askedBy: NodeKey?
    public var proposal: ProposedViewSize
    public var response: Size
    public var phase: LayoutPhase
    /// The rule that produced the proposal (e.g. `stack.share`), when recorded.
    public var rule: String?

    public init(seq: Int, node: NodeKey, kind: String, askedBy: NodeKey?, proposal: ProposedViewSize,
                response: Size, phase: LayoutPhase, rule: String?) {
        self.seq = seq
        self.node = node
        self.kind = kind
        self.askedBy = askedBy
        self.proposal = proposal
        self.response = response
        self.phase = phase
        self.rule = rule
    }
}

/// Expectation results of both runs and the expectations whose verdict flipped.
public struct ExpectationSummary: Hashable, Sendable {
    public var basePassed: Int
    public var baseFailed: Int
    public var headPassed: Int
    public var headFailed: Int
    /// Expectations of experiments with the same definition in both runs whose verdict differs,
    /// sorted by experiment, proposal and label.
    public var flips: [ExpectationFlip]

    public init(basePassed: Int = 0, baseFailed: Int = 0, headPassed: Int = 0, headFailed: Int = 0,
                flips: [ExpectationFlip] = []) {
        self.basePassed = basePassed
        self.baseFailed = baseFailed
        self.headPassed = headPassed
        self.headFailed = headFailed
        self.flips = flips
    }
}

/// An expectation that passed in one run and failed in the other.
public struct ExpectationFlip: Hashable, Sendable {
    public var experiment: String
    public var proposalIndex: Int
    public var label: String
    public var expected: Rect
    public var checksOrigin: Bool
    public var baseActual: Rect?
    public var headActual: Rect?
    /// True if it passed in the head run (a fix); false if it now fails (a regression).
    public var nowPasses: Bool

    public init(experiment: String, proposalIndex: Int, label: String, expected: Rect, checksOrigin: Bool,
                baseActual: Rect?, headActual: Rect?, nowPasses: Bool) {
        self.experiment = experiment
        self.proposalIndex = proposalIndex
        self.label = label
        self.expected = expected
        self.checksOrigin = checksOrigin
        self.baseActual = baseActual
        self.headActual = headActual
        self.nowPasses = nowPasses
    }
}
