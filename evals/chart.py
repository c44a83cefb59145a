"""PNG charts for the reports (matplotlib, no screen needed).

Each PNG carries a digest of the data it was drawn from. A replay writes the same data as the run
it replays, so the chart already on disk is kept and matplotlib is not even imported: importing
and drawing took about a second of every replay.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import pandas as pd

__all__ = ["tokens_chart"]

MARK = "shortlink-chart-data "  # written into the PNG's Description text chunk, before the digest
HEAD = 1 << 16  # matplotlib writes text chunks before the image data, well within the first 64 KiB


def tokens_chart(per_session: pd.DataFrame, title: str, path: Path, ylabel: str = "chat input tokens") -> None:
    """One line per approach, one point per session in order: input tokens, or cumulative cost."""
    digest = hashlib.sha256("\n".join([title, ylabel, per_session.to_csv()]).encode()).hexdigest()
    if _drawn_from(path, digest):
        return
    _draw(per_session, title, path, ylabel, digest)


def _drawn_from(path: Path, digest: str) -> bool:
    """True when the PNG at ``path`` was drawn from data with this digest."""
    try:
        with path.open("rb") as fh:
            return (MARK + digest).encode() in fh.read(HEAD)
    except OSError:
        return False


def _draw(per_session: pd.DataFrame, title: str, path: Path, ylabel: str, digest: str) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

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
    fig.savefig(path, metadata={"Software": None, "Description": MARK + digest})
    plt.close(fig)
