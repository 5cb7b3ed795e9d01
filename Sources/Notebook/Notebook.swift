// Opening a notebook: the SQLite version check, refusing files that are missing, read-only,
// damaged or not layoutlab's (before anything is written to them), the connection pragmas
// (WAL, synchronous NORMAL, foreign keys, busy timeout), migrations, and marking runs whose
// process died as interrupted.
//
// Vocabulary (the same words as the tables):
// - experiment: a named definition (tree, proposals, expectations). Stored as a *definition*
//   (`StoredDefinition`); listed as an `ExperimentSummary`.
// - run: one `layoutlab run` or `rerun`. Its row is a `RunSummary`, its counts `RunTotals`, and
//   everything it recorded a `RunSnapshot`.
// - result: what one run recorded for one experiment, `ok` or `error`. Read back whole as a
//   `StoredResult`; in brief (status and counts) as a `ResultSummary`, which is what recording
//   returns and what `list` shows as an experiment's latest result. What a result was computed
//   from is its `ResultProvenance`.
// - layout: a result under one of its proposals (`ProposalOutcome`): its nodes (`StoredNode`, with
//   final frames), trace calls and expectation outcomes.
// `Stored…` names what is read back from the database. SQL sits beside the code that binds and
// reads it, with named parameters (`:run_id`) and columns read by name (see `Statement`).
import CSQLite
import Foundation
import LayoutEngine

/// A layoutlab notebook: one SQLite database of experiments, runs, frames and traces.
/// Open it with `Notebook.open(path:access:)`; read with `runs()`, `loadSnapshot(runID:experiments:)`
/// and friends; record with `RunRecorder`.
public struct Notebook {
    /// How a command uses the notebook.
    public enum Access: Hashable, Sendable {
        /// Reads only. A missing file is an error; a read-only file is opened read-only (it must
        /// then be fully migrated).
        case read
        /// Writes. A missing file is created when `createIfMissing`; a read-only file is an error.
        case write(createIfMissing: Bool)
    }

    /// The connection (exposed for tests and tools that query the database directly).
    public let connection: Connection
    /// The database file.
    public var path: String { connection.path }
    /// The migrations this call applied (empty when the notebook was already up to date).
    public let appliedMigrations: [Migration]

    /// The version recorded with runs and migrations when the caller gives none.
    public static let defaultToolVersion = "layoutlab \(Engine.version)"

    /// Opens (and, unless `migrate` is false, migrates) the notebook at `path`.
    ///
    /// Reading writes nothing — unless the schema needs a migration
    /// (done when the file can be written), or a run whose process died is still marked `running`
    /// (marked `interrupted` when that can be done at once; a read never waits or fails for it).
    /// A notebook that nothing may be written beside (read-only file or folder, read-only media)
    /// is read as immutable. Writing checks the file first (`PRAGMA quick_check`), refuses damage
    /// before anything is written (unless `verify` is false: a caller that checked it already) and
    /// converts a rollback-journal notebook to WAL. Both wait up to
    /// `lockWait.seconds` for another process's lock.
    public static func open(
        path: String, access: Access = .read, migrate: Bool = true,
        toolVersion: String = Notebook.defaultToolVersion, lockWait: LockWait = LockWait(), verify: Bool = true
    ) throws(NotebookError) -> Notebook {
        try SQLiteLibrary.check()
        let file = FileState(path: path)
        let migrator = Migrator(migrations: Migration.embedded, toolVersion: toolVersion)
        guard case .write(let createIfMissing) = access else {
            guard file.exists else { throw .missingDatabase(path: path) }
            let reader = try readConnection(path: path, writable: file.isWritable && file.isFolderWritable,
                                            migrator: migrator, lockWait: lockWait)
            if migrate, !(try migrator.status(reader).pending.isEmpty) {
                guard file.isWritable && file.isFolderWritable else {
                    throw .needsMigration(path: path, pending: try migrator.status(reader).pending.map(\.file))
                }
                return try open(path: path, access: .write(createIfMissing: false), migrate: true,
                                toolVersion: toolVersion, lockWait: lockWait)
            }
            let notebook = Notebook(connection: reader, appliedMigrations: [])
            if migrate && file.isWritable && file.isFolderWritable {
                notebook.markInterruptedRunsInPassing()
            }
            return notebook
        }
        if file.exists && !file.isWritable { throw .readOnly(path: path) }
        if !file.exists {
            guard createIfMissing else { throw .missingDatabase(path: path) }
            if !file.folderExists {
                throw .cannotCreate(path: path, message: "the folder \(file.folder) does not exist")
            }
        }
        if !file.isFolderWritable { throw .readOnlyFolder(path: path, folder: file.folder) }
        let connection = try Connection(path: path, mode: .readWrite(create: createIfMissing), lockWait: lockWait)
        if connection.isReadOnly { throw .readOnly(path: path) }
        // Before anything writes: is this an empty database or a layoutlab notebook, and is it whole?
        _ = try migrator.checkIdentity(connection)
        // Every page SQLite reads has its cells checked (cheap); a whole-file check costs about 10 ms
        // per MB, so it runs where that stays under about a quarter of a second.
        try connection.execute("PRAGMA cell_size_check = ON")
        if file.exists && verify && (FileState.size(of: path) ?? 0) <= Self.quickCheckLimit { try quickCheck(connection) }
        // Several processes may open a new notebook at once: each switches it to WAL in turn.
        try connection.executeRetryingWhenBusy("PRAGMA journal_mode = WAL")
        try connection.execute("PRAGMA synchronous = NORMAL")
        try connection.execute("PRAGMA foreign_keys = ON")
        let applied = migrate ? try migrator.migrate(connection) : []
        let notebook = Notebook(connection: connection, appliedMigrations: applied)
        if migrate { try notebook.markInterruptedRuns() }
        return notebook
    }

    /// A read-only connection to a notebook whose identity was checked. When SQLite cannot make the
    /// shared-memory file a WAL reader needs (a full disk, a read-only mount it did not detect) and
    /// no journal holds changes, the file is read as immutable instead: reading never needs space.
    /// A writable file is opened read-write all the same, so that SQLite removes the `-wal` and
    /// `-shm` files it made when the connection closes; nothing is written through it.
    private static func readConnection(path: String, writable: Bool, migrator: Migrator,
                                       lockWait: LockWait) throws(NotebookError) -> Connection {
        do {
            let reader = try Connection(path: path, mode: writable ? .readWrite(create: false) : .readOnly, lockWait: lockWait)
            _ = try migrator.checkIdentity(reader)
            return reader
        } catch where error.isOutOfSpaceOrIO && Connection.hasNoJournal(path) {
            let reader = try Connection(path: path, mode: .immutable, lockWait: lockWait)
            _ = try migrator.checkIdentity(reader)
            return reader
        }
    }

    /// The largest notebook checked page by page before every write (16 MiB). Larger ones rely on
    /// `cell_size_check` and SQLite's own checks of every page a write touches: damage there
    /// stops the write (and rolls it back), damage elsewhere is not written into.
    static let quickCheckLimit: Int64 = 16 << 20

    /// `PRAGMA quick_check`: refuses a damaged file before anything is written into it (a damaged
    /// page would otherwise be written around, and the damage spread). It reads every page once.
    private static func quickCheck(_ connection: Connection) throws(NotebookError) {
        let statement = try connection.prepare("PRAGMA quick_check(3)")
        var findings: [String] = []
        while try statement.step() {
            findings += try statement.text("quick_check").split(whereSeparator: \.isNewline).map(String.init)
                .filter { !$0.hasPrefix("***") }
        }
        if findings != ["ok"] {
            throw .corrupt(path: connection.path, message: "PRAGMA quick_check: " + findings.joined(separator: "; "))
        }
    }

    /// On a read: marks runs whose process died as interrupted when a write lock can be had at
    /// once; otherwise (another writer, a full disk) leaves them for the next writing command.
    private func markInterruptedRunsInPassing() {
        guard (try? hasStaleRuns()) == true,
              let writer = try? Connection(path: path, mode: .readWrite(create: false), lockWait: LockWait(seconds: 0))
        else { return }
        try? Notebook(connection: writer, appliedMigrations: []).markInterruptedRuns()
    }

    /// Whether a `running` run's process, on this host, no longer exists.
    private func hasStaleRuns() throws(NotebookError) -> Bool {
        !(try staleRunIDs().isEmpty)
    }

    /// The migrations applied to this database and those still pending (validated: a changed
    /// or unknown migration throws).
    public func migrationStatus() throws(NotebookError) -> MigrationStatus {
        try Migrator(migrations: Migration.embedded, toolVersion: Notebook.defaultToolVersion).status(connection)
    }

    /// Applies pending migrations (for `layoutlab migrate` on a notebook opened with `migrate: false`).
    @discardableResult
    public func migrate(toolVersion: String = Notebook.defaultToolVersion) throws(NotebookError) -> [Migration] {
        try Migrator(migrations: Migration.embedded, toolVersion: toolVersion).migrate(connection)
    }

    /// `PRAGMA integrity_check`: "ok" for a sound database, else SQLite's findings.
    public func integrityCheck() throws(NotebookError) -> String {
        let statement = try connection.prepare("PRAGMA integrity_check")
        var lines: [String] = []
        while try statement.step() { lines.append(try statement.text("integrity_check")) }
        return lines.joined(separator: "\n")
    }

    /// Lets SQLite refresh its query-planner statistics; call when a writing command finishes.
    public func optimize() {
        try? connection.execute("PRAGMA optimize")
    }

    /// Marks `running` runs whose process is gone (same host, pid no longer alive) as interrupted.
    func markInterruptedRuns() throws(NotebookError) {
        let stale = try staleRunIDs()
        guard !stale.isEmpty else { return }
        try connection.immediateTransaction { () throws(NotebookError) in
            let mark = try connection.prepare("""
                UPDATE run SET status = 'interrupted', finished_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now')
                WHERE run_id = :run_id AND status = 'running'
                """)
            for id in stale {
                try mark.bind(id, to: ":run_id")
                try mark.run()
            }
        }
    }

    /// The `running` runs whose process, on this host, no longer exists.
    private func staleRunIDs() throws(NotebookError) -> [Int64] {
        let running = try connection.prepare("SELECT run_id, host, pid FROM run WHERE status = 'running'")
        var stale: [Int64] = []
        let host = ProcessIdentity.host
        while try running.step() {
            let pid = Int32(truncatingIfNeeded: try running.int64("pid"))
            if try running.text("host") == host && !ProcessIdentity.isAlive(pid: pid) {
                stale.append(try running.int64("run_id"))
            }
        }
        running.reset()
        return stale
    }
}

extension NotebookError {
    /// A full disk, or an I/O failure making the files SQLite keeps beside a WAL notebook.
    var isOutOfSpaceOrIO: Bool {
        switch self {
        case .diskFull: return true
        case .sqlite(_, let code, _, _): return [SQLITE_IOERR, SQLITE_CANTOPEN, SQLITE_FULL].contains(code & 0xFF)
        default: return false
        }
    }
}

/// What the file system says about a database path, checked before SQLite touches it.
struct FileState {
    var exists: Bool
    var isWritable: Bool
    var folder: String
    var folderExists: Bool
    /// Whether files can be created beside it (a WAL notebook needs its `-shm` and `-wal` files).
    var isFolderWritable: Bool

    init(path: String) {
        var info = stat()
        exists = stat(path, &info) == 0
        // The mode bits count even for root (who could write anyway): a file marked read-only is
        // treated as read-only.
        let writeBits = mode_t(S_IWUSR | S_IWGRP | S_IWOTH)
        isWritable = exists && access(path, W_OK) == 0 && (info.st_mode & writeBits) != 0
        let url = URL(fileURLWithPath: path)
        folder = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        folderExists = FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) && isDirectory.boolValue
        var folderInfo = stat()
        isFolderWritable = folderExists && access(folder, W_OK) == 0 && Self.folderAcceptsWrites(folder)
            && stat(folder, &folderInfo) == 0 && (folderInfo.st_mode & writeBits) != 0
    }

    /// `access` says yes for root even on a read-only mount; `statvfs` knows better.
    private static func folderAcceptsWrites(_ folder: String) -> Bool {
        var info = statvfs()
        guard statvfs(folder, &info) == 0 else { return true }
        return info.f_flag & UInt(ST_RDONLY) == 0
    }

    /// The size of the file at `path`, nil when there is none.
    static func size(of path: String) -> Int64? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int64(info.st_size)
    }
}

/// This process's host and pid, recorded with a run, and whether another pid is still alive.
enum ProcessIdentity {
    static var host: String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count) == 0 else { return "unknown" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static var pid: Int32 { getpid() }

    static func isAlive(pid: Int32) -> Bool {
        if pid <= 0 { return false }
        return kill(pid, 0) == 0 || errno == EPERM
    }
}
