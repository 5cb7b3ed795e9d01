// End to end: files that hold an app (`@main struct …: App`), a widget with Xcode's widget
// previews, a SwiftData store, and CoreGraphics' transform math (Pasted/NotesApp, StepsWidget,
// Bookshelf, SideBadge), compiled and laid out as `layoutlab run` does.
import Experiments
import ExperimentFiles
import Foundation
import LayoutEngine
import TestSupport
import Testing

@Suite("Apps, widgets and the frameworks they import")
struct AppAndFrameworkFileTests {
    static let pasted = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Pasted").path

    static let loaded = Result<[CompiledExperiment], any Error> {
        let loader = ExperimentLoader(compiler: ExperimentCompiler(
            toolchain: try Toolchain.locate(), cacheFolder: Repository.compileCache))
        return try loader.load(["NotesApp", "StepsWidget", "Bookshelf", "SideBadge"].map { "\(pasted)/\($0).swift" })
    }

    func experiment(_ name: String) throws -> CompiledExperiment {
        try #require(try Self.loaded.get().first { $0.experiment.name == name }, "no experiment \(name)")
    }

    func layout(_ item: CompiledExperiment) throws -> LayoutResult {
        try #require(item.laidOut(by: ExperimentRunner(engine: Engine())).layouts.first?.result)
    }

    /// NotesApp has no preview of its own: its WindowGroup's root view is laid out as a preview is,
    /// proposed the iPhone 14's safe area (390 × 763) and named after the app type. The window's
    /// store (`.modelContainer` on the scene) feeds `@Query`: three notes newest first, 44 high each,
    /// inside the 16-point horizontal padding (390 − 2 × 16 = 358 wide).
    @Test("an app's WindowGroup is laid out as a preview named after the app, with the scene's SwiftData store")
    func appWindowIsLaidOutAsAPreview() throws {
        let app = try experiment("NotesApp/NotesApp")
        #expect(app.experiment.proposals == [ProposedViewSize(width: 390, height: 763)])
        #expect(try Self.loaded.get().filter { $0.experiment.location?.file.hasSuffix("NotesApp.swift") == true }.count == 1)
        let result = try layout(app)
        #expect(result.frame(of: "Reading list") == Rect(x: 16, y: 0, width: 358, height: 44))
        #expect(result.frame(of: "Trip ideas") == Rect(x: 16, y: 44, width: 358, height: 44))
        #expect(result.frame(of: "Groceries") == Rect(x: 16, y: 88, width: 358, height: 44))
    }

    /// A Mac app's `Settings` scene is laid out like its other windows, after them (`File/App-2`):
    /// its content, a 375 × 150 pane, centred in the 390 × 763 the window is proposed.
    @Test("a Settings scene is laid out after the app's window")
    func settingsSceneIsLaidOut() throws {
        let loader = ExperimentLoader(compiler: ExperimentCompiler(toolchain: try Toolchain.locate(), cacheFolder: Repository.compileCache))
        let source = """
            import SwiftUI

            @main
            struct PrefsApp: App {
                var body: some Scene {
                    WindowGroup { Text("Main") }
                    Settings { Color.gray.frame(width: 375, height: 150).id("pane") }
                }
            }
            """
        let loaded = try loader.load(sources: [(path: "/app/PrefsApp.swift", text: source)])
        #expect(loaded.map(\.experiment.name) == ["PrefsApp/PrefsApp", "PrefsApp/PrefsApp-2"])
        let pane = try layout(try #require(loaded.last))
        #expect(pane.frame(of: "pane") == Rect(x: 7.5, y: 306.5, width: 375, height: 150))
    }

    /// Random sample data (`Int.random(in:)`, `Bool.random()`, `randomElement()`, `shuffled()`) is
    /// drawn from a sequence seeded by the experiment's name: two runs of the file build the same
    /// trees, so a diff shows only what an edit moved. A generator of the file's own is its own.
    @Test("random sample data is the same on every run; a file's own generator is untouched")
    func randomSampleDataIsRepeatable() throws {
        let loader = ExperimentLoader(compiler: ExperimentCompiler(toolchain: try Toolchain.locate(), cacheFolder: Repository.compileCache))
        let source = """
            import SwiftUI

            struct Counter: RandomNumberGenerator {
                var count: UInt64 = 0
                mutating func next() -> UInt64 { count += 1; return count << 60 }
            }

            struct Stats: View {
                let views = Int.random(in: 1...99_999)
                let flagged = Bool.random()
                let name = ["Ann", "Bartholomew", "Cy"].randomElement()!
                let order = [1, 2, 3, 4].shuffled()
                let width = CGFloat.random(in: 10..<300)
                var body: some View {
                    var own = Counter()
                    let fixed = Int.random(in: 0..<16, using: &own)
                    VStack {
                        Text("\\(views) views, \\(name), \\(order.map(String.init).joined()), \\(fixed)")
                        Color.blue.frame(width: width, height: flagged ? 10 : 20)
                    }
                }
            }

            #Preview("one") { Stats() }
            #Preview("two") { Stats() }
            """
        let first = try loader.load(sources: [(path: "/app/Stats.swift", text: source)])
        let second = try loader.load(sources: [(path: "/app/Stats.swift", text: source)])
        #expect(first.map(\.experiment.tree) == second.map(\.experiment.tree))
        #expect(first.count == 2)
        // Each experiment's own sequence: the two previews of the same view draw differently.
        #expect(first.first?.experiment.tree != first.last?.experiment.tree)
        // The file's own generator draws 1 << 60 first: 1 of 16.
        let text = first.first.flatMap { Self.texts(in: $0.experiment.tree).first } ?? ""
        #expect(text.hasSuffix(", 1"), "\(text)")
    }

    static func texts(in node: ViewNode) -> [String] {
        var found: [String] = []
        if case .text(let string) = node.kind { found.append(string) }
        for child in node.children { found += texts(in: child) }
        return found
    }

    /// `#Preview(as:) { Widget() } timeline: { entries }`: one experiment per entry, named after
    /// the widget and family (or the preview's name), proposed the family's size on a 390 × 844
    /// iPhone [DOC HIG Widgets: small 158 × 158, medium 338 × 158] with no safe area, the entry view
    /// inside a frame of that size. The track spans the widget less WidgetKit's content margins, 16
    /// points on each edge (158 − 32 = 126); the goal line shows only where `\.widgetFamily` is
    /// `.systemMedium` (338 − 32 = 306).
    @Test("a widget preview lays out its entry view once per entry at the family's documented size")
    func widgetPreviewsUseTheFamilysSize() throws {
        let names = try Self.loaded.get().map(\.experiment.name).filter { $0.hasPrefix("StepsWidget/") }
        #expect(names == ["StepsWidget/StepsWidget-systemSmall-1", "StepsWidget/StepsWidget-systemSmall-2", "StepsWidget/Medium"])
        let small = try experiment("StepsWidget/StepsWidget-systemSmall-1")
        #expect(small.experiment.proposals == [ProposedViewSize(width: 158, height: 158)])
        #expect(small.experiment.safeArea == nil)
        let smallLayout = try layout(small)
        let root = try #require(smallLayout.placements.first { $0.node == 0 })
        #expect(root.frame == Rect(x: 0, y: 0, width: 158, height: 158))
        let track = try #require(smallLayout.frame(of: "track"))
        #expect(track.minX == 16 && track.width == 126 && track.height == 8)
        #expect(smallLayout.frame(of: "goal") == nil)
        let medium = try experiment("StepsWidget/Medium")
        #expect(medium.experiment.proposals == [ProposedViewSize(width: 338, height: 158)])
        let mediumLayout = try layout(medium)
        #expect(mediumLayout.frame(of: "track")?.width == 306)
        #expect(mediumLayout.frame(of: "goal") != nil)
    }

    /// The preview's in-memory store holds the books inserted into it; `#Predicate` keeps the unread
    /// ones and the sort orders them by pages: Ubik (202) above Dune (412), 4 apart; Emma (read) is
    /// not fetched. An empty store lays out no rows.
    @Test("SwiftData: @Query fetches the sample books inserted into the store, filtered and sorted; an empty store none")
    func queryFetchesInsertedSamples() throws {
        let unread = try layout(try experiment("pasted/bookshelf/unread"))
        let ubik = try #require(unread.frame(of: "Ubik"))
        let dune = try #require(unread.frame(of: "Dune"))
        #expect(dune.minY - ubik.maxY == 4)
        #expect(unread.frame(of: "Emma") == nil)
        let empty = try layout(try experiment("Bookshelf/Empty shelf"))
        #expect(empty.frame(of: "Dune") == nil && empty.frame(of: "Ubik") == nil)
    }

    /// Widget previews written before `#Preview(as:)`: a `PreviewProvider` whose view has
    /// `.previewContext(WidgetPreviewContext(family:))` is proposed the family's size [DOC HIG
    /// Widgets: medium 338 × 158 on a 390 × 844 iPhone] and reads that family: the bar is 50 high
    /// for `.systemMedium`, centred: (158 − 50) / 2 = 54.
    @Test("a PreviewProvider's widget preview context proposes the family's size and sets the widget family")
    func widgetPreviewContext() throws {
        let source = """
            import SwiftUI
            import WidgetKit
            struct Bar: View {
                @Environment(\\.widgetFamily) var family
                var body: some View { Color.blue.frame(height: family == .systemMedium ? 50 : 20).id("bar") }
            }
            struct Bar_Previews: PreviewProvider {
                static var previews: some View {
                    Bar().previewContext(WidgetPreviewContext(family: .systemMedium))
                }
            }
            """
        let loader = try ExperimentLoader(compiler: ExperimentCompiler(toolchain: Toolchain.locate(), cacheFolder: Repository.compileCache))
        let compiled = try loader.load(sources: [(path: "Bar.swift", text: source)])
        let preview = try #require(compiled.first)
        #expect(preview.experiment.proposals == [ProposedViewSize(width: 338, height: 158)])
        #expect(try layout(preview).frame(of: "bar") == Rect(x: 0, y: 54, width: 338, height: 50))
    }

    @Test("a view model's main-actor methods are called from .task and .refreshable as in SwiftUI; notification categories and CombineLatest4 compile")
    func mainActorTasksAndServices() throws {
        let source = """
            import SwiftUI
            import Combine
            import UserNotifications

            @MainActor final class Model: ObservableObject {
                @Published var a = 1
                @Published var b = 2
                @Published var c = 3
                @Published var d = 4
                var changed = false
                private var bag = Set<AnyCancellable>()
                func load() {
                    let action = UNNotificationAction(identifier: "view", title: "View", options: [.foreground])
                    UNUserNotificationCenter.current().setNotificationCategories([
                        UNNotificationCategory(identifier: "c", actions: [action], intentIdentifiers: [], options: [])
                    ])
                    Publishers.CombineLatest4($a, $b, $c, $d).map { _ in true }.sink { [weak self] in self?.changed = $0 }.store(in: &bag)
                }
                func answer(_ response: UNNotificationResponse) -> Bool { response.actionIdentifier == UNNotificationDefaultActionIdentifier }
            }

            struct Screen: View {
                @StateObject private var model = Model()
                var body: some View {
                    Color.red.frame(width: 80, height: 30).id("box")
                        .task { model.load() }
                        .refreshable { model.load() }
                }
            }

            #Preview { Screen() }
            """
        let loader = try ExperimentLoader(compiler: ExperimentCompiler(toolchain: Toolchain.locate(), cacheFolder: Repository.compileCache))
        let preview = try #require(try loader.load(sources: [(path: "Screen.swift", text: source)]).first)
        // 80 × 30 centred in the 390 × 763 preview.
        #expect(try layout(preview).frame(of: "box") == Rect(x: 155, y: 366.5, width: 80, height: 30))
    }

    @Test("Xcode's SwiftData template compiles: @Query private var items: [Item] with no arguments, the view made without it")
    func swiftDataTemplate() throws {
        let source = """
            import SwiftUI
            import SwiftData

            @Model final class Item {
                var timestamp: Date
                init(timestamp: Date) { self.timestamp = timestamp }
            }

            struct ContentView: View {
                @Environment(\\.modelContext) private var modelContext
                @Query private var items: [Item]
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: 80, height: 30).id("box")
                        ForEach(items) { _ in Color.blue.frame(width: 80, height: 10) }
                    }
                }
            }

            #Preview { ContentView().modelContainer(for: Item.self, inMemory: true) }
            """
        let loader = try ExperimentLoader(compiler: ExperimentCompiler(toolchain: Toolchain.locate(), cacheFolder: Repository.compileCache))
        let preview = try #require(try loader.load(sources: [(path: "ContentView.swift", text: source)]).first)
        // An empty store: the 80 × 30 box alone, centred in the 390 × 763 preview.
        #expect(try layout(preview).frame(of: "box") == Rect(x: 155, y: 366.5, width: 80, height: 30))
    }

    @Test("every expectation of the app and framework files passes")
    func expectationsPass() throws {
        var checked = 0
        for item in try Self.loaded.get() {
            for layout in item.laidOut(by: ExperimentRunner(engine: Engine())).layouts {
                for outcome in layout.expectations {
                    checked += 1
                    #expect(outcome.passed, "\(item.experiment.name): \(outcome.summary)")
                }
            }
        }
        // Bookshelf's two sizes, SideBadge's badge and two pins.
        #expect(checked == 5)
    }
}
