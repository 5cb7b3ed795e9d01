// The colour and gradient initialisers of SwiftUI that LayoutLabUI's `Color` and gradients did not
// spell: colour spaces, gradient stops, angles. Colours and gradients are visual only: a gradient
// as a view fills its proposal like a `Color` (see `RadialGradient`), whatever its stops.
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

extension RadialGradient {
    /// A radial gradient through `stops` (visual only, see `RadialGradient`).
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension AngularGradient {
    /// An angular gradient through `stops` (visual only, see `AngularGradient`).
    public init(stops: [Gradient.Stop], center: UnitPoint) { self.init(gradient: Gradient(stops: stops), center: center) }
    /// An angular gradient between two angles (visual only).
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) { self.init(gradient: gradient, center: center) }
    /// An angular gradient between two angles (visual only).
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) { self.init(colors: colors, center: center) }
    /// An angular gradient between two angles (visual only).
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) { self.init(stops: stops, center: center) }
    /// An angular gradient starting at `angle` (visual only).
    public init(gradient: Gradient, center: UnitPoint, angle: Angle) { self.init(gradient: gradient, center: center) }
    /// An angular gradient starting at `angle` (visual only).
    public init(colors: [Color], center: UnitPoint, angle: Angle) { self.init(colors: colors, center: center) }
    /// An angular gradient starting at `angle` (visual only).
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle) { self.init(stops: stops, center: center) }
}

/// An elliptical gradient (SwiftUI's `EllipticalGradient`): as a view it fills its proposal like a
/// `Color`; as a style it is visual only.
public struct EllipticalGradient: _PrimitiveView, ShapeStyle {
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {}
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {}
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {}
    public var _styleName: String { "ellipticalGradient" }
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { [ViewNode(.color(name: _styleName))] }
}

extension ShapeStyle where Self == LinearGradient {
    /// `.linearGradient(stops:startPoint:endPoint:)`: visual only.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// `.radialGradient(_:center:startRadius:endRadius:)`: visual only.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// `.radialGradient(colors:center:startRadius:endRadius:)`: visual only.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// `.radialGradient(stops:center:startRadius:endRadius:)`: visual only.
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// `.angularGradient(_:center:startAngle:endAngle:)`: visual only.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// `.angularGradient(colors:center:startAngle:endAngle:)`: visual only.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// `.angularGradient(stops:center:startAngle:endAngle:)`: visual only.
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// `.conicGradient(_:center:angle:)`: visual only.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    /// `.conicGradient(colors:center:angle:)`: visual only.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
    /// `.conicGradient(stops:center:angle:)`: visual only.
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(stops: stops, center: center, angle: angle)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// `.ellipticalGradient(_:center:startRadiusFraction:endRadiusFraction:)`: visual only.
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    /// `.ellipticalGradient(colors:center:startRadiusFraction:endRadiusFraction:)`: visual only.
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    /// `.ellipticalGradient(stops:center:startRadiusFraction:endRadiusFraction:)`: visual only.
    public static func ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
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
