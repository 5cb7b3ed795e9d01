// API a tutorial app (DesignCode, iOS 14) uses that this library lacked: Xcode library
// declarations (`LibraryContentProvider`) and a widget configured with a SiriKit intent
// (`IntentTimelineProvider`, `IntentConfiguration`).
import Foundation
import LayoutLabUI
import Testing

/// DesignCode's close button, which its library provider publishes.
private struct CloseButton: View {
    var body: some View { Color.gray.frame(width: 36, height: 36).id("close") }
}

extension View {
    /// DesignCode's card modifier, which its library provider publishes.
    fileprivate func cardStyle(color: Color, cornerRadius: CGFloat) -> some View {
        background(color).clipShape(RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
    }
}

/// Counts the snippets an item evaluates (none should be).
private final class SnippetCounter {
    var made = 0
    func button() -> CloseButton {
        made += 1
        return CloseButton()
    }
}

/// DesignCode's `LibraryContent`, as written (the builder attribute on both requirements).
private struct LibraryContent: LibraryContentProvider {
    let counter: SnippetCounter

    @LibraryContentBuilder
    var views: [LibraryItem] {
        LibraryItem(counter.button(), title: "Close Button View", category: .control)
    }

    @LibraryContentBuilder
    func modifiers(base: Image) -> [LibraryItem] {
        LibraryItem(base.cardStyle(color: Color.blue, cornerRadius: 22), title: "Card Style", category: .effect)
    }
}

/// A provider of views only, the builder inferred from the protocol (Apple's documented form).
private struct ViewsOnly: LibraryContentProvider {
    var views: [LibraryItem] {
        LibraryItem(CloseButton())
        LibraryItem(CloseButton(), visible: false, matchingSignature: "closebutton")
    }
}

// MARK: Intent widgets

/// Xcode's generated configuration intent, as a widget made before App Intents has it.
private final class ConfigurationIntent: INIntent, @unchecked Sendable {
    var city: String?
}

private struct CityEntry: TimelineEntry {
    let date: Date
    let configuration: ConfigurationIntent
}

/// DesignCode's provider: five entries an hour apart, each with the configured intent.
private struct CityProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> CityEntry { CityEntry(date: Date(), configuration: ConfigurationIntent()) }
    func getSnapshot(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (CityEntry) -> Void) {
        completion(CityEntry(date: Date(), configuration: configuration))
    }
    func getTimeline(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        let entries = (0..<5).map { CityEntry(date: Date(timeIntervalSince1970: Double($0) * 3600), configuration: configuration) }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

private struct CityWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "City", intent: ConfigurationIntent.self, provider: CityProvider()) { entry in
            Color.green.frame(width: entry.configuration.city == nil ? 40 : 80, height: 40).id("tile")
        }
        .configurationDisplayName("City")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

@Suite("Xcode library declarations and intent widgets")
struct RealAppAPIGaps7Tests {
    /// A library provider is Xcode's to read [DOC DeveloperToolsSupport, LibraryContentProvider:
    /// "Xcode discovers implementations … and examines their contents"]: its items keep the title
    /// and category written, default to `.other` and visible [DOC LibraryItem.init: `visible: Bool =
    /// true`, `category: LibraryItem.Category = .other`], and their snippets (autoclosures) are never
    /// made; a provider that declares no modifiers has none.
    @Test("LibraryContentProvider and LibraryItem compile as DesignCode writes them and stay inert")
    func libraryContent() {
        let counter = SnippetCounter()
        let content = LibraryContent(counter: counter)
        #expect(content.views.map(\.title) == ["Close Button View"])
        #expect(content.views.map(\.category) == [.control])
        let modifiers = content.modifiers(base: Image("Logo"))
        #expect(modifiers.map(\.title) == ["Card Style"] && modifiers.map(\.category) == [.effect])
        #expect(counter.made == 0)
        let plain = ViewsOnly()
        #expect(plain.views.count == 2)
        #expect(plain.views.map(\.category) == [.other, .other] && plain.views.map(\.visible) == [true, false])
        #expect(plain.views.map(\.matchingSignature) == [nil, "closebutton"])
        #expect(plain.modifiers(base: CloseButton()).isEmpty)
    }

    /// An `IntentConfiguration` makes its entry view of its provider's entries as a static one
    /// does: the entry view of an entry whose intent is unset (`city` nil: a 40-point tile, centred
    /// in the small family's 158 × 158 [DOC HIG Widgets]: (158 − 40) / 2 = 59), none of another
    /// type's entry; the configuration's modifiers keep it, as the widget's body does.
    @Test("IntentConfiguration makes the entry view of its provider's entries")
    @MainActor
    func intentConfiguration() throws {
        let configuration = IntentConfiguration(kind: "City", intent: ConfigurationIntent.self, provider: CityProvider()) { entry in
            Color.green.frame(width: entry.configuration.city == nil ? 40 : 80, height: 40).id("tile")
        }.configurationDisplayName("City").description("A city")
        let view = try #require(configuration._entryView(CityEntry(date: Date(), configuration: ConfigurationIntent())))
        let result = LayoutLab.layout(view, in: ProposedViewSize(width: 158, height: 158))
        expectFrame(result, "tile", CGRect(x: 59, y: 59, width: 40, height: 40))
        #expect(configuration._entryView("not an entry") == nil)
        #expect(!configuration._contentMarginsDisabled)
        #expect(CityProvider().recommendations().isEmpty)
        let body = try #require(CityWidget().body as? any _PrimitiveWidgetConfiguration)
        #expect(body._entryView(CityEntry(date: Date(), configuration: ConfigurationIntent())) != nil)
    }
}
