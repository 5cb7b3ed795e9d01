// The classes Xcode generates from a SiriKit intent definition (`IntentDefinitions`), and a widget
// configured with `IntentConfiguration` that uses them, laid out as Xcode's widget preview shows it.
@testable import ExperimentFiles
import Experiments
import Foundation
import LayoutEngine
import Testing
import TestSupport

@Suite("Intent definitions and intent widgets")
struct IntentWidgetFileTests {
    /// An intent definition as Xcode writes it (a property list): DesignCode's `Configuration`
    /// intent with a city, an enum, a custom type and a list of them added.
    static let definition = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>INEnums</key>
            <array>
                <dict>
                    <key>INEnumName</key><string>Size</string>
                    <key>INEnumValues</key>
                    <array>
                        <dict><key>INEnumValueName</key><string>unknown</string></dict>
                        <dict><key>INEnumValueIndex</key><integer>1</integer><key>INEnumValueName</key><string>small</string></dict>
                        <dict><key>INEnumValueIndex</key><integer>2</integer><key>INEnumValueName</key><string>large</string></dict>
                    </array>
                </dict>
            </array>
            <key>INIntents</key>
            <array>
                <dict>
                    <key>INIntentName</key><string>Configuration</string>
                    <key>INIntentType</key><string>Custom</string>
                    <key>INIntentParameters</key>
                    <array>
                        <dict><key>INIntentParameterName</key><string>city</string><key>INIntentParameterType</key><string>String</string></dict>
                        <dict><key>INIntentParameterName</key><string>size</string><key>INIntentParameterType</key><string>Integer</string>
                              <key>INIntentParameterEnumType</key><string>Size</string></dict>
                        <dict><key>INIntentParameterName</key><string>friends</string><key>INIntentParameterType</key><string>Object</string>
                              <key>INIntentParameterObjectType</key><string>Friend</string>
                              <key>INIntentParameterSupportsMultipleValues</key><true/></dict>
                        <dict><key>INIntentParameterName</key><string>place</string><key>INIntentParameterType</key><string>Placemark</string></dict>
                    </array>
                    <key>INIntentResponse</key>
                    <dict>
                        <key>INIntentResponseCodes</key>
                        <array>
                            <dict><key>INIntentResponseCodeName</key><string>success</string></dict>
                            <dict><key>INIntentResponseCodeName</key><string>failure</string></dict>
                        </array>
                    </dict>
                </dict>
            </array>
            <key>INTypes</key>
            <array>
                <dict>
                    <key>INTypeName</key><string>Friend</string>
                    <key>INTypeProperties</key>
                    <array>
                        <dict><key>INTypePropertyDefault</key><true/><key>INTypePropertyName</key><string>identifier</string>
                              <key>INTypePropertyType</key><string>String</string></dict>
                        <dict><key>INTypePropertyName</key><string>age</string><key>INTypePropertyType</key><string>Integer</string></dict>
                    </array>
                </dict>
            </array>
        </dict>
        </plist>
        """

    /// Xcode's generated code for a custom intent [DOC WidgetKit, IntentTimelineProvider: "Xcode
    /// generates the following INIntent custom intent: public class SelectCharacterIntent: INIntent
    /// { @NSManaged public var characterName: String? … @NSManaged public var healthLevel:
    /// NSNumber? }"]: the intent named `…Intent`, a string `String?`, a number `NSNumber?`, a list
    /// an array; an enum's cases after `unknown` = 0; a custom type an `INObject` whose own
    /// properties (identifier) are the base class's. SiriKit's own types (a placemark) are left out.
    @Test("an intent definition's intents, enums and types become the classes Xcode generates")
    func generatedDeclarations() throws {
        let data = Data(Self.definition.utf8)
        let plist = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        let declarations = IntentDefinitions.declarations(of: plist)
        #expect(declarations.map(\.name) == ["Size", "Friend", "ConfigurationIntent", "ConfigurationIntentResponseCode",
                                             "ConfigurationIntentResponse", "ConfigurationIntentHandling"])
        #expect(declarations[0].lines == ["public enum Size: Int {", "    case unknown = 0, small = 1, large = 2", "}", ""])
        #expect(declarations[1].lines == ["public class Friend: INObject {", "    public var age: NSNumber?", "}", ""])
        #expect(declarations[2].lines == ["public class ConfigurationIntent: INIntent {", "    public var city: String?",
                                          "    public var size: Size = .unknown", "    public var friends: [Friend]?", "}", ""])
        #expect(declarations[3].lines == ["public enum ConfigurationIntentResponseCode: Int {",
                                          "    case unspecified = 0, ready = 1, success = 2, failure = 3", "}", ""])
    }

    /// A widget configured with an intent, as DesignCode writes it (Xcode's iOS 14 template): its
    /// `ConfigurationIntent` comes from the `.intentdefinition` beside it, made empty. Its preview
    /// is laid out at the small family's size on a 390 × 844 iPhone [DOC HIG Widgets: small
    /// 158 × 158] with WidgetKit's 16-point content margins, as `StaticConfiguration`'s are: the
    /// 40-point tile (the intent's city unset) is centred, 16 + (126 − 40) / 2 = 59.
    @Test("an IntentConfiguration widget with its intent definition's ConfigurationIntent lays out at the family's size")
    func intentWidgetPreview() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("App/CityWidget"), withIntermediateDirectories: true)
        try folder.write(Self.definition, to: "App/CityWidget/CityWidget.intentdefinition")
        let widget = try folder.write("""
            import WidgetKit
            import SwiftUI
            import Intents

            struct Provider: IntentTimelineProvider {
                func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: Date(), configuration: ConfigurationIntent()) }
                func getSnapshot(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (SimpleEntry) -> ()) {
                    completion(SimpleEntry(date: Date(), configuration: configuration))
                }
                func getTimeline(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
                    completion(Timeline(entries: [SimpleEntry(date: Date(), configuration: configuration)], policy: .atEnd))
                }
            }

            struct SimpleEntry: TimelineEntry {
                let date: Date
                let configuration: ConfigurationIntent
            }

            struct CityWidgetEntryView: View {
                var entry: Provider.Entry
                var body: some View {
                    Color.green.frame(width: entry.configuration.city == nil && entry.configuration.size == .unknown ? 40 : 80, height: 40)
                        .id("tile")
                }
            }

            @main
            struct CityWidget: Widget {
                var body: some WidgetConfiguration {
                    IntentConfiguration(kind: "CityWidget", intent: ConfigurationIntent.self, provider: Provider()) { entry in
                        CityWidgetEntryView(entry: entry)
                    }
                    .configurationDisplayName("City")
                    .supportedFamilies([.systemSmall, .systemMedium])
                }
            }

            #Preview(as: .systemSmall) {
                CityWidget()
            } timeline: {
                SimpleEntry(date: .now, configuration: ConfigurationIntent())
            }
            """, to: "App/CityWidget/CityWidget.swift")
        let loader = ExperimentLoader(compiler: ExperimentCompiler(toolchain: try Toolchain.locate(), cacheFolder: Repository.compileCache))
        let compiled = try loader.load([widget])
        #expect(compiled.map(\.experiment.name) == ["CityWidget/CityWidget-systemSmall"])
        let preview = try #require(compiled.first)
        #expect(preview.experiment.proposals == [ProposedViewSize(width: 158, height: 158)])
        let result = try #require(preview.laidOut(by: ExperimentRunner(engine: Engine())).layouts.first?.result)
        #expect(result.placements.first { $0.node == 0 }?.frame == Rect(x: 0, y: 0, width: 158, height: 158))
        #expect(result.frame(of: "tile") == Rect(x: 59, y: 59, width: 40, height: 40))
    }

    /// A stand-in the app declares itself wins over the generated class (the response it uses is
    /// generated), and nothing is generated for files that name none of the declarations.
    @Test("a class the files declare, or names none of them use, are not generated")
    func ownDeclarationsWin() throws {
        let data = Data(Self.definition.utf8)
        let plist = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        var definitions = IntentDefinitions()
        definitions.definitions = [(path: "/app/W.intentdefinition", plist: plist)]
        let own = (path: "/app/W.swift", text: "class ConfigurationIntent: INIntent {}\n"
                   + "let response = ConfigurationIntentResponse(code: .success, userActivity: nil)")
        let generated = try #require(definitions.source(for: [own]))
        #expect(generated.path == "/app/W.intentdefinition/GeneratedIntentClasses.swift")
        #expect(!generated.text.contains("class ConfigurationIntent:") && generated.text.contains("class ConfigurationIntentResponse:"))
        #expect(definitions.source(for: [(path: "/app/V.swift", text: "struct V {}")]) == nil)
    }
}
