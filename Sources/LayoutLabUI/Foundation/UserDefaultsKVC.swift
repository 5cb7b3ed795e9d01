// Foundation as on Apple's systems, where Linux's lacks it: `UserDefaults`' key-value-coding
// accessors (`value(forKey:)`, `setValue(_:forKey:)`), which on Apple's systems read and write the
// same values as `object(forKey:)` and `set(_:forKey:)`.
#if !canImport(Darwin)
import Foundation

extension UserDefaults {
    /// The value stored under `key` (as `object(forKey:)`).
    public func value(forKey key: String) -> Any? { object(forKey: key) }
    /// Stores `value` under `key` (as `set(_:forKey:)`; nil removes it).
    public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }
}
#endif
