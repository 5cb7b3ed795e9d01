// Examples/ compiled against LayoutLabUI and run: every experiment comes back with the same tree,
// proposals, sweep and expectations the interpreter builds from the same files.
import Experiments
import ExperimentFiles
import Foundation
import XCTest

final class CompiledExamplesTests: XCTestCase {
    func testEveryExampleCompilesToTheInterpretersTree() throws {
        let loader = try ExperimentLoader(compiler: ExperimentCompiler(
            toolchain: Toolchain.locate(), cacheFolder: NSTemporaryDirectory() + "layoutlab-tests-cache"))
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples").path
        let compiled = try loader.load([examples])
        let interpreted = try ExperimentParser.parseFiles(at: [examples])
        XCTAssertEqual(compiled.map(\.experiment.name), interpreted.map(\.name))
        for (c, i) in zip(compiled, interpreted) {
            XCTAssertEqual(c.experiment.tree, i.tree, c.experiment.name)
            XCTAssertEqual(c.experiment.proposals, i.proposals, c.experiment.name)
            XCTAssertEqual(c.experiment.sweep, i.sweep, c.experiment.name)
            XCTAssertEqual(Set(c.experiment.expectations), Set(i.expectations), c.experiment.name)
            XCTAssertEqual(c.experiment.location, i.location, c.experiment.name)
            XCTAssertEqual(c.experiment.source, i.source, c.experiment.name)
        }
    }
}
