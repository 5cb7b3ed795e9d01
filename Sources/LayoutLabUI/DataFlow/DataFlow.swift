// Data-flow property wrappers that pasted views declare: view models (`ObservableObject` with
// `@Published`, `@StateObject`, `@ObservedObject`, `@EnvironmentObject`; `@Observable` classes with
// `@Bindable`), focus, storage and namespaces. Layout never changes state, so each is a plain box:
// the value a view is built with is the value it is laid out with (a `@Published` property's box
// also tells its `$` publisher's subscribers, Combine.swift). `Observation` is re-exported
// (Exports.swift) so `@Observable` compiles as in SwiftUI.

/// A class whose changes views observe (SwiftUI/Combine's `ObservableObject`); nothing is observed.
public protocol ObservableObject: AnyObject {}

/// A published property of an `ObservableObject` (Combine's `Published`): a stored value whose
/// `$` publisher hands its subscribers the current value and each new one (CombineSubjects.swift).
@propertyWrapper
public struct Published<Value> {
    let storage: _PublishedStorage<Value>
    public init(wrappedValue: Value) { storage = _PublishedStorage(wrappedValue) }
    public init(initialValue: Value) { storage = _PublishedStorage(initialValue) }
    // The setters leave the wrapper itself alone (its storage is shared), so setting the property
    // holds no exclusive access to it: a subscriber may read the property while it is being set,
    // as Combine's own `Published` allows.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.set(newValue) }
    }
    /// `$value` inside the object: its publisher. Settable for `assign(to: &$value)`, which sends
    /// into the same storage.
    public var projectedValue: Publisher {
        get { Publisher(storage: storage) }
        nonmutating set {}
    }
}

/// `$model.property` of an observed object: a `Binding` to the property.
@dynamicMemberLookup
public struct _ObjectBindings<ObjectType: AnyObject> {
    let object: ObjectType

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        let object = self.object
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

// The object wrappers' values are main-actor isolated, as in SwiftUI: a view that uses one is then
// main-actor isolated itself (Swift 5 mode infers it from the wrapper), so it can create and read a
// `@MainActor` view model.

/// A view model a view owns (SwiftUI's `StateObject`): made the first time the view reads it, and
/// kept by the view's later builds (as `@State` is, ViewGraph.swift), so that what an `onAppear`
/// loads into it is there when the view is built again.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    final class Storage {
        var object: ObjectType?
        let make: () -> ObjectType
        init(_ make: @escaping () -> ObjectType) { self.make = make }

        var made: ObjectType {
            if let object { return object }
            let object = make()
            self.object = object
            return object
        }
    }

    let storage: Storage
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { storage = Storage(thunk) }
    @preconcurrency @MainActor public var wrappedValue: ObjectType { storage.made }
    @preconcurrency @MainActor public var projectedValue: _ObjectBindings<ObjectType> { _ObjectBindings(object: storage.made) }
}

/// A view model passed to a view (SwiftUI's `ObservedObject`).
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    var object: ObjectType
    public init(wrappedValue: ObjectType) { object = wrappedValue }
    public init(initialValue: ObjectType) { object = initialValue }
    @preconcurrency @MainActor public var wrappedValue: ObjectType {
        get { object }
        set { object = newValue }
    }
    @preconcurrency @MainActor public var projectedValue: _ObjectBindings<ObjectType> { _ObjectBindings(object: object) }
}

/// Objects registered by `.environmentObject(_:)`, by type, for `@EnvironmentObject`. A preview
/// registers its objects when its body is evaluated, before the views that read them are built.
enum _EnvironmentObjects {
    nonisolated(unsafe) static var objects: [ObjectIdentifier: AnyObject] = [:]
}

/// A view model from an ancestor's `.environmentObject(_:)` (SwiftUI's `EnvironmentObject`). Reading
/// one that no view registered stops the program with a message, as SwiftUI does.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
    public init() {}

    @preconcurrency @MainActor public var wrappedValue: ObjectType {
        guard let object = _EnvironmentObjects.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            fatalError("No ObservableObject of type \(ObjectType.self) found: add `.environmentObject(...)` to an ancestor view")
        }
        return object
    }

    @preconcurrency @MainActor public var projectedValue: _ObjectBindings<ObjectType> { _ObjectBindings(object: wrappedValue) }
}

extension View {
    /// Makes `object` available to `@EnvironmentObject` properties of the views built after it.
    public func environmentObject<T: ObservableObject>(_ object: T) -> Self {
        _EnvironmentObjects.objects[ObjectIdentifier(T.self)] = object
        return self
    }
}

/// Bindings to the properties of an `@Observable` object (SwiftUI's `Bindable`): `$model.name`.
@available(macOS 14, iOS 17, *)
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(_ value: Value) { self.wrappedValue = value }
    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

/// Keyboard focus (SwiftUI's `FocusState`): a plain value; nothing is ever focused by layout.
@propertyWrapper
public struct FocusState<Value: Hashable> {
    final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    let box: Box

    public init() where Value == Bool { box = Box(false) }
    public init<T: Hashable>() where Value == T? { box = Box(nil) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: FocusState<Value>.Binding {
        let box = self.box
        return FocusState<Value>.Binding(LayoutLabUI.Binding(get: { box.value }, set: { box.value = $0 }))
    }
}

extension View {
    /// Ignored: focus does not change layout.
    public func focused(_ condition: Binding<Bool>) -> Self { self }
    /// Ignored: focus does not change layout.
    public func focused<V: Hashable>(_ binding: Binding<V?>, equals value: V) -> Self { self }
    /// Ignored: geometry matching is an animation effect.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, isSource: Bool = true) -> Self { self }
}

/// A value kept in user defaults (SwiftUI's `AppStorage`): a plain box holding the default value
/// (an optional one starts as nil, as a key never stored reads).
@propertyWrapper
public struct AppStorage<Value> {
    let box: State<Value>
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) { box = State(wrappedValue: wrappedValue) }
    public init<Wrapped>(_ key: String, store: UserDefaults? = nil) where Value == Wrapped? { box = State(wrappedValue: nil) }
    public var wrappedValue: Value {
        get { box.wrappedValue }
        nonmutating set { box.wrappedValue = newValue }
    }
    public var projectedValue: Binding<Value> { box.projectedValue }
}

/// A value kept per scene (SwiftUI's `SceneStorage`): a plain box holding the default value (an
/// optional one starts as nil).
@propertyWrapper
public struct SceneStorage<Value> {
    let box: State<Value>
    public init(wrappedValue: Value, _ key: String) { box = State(wrappedValue: wrappedValue) }
    public init<Wrapped>(_ key: String) where Value == Wrapped? { box = State(wrappedValue: nil) }
    public var wrappedValue: Value {
        get { box.wrappedValue }
        nonmutating set { box.wrappedValue = newValue }
    }
    public var projectedValue: Binding<Value> { box.projectedValue }
}

/// A namespace for matched geometry (SwiftUI's `Namespace`); visual only.
@propertyWrapper
public struct Namespace {
    /// A namespace identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }
    public init() {}
    public var wrappedValue: ID { ID(value: 0) }
}

/// A length that scales with Dynamic Type (SwiftUI's `ScaledMetric`): the base value times its
/// text style's size at the view's Dynamic Type size over its size at Large (`@ScaledMetric var
/// icon = 24.0` is 24 at Large, 24 × 28 / 17 at AX1), as the style's font scales. At a preview's
/// default size it is its base value.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: _EnvironmentProperty {
    let base: Value
    let textStyle: Font.TextStyle
    let box = _EnvironmentBox()
    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        base = wrappedValue
        self.textStyle = textStyle
    }
    public var wrappedValue: Value {
        let typeSize = (box.values ?? EnvironmentValues()).dynamicTypeSize
        guard typeSize != .large else { return base }
        let style = textStyle.engineStyle
        return base * Value(style.pointSize(on: .ios, typeSize: typeSize.engine) / style.pointSize(on: .ios))
    }
    var _box: _EnvironmentBox { box }
}
