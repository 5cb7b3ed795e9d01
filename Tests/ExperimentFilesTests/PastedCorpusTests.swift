// Pasted/: SwiftUI code as developers paste it from Xcode (custom views, ForEach, if,
// #Preview blocks), compiled against LayoutLabUI and run as `layoutlab run` does. At least 30
// files, each yielding an experiment; every expectation holds; and the file carrying seed 000's
// RelativeSizeLayout verbatim reproduces the article's numbers.
import Experiments
import ExperimentFiles
import Foundation
import LayoutEngine
import TestSupport
import XCTest

final class PastedCorpusTests: XCTestCase {
    static let pasted = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Pasted").path

    /// Compiled once for all tests of this class (the corpus takes a while to compile cold).
    nonisolated(unsafe) static var cached: [CompiledExperiment]?

    func corpus() throws -> [CompiledExperiment] {
        if let cached = Self.cached { return cached }
        let loader = ExperimentLoader(compiler: ExperimentCompiler(
            toolchain: try Toolchain.locate(), cacheFolder: Repository.compileCache))
        let loaded = try loader.load([Self.pasted])
        Self.cached = loaded
        return loaded
    }

    func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: Self.pasted).filter { $0.hasSuffix(".swift") }.sorted()
    }

    func laidOut(_ item: CompiledExperiment) -> LaidOutExperiment {
        item.laidOut(by: ExperimentRunner(engine: Engine()))
    }

    func testAtLeastThirtyFilesEachWithAnExperiment() throws {
        let files = try files()
        XCTAssertGreaterThanOrEqual(files.count, 30)
        let compiled = try corpus()
        for file in files {
            let experiments = compiled.filter { $0.experiment.location?.file.hasSuffix("/Pasted/\(file)") == true }
            XCTAssertFalse(experiments.isEmpty, "\(file) yields no experiment")
        }
        XCTAssertEqual(Set(compiled.map(\.experiment.name)).count, compiled.count, "experiment names are unique")
    }

    func testEveryExpectationPasses() throws {
        let compiled = try corpus()
        var checked = 0
        var filesWithExpectations: Set<String> = []
        for item in compiled {
            for layout in laidOut(item).layouts {
                for outcome in layout.expectations {
                    checked += 1
                    XCTAssertTrue(outcome.passed, "\(item.experiment.name) proposal \(layout.proposalIndex): \(outcome.summary)")
                }
            }
            if !item.experiment.expectations.isEmpty, let file = item.experiment.location?.file {
                filesWithExpectations.insert(file)
            }
        }
        XCTAssertGreaterThanOrEqual(filesWithExpectations.count, 10)
        XCTAssertGreaterThan(checked, 50)
    }

    func testPreviewsAreNamedAndProposedAsDocumented() throws {
        let compiled = try corpus()
        let byName = Dictionary(compiled.map { ($0.experiment.name, $0.experiment) }, uniquingKeysWith: { a, _ in a })
        // An unnamed preview: FileStem/preview-N, proposed the iPhone safe area 390 × 763.
        let preview = try XCTUnwrap(byName["ChatThread/preview-1"])
        XCTAssertEqual(preview.proposals, [ProposedViewSize(width: 390, height: 763)])
        // Named ones: FileStem/Name; `.fixedLayout` changes the proposal; `.sizeThatFitsLayout` keeps the
        // device's ("when offered the size of the device", Apple's DeveloperToolsSupport documentation).
        XCTAssertEqual(byName["ChatThread/Mac window"]?.proposals, [ProposedViewSize(width: 753, height: 500)])
        XCTAssertEqual(byName["RadialMenu/Fitted"]?.proposals, [ProposedViewSize(width: 390, height: 763)])
    }

    /// A preview that ignores the safe area grows into its device's: ParallaxHeader's ScrollView
    /// ignores the top edge, so it reaches 47 up under the status bar [RE OpenSwiftUI
    /// `_SafeAreaIgnoringLayout`]. Previews that ignore none keep no safe area in their definitions.
    func testPreviewsIgnoringTheSafeAreaGrowIntoTheDevices() throws {
        let compiled = try corpus()
        let item = try XCTUnwrap(compiled.first { $0.experiment.name == "ParallaxHeader/preview-1" })
        XCTAssertEqual(item.experiment.safeArea, EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        let result = try XCTUnwrap(laidOut(item).layouts.first?.result)
        let scroll = try XCTUnwrap(result.nodes.first { $0.kind == "ScrollView" })
        let frame = try XCTUnwrap(result.placements.first { $0.node == scroll.index }?.frame)
        XCTAssertEqual(frame, Rect(x: 0, y: -47, width: 390, height: 810))
        XCTAssertNil(try XCTUnwrap(compiled.first { $0.experiment.name == "ChatThread/preview-1" }).experiment.safeArea)
        // The definition keeps it, so a rerun from the notebook grows the same way.
        let decoded = try CanonicalTree.decodeDefinition(CanonicalTree.encodeDefinition(item.experiment), name: item.experiment.name)
        XCTAssertEqual(decoded.safeArea, item.experiment.safeArea)
    }

    /// Seed 000 (Ole Begemann, "Working with percentages in SwiftUI layout"): with the article's own
    /// RelativeSizeLayout, the 80 % modifier around `frame(maxWidth: 400)` reports 400 in a 753-wide
    /// window, trailing-aligned at x = 753 − 400 = 353.
    func testSeed000FileGivesTheArticlesNumbers() throws {
        let compiled = try corpus()
        let item = try XCTUnwrap(compiled.first { $0.experiment.name == "pasted/chat/seed000-bubble-753" })
        XCTAssertTrue(item.experiment.location?.file.hasSuffix("ChatThread.swift") == true)
        XCTAssertEqual(item.experiment.proposals, [ProposedViewSize(width: 753, height: 60)])
        let layout = try XCTUnwrap(laidOut(item).layouts.first)
        let bubble = try XCTUnwrap(layout.result.frame(of: "bubble"))
        XCTAssertEqual(bubble.width, 400, accuracy: 0.01)
        XCTAssertEqual(bubble.height, 60, accuracy: 0.01)
        let relative = try XCTUnwrap(layout.result.frame(of: "relative"))
        XCTAssertEqual(relative.minX, 353, accuracy: 0.01)
        XCTAssertEqual(relative.width, 400, accuracy: 0.01)
        // The pasted RelativeSizeLayout ran (a custom node), not the engine's built-in modifier.
        XCTAssertNotNil(item.layouts, "the user's layout code runs in the program")
        let source = try String(contentsOfFile: Self.pasted + "/ChatThread.swift", encoding: .utf8)
        XCTAssertTrue(source.contains("fileprivate struct RelativeSizeLayout: Layout {"))
        XCTAssertTrue(source.contains("public func relativeProposed(width: Double = 1, height: Double = 1) -> some View {"))
    }
}
