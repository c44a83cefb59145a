"""The gate's verdict on made-up session records (test data, not a run)."""

from __future__ import annotations

import json

from evals import gate
from evals.gate import Baseline, check
from evals.harness import SessionRecord

SESSIONS = ["s1", "s2", "s3"]


def records(approach: str = "notes", tokens: int = 100, repeat: int = 1, error_kind: str | None = None):
    out = []
    for i, s in enumerate(SESSIONS):
        r = SessionRecord(approach, s, i, f"question {i}", repeat, passed=s != "s3", error_kind=error_kind)
        r.calls = [{"kind": "chat", "input_tokens": tokens, "output_tokens": 1, "cost": None}]
        out.append(r)
    return out


def baseline(tokens: int = 300, repeats: int = 1) -> Baseline:
    entry = {"passed": ["s1", "s2"], "input_tokens": tokens, "failed_checks": []}
    return Baseline("m", "sc", 0.1, {"notes": entry}, repeats)


def test_a_replay_must_use_exactly_the_baselines_tokens():
    """Issue 11, defect 5: the token check was one-sided with a margin, although a replay is deterministic."""
    verdict = check(records(tokens=101), [], baseline(), len(SESSIONS), replaying=True)
    assert verdict.status == "failed"
    assert "notes: 303 input tokens in a replay, the baseline has 300" in verdict.failures[0]
    assert check(records(tokens=99), [], baseline(), len(SESSIONS), replaying=True).status == "failed"
    assert check(records(), [], baseline(), len(SESSIONS), replaying=True).status == "passed"


def test_a_new_recording_gets_the_margin():
    assert check(records(tokens=105), [], baseline(), len(SESSIONS), replaying=False).status == "passed"
    verdict = check(records(tokens=111), [], baseline(), len(SESSIONS), replaying=False)
    assert verdict.failures == ["notes: 333 input tokens, more than the baseline's 300 + 10% (330)"]


def test_without_a_baseline_nothing_is_gated_and_nothing_says_passed():
    """Issue 11, defect 3: no baseline still said "Gate: passed"."""
    verdict = check(records(), [], None, len(SESSIONS), replaying=True)
    assert verdict.status == "not gated"
    text = "\n".join(verdict.lines())
    assert "Gate: NOT APPLIED, nothing was gated." in text and "passed" not in text


def test_a_baselined_approach_or_repeat_without_cassettes_fails_by_name():
    """Issue 11, defect 2: deleting a baselined approach's cassettes gave "Gate: passed"."""
    verdict = check(records(error_kind="missing"), [], baseline(), len(SESSIONS), replaying=True)
    assert verdict.failures == [
        "notes: in the baseline, but it has no cassettes: record it, or write the baseline again"
    ]
    played = records() + records(repeat=2, error_kind="missing")
    verdict = check(played, [], baseline(repeats=2), len(SESSIONS), replaying=True)
    assert verdict.status == "failed"
    assert verdict.failures == [
        "notes, repeat 2: in the baseline, but it has no cassettes: record it, or write the baseline again"
    ]


def test_a_session_that_did_not_replay_as_recorded_fails_the_gate():
    played = records()
    played[1].error_kind = "replay"
    verdict = check(played, [], baseline(), len(SESSIONS), replaying=True)
    assert verdict.failures == ["notes: 1 session(s) did not replay as recorded (s2): see their failures"]


def test_an_approach_left_out_by_selection_is_named_not_gated():
    verdict = check(records()[:2], [], baseline(), len(SESSIONS), replaying=True)
    assert verdict.status == "not gated"
    assert verdict.not_gated == ["notes: 2 of 3 sessions played in this pytest run"]


def test_fewer_passed_sessions_and_a_new_failed_check_fail_a_known_one_does_not():
    played = records()
    played[0].passed = False
    checks = [
        {"approach": "notes", "name": "stale note", "failed": True, "line": "a note gives the old address? yes"},
        {"approach": "notes", "name": "refused saves", "failed": False, "line": "remember calls refused: 0"},
    ]
    verdict = check(played, checks, baseline(), len(SESSIONS), replaying=True)
    assert verdict.failures == [
        "notes: passed 1 sessions, baseline 2 (now missed: s1)",
        "notes: a note gives the old address? yes",
    ]
    known = baseline()
    known.approaches["notes"]["failed_checks"] = ["stale note"]
    verdict = check(records(), checks, known, len(SESSIONS), replaying=True)
    assert verdict.status == "passed" and verdict.known == ["notes: a note gives the old address? yes"]


def test_write_refuses_a_report_that_lacks_an_approach_the_baseline_gates(tmp_path, capsys):
    """Stop 22: the report of a notes-only recording, written as the baseline, stopped gating none, history and
    the oracle, so the next replay failed on every session they miss. ``write`` now says so; --drop allows it."""
    record = {"approach": "notes", "session": "s1", "passed": True, "calls": [{"kind": "chat", "input_tokens": 5}]}
    report = {"run": {"chat_model": "m"}, "scenario": "short", "records": [record], "checks": []}
    (tmp_path / "r" / "m" / "short").mkdir(parents=True)
    (tmp_path / "r" / "m" / "short" / "report.json").write_text(json.dumps(report))
    old = {"chat_model": "m", "scenario": "short", "margin": 0.1, "approaches": {"none": {}, "notes": {}}}
    (tmp_path / "b").mkdir()
    (tmp_path / "b" / "m--short.json").write_text(json.dumps(old))
    args = ["write", f"--reports={tmp_path / 'r'}", f"--baselines={tmp_path / 'b'}"]
    assert gate.main(args) == 2
    assert "has no session of none, which m--short.json gates" in capsys.readouterr().err
    assert json.loads((tmp_path / "b" / "m--short.json").read_text()) == old  # left as it was
    assert gate.main([*args, "--drop"]) == 0
    assert list(json.loads((tmp_path / "b" / "m--short.json").read_text())["approaches"]) == ["notes"]
