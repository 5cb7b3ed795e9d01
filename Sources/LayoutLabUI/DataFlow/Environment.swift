// Values passed down and up while a view is built. SwiftUI passes styles and control sizes down the
// environment and titles and bar settings up as preferences; LayoutLabUI builds the tree once, in
// order, so both are plain state of the `_TreeBuilder`: a modifier such as `.labelStyle(.iconOnly)`
// sets a value while its content is built and restores it afterwards, and a modifier such as
// `.navigationBarTitleDisplayMode(.inline)` records a value the enclosing container reads after
// building its content. `@Environment` reads fixed values (an iPhone in portrait), except the
// colour scheme, the Dynamic Type size and the file's own keys (`EnvironmentKey`, `@Entry`):
// `.environment(\.key, value)` sets them for the views built inside, whose `@Environment`
// properties are given the values before their bodies are built, as SwiftUI does. The colour
// scheme is also the preview's own: `.preferredColorScheme(.dark)` anywhere in it makes the whole
// preview dark (ColorSchemePreference.swift).
import LayoutEngine

/// What modifiers pass down to the views built inside them.
public struct _BuildEnvironment {
    /// `.labelStyle(...)`: how `Label`s draw; nil is the default (title and icon).
    var labelStyle: ((LabelStyleConfiguration) -> AnyView)?
    /// `.buttonStyle(...)`: how `Button`s draw; nil is the default (the label alone).
    var buttonStyle: ((ButtonStyleConfiguration, ControlSize) -> AnyView)?
    /// `.textFieldStyle(...)`: the insets around a text field's line.
    var textFieldInsets = EdgeInsets()
    /// `.textFieldStyle(...)` with a style of the file's own: how text fields draw.
    var textFieldStyle: ((TextField<_TextFieldStyleLabel>) -> AnyView)?
    /// `.controlSize(...)`.
    var controlSize = ControlSize.regular
    /// `.textCase(...)`: how the Texts inside are cased (a grouped list's section headers are
    /// uppercased unless their content says otherwise).
    var textCase: Text.Case?
    /// Whether `.textCase` was set around (to nil too: `.textCase(nil)` keeps headers' case).
    var textCaseSet = false
    /// `.listStyle(...)`.
    var listStyle = _ListStyleKind.automatic
    /// Inside a `List` or `Form` (rows get chevrons, sections become cards).
    var inList = false
    /// Inside a stack in a List row (`NavigationLink`'s label, an `HStack`): a Section there is content.
    var inListRow = false
    /// Inside a lazy grid's content: a Section there keeps its header and footer apart (`LazyGridSections`).
    var inLazyGrid = false
    /// Inside a navigation container, which draws the one navigation bar.
    var inNavigation = false
    /// Building a toolbar's content: buttons, links and menus draw in the accent colour, as iOS
    /// tints bar buttons (`_barTinted`); a foreground colour set around them turns it off.
    var tintsControls = false
    /// `.pickerStyle(...)`: "menu", "segmented" or "wheel".
    var pickerStyle = "menu"
    /// `.tabViewStyle(.page)`: no tab bar.
    var pagedTabView = false
    /// `.toggleStyle(.button)`: toggles draw as bordered buttons of their label.
    var buttonToggles = false
    /// `.toggleStyle(.checkbox)`: toggles draw as a box followed by their label.
    var checkboxToggles = false
    /// `.labelsHidden()`: toggles, steppers, pickers and date pickers draw their control alone.
    var labelsHidden = false
    /// `.toggleStyle`, `.progressViewStyle`, `.gaugeStyle` with a style of the file's own.
    var customStyles = _CustomStyles()
    /// `.environment(\.key, value)` for the file's own keys: what `@Environment` reads inside.
    var values = EnvironmentValues()
    /// Inside a `Table`: what a `TableRow` of it shows (the first column's content).
    var tableFirstColumn: ((Any) -> AnyView)?
}

/// A control's row as the controls above draw it on iOS: its label, a `Spacer` and the control
/// across the proposed width; the control alone under `.labelsHidden()` [DOC `labelsHidden()`:
/// "Hides the labels of any controls contained within this view"].
func _controlRow<Label: View, Control: View>(label: Label, control: Control, builder: _TreeBuilder) -> [ViewNode] {
    if builder.environment.labelsHidden { return builder.nodes(control) }
    return builder.nodes(HStack {
        label
        Spacer()
        control
    })
}

/// What views built inside a container pass up to it.
public struct _BuildPreferences {
    /// `.navigationBarTitleDisplayMode(...)`, the innermost one set.
    var titleDisplayMode: NavigationBarItem.TitleDisplayMode?
    /// `.navigationTitle(...)`: the title the navigation bar draws (`_TitledView` says which).
    var title: Text?
    /// Whether a `.navigationTitle` was set.
    var hasTitle: Bool { title != nil }
    /// The items of `.toolbar { ... }` built inside, in the order they were written, for the
    /// enclosing navigation bar.
    var toolbarItems: [_ToolbarEntry] = []
    /// `.navigationBarHidden(true)` / `.toolbar(.hidden, for: .navigationBar)`.
    var navigationBarHidden = false
    /// `.toolbar(.hidden, for: .tabBar)` inside a `TabView`'s tabs (a navigation container inside
    /// a tab passes it on).
    var tabBarHidden = false
}

/// Builds `content` with a changed environment; adds no node of its own.
public struct _EnvironmentView<Content: View>: _PrimitiveView {
    let content: Content
    let change: (inout _BuildEnvironment) -> Void

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        let outer = builder.environment.values
        var inner = outer
        var nodes = builder.nodes(content) { environment in
            change(&environment)
            inner = environment.values
        }
        // A new colour scheme (`.environment(\.colorScheme, .dark)`) is drawn in: the views inside
        // say so in their looks, for pictures (`ViewLook.scheme`).
        if inner.colorScheme != outer.colorScheme {
            nodes = nodes.map { $0.drawn(in: inner.colorScheme.look) }
        }
        // A new Dynamic Type size (`.dynamicTypeSize(_:)`, `.environment(\.dynamicTypeSize, _)`)
        // also sizes the text styles of the views inside: the engine's modifier around each.
        guard inner.dynamicTypeSize != outer.dynamicTypeSize else { return nodes }
        return nodes.map { ViewNode(.dynamicTypeSize(inner.dynamicTypeSize.engine), children: [$0]) }
    }
}

/// Builds `content`, then records a value passed up the build: a preference for the enclosing
/// container (`preferences`) or a preview setting (`previewSettings`); adds no node.
public struct _PreferenceView<Content: View, Value>: _PrimitiveView {
    let content: Content
    let recorded: ReferenceWritableKeyPath<_TreeBuilder, Value>
    let change: (inout Value) -> Void

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        let nodes = builder.nodes(content)
        change(&builder[keyPath: recorded])
        return nodes
    }
}

extension View {
    func environmentChange(_ change: @escaping (inout _BuildEnvironment) -> Void) -> _EnvironmentView<Self> {
        _EnvironmentView(content: self, change: change)
    }

    func preferenceChange(_ change: @escaping (inout _BuildPreferences) -> Void) -> _PreferenceView<Self, _BuildPreferences> {
        _PreferenceView(content: self, recorded: \.preferences, change: change)
    }
}

/// Control sizes (SwiftUI's `ControlSize`); they change the insets of bordered buttons.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

extension View {
    /// The size of controls inside: changes bordered buttons' insets (see `BorderedButtonStyle`).
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environmentChange { $0.controlSize = controlSize }
    }
}

// MARK: @Environment

/// The environment values pasted code reads, fixed to an iPhone in portrait (SwiftUI's
/// `EnvironmentValues`), except the colour scheme (light unless the preview prefers dark or code
/// sets it), the Dynamic Type size (`.large` unless set: text styles follow it) and the file's own
/// keys. Layout depends on no other.
public struct EnvironmentValues {
    public init() {}
    /// The file's own keys' values set by `.environment(\.key, value)`, by key type.
    var _custom: [ObjectIdentifier: Any] = [:]
    /// Light unless the preview prefers dark (`.preferredColorScheme(.dark)` anywhere in it) or
    /// code sets it (`env.colorScheme = .dark`, `.environment(\.colorScheme, .dark)`).
    public var colorScheme = ColorScheme.light
    /// A Mac window's state (macOS's `ControlActiveState`): the preview's window is the key window.
    public var controlActiveState: ControlActiveState { .key }
    public var horizontalSizeClass: UserInterfaceSizeClass? { .compact }
    public var verticalSizeClass: UserInterfaceSizeClass? { .regular }
    /// The preferred text size (`.dynamicTypeSize(_:)`, `.environment(\.dynamicTypeSize, _)`).
    public var dynamicTypeSize = DynamicTypeSize.large
    public var isEnabled: Bool { true }
    public var displayScale: CGFloat { 3 }
    public var layoutDirection: LayoutDirection { .leftToRight }
    public var dismiss: DismissAction { DismissAction() }
    public var openURL: OpenURLAction { OpenURLAction() }
    /// The Dynamic Type size by its older name.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory.allCases[DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize) ?? 3] }
        set { dynamicTypeSize = DynamicTypeSize.allCases[ContentSizeCategory.allCases.firstIndex(of: newValue) ?? 3] }
    }
    public var locale: Locale { Locale(identifier: "en_US") }
    public var calendar: Calendar { Calendar(identifier: .gregorian) }
    public var timeZone: TimeZone { TimeZone(identifier: "UTC") ?? .current }
    public var scenePhase: ScenePhase { .active }
    public var colorSchemeContrast: ColorSchemeContrast { .standard }
    public var isPresented: Bool { false }
    public var isSearching: Bool { false }
    public var isFocused: Bool { false }
    public var accessibilityReduceMotion: Bool { false }
    public var accessibilityReduceTransparency: Bool { false }
    public var accessibilityDifferentiateWithoutColor: Bool { false }
    public var accessibilityVoiceOverEnabled: Bool { false }
    /// A list's editing mode: none in a preview (rows are laid out as when not editing).
    public var editMode: Binding<EditMode>? { nil }
}

/// Whether a list is being edited (SwiftUI's `EditMode`).
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active

    public var isEditing: Bool { self != .inactive }
}

/// The older name of Dynamic Type sizes (SwiftUI's `ContentSizeCategory`); previews use `.large`.
public enum ContentSizeCategory: Hashable, Sendable, Comparable, CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
         accessibilityExtraExtraExtraLarge

    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }
}

/// Whether the app is in the foreground (SwiftUI's `ScenePhase`); previews are `.active`.
public enum ScenePhase: Hashable, Sendable, Comparable { case background, inactive, active }
/// Standard or increased contrast (SwiftUI's `ColorSchemeContrast`).
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable { case standard, increased }

/// Light or dark (SwiftUI's `ColorScheme`).
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light, dark

    /// The scheme as pictures draw it (`ViewLook.scheme`).
    var look: ViewLook.Scheme { self == .dark ? .dark : .light }
}
/// Size classes (SwiftUI's `UserInterfaceSizeClass`).
public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }
/// Layout direction (SwiftUI's `LayoutDirection`); the engine lays out left to right.
public enum LayoutDirection: Hashable, Sendable, CaseIterable { case leftToRight, rightToLeft }
/// Dynamic Type sizes (SwiftUI's `DynamicTypeSize`); a preview is at `.large`.
public enum DynamicTypeSize: Hashable, Sendable, Comparable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether the size is one of the accessibility sizes (false at a preview's default `.large`).
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The engine's size of the same place in the scale.
    var engine: DynamicTypeCategory {
        DynamicTypeCategory.allCases[Self.allCases.firstIndex(of: self) ?? 3]
    }
}

/// `dismiss()`: does nothing (SwiftUI's `DismissAction`).
public struct DismissAction {
    public func callAsFunction() {}
}

/// `openURL(url)`: does nothing (SwiftUI's `OpenURLAction`).
public struct OpenURLAction {
    public func callAsFunction(_ url: URL) {}
}

/// `openWindow(id: "editor")`, `openWindow(value: item.id)`: does nothing (a preview is one window).
extension OpenWindowAction {
    public func callAsFunction(id: String) {}
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

/// `dismissWindow()`, `dismissWindow(id: "editor")`: does nothing (a preview is one window).
extension DismissWindowAction {
    public func callAsFunction() {}
    public func callAsFunction(id: String) {}
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

/// Reads an environment value: `@Environment(\.colorScheme) var colorScheme` (SwiftUI's
/// `Environment`); the tree builder gives it the values of the place its view is built.
@propertyWrapper
public struct Environment<Value>: _EnvironmentProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let box = _EnvironmentBox()
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    public var wrappedValue: Value { (box.values ?? EnvironmentValues())[keyPath: keyPath] }
    var _box: _EnvironmentBox { box }
}

/// The environment an `@Environment` property reads (implementation detail of LayoutLabUI).
public final class _EnvironmentBox {
    var values: EnvironmentValues?
}

/// An `@Environment` property, type-erased (the tree builder finds them with a mirror).
protocol _EnvironmentProperty {
    var _box: _EnvironmentBox { get }
}

extension View {
    /// Sets one of the file's own environment keys for the views inside (a built-in value is fixed:
    /// see `EnvironmentValues`).
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        environmentChange { $0.values[keyPath: keyPath] = value }
    }
    /// Ignored: built-in environment values are fixed (see `EnvironmentValues`).
    @_disfavoredOverload
    public func environment<V>(_ keyPath: KeyPath<EnvironmentValues, V>, _ value: V) -> Self { self }
    /// The Dynamic Type size of the views inside: their text styles take its sizes (iOS's table,
    /// `TextStyle.pointSize(on:typeSize:)`), and `@Environment(\.dynamicTypeSize)` reads it.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environmentChange { $0.values.dynamicTypeSize = size }
    }
    /// Keeps the Dynamic Type size inside within `range` (`...DynamicTypeSize.xxLarge`): the size
    /// around, or the nearest end of the range.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        environmentChange { environment in
            let size = environment.values.dynamicTypeSize
            guard !range.contains(size) else { return }
            // Below the range its lowest size, above it its highest (a range of one side has the other open).
            let lower = DynamicTypeSize.allCases.first { range.contains($0) } ?? size
            let upper = DynamicTypeSize.allCases.last { range.contains($0) } ?? size
            environment.values.dynamicTypeSize = size < lower ? lower : upper
        }
    }
}

/// Whether a Mac window's controls are active (SwiftUI's `ControlActiveState`).
public enum ControlActiveState: Hashable, Sendable, CaseIterable {
    case key, active, inactive
}
