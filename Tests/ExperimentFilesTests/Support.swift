import ExperimentFiles
import Foundation
import Experiments
import LayoutEngine
import Testing

/// The repository's `Examples/` folder, found from this file's path.
let examplesFolder: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3) // Tests/ExperimentFilesTests/Support.swift
    return parts.joined(separator: "/") + "/Examples"
}()

/// The interpreter's examples: the `.swift` files directly in `Examples/`. Its subfolder `Pasted/`
/// holds SwiftUI code as pasted from Xcode, which only the compiled pipeline reads (PastedCorpusTests).
let interpretedExamples: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: examplesFolder)) ?? [])
    .filter { $0.hasSuffix(".swift") }.sorted().map { examplesFolder + "/" + $0 }

/// Parses `source` as one file, failing the test on errors.
func parseOK(_ source: String, file: String = "test.swift", sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [Experiment] {
    do {
        return try ExperimentParser.parse(source: source, file: file)
    } catch {
        Issue.record("unexpected errors:\n\(error)", sourceLocation: sourceLocation)
        return []
    }
}

/// The tree of a one-experiment file whose body is `body`.
func tree(_ body: String, images: String = "", sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ViewNode? {
    let imagesArgument = images.isEmpty ? "" : ", images: \(images)"
    let source = "Experiment(\"t\", proposal: .unspecified\(imagesArgument)) {\n\(body)\n}\n"
    return parseOK(source, sourceLocation: sourceLocation).first?.tree
}

/// The diagnostics of an invalid file (empty, and a recorded issue, if it parsed).
func diagnostics(_ source: String, file: String = "bad.swift", sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [Diagnostic] {
    do {
        let experiments = try ExperimentParser.parse(source: source, file: file)
        Issue.record("expected errors, parsed \(experiments.count) experiments", sourceLocation: sourceLocation)
        return []
    } catch {
        return error.diagnostics
    }
}

/// Wraps a body in a valid experiment call (body starts on line 2, column 5).
func experiment(_ body: String, arguments: String = "proposal: .unspecified") -> String {
    "Experiment(\"t\", \(arguments)) {\n    \(body)\n}\n"
}
