// Containers the engine has no primitive for, as documented approximations built from its stacks,
// frames, paddings and scroll views: List, Form, Section, NavigationStack/NavigationView,
// NavigationLink, NavigationSplitView (collapsed, as on an iPhone), TabView, toolbars, and the lazy
// stacks. Apple documents the bar heights in UIKit terms only; each type's comment names its
// numbers. What is not approximated (UIKit representables) is unavailable with a message saying
// what to write instead.
// Grid and the lazy grids are engine primitives (Grid.swift, LazyGrids.swift).
import LayoutEngine

/// A view made of already built nodes.
func _nodesView(_ nodes: [ViewNode]) -> AnyView { AnyView(make: { _ in nodes }) }

// MARK: List, Form, Section

/// The list styles (SwiftUI's `ListStyle`); see `List` for the layout of each.
public enum _ListStyleKind: Hashable, Sendable { case automatic, insetGrouped, grouped, inset, plain, sidebar }

/// A list style value: `.listStyle(.plain)`.
public struct ListStyleValue: Hashable, Sendable {
    let kind: _ListStyleKind
    public static let automatic = ListStyleValue(kind: .automatic)
    public static let insetGrouped = ListStyleValue(kind: .insetGrouped)
    public static let grouped = ListStyleValue(kind: .grouped)
    public static let inset = ListStyleValue(kind: .inset)
    public static let plain = ListStyleValue(kind: .plain)
    public static let sidebar = ListStyleValue(kind: .sidebar)
}

extension View {
    /// Lays the `List`s inside out in `style` (see `List`).
    public func listStyle(_ style: ListStyleValue) -> some View {
        environmentChange { $0.listStyle = style.kind }
    }
}

/// Metrics of the list approximation (see `List`).
public enum ListMetrics {
    /// Each side of an inset-grouped section's card, to the list's edge.
    public static let cardInset: CGFloat = 16
    /// Each side of a row's content, to its card's (or the list's) edge.
    public static let rowInset: CGFloat = 16
    /// Above and below a row's content.
    public static let rowVerticalPadding: CGFloat = 6
    /// A row's minimum height (HIG: 44 × 44 points minimum hit target; UITableView's default row height).
    public static let minimumRowHeight: CGFloat = 44
    /// Above a grouped section without a header.
    public static let sectionSpacing: CGFloat = 35
    /// Above a grouped section's header, and between a header or footer and its card.
    public static let headerTop: CGFloat = 17
    public static let headerBottom: CGFloat = 7
}

/// One row: content padded by the row insets, at least 44 high, filling the width, leading-aligned.
func _listRow(_ node: ViewNode) -> ViewNode {
    let m = ListMetrics.self
    let padded = ViewNode(.padding(top: Double(m.rowVerticalPadding), leading: Double(m.rowInset),
                                   bottom: Double(m.rowVerticalPadding), trailing: Double(m.rowInset)), children: [node])
    return ViewNode(.flexibleFrame(minWidth: nil, idealWidth: nil, maxWidth: .infinity,
                                   minHeight: Double(m.minimumRowHeight), idealHeight: nil, maxHeight: nil,
                                   alignment: .leading), children: [padded])
}

/// Rows with separators between them (a divider inset like the rows' content), in a VStack of spacing 0;
/// in grouped styles on a rounded card inset from the list's edges.
func _listCard(_ rows: [ViewNode], grouped: Bool) -> ViewNode {
    var children: [ViewNode] = []
    for (index, row) in rows.enumerated() {
        if index > 0 {
            children.append(ViewNode(.padding(top: 0, leading: Double(ListMetrics.rowInset), bottom: 0, trailing: 0),
                                     children: [ViewNode(.divider)]))
        }
        children.append(_listRow(row))
    }
    let stack = ViewNode(.vstack(alignment: .leading, spacing: 0), children: children)
    guard grouped else { return stack }
    let card = ViewNode(.background(alignment: .center), children: [stack, ViewNode(.roundedRectangle(cornerRadius: 10))])
    let inset = Double(ListMetrics.cardInset)
    return ViewNode(.padding(top: 0, leading: inset, bottom: 0, trailing: inset), children: [card])
}

/// A header or footer, in the footnote font (as iOS draws them): leading-aligned, inset like the rows' content (plus the card's inset when grouped).
func _listSupplement(_ node: ViewNode, grouped: Bool, top: CGFloat, bottom: CGFloat) -> ViewNode {
    let leading = Double(ListMetrics.rowInset + (grouped ? ListMetrics.cardInset : 0))
    let footnote = Font.footnote.applied(to: node)
    let padded = ViewNode(.padding(top: Double(top), leading: leading, bottom: Double(bottom), trailing: leading), children: [footnote])
    return ViewNode(.flexibleFrame(minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil, idealHeight: nil,
                                   maxHeight: nil, alignment: .leading), children: [padded])
}

extension _ListStyleKind {
    /// Whether sections are cards (inset grouped), which is iOS's default for List and Form.
    var isGrouped: Bool {
        switch self {
        case .automatic, .insetGrouped, .grouped, .sidebar: return true
        case .plain, .inset: return false
        }
    }
}

/// The nodes of a list's content: sections as built, runs of loose rows as header-less sections,
/// all in a vertical scroll view.
func _listNodes<Content: View>(_ content: Content, builder: _TreeBuilder, style: _ListStyleKind) -> [ViewNode] {
    let saved = builder.environment
    builder.environment.inList = true
    builder.environment.listStyle = style
    let nodes = builder.nodes(content)
    builder.environment = saved
    var blocks: [ViewNode] = []
    var loose: [ViewNode] = []
    func flush() {
        guard !loose.isEmpty else { return }
        blocks.append(_section(header: nil, rows: loose, footer: nil, grouped: style.isGrouped))
        loose = []
    }
    for node in nodes {
        if builder.sectionNodes.contains(node) {
            flush()
            blocks.append(node)
        } else {
            loose.append(node)
        }
    }
    flush()
    return [ViewNode.scrollView(.vertical) { ViewNode(.vstack(alignment: .center, spacing: 0), children: blocks) }]
}

/// A section: header, card of rows, footer, in a leading VStack of spacing 0, with the section spacing above.
func _section(header: ViewNode?, rows: [ViewNode], footer: ViewNode?, grouped: Bool) -> ViewNode {
    var children: [ViewNode] = []
    if let header {
        children.append(_listSupplement(header, grouped: grouped, top: grouped ? ListMetrics.headerTop : 6,
                                        bottom: grouped ? ListMetrics.headerBottom : 6))
    }
    children.append(_listCard(rows, grouped: grouped))
    if let footer {
        children.append(_listSupplement(footer, grouped: grouped, top: ListMetrics.headerBottom, bottom: 0))
    }
    let stack = ViewNode(.vstack(alignment: .leading, spacing: 0), children: children)
    guard grouped, header == nil else { return stack }
    return ViewNode(.padding(top: Double(ListMetrics.sectionSpacing), leading: 0, bottom: 0, trailing: 0), children: [stack])
}

/// A scrolling list of rows (SwiftUI's `List`). Approximation of iOS's inset-grouped default:
/// a vertical `ScrollView` holding a `VStack(spacing: 0)` of sections (loose rows form header-less
/// sections). A row is its content padded 6 above and below and 16 on each side, at least 44 high
/// (`ListMetrics.minimumRowHeight`, the HIG's minimum hit target and UITableView's default row
/// height), filling the width, leading-aligned; rows are separated by a `Divider` inset 16. In the
/// grouped styles (automatic, insetGrouped, grouped, sidebar) a section's rows sit on a rounded card
/// inset 16 from each edge, and a section without a header has 35 points above it; a header has 17
/// above and 7 below it. `.plain` and `.inset` have no card and no section spacing. Every number is
/// an approximation chosen to resemble iOS 17 at the default Dynamic Type size (`ListMetrics`).
/// Headers and footers use the footnote font (not uppercased).
public struct List<SelectionValue: Hashable, Content: View>: _PrimitiveView {
    let content: Content

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        _listNodes(content, builder: builder, style: builder.environment.listStyle)
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }
}

extension List {
    public init(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> Content) { self.content = content() }

    /// Rows from identifiable data with a selection (one value or a set): the selection is not drawn.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }
}

/// A form of controls (SwiftUI's `Form`). Approximation: iOS draws a form as a grouped list, so it is
/// laid out as `List` in the inset-grouped style (see `List`), whatever `.listStyle` says.
public struct Form<Content: View>: _PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        _listNodes(content, builder: builder, style: .insetGrouped)
    }
}

/// Form styles (`.grouped`, `.columns`, `.automatic`); layout ignores them (see `Form`).
public struct FormStyleValue: Hashable, Sendable {
    let name: String
    public static let automatic = FormStyleValue(name: "automatic")
    public static let grouped = FormStyleValue(name: "grouped")
    public static let columns = FormStyleValue(name: "columns")
}

extension View {
    /// Ignored (see `Form`).
    public func formStyle(_ style: FormStyleValue) -> Self { self }
}

/// Rows under an optional header and footer (SwiftUI's `Section`). In a `List` or `Form` it is one
/// section of the list (see `List`); elsewhere its header, rows and footer join the enclosing
/// container, as in SwiftUI.
public struct Section<Parent: View, Content: View, Footer: View>: _PrimitiveView {
    let header: Parent?
    let content: Content
    let footer: Footer?

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        let headerNodes = header.map { builder.nodes($0) } ?? []
        let rows = builder.nodes(content)
        let footerNodes = footer.map { builder.nodes($0) } ?? []
        guard builder.environment.inList else { return headerNodes + rows + footerNodes }
        let grouped = builder.environment.listStyle.isGrouped
        let node = _section(header: headerNodes.isEmpty ? nil : builder.single(headerNodes), rows: rows,
                            footer: footerNodes.isEmpty ? nil : builder.single(footerNodes), grouped: grouped)
        builder.sectionNodes.append(node)
        return [node]
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        header = nil
        self.content = content()
        footer = nil
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        header = Text(titleKey)
        self.content = content()
        footer = nil
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        header = Text(title)
        self.content = content()
        footer = nil
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.header = header()
        self.content = content()
        footer = nil
    }

    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        footer = nil
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        header = nil
        self.content = content()
        self.footer = footer()
    }

    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        header = nil
        self.content = content()
        self.footer = footer
    }
}

extension Section {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }
}

/// Which edges show a list row separator (visual only).
public enum VerticalEdge: Hashable, Sendable {
    case top, bottom
    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

/// Visibility of bars, separators and indicators (SwiftUI's `Visibility`).
public enum Visibility: Hashable, Sendable, CaseIterable { case automatic, visible, hidden }

extension View {
    /// Ignored: rows use `ListMetrics` (approximation).
    public func listRowInsets(_ insets: EdgeInsets?) -> Self { self }
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Self { self }
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Self { self }
    public func listRowBackground<V: View>(_ view: V?) -> Self { self }
    public func listRowSpacing(_ spacing: CGFloat?) -> Self { self }
    public func listSectionSpacing(_ spacing: CGFloat) -> Self { self }
    public func scrollContentBackground(_ visibility: Visibility) -> Self { self }
    public func scrollIndicators(_ visibility: Visibility, axes: Axis.Set = [.vertical, .horizontal]) -> Self { self }
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> Self { self }
    public func headerProminence(_ prominence: Prominence) -> Self { self }
}

/// Keyboard dismissal in scroll views (visual only).
public enum ScrollDismissesKeyboardMode: Hashable, Sendable { case automatic, immediately, interactively, never }
/// Header prominence (visual only).
public enum Prominence: Hashable, Sendable { case standard, increased }

// MARK: Navigation

/// Navigation bar settings (SwiftUI's `NavigationBarItem`).
public enum NavigationBarItem {
    /// How the navigation title is displayed.
    public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}

/// Navigation bar heights of the approximation (see `NavigationStack`).
public enum NavigationBarMetrics {
    /// UIKit's standard navigation bar on iPhone (44 points).
    public static let inlineHeight: CGFloat = 44
    /// A navigation bar with a large title: the 44-point bar plus the 52-point large-title area.
    public static let largeTitleHeight: CGFloat = 96
}

/// A navigation container (SwiftUI's `NavigationStack`). Approximation: a `VStack(spacing: 0)` of
/// the navigation bar, drawn as a `Color` named `navigationBar`, and the root view in a frame that
/// takes the rest of the proposal (`.frame(maxWidth: .infinity, maxHeight: .infinity)`, centred as
/// SwiftUI centres a small root view). The bar is 96 high when the root view sets a
/// `navigationTitle` (large title, the default display mode at the root), 44 with
/// `.navigationBarTitleDisplayMode(.inline)` or without a title, and absent when hidden
/// (`.navigationBarHidden(true)`, `.toolbar(.hidden, for: .navigationBar)`); UIKit's bar heights,
/// see `NavigationBarMetrics`. Toolbar items are not laid out.
public struct NavigationStack<Content: View>: _PrimitiveView {
    let content: Content

    public init(@ViewBuilder root: () -> Content) { content = root() }
    public init<Path>(path: Binding<Path>, @ViewBuilder root: () -> Content) { content = root() }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { _navigationNodes(content, builder: builder) }
}

/// The navigation container before iOS 16 (SwiftUI's `NavigationView`): laid out as `NavigationStack`.
public struct NavigationView<Content: View>: _PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { _navigationNodes(content, builder: builder) }
}

func _navigationNodes<Content: View>(_ content: Content, builder: _TreeBuilder) -> [ViewNode] {
    let saved = builder.preferences
    builder.preferences = _BuildPreferences()
    let root = builder.node(content)
    let preferences = builder.preferences
    builder.preferences = saved
    let filled = ViewNode(.flexibleFrame(minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil,
                                         idealHeight: nil, maxHeight: .infinity, alignment: .center), children: [root])
    if preferences.navigationBarHidden { return [filled] }
    let large = preferences.hasTitle && preferences.titleDisplayMode != .inline
    let height = large ? NavigationBarMetrics.largeTitleHeight : NavigationBarMetrics.inlineHeight
    let bar = ViewNode(.frame(width: nil, height: Double(height), alignment: .center), children: [ViewNode(.color(name: "navigationBar"))])
    return [ViewNode(.vstack(alignment: .center, spacing: 0), children: [bar, filled])]
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

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        guard builder.environment.inList else { return builder.nodes(label) }
        return builder.nodes(HStack {
            label
            Spacer()
            Image(systemName: "chevron.right")
        })
    }
}

extension NavigationLink where Destination == EmptyView {
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { self.label = label() }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: Destination) { label = Text(titleKey) }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { label = Text(titleKey) }
}

extension NavigationLink where Label == Text, Destination == EmptyView {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) { label = Text(titleKey) }
}

/// Bars a toolbar modifier applies to (SwiftUI's `ToolbarPlacement`).
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

/// Where a toolbar item goes (SwiftUI's `ToolbarItemPlacement`); toolbar items are not laid out.
public struct ToolbarItemPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    public static let principal = ToolbarItemPlacement(name: "principal")
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
}

/// A toolbar item (SwiftUI's `ToolbarItem`): accepted; toolbars are not laid out.
public struct ToolbarItem<Content: View>: _PrimitiveView {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { [] }
}

/// A group of toolbar items (SwiftUI's `ToolbarItemGroup`): accepted; toolbars are not laid out.
public struct ToolbarItemGroup<Content: View>: _PrimitiveView {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { [] }
}

extension View {
    /// Records a title for the enclosing `NavigationStack`, whose bar becomes a large-title bar.
    public func navigationTitle(_ title: String) -> some View { preferenceChange { $0.hasTitle = true } }
    public func navigationTitle(_ title: LocalizedStringKey) -> some View { preferenceChange { $0.hasTitle = true } }
    public func navigationTitle(_ title: Text) -> some View { preferenceChange { $0.hasTitle = true } }
    /// Records the title display mode for the enclosing `NavigationStack` (see there).
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        preferenceChange { $0.titleDisplayMode = mode }
    }
    /// Hides the enclosing `NavigationStack`'s bar.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        preferenceChange { $0.navigationBarHidden = hidden }
    }
    /// `.toolbar(.hidden, for: .navigationBar)` hides the enclosing `NavigationStack`'s bar; other bars are ignored.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        preferenceChange { if bars.contains(.navigationBar) { $0.navigationBarHidden = visibility == .hidden } }
    }
    /// Ignored: toolbars are not laid out.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> Self { self }
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
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement, prompt: Text? = nil) -> Self { self }
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement, prompt: LocalizedStringKey) -> Self { self }
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey) -> Self { self }
    public func refreshable(action: @escaping @Sendable () async -> Void) -> Self { self }
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
    public func confirmationDialog<A: View>(_ title: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> Self { self }
    public func confirmationDialog<A: View>(_ title: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility,
                                            @ViewBuilder actions: () -> A) -> Self { self }
    public func confirmationDialog<A: View, M: View>(_ title: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> Self { self }
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
}

/// Toolbar roles (visual only).
public struct ToolbarRoleValue: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarRoleValue(name: "automatic")
    public static let editor = ToolbarRoleValue(name: "editor")
    public static let browser = ToolbarRoleValue(name: "browser")
    public static let navigationStack = ToolbarRoleValue(name: "navigationStack")
}

/// A horizontal edge (SwiftUI's `HorizontalEdge`).
public enum HorizontalEdge: Hashable, Sendable { case leading, trailing }

// MARK: TabView

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

/// Tab bar height of the approximation (see `TabView`): UIKit's `UITabBar` on iPhone, 49 points.
public enum TabBarMetrics {
    public static let height: CGFloat = 49
}

/// Tabs (SwiftUI's `TabView`). Approximation: a `VStack(spacing: 0)` of the first tab (the selected
/// one by default; a selection binding is not followed) in a frame taking the rest of the proposal,
/// and the tab bar, a `Color` named `tabBar` 49 high (UIKit's `UITabBar` on iPhone). With
/// `.tabViewStyle(.page)` there is no tab bar.
public struct TabView<SelectionValue: Hashable, Content: View>: _PrimitiveView {
    let content: Content

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) { self.content = content() }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        let paged = builder.environment.pagedTabView
        builder.environment.pagedTabView = false
        defer { builder.environment.pagedTabView = paged }
        let tabs = builder.nodes(content)
        let first = tabs.first ?? ViewNode(.emptyView)
        let filled = ViewNode(.flexibleFrame(minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil,
                                             idealHeight: nil, maxHeight: .infinity, alignment: .center), children: [first])
        if paged { return [filled] }
        let bar = ViewNode(.frame(width: nil, height: Double(TabBarMetrics.height), alignment: .center),
                           children: [ViewNode(.color(name: "tabBar"))])
        return [ViewNode(.vstack(alignment: .center, spacing: 0), children: [filled, bar])]
    }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// A tab of a `TabView` (SwiftUI's `Tab`, iOS 18): laid out as its content.
public struct Tab<Content: View>: View {
    let content: Content
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, systemImage: String, value: V, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public var body: some View { content }
}

// MARK: Lazy stacks

/// Views pinned while scrolling (visual only; SwiftUI's `PinnedScrollableViews`).
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A vertical stack that creates its views lazily (SwiftUI's `LazyVStack`). Approximation: laid out
/// as a `VStack` with the same alignment and spacing (laziness does not change the frames of views
/// that are built; SwiftUI's lazy stack also fills the proposed width, which this does not model).
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View { VStack(alignment: alignment, spacing: spacing) { content } }
}

/// A horizontal stack that creates its views lazily (SwiftUI's `LazyHStack`). Approximation: laid out
/// as an `HStack` with the same alignment and spacing (see `LazyVStack`).
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View { HStack(alignment: alignment, spacing: spacing) { content } }
}

// MARK: Split views

/// A column of a navigation split view (SwiftUI's `NavigationSplitViewColumn`).
public struct NavigationSplitViewColumn: Hashable, Sendable {
    let index: Int
    public static let sidebar = NavigationSplitViewColumn(index: 0)
    public static let content = NavigationSplitViewColumn(index: 1)
    public static let detail = NavigationSplitViewColumn(index: 2)
}

/// Which columns of a split view show in regular widths (SwiftUI's `NavigationSplitViewVisibility`);
/// a preview's iPhone is compact, where it changes nothing.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// A split view's style (SwiftUI's `NavigationSplitViewStyle`): regular widths only.
public struct NavigationSplitViewStyle: Sendable {
    public static let automatic = NavigationSplitViewStyle()
    public static let balanced = NavigationSplitViewStyle()
    public static let prominentDetail = NavigationSplitViewStyle()
}

/// Two or three columns side by side in regular widths (SwiftUI's `NavigationSplitView`). A preview's
/// iPhone is compact, where the split view "collapses into a single stack" [DOC
/// NavigationSplitViewColumn] showing one column on top — the sidebar, or the
/// `preferredCompactColumn` — so it is laid out as a `NavigationStack` of that column (its own
/// `.navigationTitle` sets the bar). A two-column split view has no content column: `.content`
/// shows the detail.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: _PrimitiveView {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let compactColumn: NavigationSplitViewColumn

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>? = nil,
                preferredCompactColumn: Binding<NavigationSplitViewColumn>? = nil,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        compactColumn = preferredCompactColumn?.wrappedValue ?? .sidebar
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, sidebar: () -> Sidebar,
                content: () -> Content, detail: () -> Detail) {
        self.init(columnVisibility: Optional(columnVisibility), preferredCompactColumn: nil,
                  sidebar: sidebar, content: content, detail: detail)
    }

    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, sidebar: () -> Sidebar,
                content: () -> Content, detail: () -> Detail) {
        self.init(columnVisibility: nil, preferredCompactColumn: Optional(preferredCompactColumn),
                  sidebar: sidebar, content: content, detail: detail)
    }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        switch compactColumn {
        case .sidebar: return _navigationNodes(sidebar, builder: builder)
        case .content: return content.map { _navigationNodes($0, builder: builder) } ?? _navigationNodes(detail, builder: builder)
        default: return _navigationNodes(detail, builder: builder)
        }
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Two columns: a sidebar and a detail.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>? = nil,
                preferredCompactColumn: Binding<NavigationSplitViewColumn>? = nil,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
        compactColumn = preferredCompactColumn?.wrappedValue ?? .sidebar
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, sidebar: () -> Sidebar, detail: () -> Detail) {
        self.init(columnVisibility: Optional(columnVisibility), preferredCompactColumn: nil, sidebar: sidebar, detail: detail)
    }

    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, sidebar: () -> Sidebar, detail: () -> Detail) {
        self.init(columnVisibility: nil, preferredCompactColumn: Optional(preferredCompactColumn), sidebar: sidebar, detail: detail)
    }
}

extension View {
    /// A split view's style: regular widths only, so nothing changes on the preview's iPhone.
    public func navigationSplitViewStyle(_ style: NavigationSplitViewStyle) -> Self { self }
    /// A column's width in regular widths: nothing changes on the preview's iPhone.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> Self { self }
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> Self { self }
}

// MARK: Not approximated

/// Not supported: a UIKit view has no layout layoutlab can know.
@available(*, unavailable, message: "UIKit views cannot be laid out by layoutlab; stand in a view of the size it would take, e.g. Color.gray.frame(height: 200)")
public protocol UIViewRepresentable: View {
    typealias Context = UIViewRepresentableContext<Self>
}

/// What a representable's methods are given (SwiftUI's `UIViewRepresentableContext`).
public struct UIViewRepresentableContext<Representable> {}

/// Not supported: a UIKit view controller has no layout layoutlab can know.
@available(*, unavailable, message: "UIKit view controllers cannot be laid out by layoutlab; stand in a view of the size it would take, e.g. Color.gray.frame(height: 200)")
public protocol UIViewControllerRepresentable: View {
    typealias Context = UIViewRepresentableContext<Self>
}

/// A navigation stack's path of pushed values (SwiftUI's `NavigationPath`). Previews lay out the
/// stack's root: the values are kept, never shown.
public struct NavigationPath {
    private var elements: [AnyHashable] = []

    public init() {}
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map { AnyHashable($0) } }

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}

/// Where a search field goes (SwiftUI's `SearchFieldPlacement`); the field is not laid out.
public struct SearchFieldPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement { .navigationBarDrawer }

    /// Whether the drawer's field always shows (SwiftUI's `SearchFieldPlacement.NavigationBarDrawerDisplayMode`).
    public enum NavigationBarDrawerDisplayMode: Hashable, Sendable { case automatic, always }
}

extension ForEach {
    /// Lets a list's rows be deleted (editing is not laid out).
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> Self { self }
    /// Lets a list's rows be moved (editing is not laid out).
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self { self }
}

extension View {
    public func deleteDisabled(_ isDisabled: Bool) -> Self { self }
    public func moveDisabled(_ isDisabled: Bool) -> Self { self }
}
