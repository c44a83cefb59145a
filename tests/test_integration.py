"""Four sessions through the three approaches, played by the scripted assistant (a test double, not a model).

CompetentScript behind ScriptedServer stands in for the model: it reads a doc, saves facts with
``remember`` when it may, and answers from what it can see. The tests check what each approach lets
it see: nothing (none), every earlier message (history), or recalled notes on disk (notes).
"""

from __future__ import annotations

import json

import pytest

from agent.approaches import History, NoMemory, Notes
from agent.library import DOCS_DIR, Library
from agent.store import NoteStore
from tests.doubles import CompetentScript, ScriptedServer, client

SESSIONS = [
    "We run shortlink behind Caddy at 10.0.0.2. Which setting makes rate limits see real client addresses?",
    "Our database file is /srv/shortlink/links.db.",
    "We moved from Caddy to nginx, the new proxy address is 10.0.0.5.",
    "Which proxy are we using now, and what should trusted_proxies say?",
]


@pytest.fixture
def library(tmp_path):
    """The real docs when they ship with the package, else two small stand-ins."""
    if DOCS_DIR.is_dir():
        return Library(DOCS_DIR)
    root = tmp_path / "docs"
    root.mkdir()
    (root / "reverse-proxy.md").write_text("# Running behind a reverse proxy\n\nSet `trusted_proxies`.\n")
    (root / "storage.md").write_text("# Storage\n\nThe `database` setting names the SQLite file.\n")
    return Library(root)


def first_request_sizes(server: ScriptedServer, approach, sessions=SESSIONS) -> tuple[list, list[int]]:
    """Run the sessions; return the turns and the size of each session's first chat request."""
    turns, sizes = [], []
    for i, user in enumerate(sessions, 1):
        seen = len(server.chat_requests())
        turns.append(approach.session(f"s{i}", user))
        sizes.append(len(json.dumps(server.chat_requests()[seen])))
    return turns, sizes


def test_scripted_assistant_reads_a_doc_first(library):
    server = ScriptedServer(CompetentScript())
    turn = NoMemory(client(server), library).session("s1", SESSIONS[0])
    assert turn.steps[0].tool == "read_file" and "trusted_proxies" in turn.steps[0].result
    assert "10.0.0.2" in turn.answer and "trusted_proxies" in turn.answer


def test_none_cannot_answer_the_last_question_with_the_scripted_assistant(library):
    server = ScriptedServer(CompetentScript())
    turns, _ = first_request_sizes(server, NoMemory(client(server), library))
    assert "10.0.0.5" not in turns[-1].answer and "nginx" not in turns[-1].answer
    assert "don't know" in turns[-1].answer


def test_history_answers_and_grows_with_the_scripted_assistant(library):
    server = ScriptedServer(CompetentScript())
    turns, sizes = first_request_sizes(server, History(client(server), library))
    assert "10.0.0.5" in turns[-1].answer and "nginx" in turns[-1].answer
    assert "10.0.0.2" not in turns[-1].answer
    assert sizes == sorted(sizes) and len(set(sizes)) == len(sizes), sizes


def test_notes_persist_on_disk_and_replace_with_the_scripted_assistant(library, tmp_path):
    """Each session opens a new NoteStore on the same file, as separate CLI runs would."""
    path, server = tmp_path / "notes.json", ScriptedServer(CompetentScript())
    model, turns = client(server), []
    for i, user in enumerate(SESSIONS, 1):
        turns.append(Notes(model, library, NoteStore(path)).session(f"s{i}", user))
    texts = [n.text for n in NoteStore(path).notes()]
    assert not any("10.0.0.2" in t for t in texts)
    assert sum("10.0.0.5" in t for t in texts) == 1
    assert any("/srv/shortlink/links.db" in t for t in texts)
    assert len(texts) == 2
    assert '"replaces": 1' in turns[2].steps[-1].arguments
    assert "10.0.0.5" in turns[-1].answer and "nginx" in turns[-1].answer


def test_notes_recall_reaches_the_system_prompt_in_a_later_session(library, tmp_path):
    path, server = tmp_path / "notes.json", ScriptedServer(CompetentScript())
    for i, user in enumerate(SESSIONS, 1):
        Notes(client(server), library, NoteStore(path)).session(f"s{i}", user)
    system = server.chat_requests()[-1]["messages"][0]["content"]
    assert "record of what the user said" in system
    assert "(saved in session s3)" in system and "10.0.0.5" in system


def test_notes_request_stays_small_compared_with_history_for_the_scripted_assistant(library, tmp_path):
    """Notes send a few short lines instead of every earlier message, tool results included."""
    history_server, notes_server = ScriptedServer(CompetentScript()), ScriptedServer(CompetentScript())
    _, history_sizes = first_request_sizes(history_server, History(client(history_server), library))
    path, notes_sizes = tmp_path / "notes.json", []
    for i, user in enumerate(SESSIONS, 1):
        seen = len(notes_server.chat_requests())
        Notes(client(notes_server), library, NoteStore(path)).session(f"s{i}", user)
        notes_sizes.append(len(json.dumps(notes_server.chat_requests()[seen])))
    assert notes_sizes[-1] < history_sizes[-1]
