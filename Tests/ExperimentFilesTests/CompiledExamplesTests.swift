// Examples/ (the files the interpreter also reads; Pasted/ is PastedCorpusTests') compiled against LayoutLabUI and run as `layoutlab run` does: every expectation holds,
// and every experiment comes back with the proposals, sweep, expectations, locations and source the
// interpreter reads from the same files, and the same tree — or, where the tree runs the file's own
// code (alignment-guide closures), the same frames.
import Experiments
import ExperimentFiles
import Foundation
import LayoutEngine
import XCTest

final class CompiledExamplesTests: XCTestCase {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples").path

    func loader() throws -> ExperimentLoader {
        try ExperimentLoader(compiler: ExperimentCompiler(
            toolchain: Toolchain.locate(), cacheFolder: NSTemporaryDirectory() + "layoutlab-tests-cache"))
    }

    func testEveryExampleExpectationHoldsWhenCompiled() throws {
        let compiled = try loader().load(interpretedExamples)
        let runner = ExperimentRunner(engine: LayoutEngine())
        var checked = 0
        for item in compiled {
            let laidOut = item.layouts.map { runner.checked(item.experiment, layouts: $0, durationMS: 0) }
                ?? runner.layOut(item.experiment)
            for layout in laidOut.layouts {
                for outcome in layout.expectations {
                    checked += 1
                    XCTAssertTrue(outcome.passed, "\(item.experiment.name) proposal \(layout.proposalIndex): \(outcome)")
                }
            }
        }
        let expected = compiled.reduce(0) { total, item in
            total + item.experiment.proposals.indices.reduce(0) { sum, index in
                sum + item.experiment.expectations.filter { $0.applies(toProposalAt: index) }.count
            }
        }
        XCTAssertEqual(checked, expected)
        XCTAssertGreaterThan(checked, 0)
    }

    func testEveryExampleMatchesTheInterpreter() throws {
        let compiled = try loader().load(interpretedExamples)
        let interpreted = try ExperimentParser.parseFiles(at: interpretedExamples)
        XCTAssertEqual(compiled.map(\.experiment.name), interpreted.map(\.name))
        let engine = LayoutEngine()
        for (c, i) in zip(compiled, interpreted) {
            let name = c.experiment.name
            XCTAssertEqual(c.experiment.proposals, i.proposals, name)
            XCTAssertEqual(c.experiment.sweep, i.sweep, name)
            XCTAssertEqual(c.experiment.expectations, i.expectations, name)
            XCTAssertEqual(c.experiment.location, i.location, name)
            XCTAssertEqual(c.experiment.source, i.source, name)
            if let layouts = c.layouts {
                // Closures run in the program: compare what they produce.
                XCTAssertNotNil(c.experiment.program, name)
                for (layout, proposal) in zip(layouts, i.proposals) {
                    let reference = engine.layout(i.tree, in: proposal)
                    let labels = reference.nodes.compactMap(\.label)
                    XCTAssertFalse(labels.isEmpty, name)
                    for label in labels {
                        XCTAssertEqual(layout.frame(of: label), reference.frame(of: label), "\(name) \(label)")
                    }
                }
            } else {
                XCTAssertEqual(c.experiment.tree, i.tree, name)
                XCTAssertNil(c.experiment.program, name)
            }
        }
    }
}
