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
