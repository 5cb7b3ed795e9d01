// `layoutlab integrity [--full]`: checks the notebook for damage, table by table with progress,
// and says what SQLite found. Read-only: it never changes the file.
import ArgumentParser
import Experiments
import Foundation
import Notebook

struct Integrity: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check the notebook file for damage (SQLite's quick_check, table by table).",
        discussion: """
            Reads every page of every table and index once and checks their structure (PRAGMA quick_check); \
            --full also checks that every index matches its table (PRAGMA integrity_check, slower). Progress goes \
            to stderr. Nothing is changed. A damaged notebook: copy what `layoutlab list` and `show` still read, \
            or record again into a new file with --db.

            Exit status: 0 no damage found; 2 damage found or the file cannot be read; 64 usage errors.
            """)

    @Flag(name: .long, help: "Also check that every index matches its table (PRAGMA integrity_check).")
    var full = false

    @OptionGroup var global: GlobalOptions

    func run() throws {
        try reportingErrors {
            let path = global.databasePath
            let started = Date()
            var progress: Progress?
            let report = try Notebook.checkIntegrity(path: path, full: full) { position, count, table in
                if progress == nil { progress = Progress(total: count, quiet: global.quiet || global.format == .json) }
                progress?.update(position + 1, "checking \(table)")
            }
            progress?.finish()
            let seconds = Date().timeIntervalSince(started)
            let megabytes = Double(report.pages * report.pageSize) / 1_048_576
            if global.format == .json {
                JSON.document([
                    ("database", .string(path)), ("sound", .bool(report.isSound)),
                    ("check", .string(full ? "integrity_check" : "quick_check")),
                    ("tables", .int(Int64(report.tables.count))), ("pages", .int(Int64(report.pages))),
                    ("findings", .array(report.findings.map { .string($0) })),
                ]).print()
            } else if report.isSound {
                if !global.quiet {
                    Console.out("ok: \(path), \(Format.count(report.tables.count, "table")), "
                        + "\(report.pages) pages (\(String(format: "%.1f", megabytes)) MB) checked in \(String(format: "%.2f", seconds)) s; no damage found.")
                }
            } else {
                Console.error("damaged: \(path): SQLite found \(Format.count(report.findings.count, "problem")):")
                for finding in report.findings.prefix(20) { Console.error("  \(finding)") }
                if report.findings.count > 20 { Console.error("  … \(report.findings.count - 20) more") }
                Console.error("Nothing was changed. Copy what `layoutlab list` and `show` still read, or record into a new file with --db.")
            }
            if !report.isSound { throw ExitCode(2) }
        }
    }
}
