// Combine as view models and views use it (`import Combine` imports this library), as a small
// synchronous push model: each publisher knows how to subscribe a closure that receives its values
// and its completion (`_subscribe`), each operator wraps that closure, and a subscription is a link
// (`_SubscriptionLink`) that cancelling, an `AnyCancellable`'s deinit or the completion ends.
//
// Why: real Combine delivers some values at once, while the subscriber subscribes — `Just`, a
// sequence's elements, what `prepend` adds, a `CurrentValueSubject`'s or a `@Published` property's
// current value (the `Published` documentation's example prints the initial temperature first) —
// and hands what a subject is sent, or a `@Published` property is set to, to its current subscribers
// before `send` returns. Those values shape a screen's first frame, which is what layoutlab lays
// out: a view model whose `init` sinks `Just(2)` into its items shows one item, `$query.map { … }
// .assign(to: &$count)` sets `count` at once. So they are delivered here as there, through the
// operators (CombineOperators.swift, CombineCombining.swift, CombineErrors.swift).
//
// What real Combine delivers later is never delivered: after a time (`debounce`, `throttle`,
// `delay`, timers), from the network (`URLSession.dataTaskPublisher`), from notification posts, or
// from another thread (a subscriber hears only what reaches it on the thread that subscribed).
// `receive(on:)` the main queue or the main run loop hands values to the main queue, which layoutlab
// runs only where it runs a view's main-queue work (after appear actions: CombineSchedulers.swift).
// There are no threads or schedulers of its own, and no demand: every subscriber takes every value.

import Foundation

/// A stream of values (Combine's `Publisher`). `_subscribe` delivers what it delivers at once.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error

    /// Subscribes `receive` to this publisher's values and completion: what the publisher has at
    /// once is delivered before this returns, the rest as it comes, while `link` is active
    /// (layoutlab's form of Combine's `receive(subscriber:)`).
    func _subscribe(_ link: _SubscriptionLink, _ receive: @escaping (_Event<Output, Failure>) -> Void)
}

extension Publisher {
    /// A publisher of the user's own delivers nothing.
    public func _subscribe(_ link: _SubscriptionLink, _ receive: @escaping (_Event<Output, Failure>) -> Void) {}
}

/// One thing a publisher tells its subscriber: a value, or how the stream ended.
public enum _Event<Output, Failure: Error> {
    case value(Output)
    case completion(Subscribers.Completion<Failure>)

    /// The event with its value transformed.
    func map<T>(_ transform: (Output) -> T) -> _Event<T, Failure> {
        switch self {
        case .value(let value): .value(transform(value))
        case .completion(let completion): .completion(completion)
        }
    }

    /// The event with its failure transformed.
    func mapFailure<E: Error>(_ transform: (Failure) -> E) -> _Event<Output, E> {
        switch self {
        case .value(let value): .value(value)
        case .completion(.finished): .completion(.finished)
        case .completion(.failure(let error)): .completion(.failure(transform(error)))
        }
    }

    /// Hands a completion on to `receive` and a value to `handle`.
    func relay<T>(_ receive: (_Event<T, Failure>) -> Void, value handle: (Output) -> Void) {
        switch self {
        case .value(let value): handle(value)
        case .completion(let completion): receive(.completion(completion))
        }
    }
}

/// Something that can be cancelled (Combine's `Cancellable`).
public protocol Cancellable {
    func cancel()
}

extension Cancellable {
    /// Keeps the subscription in `set` (as an `AnyCancellable` of it, as Combine does): a
    /// connectable publisher's `connect()` is stored so.
    public func store(in set: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &set) }
    /// Keeps the subscription in `collection`, as an `AnyCancellable` of it.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }
}

/// A subscription's life (Combine's `Subscription`): active until it is cancelled or its stream
/// ends; what it holds (a subject's hold on the subscriber, an inner subscription) is let go then.
/// Every subscriber takes every value, so `request(_:)` changes nothing.
public final class _SubscriptionLink: Subscription {
    private enum State { case active, cancelled, finished }
    private var state = State.active
    private var endings: [(_ cancelled: Bool) -> Void] = []

    init() {}

    /// Whether values still reach the subscriber.
    var isActive: Bool { state == .active }

    /// Runs `action` when the subscription ends (at once if it has), telling whether it was cancelled.
    func onEnd(_ action: @escaping (_ cancelled: Bool) -> Void) {
        guard isActive else { return action(state == .cancelled) }
        endings.append(action)
    }

    /// A subscription of an operator's own to its upstream, cancelled with this one (or alone,
    /// as `first()` cancels its upstream once it has its value).
    func child() -> _SubscriptionLink {
        let child = _SubscriptionLink()
        onEnd { [weak child] _ in child?.cancel() }
        return child
    }

    public func request(_ demand: Subscribers.Demand) {}
    public func cancel() { end(.cancelled) }

    /// Ends the subscription because its stream completed.
    func finish() { end(.finished) }

    private func end(_ ending: State) {
        guard isActive else { return }
        state = ending
        let actions = endings
        endings = []
        for action in actions { action(ending == .cancelled) }
    }
}

/// A subscription's handle (Combine's `AnyCancellable`): kept in a set or array to keep a pipeline
/// alive; cancelling it, or letting it go, stops delivery.
public final class AnyCancellable: Cancellable, Hashable {
    private var cancelAction: (() -> Void)?

    public init() {}
    public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }
    public init<C: Cancellable>(_ canceller: C) { cancelAction = canceller.cancel }
    deinit { cancel() }

    public func cancel() {
        let action = cancelAction
        cancelAction = nil
        action?()
    }

    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// How a stream ends (Combine's `Subscribers.Completion`), how many values a subscriber asks for
/// (`Demand`), and the subscriber that assigns each value to a property (`Assign`).
public enum Subscribers {
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }

    /// How many values a subscriber asks for (Combine's `Subscribers.Demand`).
    public struct Demand: Hashable, Sendable {
        public let max: Int?
        public static let unlimited = Demand(max: nil)
        public static let none = Demand(max: 0)
        public static func max(_ value: Int) -> Demand { Demand(max: value) }
    }

    /// Assigns each value to `object`'s property at `keyPath` (Combine's `Subscribers.Assign`).
    public final class Assign<Root, Input>: Subscriber, Cancellable {
        public typealias Failure = Never
        public private(set) var object: Root?
        public let keyPath: ReferenceWritableKeyPath<Root, Input>
        private var subscription: (any Subscription)?

        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.object = object
            self.keyPath = keyPath
        }

        public func receive(subscription: any Subscription) { self.subscription = subscription }
        public func receive(_ value: Input) -> Subscribers.Demand {
            object?[keyPath: keyPath] = value
            return .none
        }
        public func receive(completion: Subscribers.Completion<Never>) { object = nil }
        public func cancel() {
            subscription?.cancel()
            object = nil
        }
    }
}

/// What receives a publisher's values (Combine's `Subscriber`); each requirement does nothing
/// unless the subscriber implements it.
public protocol Subscriber<Input, Failure> {
    associatedtype Input
    associatedtype Failure: Error
    func receive(subscription: any Subscription)
    func receive(_ input: Input) -> Subscribers.Demand
    func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber {
    public func receive(subscription: any Subscription) {}
    public func receive(_ input: Input) -> Subscribers.Demand { .none }
    public func receive(completion: Subscribers.Completion<Failure>) {}
}

/// A subscriber's link to its publisher (Combine's `Subscription`).
public protocol Subscription: Cancellable {
    func request(_ demand: Subscribers.Demand)
}

/// A stream of `Output` of any kind (Combine's `AnyPublisher`): what every operator here returns.
/// Its subscriber hears at most one completion, and nothing after it.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribeBody: (_SubscriptionLink, @escaping (_Event<Output, Failure>) -> Void) -> Void

    /// A publisher that never delivers anything.
    public init() { subscribeBody = { _, _ in } }
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        // Erasing an erased publisher (`.map { … }.eraseToAnyPublisher()`) adds no layer.
        if let erased = publisher as? AnyPublisher<Output, Failure> {
            self = erased
        } else {
            subscribeBody = publisher._subscribe
        }
    }

    /// A publisher that subscribes as `subscribe` does.
    init(subscribe: @escaping (_SubscriptionLink, @escaping (_Event<Output, Failure>) -> Void) -> Void) {
        subscribeBody = subscribe
    }

    public func _subscribe(_ link: _SubscriptionLink, _ receive: @escaping (_Event<Output, Failure>) -> Void) {
        var ended = false
        subscribeBody(link) { event in
            guard !ended else { return }
            if case .completion = event { ended = true }
            receive(event)
        }
    }
}

extension Publisher {
    /// Subscribes `receiveValue` and `receiveCompletion`: the values the publisher has at once
    /// are handed over before this returns.
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let link = _SubscriptionLink()
        _subscribe(link, _Subscriber.receiver(link, value: receiveValue, completion: receiveCompletion))
        return AnyCancellable(link)
    }

    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable
        where Failure == Never {
        sink(receiveCompletion: { _ in }, receiveValue: { object[keyPath: keyPath] = $0 })
    }

    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }

    /// Hands the publisher's values to `subscriber`.
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        let link = _SubscriptionLink()
        subscriber.receive(subscription: link)
        _subscribe(link, _Subscriber.receiver(link, value: { _ = subscriber.receive($0) },
                                             completion: subscriber.receive(completion:)))
    }
}

extension Publisher where Failure == Never {
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}

/// The end of a pipeline: what a subscriber's closures hear.
enum _Subscriber {
    /// Calls `value` and `completion` with the events of `link`'s subscription while it is active,
    /// on the thread that subscribed (what comes from another thread comes later in an app: never
    /// at the first frame); the completion ends the subscription.
    static func receiver<Output, Failure>(_ link: _SubscriptionLink, value: @escaping (Output) -> Void,
                                          completion: @escaping (Subscribers.Completion<Failure>) -> Void)
        -> (_Event<Output, Failure>) -> Void {
        let thread = pthread_self()
        return { event in
            guard link.isActive, pthread_equal(thread, pthread_self()) != 0 else { return }
            switch event {
            case .value(let output): value(output)
            case .completion(let ending):
                link.finish()
                completion(ending)
            }
        }
    }
}
