// The README's experiment file runs as a user who copies it would run it: every experiment it
// declares (the loop's four included), every expectation passing. The expected numbers are seed
// 001's (blue half of the first third of 620 − 2 × 10: 100; green and yellow share the rest: 250).
import ExperimentFiles
import Experiments
import Foundation
import LayoutEngine
import Testing
import TestSupport

@Suite("README's experiment file")
struct ReadmeExampleTests {
    @Test("the README's example file runs: six experiments, every expectation passes")
    func readmeExampleRuns() throws {
        let readme = try String(contentsOfFile: Repository.root + "/README.md", encoding: .utf8)
        let section = try #require(readme.range(of: "## An experiment file"))
        let start = try #require(readme.range(of: "```swift\n", range: section.upperBound..<readme.endIndex))
        let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
        let source = String(readme[start.upperBound..<end.lowerBound])
        let loader = ExperimentLoader(compiler: ExperimentCompiler(toolchain: try Toolchain.locate(), cacheFolder: Repository.compileCache))
        let loaded = try loader.load(sources: [(path: "/readme/Readme.swift", text: source)])
        #expect(loaded.map(\.experiment.name) == ["hstack/relative-first", "stack/spacing-0", "stack/spacing-4",
                                                  "stack/spacing-8", "stack/spacing-16", "Readme/Badge"])
        let runner = ExperimentRunner(engine: Engine())
        let outcomes = loaded.flatMap { $0.laidOut(by: runner).layouts.flatMap(\.expectations) }
        #expect(outcomes.count == 2)
        #expect(outcomes.allSatisfy { $0.passed }, "\(outcomes)")
    }
}
