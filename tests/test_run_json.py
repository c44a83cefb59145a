"""run.json: the prices a run was recorded with are kept, and price its replay (scripted doubles only)."""

from __future__ import annotations

import json
from pathlib import Path

import httpx
import pytest

from agent.client import ModelClient, Settings
from evals.cassettes import CASSETTES, RunInfo, slug
from evals.plan import Options, make_plan
from evals.scenario import DEFAULT_SCENARIO

BASE = "http://127.0.0.1:9/v1"
ENV = {"OPENAI_BASE_URL": BASE, "AGENT_CHAT_MODEL": "m", "AGENT_PRICE_INPUT": "0.5", "AGENT_PRICE_OUTPUT": "2"}


@pytest.fixture(autouse=True)
def clean_env(monkeypatch):
    """No price or URL from the developer's shell may reach a test."""
    for name in ("AGENT_PRICE_INPUT", "AGENT_PRICE_OUTPUT", "OPENAI_BASE_URL", "AGENT_CHAT_MODEL"):
        monkeypatch.delenv(name, raising=False)


def chat_cost(settings: Settings) -> tuple[float | None, str]:
    """One chat call answered with 1,000 input and 500 output tokens and no cost: what the client makes of it."""

    def handle(request: httpx.Request) -> httpx.Response:
        message = {"role": "assistant", "content": "hi"}
        usage = {"prompt_tokens": 1000, "completion_tokens": 500}
        return httpx.Response(200, json={"choices": [{"message": message}], "usage": usage})

    with ModelClient(settings, transport=httpx.MockTransport(handle)) as client:
        client.chat([{"role": "user", "content": "hi"}])
        return client.calls[0].cost, client.calls[0].cost_source


def recorded(folder: Path) -> RunInfo:
    RunInfo.from_settings(Settings.from_env(ENV), "here").save(folder)
    return RunInfo.load(folder)


def test_a_run_recorded_with_prices_replays_with_its_cost(tmp_path):
    """Regression (review item 4): run.json kept no AGENT_PRICE_* prices: a priced recording replayed without cost."""
    run = recorded(tmp_path)
    assert json.loads((tmp_path / "run.json").read_text())["price_input"] == 0.5
    assert (run.price_input, run.price_output) == (0.5, 2.0)
    assert chat_cost(run.settings()) == (pytest.approx((1000 * 0.5 + 500 * 2.0) / 1e6), "price table")


def test_the_environment_overrides_a_recorded_price_each_on_its_own(tmp_path, monkeypatch):
    run = recorded(tmp_path)
    monkeypatch.setenv("AGENT_PRICE_INPUT", "1")
    settings = run.settings()
    assert (settings.price_input, settings.price_output) == (1.0, 2.0)


def test_an_old_run_json_without_prices_loads_and_its_cost_stays_unknown(tmp_path):
    old = {"chat_model": "m", "embed_model": "e", "base_url": BASE, "embed_base_url": BASE, "served_by": "here"}
    (tmp_path / "run.json").write_text(json.dumps(old), encoding="utf-8")
    run = RunInfo.load(tmp_path)
    assert (run.price_input, run.price_output) == (None, None)
    assert chat_cost(run.settings()) == (None, "unknown")


def test_the_shipped_run_json_files_load_without_prices():
    runs = [RunInfo.load(p.parent) for p in CASSETTES.glob("*/*/run.json")]
    assert runs and all(r.price_input is None and r.price_output is None for r in runs)


@pytest.mark.parametrize("bad", ["0.5", -1, True])
def test_a_run_json_with_a_bad_price_is_refused(tmp_path, bad):
    data = {"chat_model": "m", "embed_model": "e", "base_url": BASE, "embed_base_url": BASE, "served_by": "x"}
    (tmp_path / "run.json").write_text(json.dumps({**data, "price_output": bad}), encoding="utf-8")
    with pytest.raises(ValueError, match="'price_output' must be \\$ per million tokens"):
        RunInfo.load(tmp_path)


def test_the_replay_plan_prices_with_the_recorded_prices_and_says_so(tmp_path):
    recorded(tmp_path / slug("m") / "short")
    plan = make_plan(Options(scenario=str(DEFAULT_SCENARIO), cassettes=str(tmp_path), baselines=str(tmp_path)))
    assert (plan.settings.price_input, plan.settings.price_output) == (0.5, 2.0)
    assert (plan.run.price_input, plan.run.price_output) == (0.5, 2.0)  # report.json's run states them
