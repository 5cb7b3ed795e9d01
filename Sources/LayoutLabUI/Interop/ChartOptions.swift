// More of Swift Charts' API as dashboards use it: axis marks without a value parameter, with a
// format, a stroke or explicit values; label and tick options; marks spanning ranges; styling by
// value; scales, visible domains, scrolling, selection and legends. Like the rest of Charts.swift,
// they compile and add nothing to the layout (a chart is one flexible view).
import Foundation

extension AxisMarks {
    /// Axis marks whose content ignores the value (`AxisMarks { AxisGridLine() }`).
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                values: AxisMarkValues = .automatic, @ViewBuilder content: () -> Content) {}
    public init<V>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                   values: [V], @ViewBuilder content: (AxisValue) -> Content) {}
}

extension AxisMarks where Content == EmptyView {
    public init<F: FormatStyle>(format: F, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                   values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {}
    /// `AxisMarks(format: .percent)`: Foundation has a `.percent` style for each number type.
    public init(format: FloatingPointFormatStyle<Double>.Percent, preset: AxisMarkPreset = .automatic,
                position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {}
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                values: AxisMarkValues = .automatic, stroke: StrokeStyle?) {}
    public init<V>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [V],
                   stroke: StrokeStyle? = nil) {}
}

extension AxisValueLabel {
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                verticalSpacing: CGFloat? = nil) {}
    public init<F: FormatStyle>(format: F, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                   collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                   orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                   verticalSpacing: CGFloat? = nil) {}
}

/// How axis labels that collide are resolved (Swift Charts' `AxisValueLabelCollisionResolution`).
public struct AxisValueLabelCollisionResolution: Sendable {
    public static let automatic = AxisValueLabelCollisionResolution(), disabled = AxisValueLabelCollisionResolution()
    public static func greedy(minimumSpacing: CGFloat? = nil) -> AxisValueLabelCollisionResolution { AxisValueLabelCollisionResolution() }
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat? = nil) -> AxisValueLabelCollisionResolution {
        AxisValueLabelCollisionResolution()
    }
    public static func truncate(minimumSpacing: CGFloat? = nil) -> AxisValueLabelCollisionResolution { AxisValueLabelCollisionResolution() }
}

/// Which way axis labels run (Swift Charts' `AxisValueLabelOrientation`).
public struct AxisValueLabelOrientation: Sendable {
    public static let automatic = AxisValueLabelOrientation(), horizontal = AxisValueLabelOrientation()
    public static let vertical = AxisValueLabelOrientation(), verticalReversed = AxisValueLabelOrientation()
}

extension AxisTick {
    public init(centered: Bool? = nil, length: Length, stroke: StrokeStyle? = nil) {}

    /// A tick's length (Swift Charts' `AxisTick.Length`).
    public struct Length: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
        public init(floatLiteral value: Double) {}
        public init(integerLiteral value: Int) {}
        init() {}
        public static let automatic = Length(), label = Length(), longestLabel = Length()
        public static func label(extendPastBy: CGFloat) -> Length { Length() }
        public static func longestLabel(extendPastBy: CGFloat) -> Length { Length() }
    }
}

extension RectangleMark {
    public init<X, Y>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {}
    public init<X, Y>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {}
    public init<X, Y>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {}
    /// A band across the plot (`RectangleMark(yStart: .value(…), yEnd: .value(…))`).
    public init<Y>(yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {}
    public init<X>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>) {}
}

extension AreaMark {
    public init<X, Y>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {}
    public init<X, Y, S>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard) {}
}

extension ChartContent {
    public func lineStyle<V>(by value: PlottableValue<V>) -> Self { self }
    public func symbolSize<V>(by value: PlottableValue<V>) -> Self { self }
    public func position<V>(by value: PlottableValue<V>, axis: Axis? = nil, span: MarkDimension = .automatic) -> Self { self }
    public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> Self { self }
    /// Marks drawn as one layer, restyled by `content`: drawing only.
    public func compositingLayer<C>(_ content: (Self) -> C) -> Self { self }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
    public func offset(x: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) -> Self { self }
    public func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, y: CGFloat = 0) -> Self { self }
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil, overflowResolution: AnnotationOverflowResolution,
                                    @ViewBuilder content: () -> C) -> Self { self }
}

/// What an annotation does at the plot's edge (Swift Charts' `AnnotationOverflowResolution`).
public struct AnnotationOverflowResolution: Sendable {
    public init(x: Strategy = .automatic, y: Strategy = .automatic) {}

    /// Swift Charts' `AnnotationOverflowResolution.Strategy`.
    public struct Strategy: Sendable {
        public static let automatic = Strategy(), disabled = Strategy(), padScale = Strategy(), fit = Strategy()
        public static func fit(to boundary: Boundary = .automatic) -> Strategy { Strategy() }
    }

    /// Swift Charts' `AnnotationOverflowResolution.Boundary`.
    public struct Boundary: Sendable {
        public static let automatic = Boundary(), chart = Boundary(), plot = Boundary()
    }
}

/// An automatic scale domain (Swift Charts' `AutomaticScaleDomain`).
public struct AutomaticScaleDomain: Sendable {
    public static let automatic = AutomaticScaleDomain()
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain { AutomaticScaleDomain() }
    public static func automatic<V>(includesZero: Bool? = nil, reversed: Bool? = nil, dataType: V.Type,
                                    modifyInferredDomain: @escaping (inout [V]) -> Void) -> AutomaticScaleDomain { AutomaticScaleDomain() }
}

/// The range of positions a scale maps to (Swift Charts' `ScaleRange`).
public struct PlotDimensionScaleRange: Sendable {
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange()
    }
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange { PlotDimensionScaleRange() }
}

/// How a scrolling chart comes to rest (Swift Charts' `ChartScrollTargetBehavior`).
public struct ValueAlignedChartScrollTargetBehavior: Sendable {
    public static func valueAligned(matching: DateComponents, majorAlignment: MajorValueAlignment? = nil,
                                       limitBehavior: ValueAlignedLimitBehavior = .automatic) -> ValueAlignedChartScrollTargetBehavior {
        ValueAlignedChartScrollTargetBehavior()
    }
    public static func valueAligned(unit: Double, majorAlignment: MajorValueAlignment? = nil,
                                    limitBehavior: ValueAlignedLimitBehavior = .automatic) -> ValueAlignedChartScrollTargetBehavior {
        ValueAlignedChartScrollTargetBehavior()
    }

    /// Swift Charts' `ValueAlignedChartScrollTargetBehavior.MajorValueAlignment`.
    public struct MajorValueAlignment: Sendable {
        public static func matching(_ components: DateComponents) -> MajorValueAlignment { MajorValueAlignment() }
        public static func unit(_ value: Double) -> MajorValueAlignment { MajorValueAlignment() }
        public static func page() -> MajorValueAlignment { MajorValueAlignment() }
    }

    /// Swift Charts' `ValueAlignedChartScrollTargetBehavior.LimitBehavior`.
    public struct ValueAlignedLimitBehavior: Sendable {
        public static let automatic = ValueAlignedLimitBehavior(), always = ValueAlignedLimitBehavior()
        public static let never = ValueAlignedLimitBehavior(), alwaysByOne = ValueAlignedLimitBehavior()
    }
}

extension View {
    public func chartXScale(domain: AutomaticScaleDomain, range: PlotDimensionScaleRange? = nil) -> Self { self }
    public func chartYScale(domain: AutomaticScaleDomain, range: PlotDimensionScaleRange? = nil) -> Self { self }
    public func chartXScale<D>(domain: D, range: PlotDimensionScaleRange) -> Self { self }
    public func chartYScale<D>(domain: D, range: PlotDimensionScaleRange) -> Self { self }
    public func chartXScale(range: PlotDimensionScaleRange) -> Self { self }
    public func chartYScale(range: PlotDimensionScaleRange) -> Self { self }
    public func chartYVisibleDomain<L>(length: L) -> Self { self }
    public func chartScrollPosition<P>(y: Binding<P>) -> Self { self }
    public func chartScrollPosition<P>(initialY: P) -> Self { self }
    public func chartScrollTargetBehavior(_ behavior: ValueAlignedChartScrollTargetBehavior) -> Self { self }
    public func chartXSelection<P>(range: Binding<ClosedRange<P>?>) -> Self { self }
    public func chartYSelection<P>(range: Binding<ClosedRange<P>?>) -> Self { self }
    public func chartLegend<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                     spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> Self { self }
    /// Styles per value given as colours (`domain: ["A", "B"], range: [.green, .pink]`).
    public func chartForegroundStyleScale<Domain>(domain: Domain, range: [Color]) -> Self { self }
    public func chartForegroundStyleScale<DataValue>(_ mapping: KeyValuePairs<DataValue, Color>) -> Self { self }
    public func chartLineStyleScale<Domain>(domain: Domain, range: [StrokeStyle]) -> Self { self }
    public func chartSymbolScale<Domain>(domain: Domain, range: [BasicChartSymbolShape]) -> Self { self }
    public func chartLineStyleScale<M>(_ mapping: M) -> Self { self }
}
