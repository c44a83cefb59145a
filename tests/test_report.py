"""The report's last-session table and shares, on made-up session records (test data, not a run)."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest

from agent.client import Settings
from evals.cassettes import RunInfo
from evals.harness import Case, Harness, SessionRecord
from evals.report import build, share_lines
from evals.scenario import Scenario, Session
from tests.doubles import API_KEY, BASE_URL, ScriptedServer

RUN = RunInfo("test-double-model", "test-double-embed", "http://127.0.0.1:1/v1", "http://127.0.0.1:1/v1", "a test")
SESSIONS = [Session(f"s{i:02d}", f"question {i}", [["answer"]]) for i in range(1, 13)]
SCENARIO = Scenario("growth-test", "made up", SESSIONS, [], Path("growth-test.json"))


def record(approach: str, i: int, tokens: int, refused: int = 0) -> SessionRecord:
    r = SessionRecord(approach, f"s{i:02d}", i - 1, f"question {i}", passed=not refused)
    r.calls = [{"kind": "chat", "input_tokens": tokens, "output_tokens": 10, "cost": None}] if tokens else []
    if refused:
        r.error, r.error_kind, r.refused_tokens = "ContextLengthError: too long", "provider", refused
    return r


def records() -> list[SessionRecord]:
    out = []
    for i in range(1, 13):
        out.append(record("history", i, 3000 * i if i <= 10 else 0, refused=0 if i <= 10 else 33000))
        out.append(record("notes", i, 2000))
        out.append(record("oracle", i, 1600))
    return out


def test_last_session_counts_a_refused_prompt_as_what_the_approach_needed():
    report = build(records(), SCENARIO, RUN)
    last = report.last.set_index("approach")
    assert last.loc["history", "input tokens"] == 0
    assert last.loc["history", "needed at least"] == 33000
    assert last.loc["notes", "needed at least"] == 2000
    assert last.loc["oracle (reference)", "chat model"] == "test-double-model"


def test_shares_name_the_goal_and_the_lower_bound():
    lines = share_lines(build(records(), SCENARIO, RUN).last)
    assert lines == [
        "- notes needed 2,000 input tokens in the last session: 6.1% of history's 33,000 (goal: at most 10 %) "
        "(history's figure is a lower bound).",
        "- notes needed 2,000 input tokens in the last session: 125.0% of oracle (reference)'s 1,600.",
    ]


def test_refused_prompts_get_their_own_table_and_count_in_the_chart_data():
    report = build(records(), SCENARIO, RUN)
    assert report.summary.set_index("approach").loc["history", "over context"] == 2
    assert report.per_session.loc["s12", "history"] == 0  # not processed, so not in the processed table
    assert report.tokens_needed().loc["s12", "history"] == 33000
    text = report.text()
    assert "Prompt tokens refused as longer than the model's context (test-double-model" in text
    assert "6.1% of history's 33,000" in text


def test_no_refusal_no_extra_table():
    plain = [r for r in records() if r.approach != "history"]
    report = build(plain, SCENARIO, RUN)
    assert report.refused is None
    assert "Prompt tokens refused" not in report.text()
    assert share_lines(report.last) == [
        "- notes needed 2,000 input tokens in the last session: 125.0% of oracle (reference)'s 1,600."
    ]


@pytest.mark.parametrize("n", [1, 9])
def test_short_scenarios_have_no_last_session_table(n):
    short = Scenario("short-test", "made up", SESSIONS[:n], [], Path("short-test.json"))
    report = build([r for r in records() if int(r.session[1:]) <= n], short, RUN)
    assert report.last is None and report.growth is None


def test_history_that_outgrows_the_context_is_recorded_with_the_size_the_server_stated(tmp_path):
    """A scripted server (test double) with a tiny "context": history's later sessions are refused."""
    limit = 1500

    def wordy(request_json: dict) -> dict:
        return {"role": "assistant", "content": "answer " + "padding " * 60}

    server = ScriptedServer(policy=wordy)
    handle = server.handle

    def refuse_long(request):
        size = len(request.content) // 4
        if request.url.path.endswith("/chat/completions") and size > limit:
            body = {
                "error": {
                    "code": 400,
                    "message": "the request exceeds the available context size",
                    "type": "exceed_context_size_error",
                    "n_prompt_tokens": size,
                    "n_ctx": limit,
                }
            }
            return httpx.Response(400, json=body)
        return handle(request)

    server.transport = httpx.MockTransport(refuse_long)
    harness = Harness(SCENARIO, RUN, Settings(base_url=BASE_URL, api_key=API_KEY), tmp_path, server.transport)
    played = [harness.play(Case("history", s, i)) for i, s in enumerate(SESSIONS)]
    refused = [r for r in played if r.refused_tokens]
    assert refused, "the history should outgrow the double's context"
    assert all(r.refused_tokens > limit and "ContextLengthError" in r.error for r in refused)
    assert all(not r.passed and r.calls == [] for r in refused)
    first = played.index(refused[0])
    assert all(r.refused_tokens for r in played[first:])  # a refused session adds nothing, so it stays too long


@pytest.mark.parametrize(("approach", "error_kind"), [("history", "order"), ("notes", "order"), ("none", None)])
def test_only_approaches_that_keep_state_must_play_every_earlier_session(tmp_path, approach, error_kind):
    """-k can pick single sessions of none and the oracle; history and notes need the ones before."""
    server = ScriptedServer(policy=lambda request: {"role": "assistant", "content": "answer"})
    harness = Harness(SCENARIO, RUN, Settings(base_url=BASE_URL, api_key=API_KEY), tmp_path, server.transport)
    record = harness.play(Case(approach, SESSIONS[5], 5))
    assert record.error_kind == error_kind
    assert record.passed == (error_kind is None)


def test_the_oracle_plays_a_single_late_session_with_its_needs(tmp_path):
    needs = Session("s12", "question 12", [["answer"]], needs=["The user runs nginx at 10.0.0.5."])
    scenario = Scenario("growth-test", "made up", [*SESSIONS[:11], needs], [], Path("growth-test.json"))
    server = ScriptedServer(policy=lambda request: {"role": "assistant", "content": "answer"})
    harness = Harness(scenario, RUN, Settings(base_url=BASE_URL, api_key=API_KEY), tmp_path, server.transport)
    assert harness.play(Case("oracle", needs, 11)).passed
    assert "The user runs nginx at 10.0.0.5." in server.chat_requests()[0]["messages"][0]["content"]
