-- layoutlab notebook, schema version 11: compact at engine-builder scale (issue 32: 77 bytes per
-- stored call over the whole file of the 1,000-experiment benchmark notebook, 53.5 of them traces).
--
-- 1. Each distinct call is stored once. `call_shape` holds each distinct element of a layout's
--    trace (the JSON array of version 7: `[node_index, parent_gap, asked_by_index, depth_flags,
--    proposal_width, proposal_height, width, height, rule_id, operand_1, ..., operand_7]`, meanings
--    unchanged) once, and `layout_trace.calls` becomes a JSON array of `call_shape.shape_id`s, one
--    per call in `seq` order. An element holds no sequence number (the caller is a gap back), so
--    elements recur across layouts, experiments and runs (916,000 calls, 27,950 shapes on the
--    benchmark notebook). No index on the element: the recorder knows the stored shapes; a shape
--    stored twice (two processes recording at once) reads back the same under either id.
-- 2. A result that shares another's rows (`content_run_id` set) keeps no `content_hash`: it is its
--    owner's. `latest_result` shows it as before; the trigger that hands shared rows on gives the
--    new owner the hash too. `result_by_content` (finding an earlier identical result when
--    recording) then indexes owners only, and it is a partial index already.
-- 3. A result names the definition it laid out by `definition_id`, a small integer into
--    `definition_hash` (each distinct hash once), instead of the 64 hexadecimal digits of the hash
--    (two thirds of a result row: a notebook of 10,000 experiments × 100 runs has a million).
--    `latest_result` shows `definition_hash` as before, in the same place.
-- The views `trace_call`, `latest_calls`, `calls`, `latest_result`, `latest_frames` and
-- `latest_shifts` show exactly the columns and rows of version 10.
-- Forward-only: never edit this file once released; put changes in a new migration.

CREATE TABLE call_shape (
    shape_id INTEGER PRIMARY KEY,
    element  TEXT NOT NULL
) STRICT;

-- Each distinct element once (an index only while migrating), then every trace as ids.
CREATE INDEX call_shape_by_element ON call_shape (element);
INSERT INTO call_shape (element)
SELECT DISTINCT e.value FROM layout_trace AS t, json_each(t.calls) AS e;
UPDATE layout_trace SET calls = (
    SELECT '[' || coalesce(group_concat(shape_id, ','), '') || ']'
    FROM (SELECT (SELECT s.shape_id FROM call_shape AS s WHERE s.element = e.value) AS shape_id
          FROM json_each(layout_trace.calls) AS e ORDER BY e.key));
DROP INDEX call_shape_by_element;

UPDATE result SET content_hash = NULL WHERE content_run_id IS NOT NULL;

CREATE TABLE definition_hash (
    hash_id INTEGER PRIMARY KEY,
    hash    TEXT NOT NULL UNIQUE
) STRICT;
INSERT INTO definition_hash (hash) SELECT DISTINCT definition_hash FROM result ORDER BY definition_hash;
ALTER TABLE result ADD COLUMN definition_id INTEGER REFERENCES definition_hash (hash_id);
UPDATE result SET definition_id = (SELECT h.hash_id FROM definition_hash AS h WHERE h.hash = result.definition_hash);
-- Every view that reads the column, or reads a view that does, goes before it.
DROP VIEW latest_result;
DROP VIEW latest_frames;
DROP VIEW latest_shifts;

DROP VIEW latest_calls;
DROP VIEW calls;
DROP VIEW trace_call;
DROP TRIGGER result_hands_on_shared_rows;
ALTER TABLE result DROP COLUMN definition_hash;

-- The view of version 7, each call's element read from its shape.
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
FROM (SELECT t.run_id, t.experiment_id, t.proposal_index, e.key AS seq, s.element AS element,
             json_extract(s.element, '$[0]') AS node_index, json_extract(s.element, '$[1]') AS parent_gap,
             json_extract(s.element, '$[2]') AS asked_by_index, json_extract(s.element, '$[3]') AS depth_flags,
             CAST(json_extract(s.element, '$[4]') AS REAL) AS proposal_width,
             CAST(json_extract(s.element, '$[5]') AS REAL) AS proposal_height,
             CAST(json_extract(s.element, '$[6]') AS REAL) AS width,
             CAST(json_extract(s.element, '$[7]') AS REAL) AS height,
             json_extract(s.element, '$[8]') AS rule_id,
             CASE WHEN json_type(s.element, '$[9]') = 'array' THEN json_extract(s.element, '$[9]') END AS operands_json
      FROM layout_trace AS t, json_each(t.calls) AS e
      JOIN call_shape AS s ON s.shape_id = e.value) AS c
LEFT JOIN proposal_rule AS r ON r.rule_id = c.rule_id;

-- Version 10's columns in version 10's order; the definition's hash by its id; a sharing result's
-- content hash is its owner's.
CREATE VIEW latest_result AS
SELECT e.name AS experiment, r.run_id, r.experiment_id,
       (SELECT h.hash FROM definition_hash AS h WHERE h.hash_id = r.definition_id) AS definition_hash, r.status, r.error, r.proposal_count,
       r.node_count, r.call_count, r.expectations_passed, r.expectations_failed, r.duration_ms,
       coalesce(r.content_hash, (SELECT o.content_hash FROM result AS o
                                 WHERE o.run_id = r.content_run_id AND o.experiment_id = r.experiment_id)) AS content_hash,
       r.content_run_id
FROM experiment AS e
CROSS JOIN result AS r ON r.experiment_id = e.experiment_id
                AND r.run_id = (SELECT max(m.run_id) FROM result AS m WHERE m.experiment_id = e.experiment_id);

-- As in version 10.
CREATE VIEW latest_frames AS
SELECT lr.experiment, lr.run_id, n.path AS node_path, n.label, n.kind,
       f.x, f.y, f.width, f.height,
       l.proposal_width, l.proposal_height,
       f.proposal_index, n.node_index, n.depth,
       n.view_type, n.source_line, n.display_name
FROM latest_result AS lr
JOIN layout AS l ON l.run_id = coalesce(lr.content_run_id, lr.run_id) AND l.experiment_id = lr.experiment_id
JOIN frame AS f ON f.run_id = l.run_id AND f.experiment_id = l.experiment_id AND f.proposal_index = l.proposal_index
JOIN node AS n ON n.run_id = f.run_id AND n.experiment_id = f.experiment_id AND n.node_index = f.node_index
ORDER BY lr.experiment, f.proposal_index, n.node_index;

-- As in version 10, comparing definitions by id.
CREATE VIEW latest_shifts AS
WITH latest AS (
    SELECT e.experiment_id, (SELECT max(h.run_id) FROM result AS h WHERE h.experiment_id = e.experiment_id) AS head_run_id
    FROM experiment AS e
),
pairs AS (
    SELECT latest.experiment_id, base.run_id AS base_run_id, head.run_id AS head_run_id,
           coalesce(base.content_run_id, base.run_id) AS base_rows, coalesce(head.content_run_id, head.run_id) AS head_rows,
           base.definition_id IS NOT head.definition_id AS redefined
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
       p.redefined,
       hn.view_type, hn.source_line, hn.display_name
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

-- As in version 10.
CREATE VIEW latest_calls AS
SELECT lr.experiment, lr.run_id, c.seq, n.path AS node_path, n.label,
       c.proposal_width, c.proposal_height, c.width, c.height,
       c.proposal_index, c.node_index, c.depth, c.cached, c.phase, c.parent_seq,
       c.reason_rule, c.reason_operands,
       n.view_type, n.source_line, n.display_name
FROM latest_result AS lr
JOIN trace_call AS c ON c.run_id = coalesce(lr.content_run_id, lr.run_id) AND c.experiment_id = lr.experiment_id
JOIN node AS n ON n.run_id = c.run_id AND n.experiment_id = c.experiment_id AND n.node_index = c.node_index
ORDER BY lr.experiment, c.proposal_index, c.seq;

CREATE VIEW calls AS
SELECT e.name AS experiment, rr.run_id, c.proposal_index, c.seq, n.path AS node_path, n.label,
       a.path AS asked_by, c.proposal_width, c.proposal_height, c.width AS answer_width,
       c.height AS answer_height, c.cached, c.phase, c.reason_rule AS rule,
       n.view_type, n.source_line, n.display_name
FROM result_rows AS rr
JOIN trace_call AS c ON c.run_id = rr.rows_run_id AND c.experiment_id = rr.experiment_id
JOIN experiment AS e ON e.experiment_id = c.experiment_id
JOIN node AS n ON n.run_id = c.run_id AND n.experiment_id = c.experiment_id AND n.node_index = c.node_index
LEFT JOIN node AS a ON a.run_id = c.run_id AND a.experiment_id = c.experiment_id AND a.node_index = c.asked_by_index;

-- As in version 10; the new owner also takes the content hash.
CREATE TRIGGER result_hands_on_shared_rows BEFORE DELETE ON result
WHEN OLD.content_run_id IS NULL
 AND EXISTS (SELECT 1 FROM result WHERE experiment_id = OLD.experiment_id AND content_run_id = OLD.run_id)
BEGIN
    INSERT INTO layout (run_id, experiment_id, proposal_index, proposal_width, proposal_height, root_width, root_height)
    SELECT h.run_id, l.experiment_id, l.proposal_index, l.proposal_width, l.proposal_height, l.root_width, l.root_height
    FROM layout AS l, (SELECT min(run_id) AS run_id FROM result
                       WHERE experiment_id = OLD.experiment_id AND content_run_id = OLD.run_id) AS h
    WHERE l.run_id = OLD.run_id AND l.experiment_id = OLD.experiment_id;
    INSERT INTO node (run_id, experiment_id, node_index, path, label, kind, parent_index, depth,
                      view_type, source_line, display_name)
    SELECT h.run_id, n.experiment_id, n.node_index, n.path, n.label, n.kind, n.parent_index, n.depth,
           n.view_type, n.source_line, n.display_name
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
    -- the next statement, so `min` is the same for every row), then the owner holds them and
    -- their content hash.
    UPDATE result
    SET content_run_id = (SELECT min(run_id) FROM result
                          WHERE experiment_id = OLD.experiment_id AND content_run_id = OLD.run_id)
    WHERE experiment_id = OLD.experiment_id AND content_run_id = OLD.run_id
      AND run_id > (SELECT min(run_id) FROM result WHERE experiment_id = OLD.experiment_id AND content_run_id = OLD.run_id);
    UPDATE result SET content_run_id = NULL, content_hash = OLD.content_hash
    WHERE experiment_id = OLD.experiment_id AND content_run_id = OLD.run_id;
END;
