// Gradients (SwiftUI's `Gradient`, `LinearGradient`, `RadialGradient`, `EllipticalGradient`,
// `AngularGradient`, `AnyGradient`): as views they fill their proposal like a `Color`; as styles
// (`.fill(…)`, `.background(…)`, `.foregroundStyle(…)`) they carry no layout. Each keeps its stops
// and geometry for pictures (`ViewGradient`): its style name is the gradient's text, and a view of
// it is a colour node named for its kind (`linearGradient`, as before) whose look's fill is that
// text, so a gradient's colours stay out of the definition's hash as a colour's look does.
import LayoutEngine

/// Color stops (SwiftUI's `Gradient`), also a style since iOS 16 (`.background(Gradient(colors: …))`):
/// a linear gradient from top to bottom.
public struct Gradient: ShapeStyle, _GradientStyle, Hashable, Sendable {
    /// One stop of a gradient.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    /// Evenly spaced colours [DOC `Gradient.init(colors:)`: "The gradient synthesizes its location
    /// values to evenly space the colors along the gradient"]: 0, 1/(n-1), …, 1 (one colour at 0).
    public init(colors: [Color]) {
        let last = max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / CGFloat(last)) }
    }
    public init(stops: [Stop]) { self.stops = stops }

    var _viewName: String { "gradient" }

    /// As a style, a linear gradient from top to bottom [DOC `AnyGradient`: "When used as a
    /// ShapeStyle, this type draws a linear gradient with start-point [0.5, 0] and end-point [0.5, 1]"].
    public var _styleName: String { ViewGradient(.linear(start: Point(x: 0.5, y: 0), end: Point(x: 0.5, y: 1)), stops: _stops).text }

    /// The stops as pictures keep them: each colour as a look names it, with its opacity.
    var _stops: [ViewGradient.Stop] {
        stops.map { ViewGradient.Stop(colour: $0.color._styleName, location: Double($0.location), opacity: $0.color.opacity) }
    }
}

/// A gradient style: the name its colour node takes as a view, or as a background's or overlay's
/// colour (`linearGradient`, `teal.gradient`).
protocol _GradientStyle {
    var _viewName: String { get }
}

/// A gradient's node when it is drawn as a view: it fills its proposal like a Color, named for its
/// kind, with the gradient as its look's fill.
private func gradientNode(_ gradient: ViewGradient, named name: String? = nil) -> [ViewNode] {
    [ViewNode(.color(name: name ?? gradient.kindName), look: ViewLook(fill: gradient.text))]
}

private extension UnitPoint {
    var point: Point { Point(x: Double(x), y: Double(y)) }
}

/// A linear gradient: as a view it fills its proposal like a Color; as a style it paints along the
/// line from `startPoint` to `endPoint`, unit points of the frame it fills.
public struct LinearGradient: _PrimitiveView, ShapeStyle, _GradientStyle {
    let gradient: ViewGradient

    init(_ gradient: ViewGradient) { self.gradient = gradient }

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = ViewGradient(.linear(start: startPoint.point, end: endPoint.point), stops: gradient._stops)
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
    public var _styleName: String { gradient.text }
    var _viewName: String { gradient.kindName }
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { gradientNode(gradient) }
}

/// A radial gradient: as a view it fills its proposal like a Color; as a style it paints circles
/// around `center` (a unit point of the frame) from `startRadius` to `endRadius` points.
public struct RadialGradient: _PrimitiveView, ShapeStyle, _GradientStyle {
    let gradient: ViewGradient

    init(_ gradient: ViewGradient) { self.gradient = gradient }

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = ViewGradient(.radial(center: center.point, startRadius: Double(startRadius), endRadius: Double(endRadius)),
                                     stops: gradient._stops)
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public var _styleName: String { gradient.text }
    var _viewName: String { gradient.kindName }
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { gradientNode(gradient) }
}

/// An elliptical gradient (SwiftUI's `EllipticalGradient`): as a view it fills its proposal like a
/// `Color`; as a style its radii are fractions of the unit square stretched to the frame.
public struct EllipticalGradient: _PrimitiveView, ShapeStyle, _GradientStyle {
    let gradient: ViewGradient

    init(_ gradient: ViewGradient) { self.gradient = gradient }

    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = ViewGradient(.elliptical(center: center.point, startFraction: Double(startRadiusFraction),
                                                 endFraction: Double(endRadiusFraction)), stops: gradient._stops)
    }
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }
    public var _styleName: String { gradient.text }
    var _viewName: String { gradient.kindName }
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { gradientNode(gradient) }
}

/// An angular ("conic") gradient: as a view it fills its proposal like a Color; as a style it
/// paints around `center` from `startAngle` to `endAngle`. Equal angles (the defaults) make one
/// whole turn, as `AngularGradient(gradient:center:)` draws a full colour wheel on a device.
public struct AngularGradient: _PrimitiveView, ShapeStyle, _GradientStyle {
    let gradient: ViewGradient

    init(_ gradient: ViewGradient) { self.gradient = gradient }

    public init(gradient: Gradient, center: UnitPoint) { self.init(gradient: gradient, center: center, startAngle: .zero, endAngle: .zero) }
    public init(colors: [Color], center: UnitPoint) { self.init(gradient: Gradient(colors: colors), center: center) }
    public init(stops: [Gradient.Stop], center: UnitPoint) { self.init(gradient: Gradient(stops: stops), center: center) }
    /// An angular gradient between two angles.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = ViewGradient(.angular(center: center.point, startAngle: startAngle.degrees, endAngle: Self.end(startAngle, endAngle)),
                                     stops: gradient._stops)
    }
    /// An angular gradient between two angles.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// An angular gradient between two angles.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A conic gradient that completes a full turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    /// A conic gradient that completes a full turn starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle) { self.init(gradient: Gradient(colors: colors), center: center, angle: angle) }
    /// A conic gradient that completes a full turn starting at `angle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle) { self.init(gradient: Gradient(stops: stops), center: center, angle: angle) }
    public var _styleName: String { gradient.text }
    var _viewName: String { gradient.kindName }
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { gradientNode(gradient) }

    /// The end angle in degrees: a whole turn on from `start` when the two are equal.
    static func end(_ start: Angle, _ end: Angle) -> Double {
        end == start ? start.degrees + 360 : end.degrees
    }
}

/// A gradient as a value (SwiftUI's `AnyGradient`): `Color.teal.gradient`, `AnyGradient(gradient)`.
/// As a style, a linear gradient from top to bottom [DOC `AnyGradient`, as `Gradient`]; as a view it
/// fills its proposal like a Color.
public struct AnyGradient: _PrimitiveView, ShapeStyle, _GradientStyle, Hashable, Sendable {
    /// The stops.
    let stops: [ViewGradient.Stop]
    /// The name its colour node takes as a view (`teal.gradient`).
    let name: String

    public init(_ gradient: Gradient) {
        stops = gradient._stops
        name = "gradient"
    }

    /// A colour's standard gradient. Apple does not publish its stops: it is drawn from the colour
    /// a fifth lighter (mixed with white) at the top to the colour at the bottom.
    init(color: Color) {
        stops = [ViewGradient.Stop(colour: color._styleName, location: 0, opacity: color.opacity, lightening: 0.2),
                 ViewGradient.Stop(colour: color._styleName, location: 1, opacity: color.opacity)]
        name = "\(color.name).gradient"
    }

    var gradient: ViewGradient { ViewGradient(.linear(start: Point(x: 0.5, y: 0), end: Point(x: 0.5, y: 1)), stops: stops) }
    var _viewName: String { name }
    public var _styleName: String { gradient.text }
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { gradientNode(gradient, named: name) }
}

extension Color {
    /// `Color.teal.gradient`.
    public var gradient: AnyGradient { AnyGradient(color: self) }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// `.linearGradient(.red.gradient, startPoint: .top, endPoint: .bottom)`: the gradient's stops along the line.
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(ViewGradient(.linear(start: startPoint.point, end: endPoint.point), stops: gradient.stops))
    }
    /// `.linearGradient(stops:startPoint:endPoint:)`.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// `.radialGradient(_:center:startRadius:endRadius:)`.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// `.radialGradient(_:center:startRadius:endRadius:)` of an `AnyGradient`.
    public static func radialGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0,
                                      endRadius: CGFloat) -> RadialGradient {
        RadialGradient(ViewGradient(.radial(center: center.point, startRadius: Double(startRadius), endRadius: Double(endRadius)),
                                    stops: gradient.stops))
    }
    /// `.radialGradient(colors:center:startRadius:endRadius:)`.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// `.radialGradient(stops:center:startRadius:endRadius:)`.
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// `.angularGradient(_:center:startAngle:endAngle:)`.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// `.angularGradient(_:center:startAngle:endAngle:)` of an `AnyGradient`.
    public static func angularGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle,
                                       endAngle: Angle) -> AngularGradient {
        AngularGradient(ViewGradient(.angular(center: center.point, startAngle: startAngle.degrees,
                                              endAngle: AngularGradient.end(startAngle, endAngle)), stops: gradient.stops))
    }
    /// `.angularGradient(colors:center:startAngle:endAngle:)`.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// `.angularGradient(stops:center:startAngle:endAngle:)`.
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// `.conicGradient(_:center:angle:)`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    /// `.conicGradient(colors:center:angle:)`.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
    /// `.conicGradient(stops:center:angle:)`.
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(stops: stops, center: center, angle: angle)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// `.ellipticalGradient(_:center:startRadiusFraction:endRadiusFraction:)`.
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    /// `.ellipticalGradient(_:center:startRadiusFraction:endRadiusFraction:)` of an `AnyGradient`.
    public static func ellipticalGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(ViewGradient(.elliptical(center: center.point, startFraction: Double(startRadiusFraction),
                                                    endFraction: Double(endRadiusFraction)), stops: gradient.stops))
    }
    /// `.ellipticalGradient(colors:center:startRadiusFraction:endRadiusFraction:)`.
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    /// `.ellipticalGradient(stops:center:startRadiusFraction:endRadiusFraction:)`.
    public static func ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}
