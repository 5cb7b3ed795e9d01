// A layout's trace as the notebook stores it: a JSON array with one element per call in sequence
// order (migration 0007; since 0011 each distinct element is a `call_shape` row, see `CallShapes`),
//
//   [node_index, parent_gap, asked_by_index, depth_flags, proposal_width, proposal_height,
//    width, height, rule_id, operand_1, ..., operand_7]
//
// null for nil, 1e999 for infinity, trailing nulls left out; a reason with more than seven operands
// keeps its whole `[{"name": …, "value": …}]` array (`ColumnJSON.reasonOperands`) as element 9.
// Whole numbers are written as integers and others with Swift's shortest round-trip digits, so
// every value reads back exactly — here, and through SQLite's JSON functions in the views.
import LayoutEngine

/// Writes a call's element text and reads elements and traces back.
enum TraceText {
    /// Operand values written one by one; a reason with more keeps them all as JSON.
    static let operandSlots = 7

    /// The element text of `shape` in `out` (emptied first): `[node, gap, asker, flags, …]`.
    static func element(_ shape: CallShape, into out: inout [UInt8]) {
        out.removeAll(keepingCapacity: true)
        var fields = Fields(out: out)
        out = []
        fields.begin()
        fields.integer(Int(shape.links[0]))
        fields.link(shape.links[1])
        fields.link(shape.links[2])
        fields.integer(Int(shape.links[3]))
        for lane in 0..<4 { fields.bits(shape.lengths[lane]) }
        if shape.rule >= 0 {
            fields.integer(Int(shape.rule))
            if let overflow = shape.overflow {
                fields.raw(overflow)
            } else {
                for lane in 0..<operandSlots { fields.bits(shape.operands[lane]) }
            }
        }
        fields.end()
        out = fields.out
    }

    /// The shape an element's text spells (`element(_:into:)` read back); nil when it is not one.
    static func shape(ofElement text: UnsafeBufferPointer<UInt8>) -> CallShape? {
        var reader = Reader(bytes: text)
        guard let (numbers, overflow) = reader.fields(), reader.atEnd, numbers.count >= 8,
              let node = numbers[0], let flags = numbers[3], numbers[6] != nil, numbers[7] != nil
        else { return nil }
        func link(_ value: Double?) -> Int64 { value.map { Int64($0) } ?? CallShape.none }
        let links = SIMD4(Int64(node), link(numbers[1]), link(numbers[2]), Int64(flags))
        let lengths = SIMD4((4..<8).map { CallShape.bits(numbers[$0]) })
        guard numbers.count > 8 else { return overflow == nil ? CallShape(links: links, lengths: lengths) : nil }
        guard let rule = numbers[8], numbers.count <= 9 + operandSlots else { return nil }
        var operands = SIMD8<UInt64>(repeating: CallShape.absent)
        for (lane, value) in numbers.dropFirst(9).enumerated() { operands[lane] = CallShape.bits(value) }
        return CallShape(links: links, lengths: lengths, rule: Int64(rule), operands: operands, overflow: overflow)
    }

    /// `value`'s decimal digits appended one by one, most significant first (no intermediate
    /// buffer or string); the trace's elements and the shape ids of a stored trace.
    static func appendInteger(_ value: Int, to out: inout [UInt8]) {
        if value < 0 { out.append(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        var power: UInt = 1
        while power <= magnitude / 10 { power *= 10 }
        var rest = magnitude
        while true {
            out.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest / power))
            rest %= power
            if power == 1 { break }
            power /= 10
        }
    }

    /// One element being written: fields are comma-separated, and nulls are held back until a
    /// value follows them, so trailing nulls are never written.
    private struct Fields {
        var out: [UInt8]
        var count = 0
        var pendingNulls = 0

        mutating func begin() {
            out.append(UInt8(ascii: "["))
            count = 0
            pendingNulls = 0
        }

        mutating func null() { pendingNulls += 1 }

        private mutating func separate() {
            for _ in 0..<pendingNulls {
                if count > 0 { out.append(UInt8(ascii: ",")) }
                out.append(UInt8(ascii: "n"))
                out.append(UInt8(ascii: "u"))
                out.append(UInt8(ascii: "l"))
                out.append(UInt8(ascii: "l"))
                count += 1
            }
            pendingNulls = 0
            if count > 0 { out.append(UInt8(ascii: ",")) }
            count += 1
        }

        /// Digits appended one by one, most significant first (no intermediate buffer or string).
        mutating func integer(_ value: Int) {
            separate()
            TraceText.appendInteger(value, to: &out)
        }

        /// A link of a `CallShape`: `CallShape.none` is null.
        mutating func link(_ value: Int64) {
            if value == CallShape.none { null() } else { integer(Int(value)) }
        }

        /// A length or operand of a `CallShape`: `CallShape.absent` is null.
        mutating func bits(_ pattern: UInt64) {
            number(pattern == CallShape.absent ? nil : Double(bitPattern: pattern))
        }

        mutating func number(_ value: Double?) {
            guard let value else { return null() }
            if value == value.rounded(), value.magnitude < 1e15 {
                integer(Int(value))
            } else if value.isInfinite {
                raw(value > 0 ? "1e999" : "-1e999")
            } else {
                raw(value.description)
            }
        }

        mutating func raw(_ text: String) {
            separate()
            var text = text
            text.withUTF8 { out.append(contentsOf: $0) }
        }

        mutating func end() {
            out.append(UInt8(ascii: "]"))
        }
    }

    // MARK: Reading

    /// The calls of a stored text, rules found by id in `rules`; nil when the text is malformed.
    static func decode(_ text: UnsafeBufferPointer<UInt8>, rules: [Int64: ProposalRule]) -> [TraceCall]? {
        var reader = Reader(bytes: text)
        var calls: [TraceCall] = []
        guard reader.take(UInt8(ascii: "[")) else { return nil }
        if reader.take(UInt8(ascii: "]")) { return reader.atEnd ? calls : nil }
        repeat {
            guard let call = reader.call(seq: calls.count, rules: rules) else { return nil }
            calls.append(call)
        } while reader.take(UInt8(ascii: ","))
        guard reader.take(UInt8(ascii: "]")), reader.atEnd else { return nil }
        return calls
    }

    /// A cursor over the text.
    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        var atEnd: Bool { position == bytes.count }

        mutating func take(_ byte: UInt8) -> Bool {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
            return true
        }

        /// One element: `[fields...]`.
        mutating func call(seq: Int, rules: [Int64: ProposalRule]) -> TraceCall? {
            guard let (numbers, overflow) = fields() else { return nil }
            guard numbers.count >= 8, let node = numbers[0], let depthFlags = numbers[3],
                  let width = numbers[6], let height = numbers[7] else { return nil }
            var reason: ProposalReason?
            if numbers.count > 8, let id = numbers[8] {
                guard let rule = rules[Int64(id)] else { return nil }
                if let overflow {
                    guard let operands = ColumnJSON.parseReasonOperands(overflow) else { return nil }
                    reason = ProposalReason(rule.name, operands)
                } else {
                    let count = min(rule.operandNames.count, operandSlots)
                    reason = ProposalReason(rule, values: (0..<count).map { 9 + $0 < numbers.count ? numbers[9 + $0] : nil })
                }
            }
            let flags = Int(depthFlags)
            return TraceCall(
                seq: seq, node: Int(node), parentCall: numbers[1].map { seq - Int($0) },
                askedBy: numbers[2].map { Int($0) }, depth: flags >> 2,
                proposal: ProposedViewSize(width: numbers[4], height: numbers[5]),
                response: Size(width: width, height: height), cached: flags & 1 != 0,
                phase: flags & 2 != 0 ? .placement : .sizing, reason: reason)
        }

        /// One element's numbers, and its operands' JSON when it has more than seven (element 9).
        mutating func fields() -> (numbers: [Double?], overflow: String?)? {
            guard take(UInt8(ascii: "[")) else { return nil }
            var numbers: [Double?] = []
            numbers.reserveCapacity(9 + operandSlots)
            var overflow: String?
            if !take(UInt8(ascii: "]")) {
                repeat {
                    if numbers.count == 9, position < bytes.count, bytes[position] == UInt8(ascii: "[") {
                        guard let text = nestedArray() else { return nil }
                        overflow = text
                    } else {
                        guard let value = field() else { return nil }
                        numbers.append(value)
                    }
                } while take(UInt8(ascii: ","))
                guard take(UInt8(ascii: "]")) else { return nil }
            }
            return (numbers, overflow)
        }

        /// A number or null: `.some(nil)` for null, nil when malformed.
        mutating func field() -> Double?? {
            let start = position
            while position < bytes.count, bytes[position] != UInt8(ascii: ","), bytes[position] != UInt8(ascii: "]") {
                position += 1
            }
            let token = UnsafeBufferPointer(rebasing: bytes[start..<position])
            if token.elementsEqual("null".utf8) { return .some(nil) }
            // Whole numbers of up to 15 digits, digit by digit; anything else through Double's parser.
            var index = 0, negative = false, value = 0
            if token.first == UInt8(ascii: "-") { negative = true; index = 1 }
            if token.count > index, token.count - index <= 15 {
                var whole = true
                while index < token.count {
                    let digit = token[index] &- UInt8(ascii: "0")
                    guard digit < 10 else { whole = false; break }
                    value = value * 10 + Int(digit)
                    index += 1
                }
                if whole { return Double(negative ? -value : value) }
            }
            guard let parsed = Double(String(decoding: token, as: UTF8.self)), !parsed.isNaN else { return nil }
            return parsed
        }

        /// A nested array's text (the overflow operands), strings and escapes respected.
        mutating func nestedArray() -> String? {
            let start = position
            var depth = 0, inString = false
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                if inString {
                    if byte == UInt8(ascii: "\\") { position += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
                } else if byte == UInt8(ascii: "\"") {
                    inString = true
                } else if byte == UInt8(ascii: "[") {
                    depth += 1
                } else if byte == UInt8(ascii: "]") {
                    depth -= 1
                    if depth == 0 {
                        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
                    }
                }
            }
            return nil
        }
    }
}
