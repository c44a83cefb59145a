"""The end of an evaluation run: build the report, write it, and apply the gate."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from .cassettes import slug
from .gate import Baseline, check
from .harness import Harness
from .report import Report, build

__all__ = ["Outcome", "finish"]


@dataclass
class Outcome:
    """What the terminal shows after the tests: the report, where it went, and the gate's verdict."""

    report: Report
    written: list[Path]
    failures: list[str] = field(default_factory=list)
    known: list[str] = field(default_factory=list)

    def text(self) -> str:
        """The report's tables, then the gate."""
        lines = [self.report.text(), f"Full report with transcripts: {self.written[0]}"]
        if self.known:
            lines += ["Gate: known failures (in the baseline too):", *(f"  - {k}" for k in self.known)]
        if self.failures:
            lines += ["GATE FAILED against the baseline:", *(f"  - {f}" for f in self.failures)]
        else:
            lines.append("Gate: passed" if self.known is not None else "")
        return "\n".join(lines)


def finish(harness: Harness, reports: Path, baseline: Baseline | None) -> Outcome:
    """Called once from pytest_sessionfinish with every session played."""
    report = build(harness.records, harness.scenario, harness.run)
    written = report.write(reports / slug(harness.run.chat_model) / harness.scenario.name)
    failures, known = check(report, baseline)
    if baseline is None:
        known = ["no baseline for this model and scenario: write one with python -m evals.gate write"]
    return Outcome(report, written, failures, known)
