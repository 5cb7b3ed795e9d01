// Swift Charts' bins of numbers (`NumberBins`), as histogram and heat-map code builds them to
// group values: the bins of a range split into a given count, or between given thresholds, and
// which bin a value falls in. The automatic bins (`init(data:desiredCount:…)`), whose "nice"
// boundaries Swift Charts chooses by rules it does not publish, are not declared.
import Foundation

/// One bin: the values from `lowerBound` up to `upperBound` (Swift Charts' `ChartBinRange`).
public struct ChartBinRange<Bound: Comparable>: Sendable where Bound: Sendable {
    public var lowerBound: Bound
    public var upperBound: Bound

    public init(lowerBound: Bound, upperBound: Bound) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }
}

/// Bins of numbers (Swift Charts' `NumberBins`): a collection of the ranges between its
/// thresholds, first to last.
public struct NumberBins<Value: Comparable & Numeric & Sendable>: RandomAccessCollection, Equatable, Sendable {
    /// The N + 1 values around the N bins, in increasing order.
    public let thresholds: [Value]

    /// N − 1 bins between the N `thresholds`.
    public init(thresholds: [Value]) {
        self.thresholds = thresholds
    }

    /// `count` bins of equal size: the first starts at the range's lower bound, the last ends at
    /// its upper bound.
    public init(range: ClosedRange<Value>, count: Int) where Value: BinaryFloatingPoint {
        let size = (range.upperBound - range.lowerBound) / Value(count)
        let inner = (0..<Swift.max(count, 0)).map { range.lowerBound + Value($0) * size }
        self.init(thresholds: inner + [range.upperBound])
    }

    /// `count` bins of equal size over an integer range (its length a multiple of `count`).
    public init(range: ClosedRange<Value>, count: Int) where Value: BinaryInteger {
        let size = (range.upperBound - range.lowerBound) / Value(count)
        let inner = (0..<Swift.max(count, 0)).map { range.lowerBound + Value($0) * size }
        self.init(thresholds: inner + [range.upperBound])
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { Swift.max(thresholds.count - 1, 0) }

    public subscript(position: Int) -> ChartBinRange<Value> {
        ChartBinRange(lowerBound: thresholds[position], upperBound: thresholds[position + 1])
    }

    /// The index of the bin `value` falls in: the last whose lower bound is at most `value`, the
    /// upper bound belonging to the last bin. A value outside the bins is given the nearest one
    /// (Swift Charts does not document that case).
    public func index(for value: Value) -> Int {
        guard count > 0 else { return 0 }
        let above = thresholds.dropLast().lastIndex { $0 <= value } ?? 0
        return Swift.min(above, count - 1)
    }
}
