// How every output names a node: as the user wrote it (`NodeFacts`' display name — the `.id`
// label, `WeatherDayView "TUE"`, `Text "76°" · font · padding`), made unique among the nodes shown
// together: a name two nodes share is told apart by the nearest enclosing node whose name is
// unique ("… in WeatherDayView "FRI""), then by its line ("Spacer at line 45", with the file's
// name when the nodes come from several files; "… at line 70 in CellView "Acme"" where the view is
// used several times), then by the end of its path. Nodes stored before names
// were recorded (or made while laying out) take the caller's fallback.
import Notebook

/// Unique display names for a set of nodes (one proposal's, or both sides of a comparison).
public struct DisplayNames: Sendable {
    private var byIndex: [Int: String] = [:]
    private var byPath: [String: String] = [:]

    /// Names `nodes`; `fallback` names a node without a recorded display name.
    public init(_ nodes: [StoredNode], fallback: (StoredNode) -> String) {
        var counts: [String: Int] = [:]
        for node in nodes { if let name = node.displayName { counts[name, default: 0] += 1 } }
        var byIndex: [Int: StoredNode] = [:]
        for node in nodes { byIndex[node.index] = node }
        let paths = PathEndings(paths: nodes.map(\.path))
        func enclosing(_ node: StoredNode) -> String? {
            var current = node.parent.flatMap { byIndex[$0] }
            var seen: Set<Int> = []
            while let ancestor = current, seen.insert(ancestor.index).inserted {
                if let name = ancestor.displayName, counts[name] == 1, !name.contains(" · ") { return name }
                current = ancestor.parent.flatMap { byIndex[$0] }
            }
            return nil
        }
        let files = Set(nodes.compactMap { $0.sourceLine.flatMap { $0.split(separator: ":").first } })
        func line(_ node: StoredNode) -> String? {
            guard let place = node.sourceLine else { return nil }
            let parts = place.split(separator: ":")
            guard parts.count >= 2 else { return nil }
            return files.count == 1 ? "line \(parts[1])" : "\(parts[0]):\(parts[1])"
        }
        var candidates: [Int: String] = [:]
        var uses: [String: Int] = [:]
        for node in nodes {
            guard let name = node.displayName else { continue }
            let candidate = counts[name] == 1 ? name : enclosing(node).map { "\(name) in \($0)" } ?? name
            candidates[node.index] = candidate
            uses[candidate, default: 0] += 1
        }
        // By line; where a line is repeated (a view used several times), by line within the
        // enclosing unique name ("HStack at line 70 in CellView "Sterling Cooper"").
        var placed: [Int: [String]] = [:]
        var placedUses: [String: Int] = [:]
        for node in nodes {
            guard let candidate = candidates[node.index], uses[candidate] != 1, let line = line(node) else { continue }
            let atLine = "\(node.displayName ?? candidate) at \(line)"
            let names = [atLine] + (enclosing(node).map { ["\(atLine) in \($0)"] } ?? [])
            placed[node.index] = names
            for name in names { placedUses[name, default: 0] += 1 }
        }
        for node in nodes {
            let name: String
            if let candidate = candidates[node.index] {
                if uses[candidate] == 1 {
                    name = candidate
                } else if let atLine = placed[node.index]?.first(where: { placedUses[$0] == 1 }) {
                    name = atLine
                } else {
                    name = "\(node.displayName ?? candidate) at \(paths.shortest(node.path))"
                }
            } else {
                name = fallback(node)
            }
            self.byIndex[node.index] = name
            if self.byPath[node.path] == nil { self.byPath[node.path] = name }
        }
    }

    /// The name of the node at `index`, if it was among the nodes named.
    public subscript(index index: Int) -> String? { byIndex[index] }

    /// The name of the node at `path`, if it was among the nodes named.
    public subscript(path path: String) -> String? { byPath[path] }

    /// True when at least one node has a recorded display name.
    public static func recorded(in nodes: [StoredNode]) -> Bool {
        nodes.contains { $0.displayName != nil }
    }
}

extension ProposalDiff {
    /// Names for the compared nodes as the user wrote them: the head's name of a node, else the
    /// base's (a removed node); a label key keeps its label; `fallback` names a path without a
    /// recorded name.
    public func nodeNames(fallback: @escaping (String) -> String) -> (NodeKey) -> String {
        let head = DisplayNames(headNodes) { fallback($0.path) }
        let base = DisplayNames(baseNodes) { fallback($0.path) }
        return { key in
            guard case .path(let path) = key else { return key.display }
            return head[path: path] ?? base[path: path] ?? fallback(path)
        }
    }
}

extension StoredNode {
    /// True for the outermost node of one of the user's own views, named after it
    /// (`WeatherDayView "TUE"`).
    public var isUserViewInstance: Bool {
        guard label == nil, let name = displayName, let type = viewType else { return false }
        return name == type || name.hasPrefix(type + " \"")
    }
}
