// Font metrics: a deterministic model of the system font, so Text sizes are realistic and
// identical on every machine.
//
// Advances: Helvetica's published AFM widths (1/1000 em) for printable ASCII, scaled by 1.013 —
// calibrated so that `Text("Hello world")` at 17 pt measures 85.33 pt wide, as fatbobman observed
// on an iPhone 13 Pro (seed 002) — and, below 20 pt (the sizes SF Pro draws with its Text cut),
// the difference between SF Pro's tracking at the size and at 17 pt, added after each character
// [DOC Apple Human Interface Guidelines, Typography, "Tracking values": 1/1000 em per point size,
// −26 at 17 pt, −6 at 13, 0 at 12, +12 at 10]: small text is looser. Checked against real macOS
// SwiftUI at 13 pt (SwiftOpenUI's NSHostingView fixtures [EMP], 22 strings): mean error 0.7 pt,
// at most 2, where the scale alone was short on every string (mean −1.75, up to −4). From 20 pt
// (SF Pro Display: narrower glyphs, positive tracking) the 17 pt calibration stands: no published
// width measurement to check a Display model against. CJK, Hangul and full-width forms advance
// 1 em; any other character 0.556 em (Helvetica's digit width, a typical average).
// Vertical metrics: SF Pro's ascender 1950 and descender 494 per 2048 units, so a line of 17 pt
// text is 20.29 pt, 20.33 pt after rounding up to pixels (seed 002's 20.33); cap height 1443 units
// and no line gap (leading), which only text spacing uses (TextSpacing.swift). macOS lays lines out
// 1.215 em high below 20 pt and 1.17 em from 20 pt, calibrated on real macOS heights [EMP skip-ui,
// SwiftOpenUI]: see `lineHeight(fontSize:platform:)`.

/// Measures characters and lines of a font at a given point size. Swap it via `Engine.fontMetrics`.
public protocol FontMetrics: Sendable {
    /// The horizontal advance of one character, in points.
    func advance(of character: Unicode.Scalar, fontSize: Double) -> Double
    /// The height of one line, in points.
    func lineHeight(fontSize: Double) -> Double
    /// The height of one line as `platform` lays text out, in points (by default `lineHeight(fontSize:)`).
    func lineHeight(fontSize: Double, platform: LayoutOptions.Platform) -> Double
    /// The distance from a line's top to its baseline, in points.
    func ascent(fontSize: Double) -> Double
    /// The height of capital letters above the baseline, in points (text spacing).
    func capHeight(fontSize: Double) -> Double
    /// The font's extra space between lines, in points (text spacing).
    func leading(fontSize: Double) -> Double
}

extension FontMetrics {
    /// SF Pro's cap height, 1443 per 2048 units.
    public func capHeight(fontSize: Double) -> Double { fontSize * 1443 / 2048 }
    /// No leading, as the system font has none (SF Pro's line gap is 0).
    public func leading(fontSize: Double) -> Double { 0 }
    /// The same line height on every platform.
    public func lineHeight(fontSize: Double, platform: LayoutOptions.Platform) -> Double { lineHeight(fontSize: fontSize) }
}

/// The default model of the system font (see the file comment for its sources).
public struct SystemFontMetrics: FontMetrics {
    public init() {}

    /// Helvetica advance widths for U+0020 ... U+007E, in 1/1000 em.
    static let asciiAdvances: [Double] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // space ... /
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, // 0 ... 9
        278, 278, 584, 584, 584, 556, 1015, // : ; < = > ? @
        667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, // A ... M
        722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, // N ... Z
        278, 278, 278, 469, 556, 333, // [ \ ] ^ _ `
        556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, // a ... m
        556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, // n ... z
        334, 260, 334, 584, // { | } ~
    ]
    static let calibration = 1.013

    /// SF Pro's tracking in 1/1000 em for whole point sizes 6 ... 80 (each value holds up to the next
    /// size listed in Apple's table); smaller sizes take 6 pt's, larger ones none.
    static let trackingBySize: [Double] = {
        let listed: [(size: Int, tracking: Double)] = [
            (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
            (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
            (25, 6), (26, 8), (27, 11), (28, 14), (31, 13), (33, 12), (35, 11), (36, 10), (41, 9), (44, 8),
            (49, 7), (52, 6), (58, 5), (60, 4), (66, 3), (68, 2), (76, 1), (80, 0),
        ]
        var table: [Double] = []
        for (index, entry) in listed.enumerated() {
            let next = index + 1 < listed.count ? listed[index + 1].size : entry.size + 1
            table += Array(repeating: entry.tracking, count: next - entry.size)
        }
        return table
    }()

    /// SF Pro's tracking at `fontSize`, in points per character (Apple's table).
    public static func tracking(fontSize: Double) -> Double {
        guard fontSize.isFinite, fontSize >= 6 else { return fontSize.isFinite ? 41 * max(fontSize, 0) / 1000 : 0 }
        let index = Int(fontSize.rounded(.down)) - 6
        return (index < trackingBySize.count ? trackingBySize[index] : 0) * fontSize / 1000
    }

    /// What the model adds after each character at `fontSize`: SF Pro's tracking there less its
    /// tracking at the 17 pt calibration size, below 20 pt; nothing from 20 pt.
    public static func trackingAdjustment(fontSize: Double) -> Double {
        guard fontSize < 20 else { return 0 }
        return tracking(fontSize: fontSize) + 26 * fontSize / 1000
    }

    public func advance(of character: Unicode.Scalar, fontSize: Double) -> Double {
        let value = character.value
        let units: Double
        if value >= 0x20 && value <= 0x7E {
            units = Self.asciiAdvances[Int(value - 0x20)]
        } else if (0x3000...0x9FFF).contains(value) || (0xAC00...0xD7AF).contains(value) || (0xFF00...0xFFEF).contains(value) {
            units = 1000
        } else if value == 0x2026 { // …
            units = 1000
        } else {
            units = 556
        }
        return units / 1000 * Self.calibration * fontSize + Self.trackingAdjustment(fontSize: fontSize)
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

/// SwiftUI's text styles (`Font.title`, `.body`, ...). Their sizes depend on the platform
/// [DOC Apple Human Interface Guidelines, Typography, "Specifications": the iOS table at the
/// Large (default) Dynamic Type size, and the macOS table]. Line heights come from the font model,
/// like every other size: checked against real SwiftUI heights of `Text("X")` per style (skip-ui's
/// TextTests [EMP]), it matches all 11 iOS styles and, with macOS's own line heights
/// (`SystemFontMetrics.lineHeight(fontSize:platform:)`), all 11 macOS styles.
public enum TextStyle: String, CaseIterable, Codable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

    /// The style's point size on iOS (Dynamic Type "Large").
    public var pointSize: Double { pointSize(on: .ios) }

    /// The style's point size on a platform.
    public func pointSize(on platform: LayoutOptions.Platform) -> Double {
        switch platform {
        case .ios:
            switch self {
            case .largeTitle: return 34
            case .title: return 28
            case .title2: return 22
            case .title3: return 20
            case .headline, .body: return 17
            case .callout: return 16
            case .subheadline: return 15
            case .footnote: return 13
            case .caption: return 12
            case .caption2: return 11
            }
        case .macos:
            switch self {
            case .largeTitle: return 26
            case .title: return 22
            case .title2: return 17
            case .title3: return 15
            case .headline, .body: return 13
            case .callout: return 12
            case .subheadline: return 11
            case .footnote, .caption, .caption2: return 10
            }
        }
    }
}
