// Combine's operators on several publishers (Combine.swift describes the model), as Combine defines
// them: `combineLatest` publishes the latest value of each once every input has one, and again at
// each new value; `merge` publishes every input's values as they come; `zip` pairs the inputs'
// values in order; `flatMap` publishes the values of the publisher each value makes, and
// `switchToLatest` those of the latest publisher only. Each ends when its inputs have (a failure at
// once). What the inputs deliver at once comes through at once. Three or four inputs are two
// combined, then the third, as the tuples' order is the same.

/// Hands each completion but `.finished` to `receive` at once, and `.finished` once `count` inputs have.
private func finishing<Output, Failure>(after count: Int, _ receive: @escaping (_Event<Output, Failure>) -> Void)
    -> (Subscribers.Completion<Failure>) -> Void {
    var finished = 0
    return { completion in
        guard case .finished = completion else { return receive(.completion(completion)) }
        finished += 1
        if finished == count { receive(.completion(.finished)) }
    }
}

extension Publisher {
    public func combineLatest<P: LayoutLabUI.Publisher>(_ other: P) -> AnyPublisher<(Output, P.Output), Failure>
        where P.Failure == Failure {
        AnyPublisher { link, receive in
            var left: Output?
            var right: P.Output?
            let complete = finishing(after: 2, receive)
            func publish() { if let left, let right { receive(.value((left, right))) } }
            self._subscribe(link) { event in
                switch event {
                case .value(let value): left = value; publish()
                case .completion(let completion): complete(completion)
                }
            }
            other._subscribe(link) { event in
                switch event {
                case .value(let value): right = value; publish()
                case .completion(let completion): complete(completion)
                }
            }
        }
    }

    public func combineLatest<P: LayoutLabUI.Publisher, Q: LayoutLabUI.Publisher>(_ publisher1: P, _ publisher2: Q)
        -> AnyPublisher<(Output, P.Output, Q.Output), Failure> where P.Failure == Failure, Q.Failure == Failure {
        combineLatest(publisher1).combineLatest(publisher2).map { ($0.0, $0.1, $1) }
    }

    public func combineLatest<P: LayoutLabUI.Publisher, Q: LayoutLabUI.Publisher, R: LayoutLabUI.Publisher>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R
    ) -> AnyPublisher<(Output, P.Output, Q.Output, R.Output), Failure>
        where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        combineLatest(publisher1, publisher2).combineLatest(publisher3).map { ($0.0, $0.1, $0.2, $1) }
    }

    public func combineLatest<P: LayoutLabUI.Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> AnyPublisher<T, Failure> where P.Failure == Failure {
        combineLatest(other).map(transform)
    }

    public func merge<P: LayoutLabUI.Publisher>(with other: P) -> AnyPublisher<Output, Failure>
        where P.Output == Output, P.Failure == Failure {
        AnyPublisher { link, receive in
            let complete = finishing(after: 2, receive)
            let forward: (_Event<Output, Failure>) -> Void = { event in
                switch event {
                case .value: receive(event)
                case .completion(let completion): complete(completion)
                }
            }
            self._subscribe(link, forward)
            other._subscribe(link, forward)
        }
    }

    /// The values of this publisher and two others, as they come; ends when all three have.
    public func merge<B: LayoutLabUI.Publisher, C: LayoutLabUI.Publisher>(with b: B, _ c: C) -> AnyPublisher<Output, Failure>
        where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure {
        merge(with: b).merge(with: c)
    }

    /// The values of this publisher and three others, as they come; ends when all four have.
    public func merge<B: LayoutLabUI.Publisher, C: LayoutLabUI.Publisher, D: LayoutLabUI.Publisher>(
        with b: B, _ c: C, _ d: D
    ) -> AnyPublisher<Output, Failure>
        where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure,
              D.Output == Output, D.Failure == Failure {
        merge(with: b).merge(with: c).merge(with: d)
    }

    public func zip<P: LayoutLabUI.Publisher>(_ other: P) -> AnyPublisher<(Output, P.Output), Failure>
        where P.Failure == Failure {
        AnyPublisher { link, receive in
            var lefts: [Output] = [], rights: [P.Output] = []
            var leftFinished = false, rightFinished = false
            func publish() {
                while !lefts.isEmpty, !rights.isEmpty { receive(.value((lefts.removeFirst(), rights.removeFirst()))) }
                if (leftFinished && lefts.isEmpty) || (rightFinished && rights.isEmpty) { receive(.completion(.finished)) }
            }
            self._subscribe(link) { event in
                switch event {
                case .value(let value): lefts.append(value)
                case .completion(.finished): leftFinished = true
                case .completion(.failure(let error)): return receive(.completion(.failure(error)))
                }
                publish()
            }
            other._subscribe(link) { event in
                switch event {
                case .value(let value): rights.append(value)
                case .completion(.finished): rightFinished = true
                case .completion(.failure(let error)): return receive(.completion(.failure(error)))
                }
                publish()
            }
        }
    }

    public func flatMap<P: LayoutLabUI.Publisher>(_ transform: @escaping (Output) -> P) -> AnyPublisher<P.Output, Failure>
        where P.Failure == Failure {
        AnyPublisher { link, receive in
            // The upstream and each inner publisher still going.
            var going = 1
            func ended(_ completion: Subscribers.Completion<Failure>) {
                guard case .finished = completion else { return receive(.completion(completion)) }
                going -= 1
                if going == 0 { receive(.completion(.finished)) }
            }
            self._subscribe(link) { event in
                switch event {
                case .value(let value):
                    going += 1
                    transform(value)._subscribe(link) { inner in
                        switch inner {
                        case .value(let output): receive(.value(output))
                        case .completion(let completion): ended(completion)
                        }
                    }
                case .completion(let completion): ended(completion)
                }
            }
        }
    }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// The values of the latest publisher this one published; the earlier one is cancelled
    /// (Combine's `switchToLatest()`).
    public func switchToLatest() -> AnyPublisher<Output.Output, Failure> {
        AnyPublisher { link, receive in
            var inner: _SubscriptionLink?
            var upstreamFinished = false, innerFinished = true
            self._subscribe(link) { event in
                switch event {
                case .value(let publisher):
                    inner?.cancel()
                    let current = link.child()
                    inner = current
                    innerFinished = false
                    publisher._subscribe(current) { event in
                        guard current.isActive else { return }
                        switch event {
                        case .value(let value): receive(.value(value))
                        case .completion(.finished):
                            innerFinished = true
                            if upstreamFinished { receive(.completion(.finished)) }
                        case .completion(.failure(let error)): receive(.completion(.failure(error)))
                        }
                    }
                case .completion(.finished):
                    upstreamFinished = true
                    if innerFinished { receive(.completion(.finished)) }
                case .completion(.failure(let error)): receive(.completion(.failure(error)))
                }
            }
        }
    }
}

extension Publishers {
    /// The latest values of two publishers together (Combine's `Publishers.CombineLatest`).
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A, b: B
        public init(_ a: A, _ b: B) { (self.a, self.b) = (a, b) }

        public func _subscribe(_ link: _SubscriptionLink, _ receive: @escaping (_Event<Output, Failure>) -> Void) {
            a.combineLatest(b)._subscribe(link, receive)
        }
    }

    /// The latest values of three publishers together (Combine's `Publishers.CombineLatest3`).
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
        where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public let a: A, b: B, c: C
        public init(_ a: A, _ b: B, _ c: C) { (self.a, self.b, self.c) = (a, b, c) }

        public func _subscribe(_ link: _SubscriptionLink, _ receive: @escaping (_Event<Output, Failure>) -> Void) {
            a.combineLatest(b, c)._subscribe(link, receive)
        }
    }

    /// The latest values of four publishers together (Combine's `Publishers.CombineLatest4`).
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
        where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure
        public let a: A, b: B, c: C, d: D
        public init(_ a: A, _ b: B, _ c: C, _ d: D) { (self.a, self.b, self.c, self.d) = (a, b, c, d) }

        public func _subscribe(_ link: _SubscriptionLink, _ receive: @escaping (_Event<Output, Failure>) -> Void) {
            a.combineLatest(b, c, d)._subscribe(link, receive)
        }
    }

    /// The values of two publishers of one type, as they come (Combine's `Publishers.Merge`).
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A, b: B
        public init(_ a: A, _ b: B) { (self.a, self.b) = (a, b) }

        public func _subscribe(_ link: _SubscriptionLink, _ receive: @escaping (_Event<Output, Failure>) -> Void) {
            a.merge(with: b)._subscribe(link, receive)
        }
    }

    /// The values of three publishers of one type, as they come (Combine's `Publishers.Merge3`).
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
        where A.Output == B.Output, A.Failure == B.Failure, B.Output == C.Output, B.Failure == C.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A, b: B, c: C
        public init(_ a: A, _ b: B, _ c: C) { (self.a, self.b, self.c) = (a, b, c) }

        public func _subscribe(_ link: _SubscriptionLink, _ receive: @escaping (_Event<Output, Failure>) -> Void) {
            a.merge(with: b, c)._subscribe(link, receive)
        }
    }

    /// The values of four publishers of one type, as they come (Combine's `Publishers.Merge4`).
    public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
        where A.Output == B.Output, A.Failure == B.Failure, B.Output == C.Output, B.Failure == C.Failure,
              C.Output == D.Output, C.Failure == D.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A, b: B, c: C, d: D
        public init(_ a: A, _ b: B, _ c: C, _ d: D) { (self.a, self.b, self.c, self.d) = (a, b, c, d) }

        public func _subscribe(_ link: _SubscriptionLink, _ receive: @escaping (_Event<Output, Failure>) -> Void) {
            a.merge(with: b, c, d)._subscribe(link, receive)
        }
    }

    /// The values of any number of publishers of one type, as they come (Combine's `Publishers.MergeMany`).
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let publishers: [Upstream]
        public init(_ upstream: Upstream...) { publishers = upstream }
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }

        public func _subscribe(_ link: _SubscriptionLink, _ receive: @escaping (_Event<Output, Failure>) -> Void) {
            let merged = publishers.reduce(AnyPublisher(Empty<Output, Failure>())) { $0.merge(with: $1) }
            merged._subscribe(link, receive)
        }
    }
}
