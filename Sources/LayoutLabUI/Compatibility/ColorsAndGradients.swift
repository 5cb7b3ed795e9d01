// The colour initialisers of SwiftUI that LayoutLabUI's `Color` did not spell (colour spaces), and
// more shape styles (`.quinary`, the foreground style's opacity, shadow and blend mode). Colours are
// visual only. Gradients are in Views/Gradients.swift.
import LayoutEngine

extension Color {
    /// A colour from components in `colorSpace` (the components are kept as given; layout does not read them).
    public init(_ colorSpace: Color.RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// A grey from its white component in `colorSpace`.
    public init(_ colorSpace: Color.RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(white: white, opacity: opacity)
    }
}

extension HierarchicalShapeStyle {
    /// The fifth level of the hierarchy: visual only.
    public static let quinary = HierarchicalShapeStyle(_styleName: "quinary")
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// `.quinary`: visual only.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle where Self == AnyShapeStyle {
    /// `.opacity(_:)` of the foreground style: visual only.
    public static func opacity(_ opacity: Double) -> AnyShapeStyle { AnyShapeStyle(ForegroundStyle()) }
    /// `.shadow(_:)` of the foreground style: visual only.
    public static func shadow(_ style: ShadowStyle) -> AnyShapeStyle { AnyShapeStyle(ForegroundStyle()) }
    /// `.blendMode(_:)` of the foreground style: visual only.
    public static func blendMode(_ mode: BlendMode) -> AnyShapeStyle { AnyShapeStyle(ForegroundStyle()) }
}
