// Checking expectations against a layout: the labelled node's frame must match the expected size
// (and origin, when given) to within a tolerance — the articles' numbers carry two decimals. The
// rule itself is the engine's (`LayoutResult.check`); this is the model's record of its outcome.
import LayoutEngine

/// The outcome of one expectation under one proposal: checked by the runner, or read back from a
/// notebook (where the expectation's `proposalIndex` is not stored, so it reads back as nil).
public struct ExpectationOutcome: Hashable, Sendable {
    public var expectation: Expectation
    /// The labelled node's frame, nil when no node with that label was placed.
    public var actual: Rect?
    public var passed: Bool

    public init(expectation: Expectation, actual: Rect?, passed: Bool) {
        self.expectation = expectation
        self.actual = actual
        self.passed = passed
    }

    /// The label of the node it checks.
    public var label: String { expectation.label }

    /// Whether the expectation states an origin (else only the size is compared).
    public var checksOrigin: Bool { expectation.checksOrigin }

    /// The expected frame (origin 0, 0 when the expectation states none).
    public var expected: Rect { expectation.frame }

    /// "blue: expected 100×80 at (0, 0), got 120×80 at (0, 0)".
    public var summary: String {
        let e = expectation
        var expected = "\(formatLength(e.width))×\(formatLength(e.height))"
        if e.x != nil || e.y != nil { expected += " at (\(formatProposal(e.x)), \(formatProposal(e.y)))" }
        let got = actual.map { "\(formatLength($0.width))×\(formatLength($0.height)) at (\(formatLength($0.minX)), \(formatLength($0.minY)))" } ?? "no placed view"
        return "\(e.label): expected \(expected), got \(got)"
    }
}
