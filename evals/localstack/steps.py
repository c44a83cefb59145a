"""Running the stack's steps: one error that names the failed step, progress lines, exit descriptions.

Install takes minutes and starts several tools; when one fails, the user needs the step's name, the
command, how it ended (a crash is named by its signal, e.g. SIGSEGV, not shown as "-11") and the
end of its output, in one message.
"""

from __future__ import annotations

import collections
import signal
import subprocess
import sys
import time
from pathlib import Path

__all__ = ["TAIL_LINES", "StepError", "describe_exit", "pip_download", "run_step", "say", "tail_of"]

TAIL_LINES = 40


class StepError(RuntimeError):
    """A failed install or start step, carrying what is needed to explain it."""

    def __init__(self, step: str, detail: str, cmd: list[str] | None = None, tail: str = ""):
        super().__init__(step)
        self.step, self.detail, self.cmd, self.tail = step, detail, cmd, tail

    def __str__(self) -> str:
        """Say which step failed, the command, and the end of its output."""
        lines = [f"localstack: step '{self.step}' failed: {self.detail}"]
        if self.cmd:
            lines.append("  command: " + " ".join(self.cmd))
        if self.tail:
            lines.append("  last output:")
            lines.extend("    " + line for line in self.tail.rstrip().splitlines())
        return "\n".join(lines)


def describe_exit(returncode: int) -> str:
    """Say how a process ended: a negative code from subprocess is the signal that killed it."""
    if returncode >= 0:
        return f"exit code {returncode}"
    try:
        name = signal.Signals(-returncode).name
    except ValueError:
        name = "unknown signal"
    return f"signal {-returncode} ({name})"


def say(message: str) -> None:
    """Print a progress line at once, so long steps show they are alive."""
    print(f"[localstack] {message}", flush=True)


def tail_of(log: Path) -> str:
    """Return the last lines of a log file for an error message ('' if it cannot be read)."""
    try:
        lines = log.read_text(errors="replace").splitlines()
    except OSError:
        return ""
    return "\n".join(lines[-TAIL_LINES:])


def run_step(step: str, cmd: list[str], cwd: Path | None = None, stream: bool = False) -> None:
    """Run one command, echo or keep its output, and raise StepError with its tail on failure."""
    say(f"{step}: {' '.join(cmd)}")
    start = time.monotonic()
    tail: collections.deque[str] = collections.deque(maxlen=TAIL_LINES)
    try:
        proc = subprocess.Popen(
            cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors="replace"
        )
    except OSError as exc:
        raise StepError(step, f"could not start: {exc}", cmd) from exc
    assert proc.stdout is not None
    for line in proc.stdout:
        tail.append(line.rstrip("\n"))
        if stream:
            print(f"    {line.rstrip()}", flush=True)
    code = proc.wait()
    if code != 0:
        raise StepError(step, describe_exit(code), cmd, "\n".join(tail))
    say(f"{step}: done in {time.monotonic() - start:.0f} s")


def pip_download(step: str, downloads: Path, requirements: list[str], binary: bool) -> None:
    """Fetch packages with pip's ordinary client into the cache's downloads folder."""
    kind = ["--only-binary", ":all:"] if binary else ["--no-binary", ":all:"]
    cmd = [sys.executable, "-m", "pip", "download", "--no-deps", *kind, "-d", str(downloads), *requirements]
    run_step(step, cmd)
