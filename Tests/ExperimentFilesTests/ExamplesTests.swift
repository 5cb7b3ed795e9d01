// The Examples/ folder: every file parses, every seed's worked examples are there, and every
// expectation (the articles' numbers) holds when laid out with the engine.
import ExperimentFiles
import Experiments
import LayoutEngine
import Testing

@Suite("Examples folder")
struct ExamplesTests {
    static let experiments: [Experiment] = (try? ExperimentParser.parseFiles(at: interpretedExamples)) ?? []

    @Test("every example file parses without diagnostics")
    func parses() throws {
        let experiments = try ExperimentParser.parseFiles(at: interpretedExamples)
        #expect(experiments.count == 49)
        #expect(Set(experiments.map(\.name)).count == experiments.count)
    }

    @Test("each file parses on its own too", arguments: ["AspectRatio", "Frames", "Primitives", "RelativeSizing", "Sizes", "Sweeps"])
    func eachFile(_ name: String) throws {
        let experiments = try ExperimentParser.parseFile(at: "\(examplesFolder)/\(name).swift")
        #expect(!experiments.isEmpty)
        #expect(experiments.allSatisfy { !$0.source.isEmpty && $0.location?.file.hasSuffix("\(name).swift") == true })
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
        let engine = LayoutEngine()
        for (index, proposal) in experiment.proposals.enumerated() {
            let result = engine.layout(experiment.tree, in: proposal)
            for expectation in experiment.expectations where expectation.applies(toProposalAt: index) {
                let outcome = expectation.check(result)
                #expect(outcome.passed, "\(name) at proposal \(index) (\(proposal)): \(outcome.summary)")
            }
        }
    }

    @Test("every example lays out under every proposal")
    func laysOut() {
        let engine = LayoutEngine()
        for experiment in Self.experiments {
            for proposal in experiment.proposals {
                let result = engine.layout(experiment.tree, in: proposal)
                #expect(result.nodes.count == experiment.tree.nodeCount)
            }
        }
    }
}
