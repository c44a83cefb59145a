"""The evaluation as one pytest plugin: its options, stash keys, fixtures and hooks.

The root ``conftest.py`` loads it (``pytest_plugins``). The logic lives in plain modules: what
to play in ``plan``, playing in ``harness``, vcrpy in ``cassettes``, the end of the run in
``run`` (report) and ``gate``. Under pytest-xdist (``-n N``), each approach and repeat plays in
order on one worker, workers send their records to the controller, and only the controller
builds the report and applies the gate, so ``-n 4`` writes the same report as a serial run.
The gate's verdict is reported as one more test, ``gate``, after the sessions: it shows in the
summary line, in ``-r`` and in ``--junitxml``, and it sets the exit status.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from _pytest.reports import TestReport

from .approaches import REGISTRY
from .cassettes import json_body
from .cassettes import vcr_config as _vcr_config
from .gate import Baseline
from .harness import Case, Harness, SessionRecord
from .plan import Options, Plan, make_plan
from .run import Outcome, finish
from .scenario import DEFAULT_SCENARIO

PLAN = pytest.StashKey[Plan]()
HARNESS = pytest.StashKey[Harness]()
WORKER_RECORDS = pytest.StashKey[list]()  # on the xdist controller: records sent by the workers
OUTCOME = pytest.StashKey[Outcome]()
GATE = "evals/test_sessions.py::gate"  # the node id of the gate's verdict
RECORDS_KEY = "shortlink_evals_records"  # in xdist's workeroutput


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("evals", "shortlink memory evaluation")
    group.addoption("--scenario", default=str(DEFAULT_SCENARIO), help="scenario file to play (default: short)")
    group.addoption("--chat-model", default=None, help="model whose cassettes to replay, or to record with")
    group.addoption(
        "--approaches",
        default=None,
        help="comma-separated approaches to play (default: replay every recorded and every baselined one; "
        "record none,history,notes)",
    )
    group.addoption(
        "--repeat",
        type=int,
        default=None,
        help="play the scenario N times, each with its own cassettes (default: replay every recorded repeat; record 1)",
    )
    group.addoption(
        "--context",
        type=int,
        default=None,
        help="the chat model's context in tokens, when recording against a server that does not report it",
    )
    group.addoption(
        "--store", default=None, help="keep the notes in PostgreSQL: a postgresql:// URL (default: JSON files)"
    )
    group.addoption("--cassettes", default=None, help="cassette folder (default: cassettes/ in the project)")
    group.addoption("--baselines", default=None, help="baseline folder for the gate (default: evals/baselines/)")
    group.addoption(
        "--reports", default=str(Path(__file__).resolve().parent.parent / "reports"), help="folder for reports"
    )


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log):
    """Under ``-n N`` (``--dist load``): the sessions of one approach and repeat go to one worker, in order.

    xdist's own ``loadgroup`` would do this with ``xdist_group`` marks, but it renames node ids
    through an attribute this pytest no longer reads; grouping by the case id needs neither.
    """
    if config.getvalue("dist") not in ("load", "loadgroup"):
        return None
    from xdist.scheduler import LoadScopeScheduling

    class ByApproach(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return _group(nodeid)

    return ByApproach(config, log)


def _group(nodeid: str) -> str:
    """'…::test_session[r2-notes-s1-caddy]' -> 'r2-notes'; any other test is its own group."""
    if "::test_session[" not in nodeid:
        return nodeid
    case_id = nodeid.split("::test_session[", 1)[1].rstrip("]")
    repeat, rest = ("r1", case_id)
    head, _, tail = case_id.partition("-")
    if head[:1] == "r" and head[1:].isdigit():
        repeat, rest = head, tail
    name = next((n for n in REGISTRY if rest.startswith(f"{n}-")), rest)
    return f"{repeat}-{name}"


def pytest_recording_configure(config: pytest.Config, vcr) -> None:
    """Register the cheap body matcher that evals.cassettes.vcr_config names."""
    vcr.register_matcher("json_body", json_body)


def _plan(config: pytest.Config) -> Plan:
    """What this run plays; made once per process, with a usage error that says what is wrong."""
    if PLAN not in config.stash:
        options = Options(
            scenario=config.getoption("--scenario"),
            chat_model=config.getoption("--chat-model"),
            approaches=config.getoption("--approaches"),
            repeat=config.getoption("--repeat"),
            cassettes=config.getoption("--cassettes"),
            baselines=config.getoption("--baselines"),
            record_mode=config.getoption("--record-mode") or "none",
            context=config.getoption("--context"),
            store=config.getoption("--store"),
        )
        try:
            config.stash[PLAN] = make_plan(options)
        except ValueError as exc:
            raise pytest.UsageError(str(exc)) from None
    return config.stash[PLAN]


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """repeat x approach x session, in order, with ids like 'notes-s3-rate-limit' that name the cassettes."""
    if "case" not in metafunc.fixturenames:
        return
    cases = _plan(metafunc.config).cases()
    metafunc.parametrize("case", cases, ids=[c.id for c in cases])


@pytest.fixture(scope="session")
def harness(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory):
    """The run of this pytest session (of this worker, under xdist): replayed from cassettes, or recorded."""
    config = request.config
    plan = _plan(config)
    if not plan.replaying:
        plan.run.save(plan.folder)
    sleep = (lambda seconds: None) if plan.replaying else time.sleep
    workdir = tmp_path_factory.mktemp("eval-state")
    h = Harness(plan.scenario, plan.run, plan.settings, workdir, sleep=sleep, store=config.getoption("--store"))
    h.options = plan.options_hint()
    config.stash[HARNESS] = h
    yield h
    h.close()


@pytest.fixture
def baseline(request: pytest.FixtureRequest) -> Baseline | None:
    """The committed baseline of this model and scenario, if any."""
    return _plan(request.config).baseline


@pytest.fixture(scope="session")
def vcr_config() -> dict:
    """Match on method, path and body (as JSON); scrub secrets; decode compressed bodies; no repeats."""
    return _vcr_config()


@pytest.fixture(scope="module")
def vcr_cassette_dir(request: pytest.FixtureRequest) -> str:
    """cassettes/<chat model>/<scenario>/, beside the run.json that names the models."""
    return str(_plan(request.config).folder)


@pytest.fixture
def default_cassette_name(case: Case) -> str:
    """<approach>/<session id>: one cassette per approach and session (under r<N>/ for repeats)."""
    return case.cassette


@pytest.hookimpl(wrapper=True, trylast=True)
def pytest_runtestloop(session: pytest.Session):
    """After the last session (and, under xdist, after every worker finished): the report, then the gate's test.

    trylast makes this wrapper the innermost, so the gate's report comes before the terminal's
    final progress, and is counted in the summary line, the exit status and the JUnit XML.
    """
    result = yield
    config = session.config
    if hasattr(config, "workeroutput"):  # an xdist worker: the controller builds the one report
        return result
    harness = config.stash.get(HARNESS, None)
    mine = [r.to_dict() for r in harness.records] if harness is not None else []
    records = [SessionRecord(**r) for r in (*mine, *config.stash.get(WORKER_RECORDS, []))]
    if records:
        outcome = finish(records, _plan(config), Path(config.getoption("--reports")))
        config.stash[OUTCOME] = outcome
        session.testscollected += 1  # the gate is one more test
        _report_gate(config, outcome)
    return result


def pytest_sessionfinish(session: pytest.Session) -> None:
    """An xdist worker sends its records to the controller when it finishes."""
    config, harness = session.config, session.config.stash.get(HARNESS, None)
    if hasattr(config, "workeroutput") and harness is not None:
        config.workeroutput[RECORDS_KEY] = [r.to_dict() for r in harness.records]


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node, error) -> None:
    """xdist controller: keep the records a worker sent when it finished."""
    output = getattr(node, "workeroutput", None) or {}
    node.config.stash.setdefault(WORKER_RECORDS, []).extend(output.get(RECORDS_KEY, []))


def _report_gate(config: pytest.Config, outcome: Outcome) -> None:
    """The gate's verdict as a test's reports: failed, passed, or skipped when nothing was gated."""
    verdict = outcome.verdict
    location = ("evals/test_sessions.py", 0, "gate")
    if verdict.status == "not gated":  # reported from setup, as a skip mark is
        reason = "; ".join(verdict.not_gated)
        phases = [("setup", "skipped", (location[0], 1, f"Skipped: nothing was gated: {reason}"))]
    else:
        failed = verdict.status == "failed"
        call = ("call", "failed", "\n".join(verdict.lines())) if failed else ("call", "passed", None)
        phases = [("setup", "passed", None), call]
    for when, result, longrepr in [*phases, ("teardown", "passed", None)]:
        report = TestReport(GATE, location, {"gate": 1}, result, longrepr, when)
        config.hook.pytest_runtest_logreport(report=report)


def pytest_terminal_summary(terminalreporter, config: pytest.Config) -> None:
    outcome = config.stash.get(OUTCOME, None)
    plan = config.stash.get(PLAN, None)
    left_out = plan.left_out if plan is not None else []
    if outcome is None and not left_out:
        return
    terminalreporter.section("shortlink memory evaluation")
    for line in left_out:
        terminalreporter.write_line(f"Left out: {line}")
    if outcome is not None:
        terminalreporter.write_line(outcome.text())
