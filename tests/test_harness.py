"""The harness's notes store: opened once per approach run and shared by the approach, its notes and its audit."""

from __future__ import annotations

from pathlib import Path

from agent.client import Settings
from evals import harness as harness_module
from evals.cassettes import RunInfo
from evals.harness import Case, Harness
from evals.scenario import Scenario, Session
from tests.doubles import API_KEY, BASE_URL, ScriptedServer

RUN = RunInfo("test-double-model", "test-double-embed", "http://127.0.0.1:1/v1", "http://127.0.0.1:1/v1", "a test")
# The user states the fact the scripted model saves: a note may only give values the user said.
SESSIONS = [Session(f"s{i}", f"We run nginx at 10.0.0.5. Question {i}", [["answer"]]) for i in range(1, 4)]
SCENARIO = Scenario("store-test", "made up", SESSIONS, [], Path("store-test.json"))


def counting_open_store(monkeypatch) -> list[tuple]:
    """Wrap the harness's open_store so a test can count what it opens."""
    opened: list[tuple] = []
    real = harness_module.open_store

    def wrapped(*args, **kwargs):
        opened.append(args)
        return real(*args, **kwargs)

    monkeypatch.setattr(harness_module, "open_store", wrapped)
    return opened


def harness(tmp_path: Path, server: ScriptedServer) -> Harness:
    """A harness on the scripted server (a test double), with its work folder in tmp_path."""
    return Harness(SCENARIO, RUN, Settings(base_url=BASE_URL, api_key=API_KEY), tmp_path, server.transport)


def test_the_notes_store_is_opened_once_per_approach_run_not_per_session(tmp_path, monkeypatch):
    """Regression (review item 1): each notes session opened the store three times (build or reload, notes, audit)."""
    opened = counting_open_store(monkeypatch)
    server = ScriptedServer()
    server.enqueue(tool_calls=[("remember", {"text": "We run nginx at 10.0.0.5."})])
    server.enqueue("Noted.")
    server.enqueue("An answer.")
    server.enqueue(tool_calls=[("forget", {"id": 1})])
    server.enqueue("Done.")
    h = harness(tmp_path, server)
    records = [h.play(Case("notes", s, i)) for i, s in enumerate(SESSIONS)]
    assert len(opened) == 1
    assert [len(r.notes) for r in records] == [1, 1, 0]  # what each session left, read from the one store
    assert [[e["action"] for e in r.audit] for r in records] == [["save"], [], ["forget"]]


def test_each_repeat_has_a_store_of_its_own(tmp_path, monkeypatch):
    opened = counting_open_store(monkeypatch)
    server = ScriptedServer()
    server.enqueue(tool_calls=[("remember", {"text": "We run nginx at 10.0.0.5."})])
    server.enqueue("Noted.")
    server.enqueue("Nothing to keep.")
    h = harness(tmp_path, server)
    first, second = h.play(Case("notes", SESSIONS[0], 0)), h.play(Case("notes", SESSIONS[0], 0, repeat=2))
    assert [Path(a[0]).name for a in opened] == ["notes-r1.json", "notes-r2.json"]
    assert (len(first.notes), len(second.notes)) == (1, 0)
