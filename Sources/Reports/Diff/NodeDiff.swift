// How one node changed between two runs: the kind of change, both frames and the signed deltas.
import LayoutEngine

/// How one node changed.
public enum NodeChange: String, Hashable, Sendable {
    /// Placed in both runs, with a different frame.
    case shifted
    /// Only in the head run.
    case added
    /// Only in the base run.
    case removed
    /// In both runs, placed only in the head run.
    case placed
    /// In both runs, placed only in the base run.
    case unplaced
}

/// One changed node.
public struct NodeDiff: Hashable, Sendable {
    public var key: NodeKey
    public var kind: String
    public var path: String
    public var change: NodeChange
    public var before: Rect?
    public var after: Rect?
    /// `after − before` per component, with differences within the tolerance set to 0
    /// (only when the node is placed in both runs).
    public var delta: FrameDelta?

    public init(key: NodeKey, kind: String, path: String, change: NodeChange, before: Rect?, after: Rect?,
                delta: FrameDelta?) {
        self.key = key
        self.kind = kind
        self.path = path
        self.change = change
        self.before = before
        self.after = after
        self.delta = delta
    }

    /// This node's largest component shift.
    public func largestShift(experiment: String, proposalIndex: Int) -> ComponentShift? {
        guard let delta, let before, let after else { return nil }
        var best: ComponentShift?
        for component in FrameComponent.allCases {
            let value = delta[component]
            guard value != 0 else { continue }
            if best == nil || abs(value) > abs(best!.delta) {
                best = ComponentShift(experiment: experiment, proposalIndex: proposalIndex, node: key,
                                      component: component, before: before[component], after: after[component],
                                      delta: value)
            }
        }
        return best
    }
}

/// A component of a frame, in the order reports list them.
public enum FrameComponent: String, Hashable, Sendable, CaseIterable {
    case width, height, x, y
}

extension Rect {
    /// The value of one component.
    public subscript(component: FrameComponent) -> Double {
        switch component {
        case .width: return size.width
        case .height: return size.height
        case .x: return origin.x
        case .y: return origin.y
        }
    }
}

/// Signed differences of a frame's components.
public struct FrameDelta: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = FrameDelta(x: 0, y: 0, width: 0, height: 0)

    public subscript(component: FrameComponent) -> Double {
        switch component {
        case .width: return width
        case .height: return height
        case .x: return x
        case .y: return y
        }
    }

    /// Whether every component is 0.
    public var isZero: Bool { x == 0 && y == 0 && width == 0 && height == 0 }

    /// The largest |component|.
    public var largestMagnitude: Double { max(abs(x), abs(y), abs(width), abs(height)) }

    /// Per component, the larger magnitude of the two (as a non-negative value).
    public func componentwiseMaxMagnitude(_ other: FrameDelta) -> FrameDelta {
        FrameDelta(x: max(abs(x), abs(other.x)), y: max(abs(y), abs(other.y)),
                   width: max(abs(width), abs(other.width)), height: max(abs(height), abs(other.height)))
    }
}

/// One component of one node that changed: what the verdict line quotes.
public struct ComponentShift: Hashable, Sendable {
    public var experiment: String
    public var proposalIndex: Int
    public var node: NodeKey
    public var component: FrameComponent
    public var before: Double
    public var after: Double
    public var delta: Double

    public init(experiment: String, proposalIndex: Int, node: NodeKey, component: FrameComponent,
                before: Double, after: Double, delta: Double) {
        self.experiment = experiment
        self.proposalIndex = proposalIndex
        self.node = node
        self.component = component
        self.before = before
        self.after = after
        self.delta = delta
    }
}
