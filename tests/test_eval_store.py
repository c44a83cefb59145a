"""The harness with its notes in PostgreSQL: the shipped short replay gives the JSON run's report, byte for byte,
and a database that cannot take the run's vectors stops the run before any session."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from agent.store import Embedding
from agent.stores import open_store
from evals.plan import Options, make_plan
from evals.scenario import DEFAULT_SCENARIO

ROOT = Path(__file__).resolve().parent.parent


def replay(reports: Path, *options: str) -> bytes:
    """Replay the shipped short scenario in a new pytest process; its report.json."""
    command = [sys.executable, "-m", "pytest", "evals", "-q", "-p", "no:cacheprovider", "--reports", str(reports)]
    done = subprocess.run([*command, *options], cwd=ROOT, env=dict(os.environ), capture_output=True, text=True)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    [report] = reports.glob("*/short/report.json")
    return report.read_bytes()


def test_the_replay_with_notes_in_postgresql_reports_exactly_what_the_json_replay_does(empty_postgres, tmp_path):
    assert replay(tmp_path / "pg", "--store", empty_postgres) == replay(tmp_path / "json")


def recorded_for(url: str, embedding: Embedding) -> None:
    """Someone else's note in the database, which records ``embedding`` for everyone."""
    open_store(url, user="someone").add("We run Caddy at 10.0.0.2.", np.ones(4), "s0", embedding=embedding)


def test_the_plan_checks_the_embedding_record_of_the_store_given(empty_postgres):
    """Regression (review item 6): a database recorded for another embedding was only found by each notes
    session's recall failing in turn, after the plan had been made without looking at it."""
    recorded_for(empty_postgres, Embedding("another-embed-model", "none"))
    with pytest.raises(ValueError, match="--store .* cannot take this run's notes: .*another-embed-model"):
        make_plan(Options(scenario=str(DEFAULT_SCENARIO), store=empty_postgres))


def test_a_database_recorded_for_the_runs_embedding_is_accepted(empty_postgres):
    plan = make_plan(Options(scenario=str(DEFAULT_SCENARIO), store=empty_postgres))  # empty: it adopts the run's
    recorded_for(empty_postgres, plan.settings.embedding)
    assert make_plan(Options(scenario=str(DEFAULT_SCENARIO), store=empty_postgres)).approaches == plan.approaches


def test_a_run_without_a_note_keeping_approach_does_not_look_at_the_store(empty_postgres):
    recorded_for(empty_postgres, Embedding("another-embed-model", "none"))
    plan = make_plan(Options(scenario=str(DEFAULT_SCENARIO), approaches="none,history", store=empty_postgres))
    assert plan.approaches == ["none", "history"]
