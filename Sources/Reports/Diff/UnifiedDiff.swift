// A unified diff of two texts by lines (`--- base`, `+++ head`, `@@ -a,b +c,d @@` hunks with three
// lines of context), for the source change of a redefined experiment. Longest common subsequence
// by dynamic programming: experiment sources are short; above `maxCells` line pairs the whole text
// is shown as replaced rather than spending quadratic time.

/// The unified diff of `base` and `head`, as lines (empty when the texts are equal).
public func unifiedDiff(base: String, head: String, baseName: String = "base", headName: String = "head",
                        context: Int = 3, maxCells: Int = 4_000_000) -> [String] {
    guard base != head else { return [] }
    let a = base.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let b = head.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let edits = lineEdits(a, b, maxCells: maxCells)
    // Group edits into hunks: changes with up to 2 × context equal lines between them share a hunk.
    var lines = ["--- \(baseName)", "+++ \(headName)"]
    let changed = edits.indices.filter { edits[$0].kind != .same }
    var start = 0
    while start < changed.count {
        var end = start
        while end + 1 < changed.count, changed[end + 1] - changed[end] <= 2 * context + 1 { end += 1 }
        let first = max(0, changed[start] - context)
        let last = min(edits.count - 1, changed[end] + context)
        let slice = edits[first...last]
        let oldStart = slice.first!.oldLine, newStart = slice.first!.newLine
        let oldCount = slice.filter { $0.kind != .inserted }.count
        let newCount = slice.filter { $0.kind != .deleted }.count
        lines.append("@@ -\(oldCount == 0 ? oldStart : oldStart + 1),\(oldCount) "
            + "+\(newCount == 0 ? newStart : newStart + 1),\(newCount) @@")
        for edit in slice {
            switch edit.kind {
            case .same: lines.append(" " + edit.text)
            case .deleted: lines.append("-" + edit.text)
            case .inserted: lines.append("+" + edit.text)
            }
        }
        start = end + 1
    }
    return lines
}

private struct LineEdit {
    enum Kind { case same, deleted, inserted }
    var kind: Kind
    var text: String
    /// 0-based positions in the old and new text where this edit sits.
    var oldLine: Int
    var newLine: Int
}

private func lineEdits(_ a: [String], _ b: [String], maxCells: Int) -> [LineEdit] {
    // Common prefix and suffix first: an edit usually touches a few lines.
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
        suffix += 1
    }
    let midA = Array(a[prefix..<(a.count - suffix)]), midB = Array(b[prefix..<(b.count - suffix)])
    var edits: [LineEdit] = []
    for i in 0..<prefix { edits.append(LineEdit(kind: .same, text: a[i], oldLine: i, newLine: i)) }
    let n = midA.count, m = midB.count
    var i = 0, j = 0
    if n * m <= maxCells && n > 0 && m > 0 {
        // lcs[i][j]: length of the LCS of midA[i...] and midB[j...].
        var lcs = [[Int32]](repeating: [Int32](repeating: 0, count: m + 1), count: n + 1)
        for x in stride(from: n - 1, through: 0, by: -1) {
            for y in stride(from: m - 1, through: 0, by: -1) {
                lcs[x][y] = midA[x] == midB[y] ? lcs[x + 1][y + 1] + 1 : max(lcs[x + 1][y], lcs[x][y + 1])
            }
        }
        while i < n && j < m {
            if midA[i] == midB[j] {
                edits.append(LineEdit(kind: .same, text: midA[i], oldLine: prefix + i, newLine: prefix + j))
                i += 1; j += 1
            } else if lcs[i + 1][j] >= lcs[i][j + 1] {
                edits.append(LineEdit(kind: .deleted, text: midA[i], oldLine: prefix + i, newLine: prefix + j))
                i += 1
            } else {
                edits.append(LineEdit(kind: .inserted, text: midB[j], oldLine: prefix + i, newLine: prefix + j))
                j += 1
            }
        }
    }
    while i < n {
        edits.append(LineEdit(kind: .deleted, text: midA[i], oldLine: prefix + i, newLine: prefix + j))
        i += 1
    }
    while j < m {
        edits.append(LineEdit(kind: .inserted, text: midB[j], oldLine: prefix + i, newLine: prefix + j))
        j += 1
    }
    for k in 0..<suffix {
        edits.append(LineEdit(kind: .same, text: a[a.count - suffix + k],
                              oldLine: a.count - suffix + k, newLine: b.count - suffix + k))
    }
    return edits
}
