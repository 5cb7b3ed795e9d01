// What is not shown: navigation paths and search placements compile and are never laid out.
import LayoutEngine

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

    /// The path in a form that can be saved (SwiftUI's `NavigationPath.codable`). The values
    /// pushed are not kept in it: a preview lays out the stack's root.
    public var codable: CodableRepresentation? { CodableRepresentation(count: count) }

    /// A path read back from its saved form: empty, as its values were not kept.
    public init(_ codable: CodableRepresentation) {}

    /// A saved navigation path (SwiftUI's `NavigationPath.CodableRepresentation`): how many values it had.
    public struct CodableRepresentation: Codable, Hashable, Sendable {
        let count: Int
    }
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
