// A week strip for a calendar: seven equal day cells with the selected day circled.
import SwiftUI

struct Day: Identifiable {
    let id: Int
    let weekday: String
    let number: Int
    var hasEvents: Bool = false
}

struct DayCell: View {
    let day: Day
    let isSelected: Bool

    var body: some View {
        VStack(spacing: 6) {
            Text(day.weekday.uppercased())
                .font(.caption2)
                .foregroundStyle(.secondary)
            Text("\(day.number)")
                .font(.headline)
                .frame(width: 36, height: 36)
                .background {
                    if isSelected {
                        Circle().fill(Color.accentColor)
                    }
                }
                .foregroundStyle(isSelected ? .white : .primary)
        }
    }
}

struct WeekStrip: View {
    let days: [Day] = zip(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"], 13...19).map { name, number in
        Day(id: number, weekday: name, number: number, hasEvents: number % 3 == 0)
    }
    @State private var selection = 16

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Text("November 2026")
                    .font(.title3.weight(.semibold))
                Spacer()
                Button { } label: { Image(systemName: "chevron.left") }
                Button { } label: { Image(systemName: "chevron.right") }
            }
            .padding(.horizontal)
            .padding(.bottom, 8)
            HStack(spacing: 0) {
                ForEach(days) { day in
                    DayCell(day: day, isSelected: day.id == selection)
                        .frame(maxWidth: .infinity)
                }
            }
            .padding(.vertical, 8)
            Divider()
        }
    }
}

// Derivation (stack rule): seven cells with `frame(maxWidth: .infinity)` in an HStack of spacing 0
// share 390 points: 390 / 7 = 55.71 each. A cell is as high as its VStack: a caption2 line
// (11 pt: 11 × 2444 / 2048 = 13.13, 13.33 on a 3× screen), 6 points of spacing and the 36-point
// circle: 55.33.
Experiment("pasted/calendar/week", proposal: ProposedViewSize(width: 390, height: 120),
           expect: ["mon": CGSize(width: 390.0 / 7, height: 55.33),
                    "sun": CGSize(width: 390.0 / 7, height: 55.33)]) {
    let days = WeekStrip().days
    HStack(spacing: 0) {
        ForEach(days) { day in
            DayCell(day: day, isSelected: day.number == 16)
                .frame(maxWidth: .infinity)
                .id(day.weekday.lowercased())
        }
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    WeekStrip()
        .frame(width: 390)
}

#Preview {
    NavigationStack {
        VStack {
            WeekStrip()
            Spacer()
        }
        .navigationTitle("Calendar")
        .navigationBarTitleDisplayMode(.inline)
    }
}
