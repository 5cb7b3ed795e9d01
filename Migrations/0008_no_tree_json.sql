-- layoutlab notebook, schema version 8: `experiment.tree_json` goes. It held the canonical view tree,
-- which `definition_json` holds too (its "tree" member), and nothing read it; every definition is
-- rebuilt from `definition_json`. Queries that want a stored tree read
-- `json_extract(definition_json, '$.tree')`. No view used the column.
-- Forward-only: never edit this file once released; put changes in a new migration.

ALTER TABLE experiment DROP COLUMN tree_json;
