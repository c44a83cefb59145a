"""Replay from vcrpy cassettes, at the harness level: every recorded call must be played, and matching is cheap.

The cassettes are recorded here, in a temporary folder, from scripted test doubles (tests/doubles.py);
none of them is a shipped recording.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import httpx
import pytest
import vcr
import vcr.matchers
import yaml

from agent.approaches import NoMemory
from agent.client import Settings
from evals.approaches import REGISTRY
from evals.cassettes import RunInfo, json_body, vcr_config
from evals.harness import Case, Harness
from evals.scenario import Scenario, Session
from tests.doubles import API_KEY, BASE_URL, LoopingScript, ScriptedServer

RUN = RunInfo("test-double-model", "test-double-embed", BASE_URL, BASE_URL, "a test")
SESSION = Session("s1-files", "Which documents are there?", [["index.md"]])
SCENARIO = Scenario("replay-test", "made up", [SESSION], [], Path("replay-test.json"))
CASE = Case("none", SESSION, 0)


def refuse(request: httpx.Request) -> httpx.Response:
    raise AssertionError(f"a replay reached the network double: {request.url}")


def play(path: Path, mode: str, tmp_path: Path, transport: httpx.BaseTransport, case: Case = CASE):
    """One session through the harness inside a cassette, as pytest-recording installs it for a case."""
    recorder = vcr.VCR()
    recorder.register_matcher("json_body", json_body)
    harness = Harness(case_scenario(case), RUN, Settings(base_url=BASE_URL, api_key=API_KEY), tmp_path, transport)
    with recorder.use_cassette(str(path), record_mode=mode, **vcr_config()) as cassette:
        record = harness.play(case, cassette)
    harness.close()
    return record


def case_scenario(case: Case) -> Scenario:
    return replace(SCENARIO, sessions=[case.session])


@pytest.fixture
def recorded(tmp_path) -> Path:
    """A cassette of one session in which a looping double ran to the 8-turn cap."""
    path = tmp_path / "none" / "s1-files.yaml"
    record = play(path, "once", tmp_path / "rec", ScriptedServer(policy=LoopingScript()).transport)
    assert record.stopped == "turn cap, answered" and record.error is None
    assert len(yaml.safe_load(path.read_text())["interactions"]) == 8
    return path


def test_the_same_code_replays_a_cassette_in_full(recorded, tmp_path):
    record = play(recorded, "none", tmp_path / "replay", httpx.MockTransport(refuse))
    assert record.error is None and len(record.calls) == 8


def test_a_lower_turn_cap_leaves_recorded_calls_unplayed_and_fails(recorded, tmp_path, monkeypatch):
    """Issue 11, defect 1: lowering the cap from 8 to 5 replayed green, with a third of the tokens."""
    capped = replace(REGISTRY["none"], build=lambda client, library, scenario, store: NoMemory(client, library, 5))
    monkeypatch.setitem(REGISTRY, "none", capped)
    record = play(recorded, "none", tmp_path / "replay", httpx.MockTransport(refuse))
    assert record.error_kind == "replay"  # the 5th call is now the forced answer, which the cassette lacks
    assert f"cassette {recorded}" in record.error
    assert "pytest evals -k 'none-' --record-mode=rewrite" in record.error


def test_a_resumed_recording_also_checks_what_it_replays(recorded, tmp_path, monkeypatch):
    """--record-mode=once replays existing cassettes: leftovers fail there too; a new cassette is not checked."""
    capped = replace(REGISTRY["none"], build=lambda client, library, scenario, store: NoMemory(client, library, 5))
    monkeypatch.setitem(REGISTRY, "none", capped)
    assert play(recorded, "once", tmp_path / "resume", httpx.MockTransport(refuse)).error_kind == "replay"
    fresh = tmp_path / "none" / "new.yaml"
    assert play(fresh, "once", tmp_path / "new", ScriptedServer(policy=LoopingScript()).transport).error is None


def test_matching_builds_no_body_diff_for_the_requests_it_passes_over(recorded, tmp_path, monkeypatch):
    """Issue 11, defect 8: vcrpy's body matcher diffed every non-matching recorded request (half the long replay)."""
    diffs = []
    original = vcr.matchers._body_diff
    monkeypatch.setattr(vcr.matchers, "_body_diff", lambda new, old: diffs.append(1) or original(new, old))
    assert play(recorded, "none", tmp_path / "replay", httpx.MockTransport(refuse)).error is None
    assert diffs == []


def test_a_request_that_matches_nothing_is_explained_with_a_diff(recorded, tmp_path):
    changed = Case("none", replace(SESSION, user="Which documents are there, please?"), 0)
    record = play(recorded, "none", tmp_path / "replay", httpx.MockTransport(refuse), changed)
    assert record.error_kind == "replay"
    assert f"cassette {recorded} has no recorded request that matches this one" in record.error
    assert "How this request differs from the next unplayed recorded one:" in record.error
    assert '+      "content": "Which documents are there, please?"' in record.error


def test_json_bodies_match_whatever_their_key_order_and_spacing():
    def request(body: bytes) -> vcr.request.Request:
        return vcr.request.Request("POST", "http://x/v1/chat/completions", body, {})

    assert json_body(request(b'{"a": 1, "b": [1, 2]}'), request(b'{"b":[1,2],"a":1}'))
    assert not json_body(request(b'{"a": 1}'), request(b'{"a": 2}'))
    assert json_body(request(b"not json"), request(b"not json"))
    assert not json_body(request(b"not json"), request(b"not json either"))
