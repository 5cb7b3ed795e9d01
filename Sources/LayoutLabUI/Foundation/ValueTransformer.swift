// Foundation's `ValueTransformer`, which Linux's Foundation lacks: Core Data models' transformable
// attributes name their transformers by it (`final class ColorTransformer:
// NSSecureUnarchiveFromDataTransformer`, `ValueTransformer.setValueTransformer(_:forName:)` at
// launch). Transforming works as subclasses write it; the registry by name is not kept (no view
// file's layout depends on it, and the library keeps no global state).
import Foundation

/// The name a value transformer is registered under (Foundation's `NSValueTransformerName`).
public struct NSValueTransformerName: Hashable, Sendable, RawRepresentable {
    public let rawValue: String

    /// The name `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The name `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Foundation's transformer negating a Boolean.
    public static let negateBooleanTransformerName = NSValueTransformerName("NSNegateBoolean")
    /// Foundation's transformer telling whether a value is nil.
    public static let isNilTransformerName = NSValueTransformerName("NSIsNil")
    /// Foundation's transformer telling whether a value is not nil.
    public static let isNotNilTransformerName = NSValueTransformerName("NSIsNotNil")
    /// Foundation's (deprecated) transformer unarchiving data.
    public static let unarchiveFromDataTransformerName = NSValueTransformerName("NSUnarchiveFromData")
    /// Foundation's (deprecated) transformer unarchiving keyed data.
    public static let keyedUnarchiveFromDataTransformerName = NSValueTransformerName("NSKeyedUnarchiveFromData")
    /// Foundation's transformer unarchiving data securely.
    public static let secureUnarchiveFromDataTransformerName = NSValueTransformerName("NSSecureUnarchiveFromData")
}

/// Converts values one way and, if it allows, back (Foundation's `ValueTransformer`). By default
/// a value is returned as it is.
open class ValueTransformer: NSObject {
    /// A transformer.
    public override init() { super.init() }

    /// The transformer registered under `name`: none is kept, so nil.
    public convenience init?(forName name: NSValueTransformerName) { return nil }

    /// Registers `transformer` under `name`: accepted, not kept.
    open class func setValueTransformer(_ transformer: ValueTransformer?, forName name: NSValueTransformerName) {}

    /// The names transformers are registered under: none is kept.
    open class func valueTransformerNames() -> [NSValueTransformerName] { [] }

    /// The class of the values the transformer makes.
    open class func transformedValueClass() -> AnyClass { NSObject.self }

    /// Whether the transformer converts values back.
    open class func allowsReverseTransformation() -> Bool { false }

    /// `value` transformed: by default `value` itself.
    open func transformedValue(_ value: Any?) -> Any? { value }

    /// `value` transformed back: by default as `transformedValue(_:)` transforms it.
    open func reverseTransformedValue(_ value: Any?) -> Any? { transformedValue(value) }
}

/// The transformer Core Data's transformable attributes use by default (Foundation's
/// `NSSecureUnarchiveFromDataTransformer`): subclasses name the classes they allow.
open class NSSecureUnarchiveFromDataTransformer: ValueTransformer {
    /// The classes an archive may hold at its top.
    open class var allowedTopLevelClasses: [AnyClass] { [] }

    /// Converts data back.
    open override class func allowsReverseTransformation() -> Bool { true }

    /// Archives are data.
    open override class func transformedValueClass() -> AnyClass { NSData.self }
}
