// Toolbar items: `.toolbar { ... }` with `ToolbarItem`, `ToolbarItemGroup` and bare views. A toolbar
// adds no node where it is written: its items are built there (in the environment of the view it
// modifies) and passed up as a preference, each with its placement, to the enclosing navigation
// container, whose bar lays them out (NavigationBarContent.swift). Outside a navigation container
// nothing shows them, as in SwiftUI on iOS.
import LayoutEngine

/// Bars a toolbar modifier applies to (SwiftUI's `ToolbarPlacement`).
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

/// Where a toolbar item goes (SwiftUI's `ToolbarItemPlacement`); `barSide` says where the
/// navigation bar draws it.
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
    /// The bottom bar's centre (iOS 14).
    public static let status = ToolbarItemPlacement(name: "status")

    /// Where an iPhone's navigation bar draws an item of this placement, nil where it draws none.
    /// [DOC ToolbarItemPlacement: `topBarLeading` / `navigationBarLeading` "the leading edge";
    /// `cancellationAction` and `navigation` "the leading edge of the navigation bar";
    /// `primaryAction` "the trailing edge of the navigation bar", `confirmationAction` "the same
    /// location as a primaryAction", `destructiveAction` "the trailing edge"; `principal` "the
    /// center of the navigation bar"; `automatic` is the trailing edge on iOS.] `secondaryAction`
    /// (documented for no iOS location) is drawn at the trailing edge too (a choice). The bottom
    /// bar's items (`bottomBar`, `status`) and the keyboard's are not drawn: a bottom toolbar
    /// would take height from the content, which this bar leaves as it is.
    var barSide: _BarSide? {
        switch name {
        case "topBarLeading", "navigationBarLeading", "cancellationAction", "navigation": return .leading
        case "principal": return .principal
        case "bottomBar", "status", "keyboard": return nil
        default: return .trailing
        }
    }
}

/// Where a navigation bar draws a toolbar item.
enum _BarSide: Hashable, Sendable { case leading, principal, trailing }

/// A toolbar item as its toolbar recorded it: its placement and the nodes of its views.
struct _ToolbarEntry {
    let placement: ToolbarItemPlacement
    let nodes: [ViewNode]
}

/// A toolbar item (SwiftUI's `ToolbarItem<ID, Content>`: `ID` is `()`, or `String` for an item
/// of a customizable toolbar): its content, recorded with its placement for the navigation bar
/// (it adds no node where it is written).
public struct ToolbarItem<ID, Content: View>: _PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        _recordToolbarItem(content, placement: placement, builder: builder)
        return []
    }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// A customizable toolbar's item (macOS, iPadOS), named by `id`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool = true,
                @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Space between toolbar items (iOS 26's `ToolbarSpacer`): accepted, not drawn (bars before
/// iOS 26 space their items alike).
public struct ToolbarSpacer: _PrimitiveView {
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {}
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { [] }
}

/// How wide a `ToolbarSpacer` is (SwiftUI's `SpacerSizing`).
public struct SpacerSizing: Hashable, Sendable {
    let name: String
    public static let flexible = SpacerSizing(name: "flexible")
    public static let fixed = SpacerSizing(name: "fixed")
}

/// A group of toolbar items (SwiftUI's `ToolbarItemGroup`): its views, recorded together with
/// their placement for the navigation bar, which spaces them as bar buttons.
public struct ToolbarItemGroup<Content: View>: _PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        _recordToolbarItem(content, placement: placement, builder: builder)
        return []
    }
}

/// Builds `content` as toolbar items of `placement` and records them for the navigation bar
/// (none when it has no views).
func _recordToolbarItem<Content: View>(_ content: Content, placement: ToolbarItemPlacement, builder: _TreeBuilder) {
    let nodes = _listItems(builder.nodes(content))
    guard !nodes.isEmpty else { return }
    builder.preferences.toolbarItems.append(_ToolbarEntry(placement: placement, nodes: nodes))
}

/// A view with its toolbar (`.toolbar { ... }`): the view's nodes; the toolbar's items are built
/// after it, in the toolbar's environment, and recorded for the navigation bar. A view written in
/// the toolbar as it is (`.toolbar { Button("Edit") {} }`) is an `.automatic` item, drawn at the
/// bar's trailing edge as iOS draws it.
struct _ToolbarView<Content: View, Items: View>: _PrimitiveView {
    let content: Content
    let items: Items

    func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        let nodes = builder.nodes(content)
        // Each part in turn, so bare views keep their place among the items written around them.
        let parts = (items as? _ViewList)?.parts ?? [AnyView(items)]
        for part in parts {
            let bare = _listItems(builder.nodes(part, changing: Self.toolbarEnvironment))
            if !bare.isEmpty { builder.preferences.toolbarItems.append(_ToolbarEntry(placement: .automatic, nodes: bare)) }
        }
        return nodes
    }

    /// The environment toolbar items are built in: bar buttons are tinted, and a `Label` shows its
    /// icon alone unless a label style says otherwise [DOC LabelStyle.titleAndIcon: containers
    /// may apply "a different default label style to their content, such as only showing icons
    /// within toolbars on macOS and iOS"]. They are not a list's rows, whatever the view is in.
    static func toolbarEnvironment(_ environment: inout _BuildEnvironment) {
        environment.tintsControls = true
        if environment.labelStyle == nil { environment.labelStyle = { AnyView(IconOnlyLabelStyle().makeBody(configuration: $0)) } }
        environment.inList = false
        environment.inListRow = false
        environment.inLazyGrid = false
    }
}

extension View {
    /// The toolbar's items, drawn in the enclosing navigation container's bar by their placement
    /// (see `ToolbarItemPlacement.barSide`); the view itself is laid out as it is.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        _ToolbarView(content: self, items: content())
    }
}
