"""The context size: asked of a server behind httpx.MockTransport (a test double), kept in run.json."""

from __future__ import annotations

import json

import httpx
import pytest

from evals.cassettes import RunInfo
from evals.context import measure_context, server_context

BASE = "http://127.0.0.1:8080/v1"


def server(routes: dict[str, httpx.Response | Exception]) -> httpx.MockTransport:
    """Test double: answers the listed paths, 404 for any other; an exception is raised instead."""

    def handle(request: httpx.Request) -> httpx.Response:
        found = routes.get(request.url.path, httpx.Response(404))
        if isinstance(found, Exception):
            raise found
        return found

    return httpx.MockTransport(handle)


def test_llama_server_props_give_the_context_beside_the_v1_path():
    props = {"default_generation_settings": {"n_ctx": 32768, "temperature": 0.0}, "total_slots": 1}
    assert server_context(BASE, server({"/props": httpx.Response(200, json=props)})) == 32768


def test_slots_answer_when_props_do_not():
    slots = [{"id": 0, "n_ctx": 8192}]
    routes = {"/props": httpx.Response(200, json={"build_info": "b1"}), "/slots": httpx.Response(200, json=slots)}
    assert server_context(BASE + "/", server(routes)) == 8192


@pytest.mark.parametrize(
    "routes",
    [
        {},  # a hosted API: neither endpoint exists
        {"/props": httpx.Response(500, json={"default_generation_settings": {"n_ctx": 4096}})},
        {"/props": httpx.Response(200, text="<html>not json</html>")},
        {"/props": httpx.Response(200, json={"default_generation_settings": {"n_ctx": "32768"}})},
        {"/props": httpx.Response(200, json={"default_generation_settings": {"n_ctx": 0}})},
        {"/props": httpx.ConnectError("refused"), "/slots": httpx.ReadTimeout("slow")},
    ],
    ids=["no-endpoint", "status-500", "not-json", "a-string", "zero", "unreachable"],
)
def test_no_usable_answer_is_none(routes):
    assert server_context(BASE, server(routes)) is None


def test_a_given_context_wins_and_says_it_was_given():
    asked = []
    transport = httpx.MockTransport(lambda request: asked.append(request) or httpx.Response(404))
    assert measure_context(BASE, 16384, transport) == (16384, "given with --context, not measured")
    assert asked == []


def test_a_measured_context_names_the_url_that_reported_it():
    props = {"default_generation_settings": {"n_ctx": 32768}}
    context, source = measure_context(BASE, None, server({"/props": httpx.Response(200, json=props)}))
    assert context == 32768
    assert source == "n_ctx reported by the server at http://127.0.0.1:8080/props"


def test_an_unanswered_probe_leaves_the_context_unknown():
    assert measure_context(BASE, None, server({})) == (None, None)


def test_an_old_run_json_without_a_context_still_loads(tmp_path):
    old = {"chat_model": "m", "embed_model": "e", "base_url": BASE, "embed_base_url": BASE, "served_by": "here"}
    (tmp_path / "run.json").write_text(json.dumps(old), encoding="utf-8")
    run = RunInfo.load(tmp_path)
    assert (run.context, run.context_source) == (None, None)


def test_the_context_and_its_source_round_trip_through_run_json(tmp_path):
    RunInfo("m", "e", BASE, BASE, "here", 32768, "n_ctx reported by the server at x").save(tmp_path)
    run = RunInfo.load(tmp_path)
    assert (run.context, run.context_source) == (32768, "n_ctx reported by the server at x")


@pytest.mark.parametrize("bad", ["32768", 0, -1, True])
def test_a_run_json_with_a_bad_context_is_refused(tmp_path, bad):
    data = {"chat_model": "m", "embed_model": "e", "base_url": BASE, "embed_base_url": BASE, "served_by": "x"}
    (tmp_path / "run.json").write_text(json.dumps({**data, "context": bad}), encoding="utf-8")
    with pytest.raises(ValueError, match="'context' must be a positive number of tokens or null"):
        RunInfo.load(tmp_path)
