// `onAppear` and `.task` as a preview shows them: SwiftUI runs a view's appear action before its
// first frame is drawn and draws the views again with the state it left ("onAppear(perform:)":
// "The action to perform... before this view appears"), and starts a view's task when it appears.
// So a list filled by `onAppear { model.load() }` is drawn filled. Rows are 10-point squares, so
// every size below is counted by hand.
import Foundation
import LayoutLabUI
import Testing

private final class Shelf: ObservableObject {
    @Published var books: [String] = []
    var loads = 0
    func load() {
        loads += 1
        books = ["Emma", "Persuasion", "Sanditon"]
    }
}

/// A view model the view owns, filled when the view appears.
private struct ShelfView: View {
    @StateObject var shelf = Shelf()
    var body: some View {
        VStack(spacing: 0) {
            ForEach(shelf.books, id: \.self) { _ in Color.red.frame(width: 10, height: 10) }
        }
        .onAppear { shelf.load() }
    }
}

/// `@State` changed when the view appears: once, however often the views are built again.
private struct Tally: View {
    @State private var count = 0
    var body: some View {
        Color.blue.frame(width: CGFloat(10 + count * 10), height: 10)
            .onAppear { count += 1 }
    }
}

/// A row that appears only after the first action ran, with an action of its own.
private struct Reveal: View {
    @State private var shown = false
    @State private var width: CGFloat = 10
    var body: some View {
        VStack(spacing: 0) {
            if shown {
                Color.green.frame(width: width, height: 10).onAppear { width = 40 }
            }
        }
        .onAppear { shown = true }
    }
}

/// Every build shows a row that has not appeared, whose action adds another.
private struct Endless: View {
    @State private var rows = 1
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<rows, id: \.self) { _ in
                RowView().onAppear { rows += 1 }
            }
        }
    }
}

private struct RowView: View {
    var body: some View { Color.gray.frame(width: 10, height: 10) }
}

@available(macOS 14, iOS 17, *)
@Observable
private final class Inbox {
    var messages: [String] = []
    @MainActor func fetch() async {
        // A moment's wait, as a sample network call makes.
        try? await Task.sleep(for: .milliseconds(20))
        messages = ["Hi", "Lunch?"]
    }
}

@available(macOS 14, iOS 17, *)
private struct InboxView: View {
    @State var inbox = Inbox()
    var body: some View {
        VStack(spacing: 0) {
            ForEach(inbox.messages, id: \.self) { _ in Color.orange.frame(width: 20, height: 10) }
        }
        .task { await inbox.fetch() }
    }
}

/// A sample network call that takes longer than a preview waits: cancelled, its `try?` sleep ends
/// and the task goes on to set the rows.
@available(macOS 14, iOS 17, *)
@Observable
private final class SlowFeed {
    var items = 0
    @MainActor func load() async {
        try? await Task.sleep(for: .seconds(30))
        items = 3
    }
}

@available(macOS 14, iOS 17, *)
private struct FeedView: View {
    @State var feed = SlowFeed()
    var body: some View {
        Color.purple.frame(width: 10, height: CGFloat(10 * feed.items)).task { await feed.load() }
    }
}

/// A task that never finishes: what it did before it waited is laid out.
private struct Ticker: View {
    @State private var ticks = 0
    var body: some View {
        Color.gray.frame(width: 10, height: CGFloat(10 + ticks))
            .task {
                ticks = 5
                for await _ in AsyncStream<Int>(Int.self, { _ in }) { ticks += 1 }
            }
    }
}

/// A clock set when it appears, inside a GeometryReader whose content reads the proxy: the
/// content is made while the reader is laid out (helper-found in a music player's clock).
private struct ReaderClock: View {
    @State private var time = ""
    var body: some View {
        GeometryReader { proxy in
            Color.green.frame(width: proxy.size.width / 2, height: CGFloat(time.count * 10)).id("clock")
                .onAppear { time = "12:34" }
        }
    }
}

/// The same clock whose appear action reads the reader's size: it sees the real geometry.
private struct ReaderWidth: View {
    @State private var width: CGFloat = 0
    var body: some View {
        GeometryReader { proxy in
            Color.green.frame(width: width / 3, height: 10).id("third")
                .onAppear { width = proxy.size.width }
        }
    }
}

@Suite("onAppear and task")
struct AppearingTests {
    let screen = ProposedViewSize(width: 300, height: 400)

    @Test("an onAppear action fills a view model the view owns; the views are built again with its rows")
    @MainActor func onAppearFillsOwnedModel() {
        // Inside another view, so the row view is made again by each build: its @StateObject keeps the model.
        let result = LayoutLab.layout(VStack(spacing: 0) { ShelfView().id("shelf") }, in: screen)
        #expect(result["shelf"] == CGRect(x: 145, y: 185, width: 10, height: 30))
    }

    @Test("an action runs once, however often the views are built; views it reveals run theirs")
    @MainActor func actionsRunOnce() {
        let result = LayoutLab.layout(VStack(spacing: 0) { Tally().id("tally"); Reveal().id("reveal") }, in: screen)
        // count 1: 20 wide; the revealed row's own action made it 40 wide.
        #expect(result["tally"] == CGRect(x: 140, y: 190, width: 20, height: 10))
        #expect(result["reveal"] == CGRect(x: 130, y: 200, width: 40, height: 10))
    }

    @Test("views a GeometryReader makes while laid out appear too: their state shows, read from the real geometry")
    @MainActor func appearingInsideReaders() {
        // "12:34" is 5 characters: 50 high; the reader is 300 wide, so 150, at its top-leading corner.
        #expect(LayoutLab.layout(ReaderClock(), in: screen)["clock"] == CGRect(x: 0, y: 0, width: 150, height: 50))
        // The action read the reader's 300 × 400, not the probe's 390 × 763: a third is 100.
        #expect(LayoutLab.layout(ReaderWidth(), in: screen)["third"] == CGRect(x: 0, y: 0, width: 100, height: 10))
    }

    @Test("views that keep appearing stop after eight builds, with a note")
    @MainActor func endlessAppearingStops() {
        let tree = LayoutLab.tree(of: Endless().id("rows"))
        let result = tree.layout(in: screen)
        // Builds 1–7 each ran one new row's action (rows 1 → 8); the eighth build shows 8 rows and stops.
        #expect(result["rows"]?.height == 80)
        #expect(tree.notes.contains { $0.hasPrefix("onAppear: built 8 times (the limit)") })
    }

    /// Off the main actor, as the experiment program builds from the top level: the body's task
    /// runs on the main actor, which the test's main thread serves (a build inside a main-actor job
    /// could not run it until that job ended).
    @Test("a task that finishes fills the view; one that waits for ever is cancelled after a second, with a note")
    func tasks() throws {
        guard #available(macOS 14, iOS 17, *) else { return }
        let inbox = LayoutLab.layout(InboxView().id("inbox"), in: screen)
        #expect(inbox["inbox"] == CGRect(x: 140, y: 190, width: 20, height: 20))
        let tree = LayoutLab.tree(of: Ticker().id("ticker"))
        #expect(tree.layout(in: screen)["ticker"]?.height == 15)
        #expect(tree.notes.contains { $0.hasPrefix("task: still running after 1 s") && $0.contains("and it ran to its end") })
        // Cancelled after a second, the 30-second sleep ends and the feed gets its 3 items: 30 high.
        let feed = LayoutLab.tree(of: FeedView().id("feed"))
        #expect(feed.layout(in: screen)["feed"] == CGRect(x: 145, y: 185, width: 10, height: 30))
    }
}
