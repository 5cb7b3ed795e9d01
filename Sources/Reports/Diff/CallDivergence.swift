// The first diverging call of two traces, as the report shows it.
import LayoutEngine

/// The first place two traces disagree, in the order things happened: the call in each run
/// (nil on the side whose trace had already ended) and what differed.
public struct CallDivergence: Hashable, Sendable {
    public var base: CallSide?
    public var head: CallSide?
    public var aspect: DivergenceAspect

    public init(base: CallSide?, head: CallSide?, aspect: DivergenceAspect) {
        self.base = base
        self.head = head
        self.aspect = aspect
    }
}

/// What differed at the first divergence.
public enum DivergenceAspect: String, Hashable, Sendable {
    /// The same node was proposed a different size: the proposing parent decided differently.
    case proposal
    /// A different node was asked, or one trace made a call the other did not.
    case call
    /// The node was proposed the same and its children answered the same, yet it answered
    /// differently: its own rule changed.
    case answer
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
