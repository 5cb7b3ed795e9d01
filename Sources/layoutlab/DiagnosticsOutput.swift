// Experiment-file diagnostics as the CLI prints them: each error's first line is
// `file:line:column: error: message` (editors parse it), and a note (what is supported instead) is
// printed once per file and text, not after every error it applies to. With `--format json` the
// same diagnostics are a document on stdout.
import ExperimentFiles
import Experiments

enum DiagnosticsOutput {
    /// Compiler-style text; repeated notes of one file are left out after their first appearance.
    static func text(_ diagnostics: [Diagnostic]) -> String {
        var seenNotes = Set<String>()
        var lines: [String] = []
        for diagnostic in diagnostics {
            // A problem of no file (the compile cache) is printed without a place.
            let place = diagnostic.location.file.isEmpty ? "" : "\(diagnostic.location): "
            lines.append("\(place)error: \(diagnostic.message)")
            guard !diagnostic.hint.isEmpty else { continue }
            if seenNotes.insert(diagnostic.location.file + "\u{0}" + diagnostic.hint).inserted {
                lines.append("\(place)note: \(diagnostic.hint)")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `{"format_version": 1, "command": …, "recorded": false, "diagnostics": [...]}`.
    static func json(_ diagnostics: [Diagnostic], command: String) -> JSON {
        .document([
            ("command", .string(command)),
            ("recorded", .bool(false)),
            ("diagnostics", .array(diagnostics.map { diagnostic in
                .orderedObject([
                    ("file", .string(diagnostic.location.file)),
                    ("line", .int(Int64(diagnostic.location.line))),
                    ("column", .int(Int64(diagnostic.location.column))),
                    ("severity", .string("error")),
                    ("message", .string(diagnostic.message)),
                    ("note", diagnostic.hint.isEmpty ? .null : .string(diagnostic.hint)),
                ])
            })),
        ])
    }
}
