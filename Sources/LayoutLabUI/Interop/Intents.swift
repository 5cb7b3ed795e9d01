// SiriKit's Intents framework as widgets configured before App Intents use it (`import Intents`
// imports this library): the base classes of the intents, objects and responses Xcode generates
// from an app's `.intentdefinition` file (layoutlab generates them too, IntentDefinitions.swift),
// and the extension that hands out their handlers. Nothing runs an intent here: a widget's
// provider is handed a new intent of its configuration's type, its parameters unset (nil).
import Foundation

/// A request the system runs for the app (Intents' `INIntent`): the base class of the intent
/// classes Xcode generates (`ConfigurationIntent`), which are made empty, `ConfigurationIntent()`.
open class INIntent: NSObject, @unchecked Sendable {
    /// The intent's identifier, for donations: none here.
    open var identifier: String? { nil }
    /// A description of the intent for people.
    open var intentDescription: String?
    /// The phrase Siri suggests for the intent.
    open var suggestedInvocationPhrase: String?

    /// An intent with no parameter set.
    public override init() {}
}

/// An intent's answer (Intents' `INIntentResponse`): the base class of generated responses.
open class INIntentResponse: NSObject, @unchecked Sendable {
    /// The activity that continues the intent in the app.
    open var userActivity: NSUserActivity?

    /// A response with no activity.
    public override init() {}
}

/// A value of a custom type in an intent definition (Intents' `INObject`): an identifier and a
/// display string, as the options of a widget's parameter are (`Character(identifier: "1",
/// display: "Ellie")`).
open class INObject: NSObject, @unchecked Sendable {
    /// The value's identifier in the app.
    public let identifier: String?
    /// The value as people see it.
    public let displayString: String
    /// A second line people see.
    public let subtitleString: String?

    /// A value with an identifier and what people see.
    public init(identifier: String?, display displayString: String) {
        self.identifier = identifier
        self.displayString = displayString
        subtitleString = nil
    }

    /// A value with an identifier, what people see and a second line.
    public init(identifier: String?, display displayString: String, subtitle subtitleString: String?) {
        self.identifier = identifier
        self.displayString = displayString
        self.subtitleString = subtitleString
    }
}

/// A section of options offered for a parameter (Intents' `INObjectSection`).
public final class INObjectSection<ObjectType: AnyObject>: @unchecked Sendable {
    /// The section's title.
    public let title: String?
    /// The section's options.
    public let items: [ObjectType]

    /// A section of `items` under `title`.
    public init(title: String?, items: [ObjectType]) {
        self.title = title
        self.items = items
    }
}

/// The options offered for a parameter (Intents' `INObjectCollection`).
public final class INObjectCollection<ObjectType: AnyObject>: @unchecked Sendable {
    /// The options, by section.
    public let sections: [INObjectSection<ObjectType>]
    /// Every option, in order.
    public var allItems: [ObjectType] { sections.flatMap(\.items) }

    /// Options in sections.
    public init(sections: [INObjectSection<ObjectType>]) { self.sections = sections }
    /// Options in one section without a title.
    public init(items: [ObjectType]) { sections = [INObjectSection(title: nil, items: items)] }
}

/// An Intents app extension's principal class (Intents' `INExtension`): it hands out the object
/// that handles an intent, which nothing asks for here.
open class INExtension: NSObject, @unchecked Sendable {
    /// An extension.
    public override init() {}
    /// The object that handles `intent`: the extension itself.
    open func handler(for intent: INIntent) -> Any? { self }
}
