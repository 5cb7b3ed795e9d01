// Diagnostics: every problem found in an experiment file, with where it is, the construct it is
// about and what is supported instead. A file is checked completely, so one error lists them all.
import Experiments

/// One problem in an experiment file.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// Where the construct starts (1-based line and column).
    public var location: Experiments.SourceLocation
    /// A complete sentence that quotes the construct, e.g.
    /// "`.frame(wdth:)` is not a frame modifier; did you mean `width:`?".
    public var message: String
    /// The source text of the offending construct (trimmed of surrounding trivia).
    public var construct: String
    /// What to write instead or what is supported (empty when the message says it all).
    public var hint: String

    public init(location: Experiments.SourceLocation, message: String, construct: String, hint: String = "") {
        self.location = location
        self.message = message
        self.construct = construct
        self.hint = hint
    }

    /// `file:line:column: error: message`, followed by a `note:` line when there is a hint.
    public var description: String {
        let place = location.file.isEmpty ? "" : "\(location): "
        var text = "\(place)error: \(message)"
        if !hint.isEmpty { text += "\n\(place)note: \(hint)" }
        return text
    }
}

/// Everything wrong with one or more experiment files. A file with any diagnostic yields no experiments.
public struct ExperimentFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// All diagnostics, in file order (then line, then column).
    public var diagnostics: [Diagnostic]
    /// The files `--skip-missing-modules` left out before the failure (`ExperimentLoader.skipsMissingModules`).
    public var leftOut: [LeftOutFile] = []
    /// Whether leaving out the files with errors (`ExperimentLoader.skipsFailingFiles`) would leave
    /// some file to lay out.
    public var othersCompile = false

    public init(diagnostics: [Diagnostic], leftOut: [LeftOutFile] = []) {
        self.diagnostics = diagnostics
        self.leftOut = leftOut
    }

    /// One diagnostic per line group, in the compiler's `file:line:column: error:` format.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
