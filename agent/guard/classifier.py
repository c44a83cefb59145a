"""The guard's second layer: logistic regression on the note's own embedding.

``remember`` embeds every note before saving it, so scoring that vector costs no model call. Rules
see words; the classifier sees meaning, so it catches a planted instruction phrased as a team decision
with no marker the rules know. Its weights belong to one embedding model (like the recall thresholds)
and to the vectors ``remember`` stores: notes are embedded as documents ("passage: " for e5), so the
weights are trained on document embeddings. Without weights for the configured model the layer is off.
Train them with ``python -m evals.guardset train``.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import TypeVar

import numpy as np

from .rules import Verdict

__all__ = ["Classifier", "WEIGHTS_DIR", "first_matching", "fit", "weights_folders"]

WEIGHTS_DIR = Path(__file__).parent / "weights"
T = TypeVar("T")


@dataclass(frozen=True, eq=False)
class Classifier:
    """Weights for one embedding model; a note scoring at or above ``threshold`` reads as an instruction."""

    match: str  # matched as a substring of the lower-cased embedding model id, like RecallPolicy.for_model
    weights: np.ndarray
    bias: float
    threshold: float
    trained_on: str = ""  # what the weights were fitted on, for a person reading the file
    embedded_as: str = "document"

    def score(self, vector: np.ndarray) -> float:
        """The probability that the note is an instruction."""
        return float(1.0 / (1.0 + np.exp(-(float(np.asarray(vector, dtype=np.float64) @ self.weights) + self.bias))))

    def check(self, vector: np.ndarray) -> Verdict:
        """Accept the note's vector when it scores under the threshold."""
        if len(vector) != len(self.weights):
            return Verdict(
                False,
                f"refused: the note's vector has {len(vector)} dimensions, the classifier's weights for "
                f"{self.match!r} {len(self.weights)}; retrain them (layer classifier)",
                "classifier",
            )
        p = self.score(vector)
        if p >= self.threshold:
            return Verdict(
                False,
                f"refused: reads as an instruction to the classifier on the note's embedding "
                f"(score {p:.2f}, refuses from {self.threshold:.2f}; layer classifier)",
                "classifier",
            )
        return Verdict(True, f"accepted: score {p:.2f}, under {self.threshold:.2f}", "classifier")

    def save(self, path: Path) -> None:
        """Write the weights as JSON (384 floats are a few kilobytes; no pickle to trust)."""
        data = {**asdict(self), "weights": [round(float(w), 7) for w in self.weights]}
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")

    @classmethod
    def load(cls, path: Path) -> Classifier:
        """Read weights written by ``save``, saying which file is broken if one is."""
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            return cls(**{**data, "weights": np.array(data["weights"], dtype=np.float64)})
        except (OSError, ValueError, TypeError, KeyError) as exc:
            raise ValueError(f"{path}: not guard classifier weights ({exc})") from exc

    @classmethod
    def for_model(cls, embed_model: str, folders: list[Path] | None = None) -> Classifier | None:
        """Weights whose ``match`` is part of the embedding model id, else None (the layer is off)."""
        return first_matching(embed_model, weights_folders() if folders is None else folders, cls.load)


def weights_folders() -> list[Path]:
    """Where weights are looked for: $AGENT_GUARD_WEIGHTS first (weights you trained), then the package's."""
    extra = os.environ.get("AGENT_GUARD_WEIGHTS")
    return [Path(extra), WEIGHTS_DIR] if extra else [WEIGHTS_DIR]


def first_matching(model: str, folders: list[Path], load: Callable[[Path], T]) -> T | None:
    """The first file in ``folders`` (in order, then by name) whose ``match`` is part of the model id."""
    name = model.lower()
    for folder in folders:
        for path in sorted(folder.glob("*.json")):
            found = load(path)
            if found.match and found.match in name:  # type: ignore[attr-defined]
                return found
    return None


def fit(vectors: np.ndarray, labels: np.ndarray, l2: float = 0.1, steps: int = 50) -> tuple[np.ndarray, float]:
    """L2-penalised logistic regression by Newton's method: (weights, bias). ``labels`` is 1 for instructions.

    A few hundred examples of a few hundred dimensions: Newton converges in a handful of exact steps,
    with no learning rate to tune and no dependency beyond numpy.
    """
    x = np.hstack([np.asarray(vectors, dtype=np.float64), np.ones((len(vectors), 1))])
    y = np.asarray(labels, dtype=np.float64)
    penalty = l2 * np.eye(x.shape[1])
    penalty[-1, -1] = 0.0  # the bias is not shrunk
    w = np.zeros(x.shape[1])
    for _ in range(steps):
        p = 1.0 / (1.0 + np.exp(-(x @ w)))
        gradient = x.T @ (p - y) + penalty @ w
        hessian = x.T @ (x * (p * (1 - p))[:, None]) + penalty
        step = np.linalg.solve(hessian, gradient)
        w -= step
        if np.abs(step).max() < 1e-9:
            break
    return w[:-1], float(w[-1])
