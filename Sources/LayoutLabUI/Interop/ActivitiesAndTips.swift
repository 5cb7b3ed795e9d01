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

    /// Something the user did, counted for a tip's rules (TipKit's `Tips.Event`): donations are
    /// kept for the program's run.
    public final class Event: @unchecked Sendable {
        public let id: String
        public private(set) var donations: [Donation] = []
        public init(id: String) { self.id = id }
        public func donate() { donations.append(Donation(date: Date())) }
        public func sendDonation() { donate() }

        /// One time the event happened.
        public struct Donation: Sendable {
            public let date: Date
        }
    }

    /// When a tip may show (TipKit's `Tips.Rule`; `#Rule(...) { ... }` makes one): the predicate is
    /// kept, never asked (no tip shows here).
    public struct Rule: Sendable {
        public init<Value>(_ parameter: Parameter<Value>, _ predicate: @escaping (Value) -> Bool) {}
        public init(_ event: Event, _ predicate: @escaping (Event) -> Bool) {}
    }
}

/// A tip shown inline (TipKit's `TipView`): lays out nothing (see the file header).
public struct TipView<Content: Tip>: _PrimitiveView {
    public init(_ tip: Content, arrowEdge: Edge? = nil, action: @escaping (Tips.Action) -> Void = { _ in }) {}
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { [] }
}

extension View {
    /// A tip in a popover: a presentation, not laid out.
    public func popoverTip<T: Tip>(_ tip: T, arrowEdge: Edge = .top, action: @escaping (Tips.Action) -> Void = { _ in }) -> Self { self }
    public func tipBackground<S: ShapeStyle>(_ style: S) -> Self { self }
    public func tipImageSize(_ size: CGSize) -> Self { self }
    public func tipCornerRadius(_ cornerRadius: CGFloat, antialiased: Bool = true) -> Self { self }
}
