// Length comparisons to the precision of the articles' numbers: the expectations' one tolerance.
import Experiments
import Testing

/// Whether two lengths agree to `tolerance` (default the expectations' 0.01 pt, the articles' precision).
/// Equal values (including equal infinities) always agree.
public func close(_ a: Double, _ b: Double, tolerance: Double = Expectation.defaultTolerance) -> Bool {
    if a == b { return true }
    return abs(a - b) <= tolerance
}

/// Records an issue unless `actual` is within `tolerance` of `expected`.
public func expectClose(_ actual: Double, _ expected: Double, tolerance: Double = Expectation.defaultTolerance, _ what: @autoclosure () -> String = "",
                        sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let label = what()
    #expect(close(actual, expected, tolerance: tolerance),
            "\(label.isEmpty ? "" : label + ": ")\(actual) ≠ \(expected) (± \(tolerance))", sourceLocation: sourceLocation)
}
