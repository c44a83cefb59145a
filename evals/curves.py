"""Growth and cost: where carrying the history stops being cheaper than notes.

From the tokens each approach used per session: cumulative cost at a stated price, the session
from which notes cost less than history, a straight-line fit of input tokens against session
number with its quality (R², residual spread, the slope's 95 % interval), a projection of each
approach's cost, and the session at which the largest single prompt of a session would no longer
fit the model's context. The price is an assumption stated in the report; the context is what the
server reported or the user gave (without one the outgrow column is left out).

Projections never reach past ``MULTIPLE`` times the sessions measured, and an approach only grows
when its fitted slope is positive with a 95 % interval that excludes 0 (and it is not known to be
flat): the sign of a noisy slope is not a trend. A flat approach is projected at its measured mean.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
import pandas as pd

__all__ = ["MULTIPLE", "Curves", "Price", "curves"]

MULTIPLE = 3  # projections stop at this many times the sessions measured


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
    """The tables behind the growth charts; ``fit`` has one numeric row per approach."""

    cumulative_cost: pd.DataFrame  # session x approach, dollars at the stated price (measured sessions)
    fit: pd.DataFrame  # approach: the line, its quality, whether it grows, the projection, the outgrow session
    crossover: int | None  # first measured session from which notes' cumulative cost stays below history's
    price: Price
    measured: int  # sessions measured
    horizon: int  # the last session projected: MULTIPLE x measured
    projected_crossover: int | None = None  # the same, on the projected costs up to the horizon
    context: int | None = None  # tokens; None: unknown, so no outgrow column
    projected_cost: pd.DataFrame = field(default_factory=pd.DataFrame)  # session x approach, measured then projected

    @property
    def cost_column(self) -> str:
        """The fit column with the projected cumulative cost at the horizon."""
        return f"projected cost at {self.horizon} sessions ($)"

    @property
    def outgrow_column(self) -> str | None:
        """The fit column with the outgrow session, when the context is known."""
        return None if self.context is None else f"outgrows {self.context:,} tokens at session"


def curves(
    tokens_in: pd.DataFrame,
    tokens_out: pd.DataFrame,
    failed: pd.DataFrame,
    price: Price,
    largest: pd.DataFrame | None = None,
    context: int | None = None,
    flat: frozenset[str] = frozenset(),
) -> Curves:
    """``tokens_*``: session x approach; ``failed``: True where a session ended in an error (left out of the fit).

    ``largest``: the biggest single prompt of each session (session x approach). A session sums many
    calls, but it is one call's prompt that must fit the context, so that is what the outgrow column fits.
    ``flat``: approaches known not to grow (their prompt carries no earlier session), projected at their mean.
    """
    measured = len(tokens_in)
    horizon = MULTIPLE * measured
    cost = (tokens_in * price.input + tokens_out * price.output) / 1e6
    cumulative = cost.cumsum()
    n = np.arange(1, measured + 1)
    future = np.arange(measured + 1, horizon + 1)
    rows, projected = [], {}
    for approach in tokens_in.columns:
        ok = ~failed[approach].to_numpy(dtype=bool)
        y = tokens_in[approach].to_numpy(dtype=float)
        line = _fit(n, y, ok)
        grows = approach not in flat and line.grows
        slope, intercept = (line.slope, line.intercept) if grows else (0.0, float(y[ok].mean()) if ok.any() else 0.0)
        out_mean = float(tokens_out[approach].to_numpy(dtype=float)[ok].mean()) if ok.any() else 0.0
        ahead = (np.clip(intercept + slope * future, 0, None) * price.input + out_mean * price.output) / 1e6
        projected[approach] = np.concatenate(
            [cumulative[approach].to_numpy(), cumulative[approach].iloc[-1] + ahead.cumsum()]
        )
        row = {
            "approach": approach,
            "sessions fitted": int(ok.sum()),
            "fitted on": _span(n[ok]),
            "input tokens per session, slope": _round(line.slope, 1),
            "slope 95% low": _round(line.low, 1),
            "slope 95% high": _round(line.high, 1),
            "intercept": _round(line.intercept, 1),
            "R²": _round(line.r2, 3),
            "residual sd": _round(line.residual_sd, 1),
            "grows": bool(grows),
            f"projected cost at {horizon} sessions ($)": round(float(projected[approach][-1]), 4),
        }
        if largest is not None and context is not None:
            big = largest[approach].to_numpy(dtype=float)
            big_line = _fit(n, big, ok)
            big_grows = approach not in flat and big_line.grows
            row["largest prompt, slope"] = _round(big_line.slope, 1)
            row[f"outgrows {context:,} tokens at session"] = _outgrows(big_line, big_grows, context, big, horizon)
        rows.append(row)
    index = pd.RangeIndex(1, horizon + 1, name="session")
    projected_cost = pd.DataFrame(projected, index=index)
    return Curves(
        cumulative,
        pd.DataFrame(rows),
        _crossover(cumulative),
        price,
        measured,
        horizon,
        _crossover(projected_cost),
        context,
        projected_cost,
    )


@dataclass(frozen=True)
class _Line:
    slope: float
    intercept: float
    low: float  # the slope's 95 % interval
    high: float
    r2: float
    residual_sd: float

    @property
    def grows(self) -> bool:
        """Rising, and the rise is more than noise: the interval lies above 0."""
        return bool(self.low > 0)


def _fit(n: np.ndarray, y: np.ndarray, ok: np.ndarray) -> _Line:
    """Least squares of y against session number over the ``ok`` sessions; no interval (so no growth) below 3."""
    x, y = n[ok].astype(float), y[ok]
    nan = float("nan")
    if len(x) < 2:
        return _Line(nan, nan, nan, nan, nan, nan)
    slope, intercept = np.polyfit(x, y, 1)
    if len(x) < 3:
        return _Line(float(slope), float(intercept), nan, nan, nan, nan)
    residuals = y - (intercept + slope * x)
    df = len(x) - 2
    residual_sd = float(np.sqrt((residuals**2).sum() / df))
    spread = float(((x - x.mean()) ** 2).sum())
    half = _t975(df) * residual_sd / np.sqrt(spread)
    total = float(((y - y.mean()) ** 2).sum())
    r2 = 1 - float((residuals**2).sum()) / total if total else 1.0
    return _Line(float(slope), float(intercept), float(slope - half), float(slope + half), r2, residual_sd)


# Student's t, 97.5 % quantile, for 1-30 degrees of freedom (the printed table); above, an expansion.
T975 = (12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160, 2.145, 2.131)
T975 += (2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042)


def _t975(df: int) -> float:
    """Student's t 97.5 % quantile: the table up to 30, then Cornish-Fisher (within 0.001 of the table there)."""
    if df <= len(T975):
        return T975[df - 1]
    z = 1.959964
    return z + (z**3 + z) / (4 * df) + (5 * z**5 + 16 * z**3 + 3 * z) / (96 * df**2)


def _outgrows(line: _Line, grows: bool, context: int, measured: np.ndarray, horizon: int) -> float:
    """First session whose largest prompt passes the context: measured if it already did, else on the fit.

    Every session counts as measured, including one that ended in an error: a refused prompt's size
    is in ``measured``, and it is the plainest case of outgrowing the context. On the fit, only a
    growing line counts, and only up to the horizon; otherwise NaN ("not within the horizon").
    """
    over = np.flatnonzero(measured > context)
    if over.size:
        return float(over[0] + 1)
    if not grows:
        return float("nan")
    session = int(np.floor((context - line.intercept) / line.slope)) + 1
    return float(session) if session <= horizon else float("nan")


def _crossover(cumulative: pd.DataFrame) -> int | None:
    """The session number from which notes stay cheaper than history, if both ran."""
    if not {"notes", "history"} <= set(cumulative.columns):
        return None
    cheaper = (cumulative["notes"] < cumulative["history"]).to_numpy()
    for i in range(len(cheaper)):
        if cheaper[i:].all():
            return i + 1
    return None


def _span(sessions: np.ndarray) -> str:
    return f"{sessions.min()}-{sessions.max()}" if sessions.size else ""


def _round(value: float, digits: int) -> float:
    return round(float(value), digits) if np.isfinite(value) else float("nan")
