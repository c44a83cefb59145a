"""The agent loop: send the conversation, run the tool calls the model asks for, repeat.

These rules keep a weak model from spending the session on a loop, the same for every approach and
provider:

- **A repeated call is not run again.** A call identical to an earlier one of this conversation
  (same tool, same arguments once the JSON is normalised) gets a short result pointing back to
  the earlier one. Running it again would add the same document to every later request, and the
  answer could not change (the recorded runs read one file up to seven times in a session).
- **One reply, one call of each kind.** A reply asking for the same call several times at once
  (a recorded reply held dozens of identical ``read_file("nginx.conf")`` calls, cut by the token
  limit) keeps the first; the copies are dropped from the conversation, not answered one by one.
- **A stuck model is asked to answer.** When every call of a reply was already made, nothing new
  can come of another round of tools: the next call is the closing one below (``stopped`` is
  ``"stuck, answered"``). The recording that showed it sent the same reply on every turn to the cap.
- **A server that fails on a reply is asked for an answer without tools.** llama-server answers
  HTTP 500 when it cannot parse the tool call the model wrote ("Failed to parse tool call
  arguments as JSON"), the same on every retry at temperature 0; the recorded session ended with no
  answer. After a 500 on a call that offered tools, the next call is the closing one below
  (``stopped`` is ``"server error, answered"``, ``Turn.server_error`` keeps the message). Any
  other error, or a 500 on a call without tools, is raised as before.
- **The last call must answer.** ``max_turns`` counts model calls. If the model is still calling
  tools when only one call is left, that last call offers no tools and ends with a closing user
  line asking for the answer, so a session always ends with text (``stopped`` is then
  ``"turn cap, answered"``). Offering no tools alone was not enough for a 1.5B model: it wrote a
  tool call as text; the closing line made it answer.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from .errors import UnreachableError
from .tools import Toolbox

if TYPE_CHECKING:
    from .client import Call

__all__ = ["CLOSING", "REPEATED", "ChatModel", "Step", "Turn", "run"]

CLOSING = (
    "No more tool calls are possible in this conversation. Answer my question now, in plain text, "
    "from what you have read above."
)


class ChatModel(Protocol):
    """Anything that turns messages and tool schemas into an assistant message."""

    def chat(self, messages: list[dict], tools: list[dict] | None = None) -> dict: ...


@dataclass(frozen=True)
class Step:
    """One tool call as the transcript shows it; ``repeat_of`` is the step it repeated (not run again)."""

    tool: str
    arguments: str
    result: str
    repeat_of: int | None = None  # 1-based number of the earlier identical step


@dataclass
class Turn:
    """What one user message led to: the new messages, the tool steps, and the final answer."""

    messages: list[dict] = field(default_factory=list)
    steps: list[Step] = field(default_factory=list)
    answer: str = ""
    # or "turn cap, answered", "stuck, answered", "server error, answered" (forced to answer), "turn cap"
    stopped: str = "answered"
    calls: list[Call] = field(default_factory=list)  # the model calls this turn made, with their usage
    dropped: int = 0  # copies of a call within one reply, dropped unanswered
    server_error: str = ""  # the server's 500 on a call with tools, after which the answer was asked for


def run(model: ChatModel, system: str, history: list[dict], user: str, toolbox: Toolbox, max_turns: int = 8) -> Turn:
    """Answer ``user`` after ``history``; the system prompt is sent but not kept in ``Turn.messages``."""
    turn = Turn(messages=[{"role": "user", "content": user}])
    seen: dict[tuple[str, str], int] = {}
    closing = ""  # why the next call must answer: "stuck, answered" or "server error, answered"
    for call_number in range(1, max_turns + 1):
        forced = call_number > 1 and (call_number == max_turns or bool(closing))
        if forced:
            turn.messages.append({"role": "user", "content": CLOSING})
        tools = None if forced else toolbox.schemas()
        try:
            reply = model.chat([{"role": "system", "content": system}, *history, *turn.messages], tools)
        except UnreachableError as exc:
            if forced or exc.status != 500 or call_number == max_turns:
                raise
            turn.server_error, closing = str(exc), "server error, answered"
            continue
        calls = [] if forced else _distinct([_clean(c) for c in reply.get("tool_calls") or []])
        turn.dropped += 0 if forced else len(reply.get("tool_calls") or []) - len(calls)
        message = {"role": "assistant", "content": reply.get("content") or ""}
        if calls:
            message["tool_calls"] = calls
        turn.messages.append(message)
        if not calls:  # no tools were offered, or none asked for: the text is the answer
            turn.answer = message["content"]
            turn.stopped = (closing or "turn cap, answered") if forced else "answered"
            return turn
        steps = [_step(toolbox, call, seen, len(turn.steps) + 1 + i) for i, call in enumerate(calls)]
        for call, step in zip(calls, steps, strict=True):
            turn.steps.append(step)
            turn.messages.append({"role": "tool", "tool_call_id": call["id"], "content": step.result})
        if all(step.repeat_of is not None for step in steps):
            closing = "stuck, answered"
    turn.stopped = "turn cap"  # only when max_turns is 1: there was no call left to force an answer
    turn.answer = next((m["content"] for m in reversed(turn.messages) if m["role"] == "assistant"), "")
    return turn


def _step(toolbox: Toolbox, call: dict, seen: dict[tuple[str, str], int], number: int) -> Step:
    """Run one call, or point back to the identical call made earlier in this conversation."""
    name, arguments = call["function"]["name"], call["function"]["arguments"]
    key = (name, _normalised(arguments))
    if key in seen:
        earlier = seen[key]
        return Step(name, arguments, _repeated(name, earlier), repeat_of=earlier)
    seen[key] = number
    return Step(name, arguments, toolbox.call(name, arguments))


REPEATED = "Not run again:"  # how a repeated call's result begins (the report counts them)


def _repeated(name: str, earlier: int) -> str:
    """The short result of a repeated call: where the real one is, and what to do instead."""
    return (
        f"{REPEATED} this exact {name} call was already made earlier in this conversation (tool call "
        f"{earlier}), and its result is above. Use that result, make a different call, or answer the question."
    )


def _distinct(calls: list[dict]) -> list[dict]:
    """The calls of one reply with copies of an earlier call of the same reply left out (first kept)."""
    kept: dict[tuple[str, str], dict] = {}
    for call in calls:
        kept.setdefault((call["function"]["name"], _normalised(call["function"]["arguments"])), call)
    return list(kept.values())


def _normalised(arguments: str) -> str:
    """Arguments as canonical JSON, so key order and spacing do not make a repeat look new."""
    try:
        return json.dumps(json.loads(arguments), sort_keys=True, ensure_ascii=False)
    except ValueError:
        return arguments.strip()


def _clean(call: dict) -> dict:
    """Keep only the standard fields, so the next request is valid for any OpenAI-compatible server."""
    function = call.get("function") or {}
    arguments = function.get("arguments")
    if not isinstance(arguments, str):  # some servers send an object; the API says a JSON string
        arguments = json.dumps(arguments if arguments is not None else {})
    return {
        "id": str(call.get("id") or ""),
        "type": "function",
        "function": {"name": str(function.get("name") or ""), "arguments": arguments},
    }
