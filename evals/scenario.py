"""A scenario: sessions in order, each a new conversation, with what its answer must contain.

It is a JSON file a user can copy and edit; ``load`` checks it once, with messages that name
the field that is wrong.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path

__all__ = ["DEFAULT_SCENARIO", "Check", "Scenario", "Session", "load"]

DEFAULT_SCENARIO = Path(__file__).parent / "scenarios" / "short.json"
ID = re.compile(r"^[a-z0-9][a-z0-9-]{0,40}$")


@dataclass(frozen=True)
class Session:
    """One conversation: the user's message and the keyword groups its answer needs."""

    id: str
    user: str
    expect: list[list[str]]
    needs: list[str] = field(default_factory=list)  # the setup facts this session depends on


SOURCES = ("notes", "audit")
REQUIRES = ("absent", "present")
ACTIONS = ("save", "replace", "forget", "refuse")  # what agent/memory.py writes to the audit log
CHECK_KEYS = {"name", "description", "source", "require", "match", "actions", "in_session_of"}


@dataclass(frozen=True)
class Check:
    """A question asked of the notes approach: of the notes left after the last session, or of its audit log.

    ``require`` says which answer fails: "absent" fails when something matches (a stale note, a
    saved instruction), "present" fails when nothing does (the current proxy address is held).
    ``source`` "audit" reads every audit entry of the run, of the given ``actions``, optionally only
    in sessions that also wrote an entry of one of ``in_session_of`` (e.g. forgets in a session
    whose save was refused). ``match`` is keyword groups over a note's or entry's text; an audit
    check without it counts every entry of its actions.
    """

    name: str
    description: str
    match: list[list[str]] | None = None
    require: str = "absent"
    source: str = "notes"
    actions: tuple[str, ...] = ACTIONS
    in_session_of: tuple[str, ...] = ()


@dataclass(frozen=True)
class Scenario:
    """Sessions in order, and the checks on the notes at the end."""

    name: str
    description: str
    sessions: list[Session]
    checks: list[Check]
    path: Path


def load(path: str | Path = DEFAULT_SCENARIO) -> Scenario:
    """Read and validate a scenario file."""
    path = Path(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ValueError(f"cannot read scenario {path}: {exc}") from exc
    except ValueError as exc:
        raise ValueError(f"scenario {path} is not valid JSON: {exc}") from exc
    if not isinstance(data, dict) or not isinstance(data.get("sessions"), list) or not data["sessions"]:
        raise ValueError(f"scenario {path}: expected an object with a non-empty list 'sessions'")
    name = data.get("name", path.stem)
    if not isinstance(name, str) or not ID.match(name):
        raise ValueError(f"scenario {path}: 'name' must be lower-case letters, digits and '-', got {name!r}")
    sessions = [_session(s, f"scenario {path}, session #{i + 1}") for i, s in enumerate(data["sessions"])]
    ids = [s.id for s in sessions]
    if len(set(ids)) != len(ids):
        raise ValueError(f"scenario {path}: session ids repeat: {sorted({i for i in ids if ids.count(i) > 1})}")
    checks = [_check(c, f"scenario {path}, check #{i + 1}") for i, c in enumerate(data.get("checks", []))]
    return Scenario(name, str(data.get("description", "")), sessions, checks, path)


def _session(raw: object, where: str) -> Session:
    if not isinstance(raw, dict):
        raise ValueError(f"{where}: expected an object")
    sid, user = raw.get("id"), raw.get("user")
    if not isinstance(sid, str) or not ID.match(sid):
        raise ValueError(f"{where}: 'id' must be lower-case letters, digits and '-' (it names a cassette), got {sid!r}")
    if not isinstance(user, str) or not user.strip():
        raise ValueError(f"{where} ({sid}): 'user' must be the user's message")
    needs = raw.get("needs", [])
    if not isinstance(needs, list) or not all(isinstance(n, str) for n in needs):
        raise ValueError(f"{where} ({sid}): 'needs' must be a list of strings")
    return Session(sid, user, _groups(raw.get("expect"), f"{where} ({sid}) 'expect'"), needs)


def _check(raw: object, where: str) -> Check:
    if not isinstance(raw, dict) or not isinstance(raw.get("name"), str):
        raise ValueError(f"{where}: expected an object with a 'name'")
    where = f"{where} ({raw['name']})"
    unknown = sorted(set(raw) - CHECK_KEYS)
    if unknown:
        raise ValueError(f"{where}: unknown field(s) {unknown}; a check takes {sorted(CHECK_KEYS)}")
    source, require = raw.get("source", "notes"), raw.get("require", "absent")
    if source not in SOURCES:
        raise ValueError(f"{where}: 'source' must be one of {list(SOURCES)}, got {source!r}")
    if require not in REQUIRES:
        raise ValueError(f"{where}: 'require' must be one of {list(REQUIRES)}, got {require!r}")
    if source == "notes":
        extra = sorted({"actions", "in_session_of"} & set(raw))
        if extra:
            raise ValueError(f'{where}: {extra} only apply to "source": "audit"')
        match = _groups(raw.get("match"), f"{where} 'match'")
    else:
        match = None if raw.get("match") is None else _groups(raw["match"], f"{where} 'match'")
    actions = _actions(raw.get("actions", list(ACTIONS)), f"{where} 'actions'")
    after = _actions(raw.get("in_session_of", []), f"{where} 'in_session_of'", empty=True)
    description = str(raw.get("description", raw["name"]))
    return Check(raw["name"], description, match, require, source, actions, after)


def _actions(raw: object, where: str, empty: bool = False) -> tuple[str, ...]:
    ok = isinstance(raw, list) and (raw or empty) and all(a in ACTIONS for a in raw)
    if not ok:
        raise ValueError(f"{where}: expected a {'' if empty else 'non-empty '}list of {list(ACTIONS)}, got {raw!r}")
    return tuple(raw)


def _groups(raw: object, where: str) -> list[list[str]]:
    ok = (
        isinstance(raw, list)
        and raw
        and all(isinstance(g, list) and g and all(isinstance(a, str) and a for a in g) for g in raw)
    )
    if not ok:
        raise ValueError(f'{where}: expected a list of groups, each a list of alternatives, e.g. [["a", "b"], ["c"]]')
    return raw  # type: ignore[return-value]
