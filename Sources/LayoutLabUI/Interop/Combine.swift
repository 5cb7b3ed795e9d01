// Combine's shape, as view models and views use it (`import Combine` imports this library): timers
// and `onReceive`, `@Published` properties' `$` publishers with `debounce`/`map`/`sink`, subjects,
// `AnyCancellable`s stored in a set. A view is laid out at one moment with its initial state, so
// no publisher ever emits and no subscriber is called: pipelines compile, and the values they
// would deliver later never change the layout (as at the first frame in SwiftUI).

/// A stream of values (Combine's `Publisher`). None emits here.
public protocol Publisher {
    associatedtype Output
    associatedtype Failure: Error
}

/// Something that can be cancelled (Combine's `Cancellable`).
public protocol Cancellable {
    func cancel()
}

/// A subscription's handle (Combine's `AnyCancellable`): kept in a set or array to keep a pipeline alive.
public final class AnyCancellable: Cancellable, Hashable {
    public init() {}
    public init(_ cancel: @escaping () -> Void) {}
    public init<C: Cancellable>(_ canceller: C) {}

    public func cancel() {}
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
        public let object: Root?
        public let keyPath: ReferenceWritableKeyPath<Root, Input>
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.object = object
            self.keyPath = keyPath
        }
        public func cancel() {}
    }
}

/// What receives a publisher's values (Combine's `Subscriber`).
public protocol Subscriber {
    associatedtype Input
    associatedtype Failure: Error
}

/// A subscriber's link to its publisher (Combine's `Subscription`).
public protocol Subscription: Cancellable {
    func request(_ demand: Subscribers.Demand)
}

/// A stream of `Output` of any kind (Combine's `AnyPublisher`): what every operator here returns.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    public init() {}
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {}
}

/// One value, then the end (Combine's `Just`).
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }
}

/// No value (Combine's `Empty`).
public struct Empty<Output, Failure: Error>: Publisher {
    public init(completeImmediately: Bool = true) {}
}

/// An immediate failure (Combine's `Fail`).
public struct Fail<Output, Failure: Error>: Publisher {
    public let error: Failure
    public init(error: Failure) { self.error = error }
}

/// A subject values are sent through (Combine's `PassthroughSubject`).
public final class PassthroughSubject<Output, Failure: Error>: Publisher {
    public init() {}
    public func send(_ value: Output) {}
    public func send(completion: Subscribers.Completion<Failure>) {}
}

extension PassthroughSubject where Output == Void {
    public func send() {}
}

/// A subject holding its latest value (Combine's `CurrentValueSubject`).
public final class CurrentValueSubject<Output, Failure: Error>: Publisher {
    public var value: Output

    public init(_ value: Output) { self.value = value }
    public func send(_ value: Output) { self.value = value }
    public func send(completion: Subscribers.Completion<Failure>) {}
}

/// An object's will-change signal (Combine's `ObservableObjectPublisher`).
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    public init() {}
    public func send() {}
}

extension ObservableObject {
    /// Sent before the object changes (nothing listens while a view is laid out).
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

extension Published {
    /// `$property` inside a view model (Combine's `Published.Publisher`).
    public struct Publisher: LayoutLabUI.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
    }
}

/// A scheduler's time interval (`.milliseconds(300)`, `.seconds(1)`, `0.5`), for `debounce`,
/// `throttle` and `delay` on any scheduler (`DispatchQueue.main`, `RunLoop.main`).
public struct SchedulerStride: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Comparable, Sendable {
    public let seconds: Double

    public init(floatLiteral value: Double) { seconds = value }
    public init(integerLiteral value: Int) { seconds = Double(value) }
    public init(_ seconds: Double) { self.seconds = seconds }

    public static func seconds(_ value: Double) -> SchedulerStride { SchedulerStride(value) }
    public static func seconds(_ value: Int) -> SchedulerStride { SchedulerStride(Double(value)) }
    public static func milliseconds(_ value: Int) -> SchedulerStride { SchedulerStride(Double(value) / 1e3) }
    public static func microseconds(_ value: Int) -> SchedulerStride { SchedulerStride(Double(value) / 1e6) }
    public static func nanoseconds(_ value: Int) -> SchedulerStride { SchedulerStride(Double(value) / 1e9) }
    public static func < (lhs: SchedulerStride, rhs: SchedulerStride) -> Bool { lhs.seconds < rhs.seconds }
    /// The interval in seconds (Foundation's `RunLoop.SchedulerTimeType.Stride.timeInterval`).
    public var timeInterval: TimeInterval { seconds }
}

extension RunLoop {
    /// A run loop's time as a Combine scheduler sees it (Foundation's `RunLoop.SchedulerTimeType`).
    public struct SchedulerTimeType: Hashable, Sendable {
        /// The moment.
        public var date: Date
        /// A moment on the run loop's clock.
        public init(_ date: Date) { self.date = date }
        /// An interval of the run loop's time (`.seconds(1)`, `.milliseconds(300)`).
        public typealias Stride = SchedulerStride
    }
}

extension Publisher {
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable { AnyCancellable() }
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable
        where Failure == Never { AnyCancellable() }
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher() }
    /// Logs the publisher's events (Combine's `print(_:to:)`); nothing is published here.
    public func print(_ prefix: String = "", to stream: TextOutputStream? = nil) -> AnyPublisher<Output, Failure> { AnyPublisher() }

    public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> { AnyPublisher() }
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> AnyPublisher<T, Failure> { AnyPublisher() }
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func dropFirst(_ count: Int = 1) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func drop(while predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func prefix(while predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func prefix(_ maxLength: Int) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func prepend(_ elements: Output...) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func replaceError(with output: Output) -> AnyPublisher<Output, Never> { AnyPublisher() }
    public func setFailureType<E: Error>(to failureType: E.Type) -> AnyPublisher<Output, E> where Failure == Never { AnyPublisher() }
    public func handleEvents(receiveSubscription: ((any Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
                             receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
                             receiveRequest: ((Subscribers.Demand) -> Void)? = nil) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func flatMap<P: LayoutLabUI.Publisher>(_ transform: @escaping (Output) -> P) -> AnyPublisher<P.Output, Failure>
        where P.Failure == Failure { AnyPublisher() }
    public func combineLatest<P: LayoutLabUI.Publisher>(_ other: P) -> AnyPublisher<(Output, P.Output), Failure>
        where P.Failure == Failure { AnyPublisher() }
    public func combineLatest<P: LayoutLabUI.Publisher, Q: LayoutLabUI.Publisher>(_ publisher1: P, _ publisher2: Q)
        -> AnyPublisher<(Output, P.Output, Q.Output), Failure> where P.Failure == Failure, Q.Failure == Failure { AnyPublisher() }
    public func combineLatest<P: LayoutLabUI.Publisher, Q: LayoutLabUI.Publisher, R: LayoutLabUI.Publisher>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R
    ) -> AnyPublisher<(Output, P.Output, Q.Output, R.Output), Failure>
        where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure { AnyPublisher() }
    public func combineLatest<P: LayoutLabUI.Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> AnyPublisher<T, Failure> where P.Failure == Failure { AnyPublisher() }
    /// Hands the publisher's values to `subscriber` (none is delivered while a view is laid out).
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {}
    public func merge<P: LayoutLabUI.Publisher>(with other: P) -> AnyPublisher<Output, Failure>
        where P.Output == Output, P.Failure == Failure { AnyPublisher() }

    public func debounce<S>(for dueTime: SchedulerStride, scheduler: S) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func throttle<S>(for interval: SchedulerStride, scheduler: S, latest: Bool) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func delay<S>(for interval: SchedulerStride, scheduler: S) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func receive<S>(on scheduler: S) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func subscribe<S>(on scheduler: S) -> AnyPublisher<Output, Failure> { AnyPublisher() }

    // Errors and collections of a network pipeline (`URLSession.dataTaskPublisher` onwards).
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> AnyPublisher<Output, E> { AnyPublisher() }
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> AnyPublisher<T, any Error> { AnyPublisher() }
    public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?) -> AnyPublisher<T, any Error> { AnyPublisher() }
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder) -> AnyPublisher<Item, any Error>
        where Coder.Input == Output { AnyPublisher() }
    public func `catch`<P: LayoutLabUI.Publisher>(_ handler: @escaping (Failure) -> P) -> AnyPublisher<P.Output, P.Failure>
        where P.Output == Output { AnyPublisher() }
    public func retry(_ retries: Int) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func collect() -> AnyPublisher<[Output], Failure> { AnyPublisher() }
    public func zip<P: LayoutLabUI.Publisher>(_ other: P) -> AnyPublisher<(Output, P.Output), Failure>
        where P.Failure == Failure { AnyPublisher() }
}

/// Something that decodes a value from its encoded form (Combine's `TopLevelDecoder`), as
/// `decode(type:decoder:)` takes.
public protocol TopLevelDecoder {
    associatedtype Input
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

extension JSONDecoder: TopLevelDecoder {}
extension PropertyListDecoder: TopLevelDecoder {}

extension Result {
    /// A result as a publisher (Combine's `Result.Publisher`): its value or failure, never delivered
    /// while a view is laid out.
    public struct Publisher: LayoutLabUI.Publisher {
        public typealias Output = Success
        public let result: Result<Success, Failure>
        public init(_ result: Result<Success, Failure>) { self.result = result }
        public init(_ output: Success) { result = .success(output) }
        public init(_ failure: Failure) { result = .failure(failure) }
    }

    /// The result as a publisher.
    public var publisher: Publisher { Publisher(self) }
}

/// A value made later, once (Combine's `Future`): the promise's closure runs at once, and what it
/// fulfils reaches no subscriber (nothing is delivered while a view is laid out).
public final class Future<Output, Failure: Error>: Publisher {
    /// What the closure calls with the outcome.
    public typealias Promise = (Result<Output, Failure>) -> Void
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) { attemptToFulfill { _ in } }
}

extension URLSession {
    /// A request's data and response as a publisher (Combine's `URLSession.DataTaskPublisher`): the
    /// request is not made while a view is laid out.
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

/// Namespaces Combine's concrete publishers (Combine's `Publishers`).
public enum Publishers {
    /// A sequence's elements, one by one (Combine's `Publishers.Sequence`, made by `[1, 2].publisher`).
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element
        public let sequence: Elements
        public init(sequence: Elements) { self.sequence = sequence }
    }

    /// The latest values of two publishers together (Combine's `Publishers.CombineLatest`).
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public init(_ a: A, _ b: B) {}
    }

    /// The latest values of three publishers together (Combine's `Publishers.CombineLatest3`).
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
        where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public init(_ a: A, _ b: B, _ c: C) {}
    }

    /// The latest values of four publishers together (Combine's `Publishers.CombineLatest4`).
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
        where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {}
    }

    /// The values of two publishers of one type, as they come (Combine's `Publishers.Merge`).
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public init(_ a: A, _ b: B) {}
    }

    /// The values of any number of publishers of one type, as they come (Combine's `Publishers.MergeMany`).
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public init(_ upstream: Upstream...) {}
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {}
    }

    /// A connectable publisher that connects with its first subscriber (Combine's `Publishers.Autoconnect`).
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher it connects (`timer.upstream.connect().cancel()` stops a timer).
        public final let upstream: Upstream
        public init(upstream: Upstream) { self.upstream = upstream }
    }
}

/// A publisher that starts when told to (Combine's `ConnectablePublisher`).
public protocol ConnectablePublisher: Publisher {
    func connect() -> any Cancellable
}

extension Sequence {
    /// The elements as a publisher (Combine's `Sequence.publisher`): none is delivered while a view is laid out.
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

extension Publisher {
    /// The first value, then the end (Combine's `first()`).
    public func first() -> AnyPublisher<Output, Failure> { AnyPublisher() }
    /// The first value that passes `predicate` (Combine's `first(where:)`).
    public func first(where predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> { AnyPublisher() }
}

extension Publisher where Failure == Never {
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { AnyCancellable() }
    /// `.assign(to: &$property)`: republishes into a `@Published` property.
    public func assign(to published: inout Published<Output>.Publisher) {}
}

extension Publisher where Output: Equatable {
    public func removeDuplicates() -> AnyPublisher<Output, Failure> { AnyPublisher() }
}

extension Timer {
    /// A timer's ticks (Combine's `Timer.TimerPublisher`); it never fires while a view is laid out.
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never

        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode) {}
        /// Starts with the first subscriber.
        public func autoconnect() -> Publishers.Autoconnect<TimerPublisher> { Publishers.Autoconnect(upstream: self) }
        public func connect() -> any Cancellable { AnyCancellable() }
    }

    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
    }
}

extension NotificationCenter {
    /// Registers `observer`'s method for a notification (Foundation's Objective-C form, which Linux
    /// lacks): nothing is posted while a view is laid out, so it is never called.
    public func addObserver(_ observer: Any, selector: Selector, name: Notification.Name?, object: Any?) {}

    /// A notification's posts (Combine's `NotificationCenter.Publisher`).
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// A notification's posts (Combine's `NotificationCenter.Publisher`): none is posted while a
    /// view is laid out.
    public struct Publisher: LayoutLabUI.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never
        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }
    }
}

extension View {
    /// Runs `action` on each value `publisher` emits: none does while the view is laid out.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> Self
        where P.Failure == Never { self }
}
