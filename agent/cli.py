"""The command line: one session per call, notes kept in a file (or a PostgreSQL database) between calls.

python -m agent --store notes.json "We run shortlink behind Caddy at 10.0.0.2."
python -m agent notes list --store notes.json
python -m agent notes show 3 --store notes.json
python -m agent notes forget 3 --store notes.json
python -m agent notes reembed --store notes.json    # after changing the embedding model or convention
python -m agent --store postgresql://notes@db.internal/notes --user alice "Which proxy do we run?"
"""

from __future__ import annotations

import argparse
import os
import sys
from datetime import datetime, timezone

import numpy as np

from . import guard
from .approaches import Notes
from .client import EMBED_INPUTS, ModelClient, Settings
from .errors import AgentError, ConfigError, ProviderError, ToolError
from .library import DOCS_DIR, Library
from .store import DEFAULT_USER, NoteStore
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
    _embed_flags(p)
    p.add_argument("--guard-model", help="also ask this chat model FACT or INSTRUCTION before a save (one call each)")
    p.add_argument("--user", default=DEFAULT_USER, help="whose notes to recall and save (default: %(default)s)")
    p.add_argument("-k", type=int, default=5, help="notes recalled into the prompt (default: %(default)s)")
    p.add_argument("-v", "--verbose", action="store_true", help="print each tool call and its result")
    return p


def _embed_flags(p: argparse.ArgumentParser) -> None:
    p.add_argument("--embed-model", help="embedding model (default: $AGENT_EMBED_MODEL)")
    p.add_argument(
        "--embed-input",
        choices=EMBED_INPUTS,
        help="how the embedding server is told query from document (default: $AGENT_EMBED_INPUT, else by model)",
    )


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
        sub.add_parser("check", help="would each layer of the note guard accept this text? (exit 0 yes, 1 no)"),
        sub.add_parser("reembed", help="embed every note in the file again with this run's embedding settings"),
    ]
    for command in commands[1:3]:
        command.add_argument("id", type=int)
    commands[4].add_argument("text")
    commands[4].add_argument("--base-url", help="chat API base URL, for the guard model (default: $OPENAI_BASE_URL)")
    commands[4].add_argument("--embed-base-url", help="embedding API base URL (default: $AGENT_EMBED_BASE_URL)")
    _embed_flags(commands[4])
    commands[4].add_argument("--guard-model", help="ask this chat model too (default: $AGENT_GUARD_MODEL; off)")
    commands[5].add_argument("--base-url", help="API base URL (default: $OPENAI_BASE_URL or OpenRouter)")
    commands[5].add_argument("--embed-base-url", help="embedding base URL (default: $AGENT_EMBED_BASE_URL)")
    _embed_flags(commands[5])
    for command in commands:  # `notes list --store F`, as documented, as well as `notes --store F list`
        command.add_argument("--store", default=argparse.SUPPRESS, help="notes file or postgresql:// URL")
        command.add_argument("--user", default=argparse.SUPPRESS, help="whose notes")
    return p


def _ask(args: argparse.Namespace) -> int:
    settings = Settings.from_env(
        base_url=args.base_url,
        embed_base_url=args.embed_base_url,
        chat_model=args.model,
        embed_model=args.embed_model,
        guard_model=args.guard_model,
        embed_input=args.embed_input,
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
        return _check(args)
    store = open_store(args.store, user=args.user)
    if args.command == "reembed":
        return _reembed(store, args)
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


def _check(args: argparse.Namespace) -> int:
    """Each layer's verdict on TEXT, as ``remember`` would decide; exit 0 when every active layer accepts."""
    verdicts = {"rules": guard.check(args.text)}
    try:
        settings = _embedding_settings(args, guard_model=args.guard_model or os.environ.get("AGENT_GUARD_MODEL"))
    except ConfigError as exc:
        settings, off = None, {"classifier": f"off: no embedding provider configured ({exc})", "model": "off"}
    if settings is not None:
        client = ModelClient(settings)
        checks = guard.NoteGuard.for_embedder(client)
        off = checks.off()
        if checks.classifier is not None or checks.question is not None:
            verdicts.update(_later_layers(checks, client, args.text))
    for layer in ("rules", "classifier", "model"):
        line = verdicts[layer].reason if layer in verdicts else off.get(layer, "off")
        print(f"{layer + ':':<12}{line}")
    refused = [layer for layer, v in verdicts.items() if not v.accepted]
    print(f"{'verdict:':<12}" + (f"refused by {', '.join(refused)}" if refused else "accepted by every active layer"))
    return 1 if refused else 0


def _later_layers(checks: guard.NoteGuard, client: ModelClient, text: str) -> dict[str, guard.Verdict]:
    """The classifier on the note's vector (embedded as ``remember`` embeds it) and text, and the model question."""
    out = {}
    if checks.classifier is not None:
        try:
            out["classifier"] = checks.classifier.check(client.embed([text], kind="document")[0], text)
        except ProviderError as exc:
            out["classifier"] = guard.Verdict(False, f"refused: could not embed the note ({exc})", "classifier")
    if checks.question is not None:
        out["model"] = checks.question.check(text)
    return out


def _reembed(store: Store, args: argparse.Namespace) -> int:
    """Rebuild every vector in the file with this run's embedding model and convention, in one write."""
    if not isinstance(store, NoteStore):
        raise ConfigError("notes reembed works on a notes file; a PostgreSQL store cannot be re-embedded yet")
    if store.path is None or not store.path.exists():
        print(f"(no notes file {args.store}: nothing to re-embed)")
        return 0
    client = ModelClient(_embedding_settings(args))
    before = store.embedding
    count = store.reembed(lambda texts: _in_batches(client, texts), client.embedding)
    was = before.describe() if before else "an unrecorded way"
    for user in sorted({n.user for n in store.all_notes()}):
        store.audit("reembed", "cli", None, f"vectors rebuilt with {client.embedding.describe()}", f"was {was}", user)
    print(f"re-embedded {count} notes in {args.store} with {client.embedding.describe()} (was {was})")
    return 0


def _embedding_settings(args: argparse.Namespace, guard_model: str | None = None) -> Settings:
    """Settings for commands that embed but need no chat (``check``, ``reembed``): an embedding server will do.

    Without a chat base URL (``--base-url``, ``$OPENAI_BASE_URL``), Settings would default to OpenRouter and ask
    for its key; the embedding base URL (``--embed-base-url``, ``$AGENT_EMBED_BASE_URL``) stands in for it. A
    ``guard_model`` (``check``'s layer 3) is a chat call, so with one the chat server must be configured as usual.
    """
    chat = args.base_url or os.environ.get("OPENAI_BASE_URL")
    embed = args.embed_base_url or os.environ.get("AGENT_EMBED_BASE_URL")
    return Settings.from_env(
        base_url=chat or (None if guard_model else embed),
        embed_base_url=args.embed_base_url,
        embed_model=args.embed_model,
        embed_input=args.embed_input,
        guard_model=guard_model,
    )


def _in_batches(client: ModelClient, texts: list[str], size: int = 64) -> np.ndarray:
    """Notes embedded as documents, a few dozen per request so no server refuses the batch."""
    return np.concatenate([client.embed(texts[i : i + size], kind="document") for i in range(0, len(texts), size)])


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
