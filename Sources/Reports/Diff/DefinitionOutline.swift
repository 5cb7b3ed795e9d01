// A stored definition (canonical JSON) as an outline, one line per view and per proposal and
// expectation, so two definitions can be compared line by line. Used when an experiment's own source
// text did not change but its definition did — the edit was in a view type or helper it calls — so
// the report can still show what changed in the tree it laid out.
import Experiments

/// The outline of a canonical definition (`definition_json`), or nil if it cannot be parsed.
public func definitionOutline(_ definitionJSON: String) -> [String]? {
    definitionOutlineWithOrigins(definitionJSON)?.map(\.line)
}

/// The outline with where the user wrote each view's line (`file:line:column`; nil for proposals,
/// expectations and views written by the library).
public func definitionOutlineWithOrigins(_ definitionJSON: String) -> [(line: String, origin: String?)]? {
    guard let document = try? JSONParser.parse(definitionJSON, acceptingOverflow: true),
          case .object(let members) = document else { return nil }
    var lines: [(line: String, origin: String?)] = []
    if case .array(let proposals)? = members["proposals"] {
        for (index, proposal) in proposals.enumerated() { lines.append(("proposal \(index): \(attributes(proposal))", nil)) }
    }
    if let sweep = members["sweep"], sweep != .null { lines.append(("sweep: \(attributes(sweep))", nil)) }
    if case .array(let expectations)? = members["expectations"] {
        for expectation in expectations { lines.append(("expect \(attributes(expectation))", nil)) }
    }
    if let tree = members["tree"] { outline(tree, depth: 0, into: &lines) }
    return lines
}

private func outline(_ node: JSON, depth: Int, into lines: inout [(line: String, origin: String?)]) {
    let indent = String(repeating: "  ", count: depth)
    guard case .object(let members) = node else {
        lines.append((indent + node.text, nil))
        return
    }
    let kind = members["kind"].flatMap { if case .string(let kind) = $0 { return kind } else { return nil } } ?? "?"
    // Where the user wrote a node is no part of the definition (its hash leaves it out too): it is
    // kept beside the line.
    let rest = members.filter { $0.key != "kind" && $0.key != "children" && $0.key != "child" && $0.key != "origin" }
    lines.append((indent + kind + (rest.isEmpty ? "" : " " + attributes(.object(rest))), origin(members["origin"])))
    if let child = members["child"] { outline(child, depth: depth + 1, into: &lines) }
    if case .array(let children)? = members["children"] {
        for child in children { outline(child, depth: depth + 1, into: &lines) }
    }
}

/// A node's origin (`[file, line, column, …]`) as `file:line:column`.
private func origin(_ json: JSON?) -> String? {
    guard case .array(let parts)? = json, parts.count >= 3, case .string(let file) = parts[0],
          case .number(let line) = parts[1], case .number(let column) = parts[2] else { return nil }
    return "\(file):\(Int(line)):\(Int(column))"
}

/// Where the views an outline diff changes were written (`file:line:column`, each once): those of
/// the `head` lines its `+` lines are, then those of the `base` lines its `-` lines are. The lines
/// are found by the hunks' positions (`@@ -12,7 +12,7 @@`), not by their text: two views may read
/// alike (`layoutPriority priority=1`) where only one changed.
public func origins(ofChangedLines diff: [String], base: [(line: String, origin: String?)],
                    head: [(line: String, origin: String?)]) -> [String] {
    var added: [Int] = [], removed: [Int] = []
    var baseIndex = 0, headIndex = 0
    for line in diff {
        if line.hasPrefix("@@") {
            // "@@ -start,count +start,count @@": 1-based starts.
            let ranges = line.split(separator: " ").dropFirst().prefix(2)
            let starts = ranges.map { Int($0.dropFirst().split(separator: ",").first ?? "") ?? 1 }
            guard starts.count == 2 else { continue }
            baseIndex = max(starts[0] - 1, 0)
            headIndex = max(starts[1] - 1, 0)
            continue
        }
        if line.hasPrefix("---") || line.hasPrefix("+++") { continue }
        switch line.first {
        case "+": added.append(headIndex); headIndex += 1
        case "-": removed.append(baseIndex); baseIndex += 1
        default: baseIndex += 1; headIndex += 1
        }
    }
    let entries = added.compactMap { head.indices.contains($0) ? head[$0] : nil }
        + removed.compactMap { base.indices.contains($0) ? base[$0] : nil }
    var seen: Set<String> = []
    return entries.compactMap { entry in
        guard let origin = entry.origin, seen.insert(origin).inserted else { return nil }
        return origin
    }
}

/// The file a definition keeps because its layout runs the file's own code (a custom `Layout`, a
/// GeometryReader's closure): its path and whole text; nil when the definition keeps none.
public func definitionProgram(_ definitionJSON: String) -> (file: String, text: String)? {
    definitionProgramFiles(definitionJSON).first
}

/// Every file such a definition keeps: its own, then the other files of its module.
public func definitionProgramFiles(_ definitionJSON: String) -> [(file: String, text: String)] {
    guard let document = try? JSONParser.parse(definitionJSON, acceptingOverflow: true),
          case .object(let members) = document, case .object(let program)? = members["program"],
          case .string(let file)? = program["file"], case .string(let text)? = program["text"] else { return [] }
    var files = [(file, text)]
    if case .array(let companions)? = program["companions"] {
        for case .object(let companion) in companions {
            if case .string(let path)? = companion["file"], case .string(let text)? = companion["text"] { files.append((path, text)) }
        }
    }
    return files
}

/// `key=value` pairs, sorted by key; nested values in their JSON form.
private func attributes(_ value: JSON) -> String {
    guard case .object(let members) = value else { return value.text }
    return members.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.text)" }.joined(separator: " ")
}
