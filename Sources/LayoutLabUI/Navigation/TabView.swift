// TabView and Tab, as a documented approximation: the selected tab above a tab bar of the platform's
// height (the engine's `PlatformChrome`).
import LayoutEngine

/// Tab view styles: `.page` hides the tab bar (see `TabView`).
public struct TabViewStyleValue: Hashable, Sendable {
    let paged: Bool
    public static let automatic = TabViewStyleValue(paged: false)
    public static let page = TabViewStyleValue(paged: true)
    public static func page(indexDisplayMode: PageIndexDisplayMode) -> TabViewStyleValue { .page }

    /// Page indicator visibility (visual only).
    public enum PageIndexDisplayMode: Hashable, Sendable { case automatic, always, never }
}

extension View {
    /// `.page` lays the `TabView`s inside out without a tab bar.
    public func tabViewStyle(_ style: TabViewStyleValue) -> some View {
        environmentChange { $0.pagedTabView = style.paged }
    }
    /// Ignored: page indicators are drawn over the pages without changing their layout.
    public func indexViewStyle(_ style: IndexViewStyleValue) -> Self { self }
    /// Ignored: tab items are not drawn (see `TabView`).
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> Self { self }
    /// Ignored: badges are drawn over tabs and rows without changing their layout.
    public func badge(_ count: Int) -> Self { self }
    public func badge(_ label: Text?) -> Self { self }
    public func badge(_ key: LocalizedStringKey?) -> Self { self }
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> Self { self }
}

/// Page indicator styles (SwiftUI's `PageIndexViewStyle`); visual only.
public struct IndexViewStyleValue: Hashable, Sendable {
    let name: String
    public static let page = IndexViewStyleValue(name: "page")
    public static func page(backgroundDisplayMode: BackgroundDisplayMode) -> IndexViewStyleValue { page }

    /// When the indicator has a background (visual only).
    public enum BackgroundDisplayMode: Hashable, Sendable { case automatic, always, interactive, never }
}

/// The Edit/Done button of lists (SwiftUI's `EditButton`): laid out as `Button("Edit")`.
public struct EditButton: View {
    public init() {}
    public var body: some View { Button("Edit") {} }
}

/// Tabs (SwiftUI's `TabView`). Approximation: a `VStack(spacing: 0)` of the first tab (the selected
/// one by default; a selection binding is not followed) in a frame taking the rest of the proposal,
/// and the tab bar, a `Color` named `tabBar` in the engine's `.chrome` node: 49 high on iPhone (UIKit's
/// `UITabBar`), 24 on macOS, whose tabs are above the content (not modelled: the bar stays below).
/// With `.tabViewStyle(.page)` there is no tab bar, nor when a tab hides it
/// (`.toolbar(.hidden, for: .tabBar)`, as apps with a tab bar of their own write on their tabs;
/// approximation: on any tab, as the tabs are not told apart).
public struct TabView<SelectionValue: Hashable, Content: View>: _PrimitiveView {
    let content: Content

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) { self.content = content() }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        let paged = builder.environment.pagedTabView
        builder.environment.pagedTabView = false
        defer { builder.environment.pagedTabView = paged }
        let saved = builder.preferences
        builder.preferences.tabBarHidden = false
        let tabs = builder.nodes(content)
        let hidden = builder.preferences.tabBarHidden
        builder.preferences.tabBarHidden = saved.tabBarHidden
        let first = tabs.first ?? ViewNode(.emptyView)
        let filled = ViewNode(.flexibleFrame(minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil,
                                             idealHeight: nil, maxHeight: .infinity, alignment: .center), children: [first])
        if paged || hidden { return [filled] }
        let bar = ViewNode(.chrome(.tabBar), children: [ViewNode(.color(name: "tabBar"))])
        return [ViewNode(.vstack(alignment: .center, spacing: 0), children: [filled, bar])]
    }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// A tab of a `TabView` (SwiftUI's `Tab`, iOS 18): laid out as its content. Its value's type is
/// the `TabView`'s selection's, so `Tab("Home", systemImage: "house", value: .home)` finds `.home`
/// there (`TabContentBuilder`); a tab without a value is a `Tab<Never, …>`.
public struct Tab<Value: Hashable, Content: View>: View {
    let content: Content

    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil,
                @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole? = nil,
                @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole? = nil,
                                   @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A tab labelled by its content alone (`Tab(value: .search, role: .search) { … }`).
    public init(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init<Label: View>(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content,
                             @ViewBuilder label: () -> Label) {
        self.content = content()
    }

    public var body: some View { content }
}

extension Tab where Value == Never {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init(_ titleKey: LocalizedStringKey, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A tab with its content only, or labelled by its role alone (`Tab(role: .search) { … }`: the
    /// search tab's magnifier and title are the system's).
    public init(role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A tab with a label of the file's own.
    public init<Label: View>(role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
    }
}

/// A group of tabs under a heading (SwiftUI's `TabSection`, iOS 18: a sidebar's section on iPad):
/// on an iPhone its tabs are tabs of the `TabView` like the others, in order.
public struct TabSection<Header: View, Content: View, Footer: View, SelectionValue: Hashable>: _PrimitiveView, TabContent {
    let tabs: [AnyView]

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { tabs.flatMap { $0._makeNodes(builder) } }
}

extension TabSection where Header == Text, Content == _ViewList, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> [AnyView]) {
        tabs = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> [AnyView]) {
        tabs = content()
    }
}

/// The tabs of a `TabView(selection:)` (SwiftUI's `TabContentBuilder`, iOS 18): tabs whose values
/// are of the selection's type (an implicit member such as `.home` is found there), tabs without a
/// value, and `ForEach`es of tabs, in order.
@resultBuilder
public enum TabContentBuilder<TabValue: Hashable> {
    public static func buildExpression<Content: View>(_ tab: Tab<TabValue, Content>) -> [AnyView] { [AnyView(tab)] }
    /// A tab without a value (disfavoured: where the selection's type is `Never`, as in a section
    /// of a `TabView` without a selection, the overload above takes it).
    @_disfavoredOverload
    public static func buildExpression<Content: View>(_ tab: Tab<Never, Content>) -> [AnyView] { [AnyView(tab)] }
    public static func buildExpression<H, C, F>(_ section: TabSection<H, C, F, TabValue>) -> [AnyView] { [AnyView(section)] }
    public static func buildExpression<Data, ID, Content: View>(_ tabs: ForEach<Data, ID, Tab<TabValue, Content>>) -> [AnyView] {
        [AnyView(tabs)]
    }
    public static func buildBlock(_ parts: [AnyView]...) -> [AnyView] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [AnyView]?) -> [AnyView] { part ?? [] }
    public static func buildEither(first part: [AnyView]) -> [AnyView] { part }
    public static func buildEither(second part: [AnyView]) -> [AnyView] { part }
    public static func buildArray(_ parts: [[AnyView]]) -> [AnyView] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [AnyView]) -> [AnyView] { part }

    /// SwiftUI's type of what the builder makes; here a list of tabs.
    @available(*, unavailable, message: "layoutlab's tab builder makes a list of tabs; write the tabs inside TabView(selection:) { ... }")
    public struct Content {}
}

extension TabView where Content == _ViewList {
    /// `TabView(selection: $tab) { Tab("Home", systemImage: "house", value: .home) { … } }` (iOS 18):
    /// the tabs the builder made, in order, as a list of views.
    public init(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> [AnyView]) {
        self.content = _ViewList(content())
    }
}
