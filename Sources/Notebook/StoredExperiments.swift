// Storing experiments and reading them back: the notebook encodes each experiment into its canonical
// definition (and hash) itself, and decodes stored definitions into experiments for `rerun` and
// `show --chart` — no file and no parser needed.
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
    public func storeDefinitions(_ experiments: [Experiment]) throws(NotebookError) {
        try connection.immediateTransaction { () throws(NotebookError) in try writeDefinitions(experiments) }
    }

    /// Upserts experiments inside the caller's transaction: their source, location, canonical tree and
    /// definition with its hash, and the proposals and expectations as JSON for SQL.
    func writeDefinitions(_ experiments: [Experiment]) throws(NotebookError) {
        let upsert = try connection.prepare(SQL.upsertExperiment)
        for experiment in experiments {
            try upsert.bind(experiment.name, at: 1)
            try upsert.bind(experiment.source, at: 2)
            try upsert.bind(experiment.location?.description, at: 3)
            try upsert.bind(CanonicalTree.encode(experiment.tree), at: 4)
            let definition = CanonicalTree.encodeDefinition(experiment)
            try upsert.bind(definition, at: 5)
            try upsert.bind(SHA256.hex(definition), at: 6)
            try upsert.bind(ColumnJSON.proposals(experiment.proposals), at: 7)
            try upsert.bind(ColumnJSON.expectations(experiment.expectations), at: 8)
            try upsert.run()
        }
    }

    /// Stored definitions, sorted by name: all of them, or the named ones (unknown names throw).
    public func storedDefinitions(named names: [String]? = nil) throws(NotebookError) -> [StoredDefinition] {
        let s = try connection.prepare(SQL.experimentDefinitions)
        var all: [StoredDefinition] = []
        while try s.step() {
            all.append(StoredDefinition(name: s.text(1), definitionJSON: s.text(2), definitionHash: s.text(3),
                                        source: s.text(4), sourceLocation: s.optionalText(5)))
        }
        guard let names else { return all }
        let byName = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var selected: [StoredDefinition] = []
        for name in names {
            guard let definition = byName[name] else { throw .unknownExperiment(name: name, known: all.map(\.name)) }
            if !selected.contains(where: { $0.name == name }) { selected.append(definition) }
        }
        return selected
    }
}
