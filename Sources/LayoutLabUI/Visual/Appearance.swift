// More visual-only API that pasted code uses: text case, symbol rendering, UIKit's semantic colors
// (`Color(.systemBackground)`), redaction. It compiles, adds no node and changes no layout. Where
// SwiftUI's layout would change (`textCase(.uppercase)` widens text), the engine is told of it, as
// said below.
import LayoutEngine

/// Text case transforms (SwiftUI's `Text.Case`). The transformed string is what gets measured, as
/// in SwiftUI ("TITLE" is wider than "Title"), whether the case is set on a `Text` or on a view
/// around Texts (the innermost wins).
extension Text {
    public enum Case: Hashable, Sendable { case uppercase, lowercase }
    public func textCase(_ textCase: Text.Case?) -> Text {
        var copy = self
        for index in copy.runs.indices {
            copy.runs[index].string = Self.cased(copy.runs[index].string, textCase)
            copy.runs[index].caseSet = true
        }
        return copy
    }

    static func cased(_ string: String, _ textCase: Text.Case?) -> String {
        switch textCase {
        case .uppercase?: string.uppercased()
        case .lowercase?: string.lowercased()
        case nil: string
        }
    }
}

/// How SF Symbols are coloured (visual only; SwiftUI's `SymbolRenderingMode`).
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

/// Symbol variants (visual only; SwiftUI's `SymbolVariants`).
public struct SymbolVariants: Hashable, Sendable {
    /// The variants, as the symbol names' suffixes (`circle`, `fill`).
    let names: Set<String>

    init(name: String) {
        names = name == "none" ? [] : [name]
    }

    private init(names: Set<String>) {
        self.names = names
    }

    public static let none = SymbolVariants(name: "none")
    public static let fill = SymbolVariants(name: "fill")
    public static let circle = SymbolVariants(name: "circle")
    public static let square = SymbolVariants(name: "square")
    public static let rectangle = SymbolVariants(name: "rectangle")
    public static let slash = SymbolVariants(name: "slash")

    // Chained, as SwiftUI's are: `.circle.fill`, `.fill.slash`.
    public var fill: SymbolVariants { adding("fill") }
    public var circle: SymbolVariants { adding("circle") }
    public var square: SymbolVariants { adding("square") }
    public var rectangle: SymbolVariants { adding("rectangle") }
    public var slash: SymbolVariants { adding("slash") }

    /// Whether these variants include `other`'s.
    public func contains(_ other: SymbolVariants) -> Bool { other.names.isSubset(of: names) }

    private func adding(_ name: String) -> SymbolVariants { SymbolVariants(names: names.union([name])) }
}

/// How text is truncated (SwiftUI's `Text.TruncationMode`): where the ellipsis replaces a cut
/// line's characters, which changes how much of the line fits.
extension Text {
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle

        var engineMode: LayoutEngine.TruncationMode {
            switch self {
            case .head: return .head
            case .tail: return .tail
            case .middle: return .middle
            }
        }
    }
}

/// Redaction reasons (visual only).
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1)
    public static let privacy = RedactionReasons(rawValue: 2)
}

extension Font {
    /// Font widths (ignored by layout).
    public struct Width: Hashable, Sendable {
        let value: Double
        public static let compressed = Width(value: -0.3), condensed = Width(value: -0.2)
        public static let standard = Width(value: 0), expanded = Width(value: 0.2)
    }

    public func width(_ width: Width) -> Font { self }
    public func leading(_ leading: Leading) -> Font { self }

    /// Line spacing variants (ignored by layout).
    public enum Leading: Hashable, Sendable { case standard, tight, loose }
}

extension View {
    /// Cases the Texts inside that do not set their own (see `Text.textCase`).
    public func textCase(_ textCase: Text.Case?) -> some View {
        environmentChange {
            $0.textCase = textCase
            $0.textCaseSet = true
        }
    }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Self { self }
    public func symbolVariant(_ variant: SymbolVariants) -> Self { self }
    public func fontWidth(_ width: Font.Width?) -> Self { self }
    public func redacted(reason: RedactionReasons) -> Self { self }
    public func unredacted() -> Self { self }
    public func privacySensitive(_ sensitive: Bool = true) -> Self { self }
    public func help(_ text: String) -> Self { self }
    public func shadow(radius: CGFloat) -> Self { self }
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat)) -> Self { self }
    public func blendMode(_ mode: BlendMode) -> Self { self }
}

/// Blend modes (visual only).
public enum BlendMode: Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion
    case hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

extension Color {
    /// `Color(.systemBackground)`: a UIKit colour (a `Color` named as it is drawn). `Color(.blue)`
    /// is UIKit's fixed blue (0, 0, 1), as in SwiftUI, where no other `Color` initializer takes a
    /// `.blue`: this one wins over the library's `Color(_:)` of a style, which SwiftUI does not
    /// have. (SwiftUI disfavours this initializer against its `ColorResource` one; here the asset
    /// symbols' `UIColor` members are disfavoured instead, so `Color(.brand)` is the resource's.)
    public init(_ uiColor: UIColor) { self.init(name: uiColor.name) }
    /// `Color(uiColor: .secondaryLabel)`.
    public init(uiColor: UIColor) { self.init(name: uiColor.name) }
    /// A Core Graphics colour (`Color(cgColor:)`, `Color(_ cgColor:)`; an EventKit calendar's colour).
    public init(cgColor: CGColor) { self.init(name: "cgColor") }
    /// Disfavoured too: `Color(.white)`, `Color(.black)` and `Color(.clear)` are SwiftUI's colours,
    /// not Core Graphics' constants of the same names.
    @_disfavoredOverload
    public init(_ cgColor: CGColor) { self.init(name: "cgColor") }
}

extension Text {
    /// How `Text(date, style:)` shows a date (SwiftUI's `Text.DateStyle`). `.date` and `.time` show
    /// the date given, as an iPhone in the United States does in the environment's time zone
    /// (UTC: "November 26, 2025", "9:41 AM"; the narrow space before AM is measured as a space). The others count from now, so their text changes by
    /// the minute; a laid-out experiment must not, so they are measured with a fixed sample of their
    /// usual length (an approximation).
    public struct DateStyle: Hashable, Sendable {
        let sample: String
        /// The DateFormatter styles of `.date` and `.time` (nil for the styles that count from now).
        let formatted: (date: DateFormatter.Style, time: DateFormatter.Style)?
        public static let time = DateStyle(sample: "9:41 AM", formatted: (.none, .short))
        public static let date = DateStyle(sample: "June 5, 2023", formatted: (.long, .none))
        public static let relative = DateStyle(sample: "5 minutes", formatted: nil)
        public static let offset = DateStyle(sample: "+5 minutes", formatted: nil)
        public static let timer = DateStyle(sample: "5:00", formatted: nil)

        /// What the style shows for `date`.
        func text(for date: Date) -> String {
            guard let formatted else { return sample }
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US")
            formatter.timeZone = EnvironmentValues().timeZone
            formatter.dateStyle = formatted.date
            formatter.timeStyle = formatted.time
            // Recent formatters put a narrow no-break space before AM/PM, which the engine's SF Pro
            // tables have no width for: it is measured as a space.
            return formatter.string(from: date).replacingOccurrences(of: "\u{202F}", with: " ")
        }

        public static func == (lhs: DateStyle, rhs: DateStyle) -> Bool { lhs.sample == rhs.sample }
        public func hash(into hasher: inout Hasher) { hasher.combine(sample) }
    }

    /// `Text(date, style:)`: the date as the style shows it (see `DateStyle`).
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: style.text(for: date))
    }

    /// A timer counting over `timerInterval`, shown as at the interval's start (a laid-out
    /// experiment is one fixed moment): its whole length counting down ("1:00" for a minute,
    /// "1:00:00" for an hour), "0:00" counting up.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        let length = timerInterval.upperBound.timeIntervalSince(timerInterval.lowerBound)
        let seconds = countsDown ? max(0, Int(length.rounded())) : 0
        let hours = seconds / 3600, minutes = seconds % 3600 / 60, rest = seconds % 60
        func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        self.init(verbatim: showsHours && hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))"
                                                     : "\(seconds / 60):\(twoDigits(rest))")
    }

    /// `Text(value, format: .number)`: the formatted value (Foundation's `FormatStyle`).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: _PreviewLocale.styled(format).format(input))
    }
}

/// The background style (`.background` in a style position, SwiftUI's `BackgroundStyle`). Visual only.
public struct BackgroundStyle: ShapeStyle, Sendable {
    public init() {}
    public var _styleName: String { "background" }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The separator style (`.separator`, SwiftUI's `SeparatorShapeStyle`). Visual only.
public struct SeparatorShapeStyle: ShapeStyle, Sendable {
    public init() {}
    public var _styleName: String { "separator" }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

// MARK: Feedback, symbol effects, content transitions, geometry observers (iOS 17 and 18)

/// Haptic feedback (SwiftUI's `SensoryFeedback`); no effect on layout.
public struct SensoryFeedback: Hashable, Sendable {
    let name: String
    public enum Weight: Hashable, Sendable { case light, medium, heavy }
    public enum Flexibility: Hashable, Sendable { case rigid, solid, soft }
    public static let success = SensoryFeedback(name: "success"), warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error"), selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase"), decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start"), stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment"), levelChange = SensoryFeedback(name: "levelChange")
    public static let impact = SensoryFeedback(name: "impact")
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { impact }
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { impact }
}

/// An SF Symbol animation (SwiftUI's symbol effects: `.bounce`, `.pulse`, ...); no effect on layout.
public struct SymbolEffect: Hashable, Sendable {
    let name: String
    public static let bounce = SymbolEffect(name: "bounce"), pulse = SymbolEffect(name: "pulse")
    public static let variableColor = SymbolEffect(name: "variableColor"), scale = SymbolEffect(name: "scale")
    public static let appear = SymbolEffect(name: "appear"), disappear = SymbolEffect(name: "disappear")
    public static let replace = SymbolEffect(name: "replace"), wiggle = SymbolEffect(name: "wiggle")
    public static let rotate = SymbolEffect(name: "rotate"), breathe = SymbolEffect(name: "breathe")
    public var up: SymbolEffect { self }
    public var down: SymbolEffect { self }
    /// The wiggle's and rotation's directions (Symbols' `WiggleSymbolEffect`, iOS 18: left, right,
    /// forward and backward by the reading direction, clockwise, counter-clockwise, or along an
    /// angle in degrees clockwise from the x-axis); they change how the symbol moves, not its frame.
    public var left: SymbolEffect { self }
    public var right: SymbolEffect { self }
    public var forward: SymbolEffect { self }
    public var backward: SymbolEffect { self }
    public var clockwise: SymbolEffect { self }
    public var counterClockwise: SymbolEffect { self }
    public func custom(angle: Double) -> SymbolEffect { self }
    public func custom(angle: Angle) -> SymbolEffect { self }
    public var byLayer: SymbolEffect { self }
    public var wholeSymbol: SymbolEffect { self }
    public var iterative: SymbolEffect { self }
    public var cumulative: SymbolEffect { self }
    public var reversing: SymbolEffect { self }
    public var nonReversing: SymbolEffect { self }
}

/// How a symbol effect repeats (SwiftUI's `SymbolEffectOptions`); no effect on layout.
public struct SymbolEffectOptions: Hashable, Sendable {
    public static let `default` = SymbolEffectOptions(), repeating = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions()
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
    /// Repeats with `behavior` (iOS 18: `.repeat(.continuous)`, `.repeat(.periodic(2, delay: 1))`).
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { SymbolEffectOptions() }
    public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { self }

    /// How an effect repeats (Symbols' `SymbolEffectOptions.RepeatBehavior`, iOS 18): continuously
    /// or periodically, a number of times with a delay; no effect on layout.
    public struct RepeatBehavior: Hashable, Sendable {
        public static let continuous = RepeatBehavior(), periodic = RepeatBehavior()
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior { RepeatBehavior() }
    }
}

/// How changing content animates (SwiftUI's `ContentTransition`); no effect on layout.
public struct ContentTransition: Hashable, Sendable {
    let name: String
    public static let identity = ContentTransition(name: "identity"), opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    /// A symbol image's change drawn with the symbol's own effect.
    public static let symbolEffect = ContentTransition(name: "symbolEffect")
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
    public static func symbolEffect(_ effect: SymbolEffect, options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition(name: "symbolEffect")
    }
}

/// What a `visualEffect` closure returns (SwiftUI's `VisualEffect`): geometry-dependent drawing
/// effects, applied after layout; the engine ignores them. Every effect returns the effect it is
/// applied to, unchanged, so effects chain (`content.opacity(0.5).scaleEffect(0.9)`).
public protocol VisualEffect {}

extension VisualEffect {
    /// Moves the drawing by `offset`: visual only.
    public func offset(_ offset: CGSize) -> some VisualEffect { self }
    /// Moves the drawing by `x` and `y`: visual only.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { self }
    /// Scales the drawing by `scale` about `anchor`: visual only.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { self }
    /// Scales the drawing by `scale` in both dimensions about `anchor`: visual only.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect { self }
    /// Scales the drawing by `x` and `y` about `anchor`: visual only.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect { self }
    /// Rotates the drawing by `angle` about `anchor`: visual only.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { self }
    /// Rotates the drawing in three dimensions: visual only.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some VisualEffect { self }
    /// Draws the view this opaque: visual only.
    public func opacity(_ opacity: Double) -> some VisualEffect { self }
    /// Blurs the drawing: visual only.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { self }
    /// Brightens the drawing: visual only.
    public func brightness(_ amount: Double) -> some VisualEffect { self }
    /// Saturates the drawing: visual only.
    public func saturation(_ amount: Double) -> some VisualEffect { self }
    /// Rotates the drawing's hues: visual only.
    public func hueRotation(_ angle: Angle) -> some VisualEffect { self }
    /// Greys the drawing: visual only.
    public func grayscale(_ amount: Double) -> some VisualEffect { self }
    /// Changes the drawing's contrast: visual only.
    public func contrast(_ amount: Double) -> some VisualEffect { self }
    /// Multiplies the drawing's colours by `color`: visual only.
    public func colorMultiply(_ color: Color) -> some VisualEffect { self }
    /// Colours the drawing with a shader: visual only.
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect { self }
    /// Moves the drawing's pixels with a shader: visual only.
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect { self }
    /// Redraws the drawing with a shader: visual only.
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect { self }
}

/// The effect a `visualEffect` closure starts from (SwiftUI's `EmptyVisualEffect`); every effect
/// method returns it unchanged.
public struct EmptyVisualEffect: VisualEffect {
    /// The effect that changes nothing.
    public init() {}
}

extension TransitionPhase {
    /// Whether the view is shown as it is, neither appearing nor disappearing.
    public var isIdentity: Bool { self == .identity }
    /// -1 appearing, 0 shown as it is, 1 disappearing (SwiftUI's `TransitionPhase.value`).
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

extension View {
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> Self { self }
    public func symbolEffect<T: Equatable>(_ effect: SymbolEffect, options: SymbolEffectOptions = .default, value: T) -> Self { self }
    public func symbolEffect(_ effect: SymbolEffect, options: SymbolEffectOptions = .default, isActive: Bool = true) -> Self { self }
    public func contentTransition(_ transition: ContentTransition) -> Self { self }
    /// Drawing effects that read the view's geometry after layout: ignored (they never move it).
    public func visualEffect<E: VisualEffect>(_ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> E) -> Self { self }
}

/// Whether people can select a Text's string (SwiftUI's `TextSelectability`); no effect on layout.
public struct TextSelectability: Hashable, Sendable {
    let allowsSelection: Bool
    public static let enabled = TextSelectability(allowsSelection: true)
    public static let disabled = TextSelectability(allowsSelection: false)
}

/// Where a view stands in a scroll transition (SwiftUI's `ScrollTransitionPhase`). Views are laid
/// out at rest, so a transition closure would see `.identity`; it is not called.
public enum ScrollTransitionPhase: Hashable, Sendable {
    case topLeading, identity, bottomTrailing

    public var isIdentity: Bool { self == .identity }
    /// −1 before the visible region, 0 inside it, 1 after it.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition animates (SwiftUI's `ScrollTransitionConfiguration`); visual only.
public struct ScrollTransitionConfiguration: Sendable {
    let name: String
    public static let identity = ScrollTransitionConfiguration(name: "identity")
    public static let interactive = ScrollTransitionConfiguration(name: "interactive")
    public static let animated = ScrollTransitionConfiguration(name: "animated")
    public static func animated(_ animation: Animation) -> ScrollTransitionConfiguration { .animated }
    public static func interactive(timingCurve: Animation) -> ScrollTransitionConfiguration { .interactive }
    /// The visible fraction at which the transition's phase changes (`.visible(0.9)`, `.hidden`,
    /// `.centered`): visual only.
    public func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> ScrollTransitionConfiguration { self }
    /// The animation the transition runs with: visual only.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }
}

extension ScrollTransitionConfiguration.Threshold {
    /// The view is this fraction (0 to 1) visible.
    public static func visible(_ amount: Double) -> ScrollTransitionConfiguration.Threshold {
        ScrollTransitionConfiguration.Threshold(_name: "visible(\(amount))")
    }
    /// The view is this fraction (0 to 1) hidden.
    public static func hidden(_ amount: Double) -> ScrollTransitionConfiguration.Threshold {
        ScrollTransitionConfiguration.Threshold(_name: "hidden(\(amount))")
    }
    /// A threshold `amount` (0 to 1) of the way from this one to `other`.
    public func interpolated(towards other: ScrollTransitionConfiguration.Threshold, amount: Double) -> ScrollTransitionConfiguration.Threshold {
        ScrollTransitionConfiguration.Threshold(_name: "\(_name)→\(other._name)(\(amount))")
    }
    /// The threshold moved `distance` points inwards from the scroll view's edges.
    public func inset(by distance: Double) -> ScrollTransitionConfiguration.Threshold {
        ScrollTransitionConfiguration.Threshold(_name: "\(_name) inset \(distance)")
    }
}

extension View {
    // Drawing and color effects applied after layout [DOC: each returns "a view that ..." draws
    // differently; none changes the view's frame].
    public func hueRotation(_ angle: Angle) -> Self { self }
    public func luminanceToAlpha() -> Self { self }
    public func colorInvert() -> Self { self }
    public func colorMultiply(_ color: Color) -> Self { self }
    /// The shape container-relative shapes inside take; they draw in it, their frames are unchanged.
    public func containerShape<S: Shape>(_ shape: S) -> Self { self }
    /// Isolates geometry changes for animation; no effect on layout.
    public func geometryGroup() -> Self { self }
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> Self { self }
    public func textSelection(_ selectability: TextSelectability) -> Self { self }
    public func statusBarHidden(_ hidden: Bool = true) -> Self { self }
    public func persistentSystemOverlays(_ visibility: Visibility) -> Self { self }
    /// Effects that follow scrolling (applied after layout, like `visualEffect`): ignored.
    public func scrollTransition<E: VisualEffect>(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> E
    ) -> Self { self }
    public func scrollTransition<E: VisualEffect>(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> E
    ) -> Self { self }
}
