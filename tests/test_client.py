"""ModelClient and Settings against the scripted fake server (a test double, not a model)."""

from __future__ import annotations

import httpx
import numpy as np
import pytest

from agent.client import OPENROUTER_URL, ModelClient, Settings
from agent.errors import (
    AuthError,
    BadRequestError,
    ConfigError,
    ContextLengthError,
    ProviderError,
    UnreachableError,
)
from tests.doubles import BASE_URL, ScriptedServer, client

SECRET = "sk-secret-do-not-leak-123"

# --- Settings.from_env ---------------------------------------------------------------------


def test_openrouter_is_the_default_and_needs_its_key():
    with pytest.raises(ConfigError, match="OPENROUTER_API_KEY"):
        Settings.from_env({})


def test_openrouter_key_is_used_for_openrouter():
    s = Settings.from_env({"OPENROUTER_API_KEY": "or-key"})
    assert (s.base_url, s.api_key, s.embed_api_key) == (OPENROUTER_URL, "or-key", "or-key")


def test_other_provider_uses_openai_variables():
    s = Settings.from_env({"OPENAI_BASE_URL": "https://api.example.com/v1/", "OPENAI_API_KEY": "sk-x"})
    assert (s.base_url, s.api_key) == ("https://api.example.com/v1", "sk-x")


def test_openrouter_key_is_not_sent_to_another_provider():
    s = Settings.from_env({"OPENAI_BASE_URL": "https://api.example.com/v1", "OPENROUTER_API_KEY": "or-key"})
    assert s.api_key is None


@pytest.mark.parametrize("url", ["http://127.0.0.1:8080/v1", "http://localhost:11434/v1", "http://[::1]:8080/v1"])
def test_loopback_server_needs_no_key(url):
    assert Settings.from_env({"OPENAI_BASE_URL": url}).api_key is None


def test_flags_win_over_environment():
    s = Settings.from_env({"OPENAI_BASE_URL": "https://a.example/v1"}, base_url="http://127.0.0.1:9/v1", chat_model="m")
    assert (s.base_url, s.chat_model) == ("http://127.0.0.1:9/v1", "m")


def test_chat_key_is_not_sent_to_a_separate_embedding_server():
    s = Settings.from_env({"OPENROUTER_API_KEY": "or-key", "AGENT_EMBED_BASE_URL": "http://127.0.0.1:8081/v1"})
    assert s.embed_base_url == "http://127.0.0.1:8081/v1" and s.embed_api_key is None


@pytest.mark.parametrize("url", ["ftp://example.com/v1", "localhost:8080/v1", "not a url", "http:///v1"])
def test_bad_base_url_is_a_config_error(url):
    with pytest.raises(ConfigError, match="http"):
        Settings.from_env({"OPENAI_BASE_URL": url})


def test_bad_embedding_base_url_is_a_config_error():
    with pytest.raises(ConfigError, match="embedding base URL"):
        Settings.from_env({"OPENROUTER_API_KEY": "k", "AGENT_EMBED_BASE_URL": "127.0.0.1:8081"})


@pytest.mark.parametrize("price", ["abc", "1,5", "-1"])
def test_bad_price_is_a_config_error(price):
    with pytest.raises(ConfigError, match="AGENT_PRICE_INPUT"):
        Settings.from_env({"OPENROUTER_API_KEY": "k", "AGENT_PRICE_INPUT": price})


def test_prices_are_read():
    s = Settings.from_env({"OPENROUTER_API_KEY": "k", "AGENT_PRICE_INPUT": "0.5", "AGENT_PRICE_OUTPUT": "2"})
    assert (s.price_input, s.price_output) == (0.5, 2.0)


def test_api_key_is_not_in_repr():
    s = Settings.from_env({"OPENROUTER_API_KEY": SECRET})
    assert SECRET not in repr(s)
    assert SECRET not in repr(ModelClient(s, transport=ScriptedServer().transport))


# --- requests and retries --------------------------------------------------------------------


def test_chat_returns_the_message_and_sends_model_tools_and_key():
    server = ScriptedServer()
    server.enqueue("hi")
    tools = [{"type": "function", "function": {"name": "t", "parameters": {}}}]
    assert client(server).chat([{"role": "user", "content": "hello"}], tools)["content"] == "hi"
    sent = server.requests[0]
    assert sent.path == "/v1/chat/completions"
    assert sent.json["tools"] == tools and sent.json["messages"][0]["content"] == "hello"
    assert sent.headers["authorization"] == "Bearer test-key"


def test_embed_returns_unit_rows_and_shared_words_are_close():
    server = ScriptedServer()
    rows = client(server).embed(["caddy proxy address", "the caddy proxy", "sqlite database file"])
    assert rows.shape == (3, 256)
    assert np.allclose(np.linalg.norm(rows, axis=1), 1.0)
    assert rows[0] @ rows[1] > rows[0] @ rows[2]


def test_retries_on_429_and_503_then_succeeds():
    server, sleeps = ScriptedServer(), []
    server.fail(1, status=429)
    server.fail(1, status=503)
    server.enqueue("ok")
    assert client(server, sleep=sleeps.append).chat([])["content"] == "ok"
    assert len(server.requests) == 3
    assert sleeps == [1.0, 2.0]


def test_retries_give_up_after_max_retries():
    server = ScriptedServer()
    server.fail(10, status=502)
    with pytest.raises(UnreachableError, match="HTTP 502.*3 attempts"):
        client(server, max_retries=2).chat([])
    assert len(server.requests) == 3


def test_timeouts_are_retried_then_unreachable():
    server, sleeps = ScriptedServer(), []
    server.fail(5, error=httpx.ReadTimeout)
    with pytest.raises(UnreachableError, match="timed out"):
        client(server, sleep=sleeps.append).chat([])
    assert len(server.requests) == 5
    assert sleeps == [1.0, 2.0, 4.0, 8.0]


def test_connection_refused_names_the_url():
    server = ScriptedServer()
    server.fail(5, error=httpx.ConnectError)
    with pytest.raises(UnreachableError, match=f"{BASE_URL}/chat/completions.*could not connect"):
        client(server).chat([])


def test_401_is_an_auth_error_that_names_the_key_variable():
    server = ScriptedServer()
    server.fail(1, status=401)
    with pytest.raises(AuthError, match="(?i)check OPENROUTER_API_KEY"):
        client(server).chat([])
    assert len(server.requests) == 1


def test_400_is_a_bad_request_and_is_not_retried():
    server = ScriptedServer()
    server.fail(3, status=400, body={"error": {"message": "model not found"}})
    with pytest.raises(BadRequestError, match="model not found"):
        client(server).chat([])
    assert len(server.requests) == 1


@pytest.mark.parametrize(
    ("body", "prompt", "context"),
    [
        (  # llama-server (tools/server/server-task.cpp, server_task_result_error::to_json)
            {
                "error": {
                    "code": 400,
                    "message": "the request exceeds the available context size, try increasing it",
                    "type": "exceed_context_size_error",
                    "n_prompt_tokens": 40123,
                    "n_ctx": 32768,
                }
            },
            40123,
            32768,
        ),
        (  # OpenAI
            {
                "error": {
                    "message": "This model's maximum context length is 8192 tokens. However, your messages "
                    "resulted in 8227 tokens. Please reduce the length of the messages.",
                    "type": "invalid_request_error",
                    "code": "context_length_exceeded",
                }
            },
            8227,
            8192,
        ),
        (  # OpenRouter: only the message says it
            {
                "error": {
                    "message": "This endpoint's maximum context length is 131072 tokens. However, you requested "
                    "about 138956 tokens (7884 of text input, 131072 in the output).",
                    "code": 400,
                }
            },
            138956,
            131072,
        ),
        ({"error": {"message": "context too long", "code": "context_length_exceeded"}}, None, None),
    ],
)
def test_a_prompt_over_the_context_is_a_context_length_error_with_its_sizes(body, prompt, context):
    server = ScriptedServer()
    server.fail(3, status=400, body=body)
    with pytest.raises(ContextLengthError, match="longer than the model's context") as caught:
        client(server).chat([])
    assert (caught.value.prompt_tokens, caught.value.context) == (prompt, context)
    assert isinstance(caught.value, BadRequestError)  # callers that catch 400s still catch it
    assert len(server.requests) == 1


def test_other_400s_are_not_context_errors():
    server = ScriptedServer()
    server.fail(1, status=400, body={"error": {"message": "tools are not supported", "type": "invalid_request_error"}})
    with pytest.raises(BadRequestError) as caught:
        client(server).chat([])
    assert not isinstance(caught.value, ContextLengthError)


def test_error_with_status_200_is_a_bad_request():
    """OpenRouter reports some failures as HTTP 200 with an ``error`` object."""
    server = ScriptedServer()
    server.fail(1, status=200, body={"error": {"message": "no endpoints"}})
    with pytest.raises(BadRequestError, match="no endpoints"):
        client(server).chat([])


def test_answer_without_choices_is_a_provider_error():
    server = ScriptedServer()
    server.fail(1, status=200, body={"choices": []})
    with pytest.raises(ProviderError, match="choices"):
        client(server).chat([])


def test_embedding_answer_of_wrong_length_is_a_provider_error():
    server = ScriptedServer()
    server.fail(1, status=200, body={"data": [{"index": 0, "embedding": [1.0]}]})
    with pytest.raises(ProviderError, match="2 embeddings"):
        client(server).embed(["a", "b"])


@pytest.mark.parametrize(
    "failure",
    [
        {"status": 401},
        {"status": 400},
        {"status": 503},
        {"error": httpx.ReadTimeout},
        {"error": httpx.ConnectError},
        {"status": 200, "body": {"choices": None}},
    ],
)
def test_api_key_never_appears_in_error_messages(failure):
    server = ScriptedServer()
    server.fail(5, **failure)
    with pytest.raises(ProviderError) as caught:
        ModelClient(Settings(base_url=BASE_URL, api_key=SECRET), transport=server.transport, sleep=lambda s: None).chat(
            []
        )
    assert SECRET not in str(caught.value)
    assert server.requests[0].headers["authorization"] == f"Bearer {SECRET}"


# --- usage and cost --------------------------------------------------------------------------


def test_provider_cost_is_used_when_present():
    server = ScriptedServer()
    server.enqueue("a", usage={"prompt_tokens": 10, "completion_tokens": 2}, cost=0.0042)
    c = client(server, price_input=100.0, price_output=100.0)
    c.chat([])
    call = c.calls[-1]
    assert (call.kind, call.input_tokens, call.output_tokens) == ("chat", 10, 2)
    assert (call.cost, call.cost_source) == (0.0042, "provider")


def test_price_table_is_used_without_provider_cost():
    server = ScriptedServer()
    server.enqueue("a", usage={"prompt_tokens": 1000, "completion_tokens": 500})
    c = client(server, price_input=1.0, price_output=2.0)
    c.chat([])
    assert c.calls[-1].cost == pytest.approx(0.002)
    assert c.calls[-1].cost_source == "price table"


def test_cost_is_unknown_without_provider_cost_or_prices():
    server = ScriptedServer()
    server.enqueue("a")
    c = client(server)
    c.chat([])
    assert (c.calls[-1].cost, c.calls[-1].cost_source) == (None, "unknown")


def test_embedding_calls_are_recorded():
    c = client(ScriptedServer())
    c.embed(["x"])
    assert c.calls[-1].kind == "embedding" and c.calls[-1].input_tokens > 0


def test_failed_calls_are_not_recorded():
    server = ScriptedServer()
    server.fail(1, status=400)
    c = client(server)
    with pytest.raises(BadRequestError):
        c.chat([])
    assert c.calls == []
