"""The notes schema in PostgreSQL: numbered SQL files, applied in order on first connect.

``migrations/NNN_name.sql`` are the changes, numbered from 001 without gaps. The database records
each one it has in ``notes_schema``. On connect, a database from a newer program (a version this
one does not know) is refused before anything is written; missing changes are applied one by one,
each in its own transaction together with its row in ``notes_schema``, so a failure leaves the
schema at the last complete version. An advisory lock lets two processes connect at once: the
second waits, sees the change done and skips it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from ..errors import StoreError

__all__ = ["LATEST", "MIGRATIONS", "Migration", "migrate", "schema_version"]

FOLDER = Path(__file__).with_name("migrations")
LOCK = 0x6E6F746573  # pg_advisory_xact_lock key for schema changes ("notes")


@dataclass(frozen=True)
class Migration:
    """One numbered change of the schema."""

    version: int
    name: str
    sql: str


def _read(folder: Path) -> list[Migration]:
    found = []
    for path in sorted(folder.glob("*.sql")):
        match = re.fullmatch(r"(\d{3})_([a-z0-9_]+)\.sql", path.name)
        if not match:
            raise StoreError(f"migration file {path.name} is not named NNN_name.sql")
        found.append(Migration(int(match[1]), match[2], path.read_text(encoding="utf-8")))
    numbers = [m.version for m in found]
    if numbers != list(range(1, len(found) + 1)):
        raise StoreError(f"migrations in {folder} must be numbered 001, 002, ... without gaps; found {numbers}")
    return found


MIGRATIONS = _read(FOLDER)
LATEST = MIGRATIONS[-1].version


def schema_version(conn) -> int:
    """The highest change this database has (0 for a database without the notes schema)."""
    # pg_tables, not to_regclass: a plain catalog read sees a table another process just committed,
    # where to_regclass may answer from this connection's not yet refreshed cache.
    exists = "SELECT EXISTS (SELECT FROM pg_tables WHERE schemaname = current_schema() AND tablename = 'notes_schema')"
    if not conn.execute(exists).fetchone()[0]:
        return 0
    return conn.execute("SELECT coalesce(max(version), 0) FROM notes_schema").fetchone()[0]


def migrate(conn, where: str, migrations: list[Migration] = MIGRATIONS) -> int:
    """Bring the schema up to date; refuse, changing nothing, a schema newer than this program's."""
    latest = migrations[-1].version
    current = schema_version(conn)
    if current > latest:
        raise StoreError(
            f"the notes database {where} has schema version {current}, newer than this program's {latest}: "
            "upgrade shortlink-notes to use it (nothing was changed)"
        )
    for migration in migrations[current:]:
        with conn.transaction():
            conn.execute("SELECT pg_advisory_xact_lock(%s)", (LOCK,))
            if schema_version(conn) >= migration.version:  # another process applied it while we waited
                continue
            conn.execute(migration.sql)
            conn.execute(
                "INSERT INTO notes_schema (version, name) VALUES (%s, %s)", (migration.version, migration.name)
            )
    return latest
