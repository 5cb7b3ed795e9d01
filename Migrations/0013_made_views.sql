-- layoutlab notebook, schema version 13: the views a layout made.
--
-- A GeometryReader's content is made while laying out, from the reader's geometry, so the stored
-- definition does not hold it. From this version `result.made_views` keeps the views the first
-- layout made, as canonical JSON (`{"format":1,"made":[{"parent":4,"first":9,"trees":[…]}]}`: the
-- node that made them, the index of the first node made, and each view in the definition's node
-- form), so that pictures draw those views as they are (a Text's string and font, a colour). NULL
-- when nothing was made. Like the node rows it goes with, a result that shares another's rows
-- (`content_run_id` set) keeps none: it is its owner's, and the trigger that hands shared rows on
-- hands it on too. Results stored before this version have NULL until their experiment runs again.
-- No view changes.
-- Forward-only: never edit this file once released; put changes in a new migration.

ALTER TABLE result ADD COLUMN made_views TEXT;

-- As in version 11; the new owner also takes the made views.
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
    -- the next statement, so `min` is the same for every row), then the owner holds them and
    -- their content hash.
    UPDATE result
    SET content_run_id = (SELECT min(run_id) FROM result
                          WHERE experiment_id = OLD.experiment_id AND content_run_id = OLD.run_id)
    WHERE experiment_id = OLD.experiment_id AND content_run_id = OLD.run_id
      AND run_id > (SELECT min(run_id) FROM result WHERE experiment_id = OLD.experiment_id AND content_run_id = OLD.run_id);
    UPDATE result SET content_run_id = NULL, content_hash = OLD.content_hash, made_views = OLD.made_views
    WHERE experiment_id = OLD.experiment_id AND content_run_id = OLD.run_id;
END;
