// Readable names for nodes in prose: the name the user wrote (`DisplayNames`: the label, the
// user's view, the text a Text shows) where it was recorded and tells the node apart. Otherwise
// (a kind met once, nodes stored before names were, or made while laying out): the user's label
// where there is one, else the kind ("the
// HStack") when it is the only one of its kind, else the kind inside its nearest labelled ancestor
// ("the Color in green"), else the kind at the shortest ending of its path that names it alone
// ("the font at …/HStack[0]/font[3]", not the whole path from the root). A chrome element's kind
// is told as what it is ("the navigation bar").
import Experiments
import Notebook

/// How an explanation names each node.
struct NodeNames {
    private var names: [Int: String] = [:]

    init(_ nodes: [StoredNode]) {
        var kindCounts: [String: Int] = [:]
        for node in nodes { kindCounts[node.kind, default: 0] += 1 }
        var byIndex: [Int: StoredNode] = [:]
        for node in nodes { byIndex[node.index] = node }
        func labelledAncestor(_ node: StoredNode) -> String? {
            var current = node.parent.flatMap { byIndex[$0] }
            var seen: Set<Int> = []
            while let ancestor = current, seen.insert(ancestor.index).inserted {
                if let label = ancestor.label { return TerminalText.escaped(label) }
                current = ancestor.parent.flatMap { byIndex[$0] }
            }
            return nil
        }
        let paths = PathEndings(paths: nodes.map(\.path))
        var candidates: [Int: String] = [:]
        var uses: [String: Int] = [:]
        for node in nodes where node.label == nil {
            let name: String
            if kindCounts[node.kind] == 1 {
                name = "the \(kindNoun(node.kind))"
            } else if let owner = labelledAncestor(node) {
                name = "the \(kindNoun(node.kind)) in \(owner)"
            } else {
                name = "the \(kindNoun(node.kind)) at \(paths.shortest(node.path))"
            }
            candidates[node.index] = name
            uses[name, default: 0] += 1
        }
        var fallbacks: [Int: String] = [:]
        for node in nodes {
            if let label = node.label {
                // Escaped here, before wrapping, so control characters never reach a terminal.
                fallbacks[node.index] = TerminalText.escaped(label)
            } else if let name = candidates[node.index] {
                fallbacks[node.index] = uses[name] == 1 ? name : "the \(kindNoun(node.kind)) at \(paths.shortest(node.path))"
            }
        }
        let display = DisplayNames(nodes) { fallbacks[$0.index] ?? "node \($0.index)" }
        for node in nodes {
            // The recorded name where it tells the user's view apart (a text, an image, one of
            // their views); a kind met once stays "the frame", which needs nothing more.
            guard let raw = node.displayName, let name = display[index: node.index],
                  raw.contains("\"") || node.isUserViewInstance || kindCounts[node.kind] != 1 else {
                names[node.index] = fallbacks[node.index]
                continue
            }
            // A container or shape is "the VStack"; a view the user named keeps its name as written.
            let bare = node.label == nil && (name == node.kind || name.hasPrefix(node.kind + " at ") || name.hasPrefix(node.kind + " in "))
            names[node.index] = bare ? "the \(kindNoun(node.kind))\(name.dropFirst(node.kind.count))" : TerminalText.escaped(name)
        }
    }

    /// The node's name in the middle of a sentence.
    subscript(_ index: Int) -> String {
        names[index] ?? "node \(index)"
    }

    /// The node's name at the start of a sentence.
    func capitalized(_ index: Int) -> String {
        sentenceStart(self[index])
    }
}

/// Upper-cases the first letter of prose ("the HStack" → "The HStack"); labels are left as written.
func sentenceStart(_ text: String) -> String {
    guard text.hasPrefix("the ") else { return text }
    return "T" + text.dropFirst()
}
