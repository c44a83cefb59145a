"""The connection to a notes database: opened once per process and URL, its schema brought up to date.

psycopg's errors become this package's: a bad URL is a ConfigError, a server that cannot be reached
or stops answering a StoreUnavailableError, anything else the server refuses a StoreError. Messages
never show the URL's password.
"""

from __future__ import annotations

import atexit
import os
from collections.abc import Iterator
from contextlib import contextmanager
from urllib.parse import urlsplit

from ..errors import ConfigError, StoreError, StoreUnavailableError
from .contract import redact
from .migrate import migrate

try:
    import psycopg
    from psycopg.conninfo import conninfo_to_dict
except ImportError:  # an optional extra: the JSON store needs none of it
    psycopg = None  # type: ignore[assignment]

__all__ = ["Database", "close_connections", "shared"]

CONNECT_TIMEOUT = 5  # seconds, unless the URL says otherwise
REFUSALS = "NT"  # SQLSTATE class of the store's own refusals (notes_take, migrations/002_save_function.sql)


class Database:
    """One connection to a notes database, its schema checked and brought up to date when it opens."""

    def __init__(self, url: str) -> None:
        if psycopg is None:
            raise ConfigError(
                "a postgresql:// store needs psycopg 3: pip install 'shortlink-notes[postgres]' (or psycopg[binary])"
            )
        self.url, self.where = url, redact(url)
        try:
            urlsplit(url).port  # noqa: B018 -- raises ValueError for a port that is not a number
            params = conninfo_to_dict(url)
        except (ValueError, psycopg.Error) as exc:
            raise ConfigError(
                f"{self.where} is not a PostgreSQL URL ({_one_line(exc)}); expected "
                "postgresql://USER@HOST:PORT/DATABASE, or postgresql:///DATABASE for the local socket"
            ) from None
        params.setdefault("connect_timeout", CONNECT_TIMEOUT)
        params.setdefault("application_name", "shortlink-notes")
        try:
            self.conn = psycopg.connect(autocommit=True, **params)
        except psycopg.Error as exc:
            raise StoreUnavailableError(
                f"cannot reach the notes database {self.where} ({_one_line(exc)}): is the server running "
                "(e.g. pg_ctlcluster 15 main start), and do its host, port, user and database exist?"
            ) from exc
        try:
            with self.errors():
                migrate(self.conn, self.where)
        except BaseException:
            self.conn.close()
            raise

    @contextmanager
    def errors(self) -> Iterator[None]:
        """psycopg's errors as this package's: a lost server is StoreUnavailableError, the rest StoreError."""
        try:
            yield
        except psycopg.OperationalError as exc:
            raise StoreUnavailableError(
                f"the notes database {self.where} stopped answering ({_one_line(exc)})"
            ) from exc
        except psycopg.Error as exc:
            if (exc.sqlstate or "").startswith(REFUSALS):  # the store's own refusals: its caller words them
                raise
            raise StoreError(f"the notes database {self.where} refused a query ({_one_line(exc)})") from exc

    @contextmanager
    def transaction(self) -> Iterator[psycopg.Connection]:
        """One transaction, pipelined: committed if the block ends, rolled back if it raises (our errors included).

        In a pipeline, statements are sent without waiting; the client waits only when it reads a
        result. A save so costs two round trips instead of seven: on a busy machine every wait for
        the server is a wait for the scheduler too.
        """
        with self.errors(), self.conn.pipeline(), self.conn.transaction():
            yield self.conn

    @contextmanager
    def reading(self) -> Iterator[psycopg.Connection]:
        """The connection for reads (autocommit: each statement sees the latest committed state)."""
        with self.errors():
            yield self.conn

    @property
    def usable(self) -> bool:
        return not (self.conn.closed or self.conn.broken)

    def close(self) -> None:
        self.conn.close()


_SHARED: dict[tuple[int, str], Database] = {}  # (process id, url): a forked child opens its own


def shared(url: str) -> Database:
    """This process's connection to ``url``, opened (and reopened after a loss) when needed."""
    key = (os.getpid(), url)
    db = _SHARED.get(key)
    if db is None or not db.usable:
        db = _SHARED[key] = Database(url)
    return db


@atexit.register
def close_connections() -> None:
    """Close every connection this process opened (also for tests that drop their database)."""
    for key in [k for k in _SHARED if k[0] == os.getpid()]:
        _SHARED.pop(key).close()


def _one_line(exc: Exception) -> str:
    return " ".join(str(exc).split()).rstrip(".?")
