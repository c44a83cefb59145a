"""The command line: one session per call, notes kept in a file (or a PostgreSQL database) between calls.

python -m agent --store notes.json "We run shortlink behind Caddy at 10.0.0.2."
python -m agent notes list --store notes.json
python -m agent notes show 3 --store notes.json
python -m agent notes forget 3 --store notes.json
python -m agent --store postgresql://notes@db.internal/notes --user alice "Which proxy do we run?"
"""

from __future__ import annotations

import argparse
import sys
from datetime import datetime, timezone

from . import guard
from .approaches import Notes
from .client import ModelClient, Settings
from .errors import AgentError, ConfigError, ToolError
from .library import DOCS_DIR, Library
from .store import DEFAULT_USER
from .stores import Store, open_store
from .stores.contract import redact

__all__ = ["main"]

DEFAULT_STORE = "notes.json"
STORE_HELP = "notes file, or a postgresql://USER@HOST/DATABASE URL (default: %(default)s)"


def main(argv: list[str] | None = None) -> int:
    """Run the command; errors print one clear line and return a non-zero exit code."""
    argv = sys.argv[1:] if argv is None else argv
    try:
        if argv[:1] == ["notes"]:
            return _notes(_notes_parser().parse_args(argv[1:]))
        return _ask(_ask_parser().parse_args(argv))
    except (ConfigError, ToolError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except AgentError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1


def _ask_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m agent", description="Ask the shortlink assistant, with notes memory.")
    p.add_argument("message", help="what you say to the assistant (one new conversation)")
    p.add_argument("--store", default=DEFAULT_STORE, help=STORE_HELP)
    p.add_argument("--session", help="session id saved with new notes (default: the current time)")
    p.add_argument("--docs", default=str(DOCS_DIR), help="documentation folder")
    p.add_argument("--base-url", help="chat API base URL (default: $OPENAI_BASE_URL or OpenRouter)")
    p.add_argument("--embed-base-url", help="embedding API base URL (default: $AGENT_EMBED_BASE_URL or --base-url)")
    p.add_argument("--model", help="chat model (default: $AGENT_CHAT_MODEL)")
    p.add_argument("--embed-model", help="embedding model (default: $AGENT_EMBED_MODEL)")
    p.add_argument("--user", default=DEFAULT_USER, help="whose notes to recall and save (default: %(default)s)")
    p.add_argument("-k", type=int, default=5, help="notes recalled into the prompt (default: %(default)s)")
    p.add_argument("-v", "--verbose", action="store_true", help="print each tool call and its result")
    return p


def _notes_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m agent notes", description="See and delete what is remembered.")
    p.add_argument("--store", default=DEFAULT_STORE, help=STORE_HELP)
    p.add_argument("--user", default=DEFAULT_USER, help="whose notes (default: %(default)s)")
    sub = p.add_subparsers(dest="command", required=True)
    commands = [
        sub.add_parser("list", help="every note, one line each"),
        sub.add_parser("show", help="one note in full"),
        sub.add_parser("forget", help="delete one note"),
        sub.add_parser("history", help="the audit log: every save, replace, forget and refusal"),
        sub.add_parser("check", help="would the note guard accept this text? (exit 0 yes, 1 no)"),
    ]
    for command in commands[1:3]:
        command.add_argument("id", type=int)
    commands[4].add_argument("text")
    for command in commands:  # `notes list --store F`, as documented, as well as `notes --store F list`
        command.add_argument("--store", default=argparse.SUPPRESS, help="notes file or postgresql:// URL")
        command.add_argument("--user", default=argparse.SUPPRESS, help="whose notes")
    return p


def _ask(args: argparse.Namespace) -> int:
    settings = Settings.from_env(
        base_url=args.base_url, embed_base_url=args.embed_base_url, chat_model=args.model, embed_model=args.embed_model
    )
    store = open_store(args.store, user=args.user)  # read before any model call: a broken store stops us early
    client = ModelClient(settings)
    session = args.session or datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    turn = Notes(client, Library(args.docs), store, k=args.k).session(session, args.message)
    if args.verbose:
        for step in turn.steps:
            print(f"[{step.tool} {step.arguments}] -> {step.result[:200]}", file=sys.stderr)
    print(turn.answer)
    if turn.stopped != "answered":
        print(f"(stopped: {turn.stopped})", file=sys.stderr)
    tokens_in = sum(c.input_tokens for c in client.calls)
    tokens_out = sum(c.output_tokens for c in client.calls)
    print(f"[{len(client.calls)} calls, {tokens_in} in, {tokens_out} out, {len(store)} notes]", file=sys.stderr)
    return 0


def _notes(args: argparse.Namespace) -> int:
    if args.command == "check":
        verdict = guard.check(args.text)
        print(verdict.reason)
        return 0 if verdict.accepted else 1
    store = open_store(args.store, user=args.user)
    if args.command == "history":
        return _history(store, redact(args.store))
    if args.command == "list":
        for n in store.notes():
            print(f"{n.id:>4}  {n.saved_at}  {n.session:<24}  {n.text}")
        if not len(store):
            print(f"(no notes in {redact(args.store)})")
    elif args.command == "show":
        n = store.get(args.id)
        print(f"id:       {n.id}\nsession:  {n.session}\nsaved at: {n.saved_at}")
        print(f"vector:   {len(n.vector)} dims\n\n{n.text}")
    elif args.command == "forget":
        n = store.forget(args.id)
        print(f"forgot note {n.id}: {n.text}")
    return 0


def _history(store: Store, where: str) -> int:
    entries = store.history()
    if not entries:
        print(f"(no audit log for {where})")
        return 0
    for e in entries:
        if "unreadable" in e:
            print(f"(unreadable audit line: {e['unreadable'][:80]!r})")
        else:
            note = e.get("note") if e.get("note") is not None else "-"
            reason = f"  ({e['reason']})" if e.get("reason") else ""
            when, session, action = e.get("time"), e.get("session", ""), e.get("action", "")
            print(f"{when}  {session:<22} {action:<8} {note!s:>4}  {e.get('text')}{reason}")
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
