// A stats dashboard: a row of equal-width stat cards over a list of recent activity.
import SwiftUI

struct Stat: Identifiable {
    let id = UUID()
    let title: String
    let value: String
    let icon: String
    let tint: Color
    let change: Double
}

struct StatCard: View {
    let stat: Stat

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Image(systemName: stat.icon)
                .foregroundStyle(stat.tint)
            Text(stat.value)
                .font(.title2.bold())
            Text(stat.title)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding(12)
        .frame(maxWidth: .infinity, minHeight: 96, alignment: .leading)
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 14))
    }
}

struct ChangeLabel: View {
    let change: Double

    var body: some View {
        Label("\(change, specifier: "%.1f")%", systemImage: change >= 0 ? "arrow.up.right" : "arrow.down.right")
            .font(.caption.bold())
            .foregroundStyle(change >= 0 ? .green : .red)
    }
}

struct Dashboard: View {
    let stats = [
        Stat(title: "Revenue", value: "$12.4k", icon: "dollarsign.circle", tint: .green, change: 4.2),
        Stat(title: "Orders", value: "318", icon: "bag", tint: .blue, change: -1.3),
        Stat(title: "Visitors", value: "9.1k", icon: "person.2", tint: .orange, change: 12.8),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack {
                Text("Today")
                    .font(.largeTitle.bold())
                Spacer()
                Image(systemName: "calendar")
                    .imageScale(.large)
            }
            HStack(spacing: 12) {
                ForEach(stats) { stat in
                    StatCard(stat: stat)
                }
            }
            VStack(alignment: .leading, spacing: 8) {
                Text("Change since yesterday")
                    .font(.headline)
                ForEach(stats) { stat in
                    HStack {
                        Text(stat.title)
                        Spacer()
                        ChangeLabel(change: stat.change)
                    }
                }
            }
            Spacer()
        }
        .padding(16)
    }
}

// Derivation (seed 001's stack rule): three equally flexible cards in an HStack of spacing 12
// inside 16 points of padding share 390 − 32 − 24 = 334 points: 111.33 each. Each card's frame
// has maxWidth .infinity, so it takes the width proposed; its minHeight 96 is more than the
// content (an icon, a title2 and a caption line with padding, under 96), so it is 96 high.
Experiment("pasted/dashboard/cards", proposal: ProposedViewSize(width: 390, height: 763),
           expect: ["revenue": CGSize(width: 334.0 / 3, height: 96),
                    "orders": CGSize(width: 334.0 / 3, height: 96),
                    "visitors": CGSize(width: 334.0 / 3, height: 96)]) {
    let stats = Dashboard().stats
    HStack(spacing: 12) {
        StatCard(stat: stats[0]).id("revenue")
        StatCard(stat: stats[1]).id("orders")
        StatCard(stat: stats[2]).id("visitors")
    }
    .padding(16)
}

#Preview {
    Dashboard()
}
