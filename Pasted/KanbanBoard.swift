// A kanban board: columns side by side in a horizontal scroll view, each a titled stack of task
// cards with assignee avatars and a due-date chip.
import SwiftUI

struct TaskCard: Identifiable {
    let id: Int
    let title: String
    let assignees: [String]
    let due: String?
    let priority: Int
}

struct Column: Identifiable {
    let id: String
    let title: String
    let cards: [TaskCard]
}

let board = [
    Column(id: "todo", title: "To do", cards: [
        TaskCard(id: 1, title: "Write release notes", assignees: ["AL"], due: "Fri", priority: 2),
        TaskCard(id: 2, title: "Audit colour contrast on the onboarding screens", assignees: ["JD", "MK"], due: nil, priority: 1),
    ]),
    Column(id: "doing", title: "In progress", cards: [
        TaskCard(id: 3, title: "Flow layout for tags", assignees: ["MK"], due: "Today", priority: 3),
    ]),
    Column(id: "done", title: "Done", cards: [
        TaskCard(id: 4, title: "Set up CI", assignees: ["AL", "JD", "RS"], due: nil, priority: 1),
    ]),
]

struct AvatarStack: View {
    let initials: [String]

    var body: some View {
        HStack(spacing: -8) {
            ForEach(initials, id: \.self) { person in
                Text(person)
                    .font(.caption2.bold())
                    .frame(width: 24, height: 24)
                    .background(Circle().fill(Color.indigo.opacity(0.2)))
                    .overlay(Circle().stroke(Color(.systemBackground), lineWidth: 2))
            }
        }
    }
}

struct TaskCardView: View {
    let card: TaskCard

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(spacing: 3) {
                ForEach(0..<card.priority, id: \.self) { _ in
                    Capsule().fill(Color.red).frame(width: 12, height: 4)
                }
            }
            Text(card.title)
                .font(.subheadline.weight(.medium))
                .fixedSize(horizontal: false, vertical: true)
            HStack {
                AvatarStack(initials: card.assignees)
                Spacer()
                if let due = card.due {
                    Label(due, systemImage: "calendar")
                        .font(.caption2)
                        .labelStyle(.titleAndIcon)
                }
            }
        }
        .padding(12)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(.systemBackground), in: RoundedRectangle(cornerRadius: 10))
    }
}

struct KanbanBoard: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack(alignment: .top, spacing: 12) {
                ForEach(board) { column in
                    VStack(alignment: .leading, spacing: 8) {
                        HStack {
                            Text(column.title).font(.headline)
                            Text("\(column.cards.count)")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                        ForEach(column.cards) { TaskCardView(card: $0) }
                    }
                    .padding(10)
                    .frame(width: 260)
                    .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 14))
                }
            }
            .padding()
        }
    }
}

// Derivation (stack rule with negative spacing): three 24-point avatars with spacing −8 overlap by 8:
// 3 × 24 − 2 × 8 = 56 wide; the third starts at 2 × (24 − 8) = 32.
Experiment("pasted/kanban/avatars", proposal: ProposedViewSize(width: 56, height: 24),
           expect: ["stack": CGRect(x: 0, y: 0, width: 56, height: 24),
                    "third": CGRect(x: 32, y: 0, width: 24, height: 24)]) {
    HStack(spacing: -8) {
        Circle().frame(width: 24, height: 24)
        Circle().frame(width: 24, height: 24)
        Circle().frame(width: 24, height: 24).id("third")
    }
    .id("stack")
}

#Preview {
    KanbanBoard()
        .background(Color(.systemGroupedBackground))
}
