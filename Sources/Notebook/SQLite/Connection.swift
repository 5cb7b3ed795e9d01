// A SQLite connection: opening with explicit flags, the busy timeout, running SQL, preparing
// statements and `BEGIN IMMEDIATE` transactions. Every failure becomes a `NotebookError` carrying
// SQLite's message and the SQL that failed.
import CSQLite
import Foundation

/// An open SQLite connection. A class because it owns the C handle and closes it when released;
/// used from one thread at a time (opened with `SQLITE_OPEN_NOMUTEX`).
public final class Connection {
    let handle: OpaquePointer
    /// The database file's path, for messages.
    public let path: String

    /// How to open the file.
    enum OpenMode {
        case readWrite(create: Bool)
        case readOnly
        /// Read-only, without the `-shm`/`-wal` files: for a file nothing else writes to now.
        case immutable
    }

    /// Waits for other processes' locks (see `LockWait`); kept alive as the busy handler's context.
    private let waiter: BusyWaiter

    init(path: String, mode: OpenMode, lockWait: LockWait = LockWait()) throws(NotebookError) {
        var flags = SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
        switch mode {
        case .readWrite(let create): flags |= SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0)
        case .readOnly, .immutable: flags |= SQLITE_OPEN_READONLY
        }
        var target = path
        if case .immutable = mode {
            flags |= SQLITE_OPEN_URI
            target = "file:" + Self.uriEscaped(path) + "?immutable=1"
        } else if case .readOnly = mode, Self.mustReadImmutable(path) {
            // Nothing can write it and no WAL holds changes: read it as immutable, so SQLite needs
            // no -shm/-wal files beside it (a read must leave a read-only notebook as it was).
            flags |= SQLITE_OPEN_URI
            target = "file:" + Self.uriEscaped(path) + "?immutable=1"
        }
        var db: OpaquePointer?
        let code = sqlite3_open_v2(target, &db, flags, nil)
        guard code == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
            sqlite3_close_v2(db)
            if code & 0xFF == SQLITE_CANTOPEN { throw .cannotCreate(path: path, message: message) }
            throw .sqlite(path: path, code: code, message: message, sql: nil)
        }
        self.handle = db
        self.path = path
        self.waiter = BusyWaiter(lockWait)
        waiter.path = path
        sqlite3_busy_handler(db, busyHandler, Unmanaged.passUnretained(waiter).toOpaque())
        // A page cache of up to 64 MiB (SQLite's default is 2 MiB), filled only as pages are read:
        // a command that looks up every experiment's latest result in a large notebook reads each
        // index page once instead of again and again from the operating system.
        sqlite3_exec(db, "PRAGMA cache_size = -65536", nil, nil, nil)
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// The file exists and nothing may be written beside it — it is read-only (`FileState`'s rule:
    /// its mode bits count even for root) or its folder is (read-only media) — and no `-wal` file
    /// holds changes (an empty one left by a clean close counts as none), so the file holds every
    /// committed change itself and can be read as immutable.
    static func mustReadImmutable(_ path: String) -> Bool {
        let state = FileState(path: path)
        guard state.exists, !state.isWritable || !state.isFolderWritable else { return false }
        return hasNoJournal(path)
    }

    /// No `-wal` file holds changes (none, or an empty one) and no rollback journal is hot.
    static func hasNoJournal(_ path: String) -> Bool {
        (FileState.size(of: path + "-wal") ?? 0) == 0 && (FileState.size(of: path + "-journal") ?? 0) == 0
    }

    /// `path` with the characters a URI's path may not contain percent-encoded.
    static func uriEscaped(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80 && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "/-_.~".unicodeScalars.contains(scalar)) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return result
    }

    /// True when SQLite opened the file read-only (for instance because the OS refused writes).
    var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

    /// The error for a failed call, with SQLite's current message.
    func error(_ code: Int32, sql: String?) -> NotebookError {
        let message = String(cString: sqlite3_errmsg(handle))
        let primary = code & 0xFF
        if primary == SQLITE_NOTADB || primary == SQLITE_CORRUPT {
            return .corrupt(path: path, message: message)
        }
        if primary == SQLITE_READONLY { return .readOnly(path: path) }
        if primary == SQLITE_FULL || (primary == SQLITE_IOERR && sqlite3_system_errno(handle) == ENOSPC) {
            return .diskFull(path: path, sql: sql)
        }
        if primary == SQLITE_BUSY || primary == SQLITE_LOCKED, waiter.waited > 0 {
            return .busy(path: path, waited: waiter.waited, sql: sql)
        }
        return .sqlite(path: path, code: code, message: message, sql: sql)
    }

    /// Runs one or more statements that return no rows the caller needs (DDL, pragmas, migrations).
    public func execute(_ sql: String) throws(NotebookError) {
        let code = sqlite3_exec(handle, sql, nil, nil, nil)
        guard code == SQLITE_OK else { throw error(code, sql: sql) }
    }

    /// `execute(sql)` for a statement SQLite may refuse as busy without waiting: switching the
    /// journal mode needs the exclusive lock, and when another connection holding a shared lock is
    /// after it too, SQLite refuses at once rather than call the busy handler (waiting could
    /// deadlock). Refused, the statement has let its own lock go; it is tried again, with the busy
    /// handler's pauses, until it goes through or the lock wait runs out.
    public func executeRetryingWhenBusy(_ sql: String) throws(NotebookError) {
        let started = Date()
        var attempt: Int32 = 0
        while true {
            let code = sqlite3_exec(handle, sql, nil, nil, nil)
            if code == SQLITE_OK { return }
            guard code & 0xFF == SQLITE_BUSY, Date().timeIntervalSince(started) < waiter.wait.seconds,
                  waiter.shouldRetry(attempt: attempt) else { throw error(code, sql: sql) }
            attempt += 1
        }
    }

    /// Compiles one statement.
    public func prepare(_ sql: String) throws(NotebookError) -> Statement {
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard code == SQLITE_OK, let statement else { throw error(code, sql: sql) }
        return Statement(handle: statement, connection: self, sql: sql)
    }

    /// Runs `body` inside `BEGIN IMMEDIATE … COMMIT`: the write lock is taken first (waiting up to the
    /// busy timeout), so a read can never fail to upgrade to a write. Any error rolls back.
    public func immediateTransaction<T>(_ body: () throws(NotebookError) -> T) throws(NotebookError) -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let value = try body()
            try execute("COMMIT")
            return value
        } catch {
            if sqlite3_get_autocommit(handle) == 0 { sqlite3_exec(handle, "ROLLBACK", nil, nil, nil) }
            throw error
        }
    }

    /// Runs `body` inside one read transaction (`BEGIN … COMMIT`) unless a transaction is open: every
    /// statement reads the same snapshot, and the WAL's read lock is taken once instead of once per
    /// statement (thousands of lookups when loading a big run).
    public func readTransaction<T>(_ body: () throws(NotebookError) -> T) throws(NotebookError) -> T {
        guard sqlite3_get_autocommit(handle) != 0 else { return try body() }
        try execute("BEGIN")
        do {
            let value = try body()
            try execute("COMMIT")
            return value
        } catch {
            if sqlite3_get_autocommit(handle) == 0 { sqlite3_exec(handle, "ROLLBACK", nil, nil, nil) }
            throw error
        }
    }

    /// The rows the last INSERT, UPDATE or DELETE changed.
    var changes: Int64 { Int64(sqlite3_changes(handle)) }

    /// Whether a transaction is open on this connection.
    var inTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    /// The rowid of the last insert on this connection.
    var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// The value of a pragma (or query) that returns one integer.
    func integerPragma(_ sql: String) throws(NotebookError) -> Int64 {
        let statement = try prepare(sql)
        guard try statement.step() else { return 0 }
        return statement.int64(0)
    }
}

/// How long a connection waits for another process's lock, and whom it tells that it is waiting.
public struct LockWait: Sendable {
    /// Give up after this many seconds (SQLite then reports the database busy).
    public var seconds: Double
    /// Called once, from the waiting thread, when a wait has lasted `noticeAfter` seconds: a
    /// command uses it to say on a terminal that it is waiting for another process.
    public var notice: (@Sendable (_ path: String) -> Void)?
    /// When to call `notice`.
    public var noticeAfter: Double

    /// Another layoutlab writing is normal (a `rerun` of many experiments holds the write lock for
    /// one experiment at a time, a `forget` or `vacuum` for longer): wait up to five minutes.
    public init(seconds: Double = 300, noticeAfter: Double = 1, notice: (@Sendable (_ path: String) -> Void)? = nil) {
        self.seconds = seconds
        self.noticeAfter = noticeAfter
        self.notice = notice
    }
}

/// The state of one connection's waits for locks: SQLite calls `busyHandler` with it each time a
/// lock is refused, and it sleeps a little and says "try again" until the wait has lasted too long.
final class BusyWaiter {
    let wait: LockWait
    var path = ""
    /// When the current wait began (nil when not waiting).
    private var started: Date?
    private var noticed = false
    /// How long the last wait lasted, in seconds (0 when nothing waited).
    private(set) var waited: Double = 0

    init(_ wait: LockWait) { self.wait = wait }

    /// One refusal: `attempt` counts from 0 within a wait. Returns false to give up.
    func shouldRetry(attempt: Int32) -> Bool {
        let now = Date()
        if attempt == 0 || started == nil { started = now; noticed = false }
        let elapsed = now.timeIntervalSince(started!)
        waited = max(elapsed, 0.001)
        if elapsed >= wait.seconds { started = nil; return false }
        if !noticed && elapsed >= wait.noticeAfter, let notice = wait.notice {
            noticed = true
            notice(path)
        }
        // Short sleeps first (most locks are held for milliseconds), then every 50 ms.
        usleep(attempt < 10 ? 1_000 : attempt < 40 ? 10_000 : 50_000)
        return true
    }
}

/// SQLite's busy handler: forwards to the connection's `BusyWaiter`.
private func busyHandler(_ context: UnsafeMutableRawPointer?, _ attempt: Int32) -> Int32 {
    guard let context else { return 0 }
    let waiter = Unmanaged<BusyWaiter>.fromOpaque(context).takeUnretainedValue()
    return waiter.shouldRetry(attempt: attempt) ? 1 : 0
}

/// The SQLite library loaded at run time.
public enum SQLiteLibrary {
    /// The oldest SQLite the schema works with: STRICT tables arrived in 3.37.0.
    public static let minimumVersionNumber: Int32 = 3_037_000
    public static let minimumVersion = "3.37.0"

    /// The loaded library's version, e.g. `3.40.1`.
    public static var version: String { String(cString: sqlite3_libversion()) }

    /// Throws when the loaded library is older than `minimumVersion`.
    public static func check() throws(NotebookError) {
        if sqlite3_libversion_number() < minimumVersionNumber {
            throw .sqliteTooOld(found: version, required: minimumVersion)
        }
    }
}
