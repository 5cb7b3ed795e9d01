// A to-do list backed by an @Observable model: a list of tasks with checkboxes, an add field pinned
// to the bottom with safeAreaInset, focus handling, and an empty state.
import SwiftUI

@Observable
final class TodoStore {
    struct Item: Identifiable {
        let id = UUID()
        var title: String
        var isDone = false
    }

    var items: [Item]
    var draft = ""

    init(items: [Item] = []) {
        self.items = items
    }

    var remaining: Int { items.filter { !$0.isDone }.count }

    func add() {
        guard !draft.isEmpty else { return }
        items.append(Item(title: draft))
        draft = ""
    }
}

struct TodoRow: View {
    let item: TodoStore.Item

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                .foregroundStyle(item.isDone ? Color.green : Color.secondary)
                .font(.title3)
            Text(item.title)
                .strikethrough(item.isDone)
                .foregroundStyle(item.isDone ? .secondary : .primary)
        }
    }
}

struct TodoListView: View {
    @Bindable var store: TodoStore
    @FocusState private var isAdding: Bool

    var body: some View {
        NavigationStack {
            Group {
                if store.items.isEmpty {
                    ContentUnavailableView("Nothing to do", systemImage: "checklist",
                                           description: Text("Add a task below to get started."))
                } else {
                    List {
                        Section {
                            ForEach(store.items) { item in
                                TodoRow(item: item)
                            }
                        } footer: {
                            Text("\(store.remaining) remaining")
                        }
                    }
                }
            }
            .navigationTitle("Today")
            .safeAreaInset(edge: .bottom) {
                HStack {
                    TextField("New task", text: $store.draft)
                        .focused($isAdding)
                        .onSubmit { store.add() }
                    Button("Add") { store.add() }
                        .disabled(store.draft.isEmpty)
                }
                .padding()
                .background(.bar)
            }
        }
    }
}

// Derivation: `safeAreaInset(edge: .bottom)` sizes the inset first and gives the content what the
// inset and the spacing leave; the spacing is nil, so it is the default between two views, 8. With a
// fixed 60-point inset in a 390 × 763 proposal the content (a Color, which takes what it is
// offered) is 390 × (763 − 60 − 8) = 695 at the top, and the inset sits on the bottom edge, y = 703.
Experiment("pasted/todo/inset", proposal: ProposedViewSize(width: 390, height: 763),
           expect: ["content": CGRect(x: 0, y: 0, width: 390, height: 695),
                    "inset": CGRect(x: 0, y: 703, width: 390, height: 60)]) {
    Color.white
        .id("content")
        .safeAreaInset(edge: .bottom) {
            Color.gray.frame(height: 60).id("inset")
        }
}

#Preview {
    TodoListView(store: TodoStore(items: [
        .init(title: "Buy oat milk", isDone: true),
        .init(title: "Call the plumber"),
        .init(title: "Draft the quarterly update"),
    ]))
}

#Preview("Empty") {
    TodoListView(store: TodoStore())
}
