// Toolbar items: `.toolbar { ... }` with `ToolbarItem`, `ToolbarItemGroup` and bare views, and
// where they go (`ToolbarItemPlacement`). Toolbars are not laid out.
import LayoutEngine

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
    /// The bottom bar's centre (iOS 14).
    public static let status = ToolbarItemPlacement(name: "status")
}

/// A toolbar item (SwiftUI's `ToolbarItem<ID, Content>`: `ID` is `()`, or `String` for an item
/// of a customizable toolbar): accepted; toolbars are not laid out.
public struct ToolbarItem<ID, Content: View>: _PrimitiveView {
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { [] }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

extension ToolbarItem where ID == String {
    /// A customizable toolbar's item (macOS, iPadOS), named by `id`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool = true,
                @ViewBuilder content: () -> Content) {}
}

/// Space between toolbar items (iOS 26's `ToolbarSpacer`): accepted; toolbars are not laid out.
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

/// A group of toolbar items (SwiftUI's `ToolbarItemGroup`): accepted; toolbars are not laid out.
public struct ToolbarItemGroup<Content: View>: _PrimitiveView {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { [] }
}

extension View {
    /// Ignored: toolbars are not laid out.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> Self { self }
}
