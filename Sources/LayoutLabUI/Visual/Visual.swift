// Purely visual API: it compiles, adds no node and changes no layout. `.hidden()` keeps the
// view's layout, as in SwiftUI. Effects that SwiftUI applies after layout (shadow, clipping,
// scale and rotation effects) are layout-neutral there too. Clipping adds no node either: it
// marks the clipped node's look, which pictures draw.
import LayoutEngine

/// An animation curve (SwiftUI's `Animation`); visual only.
public struct Animation: Hashable, Sendable {
    let name: String
    public static let `default` = Animation(name: "default")
    public static let linear = Animation(name: "linear")
    public static let easeIn = Animation(name: "easeIn")
    public static let easeOut = Animation(name: "easeOut")
    public static let easeInOut = Animation(name: "easeInOut")
    public static let spring = Animation(name: "spring")
    public static let bouncy = Animation(name: "bouncy")
    public static let smooth = Animation(name: "smooth")
    public static func linear(duration: Double) -> Animation { .linear }
    public static func easeIn(duration: Double) -> Animation { .easeIn }
    public static func easeOut(duration: Double) -> Animation { .easeOut }
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation { .spring }
    /// Disfavoured: `.spring()` is `spring(response:dampingFraction:blendDuration:)`'s.
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation { .spring }
    public func delay(_ delay: Double) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// A spring's shape (SwiftUI's `Spring`) with its parameters, as keyframes and animations take it: visual.
extension Spring {
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { .smooth }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { .snappy }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { .bouncy }
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) { self.init(_name: "spring") }
    public init(response: Double, dampingRatio: Double) { self.init(_name: "spring") }
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) { self.init(_name: "spring") }
}

extension Animation {
    public static let snappy = Animation(name: "snappy")
    public static let interactiveSpring = Animation(name: "interactiveSpring")
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .snappy }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .bouncy }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .smooth }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: Double = 0.25) -> Animation { .interactiveSpring }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    public static let interpolatingSpring = Animation(name: "interpolatingSpring")
    /// Disfavoured: `.interactiveSpring()` is `interactiveSpring(response:dampingFraction:blendDuration:)`'s.
    @_disfavoredOverload
    public static func interactiveSpring(duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25) -> Animation {
        .interactiveSpring
    }
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        .interpolatingSpring
    }
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        .interpolatingSpring
    }
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation { .interpolatingSpring }
    public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation { .spring }
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35) -> Animation {
        .easeInOut
    }
    public func repeatForever() -> Animation { self }
}

/// Runs `body` with an animation (SwiftUI's `withAnimation`): state changes it makes would animate.
/// Actions never run while a view is laid out, so this only runs `body` where something calls it.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// When a `withAnimation` completion runs (SwiftUI's `AnimationCompletionCriteria`).
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// `withAnimation` with a completion, run after `body`.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    let result = try body()
    completion()
    return result
}

/// Runs `body` in a transaction (SwiftUI's `withTransaction`).
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// A transition (SwiftUI's `AnyTransition`); visual only.
public struct AnyTransition: Sendable {
    public init() {}
    /// A transition of iOS 17's `Transition` kind, erased (`AnyTransition(.opacity)`).
    public init<T: Transition>(_ transition: T) {}
    public static let opacity = AnyTransition()
    public static let slide = AnyTransition()
    public static let identity = AnyTransition()
    public static let scale = AnyTransition()
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition() }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    /// A blur between the old and the new content (iOS 17).
    public static let blurReplace = AnyTransition()
    /// A transition between two states of a view modifier: visual only (a view is laid out at rest).
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { AnyTransition() }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
}

/// How a pushed view arrives (SwiftUI's `NavigationTransition`'s members); visual only.
extension NavigationTransition where Self == ZoomNavigationTransition {
    /// Zooms from the view marked `matchedTransitionSource(id:in:)` (iOS 18).
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition()
    }
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

/// How text lines align (SwiftUI's `TextAlignment`): pictures draw it, no size changes.
public enum TextAlignment: Hashable, Sendable, CaseIterable { case leading, center, trailing }

/// Accessibility grouping of children (SwiftUI's `AccessibilityChildBehavior`); ignored.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    public static let combine = AccessibilityChildBehavior(name: "combine")
    public static let contain = AccessibilityChildBehavior(name: "contain")
}

/// Accessibility traits (SwiftUI's `AccessibilityTraits`); ignored.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1)
    public static let isHeader = AccessibilityTraits(rawValue: 2)
    public static let isImage = AccessibilityTraits(rawValue: 4)
    public static let isSelected = AccessibilityTraits(rawValue: 8)
    public static let isStaticText = AccessibilityTraits(rawValue: 16)
    public static let isModal = AccessibilityTraits(rawValue: 32)
    public static let isLink = AccessibilityTraits(rawValue: 64)
    public static let isSearchField = AccessibilityTraits(rawValue: 128)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 256)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 512)
    public static let isToggle = AccessibilityTraits(rawValue: 1024)
    public static let isTabBar = AccessibilityTraits(rawValue: 2048)
    public static let playsSound = AccessibilityTraits(rawValue: 4096)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 8192)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 16384)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 32768)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 65536)
}

extension View {
    // Styles and colors
    /// The foreground for the views inside: drawing only. Pictures fill the shapes inside that
    /// have no colour of their own with it (`Circle().frame(width: 80).foregroundColor(.orange)`).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { colouringShapes(style._lookColour) }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> Self { self }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> Self { self }
    /// The foreground colour for the views inside: drawing only (see `foregroundStyle(_:)`).
    public func foregroundColor(_ color: Color?) -> some View { colouringShapes(color?._lookColour) }
    public func tint(_ tint: Color?) -> Self { self }
    public func tint<S: ShapeStyle>(_ tint: S?) -> Self { self }
    public func accentColor(_ accentColor: Color?) -> Self { self }
    /// Draws the view and what it holds `opacity` as opaque: drawing only. Pictures draw it so
    /// (its frame still outlined); layout ignores it. Adds no node.
    public func opacity(_ opacity: Double) -> some View {
        _ModifiedView(content: self) { node, _ in
            guard opacity < 1 else { return node }
            var faded = node
            faded.look = (node.look ?? ViewLook()).fading(by: opacity)
            return faded
        }
    }
    public func blur(radius: CGFloat, opaque: Bool = false) -> Self { self }
    public func brightness(_ amount: Double) -> Self { self }
    public func contrast(_ amount: Double) -> Self { self }
    public func saturation(_ amount: Double) -> Self { self }
    public func grayscale(_ amount: Double) -> Self { self }

    // Drawing effects applied after layout
    public func shadow(color: Color = Color.black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
    /// Clips the view to `shape`: drawing only. Pictures round its corners as the shape's (a
    /// RoundedRectangle's radius; a Circle, Capsule or Ellipse as round as the view allows).
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        clipping(to: _clipRadius(of: shape), circle: shape is Circle)
    }
    /// Clips the view to its frame: drawing only (pictures cut what overflows it).
    public func clipped(antialiased: Bool = false) -> some View { clipping(to: 0) }
    /// Clips the view to rounded corners: drawing only (pictures round them).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { clipping(to: Double(radius)) }
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> Self { self }
    /// The older form, `mask(Shape())`.
    public func mask<Mask: View>(_ mask: Mask) -> Self { self }
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> Self { self }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> Self { self }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> Self { self }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> Self { self }
    public func compositingGroup() -> Self { self }
    public func drawingGroup(opaque: Bool = false) -> Self { self }
    public func zIndex(_ value: Double) -> Self { self }
    /// Hides the view, keeping its space: drawing only. Pictures draw it fully transparent (its
    /// frame still outlined), as `.opacity(0)` does.
    public func hidden() -> some View { opacity(0) }

    // Navigation, lifecycle, interaction
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> Self { self }
    public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void) -> Self { self }
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> Self { self }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> Self { self }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> Self { self }
    public func disabled(_ disabled: Bool) -> Self { self }
    public func allowsHitTesting(_ enabled: Bool) -> Self { self }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> Self { self }
    public func animation(_ animation: Animation?) -> Self { self }
    public func transition(_ t: AnyTransition) -> Self { self }

    // Accessibility
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Self { self }
    @_disfavoredOverload public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Self { self }
    public func accessibilityLabel(_ label: Text) -> Self { self }
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> Self { self }
    @_disfavoredOverload public func accessibilityHint<S: StringProtocol>(_ hint: S) -> Self { self }
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> Self { self }
    @_disfavoredOverload public func accessibilityValue<S: StringProtocol>(_ value: S) -> Self { self }
    public func accessibilityValue(_ value: Text) -> Self { self }
    public func accessibilityHint(_ hint: Text) -> Self { self }
    public func accessibilityIdentifier(_ identifier: String) -> Self { self }
    public func accessibilityHidden(_ hidden: Bool) -> Self { self }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> Self { self }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> Self { self }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> Self { self }
}

/// The tint color as a style (`.foregroundStyle(.tint)`, SwiftUI's `TintShapeStyle`). Visual only.
public struct TintShapeStyle: ShapeStyle, Sendable {
    public init() {}
    public var _styleName: String { "tint" }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension Image {
    /// Symbol scales (SwiftUI's `Image.Scale`).
    public enum Scale: Hashable, Sendable {
        case small, medium, large

        /// The engine's scale.
        var engine: ImageScale {
            switch self {
            case .small: return .small
            case .medium: return .medium
            case .large: return .large
            }
        }
    }
}

extension View {
    /// SF Symbols inside take the scale: large about 30 % larger than medium, small about 20 % smaller.
    public func imageScale(_ scale: Image.Scale) -> some View { wrapped(.imageScale(scale.engine)) }
}

/// Safe-area regions (SwiftUI's `SafeAreaRegions`): `.container` is the device's (status bar, home
/// indicator), `.keyboard` the software keyboard's, which previews do not show.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View where Self: Equatable {
    /// Skips rebuilding the view while it compares equal (SwiftUI's `equatable()`); no effect on layout.
    public func equatable() -> Self { self }
}

extension View {
    /// The view, its node's look clipping it to corners of `radius` (nil: a shape pictures cannot
    /// draw, no clip). The tree a layout sees is unchanged.
    func clipping(to radius: Double?, circle: Bool = false) -> _ModifiedView<Self> {
        _ModifiedView(content: self) { node, _ in
            guard let radius else { return node }
            var clipped = node
            clipped.look = ViewLook(clip: radius, clipsCircle: circle).merged(under: node.look)
            return clipped
        }
    }
}

extension View {
    /// The view and what it holds turned by `angle` (clockwise on the screen) about `anchor`, a unit
    /// point of its frame: drawing only, no effect on layout (its frame is the same); pictures turn
    /// it (`ViewLook.rotation`), and a second turn adds to the first.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        _ModifiedView(content: self) { node, _ in
            var turned = node
            turned.look = (node.look ?? ViewLook()).turning(by: angle.degrees, anchor: Point(x: Double(anchor.x), y: Double(anchor.y)))
            return turned
        }
    }

    /// The view, the shapes inside it that have no colour of their own filled with `colour` in
    /// their looks (an inner foreground wins, as in SwiftUI's environment). Layout is unchanged.
    /// The bar buttons inside are not tinted (`_barTinted`): a foreground colour set around a
    /// control wins over the bar's tint.
    func colouringShapes(_ colour: String?) -> _ModifiedView<_EnvironmentView<Self>> {
        _ModifiedView(content: environmentChange { if colour != nil { $0.tintsControls = false } }) { node, _ in
            guard let colour else { return node }
            return node.fillingShapes(with: colour)
        }
    }
}

extension ViewNode {
    /// This subtree with its uncoloured shapes and texts filled with `colour`.
    func fillingShapes(with colour: String) -> ViewNode {
        var node = self
        switch kind {
        case .rectangle, .roundedRectangle, .capsule, .ellipse, .circle, .text, .textRuns, .custom where look?.makePath != nil:
            // An outline (`stroke(lineWidth:)`) takes the colour as its line's; a shape of its own
            // sizing (a custom node with the shape's path) is coloured too.
            if look?.fill == nil && look?.stroke == nil {
                node.look = (look?.lineWidth == nil ? ViewLook(fill: colour) : ViewLook(stroke: colour)).merged(under: look)
            }
        default:
            break
        }
        if !children.isEmpty { node.children = children.map { $0.fillingShapes(with: colour) } }
        return node
    }
}

/// The corner radius pictures clip to for `shape`: a RoundedRectangle's, as round as it gets for a
/// Circle, Capsule or Ellipse, square for a Rectangle; nil for another shape.
func _clipRadius(of shape: some Shape) -> Double? {
    switch shape {
    case let rounded as RoundedRectangle: Double(rounded.cornerSize.width)
    case is Circle, is Capsule, is Ellipse: .infinity
    case is Rectangle: 0
    default: nil
    }
}
