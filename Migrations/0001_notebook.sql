-- layoutlab notebook, schema version 1: experiments, runs, results, nodes, frames, trace calls and
-- expectation results, plus the public views.
--
-- Conventions: STRICT tables; times are ISO 8601 UTC text; lengths are REAL points, where NULL is
-- an unspecified (nil) proposal dimension and 9e999 is infinity. Tables and views whose names
-- start with `user_` belong to you: layoutlab never creates, changes or drops them.
-- Forward-only: never edit this file once released; put changes in a new migration.

-- One row per experiment name: its current definition (updated when a file changes it).
CREATE TABLE experiment (
    experiment_id   INTEGER PRIMARY KEY,
    name            TEXT NOT NULL UNIQUE,
    -- The experiment's own source text and where it came from (`file:line:column`).
    source          TEXT NOT NULL,
    source_location TEXT,
    -- The canonical view tree, and the whole definition (tree, proposals, sweep, expectations,
    -- images) from which a rerun rebuilds the experiment without its file.
    tree_json       TEXT NOT NULL CHECK (json_valid(tree_json)),
    definition_json TEXT NOT NULL CHECK (json_valid(definition_json)),
    definition_hash TEXT NOT NULL,
    -- [{"width": 320, "height": null}, ...]; 1e999 is infinity, null is nil.
    proposals_json    TEXT NOT NULL CHECK (json_valid(proposals_json)),
    -- [{"label": "blue", "width": 200, "height": 400, "x": null, "y": null, "proposal_index": null}, ...]
    expectations_json TEXT NOT NULL CHECK (json_valid(expectations_json)),
    created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    updated_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
) STRICT;

-- One row per `layoutlab run` or `layoutlab rerun`.
CREATE TABLE run (
    run_id             INTEGER PRIMARY KEY,
    started_at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    finished_at        TEXT,
    status             TEXT NOT NULL DEFAULT 'running'
                       CHECK (status IN ('running', 'completed', 'interrupted', 'failed')),
    command            TEXT NOT NULL CHECK (command IN ('run', 'rerun')),
    label              TEXT,
    engine_version     TEXT NOT NULL,
    engine_fingerprint TEXT NOT NULL,
    -- Non-default engine options, `key=value` lines sorted by key ('' = all defaults).
    engine_options     TEXT NOT NULL,
    tool_version       TEXT NOT NULL,
    sqlite_version     TEXT NOT NULL,
    -- The recording process, to tell a live run from one that was killed.
    host               TEXT NOT NULL,
    pid                INTEGER NOT NULL,
    -- Why a run failed, when it did.
    error              TEXT
) STRICT;

-- One experiment's result in one run. Written in one transaction with all its rows below, so a
-- result is either complete or absent.
CREATE TABLE result (
    run_id              INTEGER NOT NULL REFERENCES run (run_id) ON DELETE CASCADE,
    experiment_id       INTEGER NOT NULL REFERENCES experiment (experiment_id) ON DELETE CASCADE,
    definition_hash     TEXT NOT NULL,
    status              TEXT NOT NULL CHECK (status IN ('ok', 'error')),
    error               TEXT,
    proposal_count      INTEGER NOT NULL,
    -- Nodes of the tree (the same for every proposal) and calls over all proposals.
    node_count          INTEGER NOT NULL,
    call_count          INTEGER NOT NULL,
    expectations_passed INTEGER NOT NULL,
    expectations_failed INTEGER NOT NULL,
    duration_ms         REAL NOT NULL,
    PRIMARY KEY (run_id, experiment_id)
) STRICT, WITHOUT ROWID;

CREATE INDEX result_by_experiment ON result (experiment_id, run_id);

-- One layout of an experiment in a run: the root proposal and the root's size.
CREATE TABLE layout (
    run_id          INTEGER NOT NULL,
    experiment_id   INTEGER NOT NULL,
    proposal_index  INTEGER NOT NULL,
    proposal_width  REAL,
    proposal_height REAL,
    root_width      REAL NOT NULL,
    root_height     REAL NOT NULL,
    PRIMARY KEY (run_id, experiment_id, proposal_index),
    FOREIGN KEY (run_id, experiment_id) REFERENCES result (run_id, experiment_id) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;

-- The tree's nodes in pre-order, as the engine saw them in this run.
CREATE TABLE node (
    run_id        INTEGER NOT NULL,
    experiment_id INTEGER NOT NULL,
    node_index    INTEGER NOT NULL,
    -- Stable identity across runs, e.g. `HStack[0]/frame[1]/Color[0]`.
    path          TEXT NOT NULL,
    label         TEXT,
    kind          TEXT NOT NULL,
    parent_index  INTEGER,
    depth         INTEGER NOT NULL,
    PRIMARY KEY (run_id, experiment_id, node_index),
    FOREIGN KEY (run_id, experiment_id) REFERENCES result (run_id, experiment_id) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;

-- Every node's final frame in root coordinates, per proposal (NULL when the node was not placed).
CREATE TABLE frame (
    run_id         INTEGER NOT NULL,
    experiment_id  INTEGER NOT NULL,
    proposal_index INTEGER NOT NULL,
    node_index     INTEGER NOT NULL,
    x              REAL,
    y              REAL,
    width          REAL,
    height         REAL,
    PRIMARY KEY (run_id, experiment_id, proposal_index, node_index),
    FOREIGN KEY (run_id, experiment_id, proposal_index)
        REFERENCES layout (run_id, experiment_id, proposal_index) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;

-- Every sizeThatFits call, in order: who was proposed what, and what it answered.
CREATE TABLE trace_call (
    run_id          INTEGER NOT NULL,
    experiment_id   INTEGER NOT NULL,
    proposal_index  INTEGER NOT NULL,
    seq             INTEGER NOT NULL,
    node_index      INTEGER NOT NULL,
    parent_seq      INTEGER,
    asked_by_index  INTEGER,
    depth           INTEGER NOT NULL,
    proposal_width  REAL,
    proposal_height REAL,
    width           REAL NOT NULL,
    height          REAL NOT NULL,
    cached          INTEGER NOT NULL CHECK (cached IN (0, 1)),
    phase           TEXT NOT NULL CHECK (phase IN ('sizing', 'placement')),
    PRIMARY KEY (run_id, experiment_id, proposal_index, seq),
    FOREIGN KEY (run_id, experiment_id, proposal_index)
        REFERENCES layout (run_id, experiment_id, proposal_index) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;

-- Each expectation checked in a run, per proposal it applies to.
CREATE TABLE expectation_result (
    run_id          INTEGER NOT NULL,
    experiment_id   INTEGER NOT NULL,
    proposal_index  INTEGER NOT NULL,
    position        INTEGER NOT NULL,
    label           TEXT NOT NULL,
    checks_origin   INTEGER NOT NULL CHECK (checks_origin IN (0, 1)),
    expected_x      REAL,
    expected_y      REAL,
    expected_width  REAL NOT NULL,
    expected_height REAL NOT NULL,
    -- NULL when no node has the label.
    actual_x        REAL,
    actual_y        REAL,
    actual_width    REAL,
    actual_height   REAL,
    passed          INTEGER NOT NULL CHECK (passed IN (0, 1)),
    PRIMARY KEY (run_id, experiment_id, proposal_index, position),
    FOREIGN KEY (run_id, experiment_id, proposal_index)
        REFERENCES layout (run_id, experiment_id, proposal_index) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;

-- Views ------------------------------------------------------------------------------------------

-- Each experiment's result in the latest run that recorded it.
CREATE VIEW latest_result AS
SELECT e.name AS experiment, r.*
FROM result AS r
JOIN experiment AS e ON e.experiment_id = r.experiment_id
WHERE r.run_id = (SELECT max(run_id) FROM result AS m WHERE m.experiment_id = r.experiment_id);

-- Every node's frame in the latest run of each experiment. proposal_width/proposal_height are the
-- root proposal of that layout (an experiment with several proposals has one row per node and
-- proposal). Stable public interface: columns are only ever added at the end.
CREATE VIEW latest_frames AS
SELECT lr.experiment, f.run_id, n.path AS node_path, n.label, n.kind,
       f.x, f.y, f.width, f.height,
       l.proposal_width, l.proposal_height,
       f.proposal_index, n.node_index, n.depth
FROM latest_result AS lr
JOIN layout AS l ON l.run_id = lr.run_id AND l.experiment_id = lr.experiment_id
JOIN frame AS f ON f.run_id = l.run_id AND f.experiment_id = l.experiment_id AND f.proposal_index = l.proposal_index
JOIN node AS n ON n.run_id = f.run_id AND n.experiment_id = f.experiment_id AND n.node_index = f.node_index
ORDER BY lr.experiment, f.proposal_index, n.node_index;

-- The trace of the latest run of each experiment: each call's proposal and answer (width, height).
-- Stable public interface: columns are only ever added at the end.
CREATE VIEW latest_calls AS
SELECT lr.experiment, c.run_id, c.seq, n.path AS node_path, n.label,
       c.proposal_width, c.proposal_height, c.width, c.height,
       c.proposal_index, c.node_index, c.depth, c.cached, c.phase, c.parent_seq
FROM latest_result AS lr
JOIN trace_call AS c ON c.run_id = lr.run_id AND c.experiment_id = lr.experiment_id
JOIN node AS n ON n.run_id = c.run_id AND n.experiment_id = c.experiment_id AND n.node_index = c.node_index
ORDER BY lr.experiment, c.proposal_index, c.seq;

-- One row per run with its totals.
CREATE VIEW run_summary AS
SELECT run.run_id, run.started_at, run.finished_at, run.status, run.command, run.label,
       run.engine_version, run.engine_fingerprint, run.engine_options, run.tool_version,
       count(result.experiment_id) AS experiments,
       coalesce(sum(result.status = 'error'), 0) AS errors,
       coalesce(sum(result.node_count), 0) AS nodes,
       coalesce(sum(result.call_count), 0) AS calls,
       coalesce(sum(result.expectations_passed), 0) AS expectations_passed,
       coalesce(sum(result.expectations_failed), 0) AS expectations_failed
FROM run
LEFT JOIN result ON result.run_id = run.run_id
GROUP BY run.run_id
ORDER BY run.run_id;

-- Every expectation checked, in every run, with the layout's root proposal.
CREATE VIEW expectation_results AS
SELECT e.name AS experiment, x.run_id, x.proposal_index, l.proposal_width, l.proposal_height,
       x.label, x.passed, x.checks_origin,
       x.expected_x, x.expected_y, x.expected_width, x.expected_height,
       x.actual_x, x.actual_y, x.actual_width, x.actual_height
FROM expectation_result AS x
JOIN experiment AS e ON e.experiment_id = x.experiment_id
JOIN layout AS l ON l.run_id = x.run_id AND l.experiment_id = x.experiment_id AND l.proposal_index = x.proposal_index
ORDER BY x.run_id, e.name, x.proposal_index, x.position;

-- Frames that moved between each experiment's last two results (nodes matched by path, layouts by
-- proposal index). `redefined` = 1 when the definition changed between the two runs, so the shift
-- is not the engine's doing.
CREATE VIEW latest_shifts AS
WITH ranked AS (
    SELECT experiment_id, run_id, definition_hash,
           row_number() OVER (PARTITION BY experiment_id ORDER BY run_id DESC) AS recency
    FROM result
),
pairs AS (
    SELECT head.experiment_id, base.run_id AS base_run_id, head.run_id AS head_run_id,
           base.definition_hash IS NOT head.definition_hash AS redefined
    FROM ranked AS head
    JOIN ranked AS base ON base.experiment_id = head.experiment_id AND base.recency = 2
    WHERE head.recency = 1
)
SELECT e.name AS experiment, p.base_run_id, p.head_run_id, hf.proposal_index,
       hn.path AS node_path, hn.label, hn.kind,
       bf.x AS base_x, bf.y AS base_y, bf.width AS base_width, bf.height AS base_height,
       hf.x AS head_x, hf.y AS head_y, hf.width AS head_width, hf.height AS head_height,
       hf.x - bf.x AS dx, hf.y - bf.y AS dy, hf.width - bf.width AS dwidth, hf.height - bf.height AS dheight,
       p.redefined
FROM pairs AS p
JOIN experiment AS e ON e.experiment_id = p.experiment_id
JOIN node AS hn ON hn.run_id = p.head_run_id AND hn.experiment_id = p.experiment_id
JOIN node AS bn ON bn.run_id = p.base_run_id AND bn.experiment_id = p.experiment_id AND bn.path = hn.path
JOIN frame AS hf ON hf.run_id = p.head_run_id AND hf.experiment_id = p.experiment_id AND hf.node_index = hn.node_index
JOIN frame AS bf ON bf.run_id = p.base_run_id AND bf.experiment_id = p.experiment_id
                AND bf.node_index = bn.node_index AND bf.proposal_index = hf.proposal_index
WHERE hf.x IS NOT bf.x OR hf.y IS NOT bf.y OR hf.width IS NOT bf.width OR hf.height IS NOT bf.height
ORDER BY e.name, hf.proposal_index, hn.node_index;
