// "Did you mean ...?": the closest known spelling by edit distance.

enum Suggestions {
    /// The Levenshtein distance between two strings (case-insensitive), over Unicode scalars.
    static func distance(_ a: String, _ b: String) -> Int {
        let lhs = Array(a.lowercased().unicodeScalars)
        let rhs = Array(b.lowercased().unicodeScalars)
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

    /// The closest candidate within a distance that grows with the word's length, if any.
    /// Ties go to the earlier candidate, so callers list the most common spellings first.
    static func closest(to word: String, in candidates: [String]) -> String? {
        let limit = max(1, min(3, word.count / 3 + 1))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let d = distance(word, candidate)
            if d <= limit, d < (best?.distance ?? .max) { best = (candidate, d) }
        }
        return best?.candidate
    }

    /// `"; did you mean `x`?"` or the empty string.
    static func didYouMean(_ word: String, in candidates: [String], format: (String) -> String = { "`\($0)`" }) -> String {
        closest(to: word, in: candidates).map { "; did you mean \(format($0))?" } ?? ""
    }

    /// A readable list: "`a`, `b` or `c`".
    static func list(_ items: [String], format: (String) -> String = { "`\($0)`" }) -> String {
        let quoted = items.map(format)
        guard quoted.count > 1 else { return quoted.first ?? "(none)" }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
    }
}
