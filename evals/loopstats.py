"""How a recorded run's sessions ended, read from the cassettes themselves: did the loop finish?

A session is a cassette. It ends with a plain-text answer when its last chat response has text and
no tool call, and that text is not a tool call written out as JSON (a 1.5B model does that when it
is offered no tools). A request repeats a long tool result when two of its tool messages carry the
same text of at least ``LONG`` characters: the whole document is then paid for twice, on every later
call of the session. Both figures come from what was sent and answered, not from the harness.

    python -m evals.loopstats cassettes/<chat model>/<scenario> [...]
"""

from __future__ import annotations

import argparse
import json
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import yaml

__all__ = ["LONG", "SessionStats", "read_session", "table"]

LONG = 200  # characters: longer than any "Not run again" pointer or tool error, shorter than any document
CALL_AS_TEXT = re.compile(r'^\s*(```(json)?\s*)?\{\s*"(name|function)"\s*:', re.S)


@dataclass(frozen=True)
class SessionStats:
    """One cassette: its chat requests, whether it ended with an answer, requests that repeat a long result."""

    approach: str
    session: str
    chat_requests: int
    answered: bool
    repeating_requests: int


def read_session(path: Path, approach: str) -> SessionStats:
    """Read one cassette; embedding calls are skipped."""
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    chats = [i for i in data.get("interactions", []) if i["request"]["uri"].endswith("/chat/completions")]
    repeating = sum(_repeats_a_long_result(json.loads(i["request"]["body"])) for i in chats)
    return SessionStats(approach, path.stem, len(chats), bool(chats) and _answered(chats[-1]), repeating)


def _repeats_a_long_result(request: dict) -> bool:
    tools = [m.get("content", "") for m in request.get("messages", []) if m.get("role") == "tool"]
    results = Counter(text for text in tools if len(text) >= LONG)
    return any(n > 1 for n in results.values())


def _answered(interaction: dict) -> bool:
    try:
        message = json.loads(interaction["response"]["body"]["string"])["choices"][0]["message"]
    except (KeyError, IndexError, TypeError, ValueError):
        return False  # an error answer (e.g. the context was exceeded) is not an answer
    text = message.get("content") or ""
    return not message.get("tool_calls") and bool(text.strip()) and not CALL_AS_TEXT.match(text)


def table(run_folder: Path) -> list[dict]:
    """Per approach (and repeat): sessions, sessions without a plain answer, requests repeating a result."""
    rows = []
    for folder in sorted(p for p in run_folder.rglob("*") if p.is_dir() and any(p.glob("*.yaml"))):
        name = str(folder.relative_to(run_folder))
        stats = [read_session(p, name) for p in sorted(folder.glob("*.yaml"))]
        rows.append(
            {
                "approach": name,
                "sessions": len(stats),
                "chat requests": sum(s.chat_requests for s in stats),
                "sessions without a plain answer": sum(not s.answered for s in stats),
                "sessions repeating a long tool result": sum(s.repeating_requests > 0 for s in stats),
                "requests repeating it": sum(s.repeating_requests for s in stats),
            }
        )
    return rows


def main(argv: list[str] | None = None) -> int:
    """Print the table for each run folder given."""
    from tabulate import tabulate

    parser = argparse.ArgumentParser(prog="python -m evals.loopstats", description=__doc__.split("\n\n")[0])
    parser.add_argument("folders", nargs="+", type=Path, help="run folders: cassettes/<chat model>/<scenario>")
    args = parser.parse_args(argv)
    for folder in args.folders:
        print(f"{folder}:")
        print(tabulate(table(folder), headers="keys", tablefmt="github"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
