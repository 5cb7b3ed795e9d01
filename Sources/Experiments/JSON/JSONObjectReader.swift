// Strict, path-aware reading of canonical JSON: every member must be present with the right type,
// and unknown members are errors, so a stored form either decodes exactly or says where it is wrong.
import LayoutEngine

/// One JSON object being decoded, with its path for messages.
struct JSONObjectReader {
    let members: [String: JSON]
    let path: String

    init(_ value: JSON, path: String) throws(CanonicalJSONError) {
        guard case .object(let members) = value else { throw CanonicalJSONError(path: path, message: "expected an object") }
        self.members = members
        self.path = path
    }

    func fail(_ key: String, _ message: String) -> CanonicalJSONError {
        CanonicalJSONError(path: "\(path).\(key)", message: message)
    }

    /// Fails on members other than `allowed` and `more` (short lists: searched in place).
    func only(_ allowed: [String], _ more: [String] = []) throws(CanonicalJSONError) {
        var extra: String?
        for key in members.keys where !allowed.contains(key) && !more.contains(key) {
            if extra.map({ key < $0 }) ?? true { extra = key }
        }
        if let extra { throw fail(extra, "unknown member") }
    }

    func value(_ key: String) throws(CanonicalJSONError) -> JSON {
        guard let value = members[key] else { throw fail(key, "missing") }
        return value
    }

    func string(_ key: String) throws(CanonicalJSONError) -> String {
        guard case .string(let text) = try value(key) else { throw fail(key, "expected a string") }
        return text
    }

    func optionalString(_ key: String) throws(CanonicalJSONError) -> String? {
        guard let value = members[key], value != .null else { return nil }
        guard case .string(let text) = value else { throw fail(key, "expected a string or null") }
        return text
    }

    func bool(_ key: String) throws(CanonicalJSONError) -> Bool {
        guard case .bool(let flag) = try value(key) else { throw fail(key, "expected true or false") }
        return flag
    }

    func length(_ key: String) throws(CanonicalJSONError) -> Double {
        try Self.length(try value(key), path: "\(path).\(key)")
    }

    func optionalLength(_ key: String) throws(CanonicalJSONError) -> Double? {
        let value = try value(key)
        if value == .null { return nil }
        return try Self.length(value, path: "\(path).\(key)")
    }

    /// A flag written only when true (a member added later, absent from older forms): false when absent.
    func boolIfPresent(_ key: String) throws(CanonicalJSONError) -> Bool {
        members[key] == nil ? false : try bool(key)
    }

    /// A length written only when set (a member added later, absent from older forms): nil when absent.
    func lengthIfPresent(_ key: String) throws(CanonicalJSONError) -> Double? {
        guard let value = members[key] else { return nil }
        return try Self.length(value, path: "\(path).\(key)")
    }

    static func length(_ value: JSON, path: String) throws(CanonicalJSONError) -> Double {
        switch value {
        case .number(let number): return number
        case .string("infinity"): return .infinity
        case .string("-infinity"): return -.infinity
        default: throw CanonicalJSONError(path: path, message: "expected a number, \"infinity\" or \"-infinity\"")
        }
    }

    func integer(_ key: String) throws(CanonicalJSONError) -> Int {
        guard case .number(let number) = try value(key), number == number.rounded(), abs(number) < 1e15 else {
            throw fail(key, "expected an integer")
        }
        return Int(number)
    }

    func optionalInteger(_ key: String) throws(CanonicalJSONError) -> Int? {
        if try value(key) == .null { return nil }
        return try integer(key)
    }

    func array(_ key: String) throws(CanonicalJSONError) -> [JSON] {
        guard case .array(let values) = try value(key) else { throw fail(key, "expected an array") }
        return values
    }

    func object(_ key: String) throws(CanonicalJSONError) -> JSONObjectReader {
        try JSONObjectReader(try value(key), path: "\(path).\(key)")
    }
}
