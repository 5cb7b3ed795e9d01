// API a tutorial app (DesignCode, iOS 14) and a Connect Four game use that this library lacked or
// drew wrongly: Xcode library declarations (`LibraryContentProvider`), a widget configured with a
// SiriKit intent (`IntentTimelineProvider`, `IntentConfiguration`), and UIKit's fixed colours,
// which are not SwiftUI's system colours of the same names.
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

@Suite("Xcode library declarations, intent widgets and UIKit's fixed colours")
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

    /// Apple's UIColor reference gives each fixed colour its components: red (1, 0, 0), green
    /// (0, 1, 0), blue (0, 0, 1), cyan (0, 1, 1), yellow (1, 1, 0), magenta (1, 0, 1), orange
    /// (1, 0.5, 0), purple (0.5, 0, 0.5), brown (0.6, 0.4, 0.2); gray a grayscale value of 0.5,
    /// darkGray 1/3, lightGray 2/3 [DOC UIKit, UIColor class properties]. `Color(_: UIColor)` and
    /// `Color(uiColor:)` draw those, `Color(.blue)` being UIKit's blue (SwiftUI's
    /// `Color(_: UIColor)` is the only initializer taking `.blue`); SwiftUI's `Color.red` and
    /// UIKit's `systemRed` stay iOS's system red, R255 G59 B48 [Apple's HIG, Color].
    @Test("UIKit's fixed colours are Apple's documented components; system colours stay system colours")
    func uiKitFixedColours() {
        let light = EnvironmentValues()
        func hex(_ color: Color) -> String { color.resolve(in: light).description }
        #expect(hex(Color(UIColor.red)) == "#FF0000FF")
        #expect(hex(Color(uiColor: .green)) == "#00FF00FF")
        #expect(hex(Color(.blue)) == "#0000FFFF")
        #expect(hex(Color(UIColor.cyan)) == "#00FFFFFF" && hex(Color(UIColor.yellow)) == "#FFFF00FF")
        #expect(hex(Color(UIColor.magenta)) == "#FF00FFFF")
        // 0.5 × 255 = 127.5, 0.6 × 255 = 153, 0.4 × 255 = 102, 0.2 × 255 = 51.
        #expect(hex(Color(UIColor.orange)) == "#FF8000FF" && hex(Color(.purple)) == "#800080FF")
        #expect(hex(Color(uiColor: .brown)) == "#996633FF")
        // 255 / 3 = 85, 2 × 255 / 3 = 170.
        #expect(hex(Color(.gray)) == "#808080FF" && hex(Color(UIColor.darkGray)) == "#555555FF" && hex(Color(.lightGray)) == "#AAAAAAFF")
        #expect(LayoutLab.tree(of: Color(.blue)).root.kind == .color(name: "rgb(0.0, 0.0, 1.0)"))
        #expect(LayoutLab.tree(of: Color(UIColor.darkGray)).root.kind == .color(name: "white(0.3333333333333333)"))
        #expect(hex(Color.red) == "#FF3B30FF" && hex(Color(uiColor: .systemRed)) == "#FF3B30FF" && hex(Color(.systemBlue)) == "#007AFFFF")
        #expect(LayoutLab.tree(of: Color(.systemRed)).root.kind == .color(name: "systemRed"))
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        #expect(UIColor.orange.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect([red, green, blue, alpha] == [1, 0.5, 0, 1])
        // SwiftUI's colours that UIKit does not name keep theirs.
        #expect(LayoutLab.tree(of: Color(.indigo)).root.kind == .color(name: "indigo"))
    }
}
