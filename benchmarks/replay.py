"""Benchmark the offline replay: wall time of `pytest evals` for the short and the long scenario.

    python benchmarks/replay.py [RUNS] [PROJECT] [-- EXTRA PYTEST ARGS]

Runs each replay RUNS times (default 5) in a fresh process, as CI does, and prints the median,
minimum and maximum wall seconds of each and of both together. PROJECT (default: this checkout)
lets the same script time another checkout, e.g. an export of an older commit. A script, not a
test: timings depend on the machine and on whatever else runs on it.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

SCENARIOS = {"short": "evals/scenarios/short.json", "long": "evals/scenarios/long.json"}


def replay(project: Path, scenario: str, reports: str, extra: list[str]) -> float:
    """Seconds of wall time for one replay; a failing replay is an error, not a timing."""
    cmd = [sys.executable, "-m", "pytest", "evals", "-q", "-p", "no:cacheprovider", f"--scenario={scenario}"]
    cmd += [f"--reports={reports}", *extra]
    start = time.perf_counter()
    result = subprocess.run(cmd, cwd=project, capture_output=True, text=True)
    seconds = time.perf_counter() - start
    if result.returncode != 0:
        raise SystemExit(f"replay failed ({' '.join(cmd)}):\n{result.stdout[-3000:]}{result.stderr[-2000:]}")
    return seconds


def main(argv: list[str]) -> None:
    extra = argv[argv.index("--") + 1 :] if "--" in argv else []
    args = argv[: argv.index("--")] if "--" in argv else argv
    runs = int(args[0]) if args else 5
    project = Path(args[1]).resolve() if len(args) > 1 else Path(__file__).resolve().parents[1]
    times: dict[str, list[float]] = {name: [] for name in SCENARIOS}
    with tempfile.TemporaryDirectory() as reports:  # keep the project's reports/ untouched
        for _ in range(runs):  # interleaved, so a busy moment on the machine hits both alike
            for name, path in SCENARIOS.items():
                times[name].append(replay(project, path, reports, extra))
    both = [a + b for a, b in zip(times["short"], times["long"], strict=True)]
    print(f"replay wall time over {runs} runs each, {project} {' '.join(extra)}".rstrip())
    for name, values in (*times.items(), ("both", both)):
        print(f"  {name:5}: median {statistics.median(values):6.2f} s  (min {min(values):.2f}, max {max(values):.2f})")


if __name__ == "__main__":
    main(sys.argv[1:])
