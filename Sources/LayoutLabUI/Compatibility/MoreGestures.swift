// The older and composed gestures of SwiftUI, accepted like the others (see `Gesture`): they act
// on touches after layout, so attaching one leaves the view's layout as it is.
import LayoutEngine

/// A pinch (SwiftUI's `MagnificationGesture`, renamed `MagnifyGesture`); its value is the scale.
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A two-finger rotation (SwiftUI's `RotationGesture`, renamed `RotateGesture`); its value is the angle.
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// Taps that report where they land (SwiftUI's `SpatialTapGesture`).
public struct SpatialTapGesture: Gesture {
    /// Where the tap landed.
    public struct Value: Equatable, Sendable {
        public var location = CGPoint.zero
    }
    public var count: Int
    public var coordinateSpace: CoordinateSpace
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }
}

/// Two gestures recognised together (SwiftUI's `SimultaneousGesture`).
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Each gesture's value, when it has one.
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
}

/// A gesture, then another (SwiftUI's `SequenceGesture`).
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The first gesture's value, then both.
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
}

/// One of two gestures, the first preferred (SwiftUI's `ExclusiveGesture`).
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of the gesture recognised.
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
}

// Two gestures' values compare when each one's do (`if value == .first(true)`), as in SwiftUI.
extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// Any gesture with values of type `Value`, type-erased (SwiftUI's `AnyGesture`).
public struct AnyGesture<Value>: Gesture {
    public init<T: Gesture>(_ gesture: T) where T.Value == Value {}
}
