// `layoutlab migrate [--status]`: apply pending schema migrations, or list applied and pending ones.
import ArgumentParser
import Experiments
import Notebook

struct Migrate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Apply pending schema migrations (every command also does this), or show their status.",
        discussion: ExitStatus.readHelp)

    @Flag(name: .long, help: "List applied and pending migrations without applying any.")
    var status = false

    @OptionGroup var global: GlobalOptions

    func run() throws {
        try reportingErrors {
            let notebook = try global.openNotebook(status ? .read : .write(createIfMissing: false), migrate: !status)
            let state = try notebook.migrationStatus()
            if global.format == .json {
                JSON.document([
                    ("database", .string(notebook.path)),
                    ("user_version", .int(Int64(state.userVersion))),
                    ("applied_now", .array(notebook.appliedMigrations.map { .string($0.file) })),
                    ("applied", .array(state.applied.map { migration in
                        .orderedObject([("version", .int(Int64(migration.version))), ("file", .string(migration.file)),
                                 ("checksum", .string(migration.checksum)), ("applied_at", .string(migration.appliedAt)),
                                 ("tool_version", .string(migration.toolVersion))])
                    })),
                    ("pending", .array(state.pending.map { migration in
                        .orderedObject([("version", .int(Int64(migration.version))), ("file", .string(migration.file)),
                                 ("checksum", .string(migration.checksum))])
                    })),
                ]).print()
                return
            }
            guard !global.quiet else { return }
            if !status {
                Console.out(notebook.appliedMigrations.isEmpty
                    ? "\(notebook.path) is up to date (schema version \(state.userVersion))."
                    : "Applied \(notebook.appliedMigrations.map(\.file).joined(separator: ", ")) to \(notebook.path).")
                return
            }
            var rows = state.applied.map { ["applied", $0.file, String($0.checksum.prefix(16)), $0.appliedAt, $0.toolVersion] }
            rows += state.pending.map { ["pending", $0.file, String($0.checksum.prefix(16)), "", ""] }
            Console.out(Format.table(["state", "migration", "sha256", "applied at", "by"], rows))
            Console.out("Schema version \(state.userVersion) (PRAGMA user_version); "
                + (state.pending.isEmpty ? "nothing pending." : "\(state.pending.count) pending: run `layoutlab migrate`."))
        }
    }
}
