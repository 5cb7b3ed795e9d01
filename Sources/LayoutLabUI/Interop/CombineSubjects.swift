// Combine's subjects and `@Published`'s publisher (Combine.swift describes the model): what is sent
// reaches the current subscribers before `send` returns; a `CurrentValueSubject` and a `@Published`
// property's `$` publisher also hand a new subscriber their current value at once. A `@Published`
// property publishes in its `willSet`, as the `Published` documentation says ("subscribers receive
// the new value before it's actually set on the property").

/// The subscribers of a subject, and how it ended.
final class _SubscriberList<Output, Failure: Error> {
    private var entries: [(link: _SubscriptionLink, receive: (_Event<Output, Failure>) -> Void)] = []
    private(set) var completion: Subscribers.Completion<Failure>?

    /// Adds a subscriber until its link ends, first handing it `current` (a current value, a
    /// fulfilled future's output); one that comes after the end hears only the end.
    func add(_ link: _SubscriptionLink, replaying current: Output? = nil, _ receive: @escaping (_Event<Output, Failure>) -> Void) {
        if let current, link.isActive { receive(.value(current)) }
        guard link.isActive else { return }
        if let completion { return receive(.completion(completion)) }
        entries.append((link, receive))
        let key = ObjectIdentifier(link)
        link.onEnd { [weak self] _ in self?.entries.removeAll { ObjectIdentifier($0.link) == key } }
    }

    /// Hands `value` to the current subscribers, unless the stream has ended (a subscriber one
    /// before it cancelled during this send hears nothing).
    func send(_ value: Output) {
        guard completion == nil else { return }
        for entry in entries where entry.link.isActive { entry.receive(.value(value)) }
    }

    /// Ends the stream for the current subscribers and later ones.
    func send(completion ending: Subscribers.Completion<Failure>) {
        guard completion == nil else { return }
        completion = ending
        let ended = entries
        entries = []
        for entry in ended where entry.link.isActive { entry.receive(.completion(ending)) }
    }
}

/// A subject that hands what it is sent to its current subscribers (Combine's `PassthroughSubject`).
public final class PassthroughSubject<Output, Failure: Error>: Publisher {
    private let subscribers = _SubscriberList<Output, Failure>()

    public init() {}
    public func send(_ value: Output) { subscribers.send(value) }
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.send(completion: completion) }

    public func _subscribe(_ link: _SubscriptionLink, _ receive: @escaping (_Event<Output, Failure>) -> Void) {
        subscribers.add(link, receive)
    }
}

extension PassthroughSubject where Output == Void {
    public func send() { send(()) }
}

/// A subject holding its latest value (Combine's `CurrentValueSubject`): a new subscriber gets it at
/// once; setting `value` sends it.
public final class CurrentValueSubject<Output, Failure: Error>: Publisher {
    private let subscribers = _SubscriberList<Output, Failure>()
    private var current: Output

    public var value: Output {
        get { current }
        set { send(newValue) }
    }

    public init(_ value: Output) { current = value }

    public func send(_ value: Output) {
        guard subscribers.completion == nil else { return }
        current = value
        subscribers.send(value)
    }

    public func send(completion: Subscribers.Completion<Failure>) { subscribers.send(completion: completion) }

    public func _subscribe(_ link: _SubscriptionLink, _ receive: @escaping (_Event<Output, Failure>) -> Void) {
        subscribers.add(link, replaying: subscribers.completion == nil ? current : nil, receive)
    }
}

/// An object's will-change signal (Combine's `ObservableObjectPublisher`): `send()` reaches its
/// current subscribers.
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    private let subscribers = _SubscriberList<Void, Never>()

    public init() {}
    public func send() { subscribers.send(()) }

    public func _subscribe(_ link: _SubscriptionLink, _ receive: @escaping (_Event<Void, Never>) -> Void) {
        subscribers.add(link, receive)
    }
}

extension ObservableObject {
    /// Sent before the object changes: a new publisher each time it is read, so nothing subscribed
    /// to it hears the object's `@Published` properties change (an object that declares its own
    /// `objectWillChange` sends through that one).
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// A `@Published` property's value and the subscribers of its `$` publisher.
final class _PublishedStorage<Value> {
    private(set) var value: Value
    private let subscribers = _SubscriberList<Value, Never>()
    /// What `assign(to:)` republishes into the property: it lives as long as the property.
    private var assignments: [_SubscriptionLink] = []

    init(_ value: Value) { self.value = value }
    deinit { for link in assignments { link.cancel() } }

    /// Sets the value, the subscribers hearing it first (`willSet`).
    func set(_ newValue: Value) {
        subscribers.send(newValue)
        value = newValue
    }

    func subscribe(_ link: _SubscriptionLink, _ receive: @escaping (_Event<Value, Never>) -> Void) {
        subscribers.add(link, replaying: value, receive)
    }

    /// Keeps an `assign(to:)` subscription alive as long as the property.
    func keep(_ link: _SubscriptionLink) { assignments.append(link) }
}

extension Published {
    /// `$property` inside a view model (Combine's `Published.Publisher`): the current value at
    /// once, then each value the property is set to, before it is set.
    public struct Publisher: LayoutLabUI.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        let storage: _PublishedStorage<Value>

        public func _subscribe(_ link: _SubscriptionLink, _ receive: @escaping (_Event<Value, Never>) -> Void) {
            storage.subscribe(link, receive)
        }
    }
}

extension LayoutLabUI.Publisher where Failure == Never {
    /// `.assign(to: &$property)`: republishes into a `@Published` property, for as long as the
    /// property lives.
    public func assign(to published: inout Published<Output>.Publisher) {
        let link = _SubscriptionLink()
        let storage = published.storage
        storage.keep(link)
        _subscribe(link, _Subscriber.receiver(link, value: { [weak storage] in storage?.set($0) }, completion: { _ in }))
    }
}
