// Text, Font and LocalizedStringKey, with SwiftUI's initializers and defaults; the engine measures the text.
import LayoutEngine

/// A font (SwiftUI's `Font`): its size, weight, design, italic and tabular digits are measured by
/// the engine's SF Pro model. A text style (`.body`, `.title`, ...) is sized by the engine for the
/// platform it lays out for (iOS at Dynamic Type "Large": `.body` 17, `.title` 28; macOS: 13 and
/// 22; `.headline` is semibold on iOS, bold on macOS). Custom fonts are measured as the system font.
public struct Font: Hashable, Sendable {
    /// How the font is sized: a text style or a point size.
    let sizing: Sizing
    /// The weight, design, italic and tabular digits the font sets (nil: the style's own).
    var traits = FontTraits()

    enum Sizing: Hashable, Sendable {
        case points(Double)
        case style(LayoutEngine.TextStyle)
    }

    init(_ sizing: Sizing) { self.sizing = sizing }

    /// `node` under this font (the environment modifier the engine reads).
    func applied(to node: ViewNode) -> ViewNode {
        let node = traits.isEmpty ? node : ViewNode(.fontTraits(traits), children: [node])
        switch sizing {
        case .points(let size): return ViewNode(.font(size: size), children: [node])
        case .style(let style): return ViewNode(.fontStyle(style), children: [node])
        }
    }

    /// A dynamic text style.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        var engineStyle: LayoutEngine.TextStyle {
            switch self {
            case .largeTitle: return .largeTitle
            case .title: return .title
            case .title2: return .title2
            case .title3: return .title3
            case .headline: return .headline
            case .subheadline: return .subheadline
            case .body: return .body
            case .callout: return .callout
            case .footnote: return .footnote
            case .caption: return .caption
            case .caption2: return .caption2
            }
        }
    }

    /// Font weights, measured by the engine (`FontWeight`).
    public struct Weight: Hashable, Sendable {
        let value: Int
        public static let ultraLight = Weight(value: 1), thin = Weight(value: 2), light = Weight(value: 3)
        public static let regular = Weight(value: 4), medium = Weight(value: 5), semibold = Weight(value: 6)
        public static let bold = Weight(value: 7), heavy = Weight(value: 8), black = Weight(value: 9)

        var engineWeight: FontWeight { FontWeight.allCases[min(max(value, 1), 9) - 1] }
    }

    /// Font designs: `.monospaced` is SF Mono; `.rounded` and `.serif` are measured as SF Pro
    /// (an approximation).
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced

        var engineDesign: FontDesign {
            switch self {
            case .default: return .default
            case .serif: return .serif
            case .rounded: return .rounded
            case .monospaced: return .monospaced
            }
        }
    }

    /// This font with `change` made to its traits.
    func with(_ change: (inout FontTraits) -> Void) -> Font {
        var copy = self
        change(&copy.traits)
        return copy
    }

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(.points(Double(size))).with {
            $0.weight = weight?.engineWeight
            $0.design = design?.engineDesign
        }
    }
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(.style(style.engineStyle)).with {
            $0.weight = weight?.engineWeight
            $0.design = design?.engineDesign
        }
    }
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(.points(Double(size))) }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font(.points(Double(fixedSize))) }
    /// A custom font at `size` (the engine does not scale it with Dynamic Type).
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font { Font(.points(Double(size))) }

    public static let largeTitle = Font.system(.largeTitle)
    public static let title = Font.system(.title)
    public static let title2 = Font.system(.title2)
    public static let title3 = Font.system(.title3)
    public static let headline = Font.system(.headline)
    public static let subheadline = Font.system(.subheadline)
    public static let body = Font.system(.body)
    public static let callout = Font.system(.callout)
    public static let footnote = Font.system(.footnote)
    public static let caption = Font.system(.caption)
    public static let caption2 = Font.system(.caption2)

    public func bold() -> Font { with { $0.weight = .bold } }
    public func italic() -> Font { with { $0.italic = true } }
    public func weight(_ weight: Weight) -> Font { with { $0.weight = weight.engineWeight } }
    public func monospaced() -> Font { with { $0.design = .monospaced } }
    public func monospacedDigit() -> Font { with { $0.monospacedDigit = true } }
    /// Small capitals: measured as the font's own letters (an approximation; small capitals are
    /// a little narrower than the lowercase letters they replace).
    public func smallCaps() -> Font { self }
    /// Lowercase letters as small capitals: measured as the font's own letters (as `smallCaps()`).
    public func lowercaseSmallCaps() -> Font { self }
    /// Uppercase letters as small capitals: measured as the font's own letters (as `smallCaps()`).
    public func uppercaseSmallCaps() -> Font { self }
}

/// A string key with SwiftUI's interpolations (`\(value, specifier: "%.1f")`) (SwiftUI's
/// `LocalizedStringKey`). Its inline Markdown is rendered, not shown (`InlineMarkdown`); the
/// values interpolated into it are shown as they are.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
    /// The text, with interpolations applied and Markdown markup removed: the app's
    /// `Localizable` table's value for the key, if it has one (`_LocalizedStrings`).
    public let string: String
    /// The key as written, without interpolations (what a `tableName:` table is read with).
    let key: String?
    /// The text in runs of the styles its Markdown gives it (`**bold**`); nil when it has none or
    /// is interpolated.
    let spans: [InlineMarkdown.Span]?

    public init(_ value: String) {
        key = value
        let text = _LocalizedStrings.string(for: value) ?? value
        string = InlineMarkdown.rendered(text)
        spans = InlineMarkdown.styledSpans(text)
    }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: StringInterpolation) {
        key = nil
        string = stringInterpolation.resolved
        spans = nil
    }

    /// The text as table `table` gives it (its own text when the table has no such key).
    func string(inTable table: String?) -> String {
        guard let table, let key, let value = _LocalizedStrings.string(for: key, table: table) else { return string }
        return InlineMarkdown.rendered(value)
    }

    /// Builds the string of an interpolated key: the literal parts with a placeholder for each
    /// value, whose markup is removed before the values go in.
    public struct StringInterpolation: StringInterpolationProtocol {
        static let placeholder: Character = "\u{FFFC}"
        var format = ""
        var values: [String] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { format += literal }
        mutating func insert(_ value: String) {
            values.append(value)
            format.append(Self.placeholder)
        }
        public mutating func appendInterpolation<T>(_ value: T) { insert("\(value)") }
        /// A floating-point value as SwiftUI writes one into a key, with its format specifier `%lf`:
        /// six decimals (`Text("\(sleepAmount) hours")` shows "8.000000 hours").
        public mutating func appendInterpolation(_ value: Double) { insert(String(format: "%lf", value)) }
        /// A `Float`, specifier `%f`: six decimals.
        public mutating func appendInterpolation(_ value: Float) { insert(String(format: "%f", Double(value))) }
        /// A `CGFloat`, specifier `%lf`: six decimals.
        public mutating func appendInterpolation(_ value: CGFloat) { insert(String(format: "%lf", Double(value))) }
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            insert(String(format: specifier, value))
        }
        public mutating func appendInterpolation(_ text: Text) { insert(text.string) }
        /// `\(Image(systemName: "star"))`: the image in the text, measured as wide as a symbol image
        /// (`Text.inlineImage`).
        public mutating func appendInterpolation(_ image: Image) { insert(String(Text.inlineImage)) }
        /// `\(date, formatter: dateFormatter)`: the value as the formatter writes it.
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter) {
            insert(formatter.string(for: subject) ?? "")
        }
        /// `\(value, format: .number)`: the formatted value (Foundation's `FormatStyle`).
        public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
        where F.FormatOutput == String {
            insert(_PreviewLocale.styled(format).format(value))
        }
        /// `\(date, style: .date)`: the date as the style shows it (see `Text.DateStyle`).
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) { insert(style.text(for: date)) }

        var resolved: String {
            var remaining = values[...]
            var result = ""
            for character in InlineMarkdown.plainText(format) {
                if character == Self.placeholder, let value = remaining.popFirst() { result += value } else { result.append(character) }
            }
            return InlineMarkdown.inflected(result)
        }
    }
}

/// Text, measured by the engine's font model (SwiftUI's `Text`). `.font`, `.bold()`, ... return
/// `Text`, so `Text + Text` works: each part keeps its own font and traits (a run), and what it
/// does not set comes from the modifiers around the whole (the engine's `TextRun`).
public struct Text: _PrimitiveView, Hashable, Sendable {
    /// The parts of a concatenated Text, each with the font and traits its own modifiers set
    /// (one run, without either, for a Text that was not concatenated).
    var runs: [Run]
    var font: Font?
    /// What `.bold()`, `.fontWeight`, `.italic()`, `.monospaced()`, `.kerning`, ... set: they apply
    /// over the font, whichever order they are written in.
    var traits = FontTraits()
    /// The colour pictures draw it in (`.foregroundColor`, `.foregroundStyle` on the Text; nil:
    /// the one set around it, else the foreground). Layout never reads it.
    var colour: String?

    /// One part of a concatenated Text: its characters and what its own modifiers set.
    struct Run: Hashable, Sendable {
        var string: String
        var font: Font?
        var traits = FontTraits()
        /// Whether `.textCase` was set on this Text (the case around it then does not apply).
        var caseSet = false
    }

    /// The text's characters, every run's.
    var string: String { runs.count == 1 ? runs[0].string : runs.map(\.string).joined() }

    init(string: String) { runs = [Run(string: string)] }

    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(string: key.string(inTable: tableName))
        // Bold, italic and code spans are runs of their own style, measured so.
        if tableName == nil, let spans = key.spans, spans.map(\.text).joined() == runs[0].string {
            runs = spans.map { Run(string: $0.text, traits: $0.traits) }
        }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { self.init(string: String(content)) }
    public init(verbatim content: String) { self.init(string: content) }
    /// An image in the text (SwiftUI lays it out as a glyph of the line): the engine measures it as
    /// wide as a symbol image beside the text, 20 points at 17 pt (`SFProRun.inlineImage`). A named
    /// image is measured so too (an approximation).
    public init(_ image: Image) { self.init(string: String(Self.inlineImage)) }
    /// The character that stands for an image in a text.
    static let inlineImage = Character(SFProRun.inlineImage)
    /// The value as `formatter` writes it (`Text(date, formatter: dateFormatter)`). SwiftUI asks
    /// for a `ReferenceConvertible` or an `NSObject`; Linux's `Date` is neither, so any value is taken.
    public init<Subject>(_ subject: Subject, formatter: Formatter) {
        self.init(string: formatter.string(for: subject) ?? "")
    }
    /// The attributed string's characters, measured in the Text's font (its attributes are visual).
    /// Disfavoured: a string literal is a `LocalizedStringKey`, as in SwiftUI.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) { self.init(string: String(attributedContent.characters)) }

    public func font(_ font: Font?) -> Text {
        var copy = self
        copy.font = font
        return copy
    }

    /// This text with `change` made to its traits.
    func with(_ change: (inout FontTraits) -> Void) -> Text {
        var copy = self
        change(&copy.traits)
        return copy
    }

    public func bold() -> Text { with { $0.weight = .bold } }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { with { $0.italic = true } }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    public func fontWeight(_ weight: Font.Weight?) -> Text { with { $0.weight = weight?.engineWeight } }
    public func fontDesign(_ design: Font.Design?) -> Text { with { $0.design = design?.engineDesign } }
    /// SF Mono (`design: .monospaced`).
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? with { $0.design = .monospaced } : self }
    /// Tabular figures.
    public func monospacedDigit() -> Text { with { $0.monospacedDigit = true } }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    /// Points added after every character (0: the font's own spacing).
    public func kerning(_ kerning: CGFloat) -> Text { with { $0.kerning = Double(kerning) } }
    /// Points added after every character (0: the font's own spacing).
    public func tracking(_ tracking: CGFloat) -> Text { with { $0.tracking = Double(tracking) } }
    public func baselineOffset(_ offset: CGFloat) -> Text { self }
    /// A text scale (`.secondary`, iOS 17) stays a `Text`, to join others (`+`, interpolated into
    /// a key); measured at the font's own size: no published factor gives the scaled size.
    public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text { self }
    /// Drawn in `color` in pictures; measured the same.
    public func foregroundColor(_ color: Color?) -> Text {
        var copy = self
        copy.colour = color?._lookColour
        return copy
    }
    /// Drawn in `style`'s colour in pictures; measured the same.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        var copy = self
        copy.colour = style._lookColour
        return copy
    }

    /// The parts of both, each keeping its font and traits. Parts styled alike are joined into one
    /// (a concatenation of plainly styled parts is one Text, as before runs were kept).
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = Text(string: "")
        joined.runs = []
        for run in lhs.settledRuns + rhs.settledRuns {
            if let last = joined.runs.last, last.font == run.font, last.traits == run.traits {
                joined.runs[joined.runs.count - 1].string += run.string
            } else {
                joined.runs.append(run)
            }
        }
        if joined.runs.count == 1 {
            // One style throughout: the font and traits around the whole, as for any Text.
            joined.font = joined.runs[0].font
            joined.traits = joined.runs[0].traits
            joined.runs[0].font = nil
            joined.runs[0].traits = FontTraits()
        }
        // Pictures draw a Text in one colour: the parts' when they share it.
        joined.colour = lhs.colour == rhs.colour ? lhs.colour : nil
        return joined
    }

    /// The runs with this Text's own font and traits pushed into them: a run's own win.
    var settledRuns: [Run] {
        runs.map { run in
            Run(string: run.string, font: run.font ?? font, traits: run.traits.overriding(traits))
        }
    }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        var runs = self.runs
        if let textCase = builder.environment.textCase {
            for index in runs.indices where !runs[index].caseSet { runs[index].string = Self.cased(runs[index].string, textCase) }
        }
        let plain = runs.count == 1 && runs[0].font == nil && runs[0].traits.isEmpty
        var text = plain ? ViewNode(.text(runs[0].string)) : ViewNode(.textRuns(runs.map(\.engineRun)))
        text.look = colour.map { ViewLook(fill: $0) }
        if !traits.isEmpty { text = ViewNode(.fontTraits(traits), children: [text]) }
        let made = font?.applied(to: text) ?? text
        // Inside `.textRenderer(_:)`, the renderer sizes the Text (TextRenderer.swift).
        guard let rendering = builder.environment.values[_TextRendererKey.self] else { return [made] }
        return [rendering.wrap(made, builder)]
    }
}

extension Text.Run {
    /// The run as the engine measures it: its font's size or style, its traits over its font's.
    var engineRun: TextRun {
        guard let font else { return TextRun(string, traits: traits) }
        switch font.sizing {
        case .points(let size): return TextRun(string, font: .size(size), traits: traits.overriding(font.traits))
        case .style(let style): return TextRun(string, font: .style(style), traits: traits.overriding(font.traits))
        }
    }
}
