// Removing what the notebook holds: experiments (with their versions and results) or only their
// results, in one transaction, and reclaiming the space afterwards.
import Foundation

/// What `forget` removed.
public struct ForgetSummary: Hashable, Sendable {
    /// The experiments named, sorted.
    public var experiments: [String]
    /// Whether the experiments themselves were removed (false: only their results).
    public var removedExperiments: Bool
    public var results: Int
    public var definitionVersions: Int
    public var frames: Int
    public var calls: Int
}

/// What `vacuum` reclaimed.
public struct VacuumSummary: Hashable, Sendable {
    /// The database file's size in bytes before and after (without its WAL).
    public var bytesBefore: Int64
    public var bytesAfter: Int64
    /// Stored call shapes and definition hashes that no result used any more, removed.
    public var unusedShapes = 0
    public var unusedHashes = 0
    /// Program texts (`program_text`) that no stored definition named any more, removed.
    public var unusedTexts = 0
    /// A run was being recorded, so call shapes were kept (its recorder may use any of them).
    public var shapesKept = false
}

extension Notebook {
    /// Removes the named experiments — their definitions, every version and every result with its
    /// rows — or, with `resultsOnly`, only their results. Unknown names throw before anything is
    /// removed; everything happens in one transaction. Runs stay (possibly empty).
    public func forget(_ names: [String], resultsOnly: Bool = false,
                       progress: @escaping (Int) -> Void = { _ in }) throws(NotebookError) -> ForgetSummary {
        try connection.observingProgress(progress) { () throws(NotebookError) -> ForgetSummary in
            try forgetInTransaction(names, resultsOnly: resultsOnly)
        }
    }

    private func forgetInTransaction(_ names: [String], resultsOnly: Bool) throws(NotebookError) -> ForgetSummary {
        try connection.immediateTransaction { () throws(NotebookError) -> ForgetSummary in
            let known = try experimentNames()
            var ids: [Int64] = []
            let lookup = try connection.prepare("SELECT experiment_id FROM experiment WHERE name = :name")
            for name in Set(names).sorted() {
                try lookup.bind(name, to: ":name")
                guard try lookup.step() else {
                    lookup.reset()
                    throw .unknownExperiment(name: name, known: known)
                }
                ids.append(try lookup.int64("experiment_id"))
                lookup.reset()
            }
            func count(_ table: String, _ id: Int64, _ what: String = "count(*)") throws(NotebookError) -> Int {
                let s = try connection.prepare("SELECT coalesce(\(what), 0) AS n FROM \(table) WHERE experiment_id = :id")
                try s.bind(id, to: ":id")
                _ = try s.step()
                return try s.int("n")
            }
            var summary = ForgetSummary(experiments: Set(names).sorted(), removedExperiments: !resultsOnly, results: 0,
                                        definitionVersions: 0, frames: 0, calls: 0)
            // Results sharing another's rows first, so the owners' trigger has nothing to hand on.
            let deleteResults = try connection.prepare("""
                DELETE FROM result WHERE experiment_id = :id AND content_run_id IS NOT NULL;
                """)
            let deleteOwners = try connection.prepare("DELETE FROM result WHERE experiment_id = :id")
            let deleteExperiment = try connection.prepare("DELETE FROM experiment WHERE experiment_id = :id")
            for id in ids {
                summary.results += try count("result", id)
                // As the `frames` and `calls` views count them (shared rows once per result using them).
                summary.frames += try count("result", id, "sum(node_count * proposal_count)")
                summary.calls += try count("result", id, "sum(call_count)")
                // Foreign keys cascade from result to its layouts, nodes, frames, calls and expectations.
                try deleteResults.bind(id, to: ":id")
                try deleteResults.run()
                try deleteOwners.bind(id, to: ":id")
                try deleteOwners.run()
                if !resultsOnly {
                    summary.definitionVersions += try count("definition_version", id)
                    try deleteExperiment.bind(id, to: ":id")
                    try deleteExperiment.run()
                }
            }
            return summary
        }
    }

    /// Removes the call shapes and definition hashes no result uses any more (what `forget` left),
    /// then rewrites the database without free pages (`VACUUM`) after checkpointing the WAL.
    /// `progress` hears the seconds elapsed about once a second while SQLite works (VACUUM cannot
    /// say how far it is).
    public func vacuum(progress: @escaping (Int) -> Void = { _ in }) throws(NotebookError) -> VacuumSummary {
        func size() -> Int64 {
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            return (attributes?[.size] as? NSNumber)?.int64Value ?? 0
        }
        var summary = try connection.observingProgress(progress) { () throws(NotebookError) in try removeUnused() }
        try connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        summary.bytesBefore = size()
        try connection.observingProgress(progress) { () throws(NotebookError) in try connection.execute("VACUUM") }
        try connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        summary.bytesAfter = size()
        return summary
    }

    /// Deletes unused `call_shape`, `definition_hash` and `program_text` rows in one transaction. A recorder knows
    /// the shapes stored when it began, so shapes are kept while a run is being recorded (a run
    /// still `running` here is a live process's: a dead one's was marked `interrupted` on open).
    private func removeUnused() throws(NotebookError) -> VacuumSummary {
        try connection.immediateTransaction { () throws(NotebookError) -> VacuumSummary in
            var summary = VacuumSummary(bytesBefore: 0, bytesAfter: 0)
            summary.shapesKept = try connection.integerPragma("SELECT count(*) FROM run WHERE status = 'running'") > 0
            if !summary.shapesKept {
                try connection.execute("""
                    DELETE FROM call_shape WHERE shape_id NOT IN
                        (SELECT DISTINCT e.value FROM layout_trace AS t, json_each(t.calls) AS e)
                    """)
                summary.unusedShapes = Int(connection.changes)
            }
            try connection.execute("""
                DELETE FROM definition_hash WHERE hash_id NOT IN
                    (SELECT definition_id FROM result WHERE definition_id IS NOT NULL)
                """)
            summary.unusedHashes = Int(connection.changes)
            // A definition and the texts it names are written in one transaction, so none is
            // being recorded here without its definition.
            try connection.execute("""
                DELETE FROM program_text WHERE hash NOT IN (
                    SELECT t.value FROM experiment AS e, json_tree(e.definition_json, '$.program') AS t
                    WHERE t.key = '\(ProgramTexts.hashKey)'
                    UNION
                    SELECT t.value FROM definition_version AS v, json_tree(v.definition_json, '$.program') AS t
                    WHERE t.key = '\(ProgramTexts.hashKey)')
                """)
            summary.unusedTexts = Int(connection.changes)
            return summary
        }
    }
}
