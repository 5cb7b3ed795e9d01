// Checking expectations against a layout: the labelled node's frame must match the expected size
// (and origin, when given) to within a tolerance — the articles' numbers carry two decimals.
import LayoutEngine

/// The outcome of one expectation under one proposal.
public struct ExpectationOutcome: Hashable, Sendable {
    public var expectation: Expectation
    /// The labelled node's frame, nil when no node with that label was placed.
    public var actual: Rect?
    public var passed: Bool

    /// "blue: expected 100×80 at (0, 0), got 120×80 at (0, 0)".
    public var summary: String {
        let e = expectation
        var expected = "\(formatLength(e.width))×\(formatLength(e.height))"
        if e.x != nil || e.y != nil { expected += " at (\(formatProposal(e.x)), \(formatProposal(e.y)))" }
        let got = actual.map { "\(formatLength($0.width))×\(formatLength($0.height)) at (\(formatLength($0.minX)), \(formatLength($0.minY)))" } ?? "no placed view"
        return "\(e.label): expected \(expected), got \(got)"
    }
}

extension Expectation {
    /// The default tolerance: half the last digit of a two-decimal number, plus rounding noise.
    public static let defaultTolerance = 0.01

    /// Does this expectation apply to the proposal at `index`?
    public func applies(toProposalAt index: Int) -> Bool {
        proposalIndex == nil || proposalIndex == index
    }

    /// Checks this expectation against a layout result.
    public func check(_ result: LayoutResult, tolerance: Double = Expectation.defaultTolerance) -> ExpectationOutcome {
        let (actual, passed) = result.check(label: label, width: width, height: height, x: x, y: y, tolerance: tolerance)
        return ExpectationOutcome(expectation: self, actual: actual, passed: passed)
    }
}
