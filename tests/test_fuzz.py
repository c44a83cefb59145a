"""Property tests: no tool argument and no file content can make the store crash, corrupt or half-change.

Each example works in its own temporary folder (hypothesis reruns a test body many times, so a
function-scoped ``tmp_path`` would be shared between examples). ``database=None`` keeps hypothesis
from writing a ``.hypothesis`` folder into the project.
"""

from __future__ import annotations

import base64
import copy
import json
import re
import tempfile
from pathlib import Path

import httpx
import numpy as np
from hypothesis import example, given, settings
from hypothesis import strategies as st

from agent.errors import StoreError
from agent.memory import NotesMemory
from agent.store import MAX_TEXT, NoteStore
from agent.tools import Toolbox
from tests.doubles import ScriptedServer, bag_of_words, client

FUZZ = settings(max_examples=100, deadline=None, database=None)

# Arbitrary text, lone surrogates included: a model can write "\ud800" in its JSON arguments.
any_text = st.lists(
    st.characters() | st.characters(codec="ascii") | st.sampled_from(["\ud800", "\udfff"]), max_size=40
).map("".join)
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | any_text,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(any_text, inner, max_size=3),
    max_leaves=8,
)


class FuzzServer(ScriptedServer):
    """The scripted server, embedding each text with one extra word.

    ``bag_of_words`` gives the all-zero vector to a text with no ASCII word ("!!!"), which the
    store refuses by design as a broken embedding model (a StoreError that stops the run). No real
    model returns it, so the fuzz tests keep every embedding non-zero.
    """

    def handle(self, request: httpx.Request) -> httpx.Response:
        if not request.url.path.endswith("/embeddings"):
            return super().handle(request)
        texts = json.loads(request.content)["input"]
        data = [{"index": i, "embedding": bag_of_words("note " + t, self.dims)} for i, t in enumerate(texts)]
        return httpx.Response(200, json={"data": data})


EMBEDDER = client(FuzzServer(dims=32))
_BASE: list[bytes] = []


def fresh_memory(folder: Path) -> NotesMemory:
    """A memory over a store with notes 1 and 3 (bob's note 2 shares the file); the file is made once."""
    path = folder / "notes.json"
    if not _BASE:
        vectors = EMBEDDER.embed(["caddy", "nginx", "db"])
        NoteStore(path, durable=False).add("We run Caddy at 10.0.0.2.", vectors[0], "s0")
        NoteStore(path, user="bob", durable=False).add("Bob uses nginx.", vectors[1], "s0")
        NoteStore(path, durable=False).add("The database is /srv/a.db.", vectors[2], "s0")
        _BASE.append(path.read_bytes())
    path.write_bytes(_BASE[0])
    return NotesMemory(NoteStore(path, durable=False), EMBEDDER, "fuzz")


anything = st.one_of(
    any_text,  # raw text, mostly not JSON
    json_values.map(json.dumps),  # any JSON value, most of them not an object
    json_values,  # a value that is not even a string
    st.dictionaries(st.sampled_from(["text", "replaces", "id"]) | any_text, json_values, max_size=3),
)
note_id = st.integers(-1, 4) | st.sampled_from(["1", " 3 ", "3.0", 1.0, 2.5, True]) | json_values
calls = st.one_of(  # the shapes each tool expects, too, so the saving and forgetting paths run
    st.tuples(st.sampled_from(["remember", "forget"]), anything),
    st.tuples(
        st.just("remember"),
        st.fixed_dictionaries(
            {"text": st.text(st.characters(codec="ascii"), max_size=MAX_TEXT + 20) | any_text},
            optional={"replaces": note_id},
        ),
    ),
    st.tuples(st.just("forget"), st.fixed_dictionaries({"id": note_id})),
)


@FUZZ
@given(call=calls, as_text=st.booleans())
@example(call=("remember", {"text": "We use nginx \ud800."}), as_text=True)  # once a UnicodeEncodeError
def test_any_tool_arguments_give_a_string_and_a_whole_change_or_none(call, as_text):
    name, args = call
    if as_text and isinstance(args, dict):
        args = json.dumps(args)
    with tempfile.TemporaryDirectory() as folder:
        memory = fresh_memory(Path(folder))
        path, before = memory.store.path, memory.store.path.read_bytes()
        result = Toolbox(memory.tools()).call(name, args)
        assert isinstance(result, str)
        if result.startswith("Error: "):
            assert path.read_bytes() == before
            return
        after, bob = NoteStore(path), NoteStore(path, user="bob")
        assert [n.id for n in bob.notes()] == [2]
        saved = re.fullmatch(r"Saved note 4(?:, replacing note ([13]))?\.", result)
        forgot = re.fullmatch(r"Forgot note ([13])\.", result)
        assert saved or forgot, result
        if saved:
            note = after.get(4)
            assert note.text == (json.loads(args) if isinstance(args, str) else args)["text"].strip()
            assert note.session == "fuzz" and 0 < len(note.text) <= MAX_TEXT
            gone = {int(saved.group(1))} if saved.group(1) else set()
            assert {n.id for n in after.notes()} == {1, 3, 4} - gone
        else:
            assert {n.id for n in after.notes()} == {1, 3} - {int(forgot.group(1))}


def loads_or_store_error(path: Path) -> None:
    """A usable store or a StoreError, the file's bytes untouched either way; a store that loads can be saved."""
    before = path.read_bytes()
    try:
        store = NoteStore(path)
    except StoreError:
        assert path.read_bytes() == before
        return
    assert path.read_bytes() == before
    assert all(n.text and np.isfinite(n.vector).all() for n in store.notes())
    try:
        NoteStore(path, user="writer", durable=False).add("a new fact", np.array([1.0, 2.0]), "s9")
    except StoreError as exc:  # the stored notes have other dimensions
        assert "refusing a vector" in str(exc)
        assert path.read_bytes() == before
    NoteStore(path)  # whatever was written loads again


@FUZZ
@given(content=st.binary(max_size=200))
def test_any_bytes_load_or_are_a_store_error(content):
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "notes.json"
        path.write_bytes(content)
        loads_or_store_error(path)


notes_like = st.fixed_dictionaries(  # near the real format, so the checks past the header run too
    {"format": st.just("shortlink-notes") | json_values, "version": st.just(1) | json_values},
    optional={"next_id": st.integers(-1, 5) | json_values, "notes": st.lists(json_values, max_size=3)},
)


@FUZZ
@given(data=json_values | notes_like)
def test_any_json_loads_or_is_a_store_error(data):
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "notes.json"
        path.write_text(json.dumps(data), encoding="utf-8")
        loads_or_store_error(path)


def vector(*xs: float) -> str:
    return base64.b64encode(np.array(xs, dtype="<f4").tobytes()).decode("ascii")


VALID = {
    "format": "shortlink-notes",
    "version": 1,
    "next_id": 4,
    "notes": [
        {"id": 1, "user": "alice", "text": "fact one", "session": "s1", "saved_at": "t", "vector": vector(1, 0)},
        {"id": 2, "text": "fact two", "session": "s1", "saved_at": "t", "vector": vector(0, 1)},
        {"id": 3, "user": "bob", "text": "fact three", "session": "s2", "saved_at": "t", "vector": vector(1, 1)},
    ],
}
KEYS = ["id", "user", "text", "session", "saved_at", "vector"]
replacement = (
    json_values
    | st.integers(0, 5)
    | st.sampled_from(["", "  ", "x" * (MAX_TEXT + 1), vector(), vector(1, 0, 0), vector(np.nan, 0), "AAAA", "A="])
)


@FUZZ
@given(
    index=st.integers(0, 2),
    key=st.sampled_from(KEYS),
    drop=st.booleans(),
    value=replacement,
    top=st.sampled_from([None, "format", "version", "next_id", "notes"]),
)
@example(index=0, key="session", drop=False, value="s\udfff", top=None)  # once loaded, then could not be saved
def test_a_mutated_valid_file_loads_or_is_a_store_error(index, key, drop, value, top):
    data = copy.deepcopy(VALID)
    target = data if top else data["notes"][index]
    name = top or key
    if drop:
        target.pop(name, None)
    else:
        target[name] = value
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "notes.json"
        path.write_text(json.dumps(data), encoding="utf-8")
        loads_or_store_error(path)


def test_the_unmutated_file_loads():
    """Guards the mutation test: the file it starts from is valid, so each refusal is the mutation's doing."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "notes.json"
        path.write_text(json.dumps(VALID), encoding="utf-8")
        assert [n.id for n in NoteStore(path, user="alice").notes()] == [1]
        assert [n.id for n in NoteStore(path).notes()] == [2]
