"""evals.loopstats on hand-made cassette files (test fixtures written here, never a recorded run)."""

from __future__ import annotations

import json
from pathlib import Path

import yaml

from evals.loopstats import read_session, table

DOC = "# backup.md\n" + "x" * 400


def interaction(messages: list[dict], reply: dict, path: str = "/v1/chat/completions") -> dict:
    body = {"model": "m", "messages": messages}
    answer = {"choices": [{"message": reply}]} if path.endswith("completions") else {"data": []}
    return {
        "request": {"uri": "http://127.0.0.1:8080" + path, "body": json.dumps(body)},
        "response": {"body": {"string": json.dumps(answer)}},
    }


def write(folder: Path, name: str, interactions: list[dict]) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.yaml"
    path.write_text(yaml.safe_dump({"interactions": interactions, "version": 1}))
    return path


def tool(content: str) -> dict:
    return {"role": "tool", "tool_call_id": "c", "content": content}


def test_a_session_that_ends_with_text_is_answered(tmp_path):
    path = write(tmp_path, "s1", [interaction([], {"content": "Set trusted_proxies."})])
    assert read_session(path, "none").answered


def test_a_tool_call_an_empty_reply_or_a_call_written_as_text_is_no_answer(tmp_path):
    call = {"content": "", "tool_calls": [{"id": "c", "function": {"name": "read_file", "arguments": "{}"}}]}
    for name, reply in [("call", call), ("empty", {"content": ""}), ("as-text", {"content": '```json\n{"name": "x"}'})]:
        path = write(tmp_path, name, [interaction([], reply)])
        assert not read_session(path, "none").answered, name


def test_requests_carrying_one_long_result_twice_are_counted(tmp_path):
    once, twice = [tool(DOC)], [tool(DOC), tool("Not run again"), tool(DOC)]
    path = write(tmp_path, "s1", [interaction(once, {"content": "a"}), interaction(twice, {"content": "b"})])
    assert read_session(path, "none").repeating_requests == 1


def test_embedding_calls_are_not_chat_requests(tmp_path):
    write(tmp_path / "notes", "s1", [interaction([], {}, "/v1/embeddings"), interaction([], {"content": "ok"})])
    (row,) = table(tmp_path)
    assert (row["approach"], row["chat requests"], row["sessions without a plain answer"]) == ("notes", 1, 0)
