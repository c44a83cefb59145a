"""Fixtures of the evaluation: the run to replay or record, its cassettes, and the cases."""

from __future__ import annotations

import os
import time
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from agent.approaches import APPROACHES
from agent.client import Settings
from agent.errors import ConfigError
from agent.stores import is_database_url

from .cassettes import CASSETTES, RunInfo, find_run, slug
from .cassettes import vcr_config as _vcr_config
from .context import measure_context
from .gate import BASELINES, Baseline, baseline_path
from .harness import Case, Harness
from .scenario import Scenario, load

HARNESS = pytest.StashKey[Harness]()
BASELINE = pytest.StashKey["Baseline | None"]()
SCENARIO = pytest.StashKey[Scenario]()
RUN = pytest.StashKey[tuple]()
INCOMPLETE = pytest.StashKey[list]()  # lines about recorded approaches left out of a replay


def _scenario(config: pytest.Config) -> Scenario:
    if SCENARIO not in config.stash:
        try:
            config.stash[SCENARIO] = load(config.getoption("--scenario"))
        except ValueError as exc:
            raise pytest.UsageError(str(exc)) from None
    return config.stash[SCENARIO]


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """approach x session, in order, with ids like 'notes-s3-rate-limit' that name the cassettes."""
    if "case" not in metafunc.fixturenames:
        return
    scenario = _scenario(metafunc.config)
    _run(metafunc.config)  # no run to replay: one clear error now, not one per case
    approaches = _approaches(metafunc.config)
    repeats = _repeats(metafunc.config, approaches)
    cases = [
        Case(a, s, i, r) for r in range(1, repeats + 1) for a in approaches for i, s in enumerate(scenario.sessions)
    ]
    metafunc.parametrize("case", cases, ids=[c.id for c in cases])


def _approaches(config: pytest.Config) -> list[str]:
    """The --approaches asked for; without it, replay plays every approach the run has cassettes for.

    An approach whose recording stopped part-way is left out (and named), so that it can be resumed
    later, unless the baseline has it: then a missing cassette must fail the run, not hide.
    """
    known = (*APPROACHES, "oracle")
    option = config.getoption("--approaches")
    if option is None and _replaying(config):
        scenario, folder = _scenario(config), _run_folder(config)
        accepted = _baseline(config)
        gated = set(accepted.approaches) if accepted else set()
        chosen, config.stash[INCOMPLETE] = [], []
        for a in (a for a in known if (folder / a).is_dir()):
            have = _recorded(folder, [Case(a, s, i) for i, s in enumerate(scenario.sessions)])
            if have == len(scenario.sessions) or a in gated:
                chosen.append(a)
            else:
                config.stash[INCOMPLETE].append(
                    f"{a}: {have} of {len(scenario.sessions)} sessions recorded, so not replayed; resume with "
                    f"--scenario {scenario.path} --approaches {a} --record-mode=once"
                )
        return chosen or list(APPROACHES)
    approaches = [a.strip() for a in (option or ",".join(APPROACHES)).split(",") if a.strip()]
    unknown = set(approaches) - set(known)
    if unknown:
        raise pytest.UsageError(f"--approaches: unknown {sorted(unknown)}; choose from {', '.join(known)}")
    return approaches


def _repeats(config: pytest.Config, approaches: list[str]) -> int:
    """The --repeat asked for; without it, replay plays every repeat recorded for all the approaches.

    Repeats are counted in order and stop at the first one not recorded in full, which is named
    like a part-recorded approach, so that it can be resumed.
    """
    option = config.getoption("--repeat")
    if option is not None:
        if option < 1:
            raise pytest.UsageError(f"--repeat must be 1 or more, got {option}")
        return option
    if not _replaying(config):
        return 1
    scenario, folder = _scenario(config), _run_folder(config)
    repeats = 1
    while True:
        wanted = [Case(a, s, i, repeats + 1) for a in approaches for i, s in enumerate(scenario.sessions)]
        have = _recorded(folder, wanted)
        if have < len(wanted):
            break
        repeats += 1
    if have:
        config.stash.setdefault(INCOMPLETE, []).append(
            f"repeat {repeats + 1}: {have} of {len(wanted)} cassettes of {', '.join(approaches)} recorded, so not "
            f"replayed; resume with --scenario {scenario.path} --approaches {','.join(approaches)} "
            f"--repeat {repeats + 1} --record-mode=once"
        )
    return repeats


def _recorded(folder: Path, cases: list[Case]) -> int:
    """How many of these cases have their cassette in the run folder."""
    return sum(Path(cassette_file(str(folder), c.cassette)).exists() for c in cases)


def _baseline(config: pytest.Config) -> Baseline | None:
    """The committed baseline of this model and scenario (the gate's accepted run), if any; read once."""
    if BASELINE not in config.stash:
        folder = Path(config.getoption("--baselines") or BASELINES)
        path = baseline_path(_run(config)[0].chat_model, _scenario(config).name, folder)
        try:
            config.stash[BASELINE] = Baseline.load(path)
        except ValueError as exc:
            raise pytest.UsageError(str(exc)) from None
    return config.stash[BASELINE]


def _run(config: pytest.Config) -> tuple[RunInfo, Settings]:
    """The run to replay (from run.json) or to record (from flags and environment); checked once."""
    if RUN not in config.stash:
        scenario = _scenario(config)
        model = config.getoption("--chat-model") or os.environ.get("AGENT_CHAT_MODEL")
        try:
            if _replaying(config):
                run = RunInfo.load(find_run(scenario.name, model, _cassettes(config)))
                config.stash[RUN] = (run, run.settings())
            else:
                settings = Settings.from_env(chat_model=model)
                served = os.environ.get("AGENT_SERVED_BY") or _host(settings.base_url)
                context = measure_context(settings.base_url, config.getoption("--context"))
                config.stash[RUN] = (RunInfo.from_settings(settings, served, *context), settings)
        except (ValueError, ConfigError) as exc:
            raise pytest.UsageError(str(exc)) from None
    return config.stash[RUN]


@pytest.fixture(scope="session")
def harness(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Harness:
    """The run of this pytest session: replayed from cassettes, or recorded against a live server."""
    config = request.config
    scenario = _scenario(config)
    run, settings = _run(config)
    replay = _replaying(config)
    if not replay:
        run.save(_run_folder(config))
    sleep = (lambda seconds: None) if replay else time.sleep
    h = Harness(scenario, run, settings, tmp_path_factory.mktemp("eval-state"), sleep=sleep, store=_store(config))
    config.stash[HARNESS] = h
    _baseline(config)  # the gate reads it from the stash at the end
    return h


def _store(config: pytest.Config) -> str | None:
    """--store: a postgresql:// URL for the notes approach's notes (default: JSON files in a temporary folder)."""
    store = config.getoption("--store")
    if store is not None and not is_database_url(store):
        raise pytest.UsageError(f"--store takes a postgresql://USER@HOST/DATABASE URL, got {store!r}")
    return store


def _replaying(config: pytest.Config) -> bool:
    """pytest-recording's default record mode is none: replay from cassettes."""
    return (config.getoption("--record-mode") or "none") == "none"


def _cassettes(config: pytest.Config) -> Path:
    return Path(config.getoption("--cassettes") or CASSETTES)


def _run_folder(config: pytest.Config) -> Path:
    """cassettes/<chat model>/<scenario>/: the run.json and every cassette of this run."""
    return _cassettes(config) / slug(_run(config)[0].chat_model) / _scenario(config).name


def _host(url: str) -> str:
    return f"{urlsplit(url).hostname} ({url})"


@pytest.fixture(scope="session")
def vcr_config() -> dict:
    """Match on method, path and body; scrub secrets; decode compressed bodies; no repeats."""
    return _vcr_config()


@pytest.fixture(scope="module")
def vcr_cassette_dir(request: pytest.FixtureRequest, harness: Harness) -> str:
    """cassettes/<chat model>/<scenario>/, beside the run.json that names the models."""
    return str(_run_folder(request.config))


@pytest.fixture
def default_cassette_name(case: Case) -> str:
    """<approach>/<session id>.yaml: one cassette per approach and session (r<N>/ for repeats)."""
    return case.cassette


@pytest.fixture
def baseline(request: pytest.FixtureRequest, harness: Harness) -> Baseline | None:
    """The committed baseline of this model and scenario, if any."""
    return request.config.stash.get(BASELINE, None)


def cassette_file(cassette_dir: str, name: str) -> str:
    """The path vcrpy reads and writes for a cassette name."""
    return str(Path(cassette_dir) / f"{name}.yaml")
