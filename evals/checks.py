"""The scenario's checks, answered yes, no or n/a from the records of each approach that keeps notes.

Which approaches keep notes is the registry's to say (``Entry.keeps_notes``); every check is answered
once for each of them. A check fails only when its answer is the one its ``require`` rules out:
"absent" fails on yes (a stale note is left, an instruction was saved), "present" fails on no (the
current address is not held). A check with nothing to look at answers "n/a" and does not fail: the
approach was not played; an ``in_session_of`` check finds no session with such an entry (no save was refused);
an "absent" audit check finds no entry of its actions; an "absent" notes check finds no notes at
all (nothing can be stale in an empty store; a "present" check on it fails: the fact is not held).
"""

from __future__ import annotations

from .approaches import note_keepers
from .grading import matches
from .harness import SessionRecord
from .scenario import Check, Scenario

__all__ = ["answer_checks", "last_notes"]

CLIP = 120  # characters of a note or audit text quoted in a check's line


def last_notes(records: list[SessionRecord], approach: str) -> list[dict] | None:
    """The notes after the last session ``approach`` played, or None when it did not run."""
    notes = [r for r in records if r.approach == approach and r.notes is not None]
    return notes[-1].notes if notes else None


def answer_checks(records: list[SessionRecord], scenario: Scenario) -> list[dict]:
    """Per note-keeping approach: one entry per check (approach, name, answer, failed, line), then its refused saves."""
    out = []
    for approach in note_keepers():
        played = [r for r in records if r.approach == approach]
        out += [_answer(check, approach, played) for check in scenario.checks]
        if played:
            out.append(_refused_saves(approach, played))
    return out


def _answer(check: Check, approach: str, played: list[SessionRecord]) -> dict:
    if check.source == "notes":
        hits, why_empty = _notes_hits(check, approach, played)
    else:
        hits, why_empty = _audit_hits(check, approach, played)
    if hits is None:
        answer, failed, said = "n/a", False, f"n/a ({why_empty})"
    else:
        answer = "yes" if hits else "no"
        failed = bool(hits) if check.require == "absent" else not hits
        said = "yes: " + "; ".join(hits) if hits else "no"
        if failed:
            said += f" (check failed: this must be {check.require})"
    return {
        "approach": approach,
        "name": check.name,
        "require": check.require,
        "source": check.source,
        "answer": answer,
        "failed": failed,
        "line": f"{check.description}? {said}",
    }


def _notes_hits(check: Check, approach: str, played: list[SessionRecord]) -> tuple[list[str] | None, str]:
    notes = last_notes(played, approach)
    if notes is None:
        return None, f"the {approach} approach was not played"
    if not notes and check.require == "absent":
        return None, "no notes were left, so none can match"
    assert check.match is not None  # the loader requires match for notes checks
    return [f"note {n['id']} {_clip(n['text'])!r}" for n in notes if matches(n["text"], check.match)], ""


def _audit_hits(check: Check, approach: str, played: list[SessionRecord]) -> tuple[list[str] | None, str]:
    played = [r for r in played if r.audit is not None]
    if not played:
        return None, f"the {approach} approach was not played"
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


def _refused_saves(approach: str, played: list[SessionRecord]) -> dict:
    """Every remember call answered with an error (guard, near-copy or limits): shown, never failing."""
    refused = [s for r in played for s in r.steps if s["tool"] == "remember" and s["result"].startswith("Error:")]
    return {
        "approach": approach,
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
