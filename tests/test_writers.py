"""Two writers: real processes adding notes to one file at once lose nothing and leave no temporary files."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from agent.store import NoteStore

ROOT = Path(__file__).resolve().parent.parent
PER_WRITER = 30

# Each writer says it is ready, then waits for the "go" file, so both hammer the store at the same moment.
WRITER = """
import sys, time
from pathlib import Path
import numpy as np
from agent.store import NoteStore

path, user, name, count = Path(sys.argv[1]), sys.argv[2], sys.argv[3], int(sys.argv[4])
go = path.with_name("go")
rng = np.random.default_rng(len(name) + ord(name[-1]))
store = NoteStore(path, user=user)
path.with_name(f"ready-{name}").touch()
deadline = time.monotonic() + 20
while not go.exists() and time.monotonic() < deadline:
    time.sleep(0.001)
for i in range(count):
    store.add(f"{name} fact {i}", rng.normal(size=8) + 0.1, session=name)
"""


def run_writers(tmp_path: Path, users: tuple[str, str]) -> Path:
    path = tmp_path / "notes.json"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    writers = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, str(path), user, f"writer{i}", str(PER_WRITER)],
            cwd=ROOT,
            env=env,
            stderr=subprocess.PIPE,
            text=True,
        )
        for i, user in enumerate(users)
    ]
    ready = [tmp_path / f"ready-writer{i}" for i in range(len(users))]
    deadline = time.monotonic() + 20
    while not all(r.exists() for r in ready) and time.monotonic() < deadline:
        time.sleep(0.005)
    (tmp_path / "go").touch()
    for w in writers:
        _, err = w.communicate(timeout=30)
        assert w.returncode == 0, err
    for signal in [tmp_path / "go", *ready]:
        signal.unlink()
    return path


def leftovers(tmp_path: Path) -> list[str]:
    """Files besides the store itself, its lock and its audit log."""
    return sorted(
        p.name for p in tmp_path.iterdir() if p.name != "notes.json" and not p.name.endswith((".lock", ".audit.jsonl"))
    )


def test_two_processes_writing_one_users_notes_lose_nothing(tmp_path):
    path = run_writers(tmp_path, ("alice", "alice"))
    notes = NoteStore(path, user="alice").notes()
    assert len(notes) == 2 * PER_WRITER
    assert len({n.id for n in notes}) == 2 * PER_WRITER
    assert {n.text for n in notes} == {f"writer{w} fact {i}" for w in (0, 1) for i in range(PER_WRITER)}
    assert leftovers(tmp_path) == []


def test_two_processes_writing_two_users_notes_lose_nothing(tmp_path):
    path = run_writers(tmp_path, ("alice", "bob"))
    alice, bob = NoteStore(path, user="alice").notes(), NoteStore(path, user="bob").notes()
    assert [len(alice), len(bob)] == [PER_WRITER, PER_WRITER]
    assert len({n.id for n in alice + bob}) == 2 * PER_WRITER
    assert {n.session for n in alice} == {"writer0"} and {n.session for n in bob} == {"writer1"}
    assert leftovers(tmp_path) == []
