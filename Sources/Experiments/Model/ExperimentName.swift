// The one rule for experiment names: they are compared and stored in Unicode Normalization Form C.
// Swift's `==` treats "caf\u{E9}" and "cafe\u{301}" as one string while SQLite compares bytes, so
// without one normal form a name could be one experiment to the program and two to the notebook.
import Foundation

/// Normalises experiment names: every name that enters the model (from a file, the command line or
/// the notebook) passes through `normalized(_:)`.
public enum ExperimentName {
    /// `name` in Normalization Form C (canonical composition): canonically equivalent spellings
    /// become the same bytes.
    public static func normalized(_ name: String) -> String {
        // ASCII is already in NFC: skip Foundation's conversion for the common case.
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return name }
        return name.precomposedStringWithCanonicalMapping
    }
}
