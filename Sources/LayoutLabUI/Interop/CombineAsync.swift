// A publisher's values as an asynchronous sequence (Combine's `values`, iOS 15), as a view's task
// reads a view model's `@Published` property: `for await data in model.$data.values { … }`. The
// sequence subscribes when it is iterated and hands on what the publisher delivers (Combine.swift):
// a `@Published` property's current value at once, then each value it is set to; it ends when the
// publisher completes, and its subscription ends when the task is cancelled (a task still waiting
// for values is cancelled after its time, Appearing.swift).

/// A publisher's values, which never fail, as an asynchronous sequence (Combine's `AsyncPublisher`).
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    public typealias Element = P.Output
    let publisher: P

    public init(_ publisher: P) { self.publisher = publisher }

    /// The sequence's iterator: the values delivered since it subscribed, in order.
    public struct Iterator: AsyncIteratorProtocol {
        var values: AsyncStream<_Delivered<P.Output>>.Iterator

        public mutating func next() async -> P.Output? { await values.next()?.value }
    }

    public func makeAsyncIterator() -> Iterator {
        let publisher = publisher
        let stream = AsyncStream<_Delivered<P.Output>> { continuation in
            let link = _SubscriptionLink()
            let subscription = _SubscriptionBox(link)
            continuation.onTermination = { _ in subscription.cancel() }
            publisher._subscribe(link) { event in
                switch event {
                case .value(let value): continuation.yield(_Delivered(value: value))
                case .completion: continuation.finish()
                }
            }
        }
        return Iterator(values: stream.makeAsyncIterator())
    }
}

/// A publisher's values as an asynchronous sequence that throws its failure (Combine's
/// `AsyncThrowingPublisher`).
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
    public typealias Element = P.Output
    let publisher: P

    public init(_ publisher: P) { self.publisher = publisher }

    /// The sequence's iterator: the values delivered since it subscribed, then the failure, if any.
    public struct Iterator: AsyncIteratorProtocol {
        var values: AsyncThrowingStream<_Delivered<P.Output>, any Error>.Iterator

        public mutating func next() async throws -> P.Output? { try await values.next()?.value }
    }

    public func makeAsyncIterator() -> Iterator {
        let publisher = publisher
        let stream = AsyncThrowingStream<_Delivered<P.Output>, any Error> { continuation in
            let link = _SubscriptionLink()
            let subscription = _SubscriptionBox(link)
            continuation.onTermination = { _ in subscription.cancel() }
            publisher._subscribe(link) { event in
                switch event {
                case .value(let value): continuation.yield(_Delivered(value: value))
                case .completion(.finished): continuation.finish()
                case .completion(.failure(let error)): continuation.finish(throwing: error)
                }
            }
        }
        return Iterator(values: stream.makeAsyncIterator())
    }
}

/// A value on its way from the publisher to the task iterating it (values are handed over, not shared).
public struct _Delivered<Value>: @unchecked Sendable {
    let value: Value
}

/// A subscription the sequence's end cancels, from whichever thread it ends on.
private final class _SubscriptionBox: @unchecked Sendable {
    let link: _SubscriptionLink
    init(_ link: _SubscriptionLink) { self.link = link }
    func cancel() { link.cancel() }
}

extension Publisher where Failure == Never {
    /// The publisher's values as an asynchronous sequence (`for await value in publisher.values`).
    public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
    /// The publisher's values as an asynchronous sequence that throws its failure.
    public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}
