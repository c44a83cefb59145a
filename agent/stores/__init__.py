"""Where notes are kept: one contract (``Store``), two backends, chosen by ``open_store``.

- ``contract``  the ``Store`` protocol every backend keeps, and ``open_store(path_or_url, user=...)``
- ``postgres``  PostgreSQL (``postgresql://...``): many people and processes, one transaction per change
- ``migrate``   the PostgreSQL schema's numbered SQL files (``migrations/``), applied on first connect

The JSON file, the default, is ``agent.store.NoteStore``.
"""

from ..store import NoteStore
from .contract import Store, is_database_url, open_store

__all__ = ["NoteStore", "Store", "is_database_url", "open_store"]
