// What a comparison looks at and how strictly it compares numbers.
import LayoutEngine

/// Options of a run comparison.
public struct DiffOptions: Hashable, Sendable {
    /// Differences at or below this many points count as equal (frames, proposals, responses).
    public var tolerance: Double
    /// Experiment names to compare; nil compares every experiment of either run.
    public var experiments: Set<String>?

    public init(tolerance: Double = 0.01, experiments: Set<String>? = nil) {
        self.tolerance = tolerance
        self.experiments = experiments
    }

    /// Whether two lengths are equal within the tolerance. Infinities equal only themselves.
    /// A tiny relative slack absorbs binary rounding, so `100` vs `100.01` is equal at 0.01.
    public func same(_ a: Double, _ b: Double) -> Bool {
        if a == b { return true }
        if !a.isFinite || !b.isFinite { return false }
        let slack = 1e-9 * max(1, abs(a), abs(b))
        return abs(a - b) <= tolerance + slack
    }

    /// Whether two proposal dimensions are equal: both nil, or both lengths within the tolerance.
    public func same(_ a: Double?, _ b: Double?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (x?, y?): return same(x, y)
        default: return false
        }
    }

    /// Whether two proposals are equal within the tolerance.
    public func same(_ a: ProposedViewSize, _ b: ProposedViewSize) -> Bool {
        same(a.width, b.width) && same(a.height, b.height)
    }

    /// Whether two sizes are equal within the tolerance.
    public func same(_ a: Size, _ b: Size) -> Bool {
        same(a.width, b.width) && same(a.height, b.height)
    }
}
