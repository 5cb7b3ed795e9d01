// iOS 26's Liquid Glass. The effect is drawn behind a view, in its bounds ("SwiftUI anchors the
// Liquid Glass to a view's bounds": Apple's `glassEffect(_:in:)` documentation), so it changes no
// layout. A `GlassEffectContainer` only renders its glass shapes together: laid out as its content
// in a `ZStack` (its content is one view in Apple's examples, an `HStack` or a `ZStack`).

/// The Liquid Glass material (SwiftUI's `Glass`): accepted, drawn nowhere.
public struct Glass: Equatable, Sendable {
    let name: String
    public static let regular = Glass(name: "regular")
    public static let clear = Glass(name: "clear")
    public static let identity = Glass(name: "identity")
    public func tint(_ color: Color?) -> Glass { self }
    public func interactive(_ isEnabled: Bool = true) -> Glass { self }
}

/// How a glass shape comes and goes (SwiftUI's `GlassEffectTransition`): accepted.
public struct GlassEffectTransition: Sendable {
    public static let identity = GlassEffectTransition()
    public static let materialize = GlassEffectTransition()
    public static let matchedGeometry = GlassEffectTransition()
    public static func matchedGeometry(properties: MatchedGeometryProperties = .frame,
                                       anchor: UnitPoint = .center) -> GlassEffectTransition { GlassEffectTransition() }
}

extension View {
    /// Liquid Glass behind the view, in its bounds: no layout change.
    public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S, isEnabled: Bool = true) -> Self { self }
    public func glassEffect(_ glass: Glass = .regular, isEnabled: Bool = true) -> Self { self }
    /// Visual only.
    public func glassEffectID<ID: Hashable>(_ id: ID?, in namespace: Namespace.ID) -> Self { self }
    public func glassEffectUnion<ID: Hashable>(id: ID?, namespace: Namespace.ID) -> Self { self }
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> Self { self }
    public func glassBackgroundEffect() -> Self { self }
}

/// Renders the glass shapes of its content together (SwiftUI's `GlassEffectContainer`): its
/// content in a `ZStack`.
public struct GlassEffectContainer<Content: View>: View {
    let content: Content

    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View { ZStack { content } }
}

/// iOS 26's `.glass` button style: an approximation, laid out as `.bordered` (Apple documents no
/// insets for it).
public struct GlassButtonStyle: ButtonStyle, _SizedButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        body(configuration: configuration, controlSize: .regular)
    }

    func body(configuration: ButtonStyleConfiguration, controlSize: ControlSize) -> AnyView {
        BorderedButtonStyle().body(configuration: configuration, controlSize: controlSize)
    }
}

extension ButtonStyle where Self == GlassButtonStyle {
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
    /// `.glassProminent`: laid out as `.glass` (only the fill differs).
    public static var glassProminent: GlassButtonStyle { GlassButtonStyle() }
}
