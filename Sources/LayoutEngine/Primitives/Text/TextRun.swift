// A Text made of runs: `Text("a").bold() + Text("b").font(.title)` keeps each part's string with
// its own font and traits [DOC Text.+(_:_:): "Concatenates the text in two text views in a new
// text view"; each part keeps the styling its own modifiers gave it].
// - A run's own font and traits win; what it does not set comes from the environment, exactly as
//   if the run were a Text under the enclosing modifiers: a run without a font takes the
//   enclosing `.font`, a run's `.bold()` beats an enclosing `.fontWeight`, an enclosing `.bold()`
//   reaches the runs that set no weight. A run's font that is a text style also sets the style's
//   weight (the headline's), as `.font` does.
// - One paragraph: words are measured run by run (advances, kerning between characters of the
//   same run, each run's tracking), a word may span runs (no kerning across a run boundary: two
//   fonts are two glyph runs), and the text wraps across runs at spaces and the breaks inside
//   words (TextLineBreaks.swift). The space between two words is the space of the run it
//   belongs to.
// - A line is as tall as the tallest run that has characters on it (TextRunLayout.swift).

/// The font a run of a concatenated Text sets: a point size or a text style (nil on the run: the
/// environment's font).
public enum TextRunFont: Hashable, Codable, Sendable {
    case size(Double)
    case style(TextStyle)
}

/// One part of a concatenated Text: its characters, the font it sets and its traits (its own
/// modifiers over its font's).
public struct TextRun: Hashable, Codable, Sendable {
    public var string: String
    /// The run's own font; nil takes the environment's.
    public var font: TextRunFont?
    /// Weight, design, spacing set on the run (nil traits come from the environment).
    public var traits: FontTraits

    public init(_ string: String, font: TextRunFont? = nil, traits: FontTraits = FontTraits()) {
        self.string = string
        self.font = font
        self.traits = traits
    }
}

extension TextEnvironment {
    /// The environment a run is measured in: this one under the run's font and traits.
    func resolving(_ run: TextRun, platform: LayoutOptions.Platform) -> TextEnvironment {
        var environment = self
        switch run.font {
        case .size(let size)?:
            environment.fontSize = size
            environment.fontWeight = .regular
        case .style(let style)?:
            environment.fontSize = style.pointSize(on: platform)
            environment.fontWeight = style.weight(on: platform)
        case nil:
            break
        }
        environment.traits = run.traits.overriding(environment.traits)
        return environment
    }
}
