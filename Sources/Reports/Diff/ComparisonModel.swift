// The result of comparing two runs: plain values that the Markdown and SVG renderers read.
import Experiments
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
    /// How results were paired: two whole runs, or each experiment's latest two results.
    public var pairing: Pairing = .runs

    /// How a comparison paired results.
    public enum Pairing: String, Hashable, Sendable {
        /// Every experiment between the same two runs (`diff A B`).
        case runs
        /// Each experiment between its own latest two results (`diff`, `diff NAME`).
        case latestResults
    }

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

    /// The exit status of `layoutlab diff`: 0 when the report was written, whether or not anything
    /// shifted; with `failOnShift`, 1 when some experiment shifted (a CI gate for the engine). Errors
    /// (exit 2) are the CLI's to report. Redefined, added, removed and failed experiments do not count.
    public func exitStatus(failOnShift: Bool) -> Int32 {
        failOnShift && hasShifts ? 1 : 0
    }
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
    /// Per proposal index present in both runs (for shifted, unchanged and redefined experiments).
    public var proposals: [ProposalDiff]
    /// For a redefined experiment: the two definitions and the change of its source.
    public var definitionChange: DefinitionChange?
    /// The runs compared for this experiment when they are not the comparison's own (a default
    /// `diff` pairs each experiment's latest two results).
    public var runs: RunPair?
    /// The definitions (canonical JSON) that produced each side's result, as stored with it; nil
    /// when the notebook no longer has that version. Read only when a picture needs a tree.
    public var baseDefinitionJSON: String?
    public var headDefinitionJSON: String?
    /// The views each side's first layout made (`StoredResult.madeViewsJSON`), nil where none.
    public var baseMadeViewsJSON: String?
    public var headMadeViewsJSON: String?

    /// The view tree that produced the base result with the views its layout made (nil when
    /// unknown or undecodable): each run's boxes in a picture are named and drawn from its own
    /// definition (a symbol's name, a Text's string). Decoded when asked, so a comparison that draws
    /// nothing decodes nothing.
    public var baseTree: ViewNode? { Self.tree(baseDefinitionJSON, made: baseMadeViewsJSON) }
    /// The view tree that produced the head result, with the views its layout made.
    public var headTree: ViewNode? { Self.tree(headDefinitionJSON, made: headMadeViewsJSON) }

    static func tree(_ json: String?, made: String?) -> ViewNode? {
        let made = made.flatMap { try? CanonicalTree.decodeMade($0) } ?? []
        return json.flatMap { try? CanonicalTree.decodeDefinition($0, name: "").tree.addingMade(made) }
    }

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

/// The runs one experiment was compared between (nil where it has no result).
public struct RunPair: Hashable, Sendable {
    public var base: Int64?
    public var head: Int64?

    public init(base: Int64?, head: Int64?) {
        self.base = base
        self.head = head
    }
}

/// How a redefined experiment's definition changed.
public struct DefinitionChange: Hashable, Sendable {
    public var baseHash: String
    public var headHash: String
    /// The unified diff of the two versions' source texts (empty when the texts are equal: the
    /// change is in code the experiment calls, e.g. a view type elsewhere in its file).
    public var sourceDiff: [String]
    /// False when the notebook no longer has one of the versions' sources (recorded before schema 3).
    public var sourcesKnown: Bool
    /// When the source texts are equal: the unified diff of the two definitions' outlines (one line
    /// per view, proposal and expectation), which shows what the edit elsewhere changed.
    public var outlineDiff: [String] = []
    /// Where the user wrote the views `outlineDiff` changes (`file:line:column`): where the edit is.
    public var changedAt: [String] = []
    /// When the source texts are equal and both definitions keep the file they run the code of (a
    /// custom `Layout`, a GeometryReader): the unified diff of the two files, where such an edit shows.
    public var programDiff: [String] = []
    public var baseProposalCount: Int
    public var headProposalCount: Int

    public init(baseHash: String, headHash: String, sourceDiff: [String], sourcesKnown: Bool,
                proposalCounts: (Int, Int)) {
        self.baseHash = baseHash
        self.headHash = headHash
        self.sourceDiff = sourceDiff
        self.sourcesKnown = sourcesKnown
        baseProposalCount = proposalCounts.0
        headProposalCount = proposalCounts.1
    }
}
