"""The command line: ``notes`` subcommands on a real file, and one-line errors with exit codes."""

from __future__ import annotations

import os

import numpy as np
import pytest

from agent import cli
from agent.cli import main
from agent.client import ModelClient
from agent.store import NoteStore
from tests.doubles import CompetentScript, ScriptedServer


@pytest.fixture(autouse=True)
def clean_env(monkeypatch):
    """No key or URL from the developer's shell may reach a test."""
    for name in list(os.environ):
        if name.startswith(("OPENAI_", "OPENROUTER_", "AGENT_")):
            monkeypatch.delenv(name)


@pytest.fixture
def store_file(tmp_path):
    path = tmp_path / "notes.json"
    s = NoteStore(path)
    s.add("We run shortlink behind Caddy at 10.0.0.2.", np.array([1.0, 0, 0]), "2025-01-01T10:00:00Z")
    s.add("Our database file is /srv/shortlink/links.db.", np.array([0, 1.0, 0]), "2025-01-02T10:00:00Z")
    return str(path)


def test_notes_list(store_file, capsys):
    assert main(["notes", "list", "--store", store_file]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2
    assert lines[0].split()[0] == "1" and lines[0].endswith("We run shortlink behind Caddy at 10.0.0.2.")
    assert "2025-01-02T10:00:00Z" in lines[1]


def test_notes_list_of_a_missing_file_creates_nothing(tmp_path, capsys):
    path = tmp_path / "none.json"
    assert main(["notes", "--store", str(path), "list"]) == 0
    assert "(no notes in" in capsys.readouterr().out and not path.exists()


def test_notes_show(store_file, capsys):
    assert main(["notes", "show", "2", "--store", store_file]) == 0
    out = capsys.readouterr().out
    assert "id:       2" in out and "vector:   3 dims" in out and out.rstrip().endswith("links.db.")


def test_notes_show_unknown_id(store_file, capsys):
    assert main(["notes", "show", "9", "--store", store_file]) == 2
    assert capsys.readouterr().err == "error: there is no note 9; the notes are: 1, 2\n"


def test_notes_forget(store_file, capsys):
    assert main(["notes", "forget", "1", "--store", store_file]) == 0
    assert capsys.readouterr().out == "forgot note 1: We run shortlink behind Caddy at 10.0.0.2.\n"
    assert [n.id for n in NoteStore(store_file).notes()] == [2]


def test_corrupt_store_is_reported_and_left_alone(tmp_path, capsys):
    path = tmp_path / "notes.json"
    path.write_bytes(b'{"format": "shortlink-notes", "notes": [')
    assert main(["notes", "forget", "1", "--store", str(path)]) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: the notes file") and "not valid JSON" in err and err.count("\n") == 1
    assert path.read_bytes() == b'{"format": "shortlink-notes", "notes": ['


def test_corrupt_store_stops_a_question_before_any_model_call(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("OPENROUTER_API_KEY", "test-key")
    monkeypatch.setattr(cli, "ModelClient", None)  # would fail loudly if reached
    path = tmp_path / "notes.json"
    path.write_text("[]")
    assert main(["--store", str(path), "hello"]) == 1
    assert "is not a notes file" in capsys.readouterr().err


def test_missing_key_says_which_variable_to_set(tmp_path, capsys):
    path = tmp_path / "notes.json"
    assert main(["--store", str(path), "We run Caddy at 10.0.0.2."]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: no API key") and "OPENROUTER_API_KEY" in err
    assert not path.exists()


def test_bad_base_url_flag_is_a_config_error(tmp_path, capsys):
    assert main(["--store", str(tmp_path / "n.json"), "--base-url", "localhost:8080", "hi"]) == 2
    assert "must be an http(s) URL" in capsys.readouterr().err


def test_a_question_saves_a_note_with_the_scripted_assistant(tmp_path, capsys, monkeypatch):
    """main() builds its own client, so the client class is swapped for one wired to the scripted server."""
    server = ScriptedServer(CompetentScript())
    monkeypatch.setattr(cli, "ModelClient", lambda s: ModelClient(s, transport=server.transport, sleep=lambda _: None))
    monkeypatch.setenv("OPENAI_BASE_URL", "http://test.local/v1")
    monkeypatch.setenv("OPENAI_API_KEY", "test-key")
    path = tmp_path / "notes.json"
    argv = ["--store", str(path), "--session", "s1", "-v", "We run shortlink behind Caddy at 10.0.0.2."]
    assert main(argv) == 0
    out, err = capsys.readouterr()
    assert "10.0.0.2" in out and "[remember " in err and "1 notes]" in err
    assert NoteStore(path).get(1).session == "s1"
    assert server.requests[0].headers["authorization"] == "Bearer test-key"


def test_notes_default_store_is_notes_json_in_the_current_folder(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(["notes", "list"]) == 0
    assert capsys.readouterr().out == "(no notes in notes.json)\n"
