// iOS 18's tab customisation (iOS18-Features' NewTabViewExample): a `TabViewCustomization` kept in
// `@AppStorage`, tabs and sections named by customisation ID, and the customisation given to the
// TabView. On an iPhone the tabs stay as written, so layout is the TabView's.
import Foundation
import LayoutLabUI
import Testing

/// NewTabViewExample's shape: customisable tabs and a section.
private struct Tabs: View {
    @AppStorage("tabs") private var customization: TabViewCustomization
    var body: some View {
        TabView {
            Tab("A", systemImage: "a.circle") { Text("A").id("a") }.customizationID("a")
            TabSection("More") {
                Tab("B", systemImage: "b.circle") { Text("B") }.customizationID("b")
                    .customizationBehavior(.reorderable, for: .sidebar, .tabBar)
                    .defaultVisibility(.hidden, for: .tabBar)
            }
            .customizationID("more")
            .customizationBehavior(.disabled, for: .sidebar)
            .sectionActions { Button("Add") {} }
        }
        .tabViewCustomization($customization)
        .id("tabs")
    }
}

@Suite("Tab customisation")
struct TabCustomizationTests {
    /// The customisations change an iPad's sidebar, not an iPhone's tab bar: the TabView is the
    /// first tab above the 49-point tab bar (TabView.swift), so "A" (11.33 × 20.33 at 17 pt) is
    /// centred in the 390 × 795 above the bar, at ((390 − 11.33) / 2, (795 − 20.33) / 2).
    @Test("customisable tabs lay out as the TabView's tabs")
    func layout() {
        let result = LayoutLab.layout(Tabs(), in: ProposedViewSize(width: 390, height: 844))
        expectFrame(result, "tabs", CGRect(x: 0, y: 0, width: 390, height: 844))
        expectFrame(result, "a", CGRect(x: 189.33, y: 387.33, width: 11.33, height: 20.33))
    }

    /// `TabViewCustomization` is Equatable and Codable, with a tab's sidebar visibility by ID
    /// (`.automatic` unless set), sections' orders, and resets [SwiftUI's interface, iOS 18].
    @Test("TabViewCustomization keeps visibilities and survives encoding")
    func customization() throws {
        var customization = TabViewCustomization()
        #expect(customization[sidebarVisibility: "a"] == .automatic && customization[sectionID: "more"] == nil)
        customization[sidebarVisibility: "a"] = .hidden
        customization[sidebarVisibility: "b"] = .visible
        let data = try JSONEncoder().encode(customization)
        let decoded = try JSONDecoder().decode(TabViewCustomization.self, from: data)
        #expect(decoded == customization && decoded[sidebarVisibility: "a"] == .hidden)
        customization.resetVisibility()
        #expect(customization == TabViewCustomization())
    }
}
