// A prepared statement with typed binding and reading. Values are always bound, never spliced into
// SQL. Doubles: nil binds NULL, ±infinity binds a REAL infinity, NaN is refused before it reaches
// SQLite (which would store it as NULL, i.e. nil). Text keeps its exact bytes (explicit lengths).
//
// The notebook's own SQL names its parameters (`:run_id`) and reads columns by name. A name is
// resolved to SQLite's index once (`parameter(_:)` and `column(_:)`, for statements reused across
// many rows) or on each call (one-off statements), so stepping and reading stay index-based. An
// unknown name throws `NotebookError.unknownName` with the statement's SQL.
import CSQLite

/// A compiled SQL statement, reused across rows: bind, `step`, `reset`.
public final class Statement {
    let handle: OpaquePointer
    unowned let connection: Connection
    /// The SQL text, for error messages.
    public let sql: String
    /// Result column names → 0-based indexes, built on first use (a repeated name means its first column).
    private lazy var columnIndexes: [String: Int32] = {
        var indexes: [String: Int32] = [:]
        for index in 0..<sqlite3_column_count(handle) {
            guard let name = sqlite3_column_name(handle, index) else { continue }
            let key = String(cString: name)
            if indexes[key] == nil { indexes[key] = index }
        }
        return indexes
    }()

    init(handle: OpaquePointer, connection: Connection, sql: String) {
        self.handle = handle
        self.connection = connection
        self.sql = sql
    }

    deinit {
        sqlite3_finalize(handle)
    }

    // MARK: Names

    /// A named parameter (`:name`) of one statement, resolved to its index once.
    struct Parameter {
        let index: Int32
    }

    /// A result column of one statement, resolved by name to its index once.
    struct Column {
        let index: Int32
    }

    /// The parameter called `name` (with its prefix, e.g. `:run_id`).
    func parameter(_ name: String) throws(NotebookError) -> Parameter {
        let index = sqlite3_bind_parameter_index(handle, name)
        guard index > 0 else { throw .unknownName(name, kind: .parameter, sql: sql) }
        return Parameter(index: index)
    }

    /// The result column called `name` (its name, or its `AS` alias, in the SQL).
    func column(_ name: String) throws(NotebookError) -> Column {
        guard let index = columnIndexes[name] else { throw .unknownName(name, kind: .column, sql: sql) }
        return Column(index: index)
    }

    // MARK: Binding by name

    func bind(_ value: Int64, to parameter: Parameter) throws(NotebookError) { try bind(value, at: parameter.index) }
    func bind(_ value: Int, to parameter: Parameter) throws(NotebookError) { try bind(value, at: parameter.index) }
    func bind(_ value: Int?, to parameter: Parameter) throws(NotebookError) { try bind(value, at: parameter.index) }
    func bind(_ value: Bool, to parameter: Parameter) throws(NotebookError) { try bind(value, at: parameter.index) }
    func bind(_ value: Double, to parameter: Parameter) throws(NotebookError) { try bind(value, at: parameter.index) }
    func bind(_ value: Double?, to parameter: Parameter) throws(NotebookError) { try bind(value, at: parameter.index) }
    func bind(_ value: String?, to parameter: Parameter) throws(NotebookError) { try bind(value, at: parameter.index) }

    func bind(_ value: Int64, to name: String) throws(NotebookError) { try bind(value, to: parameter(name)) }
    func bind(_ value: Int, to name: String) throws(NotebookError) { try bind(value, to: parameter(name)) }
    func bind(_ value: Double, to name: String) throws(NotebookError) { try bind(value, to: parameter(name)) }
    func bind(_ value: Double?, to name: String) throws(NotebookError) { try bind(value, to: parameter(name)) }
    func bind(_ value: String?, to name: String) throws(NotebookError) { try bind(value, to: parameter(name)) }

    // MARK: Binding by index (parameters are 1-based, as in SQLite)

    public func bind(_ value: Int64, at index: Int32) throws(NotebookError) {
        try check(sqlite3_bind_int64(handle, index, value))
    }

    public func bind(_ value: Int, at index: Int32) throws(NotebookError) {
        try check(sqlite3_bind_int64(handle, index, Int64(value)))
    }

    public func bind(_ value: Int?, at index: Int32) throws(NotebookError) {
        guard let value else { return try bindNull(at: index) }
        try bind(value, at: index)
    }

    public func bind(_ value: Bool, at index: Int32) throws(NotebookError) {
        try check(sqlite3_bind_int64(handle, index, value ? 1 : 0))
    }

    /// Binds a REAL; infinity stays infinity. NaN throws.
    public func bind(_ value: Double, at index: Int32) throws(NotebookError) {
        if value.isNaN { throw .notANumber(context: "parameter \(index) of \(sql.trimmedForMessage)") }
        try check(sqlite3_bind_double(handle, index, value))
    }

    /// Binds a REAL, or NULL for nil. NaN throws.
    public func bind(_ value: Double?, at index: Int32) throws(NotebookError) {
        guard let value else { return try bindNull(at: index) }
        try bind(value, at: index)
    }

    /// Binds TEXT with its exact UTF-8 bytes, or NULL for nil.
    public func bind(_ value: String?, at index: Int32) throws(NotebookError) {
        guard var value else { return try bindNull(at: index) }
        if value.isEmpty {
            // TEXT '' (not NULL) needs a non-null pointer.
            return try check(layoutlab_bind_text_transient(handle, index, "", 0))
        }
        let code = value.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { text in
                layoutlab_bind_text_transient(handle, index, text.baseAddress, Int32(text.count))
            }
        }
        try check(code)
    }

    /// Binds TEXT from UTF-8 bytes the caller has already encoded (empty: TEXT '').
    public func bind(utf8 bytes: [UInt8], at index: Int32) throws(NotebookError) {
        if bytes.isEmpty { return try bind("", at: index) }
        let code = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { text in
                layoutlab_bind_text_transient(handle, index, text.baseAddress, Int32(text.count))
            }
        }
        try check(code)
    }

    /// Reads TEXT as UTF-8 bytes without making a String (empty for NULL); the bytes are valid only
    /// inside `body`.
    public func withUTF8<Result>(_ column: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        guard let text = sqlite3_column_text(handle, column) else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
        return body(UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(handle, column))))
    }

    public func bindNull(at index: Int32) throws(NotebookError) {
        try check(sqlite3_bind_null(handle, index))
    }

    // MARK: Stepping

    /// Advances: true when a row is available, false when the statement is done.
    @discardableResult
    public func step() throws(NotebookError) -> Bool {
        let code = sqlite3_step(handle)
        if code == SQLITE_ROW { return true }
        if code == SQLITE_DONE { return false }
        let error = connection.error(code, sql: sql)
        sqlite3_reset(handle)
        throw error
    }

    /// Runs a statement that returns no rows, then resets it for reuse.
    public func run() throws(NotebookError) {
        try step()
        sqlite3_reset(handle)
    }

    /// Makes the statement ready to run again (bindings are kept until rebound).
    public func reset() {
        sqlite3_reset(handle)
    }

    // MARK: Reading by name

    func isNull(_ column: Column) -> Bool { isNull(column.index) }
    func int64(_ column: Column) -> Int64 { int64(column.index) }
    func int(_ column: Column) -> Int { int(column.index) }
    func optionalInt(_ column: Column) -> Int? { optionalInt(column.index) }
    func bool(_ column: Column) -> Bool { bool(column.index) }
    func double(_ column: Column) -> Double { double(column.index) }
    func optionalDouble(_ column: Column) -> Double? { optionalDouble(column.index) }
    func optionalText(_ column: Column) -> String? { optionalText(column.index) }
    func text(_ column: Column) -> String { text(column.index) }

    func isNull(_ name: String) throws(NotebookError) -> Bool { isNull(try column(name)) }
    func int64(_ name: String) throws(NotebookError) -> Int64 { int64(try column(name)) }
    func int(_ name: String) throws(NotebookError) -> Int { int(try column(name)) }
    func optionalText(_ name: String) throws(NotebookError) -> String? { optionalText(try column(name)) }
    func text(_ name: String) throws(NotebookError) -> String { text(try column(name)) }

    // MARK: Reading by index (columns are 0-based, as in SQLite)

    /// How many columns a row of this statement has.
    public var columnCount: Int32 { sqlite3_column_count(handle) }

    public func isNull(_ column: Int32) -> Bool {
        sqlite3_column_type(handle, column) == SQLITE_NULL
    }

    public func int64(_ column: Int32) -> Int64 {
        sqlite3_column_int64(handle, column)
    }

    public func int(_ column: Int32) -> Int {
        Int(sqlite3_column_int64(handle, column))
    }

    public func optionalInt(_ column: Int32) -> Int? {
        isNull(column) ? nil : int(column)
    }

    public func bool(_ column: Int32) -> Bool {
        sqlite3_column_int64(handle, column) != 0
    }

    public func double(_ column: Int32) -> Double {
        sqlite3_column_double(handle, column)
    }

    /// A REAL, or nil for NULL.
    public func optionalDouble(_ column: Int32) -> Double? {
        isNull(column) ? nil : sqlite3_column_double(handle, column)
    }

    /// TEXT with its exact bytes, or nil for NULL.
    public func optionalText(_ column: Int32) -> String? {
        guard let text = sqlite3_column_text(handle, column) else { return nil }
        let count = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
    }

    /// TEXT, or "" for NULL.
    public func text(_ column: Int32) -> String {
        optionalText(column) ?? ""
    }

    private func check(_ code: Int32) throws(NotebookError) {
        if code != SQLITE_OK { throw connection.error(code, sql: sql) }
    }
}
