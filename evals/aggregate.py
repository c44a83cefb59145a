"""Session records to pandas frames with numeric columns; nothing here formats a figure for reading.

Counts stay counts (``passed`` and ``sessions``, never "3/8"), a cost not reported stays NaN, and
every table is in scenario order with one column or row per approach, so the Markdown, the CSV
and the JSON are renderings of the same numbers, and the gate reads numbers.
"""

from __future__ import annotations

from collections.abc import Callable

import pandas as pd

from agent.loop import REPEATED

from .approaches import REGISTRY, label
from .cassettes import RunInfo
from .curves import Curves, Price, curves
from .harness import SessionRecord
from .scenario import Scenario

__all__ = [
    "GROWING",
    "by_session",
    "chat_input",
    "growth",
    "label",
    "largest_prompt",
    "last_session",
    "main_run",
    "spread",
    "summary",
]

# Approaches whose prompt carries earlier sessions; every other one is projected flat at its mean.
# (The fit must also show the growth, see curves.)
GROWING = frozenset(e.name for e in REGISTRY.values() if e.prompt_grows)


def main_run(records: list[SessionRecord]) -> list[SessionRecord]:
    """The records of repeat 1: the run the tables, checks and notes left describe; further repeats
    only feed the spread."""
    return [r for r in records if r.repeat == 1]


def chat_input(record: SessionRecord) -> int:
    """Chat input tokens of one session (embedding tokens are counted apart)."""
    return sum(c["input_tokens"] for c in record.calls if c["kind"] == "chat")


def largest_prompt(record: SessionRecord) -> int:
    """The biggest single chat prompt of a session, or the refused one: what has to fit the context."""
    return max([c["input_tokens"] for c in record.calls if c["kind"] == "chat"] + [record.refused_tokens])


def summary(records: list[SessionRecord], approaches: list[str], scenario: Scenario, run: RunInfo) -> pd.DataFrame:
    """One row per approach: sessions passed of sessions in the scenario, calls, tokens, cost, misses."""
    rows = []
    for approach in approaches:
        played = [r for r in records if r.approach == approach]
        calls = [c for r in played for c in r.calls]
        chat = [c for c in calls if c["kind"] == "chat"]
        costs = [c["cost"] for c in calls]
        rows.append(
            {
                "approach": label(approach),
                "chat model": run.chat_model,
                "passed": sum(r.passed for r in played),
                "sessions": len(scenario.sessions),
                "calls": len(calls),
                "embedding calls": sum(c["kind"] == "embedding" for c in calls),
                "guard calls": sum(c["kind"] == "guard" for c in calls),
                "input tokens": sum(chat_input(r) for r in played),
                "output tokens": sum(c["output_tokens"] for c in chat),
                "embedding tokens": sum(c["input_tokens"] for c in calls if c["kind"] == "embedding"),
                "cost ($)": round(sum(costs), 6) if costs and None not in costs else float("nan"),
                "missed sessions": " ".join(str(r.index + 1) for r in played if not r.passed),
                "errors": sum(r.error is not None for r in played),
                "over context": sum(r.refused_tokens > 0 for r in played),
                # the agent loop's rules at work (agent/loop.py), and whether every session answered
                "answers forced at the cap": sum(r.stopped == "turn cap, answered" for r in played),
                "answers forced when stuck": sum(r.stopped == "stuck, answered" for r in played),
                "answers forced after a server error": sum(r.stopped == "server error, answered" for r in played),
                "repeated calls not run": sum(s["result"].startswith(REPEATED) for r in played for s in r.steps),
                "copies dropped": sum(r.dropped for r in played),
                "sessions without an answer": sum(not r.answer.strip() for r in played),
            }
        )
    return pd.DataFrame(rows)


def by_session(
    records: list[SessionRecord], approaches: list[str], scenario: Scenario, value: Callable[[SessionRecord], object]
) -> pd.DataFrame:
    """Session x approach table of ``value``, in scenario order; a session not played is NaN."""
    frame = {label(a): {r.session: value(r) for r in records if r.approach == a} for a in approaches}
    table = pd.DataFrame(frame).reindex([s.id for s in scenario.sessions])
    table.index.name = "session"
    return table


def spread(records: list[SessionRecord], approaches: list[str], run: RunInfo) -> pd.DataFrame:
    """Mean and spread over repeats of sessions passed and input tokens, per approach."""
    rows = []
    for a in approaches:
        runs = sorted({r.repeat for r in records if r.approach == a})
        passed = pd.Series([sum(r.passed for r in records if r.approach == a and r.repeat == k) for k in runs])
        tokens = pd.Series([sum(chat_input(r) for r in records if r.approach == a and r.repeat == k) for k in runs])
        rows.append(
            {
                "approach": label(a),
                "chat model": run.chat_model,
                "repeats": len(runs),
                "passed mean": round(passed.mean(), 2),
                "passed sd": round(passed.std(ddof=1), 2) if len(runs) > 1 else 0.0,
                "passed min": int(passed.min()),
                "passed max": int(passed.max()),
                "input tokens mean": round(tokens.mean(), 1),
                "input tokens sd": round(tokens.std(ddof=1), 1) if len(runs) > 1 else 0.0,
            }
        )
    return pd.DataFrame(rows)


def last_session(records: list[SessionRecord], approaches: list[str], scenario: Scenario, run: RunInfo) -> pd.DataFrame:
    """One row per approach for the scenario's last session (absent when it was not played)."""
    final = scenario.sessions[-1].id
    rows = []
    for a in approaches:
        for r in (r for r in records if r.approach == a and r.session == final):
            rows.append(
                {
                    "approach": label(a),
                    "chat model": run.chat_model,
                    "session": final,
                    "passed": bool(r.passed),
                    "input tokens": chat_input(r),
                    "refused as over the context": r.refused_tokens,
                    "needed at least": chat_input(r) + r.refused_tokens,
                }
            )
    return pd.DataFrame(rows)


def growth(
    records: list[SessionRecord], approaches: list[str], scenario: Scenario, price: Price, context: int | None
) -> Curves:
    """Cost and fits per session; approaches outside GROWING are flat whatever their fitted slope."""

    def table(value: Callable[[SessionRecord], object]) -> pd.DataFrame:
        return by_session(records, approaches, scenario, value).fillna(0)

    tokens_out = table(lambda r: sum(c["output_tokens"] for c in r.calls if c["kind"] == "chat"))
    failed = table(lambda r: r.error is not None).astype(bool)
    flat = frozenset(label(a) for a in approaches if a not in GROWING)
    return curves(table(chat_input), tokens_out, failed, price, table(largest_prompt), context, flat)
