-- layoutlab notebook, schema version 10: nodes named as the user wrote them. Each node row gains
-- `view_type` (the nearest of the user's own view types whose body made it, e.g. `WeatherDayView`),
-- `source_line` (`Weather.swift:23:9`, where the view expression is written) and `display_name`
-- (`WeatherDayView "TUE"`, `Text "76°" · font · padding`, or the `.id` label), as the experiment
-- program reported them. The views `frames`, `latest_frames`, `latest_shifts`, `calls` and
-- `latest_calls` gain the three columns (after their earlier ones). Nodes stored before this version
-- have NULL there until their experiment runs again.
-- Forward-only: never edit this file once released; put changes in a new migration.

ALTER TABLE node ADD COLUMN view_type TEXT;
ALTER TABLE node ADD COLUMN source_line TEXT;
ALTER TABLE node ADD COLUMN display_name TEXT;

DROP VIEW latest_frames;
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

DROP VIEW frames;
CREATE VIEW frames AS
SELECT e.name AS experiment, rr.run_id, f.proposal_index, n.path AS node_path, n.label, n.kind,
       f.x, f.y, f.width, f.height,
       n.view_type, n.source_line, n.display_name
FROM result_rows AS rr
JOIN frame AS f ON f.run_id = rr.rows_run_id AND f.experiment_id = rr.experiment_id
JOIN experiment AS e ON e.experiment_id = f.experiment_id
JOIN node AS n ON n.run_id = f.run_id AND n.experiment_id = f.experiment_id AND n.node_index = f.node_index;

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

DROP VIEW latest_calls;
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

DROP VIEW calls;
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

DROP TRIGGER result_hands_on_shared_rows;
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
    -- the next statement, so `min` is the same for every row), then the owner holds them.
    UPDATE result
    SET content_run_id = (SELECT min(run_id) FROM result
                          WHERE experiment_id = OLD.experiment_id AND content_run_id = OLD.run_id)
    WHERE experiment_id = OLD.experiment_id AND content_run_id = OLD.run_id
      AND run_id > (SELECT min(run_id) FROM result WHERE experiment_id = OLD.experiment_id AND content_run_id = OLD.run_id);
    UPDATE result SET content_run_id = NULL
    WHERE experiment_id = OLD.experiment_id AND content_run_id = OLD.run_id;
END;
