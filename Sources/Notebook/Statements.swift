// Every SQL statement the notebook runs, in one place (the schema itself is in Migrations/*.sql).
// Values are always bound as parameters; the only interpolated values are integers this code
// computes (pragmas cannot take parameters).

/// The notebook's SQL.
enum SQL {
    // MARK: Transactions

    static let beginImmediate = "BEGIN IMMEDIATE"
    static let commit = "COMMIT"
    static let rollback = "ROLLBACK"

    // MARK: Connection setup and identity

    static let journalModeWAL = "PRAGMA journal_mode = WAL"
    static let synchronousNormal = "PRAGMA synchronous = NORMAL"
    static let foreignKeysOn = "PRAGMA foreign_keys = ON"
    static let optimize = "PRAGMA optimize"
    static let applicationID = "PRAGMA application_id"
    static let userVersion = "PRAGMA user_version"
    static let integrityCheck = "PRAGMA integrity_check"
    static let schemaObjectCount = "SELECT count(*) FROM sqlite_schema"

    static func setApplicationID(_ id: Int32) -> String { "PRAGMA application_id = \(id)" }
    static func setUserVersion(_ version: Int) -> String { "PRAGMA user_version = \(version)" }

    // MARK: Migration ledger

    static let ledgerExists = "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'schema_migration'"
    static let createLedger = """
        CREATE TABLE IF NOT EXISTS schema_migration (
            version      INTEGER PRIMARY KEY,
            file         TEXT NOT NULL,
            checksum     TEXT NOT NULL,
            applied_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
            tool_version TEXT NOT NULL
        ) STRICT
        """
    static let readLedger = "SELECT version, file, checksum, applied_at, tool_version FROM schema_migration ORDER BY version"
    static let insertLedger = "INSERT INTO schema_migration (version, file, checksum, tool_version) VALUES (?1, ?2, ?3, ?4)"

    // MARK: Experiments

    static let upsertExperiment = """
        INSERT INTO experiment (name, source, source_location, tree_json, definition_json, definition_hash,
                                proposals_json, expectations_json)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
        ON CONFLICT (name) DO UPDATE SET
            source = excluded.source, source_location = excluded.source_location,
            tree_json = excluded.tree_json, definition_json = excluded.definition_json,
            definition_hash = excluded.definition_hash, proposals_json = excluded.proposals_json,
            expectations_json = excluded.expectations_json,
            updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now')
        WHERE experiment.definition_hash IS NOT excluded.definition_hash
           OR experiment.source IS NOT excluded.source
           OR experiment.source_location IS NOT excluded.source_location
        """
    static let experimentIDs = "SELECT name, experiment_id FROM experiment"
    static let experimentDefinitions = """
        SELECT experiment_id, name, definition_json, definition_hash, source, source_location
        FROM experiment ORDER BY name
        """
    static let experimentListing = """
        SELECT e.name, e.definition_hash, e.proposals_json, e.expectations_json, e.source_location,
               e.created_at, e.updated_at,
               lr.run_id, lr.status, lr.node_count, lr.call_count, lr.expectations_passed, lr.expectations_failed
        FROM experiment AS e
        LEFT JOIN latest_result AS lr ON lr.experiment_id = e.experiment_id
        ORDER BY e.name
        """
    /// For each experiment, what its latest result was computed from (rerun skips those unchanged).
    static let latestResultProvenance = """
        SELECT lr.experiment, lr.definition_hash, run.engine_fingerprint, run.engine_options, lr.status
        FROM latest_result AS lr
        JOIN run ON run.run_id = lr.run_id
        """

    // MARK: Runs

    static let insertRun = """
        INSERT INTO run (command, label, engine_version, engine_fingerprint, engine_options, tool_version,
                         sqlite_version, host, pid)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
        """
    static let finishRun = """
        UPDATE run SET status = ?2, error = ?3, finished_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now')
        WHERE run_id = ?1
        """
    static let runningRuns = "SELECT run_id, host, pid FROM run WHERE status = 'running'"
    static let markInterrupted = """
        UPDATE run SET status = 'interrupted', finished_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now')
        WHERE run_id = ?1 AND status = 'running'
        """
    static let runColumns = """
        run_id, started_at, engine_version, engine_fingerprint, engine_options, tool_version, label, status
        """
    static let allRuns = "SELECT \(runColumns) FROM run ORDER BY run_id"
    static let runByID = "SELECT \(runColumns) FROM run WHERE run_id = ?1"
    static let latestRunIDs = "SELECT run_id FROM run ORDER BY run_id DESC LIMIT ?1"
    static let runTotals = """
        SELECT run_id, finished_at, command, experiments, errors, nodes, calls, expectations_passed, expectations_failed
        FROM run_summary ORDER BY run_id
        """

    // MARK: Recording one result (one transaction per experiment)

    static let insertResult = """
        INSERT INTO result (run_id, experiment_id, definition_hash, status, error, proposal_count, node_count,
                            call_count, expectations_passed, expectations_failed, duration_ms)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)
        """
    static let insertLayout = """
        INSERT INTO layout (run_id, experiment_id, proposal_index, proposal_width, proposal_height, root_width, root_height)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
        """
    static let insertNode = """
        INSERT INTO node (run_id, experiment_id, node_index, path, label, kind, parent_index, depth)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
        """
    static let insertFrame = """
        INSERT INTO frame (run_id, experiment_id, proposal_index, node_index, x, y, width, height)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
        """
    static let insertCall = """
        INSERT INTO trace_call (run_id, experiment_id, proposal_index, seq, node_index, parent_seq, asked_by_index,
                                depth, proposal_width, proposal_height, width, height, cached, phase,
                                reason_rule, reason_operands)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)
        """
    static let insertExpectation = """
        INSERT INTO expectation_result (run_id, experiment_id, proposal_index, position, label, checks_origin,
                                        expected_x, expected_y, expected_width, expected_height,
                                        actual_x, actual_y, actual_width, actual_height, passed)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)
        """

    // MARK: Loading a run (one statement per table; ?2...?3 is a range of experiment ids, so the
    // primary key narrows the scan to one experiment or covers them all)

    static let loadResults = """
        SELECT r.experiment_id, e.name, r.definition_hash, r.status, r.error
        FROM result AS r JOIN experiment AS e ON e.experiment_id = r.experiment_id
        WHERE r.run_id = ?1 AND r.experiment_id BETWEEN ?2 AND ?3
        ORDER BY r.experiment_id
        """
    static let loadLayouts = """
        SELECT experiment_id, proposal_index, proposal_width, proposal_height
        FROM layout WHERE run_id = ?1 AND experiment_id BETWEEN ?2 AND ?3
        ORDER BY experiment_id, proposal_index
        """
    static let loadNodes = """
        SELECT experiment_id, node_index, path, label, kind, parent_index
        FROM node WHERE run_id = ?1 AND experiment_id BETWEEN ?2 AND ?3
        ORDER BY experiment_id, node_index
        """
    static let loadFrames = """
        SELECT experiment_id, proposal_index, node_index, x, y, width, height
        FROM frame WHERE run_id = ?1 AND experiment_id BETWEEN ?2 AND ?3
        ORDER BY experiment_id, proposal_index, node_index
        """
    static let loadCalls = """
        SELECT experiment_id, proposal_index, seq, node_index, parent_seq, depth, proposal_width, proposal_height,
               width, height, cached, phase, reason_rule, reason_operands, asked_by_index
        FROM trace_call WHERE run_id = ?1 AND experiment_id BETWEEN ?2 AND ?3
        ORDER BY experiment_id, proposal_index, seq
        """
    static let loadExpectations = """
        SELECT experiment_id, proposal_index, label, checks_origin, expected_x, expected_y, expected_width,
               expected_height, actual_x, actual_y, actual_width, actual_height, passed
        FROM expectation_result WHERE run_id = ?1 AND experiment_id BETWEEN ?2 AND ?3
        ORDER BY experiment_id, proposal_index, position
        """
    /// The latest run with a result for the experiment.
    static let latestRunOfExperiment = """
        SELECT max(r.run_id) FROM result AS r JOIN experiment AS e ON e.experiment_id = r.experiment_id
        WHERE e.name = ?1
        """
    static let experimentIDByName = "SELECT experiment_id FROM experiment WHERE name = ?1"
    static let experimentNames = "SELECT name FROM experiment ORDER BY name"
}
