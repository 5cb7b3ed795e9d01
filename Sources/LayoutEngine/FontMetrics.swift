// Font metrics: a deterministic model of the system font, so Text sizes are realistic and
// identical on every machine.
//
// Advances: Helvetica's published AFM widths (1/1000 em) for printable ASCII, scaled by 1.013 —
// calibrated so that `Text("Hello world")` at 17 pt measures 85.33 pt wide, as fatbobman observed
// on an iPhone 13 Pro (seed 002). CJK, Hangul and full-width forms advance 1 em; any other
// character advances 0.556 em (Helvetica's digit width, a typical average).
// Vertical metrics: SF Pro's ascender 1950 and descender 494 per 2048 units, so a line of 17 pt
// text is 20.29 pt, 20.33 pt after rounding up to pixels (seed 002's 20.33); cap height 1443 units
// and no line gap (leading), which only text spacing uses (TextSpacing.swift).

/// Measures characters and lines of a font at a given point size. Swap it via `LayoutEngine.fontMetrics`.
public protocol FontMetrics: Sendable {
    /// The horizontal advance of one character, in points.
    func advance(of character: Unicode.Scalar, fontSize: Double) -> Double
    /// The height of one line, in points.
    func lineHeight(fontSize: Double) -> Double
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
        return units / 1000 * Self.calibration * fontSize
    }

    public func lineHeight(fontSize: Double) -> Double { fontSize * (1950 + 494) / 2048 }
    public func ascent(fontSize: Double) -> Double { fontSize * 1950 / 2048 }
}

/// SwiftUI's text styles (`Font.title`, `.body`, ...). Their sizes depend on the platform
/// [DOC Apple Human Interface Guidelines, Typography, "Specifications": the iOS table at the
/// Large (default) Dynamic Type size, and the macOS table]. Line heights come from the font model,
/// like every other size: checked against real SwiftUI heights of `Text("X")` per style (skip-ui's
/// TextTests [EMP]), it matches all 11 iOS styles and 5 of 11 macOS styles; the other six macOS
/// styles are 1 pt off (README "Conformance").
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
