-- layoutlab notebook, schema version 4: identical results are stored once.
--
-- A result whose nodes, layouts, frames, trace and checked expectations equal an earlier result of
-- the same experiment (same `content_hash`) writes only its `result` row, and names in
-- `content_run_id` the run whose `layout`, `node`, `frame`, `trace_call` and `expectation_result`
-- rows it shares (NULL: its own rows, as every result before this migration). A `rerun --force`
-- where nothing moved then adds a few hundred bytes per experiment instead of every row again.
-- When a result whose rows others share is deleted (a run deleted by hand), the trigger below
-- first copies its rows to the earliest result sharing them, which becomes their owner, so no
-- result loses its rows. (`forget` deletes the sharing results first: nothing to copy.)
--
-- Also for notebooks of 10,000 experiments and 100 runs: `latest_result`, `latest_shifts` and
-- `run_summary` no longer read every result (see each below).
--
-- The public views are redefined to read each result's rows through `content_run_id`: they show
-- exactly the rows they showed before (one per result, under the result's own run_id); the
-- sharing is invisible to sqlite3 users. Their columns are unchanged.
-- Forward-only: never edit this file once released; put changes in a new migration.

ALTER TABLE result ADD COLUMN content_hash TEXT;
ALTER TABLE result ADD COLUMN content_run_id INTEGER;

CREATE TRIGGER result_hands_on_shared_rows BEFORE DELETE ON result
WHEN OLD.content_run_id IS NULL
 AND EXISTS (SELECT 1 FROM result WHERE experiment_id = OLD.experiment_id AND content_run_id = OLD.run_id)
BEGIN
    INSERT INTO layout (run_id, experiment_id, proposal_index, proposal_width, proposal_height, root_width, root_height)
    SELECT h.run_id, l.experiment_id, l.proposal_index, l.proposal_width, l.proposal_height, l.root_width, l.root_height
    FROM layout AS l, (SELECT min(run_id) AS run_id FROM result
                       WHERE experiment_id = OLD.experiment_id AND content_run_id = OLD.run_id) AS h
    WHERE l.run_id = OLD.run_id AND l.experiment_id = OLD.experiment_id;
    INSERT INTO node (run_id, experiment_id, node_index, path, label, kind, parent_index, depth)
    SELECT h.run_id, n.experiment_id, n.node_index, n.path, n.label, n.kind, n.parent_index, n.depth
    FROM node AS n, (SELECT min(run_id) AS run_id FROM result
                     WHERE experiment_id = OLD.experiment_id AND content_run_id = OLD.run_id) AS h
    WHERE n.run_id = OLD.run_id AND n.experiment_id = OLD.experiment_id;
    INSERT INTO frame (run_id, experiment_id, proposal_index, node_index, x, y, width, height)
    SELECT h.run_id, f.experiment_id, f.proposal_index, f.node_index, f.x, f.y, f.width, f.height
    FROM frame AS f, (SELECT min(run_id) AS run_id FROM result
                      WHERE experiment_id = OLD.experiment_id AND content_run_id = OLD.run_id) AS h
    WHERE f.run_id = OLD.run_id AND f.experiment_id = OLD.experiment_id;
    INSERT INTO trace_call (run_id, experiment_id, proposal_index, seq, node_index, parent_seq, asked_by_index, depth,
                            proposal_width, proposal_height, width, height, cached, phase, reason_rule, reason_operands)
    SELECT h.run_id, c.experiment_id, c.proposal_index, c.seq, c.node_index, c.parent_seq, c.asked_by_index, c.depth,
           c.proposal_width, c.proposal_height, c.width, c.height, c.cached, c.phase, c.reason_rule, c.reason_operands
    FROM trace_call AS c, (SELECT min(run_id) AS run_id FROM result
                           WHERE experiment_id = OLD.experiment_id AND content_run_id = OLD.run_id) AS h
    WHERE c.run_id = OLD.run_id AND c.experiment_id = OLD.experiment_id;
    INSERT INTO expectation_result (run_id, experiment_id, proposal_index, position, label, checks_origin,
                                    expected_x, expected_y, expected_width, expected_height,
                                    actual_x, actual_y, actual_width, actual_height, passed)
    SELECT h.run_id, x.experiment_id, x.proposal_index, x.position, x.label, x.checks_origin,
           x.expected_x, x.expected_y, x.expected_width, x.expected_height,
           x.actual_x, x.actual_y, x.actual_width, x.actual_height, x.passed
    FROM expectation_result AS x, (SELECT min(run_id) AS run_id FROM result
                                   WHERE experiment_id = OLD.experiment_id AND content_run_id = OLD.run_id) AS h
    WHERE x.run_id = OLD.run_id AND x.experiment_id = OLD.experiment_id;
    -- The others share the rows from the new owner (the earliest, which keeps OLD.run_id until
    -- the next statement, so `min` is the same for every row), then the owner holds them.
    UPDATE result
    SET content_run_id = (SELECT min(run_id) FROM result
                          WHERE experiment_id = OLD.experiment_id AND content_run_id = OLD.run_id)
    WHERE experiment_id = OLD.experiment_id AND content_run_id = OLD.run_id
      AND run_id > (SELECT min(run_id) FROM result WHERE experiment_id = OLD.experiment_id AND content_run_id = OLD.run_id);
    UPDATE result SET content_run_id = NULL
    WHERE experiment_id = OLD.experiment_id AND content_run_id = OLD.run_id;
END;

-- Finding an earlier result with the same content: by experiment and hash.
CREATE INDEX result_by_content ON result (experiment_id, content_hash) WHERE content_hash IS NOT NULL;

-- Each experiment's latest result, found with one index seek per experiment (the view of schema
-- version 1 compared every result with its experiment's latest: slow with a million results).
DROP VIEW latest_result;
CREATE VIEW latest_result AS
SELECT e.name AS experiment, r.*
FROM experiment AS e
CROSS JOIN result AS r ON r.experiment_id = e.experiment_id
                AND r.run_id = (SELECT max(m.run_id) FROM result AS m WHERE m.experiment_id = e.experiment_id);

-- Each finished run keeps its totals (`run_summary` read them by scanning every result: a second
-- with a million results). Set when a run stops running, kept exact when results are deleted;
-- NULL while running, when the view counts them.
ALTER TABLE run ADD COLUMN total_experiments INTEGER;
ALTER TABLE run ADD COLUMN total_errors INTEGER;
ALTER TABLE run ADD COLUMN total_nodes INTEGER;
ALTER TABLE run ADD COLUMN total_calls INTEGER;
ALTER TABLE run ADD COLUMN total_passed INTEGER;
ALTER TABLE run ADD COLUMN total_failed INTEGER;

CREATE TRIGGER run_keeps_its_totals AFTER UPDATE OF status ON run WHEN NEW.status != 'running'
BEGIN
    UPDATE run SET
        total_experiments = (SELECT count(*) FROM result WHERE run_id = NEW.run_id),
        total_errors = (SELECT coalesce(sum(status = 'error'), 0) FROM result WHERE run_id = NEW.run_id),
        total_nodes = (SELECT coalesce(sum(node_count), 0) FROM result WHERE run_id = NEW.run_id),
        total_calls = (SELECT coalesce(sum(call_count), 0) FROM result WHERE run_id = NEW.run_id),
        total_passed = (SELECT coalesce(sum(expectations_passed), 0) FROM result WHERE run_id = NEW.run_id),
        total_failed = (SELECT coalesce(sum(expectations_failed), 0) FROM result WHERE run_id = NEW.run_id)
    WHERE run_id = NEW.run_id;
END;

CREATE TRIGGER result_leaves_run_totals AFTER DELETE ON result
BEGIN
    UPDATE run SET
        total_experiments = total_experiments - 1,
        total_errors = total_errors - (OLD.status = 'error'),
        total_nodes = total_nodes - OLD.node_count,
        total_calls = total_calls - OLD.call_count,
        total_passed = total_passed - OLD.expectations_passed,
        total_failed = total_failed - OLD.expectations_failed
    WHERE run_id = OLD.run_id AND total_experiments IS NOT NULL;
END;

UPDATE run SET status = status WHERE status != 'running';

DROP VIEW run_summary;
CREATE VIEW run_summary AS
SELECT run.run_id, run.started_at, run.finished_at, run.status, run.command, run.label,
       run.engine_version, run.engine_fingerprint, run.engine_options, run.tool_version,
       coalesce(run.total_experiments, (SELECT count(*) FROM result WHERE result.run_id = run.run_id)) AS experiments,
       coalesce(run.total_errors, (SELECT coalesce(sum(status = 'error'), 0) FROM result WHERE result.run_id = run.run_id)) AS errors,
       coalesce(run.total_nodes, (SELECT coalesce(sum(node_count), 0) FROM result WHERE result.run_id = run.run_id)) AS nodes,
       coalesce(run.total_calls, (SELECT coalesce(sum(call_count), 0) FROM result WHERE result.run_id = run.run_id)) AS calls,
       coalesce(run.total_passed, (SELECT coalesce(sum(expectations_passed), 0) FROM result WHERE result.run_id = run.run_id))
           AS expectations_passed,
       coalesce(run.total_failed, (SELECT coalesce(sum(expectations_failed), 0) FROM result WHERE result.run_id = run.run_id))
           AS expectations_failed
FROM run
ORDER BY run.run_id;

-- Each result with the run whose rows hold its content (`rows_run_id`).
CREATE VIEW result_rows AS
SELECT r.run_id, r.experiment_id, coalesce(r.content_run_id, r.run_id) AS rows_run_id
FROM result AS r;

DROP VIEW latest_frames;
CREATE VIEW latest_frames AS
SELECT lr.experiment, lr.run_id, n.path AS node_path, n.label, n.kind,
       f.x, f.y, f.width, f.height,
       l.proposal_width, l.proposal_height,
       f.proposal_index, n.node_index, n.depth
FROM latest_result AS lr
JOIN layout AS l ON l.run_id = coalesce(lr.content_run_id, lr.run_id) AND l.experiment_id = lr.experiment_id
JOIN frame AS f ON f.run_id = l.run_id AND f.experiment_id = l.experiment_id AND f.proposal_index = l.proposal_index
JOIN node AS n ON n.run_id = f.run_id AND n.experiment_id = f.experiment_id AND n.node_index = f.node_index
ORDER BY lr.experiment, f.proposal_index, n.node_index;

DROP VIEW latest_calls;
CREATE VIEW latest_calls AS
SELECT lr.experiment, lr.run_id, c.seq, n.path AS node_path, n.label,
       c.proposal_width, c.proposal_height, c.width, c.height,
       c.proposal_index, c.node_index, c.depth, c.cached, c.phase, c.parent_seq,
       c.reason_rule, c.reason_operands
FROM latest_result AS lr
JOIN trace_call AS c ON c.run_id = coalesce(lr.content_run_id, lr.run_id) AND c.experiment_id = lr.experiment_id
JOIN node AS n ON n.run_id = c.run_id AND n.experiment_id = c.experiment_id AND n.node_index = c.node_index
ORDER BY lr.experiment, c.proposal_index, c.seq;

DROP VIEW expectation_results;
CREATE VIEW expectation_results AS
SELECT e.name AS experiment, rr.run_id, x.proposal_index, l.proposal_width, l.proposal_height,
       x.label, x.passed, x.checks_origin,
       x.expected_x, x.expected_y, x.expected_width, x.expected_height,
       x.actual_x, x.actual_y, x.actual_width, x.actual_height
FROM result_rows AS rr
JOIN expectation_result AS x ON x.run_id = rr.rows_run_id AND x.experiment_id = rr.experiment_id
JOIN experiment AS e ON e.experiment_id = x.experiment_id
JOIN layout AS l ON l.run_id = x.run_id AND l.experiment_id = x.experiment_id AND l.proposal_index = x.proposal_index
ORDER BY rr.run_id, e.name, x.proposal_index, x.position;

DROP VIEW frames;
CREATE VIEW frames AS
SELECT e.name AS experiment, rr.run_id, f.proposal_index, n.path AS node_path, n.label, n.kind,
       f.x, f.y, f.width, f.height
FROM result_rows AS rr
JOIN frame AS f ON f.run_id = rr.rows_run_id AND f.experiment_id = rr.experiment_id
JOIN experiment AS e ON e.experiment_id = f.experiment_id
JOIN node AS n ON n.run_id = f.run_id AND n.experiment_id = f.experiment_id AND n.node_index = f.node_index;

DROP VIEW calls;
CREATE VIEW calls AS
SELECT e.name AS experiment, rr.run_id, c.proposal_index, c.seq, n.path AS node_path, n.label,
       a.path AS asked_by, c.proposal_width, c.proposal_height, c.width AS answer_width,
       c.height AS answer_height, c.cached, c.phase, c.reason_rule AS rule
FROM result_rows AS rr
JOIN trace_call AS c ON c.run_id = rr.rows_run_id AND c.experiment_id = rr.experiment_id
JOIN experiment AS e ON e.experiment_id = c.experiment_id
JOIN node AS n ON n.run_id = c.run_id AND n.experiment_id = c.experiment_id AND n.node_index = c.node_index
LEFT JOIN node AS a ON a.run_id = c.run_id AND a.experiment_id = c.experiment_id AND a.node_index = c.asked_by_index;

-- As in schema version 3, reading each result's rows through its content run (two results that
-- share their rows are identical, so they have no shifts), and finding each experiment's last two
-- results with index seeks.
DROP VIEW latest_shifts;
CREATE VIEW latest_shifts AS
WITH latest AS (
    SELECT e.experiment_id, (SELECT max(h.run_id) FROM result AS h WHERE h.experiment_id = e.experiment_id) AS head_run_id
    FROM experiment AS e
),
pairs AS (
    SELECT latest.experiment_id, base.run_id AS base_run_id, head.run_id AS head_run_id,
           coalesce(base.content_run_id, base.run_id) AS base_rows, coalesce(head.content_run_id, head.run_id) AS head_rows,
           base.definition_hash IS NOT head.definition_hash AS redefined
    FROM latest
    CROSS JOIN result AS head ON head.experiment_id = latest.experiment_id AND head.run_id = latest.head_run_id
    CROSS JOIN result AS base ON base.experiment_id = latest.experiment_id
                       AND base.run_id = (SELECT max(b.run_id) FROM result AS b
                                          WHERE b.experiment_id = latest.experiment_id AND b.run_id < latest.head_run_id)
    WHERE coalesce(base.content_run_id, base.run_id) != coalesce(head.content_run_id, head.run_id)
)
SELECT e.name AS experiment, p.base_run_id, p.head_run_id, hf.proposal_index,
       hn.path AS node_path, hn.label, hn.kind,
       bf.x AS base_x, bf.y AS base_y, bf.width AS base_width, bf.height AS base_height,
       hf.x AS head_x, hf.y AS head_y, hf.width AS head_width, hf.height AS head_height,
       hf.x - bf.x AS dx, hf.y - bf.y AS dy, hf.width - bf.width AS dwidth, hf.height - bf.height AS dheight,
       p.redefined
FROM pairs AS p
JOIN experiment AS e ON e.experiment_id = p.experiment_id
JOIN node AS hn ON hn.run_id = p.head_rows AND hn.experiment_id = p.experiment_id
JOIN node AS bn ON bn.run_id = p.base_rows AND bn.experiment_id = p.experiment_id AND bn.path = hn.path
JOIN frame AS hf ON hf.run_id = p.head_rows AND hf.experiment_id = p.experiment_id AND hf.node_index = hn.node_index
JOIN frame AS bf ON bf.run_id = p.base_rows AND bf.experiment_id = p.experiment_id
                AND bf.node_index = bn.node_index AND bf.proposal_index = hf.proposal_index
WHERE (hf.x IS NULL) IS NOT (bf.x IS NULL)
   OR (hf.x IS NOT bf.x AND NOT (abs(hf.x - bf.x) <= 0.01))
   OR (hf.y IS NOT bf.y AND NOT (abs(hf.y - bf.y) <= 0.01))
   OR (hf.width IS NOT bf.width AND NOT (abs(hf.width - bf.width) <= 0.01))
   OR (hf.height IS NOT bf.height AND NOT (abs(hf.height - bf.height) <= 0.01))
ORDER BY e.name, hf.proposal_index, hn.node_index;
