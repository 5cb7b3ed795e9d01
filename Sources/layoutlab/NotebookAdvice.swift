// What to do about a notebook error, in the command line's terms (`--db`, `layoutlab list`): the
// notebook states the fact (`NotebookError.description`), this adds the advice.
import Notebook

extension NotebookError {
    /// The fact and, where the command line has one, what to do about it.
    var withAdvice: String {
        guard let advice else { return description }
        return description + advice
    }

    /// The advice that follows the fact (with its leading space or line break), if any.
    var advice: String? {
        switch self {
        case .missingDatabase:
            return " Record experiments first with `layoutlab run PATH` "
                + "(for example `layoutlab run Examples`), or point --db / LAYOUTLAB_DB at an existing notebook."
        case .cannotCreate:
            return " Check that the folder exists and is writable, or choose another file with --db."
        case .readOnly:
            return " Make it writable (chmod u+w) or copy it elsewhere and pass --db."
        case .readOnlyFolder:
            return " Make the folder writable, or copy the notebook elsewhere and pass --db."
        case let .busy(path, _, _):
            return " Try again when it is done (`layoutlab runs` shows runs still running), or find it with `fuser \(path)`."
        case .corrupt:
            return " If it is a damaged notebook, restore a backup; otherwise choose another file with --db."
        case .foreign:
            return " Choose another file with --db."
        case .newerDatabase:
            return " Upgrade layoutlab, or use another notebook with --db."
        case .needsMigration:
            return " Make it writable and run `layoutlab migrate`."
        case let .unknownExperiment(_, known):
            if known.isEmpty { return " Record some with `layoutlab run PATH`." }
            return " Stored experiments (`layoutlab list` shows all):\n" + known.prefix(10).map { "  \(Format.escaped($0))" }.joined(separator: "\n")
        case let .unknownRun(_, latest):
            return latest == nil ? " Record one with `layoutlab run PATH`." : " `layoutlab runs` lists them."
        case let .noResult(_, runID):
            return runID == nil ? " Run it with `layoutlab run` or `layoutlab rerun`." : " `layoutlab runs` lists the runs."
        case .missingProgramText:
            return " `layoutlab integrity` checks the rest of the notebook."
        case .sqlite, .unknownName, .sqliteTooOld, .diskFull, .migrationChanged, .migrationFailed, .notANumber:
            return nil
        }
    }
}
