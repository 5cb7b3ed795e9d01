// TimelineView: its content built once, for the schedule's first date.
import LayoutEngine

/// When a `TimelineView` redraws (SwiftUI's `TimelineSchedule`). The layout is of one moment.
public protocol TimelineSchedule {}

/// Redraws every `interval` from a start date.
public struct PeriodicTimelineSchedule: TimelineSchedule {
    public init(from startDate: Date, by interval: TimeInterval) {}
}

/// Redraws at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    public init() {}
}

/// Redraws every frame.
public struct AnimationTimelineSchedule: TimelineSchedule {
    public init(minimumInterval: Double? = nil, paused: Bool = false) {}
}

/// Redraws at the given dates.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    public init(_ dates: Entries) {}
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}

/// A view redrawn on a schedule (SwiftUI's `TimelineView`): its content is built once, for a fixed
/// moment (`TimelineViewDefaultContext.date`, 2023-06-05 09:41 UTC), so a layout does not change
/// with the clock; it adds no node of its own.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    let content: Content

    public init(_ schedule: Schedule, @ViewBuilder content: (TimelineViewDefaultContext) -> Content) {
        self.content = content(TimelineViewDefaultContext())
    }

    public var body: some View { content }
}

/// What a `TimelineView`'s content is built for (SwiftUI's `TimelineViewDefaultContext`).
public struct TimelineViewDefaultContext: Sendable {
    /// How often the view would redraw.
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }

    /// The fixed moment every timeline is laid out at.
    public let date = Date(timeIntervalSince1970: 1_685_958_060)
    public let cadence = Cadence.live
}
