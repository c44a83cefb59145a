"""What only the PostgreSQL store has: its schema and migrations, its connection errors, the CLI on a URL."""

from __future__ import annotations

import threading

import numpy as np
import psycopg
import pytest

from agent.cli import main
from agent.errors import ConfigError, StoreError, StoreUnavailableError, ToolError
from agent.store import MAX_NOTES
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


def test_a_version_1_database_with_notes_is_brought_to_the_latest_and_its_notes_stay(fresh_postgres):
    # Version 1 as it was: its schema, and notes written by its client's statements (not notes_save).
    with psycopg.connect(fresh_postgres, autocommit=True) as conn:
        migrate(conn, "test", MIGRATIONS[:1])
        with conn.transaction():
            conn.execute("INSERT INTO notes_people (person, next_id, rev) VALUES ('alice', 3, 2)")
            for i, v in ((1, [1.0, 0.0, 0.0]), (2, [0.0, 1.0, 0.0])):
                conn.execute(
                    "INSERT INTO notes (person, id, text, session, saved_at, vector) "
                    "VALUES ('alice', %s, %s, 's1', now(), %s)",
                    (i, f"fact {i}", np.array(v, "<f4").tobytes()),
                )
    store = open_store(fresh_postgres, user="alice")
    assert rows(fresh_postgres, "SELECT max(version) FROM notes_schema") == [(LATEST,)]
    assert [(n.id, n.text, n.vector.tolist()) for n in store.notes()] == [
        (1, "fact 1", [1.0, 0.0, 0.0]),
        (2, "fact 2", [0.0, 1.0, 0.0]),
    ]
    assert store.recall(np.array([0.0, 1.0, 0.1]), k=1)[0][0].id == 2
    assert store.add("fact 3", np.array([0.0, 0.0, 1.0]), "s2", replaces=1).id == 3
    assert [n.id for n in open_store(fresh_postgres, user="alice").notes()] == [2, 3]


def test_a_refused_save_takes_no_id_and_leaves_the_person_as_it_was(empty_postgres):
    store = open_store(empty_postgres, user="alice")
    store.add("fact 1", np.ones(3), "s1")
    before = rows(empty_postgres, "SELECT person, next_id, rev FROM notes_people")
    with pytest.raises(ToolError, match="there is no note 7; the notes are: 1"):
        store.add("fact 2", np.ones(3), "s1", replaces=7)
    with pytest.raises(StoreError, match=r"refusing a vector of 4 dimensions \(stored notes have \[3\]\)"):
        store.add("fact 2", np.ones(4), "s1")
    with pytest.raises(ToolError, match="there is no note 1; the notes are: none"):
        open_store(empty_postgres, user="bob").add("Bob's fact", np.ones(3), "b1", replaces=1)
    assert rows(empty_postgres, "SELECT person, next_id, rev FROM notes_people") == before  # bob not created
    assert store.add("fact 2", np.ones(3), "s1").id == 2


def test_the_limit_is_checked_by_the_server_on_the_committed_notes(empty_postgres):
    # This store's copy says 0 notes; another process filled the person up meanwhile.
    mine = open_store(empty_postgres, user="alice")
    other = open_store(empty_postgres, user="alice")
    for i in range(MAX_NOTES):
        other.add(f"fact {i}", np.ones(3), "s1")
    with pytest.raises(ToolError, match=f"the store is full \\({MAX_NOTES} notes\\)"):
        mine.add("one too many", np.ones(3), "s2")
    assert rows(empty_postgres, "SELECT count(*) FROM notes") == [(MAX_NOTES,)]


def test_a_save_that_need_not_be_durable_changes_only_its_own_commit(empty_postgres):
    open_store(empty_postgres, user="alice", durable=False).add("fact 1", np.ones(3), "s1")
    with database.shared(empty_postgres).reading() as conn:
        assert conn.execute("SHOW synchronous_commit").fetchone() == ("on",)
    assert [n.text for n in open_store(empty_postgres, user="alice").notes()] == ["fact 1"]


def test_the_copy_after_a_replace_matches_the_database(empty_postgres):
    store = open_store(empty_postgres, user="alice")
    for i in range(3):
        store.add(f"fact {i}", np.eye(3)[i], "s1")
    store.add("fact 3", np.array([1.0, 1.0, 0.0]), "s1", replaces=2)
    mine = [(n.id, n.text, n.vector.tolist()) for n in store.notes()]
    assert mine == [(n.id, n.text, n.vector.tolist()) for n in open_store(empty_postgres, user="alice").notes()]
    assert [n.id for n in store.notes()] == [1, 3, 4]
    assert np.allclose(store.similarities(np.array([1.0, 0.0, 0.0])), [1.0, 0.0, np.sqrt(0.5)])


def test_many_changes_without_a_read_keep_the_copy_right(empty_postgres):
    store = open_store(empty_postgres, user="alice")
    for i in range(1, 301):  # each replaces the last: the copy is rebuilt from the one before, 300 times
        store.add(f"fact {i}", np.array([1.0, i, 0.0]), "s1", replaces=i - 1 if i > 1 else None)
    assert [(n.id, n.text) for n in store.notes()] == [(300, "fact 300")]
    assert np.allclose(store.notes()[0].vector, np.array([1.0, 300, 0.0]) / np.hypot(1, 300))


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
