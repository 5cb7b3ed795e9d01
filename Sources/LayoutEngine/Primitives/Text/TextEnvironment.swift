// The text environment and the modifiers that set it [DOC]: `.font` and `.lineLimit` are
// layout-neutral themselves; the Text views below them measure with the inherited settings.

/// Text settings inherited down the tree (`.font`, `.lineLimit`).
struct TextEnvironment: Hashable {
    /// Body text: 17 pt on iOS, 13 pt with `platform=macos` (`LayoutOptions.Platform.bodyFontSize`).
    var fontSize: Double = 17
    /// The text style `fontSize` is the size of at `typeSize` (nil: a fixed size, `.system(size:)`).
    var textStyle: TextStyle? = .body
    /// The Dynamic Type size (`.dynamicTypeSize(_:)`): text styles' sizes follow it.
    var typeSize = DynamicTypeCategory.large
    var lineLimit: Int? = nil
    /// The lines a Text's height always makes room for (`lineLimit(2, reservesSpace: true)`,
    /// `lineLimit(2...)`); 0 or 1 reserves nothing.
    var reservedLines = 0
    /// Weight, design and spacing set by modifiers above (`FontTraitsLayout`).
    var traits = FontTraits()

    /// Whether a line may be set with the font's tight track to fit (`.allowsTightening`).
    var allowsTightening = false
    /// How far Text may shrink its font to fit before it is cut (`.minimumScaleFactor`; 1: not at all).
    var minimumScaleFactor = 1.0
    /// Where a cut line loses its characters (`.truncationMode`).
    var truncationMode = TruncationMode.tail
    /// The weight of the font `.font` set (a text style's own: the headline's).
    var fontWeight = FontWeight.regular
    /// How lines line up within the Text's frame (`.multilineTextAlignment`): drawn, not measured.
    var multilineAlignment = MultilineAlignment.leading
    /// The scale of SF Symbols (`.imageScale`).
    var imageScale = ImageScale.medium

    /// The font Text below measures with.
    /// The points between one line and the next (`.lineSpacing`; never below 0).
    var lineSpacing: Double { max(traits.lineSpacing ?? 0, 0) }

    var font: TextFont {
        var font = TextFont(size: fontSize, traits: traits)
        if traits.weight == nil { font.weight = fontWeight }
        return font
    }
}

/// `.lineLimit(_:)`, and the line ranges that also reserve lines (`lineLimit(2...4)`,
/// `lineLimit(2, reservesSpace: true)`) [DOC View.lineLimit(_:reservesSpace:): "the text always
/// occupies the height required to display the specified number of lines"].
struct LineLimitLayout: TextEnvironmentModifier {
    var limit: Int?
    var reserved = 0

    var name: String { "lineLimit" }

    func childEnvironment(_ environment: TextEnvironment) -> TextEnvironment {
        var environment = environment
        environment.lineLimit = limit
        environment.reservedLines = reserved
        return environment
    }
}

/// `.font(_:)`: its size, and the weight and design a font like `.system(size:weight:design:)` or
/// `.body.bold()` carries (a new font replaces the traits of the one it overrides; modifiers on the
/// Text itself, such as `.fontWeight`, are nearer the Text and win).
struct FontLayout: TextEnvironmentModifier {
    var size: Double
    var weight = FontWeight.regular
    /// A text style's font (`.font(.title)`): its size follows the Dynamic Type size around it, on
    /// `platform`; nil: `size` whatever it is.
    var style: TextStyle? = nil
    var platform = LayoutOptions.Platform.ios

    var name: String { "font" }

    func childEnvironment(_ environment: TextEnvironment) -> TextEnvironment {
        var environment = environment
        environment.fontSize = style.map { $0.pointSize(on: platform, typeSize: environment.typeSize) } ?? size
        environment.textStyle = style
        environment.fontWeight = weight
        return environment
    }
}

/// `.dynamicTypeSize(_:)` (and `.environment(\.dynamicTypeSize, _)`): the text styles below take
/// their sizes at `typeSize`, the inherited one included (body text with no `.font`); fixed sizes stay.
struct DynamicTypeSizeLayout: TextEnvironmentModifier {
    var typeSize: DynamicTypeCategory
    var platform = LayoutOptions.Platform.ios

    var name: String { "dynamicTypeSize" }

    func childEnvironment(_ environment: TextEnvironment) -> TextEnvironment {
        var environment = environment
        environment.typeSize = typeSize
        if let style = environment.textStyle { environment.fontSize = style.pointSize(on: platform, typeSize: typeSize) }
        return environment
    }
}

/// `.fontWeight`, `.bold()`, `.italic()`, `.monospacedDigit()`, `.monospaced()`, `.fontDesign`,
/// `.kerning`, `.tracking`: the traits it sets override the inherited ones. Named as the modifier that
/// `ViewKind.fontTraits`, named `fontTraits` in paths.
struct FontTraitsLayout: TextEnvironmentModifier {
    var traits: FontTraits

    var name: String { "fontTraits" }

    func childEnvironment(_ environment: TextEnvironment) -> TextEnvironment {
        var environment = environment
        environment.traits = traits.overriding(environment.traits)
        return environment
    }
}

/// How a Text's lines line up within its frame (SwiftUI's `TextAlignment`, set by
/// `.multilineTextAlignment`) [DOC View.multilineTextAlignment(_:): "how to align the lines of
/// multiline text"; leading by default]. It changes where lines are drawn, never a size.
public enum MultilineAlignment: String, CaseIterable, Codable, Sendable {
    case leading, center, trailing
}

/// `.multilineTextAlignment(_:)`: Text below lines up its lines so (no size changes).
struct MultilineAlignmentLayout: TextEnvironmentModifier {
    var alignment: MultilineAlignment

    var name: String { "multilineTextAlignment" }

    func childEnvironment(_ environment: TextEnvironment) -> TextEnvironment {
        var environment = environment
        environment.multilineAlignment = alignment
        return environment
    }
}

/// What every Text of one environment measures with, resolved once per environment (the session
/// keeps one beside each entry of its environment table, resolved when a Text first measures in
/// it): the characters' measurer (the SF Pro run of the environment's font), the line height and
/// the settings an unwrapped text reads, so that measuring one reads no environment.
struct ResolvedFont {
    let measurer: CharacterMeasurer
    /// The font's line height, rounded up to a whole pixel (`TextLayout.lineHeight`).
    let lineHeight: Double
    let lineSpacing: Double
    /// The line limit (at least 1; `Int.max`: none) and the lines reserved (`lineLimit(_:reservesSpace:)`).
    let maxLines: Int
    let reservedLines: Int
    /// The grid widths are rounded up to (`TextLayout.widthScale`).
    let widthScale: Double
    /// False for the placeholder an environment starts with.
    let isResolved: Bool

    init(_ environment: TextEnvironment, metrics: any FontMetrics, options: LayoutOptions) {
        measurer = CharacterMeasurer(metrics: metrics, font: environment.font)
        lineHeight = roundUp(metrics.lineHeight(fontSize: environment.fontSize, platform: options.platform),
                             scale: options.displayScale)
        lineSpacing = environment.lineSpacing
        maxLines = environment.lineLimit.map { max($0, 1) } ?? Int.max
        reservedLines = environment.reservedLines
        widthScale = TextLayout.widthScale(options)
        isResolved = true
    }

    /// The placeholder kept until a Text asks (nothing resolved: no font tables loaded).
    init(unresolved metrics: any FontMetrics) {
        measurer = CharacterMeasurer(metrics: metrics, font: TextFont(size: 0), run: nil)
        lineHeight = 0
        lineSpacing = 0
        maxLines = 1
        reservedLines = 0
        widthScale = 1
        isResolved = false
    }
}
