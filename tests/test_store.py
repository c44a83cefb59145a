"""NoteStore: limits, recall, ids, atomic saves and refusing corrupt files."""

from __future__ import annotations

import base64
import json

import numpy as np
import pytest

from agent import store as store_module
from agent.errors import ProviderError, StoreError, ToolError
from agent.memory import NotesMemory
from agent.store import MAX_NOTES, MAX_TEXT, Embedding, NoteStore


def vec(*xs: float) -> np.ndarray:
    return np.array(xs, dtype=np.float32)


@pytest.fixture
def path(tmp_path):
    return tmp_path / "notes.json"


@pytest.fixture
def saved(path):
    """A store file with two notes, and its bytes."""
    s = NoteStore(path)
    s.add("Caddy runs at 10.0.0.2", vec(1, 0, 0), "s1")
    s.add("The database is /srv/shortlink/links.db", vec(0, 1, 0), "s1")
    return s, path.read_bytes()


# --- add, get, forget --------------------------------------------------------------------------


def test_add_and_get(path):
    s = NoteStore(path)
    note = s.add("  Caddy runs at 10.0.0.2  ", vec(1, 0), "s1")
    assert (note.id, note.text, note.session, note.vector.tolist()) == (1, "Caddy runs at 10.0.0.2", "s1", [1.0, 0.0])
    assert s.get(1) is note and 1 in s and len(s) == 1


def test_forget_removes_the_note(saved):
    s, _ = saved
    assert s.forget(1).id == 1
    assert [n.id for n in s.notes()] == [2]
    with pytest.raises(ToolError, match="no note 1; the notes are: 2"):
        s.get(1)


def test_forget_unknown_id_is_refused(saved):
    s, before = saved
    with pytest.raises(ToolError, match="no note 9"):
        s.forget(9)
    assert s.path.read_bytes() == before


def test_memory_only_store_writes_nothing(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    s = NoteStore()
    s.add("fact", vec(1), "s1")
    assert len(s) == 1 and list(tmp_path.iterdir()) == []


# --- limits ------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["", "   \n", "x" * (MAX_TEXT + 1), "x" * 10_000, 5, None])
def test_bad_text_is_refused_and_nothing_is_written(saved, text):
    s, before = saved
    with pytest.raises(ToolError):
        s.add(text, vec(1, 1, 0), "s2")
    assert s.path.read_bytes() == before and len(s) == 2


def test_text_of_exactly_the_limit_is_accepted(path):
    assert len(NoteStore(path).add("x" * MAX_TEXT, vec(1), "s1").text) == MAX_TEXT


def full_store(path) -> NoteStore:
    s = NoteStore(path)
    for i in range(MAX_NOTES):
        s.add(f"fact {i}", vec(1, i), "s1")
    return s


def test_full_store_refuses_a_new_note(path):
    s = full_store(path)
    before = path.read_bytes()
    with pytest.raises(ToolError, match="full"):
        s.add("one more", vec(1, 1), "s2")
    assert path.read_bytes() == before and len(s) == MAX_NOTES


def test_full_store_accepts_a_replacement(path):
    s = full_store(path)
    note = s.add("updated fact", vec(1, 1), "s2", replaces=5)
    assert len(s) == MAX_NOTES and note.id == MAX_NOTES + 1 and 5 not in s


# --- recall ------------------------------------------------------------------------------------


def test_recall_orders_by_cosine(path):
    s = NoteStore(path)
    s.add("east", vec(1, 0), "s1")
    s.add("north", vec(0, 1), "s1")
    s.add("north-east", vec(1, 1), "s1")
    ranked = s.recall(vec(0.9, 0.1))
    assert [n.text for n, _ in ranked] == ["east", "north-east", "north"]
    assert ranked[0][1] == pytest.approx(0.9 / np.hypot(0.9, 0.1))


def test_recall_is_scale_invariant(path):
    """Cosine, not dot product: a long vector must not win because of its length."""
    s = NoteStore(path)
    s.add("long", vec(10, 10), "s1")
    s.add("aligned", vec(1, 0), "s1")
    assert s.recall(vec(1, 0), k=1)[0][0].text == "aligned"


def test_recall_returns_at_most_k(path):
    s = full_store(path)
    assert len(s.recall(vec(1, 3), k=5)) == 5
    assert s.recall(vec(1, 3), k=0) == []


def test_recall_ties_prefer_the_newer_note(path):
    s = NoteStore(path)
    s.add("old", vec(1, 0), "s1")
    s.add("new", vec(1, 0), "s2")
    assert [n.text for n, _ in s.recall(vec(1, 0))] == ["new", "old"]


def test_recall_on_empty_store_is_empty(path):
    assert NoteStore(path).recall(vec(1, 0)) == []


def test_recall_with_other_dimensions_is_a_store_error(saved):
    with pytest.raises(StoreError, match="another model"):
        saved[0].recall(vec(1, 0))


# --- replace and ids ---------------------------------------------------------------------------


def test_replace_swaps_one_note_and_keeps_the_others(saved):
    s, _ = saved
    note = s.add("Caddy moved to 10.0.0.3", vec(1, 0, 0), "s2", replaces=1)
    assert note.id == 3
    assert [n.id for n in s.notes()] == [2, 3]
    assert s.get(2).text == "The database is /srv/shortlink/links.db"


def test_replacing_a_missing_note_is_refused(saved):
    s, before = saved
    with pytest.raises(ToolError, match="no note 7"):
        s.add("x", vec(1, 0, 0), "s2", replaces=7)
    assert s.path.read_bytes() == before


def test_ids_are_never_reused(saved):
    s, _ = saved
    s.forget(2)
    assert s.add("new", vec(0, 0, 1), "s2").id == 3


def test_ids_are_never_reused_across_reloads(saved):
    """next_id is saved, so forgetting the newest note and reopening cannot hand its id out again."""
    s, path = saved[0], saved[0].path
    s.forget(2)
    assert NoteStore(path).add("new", vec(0, 0, 1), "s2").id == 3


# --- the file ----------------------------------------------------------------------------------


def test_file_round_trip(saved):
    s, _ = saved
    again = NoteStore(s.path)
    assert [(n.id, n.text, n.session, n.saved_at, n.user) for n in again.notes()] == [
        (n.id, n.text, n.session, n.saved_at, n.user) for n in s.notes()
    ]
    assert all((a.vector == b.vector).all() for a, b in zip(again.notes(), s.notes(), strict=True))
    assert again.add("third", vec(0, 0, 1), "s2").id == 3


def test_file_format(saved):
    data = json.loads(saved[1])
    assert (data["format"], data["version"], data["next_id"]) == ("shortlink-notes", 1, 3)
    assert [n["id"] for n in data["notes"]] == [1, 2]


def test_a_missing_file_is_created_on_first_add(tmp_path):
    path = tmp_path / "sub" / "notes.json"
    s = NoteStore(path)
    assert not path.exists()
    s.add("fact", vec(1), "s1")
    assert path.exists()


class FailingEmbedder:
    """Test double: an embedder whose server is down."""

    embedding = Embedding("down", "none")

    def embed(self, texts, kind="query"):
        raise ProviderError("embedding server down")


def test_failed_embedding_leaves_the_file_byte_for_byte_unchanged(saved):
    """The new note is embedded before the old one is removed, so a failure loses nothing."""
    s, _ = saved
    s.reembed(lambda texts: np.stack([n.vector for n in s.all_notes()]), FailingEmbedder.embedding)
    before = s.path.read_bytes()
    with pytest.raises(ToolError, match="nothing was saved"):
        NotesMemory(s, FailingEmbedder(), "s2").remember({"text": "Caddy is at 10.0.0.3", "replaces": 1})
    assert s.path.read_bytes() == before and 1 in s


def test_crash_before_rename_keeps_the_old_file_and_no_temp_file(saved, monkeypatch):
    s, before = saved

    def crash(src, dst):
        raise OSError("simulated crash before rename")

    monkeypatch.setattr(store_module.os, "replace", crash)
    with pytest.raises(OSError, match="simulated crash"):
        s.add("third", vec(0, 0, 1), "s2")
    assert s.path.read_bytes() == before
    assert sorted(p.name for p in s.path.parent.iterdir() if not p.name.endswith(".lock")) == ["notes.json"]
    assert len(s) == 2, "memory must not change when the file could not be written"


# --- corrupt files -----------------------------------------------------------------------------


def b64(*values: float) -> str:
    """A vector as the file stores it: base64 of little-endian float32."""
    return base64.b64encode(np.array(values, dtype="<f4").tobytes()).decode()


def good_data() -> dict:
    note = {"id": 1, "text": "fact", "session": "s1", "saved_at": "2025-01-01T00:00:00+00:00", "vector": b64(1, 0)}
    return {"format": "shortlink-notes", "version": 1, "next_id": 2, "notes": [note]}


def corrupt(change) -> bytes:
    data = good_data()
    change(data)
    return json.dumps(data).encode()


CORRUPT = {
    "bad json": b'{"format": "shortlink-notes", "notes": [',
    "not utf-8": b"\xff\xfe{}",
    "not an object": b"[]",
    "wrong format": corrupt(lambda d: d.update(format="something-else")),
    "wrong version": corrupt(lambda d: d.update(version=2)),
    "notes not a list": corrupt(lambda d: d.update(notes={})),
    "next_id missing": corrupt(lambda d: d.pop("next_id")),
    "vector not base64": corrupt(lambda d: d["notes"][0].update(vector="not base64!")),
    "vector a list": corrupt(lambda d: d["notes"][0].update(vector=[1.0, 0.0])),
    "vector bytes not float32": corrupt(lambda d: d["notes"][0].update(vector=base64.b64encode(b"abc").decode())),
    "vector with NaN": corrupt(lambda d: d["notes"][0].update(vector=b64(float("nan"), 1.0))),
    "empty vector": corrupt(lambda d: d["notes"][0].update(vector="")),
    "mixed dimensions": corrupt(lambda d: d["notes"].append({**d["notes"][0], "id": 2, "vector": b64(1.0)})),
    "duplicate ids": corrupt(lambda d: d.update(next_id=5, notes=[d["notes"][0], d["notes"][0]])),
    "id not below next_id": corrupt(lambda d: d.update(next_id=1)),
    "id is a bool": corrupt(lambda d: d["notes"][0].update(id=True)),
    "text too long": corrupt(lambda d: d["notes"][0].update(text="x" * 301)),
    "text missing": corrupt(lambda d: d["notes"][0].pop("text")),
    "too many notes": corrupt(
        lambda d: d.update(next_id=200, notes=[{**d["notes"][0], "id": i} for i in range(1, 102)])
    ),
}


@pytest.mark.parametrize("content", CORRUPT.values(), ids=CORRUPT.keys())
def test_corrupt_file_is_a_store_error_and_is_never_overwritten(path, content):
    path.write_bytes(content)
    with pytest.raises(StoreError):
        NoteStore(path).add("new fact", vec(1, 0), "s2")
    assert path.read_bytes() == content


def test_good_data_fixture_loads(path):
    """Guards the corrupt-file cases: each differs from a file that loads."""
    path.write_text(json.dumps(good_data()))
    assert NoteStore(path).get(1).text == "fact"


def test_store_error_names_the_file(path):
    path.write_text("{")
    with pytest.raises(StoreError, match="notes.json.*left untouched"):
        NoteStore(path)


@pytest.mark.parametrize(
    "vector",
    [vec(1, 0), vec(), vec(np.nan, 0, 1), vec(np.inf, 0, 1)],
    ids=["other dimensions", "empty", "NaN", "inf"],
)
def test_vector_the_file_could_not_hold_is_refused(saved, vector):
    """The store must never write a file that it would refuse to load."""
    s, before = saved
    with pytest.raises(StoreError, match="refusing a vector"):
        s.add("new fact", vector, "s2")
    assert s.path.read_bytes() == before and len(s) == 2
    assert len(NoteStore(s.path)) == 2


def test_replacing_the_only_note_may_change_dimensions(path):
    """With the old note gone, the file stays consistent, so a new embedding model can take over."""
    s = NoteStore(path)
    s.add("fact", vec(1, 0), "s1")
    s.add("fact, re-embedded", vec(1, 0, 0), "s2", replaces=1)
    assert len(NoteStore(path).get(2).vector) == 3
