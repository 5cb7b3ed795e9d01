// State and Binding. State is a plain box (layout never changes it); a binding reads and writes
// through closures.
import LayoutEngine

/// View state (SwiftUI's `@State`): holds its value; `$value` is a `Binding` to it.
@propertyWrapper
public struct State<Value> {
    final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    let box: Box

    public init(wrappedValue value: Value) { box = Box(value) }
    public init(initialValue value: Value) { box = Box(value) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

/// A reference to a value owned elsewhere (SwiftUI's `@Binding`); `.constant(...)` for previews.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    let get: () -> Value
    let set: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    /// A binding whose setter is also given the transaction of the change (a default
    /// `Transaction()` here: nothing animates while a view is laid out).
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.get = get
        self.set = { set($0, Transaction()) }
    }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let get = self.get, set = self.set
        return Binding<Subject>(get: { get()[keyPath: keyPath] }, set: { newValue in
            var value = get()
            value[keyPath: keyPath] = newValue
            set(value)
        })
    }
}

extension Binding {
    /// The binding with its changes animated (SwiftUI's `animation(_:)`): the same value; layout is
    /// of a view at rest.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }

    /// The binding with its changes made in a transaction (SwiftUI's `transaction(_:)`): the same value.
    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }

    /// A binding of an optional to a value (SwiftUI's `init(_:)` where `Value == V?`): reads the
    /// value, and writing nil leaves it as it is.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { newValue in
            if let newValue { base.wrappedValue = newValue }
        })
    }

    /// A binding to an optional's value, nil when the value is nil (SwiftUI's `init?(_:)`).
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        var last = value
        self.init(get: { base.wrappedValue ?? last }, set: { newValue in
            last = newValue
            base.wrappedValue = newValue
        })
    }
}
