// Files left out because they do not compile (`ExperimentLoader.skipsFailingFiles`): an app whose
// one file uses an API the library lacks still lays out its other screens. The files the errors
// are in are left out, with the files that use what they declare (`FileGroups.dependents`), and the
// rest is compiled again; each left-out file keeps its first error for the run's note.
import Foundation

extension ExperimentCompiler {
    /// The files of `sources` that `diagnostics` (a failed compile's errors) are in, and the files
    /// that use what those declare; empty when an error is in no file of `sources` (nothing to leave
    /// out that would help).
    func filesFailing(_ diagnostics: [Diagnostic], in sources: [(path: String, text: String)]) -> [LeftOutFile] {
        let index = Dictionary(sources.indices.map { (sources[$0].path, $0) }, uniquingKeysWith: { first, _ in first })
        var firstError: [Int: Diagnostic] = [:]
        for diagnostic in diagnostics {
            guard let file = index[diagnostic.location.file] else { return [] }
            if firstError[file] == nil { firstError[file] = diagnostic }
        }
        guard !firstError.isEmpty else { return [] }
        var namesFiles: [String] = []
        var parsed = ParsedFiles()
        let names = names(of: sources, namesFiles: &namesFiles, parsed: &parsed)
        let reached = FileGroups.dependents(of: Set(firstError.keys), in: names)
        return sources.indices.compactMap { file in
            if let error = firstError[file] {
                return LeftOutFile(path: sources[file].path, missingModules: [], uses: nil, compileError: error)
            }
            guard let through = reached[file] else { return nil }
            return LeftOutFile(path: sources[file].path, missingModules: [], uses: sources[through].path)
        }
    }
}
