// The system font's widths: a model of SF Pro built only from public facts, the same on every
// machine. Sources (the shared reference folder `text-metrics/`, turned into SFProTables.swift by
// scripts/generate-font-tables.py; numbers only):
// - `sfpro-advances.tsv`: per-character advances (`hmtx`, 2048 units per em) of SF Pro Text 2017
//   and SF Pro Display 2020, regular, semibold and bold, and of SF Mono 2017, for printable ASCII
//   and a few common extras (’ “ ” – — • … − · é ü, no-break space), read from font files third
//   parties committed to public repositories.
// - `sfpro-kern-ascii.tsv`: the same fonts' GPOS `kern` pairs between printable ASCII characters
//   (8,244 pairs; "T r" and "m T" are −150 units), on by default in SwiftUI.
// - `sfpro-trak.tsv`: each SF Pro font's own `trak` table (tracking by point size, linear between
//   the sizes it lists, held outside them); the weights share one table per design.
// - `hig-tracking.tsv`: Apple's HIG "Tracking values" for SF Pro in points, 6–96 pt [DOC HIG
//   Typography, Specifications; the iOS and macOS tables carry the same values].
// - The reference README's combination, checked there against real SwiftUI: width = Σ advances +
//   Σ kerning pairs + n × tracking, rounded up to the display's pixels (Text.swift rounds); up to
//   17 pt the Text design with the HIG tracking; SF Pro is one variable font whose optical size
//   moves from the Text to the Display design between 17 and 28 pt [DOC WWDC20 "The details of UI
//   typography"]; from the end of that blend the Display design with its own `trak`.
// The model:
// - Advances and kerning: the Text design's up to 17 pt, the Display design's from 24 pt, and a
//   linear blend of the two between (tracking: the HIG value blended with the Display `trak` the
//   same way). The blend ends at 24 pt, inside the reference README's "17 to about 21–28 pt": a
//   real SwiftUI measurement at 26 pt (`Text("The quick brown fox")` 224 wide, issue 30 [EMP])
//   is the Display design's width exactly (223.74 → 224 at 3×; a blend still running to 28 pt
//   gives 229), so the blend has ended by 26 pt; 24 is about the middle of what the facts allow
//   (21–26 pt). No other public measurement inside the band was found to calibrate it further.
// - Weights: regular, semibold and bold from their own tables (400, 600, 700); medium between
//   regular and semibold; light, thin and ultra-light extend regular → semibold below regular,
//   heavy and black extend semibold → bold above bold, linearly. No public measurement of real
//   SwiftUI at those weights was found, so they are uncalibrated.
// - Italic keeps the upright advances, and `design: .rounded` and `.serif` use SF Pro's:
//   documented approximations (no tables for SF Pro Italic, SF Pro Rounded or New York here).
// - `.monospacedDigit()`: every digit as wide as the design's "0" (an approximation of the tabular
//   figures, which the tables do not list). `.monospaced()` / `design: .monospaced` is SF Mono:
//   1266 units for every character in its table, no kerning and no `trak` (its file has none).
// - `.kerning(k)` and `.tracking(t)` add k and t points after every character, the last included
//   [DOC Text.kerning(_:): "the kerning affects the trailing edge of the text view as well"].
// - Accented Latin letters outside the tables (`à`, `ñ`, `ệ`) advance and kern as their base letter
//   (LatinBaseLetters.swift: the tables' `é` and `ü` are exactly `e` and `u` in every SF Pro face).
// - Characters outside the tables (the fallback): CJK ideographs, kana, Hangul and full-width forms
//   advance 1 em; so do emoji shown as emoji by default (`🔥`; a flag's two letters are one), and
//   those made emoji by a variation selector or a keycap mark (`❤️`, `1️⃣`: `makesEmoji`), Apple
//   Color Emoji's advance [wh0, "Emoji metrics" (2024), Apple Color Emoji 18.3: advance 1.000 em on
//   macOS and iOS]; any other character 1139 units (0.556 em, a typical lowercase width), SF Mono's
//   1266; none is kerned. `SystemFontMetrics.knows(_:)` tells whether a character is in the tables.
// - An image in a text (`Text(Image(systemName:))`, `"\(Image(...))"`) is U+FFFC, the object
//   replacement character Apple's text system puts in place of an attachment. It advances as wide as
//   a symbol image beside the text is (`SymbolImageLayout`: 20 points at 17 pt, 20/17 em), unkerned.

/// The default font model: SF Pro's advances, kerning and tracking from public facts (see the file
/// comment for the rules and their sources).
public struct SystemFontMetrics: FontMetrics {
    public init() {}

    /// Where the optical-size blend from the Text to the Display design starts and ends, in points.
    public static let blendStart = 17.0
    public static let blendEnd = 24.0

    /// How far `fontSize` is into the Text → Display blend: 0 up to 17 pt, 1 from 24 pt.
    public static func displayFraction(fontSize: Double) -> Double {
        guard fontSize > blendStart else { return 0 }
        guard fontSize < blendEnd else { return 1 }
        return (fontSize - blendStart) / (blendEnd - blendStart)
    }

    /// SF Pro's tracking at `fontSize`, in points per character: the HIG value, blended into the
    /// Display font's own `trak` (track 0) over 17 ... 24 pt.
    public static func tracking(fontSize: Double) -> Double {
        guard fontSize.isFinite, fontSize > 0 else { return 0 }
        let display = displayFraction(fontSize: fontSize)
        let hig = display < 1 ? Self.higTracking(fontSize: fontSize) : 0
        let trak = display > 0 ? SFProTables.interpolate(SFProTables.displayNormalRows, at: fontSize) * fontSize / SFProTables.unitsPerEm : 0
        return (1 - display) * hig + display * trak
    }

    /// The HIG's tracking in points at `fontSize`, linear between its sizes; below its smallest size
    /// (6 pt) the same fraction of an em as there (41/1000), so a tiny font has tiny tracking.
    static func higTracking(fontSize: Double) -> Double {
        let rows = SFProTables.higRows
        let first = rows[0]
        guard fontSize >= first.size else { return first.value * fontSize / first.size }
        // Whole sizes up to 54 pt are listed one after another: read them directly.
        let offset = fontSize - first.size
        if offset == offset.rounded(.down), offset < 49, rows[Int(offset)].size == fontSize { return rows[Int(offset)].value }
        return SFProTables.interpolate(rows, at: fontSize)
    }

    /// How much tighter the fonts' tight track (−1, `allowsTightening`) sets than their normal
    /// track at `fontSize`, in points per character (negative).
    public static func tightening(fontSize: Double) -> Double {
        guard fontSize.isFinite, fontSize > 0 else { return 0 }
        let display = displayFraction(fontSize: fontSize)
        func difference(_ tight: [(size: Double, value: Double)], _ normal: [(size: Double, value: Double)]) -> Double {
            (SFProTables.interpolate(tight, at: fontSize) - SFProTables.interpolate(normal, at: fontSize)) * fontSize / SFProTables.unitsPerEm
        }
        return (1 - display) * difference(SFProTables.textTightRows, SFProTables.textNormalRows)
            + display * difference(SFProTables.displayTightRows, SFProTables.displayNormalRows)
    }

    /// Whether the tables know `character` (else it advances by the fallback width).
    public static func knows(_ character: Unicode.Scalar) -> Bool { SFProTables.index(of: character) != nil }

    public func sfProRun(for font: TextFont) -> SFProRun? {
        // The system font at a whole size up to 100 pt, without traits: resolved once, read here.
        let index = Int(exactly: font.size) ?? -1
        if index >= 0, index < Self.plainRuns.count, font.isPlain { return Self.plainRuns[index] }
        return SFProRun(font)
    }

    /// The plain system font resolved at each whole size 0 ... 100 pt (immutable).
    static let plainRuns: [SFProRun] = (0...100).map { SFProRun(TextFont(size: Double($0))) }

    public func advance(of character: Unicode.Scalar, fontSize: Double) -> Double {
        SFProRun(TextFont(size: fontSize)).advance(character)
    }

    public func advance(of character: Unicode.Scalar, in font: TextFont) -> Double { SFProRun(font).advance(character) }

    public func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar, in font: TextFont) -> Double {
        SFProRun(font).kerning(left, right)
    }

    public func lineHeight(fontSize: Double) -> Double { fontSize * (1950 + 494) / 2048 }

    /// On iOS the ascender + descender (1.193 em). macOS lays lines out taller than that below
    /// 20 pt (SF Pro's Text cut) and shorter from 20 pt (its Display cut): 1.215 em and 1.17 em,
    /// calibrated so that every text style's `Text("X")` is as tall as real macOS SwiftUI draws it
    /// [EMP skip-ui TextTests: 31, 26, 21, 19, 16, 14, 16, 15, 13, 13, 13 at 1×, largeTitle …
    /// caption2] and three 13 pt lines are 48 high at 2× [EMP SwiftOpenUI's NSHostingView
    /// fixtures]. (Ascender + descender fits only 5 of the 11 styles; the same heights on iOS match it.)
    public func lineHeight(fontSize: Double, platform: LayoutOptions.Platform) -> Double {
        switch platform {
        case .ios: return lineHeight(fontSize: fontSize)
        case .macos: return fontSize * (fontSize < 20 ? Self.macosTextLine : Self.macosDisplayLine)
        }
    }

    /// macOS line heights per point of font size, below and from 20 pt (see `lineHeight(fontSize:platform:)`).
    static let macosTextLine = 1.215
    static let macosDisplayLine = 1.17
    public func ascent(fontSize: Double) -> Double { fontSize * 1950 / 2048 }
}

/// The SF Pro tables resolved for one font: which faces, in what proportions, at what scale, and
/// the tracking added after each character. Measuring a string reads it per character.
public struct SFProRun: Sendable {
    /// Up to four faces (the Text and Display designs, each between two weights) and their
    /// coefficients, already in points per font unit.
    let faces: (SFProFace, SFProFace, SFProFace, SFProFace)
    let coefficients: (Double, Double, Double, Double)
    /// Points per font unit at this size.
    let scale: Double
    /// Points added after every character: the font's tracking and `.kerning`/`.tracking`.
    let spacing: Double
    let mono: Bool
    let tabularDigits: Bool
    /// The tables, read through this run (see `SFProTables.Loaded`).
    let tables = SFProTables.Loaded.shared

    /// The tables resolved for `font`.
    public init(_ font: TextFont) {
        let size = font.size.isFinite ? max(font.size, 0) : 0
        scale = size / SFProTables.unitsPerEm
        mono = font.design == .monospaced
        tabularDigits = font.monospacedDigit
        let userSpacing = font.kerning + font.tracking
        if mono {
            faces = (.mono, .mono, .mono, .mono)
            coefficients = (scale, 0, 0, 0)
            spacing = userSpacing
            return
        }
        spacing = SystemFontMetrics.tracking(fontSize: size) + userSpacing
        let display = SystemFontMetrics.displayFraction(fontSize: size)
        if display == 0 && font.weight == .regular {
            // The common case: SF Pro Text regular alone.
            faces = (.textRegular, .textRegular, .textRegular, .textRegular)
            coefficients = (scale, 0, 0, 0)
            return
        }
        // The weight between two of the three cuts (extending the nearest pair beyond them).
        let weight = font.weight.value
        let (low, high, fraction): (Int, Int, Double) = weight <= 600 ? (0, 1, (weight - 400) / 200) : (1, 2, (weight - 600) / 100)
        func pick(_ display: Bool, _ index: Int) -> SFProFace {
            let cuts = SFProFace.faces(display: display)
            return index == 0 ? cuts.regular : index == 1 ? cuts.semibold : cuts.bold
        }
        faces = (pick(false, low), pick(false, high), pick(true, low), pick(true, high))
        coefficients = ((1 - display) * (1 - fraction) * scale, (1 - display) * fraction * scale,
                        display * (1 - fraction) * scale, display * fraction * scale)
    }

    /// The units of `index` in the resolved faces, in points.
    @inline(__always)
    func blended(_ index: Int) -> Double {
        var points = coefficients.0 * tables.advance(faces.0, index)
        if coefficients.1 != 0 { points += coefficients.1 * tables.advance(faces.1, index) }
        if coefficients.2 != 0 { points += coefficients.2 * tables.advance(faces.2, index) }
        if coefficients.3 != 0 { points += coefficients.3 * tables.advance(faces.3, index) }
        return points
    }

    /// The advance of `character`, tracking included, in points. Inlined: called per character, a
    /// call copied the whole run (its faces and coefficients) for each one.
    @inline(__always)
    public func advance(_ character: Unicode.Scalar) -> Double {
        guard var index = SFProTables.index(of: character) else { return Self.fallbackUnits(character, mono: mono) * scale + spacing }
        if tabularDigits && !mono && character.value >= 0x30 && character.value <= 0x39 { index = 0x30 - 0x20 }
        return blended(index) + spacing
    }

    /// The kerning between `left` and `right` (printable ASCII, and accented letters as their base
    /// letters), in points.
    @inline(__always)
    public func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar) -> Double {
        let l = Int(left.value) - 0x20, r = Int(right.value) - 0x20
        guard !mono else { return 0 }
        guard l >= 0, l < SFProTables.asciiCount, r >= 0, r < SFProTables.asciiCount else {
            return left.value < 0xC0 && right.value < 0xC0 ? 0 : accentedKerning(left, right)
        }
        if tabularDigits && (left.value >= 0x30 && left.value <= 0x39 || right.value >= 0x30 && right.value <= 0x39) { return 0 }
        var points = coefficients.0 * tables.kerning(faces.0, l, r)
        if coefficients.1 != 0 { points += coefficients.1 * tables.kerning(faces.1, l, r) }
        if coefficients.2 != 0 { points += coefficients.2 * tables.kerning(faces.2, l, r) }
        if coefficients.3 != 0 { points += coefficients.3 * tables.kerning(faces.3, l, r) }
        return points
    }

    /// The kerning of a pair with an accented letter: its base letter's (LatinBaseLetters.swift).
    /// Out of line, so that the ASCII pairs of the hot path stay small.
    @inline(never)
    func accentedKerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar) -> Double {
        guard let l = SFProTables.kerningRow(of: left), let r = SFProTables.kerningRow(of: right) else { return 0 }
        return kerning(Unicode.Scalar(UInt8(l + 0x20)), Unicode.Scalar(UInt8(r + 0x20)))
    }

    /// The character that stands for an image in a text: U+FFFC OBJECT REPLACEMENT CHARACTER.
    public static let inlineImage: Unicode.Scalar = "\u{FFFC}"
    /// An inline image's advance in ems: a symbol image's width at 17 pt over 17 pt.
    public static let inlineImageEms = SymbolImageLayout.bodySize / 17
    static let inlineImageUnits = inlineImageEms * SFProTables.unitsPerEm

    /// `text` with each image in it as a diamond (U+25C6), as names and pictures show it: fonts draw
    /// U+FFFC as nothing or a box.
    public static func showingImages(_ text: String) -> String {
        guard text.unicodeScalars.contains(inlineImage) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == inlineImage ? "\u{25C6}" : $0 }))
    }

    /// The fallback for a character outside the tables, in font units: 1 em for CJK ideographs,
    /// kana, Hangul and full-width forms, and for an emoji (Apple Color Emoji's advance); else
    /// 0.556 em (SF Mono: its 1266).
    static func fallbackUnits(_ character: Unicode.Scalar, mono: Bool) -> Double {
        let value = character.value
        if value == inlineImage.value { return inlineImageUnits }
        if (0x3000...0x9FFF).contains(value) || (0xAC00...0xD7AF).contains(value) || (0xFF00...0xFFEF).contains(value)
            || isEmoji(character) {
            return SFProTables.unitsPerEm
        }
        return mono ? 1266 : 1139
    }

    /// Whether `character` is drawn from Apple Color Emoji: a character shown as an emoji by
    /// default (`🔥`, `👆`, `🇫🇷`'s letters; Unicode's Emoji_Presentation). Emoji shown as text
    /// unless a variation selector follows (`❤`, `☃`) keep the 0.556 em fallback; with it (`❤️`)
    /// they are emoji (`Unicode.Scalar.makesEmoji`).
    public static func isEmoji(_ character: Unicode.Scalar) -> Bool {
        character.value >= 0x231A && character.properties.isEmojiPresentation
    }
}
