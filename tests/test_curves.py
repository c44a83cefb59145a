"""Growth and cost curves on made-up token counts (test data, not a run)."""

from __future__ import annotations

import pandas as pd
import pytest

from evals.curves import MULTIPLE, Price, curves


def frame(**columns: list[float]) -> pd.DataFrame:
    return pd.DataFrame(columns, index=[f"s{i}" for i in range(1, len(next(iter(columns.values()))) + 1)])


def run(tokens_in: pd.DataFrame, failed: pd.DataFrame | None = None, **kwargs):
    tokens_out = tokens_in * 0 + 100
    failed = failed if failed is not None else tokens_in.astype(bool) & False
    return curves(tokens_in, tokens_out, failed, Price(input=1.0, output=2.0), **kwargs)


def test_history_grows_linearly_and_notes_stay_flat():
    c = run(frame(history=[1000, 2000, 3000, 4000, 5000], notes=[2500] * 5))
    fit = c.fit.set_index("approach")
    assert fit.loc["history", "input tokens per session, slope"] == pytest.approx(1000)
    assert fit.loc["notes", "input tokens per session, slope"] == pytest.approx(0)
    assert bool(fit.loc["history", "grows"]) and not bool(fit.loc["notes", "grows"])
    assert fit.loc["history", "R²"] == 1.0 and fit.loc["history", "residual sd"] == 0.0
    assert fit.loc["history", "fitted on"] == "1-5"


def test_the_slope_interval_and_r2_match_a_hand_computed_fit():
    # y = 1 3 2 5 4 on n = 1..5: slope 0.8, SSE 3.6, SST 10, se sqrt(1.2/10), t(0.975, 3) = 3.182
    fit = run(frame(notes=[1, 3, 2, 5, 4])).fit.set_index("approach").loc["notes"]
    half = 3.182 * (1.2 / 10) ** 0.5
    assert fit["input tokens per session, slope"] == pytest.approx(0.8)
    assert (fit["slope 95% low"], fit["slope 95% high"]) == pytest.approx((0.8 - half, 0.8 + half), abs=0.06)
    assert fit["R²"] == pytest.approx(0.64)
    assert fit["residual sd"] == pytest.approx(1.2**0.5, abs=0.05)
    assert not fit["grows"]  # the interval holds 0: noise, not a trend


def test_crossover_is_the_first_session_from_which_notes_stay_cheaper():
    c = run(frame(history=[1000, 2000, 3000, 4000, 5000], notes=[2500] * 5))
    # cumulative: history 1k 3k 6k 10k 15k; notes 2.5k 5k 7.5k 10k 12.5k -> strictly cheaper from s5 on (equal at s4)
    assert c.crossover == 5


def test_no_crossover_when_notes_never_get_cheaper():
    c = run(frame(history=[100] * 4, notes=[200] * 4))
    assert c.crossover is None and c.projected_crossover is None


def test_a_crossover_past_the_measured_sessions_is_found_on_the_projection_within_the_horizon():
    c = run(frame(history=[100, 200, 300, 400], notes=[600] * 4))  # history catches up at about session 11
    assert c.crossover is None
    assert c.projected_crossover is not None and 4 < c.projected_crossover <= c.horizon


def test_a_crossover_beyond_the_horizon_is_not_reported():
    c = run(frame(history=[100, 110, 120, 130], notes=[5000] * 4))
    assert c.projected_crossover is None  # said as "not within 12 sessions" in the report


def test_cost_uses_the_stated_price():
    c = run(frame(history=[1_000_000, 1_000_000], notes=[0, 0]))
    # 1M input at $1/M plus 100 output tokens at $2/M per session
    assert c.cumulative_cost["history"].tolist() == pytest.approx([1.0002, 2.0004])


def test_projections_stop_at_a_stated_multiple_of_the_sessions_measured():
    """Regression (issue 11, defect 6): 34 sessions were projected to 1,000 (29x the data)."""
    c = run(frame(history=[1000, 2000, 3000, 4000], notes=[500] * 4))
    assert (c.measured, c.horizon) == (4, MULTIPLE * 4)
    projected = [col for col in c.fit.columns if col.startswith("projected cost at")]
    assert projected == [f"projected cost at {MULTIPLE * 4} sessions ($)"]
    fit = c.fit.set_index("approach")
    # history: the measured sessions, then the exact line 1000 n, plus 100 output tokens at $2/M each session
    n = range(1, MULTIPLE * 4 + 1)
    assert fit.loc["history", projected[0]] == pytest.approx(sum(1000 * i + 200 for i in n) / 1e6)
    assert fit.loc["notes", projected[0]] == pytest.approx(MULTIPLE * 4 * (500 + 200) / 1e6)


def test_a_noisy_rising_fit_is_projected_flat_at_the_mean():
    """Regression (issue 11, defect 6): the sign of a noisy slope made the oracle grow."""
    tokens = [3000, 500, 2800, 4000, 900, 3500, 1200, 4200]  # slope > 0, but its interval holds 0
    c = run(frame(oracle=tokens))
    fit = c.fit.set_index("approach").loc["oracle"]
    assert fit["input tokens per session, slope"] > 0 and fit["slope 95% low"] < 0
    assert not fit["grows"]
    mean = sum(tokens) / len(tokens)
    expected = (sum(tokens) + 8 * 200 + (c.horizon - 8) * (mean + 200)) / 1e6
    assert fit[f"projected cost at {c.horizon} sessions ($)"] == pytest.approx(expected)


def test_a_falling_fit_is_projected_flat_at_the_mean_not_down_to_zero():
    c = run(frame(notes=[3000, 1000, 2500, 500]))  # noisy, no growth; the fitted line falls
    fit = c.fit.set_index("approach")
    assert fit.loc["notes", "input tokens per session, slope"] < 0  # the table still shows the raw fit
    # mean 1750 input tokens ($1/M) plus 100 output tokens ($2/M) per session, for 12 sessions
    assert fit.loc["notes", "projected cost at 12 sessions ($)"] == pytest.approx(12 * (1750 + 200) / 1e6)


def test_an_approach_known_to_be_flat_is_projected_flat_even_on_a_clean_rising_line():
    c = run(frame(oracle=[1000, 2000, 3000, 4000]), flat=frozenset({"oracle"}))
    fit = c.fit.set_index("approach").loc["oracle"]
    assert not fit["grows"]
    assert fit["projected cost at 12 sessions ($)"] == pytest.approx((10_000 + 8 * 2500 + 12 * 200) / 1e6)


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


def test_outgrowing_past_the_horizon_is_not_a_number():
    tokens = frame(history=[1000, 2000, 3000, 4000])
    c = curves(tokens, tokens * 0, tokens.astype(bool) & False, Price(), tokens, context=100_000)
    assert pd.isna(c.fit.set_index("approach").loc["history", "outgrows 100,000 tokens at session"])  # session 100


def test_without_a_context_there_is_no_outgrow_column():
    """Regression (issue 11, defect 6): the context was assumed to be 32,768 tokens."""
    tokens = frame(history=[1000, 2000, 3000, 4000])
    c = curves(tokens, tokens * 0, tokens.astype(bool) & False, Price(), tokens)
    assert c.context is None and c.outgrow_column is None
    assert not [col for col in c.fit.columns if col.startswith("outgrows")]


def test_a_prompt_already_over_the_context_is_measured_not_fitted():
    tokens = frame(history=[1000, 2000, 0, 0])
    largest = frame(history=[1000, 2000, 12000, 12000])  # refused prompts, counted at their stated size
    failed = frame(history=[False, False, True, True])
    fit = curves(tokens, tokens * 0, failed, Price(), largest, context=10_000).fit.set_index("approach")
    assert fit.loc["history", "outgrows 10,000 tokens at session"] == 3
