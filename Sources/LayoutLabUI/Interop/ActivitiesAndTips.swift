// ActivityKit and TipKit, as view files name them (`import ActivityKit`, `import TipKit` import this
// library). No Live Activity starts and no tip shows while a view is laid out: `TipView` lays out
// nothing (a tip that is not eligible, as on a first launch before `Tips.configure` rules pass), and
// popover tips are presentations.
import LayoutEngine

// MARK: ActivityKit

/// A Live Activity's fixed data and its changing state (ActivityKit's `ActivityAttributes`).
public protocol ActivityAttributes {
    associatedtype ContentState: Codable & Hashable
}

/// A running Live Activity (ActivityKit's `Activity`): none runs.
public final class Activity<Attributes: ActivityAttributes>: @unchecked Sendable, Identifiable {
    public let id = UUID().uuidString
    public let attributes: Attributes
    public var content: ActivityContent<Attributes.ContentState>
    public var activityState: ActivityState { .ended }

    init(attributes: Attributes, content: ActivityContent<Attributes.ContentState>) {
        self.attributes = attributes
        self.content = content
    }

    public static var activities: [Activity<Attributes>] { [] }
    public static func request(attributes: Attributes, content: ActivityContent<Attributes.ContentState>,
                               pushType: PushType? = nil) throws -> Activity<Attributes> {
        Activity(attributes: attributes, content: content)
    }
    public func update(_ content: ActivityContent<Attributes.ContentState>) async {}
    public func end(_ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {}
}

/// A Live Activity's state and when it goes stale (ActivityKit's `ActivityContent`).
public struct ActivityContent<State> {
    public let state: State
    public let staleDate: Date?
    public init(state: State, staleDate: Date?, relevanceScore: Double = 0) {
        self.state = state
        self.staleDate = staleDate
    }
}

/// A Live Activity's lifecycle (ActivityKit's `ActivityState`).
public enum ActivityState: Sendable { case active, ended, dismissed, stale, pending }
/// How updates are pushed (ActivityKit's `PushType`).
public struct PushType: Sendable { public static let token = PushType() }
/// When an ended activity leaves the Lock Screen (ActivityKit's `ActivityUIDismissalPolicy`).
public struct ActivityUIDismissalPolicy: Sendable {
    public static let `default` = ActivityUIDismissalPolicy(), immediate = ActivityUIDismissalPolicy()
    public static func after(_ date: Date) -> ActivityUIDismissalPolicy { ActivityUIDismissalPolicy() }
}

/// Whether the app may start Live Activities (ActivityKit's `ActivityAuthorizationInfo`): no.
public struct ActivityAuthorizationInfo: Sendable {
    public init() {}
    public var areActivitiesEnabled: Bool { false }
}

// MARK: TipKit

/// A tip (TipKit's `Tip`).
public protocol Tip: Identifiable {
    var title: Text { get }
    var message: Text? { get }
    var image: Image? { get }
    /// When the tip may show (TipKit's rules: parameters' values and events' donations), written
    /// one after another as TipKit's builders take them (`var rules: [Rule] { #Rule(…) { … } }`).
    @Tips.RuleBuilder var rules: [Tips.Rule] { get }
    @Tips.OptionsBuilder var options: [any TipOption] { get }
    @Tips.ActionBuilder var actions: [Tips.Action] { get }
}

extension Tip {
    public typealias Rule = Tips.Rule
    public typealias Event = Tips.Event
    public typealias Action = Tips.Action
    public typealias Option = TipOption
    public typealias MaxDisplayCount = Tips.MaxDisplayCount
    public typealias IgnoresDisplayFrequency = Tips.IgnoresDisplayFrequency

    public var id: String { "\(Self.self)" }
    public var message: Text? { nil }
    public var image: Image? { nil }
    public var rules: [Tips.Rule] { [] }
    public var options: [any TipOption] { [] }
    public var actions: [Tips.Action] { [] }
    /// Whether the tip shows: tips are never shown here (`TipView` lays out nothing).
    public var status: Tips.Status { .pending }
    public var shouldDisplay: Bool { false }
    public func invalidate(reason: Tips.InvalidationReason) {}
}

/// A tip's setting (TipKit's `TipOption`: `Tips.MaxDisplayCount(3)`, `Tips.IgnoresDisplayFrequency(true)`).
public protocol TipOption: Sendable {}

/// TipKit's settings and state (`Tips`).
public enum Tips {
    /// A tip's rules, options or actions written one after another (TipKit's `Tips.RuleBuilder`,
    /// `OptionsBuilder` and `ActionBuilder`), an array among them as its elements.
    @resultBuilder
    public enum ListBuilder<Element> {
        public static func buildExpression(_ element: Element) -> [Element] { [element] }
        public static func buildExpression(_ elements: [Element]) -> [Element] { elements }
        public static func buildBlock(_ parts: [Element]...) -> [Element] { parts.flatMap { $0 } }
        public static func buildOptional(_ part: [Element]?) -> [Element] { part ?? [] }
        public static func buildEither(first part: [Element]) -> [Element] { part }
        public static func buildEither(second part: [Element]) -> [Element] { part }
        public static func buildArray(_ parts: [[Element]]) -> [Element] { parts.flatMap { $0 } }
        public static func buildLimitedAvailability(_ part: [Element]) -> [Element] { part }
    }

    public typealias RuleBuilder = ListBuilder<Rule>
    public typealias OptionsBuilder = ListBuilder<any TipOption>
    public typealias ActionBuilder = ListBuilder<Action>

    public static func configure(_ configuration: [ConfigurationOption] = []) throws {}
    public static func resetDatastore() throws {}
    public static func showAllTipsForTesting() {}
    public static func hideAllTipsForTesting() {}

    /// A TipKit setting (TipKit's `Tips.ConfigurationOption`).
    public struct ConfigurationOption: Sendable {
        public static func displayFrequency(_ frequency: DisplayFrequency) -> ConfigurationOption { ConfigurationOption() }
        public static func datastoreLocation(_ location: DatastoreLocation) -> ConfigurationOption { ConfigurationOption() }
        /// How often tips show.
        public struct DisplayFrequency: Sendable {
            public static let immediate = DisplayFrequency(), hourly = DisplayFrequency(), daily = DisplayFrequency()
            public static let weekly = DisplayFrequency(), monthly = DisplayFrequency()
        }
        /// Where TipKit keeps its state.
        public struct DatastoreLocation: Sendable {
            public static let applicationDefault = DatastoreLocation()
            public static func url(_ url: URL) -> DatastoreLocation { DatastoreLocation() }
        }
    }

    /// Why a tip is put away (TipKit's `Tips.InvalidationReason`).
    public enum InvalidationReason: Sendable { case actionPerformed, displayCountExceeded, tipClosed }

    /// Where a tip is in its life (TipKit's `Tips.Status`).
    public enum Status: Hashable, Sendable {
        case pending, available, invalidated(InvalidationReason)
    }

    /// How many times a tip may show.
    public struct MaxDisplayCount: TipOption {
        public init(_ count: Int) {}
    }

    /// Whether a tip shows whatever the display frequency.
    public struct IgnoresDisplayFrequency: TipOption {
        public init(_ ignoresDisplayFrequency: Bool) {}
    }

    /// A button a tip shows (TipKit's `Tips.Action`).
    public struct Action: Identifiable, Sendable {
        public let id: String
        public init(id: String? = nil, title: String, perform: @escaping @Sendable () -> Void = {}) { self.id = id ?? title }
        public init(id: String? = nil, perform: @escaping @Sendable () -> Void = {}, _ label: () -> Text) { self.id = id ?? "" }
    }

    /// A value a tip's rules read (TipKit's `@Parameter`): the one `@Parameter` of the library,
    /// which an intent's parameters use too (AppIntents.swift) — one module cannot hold two
    /// property wrappers of that name, as TipKit and AppIntents do.
    public typealias Parameter = LayoutLabUI.Parameter

    /// How a parameter is kept (TipKit's `Tips.ParameterOption`).
    public struct ParameterOption: Sendable {
        public static let transient = ParameterOption()
    }

    /// Something the user did, counted for a tip's rules (TipKit's `Tips.Event<DonationInfo>`),
    /// each time with a value of `DonationInfo` (`Tips.EmptyDonation` when it has none): donations
    /// are kept for the program's run.
    public struct Event<DonationInfo: Codable & Sendable>: Identifiable, Sendable {
        public let id: String
        /// Where the donations are kept: shared by the copies of the event.
        private let store = DonationStore()

        /// An event whose donations carry a `DonationInfo`.
        public init(id: String) { self.id = id }

        /// The times the event happened, oldest first.
        public var donations: [Donation] { store.donations }

        /// Counts the event once, with `donation`.
        public func donate(_ donation: DonationInfo) { store.donations.append(Donation(date: Date(), info: donation)) }

        /// Counts the event once, with `donation` (`completion` is called at once).
        public func sendDonation(_ donation: DonationInfo, _ completion: (@Sendable () -> Void)? = nil) {
            donate(donation)
            completion?()
        }

        /// One time the event happened.
        public struct Donation: Sendable {
            /// When it happened.
            public let date: Date
            /// What was donated with it.
            public let info: DonationInfo
        }

        /// The donations of one event, kept while the program runs.
        final class DonationStore: @unchecked Sendable {
            var donations: [Donation] = []
        }
    }

    /// The value of an event donated with no value (TipKit's `Tips.EmptyDonation`).
    public struct EmptyDonation: Codable, Hashable, Sendable {
        /// The empty value.
        public init() {}
    }

    /// A stretch of time back from now, for counting recent donations (TipKit's `Tips.DonationTimeRange`).
    public struct DonationTimeRange: Hashable, Sendable {
        /// Its length in seconds.
        let seconds: Double
        /// The last minute.
        public static let minute = DonationTimeRange(seconds: 60)
        /// The last hour.
        public static let hour = DonationTimeRange(seconds: 3600)
        /// The last day.
        public static let day = DonationTimeRange(seconds: 86_400)
        /// The last week.
        public static let week = DonationTimeRange(seconds: 604_800)
        /// The last `value` minutes.
        public static func minutes(_ value: Int) -> DonationTimeRange { DonationTimeRange(seconds: 60 * Double(value)) }
        /// The last `value` hours.
        public static func hours(_ value: Int) -> DonationTimeRange { DonationTimeRange(seconds: 3600 * Double(value)) }
        /// The last `value` days.
        public static func days(_ value: Int) -> DonationTimeRange { DonationTimeRange(seconds: 86_400 * Double(value)) }
        /// The last `value` weeks.
        public static func weeks(_ value: Int) -> DonationTimeRange { DonationTimeRange(seconds: 604_800 * Double(value)) }
    }

    /// When a tip may show (TipKit's `Tips.Rule`; `#Rule(...) { ... }` makes one): the predicate is
    /// kept, never asked (no tip shows here).
    public struct Rule: Sendable {
        public init<Value>(_ parameter: Parameter<Value>, _ predicate: @escaping (Value) -> Bool) {}
        public init<DonationInfo>(_ event: Event<DonationInfo>, _ predicate: @escaping (Event<DonationInfo>) -> Bool) {}
    }

    /// Tips written one after another, for a `TipGroup` (TipKit's `Tips.GroupBuilder`).
    public typealias GroupBuilder = ListBuilder<any Tip>
}

extension Tips.Event where DonationInfo == Tips.EmptyDonation {
    /// An event donated with no value (`Tips.Event(id: "opened")`).
    public init(id: String) { self.id = id }

    /// Counts the event once.
    public func donate() { donate(Tips.EmptyDonation()) }

    /// Counts the event once (`completion` is called at once).
    public func sendDonation(_ completion: (@Sendable () -> Void)? = nil) { sendDonation(Tips.EmptyDonation(), completion) }
}

extension Array {
    /// The donations made within `range` of now (TipKit's `donatedWithin(_:)`, in a rule:
    /// `$0.donations.donatedWithin(.week).count >= 3`).
    public func donatedWithin<DonationInfo>(_ range: Tips.DonationTimeRange) -> [Element]
    where Element == Tips.Event<DonationInfo>.Donation {
        let start = Date().addingTimeInterval(-range.seconds)
        return filter { $0.date >= start }
    }
}

/// A tip shown inline (TipKit's `TipView`): lays out nothing (see the file header).
public struct TipView<Content: Tip>: _PrimitiveView {
    public init(_ tip: Content, arrowEdge: Edge? = nil, action: @escaping (Tips.Action) -> Void = { _ in }) {}
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { [] }
}

extension TipView where Content == AnyTip {
    /// A tip view of any tip, or of none (`TipView(group.currentTip as? MyTip)`): lays out nothing.
    public init(_ tip: (any Tip)?, arrowEdge: Edge? = nil, action: @escaping (Tips.Action) -> Void = { _ in }) {}
}

/// A tip of any type (TipKit's `AnyTip`), showing what the tip it wraps shows.
public struct AnyTip: Tip {
    /// The tip wrapped.
    let base: any Tip

    /// `tip`, as a tip of any type.
    public init(_ tip: some Tip) { base = tip }

    /// The wrapped tip's type's name.
    public var id: String { "\(type(of: base))" }
    /// The wrapped tip's title.
    public var title: Text { base.title }
    /// The wrapped tip's message.
    public var message: Text? { base.message }
    /// The wrapped tip's image.
    public var image: Image? { base.image }
}

/// Tips shown one at a time (TipKit's `TipGroup`, iOS 18): no tip is eligible here, so
/// `currentTip` is nil and a `TipView` of it lays out nothing.
public final class TipGroup: @unchecked Sendable {
    /// Which of the group's tips shows (TipKit's `TipGroup.Priority`).
    public enum Priority: Hashable, Sendable {
        /// The first eligible tip.
        case firstAvailable
        /// Each tip once those before it are put away.
        case ordered
    }

    /// The group's tips, in order.
    public let tips: [any Tip]
    /// How the tip shown is chosen.
    public let priority: Priority

    /// A group of the tips `builder` lists.
    public init(_ priority: Priority = .firstAvailable, @Tips.GroupBuilder _ builder: () -> [any Tip]) {
        self.priority = priority
        tips = builder()
    }

    /// The tip to show now: none, as no tip's rules pass while a view is laid out.
    public var currentTip: (any Tip)? { nil }
}

/// How a `TipView` draws its tip (TipKit's `TipViewStyle`): a tip view lays out nothing here,
/// so a style's body is never laid out.
public protocol TipViewStyle {
    associatedtype Body: View
    /// The tip view's look for `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = TipViewStyleConfiguration
}

/// What a `TipViewStyle` draws (TipKit's `TipViewStyleConfiguration`).
public struct TipViewStyleConfiguration {
    /// The tip.
    public let tip: any Tip
    /// The tip's title.
    public var title: Text? { tip.title }
    /// The tip's message.
    public var message: Text? { tip.message }
    /// The tip's image.
    public var image: Image? { tip.image }
    /// The tip's buttons.
    public var actions: [Tips.Action] { tip.actions }
}

extension View {
    /// A tip in a popover: a presentation, not laid out.
    public func popoverTip<T: Tip>(_ tip: T, arrowEdge: Edge = .top, action: @escaping (Tips.Action) -> Void = { _ in }) -> Self { self }
    /// A tip of any type, or none (`.popoverTip(group.currentTip)`), in a popover: not laid out.
    public func popoverTip(_ tip: (any Tip)?, arrowEdge: Edge? = nil, action: @escaping (Tips.Action) -> Void = { _ in }) -> Self { self }
    public func tipBackground<S: ShapeStyle>(_ style: S) -> Self { self }
    /// The style of the tip views inside (they lay out nothing here).
    public func tipViewStyle(_ style: some TipViewStyle) -> Self { self }
    public func tipImageSize(_ size: CGSize) -> Self { self }
    public func tipCornerRadius(_ cornerRadius: CGFloat, antialiased: Bool = true) -> Self { self }
}
