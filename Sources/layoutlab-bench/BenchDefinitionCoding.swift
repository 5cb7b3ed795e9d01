// The stored definition form the benchmark writes, identical to what `layoutlab run` stores, so the
// `layoutlab rerun` it times can rebuild every experiment.
import ExperimentFiles
import Foundation
import LayoutEngine
import Notebook

enum BenchDefinitionCoding {
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

    static func encodeDefinition(_ experiment: Experiment) -> String {
        let definition = Definition(tree: experiment.tree, proposals: experiment.proposals, sweep: experiment.sweep,
                                    expectations: experiment.expectations, images: experiment.images)
        return String(decoding: (try? encoder().encode(definition)) ?? Data("{}".utf8), as: UTF8.self)
    }

    static func encodeTree(_ tree: ViewNode) -> String {
        String(decoding: (try? encoder().encode(tree)) ?? Data("{}".utf8), as: UTF8.self)
    }

    static func hash(_ json: String) -> String {
        SHA256.hex(json)
    }
}
