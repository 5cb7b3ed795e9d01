// "Did you mean ...?": the closest known spelling by edit distance.
import Experiments

enum Suggestions {
    /// The edit distance between two strings, ignoring case.
    static func distance(_ a: String, _ b: String) -> Int {
        editDistance(a.lowercased(), b.lowercased())
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
