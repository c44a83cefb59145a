"""The harness with its notes in PostgreSQL: the shipped short replay gives the JSON run's report, byte for byte."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

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
