// How a layout's trace is kept: one fixed-size record per `sizeThatFits` call (no references, so
// recording one allocates nothing beyond amortised array growth), built-in reasons as a rule code
// plus their operand values in one shared pool, and the rare custom reason kept whole. A
// `TraceCall` is made from a record only when someone reads it (`LayoutResult.calls`).

/// A reason in the trace's own form, with no references (copying one is copying bytes):
/// `rule` -1 none, -2 a custom reason kept in the trace (`custom`), else a built-in rule's code
/// (`ProposalRule.builtInIndex`) with `count` operand values, nil where `nilMask` has a bit.
struct TraceReason {
    var rule: Int16
    var nilMask: UInt8 = 0
    var count: UInt8 = 0
    var custom: Int32 = 0
    var values: (Double, Double, Double, Double, Double, Double, Double) = (0, 0, 0, 0, 0, 0, 0)

    static let none = TraceReason(rule: -1)

    init(rule: Int16, nilMask: UInt8 = 0, count: UInt8 = 0,
         values: (Double, Double, Double, Double, Double, Double, Double) = (0, 0, 0, 0, 0, 0, 0)) {
        self.rule = rule
        self.nilMask = nilMask
        self.count = count
        self.values = values
    }

    init(custom position: Int32) {
        rule = -2
        custom = position
    }

    /// A built-in rule with one operand (a stack's probes and ideal proposals).
    @inline(__always)
    init(_ code: ProposalRule, _ a: Double) {
        assert(code.operandCount == 1)
        self.init(rule: Int16(code.builtInIndex), count: 1, values: (a, 0, 0, 0, 0, 0, 0))
    }

    /// `.stackShare` and its seven operands, in the rule's order.
    @inline(__always)
    static func stackShare(available: Double, remaining: Double, priority: Double?, proposed: Double,
                           spacing: Double, reserved: Double, axis: Double) -> TraceReason {
        TraceReason(rule: Int16(ProposalRule.stackShare.builtInIndex), nilMask: priority == nil ? 1 << 2 : 0, count: 7,
                    values: (available, remaining, priority ?? 0, proposed, spacing, reserved, axis))
    }
}

/// The complete trace of one layout, stored compactly; read it as `TraceCall`s.
public struct CompactTrace: Sendable {
    /// One call. `rule`: -1 no reason, -2 a custom reason (`customReasons[operandStart]`), else the
    /// built-in rule's index in `ProposalRule.builtIn` with its values at `operands[operandStart...]`.
    struct Record {
        var proposalWidth: Double
        var proposalHeight: Double
        var responseWidth: Double
        var responseHeight: Double
        var node: Int32
        var parentCall: Int32
        var askedBy: Int32
        var depth: Int32
        var operandStart: Int32
        var rule: Int16
        /// Bits: 0 cached, 1 placement phase, 2 proposal width nil, 3 proposal height nil.
        var flags: UInt8
        /// Bit i: operand i is nil.
        var nilMask: UInt8
    }

    var records: [Record] = []
    var operands: [Double] = []
    var customReasons: [ProposalReason] = []
    /// Calls given as values (`LayoutResult.calls` set or decoded), kept as given instead of records.
    var explicit: [TraceCall]?

    init() {}

    init(calls: [TraceCall]) {
        explicit = calls
    }

    /// The number of calls.
    public var count: Int { explicit?.count ?? records.count }

    /// Reserves room for about `calls` calls.
    mutating func reserve(calls: Int) {
        records.reserveCapacity(calls)
        operands.reserveCapacity(calls * 5)
    }

    /// Keeps a reason that has no built-in code (a custom rule's); returns its position.
    mutating func addCustomReason(_ reason: ProposalReason) -> Int32 {
        customReasons.append(reason)
        return Int32(customReasons.count - 1)
    }

    /// Appends a call; returns its sequence number. `parentCall` and `askedBy` are -1 for none.
    @inline(__always)
    mutating func append(node: Int, parentCall: Int, askedBy: Int, depth: Int, proposal: ProposedViewSize,
                         response: Size, cached: Bool, phase: LayoutPhase, reason: TraceReason) -> Int {
        var flags: UInt8 = cached ? 1 : 0
        if phase == .placement { flags |= 2 }
        if proposal.width == nil { flags |= 4 }
        if proposal.height == nil { flags |= 8 }
        var operandStart: Int32 = 0
        if reason.rule >= 0 {
            operandStart = Int32(operands.count)
            let count = Int(reason.count)
            if count == 1 {
                operands.append(reason.values.0)
            } else if count > 1 {
                // One append of the first `count` values (one uniqueness check, not one per value).
                withUnsafeBytes(of: reason.values) { bytes in
                    operands.append(contentsOf: UnsafeBufferPointer(
                        start: bytes.baseAddress!.assumingMemoryBound(to: Double.self), count: min(count, 7)))
                }
            }
        } else if reason.rule == -2 {
            operandStart = reason.custom
        }
        let seq = records.count
        records.append(Record(
            proposalWidth: proposal.width ?? 0, proposalHeight: proposal.height ?? 0,
            responseWidth: response.width, responseHeight: response.height,
            node: Int32(truncatingIfNeeded: node), parentCall: Int32(truncatingIfNeeded: parentCall),
            askedBy: Int32(truncatingIfNeeded: askedBy), depth: Int32(truncatingIfNeeded: depth),
            operandStart: operandStart, rule: reason.rule, flags: flags, nilMask: reason.nilMask))
        return seq
    }

    /// A reason in the trace's form: a built-in rule's code and operands, or a custom reason kept
    /// in the trace (its position in the code's place).
    mutating func traceReason(_ reason: ProposalReason?) -> TraceReason {
        guard let reason else { return .none }
        let index = reason.code.builtInIndex
        if index >= 0 && reason.overflow == nil && reason.valueCount == reason.code.operandCount {
            return TraceReason(rule: Int16(index), nilMask: reason.nilMask, count: UInt8(reason.valueCount),
                               values: reason.inline)
        }
        return TraceReason(custom: addCustomReason(reason))
    }

    /// Appends a call with its reason as a value (a convenience for tests and readers).
    mutating func append(node: Int, parentCall: Int?, askedBy: Int?, depth: Int, proposal: ProposedViewSize,
                         response: Size, cached: Bool, phase: LayoutPhase, reason: ProposalReason?) -> Int {
        let traced = traceReason(reason)
        return append(node: node, parentCall: parentCall ?? -1, askedBy: askedBy ?? -1, depth: depth,
                      proposal: proposal, response: response, cached: cached, phase: phase, reason: traced)
    }

    /// Sets the response of call `seq` (known once the call returns).
    @inline(__always)
    mutating func setResponse(_ seq: Int, _ size: Size) {
        records[seq].responseWidth = size.width
        records[seq].responseHeight = size.height
    }

    /// Call `seq` as a value.
    public subscript(seq: Int) -> TraceCall {
        if let explicit { return explicit[seq] }
        let record = records[seq]
        let reason: ProposalReason?
        switch record.rule {
        case -1: reason = nil
        case -2: reason = customReasons[Int(record.operandStart)]
        default:
            let code = ProposalRule.builtIn[Int(record.rule)]
            let count = code.operandCount
            let start = Int(record.operandStart)
            func slot(_ position: Int) -> Double { position < count ? operands[start + position] : 0 }
            reason = ProposalReason(code: code, inline: (slot(0), slot(1), slot(2), slot(3), slot(4), slot(5), slot(6)),
                                    nilMask: record.nilMask, count: count)
        }
        let flags = record.flags
        return TraceCall(
            seq: seq, node: Int(record.node),
            parentCall: record.parentCall < 0 ? nil : Int(record.parentCall),
            askedBy: record.askedBy < 0 ? nil : Int(record.askedBy),
            depth: Int(record.depth),
            proposal: ProposedViewSize(width: flags & 4 != 0 ? nil : record.proposalWidth,
                                       height: flags & 8 != 0 ? nil : record.proposalHeight),
            response: Size(width: record.responseWidth, height: record.responseHeight),
            cached: flags & 1 != 0, phase: flags & 2 != 0 ? .placement : .sizing, reason: reason)
    }

    /// Every call, in order.
    public var calls: [TraceCall] {
        if let explicit { return explicit }
        var result: [TraceCall] = []
        result.reserveCapacity(records.count)
        for seq in 0..<records.count { result.append(self[seq]) }
        return result
    }

    /// Bytes held by the trace (records, operand pool and custom reasons; not the calls as values).
    public var storageBytes: Int {
        if let explicit { return explicit.count * MemoryLayout<TraceCall>.stride }
        return records.count * MemoryLayout<Record>.stride + operands.count * MemoryLayout<Double>.stride
            + customReasons.count * MemoryLayout<ProposalReason>.stride
    }
}

extension CompactTrace: Hashable {
    /// Equal when the calls are equal, one by one.
    public static func == (lhs: CompactTrace, rhs: CompactTrace) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for seq in 0..<lhs.count where lhs[seq] != rhs[seq] { return false }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for seq in 0..<count { hasher.combine(self[seq]) }
    }
}
