// WidgetKit, as widget files use it (`import WidgetKit` imports this library): widgets, their
// configurations, timeline entries and providers, families. A widget preview —
// `#Preview(as: .systemSmall) { MyWidget() } timeline: { Entry(...) }` — lays out the widget's entry
// view once per entry, inside a frame of the family's size on the preview device (an iPhone 14,
// 390 × 844 points) [DOC HIG Widgets, iOS dimensions for a 390 × 844 screen: small 158 × 158,
// medium 338 × 158, large 338 × 354, circular 72 × 72, rectangular 160 × 72, inline 234 × 26];
// `.systemExtraLarge` is iPad's alone and is laid out at large's size. The entry view reads its
// family as `@Environment(\.widgetFamily)`. The previews are named `File/Name` (one entry) or
// `File/Name-N` (the Nth of several), Name being the preview's name, else `Widget-family`
// (`WeatherWidget-systemSmall`). A Home Screen widget's content is inset by WidgetKit's default
// content margins, 16 points on each edge on iPhone (iOS 17+: [DOC WidgetKit, "contentMarginsDisabled()"
// and `widgetContentMargins`: the system applies default content margins]; 16 is the value apps
// fall back to for them), unless its configuration says `.contentMarginsDisabled()`; container
// backgrounds are visual.
import LayoutEngine

/// A widget (WidgetKit's `Widget`).
public protocol Widget {
    /// The type of the widget's configuration.
    associatedtype Body: WidgetConfiguration
    init()
    /// The widget's configuration.
    @MainActor var body: Body { get }
}

/// What a widget shows and how it is set up (WidgetKit's `WidgetConfiguration`).
public protocol WidgetConfiguration {
    /// The type of configuration this one is made of.
    associatedtype Body: WidgetConfiguration
    /// The configuration's content.
    @MainActor var body: Body { get }
}

/// A configuration the library knows directly: it makes the entry view of an entry.
/// Implementation detail of LayoutLabUI; not meant for user code.
public protocol _PrimitiveWidgetConfiguration: WidgetConfiguration where Body == Never {
    /// The entry view of `entry`, nil when `entry` is not this configuration's entry type.
    func _entryView(_ entry: Any) -> AnyView?
    /// A first entry from the configuration's provider (its placeholder), for previews without entries.
    func _placeholder(_ context: TimelineProviderContext) -> Any?
    /// Whether the widget lays its content out to its edges (`.contentMarginsDisabled()`).
    var _contentMarginsDisabled: Bool { get }
}

extension _PrimitiveWidgetConfiguration {
    public var _contentMarginsDisabled: Bool { false }
    /// Primitive configurations have no body.
    public var body: Never { fatalError("\(Self.self) is a primitive widget configuration and has no body") }
}

extension Never: WidgetConfiguration {}

/// The primitive configuration `configuration` is made of.
func _primitiveConfiguration<C: WidgetConfiguration>(_ configuration: C) -> (any _PrimitiveWidgetConfiguration)? {
    if let primitive = configuration as? any _PrimitiveWidgetConfiguration { return primitive }
    if C.Body.self == Never.self { return nil }
    return _primitiveConfiguration(_callIsolated({ $0.body }, with: configuration))
}

/// A widget's size and shape (WidgetKit's `WidgetFamily`).
public enum WidgetFamily: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCircular, accessoryRectangular, accessoryInline, accessoryCorner

    public var description: String { rawValue }

    /// The family's size on the preview device (see the file header).
    public var _displaySize: CGSize {
        switch self {
        case .systemSmall: CGSize(width: 158, height: 158)
        case .systemMedium: CGSize(width: 338, height: 158)
        case .systemLarge, .systemExtraLarge: CGSize(width: 338, height: 354)
        case .accessoryCircular, .accessoryCorner: CGSize(width: 72, height: 72)
        case .accessoryRectangular: CGSize(width: 160, height: 72)
        case .accessoryInline: CGSize(width: 234, height: 26)
        }
    }

    /// The default content margins WidgetKit keeps on each edge of a Home Screen widget (iOS 17+;
    /// 16 points on iPhone, the value apps use as `widgetContentMargins`' fallback); a Lock Screen
    /// (accessory) widget's content reaches its edges.
    public var _contentMargins: CGFloat {
        switch self {
        case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge: 16
        case .accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner: 0
        }
    }
}

/// How a widget is drawn (WidgetKit's `WidgetRenderingMode`): previews are full colour.
public struct WidgetRenderingMode: Hashable, Sendable {
    let name: String
    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    public static let accented = WidgetRenderingMode(name: "accented")
    public static let vibrant = WidgetRenderingMode(name: "vibrant")
}

/// The family of the widget being built (set by a widget preview while its entry view is built).
enum _WidgetEnvironment {
    @TaskLocal static var family = WidgetFamily.systemSmall
}

extension EnvironmentValues {
    /// The family of the widget around the view (a widget preview's; `.systemSmall` elsewhere).
    public var widgetFamily: WidgetFamily { _WidgetEnvironment.family }
    public var widgetRenderingMode: WidgetRenderingMode { .fullColor }
    public var showsWidgetContainerBackground: Bool { true }
    public var showsWidgetLabel: Bool { false }
    /// The margins WidgetKit keeps around a widget's content (`WidgetFamily._contentMargins`),
    /// also when the widget disables them, to be applied by hand.
    public var widgetContentMargins: EdgeInsets {
        let margin = _WidgetEnvironment.family._contentMargins
        return EdgeInsets(top: margin, leading: margin, bottom: margin, trailing: margin)
    }
}

// MARK: Entries and providers

/// One moment of a widget's timeline (WidgetKit's `TimelineEntry`).
public protocol TimelineEntry {
    var date: Date { get }
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is (WidgetKit's `TimelineEntryRelevance`).
public struct TimelineEntryRelevance: Hashable, Sendable {
    public let score: Float
    public let duration: TimeInterval
    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}

/// Entries and when to ask for more (WidgetKit's `Timeline`).
public struct Timeline<EntryType: TimelineEntry> {
    public let entries: [EntryType]
    public let policy: TimelineReloadPolicy
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// When a timeline is reloaded (WidgetKit's `TimelineReloadPolicy`); nothing reloads here.
public struct TimelineReloadPolicy: Hashable, Sendable {
    let name: String
    public static let atEnd = TimelineReloadPolicy(name: "atEnd")
    public static let never = TimelineReloadPolicy(name: "never")
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(name: "after") }
}

/// What a provider is asked in (WidgetKit's `TimelineProviderContext`): the preview's family and size.
public struct TimelineProviderContext: Sendable {
    public let family: WidgetFamily
    public let isPreview: Bool
    public let displaySize: CGSize
}

/// Gives a widget its entries (WidgetKit's `TimelineProvider`).
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// Gives a configurable widget its entries (WidgetKit's `AppIntentTimelineProvider`).
public protocol AppIntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: WidgetConfigurationIntent
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
    /// The configurations a watch face offers (watchOS); none by default.
    func recommendations() -> [AppIntentRecommendation<Intent>]
}

extension AppIntentTimelineProvider {
    public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}

/// A configuration of a widget a watch face offers (WidgetKit's `AppIntentRecommendation`).
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent> {
    public let intent: Intent
    public init(intent: Intent, description: Text) { self.intent = intent }
    public init(intent: Intent, description: LocalizedStringKey) { self.intent = intent }
    @_disfavoredOverload
    public init<S: StringProtocol>(intent: Intent, description: S) { self.intent = intent }
}

/// Reloads widgets' timelines (WidgetKit's `WidgetCenter`); nothing reloads.
public final class WidgetCenter: @unchecked Sendable {
    public static let shared = WidgetCenter()
    public func reloadAllTimelines() {}
    public func reloadTimelines(ofKind kind: String) {}
    public func invalidateConfigurationRecommendations() {}
}

// MARK: Configurations

/// A widget with no user settings (WidgetKit's `StaticConfiguration`).
public struct StaticConfiguration<Content: View>: _PrimitiveWidgetConfiguration {
    let content: (Any) -> AnyView?
    let placeholder: (TimelineProviderContext) -> Any

    public init<Provider: TimelineProvider>(kind: String, provider: Provider,
                                            @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        self.content = { ($0 as? Provider.Entry).map { AnyView(content($0)) } }
        placeholder = { provider.placeholder(in: $0) }
    }

    public func _entryView(_ entry: Any) -> AnyView? { content(entry) }
    public func _placeholder(_ context: TimelineProviderContext) -> Any? { placeholder(context) }
}

/// A widget people configure with an app intent (WidgetKit's `AppIntentConfiguration`).
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: _PrimitiveWidgetConfiguration {
    let content: (Any) -> AnyView?
    let placeholder: (TimelineProviderContext) -> Any

    public init<Provider: AppIntentTimelineProvider>(kind: String, intent: Intent.Type = Intent.self, provider: Provider,
                                                     @ViewBuilder content: @escaping (Provider.Entry) -> Content)
    where Provider.Intent == Intent {
        self.content = { ($0 as? Provider.Entry).map { AnyView(content($0)) } }
        placeholder = { provider.placeholder(in: $0) }
    }

    public func _entryView(_ entry: Any) -> AnyView? { content(entry) }
    public func _placeholder(_ context: TimelineProviderContext) -> Any? { placeholder(context) }
}

/// No widget (what an empty bundle or an unsupported configuration stands for).
public struct EmptyWidgetConfiguration: _PrimitiveWidgetConfiguration {
    public init() {}
    public func _entryView(_ entry: Any) -> AnyView? { nil }
    public func _placeholder(_ context: TimelineProviderContext) -> Any? { nil }
}

extension WidgetConfiguration {
    public func configurationDisplayName(_ displayName: LocalizedStringKey) -> Self { self }
    public func configurationDisplayName(_ displayName: Text) -> Self { self }
    @_disfavoredOverload
    public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> Self { self }
    /// A name from a localized resource (iOS 16; a String Catalog symbol: `.configurationDisplayName(.unreadBooks)`).
    @_disfavoredOverload
    public func configurationDisplayName(_ displayName: LocalizedStringResource) -> Self { self }
    public func description(_ description: LocalizedStringKey) -> Self { self }
    public func description(_ description: Text) -> Self { self }
    @_disfavoredOverload
    public func description<S: StringProtocol>(_ description: S) -> Self { self }
    /// A description from a localized resource (iOS 16).
    @_disfavoredOverload
    public func description(_ description: LocalizedStringResource) -> Self { self }
    /// Accepted: a preview names its family itself.
    public func supportedFamilies(_ families: [WidgetFamily]) -> Self { self }
    /// Lays the content out to the widget's edges, without WidgetKit's default content margins.
    public func contentMarginsDisabled() -> _MarginsDisabledConfiguration<Self> { _MarginsDisabledConfiguration(base: self) }
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> Self { self }
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily]) -> Self { self }
    public func promptsForUserConfiguration() -> Self { self }
    public func onBackgroundURLSessionEvents(matching: String? = nil,
                                             _ handler: @escaping (String, @escaping () -> Void) -> Void) -> Self { self }
}

/// A configuration whose content reaches the widget's edges (`.contentMarginsDisabled()`).
public struct _MarginsDisabledConfiguration<Base: WidgetConfiguration>: _PrimitiveWidgetConfiguration {
    let base: Base
    public func _entryView(_ entry: Any) -> AnyView? { _primitiveConfiguration(base)?._entryView(entry) }
    public func _placeholder(_ context: TimelineProviderContext) -> Any? { _primitiveConfiguration(base)?._placeholder(context) }
    public var _contentMarginsDisabled: Bool { true }
}

/// Where a widget can appear (WidgetKit's `WidgetLocation`).
public struct WidgetLocation: Hashable, Sendable {
    let name: String
    public static let homeScreen = WidgetLocation(name: "homeScreen"), lockScreen = WidgetLocation(name: "lockScreen")
    public static let standBy = WidgetLocation(name: "standBy"), iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac")
}

// MARK: Bundles

/// Several widgets of one extension (WidgetKit's `WidgetBundle`); compiles, not laid out.
public protocol WidgetBundle {
    associatedtype Body: Widget
    init()
    @WidgetBundleBuilder @MainActor var body: Body { get }
}

extension WidgetBundle {
    /// Launching is not modelled: does nothing.
    public static func main() {}
}

/// Several widgets (what `WidgetBundleBuilder` makes of a block).
public struct _WidgetList: Widget {
    public init() {}
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}

/// Builds a widget bundle (WidgetKit's `WidgetBundleBuilder`).
@resultBuilder
public enum WidgetBundleBuilder {
    public static func buildExpression<W: Widget>(_ widget: W) -> W { widget }
    public static func buildBlock<W: Widget>(_ widget: W) -> W { widget }
    public static func buildBlock<each W: Widget>(_ widgets: repeat each W) -> _WidgetList { _WidgetList() }
    public static func buildOptional<W: Widget>(_ widget: W?) -> _WidgetList { _WidgetList() }
    public static func buildEither<W: Widget>(first widget: W) -> _WidgetList { _WidgetList() }
    public static func buildEither<W: Widget>(second widget: W) -> _WidgetList { _WidgetList() }
    public static func buildLimitedAvailability<W: Widget>(_ widget: W) -> _WidgetList { _WidgetList() }
}

// MARK: Views

/// The standard background of an accessory widget (WidgetKit's `AccessoryWidgetBackground`): it
/// fills its proposal, as a colour does.
public struct AccessoryWidgetBackground: View {
    public init() {}
    public var body: some View { Color.gray }
}

/// Where a container background goes (SwiftUI's `ContainerBackgroundPlacement`, WidgetKit's `.widget`).
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String
    public static let widget = ContainerBackgroundPlacement(name: "widget")
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
    public static let tabView = ContainerBackgroundPlacement(name: "tabView")
}

extension View {
    /// The widget's background: visual (it fills the widget behind the content).
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> Self { self }
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                             @ViewBuilder content: () -> V) -> Self { self }
    /// The URL a tap on the widget opens: nothing opens.
    public func widgetURL(_ url: URL?) -> Self { self }
    public func widgetAccentable(_ accentable: Bool = true) -> Self { self }
    public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> Self { self }
    public func widgetLabel(_ label: LocalizedStringKey) -> Self { self }
    public func invalidatableContent(_ invalidatable: Bool = true) -> Self { self }
}

// MARK: Previews

/// Builds `content` with `family` as the widget family its views read.
public struct _WidgetFamilyView: _PrimitiveView {
    let content: AnyView
    let family: WidgetFamily

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        _WidgetEnvironment.$family.withValue(family) { builder.nodes(content) }
    }
}

/// A widget preview's entries (WidgetKit's timeline builder of `#Preview(as:) { } timeline: { }`),
/// and a Live Activity preview's states (`contentStates: { }`).
@resultBuilder
public enum _PreviewTimelineBuilder<Entry> {
    public static func buildExpression(_ entry: Entry) -> [Entry] { [entry] }
    public static func buildBlock(_ entries: [Entry]...) -> [Entry] { entries.flatMap { $0 } }
    public static func buildOptional(_ entries: [Entry]?) -> [Entry] { entries ?? [] }
    public static func buildEither(first entries: [Entry]) -> [Entry] { entries }
    public static func buildEither(second entries: [Entry]) -> [Entry] { entries }
    public static func buildArray(_ entries: [[Entry]]) -> [Entry] { entries.flatMap { $0 } }
}

/// `#Preview(as: .systemSmall) { MyWidget() } timeline: { Entry(...) }`: the widget's entry view,
/// once per entry, at the family's size (see the file header).
extension Preview {
    @discardableResult
    public init<W: Widget, Entry: TimelineEntry>(
        _ name: String? = nil, as family: WidgetFamily, file: String = #filePath, line: Int = #line, column: Int = #column,
        widget: () -> W, @_PreviewTimelineBuilder<Entry> timeline: () -> [Entry]
    ) {
        self.init(registered: _widgetPreviews(name, family: family, widget: widget(), entries: timeline(),
                                              file: file, line: line, column: column))
    }


    /// The same with the intent a configurable widget is shown with (`using:`).
    @discardableResult
    public init<W: Widget, Intent: WidgetConfigurationIntent, Entry: TimelineEntry>(
        _ name: String? = nil, as family: WidgetFamily, using intent: Intent, file: String = #filePath, line: Int = #line,
        column: Int = #column, widget: () -> W, @_PreviewTimelineBuilder<Entry> timeline: () -> [Entry]
    ) {
        self.init(registered: _widgetPreviews(name, family: family, widget: widget(), entries: timeline(),
                                              file: file, line: line, column: column))
    }


    /// The same with the entries of a provider's timeline (`timelineProvider:`): those its
    /// `getTimeline` hands over at once, else its placeholder.
    @discardableResult
    public init<W: Widget, Provider: TimelineProvider>(
        _ name: String? = nil, as family: WidgetFamily, file: String = #filePath, line: Int = #line, column: Int = #column,
        widget: () -> W, timelineProvider: () -> Provider
    ) {
        let provider = timelineProvider()
        let context = TimelineProviderContext(family: family, isPreview: true, displaySize: family._displaySize)
        var entries: [Provider.Entry] = []
        provider.getTimeline(in: context) { entries = $0.entries }
        if entries.isEmpty { entries = [provider.placeholder(in: context)] }
        self.init(registered: _widgetPreviews(name, family: family, widget: widget(), entries: entries,
                                              file: file, line: line, column: column))
    }
}

func _widgetPreviews<W: Widget, Entry>(_ name: String?, family: WidgetFamily, widget: W, entries: [Entry],
                                       file: String, line: Int, column: Int) -> [Experiment] {
    let size = family._displaySize
    let disabled = _primitiveConfiguration(_callIsolated({ $0.body }, with: widget))?._contentMarginsDisabled ?? false
    let margin = disabled ? 0 : family._contentMargins
    return _entryPreviews(name ?? "\(W.self)-\(family)", widget: widget, entries: entries,
                          traits: [.fixedLayout(width: size.width, height: size.height)], file: file, line: line, column: column) {
        let content = _WidgetFamilyView(content: $0, family: family)
        return margin == 0 ? AnyView(content.frame(width: size.width, height: size.height))
            : AnyView(content.padding(margin).frame(width: size.width, height: size.height))
    }
}

/// One preview per entry of `widget`'s configuration, named `base` (with `-1`, `-2`, ... when there
/// are several), each its entry view as `present` shows it; registered, with `notes`.
func _entryPreviews<W: Widget, Entry>(_ base: String, widget: W, entries: [Entry], traits: [PreviewTrait<Preview.ViewTraits>], notes: [String] = [],
                                      file: String, line: Int, column: Int,
                                      present: @escaping (AnyView) -> AnyView) -> [Experiment] {
    let configuration = _primitiveConfiguration(_callIsolated({ $0.body }, with: widget))
    let experiments = entries.enumerated().map { index, entry in
        var experiment = preview(entries.count == 1 ? base : "\(base)-\(index + 1)", traits: traits,
                                 file: file, line: line, column: column) {
            present(configuration?._entryView(entry) ?? AnyView(EmptyView()))
        }
        experiment.notes = notes
        return experiment
    }
    ExperimentCollector.register(experiments)
    return experiments
}

/// The widget a `PreviewProvider` preview shows (WidgetKit's `WidgetPreviewContext`), written as
/// `.previewContext(WidgetPreviewContext(family: .systemSmall))`.
public struct WidgetPreviewContext: Sendable {
    public let family: WidgetFamily
    public init(family: WidgetFamily) { self.family = family }
}

extension View {
    /// Shows the view as a widget of the context's family: the preview is proposed the family's size
    /// (see the file header) and the view reads that family as `\.widgetFamily`.
    public func previewContext(_ context: WidgetPreviewContext) -> some View {
        let size = context.family._displaySize
        return _PreferenceView(content: _WidgetFamilyView(content: AnyView(self), family: context.family),
                               recorded: \.previewSettings) { $0.layout = .fixed(width: size.width, height: size.height) }
    }
}
