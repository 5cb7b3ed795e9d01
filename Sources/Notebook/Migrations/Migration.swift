// A schema migration: one forward-only SQL file from Migrations/, identified by its number and
// checked by the SHA-256 of its text (line endings normalised to LF, so a CRLF checkout does not
// count as a change).
import Experiments
import LayoutEngine

/// One migration file: `NNNN_snake_name.sql`.
public struct Migration: Hashable, Sendable {
    /// The file name, e.g. `0001_notebook.sql`.
    public var file: String
    /// The SQL, exactly as in the file.
    public var sql: String

    public init(file: String, sql: String) {
        self.file = file
        self.sql = sql
    }

    /// The number the file name starts with (0 if it has none).
    public var version: Int {
        Int(file.prefix { $0.isNumber }) ?? 0
    }

    /// The name without number and extension, e.g. `notebook`.
    public var name: String {
        var rest = file.drop { $0.isNumber }
        if rest.first == "_" { rest = rest.dropFirst() }
        if rest.hasSuffix(".sql") { rest = rest.dropLast(4) }
        return String(rest)
    }

    /// SHA-256 of the SQL with CRLF normalised to LF, as lowercase hex.
    public var checksum: String {
        SHA256.hex(Array(sql.replacingCRLF.utf8))
    }
}

extension String {
    fileprivate var replacingCRLF: String {
        var result = ""
        result.reserveCapacity(utf8.count)
        var previousWasCR = false
        for scalar in unicodeScalars {
            if previousWasCR && scalar != "\n" { result.unicodeScalars.append("\r") }
            previousWasCR = scalar == "\r"
            if !previousWasCR { result.unicodeScalars.append(scalar) }
        }
        if previousWasCR { result.unicodeScalars.append("\r") }
        return result
    }
}
