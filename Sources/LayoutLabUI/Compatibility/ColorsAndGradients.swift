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
