// Live Activities and controls, as a widget extension made from Xcode's template declares them
// (WidgetKit's `ActivityConfiguration`, `DynamicIsland` and `ControlWidget`). A Live Activity's
// preview (`#Preview("…", as: .content, using: attributes) { Widget() } contentStates: { … }`) lays
// out the Lock Screen view of each state as a banner: the screen's width less the 14 points the
// system keeps on each side of notifications [DOC WWDC23 10194, "Design dynamic Live Activities":
// "14pt margins added to all notifications"], as tall as it chooses. A Dynamic Island preview
// (`as: .dynamicIsland(.compact)`, `.expanded`, `.minimal`) lays out that presentation's views in a
// row (the expanded regions: leading, centre and trailing above the bottom one); the island's own
// shape and sizes are not modelled, and the preview says so. Controls compile and lay out nothing:
// Control Center draws them.
import LayoutEngine

// MARK: Live Activities

/// What a Live Activity's views read (WidgetKit's `ActivityViewContext`).
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    public let attributes: Attributes
    public let state: Attributes.ContentState
    public let isStale: Bool
    public let activityID: String
}

/// The views of a Live Activity (WidgetKit's `ActivityConfiguration`).
public struct ActivityConfiguration<Attributes: ActivityAttributes>: _PrimitiveWidgetConfiguration {
    let content: (ActivityViewContext<Attributes>) -> AnyView
    let dynamicIsland: (ActivityViewContext<Attributes>) -> DynamicIsland

    public init<Content: View>(for attributesType: Attributes.Type = Attributes.self,
                               @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
                               dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland) {
        self.content = { AnyView(content($0)) }
        self.dynamicIsland = dynamicIsland
    }

    public func _entryView(_ entry: Any) -> AnyView? {
        guard let entry = entry as? _ActivityEntry<Attributes> else { return nil }
        switch entry.kind {
        case .content: return content(entry.context)
        case .dynamicIsland(let mode): return dynamicIsland(entry.context).view(mode)
        }
    }

    public func _placeholder(_ context: TimelineProviderContext) -> Any? { nil }
}

/// One state of a Live Activity's preview, in one presentation.
struct _ActivityEntry<Attributes: ActivityAttributes> {
    let context: ActivityViewContext<Attributes>
    let kind: ActivityPreviewViewKind
}

/// A Dynamic Island presentation (WidgetKit's `DynamicIslandMode`).
public enum DynamicIslandMode: Hashable, Sendable {
    case compact, expanded, minimal
}

/// Which presentation a Live Activity's preview shows (WidgetKit's `ActivityPreviewViewKind`).
public enum ActivityPreviewViewKind: Hashable, Sendable {
    /// The Lock Screen view, and the banner of devices without a Dynamic Island.
    case content
    case dynamicIsland(DynamicIslandMode)
}

/// A Live Activity's Dynamic Island views (WidgetKit's `DynamicIsland`).
public struct DynamicIsland {
    let expanded: [_DynamicIslandRegion]
    let compactLeading: AnyView
    let compactTrailing: AnyView
    let minimal: AnyView

    public init<CompactLeading: View, CompactTrailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded: () -> [_DynamicIslandRegion],
        @ViewBuilder compactLeading: () -> CompactLeading, @ViewBuilder compactTrailing: () -> CompactTrailing,
        @ViewBuilder minimal: () -> Minimal
    ) {
        self.expanded = expanded()
        self.compactLeading = AnyView(compactLeading())
        self.compactTrailing = AnyView(compactTrailing())
        self.minimal = AnyView(minimal())
    }

    /// The margins of a presentation's content: the island's geometry is not modelled.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for mode: DynamicIslandMode) -> DynamicIsland { self }
    public func keylineTint(_ color: Color?) -> DynamicIsland { self }
    public func widgetURL(_ url: URL?) -> DynamicIsland { self }

    /// The views of `mode` in a row (see the file header).
    func view(_ mode: DynamicIslandMode) -> AnyView {
        switch mode {
        case .compact: return AnyView(HStack { compactLeading; Spacer(); compactTrailing })
        case .minimal: return minimal
        case .expanded:
            func region(_ position: DynamicIslandExpandedRegionPosition) -> AnyView? {
                expanded.first { $0.position == position }?.content
            }
            return AnyView(VStack {
                HStack {
                    if let leading = region(.leading) { leading }
                    if let center = region(.center) { center }
                    if let trailing = region(.trailing) { trailing }
                }
                if let bottom = region(.bottom) { bottom }
            })
        }
    }
}

/// Where an expanded region goes (WidgetKit's `DynamicIslandExpandedRegionPosition`).
public struct DynamicIslandExpandedRegionPosition: Hashable, Sendable {
    let name: String
    public static let leading = DynamicIslandExpandedRegionPosition(name: "leading")
    public static let trailing = DynamicIslandExpandedRegionPosition(name: "trailing")
    public static let center = DynamicIslandExpandedRegionPosition(name: "center")
    public static let bottom = DynamicIslandExpandedRegionPosition(name: "bottom")
}

/// A region of the expanded Dynamic Island, made by `DynamicIslandExpandedRegion`.
public struct _DynamicIslandRegion {
    let position: DynamicIslandExpandedRegionPosition
    let content: AnyView
}

/// One region of the expanded Dynamic Island (WidgetKit's `DynamicIslandExpandedRegion`).
public struct DynamicIslandExpandedRegion<Content: View> {
    let region: _DynamicIslandRegion

    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {
        region = _DynamicIslandRegion(position: position, content: AnyView(content()))
    }

    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?) -> Self { self }
}

/// The expanded Dynamic Island's regions (WidgetKit's `DynamicIslandExpandedContentBuilder`).
@resultBuilder
public enum DynamicIslandExpandedContentBuilder {
    public static func buildExpression<Content: View>(_ region: DynamicIslandExpandedRegion<Content>) -> [_DynamicIslandRegion] {
        [region.region]
    }
    public static func buildBlock(_ regions: [_DynamicIslandRegion]...) -> [_DynamicIslandRegion] { regions.flatMap { $0 } }
    public static func buildOptional(_ regions: [_DynamicIslandRegion]?) -> [_DynamicIslandRegion] { regions ?? [] }
    public static func buildEither(first regions: [_DynamicIslandRegion]) -> [_DynamicIslandRegion] { regions }
    public static func buildEither(second regions: [_DynamicIslandRegion]) -> [_DynamicIslandRegion] { regions }
    public static func buildLimitedAvailability(_ regions: [_DynamicIslandRegion]) -> [_DynamicIslandRegion] { regions }
}

extension View {
    /// The Lock Screen banner's background and its buttons' colour: visual.
    public func activityBackgroundTint(_ color: Color?) -> Self { self }
    public func activitySystemActionForegroundColor(_ color: Color?) -> Self { self }
}

extension EnvironmentValues {
    /// Whether the Live Activity fills the screen (StandBy): not in a preview.
    public var isActivityFullscreen: Bool { false }
}

/// `#Preview("name", as: .content, using: attributes) { LiveActivity() } contentStates: { … }`: each
/// state's view of that presentation (see the file header).
extension Preview {
    @discardableResult
    public init<W: Widget, Attributes: ActivityAttributes>(
        _ name: String? = nil, as kind: ActivityPreviewViewKind, using attributes: Attributes, file: String = #filePath,
        line: Int = #line, column: Int = #column, widget: () -> W,
        @_PreviewTimelineBuilder<Attributes.ContentState> contentStates: () -> [Attributes.ContentState]
    ) {
        let entries = contentStates().map { state in
            _ActivityEntry(context: ActivityViewContext(attributes: attributes, state: state, isStale: false, activityID: "preview"),
                           kind: kind)
        }
        let notes = kind == .content ? []
            : ["a Dynamic Island presentation: its views laid out in a row; the island's shape and sizes are not modelled"]
        // The screen's width less the notifications' 14-point margins (see the file header).
        let bannerWidth = kind == .content ? Preview.defaultScreen.width.map { $0 - 2 * 14 } : nil
        self.init(registered: _entryPreviews(name ?? "\(W.self)", widget: widget(), entries: entries, traits: [.sizeThatFitsLayout],
                                             notes: notes, file: file, line: line, column: column) {
            AnyView($0.frame(width: bannerWidth))
        })
    }
}

// MARK: Controls

/// A control of Control Center, the Lock Screen or the Action button (WidgetKit's `ControlWidget`).
public protocol ControlWidget {
    associatedtype Body: ControlWidgetConfiguration
    init()
    @ControlWidgetConfigurationBuilder @MainActor var body: Body { get }
}

/// What a control's `body` builds (WidgetKit's `ControlWidgetConfigurationBuilder`).
@resultBuilder
public enum ControlWidgetConfigurationBuilder {
    public static func buildBlock<Content: ControlWidgetConfiguration>(_ content: Content) -> Content { content }
}

/// A control's configuration (WidgetKit's `ControlWidgetConfiguration`).
public protocol ControlWidgetConfiguration {}

extension ControlWidgetConfiguration {
    public func displayName(_ name: LocalizedStringResource) -> Self { self }
    public func description(_ description: LocalizedStringResource) -> Self { self }
    public func promptsForUserConfiguration() -> Self { self }
}

/// The template of a control (WidgetKit's `ControlWidgetTemplate`): a button or a toggle.
public protocol ControlWidgetTemplate {}

/// A control without options (WidgetKit's `StaticControlConfiguration`).
public struct StaticControlConfiguration: ControlWidgetConfiguration {
    public init<Content: ControlWidgetTemplate>(kind: String, @ControlWidgetTemplateBuilder content: () -> Content) {}
    public init<Provider: ControlValueProvider, Content: ControlWidgetTemplate>(
        kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content) {}
}

/// A control configured by an intent (WidgetKit's `AppIntentControlConfiguration`).
public struct AppIntentControlConfiguration: ControlWidgetConfiguration {
    public init<Intent: ControlConfigurationIntent, Content: ControlWidgetTemplate>(
        kind: String, intent: Intent.Type = Intent.self, @ControlWidgetTemplateBuilder content: @escaping (Intent) -> Content) {}
    public init<Provider: AppIntentControlValueProvider, Content: ControlWidgetTemplate>(
        kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content) {}
}

/// What a control's configuration builds (WidgetKit's `ControlWidgetTemplateBuilder`).
@resultBuilder
public enum ControlWidgetTemplateBuilder {
    public static func buildBlock<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
}

/// A control that runs an intent when tapped (WidgetKit's `ControlWidgetButton`).
public struct ControlWidgetButton: ControlWidgetTemplate {
    public init<Action: AppIntent, Label: View>(action: Action, @ViewBuilder label: () -> Label) {}
    public init<Action: AppIntent, Label: View, ActionLabel: View>(
        action: Action, @ViewBuilder label: () -> Label, @ViewBuilder actionLabel: (Bool) -> ActionLabel) {}
}

/// A control that turns something on and off (WidgetKit's `ControlWidgetToggle`).
public struct ControlWidgetToggle: ControlWidgetTemplate {
    public init<Action: SetValueIntent, Label: View>(_ title: LocalizedStringKey, isOn: Bool, action: Action,
                                                     @ViewBuilder valueLabel: (Bool) -> Label) where Action.ValueType == Bool {}
    public init<Action: SetValueIntent, Label: View, ValueLabel: View>(
        isOn: Bool, action: Action, @ViewBuilder label: () -> Label, @ViewBuilder valueLabel: (Bool) -> ValueLabel
    ) where Action.ValueType == Bool {}
}

/// Where a control's value comes from (WidgetKit's `ControlValueProvider`).
public protocol ControlValueProvider {
    associatedtype Value
    var previewValue: Value { get }
    func currentValue() async throws -> Value
}

/// A control value provider configured by an intent (WidgetKit's `AppIntentControlValueProvider`).
public protocol AppIntentControlValueProvider {
    associatedtype Value
    associatedtype Configuration: ControlConfigurationIntent
    func previewValue(configuration: Configuration) -> Value
    func currentValue(configuration: Configuration) async throws -> Value
}

/// An intent that configures a control (AppIntents' `ControlConfigurationIntent`).
public protocol ControlConfigurationIntent: AppIntent {}

extension ControlConfigurationIntent {
    /// A control's configuration is only read, as a widget's (see `WidgetConfigurationIntent`).
    public func perform() async throws -> _IntentResult<Never> { _IntentResult() }
}

/// An intent that sets a control's value (AppIntents' `SetValueIntent`).
public protocol SetValueIntent: AppIntent {
    associatedtype ValueType
    var value: ValueType { get set }
}

extension WidgetBundleBuilder {
    /// A control in a widget bundle (iOS 18).
    public static func buildExpression<C: ControlWidget>(_ control: C) -> _WidgetList { _WidgetList() }
}
