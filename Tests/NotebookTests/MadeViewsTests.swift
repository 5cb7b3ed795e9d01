// The views a layout made (a GeometryReader's content) kept with the result (migration 0013): the
// owner of a result's rows keeps them, a result that shares those rows reads the owner's, and the
// trigger that hands shared rows on when the owner goes hands them on too.
import Experiments
import Foundation
import LayoutEngine
import Testing
@testable import Notebook
import TestSupport

@Suite struct MadeViewsTests {
    /// A VStack of a reader and a 100-high colour; the reader makes a Text naming its width.
    static let experiment = Experiment(
        name: "reader",
        tree: .vstack(spacing: 0) {
            ViewNode(.custom(name: "GeometryReader"))
            ViewNode.color("red").frame(height: 100)
        },
        proposals: [ProposedViewSize(width: 240, height: 300)])

    static var engine: Engine {
        Engine(customLayouts: ["GeometryReader": GeometryReaderContent { geometry in
        MadeContent(nodes: [ViewNode(.text("width \(Int(geometry.size.width))"))], customLayouts: [:])
    }])
    }

    static func record(in notebook: Notebook) throws -> Int64 {
        let defined = DefinedExperiment(Self.experiment)
        let recorder = try RunRecorder(notebook: notebook, command: .run, engine: EngineIdentity(options: LayoutOptions()),
                                       label: nil, experiments: [defined])
        try recorder.record(ExperimentRunner(engine: Self.engine).layOut(defined.experiment, definitionHash: defined.definitionHash))
        try recorder.finish()
        return recorder.runID
    }

    private func rows(_ notebook: Notebook, _ sql: String) throws -> [String] {
        let statement = try notebook.connection.prepare(sql)
        var rows: [String] = []
        while try statement.step() {
            rows.append((0..<statement.columnCount).map { statement.isNull($0) ? "NULL" : statement.text($0) }.joined(separator: " "))
        }
        return rows
    }

    @Test("the owner keeps the made views, a sharer reads them, and deleting the owner hands them on")
    func madeViewsFollowTheRows() throws {
        let folder = TemporaryFolder()
        let notebook = try Notebook.open(path: folder.file("n.sqlite"), access: .write(createIfMissing: true))
        let first = try Self.record(in: notebook)
        let second = try Self.record(in: notebook)
        let third = try Self.record(in: notebook)
        // Nodes 0 VStack, 1 reader, 2 frame, 3 Color; the Text the reader made is node 4. The VStack
        // gives the reader 300 − 100 = 200 × 240, and it names its width.
        let expected = #"{"format":1,"made":[{"first":4,"parent":1,"trees":[{"kind":"text","string":"width 240"}]}]}"#
        #expect(try rows(notebook, "SELECT run_id, content_run_id, made_views FROM result ORDER BY run_id")
                == ["\(first) NULL \(expected)", "\(second) \(first) NULL", "\(third) \(first) NULL"])
        let shared = try #require(try notebook.loadSnapshot(runID: second).results["reader"])
        #expect(shared.madeViewsJSON == expected)
        #expect(shared.madeViews() == [MadeNodes(parent: 1, first: 4, trees: [ViewNode(.text("width 240"))])])
        #expect(shared.outcomes[0].nodes.map(\.kind) == ["VStack", "GeometryReader", "frame", "Color", "Text"])

        try notebook.connection.execute("DELETE FROM run WHERE run_id = \(first)")
        #expect(try rows(notebook, "SELECT run_id, content_run_id, made_views FROM result ORDER BY run_id")
                == ["\(second) NULL \(expected)", "\(third) \(second) NULL"])
        #expect(try notebook.loadSnapshot(runID: third).results["reader"]?.madeViewsJSON == expected)
    }
}
