// A sweep: one dimension of the proposal stepped over a range (`sweep: .width(100...800, by: 20)`),
// expanded into the experiment's proposals; charts plot against the swept axis.
import LayoutEngine

/// A width or height sweep: `sweep: .width(100...800, by: 20)`.
public struct Sweep: Hashable, Codable, Sendable {
    public var axis: Axis
    public var from: Double
    public var through: Double
    public var step: Double
    /// The other dimension's fixed proposal (nil = unspecified).
    public var fixed: Double?

    public init(axis: Axis, from: Double, through: Double, step: Double, fixed: Double?) {
        self.axis = axis
        self.from = from
        self.through = through
        self.step = step
        self.fixed = fixed
    }
}

extension Sweep {
    /// The most steps a sweep may have.
    public static let maximumSteps = 10_000

    /// The number of proposals: `from`, `from + step`, ... up to and including `through` when it falls on a step.
    public var stepCount: Double {
        ((through - from) / step + 1e-9).rounded(.down) + 1
    }

    /// What is wrong with this sweep, as a sentence, or nil when it can be expanded.
    public var problem: String? {
        guard from.isFinite, through.isFinite, step.isFinite else {
            return "a sweep's start, end and step must be finite numbers"
        }
        guard step > 0 else { return "a sweep's step must be positive, not \(formatLength(step))" }
        guard from <= through, from >= 0 else { return "a sweep's range must go up from a non-negative start, e.g. `100...800`" }
        guard stepCount <= Double(Self.maximumSteps) else {
            return "this sweep has \(formatLength(stepCount)) steps; at most \(Self.maximumSteps) are allowed (use a larger `by:`)"
        }
        return nil
    }

    /// The proposals of the sweep, in order (empty when `problem` is not nil).
    public var proposals: [ProposedViewSize] {
        guard problem == nil else { return [] }
        return (0..<Int(stepCount)).map { index in
            ProposedViewSize(major: from + Double(index) * step, minor: fixed, axis: axis)
        }
    }
}
