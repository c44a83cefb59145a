"""PNG charts for the reports (matplotlib, no screen needed)."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402  (the backend must be chosen first)
import pandas as pd  # noqa: E402

__all__ = ["tokens_chart"]


def tokens_chart(per_session: pd.DataFrame, title: str, path: Path, ylabel: str = "chat input tokens") -> None:
    """One line per approach, one point per session in order: input tokens, or cumulative cost."""
    fig, ax = plt.subplots(figsize=(8, 4.5), dpi=100)
    x = range(1, len(per_session) + 1)
    for approach in per_session.columns:
        ax.plot(x, per_session[approach].to_numpy(), marker="o", label=approach)
    step = max(1, len(per_session) // 20)
    ax.set_xticks(list(x)[::step], [str(i) for i in x][::step])
    ax.set_xlabel("session")
    ax.set_ylabel(ylabel)
    ax.set_title(title)
    ax.grid(alpha=0.3)
    ax.legend(title="approach")
    fig.tight_layout()
    # No date or version in the metadata: a replay must write the same file as the recording.
    fig.savefig(path, metadata={"Software": None})
    plt.close(fig)
