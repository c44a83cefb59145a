-- The notes schema, version 1: people, their notes, and the audit log.
-- Applied by agent/stores/migrate.py in one transaction, which also records the version in notes_schema.

CREATE TABLE notes_schema (
    version    integer PRIMARY KEY,
    name       text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
);

-- One row per person. A change locks this row first (the per-person lock), takes its id from
-- next_id (ids are never reused) and bumps rev, which tells a reader that its copy is stale.
CREATE TABLE notes_people (
    person  text PRIMARY KEY CHECK (person <> ''),
    next_id integer NOT NULL DEFAULT 1 CHECK (next_id > 0),
    rev     bigint NOT NULL DEFAULT 0
);

CREATE TABLE notes (
    person   text NOT NULL REFERENCES notes_people (person),
    id       integer NOT NULL CHECK (id > 0),
    text     text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 300),
    session  text NOT NULL,
    saved_at timestamptz NOT NULL,
    vector   bytea NOT NULL CHECK (length(vector) > 0 AND length(vector) % 4 = 0),  -- unit vector, float32 little-endian
    PRIMARY KEY (person, id)
);
-- Random-looking floats do not compress: keep them out of line without trying.
ALTER TABLE notes ALTER COLUMN vector SET STORAGE EXTERNAL;

CREATE TABLE notes_audit (
    seq     bigserial PRIMARY KEY,
    time    timestamptz NOT NULL DEFAULT now(),
    person  text NOT NULL,
    session text NOT NULL,
    action  text NOT NULL,
    note    integer,
    text    text NOT NULL,
    reason  text NOT NULL DEFAULT ''
);
CREATE INDEX notes_audit_person ON notes_audit (person, seq);

-- Properties of the whole store (for example how its vectors were made), one JSON value per key.
CREATE TABLE notes_meta (
    key   text PRIMARY KEY,
    value jsonb NOT NULL
);
