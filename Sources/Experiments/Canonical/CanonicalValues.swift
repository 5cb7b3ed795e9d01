// The view-tree values of the canonical form that are not plain JSON: alignments by name
// (`topLeading`, or `leading/firstTextBaseline` for unnamed pairs), guides and axes as name lists.
import LayoutEngine

extension JSONObjectReader {
    func alignment(_ key: String) throws(CanonicalJSONError) -> Alignment {
        let name = try string(key)
        if let alignment = Alignment.named[name] { return alignment }
        let parts = name.split(separator: "/").map(String.init)
        if parts.count == 2, let h = HorizontalAlignment(rawValue: parts[0]), let v = VerticalAlignment(rawValue: parts[1]) {
            return Alignment(horizontal: h, vertical: v)
        }
        throw fail(key, "unknown alignment `\(name)`")
    }

    func horizontal(_ key: String) throws(CanonicalJSONError) -> HorizontalAlignment {
        let name = try string(key)
        guard let value = HorizontalAlignment(rawValue: name) else { throw fail(key, "unknown horizontal alignment `\(name)`") }
        return value
    }

    func vertical(_ key: String) throws(CanonicalJSONError) -> VerticalAlignment {
        let name = try string(key)
        guard let value = VerticalAlignment(rawValue: name) else { throw fail(key, "unknown vertical alignment `\(name)`") }
        return value
    }

    func axes(_ key: String) throws(CanonicalJSONError) -> Axes {
        var result: Axes = []
        for (index, value) in try array(key).enumerated() {
            switch value {
            case .string("horizontal"): result.insert(.horizontal)
            case .string("vertical"): result.insert(.vertical)
            default: throw fail("\(key)[\(index)]", "expected \"horizontal\" or \"vertical\"")
            }
        }
        return result
    }
}

extension JSON {
    static func axes(_ axes: Axes) -> JSON {
        var names: [JSON] = []
        if axes.contains(.horizontal) { names.append(.string("horizontal")) }
        if axes.contains(.vertical) { names.append(.string("vertical")) }
        return .array(names)
    }

    static func alignment(_ alignment: Alignment) -> JSON { .string(alignment.name) }
}
