// The sentence an explanation adds to a Text's first answer when some of its characters are not
// in SF Pro's tables and were measured at the fallback width (SystemFontMetrics.fallbacks), e.g.
// `3 characters ("日本語") are not in SF Pro's tables and are measured at 1 em each.` Worked out
// from the view tree, only when explaining: layout itself never looks.
import LayoutEngine

enum FallbackSentences {
    /// The sentence of each Text node (by pre-order index) with fallback characters.
    static func byNode(_ root: ViewNode) -> [Int: String] {
        var result: [Int: String] = [:]
        var index = 0
        func visit(_ node: ViewNode, design: FontDesign) {
            var inner = design
            switch node.kind {
            case .text(let string):
                if let sentence = sentence(SystemFontMetrics.fallbacks(in: string, design: design)) { result[index] = sentence }
            case .textRuns(let runs):
                var groups: [TextFallback] = []
                for run in runs {
                    for group in SystemFontMetrics.fallbacks(in: run.string, design: run.traits.design ?? design) {
                        if let at = groups.firstIndex(where: { $0.ems == group.ems }) {
                            groups[at].characters += group.characters
                        } else {
                            groups.append(group)
                        }
                    }
                }
                if let sentence = sentence(groups) { result[index] = sentence }
            case .fontTraits(let traits):
                inner = traits.design ?? design
            default:
                break
            }
            index += 1
            for child in node.children { visit(child, design: inner) }
        }
        visit(root, design: .default)
        return result
    }

    /// One sentence per fallback width; nil when every character is known.
    static func sentence(_ groups: [TextFallback]) -> String? {
        guard !groups.isEmpty else { return nil }
        let clauses = groups.map { group -> String in
            let count = group.characters.count
            var quoted = ""
            quoted.unicodeScalars.append(contentsOf: group.characters)
            let width = ems(group.ems)
            return count == 1
                ? "1 character (\"\(quoted)\") is not in SF Pro's tables and is measured at \(width)."
                : "\(count) characters (\"\(quoted)\") are not in SF Pro's tables and are measured at \(width) each."
        }
        return clauses.joined(separator: " ")
    }

    /// `1 em`, `0.556 em`.
    static func ems(_ value: Double) -> String {
        let thousandths = (value * 1000).rounded()
        if thousandths.truncatingRemainder(dividingBy: 1000) == 0 { return "\(Int(thousandths / 1000)) em" }
        var digits = String(Int(thousandths) % 1000)
        digits = String(repeating: "0", count: 3 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(Int(thousandths) / 1000).\(digits) em"
    }
}
