// Which characters of a text the SF Pro tables do not list, and the width each is measured at
// instead (SFProMetrics.swift's fallback: 1 em for CJK ideographs, kana, Hangul, full-width forms
// and emoji; 1139 units, 0.556 em, for any other; SF Mono's 1266 units). For explanations only:
// measuring never asks it (it reads the tables directly), so it costs layout nothing.

/// Characters of a text measured at the fallback width, all of one width.
public struct TextFallback: Hashable, Sendable {
    /// The characters, in the order the text has them (repeats included).
    public var characters: [Unicode.Scalar]
    /// The width each is measured at, in ems of its font.
    public var ems: Double
    /// Whether they are emoji, measured at Apple Color Emoji's advance.
    public var isEmoji: Bool

    public init(characters: [Unicode.Scalar], ems: Double, isEmoji: Bool = false) {
        self.characters = characters
        self.ems = ems
        self.isEmoji = isEmoji
    }
}

extension SystemFontMetrics {
    /// The characters of `string` outside the tables, grouped by their fallback width (groups in
    /// the order of their first character; emoji apart). Spaces, newlines and inline images
    /// (`SFProRun.inlineImage`) are not characters here, nor a flag's second letter.
    public static func fallbacks(in string: String, design: FontDesign = .default) -> [TextFallback] {
        var groups: [TextFallback] = []
        var previous: Unicode.Scalar?
        for scalar in string.unicodeScalars {
            defer { previous = scalar }
            guard scalar != "\n", scalar != SFProRun.inlineImage, !knows(scalar), !scalar.extendsGlyph(after: previous) else { continue }
            let ems = SFProRun.fallbackUnits(scalar, mono: design == .monospaced) / SFProTables.unitsPerEm
            let emoji = SFProRun.isEmoji(scalar)
            if let index = groups.firstIndex(where: { $0.ems == ems && $0.isEmoji == emoji }) {
                groups[index].characters.append(scalar)
            } else {
                groups.append(TextFallback(characters: [scalar], ems: ems, isEmoji: emoji))
            }
        }
        return groups
    }
}
