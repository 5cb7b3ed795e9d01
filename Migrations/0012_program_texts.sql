-- layoutlab notebook, schema version 12: program texts stored once.
--
-- An experiment that runs its file's code (a custom `Layout`, a closure) keeps that code in its
-- definition: its file, the other files of its module and the app's text resources. Kept inline,
-- each such definition carried its whole module (Apple's Landmarks app: 118 KB each, stored twice,
-- in `experiment` and `definition_version`), and an edit to any file of the module stored it all
-- again for every such experiment (1.2 MB for a one-modifier edit of Landmarks).
--
-- From this version a stored definition names each program text by the SHA-256 of its UTF-8 bytes
-- (`"text_sha256"` in place of `"text"` in `program`, its `companions` and its `resources`), and
-- `program_text` holds each distinct text once. The definition's hash is unchanged: it is that of
-- the canonical definition, texts inline. Definitions stored before this version keep their texts
-- inline; both forms are read. `vacuum` deletes the texts no definition names.
--
--   SELECT t.text FROM experiment AS e, program_text AS t
--   WHERE e.name = 'Badge' AND t.hash = json_extract(e.definition_json, '$.program.text_sha256');
--
-- Forward-only: never edit this file once released; put changes in a new migration.

CREATE TABLE program_text (
    text_id INTEGER PRIMARY KEY,
    -- 64 lowercase hexadecimal digits.
    hash    TEXT NOT NULL UNIQUE,
    text    TEXT NOT NULL
) STRICT;
