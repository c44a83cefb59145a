"""Plays a scenario's sessions through each approach and keeps a record of every one.

Sessions of one approach share that approach's state (its history, or its notes file), so they
must run in order. A session that fails, even because a cassette is missing, is still recorded,
and the sessions after it still run. Notes go to a JSON file per repeat in the work folder or, with
a ``postgresql://`` store URL, to that database under a person named for this run and repeat
(``eval-<time>-<pid>-r<N>``), so that every run starts with no notes and ids from 1, as recorded.
That store is opened once per approach run (repeat) and reloaded before each session, as a new
process would read it; the session's notes and audit entries are read from the same store.
"""

from __future__ import annotations

import os
import time
from dataclasses import asdict, dataclass, field
from datetime import datetime, timezone
from pathlib import Path

from agent.approaches import Approach
from agent.client import ModelClient, Settings
from agent.errors import AgentError, ContextLengthError
from agent.library import Library
from agent.stores import Store, open_store

from .approaches import entry
from .cassettes import Cassette, ReplayMiss, RunInfo, replay_error, unplayed
from .grading import grade
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
    dropped: int = 0  # copies of a call within one reply, left unanswered by the loop
    server_error: str = ""  # a 500 on a call with tools, after which the loop asked for the answer
    calls: list[dict] = field(default_factory=list)
    notes: list[dict] | None = None  # the notes after this session (notes approach only)
    audit: list[dict] | None = None  # the audit log entries this session wrote, without clock times (notes only)
    error: str | None = None
    # "provider" (graded as a miss); "replay", "missing" (no cassette) or "order": the run is broken
    error_kind: str | None = None
    refused_tokens: int = 0  # prompt tokens the server refused as longer than its context (it said how many)

    def to_dict(self) -> dict:
        """Plain data for JSON."""
        return asdict(self)

    def why(self) -> str:
        """Why the session missed: its error, or the keyword groups its answer lacks."""
        if self.error:
            return self.error
        missing = " and ".join(" or ".join(repr(a) for a in g) for g in self.missing)
        return f"the answer lacks {missing}. Answer: {self.answer[:300]!r}"


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
        self.library = _Docs()
        self.records: list[SessionRecord] = []
        self._approaches: dict[tuple[str, int], tuple[Approach, ModelClient]] = {}
        self._played: dict[tuple[str, int], int] = {}
        self._audited: dict[int, int] = {}  # audit entries already handed to a record, per repeat
        self._stores: dict[int, Store] = {}  # the notes store of each repeat, opened once
        self.options = ""  # what a re-record command needs besides the approach (e.g. --scenario FILE)

    def play(self, case: Case, cassette: Cassette | None = None) -> SessionRecord:
        """Run one session, grade it and record it; never raises for a miss or a replay failure.

        ``cassette`` is the one pytest-recording installed for this case, if any: a replay that
        leaves some of its recorded calls unplayed is a changed run, and is recorded as broken.
        """
        record = SessionRecord(case.approach, case.session.id, case.index, case.session.user, case.repeat)
        self.records.append(record)
        kind = entry(case.approach)
        key = (case.approach, case.repeat)
        played = self._played.get(key, 0)
        self._played[key] = case.index + 1
        if played != case.index and kind.keeps_state:
            record.error_kind = "order"
            record.error = (
                f"{case.id} depends on the {case.index} earlier session(s) of {case.approach!r}, "
                f"but {played} ran in this pytest run: select the whole approach, e.g. -k '{case.approach}-'"
            )
            return record
        approach, client = self._approach(case.approach, case.repeat)
        options = f"{self.options} --repeat {case.repeat}".strip() if case.repeat > 1 else self.options
        with client.metered() as calls:  # also counts the calls of a session that ends in an error
            try:
                turn = approach.session(case.session.id, case.session.user)
            except AgentError as exc:  # e.g. the conversation outgrew the model's context: a real, recorded answer
                record.error_kind, record.error = "provider", f"{case.id}: {type(exc).__name__}: {exc}"
                if isinstance(exc, ContextLengthError):
                    record.refused_tokens = exc.prompt_tokens or 0
            except ReplayMiss as exc:
                record.error_kind, record.error = replay_error(case.id, case.approach, cassette, exc, options)
            else:
                g = grade(turn.answer, case.session.expect)
                record.answer, record.passed, record.stopped = turn.answer, g.passed, turn.stopped
                record.dropped, record.server_error = turn.dropped, turn.server_error
                record.matched, record.missing = list(g.matched), [list(m) for m in g.missing]
                record.steps = [
                    {"tool": s.tool, "arguments": s.arguments, "result": _clip(s.result)} for s in turn.steps
                ]
        record.calls = [asdict(c) for c in calls]
        if record.error_kind is None and cassette is not None:
            left = unplayed(case.id, case.approach, cassette, options)
            if left:
                record.error_kind, record.error = "replay", left
        if kind.keeps_notes:
            store = self._store(case.repeat)
            record.notes = [{"id": n.id, "text": n.text, "session": n.session} for n in store.notes()]
            entries = _audit(store)  # read once a session: the log only grows
            record.audit = entries[self._audited.get(case.repeat, 0) :]
            self._audited[case.repeat] = len(entries)
        return record

    def close(self) -> None:
        """Close every approach's HTTP client."""
        for _, client in self._approaches.values():
            client.close()

    def _approach(self, name: str, repeat: int) -> tuple[Approach, ModelClient]:
        key, kind = (name, repeat), entry(name)
        if key not in self._approaches:
            client = ModelClient(self.settings, transport=self.transport, sleep=self.sleep)
            store = self._store(repeat) if kind.keeps_notes else None
            self._approaches[key] = (kind.build(client, self.library, self.scenario, store), client)
        approach, client = self._approaches[key]
        if kind.keeps_notes:
            self._store(repeat).reload()  # a fresh read of the notes, as a new process would do
        return approach, client

    def _store(self, repeat: int) -> Store:
        """The notes store of one repeat, opened on first use and kept: the approach, its notes and audit share it."""
        if repeat not in self._stores:
            if self.store is not None:
                self._stores[repeat] = open_store(self.store, user=f"{self.person}-r{repeat}")
            else:
                self._stores[repeat] = open_store(self.workdir / f"notes-r{repeat}.json")
        return self._stores[repeat]


class _Docs(Library):
    """The documentation as it is when the run starts: listing it walks and reads the folder, and
    looping models ask for the list hundreds of times in a long replay. Reading a file stays live."""

    _listing: str | None = None

    def list_files(self, args: dict) -> str:
        if self._listing is None:
            self._listing = super().list_files(args)
        return self._listing


def _audit(store: Store) -> list[dict]:
    """The notes audit log so far, from either backend; clock times and the person's name are dropped,
    so a replay, and a replay into PostgreSQL, reports what the recording did."""
    return [{k: v for k, v in e.items() if k not in ("time", "user")} for e in store.history()]


def _clip(text: str) -> str:
    return text if len(text) <= CLIP else text[:CLIP] + f"... [{len(text) - CLIP} more characters]"
