"""Growth and cost: where carrying the history stops being cheaper than notes.

From the tokens each approach used per session: cumulative cost at a stated price, the session
from which notes cost less than history, a straight-line fit of input tokens against session
number, a projection of each approach's cost at 100 and 1,000 sessions, and the session at which
the largest single prompt of a session would no longer fit the model's context. The price and the
context are assumptions stated in the report, not quotes: local models report no cost.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

__all__ = ["Curves", "Price", "curves"]

HORIZONS = (100, 1000)
CONTEXT = 32_768  # tokens; the local stack's llama-server context (evals/localstack/layout.py), stated in the report


@dataclass(frozen=True)
class Price:
    """Dollars per million tokens, stated by whoever runs the report."""

    input: float = 0.30
    output: float = 1.20

    def label(self) -> str:
        """How the price appears next to every figure it produced."""
        return f"${self.input:g} per million input tokens and ${self.output:g} per million output tokens (stated)"


@dataclass
class Curves:
    """The tables behind the growth charts."""

    cumulative_cost: pd.DataFrame  # session x approach, dollars at the stated price
    fit: pd.DataFrame  # approach: slope and intercept of input tokens per session, and the projections
    crossover: int | None  # first session from which notes' cumulative cost stays below history's
    price: Price
    context: int = CONTEXT


def curves(
    tokens_in: pd.DataFrame,
    tokens_out: pd.DataFrame,
    failed: pd.DataFrame,
    price: Price,
    largest: pd.DataFrame | None = None,
    context: int = CONTEXT,
) -> Curves:
    """``tokens_*``: session x approach; ``failed``: True where a session ended in an error (left out of the fit).

    ``largest``: the biggest single prompt of each session (session x approach). A session sums many
    calls, but it is one call's prompt that must fit the context, so that is what the outgrow column fits.
    """
    cost = (tokens_in * price.input + tokens_out * price.output) / 1e6
    cumulative = cost.cumsum()
    rows = []
    n = np.arange(1, len(tokens_in) + 1)
    for approach in tokens_in.columns:
        ok = ~failed[approach].to_numpy(dtype=bool)
        y = tokens_in[approach].to_numpy(dtype=float)
        slope, intercept = _line(n, y, ok)
        out_mean = float(tokens_out[approach].to_numpy(dtype=float)[ok].mean()) if ok.any() else float("nan")
        row = {
            "approach": approach,
            "input tokens per session, slope": round(float(slope), 1),
            "intercept": round(float(intercept), 1),
            "sessions fitted": int(ok.sum()),
        }
        # A falling fit is noise in a flat approach (notes are capped at 100), not a trend to extrapolate:
        # project it flat at the measured mean instead of letting it reach zero.
        grow, base = (slope, intercept) if not slope < 0 else (0.0, float(y[ok].mean()))
        for h in HORIZONS:
            row[f"projected cost at {h} sessions ($)"] = round(_projected(grow, base, out_mean, h, price), 4)
        if largest is not None:
            big = largest[approach].to_numpy(dtype=float)
            big_slope, big_intercept = _line(n, big, ok)
            row["largest prompt, slope"] = round(float(big_slope), 1)
            row[f"outgrows {context:,} tokens at session"] = _outgrows(big_slope, big_intercept, context, big)
        rows.append(row)
    return Curves(cumulative, pd.DataFrame(rows), _crossover(cumulative), price, context)


def _line(n: np.ndarray, y: np.ndarray, ok: np.ndarray) -> tuple[float, float]:
    """Slope and intercept of y against session number over the ``ok`` sessions (NaN with fewer than 2)."""
    if ok.sum() < 2:
        return float("nan"), float("nan")
    slope, intercept = np.polyfit(n[ok], y[ok], 1)
    return float(slope), float(intercept)


def _outgrows(slope: float, intercept: float, context: int, measured: np.ndarray) -> int | None:
    """First session whose largest prompt passes the context: measured if it already did, else on the fit.

    Every session counts as measured, including one that ended in an error: a refused prompt's size
    is in ``measured``, and it is the plainest case of outgrowing the context.
    """
    over = np.flatnonzero(measured > context)
    if over.size:
        return int(over[0] + 1)
    if not slope > 0:  # flat or shrinking (or unfitted): never, as far as this run shows
        return None
    return int(np.floor((context - intercept) / slope)) + 1


def _projected(slope: float, intercept: float, out_mean: float, sessions: int, price: Price) -> float:
    """Sum of the fitted input tokens over sessions 1..N (never below zero), plus mean output per session."""
    n = np.arange(1, sessions + 1)
    tokens = np.clip(intercept + slope * n, 0, None).sum()
    return float((tokens * price.input + out_mean * sessions * price.output) / 1e6)


def _crossover(cumulative: pd.DataFrame) -> int | None:
    """The session number from which notes stay cheaper than history, if both ran."""
    if not {"notes", "history"} <= set(cumulative.columns):
        return None
    cheaper = (cumulative["notes"] < cumulative["history"]).to_numpy()
    for i in range(len(cheaper)):
        if cheaper[i:].all():
            return i + 1
    return None
