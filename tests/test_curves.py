"""Growth and cost curves on made-up token counts (test data, not a run)."""

from __future__ import annotations

import pandas as pd
import pytest

from evals.curves import Price, curves


def frame(**columns: list[float]) -> pd.DataFrame:
    return pd.DataFrame(columns, index=[f"s{i}" for i in range(1, len(next(iter(columns.values()))) + 1)])


def run(tokens_in: pd.DataFrame, failed: pd.DataFrame | None = None):
    tokens_out = tokens_in * 0 + 100
    failed = failed if failed is not None else tokens_in.astype(bool) & False
    return curves(tokens_in, tokens_out, failed, Price(input=1.0, output=2.0))


def test_history_grows_linearly_and_notes_stay_flat():
    c = run(frame(history=[1000, 2000, 3000, 4000, 5000], notes=[2500] * 5))
    fit = c.fit.set_index("approach")
    assert fit.loc["history", "input tokens per session, slope"] == pytest.approx(1000)
    assert fit.loc["notes", "input tokens per session, slope"] == pytest.approx(0)


def test_crossover_is_the_first_session_from_which_notes_stay_cheaper():
    c = run(frame(history=[1000, 2000, 3000, 4000, 5000], notes=[2500] * 5))
    # cumulative: history 1k 3k 6k 10k 15k; notes 2.5k 5k 7.5k 10k 12.5k -> strictly cheaper from s5 on (equal at s4)
    assert c.crossover == 5


def test_no_crossover_when_notes_never_get_cheaper():
    assert run(frame(history=[100] * 4, notes=[200] * 4)).crossover is None


def test_cost_uses_the_stated_price():
    c = run(frame(history=[1_000_000, 1_000_000], notes=[0, 0]))
    # 1M input at $1/M plus 100 output tokens at $2/M per session
    assert c.cumulative_cost["history"].tolist() == pytest.approx([1.0002, 2.0004])


def test_projection_grows_quadratically_for_a_linear_approach():
    c = run(frame(history=[1000, 2000, 3000, 4000], notes=[500] * 4))
    fit = c.fit.set_index("approach")
    h100, h1000 = (
        fit.loc["history", "projected cost at 100 sessions ($)"],
        fit.loc["history", "projected cost at 1000 sessions ($)"],
    )
    n100, n1000 = (
        fit.loc["notes", "projected cost at 100 sessions ($)"],
        fit.loc["notes", "projected cost at 1000 sessions ($)"],
    )
    assert h1000 / h100 == pytest.approx(100, rel=0.05)  # sum of a line: ~N^2
    assert n1000 / n100 == pytest.approx(10, rel=0.01)  # flat: ~N


def test_failed_sessions_are_left_out_of_the_fit():
    tokens = frame(history=[1000, 2000, 0, 0], notes=[500] * 4)
    failed = frame(history=[False, False, True, True], notes=[False] * 4)
    fit = run(tokens, failed).fit.set_index("approach")
    assert fit.loc["history", "sessions fitted"] == 2
    assert fit.loc["history", "input tokens per session, slope"] == pytest.approx(1000)


def test_outgrowing_the_context_is_fitted_on_the_largest_prompt():
    tokens = frame(history=[1000, 2000, 3000, 4000], notes=[5000] * 4)
    largest = frame(history=[1000, 2000, 3000, 4000], notes=[900] * 4)  # notes: many small calls
    c = curves(tokens, tokens * 0 + 100, tokens.astype(bool) & False, Price(), largest, context=10_000)
    fit = c.fit.set_index("approach")
    assert fit.loc["history", "outgrows 10,000 tokens at session"] == 11  # 1000 * n > 10000 from n = 11
    assert pd.isna(fit.loc["notes", "outgrows 10,000 tokens at session"])  # flat: never


def test_a_prompt_already_over_the_context_is_measured_not_fitted():
    tokens = frame(history=[1000, 2000, 0, 0])
    largest = frame(history=[1000, 2000, 12000, 12000])  # refused prompts, counted at their stated size
    failed = frame(history=[False, False, True, True])
    fit = curves(tokens, tokens * 0, failed, Price(), largest, context=10_000).fit.set_index("approach")
    assert fit.loc["history", "outgrows 10,000 tokens at session"] == 3


def test_a_falling_fit_is_projected_flat_at_the_mean_not_down_to_zero():
    c = run(frame(notes=[3000, 1000, 2500, 500]))  # noisy, no growth; the fitted line falls
    fit = c.fit.set_index("approach")
    assert fit.loc["notes", "input tokens per session, slope"] < 0  # the table still shows the raw fit
    # mean 1750 input tokens ($1/M) plus 100 output tokens ($2/M) per session, for 1000 sessions
    assert fit.loc["notes", "projected cost at 1000 sessions ($)"] == pytest.approx(1000 * (1750 + 200) / 1e6)
