// The sentence an explanation adds to a Text's first answer when some of its characters are not
// in SF Pro's tables and were measured at the fallback width (SystemFontMetrics.fallbacks), e.g.
// `3 characters ("日本語") are not in SF Pro's tables and are measured at 1 em each.`, and how wide
// an image in the text is measured (`Text(Image(systemName:))`). Worked out
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
                let groups = SystemFontMetrics.fallbacks(in: string, design: design)
                if let sentence = sentence(groups, images: inlineImages(in: string)) { result[index] = sentence }
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
                if let sentence = sentence(groups, images: runs.reduce(0) { $0 + inlineImages(in: $1.string) }) {
                    result[index] = sentence
                }
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

    /// How many images `string` holds in its text (`SFProRun.inlineImage`).
    static func inlineImages(in string: String) -> Int {
        string.unicodeScalars.reduce(0) { $0 + ($1 == SFProRun.inlineImage ? 1 : 0) }
    }

    /// One sentence per fallback width, and one for the images in the text; nil when there are
    /// neither.
    static func sentence(_ groups: [TextFallback], images: Int = 0) -> String? {
        guard !groups.isEmpty || images > 0 else { return nil }
        var clauses = groups.map { group -> String in
            let count = group.characters.count
            let quoted = group.characters.joined()
            let width = ems(group.ems)
            if group.isEmoji {
                return count == 1 ? "1 emoji (\"\(quoted)\") is measured at Apple Color Emoji's advance, \(width)."
                    : "\(count) emoji (\"\(quoted)\") are measured at Apple Color Emoji's advance, \(width) each."
            }
            return count == 1
                ? "1 character (\"\(quoted)\") is not in SF Pro's tables and is measured at \(width)."
                : "\(count) characters (\"\(quoted)\") are not in SF Pro's tables and are measured at \(width) each."
        }
        if images > 0 {
            let width = ems(SFProRun.inlineImageEms)
            clauses.append(images == 1
                ? "The image in the text is measured as wide as a symbol image: \(width) (20 points at 17 pt)."
                : "The \(images) images in the text are measured as wide as a symbol image: \(width) each (20 points at 17 pt).")
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
