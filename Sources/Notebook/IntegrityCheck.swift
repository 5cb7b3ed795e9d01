// Checking a notebook for damage on demand (`layoutlab integrity`): SQLite's own checks, table by
// table so that a large file reports its progress — `PRAGMA quick_check(TABLE)` (every page of the
// table and its indexes read once, their structure checked) or, with `full`, `integrity_check`,
// which also checks that every index matches its table. A damaged page is named as SQLite finds it.
import Foundation

/// What a check of a notebook found.
public struct IntegrityReport: Hashable, Sendable {
    /// Tables checked, in order.
    public var tables: [String]
    /// SQLite's findings (empty: no damage found).
    public var findings: [String]
    /// The file's pages (`PRAGMA page_count`) and their size.
    public var pages: Int
    public var pageSize: Int

    public var isSound: Bool { findings.isEmpty }
}

extension Notebook {
    /// Checks the notebook at `path`, opened read-only on its own: no migration, no lookup of its
    /// runs, so a file whose data pages are damaged is still checked and its damage named.
    public static func checkIntegrity(path: String, full: Bool = false,
                                      progress: (Int, Int, String) -> Void = { _, _, _ in }) throws(NotebookError) -> IntegrityReport {
        guard FileManager.default.fileExists(atPath: path) else { throw .missingDatabase(path: path) }
        return try check(Connection(path: path, mode: .readOnly), full: full, progress: progress)
    }

    /// Checks every table (see the file comment); `progress` hears of each table before it is
    /// checked: its position (from 0), the number of tables and its name.
    private static func check(_ connection: Connection, full: Bool,
                              progress: (Int, Int, String) -> Void) throws(NotebookError) -> IntegrityReport {
        let list = try connection.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")
        var tables: [String] = []
        while try list.step() { tables.append(try list.text("name")) }
        let pragma = full ? "integrity_check" : "quick_check"
        var findings: [String] = []
        for (position, table) in tables.enumerated() {
            progress(position, tables.count, table)
            let quoted = "\"" + table.replacingOccurrences(of: "\"", with: "\"\"") + "\""
            // A page too damaged to walk stops the check of its table with an error: that is a finding.
            do {
                let check = try connection.prepare("PRAGMA \(pragma)(\(quoted))")
                while try check.step() {
                    for line in check.text(0).split(whereSeparator: \.isNewline) where line != "ok" && !line.hasPrefix("***") {
                        findings.append("table \(table): \(line)")
                    }
                }
            } catch {
                findings.append("table \(table): \(Self.message(of: error))")
            }
        }
        return IntegrityReport(tables: tables, findings: findings, pages: Int(try connection.integerPragma("PRAGMA page_count")),
                               pageSize: Int(try connection.integerPragma("PRAGMA page_size")))
    }

    /// SQLite's own words for a failed check ("database disk image is malformed").
    private static func message(of error: NotebookError) -> String {
        switch error {
        case let .sqlite(_, _, message, _), let .corrupt(_, message): return message
        default: return "\(error)"
        }
    }
}
