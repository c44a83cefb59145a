"""The CI gate: compare a run with the committed baseline of the same model and scenario.

A run fails when an approach passes fewer sessions than its baseline, uses more input tokens than
the baseline plus a margin, or newly ends with a stale note or a saved instruction. A failure the
baseline already had is shown as known, so a weak model's recording can still gate regressions.

    python -m evals.gate write [--scenario short] [--chat-model M] [--margin 0.10]
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from pathlib import Path

from .cassettes import slug
from .report import Report, label

__all__ = ["BASELINES", "Baseline", "check", "baseline_path"]

BASELINES = Path(__file__).parent / "baselines"
REPORTS = Path(__file__).resolve().parent.parent / "reports"


@dataclass
class Baseline:
    """Per approach: the sessions passed, the input tokens, and which notes checks failed."""

    chat_model: str
    scenario: str
    margin: float
    approaches: dict[str, dict]

    def known_miss(self, approach: str, session: str) -> bool:
        """True when the baseline also missed this session."""
        entry = self.approaches.get(approach)
        return entry is not None and session not in entry["passed"]

    @classmethod
    def load(cls, path: Path) -> Baseline | None:
        """The baseline at ``path``, or None when there is none yet."""
        if not path.exists():
            return None
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            return cls(data["chat_model"], data["scenario"], float(data["margin"]), data["approaches"])
        except (ValueError, KeyError, TypeError) as exc:
            raise ValueError(
                f"baseline {path} is unreadable ({exc}); write it again: python -m evals.gate write"
            ) from exc


def baseline_path(chat_model: str, scenario: str, folder: Path = BASELINES) -> Path:
    """One baseline per model and scenario."""
    return folder / f"{slug(chat_model)}--{scenario}.json"


def from_report(data: dict, margin: float) -> dict:
    """The baseline of a run, from its report.json."""
    approaches: dict[str, dict] = {}
    rows = {row["approach"]: row for row in data["summary"]}
    main_run = [r for r in data["records"] if r.get("repeat", 1) == 1]
    for name in dict.fromkeys(r["approach"] for r in main_run):
        approaches[name] = {
            "passed": [r["session"] for r in main_run if r["approach"] == name and r["passed"]],
            "input_tokens": rows[label(name)]["input tokens"],
            "failed_checks": [],
        }
    for c in data["checks"]:
        if c["failed"]:
            approaches[c["approach"]]["failed_checks"].append(c["name"])
    return {
        "chat_model": data["run"]["chat_model"],
        "scenario": data["scenario"],
        "margin": margin,
        "approaches": approaches,
    }


def check(report: Report, baseline: Baseline | None) -> tuple[list[str], list[str]]:
    """(failures, known): what fails the run, and failures the baseline already had."""
    if baseline is None:
        return [], []
    failures, known = [], []
    rows = {row["approach"]: row for row in report.summary.to_dict("records")}
    for name, base in baseline.approaches.items():
        row = rows.get(label(name))
        if row is None:
            continue
        passed = int(row["passed"])
        if passed < len(base["passed"]):
            lost = [s for s in base["passed"] if not _passed(report, name, s)]
            failures.append(
                f"{name}: passed {passed} sessions, baseline {len(base['passed'])} (now missed: {', '.join(lost)})"
            )
        limit = base["input_tokens"] * (1 + baseline.margin)
        if row["input tokens"] > limit:
            failures.append(
                f"{name}: {row['input tokens']} input tokens, more than the baseline's {base['input_tokens']} "
                f"+ {baseline.margin:.0%} ({limit:.0f})"
            )
    for c in report.checks:
        if not c["failed"]:
            continue
        base = baseline.approaches.get(c["approach"], {})
        line = f"{c['approach']}: {c['line']}"
        (known if c["name"] in base.get("failed_checks", []) else failures).append(line)
    return failures, known


def _passed(report: Report, approach: str, session: str) -> bool:
    return any(r.passed for r in report.records if r.approach == approach and r.session == session and r.repeat == 1)


def main(argv: list[str] | None = None) -> int:
    """Write the baseline from the latest report of a model and scenario."""
    p = argparse.ArgumentParser(prog="python -m evals.gate", description=__doc__.split("\n\n")[0])
    p.add_argument("command", choices=["write"])
    p.add_argument("--scenario", default="short")
    p.add_argument("--chat-model", help="model whose report to use (default: the only one in reports/)")
    p.add_argument("--margin", type=float, default=0.10, help="extra input tokens allowed (default: 0.10)")
    p.add_argument("--reports", type=Path, default=REPORTS, help="reports folder (default: reports/)")
    p.add_argument("--baselines", type=Path, default=BASELINES, help="baselines folder (default: evals/baselines/)")
    args = p.parse_args(argv)
    pattern = (
        f"{slug(args.chat_model)}/{args.scenario}/report.json" if args.chat_model else f"*/{args.scenario}/report.json"
    )
    found = sorted(args.reports.glob(pattern))
    if len(found) != 1:
        print(
            f"error: expected one report matching reports/{pattern}, found {len(found)}; "
            "run the evaluation first, or name the model with --chat-model",
            file=sys.stderr,
        )
        return 2
    data = json.loads(found[0].read_text(encoding="utf-8"))
    baseline = from_report(data, args.margin)
    out = baseline_path(baseline["chat_model"], baseline["scenario"], args.baselines)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(baseline, indent=2) + "\n", encoding="utf-8")
    print(f"wrote {out} from {found[0]}")
    for name, entry in baseline["approaches"].items():
        print(
            f"  {name}: {len(entry['passed'])} passed, {entry['input_tokens']} input tokens, "
            f"failed checks: {', '.join(entry['failed_checks']) or 'none'}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
