"""The agent loop: send the conversation, run the tool calls the model asks for, repeat.

It stops when the model answers without calling a tool, or after ``max_turns`` model calls, so
a model that keeps calling tools cannot run up an unbounded bill.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from .tools import Toolbox

if TYPE_CHECKING:
    from .client import Call

__all__ = ["ChatModel", "Step", "Turn", "run"]


class ChatModel(Protocol):
    """Anything that turns messages and tool schemas into an assistant message."""

    def chat(self, messages: list[dict], tools: list[dict] | None = None) -> dict: ...


@dataclass(frozen=True)
class Step:
    """One tool call as the transcript shows it."""

    tool: str
    arguments: str
    result: str


@dataclass
class Turn:
    """What one user message led to: the new messages, the tool steps, and the final answer."""

    messages: list[dict] = field(default_factory=list)
    steps: list[Step] = field(default_factory=list)
    answer: str = ""
    stopped: str = "answered"  # or "turn cap"
    calls: list[Call] = field(default_factory=list)  # the model calls this turn made, with their usage


def run(model: ChatModel, system: str, history: list[dict], user: str, toolbox: Toolbox, max_turns: int = 8) -> Turn:
    """Answer ``user`` after ``history``; the system prompt is sent but not kept in ``Turn.messages``."""
    turn = Turn(messages=[{"role": "user", "content": user}])
    for _ in range(max_turns):
        reply = model.chat([{"role": "system", "content": system}, *history, *turn.messages], toolbox.schemas())
        calls = reply.get("tool_calls") or []
        message = {"role": "assistant", "content": reply.get("content") or ""}
        if calls:
            message["tool_calls"] = [_clean(c) for c in calls]
        turn.messages.append(message)
        if not calls:
            turn.answer = message["content"]
            return turn
        for call in message["tool_calls"]:
            name, arguments = call["function"]["name"], call["function"]["arguments"]
            result = toolbox.call(name, arguments)
            turn.steps.append(Step(name, arguments, result))
            turn.messages.append({"role": "tool", "tool_call_id": call["id"], "content": result})
    turn.stopped = "turn cap"
    turn.answer = next((m["content"] for m in reversed(turn.messages) if m["role"] == "assistant"), "")
    return turn


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
