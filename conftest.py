"""Pytest wiring for the evaluation: options and the end-of-run hooks. The logic lives in evals/."""

from __future__ import annotations

from pathlib import Path

import pytest

from evals.scenario import DEFAULT_SCENARIO

OUTCOME = pytest.StashKey()


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("evals", "shortlink memory evaluation")
    group.addoption("--scenario", default=str(DEFAULT_SCENARIO), help="scenario file to play (default: short)")
    group.addoption("--chat-model", default=None, help="model whose cassettes to replay, or to record with")
    group.addoption(
        "--approaches",
        default=None,
        help="comma-separated approaches to play (default: replay every recorded one; record none,history,notes)",
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
    group.addoption("--cassettes", default=None, help="cassette folder (default: cassettes/ in the project)")
    group.addoption("--baselines", default=None, help="baseline folder for the gate (default: evals/baselines/)")
    group.addoption(
        "--store", default=None, help="keep the notes in PostgreSQL: a postgresql:// URL (default: JSON files)"
    )
    group.addoption("--reports", default=str(Path(__file__).parent / "reports"), help="folder for reports")


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """Hand the played sessions to evals.run.finish; a failed gate fails the run."""
    from evals.conftest import BASELINE, HARNESS
    from evals.run import finish

    harness = session.config.stash.get(HARNESS, None)
    if harness is None or not harness.records:
        return
    outcome = finish(harness, Path(session.config.getoption("--reports")), session.config.stash.get(BASELINE, None))
    session.config.stash[OUTCOME] = outcome
    if outcome.failures and session.exitstatus == pytest.ExitCode.OK:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


def pytest_terminal_summary(terminalreporter, exitstatus: int, config: pytest.Config) -> None:
    from evals.conftest import INCOMPLETE

    outcome, incomplete = config.stash.get(OUTCOME, None), config.stash.get(INCOMPLETE, [])
    if outcome is not None or incomplete:
        terminalreporter.section("shortlink memory evaluation")
    for line in incomplete:
        terminalreporter.write_line(f"Left out: {line}")
    if outcome is not None:
        terminalreporter.write_line(outcome.text())
