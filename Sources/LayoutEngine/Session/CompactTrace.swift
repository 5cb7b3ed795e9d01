// How a layout's trace is kept: one 32-byte record per `sizeThatFits` call (no references, so
// recording one allocates nothing beyond amortised buffer growth) and a few bytes per call in one
// byte stream: the rule code, flags and depth, and the proposal and operand values, each in the
// shortest of a few forms that holds it exactly, then the values' forms. Calls that share their
// last operands (a stack's shares within one priority group) write them once, in the first call;
// the others say how many calls back it is. A share that follows its group's previous share as
// the stack worked it out (`StackShare`) writes nothing more: its proposal and operands are read
// back from that call's. A custom reason is kept whole beside them. A `TraceCall` is made from a record only
// when someone reads it (`LayoutResult.calls`).

/// A reason in the trace's own form, with no references (copying one is copying bytes):
/// `rule` -1 none, -2 a custom reason kept in the trace (`custom`), else a built-in rule's code
/// (`ProposalRule.builtInIndex`) with `count` operand values, nil where `nilMask` has a bit.
/// A run of calls whose operands differ only in the first few (a stack's shares within one
/// priority group) writes the rest once: the later calls refer to the first (`sharedFrom`).
struct TraceReason {
    var rule: Int16
    var nilMask: UInt8 = 0
    var count: UInt8 = 0
    var custom: Int32 = 0
    /// The operands this call writes itself (`count` unless the rest are shared).
    var own: UInt8 = 0
    /// The sequence number of the call this one shares operands `own..<count` with (a call
    /// written in full, `TraceStorage.nextSeq` before it was made); -1: none.
    var sharedFrom: Int = -1
    /// A `.stackShare` after the first of its group: the group's previous share, whose
    /// operands, proposal and response give this one's (`StackShare.next`); -1: none.
    var follows: Int = -1
    var values: (Double, Double, Double, Double, Double, Double, Double) = (0, 0, 0, 0, 0, 0, 0)

    static let none = TraceReason(rule: -1)

    init(rule: Int16, nilMask: UInt8 = 0, count: UInt8 = 0,
         values: (Double, Double, Double, Double, Double, Double, Double) = (0, 0, 0, 0, 0, 0, 0)) {
        self.rule = rule
        self.nilMask = nilMask
        self.count = count
        self.own = count
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

    /// Gives this reason new first operands `available` and `remaining`, sharing the rest with
    /// the call `sharedFrom`, written in full (see `sharedFrom`).
    @inline(__always)
    mutating func share(_ sharedFrom: Int, available: Double, remaining: Double) {
        values.0 = available
        values.1 = remaining
        own = UInt8(TraceStorage.sharingCallOperands)
        self.sharedFrom = sharedFrom
        follows = -1
    }

    /// `share(_:available:remaining:)`, for a share whose `available` and `remaining` the stack
    /// worked out from the group's previous share, the call `previous` (`StackShare.next`), and
    /// which is proposed `StackShare.share` of them along the axis and the previous share's
    /// length across: the trace then writes neither them nor the proposal.
    @inline(__always)
    mutating func follow(_ previous: Int, sharedFrom: Int, available: Double, remaining: Double) {
        share(sharedFrom, available: available, remaining: remaining)
        follows = previous
    }
}

/// How a stack shares out a priority group's length, one child after another (Stacks.swift,
/// step 5): the trace reads a share's proposal and operands back from the previous share's with
/// the same arithmetic, so a share is written in three bytes.
enum StackShare {
    /// What is left to share, and for how many children, after a child took `taken`.
    @inline(__always)
    static func next(available: Double, remaining: Double, taken: Double) -> (available: Double, remaining: Double) {
        var left = available
        if left.isFinite { left -= taken }
        if left.isNaN { left = 0 }
        return (left, remaining - 1)
    }

    /// The most shares that follow one another in the trace before one is written with its
    /// operands (reading a share back reads those it follows).
    static let longestRun = 8

    /// The length proposed to the next child (x / 1 is x exactly: the last child skips the division).
    @inline(__always)
    static func share(available: Double, remaining: Double) -> Double {
        max(remaining == 1 ? available : available / remaining, 0)
    }
}

/// The complete trace of one layout, stored compactly; read it as `TraceCall`s.
///
/// Each call is a 32-byte record (response, node, parent call, asker, and where the rest starts)
/// plus a few bytes in a shared byte stream: the rule code, the cached and placement flags with the
/// call depth, then the proposal's two lengths and the rule's operand values, each tagged with how
/// it is stored (nil, 0 and ∞ in no bytes, a `Float` that holds it exactly in four, else all
/// eight). Every value reads back bit for bit.
public struct CompactTrace: Sendable {
    /// The records and the byte stream, written during one layout and read-only after it (the
    /// mutating `append` for tests copies it first when it is shared).
    var storage: TraceStorage
    /// Calls given as values (`LayoutResult.calls` set or decoded), kept as given instead of records.
    var explicit: [TraceCall]?

    init() {
        storage = TraceStorage()
    }

    init(storage: TraceStorage) {
        self.storage = storage
    }

    init(calls: [TraceCall]) {
        storage = TraceStorage()
        explicit = calls
    }

    /// The number of calls.
    public var count: Int { explicit?.count ?? storage.count }

    /// Appends a call with its reason as a value (a convenience for tests and readers).
    mutating func append(node: Int, parentCall: Int?, askedBy: Int?, depth: Int, proposal: ProposedViewSize,
                         response: Size, cached: Bool, phase: LayoutPhase, reason: ProposalReason?) -> Int {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        let traced = storage.traceReason(reason)
        return storage.append(node: node, parentCall: parentCall ?? -1, askedBy: askedBy ?? -1, depth: depth,
                              proposal: proposal, response: response, cached: cached, phase: phase, reason: traced)
    }

    /// Call `seq` as a value.
    public subscript(seq: Int) -> TraceCall {
        if let explicit { return explicit[seq] }
        return storage.call(seq)
    }

    /// Every call, in order.
    public var calls: [TraceCall] {
        if let explicit { return explicit }
        var result: [TraceCall] = []
        result.reserveCapacity(storage.count)
        storage.forEachCall { result.append($0) }
        return result
    }

    /// Calls `body` with every call, in order (cheaper than reading them one by one).
    public func forEachCall<Failure: Error>(_ body: (TraceCall) throws(Failure) -> Void) throws(Failure) {
        if let explicit {
            for call in explicit { try body(call) }
            return
        }
        try storage.forEachCall(body)
    }

    /// Bytes held by the trace (records, byte stream and custom reasons; not the calls as values).
    public var storageBytes: Int {
        if let explicit { return explicit.count * MemoryLayout<TraceCall>.stride }
        return storage.count * MemoryLayout<TraceStorage.Record>.stride + storage.byteCount
            + storage.customReasons.count * MemoryLayout<ProposalReason>.stride
    }
}

/// The memory behind a `CompactTrace`: records and byte stream in buffers of its own, appended to
/// without copy-on-write checks while one layout session owns it.
final class TraceStorage: @unchecked Sendable {
    /// One call's fixed part. `offset` is where its rule, flags, depth and values start in the
    /// stream; they end where the next call's start (or the stream ends).
    struct Record {
        var responseWidth: Double
        var responseHeight: Double
        var node: Int32
        var parentCall: Int32
        var askedBy: Int32
        var offset: UInt32
    }

    /// How a value is stored in the stream (a 4-bit tag; two tags a byte, after the values).
    enum Tag {
        static let none: UInt8 = 0
        static let zero: UInt8 = 1
        static let infinity: UInt8 = 2
        static let float: UInt8 = 3
        static let double: UInt8 = 4
    }

    /// The stream's rule byte: 0 no reason, 1 a custom reason (its position follows), else the
    /// built-in rule's index + 2, with `sharedBit` set when the call's last operands are those of
    /// an earlier call: after the depth, twice how many calls back it is, plus one when the call
    /// follows that share (`TraceReason.follows`) and writes no values.
    static let noRule: UInt8 = 0
    /// The rule byte of `layout.ask`, which a call asked without a reason is recorded with.
    static let askedRule = UInt8(ProposalRule.layoutAsk.builtInIndex + 2)
    static let customRule: UInt8 = 1
    static let sharedBit: UInt8 = 0x80
    /// How many operands a call that shares the rest writes itself.
    static let sharingCallOperands = 2
    /// Depths from this one on are written as this marker and the depth after it.
    static let deepMarker = 63
    /// The most bytes one call can take in the stream (rule, flags, 10-byte depth, position and
    /// back-reference, nine 8-byte values, five tag bytes), and what writing it may touch beyond
    /// (values and tags are stored eight bytes at a time).
    static let maxCallBytes = 2 + 10 + 10 + 10 + 9 * 8 + 8

    private(set) var records: UnsafeMutablePointer<Record>
    private(set) var count = 0
    private var capacity: Int
    private(set) var bytes: UnsafeMutableRawPointer
    private(set) var byteCount = 0
    private var byteCapacity: Int
    private(set) var customReasons: [ProposalReason] = []

    init(calls: Int = 16) {
        capacity = max(calls, 16)
        records = .allocate(capacity: capacity)
        byteCapacity = capacity * 16 + Self.maxCallBytes
        bytes = .allocate(byteCount: byteCapacity, alignment: 8)
    }

    deinit {
        records.deallocate()
        bytes.deallocate()
    }

    /// A copy with the same calls (for a shared trace being appended to).
    func copy() -> TraceStorage {
        let other = TraceStorage(calls: count)
        other.reserve(calls: count, bytes: byteCount)
        other.records.update(from: records, count: count)
        other.bytes.copyMemory(from: bytes, byteCount: byteCount)
        other.count = count
        other.byteCount = byteCount
        other.customReasons = customReasons
        return other
    }

    /// Room for `calls` records and `bytes` stream bytes without growing.
    func reserve(calls: Int, bytes wanted: Int? = nil) {
        if calls > capacity {
            let grown = UnsafeMutablePointer<Record>.allocate(capacity: calls)
            grown.update(from: records, count: count)
            records.deallocate()
            records = grown
            capacity = calls
        }
        let neededBytes = (wanted ?? calls * 16) + Self.maxCallBytes
        if neededBytes > byteCapacity { growBytes(to: neededBytes) }
    }

    private func growBytes(to size: Int) {
        let grown = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 8)
        grown.copyMemory(from: bytes, byteCount: byteCount)
        bytes.deallocate()
        bytes = grown
        byteCapacity = size
    }

    /// The sequence number the next call will have (for `TraceReason.sharedFrom`).
    var nextSeq: Int { count }

    /// Keeps a reason that has no built-in code (a custom rule's); returns its position.
    func addCustomReason(_ reason: ProposalReason) -> Int32 {
        customReasons.append(reason)
        return Int32(customReasons.count - 1)
    }

    /// A reason in the trace's form: a built-in rule's code and operands, or a custom reason kept
    /// in the trace (its position in the code's place).
    func traceReason(_ reason: ProposalReason?) -> TraceReason {
        guard let reason else { return .none }
        let index = reason.code.builtInIndex
        if index >= 0 && reason.overflow == nil && reason.valueCount == reason.code.operandCount {
            return TraceReason(rule: Int16(index), nilMask: reason.nilMask, count: UInt8(reason.valueCount),
                               values: reason.inline)
        }
        return TraceReason(custom: addCustomReason(reason))
    }

    /// Appends a call; returns its sequence number. `parentCall` and `askedBy` are -1 for none.
    @inline(__always)
    func append(node: Int, parentCall: Int, askedBy: Int, depth: Int, proposal: ProposedViewSize,
                response: Size, cached: Bool, phase: LayoutPhase, reason: TraceReason) -> Int {
        if count == capacity || byteCount + Self.maxCallBytes > byteCapacity { grow() }
        let seq = count
        records[seq] = Record(responseWidth: response.width, responseHeight: response.height,
                              node: Int32(truncatingIfNeeded: node), parentCall: Int32(truncatingIfNeeded: parentCall),
                              askedBy: Int32(truncatingIfNeeded: askedBy), offset: UInt32(truncatingIfNeeded: byteCount))
        count = seq + 1
        var writer = StreamWriter(base: bytes + byteCount)
        let shares = reason.sharedFrom >= 0
        let rule: UInt8 = switch reason.rule {
        // A question without a rule of its own (a custom layout's): `layout.ask`.
        case -1: Self.askedRule
        case -2: Self.customRule
        default: UInt8(truncatingIfNeeded: reason.rule + 2) | (shares ? Self.sharedBit : 0)
        }
        let flags: UInt8 = (cached ? 1 : 0) | (phase == .placement ? 2 : 0)
        if depth < Self.deepMarker {
            writer.pair(rule, flags | UInt8(truncatingIfNeeded: depth) << 2)
        } else {
            writer.pair(rule, flags | UInt8(Self.deepMarker) << 2)
            writer.varint(UInt64(depth))
        }
        if reason.rule == -2 { writer.varint(UInt64(UInt32(bitPattern: reason.custom))) }
        if shares {
            if reason.follows >= 0 {
                // Nothing but how many calls back the previous share is (odd: a follower). Its
                // proposal is the share by construction (`TraceReason.follow`): checking it here
                // divided once more per share, 1.3 % of a balanced layout's instructions.
                assert(follows(proposal, reason), "a follower is proposed its share")
                writer.varint(UInt64(seq - reason.follows) << 1 | 1)
                byteCount = writer.position(from: bytes)
                assert(readsBack(seq, proposal: proposal, reason: reason), "a share is read back as it was made")
                return seq
            }
            assert(bytes.load(fromByteOffset: Int(records[reason.sharedFrom].offset), as: UInt8.self) == UInt8(reason.rule + 2),
                   "a call shares operands only with a call of its rule written in full")
            writer.varint(UInt64(seq - reason.sharedFrom) << 1)
        }
        // The values, then their tags (how `call(_:)` finds them: they end where the next call begins).
        writer.value(proposal.width)
        writer.value(proposal.height)
        if reason.rule >= 0 {
            // Unrolled, each read in place (a copy of the operands was a tenth of recording a call).
            let own = reason.own, mask = reason.nilMask
            if own > 0 { writer.value(reason.values.0, isNil: mask & 1 != 0) }
            if own > 1 { writer.value(reason.values.1, isNil: mask & 2 != 0) }
            if own > 2 {
                writer.value(reason.values.2, isNil: mask & 4 != 0)
                if own > 3 { writer.value(reason.values.3, isNil: mask & 8 != 0) }
                if own > 4 { writer.value(reason.values.4, isNil: mask & 16 != 0) }
                if own > 5 { writer.value(reason.values.5, isNil: mask & 32 != 0) }
                if own > 6 { writer.value(reason.values.6, isNil: mask & 64 != 0) }
            }
        }
        writer.finishTags()
        byteCount = writer.position(from: bytes)
        return seq
    }

    /// Whether `proposal` is the share `reason`'s operands give along its axis (operand 6), so
    /// that a follower need not write it (checked in debug builds).
    private func follows(_ proposal: ProposedViewSize, _ reason: TraceReason) -> Bool {
        let major = reason.values.6 == 0 ? proposal.width : proposal.height
        return major?.bitPattern == StackShare.share(available: reason.values.0, remaining: reason.values.1).bitPattern
    }

    /// Whether call `seq` reads back with `proposal` and `reason`'s operands (checked in debug builds).
    private func readsBack(_ seq: Int, proposal: ProposedViewSize, reason: TraceReason) -> Bool {
        let read = operands(seq)
        return read.width?.bitPattern == proposal.width?.bitPattern && read.height?.bitPattern == proposal.height?.bitPattern
            && read.values.0.bitPattern == reason.values.0.bitPattern && read.values.1.bitPattern == reason.values.1.bitPattern
    }

    /// Room for twice as many calls or bytes as now (whichever ran out).
    @inline(never)
    private func grow() {
        if count == capacity { reserve(calls: capacity * 2, bytes: byteCount * 2) }
        if byteCount + Self.maxCallBytes > byteCapacity { growBytes(to: byteCapacity * 2) }
    }

    /// Sets the response of call `seq` (known once the call returns).
    @inline(__always)
    func setResponse(_ seq: Int, _ size: Size) {
        records[seq].responseWidth = size.width
        records[seq].responseHeight = size.height
    }

    /// Call `seq` as a value.
    func call(_ seq: Int) -> TraceCall {
        let call = decode(seq)
        return makeCall(seq, call, resolved: call.code == nil ? nil : operands(seq, decoded: call))
    }

    /// Every call in order, as `call(_:)` gives them: a share that follows another reads that
    /// one's operands as resolved a moment before instead of decoding the shares it follows again.
    func forEachCall<Failure: Error>(_ body: (TraceCall) throws(Failure) -> Void) throws(Failure) {
        // The resolved operands of every share so far (only shares are written), for its follower.
        let shares = UnsafeMutablePointer<Resolved>.allocate(capacity: max(count, 1))
        var isShare = [Bool](repeating: false, count: count)
        defer { shares.deallocate() }
        for seq in 0..<count {
            let call = decode(seq)
            var resolved: Resolved?
            if let previous = call.follows, isShare[previous] {
                resolved = following(shares[previous], previous)
            } else if call.code != nil {
                resolved = operands(seq, decoded: call)
            }
            if call.code == .stackShare, let resolved {
                (shares + seq).initialize(to: resolved)
                isShare[seq] = true
            }
            try body(makeCall(seq, call, resolved: resolved))
        }
    }

    /// Call `seq` as a value, from its bytes and its resolved proposal and operands.
    private func makeCall(_ seq: Int, _ call: borrowing DecodedCall, resolved: Resolved?) -> TraceCall {
        let record = records[seq]
        let reason: ProposalReason?
        var width = call.width, height = call.height
        if let code = call.code, let resolved {
            width = resolved.width
            height = resolved.height
            reason = ProposalReason(code: code, inline: resolved.values, nilMask: resolved.nilMask, count: code.operandCount)
        } else {
            reason = call.customPosition.map { customReasons[$0] }
        }
        return TraceCall(
            seq: seq, node: Int(record.node),
            parentCall: record.parentCall < 0 ? nil : Int(record.parentCall),
            askedBy: record.askedBy < 0 ? nil : Int(record.askedBy),
            depth: call.depth,
            proposal: ProposedViewSize(width: width, height: height),
            response: Size(width: record.responseWidth, height: record.responseHeight),
            cached: call.flags & 1 != 0, phase: call.flags & 2 != 0 ? .placement : .sizing, reason: reason)
    }

    /// A call's proposal and built-in operands, resolved.
    private typealias Resolved = (width: Double?, height: Double?, values: (Double, Double, Double, Double, Double, Double, Double),
                                  nilMask: UInt8)

    /// Call `seq`'s proposal and built-in operands, those it shares or follows included.
    private func operands(_ seq: Int) -> Resolved { operands(seq, decoded: decode(seq)) }

    /// `operands(_:)` of call `seq`, decoded as `call`.
    private func operands(_ seq: Int, decoded call: borrowing DecodedCall) -> Resolved {
        if let previous = call.follows { return following(operands(previous), previous) }
        var operands = call.operands
        if let sharedFrom = call.sharedFrom {
            // The earlier call's operands, this one's own over its first ones.
            let first = decode(sharedFrom).operands
            operands = first
            operands.nilMask &= ~UInt8((1 << call.own) - 1)
            withUnsafeMutableBytes(of: &operands.values) { target in
                withUnsafeBytes(of: call.operands.values) { own in
                    target.copyMemory(from: UnsafeRawBufferPointer(rebasing: own[0..<(call.own * MemoryLayout<Double>.stride)]))
                }
            }
            operands.nilMask |= call.operands.nilMask
        }
        return (call.width, call.height, operands.values, operands.nilMask)
    }

    /// The share that follows the share `previous`, resolved as `read`: its available and
    /// remaining carried past what `previous` took, and the share of them proposed.
    private func following(_ read: Resolved, _ previous: Int) -> Resolved {
        var next = read
        let horizontal = next.values.6 == 0
        let taken = horizontal ? records[previous].responseWidth : records[previous].responseHeight
        (next.values.0, next.values.1) = StackShare.next(available: next.values.0, remaining: next.values.1, taken: taken)
        let share = StackShare.share(available: next.values.0, remaining: next.values.1)
        if horizontal { next.width = share } else { next.height = share }
        return next
    }

    /// One call's bytes, read back.
    private struct DecodedCall {
        var code: ProposalRule?
        var customPosition: Int?
        var flags: UInt8
        var depth: Int
        var width: Double?
        var height: Double?
        /// The operands written here: all of them, or the first `own` when the rest are shared.
        var operands: (values: (Double, Double, Double, Double, Double, Double, Double), nilMask: UInt8)
        var own: Int
        /// The call sharing the rest.
        var sharedFrom: Int?
        /// The share this one follows (it wrote no values).
        var follows: Int?
    }

    private func decode(_ seq: Int) -> DecodedCall {
        let end = seq + 1 < count ? Int(records[seq + 1].offset) : byteCount
        var reader = StreamReader(base: bytes + Int(records[seq].offset))
        let ruleByte = reader.byte()
        let rule = ruleByte & ~Self.sharedBit
        let flags = reader.byte()
        var depth = Int(flags >> 2)
        if depth == Self.deepMarker { depth = Int(reader.varint()) }
        let customPosition = rule == Self.customRule ? Int(reader.varint()) : nil
        let back = ruleByte & Self.sharedBit != 0 ? Int(reader.varint()) : nil
        let code: ProposalRule? = rule >= 2 ? ProposalRule.builtIn[Int(rule) - 2] : nil
        if let back, back & 1 != 0 {
            return DecodedCall(code: code, customPosition: nil, flags: flags, depth: depth, width: nil, height: nil,
                               operands: ((0, 0, 0, 0, 0, 0, 0), 0), own: 0, sharedFrom: nil, follows: seq - back >> 1)
        }
        let sharedFrom = back.map { seq - $0 >> 1 }
        let own = sharedFrom == nil ? code?.operandCount ?? 0 : Self.sharingCallOperands
        var tags = TagReader(UnsafeRawPointer(bytes + end - (2 + own + 1) / 2))
        var values = reader
        let width = values.value(tags.next())
        let height = values.value(tags.next())
        var inline: (Double, Double, Double, Double, Double, Double, Double) = (0, 0, 0, 0, 0, 0, 0)
        var nilMask: UInt8 = 0
        withUnsafeMutableBytes(of: &inline) { raw in
            let slots = raw.assumingMemoryBound(to: Double.self)
            for position in 0..<min(own, 7) {
                if let value = values.value(tags.next()) { slots[position] = value } else { nilMask |= 1 << UInt8(position) }
            }
        }
        return DecodedCall(code: code, customPosition: customPosition, flags: flags, depth: depth, width: width, height: height,
                           operands: (inline, nilMask), own: min(own, 7), sharedFrom: sharedFrom, follows: nil)
    }
}

/// Writes bytes and tagged values into the trace's stream (room is made before a call is written).
private struct StreamWriter {
    var base: UnsafeMutableRawPointer
    /// The tags of the values written so far, four bits each, the first lowest.
    private var tags: UInt64 = 0
    private var tagCount: UInt64 = 0

    init(base: UnsafeMutableRawPointer) {
        self.base = base
    }

    @inline(__always)
    mutating func byte(_ value: UInt8) {
        base.storeBytes(of: value, as: UInt8.self)
        base += 1
    }

    /// Two bytes in one store.
    @inline(__always)
    mutating func pair(_ first: UInt8, _ second: UInt8) {
        base.storeBytes(of: UInt16(first) | UInt16(second) << 8, as: UInt16.self)
        base += 2
    }

    mutating func varint(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            byte(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        byte(UInt8(rest))
    }

    /// Writes `value` exactly and notes its tag: nil, 0 and +∞ in no bytes, a `Float` that holds it
    /// exactly (most lengths do) in four, else all eight. (Choosing the form by selects instead of
    /// branches took 5 % more instructions and no less time; whole numbers in one or two bytes
    /// saved 0.7 MB of a balanced layout's trace but cost about 4 % of its time.)
    @inline(__always)
    mutating func value(_ value: Double?) {
        guard let value else { return noValue() }
        self.value(value, isNil: false)
    }

    @inline(__always)
    mutating func value(_ value: Double, isNil: Bool) {
        tags |= UInt64(form(of: value, isNil: isNil)) << (tagCount &* 4)
        tagCount &+= 1
    }

    @inline(__always)
    private mutating func form(of value: Double, isNil: Bool) -> UInt8 {
        if isNil { return TraceStorage.Tag.none }
        let single = Float(value)
        // False for NaN, whose payload takes all eight bytes; −0 is a Float and keeps its sign.
        if Double(single) == value {
            if value.bitPattern == 0 { return TraceStorage.Tag.zero }
            if value == .infinity { return TraceStorage.Tag.infinity }
            base.storeBytes(of: single, as: Float.self)
            base += 4
            return TraceStorage.Tag.float
        }
        base.storeBytes(of: value, as: Double.self)
        base += 8
        return TraceStorage.Tag.double
    }

    @inline(__always)
    mutating func noValue() {
        tagCount &+= 1
    }

    /// Writes the tags, two a byte, after the values.
    @inline(__always)
    mutating func finishTags() {
        base.storeBytes(of: tags, as: UInt64.self)
        base += Int((tagCount &+ 1) >> 1)
    }

    func position(from start: UnsafeMutableRawPointer) -> Int { base - start }
}

/// Reads what `StreamWriter` wrote.
private struct StreamReader {
    var base: UnsafeRawPointer

    init(base: UnsafeMutableRawPointer) {
        self.base = UnsafeRawPointer(base)
    }

    mutating func byte() -> UInt8 {
        let value = base.load(as: UInt8.self)
        base += 1
        return value
    }

    mutating func varint() -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let next = byte()
            value |= UInt64(next & 0x7F) << shift
            if next < 0x80 { return value }
            shift += 7
        }
    }

    mutating func value(_ tag: UInt8) -> Double? {
        switch tag {
        case TraceStorage.Tag.none: return nil
        case TraceStorage.Tag.zero: return 0
        case TraceStorage.Tag.infinity: return .infinity
        case TraceStorage.Tag.float:
            defer { base += 4 }
            return Double(base.loadUnaligned(as: Float.self))
        default:
            defer { base += 8 }
            return base.loadUnaligned(as: Double.self)
        }
    }
}

/// Reads 4-bit tags two a byte.
private struct TagReader {
    var base: UnsafeRawPointer
    var half = false

    init(_ base: UnsafeRawPointer) {
        self.base = base
    }

    mutating func next() -> UInt8 {
        let packed = base.load(as: UInt8.self)
        if half {
            half = false
            base += 1
            return packed >> 4
        }
        half = true
        return packed & 0x0F
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
