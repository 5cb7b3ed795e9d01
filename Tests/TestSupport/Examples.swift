// The bundled `Examples/` folder, compiled and run once as `layoutlab run` does. Counts of examples
// are derived from here (adding an example costs no test edit), and the seed articles' numbers are
// read from the examples' `expect:` arguments: Examples/*.swift is the single source of those numbers.
import ExperimentFiles
import Foundation
import Experiments
import LayoutEngine
import Testing

public enum Examples {
    /// The seed examples: the `.swift` files directly in `Examples/` (the pasted-code corpus in
    /// `Pasted/` has its own tests).
    public static let files: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: Repository.examples)) ?? [])
        .filter { $0.hasSuffix(".swift") }.sorted().map(Repository.example)

    /// Every experiment of the seed examples with what its program laid out, in file order; if they
    /// fail to compile, none, and the test that asked records the compiler's diagnostics.
    public static var compiled: [CompiledExperiment] { Compiled.recordingFailure(loaded, of: "Examples/") }
    static let loaded = Result { try Compiled.load(files) }

    /// Every experiment of `Examples/`, in file order.
    public static var all: [Experiment] { compiled.map(\.experiment) }

    /// Lays out example `experiment` under every proposal as a run would: in the engine, or — when
    /// its tree runs the file's own code — as its program did.
    public static func layouts(of experiment: Experiment, engine: Engine = Engine()) -> [LayoutResult] {
        if let item = compiled.first(where: { $0.experiment.name == experiment.name }) {
            return item.laidOut(by: ExperimentRunner(engine: engine)).layouts.map(\.result)
        }
        return experiment.proposals.map { engine.layout(experiment.tree, in: $0) }
    }

    /// The experiments of one file, e.g. `"Sizes.swift"`.
    public static func file(_ name: String) -> [Experiment] {
        all.filter { $0.location?.file.hasSuffix("/" + name) == true }
    }

    /// The example named `name`.
    public static func named(_ name: String) -> Experiment? { all.first { $0.name == name } }

    /// The expectation for `label` in example `name` that applies to proposal `proposal` (the
    /// article's number), recording an issue if the example does not state one.
    public static func expected(_ name: String, _ label: String, proposal: Int = 0,
                                sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Experiments.Expectation? {
        guard let experiment = named(name) else {
            Issue.record("no example named \(name) in Examples/", sourceLocation: sourceLocation)
            return nil
        }
        let matching = experiment.expectations.filter { $0.label == label && $0.applies(toProposalAt: proposal) }
        // A proposal-scoped expectation is more specific than one for every proposal.
        guard let expectation = matching.first(where: { $0.proposalIndex != nil }) ?? matching.first else {
            Issue.record("example \(name) states no expectation for \(label) at proposal \(proposal)", sourceLocation: sourceLocation)
            return nil
        }
        return expectation
    }

    /// Records an issue unless `frame` matches the article's number for `label` in example `name`
    /// (its size, and its origin where the example states one), to 0.01 pt.
    public static func expectFrame(_ frame: Rect?, matches name: String, _ label: String, proposal: Int = 0,
                                   sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let expectation = expected(name, label, proposal: proposal, sourceLocation: sourceLocation) else { return }
        guard let frame else {
            Issue.record("\(label) was not placed (\(name) expects it)", sourceLocation: sourceLocation)
            return
        }
        let tolerance = Experiments.Expectation.defaultTolerance
        expectClose(frame.width, expectation.width, tolerance: tolerance, "\(name) › \(label) width", sourceLocation: sourceLocation)
        expectClose(frame.height, expectation.height, tolerance: tolerance, "\(name) › \(label) height", sourceLocation: sourceLocation)
        if let x = expectation.x { expectClose(frame.minX, x, tolerance: tolerance, "\(name) › \(label) x", sourceLocation: sourceLocation) }
        if let y = expectation.y { expectClose(frame.minY, y, tolerance: tolerance, "\(name) › \(label) y", sourceLocation: sourceLocation) }
    }

    /// Checks every expectation example `name` states for proposal `proposal` (or those for
    /// `labels`) against `result`, an engine layout the test built itself: the test's tree must give
    /// the article's numbers.
    public static func expectAll(_ result: LayoutResult, match name: String, proposal: Int = 0, labels: Set<String>? = nil,
                                 sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let experiment = named(name) else {
            Issue.record("no example named \(name) in Examples/", sourceLocation: sourceLocation)
            return
        }
        let applicable = experiment.expectations.filter { $0.applies(toProposalAt: proposal) && labels?.contains($0.label) != false }
        #expect(!applicable.isEmpty, "\(name) states no expectations for proposal \(proposal)", sourceLocation: sourceLocation)
        for label in Set(applicable.map(\.label)).sorted() {
            expectFrame(result.frame(of: label), matches: name, label, proposal: proposal, sourceLocation: sourceLocation)
        }
    }
}

/// The pasted-view corpus, `Pasted/`, compiled and run once.
public enum Pasted {
    /// Every experiment of `Pasted/` with what its program laid out; if it fails to compile, none,
    /// and the test that asked records the compiler's diagnostics.
    public static var compiled: [CompiledExperiment] { Compiled.recordingFailure(loaded, of: "Pasted/") }
    static let loaded = Result { try Compiled.load([Repository.root + "/Pasted"]) }
}

/// Experiment files compiled and run as `layoutlab run` does, with the tests' shared cache.
public enum Compiled {
    /// The experiments `loaded` holds; a failure is recorded as an issue of the running test, with
    /// the diagnostics (`what` names the folder), and gives none.
    static func recordingFailure(_ loaded: Result<[CompiledExperiment], any Error>, of what: String,
                                 sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [CompiledExperiment] {
        switch loaded {
        case .success(let compiled):
            return compiled
        case .failure(let error):
            Issue.record("\(what) does not compile or run:\n\(error)", sourceLocation: sourceLocation)
            return []
        }
    }

    public static func load(_ paths: [String]) throws -> [CompiledExperiment] {
        try ExperimentLoader(compiler: ExperimentCompiler(toolchain: Toolchain.locate(), cacheFolder: Repository.compileCache))
            .load(paths)
    }
}
