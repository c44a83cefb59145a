"""Where cassettes live, how they are matched and scrubbed, and what run they belong to.

Layout: ``cassettes/<chat model>/<scenario>/<approach>/<session>.yaml`` beside a ``run.json``
that names the models and base URLs of the recording, so replay needs no key and no flags and
several models' runs sit side by side.

This is the one module that knows vcrpy: its matcher, its errors, and what a cassette played.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import asdict, dataclass, replace
from functools import lru_cache
from pathlib import Path

from vcr import matchers
from vcr.cassette import Cassette
from vcr.errors import CannotOverwriteExistingCassetteException as ReplayMiss

from agent.client import Settings, env_price

__all__ = [
    "CASSETTES",
    "Cassette",
    "ReplayMiss",
    "RunInfo",
    "find_run",
    "json_body",
    "replay_error",
    "rerecord_hint",
    "slug",
    "unplayed",
    "vcr_config",
]

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
    # $ per million tokens (AGENT_PRICE_INPUT, AGENT_PRICE_OUTPUT) that priced calls the provider did not
    # price; None: none was set (run.json files written before prices were recorded), so cost is unknown
    price_input: float | None = None
    price_output: float | None = None

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
            s.price_input,
            s.price_output,
        )

    def settings(self) -> Settings:
        """Settings that replay these cassettes: same models, paths, retries and prices as recording, no key.

        AGENT_PRICE_INPUT and AGENT_PRICE_OUTPUT, when set, price the replay instead of the recorded
        prices (each on its own): a cassette holds tokens, and a price is only an assumption about them.
        """
        return Settings(
            base_url=self.base_url,
            chat_model=self.chat_model,
            embed_model=self.embed_model,
            embed_base_url=self.embed_base_url,
            embed_input=self.embed_input,
            guard_model=self.guard_model,
            price_input=_or(env_price("AGENT_PRICE_INPUT"), self.price_input),
            price_output=_or(env_price("AGENT_PRICE_OUTPUT"), self.price_output),
        )

    def priced_as(self, settings: Settings) -> RunInfo:
        """This run with the prices ``settings`` use, so that the report states what its costs assumed."""
        return replace(self, price_input=settings.price_input, price_output=settings.price_output)

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
        for name in ("price_input", "price_output"):
            price = getattr(run, name)
            if price is not None and (type(price) not in (int, float) or price < 0):
                raise ValueError(f"{path}: {name!r} must be $ per million tokens (0 or more) or null, got {price!r}")
        return run


def _or(given: float | None, recorded: float | None) -> float | None:
    return recorded if given is None else given


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
    # every key shape starts with "sk-": vcrpy filters each request several times per replayed call
    return KEY_SHAPES.sub(SCRUBBED.encode(), body) if b"sk-" in body else body


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


@lru_cache(maxsize=512)
def _canonical(body: bytes) -> object:
    """A body as parsed JSON (or as it is, when it is not JSON); cached, as the same body is compared often."""
    try:
        return json.loads(body)
    except (UnicodeDecodeError, ValueError):
        return body


def json_body(new, recorded) -> bool:
    """vcrpy matcher: the bodies are equal as JSON (key order and spacing aside), or as bytes.

    vcrpy's own ``body`` matcher builds a unified diff for every recorded request that does not
    match, matched or not in the end; this one only compares, and ``replay_error`` explains a
    request that matched nothing.
    """
    a, b = new.body, recorded.body
    if a == b:
        return True
    if not isinstance(a, bytes) or not isinstance(b, bytes):
        return False
    return _canonical(a) == _canonical(b)


def vcr_config() -> dict:
    """Match on what we send, so a changed prompt or tool schema cannot replay a stale answer."""
    return {
        "match_on": ["method", "path", "json_body"],  # json_body is registered by evals.plugin
        "before_record_request": _scrub_request,
        "before_record_response": _scrub_response,
        "decode_compressed_response": True,
        "allow_playback_repeats": False,
    }


def rerecord_hint(approach: str, options: str = "") -> str:
    """How to record an approach again; said wherever replay fails (``options``: e.g. the scenario)."""
    options = f"{options} " if options else ""
    return (
        f"re-record this approach's sessions (later ones depend on earlier ones) with: "
        f"pytest evals {options}-k '{approach}-' --record-mode=rewrite, with OPENROUTER_API_KEY set or "
        "OPENAI_BASE_URL pointing at a server (README: 'Recording')"
    )


def replay_error(case_id: str, approach: str, cassette: Cassette | None, exc: ReplayMiss, options: str = "") -> tuple:
    """(error kind, message) for a request the cassette could not answer: "missing" or "replay"."""
    where = getattr(cassette, "path", None) or getattr(exc.cassette, "_path", None) or "(unknown cassette)"
    reason = getattr(exc, "reason", "")
    if reason == "cassette_not_found" or not Path(where).exists():
        kind, what = "missing", f"cassette {where} is missing"
    elif reason == "already_played":
        kind, what = "replay", f"cassette {where} holds fewer answers than this session now asks for"
    else:
        kind, what = (
            "replay",
            (
                f"cassette {where} has no recorded request that matches this one: the prompt, the tool "
                "schemas, the model or an earlier session changed since it was recorded"
            ),
        )
    first = str(exc).splitlines()[0] if str(exc) else ""
    message = f"{case_id}: {what}; {rerecord_hint(approach, options)}. (vcrpy: {first[:300]})"
    diff = _explain(exc)
    return kind, message + (f"\nHow this request differs from the next unplayed recorded one:\n{diff}" if diff else "")


def _explain(exc: ReplayMiss) -> str:
    """vcrpy's body diff against the first unplayed recorded request to the same path: made only on failure."""
    cassette, request = exc.cassette, exc.failed_request
    if request is None:
        return ""
    for index, (recorded, _) in enumerate(cassette.data):
        if cassette.play_counts[index] == 0 and recorded.path == request.path:
            try:
                matchers.body(request, recorded)
            except AssertionError as diff:
                return str(diff)
            return ""
    return ""


def unplayed(case_id: str, approach: str, cassette: Cassette, options: str = "") -> str | None:
    """A replayed cassette must be played in full: calls left over mean the code no longer makes them."""
    if not cassette.write_protected:  # recording: what it adds is new, not left over
        return None
    total, played = len(cassette), len(cassette.play_counts)
    if played >= total:
        return None
    return (
        f"{case_id}: cassette {cassette.path} was played only in part: {played} of its {total} recorded calls. "
        f"The session now makes fewer calls than were recorded (a lower turn cap, a changed loop or prompt); "
        f"{rerecord_hint(approach, options)}"
    )
