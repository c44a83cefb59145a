"""Tools the model may call, and the one place where their arguments are checked.

A tool that goes wrong answers the model with ``Error: ...`` as the tool result instead of
raising: the model can read the message and try again, and nothing else in the run is lost.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass

from .errors import ToolError

__all__ = ["Tool", "Toolbox", "integer_arg", "string_arg"]


@dataclass(frozen=True)
class Tool:
    """A function the model can call: its name, what it is for, its JSON schema and its code."""

    name: str
    description: str
    parameters: dict
    run: Callable[[dict], str]

    def schema(self) -> dict:
        """The OpenAI ``tools`` entry for this tool."""
        return {
            "type": "function",
            "function": {"name": self.name, "description": self.description, "parameters": self.parameters},
        }


class Toolbox:
    """Tools by name; ``call`` turns every failure into an ``Error:`` result for the model."""

    def __init__(self, tools: list[Tool]) -> None:
        self.tools = {t.name: t for t in tools}

    def schemas(self) -> list[dict]:
        """The ``tools`` list sent with every chat request."""
        return [t.schema() for t in self.tools.values()]

    def call(self, name: str, arguments: object) -> str:
        """Run one tool call; ``arguments`` is the raw JSON text the model wrote."""
        tool = self.tools.get(name)
        if tool is None:
            return f"Error: there is no tool {name!r}; the tools are: {', '.join(self.tools)}"
        try:
            args = _parse(arguments)
            unknown = set(args) - set(tool.parameters.get("properties", {}))
            if unknown:
                raise ToolError(f"unknown argument(s) {sorted(unknown)} for {name}")
            return tool.run(args)
        except ToolError as exc:
            return f"Error: {exc}"


def _parse(arguments: object) -> dict:
    """Arguments arrive as a JSON object in a string; an empty string means no arguments."""
    if isinstance(arguments, dict):
        return arguments
    if arguments is None or (isinstance(arguments, str) and not arguments.strip()):
        return {}
    if not isinstance(arguments, str):
        raise ToolError(f"arguments must be a JSON object, got {type(arguments).__name__}")
    try:
        value = json.loads(arguments)
    except ValueError as exc:
        raise ToolError(f"arguments are not valid JSON ({exc}); send a JSON object") from None
    if not isinstance(value, dict):
        raise ToolError(f"arguments must be a JSON object, got {type(value).__name__}")
    return value


def string_arg(args: dict, name: str, *, required: bool = True) -> str | None:
    """A string argument, or a ToolError that names it."""
    value = args.get(name)
    if value is None:
        if required:
            raise ToolError(f"missing required argument {name!r}")
        return None
    if not isinstance(value, str):
        raise ToolError(f"{name} must be a string, got {type(value).__name__}")
    return value


def integer_arg(args: dict, name: str, *, required: bool = True) -> int | None:
    """A positive integer id; a numeric string such as "3" is accepted because small models write it."""
    value = args.get(name)
    if value is None:
        if required:
            raise ToolError(f"missing required argument {name!r}")
        return None
    if isinstance(value, str) and value.strip().isdigit():
        try:
            value = int(value.strip())
        except ValueError:  # "²" passes isdigit() but not int(), nor do strings past int()'s 4,300-digit limit
            pass
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if not isinstance(value, int) or isinstance(value, bool):
        raise ToolError(f"{name} must be a note id (a positive integer), got {value!r}")
    if value < 1:
        raise ToolError(f"{name} must be a positive note id, got {value}")
    return value
