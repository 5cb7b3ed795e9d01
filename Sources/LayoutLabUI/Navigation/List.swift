// List, Form and Section, as documented approximations built from the engine's stacks, frames,
// paddings and scroll views: rows in cards, grouped insets and section headers and footers as on
// iOS. The lengths are the platform's, in the engine's `PlatformChrome` table (`ListChrome` parts).
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

/// One row: content padded by the row insets, at least the platform's row height (44 on iPhone),
/// filling the width, leading-aligned.
func _listRow(_ node: ViewNode, ownInsets: Bool = false) -> ViewNode {
    if ownInsets { return ViewNode(.listChrome(.rowFrame), children: [node]) }
    return ViewNode(.listChrome(.rowFrame), children: [ViewNode(.listChrome(.rowInsets), children: [node])])
}

/// What list-row modifiers said of the rows built, for the `List` or `Section` holding them.
struct _ListRowMarks {
    /// Rows that bring their own insets (`listRowInsets`): the list pads them no more.
    var ownInsets: Set<ViewNode> = []
    /// Rows whose separators are hidden (`listRowSeparator(.hidden, edges:)`), with the edges.
    var hiddenSeparators: [ViewNode: VerticalEdge.Set] = [:]

    /// The edges of `row` whose separators are hidden: marked on the row or on the view a row's
    /// modifiers wrap (each node with one child, down to the marked one).
    func hiddenSeparatorEdges(of row: ViewNode) -> VerticalEdge.Set {
        guard !hiddenSeparators.isEmpty else { return [] }
        var node = row
        while true {
            if let edges = hiddenSeparators[node] { return edges }
            guard node.children.count == 1 else { return [] }
            node = node.children[0]
        }
    }
}

/// Rows with separators between them, in a VStack of spacing 0; in the inset grouped styles on a
/// rounded card inset from the list's edges. A row with a row below holds the separator between
/// them (a `listRow` node: the separator starts at the row's text, or in line with the rows'
/// content without one). A separator is left out where the row above hides its bottom one or the
/// row below its top one (`listRowSeparator`).
func _listCard(_ rows: [ViewNode], card: Bool, marks: _ListRowMarks = _ListRowMarks()) -> ViewNode {
    let items = _listItems(rows)
    let hidden = items.map { marks.hiddenSeparatorEdges(of: $0) }
    var children: [ViewNode] = []
    for (index, row) in items.enumerated() {
        // Only a padding can be a row that brings its own insets (hashing a row walks it).
        let own: Bool
        if case .padding = row.kind { own = marks.ownInsets.contains(row) } else { own = false }
        let built = _listRow(row, ownInsets: own)
        let separated = index + 1 < items.count && !hidden[index].contains(.bottom) && !hidden[index + 1].contains(.top)
        children.append(separated ? ViewNode(.listRow, children: [built, ViewNode(.divider)]) : built)
    }
    let stack = ViewNode(.vstack(alignment: .leading, spacing: 0), children: children)
    guard card else { return stack }
    let card = ViewNode(.background(alignment: .center), children: [stack, ViewNode(.roundedRectangle(cornerRadius: 10))])
    return ViewNode(.listChrome(.cardInsets), children: [card])
}

/// The items of a list's content: a `Group`'s views are items of their own (a Group is a list of
/// views, not a view [DOC `Group`: "Use a group to collect multiple views into a single instance,
/// without affecting the layout of those views"]: each of its views is a row), and an `EmptyView`
/// is none. A Group with modifiers is one node (its modifier's) and stays one row.
func _listItems(_ nodes: [ViewNode]) -> [ViewNode] {
    guard nodes.contains(where: { ($0.kind == .group && $0.label == nil) || $0.kind == .emptyView }) else { return nodes }
    return nodes.flatMap { node -> [ViewNode] in
        if node.kind == .group && node.label == nil { return _listItems(node.children) }
        return node.kind == .emptyView ? [] : [node]
    }
}

/// A header or footer, in the footnote font (as iOS draws them): leading-aligned, inset like the
/// rows' content (plus the card's inset when grouped), by the platform's insets for `part`.
func _listSupplement(_ node: ViewNode, part: ListChrome) -> ViewNode {
    let footnote = Font.footnote.applied(to: node)
    let padded = ViewNode(.listChrome(part), children: [footnote])
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

    /// Whether a section's rows sit on a rounded card inset from the list's edges: every grouped
    /// style but `.grouped`, whose rows span the list's width [DOC GroupedListStyle; iOS draws its
    /// sections edge to edge, with the grouped headers and spacing].
    var hasCards: Bool { isGrouped && self != .grouped }
}

/// The nodes of a list's content: sections as built, runs of loose rows as header-less sections,
/// all in a vertical scroll view.
func _listNodes<Content: View>(_ content: Content, builder: _TreeBuilder, style: _ListStyleKind) -> [ViewNode] {
    let nodes = builder.nodes(content) {
        $0.inList = true
        $0.inListRow = false
        $0.listStyle = style
    }
    var blocks: [ViewNode] = []
    var loose: [ViewNode] = []
    func flush() {
        guard !loose.isEmpty else { return }
        blocks.append(_section(header: nil, rows: loose, footer: nil, grouped: style.isGrouped, cards: style.hasCards,
                               marks: builder.rowMarks))
        loose = []
    }
    for node in _listItems(nodes) {
        if _isSection(node, builder: builder) {
            flush()
            blocks.append(node)
        } else {
            loose.append(node)
        }
    }
    flush()
    let rows = ViewNode(.vstack(alignment: .center, spacing: 0), children: blocks)
    // Rows fill the width, so a list is as wide as it is offered; one without rows still is (iOS
    // draws an empty list's background over all of it): its scroll view holds a frame as wide as
    // offered, and it fills the height it is offered.
    guard blocks.isEmpty else { return [ViewNode.scrollView(.vertical) { rows }.clippingScrolledContent()] }
    let filling = ViewNode(.flexibleFrame(minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil, idealHeight: nil,
                                          maxHeight: nil, alignment: .top), children: [rows])
    return [ViewNode(.flexibleFrame(minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil, idealHeight: nil,
                                    maxHeight: .infinity, alignment: .center), children: [ViewNode.scrollView(.vertical) { filling }.clippingScrolledContent()])]
}

/// Whether `node` is a section, or a section inside modifiers (`Section { … }.font(.caption)`):
/// a block of its own, not a row to put on a card.
func _isSection(_ node: ViewNode, builder: _TreeBuilder) -> Bool {
    var current = node
    while true {
        if builder.sectionNodes.contains(current) { return true }
        guard current.kind.isModifier, let content = current.children.first else { return false }
        current = content
    }
}

/// A section: header, card of rows, footer, in a leading VStack of spacing 0, with the section spacing above.
func _section(header: ViewNode?, rows: [ViewNode], footer: ViewNode?, grouped: Bool, cards: Bool,
              marks: _ListRowMarks = _ListRowMarks()) -> ViewNode {
    var children: [ViewNode] = []
    if let header {
        // A grouped list without cards (`.grouped`) has its headers in line with its rows.
        children.append(_listSupplement(header, part: grouped ? (cards ? .groupedHeader : .groupedEdgeHeader) : .plainHeader))
    }
    children.append(_listCard(rows, card: cards, marks: marks))
    if let footer {
        children.append(_listSupplement(footer, part: grouped && cards ? .groupedFooter : .plainFooter))
    }
    let stack = ViewNode(.vstack(alignment: .leading, spacing: 0), children: children)
    guard grouped, header == nil else { return stack }
    return ViewNode(.listChrome(.sectionSpacing), children: [stack])
}

/// A scrolling list of rows (SwiftUI's `List`). Approximation of iOS's inset-grouped default:
/// a vertical `ScrollView` holding a `VStack(spacing: 0)` of sections (loose rows form header-less
/// sections). A row is its content padded 6 above and below and 16 on each side, at least 44 high
/// (`ListMetrics.minimumRowHeight`, the HIG's minimum hit target and UITableView's default row
/// height), filling the width, leading-aligned; rows are separated by a `Divider` inset 16. In the
/// grouped styles (automatic, insetGrouped, grouped, sidebar) a section without a header has 35
/// points above it, a header has 17 above and 7 below it, and a section's rows sit on a rounded card
/// inset 16 from each edge (not in `.grouped`: its rows span the width). `.plain` and `.inset` have no card and no section spacing. Every number is
/// an approximation chosen to resemble iOS 17 at the default Dynamic Type size; the numbers are the
/// engine's `PlatformChrome` table's (`ListChrome`), so `platform=macos` changes them.
/// Headers and footers use the footnote font (not uppercased). A section with no rows, header or
/// footer is not drawn.
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

    /// An outline list (`List(items, children: \.children)`): the top-level rows, collapsed, as
    /// an outline starts; their disclosure indicators are not drawn.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// An outline list with explicit identity (see `init(_:children:rowContent:)`).
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
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
    /// False for a collapsed section (iOS 17's `isExpanded:`): its header alone.
    var expanded = true

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        let grouped = builder.environment.listStyle.isGrouped
        let headerNodes: [ViewNode] = header.map { header -> [ViewNode] in
            // A grouped list's section headers are uppercased (iOS 14–18; `.textCase(nil)` inside keeps the case).
            guard builder.environment.inList && !builder.environment.inListRow && grouped && !builder.environment.textCaseSet else {
                return builder.nodes(header)
            }
            return builder.nodes(header) { $0.textCase = .uppercase }
        } ?? []
        let rows = expanded ? builder.nodes(content) : []
        let footerNodes = footer.map { builder.nodes($0) } ?? []
        // In a lazy grid, the grid lays out the header and footer across it (a group elsewhere).
        if builder.environment.inLazyGrid && !builder.environment.inList && !(headerNodes.isEmpty && footerNodes.isEmpty) {
            let node = ViewNode(.group, children: headerNodes + rows + footerNodes)
            builder.gridSections.append((node, headerNodes.count, footerNodes.count))
            return [node]
        }
        // A Section inside a row's stack (`NavigationLink { ProfileSection() }`) is content of the row.
        guard builder.environment.inList && !builder.environment.inListRow else { return headerNodes + rows + footerNodes }
        // A section with nothing in it (no rows, header or footer: a `ForEach` of no data) is not
        // drawn, and takes no section spacing.
        if headerNodes.isEmpty && footerNodes.isEmpty && _listItems(rows).isEmpty { return [] }
        let node = _section(header: headerNodes.isEmpty ? nil : builder.single(headerNodes), rows: rows,
                            footer: footerNodes.isEmpty ? nil : builder.single(footerNodes), grouped: grouped,
                            cards: builder.environment.listStyle.hasCards, marks: builder.rowMarks)
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

    /// A collapsible section (iOS 17): while `isExpanded` is false, its header alone.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(titleKey, content: content)
        expanded = isExpanded.wrappedValue
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(title, content: content)
        expanded = isExpanded.wrappedValue
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

    /// A collapsible section (iOS 17): while `isExpanded` is false, its header alone.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header)
        expanded = isExpanded.wrappedValue
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

extension View {
    /// A list row's insets instead of the platform's (`ListChrome.rowInsets`); nil keeps them
    /// [DOC `listRowInsets(_:)`]: the row is padded by them, still at least a row high.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        _ModifiedView(content: self) { node, builder in
            guard let insets, builder.environment.inList else { return node }
            let padded = ViewNode(.padding(top: Double(insets.top), leading: Double(insets.leading),
                                           bottom: Double(insets.bottom), trailing: Double(insets.trailing)), children: [node])
            builder.rowMarks.ownInsets.insert(padded)
            return padded
        }
    }
    /// Hides this row's separators on `edges` (`.hidden`): the list leaves out the dividers
    /// above and below it [DOC `listRowSeparator(_:edges:)`]. Adds no node.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        _ModifiedView(content: self) { node, builder in
            guard visibility == .hidden, builder.environment.inList else { return node }
            builder.rowMarks.hiddenSeparators[node, default: []].formUnion(edges)
            return node
        }
    }
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Self { self }
    public func listRowBackground<V: View>(_ view: V?) -> Self { self }
    public func listRowSpacing(_ spacing: CGFloat?) -> Self { self }
    /// Ignored: sections are the platform's distance apart (`ListChrome`, approximation).
    public func listSectionSpacing(_ spacing: CGFloat) -> Self { self }
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> Self { self }
    public func scrollContentBackground(_ visibility: Visibility) -> Self { self }
    /// Shows or hides scroll indicators (`.never`, iOS 16's `ScrollIndicatorVisibility`); no effect on layout.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> Self { self }
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> Self { self }
    public func headerProminence(_ prominence: Prominence) -> Self { self }
}

/// Keyboard dismissal in scroll views (visual only).
public enum ScrollDismissesKeyboardMode: Hashable, Sendable { case automatic, immediately, interactively, never }
/// Header prominence (visual only).
public enum Prominence: Hashable, Sendable { case standard, increased }

// Rows from a binding to a collection, each row given a binding to its element (`List($items,
// id: \.name, editActions: .all, selection: $selected) { $item in … }`): laid out as the rows of
// the collection's values; editing and the selection are not drawn.
extension List where SelectionValue == Never {
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data> = [],
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<Binding<Data>, ID, RowContent> {
        content = ForEach(data, id: (\Binding<Data.Element>.wrappedValue).appending(path: id), content: rowContent)
    }

    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<Binding<Data>, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }
}

extension List {
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data> = [],
        selection: Binding<SelectionValue?>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<Binding<Data>, ID, RowContent> {
        content = ForEach(data, id: (\Binding<Data.Element>.wrappedValue).appending(path: id), content: rowContent)
    }

    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data> = [],
        selection: Binding<SelectionValue?>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<Binding<Data>, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }
}
