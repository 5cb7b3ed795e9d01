-- layoutlab notebook, schema version 5: trace calls stored compactly (issue 13: ~150 bytes per
-- call before, most of it each reason's operands as JSON text).
--
-- 1. `compact_call` replaces the `trace_call` table, which becomes a view of the same columns.
--    `proposal_rule`: each rule once — its name and its operands' names (a JSON array). A call
--    keeps the rule's integer id and the operand values in seven REAL columns `operand_1…7`
--    (NULL: an unspecified dimension, or no such operand); SQLite stores whole numbers in REAL
--    columns as small integers. A custom layout's reason with more than seven operands keeps them
--    all as JSON in `operands_json`. The views write each value with 17 significant digits (it
--    reads back as the same number; whole numbers without a decimal point, as before).
-- 2. `cached` and the phase are one small integer, `flags` (1: cached, 2: placement phase).
-- The views `latest_calls` and `calls` give the same columns as before: `reason_rule`,
-- `reason_operands` (rebuilt as `[{"name": …, "value": …}]`), `phase` and `cached`.
-- Forward-only: never edit this file once released; put changes in a new migration.

CREATE TABLE proposal_rule (
    rule_id       INTEGER PRIMARY KEY,
    name          TEXT NOT NULL,
    operand_names TEXT NOT NULL CHECK (json_valid(operand_names)),
    UNIQUE (name, operand_names)
) STRICT;

INSERT INTO proposal_rule (name, operand_names)
SELECT DISTINCT c.reason_rule,
       (SELECT json_group_array(json_extract(o.value, '$.name')) FROM json_each(coalesce(c.reason_operands, '[]')) AS o)
FROM trace_call AS c WHERE c.reason_rule IS NOT NULL;

CREATE TABLE compact_call (
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
    flags           INTEGER NOT NULL CHECK (flags BETWEEN 0 AND 3),
    rule_id         INTEGER REFERENCES proposal_rule (rule_id),
    operand_1 REAL, operand_2 REAL, operand_3 REAL, operand_4 REAL, operand_5 REAL, operand_6 REAL, operand_7 REAL,
    operands_json   TEXT CHECK (operands_json IS NULL OR json_valid(operands_json)),
    PRIMARY KEY (run_id, experiment_id, proposal_index, seq),
    FOREIGN KEY (run_id, experiment_id, proposal_index)
        REFERENCES layout (run_id, experiment_id, proposal_index) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;

INSERT INTO compact_call (run_id, experiment_id, proposal_index, seq, node_index, parent_seq, asked_by_index, depth,
                  proposal_width, proposal_height, width, height, flags, rule_id, operand_1, operand_2, operand_3, operand_4, operand_5, operand_6, operand_7, operands_json)
SELECT c.run_id, c.experiment_id, c.proposal_index, c.seq, c.node_index, c.parent_seq, c.asked_by_index, c.depth,
       c.proposal_width, c.proposal_height, c.width, c.height,
       c.cached + 2 * (c.phase = 'placement'),
       r.rule_id,
       CASE json_extract(c.reason_operands, '$[0].value') WHEN 'infinity' THEN 9e999 WHEN '-infinity' THEN -9e999 ELSE json_extract(c.reason_operands, '$[0].value') END,
       CASE json_extract(c.reason_operands, '$[1].value') WHEN 'infinity' THEN 9e999 WHEN '-infinity' THEN -9e999 ELSE json_extract(c.reason_operands, '$[1].value') END,
       CASE json_extract(c.reason_operands, '$[2].value') WHEN 'infinity' THEN 9e999 WHEN '-infinity' THEN -9e999 ELSE json_extract(c.reason_operands, '$[2].value') END,
       CASE json_extract(c.reason_operands, '$[3].value') WHEN 'infinity' THEN 9e999 WHEN '-infinity' THEN -9e999 ELSE json_extract(c.reason_operands, '$[3].value') END,
       CASE json_extract(c.reason_operands, '$[4].value') WHEN 'infinity' THEN 9e999 WHEN '-infinity' THEN -9e999 ELSE json_extract(c.reason_operands, '$[4].value') END,
       CASE json_extract(c.reason_operands, '$[5].value') WHEN 'infinity' THEN 9e999 WHEN '-infinity' THEN -9e999 ELSE json_extract(c.reason_operands, '$[5].value') END,
       CASE json_extract(c.reason_operands, '$[6].value') WHEN 'infinity' THEN 9e999 WHEN '-infinity' THEN -9e999 ELSE json_extract(c.reason_operands, '$[6].value') END,
       CASE WHEN json_array_length(coalesce(c.reason_operands, '[]')) > 7 THEN c.reason_operands END
FROM trace_call AS c
LEFT JOIN proposal_rule AS r
       ON r.name = c.reason_rule
      AND r.operand_names = (SELECT json_group_array(json_extract(o.value, '$.name'))
                             FROM json_each(coalesce(c.reason_operands, '[]')) AS o);

DROP VIEW latest_calls;
DROP VIEW calls;
DROP TRIGGER result_hands_on_shared_rows;
DROP TABLE trace_call;

-- `trace_call` is now a view with the old table's columns, so queries written against the table
-- keep working; `latest_calls` and `calls` read it.
CREATE VIEW trace_call AS
SELECT c.run_id, c.experiment_id, c.proposal_index, c.seq, c.node_index, c.parent_seq, c.asked_by_index, c.depth,
       c.proposal_width, c.proposal_height, c.width, c.height,
       c.flags & 1 AS cached, CASE WHEN c.flags & 2 THEN 'placement' ELSE 'sizing' END AS phase,
       r.name AS reason_rule,
       CASE WHEN c.rule_id IS NULL THEN NULL WHEN c.operands_json IS NOT NULL THEN c.operands_json ELSE
           coalesce((SELECT '[' || group_concat('{"name":' || json_quote(n.value) || ',"value":' ||
                                                (SELECT CASE WHEN v IS NULL THEN 'null' WHEN v >= 9e999 THEN '"infinity"'
                                                             WHEN v <= -9e999 THEN '"-infinity"'
                                                             WHEN v = CAST(v AS INTEGER) AND abs(v) < 1e15
                                                             THEN CAST(CAST(v AS INTEGER) AS TEXT)
                                                             ELSE printf('%!.17g', v) END
                                                 FROM (SELECT CASE n.key WHEN 0 THEN c.operand_1 WHEN 1 THEN c.operand_2 WHEN 2 THEN c.operand_3 WHEN 3 THEN c.operand_4 WHEN 4 THEN c.operand_5 WHEN 5 THEN c.operand_6 WHEN 6 THEN c.operand_7 END AS v)) || '}', ',') || ']'
                     FROM json_each(r.operand_names) AS n), '[]') END AS reason_operands
FROM compact_call AS c LEFT JOIN proposal_rule AS r ON r.rule_id = c.rule_id;

CREATE VIEW latest_calls AS
SELECT lr.experiment, lr.run_id, c.seq, n.path AS node_path, n.label,
       c.proposal_width, c.proposal_height, c.width, c.height,
       c.proposal_index, c.node_index, c.depth, c.cached, c.phase, c.parent_seq,
       c.reason_rule, c.reason_operands
FROM latest_result AS lr
JOIN trace_call AS c ON c.run_id = coalesce(lr.content_run_id, lr.run_id) AND c.experiment_id = lr.experiment_id
JOIN node AS n ON n.run_id = c.run_id AND n.experiment_id = c.experiment_id AND n.node_index = c.node_index
ORDER BY lr.experiment, c.proposal_index, c.seq;

CREATE VIEW calls AS
SELECT e.name AS experiment, rr.run_id, c.proposal_index, c.seq, n.path AS node_path, n.label,
       a.path AS asked_by, c.proposal_width, c.proposal_height, c.width AS answer_width,
       c.height AS answer_height, c.cached, c.phase, c.reason_rule AS rule
FROM result_rows AS rr
JOIN trace_call AS c ON c.run_id = rr.rows_run_id AND c.experiment_id = rr.experiment_id
JOIN experiment AS e ON e.experiment_id = c.experiment_id
JOIN node AS n ON n.run_id = c.run_id AND n.experiment_id = c.experiment_id AND n.node_index = c.node_index
LEFT JOIN node AS a ON a.run_id = c.run_id AND a.experiment_id = c.experiment_id AND a.node_index = c.asked_by_index;

-- As in schema version 4, copying the compact call rows.
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
    INSERT INTO compact_call (run_id, experiment_id, proposal_index, seq, node_index, parent_seq, asked_by_index, depth,
                      proposal_width, proposal_height, width, height, flags, rule_id, operand_1, operand_2, operand_3, operand_4, operand_5, operand_6, operand_7, operands_json)
    SELECT h.run_id, c.experiment_id, c.proposal_index, c.seq, c.node_index, c.parent_seq, c.asked_by_index, c.depth,
           c.proposal_width, c.proposal_height, c.width, c.height, c.flags, c.rule_id,
           c.operand_1, c.operand_2, c.operand_3, c.operand_4, c.operand_5, c.operand_6, c.operand_7, c.operands_json
    FROM compact_call AS c, (SELECT min(run_id) AS run_id FROM result
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
