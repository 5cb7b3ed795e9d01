// A reading list on SwiftData: `@Model` books, a `@Query` filtered by `#Predicate` and sorted by
// page count, a store in memory with sample books inserted for the preview, and an empty store.
import SwiftUI
import SwiftData

@Model
final class Book {
    var title: String
    var pages: Int
    var isRead: Bool

    init(title: String, pages: Int, isRead: Bool = false) {
        self.title = title
        self.pages = pages
        self.isRead = isRead
    }
}

struct UnreadBooks: View {
    @Query(filter: #Predicate<Book> { !$0.isRead }, sort: \Book.pages) private var books: [Book]

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(books) { book in
                Color.orange
                    .frame(width: CGFloat(book.pages) / 2, height: 20)
                    .id(book.title)
            }
        }
    }
}

@MainActor
let shelf: ModelContainer = {
    let container = try! ModelContainer(for: Book.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    for book in [Book(title: "Dune", pages: 412), Book(title: "Emma", pages: 160, isRead: true), Book(title: "Ubik", pages: 202)] {
        container.mainContext.insert(book)
    }
    return container
}()

// The unread books, shortest first: Ubik (202 pages, 101 wide), then Dune (412, 206 wide); Emma is read.
Experiment("pasted/bookshelf/unread", proposal: ProposedViewSize(width: 300, height: 100),
           expect: ["Ubik": CGSize(width: 101, height: 20), "Dune": CGSize(width: 206, height: 20)]) {
    UnreadBooks()
        .modelContainer(shelf)
}

#Preview("Empty shelf") {
    UnreadBooks()
        .modelContainer(for: Book.self, inMemory: true)
}
