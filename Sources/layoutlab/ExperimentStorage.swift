// The bridge between experiment files and the notebook: finding and parsing experiment files,
// and turning an `Experiment` into what the notebook stores (canonical tree and definition JSON,
// definition hash, proposals, expectations) and back again for `rerun`.
import ExperimentFiles
import Foundation
import LayoutEngine
import Notebook

/// Experiment files, parsed.
enum ExperimentSource {
    /// Parses the experiment files at `paths` (files, or folders searched recursively for `.swift`).
    static func parse(_ paths: [String]) throws -> [Experiment] {
        var files: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw CommandError("no such file or folder: \(path)")
            }
            if isDirectory.boolValue {
                let found = swiftFiles(in: path)
                if found.isEmpty { throw CommandError("no .swift experiment files in folder \(path)") }
                files += found
            } else {
                files.append(path)
            }
        }
        return try StoredForm.parseFiles(files)
    }

    private static func swiftFiles(in folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".swift") { files.append((folder as NSString).appendingPathComponent(relative)) }
        }
        return files.sorted()
    }
}

/// How experiments are stored: the one place that knows the canonical encodings.
enum StoredForm {
    static func parseFiles(_ files: [String]) throws -> [Experiment] {
        throw CommandError("this build cannot parse experiment files yet (the experiment-file parser is not merged)")
    }

    /// The notebook's record of an experiment.
    static func definition(of experiment: Experiment) throws -> ExperimentDefinition {
        ExperimentDefinition(
            name: experiment.name, source: experiment.source, sourceLocation: experiment.location?.description,
            treeJSON: try PlaceholderCoding.encodeTree(experiment.tree),
            definitionJSON: try PlaceholderCoding.encodeDefinition(experiment),
            definitionHash: try PlaceholderCoding.definitionHash(experiment),
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
        var experiment = try PlaceholderCoding.decodeDefinition(stored.definitionJSON)
        experiment.name = stored.name
        experiment.source = stored.source
        return experiment
    }

    static func expectedFrame(_ expectation: Expectation) -> ExpectedFrame {
        ExpectedFrame(label: expectation.label, width: expectation.width, height: expectation.height,
                      x: expectation.x, y: expectation.y, proposalIndex: expectation.proposalIndex)
    }
}

/// Stand-in for the canonical encodings of ExperimentFiles until they are available: sorted-key
/// JSON of the experiment's Codable parts.
enum PlaceholderCoding {
    struct Definition: Codable {
        var tree: ViewNode
        var proposals: [ProposedViewSize]
        var sweep: Sweep?
        var expectations: [Expectation]
        var images: [String: Size]
    }

    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }

    static func encodeTree(_ tree: ViewNode) throws -> String {
        String(decoding: try encoder().encode(tree), as: UTF8.self)
    }

    static func encodeDefinition(_ experiment: Experiment) throws -> String {
        let definition = Definition(tree: experiment.tree, proposals: experiment.proposals, sweep: experiment.sweep,
                                    expectations: experiment.expectations, images: experiment.images)
        return String(decoding: try encoder().encode(definition), as: UTF8.self)
    }

    static func definitionHash(_ experiment: Experiment) throws -> String {
        SHA256.hex(try encodeDefinition(experiment))
    }

    static func decodeDefinition(_ json: String) throws -> Experiment {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        let definition = try decoder.decode(Definition.self, from: Data(json.utf8))
        return Experiment(name: "", tree: definition.tree, proposals: definition.proposals, sweep: definition.sweep,
                          expectations: definition.expectations, images: definition.images)
    }
}

/// A command-level error with a message that says what to do.
struct CommandError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
