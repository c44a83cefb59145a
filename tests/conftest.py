"""Fixtures for the store tests: a PostgreSQL database of this run's own, and one target per backend.

The server is found through AGENT_TEST_PG_URL (default: the local socket as this OS user).
Without a server these tests fail, saying how to start one; they never skip.
"""

from __future__ import annotations

import os
import secrets
from collections.abc import Iterator
from urllib.parse import urlsplit

import psycopg
import pytest
from psycopg import sql

from agent.stores.contract import redact
from agent.stores.database import close_connections, shared

PG_URL = os.environ.get("AGENT_TEST_PG_URL", "postgresql:///postgres")
HOW = (
    "start one with `bash .ci/postgres` (as root it starts the local cluster and creates a role for you), "
    "or set AGENT_TEST_PG_URL=postgresql://USER@HOST:PORT/DATABASE to a server where USER may create databases"
)


def database_url(url: str, name: str) -> str:
    """The same server and login as ``url``, database ``name``."""
    parts = urlsplit(url)  # not geturl(): it drops the empty host of postgresql:///db (the local socket)
    return f"{parts.scheme}://{parts.netloc}/{name}" + (f"?{parts.query}" if parts.query else "")


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    """A database made for this test run on the server at AGENT_TEST_PG_URL, dropped at the end."""
    try:
        admin = psycopg.connect(PG_URL, autocommit=True, connect_timeout=5)
    except psycopg.Error as exc:
        pytest.fail(f"no PostgreSQL server for the store tests at {redact(PG_URL)} ({exc}): {HOW}", pytrace=False)
    name = f"shortlink_test_{os.getpid()}_{secrets.token_hex(3)}"
    with admin:
        admin.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
        try:
            yield database_url(PG_URL, name)
        finally:
            close_connections()
            admin.execute(sql.SQL("DROP DATABASE {} WITH (FORCE)").format(sql.Identifier(name)))


@pytest.fixture
def empty_postgres(postgres_url: str) -> str:
    """The run's database, schema applied and every table emptied: a store nobody has used."""
    with shared(postgres_url).reading() as conn:
        conn.execute("TRUNCATE notes, notes_people, notes_audit, notes_meta")
    return postgres_url


@pytest.fixture(params=["json", "postgres"])
def target(request: pytest.FixtureRequest, tmp_path) -> str:
    """Where a contract test keeps its notes: a JSON file, or an emptied PostgreSQL database (its URL)."""
    if request.param == "json":
        return str(tmp_path / "notes.json")
    return request.getfixturevalue("empty_postgres")


@pytest.fixture
def fresh_postgres(postgres_url: str) -> Iterator[str]:
    """A new, empty database (no schema yet) on the test server, dropped after the test."""
    name = f"{urlsplit(postgres_url).path.lstrip('/')}_{secrets.token_hex(3)}"
    with psycopg.connect(postgres_url, autocommit=True) as admin:
        admin.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
        try:
            yield database_url(postgres_url, name)
        finally:
            close_connections()
            admin.execute(sql.SQL("DROP DATABASE {} WITH (FORCE)").format(sql.Identifier(name)))
