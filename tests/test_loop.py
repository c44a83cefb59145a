"""The agent loop, driven by queued answers from the scripted fake server (a test double, not a model)."""

from __future__ import annotations

import pytest

from agent.errors import UnreachableError
from agent.loop import CLOSING, run
from agent.tools import Tool, Toolbox, string_arg
from tests.doubles import ScriptedServer, client

ECHO_SCHEMA = {"type": "object", "properties": {"word": {"type": "string"}}, "required": ["word"]}


def toolbox() -> Toolbox:
    return Toolbox([Tool("echo", "Echo a word.", ECHO_SCHEMA, lambda a: f"echo {string_arg(a, 'word')}")])


def test_runs_tool_calls_until_an_answer():
    server = ScriptedServer()
    server.enqueue(tool_calls=[("echo", {"word": "a"}), ("echo", {"word": "b"})])
    server.enqueue("the answer")
    turn = run(client(server), "sys", [], "hi", toolbox())
    assert (turn.answer, turn.stopped) == ("the answer", "answered")
    assert [s.result for s in turn.steps] == ["echo a", "echo b"]
    assert [m["role"] for m in turn.messages] == ["user", "assistant", "tool", "tool", "assistant"]


def test_each_request_has_system_history_and_tools():
    server = ScriptedServer()
    server.enqueue("ok")
    history = [{"role": "user", "content": "earlier"}, {"role": "assistant", "content": "reply"}]
    run(client(server), "sys", history, "now", toolbox())
    (request,) = server.chat_requests()
    assert [m["content"] for m in request["messages"]] == ["sys", "earlier", "reply", "now"]
    assert request["tools"][0]["function"]["name"] == "echo"


def test_tool_results_answer_their_call_ids():
    server = ScriptedServer()
    server.enqueue(tool_calls=[("echo", {"word": "a"})])
    server.enqueue("done")
    run(client(server), "sys", [], "hi", toolbox())
    messages = server.chat_requests()[1]["messages"]
    assert messages[-2]["tool_calls"][0]["id"] == messages[-1]["tool_call_id"] == "call_1"


def test_unknown_tool_goes_back_to_the_model_as_a_result():
    server = ScriptedServer()
    server.enqueue(tool_calls=[("delete_everything", {})])
    server.enqueue("sorry")
    turn = run(client(server), "sys", [], "hi", toolbox())
    last = server.chat_requests()[1]["messages"][-1]
    assert last["role"] == "tool" and last["content"].startswith("Error: there is no tool 'delete_everything'")
    assert turn.answer == "sorry"


def test_malformed_arguments_go_back_to_the_model_as_a_result():
    server = ScriptedServer()
    server.enqueue(tool_calls=[("echo", '{"word": '), ("echo", '{"word": 5}')])
    server.enqueue("retrying")
    run(client(server), "sys", [], "hi", toolbox())
    results = [m["content"] for m in server.chat_requests()[1]["messages"] if m["role"] == "tool"]
    assert results[0].startswith("Error: arguments are not valid JSON")
    assert results[1] == "Error: word must be a string, got int"


def test_object_arguments_are_sent_back_as_a_json_string():
    """Some servers send arguments as an object; the next request must follow the API (a string)."""
    server = ScriptedServer()
    server.enqueue(tool_calls=[("echo", {"word": "a"})])
    server.queue[0][0]["tool_calls"][0]["function"]["arguments"] = {"word": "a"}
    server.enqueue("done")
    turn = run(client(server), "sys", [], "hi", toolbox())
    assert turn.steps[0].result == "echo a"
    assert server.chat_requests()[1]["messages"][2]["tool_calls"][0]["function"]["arguments"] == '{"word": "a"}'


def test_turn_cap_forces_a_plain_answer_on_the_last_call():
    """Regression: 107 of 184 recorded sessions ended at the cap with a tool call or nothing as the answer."""
    server = ScriptedServer()
    for i in range(2):
        server.enqueue(f"still working {i}", tool_calls=[("echo", {"word": str(i)})])
    server.enqueue("the answer, at last")
    turn = run(client(server), "sys", [], "hi", toolbox(), max_turns=3)
    requests = server.chat_requests()
    assert len(requests) == 3  # the forced answer is part of the cap, not extra
    assert (turn.answer, turn.stopped) == ("the answer, at last", "turn cap, answered")
    assert "tools" in requests[1] and "tools" not in requests[2]
    assert requests[2]["messages"][-1] == {"role": "user", "content": CLOSING}


def test_a_tool_call_in_the_forced_reply_is_not_run():
    server = ScriptedServer()
    server.enqueue(tool_calls=[("echo", {"word": "a"})])
    server.enqueue("", tool_calls=[("echo", {"word": "b"})])
    turn = run(client(server), "sys", [], "hi", toolbox(), max_turns=2)
    assert [s.arguments for s in turn.steps] == ['{"word": "a"}']
    assert (turn.answer, turn.stopped) == ("", "turn cap, answered")
    assert "tool_calls" not in turn.messages[-1]


def test_a_cap_of_one_call_has_nothing_to_force():
    server = ScriptedServer()
    server.enqueue("working", tool_calls=[("echo", {"word": "a"})])
    turn = run(client(server), "sys", [], "hi", toolbox(), max_turns=1)
    assert (turn.answer, turn.stopped) == ("working", "turn cap")
    assert "tools" in server.chat_requests()[0]


def test_an_identical_repeated_call_is_not_run_again():
    """Regression: a recorded session read analytics.md four times, resending it with every request."""
    runs = []
    box = Toolbox([Tool("echo", "Echo.", ECHO_SCHEMA, lambda a: runs.append(a) or "a long document")])
    server = ScriptedServer()
    server.enqueue(tool_calls=[("echo", {"word": "a"})])
    server.enqueue(tool_calls=[("echo", '{ "word" :"a" }'), ("echo", {"word": "b"})])
    server.enqueue("done")
    turn = run(client(server), "sys", [], "hi", box)
    assert runs == [{"word": "a"}, {"word": "b"}]
    assert [s.repeat_of for s in turn.steps] == [None, 1, None]
    assert turn.steps[1].result.startswith("Not run again: this exact echo call was already made")
    tool_results = [m["content"] for m in server.chat_requests()[2]["messages"] if m["role"] == "tool"]
    assert tool_results.count("a long document") == 2  # a and b, never a twice


def test_same_tool_with_other_arguments_runs():
    server = ScriptedServer()
    server.enqueue(tool_calls=[("echo", {"word": "a"}), ("echo", {"word": "A"})])
    server.enqueue("done")
    turn = run(client(server), "sys", [], "hi", toolbox())
    assert [s.result for s in turn.steps] == ["echo a", "echo A"]


def test_copies_of_a_call_within_one_reply_are_dropped_not_answered():
    """Regression: a recorded reply held dozens of identical read_file calls, each answered on its own."""
    server = ScriptedServer()
    server.enqueue("reading", tool_calls=[("echo", {"word": "a"}), ("echo", '{"word":"a"}'), ("echo", {"word": "b"})])
    server.enqueue("done")
    turn = run(client(server), "sys", [], "hi", toolbox())
    assert [s.result for s in turn.steps] == ["echo a", "echo b"] and turn.dropped == 1
    sent = server.chat_requests()[1]["messages"]
    assert [c["function"]["arguments"] for c in sent[2]["tool_calls"]] == ['{"word": "a"}', '{"word": "b"}']
    assert [m["role"] for m in sent[2:]] == ["assistant", "tool", "tool"]


def test_a_reply_of_nothing_but_repeats_is_followed_by_the_closing_call():
    """Regression: the model sent the same calls on every turn to the cap, each turn 1,024 tokens long."""
    server = ScriptedServer()
    server.enqueue(tool_calls=[("echo", {"word": "a"})])
    server.enqueue(tool_calls=[("echo", {"word": "a"}), ("echo", {"word": "a"})])
    server.enqueue("the answer")
    turn = run(client(server), "sys", [], "hi", toolbox(), max_turns=8)
    requests = server.chat_requests()
    assert len(requests) == 3 and "tools" not in requests[2]
    assert requests[2]["messages"][-1] == {"role": "user", "content": CLOSING}
    assert (turn.answer, turn.stopped, turn.dropped) == ("the answer", "stuck, answered", 1)


def test_a_repeat_beside_a_new_call_is_not_stuck():
    server = ScriptedServer()
    server.enqueue(tool_calls=[("echo", {"word": "a"})])
    server.enqueue(tool_calls=[("echo", {"word": "a"}), ("echo", {"word": "b"})])
    server.enqueue("done")
    turn = run(client(server), "sys", [], "hi", toolbox())
    assert "tools" in server.chat_requests()[2] and (turn.answer, turn.stopped) == ("done", "answered")


def test_a_single_repeat_is_stuck_too_and_stuck_on_the_last_call_says_so():
    """A plain repeat (no copies) ends the tools; when the forced call is also the cap's, 'stuck' is the reason."""
    for cap, requests in ((8, 3), (3, 3)):
        server = ScriptedServer()
        server.enqueue(tool_calls=[("echo", {"word": "a"})])
        server.enqueue(tool_calls=[("echo", {"word": "a"})])
        server.enqueue("the answer")
        turn = run(client(server), "sys", [], "hi", toolbox(), max_turns=cap)
        assert len(server.chat_requests()) == requests and "tools" not in server.chat_requests()[-1]
        assert (turn.answer, turn.stopped, turn.dropped) == ("the answer", "stuck, answered", 0)


PARSE_FAILURE = {"error": {"code": 500, "message": "Failed to parse tool call arguments as JSON"}}


def test_a_server_failing_on_a_call_with_tools_is_asked_for_the_answer_without_them():
    """Regression: llama-server answered 500 to the model's malformed tool call on every retry (long notes/s25)."""
    server = ScriptedServer()
    server.fail(times=5, status=500, body=PARSE_FAILURE)  # the first call and its four retries
    server.enqueue("the answer")
    turn = run(client(server), "sys", [], "hi", toolbox(), max_turns=8)
    requests = server.chat_requests()
    assert len(requests) == 5 + 1 and all("tools" in r for r in requests[:5])
    assert "tools" not in requests[5] and requests[5]["messages"][1:] == [
        {"role": "user", "content": "hi"},
        {"role": "user", "content": CLOSING},
    ]
    assert (turn.answer, turn.stopped) == ("the answer", "server error, answered")
    assert "HTTP 500" in turn.server_error and "Failed to parse tool call" in turn.server_error


def test_other_server_failures_are_raised_as_before():
    """A server that is down or overloaded (503), or a 500 on the call that offered no tools, is an error."""
    for status, cap in ((503, 8), (500, 1)):
        server = ScriptedServer()
        server.fail(times=5, status=status, body=PARSE_FAILURE)
        with pytest.raises(UnreachableError) as caught:
            run(client(server), "sys", [], "hi", toolbox(), max_turns=cap)
        assert caught.value.status == status
    server = ScriptedServer()
    server.fail(times=10, status=500, body=PARSE_FAILURE)  # the tools call, then the closing call too
    with pytest.raises(UnreachableError):
        run(client(server), "sys", [], "hi", toolbox(), max_turns=8)
