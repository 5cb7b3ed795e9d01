// The first diverging call of two traces, as the report shows it.
import LayoutEngine

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
