// Colors, shape styles and gradients. As views they fill their proposal like a Color; as styles
// (`.background(.red)`, `.foregroundStyle(.blue)`) they carry no layout.
import LayoutEngine

/// Something that can fill a shape: a color, a gradient, a hierarchical style (SwiftUI's `ShapeStyle`).
/// Purely visual: only its name reaches the engine, when it is used as a background or overlay.
public protocol ShapeStyle {
    /// The name the engine's color node gets when this style is drawn as a view.
    var _styleName: String { get }
}

extension ShapeStyle {
    public var _styleName: String { "style" }
    /// The style with an opacity: visual only.
    public func opacity(_ opacity: Double) -> some ShapeStyle { _NamedStyle(_styleName: _styleName) }
    /// The style blended with what is under it: visual only.
    public func blendMode(_ mode: BlendMode) -> some ShapeStyle { _NamedStyle(_styleName: _styleName) }
}

/// A style known only by its name (the result of visual style transforms).
public struct _NamedStyle: ShapeStyle {
    public let _styleName: String
}

/// Any shape style, type-erased (SwiftUI's `AnyShapeStyle`): lets one expression choose between a
/// color and a gradient.
public struct AnyShapeStyle: ShapeStyle {
    public let _styleName: String

    public init<Style: ShapeStyle>(_ style: Style) {
        _styleName = style._styleName
    }
}

/// A color: a view that takes its whole proposal, and a shape style (SwiftUI's `Color`).
public struct Color: _PrimitiveView, ShapeStyle, Hashable, Sendable {
    /// The name recorded in the engine's tree (`"blue"`, `"rgb(1, 0, 0)"`, an asset name).
    public let name: String
    /// How opaque pictures draw it (`.opacity(0.3)`); layout ignores it.
    var opacity = 1.0

    init(name: String) { self.name = name }

    /// What pictures paint instead of `name`'s colour: a gradient's text (`ViewGradient`), which
    /// the node's name leaves out (it is named for the gradient's kind).
    private var paint: String?

    /// The colour a background or overlay of `style` is drawn in: the colour itself when it is one
    /// (its opacity kept); a gradient is named as its view is (`linearGradient`, `teal.gradient`) and
    /// painted as itself;
    /// any other style is a colour named for the style.
    init<S: ShapeStyle>(drawing style: S) {
        if let colour = style as? Color {
            self = colour
            return
        }
        let drawn = style._styleName
        if let gradient = ViewGradient(text: drawn) {
            self.init(name: (style as? _GradientStyle)?._viewName ?? gradient.kindName)
            paint = drawn
        } else {
            self.init(name: drawn)
        }
    }

    /// A color from an asset catalog name.
    public init(_ name: String, bundle: Bundle? = nil) { self.name = name }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.name = "rgb(\(red), \(green), \(blue))"
        self.opacity = opacity
    }

    public init(white: Double, opacity: Double = 1) {
        self.name = "white(\(white))"
        self.opacity = opacity
    }

    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        self.name = "hsb(\(hue), \(saturation), \(brightness))"
        self.opacity = opacity
    }


    /// `Color(.indigo)`: a color from a style, for the colours UIKit's `UIColor` does not name
    /// (`Color(.white)` and `Color(.blue)` are UIKit's, `Color(_: UIColor)`, which wins over this
    /// generic one). Generic over the style, so that a member of `Color` itself is not looked at: an app's
    /// `static let brand = Color(.brand)` is the asset catalog's `ColorResource` (Backyard Birds'
    /// `premiumBirdFood`), as in SwiftUI, instead of reading itself.
    public init<Style: ShapeStyle>(_ style: Style) { self.init(name: style._styleName) }

    /// The colour pictures draw: a gradient's text, a catalog colour's value (`_AppColours`), else the name.
    public var _styleName: String { paint ?? _AppColours.drawn(name) }

    /// The same color with an opacity: drawn so in pictures, the same to layout.
    public func opacity(_ opacity: Double) -> Color {
        var copy = self
        copy.opacity = ViewLook.opacity(self.opacity, fadedBy: opacity)
        return copy
    }

    /// A node named as the code names the colour; a catalog colour's value is its look's fill.
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        let drawn = _styleName
        var look = opacity < 1 ? ViewLook(opacity: opacity) : nil
        if drawn != name { look = ViewLook(fill: drawn).merged(under: look) }
        return [ViewNode(.color(name: name), look: look)]
    }

    public static let black = Color(name: "black")
    public static let white = Color(name: "white")
    public static let gray = Color(name: "gray")
    public static let red = Color(name: "red")
    public static let orange = Color(name: "orange")
    public static let yellow = Color(name: "yellow")
    public static let green = Color(name: "green")
    public static let mint = Color(name: "mint")
    public static let teal = Color(name: "teal")
    public static let cyan = Color(name: "cyan")
    public static let blue = Color(name: "blue")
    public static let indigo = Color(name: "indigo")
    public static let purple = Color(name: "purple")
    public static let pink = Color(name: "pink")
    public static let brown = Color(name: "brown")
    public static let clear = Color(name: "clear")
    public static let primary = Color(name: "primary")
    public static let secondary = Color(name: "secondary")
    public static let accentColor = Color(name: "accentColor")
}

extension ShapeStyle where Self == Color {
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var gray: Color { .gray }
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var clear: Color { .clear }
}

/// `.primary`, `.secondary`, ... in a style position (SwiftUI's `HierarchicalShapeStyle`). Visual only.
public struct HierarchicalShapeStyle: ShapeStyle, Sendable {
    public let _styleName: String
    public static let primary = HierarchicalShapeStyle(_styleName: "primary")
    public static let secondary = HierarchicalShapeStyle(_styleName: "secondary")
    public static let tertiary = HierarchicalShapeStyle(_styleName: "tertiary")
    public static let quaternary = HierarchicalShapeStyle(_styleName: "quaternary")
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// Materials (`.ultraThinMaterial`, ...): visual only (SwiftUI's `Material`).
public struct Material: ShapeStyle, Sendable {
    public let _styleName: String
    public static let ultraThinMaterial = Material(_styleName: "ultraThinMaterial")
    public static let thinMaterial = Material(_styleName: "thinMaterial")
    public static let regularMaterial = Material(_styleName: "regularMaterial")
    public static let thickMaterial = Material(_styleName: "thickMaterial")
    public static let ultraThickMaterial = Material(_styleName: "ultraThickMaterial")
    public static let bar = Material(_styleName: "bar")
    public static let regular = Material(_styleName: "regularMaterial")
    public static let thick = Material(_styleName: "thickMaterial")
    public static let thin = Material(_styleName: "thinMaterial")
    public static let ultraThin = Material(_styleName: "ultraThinMaterial")
    public static let ultraThick = Material(_styleName: "ultraThickMaterial")
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    public static var thinMaterial: Material { .thinMaterial }
    public static var regularMaterial: Material { .regularMaterial }
    public static var thickMaterial: Material { .thickMaterial }
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
    public static var bar: Material { .bar }
}

/// The foreground style (`.foreground` in a style position, SwiftUI's `ForegroundStyle`). Visual only.
public struct ForegroundStyle: ShapeStyle, Sendable {
    public init() {}
    public var _styleName: String { "foreground" }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// A shadow a shape style is drawn with (SwiftUI's `ShadowStyle`): `.drop(…)` outside the shape,
/// `.inner(…)` inside it. Visual only.
public struct ShadowStyle: Equatable, Sendable {
    let isInner: Bool
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat

    /// A shadow outside the shape.
    public static func drop(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(isInner: false, radius: radius, x: x, y: y)
    }

    /// A shadow inside the shape.
    public static func inner(color: Color = Color(white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(isInner: true, radius: radius, x: x, y: y)
    }
}

extension ShapeStyle {
    /// The style drawn with a shadow: visual only.
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle { _NamedStyle(_styleName: _styleName) }
    /// The style one level down its hierarchy (`.tint.secondary`): visual only.
    public var secondary: some ShapeStyle { _NamedStyle(_styleName: _styleName) }
    /// The style two levels down its hierarchy (`.tint.tertiary`): visual only.
    public var tertiary: some ShapeStyle { _NamedStyle(_styleName: _styleName) }
    /// The style three levels down its hierarchy: visual only.
    public var quaternary: some ShapeStyle { _NamedStyle(_styleName: _styleName) }
    /// The style four levels down its hierarchy: visual only.
    public var quinary: some ShapeStyle { _NamedStyle(_styleName: _styleName) }
}

extension Color: CustomStringConvertible {
    /// The colour's name (`"blue"`, an asset's name, `"rgb(1.0, 0.0, 0.0)"`), as SwiftUI's
    /// `Color.description` names a system colour.
    public var description: String { name }
}
