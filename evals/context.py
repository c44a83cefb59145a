"""The chat model's context size, as its server reports it or as the user states it.

The growth report says from which session a prompt would no longer fit; that figure is only as
good as the context it is measured against, so the context comes from the server (llama-server
answers GET /props with ``default_generation_settings.n_ctx``, and GET /slots with each slot's
``n_ctx``) or from a value the user gives, and run.json says which. A hosted API that reports
neither gets None: the report then says the context is unknown instead of assuming one.
"""

from __future__ import annotations

import httpx

__all__ = ["measure_context", "server_context"]

TIMEOUT_S = 3.0


def server_context(
    base_url: str, transport: httpx.BaseTransport | None = None, timeout: float = TIMEOUT_S
) -> int | None:
    """The context (tokens per slot) the server at ``base_url`` reports, or None if it says nothing usable."""
    found = _ask(base_url, transport, timeout)
    return None if found is None else found[0]


def measure_context(
    base_url: str, given: int | None = None, transport: httpx.BaseTransport | None = None
) -> tuple[int | None, str | None]:
    """(context, where it came from) for run.json: a value the user gave wins, else the server's answer."""
    if given is not None:
        return given, "given with --context, not measured"
    found = _ask(base_url, transport, TIMEOUT_S)
    if found is None:
        return None, None
    return found[0], f"n_ctx reported by the server at {found[1]}"


def _ask(base_url: str, transport: httpx.BaseTransport | None, timeout: float) -> tuple[int, str] | None:
    """(n_ctx, the URL that said it) from /props, else /slots, beside the OpenAI-style /v1 path."""
    root = base_url.rstrip("/").removesuffix("/v1")
    try:
        with httpx.Client(transport=transport, timeout=timeout) as client:
            for path, find in (("/props", _from_props), ("/slots", _from_slots)):
                try:
                    response = client.get(root + path)
                    found = find(response.json()) if response.status_code == 200 else None
                except (httpx.HTTPError, ValueError):
                    continue
                if found is not None:
                    return found, root + path
    except httpx.HTTPError:
        return None
    return None


def _from_props(data: object) -> int | None:
    if not isinstance(data, dict):
        return None
    settings = data.get("default_generation_settings")
    return _positive(settings.get("n_ctx") if isinstance(settings, dict) else data.get("n_ctx"))


def _from_slots(data: object) -> int | None:
    if not isinstance(data, list) or not data or not isinstance(data[0], dict):
        return None
    return _positive(data[0].get("n_ctx"))


def _positive(value: object) -> int | None:
    return value if type(value) is int and value > 0 else None
