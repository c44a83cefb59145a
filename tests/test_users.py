"""One store per person: a shared notes file, where each NoteStore sees only its own user's notes."""

from __future__ import annotations

import numpy as np
import pytest

from agent.cli import main
from agent.errors import StoreError, ToolError
from agent.memory import NotesMemory
from agent.store import MAX_NOTES, NoteStore
from tests.doubles import ScriptedServer, client


def vec(*xs: float) -> np.ndarray:
    return np.array(xs, dtype=np.float32)


@pytest.fixture
def path(tmp_path):
    """A shared file: alice saved notes 1 and 3, bob saved note 2."""
    path = tmp_path / "notes.json"
    alice, bob = NoteStore(path, user="alice"), NoteStore(path, user="bob")
    alice.add("Alice runs Caddy at 10.0.0.2", vec(1, 0, 0), "a1")
    bob.add("Bob runs nginx at 10.0.0.9", vec(0, 1, 0), "b1")
    alice.add("Alice keeps links in /srv/a.db", vec(0, 0, 1), "a2")
    return path


def test_each_user_sees_only_their_notes(path):
    assert [n.id for n in NoteStore(path, user="alice").notes()] == [1, 3]
    assert [n.text for n in NoteStore(path, user="bob").notes()] == ["Bob runs nginx at 10.0.0.9"]
    assert len(NoteStore(path, user="carol")) == 0


def test_notes_remember_who_saved_them(path):
    assert {n.user for n in NoteStore(path, user="bob").notes()} == {"bob"}


def test_recall_never_returns_another_users_note(tmp_path):
    """Alice's note is a better match for bob's query than bob's own note, and still stays out."""
    path = tmp_path / "notes.json"
    NoteStore(path, user="alice").add("We run Caddy at 10.0.0.2", vec(1, 0, 0), "a1")
    NoteStore(path, user="bob").add("We run Caddy at 10.0.0.9", vec(0.8, 0.6, 0), "b1")
    found = NoteStore(path, user="bob").recall(vec(1, 0, 0), k=5)
    assert [(n.user, n.text) for n, _ in found] == [("bob", "We run Caddy at 10.0.0.9")]


def test_recall_block_holds_only_this_users_notes(tmp_path):
    """Through NotesMemory and real (fake-server) embeddings: nearly identical notes for two people."""
    server, path = ScriptedServer(), tmp_path / "notes.json"
    alice = NotesMemory(NoteStore(path, user="alice"), client(server), "a1")
    bob = NotesMemory(NoteStore(path, user="bob"), client(server), "b1")
    alice.remember({"text": "We run shortlink behind Caddy at 10.0.0.2."})
    bob.remember({"text": "We run shortlink behind Caddy at 10.0.0.9."})
    block = bob.recall("Which proxy do we run shortlink behind?")
    assert "10.0.0.9" in block and "10.0.0.2" not in block


@pytest.mark.parametrize("action", ["get", "forget"])
def test_another_users_note_id_does_not_exist(path, action):
    before = path.read_bytes()
    with pytest.raises(ToolError, match="there is no note 2; the notes are: 1, 3"):
        getattr(NoteStore(path, user="alice"), action)(2)
    assert path.read_bytes() == before


def test_replacing_another_users_note_is_refused(path):
    before = path.read_bytes()
    with pytest.raises(ToolError, match="there is no note 2"):
        NoteStore(path, user="alice").add("Bob moved to Traefik", vec(0, 1, 0), "a3", replaces=2)
    assert path.read_bytes() == before


def test_a_user_cannot_see_another_users_note_by_id(path):
    assert 2 not in NoteStore(path, user="alice") and 2 in NoteStore(path, user="bob")


def test_ids_are_shared_so_they_never_collide(path):
    """Ids are unique across the file: bob's next note does not reuse one of alice's ids."""
    assert NoteStore(path, user="bob").add("Bob uses SQLite", vec(0, 1, 1), "b2").id == 4


def test_note_limit_is_per_user(tmp_path):
    path = tmp_path / "notes.json"
    alice = NoteStore(path, user="alice", durable=False)
    for i in range(MAX_NOTES):
        alice.add(f"fact {i}", vec(1, i, 0), "a1")
    with pytest.raises(ToolError, match="full"):
        alice.add("one more fact", vec(1, 0, 0), "a1")
    bob = NoteStore(path, user="bob")
    assert bob.add("Bob's first fact", vec(0, 0, 1), "b1").id == MAX_NOTES + 1
    assert len(NoteStore(path, user="alice")) == MAX_NOTES and len(NoteStore(path, user="bob")) == 1


@pytest.mark.parametrize("user", ["", "   ", None])
def test_user_id_must_be_a_non_empty_string(tmp_path, user):
    with pytest.raises(StoreError, match="user id"):
        NoteStore(tmp_path / "notes.json", user=user)


def test_cli_lists_only_the_named_users_notes(path, capsys):
    assert main(["notes", "list", "--user", "bob", "--store", str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 1 and lines[0].split()[0] == "2" and lines[0].endswith("Bob runs nginx at 10.0.0.9")


def test_cli_default_user_sees_none_of_the_named_users_notes(path, capsys):
    assert main(["notes", "list", "--store", str(path)]) == 0
    assert "(no notes in" in capsys.readouterr().out


def test_cli_cannot_forget_another_users_note(path, capsys):
    before = path.read_bytes()
    assert main(["notes", "forget", "1", "--user", "bob", "--store", str(path)]) == 2
    assert "there is no note 1" in capsys.readouterr().err
    assert path.read_bytes() == before
