"""The scenario's checks, answered yes, no or n/a from the notes approach's records.

A check fails only when its answer is the one its ``require`` rules out: "absent" fails on yes (a
stale note is left, an instruction was saved), "present" fails on no (the current address is not
held). A check with nothing to look at answers "n/a" and does not fail: the notes approach was
not played; an ``in_session_of`` check finds no session with such an entry (no save was refused);
an "absent" audit check finds no entry of its actions; an "absent" notes check finds no notes at
all (nothing can be stale in an empty store; a "present" check on it fails: the fact is not held).
"""

from __future__ import annotations

from .grading import matches
from .harness import SessionRecord
from .scenario import Check, Scenario

__all__ = ["answer_checks", "last_notes"]

CLIP = 120  # characters of a note or audit text quoted in a check's line


def last_notes(records: list[SessionRecord]) -> list[dict] | None:
    """The notes after the last notes session played, or None when notes did not run."""
    notes = [r for r in records if r.approach == "notes" and r.notes is not None]
    return notes[-1].notes if notes else None


def answer_checks(records: list[SessionRecord], scenario: Scenario) -> list[dict]:
    """One entry per check (approach, name, answer, failed, line), then the count of refused saves."""
    out = [_answer(check, records) for check in scenario.checks]
    played = [r for r in records if r.approach == "notes"]
    if played:
        out.append(_refused_saves(played))
    return out


def _answer(check: Check, records: list[SessionRecord]) -> dict:
    if check.source == "notes":
        hits, why_empty = _notes_hits(check, records)
    else:
        hits, why_empty = _audit_hits(check, records)
    if hits is None:
        answer, failed, said = "n/a", False, f"n/a ({why_empty})"
    else:
        answer = "yes" if hits else "no"
        failed = bool(hits) if check.require == "absent" else not hits
        said = "yes: " + "; ".join(hits) if hits else "no"
        if failed:
            said += f" (check failed: this must be {check.require})"
    return {
        "approach": "notes",
        "name": check.name,
        "require": check.require,
        "source": check.source,
        "answer": answer,
        "failed": failed,
        "line": f"{check.description}? {said}",
    }


def _notes_hits(check: Check, records: list[SessionRecord]) -> tuple[list[str] | None, str]:
    notes = last_notes(records)
    if notes is None:
        return None, "the notes approach was not played"
    if not notes and check.require == "absent":
        return None, "no notes were left, so none can match"
    assert check.match is not None  # the loader requires match for notes checks
    return [f"note {n['id']} {_clip(n['text'])!r}" for n in notes if matches(n["text"], check.match)], ""


def _audit_hits(check: Check, records: list[SessionRecord]) -> tuple[list[str] | None, str]:
    played = [r for r in records if r.approach == "notes" and r.audit is not None]
    if not played:
        return None, "the notes approach was not played"
    entries = [(r.session, e) for r in played for e in r.audit or []]
    triggers: dict[str, list[dict]] = {}
    if check.in_session_of:
        for session, e in entries:
            if e["action"] in check.in_session_of:
                triggers.setdefault(session, []).append(e)
        if not triggers:
            return None, f"no {' or '.join(check.in_session_of)} entry in the audit log"
    pool = [(s, e) for s, e in entries if e["action"] in check.actions and (not triggers or s in triggers)]
    if not pool and check.require == "absent" and not triggers:  # a session with a trigger is something to look at
        return None, f"no {' or '.join(check.actions)} entry in the audit log"
    hits = [(s, e) for s, e in pool if check.match is None or matches(e["text"], check.match)]
    lines = []
    for session in dict.fromkeys(s for s, _ in hits):
        found = ", ".join(f"{e['action']} note {e['note']} {_clip(e['text'])!r}" for s, e in hits if s == session)
        after = ""
        if triggers:
            seen = dict.fromkeys(f"{e['action']} {_clip(e['text'])!r} ({e['reason']})" for e in triggers[session])
            after = " in the session of " + "; ".join(seen)
        lines.append(f"{session}: {found}{after}")
    return lines, ""


def _refused_saves(played: list[SessionRecord]) -> dict:
    """Every remember call answered with an error (guard, near-copy or limits): shown, never failing."""
    refused = [s for r in played for s in r.steps if s["tool"] == "remember" and s["result"].startswith("Error:")]
    return {
        "approach": "notes",
        "name": "refused saves",
        "require": None,
        "source": "transcripts",
        "answer": str(len(refused)),
        "failed": False,
        "line": f"remember calls refused (guard or limits): {len(refused)}"
        + "".join(f"\n  - {s['arguments'][:120]} -> {s['result'][:160]}" for s in refused),
    }


def _clip(text: str) -> str:
    return text if len(text) <= CLIP else text[:CLIP] + "..."
