// NavigationStack, NavigationView and NavigationLink, the navigation bar and toolbars, as documented
// approximations: the bar is a view of the platform's height above the content (the engine's
// `PlatformChrome` table holds the heights).
import LayoutEngine

/// Navigation bar settings (SwiftUI's `NavigationBarItem`).
public enum NavigationBarItem {
    /// How the navigation title is displayed.
    public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}

/// A navigation container (SwiftUI's `NavigationStack`). Approximation: a `VStack(spacing: 0)` of
/// the navigation bar, a `Color` named `navigationBar` in the engine's `.chrome` node, and the root
/// view in a frame that takes the rest of the proposal, whatever the root view's size (`.frame(minWidth: 0,
/// maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)`, centred as SwiftUI centres a small root
/// view, and a root wider than the screen overflows it, the bar staying the screen's width). The bar is a large-title bar when the
/// root view sets a `navigationTitle` (the default display mode at the root; 96 high on iPhone), an
/// inline one with `.navigationBarTitleDisplayMode(.inline)` or without a title (44), and absent when
/// hidden (`.navigationBarHidden(true)`, `.toolbar(.hidden, for: .navigationBar)`); the heights are
/// the platform's (the engine's `PlatformChrome`: 52 for both on macOS). The bar draws the title and
/// the toolbar's items over its background (`_navigationBarContent`), which change neither its
/// size nor the root view's frame.
public struct NavigationStack<Content: View>: _PrimitiveView {
    let content: Content

    public init(@ViewBuilder root: () -> Content) { content = root() }
    public init<Path>(path: Binding<Path>, @ViewBuilder root: () -> Content) { content = root() }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { _navigationNodes(content, builder: builder) }
}

/// The navigation container before iOS 16 (SwiftUI's `NavigationView`): laid out as `NavigationStack`.
/// Several views in it are its columns (`NavigationView { Sidebar(); Detail() }`): "any views after
/// the first act as placeholders for corresponding columns in a multicolumn display" [DOC
/// NavigationView.init(content:)], and an iPhone shows one view, pushing the rest [DOC NavigationView],
/// as `NavigationSplitView` collapses to its sidebar: only the first is laid out.
public struct NavigationView<Content: View>: _PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        _navigationNodes(content, builder: builder, columns: true)
    }
}

/// `content` under a navigation bar; with `columns`, only its first view (a collapsed `NavigationView`).
func _navigationNodes<Content: View>(_ content: Content, builder: _TreeBuilder, columns: Bool = false) -> [ViewNode] {
    // A navigation container inside another (a `NavigationStack` in a `NavigationSplitView`'s
    // column, as iPhone apps write it) draws no bar of its own: its title is the enclosing one's.
    if builder.environment.inNavigation { return builder.nodes(content) }
    let saved = builder.preferences
    builder.preferences = _BuildPreferences()
    let nodes = builder.nodes(content) { $0.inNavigation = true }
    let root = builder.single(columns ? Array(_listItems(nodes).prefix(1)) : nodes)
    let preferences = builder.preferences
    builder.preferences = saved
    if preferences.tabBarHidden { builder.preferences.tabBarHidden = true }
    // The container is a UIKit navigation controller's view: it takes the space offered, however
    // wide its root view is (a 1000-wide root overflows it, centred; the bar stays the screen's width).
    let filled = ViewNode(.flexibleFrame(minWidth: 0, idealWidth: nil, maxWidth: .infinity, minHeight: 0,
                                         idealHeight: nil, maxHeight: .infinity, alignment: .center), children: [root])
    if preferences.navigationBarHidden { return [filled] }
    let large = preferences.hasTitle && preferences.titleDisplayMode != .inline
    let content = _navigationBarContent(title: preferences.title, large: large, items: preferences.toolbarItems, builder: builder)
    let bar = ViewNode(.chrome(large ? .largeTitleNavigationBar : .navigationBar), children: [content])
    return [ViewNode(.vstack(alignment: .center, spacing: 0), children: [bar, filled])]
}

/// A view with its navigation title (`.navigationTitle`): the view's nodes, the title recorded for
/// the enclosing navigation container. The title overrides those set inside the view, as a
/// preference a modifier sets replaces the values of the views it modifies, and a title set by a
/// view built before (the first of two columns, the first tab) stays.
public struct _TitledView<Content: View>: _PrimitiveView {
    let content: Content
    let title: Text

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        let before = builder.preferences.title
        let nodes = builder.nodes(content)
        builder.preferences.title = before ?? title
        return nodes
    }
}

/// Navigation styles (visual only).
public struct NavigationViewStyleValue: Hashable, Sendable {
    let name: String
    public static let automatic = NavigationViewStyleValue(name: "automatic")
    public static let stack = NavigationViewStyleValue(name: "stack")
}

/// A link to another view (SwiftUI's `NavigationLink`). In a `List` or `Form` it is a row of its
/// label, a `Spacer` and a `chevron.right` symbol (20 × 20, `Image.symbolSize`), as iOS draws
/// disclosure rows; elsewhere it is laid out as its label, like a `Button`. The destination is not built.
public struct NavigationLink<Label: View, Destination: View>: _PrimitiveView {
    let label: Label

    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    /// The links iOS 16 deprecated, programmatic through `isActive` or `tag:selection:`: laid out as their label.
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) { self.label = label() }
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
                             @ViewBuilder label: () -> Label) { self.label = label() }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        guard builder.environment.inList else { return _barTinted(builder.nodes(_ControlLabel(content: label)), builder) }
        return builder.nodes(HStack {
            label
            Spacer()
            Image(systemName: "chevron.right")
        })
    }
}

extension NavigationLink {
    /// Whether the destination shows in a split view's detail column (iOS): where it is pushed
    /// is not laid out here, so the link keeps its frame.
    public func isDetailLink(_ isDetailLink: Bool) -> some View { self }
}

extension NavigationLink where Destination == EmptyView {
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { self.label = label() }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: Destination) { label = Text(titleKey) }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { label = Text(titleKey) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) { label = Text(title) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) { label = Text(title) }
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) { label = Text(titleKey) }
    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        label = Text(titleKey)
    }
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        label = Text(titleKey)
    }
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>,
                             @ViewBuilder destination: () -> Destination) { label = Text(titleKey) }
    // The same with a `String` title (a sidebar's `NavigationLink(name, destination:tag:selection:)`).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) { label = Text(title) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        label = Text(title)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        label = Text(title)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, tag: V, selection: Binding<V?>,
                                                @ViewBuilder destination: () -> Destination) { label = Text(title) }
}

extension NavigationLink where Label == Text, Destination == EmptyView {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) { label = Text(titleKey) }

    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) { label = Text(title) }
}

extension View {
    /// Records a title for the enclosing `NavigationStack`, whose bar becomes a large-title bar
    /// and draws it (see `_navigationBarContent`). The string is shown as it is.
    public func navigationTitle(_ title: String) -> some View { recordingTitle(Text(verbatim: title)) }
    public func navigationTitle(_ title: LocalizedStringKey) -> some View { recordingTitle(Text(title)) }
    public func navigationTitle(_ title: Text) -> some View { recordingTitle(title) }
    /// An editable title (iOS 16's `navigationTitle(_: Binding<String>)`): a title like the others,
    /// showing the binding's value.
    public func navigationTitle(_ title: Binding<String>) -> some View { recordingTitle(Text(verbatim: title.wrappedValue)) }
    private func recordingTitle(_ title: Text) -> _TitledView<Self> { _TitledView(content: self, title: title) }
    /// Ignored: a subtitle under the bar's title (macOS 11, iOS 26) keeps the bar's height here.
    public func navigationSubtitle(_ subtitle: Text) -> Self { self }
    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> Self { self }
    @_disfavoredOverload
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> Self { self }
    /// Records the title display mode for the enclosing `NavigationStack` (see there).
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        preferenceChange { $0.titleDisplayMode = mode }
    }
    /// Hides the enclosing `NavigationStack`'s bar.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        preferenceChange { $0.navigationBarHidden = hidden }
    }
    /// `.toolbar(.hidden, for: .navigationBar)` hides the enclosing `NavigationStack`'s bar, and so
    /// does `.toolbar(.hidden)`: no bars means `.automatic`, which on iOS is the navigation bar
    /// (Apple's documentation of `toolbar(_:for:)` and `ToolbarPlacement.automatic`).
    /// `.toolbar(.hidden, for: .tabBar)` in a tab hides the enclosing `TabView`'s bar. Other bars
    /// are ignored.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        toolbarVisibility(visibility, for: bars)
    }
    /// iOS 18's name of `toolbar(_:for:)`.
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        toolbarVisibility(visibility, for: bars)
    }
    private func toolbarVisibility(_ visibility: Visibility, for bars: [ToolbarPlacement]) -> some View {
        let navigationBar = bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic)
        let tabBar = bars.contains(.tabBar)
        return preferenceChange {
            if navigationBar { $0.navigationBarHidden = visibility == .hidden }
            if tabBar && visibility == .hidden { $0.tabBarHidden = true }
        }
    }
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> Self { self }
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> Self { self }
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> Self { self }
    public func toolbarRole(_ role: ToolbarRoleValue) -> Self { self }
    public func navigationViewStyle(_ style: NavigationViewStyleValue) -> Self { self }
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> Self { self }
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> Self { self }
    public func navigationDestination<C: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> C) -> Self { self }
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> Self { self }
    /// Ignored: the search field is not laid out (approximation).
    public func searchable(text: Binding<String>, prompt: Text? = nil) -> Self { self }
    public func searchable(text: Binding<String>, prompt: LocalizedStringKey) -> Self { self }
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, prompt: S) -> Self { self }
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement, prompt: Text? = nil) -> Self { self }
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement, prompt: LocalizedStringKey) -> Self { self }
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement, prompt: S) -> Self { self }
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey) -> Self { self }
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> Self { self }
    public func refreshable(@_inheritActorContext action: @escaping @Sendable () async -> Void) -> Self { self }
    /// Ignored: presented views are not built.
    public func sheet<C: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> C) -> Self { self }
    public func sheet<Item: Identifiable, C: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                   @ViewBuilder content: @escaping (Item) -> C) -> Self { self }
    public func fullScreenCover<Item: Identifiable, C: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                             @ViewBuilder content: @escaping (Item) -> C) -> Self { self }
    public func popover<Item: Identifiable, C: View>(item: Binding<Item?>, @ViewBuilder content: @escaping (Item) -> C) -> Self { self }
    public func fullScreenCover<C: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> C) -> Self { self }
    public func popover<C: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> C) -> Self { self }
    public func alert<A: View>(_ title: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> Self { self }
    public func alert<A: View, M: View>(_ title: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> Self { self }
    /// A title held in a string (shown as it is): ignored like every alert.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> Self { self }
    /// A title held in a string (shown as it is): ignored like every alert.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> Self { self }
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> Self { self }
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> Self { self }
    public func confirmationDialog<A: View>(_ title: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> Self { self }
    public func confirmationDialog<A: View>(_ title: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility,
                                            @ViewBuilder actions: () -> A) -> Self { self }
    public func confirmationDialog<A: View, M: View>(_ title: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> Self { self }
    /// A title held in a string (shown as it is): ignored like every dialog.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> Self { self }
    /// A title held in a string, with a message: ignored like every dialog.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M) -> Self { self }
    /// A title as a `Text`: ignored like every dialog.
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> Self { self }
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> Self { self }
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> Self { self }
    public func swipeActions<C: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> C) -> Self { self }
    /// Ignored with the presented view (sheet heights are not laid out).
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> Self { self }
    public func presentationDragIndicator(_ visibility: Visibility) -> Self { self }
    public func presentationCornerRadius(_ radius: CGFloat?) -> Self { self }
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> Self { self }
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> Self { self }
}

/// A sheet's resting height (SwiftUI's `PresentationDetent`); sheets are not laid out.
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    public static let medium = PresentationDetent(name: "medium")
    public static let large = PresentationDetent(name: "large")
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction \(fraction)") }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height \(height)") }
    /// A detent of the file's own (`struct TinyDetent: CustomPresentationDetent`).
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        PresentationDetent(name: "custom \(D.self)")
    }
}

extension CustomPresentationDetent {
    /// What a custom detent's `height(in:)` is given (SwiftUI's `CustomPresentationDetent.Context`).
    public typealias Context = PresentationDetentContext
}

/// A custom detent's context: the tallest the sheet can be, and the environment's values by key
/// path (`context.verticalSizeClass`). Sheets are not laid out, so nothing asks for it.
@dynamicMemberLookup
public struct PresentationDetentContext {
    /// The height of the `.large` detent: 0, as no sheet is laid out to have one.
    public var maxDetentValue: CGFloat = 0
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { EnvironmentValues()[keyPath: keyPath] }
}

/// Toolbar roles (visual only).
public struct ToolbarRoleValue: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarRoleValue(name: "automatic")
    public static let editor = ToolbarRoleValue(name: "editor")
    public static let browser = ToolbarRoleValue(name: "browser")
    public static let navigationStack = ToolbarRoleValue(name: "navigationStack")
}


extension ContextMenu where MenuItems: View {
    /// A context menu as a value (`.contextMenu(ContextMenu { … })`, deprecated in iOS 16 and still
    /// in apps): menus are not laid out.
    public init(@ViewBuilder menuItems: () -> MenuItems) { self.init() }
}

extension PresentationBackgroundInteraction {
    /// Interaction with the view behind the sheet while it rests at `detent` or lower (iOS 16.4);
    /// sheets are not laid out, so nothing behind one is ever covered.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction { .enabled }
}
