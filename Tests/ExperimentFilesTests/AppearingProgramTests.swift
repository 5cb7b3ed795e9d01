// `onAppear` and `.task` in a compiled experiment program, which builds its previews on the main
// thread as Xcode's canvas does: what an appear action hands to the main queue runs before the
// views are built again (the run loop's next turn), and a main-actor view model's task finishes.
@testable import ExperimentFiles
import Experiments
import Foundation
import LayoutEngine
import Testing
import TestSupport

@Suite("onAppear and task in a program")
struct AppearingProgramTests {
    @Test("rows set on the main queue by onAppear, and by a main-actor task, are laid out")
    func mainQueueAndMainActorWork() throws {
        let folder = TemporaryFolder()
        let file = try folder.write("""
            import SwiftUI

            struct AsyncRows: View {
                @State private var rows: [String] = []
                var body: some View {
                    VStack(spacing: 0) {
                        ForEach(rows, id: \\.self) { _ in Color.red.frame(width: 40, height: 40) }
                    }
                    .onAppear { DispatchQueue.main.async { rows = ["One", "Two", "Three"] } }
                }
            }

            @MainActor final class Inbox: ObservableObject {
                @Published var count = 0
                func load() async {
                    try? await Task.sleep(for: .milliseconds(10))
                    count = 2
                }
            }

            struct InboxView: View {
                @StateObject private var inbox = Inbox()
                var body: some View {
                    Color.blue.frame(width: 20, height: CGFloat(10 * inbox.count)).task { await inbox.load() }
                }
            }

            #Preview { AsyncRows() }
            #Preview { InboxView() }
            """, to: "Rows.swift")
        let loader = ExperimentLoader(compiler: ExperimentCompiler(toolchain: try Toolchain.locate(), cacheFolder: Repository.compileCache))
        let loaded = try loader.load([file])
        let roots = loaded.compactMap { $0.laidOut(by: ExperimentRunner(engine: Engine())).layouts.first?.result.placements.first { $0.node == 0 }?.frame }
        // Three 40-point rows, centred in the 390 × 763 preview; the inbox's 20 × 20 square.
        #expect(roots == [Rect(x: 175, y: 321.5, width: 40, height: 120), Rect(x: 185, y: 371.5, width: 20, height: 20)])
    }

    /// GridTrainer (SwiftUI Lab) measures its cells as apps did before `onGeometryChange`: a
    /// background reader's content hands `proxy.size.width` to the main queue. The block reads the
    /// proxy after the views are made, so the reader is made again with its geometry, and the views
    /// are built again with the width: the red bar is half the blue's 120, 60 wide, above it;
    /// 60 + 40 = 100 high, centred in the 390 × 763 preview at y 331.5.
    @Test("what a reader's content hands to the main queue runs with the reader's geometry")
    func mainQueueWorkInsideAReader() throws {
        let result = try measuringReaderLayout("Measure")
        #expect(result.placements.first { $0.node == 0 }?.frame == Rect(x: 135, y: 331.5, width: 120, height: 100))
        #expect(result.placements.first { $0.node == 2 }?.frame == Rect(x: 165, y: 331.5, width: 60, height: 60))
    }

    /// The same measurement when the run loop's turn is slow: work on the run loop that takes 20 ms
    /// (as a busy machine's turn may) comes before the main queue is looked at. The blocks still run
    /// before the views are built again, as on an app's next turn, in the order they were queued
    /// [DOC `dispatch_queue_main_t`: "A dispatch queue that is bound to the app's main thread and
    /// executes tasks serially on that thread"], so the bar is again half the blue's 120: 60 × 60
    /// at x 165, in a 120 × 100 stack at (135, 331.5).
    /// (With one millisecond's turn the blocks were never run: the bar stayed 0 wide.)
    @Test("what a reader's content hands to the main queue runs even when the run loop's turn is slow")
    func mainQueueWorkOnASlowTurn() throws {
        let result = try measuringReaderLayout("SlowTurn", first: "RunLoop.main.perform { Thread.sleep(forTimeInterval: 0.02) }")
        #expect(result.placements.first { $0.node == 0 }?.frame == Rect(x: 135, y: 331.5, width: 120, height: 100))
        #expect(result.placements.first { $0.node == 2 }?.frame == Rect(x: 165, y: 331.5, width: 60, height: 60))
    }

    /// The first layout of a view `name` whose red bar is half as wide as a background reader
    /// measures the blue below it, handing the width to the main queue; `first` runs in the
    /// reader's content before that.
    private func measuringReaderLayout(_ name: String, first: String = "") throws -> LayoutResult {
        let folder = TemporaryFolder()
        let file = try folder.write("""
            import SwiftUI

            struct \(name): View {
                @State private var width: CGFloat = 0
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: width / 2, height: 60)
                        Color.blue.frame(width: 120, height: 40)
                            .background(GeometryReader { proxy -> Color in
                                \(first)
                                DispatchQueue.main.async { width = proxy.size.width }
                                return Color.clear
                            })
                    }
                }
            }

            #Preview { \(name)() }
            """, to: name + ".swift")
        let loader = ExperimentLoader(compiler: ExperimentCompiler(toolchain: try Toolchain.locate(), cacheFolder: Repository.compileCache))
        let loaded = try loader.load([file])
        return try #require(loaded.first?.laidOut(by: ExperimentRunner(engine: Engine())).layouts.first?.result)
    }

    /// A view an `onGeometryChange` action adds (a badge once the label is measured) is in the
    /// recorded tree: the experiment's tree is the views the last pass built, whose frames are the
    /// recorded ones, so pictures draw the badge and captions read the last state. Pass 1: the
    /// 80.67-wide label alone; pass 2: the label and a 10-point badge beside it, 8 apart: the HStack
    /// 98.67 × 20.33, centred in the 390 × 763 preview at x 145.67.
    @Test("the recorded tree is the one the last pass of the update loop built")
    func lastPassTree() throws {
        let folder = TemporaryFolder()
        let file = try folder.write("""
            import SwiftUI

            struct Badged: View {
                @State private var width: CGFloat = 0
                var body: some View {
                    HStack(spacing: 8) {
                        Text("Seventeen").onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 }
                        if width > 0 { Color.red.frame(width: 10, height: 10) }
                    }
                }
            }

            #Preview { Badged() }
            """, to: "Badged.swift")
        let loader = ExperimentLoader(compiler: ExperimentCompiler(toolchain: try Toolchain.locate(), cacheFolder: Repository.compileCache))
        let loaded = try #require(try loader.load([file]).first)
        func colours(_ node: ViewNode) -> Int {
            if case .color = node.kind { return 1 }
            return node.children.map(colours).reduce(0, +)
        }
        #expect(colours(loaded.experiment.tree) == 1)
        let result = try #require(loaded.laidOut(by: ExperimentRunner(engine: Engine())).layouts.first?.result)
        let root = try #require(result.placements.first { $0.node == 0 }?.frame)
        #expect(abs(root.minX - 145.67) < 0.01 && abs(root.width - 98.67) < 0.01)
        #expect(result.nodes.contains { $0.kind == "Color" })
    }
}
