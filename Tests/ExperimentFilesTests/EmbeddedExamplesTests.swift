// The embedded copy of Examples/ (what the CLI runs by default) must match the folder.
// Regenerate it with: LAYOUTLAB_REGENERATE_EXAMPLES=1 swift test --filter EmbeddedExamplesTests
import ExperimentFiles
import Foundation
import Testing

@Suite("Embedded examples")
struct EmbeddedExamplesTests {
    static var generatedPath: String {
        examplesFolder.replacingOccurrences(of: "/Examples", with: "/Sources/ExperimentFiles/EmbeddedExamples.swift")
    }

    /// The Swift source of the embedded copy for the current folder.
    static func generated() throws -> String {
        let names = try FileManager.default.contentsOfDirectory(atPath: examplesFolder).filter { $0.hasSuffix(".swift") }.sorted()
        var text = """
        // Generated from Examples/ — do not edit. The experiments the CLI runs when given no files.
        // Regenerate with: LAYOUTLAB_REGENERATE_EXAMPLES=1 swift test --filter EmbeddedExamplesTests

        /// The example experiment files, embedded so the tool runs them without the repository.
        public enum EmbeddedExamples {
            /// One embedded file: its path relative to the repository and its text.
            public struct File: Hashable, Sendable {
                public var path: String
                public var source: String
            }

            /// Parses every embedded file (names are unique across them).
            public static func experiments() throws(ExperimentFileError) -> [Experiment] {
                var result: [Experiment] = []
                var diagnostics: [Diagnostic] = []
                for file in files {
                    do {
                        result += try ExperimentParser.parse(source: file.source, file: file.path)
                    } catch {
                        diagnostics += error.diagnostics
                    }
                }
                guard diagnostics.isEmpty else { throw ExperimentFileError(diagnostics: diagnostics) }
                return result
            }

            public static let files: [File] = [

        """
        for name in names {
            let source = try String(contentsOfFile: "\(examplesFolder)/\(name)", encoding: .utf8)
            text += "        File(path: \"Examples/\(name)\", source: ##\"\"\"\n\(source)\"\"\"##),\n"
        }
        text += "    ]\n}\n"
        return text
    }

    @Test("the embedded copy matches Examples/")
    func inSync() throws {
        let expected = try Self.generated()
        if ProcessInfo.processInfo.environment["LAYOUTLAB_REGENERATE_EXAMPLES"] == "1" {
            try expected.write(toFile: Self.generatedPath, atomically: true, encoding: .utf8)
        }
        let current = try String(contentsOfFile: Self.generatedPath, encoding: .utf8)
        #expect(current == expected, "Examples/ changed: LAYOUTLAB_REGENERATE_EXAMPLES=1 swift test --filter EmbeddedExamplesTests")
    }

    @Test("the embedded experiments equal the folder's, apart from file paths")
    func sameExperiments() throws {
        let embedded = try EmbeddedExamples.experiments()
        let folder = try ExperimentParser.parseFiles(at: [examplesFolder])
        #expect(embedded.map(\.name) == folder.map(\.name))
        #expect(embedded.map(\.tree) == folder.map(\.tree))
        #expect(embedded.map(CanonicalTree.definitionHash) == folder.map(CanonicalTree.definitionHash))
        #expect(embedded.first?.location?.file.hasPrefix("Examples/") == true)
    }
}
