-- layoutlab notebook, schema version 2: why each proposal was made.
--
-- Every traced call gets the rule its parent applied (e.g. `stack.share`) and the rule's operands
-- in order, as JSON: [{"name": "available", "value": 600}, {"name": "remaining", "value": 3}]
-- (null is an unspecified dimension, 1e999 is infinity). Query them with json_each, e.g.
--   SELECT c.seq, json_extract(o.value, '$.name'), json_extract(o.value, '$.value')
--   FROM trace_call AS c, json_each(c.reason_operands) AS o WHERE c.run_id = 1;
-- Forward-only: never edit this file once released; put changes in a new migration.

ALTER TABLE trace_call ADD COLUMN reason_rule TEXT;
ALTER TABLE trace_call ADD COLUMN reason_operands TEXT
    CHECK (reason_operands IS NULL OR json_valid(reason_operands));

-- latest_calls gains the reason at the end (its earlier columns are unchanged).
DROP VIEW latest_calls;
CREATE VIEW latest_calls AS
SELECT lr.experiment, c.run_id, c.seq, n.path AS node_path, n.label,
       c.proposal_width, c.proposal_height, c.width, c.height,
       c.proposal_index, c.node_index, c.depth, c.cached, c.phase, c.parent_seq,
       c.reason_rule, c.reason_operands
FROM latest_result AS lr
JOIN trace_call AS c ON c.run_id = lr.run_id AND c.experiment_id = lr.experiment_id
JOIN node AS n ON n.run_id = c.run_id AND n.experiment_id = c.experiment_id AND n.node_index = c.node_index
ORDER BY lr.experiment, c.proposal_index, c.seq;
