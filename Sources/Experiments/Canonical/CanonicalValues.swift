// The view-tree values of the canonical form that are not plain JSON: alignments by name
// (`topLeading`, or `leading/firstTextBaseline` for unnamed pairs), guides and axes as name lists.
// A custom guide is written by its name; read back, its default value is unknown (the definition
// carries its program, which lays it out).
import LayoutEngine

extension JSONObjectReader {
    func alignment(_ key: String) throws(CanonicalJSONError) -> Alignment {
        let name = try string(key)
        if let alignment = Alignment.named[name] { return alignment }
        let parts = name.split(separator: "/").map(String.init)
        if parts.count == 2, let h = guideName(parts[0]), let v = guideName(parts[1]) {
            return Alignment(horizontal: HorizontalAlignment(named: h), vertical: VerticalAlignment(named: v))
        }
        throw fail(key, "unknown alignment `\(name)`")
    }

    func horizontal(_ key: String) throws(CanonicalJSONError) -> HorizontalAlignment {
        let name = try string(key)
        guard let name = guideName(name) else { throw fail(key, "unknown horizontal alignment `\(name)`") }
        return HorizontalAlignment(named: name)
    }

    func vertical(_ key: String) throws(CanonicalJSONError) -> VerticalAlignment {
        let name = try string(key)
        guard let name = guideName(name) else { throw fail(key, "unknown vertical alignment `\(name)`") }
        return VerticalAlignment(named: name)
    }

    /// `name` when it can name a guide: a built-in guide's name or a custom guide's (its
    /// `AlignmentID` type's name: letters, digits and underscores).
    func guideName(_ name: String) -> String? {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first),
              name.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) })
        else { return nil }
        return name
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

    /// Edges as names: `["top", "leading", "bottom", "trailing"]`, any subset in that order.
    func edges(_ key: String) throws(CanonicalJSONError) -> EdgeSet {
        var result: EdgeSet = []
        for (index, value) in try array(key).enumerated() {
            switch value {
            case .string("top"): result.insert(.top)
            case .string("leading"): result.insert(.leading)
            case .string("bottom"): result.insert(.bottom)
            case .string("trailing"): result.insert(.trailing)
            default: throw fail("\(key)[\(index)]", "expected \"top\", \"leading\", \"bottom\" or \"trailing\"")
            }
        }
        return result
    }
}

extension JSON {
    static func edges(_ edges: EdgeSet) -> JSON {
        let named: [(EdgeSet, String)] = [(.top, "top"), (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing")]
        return .array(named.filter { edges.contains($0.0) }.map { .string($0.1) })
    }

    static func axes(_ axes: Axes) -> JSON {
        var names: [JSON] = []
        if axes.contains(.horizontal) { names.append(.string("horizontal")) }
        if axes.contains(.vertical) { names.append(.string("vertical")) }
        return .array(names)
    }

    static func alignment(_ alignment: Alignment) -> JSON { .string(alignment.name) }
}
