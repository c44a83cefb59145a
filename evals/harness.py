"""Plays a scenario's sessions through each approach and keeps a record of every one.

Sessions of one approach share that approach's state (its history, or its notes file), so they
must run in order. A session that fails, even because a cassette is missing, is still recorded,
and the sessions after it still run. Notes go to a JSON file per repeat in the work folder or, with
a ``postgresql://`` store URL, to that database under a person named for this run and repeat
(``eval-<time>-<pid>-r<N>``), so that every run starts with no notes and ids from 1, as recorded.
"""

from __future__ import annotations

import os
import time
from dataclasses import asdict, dataclass, field
from datetime import datetime, timezone
from pathlib import Path

from agent.approaches import Approach, Notes, make_approach
from agent.client import ModelClient, Settings
from agent.errors import AgentError, ContextLengthError
from agent.library import Library
from agent.stores import Store, open_store

from .cassettes import RunInfo, rerecord_hint
from .grading import grade
from .oracle import Oracle
from .scenario import Scenario, Session

__all__ = ["Case", "Harness", "SessionRecord"]

CLIP = 600  # characters of a tool result kept in a transcript


@dataclass(frozen=True)
class Case:
    """One pytest case: an approach playing one session of the scenario."""

    approach: str
    session: Session
    index: int
    repeat: int = 1

    @property
    def id(self) -> str:
        """Readable, stable: it names the test; repeats after the first are prefixed r2-, r3-..."""
        prefix = f"r{self.repeat}-" if self.repeat > 1 else ""
        return f"{prefix}{self.approach}-{self.session.id}"

    @property
    def cassette(self) -> str:
        """<approach>/<session>, under r<N>/ for repeats after the first."""
        prefix = f"r{self.repeat}/" if self.repeat > 1 else ""
        return f"{prefix}{self.approach}/{self.session.id}"


@dataclass
class SessionRecord:
    """Everything the report needs about one played session."""

    approach: str
    session: str
    index: int
    user: str
    repeat: int = 1
    answer: str = ""
    passed: bool = False
    matched: list[str] = field(default_factory=list)
    missing: list[list[str]] = field(default_factory=list)
    steps: list[dict] = field(default_factory=list)
    stopped: str = ""
    calls: list[dict] = field(default_factory=list)
    notes: list[dict] | None = None  # the notes after this session (notes approach only)
    audit: list[dict] | None = None  # the audit log entries this session wrote, without clock times (notes only)
    error: str | None = None
    error_kind: str | None = None  # "provider" (graded as a miss), "replay" or "order" (the run is broken)
    refused_tokens: int = 0  # prompt tokens the server refused as longer than its context (it said how many)

    def to_dict(self) -> dict:
        """Plain data for JSON."""
        return asdict(self)


# Approaches whose sessions share nothing: any subset can be played (or recorded) in any order.
STATELESS = frozenset({"none", "oracle"})


class Harness:
    """The approaches of one run, their state, and the records of the sessions played so far."""

    def __init__(
        self,
        scenario: Scenario,
        run: RunInfo,
        settings: Settings,
        workdir: Path,
        transport=None,
        sleep=time.sleep,
        store: str | None = None,
    ) -> None:
        self.scenario, self.run, self.settings, self.workdir = scenario, run, settings, workdir
        self.store = store  # a postgresql:// URL, or None for JSON files in workdir
        self.person = f"eval-{datetime.now(timezone.utc):%Y%m%dT%H%M%S}-{os.getpid()}"
        self.transport, self.sleep = transport, sleep  # replay retries what was recorded, without the waits
        self.library = Library()
        self.records: list[SessionRecord] = []
        self._approaches: dict[tuple[str, int], tuple[Approach, ModelClient]] = {}
        self._played: dict[tuple[str, int], int] = {}

    def play(self, case: Case, cassette: str | None = None) -> SessionRecord:
        """Run one session, grade it and record it; never raises for a miss or a replay failure."""
        record = SessionRecord(case.approach, case.session.id, case.index, case.session.user, case.repeat)
        self.records.append(record)
        key = (case.approach, case.repeat)
        played = self._played.get(key, 0)
        self._played[key] = case.index + 1
        if played != case.index and case.approach not in STATELESS:
            record.error_kind = "order"
            record.error = (
                f"{case.id} depends on the {case.index} earlier session(s) of {case.approach!r}, "
                f"but {played} ran in this pytest run: select the whole approach, e.g. -k '{case.approach}-'"
            )
            return record
        approach, client = self._approach(case.approach, case.repeat)
        first_call = len(client.calls)
        audited = len(self._audit(case.repeat)) if case.approach == "notes" else 0
        try:
            turn = approach.session(case.session.id, case.session.user)
        except AgentError as exc:  # e.g. the conversation outgrew the model's context: a real, recorded answer
            record.error_kind, record.error = "provider", f"{case.id}: {type(exc).__name__}: {exc}"
            if isinstance(exc, ContextLengthError):
                record.refused_tokens = exc.prompt_tokens or 0
        except Exception as exc:  # vcrpy's CannotOverwriteExistingCassetteException, without importing vcr here
            if type(exc).__name__ != "CannotOverwriteExistingCassetteException":
                raise
            record.error_kind, record.error = "replay", _replay_error(case, cassette, exc)
        else:
            g = grade(turn.answer, case.session.expect)
            record.answer, record.passed, record.stopped = turn.answer, g.passed, turn.stopped
            record.matched, record.missing = list(g.matched), [list(m) for m in g.missing]
            record.steps = [{"tool": s.tool, "arguments": s.arguments, "result": _clip(s.result)} for s in turn.steps]
        record.calls = [asdict(c) for c in client.calls[first_call:]]
        if case.approach == "notes":
            notes = self._store(case.repeat).notes()
            record.notes = [{"id": n.id, "text": n.text, "session": n.session} for n in notes]
            record.audit = self._audit(case.repeat)[audited:]
        return record

    def _approach(self, name: str, repeat: int) -> tuple[Approach, ModelClient]:
        key = (name, repeat)
        if key not in self._approaches:
            client = ModelClient(self.settings, transport=self.transport, sleep=self.sleep)
            if name == "oracle":
                approach: Approach = Oracle(client, self.library, self.scenario)
            else:
                approach = make_approach(name, client, self.library, self._store(repeat) if name == "notes" else None)
            self._approaches[key] = (approach, client)
        approach, client = self._approaches[key]
        if isinstance(approach, Notes):
            approach.store = self._store(repeat)  # a fresh read of the file, as a new process would do
        return approach, client

    def _store(self, repeat: int) -> Store:
        if self.store is not None:
            return open_store(self.store, user=f"{self.person}-r{repeat}")
        return open_store(self.workdir / f"notes-r{repeat}.json")

    def _audit(self, repeat: int) -> list[dict]:
        """The notes audit log so far, from either backend; clock times and the person's name are dropped,
        so a replay, and a replay into PostgreSQL, reports what the recording did."""
        return [{k: v for k, v in e.items() if k not in ("time", "user")} for e in self._store(repeat).history()]


def _replay_error(case: Case, cassette: str | None, exc: Exception) -> str:
    reason = getattr(exc, "reason", "")
    where = cassette or "(unknown cassette)"
    if reason == "cassette_not_found" or (cassette and not Path(cassette).exists()):
        what = f"cassette {where} is missing"
    elif reason == "already_played":
        what = f"cassette {where} holds fewer answers than this session now asks for"
    else:
        what = (
            f"cassette {where} has no recorded request that matches this one: the prompt, the tool "
            "schemas, the model or an earlier session changed since it was recorded"
        )
    first = str(exc).splitlines()[0] if str(exc) else ""
    return f"{case.id}: {what}; {rerecord_hint(case.approach)}. (vcrpy: {first[:300]})"


def _clip(text: str) -> str:
    return text if len(text) <= CLIP else text[:CLIP] + f"... [{len(text) - CLIP} more characters]"
