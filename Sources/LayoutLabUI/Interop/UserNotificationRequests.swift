// What an app builds to schedule a notification with UserNotifications (UserNotifications.swift
// has the center, which schedules nothing): the content, its sound and attachments, the trigger,
// the request, and the categories and actions a notification offers. They keep what is set, as
// UserNotifications' objects do; a trigger's next date is worked out from the clock and calendar.
import Foundation

// MARK: Content

/// A notification's content (UserNotifications' `UNNotificationContent`): read-only; the app
/// writes a `UNMutableNotificationContent`.
public class UNNotificationContent: @unchecked Sendable {
    public internal(set) var title = "", subtitle = "", body = ""
    public internal(set) var badge: NSNumber?
    public internal(set) var sound: UNNotificationSound?
    public internal(set) var userInfo: [AnyHashable: Any] = [:]
    public internal(set) var attachments: [UNNotificationAttachment] = []
    public internal(set) var categoryIdentifier = "", threadIdentifier = "", launchImageName = ""
    public internal(set) var targetContentIdentifier: String?
    public internal(set) var interruptionLevel = UNNotificationInterruptionLevel.active
    public internal(set) var relevanceScore = 0.0
    public internal(set) var filterCriteria: String?

    init() {}
}

/// A notification's content being written (UserNotifications' `UNMutableNotificationContent`).
public final class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    public override init() {}
    public override var title: String { get { super.title } set { super.title = newValue } }
    public override var subtitle: String { get { super.subtitle } set { super.subtitle = newValue } }
    public override var body: String { get { super.body } set { super.body = newValue } }
    public override var badge: NSNumber? { get { super.badge } set { super.badge = newValue } }
    public override var sound: UNNotificationSound? { get { super.sound } set { super.sound = newValue } }
    public override var userInfo: [AnyHashable: Any] { get { super.userInfo } set { super.userInfo = newValue } }
    public override var attachments: [UNNotificationAttachment] { get { super.attachments } set { super.attachments = newValue } }
    public override var categoryIdentifier: String { get { super.categoryIdentifier } set { super.categoryIdentifier = newValue } }
    public override var threadIdentifier: String { get { super.threadIdentifier } set { super.threadIdentifier = newValue } }
    public override var launchImageName: String { get { super.launchImageName } set { super.launchImageName = newValue } }
    public override var targetContentIdentifier: String? {
        get { super.targetContentIdentifier }
        set { super.targetContentIdentifier = newValue }
    }
    public override var interruptionLevel: UNNotificationInterruptionLevel {
        get { super.interruptionLevel }
        set { super.interruptionLevel = newValue }
    }
    public override var relevanceScore: Double { get { super.relevanceScore } set { super.relevanceScore = newValue } }
    public override var filterCriteria: String? { get { super.filterCriteria } set { super.filterCriteria = newValue } }
}

/// How a notification interrupts (UserNotifications' `UNNotificationInterruptionLevel`).
public enum UNNotificationInterruptionLevel: UInt, Sendable {
    case passive, active, timeSensitive, critical
}

/// A notification's sound (UserNotifications' `UNNotificationSound`): kept, never played.
public final class UNNotificationSound: @unchecked Sendable {
    /// The sound file's name, nil for the system's sound.
    let name: UNNotificationSoundName?
    let critical: Bool

    init(name: UNNotificationSoundName?, critical: Bool) {
        self.name = name
        self.critical = critical
    }

    /// The system's notification sound.
    public static let `default` = UNNotificationSound(name: nil, critical: false)
    /// The system's sound for critical alerts.
    public static let defaultCritical = UNNotificationSound(name: nil, critical: true)
    /// The system's ringtone, for calls.
    public static let defaultRingtone = UNNotificationSound(name: nil, critical: false)
    /// A sound file of the app.
    public convenience init(named name: UNNotificationSoundName) { self.init(name: name, critical: false) }
    /// A sound file of the app, for critical alerts.
    public static func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
        UNNotificationSound(name: name, critical: true)
    }
    /// A sound file of the app, for critical alerts, at a volume.
    public static func criticalSoundNamed(_ name: UNNotificationSoundName, withAudioVolume volume: Float) -> UNNotificationSound {
        UNNotificationSound(name: name, critical: true)
    }
    /// The system's sound for critical alerts, at a volume.
    public static func defaultCriticalSound(withAudioVolume volume: Float) -> UNNotificationSound { .defaultCritical }
}

/// The name of a sound file (UserNotifications' `UNNotificationSoundName`).
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A file shown with a notification (UserNotifications' `UNNotificationAttachment`).
public final class UNNotificationAttachment: @unchecked Sendable {
    public let identifier: String
    public let url: URL
    public let type: String

    /// An attachment of the file at `url`, which must exist [UserNotifications:
    /// `UNError.Code.attachmentInvalidURL`].
    public init(identifier: String, url: URL, options: [AnyHashable: Any]? = nil) throws {
        guard url.isFileURL, FileManager.default.fileExists(atPath: url.path) else {
            throw NSError(domain: UNErrorDomain, code: 100,
                          userInfo: [NSLocalizedDescriptionKey: "Invalid attachment file URL"])
        }
        self.identifier = identifier
        self.url = url
        self.type = url.pathExtension
    }
}

/// UserNotifications' error domain.
public let UNErrorDomain = "UNErrorDomain"

// MARK: Triggers

/// When a notification is delivered (UserNotifications' `UNNotificationTrigger`).
public class UNNotificationTrigger: @unchecked Sendable {
    public let repeats: Bool
    init(repeats: Bool) { self.repeats = repeats }
}

/// After an interval (UserNotifications' `UNTimeIntervalNotificationTrigger`).
public final class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let timeInterval: TimeInterval
    public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }
    /// The interval from now.
    public func nextTriggerDate() -> Date? { Date(timeIntervalSinceNow: timeInterval) }
}

/// At a date and time (UserNotifications' `UNCalendarNotificationTrigger`).
public final class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let dateComponents: DateComponents
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }
    /// The next date after now that matches the components in the current calendar, nil when
    /// none does (a date in the past).
    public func nextTriggerDate() -> Date? {
        let calendar = dateComponents.calendar ?? Calendar.current
        return calendar.nextDate(after: Date(), matching: dateComponents, matchingPolicy: .nextTime)
    }
}

/// Sent by a server (UserNotifications' `UNPushNotificationTrigger`).
public final class UNPushNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {}

// MARK: Requests and what the user does

/// A notification to schedule (UserNotifications' `UNNotificationRequest`).
public final class UNNotificationRequest: @unchecked Sendable {
    public let identifier: String
    public let content: UNNotificationContent
    public let trigger: UNNotificationTrigger?
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
    }
}

/// A delivered notification (UserNotifications' `UNNotification`): none is delivered here.
public final class UNNotification: @unchecked Sendable {
    public let request: UNNotificationRequest
    public let date: Date
    init(request: UNNotificationRequest, date: Date) {
        self.request = request
        self.date = date
    }
}

/// The user's answer to a notification (UserNotifications' `UNNotificationResponse`): none comes here.
public class UNNotificationResponse: @unchecked Sendable {
    public let notification: UNNotification
    public let actionIdentifier: String
    init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
    }
}

/// The text the user typed in answer (UserNotifications' `UNTextInputNotificationResponse`).
public final class UNTextInputNotificationResponse: UNNotificationResponse, @unchecked Sendable {
    public let userText: String
    init(notification: UNNotification, actionIdentifier: String, userText: String) {
        self.userText = userText
        super.init(notification: notification, actionIdentifier: actionIdentifier)
    }
}

/// The user opened the notification (UserNotifications' identifier).
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The user dismissed the notification (UserNotifications' identifier).
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

// MARK: Categories and actions

/// A button of a notification (UserNotifications' `UNNotificationAction`).
public class UNNotificationAction: Hashable, @unchecked Sendable {
    public let identifier: String
    public let title: String
    public let options: UNNotificationActionOptions
    public let icon: UNNotificationActionIcon?
    public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
        self.identifier = identifier
        self.title = title
        self.options = options
        self.icon = nil
    }
    public init(identifier: String, title: String, options: UNNotificationActionOptions = [], icon: UNNotificationActionIcon?) {
        self.identifier = identifier
        self.title = title
        self.options = options
        self.icon = icon
    }
    public static func == (lhs: UNNotificationAction, rhs: UNNotificationAction) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

/// A button that asks for text (UserNotifications' `UNTextInputNotificationAction`).
public final class UNTextInputNotificationAction: UNNotificationAction, @unchecked Sendable {
    public let textInputButtonTitle: String
    public let textInputPlaceholder: String
    public init(identifier: String, title: String, options: UNNotificationActionOptions = [],
                textInputButtonTitle: String, textInputPlaceholder: String) {
        self.textInputButtonTitle = textInputButtonTitle
        self.textInputPlaceholder = textInputPlaceholder
        super.init(identifier: identifier, title: title, options: options)
    }
    public init(identifier: String, title: String, options: UNNotificationActionOptions = [], icon: UNNotificationActionIcon?,
                textInputButtonTitle: String, textInputPlaceholder: String) {
        self.textInputButtonTitle = textInputButtonTitle
        self.textInputPlaceholder = textInputPlaceholder
        super.init(identifier: identifier, title: title, options: options, icon: icon)
    }
}

/// An action button's icon (UserNotifications' `UNNotificationActionIcon`).
public final class UNNotificationActionIcon: @unchecked Sendable {
    let name: String
    init(name: String) { self.name = name }
    public convenience init(systemImageName: String) { self.init(name: systemImageName) }
    public convenience init(templateImageName: String) { self.init(name: templateImageName) }
}

/// How an action runs (UserNotifications' `UNNotificationActionOptions`).
public struct UNNotificationActionOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1)
    public static let destructive = UNNotificationActionOptions(rawValue: 2)
    public static let foreground = UNNotificationActionOptions(rawValue: 4)
}

/// A kind of notification and its actions (UserNotifications' `UNNotificationCategory`).
public final class UNNotificationCategory: Hashable, @unchecked Sendable {
    public let identifier: String
    public let actions: [UNNotificationAction]
    public let intentIdentifiers: [String]
    public let options: UNNotificationCategoryOptions
    public let hiddenPreviewsBodyPlaceholder: String
    public let categorySummaryFormat: String

    public init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                options: UNNotificationCategoryOptions = []) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
        self.options = options
        self.hiddenPreviewsBodyPlaceholder = ""
        self.categorySummaryFormat = ""
    }
    public init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                hiddenPreviewsBodyPlaceholder: String, options: UNNotificationCategoryOptions = []) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
        self.options = options
        self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder
        self.categorySummaryFormat = ""
    }
    public init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                hiddenPreviewsBodyPlaceholder: String?, categorySummaryFormat: String?, options: UNNotificationCategoryOptions = []) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
        self.options = options
        self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder ?? ""
        self.categorySummaryFormat = categorySummaryFormat ?? ""
    }
    public static func == (lhs: UNNotificationCategory, rhs: UNNotificationCategory) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

/// How a category's notifications behave (UserNotifications' `UNNotificationCategoryOptions`).
public struct UNNotificationCategoryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1)
    public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 2)
    public static let hiddenPreviewsShowTitle = UNNotificationCategoryOptions(rawValue: 4)
    public static let hiddenPreviewsShowSubtitle = UNNotificationCategoryOptions(rawValue: 8)
}
