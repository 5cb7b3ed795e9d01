// Toolbar content as view files declare it: `struct Items: ToolbarContent` with a
// `@ToolbarContentBuilder` body. Toolbar items are built as views and drawn by the navigation bar
// (see `ToolbarItem`), so toolbar content is a kind of view here and its builder is `ViewBuilder`.
import LayoutEngine

/// Toolbar content (SwiftUI's `ToolbarContent`): a view here, whose toolbar items record themselves
/// for the navigation bar.
public protocol ToolbarContent: View {}

/// Toolbar content the user may customise (SwiftUI's `CustomizableToolbarContent`).
public protocol CustomizableToolbarContent: ToolbarContent {}

/// Builds toolbar content (SwiftUI's `ToolbarContentBuilder`): `ViewBuilder`, as toolbar content is a view here.
public typealias ToolbarContentBuilder = ViewBuilder

extension ToolbarItem: CustomizableToolbarContent {}
extension ToolbarItemGroup: CustomizableToolbarContent {}
extension _ViewList: CustomizableToolbarContent {}
/// A builder block's item with its place: toolbar content when it holds some (a view generic over
/// `ToolbarContent` and filled by a `@ToolbarContentBuilder` closure gets one).
extension _Located: ToolbarContent, CustomizableToolbarContent {}
extension EmptyView: CustomizableToolbarContent {}
extension AnyView: CustomizableToolbarContent {}
extension Optional: ToolbarContent, CustomizableToolbarContent where Wrapped: View {}
extension Group: ToolbarContent, CustomizableToolbarContent {}
extension ForEach: ToolbarContent, CustomizableToolbarContent {}
