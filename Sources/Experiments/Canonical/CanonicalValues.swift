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

    func axes(_ key: String) throws(CanonicalJSONError) -> Axes { try members(key, named: NamedMembers.axes) }

    /// Edges as names: `["top", "leading", "bottom", "trailing"]`, any subset in that order.
    func edges(_ key: String) throws(CanonicalJSONError) -> EdgeSet { try members(key, named: NamedMembers.edges) }

    /// A set written as the names of its members (`NamedMembers`), in their order.
    private func members<S: OptionSet>(_ key: String, named names: [(S, String)]) throws(CanonicalJSONError) -> S
    where S.Element == S {
        var result: S = []
        for (index, value) in try array(key).enumerated() {
            guard case .string(let name) = value, let member = names.first(where: { $0.1 == name }) else {
                throw fail("\(key)[\(index)]", "expected one of " + names.map { "\"\($0.1)\"" }.joined(separator: ", "))
            }
            result.insert(member.0)
        }
        return result
    }
}

/// The names the canonical form writes for the members of option sets, in the order written.
enum NamedMembers {
    static let axes: [(Axes, String)] = [(.horizontal, "horizontal"), (.vertical, "vertical")]
    static let edges: [(EdgeSet, String)] = [(.top, "top"), (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing")]
}

extension JSON {
    static func edges(_ edges: EdgeSet) -> JSON { names(of: edges, NamedMembers.edges) }

    static func axes(_ axes: Axes) -> JSON { names(of: axes, NamedMembers.axes) }

    private static func names<S: OptionSet>(of set: S, _ names: [(S, String)]) -> JSON where S.Element == S {
        .array(names.filter { set.contains($0.0) }.map { .string($0.1) })
    }

    static func alignment(_ alignment: Alignment) -> JSON { .string(alignment.name) }
}
