"""What only the PostgreSQL store has: its schema and migrations, its connection errors, the CLI on a URL."""

from __future__ import annotations

import threading

import numpy as np
import psycopg
import pytest

from agent.cli import main
from agent.errors import ConfigError, StoreError, StoreUnavailableError
from agent.stores import database, open_store
from agent.stores.migrate import LATEST, MIGRATIONS, Migration, migrate, schema_version


def rows(url: str, query: str) -> list[tuple]:
    with psycopg.connect(url) as conn:
        return conn.execute(query).fetchall()


def test_first_connect_applies_every_migration_in_order(fresh_postgres):
    open_store(fresh_postgres, user="alice")
    applied = rows(fresh_postgres, "SELECT version, name FROM notes_schema ORDER BY version")
    assert applied == [(m.version, m.name) for m in MIGRATIONS] and applied[-1][0] == LATEST


def test_processes_connecting_at_once_apply_each_migration_once(fresh_postgres):
    errors: list[Exception] = []

    def connect() -> None:
        try:
            database.Database(fresh_postgres).close()
        except Exception as exc:  # collected: an exception in a thread would not fail the test
            errors.append(exc)

    threads = [threading.Thread(target=connect) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert rows(fresh_postgres, "SELECT count(*) FROM notes_schema") == [(LATEST,)]


def test_a_migration_that_fails_leaves_the_schema_at_the_last_complete_version(fresh_postgres):
    # Its SQL runs, then recording it fails (a name is required): the table must go with it.
    broken = Migration(LATEST + 1, None, "CREATE TABLE half_done (x int)")  # type: ignore[arg-type]
    with psycopg.connect(fresh_postgres, autocommit=True) as conn:
        with pytest.raises(psycopg.errors.NotNullViolation):
            migrate(conn, "test", [*MIGRATIONS, broken])
        assert schema_version(conn) == LATEST
        assert conn.execute("SELECT to_regclass('half_done')").fetchone() == (None,)


def test_a_schema_from_a_newer_version_is_refused_and_nothing_is_written(fresh_postgres):
    open_store(fresh_postgres, user="alice").add("We run Caddy at 10.0.0.2", np.ones(3), "s1")
    with psycopg.connect(fresh_postgres) as conn:
        conn.execute("INSERT INTO notes_schema (version, name) VALUES (%s, 'from the future')", (LATEST + 1,))
    database.close_connections()
    before = rows(fresh_postgres, "SELECT * FROM notes UNION ALL SELECT * FROM notes") + rows(
        fresh_postgres, "SELECT version FROM notes_schema ORDER BY version"
    )
    with pytest.raises(StoreError, match=f"schema version {LATEST + 1}, newer than this program's {LATEST}"):
        open_store(fresh_postgres, user="alice")
    after = rows(fresh_postgres, "SELECT * FROM notes UNION ALL SELECT * FROM notes") + rows(
        fresh_postgres, "SELECT version FROM notes_schema ORDER BY version"
    )
    assert after == before


def test_ids_are_counted_per_person(empty_postgres):
    assert open_store(empty_postgres, user="alice").add("Alice's fact", np.ones(3), "a1").id == 1
    assert open_store(empty_postgres, user="bob").add("Bob's fact", np.ones(3), "b1").id == 1


@pytest.mark.parametrize(
    "url",
    ["postgresql://db.internal:port/notes", "postgresql:///notes?no_such_option=1"],
)
def test_a_bad_url_is_a_config_error_that_shows_the_expected_form(url):
    with pytest.raises(ConfigError, match="is not a PostgreSQL URL .*expected postgresql://USER@HOST:PORT/DATABASE"):
        open_store(url)


def test_an_unknown_scheme_is_a_config_error():
    with pytest.raises(ConfigError, match="unknown store mysql://"):
        open_store("mysql://db.internal/notes")


def test_an_unreachable_server_is_a_clear_error_without_the_password():
    with pytest.raises(StoreUnavailableError, match="cannot reach the notes database") as caught:
        open_store("postgresql://notes:s3cret@127.0.0.1:1/notes?connect_timeout=2")
    assert "s3cret" not in str(caught.value) and "notes:***@127.0.0.1:1" in str(caught.value)


def test_without_psycopg_a_url_says_which_extra_to_install(monkeypatch):
    monkeypatch.setattr(database, "psycopg", None)
    with pytest.raises(ConfigError, match=r"shortlink-notes\[postgres\]"):
        open_store("postgresql:///notes")


def test_a_lost_connection_is_a_clear_error_and_the_next_store_reconnects(empty_postgres):
    store = open_store(empty_postgres, user="alice")
    pid = database.shared(empty_postgres).conn.info.backend_pid
    with psycopg.connect(empty_postgres, autocommit=True) as admin:
        admin.execute("SELECT pg_terminate_backend(%s)", (pid,))
    with pytest.raises(StoreUnavailableError, match="stopped answering"):
        store.add("We run Caddy at 10.0.0.2", np.ones(3), "s1")
    assert open_store(empty_postgres, user="alice").add("We run Caddy at 10.0.0.2", np.ones(3), "s1").id == 1


def test_the_cli_lists_and_forgets_notes_in_postgresql(empty_postgres, capsys):
    open_store(empty_postgres, user="bob").add("Bob runs nginx at 10.0.0.9", np.ones(3), "b1")
    assert main(["notes", "list", "--user", "bob", "--store", empty_postgres]) == 0
    assert capsys.readouterr().out.rstrip().endswith("Bob runs nginx at 10.0.0.9")
    assert main(["notes", "forget", "1", "--user", "alice", "--store", empty_postgres]) == 2
    assert "there is no note 1" in capsys.readouterr().err
    assert len(open_store(empty_postgres, user="bob")) == 1


def test_the_cli_names_an_unreachable_database_in_one_line(capsys):
    assert main(["notes", "list", "--store", "postgresql://127.0.0.1:1/notes?connect_timeout=2"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: cannot reach the notes database") and err.count("\n") == 1
