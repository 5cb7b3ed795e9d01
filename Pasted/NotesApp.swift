// A notes app as its app file holds it: `@main` with a WindowGroup, a SwiftData store given to the
// window, menu commands and a scene-phase handler; notes as `@Model` objects with a relationship,
// fetched with `@Query`, newest first. The file has no preview of its own, so the app's window is
// laid out as a preview of its root view would be (`NotesApp/NotesApp`).
import SwiftUI
import SwiftData

@Model
final class Note {
    @Attribute(.unique) var title: String
    var created: Date
    @Relationship(deleteRule: .cascade, inverse: \Tag.note)
    var tags: [Tag] = []

    init(title: String, created: Date) {
        self.title = title
        self.created = created
    }
}

@Model
final class Tag {
    var name: String
    var note: Note?

    init(name: String) {
        self.name = name
    }
}

struct NoteRow: View {
    let note: Note

    var body: some View {
        HStack {
            Text(note.title)
                .font(.headline)
            Spacer()
            Text("\(note.tags.count)")
                .foregroundStyle(.secondary)
        }
        .frame(height: 44)
        .id(note.title)
    }
}

struct NotesScreen: View {
    @Query(sort: \Note.created, order: .reverse) private var notes: [Note]
    @Environment(\.modelContext) private var context

    var body: some View {
        VStack(spacing: 0) {
            ForEach(notes) { note in
                NoteRow(note: note)
            }
            Spacer()
        }
        .padding(.horizontal, 16)
    }
}

@main
struct NotesApp: App {
    @Environment(\.scenePhase) private var scenePhase
    let container: ModelContainer

    init() {
        container = try! ModelContainer(for: Note.self, Tag.self,
                                        configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let day: TimeInterval = 86_400
        for (index, title) in ["Groceries", "Trip ideas", "Reading list"].enumerated() {
            container.mainContext.insert(Note(title: title, created: Date(timeIntervalSince1970: Double(index) * day)))
        }
    }

    var body: some Scene {
        WindowGroup {
            NotesScreen()
        }
        .modelContainer(container)
        .commands {
            CommandMenu("Notes") {
                Button("New Note") {}
                    .keyboardShortcut("n")
            }
            SidebarCommands()
        }
        .onChange(of: scenePhase) { _, phase in
            if phase == .background { try? container.mainContext.save() }
        }
        #if os(macOS)
        Settings {
            Text("Settings")
        }
        #endif
    }
}
