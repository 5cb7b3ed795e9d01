// Keyframe animation (`keyframeAnimator`, `KeyframeAnimator`, `KeyframeTrack`, `CubicKeyframe`, …),
// laid out at rest: the content is made with the initial value [DOC
// `KeyframeAnimator.init(initialValue:trigger:content:keyframes:)`: `initialValue` is "the initial
// value that the keyframes will animate from", and the keyframes play "when the given trigger value
// changes"], as a view shows before its trigger changes. A repeating animator is always somewhere in
// its timeline; it too is laid out at the timeline's start, the value its content gets when it does
// not repeat [DOC `repeating`: "If false, the value at the beginning of the keyframe timeline will be
// provided"]. The keyframes are read (their durations give a `KeyframeTimeline` its duration) and
// move nothing.
import Foundation

/// Keyframes for a value (SwiftUI's `Keyframes`): a track or several tracks of a value's properties.
public protocol Keyframes<Root> {
    /// The value the keyframes animate (SwiftUI calls it `Value`).
    associatedtype Root
    /// The longest of its tracks' durations, in seconds.
    var _duration: TimeInterval { get }
}

/// Keyframes of one value (SwiftUI's `KeyframeTrackContent`): `CubicKeyframe`, `SpringKeyframe`, … .
public protocol KeyframeTrackContent<Value> {
    associatedtype Value
    /// The keyframes' durations added up, in seconds.
    var _duration: TimeInterval { get }
}

/// A keyframe that reaches its value along a cubic curve (SwiftUI's `CubicKeyframe`).
public struct CubicKeyframe<Value>: KeyframeTrackContent {
    public let _duration: TimeInterval
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) { _duration = duration }
}

/// A keyframe that springs to its value (SwiftUI's `SpringKeyframe`); without a duration it takes
/// the spring's, 0.5 s for the default spring [DOC `Spring.init(duration:bounce:)`: duration 0.5].
public struct SpringKeyframe<Value>: KeyframeTrackContent {
    public let _duration: TimeInterval
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring? = nil, startVelocity: Value? = nil) { _duration = duration ?? 0.5 }
}

/// A keyframe that reaches its value along a timing curve (SwiftUI's `LinearKeyframe`).
public struct LinearKeyframe<Value>: KeyframeTrackContent {
    public let _duration: TimeInterval
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve? = nil) { _duration = duration }
}

/// A keyframe that jumps to its value (SwiftUI's `MoveKeyframe`).
public struct MoveKeyframe<Value>: KeyframeTrackContent {
    public let _duration: TimeInterval = 0
    public init(_ to: Value) {}
}

/// Keyframes of one value, joined (what `KeyframeTrackContentBuilder` makes of a block).
public struct _KeyframeSequence<Value>: KeyframeTrackContent {
    public let _duration: TimeInterval
}

/// Builds a track's keyframes (SwiftUI's `KeyframeTrackContentBuilder`).
@resultBuilder
public struct KeyframeTrackContentBuilder<Value> {
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> _KeyframeSequence<Value> where K.Value == Value {
        _KeyframeSequence(_duration: expression._duration)
    }
    public static func buildBlock(_ parts: _KeyframeSequence<Value>...) -> _KeyframeSequence<Value> {
        _KeyframeSequence(_duration: parts.reduce(0) { $0 + $1._duration })
    }
    public static func buildArray(_ parts: [_KeyframeSequence<Value>]) -> _KeyframeSequence<Value> {
        _KeyframeSequence(_duration: parts.reduce(0) { $0 + $1._duration })
    }
    public static func buildOptional(_ part: _KeyframeSequence<Value>?) -> _KeyframeSequence<Value> {
        part ?? _KeyframeSequence(_duration: 0)
    }
    public static func buildEither(first: _KeyframeSequence<Value>) -> _KeyframeSequence<Value> { first }
    public static func buildEither(second: _KeyframeSequence<Value>) -> _KeyframeSequence<Value> { second }
}

/// The keyframes of one property of a value, or of the whole value (SwiftUI's `KeyframeTrack`).
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes where Content.Value == Value {
    public let _duration: TimeInterval

    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        _duration = content()._duration
    }

    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        _duration = content()._duration
    }
}

/// Tracks of one value, side by side (what `KeyframesBuilder` makes of a block).
public struct _KeyframeTracks<Root>: Keyframes {
    public let _duration: TimeInterval
}

/// Builds a value's tracks (SwiftUI's `KeyframesBuilder`): they run side by side.
@resultBuilder
public struct KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ expression: K) -> _KeyframeTracks<Value> where K.Root == Value {
        _KeyframeTracks(_duration: expression._duration)
    }
    /// Keyframes of the whole value written directly in the block (`CubicKeyframe(1.2, duration: 0.3)`).
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> _KeyframeTracks<Value> where K.Value == Value {
        _KeyframeTracks(_duration: expression._duration)
    }
    public static func buildBlock(_ parts: _KeyframeTracks<Value>...) -> _KeyframeTracks<Value> {
        _KeyframeTracks(_duration: parts.map(\._duration).max() ?? 0)
    }
    public static func buildArray(_ parts: [_KeyframeTracks<Value>]) -> _KeyframeTracks<Value> {
        _KeyframeTracks(_duration: parts.map(\._duration).max() ?? 0)
    }
    public static func buildOptional(_ part: _KeyframeTracks<Value>?) -> _KeyframeTracks<Value> {
        part ?? _KeyframeTracks(_duration: 0)
    }
    public static func buildEither(first: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { first }
    public static func buildEither(second: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { second }
}

/// A value's keyframes as a timeline (SwiftUI's `KeyframeTimeline`): its duration is the longest
/// track's; at any time it answers the initial value (layout happens at rest).
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    /// The longest track's duration, in seconds.
    public let duration: TimeInterval

    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.initialValue = initialValue
        duration = content()._duration
    }

    public func value(time: Double) -> Value { initialValue }
    public func value(progress: Double) -> Value { initialValue }
}

/// Content animated by keyframes (SwiftUI's `KeyframeAnimator`): laid out as `content` makes it
/// with the initial value.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Root == Value {
    let content: Content

    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.content = content(initialValue)
    }

    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.content = content(initialValue)
    }

    public var body: some View { content }
}

extension View {
    /// Animates the view with keyframes each time `trigger` changes: laid out as `content` makes it
    /// with the initial value.
    public func keyframeAnimator<Value>(initialValue: Value, trigger: some Equatable,
                                        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        content(PlaceholderContentView(self), initialValue)
    }

    /// Animates the view with keyframes, repeating: laid out as `content` makes it with the initial value.
    public func keyframeAnimator<Value>(initialValue: Value, repeating: Bool = true,
                                        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        content(PlaceholderContentView(self), initialValue)
    }
}
