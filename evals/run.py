"""The end of an evaluation run: build the report from every played session, write it, and apply the gate."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .cassettes import slug
from .gate import Verdict, check
from .harness import SessionRecord
from .plan import Plan
from .report import Report, build

__all__ = ["Outcome", "finish"]


@dataclass
class Outcome:
    """What the terminal shows after the tests: the report, where it went, and the gate's verdict."""

    report: Report
    written: list[Path]
    verdict: Verdict

    def text(self) -> str:
        """The report's tables, then the gate."""
        return "\n".join(
            [self.report.text(), f"Full report with transcripts: {self.written[0]}", *self.verdict.lines()]
        )


def finish(records: list[SessionRecord], plan: Plan, reports: Path) -> Outcome:
    """Called once, on the process that saw every record, with the records in case order."""
    records = sorted(records, key=lambda r: plan.order((r.repeat, r.approach, r.index)))
    report = build(records, plan.scenario, plan.run)
    written = report.write(reports / slug(plan.run.chat_model) / plan.scenario.name)
    verdict = check(records, report.checks, plan.baseline, len(plan.scenario.sessions), plan.replaying)
    return Outcome(report, written, verdict)
