// Applies the embedded migrations. The ledger `schema_migration` records each applied file with its
// checksum; `PRAGMA user_version` mirrors the latest version and `PRAGMA application_id` marks the
// file as a layoutlab notebook. Pending migrations are applied one per `BEGIN IMMEDIATE` transaction,
// re-reading the ledger after taking the lock, so two processes can never apply the same file.

/// A migration recorded in a database's ledger.
public struct AppliedMigration: Hashable, Sendable {
    public var version: Int
    public var file: String
    public var checksum: String
    public var appliedAt: String
    public var toolVersion: String
}

/// Which migrations a database has and which it lacks.
public struct MigrationStatus: Hashable, Sendable {
    public var applied: [AppliedMigration]
    public var pending: [Migration]
    /// `PRAGMA user_version`.
    public var userVersion: Int
}

/// Checks and applies migrations on one connection.
struct Migrator {
    /// "LLAB": marks a SQLite file as a layoutlab notebook.
    static let applicationID: Int32 = 0x4C4C_4142

    var migrations: [Migration]
    var toolVersion: String

    /// The ledger. Created by this code rather than by a migration, so that the first migration is
    /// recorded like every other.
    static let createLedger = """
        CREATE TABLE IF NOT EXISTS schema_migration (
            version      INTEGER PRIMARY KEY,
            file         TEXT NOT NULL,
            checksum     TEXT NOT NULL,
            applied_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
            tool_version TEXT NOT NULL
        ) STRICT
        """

    /// Throws unless the file is a layoutlab notebook or an empty database; true when empty.
    func checkIdentity(_ connection: Connection) throws(NotebookError) -> Bool {
        let id = Int32(truncatingIfNeeded: try connection.integerPragma("PRAGMA application_id"))
        if id == Self.applicationID { return false }
        let objects = Int(try connection.integerPragma("SELECT count(*) FROM sqlite_schema"))
        if id == 0 && objects == 0 { return true }
        // Another process creating this notebook may have committed between the two reads.
        let current = Int32(truncatingIfNeeded: try connection.integerPragma("PRAGMA application_id"))
        if current == Self.applicationID { return false }
        throw .foreign(path: connection.path, applicationID: current, tables: objects)
    }

    /// The ledger, validated against the embedded migrations (changed or unknown files throw).
    func status(_ connection: Connection) throws(NotebookError) -> MigrationStatus {
        var applied: [AppliedMigration] = []
        let ledgerExists = "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'schema_migration'"
        if try connection.integerPragma(ledgerExists) > 0 {
            let s = try connection.prepare(
                "SELECT version, file, checksum, applied_at, tool_version FROM schema_migration ORDER BY version")
            while try s.step() {
                applied.append(try AppliedMigration(
                    version: s.int("version"), file: s.text("file"), checksum: s.text("checksum"),
                    appliedAt: s.text("applied_at"), toolVersion: s.text("tool_version")))
            }
        }
        let userVersion = Int(try connection.integerPragma("PRAGMA user_version"))
        let known = migrations.map(\.version).max() ?? 0
        let unknown = applied.filter { row in !migrations.contains { $0.version == row.version } }
        if !unknown.isEmpty || userVersion > known {
            throw .newerDatabase(path: connection.path, version: max(userVersion, applied.map(\.version).max() ?? 0),
                                 known: known, unknown: unknown.map(\.file))
        }
        for row in applied {
            guard let migration = migrations.first(where: { $0.version == row.version }) else { continue }
            let current = migration.checksum
            if current != row.checksum {
                throw .migrationChanged(path: connection.path, file: migration.file, applied: row.checksum, current: current)
            }
        }
        let done = Set(applied.map(\.version))
        let pending = migrations.filter { !done.contains($0.version) }.sorted { $0.version < $1.version }
        return MigrationStatus(applied: applied, pending: pending, userVersion: userVersion)
    }

    /// Applies every pending migration; returns the ones this call applied.
    @discardableResult
    func migrate(_ connection: Connection) throws(NotebookError) -> [Migration] {
        _ = try checkIdentity(connection)
        guard !(try status(connection).pending.isEmpty) else { return [] }
        if connection.isReadOnly {
            throw .needsMigration(path: connection.path, pending: try status(connection).pending.map(\.file))
        }
        var appliedNow: [Migration] = []
        while let migration = try applyNext(connection) {
            appliedNow.append(migration)
        }
        return appliedNow
    }

    /// Under the write lock: re-checks identity and ledger, applies the first pending migration.
    private func applyNext(_ connection: Connection) throws(NotebookError) -> Migration? {
        try connection.immediateTransaction { () throws(NotebookError) -> Migration? in
            _ = try checkIdentity(connection)
            try connection.execute(Self.createLedger)
            guard let next = try status(connection).pending.first else { return nil }
            do throws(NotebookError) {
                try connection.execute(next.sql)
            } catch {
                var message = error.description
                if case let .sqlite(_, _, sqliteMessage, _) = error { message = sqliteMessage }
                throw .migrationFailed(path: connection.path, file: next.file, message: message)
            }
            let ledger = try connection.prepare("""
                INSERT INTO schema_migration (version, file, checksum, tool_version)
                VALUES (:version, :file, :checksum, :tool_version)
                """)
            try ledger.bind(next.version, to: ":version")
            try ledger.bind(next.file, to: ":file")
            try ledger.bind(next.checksum, to: ":checksum")
            try ledger.bind(toolVersion, to: ":tool_version")
            try ledger.run()
            // Pragmas take no parameters; both values are integers computed here.
            try connection.execute("PRAGMA user_version = \(next.version)")
            try connection.execute("PRAGMA application_id = \(Self.applicationID)")
            return next
        }
    }
}
