// Swift Charts, so pasted dashboards compile (`import Charts` imports this library). A `Chart` is
// laid out as one flexible view that takes the space it is offered, like a shape or a `Canvas`
// (approximation: what SwiftUI draws inside a chart — axes, legends, marks — is not laid out by
// this engine, and a chart's own sizing is not published; give it a frame, as most code does).
// Marks, axis content and chart modifiers compile and add nothing.
import LayoutEngine

/// A chart (Swift Charts' `Chart`): one flexible view (see the file header); its content is not
/// laid out.
public struct Chart<Content: View>: _PrimitiveView {
    public init(@ViewBuilder content: () -> Content) {}

    public init<Data: RandomAccessCollection, C: View>(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {}

    public init<Data: RandomAccessCollection, ID: Hashable, C: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, ID, C> {}

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { [ViewNode(.color(name: "chart"))] }
}

/// What a chart's content builder takes: marks and `ForEach`es of marks (they are views that add
/// no node, so `ForEach` and `if` work as in Swift Charts).
public protocol ChartContent: View {}

/// Swift Charts' `ChartContentBuilder`, for helpers that build marks.
public typealias ChartContentBuilder = ViewBuilder

/// A mark: compiles, adds nothing (see the file header).
public protocol _ChartMark: ChartContent, _PrimitiveView {}

extension _ChartMark {
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { [] }
}

/// A `ForEach` of marks is chart content, and takes the marks' modifiers (`.interpolationMethod` on a
/// `ForEach` styles every mark it makes).
extension ForEach: ChartContent where Content: ChartContent {}
extension _Located: ChartContent where Content: ChartContent {}

/// The modifiers of marks, as Swift Charts declares them on `ChartContent`: they change no frame.
/// Each returns chart content (Swift Charts' `some ChartContent`), so they chain in any order;
/// those SwiftUI also has for views (`foregroundStyle`, `opacity`, `offset`, the accessibility
/// ones) are chart content's own on marks, as in Swift Charts, not the view modifiers.
extension ChartContent {
    /// The marks' colour or gradient: drawn only.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self { self }
    /// The marks' colour (`.foregroundStyle(.cyan)`): drawn only.
    public func foregroundStyle(_ color: Color) -> Self { self }
    /// The marks' opacity: drawn only.
    public func opacity(_ value: Double) -> Self { self }
    /// Moves the marks by `value` in screen points: drawn only.
    public func offset(_ value: CGSize) -> Self { self }
    /// A Gaussian blur of the marks (iOS 16.4): drawn only.
    public func blur(radius: CGFloat) -> Self { self }
    /// A shadow under the marks (iOS 16.4): drawn only.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                       y: CGFloat = 0) -> Self { self }
    /// The marks' drawing order among overlapping content (iOS 17): drawn only.
    public func zIndex(_ value: Double) -> Self { self }
    /// Masks the marks with other chart content's alpha: drawn only.
    public func mask<C: ChartContent>(@ChartContentBuilder content: () -> C) -> Self { self }
    /// A VoiceOver label for the marks.
    public func accessibilityLabel(_ label: Text) -> Self { self }
    /// A VoiceOver label for the marks, from a localized key.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Self { self }
    /// A VoiceOver label for the marks, from a string value.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Self { self }
    /// A VoiceOver value for the marks.
    public func accessibilityValue(_ valueDescription: Text) -> Self { self }
    /// A VoiceOver value for the marks, from a localized key.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> Self { self }
    /// A VoiceOver value for the marks, from a string value.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> Self { self }
    /// Hides the marks from VoiceOver.
    public func accessibilityHidden(_ hidden: Bool) -> Self { self }
    /// An identifier for UI tests.
    public func accessibilityIdentifier(_ identifier: String) -> Self { self }
    /// Represents a value by the marks' colour: drawn only.
    public func foregroundStyle<V>(by value: PlottableValue<V>) -> Self { self }
    public func symbol<V>(by value: PlottableValue<V>) -> Self { self }
    /// A shape as each point's symbol (`.symbol(.square)`, or a `ChartSymbolShape` of the app's own): drawing only.
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> Self { self }
    /// A shape as each point's symbol (`.symbol(Circle().strokeBorder(lineWidth: 2))`, a Charts
    /// `ChartSymbolShape`): drawn only.
    @_disfavoredOverload
    public func symbol<S: View>(_ symbol: S) -> Self { self }
    /// A view as each point's symbol (drawn inside the plot area; the area's size is the chart's).
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> Self { self }
    public func symbolSize(_ size: CGFloat) -> Self { self }
    /// The symbols' bounding box: drawn only.
    public func symbolSize(_ size: CGSize) -> Self { self }
    public func interpolationMethod(_ method: InterpolationMethod) -> Self { self }
    /// Rounded bar and area corners (`BarMark(...).cornerRadius(6)`): drawn only.
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .circular) -> Self { self }
    public func lineStyle(_ style: StrokeStyle) -> Self { self }
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> Self { self }
}

/// A labelled value of a mark (Swift Charts' `PlottableValue`).
public struct PlottableValue<Value> {
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> { PlottableValue() }
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> { PlottableValue() }
    public static func value(_ label: LocalizedStringKey, _ value: Value, unit: Calendar.Component) -> PlottableValue<Value> {
        PlottableValue()
    }
}

/// A type a chart can plot (Swift Charts' `Plottable`): its value as a primitive one (a string,
/// number or date). An enum with plottable raw values is plottable as they are (`enum Kind:
/// String, Plottable`). Charts are sized by their frames, so no value changes a layout.
public protocol Plottable {
    associatedtype PrimitivePlottable: PrimitivePlottableProtocol
    var primitivePlottable: PrimitivePlottable { get }
    init?(primitivePlottable: PrimitivePlottable)
}

/// The primitive values charts plot: strings, numbers and dates (Swift Charts' protocol).
public protocol PrimitivePlottableProtocol: Plottable {}

extension Plottable where Self: PrimitivePlottableProtocol, PrimitivePlottable == Self {
    public var primitivePlottable: Self { self }
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Plottable where Self: RawRepresentable, RawValue: PrimitivePlottableProtocol, PrimitivePlottable == RawValue {
    public var primitivePlottable: RawValue { rawValue }
    public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

extension String: PrimitivePlottableProtocol { public typealias PrimitivePlottable = String }
extension Int: PrimitivePlottableProtocol { public typealias PrimitivePlottable = Int }
extension Double: PrimitivePlottableProtocol { public typealias PrimitivePlottable = Double }
extension Float: PrimitivePlottableProtocol { public typealias PrimitivePlottable = Float }
extension CGFloat: PrimitivePlottableProtocol { public typealias PrimitivePlottable = CGFloat }
extension Date: PrimitivePlottableProtocol { public typealias PrimitivePlottable = Date }

/// A mark's width or height (Swift Charts' `MarkDimension`).
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
    public init(floatLiteral value: Double) {}
    public init(integerLiteral value: Int) {}
    init() {}
    public static let automatic = MarkDimension()
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension() }
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension() }
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension() }
}

/// How marks stack (Swift Charts' `MarkStackingMethod`).
public enum MarkStackingMethod: Hashable, Sendable { case standard, normalized, center, unstacked }

public struct BarMark: _ChartMark {
    public init<X, Y>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                      height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {}
    /// A bar along x across a fixed y interval (the whole plot's height by default): `BarMark(x: .value("Total", 12))`.
    public init<X>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic,
                   stacking: MarkStackingMethod = .standard) {}
    /// A bar along y across a fixed x interval (the whole plot's width by default).
    public init<Y>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic,
                   stacking: MarkStackingMethod = .standard) {}
    public init<X, Y>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {}
    public init<X, Y>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {}
}

public struct LineMark: _ChartMark {
    public init<X, Y>(x: PlottableValue<X>, y: PlottableValue<Y>) {}
    public init<X, Y, S>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {}
}

public struct PointMark: _ChartMark {
    public init<X, Y>(x: PlottableValue<X>, y: PlottableValue<Y>) {}
}

public struct AreaMark: _ChartMark {
    public init<X, Y>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {}
    public init<X, Y>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {}
}

public struct RuleMark: _ChartMark {
    public init<X>(x: PlottableValue<X>) {}
    public init<Y>(y: PlottableValue<Y>) {}
    public init<X, Y>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {}
    public init<X, Y>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {}
}

public struct RectangleMark: _ChartMark {
    public init<X, Y>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                      height: MarkDimension = .automatic) {}
}

public struct SectorMark: _ChartMark {
    public init<V>(angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
                   angularInset: CGFloat? = nil) {}
}

/// How lines join points (Swift Charts' `InterpolationMethod`), written as its name (`linear`,
/// `catmullRom`): Swift Charts' own descriptions are not published.
public struct InterpolationMethod: Hashable, Sendable, CustomStringConvertible {
    let name: String
    public static let linear = InterpolationMethod(name: "linear"), catmullRom = InterpolationMethod(name: "catmullRom")
    public static let cardinal = InterpolationMethod(name: "cardinal"), monotone = InterpolationMethod(name: "monotone")
    public static let stepStart = InterpolationMethod(name: "stepStart"), stepCenter = InterpolationMethod(name: "stepCenter")
    public static let stepEnd = InterpolationMethod(name: "stepEnd")
    /// A Catmull-Rom spline of the given alpha (0 uniform, 0.5 centripetal, 1 chordal).
    public static func catmullRom(alpha: CGFloat) -> InterpolationMethod { catmullRom }
    /// A cardinal spline of the given tension.
    public static func cardinal(tension: CGFloat) -> InterpolationMethod { cardinal }
    public var description: String { name }
}

/// Where an annotation sits (Swift Charts' `AnnotationPosition`).
public struct AnnotationPosition: Hashable, Sendable {
    let name: String
    public static let automatic = AnnotationPosition(name: "automatic"), top = AnnotationPosition(name: "top")
    public static let bottom = AnnotationPosition(name: "bottom"), leading = AnnotationPosition(name: "leading")
    public static let trailing = AnnotationPosition(name: "trailing"), overlay = AnnotationPosition(name: "overlay")
    public static let topLeading = AnnotationPosition(name: "topLeading"), topTrailing = AnnotationPosition(name: "topTrailing")
    public static let bottomLeading = AnnotationPosition(name: "bottomLeading")
    public static let bottomTrailing = AnnotationPosition(name: "bottomTrailing")
}

/// Line stroke settings (SwiftUI's `StrokeStyle`); drawing only.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public init(lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
    /// CoreGraphics' line caps and joins, as Apple's `StrokeStyle` takes them (`lineCap: CGLineCap`).
    public typealias LineCap = CGLineCap
    public typealias LineJoin = CGLineJoin
}

// MARK: Axes

/// Axis marks (Swift Charts' `AxisMarks` and its gridlines, ticks and labels): compile, add nothing.
public struct AxisMarks<Content: View>: _PrimitiveView {
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                values: AxisMarkValues = .automatic, @ViewBuilder content: (AxisValue) -> Content) {}
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { [] }
}

extension AxisMarks where Content == EmptyView {
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                values: AxisMarkValues = .automatic) {}
}

/// One value on an axis, handed to `AxisMarks`' content.
public struct AxisValue {
    public var index: Int { 0 }
    public func `as`<T>(_ type: T.Type) -> T? { nil }
}

public struct AxisGridLine: _PrimitiveView {
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { [] }
}

public struct AxisTick: _PrimitiveView {
    public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {}
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { [] }
}

public struct AxisValueLabel: _PrimitiveView {
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil) {}
    public init<F>(format: F, centered: Bool? = nil) {}
    public init<C: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, @ViewBuilder content: () -> C) {}
    /// A label of its own text: `AxisValueLabel("\(value) km")`.
    public init(_ label: some StringProtocol, centered: Bool? = nil, anchor: UnitPoint? = nil) {}
    public init(_ labelKey: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil) {}
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { [] }
}

/// Which values an axis marks (Swift Charts' `AxisMarkValues`).
public struct AxisMarkValues: ExpressibleByArrayLiteral, Sendable {
    public init(arrayLiteral elements: Any...) {}
    init() {}
    public static let automatic = AxisMarkValues()
    /// Values chosen as Swift Charts chooses them, about `desiredCount` of them, the ends rounded
    /// to nice values unless told not to: which values they are changes no frame.
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil,
                                 roundUpperBound: Bool? = nil) -> AxisMarkValues { AxisMarkValues() }
    public static func stride(by step: Double) -> AxisMarkValues { AxisMarkValues() }
    public static func stride(by component: Calendar.Component, count: Int = 1) -> AxisMarkValues { AxisMarkValues() }
}

public struct AxisMarkPosition: Hashable, Sendable {
    let name: String
    public static let automatic = AxisMarkPosition(name: "automatic"), leading = AxisMarkPosition(name: "leading")
    public static let trailing = AxisMarkPosition(name: "trailing"), top = AxisMarkPosition(name: "top")
    public static let bottom = AxisMarkPosition(name: "bottom")
}

public struct AxisMarkPreset: Hashable, Sendable {
    let name: String
    public static let automatic = AxisMarkPreset(name: "automatic"), extended = AxisMarkPreset(name: "extended")
    public static let aligned = AxisMarkPreset(name: "aligned"), inset = AxisMarkPreset(name: "inset")
}

extension View {
    public func chartXAxis(_ visibility: Visibility) -> Self { self }
    public func chartYAxis(_ visibility: Visibility) -> Self { self }
    public func chartXAxis<C: View>(@ViewBuilder content: () -> C) -> Self { self }
    public func chartYAxis<C: View>(@ViewBuilder content: () -> C) -> Self { self }
    public func chartXScale<D>(domain: D) -> Self { self }
    public func chartYScale<D>(domain: D) -> Self { self }
    public func chartLegend(_ visibility: Visibility) -> Self { self }
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> Self { self }
    @_disfavoredOverload
    public func chartForegroundStyleScale<M>(_ mapping: M) -> Self { self }
    /// Styles for the series in their order (`range: [.blue, .orange]`): visual only.
    public func chartForegroundStyleScale<R>(range: R) -> Self { self }
    /// A style per data value (`["Green": .green, "Pink": .pink]`): visual only.
    public func chartForegroundStyleScale<DataValue, S: ShapeStyle>(_ mapping: KeyValuePairs<DataValue, S>) -> Self { self }
    public func chartXAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic,
                                alignment: Alignment? = nil, spacing: CGFloat? = nil) -> Self { self }
    public func chartYAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic,
                                alignment: Alignment? = nil, spacing: CGFloat? = nil) -> Self { self }
    /// A label held in a variable (`.chartYAxisLabel(yAxisLabel)`), as Charts declares it for any string.
    @_disfavoredOverload
    public func chartXAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic,
                                                   alignment: Alignment? = nil, spacing: CGFloat? = nil) -> Self { self }
    @_disfavoredOverload
    public func chartYAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic,
                                                   alignment: Alignment? = nil, spacing: CGFloat? = nil) -> Self { self }
    public func chartXAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                         spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> Self { self }
    public func chartYAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                         spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> Self { self }
    public func chartScrollableAxes(_ axes: Axis.Set) -> Self { self }
    public func chartXVisibleDomain(length: Int) -> Self { self }
}
