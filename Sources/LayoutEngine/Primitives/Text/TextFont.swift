// The font a Text is set in, as far as its width depends on it: the size, the weight, the design
// and the modifiers that change spacing [DOC SwiftUI `Font.Weight`, `Font.Design`, `Font.italic()`,
// `Font.monospacedDigit()`, `Text.kerning(_:)`, `Text.tracking(_:)`].

/// SwiftUI's font weights (`Font.Weight`), lightest to heaviest.
public enum FontWeight: String, CaseIterable, Codable, Sendable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The weight on the usual 100 ... 900 scale (regular 400, semibold 600, bold 700).
    public var value: Double {
        switch self {
        case .ultraLight: return 100
        case .thin: return 200
        case .light: return 300
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        case .heavy: return 800
        case .black: return 900
        }
    }
}

/// SwiftUI's font designs (`Font.Design`).
public enum FontDesign: String, CaseIterable, Codable, Sendable {
    case `default`, rounded, serif, monospaced
}

/// Font settings a modifier sets for the Text below it; nil leaves the inherited value
/// (`.fontWeight`, `.bold()`, `.italic()`, `.monospacedDigit()`, `.monospaced()`, `.fontDesign`,
/// `.kerning`, `.tracking`, and the weight and design of `.system(size:weight:design:)`).
public struct FontTraits: Hashable, Codable, Sendable {
    public var weight: FontWeight?
    public var design: FontDesign?
    public var italic: Bool?
    public var monospacedDigit: Bool?
    /// Points added after each character (`.kerning(_:)`).
    public var kerning: Double?
    /// Points added after each character (`.tracking(_:)`).
    public var tracking: Double?
    /// Points between one line and the next (`.lineSpacing(_:)`; below 0 counts as 0).
    public var lineSpacing: Double?

    public init(weight: FontWeight? = nil, design: FontDesign? = nil, italic: Bool? = nil, monospacedDigit: Bool? = nil,
                kerning: Double? = nil, tracking: Double? = nil, lineSpacing: Double? = nil) {
        self.weight = weight
        self.design = design
        self.italic = italic
        self.monospacedDigit = monospacedDigit
        self.kerning = kerning
        self.tracking = tracking
        self.lineSpacing = lineSpacing
    }

    /// True when no trait is set.
    public var isEmpty: Bool { self == FontTraits() }

    /// These traits over `outer`'s: a trait set here wins (the modifier nearest the Text wins, as in SwiftUI).
    public func overriding(_ outer: FontTraits) -> FontTraits {
        FontTraits(weight: weight ?? outer.weight, design: design ?? outer.design, italic: italic ?? outer.italic,
                   monospacedDigit: monospacedDigit ?? outer.monospacedDigit,
                   kerning: kerning ?? outer.kerning, tracking: tracking ?? outer.tracking,
                   lineSpacing: lineSpacing ?? outer.lineSpacing)
    }
}

/// A resolved font: a size and every trait that changes text widths.
public struct TextFont: Hashable, Sendable {
    /// The point size.
    public var size: Double
    public var weight: FontWeight
    public var design: FontDesign
    public var italic: Bool
    /// Tabular figures (`.monospacedDigit()`).
    public var monospacedDigit: Bool
    /// Points added after each character by `.kerning(_:)` (0: the font's own kerning only).
    public var kerning: Double
    /// Points added after each character by `.tracking(_:)` (0: the font's own tracking only).
    public var tracking: Double

    public init(size: Double, weight: FontWeight = .regular, design: FontDesign = .default, italic: Bool = false,
                monospacedDigit: Bool = false, kerning: Double = 0, tracking: Double = 0) {
        self.size = size
        self.weight = weight
        self.design = design
        self.italic = italic
        self.monospacedDigit = monospacedDigit
        self.kerning = kerning
        self.tracking = tracking
    }

    /// True for the system font's regular weight and default design with no other trait.
    public var isPlain: Bool {
        weight == .regular && design == .default && !italic && !monospacedDigit && kerning == 0 && tracking == 0
    }

    /// The system font at `size` with `traits` (unset traits take their defaults).
    public init(size: Double, traits: FontTraits) {
        self.init(size: size, weight: traits.weight ?? .regular, design: traits.design ?? .default,
                  italic: traits.italic ?? false, monospacedDigit: traits.monospacedDigit ?? false,
                  kerning: traits.kerning ?? 0, tracking: traits.tracking ?? 0)
    }
}
