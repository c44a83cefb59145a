"""The store contract with real processes, against both backends: concurrent writers and a killed one."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

from agent.store import MAX_NOTES
from agent.stores import open_store

ROOT = Path(__file__).resolve().parent.parent
PER_WRITER = 25

# Says it is ready, waits for the "go" file so that the writers start together, then adds its notes;
# a note refused as over the limit is counted, not fatal. Prints how many were saved and refused.
WRITER = """
import json, sys, time
from pathlib import Path
import numpy as np
from agent.errors import ToolError
from agent.stores import open_store

target, user, name, count, folder = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), Path(sys.argv[5])
rng = np.random.default_rng(len(name) + ord(name[-1]))
store = open_store(target, user=user)
(folder / f"ready-{name}").touch()
deadline = time.monotonic() + 20
while not (folder / "go").exists() and time.monotonic() < deadline:
    time.sleep(0.001)
saved = refused = 0
for i in range(count):
    try:
        store.add(f"{name} fact {i}", rng.normal(size=8) + 0.1, session=name)
        saved += 1
    except ToolError:
        refused += 1
print(json.dumps({"saved": saved, "refused": refused}))
"""


def run_writers(target: str, folder: Path, users: tuple[str, ...], count: int = PER_WRITER) -> list[dict]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    writers = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, target, user, f"writer{i}", str(count), str(folder)],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for i, user in enumerate(users)
    ]
    deadline = time.monotonic() + 20
    while not all((folder / f"ready-writer{i}").exists() for i in range(len(users))) and time.monotonic() < deadline:
        time.sleep(0.005)
    (folder / "go").touch()
    results = []
    for w in writers:
        out, err = w.communicate(timeout=60)
        assert w.returncode == 0, err
        results.append(json.loads(out))
    return results


def test_two_processes_writing_one_person_s_notes_lose_nothing(target, tmp_path):
    run_writers(target, tmp_path, ("alice", "alice"))
    notes = open_store(target, user="alice").notes()
    assert len({n.id for n in notes}) == len(notes) == 2 * PER_WRITER
    assert {n.text for n in notes} == {f"writer{w} fact {i}" for w in (0, 1) for i in range(PER_WRITER)}


def test_two_processes_writing_two_people_s_notes_lose_nothing(target, tmp_path):
    run_writers(target, tmp_path, ("alice", "bob"))
    alice, bob = open_store(target, user="alice").notes(), open_store(target, user="bob").notes()
    assert [len(alice), len(bob)] == [PER_WRITER, PER_WRITER]
    assert {n.session for n in alice} == {"writer0"} and {n.session for n in bob} == {"writer1"}


def test_two_processes_racing_for_the_last_notes_cannot_pass_the_limit(target, tmp_path):
    """90 notes, two writers adding 10 each at once: exactly 10 are saved and 10 refused, never note 101."""
    store = open_store(target, user="alice", durable=False)
    for i in range(MAX_NOTES - 10):
        store.add(f"fact {i}", np.array([1.0, i, 0, 0, 0, 0, 0, 0]), "s0")
    results = run_writers(target, tmp_path, ("alice", "alice"), count=10)
    assert sum(r["saved"] for r in results) == 10 and sum(r["refused"] for r in results) == 10
    assert len(open_store(target, user="alice")) == MAX_NOTES


# Adds one note, then makes the next change stop half-way: after the note's row is written but before
# the commit (PostgreSQL), or after the new file is written but before it replaces the old one (JSON).
KILLED = """
import os, sys, time
from pathlib import Path
import numpy as np
import psycopg
from agent.stores import open_store

target, mid = sys.argv[1], Path(sys.argv[2])
store = open_store(target, user="alice")
store.add("saved before the crash", np.array([1.0, 0, 0]), "s1")

def stop_here():
    mid.touch()
    time.sleep(60)  # the test kills us here

execute, replace = psycopg.Cursor.execute, os.replace
def paused_execute(self, query, params=None, **kw):
    result = execute(self, query, params, **kw)
    if str(query).startswith("INSERT INTO notes "):
        self.connection.execute("SELECT 1").fetchone()  # the server has run the INSERT, in the open transaction
        stop_here()
    return result
def paused_replace(src, dst):
    stop_here()
    replace(src, dst)
psycopg.Cursor.execute, os.replace = paused_execute, paused_replace
store.add("half-written when killed", np.array([0, 1.0, 0]), "s2")
"""


def test_a_writer_killed_half_way_leaves_no_partial_note(target, tmp_path):
    mid = tmp_path / "mid"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    writer = subprocess.Popen(
        [sys.executable, "-c", KILLED, target, str(mid)], cwd=ROOT, env=env, stderr=subprocess.PIPE
    )
    deadline = time.monotonic() + 30
    while not mid.exists() and writer.poll() is None and time.monotonic() < deadline:
        time.sleep(0.01)
    assert mid.exists(), writer.stderr.read().decode() if writer.poll() is not None else "the writer never paused"
    writer.send_signal(signal.SIGKILL)
    writer.wait(timeout=10)
    writer.stderr.close()
    assert [n.text for n in open_store(target, user="alice").notes()] == ["saved before the crash"]
    # the per-person lock died with the writer: the next change goes through, and takes the next id
    assert open_store(target, user="alice").add("after the crash", np.array([0, 0, 1.0]), "s3").id == 2
