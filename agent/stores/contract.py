"""What every note store promises, and the one function that opens a store by path or URL."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Protocol
from urllib.parse import urlsplit, urlunsplit

import numpy as np

from ..errors import ConfigError
from ..store import DEFAULT_USER, Embedding, Note, NoteStore

__all__ = ["Store", "is_database_url", "open_store", "redact"]


class Store(Protocol):
    """One person's notes. Memory, the approaches, the harness and the CLI rely on this and nothing more.

    Every backend keeps these promises (tests/test_contract.py runs one set of tests against each):

    - the notes belong to one person (``user``); another person's note does not exist here;
    - ids are positive integers, unique among the person's notes and never reused for them;
    - a note holds at most ``MAX_TEXT`` characters, a person at most ``MAX_NOTES`` notes;
    - a note to replace or forget must exist; a replace puts the new note in and the old out at once;
    - a change is checked and written under a per-person lock on the latest committed state, so two
      processes lose nothing and cannot both write note 101; a killed writer leaves no partial note;
    - a refused change (``ToolError``, ``StoreError``) changes nothing;
    - every save, replace, forget and refusal that memory reports with ``audit`` is read back by ``history``.

    A property of the whole store (for instance how its vectors were made) is kept where the store
    keeps its own data: the JSON file's header, the PostgreSQL database's ``notes_meta`` table.
    """

    user: str
    embedding: Embedding | None  # how the vectors were made; None until the first note records it

    def __len__(self) -> int: ...

    def __contains__(self, note_id: object) -> bool: ...

    def reload(self) -> None:
        """Drop what is cached, so that the next read sees other processes' changes."""

    def notes(self) -> list[Note]:
        """This person's notes, oldest first."""

    def get(self, note_id: int) -> Note:
        """This person's note with this id, or a ToolError that says which ids exist."""

    def check_embedding(self, embedding: Embedding) -> None:
        """Raise EmbeddingMismatchError if the stored vectors were made another way."""

    def add(
        self,
        text: str,
        vector: np.ndarray,
        session: str,
        replaces: int | None = None,
        embedding: Embedding | None = None,
    ) -> Note:
        """Save a note, or swap it in for ``replaces``; all or nothing; the first note records ``embedding``."""

    def forget(self, note_id: int) -> Note:
        """Delete a note; its id is never reused."""

    def recall(self, query: np.ndarray, k: int = 5, floor: float = -1.0) -> list[tuple[Note, float]]:
        """Up to k notes closest to ``query`` by cosine, best first, none below ``floor``."""

    def similarities(self, query: np.ndarray) -> np.ndarray:
        """Cosine of ``query`` with each note, in the order of ``notes()``."""

    def audit(self, action: str, session: str, note_id: int | None, text: str, reason: str = "") -> None:
        """Append one entry to the audit log."""

    def history(self) -> list[dict]:
        """This person's audit entries, oldest first: time, user, session, action, note, text, reason."""


_URL = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*://")


def is_database_url(target: str | Path | None) -> bool:
    """True for a postgresql:// (or postgres://) URL."""
    return isinstance(target, str) and target.lower().startswith(("postgresql://", "postgres://"))


def redact(url: str) -> str:
    """The URL without its password, for messages and logs (a path comes back as it is)."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.netloc.rsplit("@", 1)[1]
    return urlunsplit(parts._replace(netloc=f"{parts.username or ''}:***@{host}"))


def open_store(target: str | Path | None, user: str = DEFAULT_USER, durable: bool = True) -> Store:
    """A PostgreSQL store for a postgresql:// URL, else the JSON file at this path (in memory for None).

    ``durable=False`` trades the last changes before a crash (of the machine, or of the database
    server) for speed: the JSON file skips its fsync, PostgreSQL commits without waiting for its WAL.
    """
    if is_database_url(target):
        from .postgres import PostgresStore  # psycopg is an optional extra

        return PostgresStore(str(target), user=user, durable=durable)
    if isinstance(target, str) and _URL.match(target):
        scheme = target.split("://", 1)[0]
        raise ConfigError(f"unknown store {scheme}://...: give a file path (a JSON notes file) or a postgresql:// URL")
    return NoteStore(target, user=user, durable=durable)
