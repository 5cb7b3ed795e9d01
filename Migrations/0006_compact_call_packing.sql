-- layoutlab notebook, schema version 6: two fewer bytes per trace call (issue 13: 61 bytes a call
-- in version 5, the target is 60 or less).
--
-- `compact_call` keeps the same information in fewer bytes:
-- - `depth_flags` = depth × 4 + flags (1: cached, 2: placement phase) replaces `depth` and `flags`:
--   one column less in every row's header, and still one byte for depths below 32;
-- - `parent_gap` = seq − parent_seq (NULL: no parent call) replaces `parent_seq`: the caller is
--   usually a few calls back, so the gap takes one byte where a sequence number often takes two.
-- The `trace_call` view (and so `latest_calls` and `calls`) shows exactly the columns and values of
-- version 5; the trigger that hands shared rows on is recreated for the new columns.
-- Forward-only: never edit this file once released; put changes in a new migration.

CREATE TABLE compact_call_v6 (
    run_id          INTEGER NOT NULL,
    experiment_id   INTEGER NOT NULL,
    proposal_index  INTEGER NOT NULL,
    seq             INTEGER NOT NULL,
    node_index      INTEGER NOT NULL,
    parent_gap      INTEGER CHECK (parent_gap IS NULL OR parent_gap > 0),
    asked_by_index  INTEGER,
    depth_flags     INTEGER NOT NULL CHECK (depth_flags >= 0),
    proposal_width  REAL,
    proposal_height REAL,
    width           REAL NOT NULL,
    height          REAL NOT NULL,
    rule_id         INTEGER REFERENCES proposal_rule (rule_id),
    operand_1 REAL, operand_2 REAL, operand_3 REAL, operand_4 REAL, operand_5 REAL, operand_6 REAL, operand_7 REAL,
    operands_json   TEXT CHECK (operands_json IS NULL OR json_valid(operands_json)),
    PRIMARY KEY (run_id, experiment_id, proposal_index, seq),
    FOREIGN KEY (run_id, experiment_id, proposal_index)
        REFERENCES layout (run_id, experiment_id, proposal_index) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;

INSERT INTO compact_call_v6 (run_id, experiment_id, proposal_index, seq, node_index, parent_gap, asked_by_index,
                             depth_flags, proposal_width, proposal_height, width, height, rule_id,
                             operand_1, operand_2, operand_3, operand_4, operand_5, operand_6, operand_7, operands_json)
SELECT run_id, experiment_id, proposal_index, seq, node_index, seq - parent_seq, asked_by_index,
       depth * 4 + flags, proposal_width, proposal_height, width, height, rule_id,
       operand_1, operand_2, operand_3, operand_4, operand_5, operand_6, operand_7, operands_json
FROM compact_call;

DROP VIEW latest_calls;
DROP VIEW calls;
DROP VIEW trace_call;
DROP TRIGGER result_hands_on_shared_rows;
DROP TABLE compact_call;
ALTER TABLE compact_call_v6 RENAME TO compact_call;

-- The views of version 5, reading the new columns.
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

-- As in schema version 5, with the columns of this version.
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
    INSERT INTO compact_call (run_id, experiment_id, proposal_index, seq, node_index, parent_gap, asked_by_index, depth_flags,
                      proposal_width, proposal_height, width, height, rule_id, operand_1, operand_2, operand_3, operand_4, operand_5, operand_6, operand_7, operands_json)
    SELECT h.run_id, c.experiment_id, c.proposal_index, c.seq, c.node_index, c.parent_gap, c.asked_by_index, c.depth_flags,
           c.proposal_width, c.proposal_height, c.width, c.height, c.rule_id,
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
