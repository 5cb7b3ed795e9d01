// Xcode library declarations (DeveloperToolsSupport, iOS 14+, which `import SwiftUI` brings in):
// a `LibraryContentProvider` lists the app's views (`views`) and modifiers (`modifiers(base:)`) as
// `LibraryItem`s for Xcode's library and code completion. Xcode reads them from the source; nothing
// runs them, so here they compile and do nothing: a provider is not a view, lays nothing out and
// makes no experiment, and an item never evaluates its snippet (an autoclosure, as in Apple's
// declaration `init(_ snippet: @autoclosure () -> SnippetExpressionType, ...)`).

/// A source of Xcode library items (DeveloperToolsSupport's `LibraryContentProvider`): inert.
/// Both requirements have empty defaults and take `@LibraryContentBuilder`, which a conforming
/// type's implementation infers, as Apple's documentation says.
public protocol LibraryContentProvider {
    /// The type `modifiers(base:)` applies modifiers to (`Any` unless the provider names one).
    associatedtype ModifierBase = Any
    /// The views to add to the library.
    @LibraryContentBuilder var views: [LibraryItem] { get }
    /// The modifiers to add to the library, applied to `base`.
    @LibraryContentBuilder func modifiers(base: ModifierBase) -> [LibraryItem]
}

extension LibraryContentProvider {
    /// No views.
    public var views: [LibraryItem] { [] }
    /// No modifiers.
    public func modifiers(base: ModifierBase) -> [LibraryItem] { [] }
}

/// One entry of the Xcode library (DeveloperToolsSupport's `LibraryItem`): its title, category and
/// options are kept; its snippet is never evaluated.
public struct LibraryItem {
    /// A kind of library item (DeveloperToolsSupport's `LibraryItem.Category`).
    public struct Category: Hashable, Sendable {
        let name: String
        /// Controls, such as buttons and menus.
        public static let control = Category(name: "control")
        /// Effects, such as opacity and saturation modifiers.
        public static let effect = Category(name: "effect")
        /// Layout, such as stacks and frame modifiers.
        public static let layout = Category(name: "layout")
        /// Anything else (an item's category when it names none).
        public static let other = Category(name: "other")
    }

    /// Whether the item shows in the library (false: code completion only).
    public let visible: Bool
    /// The item's title in the library (nil: Xcode makes one).
    public let title: String?
    /// The item's category.
    public let category: Category
    /// The overload whose completion the item offers.
    public let matchingSignature: String?

    /// An item inserting `snippet`, which is not evaluated (see the file header).
    public init<SnippetExpressionType>(_ snippet: @autoclosure () -> SnippetExpressionType, visible: Bool = true,
                                       title: String? = nil, category: Category = .other, matchingSignature: String? = nil) {
        self.visible = visible
        self.title = title
        self.category = category
        self.matchingSignature = matchingSignature
    }
}

/// Builds an array of library items from a block of them (DeveloperToolsSupport's
/// `LibraryContentBuilder`).
@resultBuilder
public struct LibraryContentBuilder {
    /// The items of a block, in order.
    public static func buildBlock(_ segments: [LibraryItem]...) -> [LibraryItem] { segments.flatMap { $0 } }
    /// One item.
    public static func buildExpression(_ item: LibraryItem) -> [LibraryItem] { [item] }
    /// Several items.
    public static func buildExpression(_ items: [LibraryItem]) -> [LibraryItem] { items }
}
