"""The note store in PostgreSQL: the JSON file's rules, for many people and many processes.

One database holds everyone's notes; a ``PostgresStore`` sees one person's. A save, replace or
forget is one transaction that first locks that person's row in ``notes_people`` (the per-person
lock: two processes cannot both write note 101, nor take the same id), checks the limits on the
committed state, and writes. A save or replace sends its whole transaction at once (the lock and
the checks are the ``notes_take`` function of migration 002), so it costs one round trip; a forget
is pipelined too. A refused change rolls back, and a writer killed half-way leaves nothing: the
server drops its open transaction. Vectors are float32 bytes (``bytea``); recall loads one
person's vectors (at most 100) and ranks them in numpy, so no vector index or extension is needed.
Opening a store fetches the person's notes and the record of how vectors are made in one round
trip; reads keep that copy and ask only for ``rev`` while it is current. A copy builds ``Note``
objects only for the notes asked for (recall returns k of them), its vectors one matrix read from
the rows' bytes. Each process keeps one connection per URL, shared by its stores (``database``).
"""

from __future__ import annotations

import json
from datetime import datetime, timezone

import numpy as np

from ..errors import EmbeddingMismatchError, StoreError, ToolError
from ..store import DEFAULT_USER, MAX_NOTES, Embedding, Note, check_text
from .database import shared

__all__ = ["PostgresStore"]

REV = "SELECT rev FROM notes_people WHERE person = %s"
META = "SELECT value FROM notes_meta WHERE key = 'vectors'"
SELECT_NOTES = """
SELECT p.rev, n.id, n.text, n.session, n.saved_at, n.vector
FROM notes_people p LEFT JOIN notes n ON n.person = p.person
WHERE p.person = %s ORDER BY n.id
"""
# Locks the person's row (creating it the first time), takes the next id, checks the limits on the
# committed notes and deletes the replaced note (migrations/002_save_function.sql); refusals raise:
TAKE = "SELECT note_id, person_rev FROM notes_take(%s, %s::integer, %s, %s)"
NO_NOTE, FULL, MIXED = "NT404", "NT409", "NT422"
# Sent with TAKE, in its transaction: the id just taken is next_id - 1 (we hold the person's lock).
INSERT = """INSERT INTO notes (person, id, text, session, saved_at, vector)
SELECT person, next_id - 1, %s, %s, %s, %s FROM notes_people WHERE person = %s"""


class _Copy:
    """The person's notes as of ``rev``: their rows in id order, and their vectors as one matrix.

    ``Note`` objects are made from the rows when first asked for (a recall wants k of 100), and
    their vectors are rows of the matrix. After our own change the matrix is put together when
    first used (a session that saves last never uses it).
    """

    __slots__ = ("rev", "ids", "_matrix", "_parts", "_rows", "_user")

    def __init__(self, rev: int, rows: list, matrix: np.ndarray | None, user: str, parts: tuple | None = None) -> None:
        self.rev, self._matrix, self._parts, self._user = rev, matrix, parts, user
        self._rows = rows  # (id, text, session, saved_at) tuples, or Note objects once made
        self.ids = [r[0] if isinstance(r, tuple) else r.id for r in rows]

    @property
    def matrix(self) -> np.ndarray:
        if self._matrix is None:  # a copy after our change: (the matrix before, its rows kept, the note added)
            before, keep, add = self._parts
            parts = ([before[keep]] if keep else []) + ([add.vector[None, :]] if add else [])
            self._matrix = np.concatenate(parts) if parts else np.zeros((0, 0), np.float32)
            self._matrix.flags.writeable = False  # notes' vectors are its rows: read-only, as when fetched
            self._parts = None
        return self._matrix

    @classmethod
    def fetched(cls, rows: list[tuple], user: str, where: str) -> _Copy:
        """From SELECT_NOTES's rows: (rev, id, text, session, saved_at, vector), id NULL for no notes."""
        rev = rows[0][0] if rows else 0
        rows = [r for r in rows if r[1] is not None]
        if not rows:
            return cls(rev, [], np.zeros((0, 0), np.float32), user)
        size = len(rows[0][5])
        if any(len(r[5]) != size for r in rows):
            dims = sorted({len(r[5]) // 4 for r in rows})
            raise StoreError(f"the notes database {where} mixes vectors of {dims} dimensions for one person")
        matrix = np.frombuffer(b"".join([r[5] for r in rows]), dtype="<f4").reshape(len(rows), size // 4)
        return cls(rev, [r[1:5] for r in rows], matrix, user)

    def __len__(self) -> int:
        return len(self._rows)

    def note(self, i: int) -> Note:
        row = self._rows[i]
        if isinstance(row, tuple):
            note_id, text, session, saved_at = row
            row = self._rows[i] = Note(note_id, text, session, _iso(saved_at), self.matrix[i], self._user)
        return row

    def notes(self) -> list[Note]:
        return [self.note(i) for i in range(len(self._rows))]

    def changed(self, rev: int, add: Note | None = None, remove: int | None = None) -> _Copy:
        """This copy after our own change (the save checked the vector's length under the lock)."""
        keep = [i for i, note_id in enumerate(self.ids) if note_id != remove]
        rows = [self._rows[i] for i in keep] + ([add] if add else [])  # raw rows stay raw: row i of the new matrix
        return _Copy(rev, rows, None, self._user, (self.matrix, keep, add))  # self.matrix: no chain of copies


class PostgresStore:
    """One person's notes in a PostgreSQL database shared by everyone (see the module docstring)."""

    def __init__(self, url: str, user: str = DEFAULT_USER, durable: bool = True) -> None:
        if not isinstance(user, str) or not user.strip():
            raise StoreError(f"a user id must be a non-empty string, got {user!r}")
        self.url, self.user = url, user
        # Off: a commit does not wait for the WAL to reach the disk. A server crash may then lose the
        # last changes (well under a second's worth), never half of one: the JSON store's durable=False.
        self.durable = durable
        self._db = shared(url)
        self.where = self._db.where
        self._copy: _Copy | None = None
        self.embedding: Embedding | None = None
        self._open()  # a broken database stops us here, before any model call

    def check_embedding(self, embedding: Embedding) -> None:
        """Refuse to compare or save vectors made another way than the database's (one record for everyone).

        A database with no record adopts the embedding with its first note; one with notes but no
        record cannot say how they were made, so it is refused like the JSON store's old files.

        The record is database-wide, not per person, on purpose. A deployment embeds everyone's notes
        with one model, so a mismatch is the process's configuration, and it is found on the first
        recall whoever is served, not only for people whose notes predate the change; a per-person
        record would let one database fill up with vectors of several models, each new person quietly
        adopting whatever the process runs. The JSON file does the same (one header for every user in
        it), and re-embedding rebuilds every person's vectors at once. The price: a new person in a
        database recorded for another embedding is refused too, which is why the evaluation checks
        the database it is given before any session (evals.plan).
        """
        if self.embedding is None:
            self.embedding = self._recorded_embedding()  # another process may have recorded it since
        if self.embedding == embedding or (self.embedding is None and not self._any_notes()):
            return
        made = self.embedding.describe() if self.embedding is not None else "an unrecorded way"
        raise EmbeddingMismatchError(
            f"the notes in {self.where} were embedded with {made}, but this run embeds with "
            f"{embedding.describe()}; their cosines cannot be compared. Use those embedding settings, or a new "
            "database (re-embedding a PostgreSQL store is not built yet: python -m agent notes reembed takes files)"
        )

    def reload(self) -> None:
        """Forget the copy: the next read fetches the person's notes again."""
        self._copy = None

    def __len__(self) -> int:
        return len(self._fresh())

    def __contains__(self, note_id: object) -> bool:
        return any(i == note_id for i in self._fresh().ids)

    def notes(self) -> list[Note]:
        """This person's notes, oldest first."""
        return self._fresh().notes()

    def get(self, note_id: int) -> Note:
        """This person's note with this id, or a ToolError that says which ids exist."""
        copy = self._fresh()
        for i, known in enumerate(copy.ids):
            if known == note_id:
                return copy.note(i)
        raise ToolError(_no_note(note_id, copy.ids))

    def add(
        self,
        text: str,
        vector: np.ndarray,
        session: str,
        replaces: int | None = None,
        embedding: Embedding | None = None,
    ) -> Note:
        """Save a note, or swap it in for ``replaces``: one transaction under the person's lock.

        The transaction (lock, checks, delete, insert: ``notes_take`` then the INSERT, then COMMIT) is
        sent at once and costs one round trip; the first note of the database, which also records
        ``embedding``, one more. With ``embedding``, the vector must have been made that way; the
        first note records it.
        """
        text = check_text(text)
        unit = _unit_vector(vector)
        if embedding is not None:
            self.check_embedding(embedding)
        saved = datetime.now(timezone.utc).replace(microsecond=0)
        recorded = None
        try:
            with self._db.transaction() as conn:
                self._commit_mode(conn)
                if embedding is not None and self.embedding is None:
                    recorded = self._record_embedding(conn, embedding)
                take = conn.execute(TAKE, (self.user, replaces, unit.size, MAX_NOTES))
                conn.execute(INSERT, (text, session, saved, unit.astype("<f4").tobytes(), self.user))
            note_id, rev = take.fetchone()
        except Exception as exc:  # a refusal is psycopg's error, passed on by database.errors()
            refusal = _refusal(exc, replaces, unit.size)
            if refusal is None:
                raise
            raise refusal from None
        if recorded is not None:
            self.embedding = recorded  # only once committed: a rolled-back save records nothing
        note = Note(note_id, text, session, _iso(saved), unit, self.user)
        self._changed(rev, add=note, remove=replaces)
        return note

    def forget(self, note_id: int) -> Note:
        """Delete a note; its id is never reused, so an old reference cannot hit a new note."""
        with self._db.transaction() as conn:
            self._commit_mode(conn)
            row = conn.execute("UPDATE notes_people SET rev = rev + 1 WHERE person = %s RETURNING rev", (self.user,))
            gone = conn.execute(
                "DELETE FROM notes WHERE person = %s AND id = %s RETURNING id, text, session, saved_at, vector",
                (self.user, note_id),
                binary=True,
            )
            rev, deleted = (row.fetchone() or (None,))[0], gone.fetchone()
            if deleted is None:
                ids = conn.execute("SELECT id FROM notes WHERE person = %s ORDER BY id", (self.user,)).fetchall()
                raise ToolError(_no_note(note_id, [i for (i,) in ids]))
        note = self._note(deleted)
        self._changed(rev, remove=note_id)
        return note

    def recall(self, query: np.ndarray, k: int = 5, floor: float = -1.0) -> list[tuple[Note, float]]:
        """Up to k of this person's notes closest to ``query`` by cosine, best first, none below ``floor``."""
        copy = self._fresh()
        if not len(copy) or k <= 0:
            return []
        scores = self._scores(copy, query)
        order = sorted(range(len(copy)), key=lambda i: (-scores[i], -copy.ids[i]))[:k]
        return [(copy.note(i), float(scores[i])) for i in order if scores[i] >= floor]

    def similarities(self, query: np.ndarray) -> np.ndarray:
        """Cosine of ``query`` with each of this person's notes, in the order of ``notes()``."""
        return self._scores(self._fresh(), query)

    def audit(self, action: str, session: str, note_id: int | None, text: str, reason: str = "") -> None:
        """Append one entry to the audit log (the notes_audit table)."""
        with self._db.reading() as conn:
            conn.execute(
                "INSERT INTO notes_audit (person, session, action, note, text, reason) VALUES (%s, %s, %s, %s, %s, %s)",
                (self.user, session, action, note_id, text, reason),
            )

    def history(self) -> list[dict]:
        """This person's audit entries, oldest first, with the fields of the JSON store's log."""
        with self._db.reading() as conn:
            rows = conn.execute(
                "SELECT time, person, session, action, note, text, reason FROM notes_audit "
                "WHERE person = %s ORDER BY seq",
                (self.user,),
            ).fetchall()
        keys = ("time", "user", "session", "action", "note", "text", "reason")
        return [dict(zip(keys, (_iso(row[0]), *row[1:]), strict=True)) for row in rows]

    def _open(self) -> None:
        """The person's notes and the record of how vectors are made: two queries, one round trip."""
        with self._db.reading() as conn:
            with conn.pipeline():
                meta = conn.execute(META)
                notes = conn.execute(SELECT_NOTES, (self.user,), binary=True)
            record, rows = meta.fetchone(), notes.fetchall()
        self._copy = _Copy.fetched(rows, self.user, self.where)
        self.embedding = None if record is None else _embedding(record[0], self.where)

    def _recorded_embedding(self) -> Embedding | None:
        with self._db.reading() as conn:
            row = conn.execute(META).fetchone()
        return None if row is None else _embedding(row[0], self.where)

    def _any_notes(self) -> bool:
        with self._db.reading() as conn:
            return conn.execute("SELECT EXISTS (SELECT 1 FROM notes)").fetchone()[0]

    def _record_embedding(self, conn, embedding: Embedding) -> Embedding:
        """Record how vectors are made, unless a concurrent first writer did: then theirs must match.

        The caller keeps the record only once its transaction commits: a rolled-back save records nothing.
        """
        value = {"model": embedding.model, "input": embedding.input, "notes": embedding.notes}
        conn.execute(
            "INSERT INTO notes_meta (key, value) VALUES ('vectors', %s::jsonb) ON CONFLICT (key) DO NOTHING",
            (json.dumps(value),),
        )
        stored = _embedding(conn.execute(META).fetchone()[0], self.where)
        if stored != embedding:
            raise EmbeddingMismatchError(
                f"the notes in {self.where} are embedded with {stored.describe()}, this run with {embedding.describe()}"
            )
        return stored

    def _commit_mode(self, conn) -> None:
        if not self.durable:
            conn.execute("SET LOCAL synchronous_commit = off")

    def _fresh(self) -> _Copy:
        """The copy of this person's notes, fetched again only if ``rev`` moved (someone changed them)."""
        with self._db.reading() as conn:
            if self._copy is not None:
                row = conn.execute(REV, (self.user,)).fetchone()
                if (row[0] if row else 0) == self._copy.rev:
                    return self._copy
            rows = conn.execute(SELECT_NOTES, (self.user,), binary=True).fetchall()
        self._copy = _Copy.fetched(rows, self.user, self.where)
        return self._copy

    def _changed(self, rev: int | None, add: Note | None = None, remove: int | None = None) -> None:
        """Keep the copy current after our own change, unless someone else changed the notes in between."""
        copy = self._copy
        self._copy = copy.changed(rev, add, remove) if copy is not None and rev == copy.rev + 1 else None

    def _note(self, row: tuple) -> Note:
        note_id, text, session, saved_at, vector = row
        return Note(note_id, text, session, _iso(saved_at), np.frombuffer(vector, dtype="<f4"), self.user)

    def _scores(self, copy: _Copy, query: np.ndarray) -> np.ndarray:
        q = np.asarray(query, dtype=np.float32).ravel()
        q = q / (np.linalg.norm(q) or 1.0)
        if not copy.matrix.size:
            return np.zeros(0, np.float32)
        if copy.matrix.shape[1] != q.shape[0]:
            raise StoreError(
                f"the query has {q.shape[0]} dimensions but the stored notes have {copy.matrix.shape[1]}: "
                "the notes were embedded with another model; use that model or start a new store"
            )
        return copy.matrix @ q


def _unit_vector(vector: np.ndarray) -> np.ndarray:
    v = np.asarray(vector, dtype=np.float32).ravel()
    if not v.size or not np.isfinite(v).all() or not np.any(v):
        raise StoreError(
            f"refusing a vector of {v.size} dimensions, all zero or with non-finite values: "
            "the embedding model misbehaved; nothing was saved"
        )
    return (v / np.linalg.norm(v)).astype(np.float32)


def _refusal(exc: Exception, replaces: int | None, size: int) -> Exception | None:
    """notes_take's refusal (SQLSTATE NT...) as the error the JSON store raises; None for any other error."""
    state = getattr(exc, "sqlstate", None)  # psycopg is not imported here (an optional extra)
    if state not in (NO_NOTE, FULL, MIXED):
        return None
    detail = [int(x) for x in (exc.diag.message_detail or "").split(",") if x]  # type: ignore[attr-defined]
    if state == NO_NOTE:
        return ToolError(_no_note(replaces, detail))
    if state == FULL:
        return ToolError(f"the store is full ({MAX_NOTES} notes): forget a note or replace one with `replaces`")
    return StoreError(_mixed(size, detail))


def _mixed(size: int, dims: list[int]) -> str:
    return (
        f"refusing a vector of {size} dimensions (stored notes have {sorted(dims)}): the embedding model "
        "changed; use that model or start a new store"
    )


def _no_note(note_id: object, ids: list[int]) -> str:
    return f"there is no note {note_id}; the notes are: {', '.join(map(str, ids)) or 'none'}"


def _iso(t: datetime) -> str:
    return t.astimezone(timezone.utc).isoformat(timespec="seconds")


def _embedding(raw: object, where: str) -> Embedding:
    """The notes_meta 'vectors' record, checked like the JSON file's header."""
    try:
        return Embedding(str(raw["model"]), str(raw["input"]), str(raw.get("notes", "document")))  # type: ignore[index]
    except (KeyError, TypeError, AttributeError) as exc:
        raise StoreError(f"{where}: notes_meta 'vectors' must hold model and input, got {raw!r}") from exc
