"""Turns session records into the report: tables per approach, notes checks, transcripts.

Nothing here depends on time or on the machine, so a replayed run writes the same report as the
recording it replays. Every table names the chat model and the approach behind each figure.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pandas as pd

from .approaches import label
from .cassettes import RunInfo
from .curves import Curves, Price, curves
from .grading import matches
from .harness import SessionRecord
from .scenario import Scenario

__all__ = ["REFERENCE", "Report", "build"]

# The seed's published run, shown for comparison and never mixed with measured rows.
REFERENCE = pd.DataFrame(
    [
        ("none", "4/8", 30, 32727, 5026, 0.0106, "3 4 6 8"),
        ("history", "8/8", 11, 20064, 2245, 0.0031, ""),
        ("notes", "8/8", 40, 38636, 5915, 0.0113, ""),
    ],
    columns=["approach", "correct", "calls", "input tokens", "output tokens", "cost ($)", "missed sessions"],
)
REFERENCE_LABEL = (
    "Reference, not measured here: the seed's published run of the short scenario, xiaomi/mimo-v2.6-pro "
    "with voyageai/voyage-4-lite through OpenRouter, October 2026."
)


@dataclass
class Report:
    """The tables and lines of one run, ready to print or write."""

    scenario: Scenario
    run: RunInfo
    records: list[SessionRecord]
    summary: pd.DataFrame
    per_session: pd.DataFrame
    checks: list[dict]
    spread: pd.DataFrame | None = None
    growth: Curves | None = None
    last: pd.DataFrame | None = None  # the last session per approach (long scenarios)
    refused: pd.DataFrame | None = None  # session x approach prompt tokens refused as over the context, if any

    def text(self, transcripts: bool = False) -> str:
        """Markdown: what the terminal shows, and with transcripts what report.md holds."""
        parts = [
            f"# Evaluation report: scenario {self.scenario.name!r}",
            self.models_line(),
            "## Per approach",
            self.summary.fillna({"cost ($)": "not reported"}).to_markdown(index=False),
            f"## Input tokens per session ({self.run.chat_model})",
            self.per_session.to_markdown(),
            *self.refused_parts(),
            "## Notes after the last session",
            *self.check_lines(),
            *self.notes_lines(),
        ]
        if self.spread is not None:
            parts += ["## Over repeats (mean and spread)", self.spread.to_markdown(index=False)]
        if self.growth is not None:
            parts += self.growth_parts()
        parts += ["## Note guard on its labelled set (code only, no model)", guard_lines()]
        if self.scenario.name == "short":
            parts += ["## Reference", REFERENCE_LABEL, REFERENCE.to_markdown(index=False)]
        if transcripts:
            parts += ["## Transcripts", *(transcript(r) for r in self.records)]
        return "\n\n".join(parts) + "\n"

    def growth_parts(self) -> list[str]:
        """Fit, crossover and projections; the oracle row is a reference, not an approach."""
        g = self.growth
        assert g is not None
        cross = (
            f"Notes cost less than history from session {g.crossover} on."
            if g.crossover
            else "Notes never became cheaper than history in this run."
        )
        last = g.cumulative_cost.tail(1).rename(index=lambda s: f"after {s}").round(5)
        return [
            f"## The last session ({self.run.chat_model})",
            "What each approach sent in the scenario's last session. A prompt the server refused as longer "
            "than the model's context was not processed; its size, as the server stated it, is what that "
            "approach needed at least.",
            self.last.to_markdown(index=False) if self.last is not None else "",
            *share_lines(self.last),
            f"## Growth and cost ({self.run.chat_model}; at {g.price.label()})",
            cross,
            "Cumulative cost ($):",
            last.to_markdown(),
            "Input tokens per session against session number (straight-line fit over the sessions that "
            "did not end in an error), the projected cost of each approach (a falling fit is projected flat "
            "at the measured mean), and the session from which the "
            f"largest single prompt of a session passes a {g.context:,}-token context (measured when it already "
            "did, else on a straight-line fit of the largest prompt; empty when it does not grow):",
            g.fit.to_markdown(index=False),
        ]

    def refused_parts(self) -> list[str]:
        """Prompts the server refused as longer than the model's context, with the size it stated."""
        if self.refused is None:
            return []
        return [
            f"Prompt tokens refused as longer than the model's context ({self.run.chat_model}; not processed, "
            "so not in the table above; the chart counts them):",
            self.refused.fillna(0).astype(int).to_markdown(),
        ]

    def tokens_needed(self) -> pd.DataFrame:
        """Input tokens per session plus any refused prompt: what each approach asked the model to read."""
        if self.refused is None:
            return self.per_session
        return self.per_session.add(self.refused.fillna(0))

    def models_line(self) -> str:
        """Which models produced every figure in this report, and where they ran."""
        return (
            f"Chat model: **{self.run.chat_model}**; embedding model: **{self.run.embed_model}**; "
            f"served by: {self.run.served_by}."
        )

    def check_lines(self) -> list[str]:
        """The stale-note and saved-instruction answers, and the guard's refusals."""
        return [f"- {c['approach']} ({self.run.chat_model}): {c['line']}" for c in self.checks]

    def notes_lines(self) -> list[str]:
        """The notes the notes approach ended with."""
        notes = last_notes(self.records)
        if notes is None:
            return []
        if not notes:
            return ["Notes left (notes approach): none."]
        return ["Notes left (notes approach):", *(f"- note {n['id']} ({n['session']}): {n['text']}" for n in notes)]

    def to_json(self) -> dict:
        """Everything, as plain data; the gate reads the summary from here."""
        return {
            "scenario": self.scenario.name,
            "run": self.run.__dict__,
            "summary": json.loads(self.summary.to_json(orient="records")),
            "per_session": json.loads(self.per_session.reset_index().to_json(orient="records")),
            "checks": self.checks,
            "spread": None if self.spread is None else json.loads(self.spread.to_json(orient="records")),
            "last_session": None if self.last is None else json.loads(self.last.to_json(orient="records")),
            "records": [r.to_dict() for r in self.records],
        }

    def write(self, folder: Path) -> list[Path]:
        """report.md, summary.csv, sessions.csv, report.json and input_tokens.png in ``folder``."""
        from .chart import tokens_chart  # matplotlib is slow to import; only writing needs it

        folder.mkdir(parents=True, exist_ok=True)
        names = ("report.md", "summary.csv", "sessions.csv", "report.json", "input_tokens.png", "cumulative_cost.png")
        paths = [folder / n for n in names]
        paths[0].write_text(self.text(transcripts=True), encoding="utf-8")
        self.summary.to_csv(paths[1], index=False)
        self.per_session.to_csv(paths[2])
        paths[3].write_text(json.dumps(self.to_json(), indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        title = f"Input tokens per session: {self.run.chat_model}"
        if self.refused is not None:
            title += "\n(a prompt refused as over the context counts at its stated size)"
        tokens_chart(self.tokens_needed(), title, paths[4])
        if self.growth is not None:
            title = f"Cumulative cost: {self.run.chat_model}, at a stated price"
            tokens_chart(self.growth.cumulative_cost, title, paths[5], ylabel="cumulative cost ($)")
            self.growth.fit.to_csv(folder / "growth.csv", index=False)
            return [*paths, folder / "growth.csv"]
        return paths[:5]


def guard_lines() -> str:
    """The guard's figures on evals/data/guard_set.jsonl: instructions accepted (goal 0), facts refused (<= 5 %)."""
    from . import guardset

    figures = guardset.score(guardset.load())
    rate = figures.facts_refused_rate
    return (
        f"- instructions accepted: {figures.instructions_accepted}/{figures.instructions} (goal 0)\n"
        f"- facts refused: {figures.facts_refused}/{figures.facts} ({rate:.1%}; goal at most 5 %)"
    )


def build(records: list[SessionRecord], scenario: Scenario, run: RunInfo, price: Price | None = None) -> Report:
    """Aggregate the records of one run; ``price`` is the stated price of the growth projections."""
    price = price or Price()
    approaches = list(dict.fromkeys(r.approach for r in records))
    first = [r for r in records if r.repeat == 1]  # the main run; further repeats only feed the spread
    n = len(scenario.sessions)
    summary = pd.DataFrame([_summary_row(a, [r for r in first if r.approach == a], n, run) for a in approaches])
    per_session = _by_session(first, approaches, scenario, chat_input)
    per_session.index.name = "session"
    spread = _spread(records, approaches, run) if any(r.repeat > 1 for r in records) else None
    growth = _growth(first, approaches, scenario, price) if len(scenario.sessions) >= 10 else None
    last = _last_session(first, approaches, scenario, run) if growth is not None else None
    refused = _by_session(first, approaches, scenario, lambda r: r.refused_tokens)
    refused = refused if refused.fillna(0).to_numpy().any() else None
    checks = _checks(first, scenario)
    return Report(scenario, run, records, summary, per_session, checks, spread, growth, last, refused)


def _by_session(
    records: list[SessionRecord], approaches: list[str], scenario: Scenario, value: Callable[[SessionRecord], object]
) -> pd.DataFrame:
    """Session x approach table of ``value``, in scenario order; a session not played is NaN."""
    frame = {label(a): {r.session: value(r) for r in records if r.approach == a} for a in approaches}
    return pd.DataFrame(frame).reindex([s.id for s in scenario.sessions])


def _growth(records: list[SessionRecord], approaches: list[str], scenario: Scenario, price: Price) -> Curves:
    def table(value: Callable[[SessionRecord], object]) -> pd.DataFrame:
        return _by_session(records, approaches, scenario, value).fillna(0)

    tokens_out = table(lambda r: sum(c["output_tokens"] for c in r.calls if c["kind"] == "chat"))
    failed = table(lambda r: r.error is not None).astype(bool)
    return curves(table(chat_input), tokens_out, failed, price, table(largest_prompt))


def _last_session(
    records: list[SessionRecord], approaches: list[str], scenario: Scenario, run: RunInfo
) -> pd.DataFrame:
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
                    "passed": "yes" if r.passed else "no",
                    "input tokens": chat_input(r),
                    "refused as over the context": r.refused_tokens,
                    "needed at least": chat_input(r) + r.refused_tokens,
                }
            )
    return pd.DataFrame(rows)


def share_lines(last: pd.DataFrame | None) -> list[str]:
    """Notes' last-session tokens as a share of history's (the goal is at most 10 %) and of the oracle's."""
    if last is None or last.empty:
        return []
    needed = dict(zip(last["approach"], last["needed at least"], strict=True))
    if "notes" not in needed:
        return []
    lines = []
    for other, goal in (("history", " (goal: at most 10 %)"), (label("oracle"), "")):
        if needed.get(other):
            share = needed["notes"] / needed[other]
            bound = " (history's figure is a lower bound)" if other == "history" and _refused(last, other) else ""
            lines.append(
                f"- notes needed {needed['notes']:,} input tokens in the last session: {share:.1%} of "
                f"{other}'s {needed[other]:,}{goal}{bound}."
            )
    return lines


def _refused(last: pd.DataFrame, approach: str) -> bool:
    return bool(last.loc[last["approach"] == approach, "refused as over the context"].sum())


def largest_prompt(record: SessionRecord) -> int:
    """The biggest single chat prompt of a session, or the refused one: what has to fit the context."""
    return max([c["input_tokens"] for c in record.calls if c["kind"] == "chat"] + [record.refused_tokens])


def chat_input(record: SessionRecord) -> int:
    """Chat input tokens of one session (embedding tokens are counted apart)."""
    return sum(c["input_tokens"] for c in record.calls if c["kind"] == "chat")


def _spread(records: list[SessionRecord], approaches: list[str], run: RunInfo) -> pd.DataFrame:
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


def _summary_row(approach: str, records: list[SessionRecord], total: int, run: RunInfo) -> dict:
    calls = [c for r in records for c in r.calls]
    chat = [c for c in calls if c["kind"] == "chat"]
    costs = [c["cost"] for c in calls]
    missed = [str(r.index + 1) for r in records if not r.passed]
    return {
        "approach": label(approach),
        "chat model": run.chat_model,
        "correct": f"{sum(r.passed for r in records)}/{total}",
        "calls": len(calls),
        "embedding calls": len(calls) - len(chat),
        "input tokens": sum(chat_input(r) for r in records),
        "output tokens": sum(c["output_tokens"] for c in chat),
        "embedding tokens": sum(c["input_tokens"] for c in calls if c["kind"] == "embedding"),
        "cost ($)": round(sum(costs), 6) if costs and None not in costs else None,
        "missed sessions": " ".join(missed),
        "errors": sum(r.error is not None for r in records),
        "over context": sum(r.refused_tokens > 0 for r in records),
    }


def last_notes(records: list[SessionRecord]) -> list[dict] | None:
    """The notes after the last notes session played, or None when notes did not run."""
    notes = [r for r in records if r.approach == "notes" and r.notes is not None]
    return notes[-1].notes if notes else None


def _checks(records: list[SessionRecord], scenario: Scenario) -> list[dict]:
    notes = last_notes(records)
    if notes is None:
        return []
    out = []
    for check in scenario.checks:
        hits = [n for n in notes if matches(n["text"], check.match)]
        said = "yes: " + "; ".join(f"note {n['id']} {n['text']!r}" for n in hits) if hits else "no"
        out.append(
            {"approach": "notes", "name": check.name, "failed": bool(hits), "line": f"{check.description}? {said}"}
        )
    refused = [
        s
        for r in records
        if r.approach == "notes"
        for s in r.steps
        if s["tool"] == "remember" and s["result"].startswith("Error:")
    ]
    out.append(
        {
            "approach": "notes",
            "name": "refused saves",
            "failed": False,
            "line": f"remember calls refused (guard or limits): {len(refused)}"
            + "".join(f"\n  - {s['arguments'][:120]} -> {s['result'][:160]}" for s in refused),
        }
    )
    return out


def transcript(r: SessionRecord) -> str:
    """The user's message, each tool call with its result, and the answer, as Markdown."""
    verdict = "passed" if r.passed else "MISSED"
    lines = [f"### {label(r.approach)} / {r.session}: {verdict}", "", "**User:** " + r.user.replace("\n", "  \n")]
    for s in r.steps:
        lines += ["", f"**Tool call** `{s['tool']}({s['arguments']})`", "", "```text", s["result"], "```"]
    if r.error:
        lines += ["", f"**Error:** {r.error}"]
    lines += ["", "**Answer:** " + (r.answer.replace("\n", "  \n") or "(empty)")]
    if not r.passed and not r.error:
        lines += ["", f"Missing: {' and '.join(' or '.join(g) for g in r.missing)}"]
    calls = len(r.calls)
    tokens = chat_input(r)
    lines += ["", f"_{calls} calls, {tokens} input tokens; stopped: {r.stopped or 'n/a'}_"]
    return "\n".join(lines)
