// A step-count widget as a widget extension holds it: a timeline entry, a provider, an entry view
// that reads its family, the widget's configuration, and Xcode's widget previews — two entries on
// the Home Screen's small widget and one on the medium one. WidgetKit's content margins (iOS 17+)
// inset the view; it adds no padding of its own.
import WidgetKit
import SwiftUI

struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
    let goal: Int
}

struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry {
        StepsEntry(date: .now, steps: 4_000, goal: 10_000)
    }

    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        let next = Date.now.addingTimeInterval(30 * 60)
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(next)))
    }
}

struct StepsWidgetView: View {
    var entry: StepsProvider.Entry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Steps")
                .font(.caption)
            Text("\(entry.steps)")
                .font(.title)
            Capsule()
                .frame(height: 8)
                .id("track")
            if family == .systemMedium {
                Text("Goal \(entry.goal)")
                    .font(.footnote)
                    .id("goal")
            }
        }
        .containerBackground(.background, for: .widget)
        .widgetURL(URL(string: "steps://today"))
    }
}

struct StepsWidget: Widget {
    let kind = "StepsWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: StepsProvider()) { entry in
            StepsWidgetView(entry: entry)
        }
        .configurationDisplayName("Steps")
        .description("Today's steps towards your goal.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#Preview(as: .systemSmall) {
    StepsWidget()
} timeline: {
    StepsEntry(date: .now, steps: 4_250, goal: 10_000)
    StepsEntry(date: .now, steps: 9_800, goal: 10_000)
}

#Preview("Medium", as: .systemMedium) {
    StepsWidget()
} timeline: {
    StepsEntry(date: .now, steps: 12_000, goal: 10_000)
}
