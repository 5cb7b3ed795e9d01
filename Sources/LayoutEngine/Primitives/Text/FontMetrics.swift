// Font metrics: how wide characters are and how tall lines are, swappable via `Engine.fontMetrics`.
// The default, `SystemFontMetrics`, is a model of SF Pro built from public facts (SFProMetrics.swift
// states its rules and sources); its vertical metrics are here.
// Vertical metrics: SF Pro's ascender 1950 and descender 494 per 2048 units, the same for every
// static cut [sfpro-vertical.tsv], so a line of 17 pt text is 20.29 pt, 20.33 pt after rounding up
// to pixels (seed 002's 20.33); cap height 1443 units and no line gap (leading), which only text
// spacing uses (TextSpacing.swift). macOS lays lines out 1.215 em high below 20 pt and 1.17 em from
// 20 pt, calibrated on real macOS heights [EMP skip-ui, SwiftOpenUI]: see
// `SystemFontMetrics.lineHeight(fontSize:platform:)`.

/// Measures characters and lines of a font at a given point size. Swap it via `Engine.fontMetrics`.
public protocol FontMetrics: Sendable {
    /// The horizontal advance of one character, in points.
    func advance(of character: Unicode.Scalar, fontSize: Double) -> Double
    /// The advance of one character in `font` (its size, weight, design and spacing), its
    /// tracking included, in points (by default `advance(of:fontSize:)` at the font's size).
    func advance(of character: Unicode.Scalar, in font: TextFont) -> Double
    /// The kerning between two adjacent characters of `font`, in points (by default none).
    func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar, in font: TextFont) -> Double
    /// The SF Pro tables resolved for `font`, when these metrics are the SF Pro model: text
    /// measurement then reads them directly instead of calling the two methods above per character
    /// (by default nil).
    func sfProRun(for font: TextFont) -> SFProRun?
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
    /// The advance at the font's size, its other traits ignored.
    public func advance(of character: Unicode.Scalar, in font: TextFont) -> Double { advance(of: character, fontSize: font.size) }
    /// No kerning.
    public func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar, in font: TextFont) -> Double { 0 }
    /// Not the SF Pro model.
    public func sfProRun(for font: TextFont) -> SFProRun? { nil }
    /// SF Pro's cap height, 1443 per 2048 units.
    public func capHeight(fontSize: Double) -> Double { fontSize * 1443 / 2048 }
    /// No leading, as the system font has none (SF Pro's line gap is 0).
    public func leading(fontSize: Double) -> Double { 0 }
    /// The same line height on every platform.
    public func lineHeight(fontSize: Double, platform: LayoutOptions.Platform) -> Double { lineHeight(fontSize: fontSize) }
}

/// The user's preferred text size (SwiftUI's `DynamicTypeSize`): seven standard sizes, then five
/// accessibility sizes. Text styles scale with it (`TextStyle.pointSize(on:typeSize:)`); a preview
/// is at `.large`.
public enum DynamicTypeCategory: String, CaseIterable, Codable, Comparable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Its place from xSmall (0) to accessibility5 (11).
    var position: Int { Self.allCases.firstIndex(of: self) ?? 3 }

    /// One of the five accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (lhs: DynamicTypeCategory, rhs: DynamicTypeCategory) -> Bool { lhs.position < rhs.position }
}

/// SwiftUI's text styles (`Font.title`, `.body`, ...). Their sizes depend on the platform
/// [DOC Apple Human Interface Guidelines, Typography, "Specifications": the iOS table at the
/// Large (default) Dynamic Type size, and the macOS table]. Line heights come from the font model,
/// like every other size: checked against real SwiftUI heights of `Text("X")` per style (skip-ui's
/// TextTests [EMP]), it matches all 11 iOS styles and, with macOS's own line heights
/// (`SystemFontMetrics.lineHeight(fontSize:platform:)`), all 11 macOS styles.
public enum TextStyle: String, CaseIterable, Codable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

    /// The style's weight: the headline is semibold on iOS and bold on macOS, every other style
    /// regular [DOC Apple Human Interface Guidelines, Typography, "Specifications"].
    public func weight(on platform: LayoutOptions.Platform) -> FontWeight {
        guard self == .headline else { return .regular }
        return platform == .ios ? .semibold : .bold
    }

    /// The style's point size on iOS (Dynamic Type "Large").
    public var pointSize: Double { pointSize(on: .ios) }

    /// The style's point size on a platform at a Dynamic Type size: iOS's table from xSmall to AX5
    /// [DOC Apple Human Interface Guidelines, Typography, "Dynamic Type sizes", iOS]; macOS has no
    /// Dynamic Type, so its sizes stay.
    public func pointSize(on platform: LayoutOptions.Platform, typeSize: DynamicTypeCategory) -> Double {
        guard platform == .ios, typeSize != .large else { return pointSize(on: platform) }
        let sizes: [Double] = switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 50]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 48]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
        return sizes[typeSize.position]
    }

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
