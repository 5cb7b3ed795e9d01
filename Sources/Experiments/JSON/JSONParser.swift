// The strict JSON parser (RFC 8259) behind every JSON the package reads, and its error.
/// Why a JSON text could not be read, with where (a path like `root.children[1].kind` or a byte offset).
public struct CanonicalJSONError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is.
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}

/// A strict JSON parser (RFC 8259), limited in nesting depth.
public struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    private var acceptsOverflow = false
    static let maximumDepth = 2_000

    /// Parses a whole JSON text. `acceptingOverflow` also reads numbers too large for a Double (`1e999`,
    /// the infinity older notebooks wrote into their columns) as infinite; canonical forms refuse them.
    public static func parse(_ text: String, acceptingOverflow: Bool = false) throws(CanonicalJSONError) -> JSON {
        var parser = JSONParser(bytes: Array(text.utf8))
        parser.acceptsOverflow = acceptingOverflow
        parser.skipWhitespace()
        let value = try parser.value()
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.failure("unexpected text after the JSON value") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func failure(_ message: String) -> CanonicalJSONError {
        CanonicalJSONError(path: "byte \(index)", message: message)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private mutating func expect(_ literal: String) throws(CanonicalJSONError) {
        for byte in literal.utf8 {
            guard index < bytes.count, bytes[index] == byte else { throw failure("expected `\(literal)`") }
            index += 1
        }
    }

    private mutating func value() throws(CanonicalJSONError) -> JSON {
        guard index < bytes.count else { throw failure("unexpected end of JSON") }
        switch bytes[index] {
        case UInt8(ascii: "n"): try expect("null"); return .null
        case UInt8(ascii: "t"): try expect("true"); return .bool(true)
        case UInt8(ascii: "f"): try expect("false"); return .bool(false)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "["):
            depth += 1
            defer { depth -= 1 }
            guard depth <= Self.maximumDepth else { throw failure("JSON nested too deeply") }
            index += 1
            var values: [JSON] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(values) }
            while true {
                skipWhitespace()
                values.append(try value())
                skipWhitespace()
                guard index < bytes.count else { throw failure("unterminated array") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(values) }
                throw failure("expected `,` or `]`")
            }
        case UInt8(ascii: "{"):
            depth += 1
            defer { depth -= 1 }
            guard depth <= Self.maximumDepth else { throw failure("JSON nested too deeply") }
            index += 1
            var members: [String: JSON] = [:]
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("expected a key") }
                let key = try string()
                skipWhitespace()
                try expect(":")
                skipWhitespace()
                // One hash of the key: inserted, and a duplicate found by the value it replaced.
                let keyStart = index
                guard members.updateValue(try value(), forKey: key) == nil else {
                    index = keyStart
                    throw failure("duplicate key `\(key)`")
                }
                skipWhitespace()
                guard index < bytes.count else { throw failure("unterminated object") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
                throw failure("expected `,` or `}`")
            }
        default:
            return .number(try number())
        }
    }

    private mutating func number() throws(CanonicalJSONError) -> Double {
        let start = index
        // Most numbers are whole (lengths in points): up to 15 digits are read exactly as they go.
        var whole = 0.0, digits = 0, isWhole = true
        scan: while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                whole = whole * 10 + Double(byte - UInt8(ascii: "0"))
                digits += 1
            case UInt8(ascii: "-") where index == start:
                break
            case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
                isWhole = false
            default:
                break scan
            }
            index += 1
        }
        if isWhole && digits > 0 && digits <= 15 {
            return bytes[start] == UInt8(ascii: "-") ? -whole : whole
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard !text.isEmpty, let value = Double(text), value.isFinite || (acceptsOverflow && !value.isNaN),
              text.first != "+", !text.hasPrefix("."), !text.hasPrefix("-.") else {
            index = start
            throw failure(text.isEmpty ? "unexpected character" : "invalid number `\(text)`")
        }
        return value
    }

    private mutating func string() throws(CanonicalJSONError) -> String {
        index += 1 // opening quote
        // Most strings have no escapes: take the bytes up to the closing quote at once.
        var end = index
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 {
            end += 1
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            let text = String(decoding: bytes[index..<end], as: UTF8.self)
            index = end + 1
            return text
        }
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() {
            if !run.isEmpty { scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars); run = [] }
        }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                guard index < bytes.count else { throw failure("unterminated escape") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800...0xDBFF).contains(code) {
                        try expect("\\u")
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw failure("invalid surrogate pair") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw failure("invalid \\u escape") }
                    scalars.append(scalar)
                default: throw failure("invalid escape")
                }
            default:
                guard byte >= 0x20 else { throw failure("control character in string") }
                run.append(byte)
            }
        }
        throw failure("unterminated string")
    }

    private mutating func hex4() throws(CanonicalJSONError) -> UInt32 {
        guard index + 4 <= bytes.count,
              let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
            throw failure("invalid \\u escape")
        }
        index += 4
        return value
    }
}
