// An experiment's history: every version of its definition (kept by hash in `definition_version`),
// which runs laid out which version, and the pairs of results `diff` compares by default (each
// experiment's latest two).
import Experiments

/// One version of an experiment's definition.
public struct DefinitionVersion: Hashable, Sendable {
    public var experiment: String
    public var definitionHash: String
    /// The experiment's own source text (the latest text seen with this definition).
    public var source: String
    public var sourceLocation: String?
    /// When this definition was first stored (UTC, ISO 8601).
    public var createdAt: String
    /// The runs whose results laid out this version, oldest first.
    public var runIDs: [Int64]
}

/// The two results of one experiment that a default `diff` compares: its latest result (`head`)
/// and the one before it (`base`, nil when it has only one).
public struct ResultPair: Hashable, Sendable {
    public var experiment: String
    public var base: Int64?
    public var head: Int64
}

/// A run's results whose definition differs from the experiment's previous result.
public struct Redefinition: Hashable, Sendable {
    public var runID: Int64
    public var experiment: String
    public var previousHash: String
    public var definitionHash: String
}

extension Notebook {
    /// Every version of `name`'s definition, oldest first (unknown names throw).
    public func definitionVersions(of name: String) throws(NotebookError) -> [DefinitionVersion] {
        let names = try experimentNames()
        guard names.contains(name) else { throw .unknownExperiment(name: name, known: names) }
        let s = try connection.prepare("""
            SELECT v.definition_hash, v.source, v.source_location, v.created_at,
                   (SELECT group_concat(r.run_id) FROM (SELECT run_id FROM result AS r
                        WHERE r.experiment_id = v.experiment_id
                          AND r.definition_id = (SELECT hash_id FROM definition_hash WHERE hash = v.definition_hash)
                        ORDER BY run_id) AS r) AS run_ids
            FROM definition_version AS v JOIN experiment AS e ON e.experiment_id = v.experiment_id
            WHERE e.name = :name
            ORDER BY v.created_at, (SELECT min(run_id) FROM result AS r
                                    WHERE r.experiment_id = v.experiment_id
                                      AND r.definition_id = (SELECT hash_id FROM definition_hash WHERE hash = v.definition_hash))
            """)
        try s.bind(name, to: ":name")
        var versions: [DefinitionVersion] = []
        while try s.step() {
            let runs = (try s.optionalText("run_ids") ?? "").split(separator: ",").compactMap { Int64($0) }
            versions.append(try DefinitionVersion(
                experiment: name, definitionHash: s.text("definition_hash"), source: s.text("source"),
                sourceLocation: s.optionalText("source_location"), createdAt: s.text("created_at"), runIDs: runs))
        }
        return versions
    }

    /// The experiments whose content starts from the user's view `view` (`TagCloud` for
    /// `#Preview { TagCloud().padding() }`), sorted by name.
    public func experiments(previewing view: String) throws(NotebookError) -> [String] {
        let s = try connection.prepare("SELECT name FROM experiment WHERE previewed_view = :view ORDER BY name")
        try s.bind(view, to: ":view")
        var names: [String] = []
        while try s.step() { names.append(try s.text("name")) }
        return names
    }

    /// Each experiment's latest two results (all experiments with a result, or the named ones; unknown
    /// names throw), sorted by name. Experiments without any result are left out.
    public func latestResultPairs(experiments names: [String]? = nil) throws(NotebookError) -> [ResultPair] {
        let known = try experimentNames()
        if let names {
            for name in names where !known.contains(name) { throw .unknownExperiment(name: name, known: known) }
        }
        // Two index seeks per experiment (`result_by_experiment`), not a pass over every result.
        let s = try connection.prepare("""
            SELECT name, head_run_id,
                   (SELECT max(b.run_id) FROM result AS b
                    WHERE b.experiment_id = latest.experiment_id AND b.run_id < latest.head_run_id) AS base_run_id
            FROM (SELECT e.experiment_id, e.name,
                         (SELECT max(h.run_id) FROM result AS h WHERE h.experiment_id = e.experiment_id) AS head_run_id
                  FROM experiment AS e) AS latest
            WHERE head_run_id IS NOT NULL
            ORDER BY name
            """)
        let wanted = names.map(Set.init)
        var pairs: [ResultPair] = []
        while try s.step() {
            let name = try s.text("name")
            if let wanted, !wanted.contains(name) { continue }
            let base: Int64? = try s.isNull("base_run_id") ? nil : s.int64("base_run_id")
            pairs.append(ResultPair(experiment: name, base: base, head: try s.int64("head_run_id")))
        }
        return pairs
    }

    /// Results whose definition differs from the same experiment's previous result, by run.
    public func redefinitions() throws(NotebookError) -> [Redefinition] {
        let s = try connection.prepare("""
            WITH ordered AS (
                -- Only experiments whose results laid out more than one definition can have been
                -- redefined; the others (nearly all, in a big notebook) are not read at all.
                SELECT experiment_id, run_id, definition_id,
                       lag(definition_id) OVER (PARTITION BY experiment_id ORDER BY run_id) AS previous_id
                FROM result
                -- (Every result's definition is a stored version since schema version 3.)
                WHERE experiment_id IN (SELECT experiment_id FROM definition_version
                                        GROUP BY experiment_id HAVING count(*) > 1)
            )
            SELECT o.run_id, e.name, p.hash AS previous_hash, d.hash AS definition_hash
            FROM ordered AS o JOIN experiment AS e ON e.experiment_id = o.experiment_id
            JOIN definition_hash AS p ON p.hash_id = o.previous_id
            JOIN definition_hash AS d ON d.hash_id = o.definition_id
            WHERE o.previous_id IS NOT o.definition_id
            ORDER BY o.run_id, e.name
            """)
        var found: [Redefinition] = []
        while try s.step() {
            found.append(try Redefinition(runID: s.int64("run_id"), experiment: s.text("name"),
                                          previousHash: s.text("previous_hash"), definitionHash: s.text("definition_hash")))
        }
        return found
    }
}
