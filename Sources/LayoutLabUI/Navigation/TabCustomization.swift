// iOS 18's tab customisation: the tabs and sections people reorder or hide in an iPad's sidebar
// (`TabViewCustomization`, kept in `@AppStorage` or `@SceneStorage`), and the modifiers that name
// them (`Tab.customizationID(_:)`, a section's `customizationBehavior(_:for:)`, ...). On an iPhone
// the tab bar shows the tabs in order, as written: a customisation changes what the sidebar shows,
// not the layout here. A customisation keeps what code sets in it.
import Foundation

/// What people changed in a tab view's sidebar (SwiftUI's `TabViewCustomization`): each tab's
/// visibility, by customisation ID, and sections' tab orders. Codable, as SwiftUI declares it, so
/// `@AppStorage` keeps it.
public struct TabViewCustomization: Equatable, Sendable, Codable {
    var visibilities: [String: Visibility] = [:]
    var sectionOrders: [String: [String]] = [:]

    public init() {}

    /// The sidebar visibility of the tab with customisation ID `id` (`.automatic` unless set).
    public subscript(sidebarVisibility id: String) -> Visibility {
        get { visibilities[id] ?? .automatic }
        set { visibilities[id] = newValue == .automatic ? nil : newValue }
    }

    /// The order people gave the tabs of section `id`, by customisation ID (nil: as written).
    public subscript(sectionID id: String) -> [String]? { sectionOrders[id] }

    /// Forgets every visibility set.
    public mutating func resetVisibility() { visibilities = [:] }
    /// Forgets the order of section `sectionID`.
    public mutating func resetSectionOrder(for sectionID: String) { sectionOrders[sectionID] = nil }
    /// Forgets every section's order.
    public mutating func resetSectionOrder() { sectionOrders = [:] }

    private enum CodingKeys: String, CodingKey { case sidebarVisibility, sectionOrder }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(visibilities.mapValues { $0 == .visible ? "visible" : "hidden" }, forKey: .sidebarVisibility)
        try container.encode(sectionOrders, forKey: .sectionOrder)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let names = try container.decodeIfPresent([String: String].self, forKey: .sidebarVisibility) ?? [:]
        visibilities = names.mapValues { $0 == "visible" ? .visible : .hidden }
        sectionOrders = try container.decodeIfPresent([String: [String]].self, forKey: .sectionOrder) ?? [:]
    }
}

extension AppStorage where Value == TabViewCustomization {
    /// `@AppStorage("tabs") var customization: TabViewCustomization`: an empty customisation
    /// unless one is given (SwiftUI's initializer for it).
    public init(wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil) {
        box = State(wrappedValue: wrappedValue)
    }
}

extension SceneStorage where Value == TabViewCustomization {
    /// `@SceneStorage("tabs") var customization: TabViewCustomization`, as for `@AppStorage`.
    public init(wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil) {
        box = State(wrappedValue: wrappedValue)
    }
}

extension Tab {
    /// Names the tab in a customisation (drawing only: see the file header).
    public func customizationID(_ id: String) -> Self { self }
    /// Whether people may hide or move the tab in `placements` (drawing only).
    public func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...) -> Self {
        self
    }
    /// The tab's visibility in `placements` before anyone customises it (drawing only).
    public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> Self { self }
}

extension TabSection {
    /// Names the section in a customisation (drawing only: see the file header).
    public func customizationID(_ id: String) -> Self { self }
    /// Whether people may hide or reorder the section in `placements` (drawing only).
    public func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...) -> Self {
        self
    }
    /// The section's visibility in `placements` before anyone customises it (drawing only).
    public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> Self { self }
    /// Buttons beside the section's header in the sidebar (drawing only: an iPhone has no sidebar).
    public func sectionActions<Actions: View>(@ViewBuilder content: () -> Actions) -> Self { self }
}
