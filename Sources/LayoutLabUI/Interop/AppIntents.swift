// AppIntents, as widget and shortcut code names it (`import AppIntents` imports this library):
// intents, their parameters and results, app enums. Intents run on request, never while a view is
// laid out: `perform()` is never called.

/// An action the system can run (AppIntents' `AppIntent`).
public protocol AppIntent {
    associatedtype PerformResult: IntentResult
    static var title: LocalizedStringResource { get }
    static var description: IntentDescription? { get }
    static var openAppWhenRun: Bool { get }
    init()
    func perform() async throws -> PerformResult
}

extension AppIntent {
    public static var description: IntentDescription? { nil }
    public static var openAppWhenRun: Bool { false }
}

/// An intent that configures a widget (AppIntents' `WidgetConfigurationIntent`).
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
    /// A widget's configuration is only read: the protocol supplies `perform()`, as Xcode's widget
    /// template relies on (its `ConfigurationAppIntent` declares none).
    public func perform() async throws -> _IntentResult<Never> { _IntentResult() }
}

/// What an intent's `perform()` answers (AppIntents' `IntentResult`).
public protocol IntentResult {}
/// A result that returns a value (AppIntents' `ReturnsValue`).
public protocol ReturnsValue<Value>: IntentResult { associatedtype Value }
/// A result with a dialog (AppIntents' `ProvidesDialog`).
public protocol ProvidesDialog: IntentResult {}
/// A result that opens an intent (AppIntents' `OpensIntent`).
public protocol OpensIntent: IntentResult {}
/// A result shown as a view (AppIntents' `ShowsSnippetView`): the snippet is not laid out.
public protocol ShowsSnippetView: IntentResult {}

/// The one result type here: every `.result(...)` form makes it.
public struct _IntentResult<Value>: ReturnsValue, ProvidesDialog, OpensIntent, ShowsSnippetView {
    init() {}
}

// `return .result(value: n)` in `perform() -> some IntentResult & ReturnsValue<Int>`: found through
// the protocol, `Self` being the result of the value's type.
extension IntentResult {
    public static func result<V>(value: V) -> Self where Self == _IntentResult<V> { _IntentResult() }
    public static func result<V>(value: V, dialog: IntentDialog) -> Self where Self == _IntentResult<V> { _IntentResult() }
    public static func result<V, Content: View>(value: V, dialog: IntentDialog, @ViewBuilder view: () -> Content) -> Self
        where Self == _IntentResult<V> {
        _IntentResult()
    }
}

// `return .result()` in `perform() -> some IntentResult`: a member found through the protocol.
extension IntentResult where Self == _IntentResult<Never> {
    public static func result() -> _IntentResult<Never> { _IntentResult() }
    public static func result(dialog: IntentDialog) -> _IntentResult<Never> { _IntentResult() }
    public static func result<Content: View>(view: Content) -> _IntentResult<Never> { _IntentResult() }
    public static func result<Content: View>(dialog: IntentDialog, view: Content) -> _IntentResult<Never> { _IntentResult() }
    public static func result<Content: View>(dialog: IntentDialog, @ViewBuilder content: () -> Content) -> _IntentResult<Never> {
        _IntentResult()
    }
}

/// An app intent that replaces a SiriKit custom intent of the app (AppIntents'
/// `CustomIntentMigratedAppIntent`): its `intentClassName` names the old intent.
public protocol CustomIntentMigratedAppIntent: AppIntent {
    static var intentClassName: String { get }
}

/// A result's spoken or shown text (AppIntents' `IntentDialog`).
public struct IntentDialog: ExpressibleByStringInterpolation, Sendable {
    public init(stringLiteral value: String) {}
    public init(_ text: LocalizedStringResource) {}
}

/// An intent's description (AppIntents' `IntentDescription`).
public struct IntentDescription: ExpressibleByStringInterpolation, Sendable {
    public init(stringLiteral value: String) {}
    public init(_ description: LocalizedStringResource, categoryName: LocalizedStringResource? = nil, searchKeywords: [LocalizedStringResource] = []) {}
}

/// An intent's parameter (AppIntents' `Parameter`): its default value. A required parameter
/// without one (`@Parameter(title: "Task ID") var id: String`) has its value when the intent runs,
/// which it never does here: reading it stops the program with a message. Also TipKit's
/// `@Parameter` (a value a tip's rules read: `@Parameter static var isOn = false`, `Self.$isOn`).
/// As in AppIntents, whose parameter is a class, it is set through a `let` intent
/// (`let intent = ConfigurationAppIntent(); intent.favoriteEmoji = "😀"`), and copies share it.
@propertyWrapper
public struct Parameter<Value> {
    private final class Box {
        var value: Value?
        init(_ value: Value?) { self.value = value }
    }
    private let box: Box
    private var value: Value? {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    public var wrappedValue: Value {
        get {
            guard let value else { fatalError("an intent's @Parameter without a default has no value until the intent runs") }
            return value
        }
        nonmutating set { value = newValue }
    }
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default value: Value) {
        box = Box(value)
    }
    public init(wrappedValue: Value, title: LocalizedStringResource, description: LocalizedStringResource? = nil) {
        box = Box(wrappedValue)
    }
    public init<Wrapped>(title: LocalizedStringResource, description: LocalizedStringResource? = nil) where Value == Wrapped? {
        box = Box(.some(nil))
    }
    @_disfavoredOverload
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil) {
        box = Box(nil)
    }

    // TipKit's forms.
    public init(wrappedValue: Value) { box = Box(wrappedValue) }
    public init(wrappedValue: Value, _ options: Tips.ParameterOption...) { box = Box(wrappedValue) }
    public init(wrappedValue: Value, id: String, _ options: Tips.ParameterOption...) { box = Box(wrappedValue) }
    public init(_ type: Value.Type, _ id: String, _ defaultValue: Value, _ options: Tips.ParameterOption...) { box = Box(defaultValue) }
    /// The parameter itself, for a tip's rules (`#Rule(Self.$isOn) { $0 }`).
    public var projectedValue: Parameter<Value> { self }
}

/// An enumeration intents take (AppIntents' `AppEnum`).
public protocol AppEnum: RawRepresentable, CaseIterable, Hashable {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

/// A value intents take and show (AppIntents' `AppEntity`).
public protocol AppEntity: Identifiable {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    var displayRepresentation: DisplayRepresentation { get }
}

/// How a type is named to people (AppIntents' `TypeDisplayRepresentation`).
public struct TypeDisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
    public init(stringLiteral value: String) {}
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {}
}

/// How a value is shown to people (AppIntents' `DisplayRepresentation`).
public struct DisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
    public init(stringLiteral value: String) {}
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil) {}
    /// An image of a representation (AppIntents' `DisplayRepresentation.Image`).
    public struct Image: Sendable {
        public init(systemName: String) {}
        public init(named name: String) {}
    }
}

#if !canImport(Darwin)
/// A string to localize later (Foundation's `LocalizedStringResource`, which Linux's Foundation lacks).
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Hashable, Sendable, CustomStringConvertible {
    public let key: String
    /// The text shown: the app's table's value for the key, else the default value, else the key.
    let text: String
    public init(stringLiteral value: String) { self.init(value) }
    public init(_ key: String, defaultValue: String? = nil, table: String? = nil, comment: StaticString? = nil) {
        self.key = key
        text = _LocalizedStrings.text(for: key, table: table, defaultValue: defaultValue)
    }
    /// A resource whose text is already known (a String Catalog symbol's, its arguments put in).
    init(key: String, text: String) {
        self.key = key
        self.text = text
    }
    public var description: String { text }
}

/// A value `Text` shows by its key (`LocalizedStringResource`). Implementation detail of
/// `Text(_ resource:)`: a generic parameter keeps string literals from being tried as resources
/// while a `Text("…")` is type-checked.
public protocol _TextResource {
    var _textKey: String { get }
}

extension LocalizedStringResource: _TextResource {
    public var _textKey: String { text }
}

extension Text {
    /// A localized resource (`LocalizedStringResource`): its key, the English text here.
    @_disfavoredOverload
    public init<Resource: _TextResource>(_ resource: Resource) { self.init(verbatim: resource._textKey) }
}

extension Label where Title == Text, Icon == Image {
    /// A label titled by a localized resource (`Label(tab.title, systemImage: "map")`, iOS 16), its
    /// text as `Text(_ resource:)` shows it; generic for the same reason.
    @_disfavoredOverload
    public init<Resource: _TextResource>(_ titleResource: Resource, systemImage name: String) {
        self.init(title: { Text(titleResource) }, icon: { Image(systemName: name) })
    }

    /// A label titled by a localized resource, with an image of the app's.
    @_disfavoredOverload
    public init<Resource: _TextResource>(_ titleResource: Resource, image name: String) {
        self.init(title: { Text(titleResource) }, icon: { Image(name) })
    }
}

extension String {
    /// The resource's text: its table's value for the key, else the key.
    public init(localized resource: LocalizedStringResource) { self = resource.text }
}
#endif

// Controls that perform an intent (a widget's interactive button or toggle): laid out as the same
// control with an action; the intent is never performed here.
extension Button {
    /// `Button(intent: ToggleTask(id: id)) { … }`.
    public init(intent: some AppIntent, @ViewBuilder label: () -> Label) {
        self.init(action: {}, label: label)
    }
}

extension Button where Label == Text {
    /// `Button("Refresh", intent: Refresh())`.
    public init(_ titleKey: LocalizedStringKey, intent: some AppIntent) {
        self.init(action: {}) { Text(titleKey) }
    }
}

extension Toggle {
    /// `Toggle(isOn: task.done, intent: ToggleTask(id: id)) { … }`: on or off as `isOn` says.
    public init(isOn: Bool, intent: some AppIntent, @ViewBuilder label: () -> Label) {
        self.init(isOn: .constant(isOn), label: label)
    }
}

// App Shortcuts (`AppShortcutsProvider`): what Siri and Spotlight offer; kept, never offered here.

/// An app's shortcuts (AppIntents' `AppShortcutsProvider`).
public protocol AppShortcutsProvider {
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    static var shortcutTileColor: ShortcutTileColor { get }
    static func updateAppShortcutParameters()
}

extension AppShortcutsProvider {
    public static var shortcutTileColor: ShortcutTileColor { .navy }
    public static func updateAppShortcutParameters() {}
}

/// One shortcut: an intent and the phrases that run it (AppIntents' `AppShortcut`).
public struct AppShortcut: Sendable {
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
                                   systemImageName: String) {}
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>]) {}
}

/// A phrase that runs an intent, naming the app (`"Start \(.applicationName)"`): AppIntents'
/// `AppShortcutPhrase`.
public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}

    /// The pieces of a phrase: text and the app's name.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {}
    }
}

/// What a phrase may name besides its text (AppIntents' `AppShortcutPhraseToken`).
public enum AppShortcutPhraseToken: Sendable {
    case applicationName
}

/// Builds an app's shortcuts (AppIntents' `AppShortcutsBuilder`).
@resultBuilder
public enum AppShortcutsBuilder {
    public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
    public static func buildBlock(_ shortcuts: [AppShortcut]...) -> [AppShortcut] { shortcuts.flatMap { $0 } }
    public static func buildOptional(_ shortcuts: [AppShortcut]?) -> [AppShortcut] { shortcuts ?? [] }
    public static func buildEither(first shortcuts: [AppShortcut]) -> [AppShortcut] { shortcuts }
    public static func buildEither(second shortcuts: [AppShortcut]) -> [AppShortcut] { shortcuts }
}

/// The colour of an app's shortcut tiles (AppIntents' `ShortcutTileColor`).
public enum ShortcutTileColor: Sendable {
    case red, tangerine, orange, yellow, lime, grayGreen, lightBlue, blue, navy, teal, purple, pink, grape, grayBlue, grayBrown
}
