"""The report as Markdown: what the terminal shows, and with transcripts what report.md holds.

Only here do numbers become display text ("3/8", "not reported", "yes"); the frames they come
from stay numeric (evals/aggregate.py), and report.json and the CSV files carry those.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pandas as pd

from agent.loop import CLOSING

from .aggregate import GROWING, chat_input, label, main_run
from .approaches import note_keepers
from .checks import last_notes
from .curves import MULTIPLE
from .harness import SessionRecord

if TYPE_CHECKING:
    from .report import Report

__all__ = ["REFERENCE", "REFERENCE_LABEL", "markdown", "share_lines", "summary_table", "transcript"]

# How a transcript says why its last call offered no tools, per ``stopped`` (agent/loop.py).
FORCED = {
    "turn cap, answered": "The turn cap was reached: the last call offered no tools",
    "stuck, answered": "Every call of a reply had been made before: the next call offered no tools",
    "server error, answered": (
        "The server failed on a call that offered tools ({error}); the next call offered no tools"
    ),
}
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
ORACLE = (
    "The oracle (reference) is given in its system prompt exactly the setup facts each session needs (the "
    "scenario's `needs`) and nothing else. It runs the same tool loop as the other approaches, so its tokens "
    "are measured like theirs, not a lower bound."
)


def markdown(report: Report, transcripts: bool = False) -> str:
    """Every section in order; the transcripts only for report.md."""
    parts = [
        f"# Evaluation report: scenario {report.scenario.name!r}",
        models_line(report),
        "## Per approach",
        summary_table(report.summary).to_markdown(index=False),
        *oracle_lines(report),
        f"## Input tokens per session ({report.run.chat_model})",
        report.per_session.to_markdown(),
        *refused_parts(report),
        "## Notes checks",
        *(f"- {c['approach']} ({report.run.chat_model}): {c['line']}" for c in report.checks),
        *notes_lines(main_run(report.records)),  # a later repeat may end with other notes
    ]
    if report.spread is not None:
        parts += ["## Over repeats (mean and spread)", report.spread.to_markdown(index=False)]
    if report.growth is not None:
        parts += growth_parts(report)
    if report.guard is not None:
        parts += ["## Note guard (every layer, from recorded scores; no model call)", report.guard.markdown()]
    if report.scenario.name == "short":
        parts += ["## Reference", REFERENCE_LABEL, REFERENCE.to_markdown(index=False)]
    if transcripts:
        parts += ["## Transcripts", *(transcript(r) for r in report.records)]
    return "\n\n".join(parts) + "\n"


def models_line(report: Report) -> str:
    """Which models produced every figure in this report, where they ran, and the context they had."""
    run = report.run
    if run.context is None:
        context = "unknown (this run's run.json does not state it), so no session is said to outgrow it"
    else:
        context = f"{run.context:,} tokens ({run.context_source or 'source not stated'})"
    return (
        f"Chat model: **{run.chat_model}**; embedding model: **{run.embed_model}**; "
        f"served by: {run.served_by}. Context: {context}."
    )


def summary_table(summary: pd.DataFrame) -> pd.DataFrame:
    """The per-approach frame for reading: "passed/sessions" as correct, a missing cost as "not reported"."""
    shown = summary.copy()
    shown.insert(2, "correct", [f"{p}/{n}" for p, n in zip(shown["passed"], shown["sessions"], strict=True)])
    shown = shown.drop(columns=["passed", "sessions"])
    shown["cost ($)"] = shown["cost ($)"].astype(object).where(shown["cost ($)"].notna(), "not reported")
    return shown


def oracle_lines(report: Report) -> list[str]:
    """What the oracle is, and its input tokens over notes' (measured, whichever way it goes)."""
    tokens = dict(zip(report.summary["approach"], report.summary["input tokens"], strict=True))
    oracle = tokens.get(label("oracle"))
    if oracle is None:
        return []
    lines = [ORACLE]
    if tokens.get("notes"):  # none, or 0 when no notes session reached a call (a -k selection that failed early)
        excess = oracle - tokens["notes"]
        lines.append(
            f"Oracle minus notes, input tokens over the run: {oracle:,} - {tokens['notes']:,} = {excess:+,} "
            f"({excess / tokens['notes']:+.1%} of notes')."
        )
    return lines


def refused_parts(report: Report) -> list[str]:
    """Prompts the server refused as longer than the model's context, with the size it stated."""
    if report.refused is None:
        return []
    return [
        f"Prompt tokens refused as longer than the model's context ({report.run.chat_model}; not processed, "
        "so not in the table above; the chart counts them):",
        report.refused.fillna(0).astype(int).to_markdown(),
    ]


def notes_lines(records: list[SessionRecord]) -> list[str]:
    """The notes each note-keeping approach that played ended with."""
    lines = []
    for approach in note_keepers():
        notes = last_notes(records, approach)
        if notes is None:
            continue
        if not notes:
            lines.append(f"Notes left ({approach} approach): none.")
            continue
        lines += [
            f"Notes left ({approach} approach):",
            *(f"- note {n['id']} ({n['session']}): {n['text']}" for n in notes),
        ]
    return lines


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
            refused = last.loc[last["approach"] == other, "refused as over the context"].sum()
            bound = " (history's figure is a lower bound)" if other == "history" and refused else ""
            lines.append(
                f"- notes needed {needed['notes']:,} input tokens in the last session: {share:.1%} of "
                f"{other}'s {needed[other]:,}{goal}{bound}."
            )
    return lines


def growth_parts(report: Report) -> list[str]:
    """Last session, cumulative cost, crossovers, and the fits with their quality and projections."""
    g = report.growth
    assert g is not None
    both = {"notes", "history"} <= set(g.fit["approach"])
    measured = (
        f"Notes cost less than history from session {g.crossover} on."
        if g.crossover
        else f"Notes did not become cheaper than history within the {g.measured} sessions measured."
    )
    projected = (
        f"On the projections, notes cost less than history from session {g.projected_crossover} on."
        if g.projected_crossover
        else f"On the projections, notes do not become cheaper than history within {g.horizon} sessions."
    )
    last = g.cumulative_cost.tail(1).rename(index=lambda s: f"after {s}").round(5)
    outgrow = (
        f"and the session from which the largest single prompt of a session passes the {g.context:,}-token "
        "context (measured when it already did, else on a growing straight-line fit of the largest prompt; "
        f'"not within {g.horizon}" otherwise)'
        if g.context is not None
        else "and no outgrow column: the context is unknown"
    )
    grows = ", ".join(sorted(GROWING))
    last_table = [] if report.last is None else [_yes_no(report.last, "passed").to_markdown(index=False)]
    return [
        f"## The last session ({report.run.chat_model})",
        "What each approach sent in the scenario's last session. A prompt the server refused as longer "
        "than the model's context was not processed; its size, as the server stated it, is what that "
        "approach needed at least.",
        *last_table,
        *share_lines(report.last),
        f"## Growth and cost ({report.run.chat_model}; at {g.price.label()})",
        *([measured, projected] if both else []),
        "Cumulative cost ($):",
        last.to_markdown(),
        "Input tokens per session against session number: a straight line fitted over the sessions that did "
        "not end in an error (how many, and their range), with R², the residual standard deviation and the "
        f"slope's 95 % interval. An approach grows only when its prompt carries earlier sessions ({grows}) and "
        "the interval lies above 0; every other one is projected flat at its measured mean. Projected cost is "
        f"the measured cost plus the projection, up to {g.horizon} sessions ({MULTIPLE}x the {g.measured} "
        f"measured; no further), {outgrow}:",
        fit_table(g.fit, g.horizon, g.outgrow_column).to_markdown(index=False),
    ]


def fit_table(fit: pd.DataFrame, horizon: int, outgrow: str | None) -> pd.DataFrame:
    """The fit frame for reading: yes/no for growth, "not within N" for no outgrow session."""
    shown = _yes_no(fit, "grows")
    if outgrow is not None and outgrow in shown:
        shown[outgrow] = [f"not within {horizon}" if pd.isna(v) else str(int(v)) for v in shown[outgrow]]
    return shown


def _yes_no(frame: pd.DataFrame, column: str) -> pd.DataFrame:
    shown = frame.copy()
    shown[column] = ["yes" if v else "no" for v in shown[column]]
    return shown


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
    if r.stopped in FORCED:
        lines += ["", f"_{FORCED[r.stopped].format(error=r.server_error)} and ended with: {CLOSING!r}_"]
    if r.dropped:
        lines += ["", f"_{r.dropped} copies of a call within one reply were dropped unanswered._"]
    lines += ["", f"_{len(r.calls)} calls, {chat_input(r)} input tokens; stopped: {r.stopped or 'n/a'}_"]
    return "\n".join(lines)
