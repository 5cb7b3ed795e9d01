// End to end: an experiment file whose GeometryReader content reads its proxy, compiled against
// LayoutLabUI and run as `layoutlab run` runs it. The reader is a custom node, so the program lays
// the tree out and reports frames of content made during layout.
import Experiments
import ExperimentFiles
import Foundation
import LayoutEngine
import XCTest

final class GeometryReaderFileTests: XCTestCase {
    static let source = """
        import SwiftUI

        struct HalfBar: View {
            var body: some View {
                GeometryReader { proxy in
                    Color.red.frame(width: proxy.size.width / 2).id("half")
                }
                .id("reader")
            }
        }

        // HStack 300 × 100: the fixed 100 frame first (§2.2), default spacing 8, the reader gets 192
        // at x = 108; its content is half of that, 96, at the reader's top-leading corner.
        Experiment("geometry/half", proposal: ProposedViewSize(width: 300, height: 100),
                   expect: ["reader": CGRect(x: 108, y: 0, width: 192, height: 100),
                            "half": CGRect(x: 108, y: 0, width: 96, height: 100)]) {
            HStack {
                Color.blue.frame(width: 100)
                HalfBar()
            }
        }

        // The reader padded 20 inside a space named "card" at (10, 10): it is at (30, 30) globally,
        // (20, 20) in "card"; the content is as wide as the named minX and as high as the global minY.
        Experiment("geometry/named", proposal: ProposedViewSize(width: 300, height: 200),
                   expect: ["content": CGRect(x: 30, y: 30, width: 20, height: 30)]) {
            ZStack {
                GeometryReader { proxy in
                    Color.green
                        .frame(width: proxy.frame(in: .named("card")).minX, height: proxy.frame(in: .global).minY)
                        .id("content")
                }
                .padding(20)
            }
            .coordinateSpace(name: "card")
            .padding(10)
        }
        """

    func testProxyValuesDuringLayoutInACompiledFile() throws {
        let loader = try ExperimentLoader(compiler: ExperimentCompiler(
            toolchain: Toolchain.locate(), cacheFolder: NSTemporaryDirectory() + "layoutlab-tests-cache"))
        let compiled = try loader.load(sources: [(path: "Geometry.swift", text: Self.source)])
        XCTAssertEqual(compiled.map(\.experiment.name), ["geometry/half", "geometry/named"])
        let runner = ExperimentRunner(engine: LayoutEngine())
        for item in compiled {
            let layouts = try XCTUnwrap(item.layouts, "\(item.experiment.name) is laid out by the program")
            XCTAssertEqual(item.notes, [])
            let checked = runner.checked(item.experiment, layouts: layouts, durationMS: 0)
            let outcomes = checked.layouts.flatMap(\.expectations)
            XCTAssertFalse(outcomes.isEmpty)
            for outcome in outcomes { XCTAssertTrue(outcome.passed, "\(item.experiment.name): \(outcome)") }
        }
        let half = try XCTUnwrap(compiled.first?.layouts?.first)
        XCTAssertEqual(half.frame(of: "half"), Rect(x: 108, y: 0, width: 96, height: 100))
        let node = try XCTUnwrap(half.nodes.first { $0.label == "half" })
        XCTAssertEqual(node.path, "HStack[0]/GeometryReader[1]/frame[0]")
        // The stored tree holds the reader without its content.
        let stored = compiled[0].experiment.tree
        XCTAssertEqual(stored.children[1].kind, .custom(name: "GeometryReader"))
        XCTAssertEqual(stored.children[1].children, [])
    }
}
