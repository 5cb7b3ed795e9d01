// Everything that can go wrong in the notebook, each case carrying where it happened (the database
// path, the SQL, the migration file, the experiment); its description states the fact, and how to fix
// it where that does not depend on the program using the notebook (the command-line tool adds its
// own advice: `NotebookAdvice` in `layoutlab`).
import Foundation

/// An error from the notebook: SQLite failures with their SQL, refusals to open a file, migration
/// problems and lookups of things that are not stored.
public enum NotebookError: Error, Hashable, Sendable, CustomStringConvertible {
    /// SQLite failed. `sql` is the statement (nil for connection-level calls).
    case sqlite(path: String, code: Int32, message: String, sql: String?)
    /// The notebook's code named a parameter or column its SQL does not have (a bug in layoutlab).
    case unknownName(String, kind: NameKind, sql: String)
    /// The SQLite library loaded at run time is older than the schema needs.
    case sqliteTooOld(found: String, required: String)
    /// No database at the path, and the command does not create one.
    case missingDatabase(path: String)
    /// The database (or its folder) cannot be created.
    case cannotCreate(path: String, message: String)
    /// The file cannot be written to.
    case readOnly(path: String)
    /// The notebook's folder cannot be written to (a WAL notebook writes files beside it).
    case readOnlyFolder(path: String, folder: String)
    /// The device holding the notebook has no space left.
    case diskFull(path: String, sql: String?)
    /// Another process held the notebook locked for longer than this one would wait.
    case busy(path: String, waited: Double, sql: String?)
    /// The file is not a SQLite database, or it is damaged.
    case corrupt(path: String, message: String)
    /// A SQLite database of some other application.
    case foreign(path: String, applicationID: Int32, tables: Int)
    /// The database was migrated by a newer layoutlab.
    case newerDatabase(path: String, version: Int, known: Int, unknown: [String])
    /// A migration applied to the database differs from the one built into this layoutlab.
    case migrationChanged(path: String, file: String, applied: String, current: String)
    /// A migration's SQL failed.
    case migrationFailed(path: String, file: String, message: String)
    /// The database needs migrations but cannot be written.
    case needsMigration(path: String, pending: [String])
    /// A NaN was about to be stored (NaN would silently become NULL, which means nil).
    case notANumber(context: String)
    /// No stored experiment has this name.
    case unknownExperiment(name: String, known: [String])
    /// No run has this id.
    case unknownRun(id: Int64, latest: Int64?)
    /// The experiment has no result in the run.
    case noResult(experiment: String, runID: Int64?)
    /// A stored definition names a program text (`file`'s, by its SHA-256) that `program_text` does not hold.
    case missingProgramText(hash: String, file: String)

    /// What `unknownName` names.
    public enum NameKind: String, Hashable, Sendable {
        case parameter
        case column
    }

    /// What happened, as a sentence with the path, SQL, file or name it concerns. Advice that names
    /// the command line (`--db`, `layoutlab list`) is the command-line tool's to add.
    public var description: String {
        switch self {
        case let .unknownName(name, kind, sql):
            return "no \(kind.rawValue) named '\(name)' in the statement: \(sql.trimmedForMessage). "
                + "This is a bug in layoutlab; please report it with this message."
        case let .sqlite(path, code, message, sql):
            var text = "SQLite error \(code) in \(path): \(message)"
            if let sql { text += "\n  while running: \(sql.trimmedForMessage)" }
            if code == 5 || code == 6 {
                text += "\n  Another process kept the database busy; try again, or check for a stuck layoutlab process."
            }
            return text
        case let .sqliteTooOld(found, required):
            return "the SQLite library is \(found), but layoutlab needs \(required) or newer (STRICT tables). "
                + "Install a newer SQLite (apt-get install libsqlite3-0 libsqlite3-dev) and rebuild."
        case let .missingDatabase(path):
            return "no notebook at \(path)."
        case let .cannotCreate(path, message):
            return "cannot create the notebook at \(path): \(message)."
        case let .readOnly(path):
            return "the notebook \(path) is read-only, so nothing was recorded."
        case let .readOnlyFolder(path, folder):
            return "the folder \(folder) is read-only, so nothing was recorded in \(path) (a notebook writes its "
                + "-wal and -shm files beside it; reading commands still work)."
        case let .diskFull(path, _):
            return "no space left on the device holding \(path), so nothing more was recorded (whatever was recorded "
                + "before is intact, and reading commands still work). Free some space, then run the command again."
        case let .busy(path, waited, _):
            let seconds = waited < 10 ? String(format: "%.1f", waited) : String(Int(waited.rounded()))
            return "another process is writing to \(path); waited \(seconds) s for it to finish."
        case let .corrupt(path, message):
            return "\(path) is not a usable SQLite database (\(message)). Nothing was changed."
        case let .foreign(path, applicationID, tables):
            let id = applicationID == 0 ? "no application id" : "application id \(applicationID)"
            return "\(path) is a SQLite database of another application (\(id), \(tables) tables), not a layoutlab "
                + "notebook. Nothing was changed."
        case let .newerDatabase(path, version, known, unknown):
            var text = "\(path) was migrated by a newer layoutlab (schema version \(version); this layoutlab knows up to \(known))"
            if !unknown.isEmpty { text += ", with migrations unknown here: \(unknown.joined(separator: ", "))" }
            return text + "."
        case let .migrationChanged(path, file, applied, current):
            return "migration \(file) was applied to \(path) with checksum \(applied), but this layoutlab's copy has "
                + "checksum \(current). Applied migrations must never change: restore the original file and put the "
                + "change in a new migration."
        case let .migrationFailed(path, file, message):
            return "migration \(file) failed on \(path): \(message). The database was left at the previous version."
        case let .needsMigration(path, pending):
            return "\(path) needs migrations (\(pending.joined(separator: ", "))) but is read-only."
        case let .notANumber(context):
            return "refused to store NaN (\(context)): NaN would be read back as nil."
        case let .unknownExperiment(name, known):
            if known.isEmpty { return "no experiment named '\(name)': the notebook has none yet." }
            return "no experiment named '\(name)'."
        case let .unknownRun(id, latest):
            if let latest { return "no run \(id) in the notebook; runs go up to \(latest)." }
            return "no run \(id): the notebook has no runs yet."
        case let .noResult(experiment, runID):
            if let runID { return "experiment '\(experiment)' has no result in run \(runID)." }
            return "experiment '\(experiment)' has no results yet."
        case let .missingProgramText(hash, file):
            return "the stored definition names the text of \(file) by SHA-256 \(hash), but program_text does not hold it "
                + "(deleted by hand?). Running the experiment's file again stores it anew."
        }
    }
}

extension String {
    /// SQL shortened to one line for error messages.
    var trimmedForMessage: String {
        let oneLine = split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("--") }
            .joined(separator: " ")
        return oneLine.count > 300 ? String(oneLine.prefix(300)) + " …" : oneLine
    }
}
