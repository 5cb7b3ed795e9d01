// An expectation: what real SwiftUI produced for a labelled node — its size, and its origin when
// stated — under every proposal or one; checked with the engine's one rule (`LayoutResult.check`).
import LayoutEngine

/// What real SwiftUI produced for a labelled node: its size and optionally its origin.
public struct Expectation: Hashable, Codable, Sendable {
    public var label: String
    public var width: Double
    public var height: Double
    /// Origin in root coordinates, when the expectation states one.
    public var x: Double?
    public var y: Double?
    /// The proposal (index into `Experiment.proposals`) it applies to; nil = every proposal.
    public var proposalIndex: Int?

    public init(label: String, width: Double, height: Double, x: Double? = nil, y: Double? = nil, proposalIndex: Int? = nil) {
        self.label = label
        self.width = width
        self.height = height
        self.x = x
        self.y = y
        self.proposalIndex = proposalIndex
    }
}

extension Expectation {
    /// The default tolerance: half the last digit of a two-decimal number, plus rounding noise.
    public static let defaultTolerance = 0.01

    /// Whether the expectation states an origin (else only the size is compared).
    public var checksOrigin: Bool { x != nil || y != nil }

    /// The expected frame (origin 0, 0 when the expectation states none).
    public var frame: Rect { Rect(x: x ?? 0, y: y ?? 0, width: width, height: height) }

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
