"""Usage carried with each turn (ModelClient.metered, Turn.calls) and a closable client."""

from __future__ import annotations

import httpx
import pytest

from agent.approaches import History, NoMemory, Notes
from agent.library import Library
from agent.store import NoteStore
from tests.doubles import LoopingScript, ScriptedServer, client


def test_a_meter_collects_only_the_calls_made_inside_it():
    server = ScriptedServer(policy=lambda request: {"role": "assistant", "content": "hi"})
    c = client(server)
    c.chat([])
    with c.metered() as outer:
        c.chat([])
        with c.metered() as inner:
            c.embed(["x"])
        c.chat([])
    c.chat([])
    assert [call.kind for call in outer] == ["chat", "embedding", "chat"]
    assert [call.kind for call in inner] == ["embedding"]
    assert len(c.calls) == 5  # the client's own list still has every call


def test_two_meters_that_saw_the_same_calls_are_still_told_apart():
    c = client(ScriptedServer(policy=lambda request: {"role": "assistant", "content": "hi"}))
    with c.metered() as first, c.metered() as second:
        pass
    with c.metered() as third:
        c.chat([])
    assert first == second == [] and len(third) == 1


def test_a_meter_keeps_the_calls_made_before_an_error():
    server = ScriptedServer(policy=lambda request: {"role": "assistant", "content": "hi"})
    c = client(server)
    with pytest.raises(RuntimeError), c.metered() as calls:
        c.chat([])
        raise RuntimeError("boom")
    assert len(calls) == 1
    c.chat([])
    assert len(calls) == 1  # the meter stopped at the end of its block


@pytest.mark.parametrize("kind", ["none", "history", "notes"])
def test_each_turn_carries_its_own_calls(kind, tmp_path):
    server = ScriptedServer(policy=LoopingScript())
    c, library = client(server), Library()
    approach = {
        "none": lambda: NoMemory(c, library, max_turns=3),
        "history": lambda: History(c, library, max_turns=3),
        "notes": lambda: Notes(c, library, NoteStore(tmp_path / "notes.json"), max_turns=3),
    }[kind]()
    first = approach.session("s1", "Which documents are there?")
    second = approach.session("s2", "And now?")
    chats = [[call.kind for call in turn.calls if call.kind == "chat"] for turn in (first, second)]
    assert chats == [["chat"] * 3, ["chat"] * 3]
    assert len(first.calls) + len(second.calls) == len(c.calls)  # recall embeddings included, nothing twice


def test_a_closed_client_makes_no_more_calls():
    server = ScriptedServer(policy=lambda request: {"role": "assistant", "content": "hi"})
    with client(server) as c:
        c.chat([])
    with pytest.raises(RuntimeError):  # httpx refuses a request on a closed client
        c.chat([])
    assert isinstance(c._http, httpx.Client) and c._http.is_closed
