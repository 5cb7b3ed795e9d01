// Combine's failures and a network pipeline (Combine.swift describes the model): `tryMap` and
// `decode` fail with what they throw and cancel their upstream, `catch` goes on with the publisher
// its handler makes, `retry` subscribes again, `replaceError` ends with its value, as in Combine. A
// data task's publisher makes no request and never delivers: nothing comes from the network before
// the first frame.

import Foundation

extension Publisher {
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> AnyPublisher<Output, E> {
        AnyPublisher { link, receive in self._subscribe(link) { receive($0.mapFailure(transform)) } }
    }

    public func replaceError(with output: Output) -> AnyPublisher<Output, Never> {
        AnyPublisher { link, receive in
            self._subscribe(link) { event in
                switch event {
                case .value(let value): receive(.value(value))
                case .completion(.finished): receive(.completion(.finished))
                case .completion(.failure):
                    receive(.value(output))
                    receive(.completion(.finished))
                }
            }
        }
    }

    public func setFailureType<E: Error>(to failureType: E.Type) -> AnyPublisher<Output, E> where Failure == Never {
        // Without failures, the only completion is `.finished`.
        AnyPublisher { link, receive in
            self._subscribe(link) { event in
                switch event {
                case .value(let value): receive(.value(value))
                case .completion: receive(.completion(.finished))
                }
            }
        }
    }

    /// Each value transformed; what `transform` throws ends the stream with that failure.
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> AnyPublisher<T, any Error> {
        tryCompactMap(transform)
    }

    public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?) -> AnyPublisher<T, any Error> {
        AnyPublisher { link, receive in
            let upstream = link.child()
            self._subscribe(upstream) { event in
                guard upstream.isActive else { return }
                event.mapFailure { $0 as any Error }.relay(receive) { value in
                    do {
                        if let output = try transform(value) { receive(.value(output)) }
                    } catch {
                        upstream.cancel()
                        receive(.completion(.failure(error)))
                    }
                }
            }
        }
    }

    public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder) -> AnyPublisher<Item, any Error>
        where Coder.Input == Output {
        tryMap { try decoder.decode(Item.self, from: $0) }
    }

    /// On a failure, the values of the publisher `handler` makes of it.
    public func `catch`<P: LayoutLabUI.Publisher>(_ handler: @escaping (Failure) -> P) -> AnyPublisher<P.Output, P.Failure>
        where P.Output == Output {
        AnyPublisher { link, receive in
            self._subscribe(link) { event in
                switch event {
                case .value(let value): receive(.value(value))
                case .completion(.finished): receive(.completion(.finished))
                case .completion(.failure(let error)): handler(error)._subscribe(link, receive)
                }
            }
        }
    }

    /// On a failure, subscribes again, at most `retries` times.
    public func retry(_ retries: Int) -> AnyPublisher<Output, Failure> {
        AnyPublisher { link, receive in
            var left = retries
            func attempt() {
                let upstream = link.child()
                self._subscribe(upstream) { event in
                    guard upstream.isActive else { return }
                    guard case .completion(.failure) = event, left > 0 else { return receive(event) }
                    left -= 1
                    upstream.cancel()
                    attempt()
                }
            }
            attempt()
        }
    }
}

/// Something that decodes a value from its encoded form (Combine's `TopLevelDecoder`), as
/// `decode(type:decoder:)` takes.
public protocol TopLevelDecoder {
    associatedtype Input
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

extension JSONDecoder: TopLevelDecoder {}
extension PropertyListDecoder: TopLevelDecoder {}

extension URLSession {
    /// A request's data and response as a publisher (Combine's `URLSession.DataTaskPublisher`): the
    /// request is not made, and nothing is delivered.
    public struct DataTaskPublisher: Publisher {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError
        public let request: URLRequest
        public let session: URLSession
        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }
    }

    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }

    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher { DataTaskPublisher(request: URLRequest(url: url), session: self) }

    /// Apple's `data(for:)` and `data(from:)` without a delegate, which apps pass around as
    /// functions (`URLSession.shared.data`) and protocols require; Linux's take a defaulted delegate.
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        try await data(for: request, delegate: nil)
    }

    public func data(from url: URL) async throws -> (Data, URLResponse) {
        try await data(from: url, delegate: nil)
    }
}
