"""The CI gate: compare a run with the committed baseline of the same model and scenario.

What fails the gate, per approach the baseline has:

- it was not replayed as recorded: a cassette missing (the whole approach, or a baselined
  repeat, included), a request the cassette does not hold, or recorded calls left unplayed;
- it passes fewer sessions than in the baseline;
- its input tokens differ from the baseline's in a replay (a replay is deterministic, so any
  difference means code and cassettes disagree), or exceed the baseline plus the margin in a
  new recording;
- it newly ends with a failed notes check (a stale note, a saved instruction).

What does not: a session the baseline also missed (an expected failure), a notes check the
baseline also failed (shown as known), approaches the baseline does not have, and approaches
left out of this pytest run by -k or --approaches (named as not gated). Without a baseline,
nothing is gated, and the gate says so.

    python -m evals.gate write [--scenario short] [--chat-model M] [--margin 0.10] [--drop]

``write`` takes the latest report.json, so it must follow a replay of every approach: recording one
approach writes a report of that approach alone, and a baseline written from it would stop gating the
others (their known misses would then fail CI). It refuses a report that lacks an approach the current
baseline gates, unless ``--drop`` says to stop gating it.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path

from .aggregate import chat_input
from .cassettes import slug
from .harness import SessionRecord

__all__ = ["BASELINES", "Baseline", "Verdict", "baseline_path", "check"]

BASELINES = Path(__file__).parent / "baselines"
REPORTS = Path(__file__).resolve().parent.parent / "reports"
BROKEN = ("replay", "missing", "order")  # error kinds that mean the run was not played as recorded


@dataclass
class Baseline:
    """Per approach: the sessions passed, the input tokens, and which notes checks failed; and the repeats."""

    chat_model: str
    scenario: str
    margin: float
    approaches: dict[str, dict]
    repeats: int = 1  # how many repeats the accepted run had: each must still be replayed

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
            repeats = int(data.get("repeats", 1))
            return cls(data["chat_model"], data["scenario"], float(data["margin"]), data["approaches"], repeats)
        except (ValueError, KeyError, TypeError) as exc:
            raise ValueError(
                f"baseline {path} is unreadable ({exc}); write it again: python -m evals.gate write"
            ) from exc


def baseline_path(chat_model: str, scenario: str, folder: Path = BASELINES) -> Path:
    """One baseline per model and scenario."""
    return folder / f"{slug(chat_model)}--{scenario}.json"


def from_report(data: dict, margin: float) -> dict:
    """The baseline of a run, from its report.json: counted from the session records, not from a display table."""
    approaches: dict[str, dict] = {}
    main_run = [r for r in data["records"] if r.get("repeat", 1) == 1]
    for name in dict.fromkeys(r["approach"] for r in main_run):
        mine = [r for r in main_run if r["approach"] == name]
        approaches[name] = {
            "passed": [r["session"] for r in mine if r["passed"]],
            "input_tokens": sum(c["input_tokens"] for r in mine for c in r["calls"] if c["kind"] == "chat"),
            "failed_checks": [],
        }
    for c in data["checks"]:
        if c.get("failed") is True:
            approaches[c["approach"]]["failed_checks"].append(c["name"])
    return {
        "chat_model": data["run"]["chat_model"],
        "scenario": data["scenario"],
        "margin": margin,
        "repeats": max((r.get("repeat", 1) for r in data["records"]), default=1),
        "approaches": approaches,
    }


@dataclass
class Verdict:
    """The gate's outcome: "passed", "failed" or "not gated", with the lines that say why."""

    status: str
    failures: list[str] = field(default_factory=list)
    known: list[str] = field(default_factory=list)  # failures the baseline already had
    not_gated: list[str] = field(default_factory=list)  # baselined approaches this pytest run did not play in full

    def lines(self) -> list[str]:
        """What the terminal and the report's gate case say."""
        out = []
        if self.known:
            out += ["Gate: known failures (in the baseline too):", *(f"  - {k}" for k in self.known)]
        if self.not_gated:
            out += ["Not gated in this run:", *(f"  - {n}" for n in self.not_gated)]
        if self.status == "failed":
            out += ["GATE FAILED against the baseline:", *(f"  - {f}" for f in self.failures)]
        elif self.status == "passed":
            out.append("Gate: passed against the baseline.")
        else:
            out.append("Gate: NOT APPLIED, nothing was gated.")
        return out


def check(
    records: list[SessionRecord], checks: list[dict], baseline: Baseline | None, sessions: int, replaying: bool
) -> Verdict:
    """Judge the played records (and the report's notes checks) against the baseline."""
    if baseline is None:
        return Verdict(
            "not gated",
            not_gated=[
                "no baseline for this model and scenario: write one with "
                "python -m evals.gate write (README: 'The CI gate')"
            ],
        )
    verdict = Verdict("passed")
    gated = 0
    for name, base in baseline.approaches.items():
        for repeat in range(1, baseline.repeats + 1):
            mine = [r for r in records if r.approach == name and r.repeat == repeat]
            what = name if repeat == 1 else f"{name}, repeat {repeat}"
            if len(mine) < sessions:
                verdict.not_gated.append(f"{what}: {len(mine)} of {sessions} sessions played in this pytest run")
                continue
            gated += 1
            if not _replayed(what, mine, verdict.failures) or repeat > 1:
                continue  # the first run is the one whose figures are gated; later ones must replay in full
            verdict.failures += _figures(name, base, mine, baseline.margin, replaying)
    for c in checks:
        if c.get("failed") is not True or c["approach"] not in baseline.approaches:
            continue
        if any(n.startswith(f"{c['approach']}:") for n in verdict.not_gated):
            continue
        line = f"{c['approach']}: {c['line']}"
        known = c["name"] in baseline.approaches[c["approach"]].get("failed_checks", [])
        (verdict.known if known else verdict.failures).append(line)
    if verdict.failures:
        verdict.status = "failed"
    elif not gated:
        verdict.status = "not gated"
    return verdict


def _replayed(what: str, records: list[SessionRecord], failures: list[str]) -> bool:
    """True when every session played as recorded; else one failure line that names the approach."""
    missing = [r.session for r in records if r.error_kind == "missing"]
    broken = [r.session for r in records if r.error_kind in BROKEN and r.error_kind != "missing"]
    if len(missing) == len(records):
        failures.append(f"{what}: in the baseline, but it has no cassettes: record it, or write the baseline again")
    elif missing:
        failures.append(f"{what}: {len(missing)} of {len(records)} cassettes missing ({', '.join(missing)})")
    if broken:
        failures.append(
            f"{what}: {len(broken)} session(s) did not replay as recorded ({', '.join(broken)}): see their failures"
        )
    return not missing and not broken


def _figures(name: str, base: dict, records: list[SessionRecord], margin: float, replaying: bool) -> list[str]:
    """Sessions passed and input tokens against the baseline's."""
    out = []
    passed = {r.session for r in records if r.passed}
    if len(passed) < len(base["passed"]):
        lost = [s for s in base["passed"] if s not in passed]
        out.append(
            f"{name}: passed {len(passed)} sessions, baseline {len(base['passed'])} (now missed: {', '.join(lost)})"
        )
    tokens = sum(chat_input(r) for r in records)
    if replaying and tokens != base["input_tokens"]:
        out.append(
            f"{name}: {tokens} input tokens in a replay, the baseline has {base['input_tokens']}: a replay plays "
            "the recorded answers, so code and cassettes disagree (or the baseline is of another recording)"
        )
    elif not replaying and tokens > base["input_tokens"] * (1 + margin):
        out.append(
            f"{name}: {tokens} input tokens, more than the baseline's {base['input_tokens']} "
            f"+ {margin:.0%} ({base['input_tokens'] * (1 + margin):.0f})"
        )
    return out


def main(argv: list[str] | None = None) -> int:
    """Write the baseline from the latest report of a model and scenario."""
    p = argparse.ArgumentParser(prog="python -m evals.gate", description=__doc__.split("\n\n")[0])
    p.add_argument("command", choices=["write"])
    p.add_argument("--scenario", default="short")
    p.add_argument("--chat-model", help="model whose report to use (default: the only one in reports/)")
    p.add_argument("--margin", type=float, default=0.10, help="extra input tokens allowed (default: 0.10)")
    p.add_argument("--reports", type=Path, default=REPORTS, help="reports folder (default: reports/)")
    p.add_argument("--baselines", type=Path, default=BASELINES, help="baselines folder (default: evals/baselines/)")
    p.add_argument("--drop", action="store_true", help="stop gating the approaches the report does not have")
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
    try:
        old = Baseline.load(out)
    except ValueError:  # an unreadable baseline is being replaced: nothing in it to keep
        old = None
    dropped = [name for name in (old.approaches if old else {}) if name not in baseline["approaches"]]
    if dropped and not args.drop:
        print(
            f"error: {found[0]} has no session of {', '.join(dropped)}, which {out.name} gates: it is the report "
            "of a run of fewer approaches (a recording of one approach writes one). Replay every approach first "
            f"(pytest evals --scenario ...), then write; or pass --drop to stop gating {', '.join(dropped)}",
            file=sys.stderr,
        )
        return 2
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(baseline, indent=2) + "\n", encoding="utf-8")
    print(f"wrote {out} from {found[0]} ({baseline['repeats']} repeat(s) must replay)")
    for name, entry in baseline["approaches"].items():
        print(
            f"  {name}: {len(entry['passed'])} passed, {entry['input_tokens']} input tokens, "
            f"failed checks: {', '.join(entry['failed_checks']) or 'none'}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
