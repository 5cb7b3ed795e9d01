// iOS 17's transitions as values (`.transition(.scale(0.5).combined(with: .opacity))`). A view is
// laid out at rest, between transitions, so no transition is applied: each is accepted and the
// view keeps its frame, as with `AnyTransition`.
import LayoutEngine

/// How a view enters and leaves (SwiftUI's `Transition`): `body(content:phase:)` describes the
/// view in each phase. Never applied here: a view is laid out at rest.
@MainActor
public protocol Transition {
    /// The view a phase makes of the content.
    associatedtype Body: View
    /// The content in `phase`.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
    /// What the transition needs of the animation.
    static var properties: TransitionProperties { get }
    /// The content the transition is applied to.
    typealias Content = PlaceholderContentView<Self>
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }

    /// This transition and `other` together: visual only.
    public func combined<T: Transition>(with other: T) -> some Transition { _CombinedTransition(first: self, second: other) }
    /// The transition with its own animation: visual only.
    public func animation(_ animation: Animation?) -> some Transition { self }
}

/// What a transition needs of the animation (SwiftUI's `TransitionProperties`): whether it moves
/// the view (a transition that only fades has no motion, so Reduce Motion keeps it).
public struct TransitionProperties: Hashable, Sendable {
    /// Whether the transition moves the view.
    public var hasMotion: Bool
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// Stands for the view a transition or a phase animator is applied to (SwiftUI's
/// `PlaceholderContentView`): laid out as that view. (No transition is applied here, so a
/// transition's content is never built.)
public struct PlaceholderContentView<Value>: _PrimitiveView {
    let make: (_TreeBuilder) -> [ViewNode]

    init<V: View>(_ view: V) { make = { $0.nodes(view) } }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { make(builder) }
}

/// Two transitions applied together (what `combined(with:)` returns).
public struct _CombinedTransition<First: Transition, Second: Transition>: Transition {
    let first: First
    let second: Second
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// One transition in and another out (SwiftUI's `AsymmetricTransition`). Visual only.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition {
    public var insertion: Insertion
    public var removal: Removal
    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// Scales the view in and out (SwiftUI's `ScaleTransition`). Visual only.
public struct ScaleTransition: Transition {
    public var scale: Double
    public var anchor: UnitPoint
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// Fades the view in and out (SwiftUI's `OpacityTransition`). Visual only.
public struct OpacityTransition: Transition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// No change (SwiftUI's `IdentityTransition`).
public struct IdentityTransition: Transition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// Slides the view in from the leading edge and out to the trailing (SwiftUI's `SlideTransition`). Visual only.
public struct SlideTransition: Transition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// Moves the view in from and out to an edge (SwiftUI's `MoveTransition`). Visual only.
public struct MoveTransition: Transition {
    public var edge: Edge
    public init(edge: Edge) { self.edge = edge }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// Offsets the view in and out (SwiftUI's `OffsetTransition`). Visual only.
public struct OffsetTransition: Transition {
    public var offset: CGSize
    public init(_ offset: CGSize) { self.offset = offset }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// Pushes the view in from an edge, out to the opposite one (SwiftUI's `PushTransition`). Visual only.
public struct PushTransition: Transition {
    public var edge: Edge
    public init(edge: Edge) { self.edge = edge }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// Blurs the view in and out, scaling it slightly (SwiftUI's `BlurReplaceTransition`, iOS 17). Visual only.
public struct BlurReplaceTransition: Transition, Sendable {
    /// Which way the view scales as it blurs (SwiftUI's `BlurReplaceTransition.Configuration`).
    public struct Configuration: Equatable, Sendable {
        let name: String
        /// Scales down as the view leaves and up as it enters.
        public static let downUp = Configuration(name: "downUp")
        /// Scales up both as the view leaves and as it enters.
        public static let upUp = Configuration(name: "upUp")
    }

    /// Which way the view scales.
    public var configuration: Configuration
    /// A blur-replace transition of `configuration`.
    public init(configuration: Configuration) { self.configuration = configuration }
    /// The content: the blur and scale are drawn only.
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

extension Transition where Self == BlurReplaceTransition {
    /// A blur-replace transition of `config` (`.transition(.blurReplace(.upUp))`).
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> Self { Self(configuration: config) }
    /// A blur-replace transition, scaling down then up.
    public static var blurReplace: BlurReplaceTransition { blurReplace(.downUp) }
}

extension Transition where Self == ScaleTransition {
    public static var scale: ScaleTransition { ScaleTransition(0) }
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition { ScaleTransition(scale, anchor: anchor) }
}
extension Transition where Self == OpacityTransition { public static var opacity: OpacityTransition { OpacityTransition() } }
extension Transition where Self == IdentityTransition { public static var identity: IdentityTransition { IdentityTransition() } }
extension Transition where Self == SlideTransition { public static var slide: SlideTransition { SlideTransition() } }
extension Transition where Self == MoveTransition { public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) } }
extension Transition where Self == PushTransition { public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) } }
extension Transition where Self == OffsetTransition {
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition { OffsetTransition(CGSize(width: x, height: y)) }
}

extension View {
    /// How the view enters and leaves: visual only (a view is laid out at rest).
    public func transition<T: Transition>(_ transition: T) -> Self { self }
}
