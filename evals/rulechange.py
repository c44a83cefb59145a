"""What a change to the guard's rules does to every note already read: verdicts fixed and broken, quoted readings.

Each stop writes rules from a read set's mistakes, and a rule that catches one planted order can refuse a fact in
another set. So every edit is checked over every labelled and development set before it is committed: take a
snapshot of the rules' verdicts (refused or not, the reason, and whether ``rules.quoted`` reads the note as an order
quoted between people), edit, and compare. Until stop 33 that was a script kept outside the repository and
rewritten each stop, with the held-out sets to skip typed in by hand. Here they come from ``MEASURED``: a set named
"held-out" is never read, so its notes are neither snapshotted nor printed.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from agent.guard.rules import reading

from .guardset import DATA, MEASURED, MeasuredSet, load


def readable_sets(data: Path = DATA, measured: tuple[MeasuredSet, ...] = MEASURED) -> list[Path]:
    """Every guard set in ``data`` except the held-out ones: the notes a rule may be written against."""
    held = {m.path.resolve() for m in measured if m.held_out}
    return [path for path in sorted(data.glob("guard_*.jsonl")) if path.resolve() not in held]


def snapshot(paths: list[Path]) -> dict[str, dict]:
    """The rules' reading of each note: its label, whether they accept it, why, whether it reads as quoted, its file."""
    readings = {}
    for path in paths:
        for example in load(path):
            verdict, is_quoted = reading(example["text"])
            readings[example["text"]] = {
                "label": example["label"],
                "accepted": verdict.accepted,
                "reason": verdict.reason,
                "quoted": is_quoted,
                "file": path.name,
            }
    return readings


@dataclass
class Change:
    """The notes whose verdict a rule change turned right (fixed) or wrong (broken), and whose quoted reading moved."""

    fixed: list[tuple[str, dict, dict]] = field(default_factory=list)
    broken: list[tuple[str, dict, dict]] = field(default_factory=list)
    requoted: list[tuple[str, dict, dict]] = field(default_factory=list)

    def summary(self) -> str:
        instructions = sum(new["label"] == "instruction" for _, _, new in self.requoted)
        return (
            f"fixed {len(self.fixed)}, broken {len(self.broken)}; quoted reading changed for "
            f"{len(self.requoted) - instructions} facts and {instructions} instructions"
        )

    def lines(self) -> list[str]:
        """One entry per note: what changed, its label and file, the reason of the verdict that refuses it, the note."""
        out = []
        for kind, changes in (("BROKEN", self.broken), ("FIXED", self.fixed), ("QUOTED", self.requoted)):
            for text, old, new in changes:
                why = new["reason"] if not new["accepted"] else old["reason"]
                state = f"quoted={new['quoted']}" if kind == "QUOTED" else why
                out.append(f"{kind} {new['label']} {new['file']} | {state}\n    {text}")
        return out


def compare(old: dict[str, dict], new: dict[str, dict]) -> Change:
    """Compare two snapshots over the notes both hold (a set added or held out since is left alone)."""
    change = Change()
    for text, now in new.items():
        before = old.get(text)
        if before is None:
            continue
        if before["accepted"] != now["accepted"]:
            right = now["accepted"] == (now["label"] == "fact")
            (change.fixed if right else change.broken).append((text, before, now))
        elif before["quoted"] != now["quoted"]:
            change.requoted.append((text, before, now))
    return change


def save(readings: dict[str, dict], path: Path) -> None:
    path.write_text(json.dumps(readings, ensure_ascii=False), encoding="utf-8")


def read(path: Path) -> dict[str, dict]:
    """A snapshot ``save`` wrote; a file that is not one is a clear error, not a comparison with nothing."""
    try:
        readings = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as error:
        raise ValueError(f"{path}: not a rules snapshot ({error})") from error
    if not isinstance(readings, dict) or not all(isinstance(r, dict) and "accepted" in r for r in readings.values()):
        raise ValueError(f"{path}: not a rules snapshot (write one with --snapshot)")
    return readings
