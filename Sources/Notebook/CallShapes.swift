// Trace calls stored once per distinct element (migration 0011): `call_shape` holds each distinct
// element text of `TraceText` (`[node_index, parent_gap, asked_by_index, depth_flags, …]`) once,
// and `layout_trace.calls` is a JSON array of shape ids, one per call in sequence order. A call's
// element holds no sequence number (its caller is a gap back), so the same element recurs across
// layouts, experiments and runs: on the benchmark notebook 916,000 calls have 27,950 shapes.
//
// Writing: a call is first made a `CallShape`, its element as numbers, off the recording thread
// when it can (`RunRecorder.prepare`). The recorder knows every stored shape (read once, when the
// first trace is written) and looks each call's up by its 128-bit hash; only a new shape's element
// text is written, and inserted. The shapes it inserted in a transaction that rolls back are forgotten.
// Another process may store the same element under another id meanwhile: both ids read back the
// same, so nothing but a few bytes is lost. Reading: each id's element is read and decoded once per
// loader; a call's `seq` is its position and its caller `seq` minus the element's gap.

import LayoutEngine

/// One call's `call_shape` element as numbers (see `TraceText`): equal shapes spell the same text,
/// so the recorder looks shapes up by their `key` and writes the text of new ones only.
struct CallShape: Equatable, Sendable {
    /// The bit pattern of a nil length or operand (a NaN, which is never stored).
    static let absent: UInt64 = 0x7FF8_0000_0000_0BAD
    /// A nil link.
    static let none = Int64.min

    /// Node index, parent gap, asker index, depth × 4 + flags; `none` for nil.
    let links: SIMD4<Int64>
    /// Proposal width and height, response width and height: bit patterns, `absent` for nil.
    let lengths: SIMD4<UInt64>
    /// The rule's id; -1 for a call without a reason.
    let rule: Int64
    /// Up to seven operand values' bit patterns, `absent` for nil and after the last (lane 7 unused).
    let operands: SIMD8<UInt64>
    /// A reason with more than seven operands: all of them as JSON (`ColumnJSON.reasonOperands`).
    let overflow: String?
    /// A 128-bit hash of everything above, made with the shape (on the thread that prepares it).
    let key: Key

    /// The recorder's key for a shape: two shapes with equal keys are taken to be equal, as two
    /// results with equal content hashes are (`ContentHasher`: 128 bits, so among a million
    /// shapes the chance of any two colliding is about 1 in 10^27).
    struct Key: Hashable {
        let high: UInt64
        let low: UInt64

        func hash(into hasher: inout Hasher) { hasher.combine(low) }
    }

    init(links: SIMD4<Int64>, lengths: SIMD4<UInt64>, rule: Int64 = -1,
         operands: SIMD8<UInt64> = SIMD8(repeating: absent), overflow: String? = nil) {
        self.links = links
        self.lengths = lengths
        self.rule = rule
        self.operands = operands
        self.overflow = overflow
        var hasher = ContentHasher()
        for lane in 0..<4 { hasher.add(UInt64(bitPattern: links[lane])) }
        for lane in 0..<4 { hasher.add(lengths[lane]) }
        hasher.add(UInt64(bitPattern: rule))
        for lane in 0..<TraceText.operandSlots { hasher.add(operands[lane]) }
        if let overflow { hasher.add(overflow) }
        let (high, low) = hasher.words
        key = Key(high: high, low: low)
    }

    /// `call`'s shape, as call `seq` of its trace; nil when `ruleID` has no id for its rule.
    init?(_ call: TraceCall, seq: Int,
          ruleID: (ProposalRule) throws(NotebookError) -> Int64?) throws(NotebookError) {
        let flags = call.depth * 4 + (call.cached ? 1 : 0) + (call.phase == .placement ? 2 : 0)
        let links = SIMD4(Int64(call.node), call.parentCall.map { Int64(seq - $0) } ?? Self.none,
                          call.askedBy.map { Int64($0) } ?? Self.none, Int64(flags))
        let lengths = SIMD4(Self.bits(CleanNumbers.clean(call.proposal.width)), Self.bits(CleanNumbers.clean(call.proposal.height)),
                            Self.bits(CleanNumbers.clean(call.response.width)), Self.bits(CleanNumbers.clean(call.response.height)))
        guard let reason = call.reason else {
            self.init(links: links, lengths: lengths)
            return
        }
        guard let id = try ruleID(reason.code) else { return nil }
        guard reason.valueCount <= TraceText.operandSlots else {
            self.init(links: links, lengths: lengths, rule: id, overflow: ColumnJSON.reasonOperands(reason.operands))
            return
        }
        var operands = SIMD8<UInt64>(repeating: Self.absent)
        for position in 0..<reason.valueCount { operands[position] = Self.bits(reason.value(at: position)) }
        self.init(links: links, lengths: lengths, rule: id, operands: operands)
    }

    /// Every call's shape in sequence order; nil when `ruleID` has no id for a rule.
    static func shapes(of trace: CompactTrace,
                       ruleID: (ProposalRule) throws(NotebookError) -> Int64?) throws(NotebookError) -> [CallShape]? {
        var shapes: [CallShape] = []
        shapes.reserveCapacity(trace.count)
        var complete = true
        try trace.forEachCall { (call) throws(NotebookError) in
            guard complete else { return }
            guard let shape = try CallShape(call, seq: call.seq, ruleID: ruleID) else {
                complete = false
                return
            }
            shapes.append(shape)
        }
        return complete ? shapes : nil
    }

    /// A value's bit pattern; 0 for -0 (both are written 0), `absent` for nil.
    static func bits(_ value: Double?) -> UInt64 {
        guard let value else { return absent }
        return value == 0 ? 0 : value.bitPattern
    }
}

/// The ids of stored call shapes, for the recorder; one per `ResultRows`.
final class CallShapeWriter {
    private let insert: Statement
    private let all: Statement
    private var ids: [CallShape.Key: Int64] = [:]
    private var loaded = false
    /// Shapes inserted since the last `commit()`.
    private var pending: [CallShape.Key] = []
    private var element: [UInt8] = []

    init(_ connection: Connection) throws(NotebookError) {
        insert = try connection.prepare("INSERT INTO call_shape (element) VALUES (:element)")
        all = try connection.prepare("SELECT shape_id, element FROM call_shape")
    }

    /// The stored text of a trace, `[id,id,…]`, one id per call's shape; the shapes not stored
    /// before are inserted (inside the caller's transaction).
    func storedText(_ shapes: [CallShape]) throws(NotebookError) -> [UInt8] {
        if !loaded { try load() }
        var out: [UInt8] = [UInt8(ascii: "[")]
        out.reserveCapacity(shapes.count * 5 + 2)
        for position in shapes.indices {
            if position > 0 { out.append(UInt8(ascii: ",")) }
            var id = ids[shapes[position].key]
            if id == nil { id = try stored(shapes[position]) }
            TraceText.appendInteger(Int(id!), to: &out)
        }
        out.append(UInt8(ascii: "]"))
        return out
    }

    /// Inserts a new shape's element text; its id.
    private func stored(_ shape: CallShape) throws(NotebookError) -> Int64 {
        TraceText.element(shape, into: &element)
        insert.reset()
        try insert.bind(utf8: element, at: 1)
        try insert.run()
        let id = insert.connection.lastInsertRowID
        ids[shape.key] = id
        pending.append(shape.key)
        return id
    }

    /// The transaction that inserted the pending shapes committed.
    func commit() { pending.removeAll(keepingCapacity: true) }

    /// The transaction rolled back: its shapes are gone.
    func forget() {
        for key in pending { ids[key] = nil }
        pending.removeAll(keepingCapacity: true)
    }

    /// Every stored shape's id (an element that does not read as one is left out, so a call of
    /// its shape is stored again).
    private func load() throws(NotebookError) {
        ids.reserveCapacity(1 << 16)
        all.reset()
        while try all.step() {
            let id = all.int64(0)
            if let shape = all.withUTF8(1, { TraceText.shape(ofElement: $0) }), ids[shape.key] == nil { ids[shape.key] = id }
        }
        all.reset()
        loaded = true
    }
}

/// Each stored shape's call, read and decoded once, for a loader.
final class CallShapeReader {
    private let select: Statement
    /// Each shape's call as if it were call 0 (`parentCall` is minus the gap).
    private var calls: [Int64: TraceCall] = [:]

    init(_ connection: Connection) throws(NotebookError) {
        select = try connection.prepare("SELECT element FROM call_shape WHERE shape_id = :shape_id")
    }

    /// The calls of a stored `[id,id,…]`, rules found by id in `rules`; nil when it is not such an
    /// array, names a shape that is not stored or a shape that is not a call.
    func calls(_ stored: UnsafeBufferPointer<UInt8>, rules: [Int64: ProposalRule]) throws(NotebookError) -> [TraceCall]? {
        guard stored.first == UInt8(ascii: "["), stored.last == UInt8(ascii: "]") else { return nil }
        var out: [TraceCall] = []
        out.reserveCapacity(stored.count / 4)
        var value: Int64 = 0, digits = 0
        for byte in stored.dropFirst() {
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                value = value * 10 + Int64(byte - UInt8(ascii: "0"))
                digits += 1
                continue
            }
            guard byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") else { return nil }
            if digits == 0 {
                guard byte == UInt8(ascii: "]"), out.isEmpty else { return nil }
                break
            }
            guard var call = try call(value, rules: rules) else { return nil }
            let seq = out.count
            call.seq = seq
            call.parentCall = call.parentCall.map { seq + $0 }
            out.append(call)
            value = 0
            digits = 0
        }
        return out
    }

    private func call(_ id: Int64, rules: [Int64: ProposalRule]) throws(NotebookError) -> TraceCall? {
        if let known = calls[id] { return known }
        select.reset()
        try select.bind(id, at: 1)
        guard try select.step() else { select.reset(); return nil }
        let decoded = select.withUTF8(0) { element -> [TraceCall]? in
            var text: [UInt8] = [UInt8(ascii: "[")]
            text.append(contentsOf: element)
            text.append(UInt8(ascii: "]"))
            return text.withUnsafeBufferPointer { TraceText.decode($0, rules: rules) }
        }
        select.reset()
        guard let decoded, decoded.count == 1 else { return nil }
        calls[id] = decoded[0]
        return decoded[0]
    }
}
