// Combine's time and schedulers (Combine.swift describes the model). What real Combine delivers
// after a time — `debounce`, `throttle`, `delay`, a timer's ticks — comes after the first frame,
// which is what layoutlab lays out, so it never comes here (the upstream is still subscribed, as a
// `handleEvents` before a `debounce` shows); nor does a notification's post.
//
// `receive(on:)` hands each value to its scheduler, which runs it on a later turn of its queue or
// run loop. The main queue and the main run loop are the one queue layoutlab runs, where it runs the
// work a view's appear actions hand to `DispatchQueue.main` (Appearing.swift, ViewGraph.swift's
// `runMainQueue`), before the views are built again: values received on them come then too, as
// `DispatchQueue.main.async` work does (a subject sent a value by `onAppear`, received on the main
// queue, fills a list). Values received on other schedulers, or from a thread other than the main
// one, never come. `subscribe(on:)` subscribes on the main queue so, and never on another.

import Foundation

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

/// Whether `scheduler` runs its work on the main queue's turns (`DispatchQueue.main`,
/// `RunLoop.main`, `OperationQueue.main`).
func _isMainScheduler<S>(_ scheduler: S) -> Bool {
    switch scheduler {
    case let queue as DispatchQueue: queue.label == DispatchQueue.main.label
    case let runLoop as RunLoop: runLoop === RunLoop.main
    case let queue as OperationQueue: queue === OperationQueue.main
    default: false
    }
}

/// Runs `work` on the main queue's next turn, when called on the main thread (never otherwise).
func _onMainQueueLater(_ work: @escaping () -> Void) {
    guard Thread.isMainThread else { return }
    nonisolated(unsafe) let work = work
    DispatchQueue.main.async { work() }
}

extension Publisher {
    /// Subscribes to the publisher and delivers none of its events: they come after the first frame.
    private func silenced() -> AnyPublisher<Output, Failure> {
        AnyPublisher { link, _ in self._subscribe(link) { _ in } }
    }

    public func debounce<S>(for dueTime: SchedulerStride, scheduler: S) -> AnyPublisher<Output, Failure> { silenced() }
    public func throttle<S>(for interval: SchedulerStride, scheduler: S, latest: Bool) -> AnyPublisher<Output, Failure> { silenced() }
    public func delay<S>(for interval: SchedulerStride, scheduler: S) -> AnyPublisher<Output, Failure> { silenced() }

    /// Each event on `scheduler`'s next turn: on the main queue's, else never.
    public func receive<S>(on scheduler: S) -> AnyPublisher<Output, Failure> {
        guard _isMainScheduler(scheduler) else { return silenced() }
        return AnyPublisher { link, receive in
            self._subscribe(link) { event in _onMainQueueLater { if link.isActive { receive(event) } } }
        }
    }

    /// Subscribes on `scheduler`'s next turn: on the main queue's, else never.
    public func subscribe<S>(on scheduler: S) -> AnyPublisher<Output, Failure> {
        guard _isMainScheduler(scheduler) else { return AnyPublisher() }
        return AnyPublisher { link, receive in
            _onMainQueueLater { if link.isActive { self._subscribe(link, receive) } }
        }
    }
}

/// A publisher that starts when told to (Combine's `ConnectablePublisher`).
public protocol ConnectablePublisher: Publisher {
    func connect() -> any Cancellable
}

extension Publishers {
    /// A connectable publisher that connects with its first subscriber (Combine's `Publishers.Autoconnect`).
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher it connects (`timer.upstream.connect().cancel()` stops a timer).
        public final let upstream: Upstream
        public init(upstream: Upstream) { self.upstream = upstream }

        public func _subscribe(_ link: _SubscriptionLink, _ receive: @escaping (_Event<Output, Failure>) -> Void) {
            upstream._subscribe(link, receive)
        }
    }
}

extension Timer {
    /// A timer's ticks (Combine's `Timer.TimerPublisher`): the first comes after the first frame, so
    /// none does here.
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

    /// A notification's posts (Combine's `NotificationCenter.Publisher`): nothing is posted while a
    /// view is laid out, so it never delivers.
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
