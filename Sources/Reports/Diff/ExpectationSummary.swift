// Expectation results of two runs and the expectations whose verdict flipped.
import LayoutEngine

/// Expectation results of both runs and the expectations whose verdict flipped.
public struct ExpectationSummary: Hashable, Sendable {
    public var basePassed: Int
    public var baseFailed: Int
    public var headPassed: Int
    public var headFailed: Int
    /// Expectations of experiments with the same definition in both runs whose verdict differs,
    /// sorted by experiment, proposal and label.
    public var flips: [ExpectationFlip]

    public init(basePassed: Int = 0, baseFailed: Int = 0, headPassed: Int = 0, headFailed: Int = 0,
                flips: [ExpectationFlip] = []) {
        self.basePassed = basePassed
        self.baseFailed = baseFailed
        self.headPassed = headPassed
        self.headFailed = headFailed
        self.flips = flips
    }
}

/// An expectation that passed in one run and failed in the other.
public struct ExpectationFlip: Hashable, Sendable {
    public var experiment: String
    public var proposalIndex: Int
    public var label: String
    public var expected: Rect
    public var checksOrigin: Bool
    public var baseActual: Rect?
    public var headActual: Rect?
    /// True if it passed in the head run (a fix); false if it now fails (a regression).
    public var nowPasses: Bool

    public init(experiment: String, proposalIndex: Int, label: String, expected: Rect, checksOrigin: Bool,
                baseActual: Rect?, headActual: Rect?, nowPasses: Bool) {
        self.experiment = experiment
        self.proposalIndex = proposalIndex
        self.label = label
        self.expected = expected
        self.checksOrigin = checksOrigin
        self.baseActual = baseActual
        self.headActual = headActual
        self.nowPasses = nowPasses
    }
}
