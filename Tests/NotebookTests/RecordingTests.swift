// Recording and loading: what the engine produced comes back exactly (frames, calls, reasons,
// expectations), infinity and nil proposals stay distinct, NaN never reaches SQLite, and the
// views answer the documented questions.
import ExperimentFiles
import Experiments
import Foundation
import LayoutEngine
import Testing
@testable import Notebook
import TestSupport

@Suite struct RecordingTests {
    @Test func snapshotEqualsTheEngineResult() throws {
        let folder = TemporaryFolder()
        let notebook = try Notebook.open(path: folder.file("n.sqlite"), access: .write(createIfMissing: true))
        let experiment = Samples.hstack()
        let runID = try Samples.record([experiment], in: notebook, label: "first")
        let snapshot = try notebook.loadSnapshot(runID: runID)
        #expect(snapshot.run.id == runID)
        #expect(snapshot.run.label == "first")
        #expect(snapshot.run.status == .completed)
        #expect(snapshot.run.engineVersion == Engine.version)
        #expect(snapshot.run.engineOptions == [])
        let stored = try #require(snapshot.results[experiment.name])
        #expect(stored.status == .ok)
        #expect(stored.error == nil)
        #expect(stored.definitionHash == CanonicalTree.definitionHash(experiment))
        try #require(stored.outcomes.count == 2)

        let engine = Engine()
        for (index, proposal) in experiment.proposals.enumerated() {
            let result = engine.layout(experiment.tree, in: proposal)
            let outcome = stored.outcomes[index]
            #expect(outcome.proposal == proposal)
            #expect(outcome.nodes.map(\.path) == result.nodes.map(\.path))
            #expect(outcome.nodes.map(\.label) == result.nodes.map(\.label))
            #expect(outcome.nodes.map(\.kind) == result.nodes.map(\.kind))
            #expect(outcome.nodes.map(\.parent) == result.nodes.map(\.parent))
            for node in result.nodes {
                #expect(outcome.nodes[node.index].frame == result.placements.last { $0.node == node.index }?.frame)
            }
            #expect(outcome.calls.count == result.calls.count)
            for (storedCall, call) in zip(outcome.calls, result.calls) {
                #expect(storedCall.seq == call.seq)
                #expect(storedCall.node == call.node)
                #expect(storedCall.parentCall == call.parentCall)
                #expect(storedCall.depth == call.depth)
                #expect(storedCall.proposal == call.proposal)
                #expect(storedCall.response == call.response)
                #expect(storedCall.cached == call.cached)
                #expect(storedCall.phase == call.phase)
                #expect(storedCall.reason == call.reason)
            }
        }
        // Expectation index 0 applies to proposal 0 only; "green" to both.
        #expect(stored.outcomes[0].expectations.map(\.label) == ["blue", "green"])
        #expect(stored.outcomes[1].expectations.map(\.label) == ["green"])
        let blue = stored.outcomes[0].expectations[0]
        #expect(blue.checksOrigin)
        #expect(blue.expected == Rect(x: 0, y: 0, width: 250, height: 400))
        #expect(blue.actual == engine.layout(experiment.tree, in: experiment.proposals[0]).frame(of: "blue"))
        #expect(blue.passed)
    }

    @Test func infinityAndNilAreDistinctAndNaNIsRefused() throws {
        let folder = TemporaryFolder()
        let notebook = try Notebook.open(path: folder.file("n.sqlite"), access: .write(createIfMissing: true))
        let experiment = Experiment(
            name: "probe", tree: ViewNode.text("Hello world").frame(maxWidth: .infinity).id("c"),
            proposals: [ProposedViewSize(width: nil, height: .infinity), ProposedViewSize(width: -.infinity, height: 0)])
        let runID = try Samples.record([experiment], in: notebook)
        let stored = try #require(try notebook.loadSnapshot(runID: runID).results["probe"])
        #expect(stored.error == nil)
        let outcomes = stored.outcomes
        try #require(outcomes.count == 2)
        let engine = Engine()
        #expect(outcomes[0].proposal.width == nil)
        #expect(outcomes[0].proposal.height == .infinity)
        #expect(outcomes[1].proposal == engine.layout(experiment.tree, in: experiment.proposals[1]).proposal)

        let statement = try notebook.connection.prepare("SELECT typeof(proposal_width), typeof(proposal_height), proposal_height = 9e999 FROM layout WHERE proposal_index = 0")
        #expect(try statement.step())
        #expect(statement.text(0) == "null")
        #expect(statement.text(1) == "real")
        #expect(statement.int(2) == 1)

        let probe = try notebook.connection.prepare("SELECT ?1")
        #expect(throws: NotebookError.self) { try probe.bind(Double.nan, at: 1) }
        #expect(throws: NotebookError.self) { try probe.bind(Optional(Double.nan), at: 1) }
    }

    @Test func experimentWithNaNIsRecordedAsAnError() throws {
        var layout = Engine().layout(ViewNode.color("x"), in: ProposedViewSize(width: 10, height: 10))
        layout.placements[0].frame.size.width = .nan
        let laidOut = LaidOutExperiment(name: "nan", definitionHash: "h",
                                        layouts: [.init(proposalIndex: 0, result: layout, expectations: [])],
                                        durationMS: 1)
        #expect(RunRecorder.nonFiniteProblem(in: laidOut) == "the frame of Color[0] has NaN (proposal 0)")

        let folder = TemporaryFolder()
        let notebook = try Notebook.open(path: folder.file("n.sqlite"), access: .write(createIfMissing: true))
        let recorder = try RunRecorder(notebook: notebook, command: .run, engine: EngineIdentity(options: LayoutOptions()),
                                       label: nil, experiments: [DefinedExperiment(Experiment(name: "nan", tree: .color("x"), proposals: []))])
        let recorded = try recorder.record(laidOut)
        #expect(recorded.status == .error)
        let stored = try #require(try notebook.loadSnapshot(runID: recorder.runID).results["nan"])
        #expect(stored.status == .error)
        #expect(stored.error == "the frame of Color[0] has NaN (proposal 0)")
        #expect(stored.outcomes.isEmpty)
    }

    @Test func hostileNamesAndLabelsRoundTripExactly() throws {
        let hostile = [
            "quote's \"double\" `tick`", "pipe | table | break", "new\nline\r\nand\ttab", "émoji 🧪 日本語 עברית",
            "'; DROP TABLE run; --", "", "nul\u{0}inside", "back\\slash \\n",
        ]
        let folder = TemporaryFolder()
        let notebook = try Notebook.open(path: folder.file("n.sqlite"), access: .write(createIfMissing: true))
        let experiments = hostile.enumerated().map { index, text in
            Samples.hstack(name: text.isEmpty ? "empty-\(index)" : text, label: text)
        }
        var ids: [Int64] = []
        for (experiment, label) in zip(experiments, hostile) {
            ids.append(try Samples.record([experiment], in: notebook, label: label))
        }
        let runs = try notebook.runs()
        #expect(runs.map { $0.label } == hostile.map { Optional($0) })
        #expect(try notebook.experimentNames() == experiments.map(\.name).sorted())
        for (experiment, (label, runID)) in zip(experiments, zip(hostile, ids)) {
            let snapshot = try notebook.loadSnapshot(runID: runID, experiments: [experiment.name])
            let result = try #require(snapshot.results[experiment.name])
            #expect(result.outcomes[0].nodes[1].label == label)
            #expect(result.outcomes[0].expectations[0].label == label)
            #expect(snapshot.run.label == label)
        }
        #expect(try notebook.integrityCheck() == "ok")
    }

    @Test func loadingSomeExperimentsAndUnknownNames() throws {
        let folder = TemporaryFolder()
        let notebook = try Notebook.open(path: folder.file("n.sqlite"), access: .write(createIfMissing: true))
        let experiments = (0..<5).map { Samples.wide(name: "wide/\($0)", rows: $0 + 1) }
        let runID = try Samples.record(experiments, in: notebook)
        let all = try notebook.loadSnapshot(runID: runID)
        #expect(all.results.keys.sorted() == experiments.map(\.name))
        let some = try notebook.loadSnapshot(runID: runID, experiments: ["wide/3", "wide/1"])
        #expect(some.results.keys.sorted() == ["wide/1", "wide/3"])
        #expect(some.results["wide/3"] == all.results["wide/3"])
        let framesOnly = try notebook.loadSnapshot(runID: runID, includeCalls: false)
        let outcome = try #require(framesOnly.results["wide/3"]?.outcomes.first)
        #expect(outcome.calls == [])
        #expect(outcome.nodes == all.results["wide/3"]?.outcomes.first?.nodes)
        #expect(outcome.expectations == all.results["wide/3"]?.outcomes.first?.expectations)
        #expect(!(all.results["wide/3"]?.outcomes.first?.calls.isEmpty ?? true))
        #expect(throws: NotebookError.unknownExperiment(name: "nope", known: experiments.map(\.name))) {
            try notebook.loadSnapshot(runID: runID, experiments: ["nope"])
        }
        #expect(throws: NotebookError.unknownRun(id: 99, latest: runID)) { try notebook.loadSnapshot(runID: 99) }
        let second = try Samples.record(experiments, in: notebook)
        #expect(try notebook.latestRunIDs() == [second, runID])
        #expect(try notebook.latestRunID(of: "wide/2") == second)
    }

    @Test func rerunProvenanceDependsOnFingerprintOptionsAndDefinition() throws {
        let folder = TemporaryFolder()
        let notebook = try Notebook.open(path: folder.file("n.sqlite"), access: .write(createIfMissing: true))
        let experiment = Samples.hstack()
        try Samples.record([experiment], in: notebook)
        let hash = CanonicalTree.definitionHash(experiment)
        let provenance = try #require(try notebook.latestProvenance()[experiment.name])
        let defaults = EngineIdentity(options: LayoutOptions())
        #expect(provenance.isCurrent(definitionHash: hash, engine: defaults))
        #expect(!provenance.isCurrent(definitionHash: "other", engine: defaults))
        var changedEngine = defaults
        changedEngine.fingerprint = "different"
        #expect(!provenance.isCurrent(definitionHash: hash, engine: changedEngine))
        let probing = EngineIdentity(options: try LayoutOptions(parsing: ["relative-proposed=probing"]))
        #expect(!provenance.isCurrent(definitionHash: hash, engine: probing))
    }
}
