// Which characters of a text the SF Pro tables do not list, and the width each is measured at
// instead (SFProMetrics.swift's fallback: 1 em for CJK ideographs, kana, Hangul, full-width forms
// and emoji; 1139 units, 0.556 em, for any other; SF Mono's 1266 units). For explanations only:
// measuring never asks it (it reads the tables directly), so it costs layout nothing.

/// Characters of a text measured at the fallback width, all of one width.
public struct TextFallback: Hashable, Sendable {
    /// The characters, each a glyph as the text has it (with the scalars that extend it: `❤️`,
    /// `🇫🇷`), in the order the text has them (repeats included).
    public var characters: [String]
    /// The width each is measured at, in ems of its font.
    public var ems: Double
    /// Whether they are emoji, measured at Apple Color Emoji's advance.
    public var isEmoji: Bool

    public init(characters: [String], ems: Double, isEmoji: Bool = false) {
        self.characters = characters
        self.ems = ems
        self.isEmoji = isEmoji
    }
}

extension SystemFontMetrics {
    /// The characters of `string` outside the tables, grouped by their fallback width (groups in
    /// the order of their first character; emoji apart). Spaces, newlines and inline images
    /// (`SFProRun.inlineImage`) are not characters here; a character's extending scalars (a flag's
    /// second letter, a variation selector) are part of it. A character in the tables that a
    /// keycap mark makes an emoji (`1️⃣`) is one.
    public static func fallbacks(in string: String, design: FontDesign = .default) -> [TextFallback] {
        var measured: [(glyph: String, ems: Double, isEmoji: Bool)] = []
        // The last scalar that began a glyph, the glyph's scalars so far, and its place in
        // `measured` when it is there.
        var base: (scalar: Unicode.Scalar, glyph: String, entry: Int?)?
        var previous: Unicode.Scalar?
        for scalar in string.unicodeScalars {
            defer { previous = scalar }
            if scalar.extendsGlyph(after: previous) {
                guard var glyph = base else { continue }
                glyph.glyph.unicodeScalars.append(scalar)
                // `❤️` and `1️⃣` are emoji: the glyph takes Apple Color Emoji's advance.
                if scalar.makesEmoji(of: glyph.scalar, previous: previous) {
                    glyph.scalar = .emojiGlyph
                    if glyph.entry == nil {
                        measured.append(("", 1, true))
                        glyph.entry = measured.count - 1
                    }
                    measured[glyph.entry!].ems = 1
                    measured[glyph.entry!].isEmoji = true
                }
                if let entry = glyph.entry { measured[entry].glyph = glyph.glyph }
                base = glyph
                continue
            }
            base = (scalar, String(scalar), nil)
            guard scalar != "\n", scalar != SFProRun.inlineImage, !knows(scalar) else { continue }
            measured.append((String(scalar), SFProRun.fallbackUnits(scalar, mono: design == .monospaced) / SFProTables.unitsPerEm,
                             SFProRun.isEmoji(scalar)))
            base?.entry = measured.count - 1
        }
        var groups: [TextFallback] = []
        for (glyph, ems, emoji) in measured {
            if let index = groups.firstIndex(where: { $0.ems == ems && $0.isEmoji == emoji }) {
                groups[index].characters.append(glyph)
            } else {
                groups.append(TextFallback(characters: [glyph], ems: ems, isEmoji: emoji))
            }
        }
        return groups
    }
}
