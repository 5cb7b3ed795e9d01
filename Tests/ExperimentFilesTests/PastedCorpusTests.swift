// Pasted/: SwiftUI code as developers paste it from Xcode (custom views, ForEach, if,
// #Preview blocks), compiled against LayoutLabUI and run as `layoutlab run` does. At least 30
// files, each yielding an experiment; every expectation holds; and the file carrying seed 000's
// RelativeSizeLayout verbatim reproduces the article's numbers.
import Experiments
import ExperimentFiles
import Foundation
import LayoutEngine
import TestSupport
import Testing

@Suite("The pasted-view corpus")
struct PastedCorpusTests {
    static let pasted = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Pasted").path

    /// Compiled once for all tests of this suite (the corpus takes a while to compile cold); a
    /// static `let` is initialized once even when the suite's tests run in parallel.
    static let loaded = Result<[CompiledExperiment], any Error> {
        let loader = ExperimentLoader(compiler: ExperimentCompiler(
            toolchain: try Toolchain.locate(), cacheFolder: Repository.compileCache))
        return try loader.load([pasted])
    }

    func corpus() throws -> [CompiledExperiment] {
        try Self.loaded.get()
    }

    func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: Self.pasted).filter { $0.hasSuffix(".swift") }.sorted()
    }

    func laidOut(_ item: CompiledExperiment) -> LaidOutExperiment {
        item.laidOut(by: ExperimentRunner(engine: Engine()))
    }

    @Test("at least 30 pasted files, each yielding an experiment, with unique names")
    func atLeastThirtyFilesEachWithAnExperiment() throws {
        let files = try files()
        #expect(files.count >= 30)
        let compiled = try corpus()
        // A file without experiments of its own (RecipeStore: a model, a colour, a modifier) compiles
        // together with a file that uses it and has some, as in an app.
        let texts = try files.map { try String(contentsOfFile: "\(Self.pasted)/\($0)", encoding: .utf8) }
        let groups = FileGroups.groups(texts.map(FileNames.init(source:)))
        func yields(_ file: String) -> Bool {
            compiled.contains { $0.experiment.location?.file.hasSuffix("/Pasted/\(file)") == true }
        }
        for (index, file) in files.enumerated() where !yields(file) {
            let group = groups.first { $0.contains(index) } ?? [index]
            #expect(group.contains { yields(files[$0]) }, "\(file) yields no experiment and no file it compiles with does")
        }
        #expect(files.filter { !yields($0) } == ["RecipeStore.swift"])
        #expect(Set(compiled.map(\.experiment.name)).count == compiled.count, "experiment names are unique")
    }

    @Test("every expectation of the corpus passes, over at least 10 files and more than 50 checks")
    func everyExpectationPasses() throws {
        let compiled = try corpus()
        var checked = 0
        var filesWithExpectations: Set<String> = []
        for item in compiled {
            for layout in laidOut(item).layouts {
                for outcome in layout.expectations {
                    checked += 1
                    #expect(outcome.passed, "\(item.experiment.name) proposal \(layout.proposalIndex): \(outcome.summary)")
                }
            }
            if !item.experiment.expectations.isEmpty, let file = item.experiment.location?.file {
                filesWithExpectations.insert(file)
            }
        }
        #expect(filesWithExpectations.count >= 10)
        #expect(checked > 50)
    }

    @Test("previews are named and proposed as documented")
    func previewsAreNamedAndProposedAsDocumented() throws {
        let compiled = try corpus()
        let byName = Dictionary(compiled.map { ($0.experiment.name, $0.experiment) }, uniquingKeysWith: { a, _ in a })
        // An unnamed preview: FileStem/preview-N, proposed the iPhone safe area 390 × 763.
        let preview = try #require(byName["ChatThread/preview-1"])
        #expect(preview.proposals == [ProposedViewSize(width: 390, height: 763)])
        // Named ones: FileStem/Name; `.fixedLayout` changes the proposal; `.sizeThatFitsLayout` keeps the
        // device's ("when offered the size of the device", Apple's DeveloperToolsSupport documentation).
        #expect(byName["ChatThread/Mac window"]?.proposals == [ProposedViewSize(width: 753, height: 500)])
        #expect(byName["RadialMenu/Fitted"]?.proposals == [ProposedViewSize(width: 390, height: 763)])
    }

    /// A preview that ignores the safe area grows into its device's: ParallaxHeader's ScrollView
    /// ignores the top edge, so it reaches 47 up under the status bar [RE OpenSwiftUI
    /// `_SafeAreaIgnoringLayout`]. Previews that ignore none keep no safe area in their definitions.
    @Test("previews ignoring the safe area grow into their device's, and the definition keeps it")
    func previewsIgnoringTheSafeAreaGrowIntoTheDevices() throws {
        let compiled = try corpus()
        let item = try #require(compiled.first { $0.experiment.name == "ParallaxHeader/preview-1" })
        #expect(item.experiment.safeArea == EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        let result = try #require(laidOut(item).layouts.first?.result)
        let scroll = try #require(result.nodes.first { $0.kind == "ScrollView" })
        let frame = try #require(result.placements.first { $0.node == scroll.index }?.frame)
        #expect(frame == Rect(x: 0, y: -47, width: 390, height: 810))
        let chatThread = try #require(compiled.first { $0.experiment.name == "ChatThread/preview-1" })
        #expect(chatThread.experiment.safeArea == nil)
        // The definition keeps it, so a rerun from the notebook grows the same way.
        let decoded = try CanonicalTree.decodeDefinition(CanonicalTree.encodeDefinition(item.experiment), name: item.experiment.name)
        #expect(decoded.safeArea == item.experiment.safeArea)
    }

    /// Seed 000 (Ole Begemann, "Working with percentages in SwiftUI layout"): with the article's own
    /// RelativeSizeLayout, the 80 % modifier around `frame(maxWidth: 400)` reports 400 in a 753-wide
    /// window, trailing-aligned at x = 753 − 400 = 353.
    @Test("seed 000's RelativeSizeLayout, pasted verbatim, gives the article's numbers")
    func seed000FileGivesTheArticlesNumbers() throws {
        let compiled = try corpus()
        let item = try #require(compiled.first { $0.experiment.name == "pasted/chat/seed000-bubble-753" })
        #expect(item.experiment.location?.file.hasSuffix("ChatThread.swift") == true)
        #expect(item.experiment.proposals == [ProposedViewSize(width: 753, height: 60)])
        let layout = try #require(laidOut(item).layouts.first)
        let bubble = try #require(layout.result.frame(of: "bubble"))
        #expect(abs(bubble.width - 400) <= 0.01)
        #expect(abs(bubble.height - 60) <= 0.01)
        let relative = try #require(layout.result.frame(of: "relative"))
        #expect(abs(relative.minX - 353) <= 0.01)
        #expect(abs(relative.width - 400) <= 0.01)
        // The pasted RelativeSizeLayout ran (a custom node), not the engine's built-in modifier.
        #expect(item.layouts != nil, "the user's layout code runs in the program")
        let source = try String(contentsOfFile: Self.pasted + "/ChatThread.swift", encoding: .utf8)
        #expect(source.contains("fileprivate struct RelativeSizeLayout: Layout {"))
        #expect(source.contains("public func relativeProposed(width: Double = 1, height: Double = 1) -> some View {"))
    }
}
