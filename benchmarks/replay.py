"""Benchmark the offline replay: wall time of `pytest evals` for the short and the long scenario.

    python benchmarks/replay.py [RUNS] [PROJECT ...] [-- EXTRA PYTEST ARGS]

Runs each replay RUNS times (default 5) in a fresh process, as CI does, and prints the median,
minimum and maximum wall seconds of each and of both together, and the median CPU seconds (user
plus system) of the process: on a machine busy with other work the wall time grows, the CPU time
much less. PROJECT (default: this checkout) lets the same script time other checkouts, e.g. an
export of an older commit; several are timed in turn within each run, so that a busy moment
hits them alike. A script, not a test: timings depend on the machine and on what else runs on it.
"""

from __future__ import annotations

import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

SCENARIOS = {"short": "evals/scenarios/short.json", "long": "evals/scenarios/long.json"}


def replay(project: Path, scenario: str, reports: str, extra: list[str]) -> tuple[float, float]:
    """Seconds of wall and of CPU time for one replay; a failing replay is an error, not a timing."""
    cmd = [sys.executable, "-m", "pytest", "evals", "-q", "-p", "no:cacheprovider", f"--scenario={scenario}"]
    cmd += [f"--reports={reports}", *extra]
    before, start = resource.getrusage(resource.RUSAGE_CHILDREN), time.perf_counter()
    result = subprocess.run(cmd, cwd=project, capture_output=True, text=True)
    seconds, after = time.perf_counter() - start, resource.getrusage(resource.RUSAGE_CHILDREN)
    if result.returncode != 0:
        raise SystemExit(f"replay failed ({' '.join(cmd)}):\n{result.stdout[-3000:]}{result.stderr[-2000:]}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return seconds, cpu


def main(argv: list[str]) -> None:
    extra = argv[argv.index("--") + 1 :] if "--" in argv else []
    args = argv[: argv.index("--")] if "--" in argv else argv
    runs = int(args[0]) if args else 5
    projects = [Path(p).resolve() for p in args[1:]] or [Path(__file__).resolve().parents[1]]
    times = {(p, name): [] for p in projects for name in SCENARIOS}
    with tempfile.TemporaryDirectory() as reports:  # keep the projects' reports/ untouched
        for _ in range(runs):  # interleaved, so a busy moment on the machine hits all alike
            for project in projects:
                for name, path in SCENARIOS.items():
                    times[project, name].append(replay(project, path, reports, extra))
    for project in projects:
        pairs = zip(times[project, "short"], times[project, "long"], strict=True)
        both = [(a[0] + b[0], a[1] + b[1]) for a, b in pairs]
        print(f"replay over {runs} runs each, {project} {' '.join(extra)}".rstrip())
        for name, values in (("short", times[project, "short"]), ("long", times[project, "long"]), ("both", both)):
            wall, cpu = [v[0] for v in values], [v[1] for v in values]
            print(
                f"  {name:5}: wall median {statistics.median(wall):6.2f} s (min {min(wall):.2f}, "
                f"max {max(wall):.2f}); CPU median {statistics.median(cpu):6.2f} s"
            )


if __name__ == "__main__":
    main(sys.argv[1:])
