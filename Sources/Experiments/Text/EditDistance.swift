// The edit distance behind every "did you mean" in the package: misspelled modifiers and
// arguments in experiment files, unknown experiment names in the notebook commands.

/// The Levenshtein distance between two strings, over Unicode scalars (case-sensitive: callers
/// lowercase both sides when case should not count).
public func editDistance(_ a: String, _ b: String) -> Int {
    let lhs = Array(a.unicodeScalars), rhs = Array(b.unicodeScalars)
    if lhs.isEmpty { return rhs.count }
    if rhs.isEmpty { return lhs.count }
    var previous = Array(0...rhs.count)
    var current = Array(repeating: 0, count: rhs.count + 1)
    for i in 1...lhs.count {
        current[0] = i
        for j in 1...rhs.count {
            let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        }
        swap(&previous, &current)
    }
    return previous[rhs.count]
}
