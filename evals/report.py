"""The report of one run: its numeric tables, built from the session records, and the files they go to.

Aggregation lives in evals/aggregate.py (frames with numeric columns) and evals/checks.py (the
notes checks), rendering in evals/render.py (Markdown) and evals/chart.py (PNG); this module ties
them together and writes report.md, the CSV files and report.json. Nothing here depends on time
or on the machine, so a replayed run writes the same files as the recording it replays.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import pandas as pd

from . import aggregate, guardfigures
from .aggregate import chat_input, largest_prompt
from .approaches import label
from .cassettes import RunInfo
from .checks import answer_checks, last_notes
from .curves import Curves, Price
from .guardfigures import GuardTables
from .harness import SessionRecord
from .render import REFERENCE, markdown, share_lines, transcript
from .scenario import Scenario

__all__ = [
    "REFERENCE",
    "Report",
    "build",
    "chat_input",
    "label",
    "largest_prompt",
    "last_notes",
    "share_lines",
    "transcript",
]

GROWTH_FROM = 10  # sessions: shorter scenarios get no last-session table, fits or projections


@dataclass
class Report:
    """The numeric tables and check answers of one run, ready to render or write."""

    scenario: Scenario
    run: RunInfo
    records: list[SessionRecord]
    summary: pd.DataFrame  # one row per approach; passed and sessions are counts
    per_session: pd.DataFrame  # session x approach, chat input tokens
    checks: list[dict]
    spread: pd.DataFrame | None = None
    growth: Curves | None = None
    last: pd.DataFrame | None = None  # the last session per approach (long scenarios)
    refused: pd.DataFrame | None = None  # session x approach prompt tokens refused as over the context, if any
    guard: GuardTables | None = None  # the note guard's layers on its labelled set and every measured set

    def text(self, transcripts: bool = False) -> str:
        """Markdown: what the terminal shows, and with transcripts what report.md holds."""
        return markdown(self, transcripts)

    def tokens_needed(self) -> pd.DataFrame:
        """Input tokens per session plus any refused prompt: what each approach asked the model to read."""
        if self.refused is None:
            return self.per_session
        return self.per_session.add(self.refused.fillna(0))

    def to_json(self) -> dict:
        """Everything, as plain data; the gate reads the numeric summary from here."""
        summary = json.loads(self.summary.to_json(orient="records"))
        for row in summary:  # "correct" kept for readers of earlier reports; passed and sessions are the numbers
            row["correct"] = f"{row['passed']}/{row['sessions']}"
        g = self.growth
        return {
            "scenario": self.scenario.name,
            "run": self.run.__dict__,
            "summary": summary,
            "per_session": json.loads(self.per_session.reset_index().to_json(orient="records")),
            "checks": self.checks,
            "spread": _records(self.spread),
            "last_session": _records(self.last),
            "growth": None
            if g is None
            else {
                "price": g.price.__dict__,
                "context": g.context,
                "sessions measured": g.measured,
                "projected to": g.horizon,
                "crossover": g.crossover,
                "projected crossover": g.projected_crossover,
                "fit": _records(g.fit),
            },
            "guard": None if self.guard is None else self.guard.to_json(),
            "records": [r.to_dict() for r in self.records],
        }

    def write(self, folder: Path) -> list[Path]:
        """report.md, summary.csv, sessions.csv, report.json, input_tokens.png (and the growth files) in ``folder``."""
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
        if self.growth is None:
            return paths[:5]
        title = f"Cumulative cost: {self.run.chat_model}, at a stated price"
        tokens_chart(self.growth.cumulative_cost, title, paths[5], ylabel="cumulative cost ($)")
        self.growth.fit.to_csv(folder / "growth.csv", index=False)
        return [*paths, folder / "growth.csv"]


def build(records: list[SessionRecord], scenario: Scenario, run: RunInfo, price: Price | None = None) -> Report:
    """Aggregate the records of one run; ``price`` is the stated price of the growth projections."""
    approaches = list(dict.fromkeys(r.approach for r in records))
    first = aggregate.main_run(records)
    summary = aggregate.summary(first, approaches, scenario, run)
    per_session = aggregate.by_session(first, approaches, scenario, chat_input)
    spread = aggregate.spread(records, approaches, run) if any(r.repeat > 1 for r in records) else None
    growth = last = None
    if len(scenario.sessions) >= GROWTH_FROM:
        growth = aggregate.growth(first, approaches, scenario, price or Price(), run.context)
        last = aggregate.last_session(first, approaches, scenario, run)
        last = None if last.empty else last  # the last session was not played (e.g. -k picked others)
    refused = aggregate.by_session(first, approaches, scenario, lambda r: r.refused_tokens)
    refused = refused if refused.fillna(0).to_numpy().any() else None
    checks = answer_checks(first, scenario)
    guard = guardfigures.measure()
    return Report(scenario, run, records, summary, per_session, checks, spread, growth, last, refused, guard)


def _records(frame: pd.DataFrame | None) -> list[dict] | None:
    return None if frame is None else json.loads(frame.to_json(orient="records"))
