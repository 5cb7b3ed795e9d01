// The small JSON the notebook writes into columns (proposals, expectations, proposal reasons) and
// reads back. JSON has no infinity: a length is written as a number, `1e999` for infinity (SQLite's
// json_extract reads it back as a REAL infinity), `-1e999` for minus infinity and `null` for nil.
// Hand-written because it runs for every traced call, where Foundation's coders would dominate.
import LayoutEngine

/// Writes and reads the notebook's JSON columns.
enum JSONText {
    // MARK: Writing

    static func number(_ value: Double?) -> String {
        guard let value else { return "null" }
        if value == .infinity { return "1e999" }
        if value == -.infinity { return "-1e999" }
        if value.isNaN { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    static func string(_ text: String) -> String { jsonQuoted(text) }

    static func reasonOperands(_ operands: [ProposalReason.Operand]) -> String {
        reasonOperands(names: operands.map(\.name), values: operands.map(\.value))
    }

    /// A reason's operands, named by its rule: `[{"name":"available","value":600},...]`.
    static func reasonOperands(_ reason: ProposalReason) -> String {
        reasonOperands(names: reason.code.operandNames, values: reason.values)
    }

    static func reasonOperands(names: [String], values: [Double?]) -> String {
        var out = "["
        out.reserveCapacity(2 + values.count * 40)
        for (position, (name, value)) in zip(names, values).enumerated() {
            if position > 0 { out += "," }
            out += "{\"name\":"
            out += string(name)
            out += ",\"value\":"
            out += number(value)
            out += "}"
        }
        out += "]"
        return out
    }

    // MARK: Reading

    /// A parsed JSON value.
    enum Value: Hashable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([Value])
        case object([(String, Value)])

        static func == (lhs: Value, rhs: Value) -> Bool {
            switch (lhs, rhs) {
            case (.null, .null): return true
            case let (.bool(a), .bool(b)): return a == b
            case let (.number(a), .number(b)): return a == b
            case let (.string(a), .string(b)): return a == b
            case let (.array(a), .array(b)): return a == b
            case let (.object(a), .object(b)): return a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
            default: return false
            }
        }

        func hash(into hasher: inout Hasher) {
            switch self {
            case .null: hasher.combine(0)
            case .bool(let value): hasher.combine(value)
            case .number(let value): hasher.combine(value)
            case .string(let value): hasher.combine(value)
            case .array(let values): hasher.combine(values)
            case .object(let members): for (key, value) in members { hasher.combine(key); hasher.combine(value) }
            }
        }

        subscript(key: String) -> Value? {
            guard case .object(let members) = self else { return nil }
            return members.first { $0.0 == key }?.1
        }

        var double: Double? {
            if case .number(let value) = self { return value }
            return nil
        }

        var string: String? {
            if case .string(let value) = self { return value }
            return nil
        }

        var array: [Value] {
            if case .array(let values) = self { return values }
            return []
        }
    }

    /// Parses a JSON text (nil when malformed).
    static func parse(_ text: String) -> Value? {
        var parser = Parser(bytes: Array(text.utf8))
        guard let value = parser.value() else { return nil }
        parser.skipSpace()
        return parser.position == parser.bytes.count ? value : nil
    }

    /// Operands written by `reasonOperands`.
    static func parseReasonOperands(_ text: String) -> [ProposalReason.Operand]? {
        guard case .array(let items)? = parse(text) else { return nil }
        var operands: [ProposalReason.Operand] = []
        for item in items {
            guard let name = item["name"]?.string else { return nil }
            operands.append(ProposalReason.Operand(name, item["value"]?.double))
        }
        return operands
    }

    private struct Parser {
        let bytes: [UInt8]
        var position = 0

        mutating func skipSpace() {
            while position < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[position]) { position += 1 }
        }

        mutating func value() -> Value? {
            skipSpace()
            guard position < bytes.count else { return nil }
            switch bytes[position] {
            case UInt8(ascii: "{"): return object()
            case UInt8(ascii: "["): return array()
            case UInt8(ascii: "\""): return string().map(Value.string)
            case UInt8(ascii: "n"): return literal("null", .null)
            case UInt8(ascii: "t"): return literal("true", .bool(true))
            case UInt8(ascii: "f"): return literal("false", .bool(false))
            default: return number()
            }
        }

        mutating func literal(_ word: String, _ value: Value) -> Value? {
            let utf8 = Array(word.utf8)
            guard position + utf8.count <= bytes.count, Array(bytes[position..<position + utf8.count]) == utf8 else { return nil }
            position += utf8.count
            return value
        }

        mutating func number() -> Value? {
            let start = position
            while position < bytes.count, "+-0123456789.eE".utf8.contains(bytes[position]) { position += 1 }
            guard position > start, let value = Double(String(decoding: bytes[start..<position], as: UTF8.self)) else {
                return nil
            }
            return .number(value)
        }

        mutating func string() -> String? {
            position += 1
            var pendingHigh: UInt32?
            var chunkStart = position
            var result = ""
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") {
                    result += String(decoding: bytes[chunkStart..<position], as: UTF8.self)
                    position += 1
                    return result
                }
                if byte == UInt8(ascii: "\\") {
                    result += String(decoding: bytes[chunkStart..<position], as: UTF8.self)
                    position += 1
                    guard position < bytes.count else { return nil }
                    let escaped = bytes[position]
                    position += 1
                    switch escaped {
                    case UInt8(ascii: "n"): result += "\n"
                    case UInt8(ascii: "r"): result += "\r"
                    case UInt8(ascii: "t"): result += "\t"
                    case UInt8(ascii: "b"): result += "\u{8}"
                    case UInt8(ascii: "f"): result += "\u{C}"
                    case UInt8(ascii: "u"):
                        guard position + 4 <= bytes.count,
                              let code = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16)
                        else { return nil }
                        position += 4
                        if (0xD800..<0xDC00).contains(code) {
                            pendingHigh = code
                        } else if (0xDC00..<0xE000).contains(code), let high = pendingHigh {
                            let combined = 0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00)
                            if let scalar = Unicode.Scalar(combined) { result.unicodeScalars.append(scalar) }
                            pendingHigh = nil
                        } else if let scalar = Unicode.Scalar(code) {
                            result.unicodeScalars.append(scalar)
                        }
                    default: result.unicodeScalars.append(Unicode.Scalar(escaped))
                    }
                    chunkStart = position
                    continue
                }
                position += 1
            }
            return nil
        }

        mutating func array() -> Value? {
            position += 1
            var items: [Value] = []
            skipSpace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "]") { position += 1; return .array(items) }
            while true {
                guard let item = value() else { return nil }
                items.append(item)
                skipSpace()
                guard position < bytes.count else { return nil }
                if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
                if bytes[position] == UInt8(ascii: "]") { position += 1; return .array(items) }
                return nil
            }
        }

        mutating func object() -> Value? {
            position += 1
            var members: [(String, Value)] = []
            skipSpace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "}") { position += 1; return .object(members) }
            while true {
                skipSpace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\""), let key = string() else { return nil }
                skipSpace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return nil }
                position += 1
                guard let item = value() else { return nil }
                members.append((key, item))
                skipSpace()
                guard position < bytes.count else { return nil }
                if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
                if bytes[position] == UInt8(ascii: "}") { position += 1; return .object(members) }
                return nil
            }
        }
    }
}
