// The canonical form of Text's runs and font traits. A concatenated Text whose parts set their own
// fonts is a `text` node with `runs` instead of `string`: each run an object with its `string`, its
// font (`size` or `style`, both null when it takes the environment's) and the traits `fontTraits`
// has. A Text of one run is encoded as it always was, so its hash does not change.
import LayoutEngine

extension CanonicalTree {
    /// The members of a font-traits object, each trait or null (inherited); `lineSpacing` only
    /// when set, so that traits without it keep the hash they always had.
    static let traitKeys = ["weight", "design", "italic", "monospacedDigit", "kerning", "tracking", "lineSpacing"]

    /// `traits` as JSON members.
    static func traitMembers(_ traits: FontTraits) -> [String: JSON] {
        var members: [String: JSON] = [
            "weight": .optionalString(traits.weight?.rawValue), "design": .optionalString(traits.design?.rawValue),
            "italic": traits.italic.map(JSON.bool) ?? .null,
            "monospacedDigit": traits.monospacedDigit.map(JSON.bool) ?? .null,
            "kerning": JSON.optionalLength(traits.kerning), "tracking": JSON.optionalLength(traits.tracking)]
        if let lineSpacing = traits.lineSpacing { members["lineSpacing"] = JSON.length(lineSpacing) }
        return members
    }

    /// One run as a JSON object.
    static func textRun(_ run: TextRun) -> JSON {
        var members = traitMembers(run.traits)
        members["string"] = .string(run.string)
        switch run.font {
        case .size(let size)?:
            members["size"] = JSON.length(size)
            members["style"] = .null
        case .style(let style)?:
            members["size"] = .null
            members["style"] = .string(style.rawValue)
        case nil:
            members["size"] = .null
            members["style"] = .null
        }
        return .object(members)
    }

    /// A `text` node's runs.
    static func textRuns(_ o: JSONObjectReader) throws(CanonicalJSONError) -> [TextRun] {
        var runs: [TextRun] = []
        for (index, value) in try o.array("runs").enumerated() {
            let run = try JSONObjectReader(value, path: "\(o.path).runs[\(index)]")
            try run.only(traitKeys, ["string", "size", "style"])
            var font: TextRunFont?
            if let size = try run.optionalLength("size") { font = .size(size) }
            if let name = try run.optionalString("style") {
                guard font == nil else { throw run.fail("style", "a run sets either `size` or `style`, not both") }
                guard let style = TextStyle(rawValue: name) else {
                    throw run.fail("style", "unknown text style `\(name)`; use one of \(TextStyle.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                font = .style(style)
            }
            runs.append(TextRun(try run.string("string"), font: font, traits: try fontTraits(run)))
        }
        guard !runs.isEmpty else { throw o.fail("runs", "a Text has at least one run") }
        return runs
    }
}
