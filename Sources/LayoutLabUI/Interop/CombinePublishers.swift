// Combine's publishers of known values (Combine.swift describes the model): `Just`, `Empty`, `Fail`,
// a `Result`'s and a sequence's publishers deliver everything at once, while the subscriber
// subscribes, as in Combine ("Just: A publisher that emits an output to each subscriber just once,
// and then finishes"); a `Future` delivers what its promise is given, at once if it already was.

/// Hands `values` to `receive` while `link` is active, then `completion`.
func _deliver<S: Sequence, Failure: Error>(_ values: S, then completion: Subscribers.Completion<Failure>?,
                                           _ link: _SubscriptionLink,
                                           _ receive: (_Event<S.Element, Failure>) -> Void) {
    for value in values {
        guard link.isActive else { return }
        receive(.value(value))
    }
    if let completion, link.isActive { receive(.completion(completion)) }
}

/// One value, then the end (Combine's `Just`).
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }

    public func _subscribe(_ link: _SubscriptionLink, _ receive: @escaping (_Event<Output, Never>) -> Void) {
        _deliver(CollectionOfOne(output), then: .finished, link, receive)
    }
}

/// No value, then the end unless told otherwise (Combine's `Empty`).
public struct Empty<Output, Failure: Error>: Publisher {
    public let completeImmediately: Bool
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }

    public func _subscribe(_ link: _SubscriptionLink, _ receive: @escaping (_Event<Output, Failure>) -> Void) {
        if completeImmediately { receive(.completion(.finished)) }
    }
}

/// An immediate failure (Combine's `Fail`).
public struct Fail<Output, Failure: Error>: Publisher {
    public let error: Failure
    public init(error: Failure) { self.error = error }

    public func _subscribe(_ link: _SubscriptionLink, _ receive: @escaping (_Event<Output, Failure>) -> Void) {
        receive(.completion(.failure(error)))
    }
}

extension Result {
    /// A result as a publisher (Combine's `Result.Publisher`): its value and the end, or its failure.
    public struct Publisher: LayoutLabUI.Publisher {
        public typealias Output = Success
        public let result: Result<Success, Failure>
        public init(_ result: Result<Success, Failure>) { self.result = result }
        public init(_ output: Success) { result = .success(output) }
        public init(_ failure: Failure) { result = .failure(failure) }

        public func _subscribe(_ link: _SubscriptionLink, _ receive: @escaping (_Event<Success, Failure>) -> Void) {
            switch result {
            case .success(let output): _deliver(CollectionOfOne(output), then: .finished, link, receive)
            case .failure(let error): receive(.completion(.failure(error)))
            }
        }
    }

    /// The result as a publisher.
    public var publisher: Publisher { Publisher(self) }
}

/// A value made later, once (Combine's `Future`): the promise's closure runs at once, and what it
/// fulfils reaches the subscribers then, or at once those that come after.
public final class Future<Output, Failure: Error>: Publisher {
    /// What the closure calls with the outcome.
    public typealias Promise = (Result<Output, Failure>) -> Void
    private var result: Result<Output, Failure>?
    private let subscribers = _SubscriberList<Output, Failure>()

    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        // The promise holds the future, as Combine's does: one kept for later (`DispatchQueue.main.async`)
        // still reaches the subscribers. The future never keeps the promise, so nothing cycles.
        attemptToFulfill { result in self.fulfil(result) }
    }

    private func fulfil(_ outcome: Result<Output, Failure>) {
        guard result == nil else { return }
        result = outcome
        switch outcome {
        case .success(let output):
            subscribers.send(output)
            subscribers.send(completion: .finished)
        case .failure(let error): subscribers.send(completion: .failure(error))
        }
    }

    public func _subscribe(_ link: _SubscriptionLink, _ receive: @escaping (_Event<Output, Failure>) -> Void) {
        subscribers.add(link, replaying: try? result?.get(), receive)
    }
}

/// Namespaces Combine's concrete publishers (Combine's `Publishers`).
public enum Publishers {
    /// A sequence's elements, one by one, then the end (Combine's `Publishers.Sequence`, made by
    /// `[1, 2].publisher`).
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element
        public let sequence: Elements
        public init(sequence: Elements) { self.sequence = sequence }

        public func _subscribe(_ link: _SubscriptionLink, _ receive: @escaping (_Event<Output, Failure>) -> Void) {
            _deliver(sequence, then: .finished, link, receive)
        }
    }
}

extension Sequence {
    /// The elements as a publisher (Combine's `Sequence.publisher`).
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}
