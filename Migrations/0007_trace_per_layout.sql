-- layoutlab notebook, schema version 7: each layout's trace is one value (issue 13: a rerun where
-- every result changed wrote one row per call, about 460,000 rows for 1,000 experiments, at
-- SQLite's pace per row; now it writes one value per layout).
--
-- `layout_trace` replaces `compact_call`: one row per layout whose `calls` is a JSON array with one
-- element per call, in sequence order (the element's position is the call's `seq`):
--
--   [node_index, parent_gap, asked_by_index, depth_flags, proposal_width, proposal_height,
--    width, height, rule_id, operand_1, ..., operand_7]
--
-- with the meanings of version 6 (`parent_gap` = seq − parent_seq, `depth_flags` = depth × 4 +
-- 1 if cached + 2 if placement; null for NULL, 1e999 for infinity). Trailing nulls are left out, so
-- a call without a reason ends at `height`. A reason with more than seven operands has its whole
-- `[{"name": …, "value": …}]` array as element 9. Numbers are written so they read back exactly
-- (shortest round-trip digits, or 17 significant digits).
--
-- A rowid table (not WITHOUT ROWID): a small trace's value stays on the table's own pages instead
-- of spilling into an overflow page of its own.
--
-- The `trace_call` view shows exactly the columns and values of version 6 (lengths as REAL), so
-- `latest_calls`, `calls` and queries written against them keep working.
-- Forward-only: never edit this file once released; put changes in a new migration.

CREATE TABLE layout_trace (
    run_id         INTEGER NOT NULL,
    experiment_id  INTEGER NOT NULL,
    proposal_index INTEGER NOT NULL,
    calls          TEXT NOT NULL,
    PRIMARY KEY (run_id, experiment_id, proposal_index),
    FOREIGN KEY (run_id, experiment_id, proposal_index)
        REFERENCES layout (run_id, experiment_id, proposal_index) ON DELETE CASCADE
) STRICT;

-- Each call's numbers as JSON text (whole numbers without a decimal point, others with 17
-- significant digits), then each call's element, then each layout's array in `seq` order.
INSERT INTO layout_trace (run_id, experiment_id, proposal_index, calls)
SELECT run_id, experiment_id, proposal_index, '[' || group_concat(element, ',') || ']'
FROM (
    SELECT run_id, experiment_id, proposal_index,
           '[' || rtrim(node_index || ',' || coalesce(parent_gap, 'null') || ',' || coalesce(asked_by_index, 'null')
                        || ',' || depth_flags || ',' || pw || ',' || ph || ',' || w || ',' || h
                        || ',' || coalesce(rule_id, 'null')
                        || CASE WHEN operands_json IS NOT NULL THEN ',' || operands_json
                                ELSE ',' || o1 || ',' || o2 || ',' || o3 || ',' || o4 || ',' || o5 || ',' || o6 || ',' || o7 END,
                        ',nul') || ']' AS element
    FROM (
        SELECT c.run_id, c.experiment_id, c.proposal_index, c.seq, c.node_index, c.parent_gap, c.asked_by_index,
           c.depth_flags, c.rule_id, c.operands_json,
           (SELECT CASE WHEN v IS NULL THEN 'null' WHEN v >= 9e999 THEN '1e999' WHEN v <= -9e999 THEN '-1e999'
                         WHEN v = CAST(v AS INTEGER) AND abs(v) < 1e15 THEN CAST(CAST(v AS INTEGER) AS TEXT)
                         ELSE printf('%!.17g', v) END FROM (SELECT c.proposal_width AS v)) AS pw,
           (SELECT CASE WHEN v IS NULL THEN 'null' WHEN v >= 9e999 THEN '1e999' WHEN v <= -9e999 THEN '-1e999'
                         WHEN v = CAST(v AS INTEGER) AND abs(v) < 1e15 THEN CAST(CAST(v AS INTEGER) AS TEXT)
                         ELSE printf('%!.17g', v) END FROM (SELECT c.proposal_height AS v)) AS ph,
           (SELECT CASE WHEN v IS NULL THEN 'null' WHEN v >= 9e999 THEN '1e999' WHEN v <= -9e999 THEN '-1e999'
                         WHEN v = CAST(v AS INTEGER) AND abs(v) < 1e15 THEN CAST(CAST(v AS INTEGER) AS TEXT)
                         ELSE printf('%!.17g', v) END FROM (SELECT c.width AS v)) AS w,
           (SELECT CASE WHEN v IS NULL THEN 'null' WHEN v >= 9e999 THEN '1e999' WHEN v <= -9e999 THEN '-1e999'
                         WHEN v = CAST(v AS INTEGER) AND abs(v) < 1e15 THEN CAST(CAST(v AS INTEGER) AS TEXT)
                         ELSE printf('%!.17g', v) END FROM (SELECT c.height AS v)) AS h,
           (SELECT CASE WHEN v IS NULL THEN 'null' WHEN v >= 9e999 THEN '1e999' WHEN v <= -9e999 THEN '-1e999'
                         WHEN v = CAST(v AS INTEGER) AND abs(v) < 1e15 THEN CAST(CAST(v AS INTEGER) AS TEXT)
                         ELSE printf('%!.17g', v) END FROM (SELECT c.operand_1 AS v)) AS o1,
           (SELECT CASE WHEN v IS NULL THEN 'null' WHEN v >= 9e999 THEN '1e999' WHEN v <= -9e999 THEN '-1e999'
                         WHEN v = CAST(v AS INTEGER) AND abs(v) < 1e15 THEN CAST(CAST(v AS INTEGER) AS TEXT)
                         ELSE printf('%!.17g', v) END FROM (SELECT c.operand_2 AS v)) AS o2,
           (SELECT CASE WHEN v IS NULL THEN 'null' WHEN v >= 9e999 THEN '1e999' WHEN v <= -9e999 THEN '-1e999'
                         WHEN v = CAST(v AS INTEGER) AND abs(v) < 1e15 THEN CAST(CAST(v AS INTEGER) AS TEXT)
                         ELSE printf('%!.17g', v) END FROM (SELECT c.operand_3 AS v)) AS o3,
           (SELECT CASE WHEN v IS NULL THEN 'null' WHEN v >= 9e999 THEN '1e999' WHEN v <= -9e999 THEN '-1e999'
                         WHEN v = CAST(v AS INTEGER) AND abs(v) < 1e15 THEN CAST(CAST(v AS INTEGER) AS TEXT)
                         ELSE printf('%!.17g', v) END FROM (SELECT c.operand_4 AS v)) AS o4,
           (SELECT CASE WHEN v IS NULL THEN 'null' WHEN v >= 9e999 THEN '1e999' WHEN v <= -9e999 THEN '-1e999'
                         WHEN v = CAST(v AS INTEGER) AND abs(v) < 1e15 THEN CAST(CAST(v AS INTEGER) AS TEXT)
                         ELSE printf('%!.17g', v) END FROM (SELECT c.operand_5 AS v)) AS o5,
           (SELECT CASE WHEN v IS NULL THEN 'null' WHEN v >= 9e999 THEN '1e999' WHEN v <= -9e999 THEN '-1e999'
                         WHEN v = CAST(v AS INTEGER) AND abs(v) < 1e15 THEN CAST(CAST(v AS INTEGER) AS TEXT)
                         ELSE printf('%!.17g', v) END FROM (SELECT c.operand_6 AS v)) AS o6,
           (SELECT CASE WHEN v IS NULL THEN 'null' WHEN v >= 9e999 THEN '1e999' WHEN v <= -9e999 THEN '-1e999'
                         WHEN v = CAST(v AS INTEGER) AND abs(v) < 1e15 THEN CAST(CAST(v AS INTEGER) AS TEXT)
                         ELSE printf('%!.17g', v) END FROM (SELECT c.operand_7 AS v)) AS o7
        FROM compact_call AS c)
    ORDER BY run_id, experiment_id, proposal_index, seq
)
GROUP BY run_id, experiment_id, proposal_index;

DROP VIEW latest_calls;
DROP VIEW calls;
DROP VIEW trace_call;
DROP TRIGGER result_hands_on_shared_rows;
DROP TABLE compact_call;

-- The view of version 6, each column read from the call's element.
CREATE VIEW trace_call AS
SELECT c.run_id, c.experiment_id, c.proposal_index, c.seq, c.node_index, c.seq - c.parent_gap AS parent_seq,
       c.asked_by_index, c.depth_flags >> 2 AS depth,
       c.proposal_width, c.proposal_height, c.width, c.height,
       c.depth_flags & 1 AS cached, CASE WHEN c.depth_flags & 2 THEN 'placement' ELSE 'sizing' END AS phase,
       r.name AS reason_rule,
       CASE WHEN c.rule_id IS NULL THEN NULL WHEN c.operands_json IS NOT NULL THEN c.operands_json ELSE
           coalesce((SELECT '[' || group_concat('{"name":' || json_quote(n.value) || ',"value":' ||
                                                (SELECT CASE WHEN v IS NULL THEN 'null' WHEN v >= 9e999 THEN '"infinity"'
                                                             WHEN v <= -9e999 THEN '"-infinity"'
                                                             WHEN v = CAST(v AS INTEGER) AND abs(v) < 1e15
                                                             THEN CAST(CAST(v AS INTEGER) AS TEXT)
                                                             ELSE printf('%!.17g', v) END
                                                 FROM (SELECT json_extract(c.element, '$[' || (9 + n.key) || ']') AS v)) || '}', ',') || ']'
                     FROM json_each(r.operand_names) AS n), '[]') END AS reason_operands
FROM (SELECT t.run_id, t.experiment_id, t.proposal_index, e.key AS seq, e.value AS element,
             json_extract(e.value, '$[0]') AS node_index, json_extract(e.value, '$[1]') AS parent_gap,
             json_extract(e.value, '$[2]') AS asked_by_index, json_extract(e.value, '$[3]') AS depth_flags,
             CAST(json_extract(e.value, '$[4]') AS REAL) AS proposal_width,
             CAST(json_extract(e.value, '$[5]') AS REAL) AS proposal_height,
             CAST(json_extract(e.value, '$[6]') AS REAL) AS width,
             CAST(json_extract(e.value, '$[7]') AS REAL) AS height,
             json_extract(e.value, '$[8]') AS rule_id,
             CASE WHEN json_type(e.value, '$[9]') = 'array' THEN json_extract(e.value, '$[9]') END AS operands_json
      FROM layout_trace AS t, json_each(t.calls) AS e) AS c
LEFT JOIN proposal_rule AS r ON r.rule_id = c.rule_id;

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

-- As in schema version 6, handing on `layout_trace` rows instead of call rows.
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
    INSERT INTO layout_trace (run_id, experiment_id, proposal_index, calls)
    SELECT h.run_id, t.experiment_id, t.proposal_index, t.calls
    FROM layout_trace AS t, (SELECT min(run_id) AS run_id FROM result
                             WHERE experiment_id = OLD.experiment_id AND content_run_id = OLD.run_id) AS h
    WHERE t.run_id = OLD.run_id AND t.experiment_id = OLD.experiment_id;
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
