// Environment values as view files declare and read them: custom keys
// (`struct K: EnvironmentKey` with an `EnvironmentValues` property reading `self[K.self]`), the
// observable objects `.environment(object)` passes down and `@Environment(Model.self)` reads, and
// `presentationMode`. Built-in environment values are fixed in LayoutLabUI (see `EnvironmentValues`);
// a custom key reads what `.environment(\.key, value)` set around the view, else its default.
import LayoutEngine

/// A key for a value of the environment (SwiftUI's `EnvironmentKey`); reads give its `defaultValue`.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Names an observable object's type as a key path's subscript argument: `@Environment(Model.self)`.
/// Implementation detail of LayoutLabUI.
public struct _ObjectKey<Object>: Hashable {
    public static func == (lhs: Self, rhs: Self) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}
}

extension EnvironmentValues {
    /// A custom key's value: what `.environment(\.key, value)` set around the view, else its default
    /// (for a key bridged to UIKit's traits, the current traits' value: UIKitTraits.swift).
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { _custom[ObjectIdentifier(K.self)] as? K.Value ?? Self.unsetValue(of: K.self) }
        set { _custom[ObjectIdentifier(K.self)] = newValue }
    }

    /// The object of type `Object` an ancestor passed with `.environment(object)` or `.environmentObject(object)`.
    public subscript<Object>(_object key: _ObjectKey<Object>) -> Object {
        guard let object = _EnvironmentObjects.objects[ObjectIdentifier(Object.self)] as? Object else {
            fatalError("No object of type \(Object.self) in the environment: add `.environment(...)` with one to an ancestor view")
        }
        return object
    }

    /// The presentation this view is in (SwiftUI's `presentationMode`): a preview is not presented.
    public var presentationMode: Binding<PresentationMode> { .constant(PresentationMode()) }
}

extension Environment where Value: AnyObject {
    /// Reads the observable object of type `objectType` an ancestor passed with `.environment(object)`.
    public init(_ objectType: Value.Type) {
        self.init(\EnvironmentValues.[_object: _ObjectKey<Value>()])
    }
}

extension View {
    /// Makes `object` available to `@Environment(Object.self)` (and `@EnvironmentObject`) properties of
    /// the views built after it.
    public func environment<Object: AnyObject>(_ object: Object?) -> Self {
        if let object { _EnvironmentObjects.objects[ObjectIdentifier(Object.self)] = object }
        return self
    }
}

/// Whether a view is presented (SwiftUI's `PresentationMode`); a preview is never presented.
public struct PresentationMode {
    public init() {}
    /// False: previews lay out the view itself, not a presentation of it.
    public var isPresented: Bool { false }
    /// Does nothing (nothing is presented).
    public mutating func dismiss() {}
}

