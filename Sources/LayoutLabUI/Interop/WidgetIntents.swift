// WidgetKit's widgets configured with a SiriKit intent (iOS 14+, before App Intents): an
// `IntentTimelineProvider` is asked for entries with the intent a person configured, and an
// `IntentConfiguration` makes the widget's entry view of each entry. Previewed as any widget is
// (WidgetKit.swift): `#Preview(as: .systemSmall) { MyWidget() } timeline: { … }` lays the entry
// view out at the family's size, and `.previewContext(WidgetPreviewContext(family:))` proposes it.

/// Gives a configurable widget its entries (WidgetKit's `IntentTimelineProvider`); `Intent` is the
/// intent class Xcode generates from the app's intent definition (`ConfigurationIntent`).
public protocol IntentTimelineProvider {
    /// The type of the widget's entries.
    associatedtype Entry: TimelineEntry
    /// The intent that holds what a person configured.
    associatedtype Intent: INIntent
    /// What the provider is asked in.
    typealias Context = TimelineProviderContext
    /// An entry to show before the widget has data.
    func placeholder(in context: Context) -> Entry
    /// The entry of the widget's current state, for `configuration`.
    func getSnapshot(for configuration: Intent, in context: Context, completion: @escaping (Entry) -> Void)
    /// The entries of the widget's timeline, for `configuration`.
    func getTimeline(for configuration: Intent, in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
    /// The configurations a watch face offers (watchOS); none by default.
    func recommendations() -> [IntentRecommendation<Intent>]
}

extension IntentTimelineProvider {
    /// No recommended configurations.
    public func recommendations() -> [IntentRecommendation<Intent>] { [] }
}

/// A configuration of an intent widget a watch face offers (WidgetKit's `IntentRecommendation`).
public struct IntentRecommendation<Intent: INIntent> {
    /// The configured intent.
    public let intent: Intent
    /// A recommendation of `intent`, described by `description`.
    public init(intent: Intent, description: Text) { self.intent = intent }
    /// A recommendation of `intent`, described by a localized key.
    public init(intent: Intent, description: LocalizedStringKey) { self.intent = intent }
    /// A recommendation of `intent`, described by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(intent: Intent, description: S) { self.intent = intent }
}

/// A widget people configure with a SiriKit intent (WidgetKit's `IntentConfiguration`): its
/// entry view is made of each entry, as `StaticConfiguration`'s is.
public struct IntentConfiguration<Intent: INIntent, Content: View>: _PrimitiveWidgetConfiguration {
    let content: (Any) -> AnyView?
    let placeholder: (TimelineProviderContext) -> Any

    /// A configuration of the widget `kind`, its entries from `provider`, each shown as `content`.
    public init<Provider: IntentTimelineProvider>(kind: String, intent: Intent.Type, provider: Provider,
                                                  @ViewBuilder content: @escaping (Provider.Entry) -> Content)
    where Provider.Intent == Intent {
        self.content = { ($0 as? Provider.Entry).map { AnyView(content($0)) } }
        placeholder = { provider.placeholder(in: $0) }
    }

    /// The entry view of `entry`, nil when it is not the provider's entry type.
    public func _entryView(_ entry: Any) -> AnyView? { content(entry) }
    /// The provider's placeholder entry.
    public func _placeholder(_ context: TimelineProviderContext) -> Any? { placeholder(context) }
}
