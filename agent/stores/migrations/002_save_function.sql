-- The notes schema, version 2: the checked part of a save in one function, so that a save or replace
-- is sent to the server at once and costs one round trip instead of two.
-- Applied by agent/stores/migrate.py in one transaction, which also records the version in notes_schema.
--
-- notes_take(person, replaces, dims, max_notes) does what version 1's client did in two statements
-- and checked in between, in the same order and under the same lock: lock the person's row (creating
-- it the first time), take the next id and bump rev; read the committed notes (ids, and the vector
-- lengths of those that stay); refuse a missing replace target, a full store or a vector of another
-- length; delete the replaced note. It returns the new note's id and the person's rev. The client
-- sends, in one transaction and one round trip: SELECT notes_take(...); INSERT INTO notes ... with
-- id next_id - 1 (the id just taken, read under the lock); COMMIT. A refusal raises, so the
-- transaction, the id and rev bump included, rolls back and nothing changes. The client turns the
-- three refusals into its own errors by their SQLSTATE (class NT, the notes store's own):
--   NT404  the note to replace does not exist   (DETAIL: the person's ids, comma-separated)
--   NT409  the store is full                    (DETAIL: the limit)
--   NT422  a vector of another length           (DETAIL: the stored lengths, comma-separated)
-- p_max_notes is the client's limit (agent.store.MAX_NOTES), so it is defined in one place.
-- Existing data needs no conversion: the tables are unchanged.

CREATE FUNCTION notes_take(
    p_person    text,
    p_replaces  integer,
    p_dims      integer,
    p_max_notes integer
) RETURNS TABLE (note_id integer, person_rev bigint)
LANGUAGE plpgsql AS $$
DECLARE
    v_id   integer;
    v_rev  bigint;
    v_ids  integer[];
    v_dims integer[];
BEGIN
    INSERT INTO notes_people AS p (person, next_id, rev) VALUES (p_person, 2, 1)
    ON CONFLICT (person) DO UPDATE SET next_id = p.next_id + 1, rev = p.rev + 1
    RETURNING p.next_id - 1, p.rev INTO v_id, v_rev;
    -- After the lock: sees every committed note of this person.
    SELECT coalesce(array_agg(n.id ORDER BY n.id), '{}'),
           coalesce(array_agg(DISTINCT length(n.vector) / 4) FILTER (WHERE n.id IS DISTINCT FROM p_replaces), '{}')
      INTO v_ids, v_dims
      FROM notes n
     WHERE n.person = p_person;
    IF p_replaces IS NOT NULL AND NOT (p_replaces = ANY (v_ids)) THEN
        RAISE EXCEPTION 'there is no note %', p_replaces
            USING ERRCODE = 'NT404', DETAIL = array_to_string(v_ids, ',');
    END IF;
    IF p_replaces IS NULL AND cardinality(v_ids) >= p_max_notes THEN
        RAISE EXCEPTION 'the store is full (% notes)', p_max_notes
            USING ERRCODE = 'NT409', DETAIL = p_max_notes::text;
    END IF;
    IF cardinality(v_dims) > 0 AND NOT (p_dims = ANY (v_dims)) THEN
        RAISE EXCEPTION 'a vector of % dimensions, stored notes have %', p_dims, v_dims
            USING ERRCODE = 'NT422', DETAIL = array_to_string(v_dims, ',');
    END IF;
    IF p_replaces IS NOT NULL THEN
        DELETE FROM notes n WHERE n.person = p_person AND n.id = p_replaces;
    END IF;
    note_id := v_id;
    person_rev := v_rev;
    RETURN NEXT;
END
$$;
