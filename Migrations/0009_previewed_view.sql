-- layoutlab notebook, schema version 9: `experiment.previewed_view`, the user's own view type an
-- experiment's content starts from (`TagCloud` for `#Preview { TagCloud().padding() }`), as the
-- experiment program reported it. `show TagCloud` finds that view's only preview by it. NULL for
-- experiments made of the library's views only, and for experiments stored before this version
-- until their file runs again.
-- Forward-only: never edit this file once released; put changes in a new migration.

ALTER TABLE experiment ADD COLUMN previewed_view TEXT;
