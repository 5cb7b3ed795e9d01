// Combine in a compiled experiment program, as `layoutlab run` compiles it (`import Combine` is the
// library's): the values real Combine delivers while a view model subscribes reach its sinks in
// `init`, so they are on the first frame [DOC Just: "A publisher that emits an output to each
// subscriber just once, and then finishes"; DOC Published: its `$temperature.sink` example prints
// the initial value first]. A debounce delivers after the first frame. `receive(on:)` the main queue
// hands values to the main queue, which the program runs after appear actions, as it runs their
// `DispatchQueue.main.async` work (AppearingProgramTests); with no appear action nothing runs it
// before the first frame. Text "2" at 17 pt is 10 × 20.33 (SF Pro Text's "2", 1237 of 2048 units,
// less 0.43 of tracking, rounded up to a third of a point).
@testable import ExperimentFiles
import Experiments
import LayoutEngine
import Testing
import TestSupport

@Suite("Combine in a program")
struct CombineProgramTests {
    @Test("Just, prepend and assign(to:) reach the first frame; debounce and receive(on:) without an appear action do not")
    func valuesAtSubscription() throws {
        let folder = TemporaryFolder()
        let file = try folder.write("""
            import SwiftUI
            import Combine

            final class Deck: ObservableObject {
                @Published var items: [Int] = []
                private var bag = Set<AnyCancellable>()
                init() { Just(2).sink { self.items.append($0) }.store(in: &bag) }
            }

            final class Moves: ObservableObject {
                @Published var items: [Int] = []
                private let moves = PassthroughSubject<Int, Never>()
                private var bag = Set<AnyCancellable>()
                init() { moves.prepend(2).sink { [weak self] in self?.items.append($0) }.store(in: &bag) }
            }

            final class Search: ObservableObject {
                @Published var query = "Hi"
                @Published var count = 0
                @Published var results: [Int] = []
                private var bag = Set<AnyCancellable>()
                init() {
                    $query.map { $0.count }.assign(to: &$count)
                    $query.debounce(for: .seconds(0.3), scheduler: RunLoop.main)
                        .sink { [weak self] in self?.results.append($0.count) }.store(in: &bag)
                }
            }

            final class Inbox: ObservableObject {
                @Published var rows: [Int] = []
                let arrived = PassthroughSubject<[Int], Never>()
                private var bag = Set<AnyCancellable>()
                init() { arrived.receive(on: DispatchQueue.main).sink { [weak self] in self?.rows = $0 }.store(in: &bag) }
            }

            final class Later: ObservableObject {
                @Published var rows: [Int] = []
                private var bag = Set<AnyCancellable>()
                init() { Just([1, 2]).receive(on: RunLoop.main).sink { [weak self] in self?.rows = $0 }.store(in: &bag) }
            }

            struct DeckView: View {
                @StateObject private var model = Deck()
                var body: some View { VStack { ForEach(model.items, id: \\.self) { Text("\\($0)") } } }
            }

            struct MovesView: View {
                @StateObject private var model = Moves()
                var body: some View { VStack { ForEach(model.items, id: \\.self) { Text("\\($0)") } } }
            }

            struct CountView: View {
                @StateObject private var model = Search()
                var body: some View { Text("\\(model.count)") }
            }

            struct ResultsView: View {
                @StateObject private var model = Search()
                var body: some View { VStack { ForEach(model.results, id: \\.self) { Text("\\($0)") } } }
            }

            struct InboxView: View {
                @StateObject private var inbox = Inbox()
                var body: some View {
                    VStack(spacing: 0) {
                        ForEach(inbox.rows, id: \\.self) { _ in Color.red.frame(width: 40, height: 40) }
                    }
                    .onAppear { inbox.arrived.send([1, 2, 3]) }
                }
            }

            struct LaterView: View {
                @StateObject private var model = Later()
                var body: some View {
                    VStack(spacing: 0) { ForEach(model.rows, id: \\.self) { _ in Color.red.frame(width: 40, height: 40) } }
                }
            }

            #Preview { DeckView() }
            #Preview { MovesView() }
            #Preview { CountView() }
            #Preview { ResultsView() }
            #Preview { InboxView() }
            #Preview { LaterView() }
            """, to: "Pipelines.swift")
        let loader = ExperimentLoader(compiler: ExperimentCompiler(toolchain: try Toolchain.locate(), cacheFolder: Repository.compileCache))
        let roots = try loader.load([file]).map { item in
            try #require(item.laidOut(by: ExperimentRunner(engine: Engine())).layouts.first?.result.placements.first { $0.node == 0 }).frame
        }
        try #require(roots.count == 6)
        // The Text "2" of Just, of prepend, and of the count "Hi".count = 2 (not "0", 10.33 wide):
        // 10 × 20.33, centred in the 390 × 763 preview at ((390 − 10) / 2, (763 − 20.33) / 2).
        for root in roots[0...2] {
            expectClose(root.minX, 190)
            expectClose(root.minY, 371.33)
            expectClose(root.size.width, 10)
            expectClose(root.size.height, 20.33)
        }
        // The debounced results have not come: an empty stack, 0 × 0 at the centre.
        #expect(roots[3] == Rect(x: 195, y: 381.5, width: 0, height: 0))
        // Sent by onAppear and received on the main queue: three 40-point rows, 40 × 120, centred.
        #expect(roots[4] == Rect(x: 175, y: 321.5, width: 40, height: 120))
        // Received on the main run loop, with no appear action to run it first: no rows.
        #expect(roots[5] == Rect(x: 195, y: 381.5, width: 0, height: 0))
    }
}
