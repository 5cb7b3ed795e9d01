// Combine's operators on one publisher's values (Combine.swift describes the model): each wraps its
// subscriber's closure, so what the upstream delivers at once comes through at once, as in Combine.
// An operator with state (`scan`, `removeDuplicates`, `dropFirst`, …) keeps it per subscription.

import Foundation

extension Publisher {
    public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> {
        AnyPublisher { link, receive in self._subscribe(link) { receive($0.map(transform)) } }
    }

    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> AnyPublisher<T, Failure> {
        AnyPublisher { link, receive in
            self._subscribe(link) { $0.relay(receive) { value in transform(value).map { receive(.value($0)) } } }
        }
    }

    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        AnyPublisher { link, receive in
            self._subscribe(link) { $0.relay(receive) { value in if isIncluded(value) { receive(.value(value)) } } }
        }
    }

    /// `nil` replaced by `output` (Combine's `replaceNil(with:)`).
    public func replaceNil<T>(with output: T) -> AnyPublisher<T, Failure> where Output == T? {
        map { $0 ?? output }
    }

    /// Each value with the result so far (Combine's `scan(_:_:)`).
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> AnyPublisher<T, Failure> {
        AnyPublisher { link, receive in
            var result = initialResult
            self._subscribe(link) {
                $0.relay(receive) { value in
                    result = nextPartialResult(result, value)
                    receive(.value(result))
                }
            }
        }
    }

    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> AnyPublisher<Output, Failure> {
        AnyPublisher { link, receive in
            var previous: Output?
            self._subscribe(link) {
                $0.relay(receive) { value in
                    defer { previous = value }
                    if let previous, predicate(previous, value) { return }
                    receive(.value(value))
                }
            }
        }
    }

    public func dropFirst(_ count: Int = 1) -> AnyPublisher<Output, Failure> {
        AnyPublisher { link, receive in
            var dropped = 0
            self._subscribe(link) {
                $0.relay(receive) { value in
                    guard dropped >= count else { return dropped += 1 }
                    receive(.value(value))
                }
            }
        }
    }

    public func drop(while predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        AnyPublisher { link, receive in
            var dropping = true
            self._subscribe(link) {
                $0.relay(receive) { value in
                    if dropping { dropping = predicate(value) }
                    if !dropping { receive(.value(value)) }
                }
            }
        }
    }

    /// The values while `isIncluded` holds, then the end: the upstream is cancelled.
    public func prefix(while isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        AnyPublisher { link, receive in
            let upstream = link.child()
            self._subscribe(upstream) {
                $0.relay(receive) { value in
                    guard upstream.isActive else { return }
                    if isIncluded(value) { return receive(.value(value)) }
                    upstream.cancel()
                    receive(.completion(.finished))
                }
            }
        }
    }

    /// The first `maxLength` values, then the end: the upstream is cancelled.
    public func prefix(_ maxLength: Int) -> AnyPublisher<Output, Failure> {
        AnyPublisher { link, receive in
            guard maxLength > 0 else { return receive(.completion(.finished)) }
            let upstream = link.child()
            var count = 0
            self._subscribe(upstream) {
                $0.relay(receive) { value in
                    guard upstream.isActive else { return }
                    count += 1
                    if count == maxLength { upstream.cancel() }
                    receive(.value(value))
                    if count == maxLength { receive(.completion(.finished)) }
                }
            }
        }
    }

    /// The first value, then the end (Combine's `first()`).
    public func first() -> AnyPublisher<Output, Failure> { prefix(1) }

    /// The first value that passes `predicate`, then the end (Combine's `first(where:)`).
    public func first(where predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        filter(predicate).prefix(1)
    }

    /// All the values in one array, once the stream ends (Combine's `collect()`).
    public func collect() -> AnyPublisher<[Output], Failure> {
        AnyPublisher { link, receive in
            var values: [Output] = []
            self._subscribe(link) { event in
                switch event {
                case .value(let value): values.append(value)
                case .completion(.finished):
                    receive(.value(values))
                    receive(.completion(.finished))
                case .completion(.failure(let error)): receive(.completion(.failure(error)))
                }
            }
        }
    }

    /// `elements` first, then the publisher's values (Combine's `prepend(_:)`).
    public func prepend(_ elements: Output...) -> AnyPublisher<Output, Failure> { prepend(elements) }

    public func prepend<S: Sequence>(_ elements: S) -> AnyPublisher<Output, Failure> where S.Element == Output {
        AnyPublisher { link, receive in
            _deliver(elements, then: nil, link, receive)
            if link.isActive { self._subscribe(link, receive) }
        }
    }

    /// `publisher`'s values first, then, once it finishes, this publisher's.
    public func prepend<P: Publisher>(_ publisher: P) -> AnyPublisher<Output, Failure>
        where P.Output == Output, P.Failure == Failure {
        publisher.append(self)
    }

    /// The publisher's values, then, once it finishes, `elements` (Combine's `append(_:)`).
    public func append(_ elements: Output...) -> AnyPublisher<Output, Failure> { append(elements) }

    public func append<S: Sequence>(_ elements: S) -> AnyPublisher<Output, Failure> where S.Element == Output {
        append(Publishers.Sequence<S, Failure>(sequence: elements))
    }

    /// The publisher's values, then, once it finishes, `publisher`'s.
    public func append<P: Publisher>(_ publisher: P) -> AnyPublisher<Output, Failure>
        where P.Output == Output, P.Failure == Failure {
        AnyPublisher { link, receive in
            self._subscribe(link) { event in
                guard case .completion(.finished) = event else { return receive(event) }
                publisher._subscribe(link, receive)
            }
        }
    }

    public func handleEvents(receiveSubscription: ((any Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
                             receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
                             receiveRequest: ((Subscribers.Demand) -> Void)? = nil) -> AnyPublisher<Output, Failure> {
        AnyPublisher { link, receive in
            receiveSubscription?(link)
            receiveRequest?(.unlimited)
            // A cancel after the stream completed is no cancel (Combine reports none).
            var completed = false
            if let receiveCancel { link.onEnd { cancelled in if cancelled, !completed { receiveCancel() } } }
            self._subscribe(link) { event in
                switch event {
                case .value(let value): receiveOutput?(value)
                case .completion(let completion):
                    completed = true
                    receiveCompletion?(completion)
                }
                receive(event)
            }
        }
    }

    /// Logs the publisher's events to standard output, or `stream`, as Combine's `print(_:to:)` does
    /// ("prefix: receive value: (1)").
    public func print(_ prefix: String = "", to stream: TextOutputStream? = nil) -> AnyPublisher<Output, Failure> {
        let name = String(describing: Self.self).prefix { $0 != "<" }
        func log(_ line: String) {
            let text = prefix.isEmpty ? line : "\(prefix): \(line)"
            if var stream { stream.write(text + "\n") } else { Swift.print(text) }
        }
        return handleEvents(receiveSubscription: { _ in log("receive subscription: (\(name))") },
                            receiveOutput: { log("receive value: (\($0))") },
                            receiveCompletion: { completion in
                                switch completion {
                                case .finished: log("receive finished")
                                case .failure(let error): log("receive error: (\(error))")
                                }
                            },
                            receiveCancel: { log("receive cancel") },
                            receiveRequest: { log("request \($0.max.map { "max: (\($0))" } ?? "unlimited")") })
    }
}

extension Publisher where Output: Equatable {
    public func removeDuplicates() -> AnyPublisher<Output, Failure> { removeDuplicates(by: ==) }
}
