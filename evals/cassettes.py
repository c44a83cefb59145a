"""Where cassettes live, how they are matched and scrubbed, and what run they belong to.

Layout: ``cassettes/<chat model>/<scenario>/<approach>/<session>.yaml`` beside a ``run.json``
that names the models and base URLs of the recording, so replay needs no key and no flags and
several models' runs sit side by side.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import asdict, dataclass
from pathlib import Path

from agent.client import Settings

__all__ = ["CASSETTES", "RunInfo", "find_run", "rerecord_hint", "slug", "vcr_config"]

CASSETTES = Path(__file__).resolve().parent.parent / "cassettes"
SECRET_HEADERS = ("authorization", "x-api-key", "api-key", "cookie", "set-cookie", "openai-organization")
SECRET_ENV = ("OPENROUTER_API_KEY", "OPENAI_API_KEY", "AGENT_EMBED_API_KEY")
SCRUBBED = "<scrubbed>"
KEY_SHAPES = re.compile(rb"(sk-or-v1-[A-Za-z0-9]+|sk-[A-Za-z0-9_-]{20,})")


@dataclass(frozen=True)
class RunInfo:
    """The models and endpoints a set of cassettes was recorded against (never the key)."""

    chat_model: str
    embed_model: str
    base_url: str
    embed_base_url: str
    served_by: str
    context: int | None = None  # tokens the chat model's server holds; None when neither measured nor given
    context_source: str | None = None  # where ``context`` came from: the server's answer, or --context as given
    # how queries and documents were told apart (agent.client.EMBED_INPUTS); run.json files written
    # before the setting existed sent neither, which is "none"
    embed_input: str = "none"
    guard_model: str | None = None  # the note guard's model question (layer 3), if it was on

    @classmethod
    def from_settings(
        cls, s: Settings, served_by: str, context: int | None = None, context_source: str | None = None
    ) -> RunInfo:
        """What to write beside freshly recorded cassettes (``context``: see evals.context.measure_context)."""
        base = s.embed_base_url or s.base_url
        return cls(
            s.chat_model,
            s.embed_model,
            s.base_url,
            base,
            served_by,
            context,
            context_source,
            s.embed_convention,
            s.guard_model,
        )

    def settings(self) -> Settings:
        """Settings that replay these cassettes: same models, paths and retries as recording, no key."""
        return Settings(
            base_url=self.base_url,
            chat_model=self.chat_model,
            embed_model=self.embed_model,
            embed_base_url=self.embed_base_url,
            embed_input=self.embed_input,
            guard_model=self.guard_model,
        )

    def save(self, folder: Path) -> None:
        """Write run.json; keys are not fields, so none can reach it."""
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "run.json").write_text(json.dumps(asdict(self), indent=2) + "\n", encoding="utf-8")

    @classmethod
    def load(cls, folder: Path) -> RunInfo:
        """Read run.json, with an error that says how to make one."""
        path = folder / "run.json"
        try:
            run = cls(**json.loads(path.read_text(encoding="utf-8")))
        except (OSError, ValueError, TypeError) as exc:
            raise ValueError(f"{path} is missing or unreadable ({exc}); record the run first (see README)") from exc
        if run.context is not None and (type(run.context) is not int or run.context < 1):
            raise ValueError(f"{path}: 'context' must be a positive number of tokens or null, got {run.context!r}")
        return run


def slug(model: str) -> str:
    """A folder name for a model id: 'xiaomi/mimo-v2.6-pro' -> 'xiaomi--mimo-v2.6-pro'."""
    return re.sub(r"[^A-Za-z0-9._-]+", "-", model.replace("/", "--")).strip("-") or "model"


def find_run(scenario: str, chat_model: str | None, root: Path = CASSETTES) -> Path:
    """The folder to replay: the named model's, or the only recorded one for this scenario."""
    if chat_model:
        folder = root / slug(chat_model) / scenario
        if not (folder / "run.json").exists():
            raise ValueError(f"no recorded run of scenario {scenario!r} for model {chat_model!r} in {folder}")
        return folder
    found = sorted(p.parent for p in root.glob(f"*/{scenario}/run.json"))
    if len(found) == 1:
        return found[0]
    if not found:
        raise ValueError(
            f"no recorded run of scenario {scenario!r} under {root}: record one with --record-mode=once (see README)"
        )
    names = ", ".join(p.parent.name for p in found)
    raise ValueError(
        f"several recorded runs of {scenario!r} ({names}): choose one with --chat-model or AGENT_CHAT_MODEL"
    )


def _secrets() -> list[bytes]:
    return [os.environ[n].encode() for n in SECRET_ENV if len(os.environ.get(n, "")) >= 8]


def _scrub_bytes(body: bytes) -> bytes:
    for secret in _secrets():
        body = body.replace(secret, SCRUBBED.encode())
    return KEY_SHAPES.sub(SCRUBBED.encode(), body)


def _scrub_request(request):  # vcrpy hook: a vcr.request.Request
    for name in list(request.headers):
        if name.lower() in SECRET_HEADERS:
            del request.headers[name]
    if isinstance(request.body, bytes):
        request.body = _scrub_bytes(request.body)
    return request


def _scrub_response(response: dict) -> dict:  # vcrpy hook: a response dict
    headers = response.get("headers", {})
    for name in list(headers):
        if name.lower() in SECRET_HEADERS:
            del headers[name]
    body = response.get("body", {})
    if isinstance(body.get("string"), bytes):
        body["string"] = _scrub_bytes(body["string"])
    return response


def vcr_config() -> dict:
    """Match on what we send, so a changed prompt or tool schema cannot replay a stale answer."""
    return {
        "match_on": ["method", "path", "body"],
        "before_record_request": _scrub_request,
        "before_record_response": _scrub_response,
        "decode_compressed_response": True,
        "allow_playback_repeats": False,
    }


def rerecord_hint(approach: str) -> str:
    """How to record an approach again; said wherever replay fails."""
    return (
        f"re-record this approach's sessions (later ones depend on earlier ones) with: "
        f"pytest evals -k '{approach}-' --record-mode=rewrite, with OPENROUTER_API_KEY set or OPENAI_BASE_URL "
        "pointing at a server (README: 'Recording')"
    )
