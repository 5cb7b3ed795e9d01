// Foundation as on Apple's systems, where Linux's lacks it: `UserDefaults`' key-value-coding
// accessors (`value(forKey:)`, `setValue(_:forKey:)`), which on Apple's systems read and write the
// same values as `object(forKey:)` and `set(_:forKey:)`.
#if !canImport(Darwin)
import Foundation

/// Key-value storage synced through iCloud (Foundation's `NSUbiquitousKeyValueStore`): empty, as
/// before the first sync, and it stays so (a view is laid out at its first moment).
open class NSUbiquitousKeyValueStore: @unchecked Sendable {
    public static let `default` = NSUbiquitousKeyValueStore()
    public static let didChangeExternallyNotification = Notification.Name("NSUbiquitousKeyValueStoreDidChangeExternallyNotification")
    public init() {}
    open func object(forKey key: String) -> Any? { nil }
    open func set(_ value: Any?, forKey key: String) {}
    open func set(_ value: Int64, forKey key: String) {}
    open func set(_ value: Double, forKey key: String) {}
    open func set(_ value: Bool, forKey key: String) {}
    open func string(forKey key: String) -> String? { nil }
    open func longLong(forKey key: String) -> Int64 { 0 }
    open func double(forKey key: String) -> Double { 0 }
    open func bool(forKey key: String) -> Bool { false }
    open func data(forKey key: String) -> Data? { nil }
    open func array(forKey key: String) -> [Any]? { nil }
    open func dictionary(forKey key: String) -> [String: Any]? { nil }
    open func removeObject(forKey key: String) {}
    @discardableResult open func synchronize() -> Bool { true }
    open var dictionaryRepresentation: [String: Any] { [:] }
}

/// The keys and reasons of `NSUbiquitousKeyValueStore.didChangeExternallyNotification`'s user
/// info (the notification is never posted here).
public let NSUbiquitousKeyValueStoreChangeReasonKey = "NSUbiquitousKeyValueStoreChangeReasonKey"
public let NSUbiquitousKeyValueStoreChangedKeysKey = "NSUbiquitousKeyValueStoreChangedKeysKey"
public let NSUbiquitousKeyValueStoreServerChange = 0
public let NSUbiquitousKeyValueStoreInitialSyncChange = 1
public let NSUbiquitousKeyValueStoreQuotaViolationChange = 2
public let NSUbiquitousKeyValueStoreAccountChange = 3

extension UserDefaults {
    /// The value stored under `key` (as `object(forKey:)`).
    public func value(forKey key: String) -> Any? { object(forKey: key) }
    /// Stores `value` under `key` (as `set(_:forKey:)`; nil removes it).
    public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }
}
#endif
