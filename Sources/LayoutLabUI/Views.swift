// The engine's leaf views and containers with SwiftUI's initializers and defaults.
import LayoutEngine

/// A path, for custom shapes' `path(in:)` (SwiftUI's `Path`). Drawing is not modelled: every
/// operation is accepted and ignored.
public struct Path: Sendable {
    public init() {}
    public init(_ rect: CGRect) {}
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {}
    public init(ellipseIn rect: CGRect) {}
    public init(_ build: (inout Path) -> Void) { build(&self) }
    public mutating func move(to point: CGPoint) {}
    public mutating func addLine(to point: CGPoint) {}
    public mutating func addLines(_ points: [CGPoint]) {}
    public mutating func addRect(_ rect: CGRect) {}
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize) {}
    public mutating func addEllipse(in rect: CGRect) {}
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {}
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {}
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {}
    public mutating func closeSubpath() {}
}

/// An angle (SwiftUI's `Angle`), for paths and rotations (visual only).
public struct Angle: Hashable, Sendable {
    public var radians: Double
    public var degrees: Double { radians * 180 / .pi }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }
    public static func radians(_ value: Double) -> Angle { Angle(radians: value) }
    public static let zero = Angle(radians: 0)
}

/// A shape: a view that takes its whole proposal (SwiftUI's `Shape`). A user's own shape
/// (`struct Triangle: Shape { func path(in:) -> Path }`) lays out like a `Rectangle`.
public protocol Shape: _PrimitiveView, Sendable {
    func path(in rect: CGRect) -> Path
}

extension Shape {
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { [ViewNode(.rectangle)] }
    /// Fills the shape: visual only.
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle()) -> some View { self }
    /// Strokes the shape: visual only.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { self }
    /// Strokes the shape: visual only.
    public func stroke(lineWidth: CGFloat = 1) -> some View { self }
    /// Strokes the shape's inside border: visual only.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { self }
    /// Trims the shape's path: visual only.
    public func trim(from: CGFloat = 0, to: CGFloat = 1) -> Self { self }
    /// Strokes the shape with a stroke style: visual only.
    public func stroke(style: StrokeStyle) -> some View { self }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View { self }
    public func strokeBorder(lineWidth: CGFloat = 1) -> some View { self }
    public func strokeBorder(style: StrokeStyle) -> some View { self }
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View { self }
}

/// A rectangle (SwiftUI's `Rectangle`).
public struct Rectangle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { [ViewNode(.rectangle)] }
}

/// How rounded corners are drawn (visual only).
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

/// A rectangle with rounded corners (SwiftUI's `RoundedRectangle`).
public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { self.cornerSize = cornerSize }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerSize.width) }
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        [ViewNode(.roundedRectangle(cornerRadius: Double(cornerSize.width)))]
    }
}

/// A capsule (SwiftUI's `Capsule`).
public struct Capsule: Shape {
    public init(style: RoundedCornerStyle = .continuous) {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { [ViewNode(.capsule)] }
}

/// An ellipse (SwiftUI's `Ellipse`).
public struct Ellipse: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { [ViewNode(.ellipse)] }
}

/// A circle centred in its frame (SwiftUI's `Circle`).
public struct Circle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { [ViewNode(.circle)] }
}

/// A rectangle with a radius per corner (SwiftUI's `UnevenRoundedRectangle`): it takes its
/// proposal like every shape; the corners are drawn, not laid out.
public struct UnevenRoundedRectangle: Shape {
    public var cornerRadii: RectangleCornerRadii

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
    }

    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        cornerRadii = RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                           bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius)
    }

    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// The four radii of an `UnevenRoundedRectangle` (SwiftUI's `RectangleCornerRadii`).
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// The shape of the container the view is in (SwiftUI's `ContainerRelativeShape`): a shape that
/// takes its proposal; which corners it copies is drawing only.
public struct ContainerRelativeShape: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension Shape where Self == Rectangle { public static var rect: Rectangle { Rectangle() } }
extension Shape where Self == UnevenRoundedRectangle {
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}
extension Shape where Self == ContainerRelativeShape { public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() } }
extension Shape where Self == Circle { public static var circle: Circle { Circle() } }
extension Shape where Self == Capsule { public static var capsule: Capsule { Capsule() } }
extension Shape where Self == Ellipse { public static var ellipse: Ellipse { Ellipse() } }
extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

/// An image (SwiftUI's `Image`). Its natural size comes from the build's image table
/// (`LayoutLab.tree(of:images:)`, `Experiment(images:)`); an unknown image gets the placeholder
/// size `Image.placeholderSize` (100×100), and an SF Symbol (`systemName:`) is sized by the font around
/// it: `Image.symbolSize` (20×20) at 17 pt, in proportion at other sizes (the engine's `symbol`).
public struct Image: _PrimitiveView {
    /// The size of a named image missing from the image table.
    public static let placeholderSize = CGSize(width: 100, height: 100)
    /// The size of an SF Symbol at 17 pt (approximation; the engine scales it with the font).
    public static let symbolSize = CGSize(width: 20, height: 20)

    let name: String
    let systemName: Bool
    var isResizable = false

    public init(_ name: String) {
        self.name = name
        systemName = false
    }

    public init(systemName: String) {
        self.name = systemName
        self.systemName = true
    }

    public init(decorative name: String) { self.init(name) }

    /// Lets the image take its proposal instead of its natural size.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    /// How a resizable image fills its frame (visual only).
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }

    /// Visual only.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }
    /// Visual only.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    /// Visual only.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// Template rendering (visual only).
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    /// Image interpolation quality (visual only).
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        if systemName && builder.images[name] == nil {
            return [ViewNode(.symbol(name: name, resizable: isResizable))]
        }
        let size = builder.images[name] ?? Image.placeholderSize
        return [ViewNode(.image(name: name, width: Double(size.width), height: Double(size.height), resizable: isResizable))]
    }
}

/// A font: only its point size matters to layout (SwiftUI's `Font`). A text style (`.body`,
/// `.title`, ...) is sized by the engine for the platform it lays out for (iOS at Dynamic Type
/// "Large": `.body` 17, `.title` 28; macOS: 13 and 22); weight, design and traits are accepted
/// and ignored.
public struct Font: Hashable, Sendable {
    /// How the font is sized: a text style or a point size.
    let sizing: Sizing

    enum Sizing: Hashable, Sendable {
        case points(Double)
        case style(LayoutEngine::TextStyle)
    }

    init(_ sizing: Sizing) { self.sizing = sizing }

    /// `node` under this font (the environment modifier the engine reads).
    func applied(to node: ViewNode) -> ViewNode {
        switch sizing {
        case .points(let size): return ViewNode(.font(size: size), children: [node])
        case .style(let style): return ViewNode(.fontStyle(style), children: [node])
        }
    }

    /// A dynamic text style.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        var engineStyle: LayoutEngine::TextStyle {
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

    /// Font weights (ignored by layout).
    public struct Weight: Hashable, Sendable {
        let value: Int
        public static let ultraLight = Weight(value: 1), thin = Weight(value: 2), light = Weight(value: 3)
        public static let regular = Weight(value: 4), medium = Weight(value: 5), semibold = Weight(value: 6)
        public static let bold = Weight(value: 7), heavy = Weight(value: 8), black = Weight(value: 9)
    }

    /// Font designs (ignored by layout).
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font { Font(.points(Double(size))) }
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(.style(style.engineStyle))
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

    public func bold() -> Font { self }
    public func italic() -> Font { self }
    public func weight(_ weight: Weight) -> Font { self }
    public func monospaced() -> Font { self }
    public func monospacedDigit() -> Font { self }
    public func smallCaps() -> Font { self }
}

/// A string key with SwiftUI's interpolations (`\(value, specifier: "%.1f")`) (SwiftUI's
/// `LocalizedStringKey`). Its inline Markdown is rendered, not shown (`InlineMarkdown`); the
/// values interpolated into it are shown as they are.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
    /// The text, with interpolations applied and Markdown markup removed.
    public let string: String

    public init(_ value: String) { string = InlineMarkdown.plainText(value) }
    public init(stringLiteral value: String) { string = InlineMarkdown.plainText(value) }
    public init(stringInterpolation: StringInterpolation) { string = stringInterpolation.resolved }

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
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            insert(String(format: specifier, value))
        }
        public mutating func appendInterpolation(_ text: Text) { insert(text.string) }
        /// `\(value, format: .number)`: the formatted value (Foundation's `FormatStyle`).
        public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
        where F.FormatOutput == String {
            insert(format.format(value))
        }
        /// `\(date, style: .relative)`: a fixed sample of the style (see `Text.DateStyle`).
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) { insert(style.sample) }

        var resolved: String {
            var remaining = values[...]
            var result = ""
            for character in InlineMarkdown.plainText(format) {
                if character == Self.placeholder, let value = remaining.popFirst() { result += value } else { result.append(character) }
            }
            return result
        }
    }
}

/// Text, measured by the engine's font model (SwiftUI's `Text`). `.font`, `.bold()`, ... return
/// `Text`, so `Text + Text` works; concatenation joins the strings with the first part's font.
public struct Text: _PrimitiveView, Hashable, Sendable {
    var string: String
    var font: Font?

    public init(_ key: LocalizedStringKey) { string = key.string }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { string = String(content) }
    public init(verbatim content: String) { string = content }
    /// The attributed string's characters, measured in the Text's font (its attributes are visual).
    /// Disfavoured: a string literal is a `LocalizedStringKey`, as in SwiftUI.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) { string = String(attributedContent.characters) }

    public func font(_ font: Font?) -> Text {
        var copy = self
        copy.font = font
        return copy
    }

    public func bold() -> Text { self }
    public func bold(_ isActive: Bool) -> Text { self }
    public func italic() -> Text { self }
    public func italic(_ isActive: Bool) -> Text { self }
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    public func fontDesign(_ design: Font.Design?) -> Text { self }
    public func monospaced() -> Text { self }
    public func monospacedDigit() -> Text { self }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func kerning(_ kerning: CGFloat) -> Text { self }
    public func tracking(_ tracking: CGFloat) -> Text { self }
    public func baselineOffset(_ offset: CGFloat) -> Text { self }
    public func foregroundColor(_ color: Color?) -> Text { self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }

    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = Text(verbatim: lhs.string + rhs.string)
        joined.font = lhs.font ?? rhs.font
        return joined
    }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        let text = ViewNode(.text(string))
        return [font?.applied(to: text) ?? text]
    }
}

/// Flexible space along the enclosing stack's axis (SwiftUI's `Spacer`).
public struct Spacer: _PrimitiveView {
    let minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        [ViewNode(.spacer(minLength: minLength.map { Double($0) }))]
    }
}

/// A thin line across the enclosing stack (SwiftUI's `Divider`).
public struct Divider: _PrimitiveView {
    public init() {}
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { [ViewNode(.divider)] }
}

/// Children side by side (SwiftUI's `HStack`); nil spacing uses the engine's default.
public struct HStack<Content: View>: _PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        [ViewNode(.hstack(alignment: alignment.engine, spacing: spacing.map { Double($0) }), children: builder.nodes(content))]
    }
}

/// Children one above the other (SwiftUI's `VStack`); nil spacing uses the engine's default.
public struct VStack<Content: View>: _PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        [ViewNode(.vstack(alignment: alignment.engine, spacing: spacing.map { Double($0) }), children: builder.nodes(content))]
    }
}

/// Children on top of each other (SwiftUI's `ZStack`).
public struct ZStack<Content: View>: _PrimitiveView {
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        [ViewNode(.zstack(alignment: alignment.engine), children: builder.nodes(content))]
    }
}

/// A scroll view: its content is proposed nil along the scrolling axes (SwiftUI's `ScrollView`);
/// several children are laid out in an implicit VStack (HStack when scrolling horizontally only).
public struct ScrollView<Content: View>: _PrimitiveView {
    let axes: Axis.Set
    let content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        // The engine's builder wraps several children in the implicit stack along the scroll axis.
        let children = builder.nodes(content)
        return [ViewNode.scrollView(axes.engine) { children }]
    }
}

/// The first child that fits the proposal along `axes` (SwiftUI's `ViewThatFits`).
public struct ViewThatFits<Content: View>: _PrimitiveView {
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        [ViewNode(.viewThatFits(axes: axes.engine), children: builder.nodes(content))]
    }
}
