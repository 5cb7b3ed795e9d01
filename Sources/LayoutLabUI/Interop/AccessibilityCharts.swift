// A chart described for VoiceOver's audio graphs (the Accessibility framework's `AXChartDescriptor`
// and its axes, series and data points), as chart code hands it to
// `.accessibilityChartDescriptor(_:)` through SwiftUI's `AXChartDescriptorRepresentable`. The
// descriptors keep what they are given; nothing asks for them during layout (the modifier is inert,
// as VoiceOver is not running), so they change no frame.
import Foundation

/// What describes a chart to VoiceOver (SwiftUI's `AXChartDescriptorRepresentable`).
public protocol AXChartDescriptorRepresentable {
    /// The chart's description, made once.
    func makeChartDescriptor() -> AXChartDescriptor
    /// Brings the description up to date (by default nothing).
    func updateChartDescriptor(_ descriptor: AXChartDescriptor)
}

extension AXChartDescriptorRepresentable {
    public func updateChartDescriptor(_ descriptor: AXChartDescriptor) {}
}

/// An axis of a described chart (Accessibility's `AXDataAxisDescriptor`).
public protocol AXDataAxisDescriptor: NSCopying {
    var title: String { get set }
}

/// A chart's description: its title, summary, axes and series (Accessibility's `AXChartDescriptor`).
public class AXChartDescriptor: NSObject, NSCopying {
    /// Which way a chart's x axis runs.
    public enum ContentDirection: Int, Sendable {
        case leftToRight, rightToLeft, topToBottom, bottomToTop, radialClockwise, radialCounterClockwise
    }

    public var title: String?
    public var summary: String?
    public var xAxis: any AXDataAxisDescriptor
    public var yAxis: AXNumericDataAxisDescriptor?
    public var additionalAxes: [any AXDataAxisDescriptor]
    public var series: [AXDataSeriesDescriptor]
    public var contentDirection: ContentDirection = .leftToRight
    public var contentFrame: CGRect = .zero

    public init(title: String? = nil, summary: String? = nil, xAxis: any AXDataAxisDescriptor,
                yAxis: AXNumericDataAxisDescriptor? = nil, additionalAxes: [any AXDataAxisDescriptor] = [],
                series: [AXDataSeriesDescriptor]) {
        self.title = title
        self.summary = summary
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.additionalAxes = additionalAxes
        self.series = series
    }

    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = AXChartDescriptor(title: title, summary: summary, xAxis: xAxis, yAxis: yAxis,
                                     additionalAxes: additionalAxes, series: series)
        copy.contentDirection = contentDirection
        copy.contentFrame = contentFrame
        return copy
    }
}

/// A numeric axis: its range, gridlines and how a value is spoken (Accessibility's
/// `AXNumericDataAxisDescriptor`).
public class AXNumericDataAxisDescriptor: NSObject, AXDataAxisDescriptor {
    /// How values are spaced along the axis.
    public enum ScaleType: Int, Sendable { case linear, ln, log10 }

    public var title: String
    public var range: ClosedRange<Double>
    public var gridlinePositions: [Double]
    public var valueDescriptionProvider: (Double) -> String
    public var scaleType: ScaleType = .linear

    public init(title: String, range: ClosedRange<Double>, gridlinePositions: [Double],
                valueDescriptionProvider: @escaping (Double) -> String) {
        self.title = title
        self.range = range
        self.gridlinePositions = gridlinePositions
        self.valueDescriptionProvider = valueDescriptionProvider
    }

    /// The axis's lowest value.
    public var lowerBound: Double { range.lowerBound }
    /// The axis's highest value.
    public var upperBound: Double { range.upperBound }

    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = AXNumericDataAxisDescriptor(title: title, range: range, gridlinePositions: gridlinePositions,
                                               valueDescriptionProvider: valueDescriptionProvider)
        copy.scaleType = scaleType
        return copy
    }
}

/// An axis of categories in their order (Accessibility's `AXCategoricalDataAxisDescriptor`).
public class AXCategoricalDataAxisDescriptor: NSObject, AXDataAxisDescriptor {
    public var title: String
    public var categoryOrder: [String]

    public init(title: String, categoryOrder: [String]) {
        self.title = title
        self.categoryOrder = categoryOrder
    }

    public func copy(with zone: NSZone? = nil) -> Any {
        AXCategoricalDataAxisDescriptor(title: title, categoryOrder: categoryOrder)
    }
}

/// One series of a chart: its name, whether it is continuous, its points (Accessibility's
/// `AXDataSeriesDescriptor`).
public class AXDataSeriesDescriptor: NSObject, NSCopying {
    public var name: String?
    public var isContinuous: Bool
    public var dataPoints: [AXDataPoint]

    public init(name: String, isContinuous: Bool, dataPoints: [AXDataPoint]) {
        self.name = name
        self.isContinuous = isContinuous
        self.dataPoints = dataPoints
    }

    public func copy(with zone: NSZone? = nil) -> Any {
        AXDataSeriesDescriptor(name: name ?? "", isContinuous: isContinuous, dataPoints: dataPoints)
    }
}

/// A value on an axis: a number or a category (Accessibility's `AXDataPointValue`).
public class AXDataPointValue: NSObject, NSCopying {
    public var number: Double
    public var category: String?

    public init(number: Double) {
        self.number = number
        category = nil
    }

    public init(category: String) {
        number = 0
        self.category = category
    }

    public func copy(with zone: NSZone? = nil) -> Any {
        category.map { AXDataPointValue(category: $0) } ?? AXDataPointValue(number: number)
    }
}

/// One point of a series: its x value, its y value, its values on the additional axes and a label
/// (Accessibility's `AXDataPoint`).
public class AXDataPoint: NSObject, NSCopying {
    /// A value on an additional axis.
    public enum Value: Sendable {
        case number(Double)
        case category(String)
    }

    public var xValue: AXDataPointValue
    public var yValue: AXDataPointValue?
    public var additionalValues: [AXDataPointValue]
    public var label: String?

    /// A point at a category on the x axis.
    public convenience init(x: String, y: Double? = nil, additionalValues: [Value] = [], label: String? = nil) {
        self.init(xValue: AXDataPointValue(category: x), y: y, additionalValues: additionalValues, label: label)
    }

    /// A point at a number on the x axis.
    public convenience init(x: Double, y: Double? = nil, additionalValues: [Value] = [], label: String? = nil) {
        self.init(xValue: AXDataPointValue(number: x), y: y, additionalValues: additionalValues, label: label)
    }

    init(xValue: AXDataPointValue, y: Double?, additionalValues: [Value], label: String?) {
        self.xValue = xValue
        yValue = y.map { AXDataPointValue(number: $0) }
        self.additionalValues = additionalValues.map { value in
            switch value {
            case .number(let number): AXDataPointValue(number: number)
            case .category(let category): AXDataPointValue(category: category)
            }
        }
        self.label = label
    }

    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = AXDataPoint(xValue: xValue, y: nil, additionalValues: [], label: label)
        copy.yValue = yValue
        copy.additionalValues = additionalValues
        return copy
    }
}
