"""Toolbox: every failure goes back to the model as an ``Error:`` result, never as an exception."""

from __future__ import annotations

import pytest

from agent.errors import ToolError
from agent.tools import Tool, Toolbox, integer_arg, string_arg

SCHEMA = {"type": "object", "properties": {"word": {"type": "string"}}, "required": ["word"]}


def echo_toolbox() -> Toolbox:
    def run(args: dict) -> str:
        return f"echo {string_arg(args, 'word')}"

    return Toolbox([Tool("echo", "Echo a word.", SCHEMA, run)])


def test_schemas_are_openai_tool_entries():
    (schema,) = echo_toolbox().schemas()
    assert schema == {
        "type": "function",
        "function": {"name": "echo", "description": "Echo a word.", "parameters": SCHEMA},
    }


def test_call_runs_the_tool_with_json_arguments():
    assert echo_toolbox().call("echo", '{"word": "hi"}') == "echo hi"


def test_dict_arguments_are_accepted():
    """Some servers send arguments as an object instead of a JSON string."""
    assert echo_toolbox().call("echo", {"word": "hi"}) == "echo hi"


def test_unknown_tool_names_the_tools():
    assert echo_toolbox().call("rm", "{}") == "Error: there is no tool 'rm'; the tools are: echo"


@pytest.mark.parametrize(
    "arguments, message",
    [
        ("{word: hi}", "not valid JSON"),
        ('["hi"]', "must be a JSON object, got list"),
        ("null", "must be a JSON object, got NoneType"),
        (42, "must be a JSON object, got int"),
        ('{"word": "hi", "extra": 1}', "unknown argument(s) ['extra']"),
        ('{"word": 5}', "word must be a string, got int"),
        ("", "missing required argument 'word'"),
    ],
)
def test_bad_arguments_are_an_error_result(arguments, message):
    result = echo_toolbox().call("echo", arguments)
    assert result.startswith("Error: ") and message in result


def test_only_tool_errors_are_turned_into_results():
    """A bug in a tool must surface, not be hidden from the developer as a tool result."""

    def broken(args: dict) -> str:
        raise RuntimeError("bug")

    with pytest.raises(RuntimeError):
        Toolbox([Tool("broken", "", {"type": "object", "properties": {}}, broken)]).call("broken", "{}")


@pytest.mark.parametrize("value, expected", [(3, 3), ("3", 3), (" 7 ", 7), (4.0, 4)])
def test_integer_arg_accepts_what_small_models_write(value, expected):
    assert integer_arg({"id": value}, "id") == expected


@pytest.mark.parametrize("value", [0, -1, "abc", "-1", 1.5, True, [1], "²", "9" * 5000, float("inf")])
def test_integer_arg_refuses_anything_else_as_a_tool_error(value):
    """ "²" passes str.isdigit() but not int(); it must still be a ToolError, not a crash."""
    with pytest.raises(ToolError, match="id must be"):
        integer_arg({"id": value}, "id")


def test_optional_arguments_may_be_missing():
    assert integer_arg({}, "id", required=False) is None
    assert string_arg({}, "word", required=False) is None
