// Trace calls stored once per distinct element (migration 0011): `call_shape` holds each distinct
// element text of `TraceText` (`[node_index, parent_gap, asked_by_index, depth_flags, …]`) once,
// and `layout_trace.calls` is a JSON array of shape ids, one per call in sequence order. A call's
// element holds no sequence number (its caller is a gap back), so the same element recurs across
// layouts, experiments and runs: on the benchmark notebook 916,000 calls have 27,950 shapes.
//
// Writing: the recorder knows every stored shape (read once, when the first trace is written) and
// inserts the new ones; the shapes it inserted in a transaction that rolls back are forgotten.
// Another process may store the same element under another id meanwhile: both ids read back the
// same, so nothing but a few bytes is lost. Reading: each id's element is read and decoded once per
// loader; a call's `seq` is its position and its caller `seq` minus the element's gap.

import LayoutEngine

/// The ids of stored call shapes, for the recorder; one per `ResultRows`.
final class CallShapeWriter {
    private let insert: Statement
    private let all: Statement
    private var ids: [ElementKey: Int64] = [:]
    private var loaded = false
    /// Elements inserted since the last `commit()`.
    private var pending: [ElementKey] = []
    private var scratch = ElementKey(bytes: [])

    init(_ connection: Connection) throws(NotebookError) {
        insert = try connection.prepare("INSERT INTO call_shape (element) VALUES (:element)")
        all = try connection.prepare("SELECT shape_id, element FROM call_shape")
    }

    /// The stored text of a trace: `[id,id,…]` for `TraceText`'s `[element,element,…]`, storing
    /// the elements not seen before (inside the caller's transaction).
    func storedText(_ trace: [UInt8]) throws(NotebookError) -> [UInt8] {
        if !loaded { try load() }
        var out: [UInt8] = [UInt8(ascii: "[")]
        out.reserveCapacity(trace.count / 6 + 2)
        var first = true
        for range in Self.elements(of: trace) {
            // One reused buffer as the key: no array is made per call unless the shape is new.
            scratch.bytes.removeAll(keepingCapacity: true)
            scratch.bytes.append(contentsOf: trace[range])
            var id = ids[scratch]
            if id == nil {
                insert.reset()
                try insert.bind(utf8: scratch.bytes, at: 1)
                try insert.run()
                let new = insert.connection.lastInsertRowID
                ids[scratch] = new
                pending.append(scratch)
                id = new
            }
            if !first { out.append(UInt8(ascii: ",")) }
            first = false
            Self.appendDigits(id!, to: &out)
        }
        out.append(UInt8(ascii: "]"))
        return out
    }

    /// A non-negative integer's decimal digits.
    private static func appendDigits(_ value: Int64, to out: inout [UInt8]) {
        var power: Int64 = 1
        while power <= value / 10 { power *= 10 }
        var rest = value
        while power > 0 {
            out.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest / power))
            rest %= power
            power /= 10
        }
    }

    /// The transaction that inserted the pending shapes committed.
    func commit() { pending.removeAll(keepingCapacity: true) }

    /// The transaction rolled back: its shapes are gone.
    func forget() {
        for element in pending { ids[element] = nil }
        pending.removeAll(keepingCapacity: true)
    }

    private func load() throws(NotebookError) {
        all.reset()
        while try all.step() {
            let element = all.withUTF8(1) { Array($0) }
            ids[ElementKey(bytes: element)] = all.int64(0)
        }
        all.reset()
        loaded = true
    }

    /// The byte ranges of the top-level elements of a `TraceText` array (strings in a custom
    /// reason's operand names respected).
    static func elements(of text: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var depth = 0, start = 0, inString = false, escaped = false
        for (position, byte) in text.enumerated() {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["):
                depth += 1
                if depth == 2 { start = position }
            case UInt8(ascii: "]"):
                if depth == 2 { ranges.append(start..<(position + 1)) }
                depth -= 1
            default: break
            }
        }
        return ranges
    }
}

/// An element's bytes as a dictionary key, hashed as one block (an array of bytes hashes each).
private struct ElementKey: Hashable {
    var bytes: [UInt8]

    func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
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
