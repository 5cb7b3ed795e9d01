// UserNotifications as a fresh install on a simulator has it, before the user has answered the
// permission prompt: `UNNotificationSettings.authorizationStatus` is `.notDetermined` ("if your app
// has never requested authorization", and the request is never answered here), so:
// - `requestAuthorization(options:completionHandler:)` never calls its handler, and its async form
//   never returns (the prompt waits for a tap that does not come; a `.task` awaiting it is
//   cancelled after a second, with a note, and the code after the `await` does not run);
// - `add(_:)` completes without an error but nothing is scheduled: pending and delivered
//   notifications are always empty, and removing them does nothing;
// - the per-feature settings (`alertSetting`, `soundSetting`, ...) are the enumerations' first
//   cases, `.notSupported` and `.none`, as for an app that has no settings yet (Apple documents no
//   value for this state);
// - the delegate is kept, and never called: nothing is delivered or answered.
// Completion handlers that do run are called at once, on the caller's thread.
import Foundation

/// The app's notification center (UserNotifications' `UNUserNotificationCenter`): one per app,
/// never authorized, nothing scheduled (see the file header).
public final class UNUserNotificationCenter: @unchecked Sendable {
    private static let shared = UNUserNotificationCenter()
    private let lock = NSLock()
    private weak var storedDelegate: (any UNUserNotificationCenterDelegate)?
    private var categories: Set<UNNotificationCategory> = []

    private init() {}

    /// The app's notification center: the same object every time.
    public static func current() -> UNUserNotificationCenter { shared }

    /// Kept and never called: no notification is delivered or answered.
    public weak var delegate: (any UNUserNotificationCenterDelegate)? {
        get { lock.withLock { storedDelegate } }
        set { lock.withLock { storedDelegate = newValue } }
    }

    /// Whether the device supports notification content extensions (an iPhone does).
    public var supportsContentExtensions: Bool { true }

    // MARK: Authorization

    /// Shows the permission prompt, which is never answered here: `completionHandler` is never called.
    public func requestAuthorization(options: UNAuthorizationOptions = [],
                                     completionHandler: @escaping (Bool, (any Error)?) -> Void) {}

    /// Shows the permission prompt and waits for the user's answer, which never comes: it never returns.
    public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        await Self.unanswered()
    }

    /// Never resumes: what an unanswered system prompt gives an `await`.
    private static func unanswered<T>() async -> T {
        await withUnsafeContinuation { (_: UnsafeContinuation<T, Never>) in }
    }

    /// The settings: not determined (see the file header).
    public func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) {
        completionHandler(UNNotificationSettings())
    }

    /// The settings: not determined (see the file header).
    public func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings() }

    // MARK: Categories

    /// The kinds of notification the app sends and their actions: kept.
    public func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
        lock.withLock { self.categories = categories }
    }

    /// The categories set last.
    public func getNotificationCategories(completionHandler: @escaping (Set<UNNotificationCategory>) -> Void) {
        completionHandler(lock.withLock { categories })
    }

    /// The categories set last.
    public func notificationCategories() async -> Set<UNNotificationCategory> { lock.withLock { categories } }

    // MARK: Scheduling

    /// Accepts the request and schedules nothing (the app is not authorized): the handler gets no error.
    public func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil) {
        completionHandler?(nil)
    }

    /// Accepts the request and schedules nothing (the app is not authorized).
    public func add(_ request: UNNotificationRequest) async throws {}

    /// The notifications waiting to be delivered: none.
    public func getPendingNotificationRequests(completionHandler: @escaping ([UNNotificationRequest]) -> Void) {
        completionHandler([])
    }

    /// The notifications waiting to be delivered: none.
    public func pendingNotificationRequests() async -> [UNNotificationRequest] { [] }

    /// Removes waiting notifications: there are none.
    public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {}

    /// Removes every waiting notification: there are none.
    public func removeAllPendingNotificationRequests() {}

    /// The notifications shown in Notification Center: none.
    public func getDeliveredNotifications(completionHandler: @escaping ([UNNotification]) -> Void) {
        completionHandler([])
    }

    /// The notifications shown in Notification Center: none.
    public func deliveredNotifications() async -> [UNNotification] { [] }

    /// Removes shown notifications: there are none.
    public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}

    /// Removes every shown notification: there are none.
    public func removeAllDeliveredNotifications() {}

    /// Sets the app icon's badge: accepted, nothing is shown.
    public func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil) {
        completionHandler?(nil)
    }

    /// Sets the app icon's badge: accepted, nothing is shown.
    public func setBadgeCount(_ newBadgeCount: Int) async throws {}
}

/// What the notification center tells the app (UserNotifications' `UNUserNotificationCenterDelegate`).
/// Its methods are optional in UserNotifications: a conforming class declares those it uses
/// (`userNotificationCenter(_:willPresent:withCompletionHandler:)`, `…didReceive…`); none is called here.
public protocol UNUserNotificationCenterDelegate: AnyObject {}

// MARK: Settings

/// The app's notification settings (UserNotifications' `UNNotificationSettings`): not determined.
public final class UNNotificationSettings: @unchecked Sendable {
    init() {}
    /// The user has not answered: `.notDetermined`.
    public var authorizationStatus: UNAuthorizationStatus { .notDetermined }
    public var notificationCenterSetting: UNNotificationSetting { .notSupported }
    public var lockScreenSetting: UNNotificationSetting { .notSupported }
    public var carPlaySetting: UNNotificationSetting { .notSupported }
    public var alertSetting: UNNotificationSetting { .notSupported }
    public var badgeSetting: UNNotificationSetting { .notSupported }
    public var soundSetting: UNNotificationSetting { .notSupported }
    public var criticalAlertSetting: UNNotificationSetting { .notSupported }
    public var announcementSetting: UNNotificationSetting { .notSupported }
    public var timeSensitiveSetting: UNNotificationSetting { .notSupported }
    public var scheduledDeliverySetting: UNNotificationSetting { .notSupported }
    public var directMessagesSetting: UNNotificationSetting { .notSupported }
    public var alertStyle: UNAlertStyle { .none }
    public var showPreviewsSetting: UNShowPreviewsSetting { .always }
    public var providesAppNotificationSettings: Bool { false }
}

/// Whether the app may schedule notifications (UserNotifications' `UNAuthorizationStatus`).
public enum UNAuthorizationStatus: Int, Sendable { case notDetermined, denied, authorized, provisional, ephemeral }

/// Whether one way of notifying is on (UserNotifications' `UNNotificationSetting`).
public enum UNNotificationSetting: Int, Sendable { case notSupported, disabled, enabled }

/// How alerts look (UserNotifications' `UNAlertStyle`).
public enum UNAlertStyle: Int, Sendable { case none, banner, alert }

/// When previews show (UserNotifications' `UNShowPreviewsSetting`).
public enum UNShowPreviewsSetting: Int, Sendable { case always, whenAuthenticated, never }

/// What the app asks to do (UserNotifications' `UNAuthorizationOptions`).
public struct UNAuthorizationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNAuthorizationOptions(rawValue: 1), sound = UNAuthorizationOptions(rawValue: 2)
    public static let alert = UNAuthorizationOptions(rawValue: 4), carPlay = UNAuthorizationOptions(rawValue: 8)
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 16)
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 32)
    public static let provisional = UNAuthorizationOptions(rawValue: 64)
}

/// How a notification shows while the app is in front (UserNotifications' `UNNotificationPresentationOptions`).
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNNotificationPresentationOptions(rawValue: 1)
    public static let sound = UNNotificationPresentationOptions(rawValue: 2)
    public static let alert = UNNotificationPresentationOptions(rawValue: 4)
    public static let list = UNNotificationPresentationOptions(rawValue: 8)
    public static let banner = UNNotificationPresentationOptions(rawValue: 16)
}
