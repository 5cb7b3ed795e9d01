// An activity timeline: dots on a vertical line, each event's title aligned with its dot using an
// alignment guide, and a timestamp column aligned to the trailing edge.
import SwiftUI

struct TimelineEvent: Identifiable {
    let id: Int
    let time: String
    let title: String
    let detail: String?
    let tint: Color
}

let events = [
    TimelineEvent(id: 1, time: "09:12", title: "Order placed", detail: "We received your order #4821.", tint: .blue),
    TimelineEvent(id: 2, time: "11:40", title: "Packed", detail: nil, tint: .purple),
    TimelineEvent(id: 3, time: "15:05", title: "Shipped", detail: "Carrier: Parcel Express · Tracking 1Z999", tint: .orange),
    TimelineEvent(id: 4, time: "—", title: "Delivered", detail: "Estimated Thursday", tint: .gray),
]

struct TimelineRow: View {
    let event: TimelineEvent
    let isLast: Bool

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Text(event.time)
                .font(.caption.monospacedDigit())
                .foregroundStyle(.secondary)
                .frame(width: 44, alignment: .trailing)
            VStack(spacing: 0) {
                Circle()
                    .fill(event.tint)
                    .frame(width: 12, height: 12)
                    .alignmentGuide(.top) { d in d[.top] - 3 }
                if !isLast {
                    Rectangle()
                        .fill(Color(.separator))
                        .frame(width: 2)
                        .frame(maxHeight: .infinity)
                }
            }
            VStack(alignment: .leading, spacing: 4) {
                Text(event.title)
                    .font(.subheadline.weight(.semibold))
                if let detail = event.detail {
                    Text(detail)
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
            }
            .padding(.bottom, 20)
            Spacer(minLength: 0)
        }
        .fixedSize(horizontal: false, vertical: true)
    }
}

struct ActivityTimeline: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(Array(events.enumerated()), id: \.element.id) { index, event in
                TimelineRow(event: event, isLast: index == events.count - 1)
            }
        }
        .padding()
    }
}

// Derivation (alignment guides, Apple's `alignmentGuide(_:computeValue:)` documentation): in a
// top-aligned HStack each child's top guide is lined up. The dot's top guide is moved to 3 points
// above its top, so the dot is placed 3 points lower than the 20-high block beside it: with the
// block at y = 0 the dot's frame is at y = 3. The HStack spans from the block's top to the dot's
// bottom (3 + 12 = 15 < 20), so it is 20 high.
Experiment("pasted/timeline/dot-guide", proposal: ProposedViewSize(width: 100, height: 20),
           expect: ["block": CGRect(x: 0, y: 0, width: 40, height: 20),
                    "dot": CGRect(x: 52, y: 3, width: 12, height: 12)]) {
    HStack(alignment: .top, spacing: 12) {
        Color.gray.frame(width: 40, height: 20).id("block")
        Circle()
            .frame(width: 12, height: 12)
            .id("dot")
            .alignmentGuide(.top) { d in d[.top] - 3 }
        Spacer(minLength: 0)
    }
}

#Preview {
    ScrollView {
        ActivityTimeline()
    }
}
