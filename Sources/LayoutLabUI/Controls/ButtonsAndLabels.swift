// Button and Label with their styles: the built-in ones (`.bordered`, `.iconOnly`, ...) and the
// user's own `ButtonStyle` / `LabelStyle` types, whose `makeBody(configuration:)` builds the view.
// Styles reach the views inside them through the build environment (Environment.swift).
import LayoutEngine

// MARK: Button

/// A button's role (SwiftUI's `ButtonRole`); visual only.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// A button (SwiftUI's `Button`). Layout: its label, unchanged, which is the iOS default
/// (borderless) style outside lists and toolbars; `.buttonStyle(...)` changes that (see the styles).
/// A button is one view whatever its label holds: several views are laid out side by side, as in
/// an `HStack` (`_ControlLabel`). The action never runs.
public struct Button<Label: View>: _PrimitiveView {
    let label: Label
    let role: ButtonRole?

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        role = nil
    }

    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
    }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        let label = _ControlLabel(content: label)
        guard let style = builder.environment.buttonStyle else { return _barTinted(builder.nodes(label), builder) }
        let configuration = ButtonStyleConfiguration(label: .init(content: AnyView(label)), isPressed: false, role: role)
        let size = builder.environment.controlSize
        return _barTinted(builder.nodes(style(configuration, size)) { $0.buttonStyle = nil }, builder)
    }
}

/// A control's nodes as a bar draws them: in the accent colour when built as a toolbar item
/// (`tintsControls`), as iOS tints bar buttons [DOC UINavigationBar.tintColor: "The tint color
/// to apply to the navigation items and bar button items"], their own colours kept.
func _barTinted(_ nodes: [ViewNode], _ builder: _TreeBuilder) -> [ViewNode] {
    guard builder.environment.tintsControls else { return nodes }
    return nodes.map { $0.fillingShapes(with: "accentColor") }
}

/// A control that is its label (`Menu`, `Link`, `ShareLink`): the label, tinted in a bar.
struct _BarTintedLabel<Content: View>: _PrimitiveView {
    let content: Content
    func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { _barTinted(builder.nodes(content), builder) }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a `PrimitiveButtonStyle`'s body makes of its configuration: the label, drawn in
    /// the default style (the style's own is not applied again).
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.trigger) { configuration.label }
    }
}

/// A control's label as one view: several views side by side in an `HStack` (default spacing,
/// centred), one view as it is. A `Button` or a `NavigationLink` is one view, so a modifier on it
/// (`.padding(15).background(.blue)`) applies to it once, not to each view of its label [EMP
/// andrej-king/touchdown_swift's README screenshot: `Button { Spacer(); Text("ADD TO CART");
/// Spacer() }.padding(15).background(…)` is one full-width capsule on an iPhone 13 Pro]. A label
/// of no views (`EmptyView()`, an image still loading with an empty placeholder) is still one
/// view, of no size: `.frame(width: 40)` on the button takes 40 points of its stack.
struct _ControlLabel<Content: View>: _PrimitiveView {
    let content: Content

    func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        let nodes = builder.nodes(content).filter { if case .emptyView = $0.kind { false } else { true } }
        if nodes.isEmpty { return [ViewNode(.hstack(alignment: .center, spacing: nil))] }
        guard nodes.count > 1 else { return nodes }
        return [ViewNode(.hstack(alignment: .center, spacing: nil), children: nodes)]
    }
}

extension Button where Label == Text {
    public init(_ title: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    public init(_ title: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == LayoutLabUI.Label<Text, Image> {
    /// `Button("Add", systemImage: "plus") { ... }`: the label is a `Label`.
    public init(_ title: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { LayoutLabUI.Label(title, systemImage: systemImage) }
    }

    public init(_ title: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { LayoutLabUI.Label(title, systemImage: systemImage) }
    }

    /// `Button(title, systemImage: "plus") { ... }` with a `String` title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { LayoutLabUI.Label(title, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { LayoutLabUI.Label(title, systemImage: systemImage) }
    }
}

/// What a `ButtonStyle` gets: the button's label (SwiftUI's `ButtonStyleConfiguration`).
public struct ButtonStyleConfiguration {
    /// The button's label as a view.
    public struct Label: _PrimitiveView {
        let content: AnyView
        public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { content._makeNodes(builder) }
    }

    public let label: ButtonStyleConfiguration.Label
    /// Always false: layout happens at rest.
    public let isPressed: Bool
    public let role: ButtonRole?
}

/// A button style: `makeBody(configuration:)` builds the button from its label (SwiftUI's `ButtonStyle`).
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A built-in style whose layout depends on the control size.
protocol _SizedButtonStyle {
    func body(configuration: ButtonStyleConfiguration, controlSize: ControlSize) -> AnyView
}

/// The default style: the label alone (iOS's borderless style outside lists and toolbars).
public struct DefaultButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// `.plain`: the label alone.
public struct PlainButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// `.borderless`: the label alone.
public struct BorderlessButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// `.bordered`: the label padded inside a rounded rectangle. Approximation (Apple documents no
/// numbers): insets by control size, vertical × horizontal: mini 2 × 6, small 4 × 10, regular 7 × 12,
/// large 14 × 20, extra large 16 × 24 — a regular button with a body-text title is 34.33 high.
public struct BorderedButtonStyle: ButtonStyle, _SizedButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        body(configuration: configuration, controlSize: .regular)
    }

    /// The insets of `controlSize` (see the type's comment).
    public static func insets(for controlSize: ControlSize) -> EdgeInsets {
        let (v, h): (CGFloat, CGFloat)
        switch controlSize {
        case .mini: (v, h) = (2, 6)
        case .small: (v, h) = (4, 10)
        case .regular: (v, h) = (7, 12)
        case .large: (v, h) = (14, 20)
        case .extraLarge: (v, h) = (16, 24)
        }
        return EdgeInsets(top: v, leading: h, bottom: v, trailing: h)
    }

    func body(configuration: ButtonStyleConfiguration, controlSize: ControlSize) -> AnyView {
        AnyView(configuration.label
            .padding(Self.insets(for: controlSize))
            .background { RoundedRectangle(cornerRadius: 8) })
    }
}

/// `.borderedProminent`: laid out as `.bordered` (only the fill differs).
public struct BorderedProminentButtonStyle: ButtonStyle, _SizedButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        body(configuration: configuration, controlSize: .regular)
    }

    func body(configuration: ButtonStyleConfiguration, controlSize: ControlSize) -> AnyView {
        BorderedButtonStyle().body(configuration: configuration, controlSize: controlSize)
    }
}

extension ButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { DefaultButtonStyle() } }
extension ButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { PlainButtonStyle() } }
extension ButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() } }
extension ButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { BorderedButtonStyle() } }
extension ButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// Button border shapes (visual only); a shape that takes its proposal, as SwiftUI's is one since
/// iOS 17 (`.clipShape(.buttonBorder)`).
public struct ButtonBorderShape: Shape, Hashable, Sendable {
    let name: String
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public static let automatic = ButtonBorderShape(name: "automatic")
    public static let capsule = ButtonBorderShape(name: "capsule")
    public static let circle = ButtonBorderShape(name: "circle")
    public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { .roundedRectangle }
}

extension View {
    /// Draws the `Button`s inside with `style`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environmentChange { environment in
            environment.buttonStyle = { configuration, controlSize in
                if let sized = style as? any _SizedButtonStyle {
                    return sized.body(configuration: configuration, controlSize: controlSize)
                }
                return AnyView(style.makeBody(configuration: configuration))
            }
        }
    }

    /// Visual only.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> Self { self }
}

// MARK: Label

/// A title with an icon (SwiftUI's `Label`). The default style (`.titleAndIcon`) is an approximation,
/// since SwiftUI's is not documented: an `HStack` (default spacing) of the icon and the title,
/// centred. `.labelStyle(...)` changes it.
public struct Label<Title: View, Icon: View>: _PrimitiveView {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        let configuration = LabelStyleConfiguration(title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon)))
        guard let style = builder.environment.labelStyle else {
            return builder.nodes(TitleAndIconLabelStyle().makeBody(configuration: configuration))
        }
        return builder.nodes(style(configuration)) { $0.labelStyle = nil }
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ title: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    public init(_ title: LocalizedStringKey, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// `Label(configuration)` in a custom style's `makeBody`: the label in the style around that
    /// style (the default one unless another encloses it), as in SwiftUI.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

/// What a `LabelStyle` gets: the label's title and icon (SwiftUI's `LabelStyleConfiguration`).
public struct LabelStyleConfiguration {
    /// The label's title as a view.
    public struct Title: _PrimitiveView {
        let content: AnyView
        public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { content._makeNodes(builder) }
    }

    /// The label's icon as a view.
    public struct Icon: _PrimitiveView {
        let content: AnyView
        public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { content._makeNodes(builder) }
    }

    public let title: Title
    public let icon: Icon
}

/// A label style: `makeBody(configuration:)` builds the label from its title and icon (SwiftUI's `LabelStyle`).
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// `.titleAndIcon` (and `.automatic`): `HStack { icon; title }` (approximation, see `Label`).
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon
            configuration.title
        }
    }
}

/// `.titleOnly`: the title alone (SwiftUI documents that the icon is hidden).
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// `.iconOnly`: the icon alone (SwiftUI documents that the title is hidden).
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The default label style: `.titleAndIcon`.
public typealias DefaultLabelStyle = TitleAndIconLabelStyle

extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var automatic: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() } }

extension View {
    /// Draws the `Label`s inside with `style`.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environmentChange { environment in
            environment.labelStyle = { AnyView(style.makeBody(configuration: $0)) }
        }
    }
}

// MARK: Link, Menu

/// A link to a URL (SwiftUI's `Link`): laid out as its label, like a `Button`.
public struct Link<Label: View>: View {
    let label: Label

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: some View { _BarTintedLabel(content: label) }
}

extension Link where Label == Text {
    public init(_ title: LocalizedStringKey, destination: URL) {
        label = Text(title)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        label = Text(title)
    }
}

/// A menu (SwiftUI's `Menu`): laid out as its label, like a `Button`; the items are not shown.
public struct Menu<Label: View, Content: View>: View {
    let label: Label

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A menu whose tap runs `primaryAction` (a long press shows the items).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.label = label()
    }

    public var body: some View { _BarTintedLabel(content: label) }
}

extension Menu where Label == Text {
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        label = Text(title)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        label = Text(title)
    }

    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        label = Text(title)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        label = Text(title)
    }
}

/// iOS 17's `Menu(_:systemImage:content:)`: laid out as its `Label`.
extension Menu where Label == LayoutLabUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        label = LayoutLabUI.Label(titleKey, systemImage: systemImage)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        label = LayoutLabUI.Label(title, systemImage: systemImage)
    }
}

/// A button that shares an item (SwiftUI's `ShareLink`): laid out as its label; the default label
/// is `Label("Share", systemImage: "square.and.arrow.up")`, as SwiftUI draws it.
public struct ShareLink<Label: View>: View {
    let label: Label

    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init<Item>(items: [Item], subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// With a preview of what is shared (shown by the share sheet, not laid out).
    public init<Item, PreviewImage, PreviewIcon>(item: Item, subject: Text? = nil, message: Text? = nil,
                                                 preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init<Items: Sequence, PreviewImage, PreviewIcon>(items: Items, subject: Text? = nil, message: Text? = nil,
                                                            preview: (Items.Element) -> SharePreview<PreviewImage, PreviewIcon>,
                                                            @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: some View { _BarTintedLabel(content: label) }
}

extension ShareLink where Label == LayoutLabUI.Label<Text, Image> {
    /// The default label, with a preview of what is shared.
    public init<Item, PreviewImage, PreviewIcon>(item: Item, subject: Text? = nil, message: Text? = nil,
                                                 preview: SharePreview<PreviewImage, PreviewIcon>) {
        label = LayoutLabUI.Label("Share", systemImage: "square.and.arrow.up")
    }

    public init<Item, PreviewImage, PreviewIcon>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil,
                                                 message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) {
        label = LayoutLabUI.Label(titleKey, systemImage: "square.and.arrow.up")
    }

    @_disfavoredOverload
    public init<S: StringProtocol, Item, PreviewImage, PreviewIcon>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil,
                                                                    preview: SharePreview<PreviewImage, PreviewIcon>) {
        label = LayoutLabUI.Label(title, systemImage: "square.and.arrow.up")
    }
}

// A share sheet's preview of an item (SwiftUI's `SharePreview`): a title and optional image and
// icon, shown by the sheet; nothing is laid out.
extension SharePreview {
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {}
    public init(_ title: Text, image: Image, icon: Icon) {}
}

extension SharePreview where Icon == Never {
    public init(_ titleKey: LocalizedStringKey, image: Image) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) {}
    public init(_ title: Text, image: Image) {}
}

extension SharePreview where Image == Never {
    public init(_ titleKey: LocalizedStringKey, icon: Icon) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) {}
    public init(_ title: Text, icon: Icon) {}
}

extension SharePreview where Image == Never, Icon == Never {
    public init(_ titleKey: LocalizedStringKey) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {}
    public init(_ title: Text) {}
}

extension ShareLink where Label == LayoutLabUI.Label<Text, Image> {
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
        label = LayoutLabUI.Label("Share", systemImage: "square.and.arrow.up")
    }

    public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
        label = LayoutLabUI.Label(titleKey, systemImage: "square.and.arrow.up")
    }

    @_disfavoredOverload
    public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
        label = LayoutLabUI.Label(title, systemImage: "square.and.arrow.up")
    }
}
