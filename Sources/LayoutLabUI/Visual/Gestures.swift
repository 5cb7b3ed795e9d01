// Gestures (SwiftUI's `Gesture` family): they act on touches after layout, so attaching one
// compiles and leaves the view's layout as it is. Their values exist so that handlers written for
// SwiftUI type-check; no handler is ever called, and a `@GestureState` keeps its initial value.

/// A gesture that can be attached with `.gesture(_:)` (SwiftUI's `Gesture`); never recognised.
/// Your own gesture is made of others in its `body`, as a view is.
public protocol Gesture<Value> {
    /// The gesture this one is made of (`Never` for the built-in gestures).
    associatedtype Body: Gesture = Never
    /// What the gesture reports while it changes and when it ends (by default its body's).
    associatedtype Value = Body.Value
    /// The gesture this one is made of.
    var body: Body { get }
}

extension Gesture where Body == Never {
    /// Built-in gestures have no body.
    public var body: Never { fatalError("\(Self.self) is a built-in gesture and has no body") }
}

extension Never: Gesture {
    public typealias Value = Never
}

/// A gesture or none (`.gesture(isEditing ? nil : TapGesture())`): SwiftUI's `Optional: Gesture`.
extension Optional: Gesture where Wrapped: Gesture {
    public typealias Value = Wrapped.Value
}

extension Gesture {
    /// The gesture with a handler for its changes (never called), as SwiftUI types it: `_ChangedGesture<Self>`.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> { _ChangedGesture(content: self) }
    /// The gesture with a handler for its end (never called), as SwiftUI types it: `_EndedGesture<Self>`.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> { _EndedGesture(content: self) }
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> Self { self }
    /// Both gestures at once: its value holds each one's (`.first`, `.second`).
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> { .init(self, other) }
    /// This gesture, then `other`: its value is `.first(…)`, then `.second(…, …)`.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { .init(self, other) }
    /// This gesture or else `other`.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { .init(self, other) }
}

/// What SwiftUI's `onChanged` and `onEnded` return, named by handlers written as methods
/// (`func dragged(_ value: _ChangedGesture<DragGesture>.Value)`) and by functions that return a
/// gesture (`-> _EndedGesture<_ChangedGesture<DragGesture>>`): their values are the gesture's.
public struct _ChangedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    let content: Content
}

/// See `_ChangedGesture`.
public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    let content: Content
}

/// A drag (SwiftUI's `DragGesture`).
public struct DragGesture: Gesture {
    /// Where a drag started, is and is heading.
    public struct Value: Equatable, Sendable {
        public var time = Date()
        public var location = CGPoint.zero
        public var startLocation = CGPoint.zero
        public var translation = CGSize.zero
        public var velocity = CGSize.zero
        public var predictedEndLocation = CGPoint.zero
        public var predictedEndTranslation = CGSize.zero
    }

    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
}

/// One or more taps (SwiftUI's `TapGesture`).
public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int

    public init(count: Int = 1) { self.count = count }
}

/// A press held for a while (SwiftUI's `LongPressGesture`).
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat

    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

/// A pinch (SwiftUI's `MagnifyGesture`).
public struct MagnifyGesture: Gesture {
    /// How far the pinch has scaled.
    public struct Value: Equatable, Sendable {
        public var time = Date()
        public var magnification: CGFloat = 1
        public var velocity: CGFloat = 0
        public var startAnchor = UnitPoint.center
        public var startLocation = CGPoint.zero
    }

    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A two-finger rotation (SwiftUI's `RotateGesture`).
public struct RotateGesture: Gesture {
    /// How far the rotation has turned.
    public struct Value: Equatable, Sendable {
        public var time = Date()
        public var rotation = Angle(degrees: 0)
        public var velocity = Angle(degrees: 0)
        public var startAnchor = UnitPoint.center
        public var startLocation = CGPoint.zero
    }

    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// Gesture state that resets when the gesture ends (SwiftUI's `GestureState`). No gesture runs,
/// so it always holds its initial value.
@propertyWrapper
public struct GestureState<Value> {
    let initial: Value

    public init(wrappedValue: Value) { initial = wrappedValue }
    public init(initialValue: Value) { initial = initialValue }
    public init(wrappedValue: Value, resetTransaction: Transaction) { initial = wrappedValue }

    public var wrappedValue: Value { initial }
    public var projectedValue: GestureState<Value> { self }
}

/// Which of a view's gestures a new gesture includes (SwiftUI's `GestureMask`).
public struct GestureMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

extension View {
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> Self { self }
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> Self { self }
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> Self { self }
}
