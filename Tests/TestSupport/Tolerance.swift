// Length comparisons to the precision of the articles' numbers.
import Testing

/// Whether two lengths agree to `tolerance` (default half of 0.01 pt, the articles' precision).
/// Equal values (including equal infinities) always agree.
public func close(_ a: Double, _ b: Double, tolerance: Double = 0.005) -> Bool {
    if a == b { return true }
    return abs(a - b) <= tolerance
}

/// Records an issue unless `actual` is within `tolerance` of `expected`.
public func expectClose(_ actual: Double, _ expected: Double, tolerance: Double = 0.005, _ what: @autoclosure () -> String = "",
                        sourceLocation: SourceLocation = #_sourceLocation) {
    let label = what()
    #expect(close(actual, expected, tolerance: tolerance),
            "\(label.isEmpty ? "" : label + ": ")\(actual) ≠ \(expected) (± \(tolerance))", sourceLocation: sourceLocation)
}
