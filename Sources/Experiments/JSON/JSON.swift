// The package's one JSON: a value with one deterministic writer and one strict parser
// (`JSONParser.swift`). Written by hand rather than with JSONEncoder so the canonical form is
// byte-for-byte stable and recording a trace stays fast.
//
// Conventions, everywhere: no whitespace; numbers in the shortest form that round-trips, integers
// without a fraction (`100`, `0.5`, `1e-07`); infinity is the string "infinity" ("-infinity"), which
// keeps the canonical definitions — and so their stored hashes — as they always were; `.object`
// members are written sorted by key (the canonical form), `.orderedObject` members in their order
// (command output). Reading also accepts `1e999`, the infinity older notebooks wrote into columns.

/// A JSON value.
public enum JSON: Sendable, Equatable {
    case null
    case bool(Bool)
    /// A number; a non-finite one is written as a length (infinity as the string "infinity", NaN as null).
    case number(Double)
    case string(String)
    case array([JSON])
    /// An object written with its keys sorted (UTF-8 byte order): the canonical form.
    case object([String: JSON])
    /// An object written with its members in the given order.
    case orderedObject([(String, JSON)])

    /// A length: a number, or a string for the infinities (JSON has no infinity).
    public static func length(_ value: Double) -> JSON {
        if value == .infinity { return .string("infinity") }
        if value == -.infinity { return .string("-infinity") }
        if value.isNaN { return .string("nan") }
        return .number(value)
    }

    /// A length, or null for nil (an unspecified proposal dimension).
    public static func optionalLength(_ value: Double?) -> JSON { value.map(length) ?? .null }

    /// An integer.
    public static func integer(_ value: Int) -> JSON { .number(Double(value)) }

    /// A string, or null for nil.
    public static func optionalString(_ value: String?) -> JSON { value.map(JSON.string) ?? .null }

    public static func == (lhs: JSON, rhs: JSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)): return a == b
        case let (.orderedObject(a), .orderedObject(b)): return a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
        default: return false
        }
    }

    // MARK: Reading members

    /// The member `key` of an object (nil for other values or a missing key).
    public subscript(key: String) -> JSON? {
        switch self {
        case .object(let members): return members[key]
        case .orderedObject(let members): return members.first { $0.0 == key }?.1
        default: return nil
        }
    }

    /// A length read leniently: a number, or one of the strings "infinity" / "-infinity"; nil otherwise.
    public var lengthValue: Double? {
        switch self {
        case .number(let value): return value
        case .string("infinity"): return .infinity
        case .string("-infinity"): return -.infinity
        default: return nil
        }
    }

    /// The text of a string value.
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The items of an array (empty for other values).
    public var items: [JSON] {
        if case .array(let values) = self { return values }
        return []
    }

    // MARK: Writing

    /// The text of this value.
    public var text: String {
        var output = ""
        write(to: &output)
        return output
    }

    /// Appends the text of this value to `output`.
    public func write(to output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let value):
            if value.isFinite { output += JSON.format(value) } else { JSON.optionalLength(value.isNaN ? nil : value).write(to: &output) }
        case .string(let value): output += jsonQuoted(value)
        case .array(let values):
            output += "["
            for (index, value) in values.enumerated() {
                if index > 0 { output += "," }
                value.write(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            let keys = members.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
            for (index, key) in keys.enumerated() {
                if index > 0 { output += "," }
                output += jsonQuoted(key)
                output += ":"
                members[key]?.write(to: &output)
            }
            output += "}"
        case .orderedObject(let members):
            output += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output += "," }
                output += jsonQuoted(key)
                output += ":"
                value.write(to: &output)
            }
            output += "}"
        }
    }

    /// Integers without a fraction (`100`), others in Swift's shortest round-trip form (`0.5`, `1e-07`).
    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
            return String(Int64(value))
        }
        return String(value)
    }
}
