-- layoutlab notebook, schema version 3: every version of a definition, views over all runs, and
-- shifts within diff's tolerance.
--
-- 1. `definition_version` keeps every definition an experiment ever had, by hash: its source text,
--    where it came from and its canonical JSON. A result points at the version it laid out through
--    (experiment_id, definition_hash). Notebooks recorded before this migration keep only each
--    experiment's current definition (earlier sources were overwritten then).
-- 2. `frames` and `calls`: every run's frames and trace calls with names, so cross-run questions
--    are one self-join. Naming traps: in `calls`, `proposal_width/height` is what the node was
--    proposed (not the root proposal) and `answer_width/height` what it chose; in `latest_frames`,
--    `proposal_width/height` is the layout's root proposal.
-- 3. `latest_shifts` lists only differences larger than 0.01 pt (diff's default tolerance), so
--    floating-point noise is not a shift. Its columns are unchanged.
-- Forward-only: never edit this file once released; put changes in a new migration.

CREATE TABLE definition_version (
    experiment_id   INTEGER NOT NULL REFERENCES experiment (experiment_id) ON DELETE CASCADE,
    definition_hash TEXT NOT NULL,
    -- The experiment's own source text (the latest text seen with this definition).
    source          TEXT NOT NULL,
    source_location TEXT,
    definition_json TEXT NOT NULL CHECK (json_valid(definition_json)),
    -- When this definition was first stored.
    created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    PRIMARY KEY (experiment_id, definition_hash)
) STRICT, WITHOUT ROWID;

INSERT INTO definition_version (experiment_id, definition_hash, source, source_location, definition_json, created_at)
SELECT experiment_id, definition_hash, source, source_location, definition_json, updated_at FROM experiment;

-- Every node's frame in every run.
CREATE VIEW frames AS
SELECT e.name AS experiment, f.run_id, f.proposal_index, n.path AS node_path, n.label, n.kind,
       f.x, f.y, f.width, f.height
FROM frame AS f
JOIN experiment AS e ON e.experiment_id = f.experiment_id
JOIN node AS n ON n.run_id = f.run_id AND n.experiment_id = f.experiment_id AND n.node_index = f.node_index;

-- Every sizeThatFits call in every run: who asked whom, what was proposed and what was answered.
CREATE VIEW calls AS
SELECT e.name AS experiment, c.run_id, c.proposal_index, c.seq, n.path AS node_path, n.label,
       a.path AS asked_by, c.proposal_width, c.proposal_height, c.width AS answer_width,
       c.height AS answer_height, c.cached, c.phase, c.reason_rule AS rule
FROM trace_call AS c
JOIN experiment AS e ON e.experiment_id = c.experiment_id
JOIN node AS n ON n.run_id = c.run_id AND n.experiment_id = c.experiment_id AND n.node_index = c.node_index
LEFT JOIN node AS a ON a.run_id = c.run_id AND a.experiment_id = c.experiment_id AND a.node_index = c.asked_by_index;

-- As in schema version 1, but a component counts as moved only when it differs by more than
-- 0.01 pt (infinities equal only themselves; a NULL on one side only is a change).
DROP VIEW latest_shifts;
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
WHERE (hf.x IS NULL) IS NOT (bf.x IS NULL)
   OR (hf.x IS NOT bf.x AND NOT (abs(hf.x - bf.x) <= 0.01))
   OR (hf.y IS NOT bf.y AND NOT (abs(hf.y - bf.y) <= 0.01))
   OR (hf.width IS NOT bf.width AND NOT (abs(hf.width - bf.width) <= 0.01))
   OR (hf.height IS NOT bf.height AND NOT (abs(hf.height - bf.height) <= 0.01))
ORDER BY e.name, hf.proposal_index, hn.node_index;
