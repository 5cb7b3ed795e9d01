// The canonical JSON of the content a layout made (a GeometryReader's views, made from its geometry
// while laying out): `{"format":1,"made":[{"parent":4,"first":9,"trees":[…]}]}`, each tree in
// `CanonicalTree`'s node form (with their looks, without origins). The notebook keeps it with a
// result, so pictures can draw those views as the program made them (`result.made_views`, 0013).
import LayoutEngine

extension CanonicalTree {
    /// The canonical JSON of `made`; nil when nothing was made.
    public static func encodeMade(_ made: [MadeNodes]) -> String? {
        guard !made.isEmpty else { return nil }
        let contents: [JSON] = made.map { content in
            .object(["parent": .integer(content.parent), "first": .integer(content.first),
                     "trees": .array(content.trees.map { node($0, looks: true) })])
        }
        return JSON.object(["format": .number(Double(formatVersion)), "made": .array(contents)]).text
    }

    /// The content `encodeMade` wrote.
    public static func decodeMade(_ json: String) throws(CanonicalJSONError) -> [MadeNodes] {
        let document = try JSONObjectReader(try JSONParser.parse(json), path: "$")
        try document.only(["format", "made"])
        let format = try document.integer("format")
        guard format == formatVersion else {
            throw CanonicalJSONError(path: "$.format", message: "format \(format) is not supported (this build reads format \(formatVersion))")
        }
        var made: [MadeNodes] = []
        for (index, value) in try document.array("made").enumerated() {
            let content = try JSONObjectReader(value, path: "$.made[\(index)]")
            try content.only(["parent", "first", "trees"])
            var trees: [ViewNode] = []
            for (position, tree) in try content.array("trees").enumerated() {
                trees.append(try node(from: tree, path: "\(content.path).trees[\(position)]"))
            }
            made.append(MadeNodes(parent: try content.integer("parent"), first: try content.integer("first"), trees: trees))
        }
        return made
    }
}
