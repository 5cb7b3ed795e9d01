// Swift Charts' vectorized plots (`BarPlot`, `LinePlot`, ... of a whole collection) and function
// plots (`LinePlot(x:y:function:)`), as marks are (Charts.swift): they compile and add nothing.

/// A mark over a whole collection or a function (Swift Charts' `BarPlot`, `LinePlot`, `AreaPlot`,
/// `PointPlot`, `RulePlot`, `RectanglePlot`, `SectorPlot`): compiles, adds nothing.
public struct _ChartPlot: _ChartMark {
    public init<Data: RandomAccessCollection, X, Y>(_ data: Data, x: PlottableValue<X>, y: PlottableValue<Y>,
                                                    stacking: MarkStackingMethod = .standard) {}
    public init<Data: RandomAccessCollection, A>(_ data: Data, angle: PlottableValue<A>, innerRadius: MarkDimension = .automatic,
                                                 outerRadius: MarkDimension = .automatic) {}
    public init<Data: RandomAccessCollection, X>(_ data: Data, x: PlottableValue<X>) {}
    public init<Data: RandomAccessCollection, Y>(_ data: Data, y: PlottableValue<Y>) {}
    public init(x: LocalizedStringKey, y: LocalizedStringKey, domain: ClosedRange<Double>? = nil, function: @escaping (Double) -> Double) {}
    public init(x: LocalizedStringKey, y: LocalizedStringKey, t: LocalizedStringKey, domain: ClosedRange<Double>,
                function: @escaping (Double) -> (x: Double, y: Double)) {}
}

public typealias BarPlot = _ChartPlot
public typealias LinePlot = _ChartPlot
public typealias AreaPlot = _ChartPlot
public typealias PointPlot = _ChartPlot
public typealias RulePlot = _ChartPlot
public typealias RectanglePlot = _ChartPlot
public typealias SectorPlot = _ChartPlot

/// Groups marks (Swift Charts' `Plot`): its content, which adds nothing.
public struct Plot<Content: View>: _ChartMark {
    public init(@ViewBuilder content: () -> Content) {}
}

extension PlottableValue {
    /// A value read from each element by key path (Swift Charts' vectorized `.value(_:_:)`).
    public static func value<Root>(_ label: LocalizedStringKey, _ keyPath: KeyPath<Root, Value>) -> PlottableValue<Value> { PlottableValue() }
}
