"""What one pytest run plays: the run (models, settings), the approaches and repeats, and the baseline.

Replay without ``--approaches`` plays every approach recorded in full, and every approach the
baseline has whether or not its cassettes are there (a missing cassette then fails its case and
the gate, by name). Recorded approaches or repeats that stopped part-way and are not in the
baseline are left out and named, so that the recording can be resumed.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

from agent.client import Settings
from agent.errors import ConfigError, StoreError
from agent.stores import is_database_url, open_store
from agent.stores.contract import redact

from .approaches import REGISTRY, default_names, note_keepers
from .cassettes import CASSETTES, RunInfo, find_run, slug
from .context import measure_context
from .gate import BASELINES, Baseline, baseline_path
from .harness import Case
from .scenario import Scenario, load

__all__ = ["Options", "Plan", "make_plan"]

PROBE_USER = "eval-plan-probe"  # the person the store check opens the database as; it reads, never writes


@dataclass(frozen=True)
class Options:
    """The command-line options the plan depends on (plain values, so this module needs no pytest)."""

    scenario: str
    chat_model: str | None = None
    approaches: str | None = None
    repeat: int | None = None
    cassettes: str | None = None
    baselines: str | None = None
    record_mode: str = "none"
    context: int | None = None  # --context: the chat model's context, stated by the user when recording
    store: str | None = None  # --store: a postgresql:// URL for the notes (default: JSON files)

    @property
    def replaying(self) -> bool:
        """pytest-recording's default record mode is none: replay from cassettes."""
        return self.record_mode == "none"


@dataclass
class Plan:
    """The run to play and the cases to play it with."""

    scenario: Scenario
    run: RunInfo
    settings: Settings
    folder: Path  # cassettes/<chat model>/<scenario>/
    baseline: Baseline | None
    replaying: bool
    approaches: list[str] = field(default_factory=list)
    repeats: int = 1
    left_out: list[str] = field(default_factory=list)  # part-recorded approaches or repeats, and how to resume

    def cases(self) -> list[Case]:
        """repeat x approach x session, in the order they must run."""
        return [
            Case(a, s, i, r)
            for r in range(1, self.repeats + 1)
            for a in self.approaches
            for i, s in enumerate(self.scenario.sessions)
        ]

    def order(self, case_key: tuple[int, str, int]) -> tuple[int, int, int]:
        """Sort key of (repeat, approach, session index) in case order: workers' records come back in any order."""
        repeat, approach, index = case_key
        rank = self.approaches.index(approach) if approach in self.approaches else len(self.approaches)
        return repeat, rank, index

    def options_hint(self) -> str:
        """Options a re-record command needs besides the approach: the scenario, unless it is the default."""
        from .scenario import DEFAULT_SCENARIO

        same = Path(self.scenario.path).resolve() == DEFAULT_SCENARIO.resolve()
        return "" if same else f"--scenario {self.scenario.path}"


def make_plan(options: Options) -> Plan:
    """Read the scenario, the run and the baseline, and choose approaches and repeats; ValueError says what is wrong."""
    if options.store is not None and not is_database_url(options.store):
        raise ValueError(f"--store takes a postgresql://USER@HOST/DATABASE URL, got {options.store!r}")
    scenario = load(options.scenario)
    run, settings = _run(options, scenario)
    root = Path(options.cassettes or CASSETTES)
    folder = root / slug(run.chat_model) / scenario.name
    baseline = Baseline.load(baseline_path(run.chat_model, scenario.name, Path(options.baselines or BASELINES)))
    plan = Plan(scenario, run, settings, folder, baseline, options.replaying)
    plan.approaches = _approaches(options, plan)
    plan.repeats = _repeats(options, plan)
    _check_store(options.store, plan)
    return plan


def _check_store(store: str | None, plan: Plan) -> None:
    """With ``--store URL``: the database must take this run's vectors, or the run stops before any session.

    A PostgreSQL store's record of how its vectors were made (notes_meta 'vectors') is database-wide,
    so the fresh people the harness writes under (``eval-<time>-<pid>-r<N>``) inherit it: a database
    whose record names another embedding would refuse every notes session's recall, one by one. One
    probe of the store actually given answers for all of them. The JSON files used without ``--store``
    are new and empty each run, so they adopt the run's embedding and need no probe.
    """
    if store is None or not set(plan.approaches) & set(note_keepers()):
        return
    try:
        open_store(store, user=PROBE_USER).check_embedding(plan.settings.embedding)
    except (ConfigError, StoreError) as exc:  # a mismatch, an unreachable server, a newer schema, a bad URL
        raise ValueError(f"--store {redact(store)} cannot take this run's notes: {exc}") from None


def _run(options: Options, scenario: Scenario) -> tuple[RunInfo, Settings]:
    """The run to replay (from run.json) or to record (from flags and environment)."""
    model = options.chat_model or os.environ.get("AGENT_CHAT_MODEL")
    if options.replaying:
        run = RunInfo.load(find_run(scenario.name, model, Path(options.cassettes or CASSETTES)))
        try:
            settings = run.settings()
        except ConfigError as exc:  # e.g. an embed_input this version does not know, or a mistyped price
            raise ValueError(f"replaying the run.json of {scenario.name!r}: {exc}") from None
        return run.priced_as(settings), settings  # the report states the prices its costs assumed
    try:
        settings = Settings.from_env(chat_model=model)
    except ConfigError as exc:
        raise ValueError(str(exc)) from None
    served = os.environ.get("AGENT_SERVED_BY") or f"{urlsplit(settings.base_url).hostname} ({settings.base_url})"
    context = measure_context(settings.base_url, options.context)  # from the server, unless --context is given
    return RunInfo.from_settings(settings, served, *context), settings


def _approaches(options: Options, plan: Plan) -> list[str]:
    """The --approaches asked for; without it, replay plays every recorded approach and every baselined one."""
    if options.approaches is None and plan.replaying:
        gated = set(plan.baseline.approaches) if plan.baseline else set()
        n = len(plan.scenario.sessions)
        chosen = []
        for name in REGISTRY:
            have = _recorded(plan, [Case(name, s, i) for i, s in enumerate(plan.scenario.sessions)])
            if name in gated or have == n:
                chosen.append(name)
            elif have:
                plan.left_out.append(
                    f"{name}: {have} of {n} sessions recorded, so not replayed; resume with "
                    f"--scenario {plan.scenario.path} --approaches {name} --record-mode=once"
                )
        return chosen or default_names()
    names = [a.strip() for a in (options.approaches or ",".join(default_names())).split(",") if a.strip()]
    unknown = sorted(set(names) - set(REGISTRY))
    if unknown:
        raise ValueError(f"--approaches: unknown {unknown}; choose from {', '.join(REGISTRY)}")
    return names


def _repeats(options: Options, plan: Plan) -> int:
    """The --repeat asked for; without it, replay plays every repeat recorded in full, and every baselined one.

    Repeats are counted in order and stop at the first one not recorded in full, which is named
    like a part-recorded approach, so that it can be resumed.
    """
    if options.repeat is not None:
        if options.repeat < 1:
            raise ValueError(f"--repeat must be 1 or more, got {options.repeat}")
        return options.repeat
    if not plan.replaying:
        return 1
    gated = plan.baseline.repeats if plan.baseline else 1
    approaches, sessions = plan.approaches, plan.scenario.sessions
    repeats = 1
    while True:
        wanted = [Case(a, s, i, repeats + 1) for a in approaches for i, s in enumerate(sessions)]
        have = _recorded(plan, wanted)
        if have < len(wanted):
            break
        repeats += 1
    if repeats < gated:
        return gated  # the baseline has them: their missing cassettes fail, by name
    if have:
        plan.left_out.append(
            f"repeat {repeats + 1}: {have} of {len(wanted)} cassettes of {', '.join(approaches)} recorded, so not "
            f"replayed; resume with --scenario {plan.scenario.path} --approaches {','.join(approaches)} "
            f"--repeat {repeats + 1} --record-mode=once"
        )
    return repeats


def _recorded(plan: Plan, cases: list[Case]) -> int:
    """How many of these cases have their cassette in the run folder."""
    return sum((plan.folder / f"{c.cassette}.yaml").exists() for c in cases)
