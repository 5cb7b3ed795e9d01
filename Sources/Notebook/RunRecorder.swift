// Recording a run. Transactions: (1) the definitions and the run row (status `running`), (2) one per
// experiment: its result with every layout, node, frame, call and expectation row, (3) the run's
// final status. A crash between them leaves complete results and a `running` run that the next
// open marks `interrupted`. Each table has one prepared statement, reused for every row.
import LayoutEngine

/// What one recorded result contained, for summaries.
public struct RecordedResult: Hashable, Sendable {
    public var experiment: String
    public var status: String
    public var error: String?
    public var nodes: Int
    public var calls: Int
    public var expectationsPassed: Int
    public var expectationsFailed: Int
}

/// Records one run into a notebook. A class: it owns the prepared statements for the run's life.
public final class RunRecorder {
    /// `run` or `rerun`.
    public enum Command: String, Sendable {
        case run
        case rerun
    }

    public let runID: Int64
    let connection: Connection
    private var experimentIDs: [String: Int64]
    private let insertResult: Statement
    private let insertLayout: Statement
    private let insertNode: Statement
    private let insertFrame: Statement
    private let insertCall: Statement
    private let insertExpectation: Statement

    /// Stores or updates `definitions` and starts a run, in one transaction.
    public init(notebook: Notebook, command: Command, engine: EngineIdentity, label: String?,
                toolVersion: String = Notebook.defaultToolVersion,
                definitions: [ExperimentDefinition] = []) throws(NotebookError) {
        let connection = notebook.connection
        self.connection = connection
        insertResult = try connection.prepare(SQL.insertResult)
        insertLayout = try connection.prepare(SQL.insertLayout)
        insertNode = try connection.prepare(SQL.insertNode)
        insertFrame = try connection.prepare(SQL.insertFrame)
        insertCall = try connection.prepare(SQL.insertCall)
        insertExpectation = try connection.prepare(SQL.insertExpectation)
        (runID, experimentIDs) = try connection.immediateTransaction { () throws(NotebookError) -> (Int64, [String: Int64]) in
            try notebook.writeDefinitions(definitions)
            let run = try connection.prepare(SQL.insertRun)
            try run.bind(command.rawValue, at: 1)
            try run.bind(label, at: 2)
            try run.bind(engine.version, at: 3)
            try run.bind(engine.fingerprint, at: 4)
            try run.bind(engine.storedOptions, at: 5)
            try run.bind(toolVersion, at: 6)
            try run.bind(SQLiteLibrary.version, at: 7)
            try run.bind(ProcessIdentity.host, at: 8)
            try run.bind(Int64(ProcessIdentity.pid), at: 9)
            try run.run()
            let runID = connection.lastInsertRowID
            var ids: [String: Int64] = [:]
            let select = try connection.prepare(SQL.experimentIDs)
            while try select.step() { ids[select.text(0)] = select.int64(1) }
            return (runID, ids)
        }
    }

    /// Records one experiment's result with all its rows, in one transaction.
    @discardableResult
    public func record(_ experiment: LaidOutExperiment) throws(NotebookError) -> RecordedResult {
        guard let experimentID = experimentIDs[experiment.name] else {
            throw .unknownExperiment(name: experiment.name, known: experimentIDs.keys.sorted())
        }
        let problem = Self.nonFiniteProblem(in: experiment)
        return try connection.immediateTransaction { () throws(NotebookError) -> RecordedResult in
            if let problem {
                try writeResult(experimentID, experiment, error: problem, nodes: 0, calls: 0, passed: 0, failed: 0)
                return RecordedResult(experiment: experiment.name, status: "error", error: problem, nodes: 0, calls: 0,
                                      expectationsPassed: 0, expectationsFailed: 0)
            }
            let nodes = experiment.layouts.first?.result.nodes ?? []
            let calls = experiment.layouts.reduce(0) { $0 + $1.result.calls.count }
            let failed = experiment.layouts.reduce(0) { $0 + $1.expectations.filter { !$0.passed }.count }
            let checked = experiment.layouts.reduce(0) { $0 + $1.expectations.count }
            try writeResult(experimentID, experiment, error: nil, nodes: nodes.count, calls: calls,
                            passed: checked - failed, failed: failed)
            try writeNodes(experimentID, nodes)
            for layout in experiment.layouts {
                try writeLayout(experimentID, layout)
            }
            return RecordedResult(experiment: experiment.name, status: "ok", error: nil, nodes: nodes.count,
                                  calls: calls, expectationsPassed: checked - failed, expectationsFailed: failed)
        }
    }

    /// Records that an experiment could not be laid out at all (e.g. its stored definition could not be
    /// rebuilt): a result with status `error` and no rows.
    @discardableResult
    public func recordError(experiment name: String, definitionHash: String, error: String) throws(NotebookError) -> RecordedResult {
        guard let experimentID = experimentIDs[name] else {
            throw .unknownExperiment(name: name, known: experimentIDs.keys.sorted())
        }
        let empty = LaidOutExperiment(name: name, definitionHash: definitionHash, layouts: [], durationMS: 0)
        try connection.immediateTransaction { () throws(NotebookError) in
            try writeResult(experimentID, empty, error: error, nodes: 0, calls: 0, passed: 0, failed: 0)
        }
        return RecordedResult(experiment: name, status: "error", error: error, nodes: 0, calls: 0,
                              expectationsPassed: 0, expectationsFailed: 0)
    }

    /// Sets the run's final status (`completed` or `failed`, with the error).
    public func finish(error: String? = nil) throws(NotebookError) {
        try connection.immediateTransaction { () throws(NotebookError) in
            let finish = try connection.prepare(SQL.finishRun)
            try finish.bind(runID, at: 1)
            try finish.bind(error == nil ? "completed" : "failed", at: 2)
            try finish.bind(error, at: 3)
            try finish.run()
        }
    }

    // MARK: Rows

    private func writeResult(_ experimentID: Int64, _ experiment: LaidOutExperiment, error: String?,
                             nodes: Int, calls: Int, passed: Int, failed: Int) throws(NotebookError) {
        let s = insertResult
        try s.bind(runID, at: 1)
        try s.bind(experimentID, at: 2)
        try s.bind(experiment.definitionHash, at: 3)
        try s.bind(error == nil ? "ok" : "error", at: 4)
        try s.bind(error, at: 5)
        try s.bind(error == nil ? experiment.layouts.count : 0, at: 6)
        try s.bind(nodes, at: 7)
        try s.bind(calls, at: 8)
        try s.bind(passed, at: 9)
        try s.bind(failed, at: 10)
        try s.bind(experiment.durationMS.isFinite ? experiment.durationMS : 0, at: 11)
        try s.run()
    }

    private func writeNodes(_ experimentID: Int64, _ nodes: [NodeRecord]) throws(NotebookError) {
        let s = insertNode
        try s.bind(runID, at: 1)
        try s.bind(experimentID, at: 2)
        for node in nodes {
            try s.bind(node.index, at: 3)
            try s.bind(node.path, at: 4)
            try s.bind(node.label, at: 5)
            try s.bind(node.kind, at: 6)
            try s.bind(node.parent, at: 7)
            try s.bind(node.depth, at: 8)
            try s.run()
        }
    }

    private func writeLayout(_ experimentID: Int64, _ layout: LaidOutExperiment.Layout) throws(NotebookError) {
        let result = layout.result
        let index = layout.proposalIndex
        let l = insertLayout
        try l.bind(runID, at: 1)
        try l.bind(experimentID, at: 2)
        try l.bind(index, at: 3)
        try l.bind(result.proposal.width, at: 4)
        try l.bind(result.proposal.height, at: 5)
        try l.bind(result.rootSize.width, at: 6)
        try l.bind(result.rootSize.height, at: 7)
        try l.run()

        // The last placement of a node is its final frame.
        var frames = [Rect?](repeating: nil, count: result.nodes.count)
        for placement in result.placements where placement.node < frames.count {
            frames[placement.node] = placement.frame
        }
        let f = insertFrame
        try f.bind(runID, at: 1)
        try f.bind(experimentID, at: 2)
        try f.bind(index, at: 3)
        for (node, frame) in frames.enumerated() {
            try f.bind(node, at: 4)
            try f.bind(frame?.minX, at: 5)
            try f.bind(frame?.minY, at: 6)
            try f.bind(frame?.width, at: 7)
            try f.bind(frame?.height, at: 8)
            try f.run()
        }

        let c = insertCall
        try c.bind(runID, at: 1)
        try c.bind(experimentID, at: 2)
        try c.bind(index, at: 3)
        for call in result.calls {
            try c.bind(call.seq, at: 4)
            try c.bind(call.node, at: 5)
            try c.bind(call.parentCall, at: 6)
            try c.bind(call.askedBy, at: 7)
            try c.bind(call.depth, at: 8)
            try c.bind(call.proposal.width, at: 9)
            try c.bind(call.proposal.height, at: 10)
            try c.bind(call.response.width, at: 11)
            try c.bind(call.response.height, at: 12)
            try c.bind(call.cached, at: 13)
            try c.bind(call.phase.rawValue, at: 14)
            try c.bind(call.reason?.rule, at: 15)
            try c.bind(call.reason.map { JSONText.reasonOperands($0) }, at: 16)
            try c.run()
        }

        let e = insertExpectation
        try e.bind(runID, at: 1)
        try e.bind(experimentID, at: 2)
        try e.bind(index, at: 3)
        for (position, outcome) in layout.expectations.enumerated() {
            try e.bind(position, at: 4)
            try e.bind(outcome.label, at: 5)
            try e.bind(outcome.checksOrigin, at: 6)
            try e.bind(outcome.checksOrigin ? outcome.expected.minX : nil, at: 7)
            try e.bind(outcome.checksOrigin ? outcome.expected.minY : nil, at: 8)
            try e.bind(outcome.expected.width, at: 9)
            try e.bind(outcome.expected.height, at: 10)
            try e.bind(outcome.actual?.minX, at: 11)
            try e.bind(outcome.actual?.minY, at: 12)
            try e.bind(outcome.actual?.width, at: 13)
            try e.bind(outcome.actual?.height, at: 14)
            try e.bind(outcome.passed, at: 15)
            try e.run()
        }
    }

    /// A description of the first NaN in a layout, if any (NaN would be read back as nil).
    static func nonFiniteProblem(in experiment: LaidOutExperiment) -> String? {
        for layout in experiment.layouts {
            let result = layout.result
            let where_ = "proposal \(layout.proposalIndex)"
            if result.rootSize.width.isNaN || result.rootSize.height.isNaN { return "the root size is NaN (\(where_))" }
            for placement in result.placements {
                let frame = placement.frame
                if frame.minX.isNaN || frame.minY.isNaN || frame.width.isNaN || frame.height.isNaN {
                    let path = placement.node < result.nodes.count ? result.nodes[placement.node].path : "#\(placement.node)"
                    return "the frame of \(path) has NaN (\(where_))"
                }
            }
            for call in result.calls {
                if call.response.width.isNaN || call.response.height.isNaN
                    || call.proposal.width?.isNaN == true || call.proposal.height?.isNaN == true {
                    return "trace call \(call.seq) has NaN (\(where_))"
                }
                if let operands = call.reason?.operands, operands.contains(where: { $0.value?.isNaN == true }) {
                    return "the reason of trace call \(call.seq) has a NaN operand (\(where_))"
                }
            }
        }
        return nil
    }
}
