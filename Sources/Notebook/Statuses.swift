// The statuses the notebook stores, as the values its CHECK constraints allow.

/// How an experiment's result ended (`result.status`).
public enum ResultStatus: String, Hashable, Sendable {
    /// Laid out (its expectations may still have failed).
    case ok
    /// Could not be laid out; `error` says why.
    case error
}

/// How a run ended (`run.status`).
public enum RunStatus: String, Hashable, Sendable {
    case running
    case completed
    /// Its process ended before the run did (killed, crashed): its results so far are complete.
    case interrupted
    case failed
}

extension Statement {
    /// A status column's value; one its CHECK constraint would refuse means the file is damaged.
    func status<Status: RawRepresentable>(_ name: String) throws(NotebookError) -> Status where Status.RawValue == String {
        try status(try column(name))
    }

    /// The same, by column.
    func status<Status: RawRepresentable>(_ column: Column) throws(NotebookError) -> Status where Status.RawValue == String {
        let text = self.text(column)
        guard let status = Status(rawValue: text) else {
            throw .corrupt(path: connection.path, message: "a status of '\(text)', which no layoutlab writes")
        }
        return status
    }
}
