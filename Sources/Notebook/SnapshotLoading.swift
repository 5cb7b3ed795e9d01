// Reading runs back as read models: the run list, the latest run ids and whole snapshots. A
// snapshot is loaded with one prepared statement per table, scanning the primary keys in order and
// assembling the values in Swift (no query per row), so 100,000 frames load in a fraction of a second.
import Experiments
import LayoutEngine

extension Notebook {
    /// Every run, oldest first.
    public func runs() throws(NotebookError) -> [RunSummary] {
        let statement = try connection.prepare(SQL.allRuns)
        var runs: [RunSummary] = []
        while try statement.step() { runs.append(Self.runSummary(statement)) }
        return runs
    }

    /// One run.
    public func run(id: Int64) throws(NotebookError) -> RunSummary {
        let statement = try connection.prepare(SQL.runByID)
        try statement.bind(id, at: 1)
        guard try statement.step() else { throw .unknownRun(id: id, latest: try latestRunIDs(1).first) }
        return Self.runSummary(statement)
    }

    /// The ids of the `count` most recent runs, newest first. `latestRunIDs()` gives the pair a
    /// default `layoutlab diff` compares: `[head, base]`.
    public func latestRunIDs(_ count: Int = 2) throws(NotebookError) -> [Int64] {
        let statement = try connection.prepare(SQL.latestRunIDs)
        try statement.bind(count, at: 1)
        var ids: [Int64] = []
        while try statement.step() { ids.append(statement.int64(0)) }
        return ids
    }

    /// Everything run `runID` recorded, optionally only for some experiments (unknown names throw).
    /// With `includeCalls: false` the traces are left out (each outcome's `calls` is empty): traces
    /// are most of the rows, so a comparison can load frames for everything and calls only for the
    /// experiments that shifted.
    public func loadSnapshot(runID: Int64, experiments names: [String]? = nil,
                             includeCalls: Bool = true) throws(NotebookError) -> RunSnapshot {
        let run = try run(id: runID)
        var ranges: [(Int64, Int64)] = [(0, Int64.max)]
        if let names {
            let lookup = try connection.prepare(SQL.experimentIDByName)
            ranges = []
            for name in names {
                try lookup.bind(name, at: 1)
                guard try lookup.step() else {
                    lookup.reset()
                    throw .unknownExperiment(name: name, known: try experimentNames())
                }
                let id = lookup.int64(0)
                lookup.reset()
                ranges.append((id, id))
            }
        }
        var loader = try SnapshotLoader(connection: connection, runID: runID, includeCalls: includeCalls)
        for range in ranges { try loader.load(range) }
        return RunSnapshot(run: run, results: loader.results())
    }

    /// The names of all stored experiments, sorted.
    public func experimentNames() throws(NotebookError) -> [String] {
        let statement = try connection.prepare(SQL.experimentNames)
        var names: [String] = []
        while try statement.step() { names.append(statement.text(0)) }
        return names
    }

    /// The latest run with a result for `experiment` (nil if it has none; unknown names throw).
    public func latestRunID(of experiment: String) throws(NotebookError) -> Int64? {
        let names = try experimentNames()
        guard names.contains(experiment) else { throw .unknownExperiment(name: experiment, known: names) }
        let statement = try connection.prepare(SQL.latestRunOfExperiment)
        try statement.bind(experiment, at: 1)
        guard try statement.step() else { return nil }
        return statement.isNull(0) ? nil : statement.int64(0)
    }

    static func runSummary(_ s: Statement) -> RunSummary {
        RunSummary(id: s.int64(0), startedAt: s.text(1), engineVersion: s.text(2), engineFingerprint: s.text(3),
                   engineOptions: EngineIdentity.options(fromStored: s.text(4)), toolVersion: s.text(5),
                   label: s.optionalText(6), status: s.text(7))
    }
}

/// Loads one run's rows table by table and assembles `StoredResult`s.
private struct SnapshotLoader {
    struct Partial {
        var name: String
        var definitionHash: String
        var status: String
        var error: String?
        var proposals: [ProposedViewSize] = []
        var nodes: [StoredNode] = []
        var frames: [[Rect?]] = []
        var calls: [[TraceCall]] = []
        var expectations: [[ExpectationOutcome]] = []
    }

    let runID: Int64
    let includeCalls: Bool
    let resultsStatement, layouts, nodes, frames, calls, expectations: Statement
    var partials: [Int64: Partial] = [:]

    init(connection: Connection, runID: Int64, includeCalls: Bool) throws(NotebookError) {
        self.runID = runID
        self.includeCalls = includeCalls
        resultsStatement = try connection.prepare(SQL.loadResults)
        layouts = try connection.prepare(SQL.loadLayouts)
        nodes = try connection.prepare(SQL.loadNodes)
        frames = try connection.prepare(SQL.loadFrames)
        calls = try connection.prepare(SQL.loadCalls)
        expectations = try connection.prepare(SQL.loadExpectations)
    }

    private func start(_ statement: Statement, _ range: (Int64, Int64)) throws(NotebookError) {
        statement.reset()
        try statement.bind(runID, at: 1)
        try statement.bind(range.0, at: 2)
        try statement.bind(range.1, at: 3)
    }

    mutating func load(_ range: (Int64, Int64)) throws(NotebookError) {
        var s = resultsStatement
        try start(s, range)
        while try s.step() {
            partials[s.int64(0)] = Partial(name: s.text(1), definitionHash: s.text(2), status: s.text(3),
                                           error: s.optionalText(4))
        }

        s = nodes
        try start(s, range)
        while try s.step() {
            let node = StoredNode(index: s.int(1), path: s.text(2), label: s.optionalText(3), kind: s.text(4),
                                  parent: s.optionalInt(5), frame: nil)
            partials[s.int64(0)]?.nodes.append(node)
        }

        s = layouts
        try start(s, range)
        while try s.step() {
            let id = s.int64(0)
            let proposal = ProposedViewSize(width: s.optionalDouble(2), height: s.optionalDouble(3))
            let nodeCount = partials[id]?.nodes.count ?? 0
            partials[id]?.proposals.append(proposal)
            partials[id]?.frames.append([Rect?](repeating: nil, count: nodeCount))
            partials[id]?.calls.append([])
            partials[id]?.expectations.append([])
        }

        s = frames
        try start(s, range)
        var currentID: Int64 = -1
        var current: Partial?
        // The experiment being filled is taken out of the dictionary, so its arrays are mutated in place.
        func flush(_ partials: inout [Int64: Partial]) {
            if let current { partials[currentID] = current }
        }
        while try s.step() {
            let id = s.int64(0)
            if id != currentID {
                flush(&partials)
                currentID = id
                current = partials.removeValue(forKey: id)
            }
            let proposal = s.int(1)
            let node = s.int(2)
            guard current != nil, proposal < current!.frames.count, node >= 0, node < current!.frames[proposal].count,
                  !s.isNull(3)
            else { continue }
            current!.frames[proposal][node] = Rect(x: s.double(3), y: s.double(4), width: s.double(5), height: s.double(6))
        }
        flush(&partials)

        s = calls
        try start(s, range)
        currentID = -1
        current = nil
        var reasonCache: [String: ProposalReason] = [:]
        while includeCalls, try s.step() {
            let id = s.int64(0)
            if id != currentID {
                flush(&partials)
                currentID = id
                current = partials.removeValue(forKey: id)
            }
            let proposal = s.int(1)
            guard current != nil, proposal < current!.calls.count else { continue }
            var reason: ProposalReason?
            if let rule = s.optionalText(12) {
                // The stored rule text and operand names decode to a typed rule (`.custom` if unknown).
                let text = s.optionalText(13) ?? "[]"
                let key = rule + "\u{0}" + text
                if let cached = reasonCache[key] {
                    reason = cached
                } else {
                    reason = ProposalReason(rule, ColumnJSON.parseReasonOperands(text) ?? [])
                    if reasonCache.count < 10_000 { reasonCache[key] = reason }
                }
            }
            let call = TraceCall(
                seq: s.int(2), node: s.int(3), parentCall: s.optionalInt(4), askedBy: s.optionalInt(14), depth: s.int(5),
                proposal: ProposedViewSize(width: s.optionalDouble(6), height: s.optionalDouble(7)),
                response: Size(width: s.double(8), height: s.double(9)), cached: s.bool(10),
                phase: LayoutPhase(rawValue: s.text(11)) ?? .sizing, reason: reason)
            current!.calls[proposal].append(call)
        }
        flush(&partials)

        s = expectations
        try start(s, range)
        while try s.step() {
            let id = s.int64(0)
            let proposal = s.int(1)
            guard let count = partials[id]?.expectations.count, proposal < count else { continue }
            // The stored row holds the checked frame; an origin only when the expectation stated one.
            let checksOrigin = s.bool(3)
            let expectation = Expectation(label: s.text(2), width: s.double(6), height: s.double(7),
                                          x: checksOrigin ? s.optionalDouble(4) ?? 0 : nil,
                                          y: checksOrigin ? s.optionalDouble(5) ?? 0 : nil)
            let actual: Rect? = s.isNull(10) ? nil
                : Rect(x: s.double(8), y: s.double(9), width: s.double(10), height: s.double(11))
            partials[id]?.expectations[proposal].append(
                ExpectationOutcome(expectation: expectation, actual: actual, passed: s.bool(12)))
        }
    }

    func results() -> [String: StoredResult] {
        var results: [String: StoredResult] = [:]
        results.reserveCapacity(partials.count)
        for partial in partials.values {
            var outcomes: [ProposalOutcome] = []
            outcomes.reserveCapacity(partial.proposals.count)
            for (index, proposal) in partial.proposals.enumerated() {
                var nodes = partial.nodes
                let frames = partial.frames[index]
                for position in nodes.indices where position < frames.count {
                    nodes[position].frame = frames[position]
                }
                outcomes.append(ProposalOutcome(proposalIndex: index, proposal: proposal, nodes: nodes,
                                                calls: partial.calls[index], expectations: partial.expectations[index]))
            }
            results[partial.name] = StoredResult(experiment: partial.name, definitionHash: partial.definitionHash,
                                                 status: partial.status, error: partial.error, outcomes: outcomes)
        }
        return results
    }
}
