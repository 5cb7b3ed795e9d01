// Recording a run: each experiment is laid out (on a background thread, a few ahead) and recorded
// whole (`RunRecorder`: a savepoint each, committed in groups); the outcome says what was recorded
// and which expectations failed.
// `run`, `watch` and `rerun` record through here, as do the benchmarks and the tests.
import Experiments
import ExperimentFiles
import LayoutEngine
import Notebook

/// One experiment ready to record: laid out, or the reason it cannot be.
public enum PreparedExperiment: Sendable {
    case laidOut(LaidOutExperiment)
    case unusable(name: String, definitionHash: String, error: String)

    public var name: String {
        switch self {
        case .laidOut(let experiment): return experiment.name
        case .unusable(let name, _, _): return name
        }
    }
}

/// A failed expectation of a recorded run.
public struct FailedExpectation: Sendable {
    public var experiment: String
    public var proposalIndex: Int
    public var proposal: ProposedViewSize
    public var outcome: ExpectationOutcome
}

/// What a recorded run contained.
public struct RunOutcome: Sendable {
    public var runID: Int64
    public var command: RunRecorder.Command
    public var database: String
    public var label: String?
    public var engine: EngineIdentity
    public var results: [ResultSummary] = []
    public var failures: [FailedExpectation] = []
    /// Experiments a rerun left out because their latest result is current.
    public var skipped: [String] = []

    public var nodes: Int { results.reduce(0) { $0 + $1.nodes } }
    public var calls: Int { results.reduce(0) { $0 + $1.calls } }
    public var errors: [ResultSummary] { results.filter { $0.status != .ok } }
}

/// The pipeline from experiments to a recorded run.
public enum Lab {
    /// The tool version stored with every run.
    public static let toolVersion = "layoutlab \(Engine.version)"

    /// Records one run of `count` experiments, prepared by `prepare(index, runner)` on a background
    /// thread while earlier ones are recorded (`experiments` are stored or updated first, in the
    /// run's first transaction). `progress(done, name)` hears each recorded experiment. If recording
    /// fails midway the run is marked failed and the error rethrown.
    public static func record(
        count: Int, experiments: [DefinedExperiment], command: RunRecorder.Command, options: LayoutOptions,
        label: String?, notebook: Notebook, progress: (Int, String) -> Void = { _, _ in },
        prepare: @escaping @Sendable (Int, ExperimentRunner) -> PreparedExperiment
    ) throws -> RunOutcome {
        let engine = EngineIdentity(options: options)
        let recorder = try RunRecorder(notebook: notebook, command: command, engine: engine, label: label,
                                       toolVersion: toolVersion, experiments: experiments)
        var outcome = RunOutcome(runID: recorder.runID, command: command, database: notebook.path, label: label,
                                 engine: engine)
        // The background thread also hashes each result and makes its calls' shapes, so this
        // thread only looks the shapes up and writes rows.
        let context = try recorder.preparationContext()
        let pipeline = LayoutPipeline(count: count) { index -> (PreparedExperiment, PreparedRows?) in
            let prepared = prepare(index, ExperimentRunner(engine: Engine(options: options)))
            guard case .laidOut(let laidOut) = prepared else { return (prepared, nil) }
            return (prepared, RunRecorder.prepare(laidOut, context: context))
        }
        do {
            for index in 0..<count {
                let (prepared, rows) = pipeline.value(at: index)
                progress(index + 1, prepared.name)
                switch prepared {
                case .laidOut(let laidOut):
                    outcome.results.append(try recorder.record(laidOut, prepared: rows))
                    for layout in laidOut.layouts {
                        for failed in layout.expectations where !failed.passed {
                            outcome.failures.append(FailedExpectation(
                                experiment: laidOut.name, proposalIndex: layout.proposalIndex,
                                proposal: layout.result.proposal, outcome: failed))
                        }
                    }
                case let .unusable(name, hash, error):
                    outcome.results.append(try recorder.recordError(experiment: name, definitionHash: hash, error: error))
                }
            }
            try recorder.finish()
        } catch {
            pipeline.cancel()
            try? recorder.finish(error: "\(error)")
            throw error
        }
        notebook.optimize()
        return outcome
    }

    /// Records compiled experiments (what `run` and `watch` record): each laid out as
    /// `CompiledExperiment.laidOut(by:)` says. Each of `failures` (an experiment whose code stopped
    /// its program) that the notebook already holds gets an error result with the reason, against
    /// its stored definition; one it has never held has no definition to record against.
    public static func record(_ compiled: [CompiledExperiment], failures: [ExperimentFailure] = [], options: LayoutOptions,
                              label: String?, notebook: Notebook,
                              progress: (Int, String) -> Void = { _, _ in }) throws -> RunOutcome {
        let experiments = compiled.map(\.definition)
        let stored = failures.isEmpty ? [:] : Dictionary(try notebook.storedDefinitions().map { ($0.name, $0.definitionHash) },
                                                         uniquingKeysWith: { first, _ in first })
        let failed = failures.compactMap { failure in
            stored[failure.name].map { PreparedExperiment.unusable(name: failure.name, definitionHash: $0,
                                                                   error: "\(failure.diagnostic.location): \(failure.diagnostic.message)") }
        }
        return try record(count: compiled.count + failed.count, experiments: experiments, command: .run, options: options,
                          label: label, notebook: notebook, progress: progress) { index, runner in
            index < compiled.count ? .laidOut(compiled[index].laidOut(by: runner)) : failed[index - compiled.count]
        }
    }
}
