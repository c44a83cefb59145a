"""The note store: notes with their vectors, kept in one JSON file between runs.

The rules the model must not be able to talk past live here: a note holds at most 300 characters,
a person holds at most 100 notes, and a note to replace or forget must exist and be theirs. One
file serves many people, but a ``NoteStore`` sees only its own user's notes. Every change happens
under a file lock, on a fresh read of the file, and is written with an atomic replace (temporary
file, flush, fsync, rename): two processes lose nothing, a crash leaves the old file or the new
one, and a file that cannot be read is reported, never overwritten. Vectors are stored as base64
float32, which keeps a full store small and fast to load.

The file also records how its vectors were made (``Embedding``: the model, and how it was told a
note is a document), because a cosine between vectors made two ways means nothing: recall and
saving check it, and ``reembed`` rebuilds every vector in one write.
"""

from __future__ import annotations

import base64
import binascii
import fcntl
import json
import os
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field, replace
from datetime import datetime, timezone
from pathlib import Path

import numpy as np

from .errors import EmbeddingMismatchError, StoreError, ToolError

__all__ = ["DEFAULT_USER", "MAX_NOTES", "MAX_TEXT", "Embedding", "Note", "NoteStore", "check_text"]

MAX_TEXT = 300
MAX_NOTES = 100
DEFAULT_USER = "default"
FORMAT = "shortlink-notes"
VERSION = 1


@dataclass(frozen=True)
class Embedding:
    """How a store's vectors were made: the embedding model and its query/document convention.

    Notes are always embedded as documents ("notes"); ``input`` says how the server was told
    (``agent.client.EMBED_INPUTS``: "input_type", "prefix" or "none").
    """

    model: str
    input: str
    notes: str = "document"

    def describe(self) -> str:
        return f"{self.model} (notes as {self.notes}s, told by {self.input})"


def reembed_hint(path: Path | None) -> str:
    """The command that rebuilds a store's vectors; said wherever a mismatch is found."""
    return f"python -m agent notes reembed --store {path if path is not None else 'FILE'}"


@dataclass(frozen=True, eq=False)
class Note:
    """A fact a user told the assistant, who and which session saved it, and its unit vector."""

    id: int
    text: str
    session: str
    saved_at: str
    vector: np.ndarray = field(repr=False)
    user: str = DEFAULT_USER


class NoteStore:
    """One user's notes in a shared file (or only in memory when ``path`` is None)."""

    def __init__(self, path: str | Path | None = None, user: str = DEFAULT_USER, durable: bool = True) -> None:
        if not isinstance(user, str) or not user.strip():
            raise StoreError(f"a user id must be a non-empty string, got {user!r}")
        self.path = Path(path) if path is not None else None
        self.user = user
        self.durable = durable  # fsync before the rename; off trades crash safety on power loss for speed
        self._all: dict[int, Note] = {}
        self._next_id = 1
        self._matrix: np.ndarray | None = None  # this user's vectors, rows in id order; rebuilt after changes
        self._stamp: tuple[int, int, int] | None = None  # the file as we last read or wrote it
        self.embedding: Embedding | None = None  # how the file's vectors were made; None: not recorded yet
        self.reload()

    def reload(self) -> None:
        """Read the file again if it changed since we last read or wrote it (another process may have)."""
        if self.path is None:
            return
        stamp = _stamp(self.path)
        if stamp is not None and stamp != self._stamp:
            self._all, self._next_id, self.embedding = _load(self.path)
            self._matrix, self._stamp = None, stamp

    def __len__(self) -> int:
        return len(self.notes())

    def __contains__(self, note_id: object) -> bool:
        note = self._all.get(note_id)  # type: ignore[arg-type]
        return note is not None and note.user == self.user

    def all_notes(self) -> list[Note]:
        """Every user's notes in the file, oldest first (what ``reembed`` rebuilds)."""
        return sorted(self._all.values(), key=lambda n: n.id)

    def notes(self) -> list[Note]:
        """This user's notes, oldest first."""
        return sorted((n for n in self._all.values() if n.user == self.user), key=lambda n: n.id)

    def get(self, note_id: int) -> Note:
        """This user's note with this id, or a ToolError that says which ids exist."""
        if note_id not in self:
            known = ", ".join(str(n.id) for n in self.notes()) or "none"
            raise ToolError(f"there is no note {note_id}; the notes are: {known}")
        return self._all[note_id]

    def check_embedding(self, embedding: Embedding) -> None:
        """Refuse to compare or save vectors made another way than the stored ones.

        A file without a record and without notes adopts the embedding with its first note. A file
        without a record that holds notes was written before stores kept one, when every note was
        embedded as a query: adopting it would silently mix query and document vectors, so it is
        refused with the command that rebuilds it (cheap: at most a few hundred short texts).
        """
        if self.embedding == embedding or (self.embedding is None and not self._all):
            return
        if self.embedding is None:
            made = "an unrecorded way (written before stores recorded it; notes were then embedded as queries)"
        else:
            made = self.embedding.describe()
        raise EmbeddingMismatchError(
            f"the notes in {self.path or 'this store'} were embedded with {made}, but this run embeds with "
            f"{embedding.describe()}; their cosines cannot be compared. Rebuild the vectors with: "
            f"{reembed_hint(self.path)} (using the embedding settings of this run)"
        )

    def reembed(self, embed: Callable[[list[str]], np.ndarray], embedding: Embedding) -> int:
        """Embed every note in the file (all users) again and swap the vectors in with one write.

        Every vector is made before anything is written, so an embedding call that fails leaves
        the file as it was. Returns how many notes were re-embedded.
        """
        with self._change():
            notes = sorted(self._all.values(), key=lambda n: n.id)
            vectors = embed([n.text for n in notes]) if notes else np.zeros((0, 0), np.float32)
            rows = [np.asarray(v, dtype=np.float32).ravel() for v in vectors]
            dims = {v.size for v in rows}
            if len(rows) != len(notes) or len(dims) > 1 or not all(v.size and np.isfinite(v).all() for v in rows):
                raise StoreError(
                    f"re-embedding {len(notes)} notes gave {len(rows)} vectors of {sorted(dims)} dimensions, "
                    "or non-finite values; the store was left as it was"
                )
            fresh = {n.id: replace(n, vector=_unit(v)) for n, v in zip(notes, rows, strict=True)}
            before, self.embedding = self.embedding, embedding
            try:
                self._commit(fresh, self._next_id)
            except BaseException:
                self.embedding = before
                raise
        return len(fresh)

    def add(
        self,
        text: str,
        vector: np.ndarray,
        session: str,
        replaces: int | None = None,
        embedding: Embedding | None = None,
    ) -> Note:
        """Save a note, or swap it in for ``replaces``; nothing changes unless the file is written.

        With ``embedding``, the vector must have been made that way (``check_embedding``, under
        the lock); an empty store without a record adopts it.
        """
        text = check_text(text)
        with self._change():
            if embedding is not None:
                self.check_embedding(embedding)
            if replaces is not None:
                self.get(replaces)
            elif len(self) >= MAX_NOTES:
                raise ToolError(f"the store is full ({MAX_NOTES} notes): forget a note or replace one with `replaces`")
            unit = self._check_vector(vector, replaces)
            note = Note(self._next_id, text, session, _now(), unit, self.user)
            notes = {i: n for i, n in self._all.items() if i != replaces}
            notes[note.id] = note
            before = self.embedding
            self.embedding = self.embedding or embedding
            try:
                self._commit(notes, self._next_id + 1)
            except BaseException:
                self.embedding = before
                raise
        return note

    def forget(self, note_id: int) -> Note:
        """Delete a note; its id is never reused, so an old reference cannot hit a new note."""
        with self._change():
            note = self.get(note_id)
            self._commit({i: n for i, n in self._all.items() if i != note_id}, self._next_id)
        return note

    def recall(self, query: np.ndarray, k: int = 5, floor: float = -1.0) -> list[tuple[Note, float]]:
        """Up to k of this user's notes closest to ``query`` by cosine, best first, none below ``floor``."""
        notes = self.notes()
        if not notes or k <= 0:
            return []
        scores = self.similarities(query)
        order = sorted(range(len(notes)), key=lambda i: (-scores[i], -notes[i].id))[:k]
        return [(notes[i], float(scores[i])) for i in order if scores[i] >= floor]

    def similarities(self, query: np.ndarray) -> np.ndarray:
        """Cosine of ``query`` with each of this user's notes, in the order of ``notes()``."""
        if self._matrix is None:
            notes = self.notes()
            self._matrix = np.stack([n.vector for n in notes]) if notes else np.zeros((0, 0), np.float32)
        q = _unit(np.asarray(query, dtype=np.float32).ravel())
        if self._matrix.size and self._matrix.shape[1] != q.shape[0]:
            raise StoreError(
                f"the query has {q.shape[0]} dimensions but the stored notes have {self._matrix.shape[1]}: "
                "the notes were embedded with another model; use that model or start a new store"
            )
        return self._matrix @ q if self._matrix.size else np.zeros(0, np.float32)

    def audit(
        self, action: str, session: str, note_id: int | None, text: str, reason: str = "", user: str | None = None
    ) -> None:
        """Append one line to the audit log beside the store file (no-op for an in-memory store)."""
        if self.path is None:
            return
        entry = {
            "time": _now(),
            "user": user or self.user,
            "session": session,
            "action": action,
            "note": note_id,
            "text": text,
            "reason": reason,
        }
        with _locked(self.path), open(audit_path(self.path), "a", encoding="utf-8") as log:
            log.write(json.dumps(entry, ensure_ascii=False) + "\n")

    def history(self) -> list[dict]:
        """This user's audit entries, oldest first; a line that is not JSON comes back as {"unreadable": line}."""
        log = audit_path(self.path) if self.path is not None else None
        if log is None or not log.exists():
            return []
        entries = []
        for line in log.read_text(encoding="utf-8").splitlines():
            try:
                entry = json.loads(line)
            except ValueError:
                entries.append({"unreadable": line})
                continue
            if isinstance(entry, dict) and entry.get("user") == self.user:
                entries.append(entry)
        return entries

    @contextmanager
    def _change(self) -> Iterator[None]:
        """Hold the lock and work on the latest file, so a concurrent writer's note is not lost."""
        if self.path is None:
            yield
            return
        with _locked(self.path):
            self.reload()
            yield

    def _check_vector(self, vector: np.ndarray, replaces: int | None) -> np.ndarray:
        v = np.asarray(vector, dtype=np.float32).ravel()
        dims = {n.vector.shape[0] for n in self._all.values() if n.id != replaces}
        if not v.size or not np.isfinite(v).all() or not np.any(v) or (dims and v.size not in dims):
            raise StoreError(  # _load would refuse such a file, so never write it
                f"refusing a vector of {v.size} dimensions (stored notes have {sorted(dims)}), all zero or with "
                "non-finite values: the embedding model changed or misbehaved; use that model or start a new store"
            )
        return _unit(v)

    def _commit(self, notes: dict[int, Note], next_id: int) -> None:
        if self.path is not None:
            _save(self.path, notes, next_id, self.durable, self.embedding)
            self._stamp = _stamp(self.path)
        self._all, self._next_id, self._matrix = notes, next_id, None


def _stamp(path: Path) -> tuple[int, int, int] | None:
    try:
        st = path.stat()
    except FileNotFoundError:
        return None
    return (st.st_ino, st.st_mtime_ns, st.st_size)


def audit_path(path: Path) -> Path:
    """The audit log of a store file: one JSON object per line."""
    return path.with_name(path.name + ".audit.jsonl")


def check_text(text: object) -> str:
    """A note is a non-empty string of at most MAX_TEXT characters."""
    if not isinstance(text, str):
        raise ToolError(f"text must be a string, got {type(text).__name__}")
    if not _utf8(text):
        raise ToolError("text holds a lone surrogate (not valid Unicode): state the fact in plain text")
    text = text.strip()
    if not text:
        raise ToolError("text is empty: a note must state one fact")
    if len(text) > MAX_TEXT:
        raise ToolError(f"text is {len(text)} characters; a note holds at most {MAX_TEXT}: state one fact, shorter")
    return text


def _utf8(s: str) -> bool:
    """False for a lone surrogate, which JSON's "\\ud800" decodes to but no UTF-8 file can hold."""
    try:
        s.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _unit(v: np.ndarray) -> np.ndarray:
    norm = float(np.linalg.norm(v))
    return (v / norm if norm else v).astype(np.float32)


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


@contextmanager
def _locked(path: Path) -> Iterator[None]:
    """An exclusive lock on a side file, held by one process at a time (released if it dies)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path.with_name(path.name + ".lock"), "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def _save(
    path: Path, notes: dict[int, Note], next_id: int, durable: bool = True, embedding: Embedding | None = None
) -> None:
    """Write a temporary file beside ``path``, flush (and fsync) it, then rename it over ``path``."""
    header: dict = {"format": FORMAT, "version": VERSION, "next_id": next_id}
    if embedding is not None:
        header["embedding"] = asdict(embedding)
    head = json.dumps(header)[:-1]
    body = ",\n".join(_fragment(n) for n in sorted(notes.values(), key=lambda n: n.id))
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(f'{head}, "notes": [\n{body}\n]}}\n')
            f.flush()
            if durable:
                os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


_FRAGMENTS: dict[int, tuple[Note, str]] = {}  # JSON of each note, made once: saves then only join strings


def _fragment(n: Note) -> str:
    cached = _FRAGMENTS.get(id(n))
    if cached is not None and cached[0] is n:
        return cached[1]
    vector = base64.b64encode(n.vector.astype("<f4").tobytes()).decode("ascii")
    text = json.dumps(
        {"id": n.id, "user": n.user, "text": n.text, "session": n.session, "saved_at": n.saved_at, "vector": vector},
        ensure_ascii=False,
    )
    if len(_FRAGMENTS) > 4 * MAX_NOTES:
        _FRAGMENTS.clear()
    _FRAGMENTS[id(n)] = (n, text)
    return text


def _load(path: Path) -> tuple[dict[int, Note], int, Embedding | None]:
    """Read and validate the whole file; any doubt is a StoreError, and the file is left as it is."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise StoreError(f"cannot read the notes file {path}: {exc}") from exc
    except (ValueError, UnicodeDecodeError) as exc:
        raise StoreError(f"the notes file {path} is not valid JSON ({exc}); it was left untouched") from exc
    where = f"the notes file {path}"
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise StoreError(f"{where} is not a notes file (expected an object with format {FORMAT!r})")
    if data.get("version") != VERSION:
        raise StoreError(f"{where} has version {data.get('version')!r}; this program reads version {VERSION}")
    raw_notes, next_id = data.get("notes"), data.get("next_id")
    if not isinstance(raw_notes, list) or not _is_int(next_id):
        raise StoreError(f"{where} needs a list 'notes' and an integer 'next_id'")
    notes: dict[int, Note] = {}
    for i, raw in enumerate(raw_notes):
        note = _note(raw, f"{where}, note #{i + 1}")
        if note.id in notes or note.id >= next_id:
            raise StoreError(f"{where}, note #{i + 1}: id {note.id} is repeated or not below next_id {next_id}")
        notes[note.id] = note
    dims = {n.vector.shape[0] for n in notes.values()}
    if len(dims) > 1:
        raise StoreError(f"{where} mixes vectors of {sorted(dims)} dimensions")
    for user in {n.user for n in notes.values()}:
        count = sum(n.user == user for n in notes.values())
        if count > MAX_NOTES:
            raise StoreError(f"{where} holds {count} notes for user {user!r}; the limit is {MAX_NOTES}")
    return notes, next_id, _embedding(data.get("embedding"), where)


def _embedding(raw: object, where: str) -> Embedding | None:
    """The file's record of how its vectors were made; absent in files written before it was kept."""
    if raw is None:
        return None
    fields = ("model", "input", "notes")
    if not isinstance(raw, dict) or set(raw) != set(fields) or not all(isinstance(raw[f], str) for f in fields):
        raise StoreError(f"{where}: 'embedding' must be an object with the strings {', '.join(fields)}, got {raw!r}")
    return Embedding(raw["model"], raw["input"], raw["notes"])


def _note(raw: object, where: str) -> Note:
    if not isinstance(raw, dict):
        raise StoreError(f"{where} is not an object")
    for name in ("text", "session", "saved_at", "vector"):
        if not isinstance(raw.get(name), str):
            raise StoreError(f"{where}: field {name!r} is missing or not a string")
    user = raw.get("user", DEFAULT_USER)
    if not _is_int(raw.get("id")) or not isinstance(user, str) or not user:
        raise StoreError(f"{where}: 'id' must be a non-negative integer and 'user' a non-empty string")
    if not all(_utf8(s) for s in (raw["session"], raw["saved_at"], user)):
        raise StoreError(f"{where}: a field holds a lone surrogate (not valid Unicode)")
    try:
        text = check_text(raw["text"])
        vector = np.frombuffer(base64.b64decode(raw["vector"], validate=True), dtype="<f4").astype(np.float32)
    except ToolError as exc:
        raise StoreError(f"{where}: {exc}") from None
    except (binascii.Error, ValueError) as exc:
        raise StoreError(f"{where}: 'vector' is not base64 float32 ({exc})") from None
    if not vector.size or not np.isfinite(vector).all():
        raise StoreError(f"{where}: 'vector' is empty or has non-finite values")
    return Note(raw["id"], text, raw["session"], raw["saved_at"], vector, user)


def _is_int(v: object) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and v >= 0
