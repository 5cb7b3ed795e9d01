// NavigationSplitView laid out collapsed, as on an iPhone: a NavigationStack of the sidebar, or of
// the preferred compact column.
import LayoutEngine

/// A column of a navigation split view (SwiftUI's `NavigationSplitViewColumn`).
public struct NavigationSplitViewColumn: Hashable, Sendable {
    let index: Int
    public static let sidebar = NavigationSplitViewColumn(index: 0)
    public static let content = NavigationSplitViewColumn(index: 1)
    public static let detail = NavigationSplitViewColumn(index: 2)
}

/// Which columns of a split view show in regular widths (SwiftUI's `NavigationSplitViewVisibility`);
/// a preview's iPhone is compact, where it changes nothing. Codable, as in SwiftUI (an app saves a
/// navigation model holding it): written as its name (`"all"`), since SwiftUI's own encoding is
/// not published.
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
    let name: String
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")

    init(name: String) { self.name = name }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard [Self.automatic, .all, .doubleColumn, .detailOnly].contains(where: { $0.name == name }) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "no split view visibility named \(name)")
        }
        self.name = name
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
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
