// The bridge between experiment files and the notebook: finding and parsing experiment files,
// and turning an `Experiment` into what the notebook stores (canonical tree and definition JSON,
// definition hash, proposals, expectations) and back again for `rerun`.
import ExperimentFiles
import LayoutEngine
import Notebook

/// Experiment files, parsed.
enum ExperimentSource {
    /// Parses the experiment files at `paths` (files, or folders searched recursively for `.swift`).
    /// Every diagnostic of every file is reported, as `file:line:column: message`.
    static func parse(_ paths: [String]) throws -> [Experiment] {
        do {
            return try ExperimentParser.parseFiles(at: paths)
        } catch {
            throw CommandError("\(error)\nNothing was recorded.")
        }
    }
}

/// How experiments are stored: the one place that knows the canonical encodings.
enum StoredForm {
    /// The notebook's record of an experiment.
    static func definition(of experiment: Experiment) -> ExperimentDefinition {
        ExperimentDefinition(
            name: experiment.name, source: experiment.source, sourceLocation: experiment.location?.description,
            treeJSON: CanonicalTree.encode(experiment.tree),
            definitionJSON: CanonicalTree.encodeDefinition(experiment),
            definitionHash: CanonicalTree.definitionHash(experiment),
            proposals: experiment.proposals,
            expectations: experiment.expectations.map(expectedFrame))
    }

    /// What the runner lays out.
    static func job(of experiment: Experiment, definitionHash: String) -> LayoutJob {
        LayoutJob(name: experiment.name, definitionHash: definitionHash, tree: experiment.tree,
                  proposals: experiment.proposals, expectations: experiment.expectations.map(expectedFrame))
    }

    /// Rebuilds a stored experiment.
    static func experiment(from stored: StoredDefinition) throws -> Experiment {
        try CanonicalTree.decodeDefinition(stored.definitionJSON, name: stored.name, source: stored.source)
    }

    static func expectedFrame(_ expectation: Expectation) -> ExpectedFrame {
        ExpectedFrame(label: expectation.label, width: expectation.width, height: expectation.height,
                      x: expectation.x, y: expectation.y, proposalIndex: expectation.proposalIndex)
    }
}

/// A command-level error with a message that says what to do.
struct CommandError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
