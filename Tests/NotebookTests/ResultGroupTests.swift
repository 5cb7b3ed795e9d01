// Results are written in groups: each result in a savepoint of its own inside a transaction that
// commits every 50 ms, at `finish` and when the recorder goes away. A result that fails leaves no
// row behind, and the results before it in its group are kept.
import Experiments
import LayoutEngine
import Testing
@testable import Notebook
import TestSupport

@Suite struct ResultGroupTests {
    static func count(_ path: String, _ sql: String) throws -> Int64 {
        // Another connection: it sees committed rows only.
        let reader = try Notebook.open(path: path)
        return try reader.connection.integerPragma(sql)
    }

    @Test("a result that fails to write leaves no row; the ones before it in its group are committed, and recording goes on")
    func failedResultInAGroup() throws {
        let folder = TemporaryFolder()
        let path = folder.file("n.sqlite")
        let notebook = try Notebook.open(path: path, access: .write(createIfMissing: true))
        let experiments = ["a", "b", "c"].map { Samples.hstack(name: $0) }
        let recorder = try RunRecorder(notebook: notebook, command: .run, engine: EngineIdentity(options: LayoutOptions()),
                                       label: nil, experiments: experiments.map { DefinedExperiment($0) })
        let bID = try notebook.connection.integerPragma("SELECT experiment_id FROM experiment WHERE name = 'b'")
        try notebook.connection.execute("""
            CREATE TEMP TRIGGER refuse_b BEFORE INSERT ON frame WHEN NEW.experiment_id = \(bID)
            BEGIN SELECT RAISE(ABORT, 'refused'); END
            """)
        let runner = ExperimentRunner(engine: Engine())
        try recorder.record(runner.layOut(experiments[0]))
        #expect(throws: NotebookError.self) { try recorder.record(runner.layOut(experiments[1])) }
        #expect(!notebook.connection.inTransaction)
        #expect(try Self.count(path, "SELECT count(*) FROM result") == 1)
        // The stack, three colours and a frame: 5 nodes × 2 proposals.
        #expect(try Self.count(path, "SELECT count(*) FROM frame") == 10)
        #expect(try Self.count(path, "SELECT count(*) FROM layout_trace") == 2)

        try recorder.record(runner.layOut(experiments[2]))
        try recorder.finish()
        #expect(try Self.count(path, "SELECT count(*) FROM result") == 2)
        #expect(try Self.count(path, "SELECT count(*) FROM result AS r JOIN experiment USING (experiment_id) WHERE name = 'b'") == 0)
        #expect(try Self.count(path, "SELECT count(*) FROM frame WHERE experiment_id = \(bID)") == 0)
        #expect(try Self.count(path, "SELECT count(*) FROM frame") == 20)
    }

    @Test("a recorder dropped without finish keeps its results; the run stays running")
    func droppedRecorderKeepsResults() throws {
        let folder = TemporaryFolder()
        let path = folder.file("n.sqlite")
        let notebook = try Notebook.open(path: path, access: .write(createIfMissing: true))
        let experiment = Samples.hstack()
        do {
            let recorder = try RunRecorder(notebook: notebook, command: .run, engine: EngineIdentity(options: LayoutOptions()),
                                           label: nil, experiments: [DefinedExperiment(experiment)])
            try recorder.record(ExperimentRunner(engine: Engine()).layOut(experiment))
        }
        #expect(!notebook.connection.inTransaction)
        #expect(try notebook.connection.integerPragma("SELECT count(*) FROM result") == 1)
        #expect(try notebook.connection.integerPragma("SELECT count(*) FROM run WHERE status = 'running'") == 1)
    }
}
