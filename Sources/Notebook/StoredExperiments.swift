// Storing experiments and reading them back: the notebook stores each experiment's canonical
// definition and hash as they were made (by the experiment program; `DefinedExperiment`), and
// decodes stored definitions into experiments for `rerun` and `show --chart` — no file and no
// parser needed.
import Experiments
import LayoutEngine

/// A stored definition, from which `rerun` and `show --chart` rebuild an experiment.
public struct StoredDefinition: Hashable, Sendable {
    public var name: String
    public var definitionJSON: String
    public var definitionHash: String
    public var source: String
    public var sourceLocation: String?

    /// Rebuilds the experiment from its canonical definition (without its file; `location` is nil).
    public func experiment() throws(CanonicalJSONError) -> Experiment {
        try CanonicalTree.decodeDefinition(definitionJSON, name: name, source: source)
    }
}

extension Notebook {
    /// Stores new experiments and updates changed ones (by name), in one transaction.
    public func storeDefinitions(_ experiments: [DefinedExperiment]) throws(NotebookError) {
        try connection.immediateTransaction { () throws(NotebookError) in try writeDefinitions(experiments) }
    }

    /// Stores experiments made in code, each encoded and hashed once.
    public func storeDefinitions(_ experiments: [Experiment]) throws(NotebookError) {
        try storeDefinitions(experiments.map { DefinedExperiment($0) })
    }

    /// Upserts experiments inside the caller's transaction: their source, location, canonical
    /// definition with its hash, the view they preview, and the proposals and expectations as JSON
    /// for SQL.
    func writeDefinitions(_ experiments: [DefinedExperiment]) throws(NotebookError) {
        // An unchanged experiment keeps its row untouched (and its `updated_at`).
        let upsert = try connection.prepare("""
            INSERT INTO experiment (name, source, source_location, definition_json, definition_hash,
                                    proposals_json, expectations_json, previewed_view)
            VALUES (:name, :source, :source_location, :definition_json, :definition_hash,
                    :proposals_json, :expectations_json, :previewed_view)
            ON CONFLICT (name) DO UPDATE SET
                source = excluded.source, source_location = excluded.source_location,
                definition_json = excluded.definition_json,
                definition_hash = excluded.definition_hash, proposals_json = excluded.proposals_json,
                expectations_json = excluded.expectations_json, previewed_view = excluded.previewed_view,
                updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now')
            WHERE experiment.definition_hash IS NOT excluded.definition_hash
               OR experiment.definition_json IS NOT excluded.definition_json
               OR experiment.source IS NOT excluded.source
               OR experiment.source_location IS NOT excluded.source_location
               OR experiment.previewed_view IS NOT excluded.previewed_view
            """)
        // Every definition is kept by hash (`definition_version`); the same definition seen again keeps
        // its first date and takes the latest source text and node origins (where the code now is).
        let version = try connection.prepare("""
            INSERT INTO definition_version (experiment_id, definition_hash, source, source_location, definition_json)
            SELECT experiment_id, :definition_hash, :source, :source_location, :definition_json
            FROM experiment WHERE name = :name
            ON CONFLICT (experiment_id, definition_hash) DO UPDATE SET
                source = excluded.source, source_location = excluded.source_location,
                definition_json = excluded.definition_json
            WHERE definition_version.source IS NOT excluded.source
               OR definition_version.source_location IS NOT excluded.source_location
               OR definition_version.definition_json IS NOT excluded.definition_json
            """)
        // A program's texts go to `program_text`, each once; the definition names them by hash.
        let insertText = try programTextInsert()
        var hashes: [String: String] = [:]
        for defined in experiments {
            let experiment = defined.experiment
            let storedJSON = try storedDefinitionJSON(defined.definitionJSON, insertText: insertText, hashes: &hashes)
            try upsert.bind(experiment.name, to: ":name")
            try upsert.bind(experiment.source, to: ":source")
            try upsert.bind(experiment.location?.description, to: ":source_location")
            try upsert.bind(storedJSON, to: ":definition_json")
            try upsert.bind(defined.definitionHash, to: ":definition_hash")
            try upsert.bind(ColumnJSON.proposals(experiment.proposals), to: ":proposals_json")
            try upsert.bind(ColumnJSON.expectations(experiment.expectations), to: ":expectations_json")
            try upsert.bind(defined.previewedView, to: ":previewed_view")
            try upsert.run()
            try version.bind(experiment.name, to: ":name")
            try version.bind(defined.definitionHash, to: ":definition_hash")
            try version.bind(experiment.source, to: ":source")
            try version.bind(experiment.location?.description, to: ":source_location")
            try version.bind(storedJSON, to: ":definition_json")
            try version.run()
        }
    }

    /// Stored definitions, sorted by name: all of them, or the named ones (unknown names throw).
    public func storedDefinitions(named names: [String]? = nil) throws(NotebookError) -> [StoredDefinition] {
        var texts = try ProgramTextReader(connection)
        func definition(_ s: Statement) throws(NotebookError) -> StoredDefinition {
            try StoredDefinition(
                name: s.text("name"), definitionJSON: texts.canonical(s.text("definition_json")),
                definitionHash: s.text("definition_hash"), source: s.text("source"),
                sourceLocation: s.optionalText("source_location"))
        }
        let columns = "name, definition_json, definition_hash, source, source_location"
        guard let names else {
            let s = try connection.prepare("SELECT \(columns) FROM experiment ORDER BY name")
            var all: [StoredDefinition] = []
            while try s.step() { all.append(try definition(s)) }
            return all
        }
        // Each named one looked up by its name (the others' texts are not read).
        let s = try connection.prepare("SELECT \(columns) FROM experiment WHERE name = :name")
        var selected: [StoredDefinition] = []
        for name in names where !selected.contains(where: { $0.name == name }) {
            s.reset()
            try s.bind(name, to: ":name")
            guard try s.step() else { throw .unknownExperiment(name: name, known: try experimentNames()) }
            selected.append(try definition(s))
        }
        return selected
    }

    /// Each stored experiment's name and definition hash (all, or those named, in that order;
    /// unknown names throw): what telling a current result from a stale one needs, without the
    /// definitions' texts.
    public func definitionHashes(named names: [String]? = nil) throws(NotebookError) -> [(name: String, hash: String)] {
        let s = try connection.prepare("SELECT name, definition_hash FROM experiment ORDER BY name")
        var all: [(name: String, hash: String)] = []
        while try s.step() { all.append((s.text(0), s.text(1))) }
        guard let names else { return all }
        let byName = Dictionary(all.map { ($0.name, $0.hash) }, uniquingKeysWith: { first, _ in first })
        var selected: [(name: String, hash: String)] = []
        for name in names where !selected.contains(where: { $0.name == name }) {
            guard let hash = byName[name] else { throw .unknownExperiment(name: name, known: all.map(\.name)) }
            selected.append((name, hash))
        }
        return selected
    }
}
