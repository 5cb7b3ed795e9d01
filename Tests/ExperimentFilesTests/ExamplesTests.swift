// The Examples/ folder: every file compiles and runs, every seed's worked examples are there, and
// every expectation (the articles' numbers) holds when laid out as `layoutlab run` lays it out.
import ExperimentFiles
import Foundation
import Experiments
import LayoutEngine
import Testing
import TestSupport

@Suite("Examples folder")
struct ExamplesTests {
    static var experiments: [Experiment] { Examples.all }

    /// The `Examples/*.swift` file names (without `.swift`), listed from the folder.
    static let fileNames: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: Repository.examples)) ?? [])
        .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(".swift".count)) }.sorted()

    /// How many experiments a file declares, counted without the parser: the lines that open an
    /// `Experiment(` call in the first column (how every example file is written).
    static func declaredCount(_ name: String) throws -> Int {
        let source = try String(contentsOfFile: Repository.example(name + ".swift"), encoding: .utf8)
        return source.split(separator: "\n").filter { $0.hasPrefix("Experiment(") }.count
    }

    @Test("every example file compiles and runs, one experiment per Experiment call")
    func compiles() throws {
        let declared = try Self.fileNames.map(Self.declaredCount).reduce(0, +)
        #expect(Self.fileNames.count >= 7) // AspectRatio, Frames, Grids, Primitives, RelativeSizing, Sizes, Sweeps
        #expect(Self.experiments.count == declared)
        #expect(Set(Self.experiments.map(\.name)).count == Self.experiments.count)
        for name in Self.fileNames {
            let fromFile = Self.experiments.filter { $0.location?.file.hasSuffix("/\(name).swift") == true }
            #expect(fromFile.count == (try Self.declaredCount(name)), "\(name).swift")
            // Each experiment's source is its own `Experiment(...)` call, located at its first column.
            #expect(fromFile.allSatisfy { $0.source.hasPrefix("Experiment(\"\($0.name)\"") && $0.location?.column == 1 })
        }
    }

    @Test("every worked example of the five seeds is an experiment with expectations")
    func seedsCovered() {
        let seeds: [String: [String]] = [
            "seed000": ["chat-bubble", "chat-bubble-sweep"],
            "seed001": ["relative-first", "relative-second", "relative-third", "relative-priority"],
            "seed002": ["zstack-text", "rectangle-modes", "text-modes", "frame-50", "border-frame", "ideal-size", "geometry-reader"],
            "seed003": ["fit-16-9", "fill-16-9", "image-fit", "image-fill", "sample-fill"],
            "seed004": ["frame-too-big", "frame-too-small", "width-only", "height-only", "min-width-larger-than-parent",
                        "min-width-larger-than-child", "max-width-smaller-than-parent", "max-width-smaller-than-child",
                        "min-max-below-parent", "min-max-around-parent", "min-max-above-parent", "infinite-frame",
                        "infinite-frame-top-leading", "stack-image-and-titles"],
        ]
        let byName = Dictionary(Self.experiments.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        for (seed, names) in seeds {
            for name in names {
                let experiment = byName["\(seed)/\(name)"]
                #expect(experiment != nil, "missing \(seed)/\(name)")
                #expect(experiment?.expectations.isEmpty == false, "\(seed)/\(name) states no expectations")
            }
        }
    }

    @Test("the articles' numbers hold in the engine", arguments: experiments.filter { !$0.expectations.isEmpty }.map(\.name))
    func expectationsHold(_ name: String) throws {
        let experiment = try #require(Self.experiments.first { $0.name == name })
        for (index, (proposal, result)) in zip(experiment.proposals, Examples.layouts(of: experiment)).enumerated() {
            for expectation in experiment.expectations where expectation.applies(toProposalAt: index) {
                let outcome = expectation.check(result)
                #expect(outcome.passed, "\(name) at proposal \(index) (\(proposal)): \(outcome.summary)")
            }
        }
    }

    @Test("seed 000's bubble is 80 % of the window until the frame's 400 caps it, at every sweep step")
    func chatBubbleSweep() throws {
        let experiment = try #require(Self.experiments.first { $0.name == "seed000/chat-bubble-sweep" })
        // .width(300...800, by: 100, height: 60): (800 − 300) / 100 + 1 = 6 steps.
        #expect(experiment.proposals == [300, 400, 500, 600, 700, 800].map { ProposedViewSize(width: $0, height: 60) })
        // Seed 000: the modifier proposes 80 % of the width and `frame(maxWidth: 400)` takes
        // min(proposal, 400): 0.8 × 300 = 240, 0.8 × 400 = 320, 0.8 × 500 = 400; 480, 560 and 640 are capped.
        let widths = Examples.layouts(of: experiment).map { $0.frame(of: "bubble")?.width ?? .nan }
        let expected: [Double] = [240, 320, 400, 400, 400, 400]
        #expect(widths.count == expected.count && zip(widths, expected).allSatisfy { close($0, $1) }, "\(widths)")
    }

    @Test("the sweeps propose the steps their ranges state")
    func sweepSteps() throws {
        // .width(200...800, by: 60, height: 80): (800 − 200) / 60 + 1 = 11 steps; step 7 is 200 + 7 × 60 = 620,
        // the width of seed 001's container.
        let relative = try #require(Self.experiments.first { $0.name == "sweep/relative-first" })
        #expect(relative.proposals.count == 11)
        #expect(relative.proposals[7] == ProposedViewSize(width: 620, height: 80))
        #expect(relative.proposals.last == ProposedViewSize(width: 800, height: 80))
        // .height(0...100, by: 25) with the width left unspecified: 0, 25, 50, 75, 100.
        let text = try #require(Self.experiments.first { $0.name == "sweep/text-in-height" })
        #expect(text.proposals == [0, 25, 50, 75, 100].map { ProposedViewSize(width: nil, height: $0) })
    }
}
