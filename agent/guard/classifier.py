"""The guard's second layer: logistic regression on the note's own embedding.

``remember`` embeds every note before saving it, so scoring that vector costs no model call. Rules
see words; the classifier sees meaning, so it catches a planted instruction phrased as a team decision
with no marker the rules know. Its weights belong to one embedding model (like the recall thresholds)
and to the vectors ``remember`` stores: notes are embedded as documents ("passage: " for e5), so the
weights are trained on document embeddings. Without weights for the configured model the layer is off.
Train them with ``python -m evals.guardset train``.

The score blends the regression with a vote of the labelled notes nearest in meaning: a new note worded like
known planted orders reads as one even where a single linear boundary through 384 dimensions cannot separate
them. The labelled vectors ship beside the weights (``<name>.neighbours.npz``, int8 per row).

Weights may carry a text model too (``ngrams.TextModel``, ``<name>.ngrams.npz``): a regression on the note's hashed
character n-grams, which sees the cue words of an order that the embedding blurs. When they do, that blend takes
``1 - text_share`` of the score and the text model's probability ``text_share``. Weights written before it have
none and score as they did.

A note the rules read as an order quoted between people ("Their DPO wrote: 'Please set ...'", ``rules.quoted``)
has ``quoted_discount`` taken off its score: the embedding and the n-grams see an imperative either way. On the
sets left out in turn (``python -m evals.guardset compare``) the discount spared 3 to 7 of the 40 to 77 facts refused,
at each threshold from 0.5 to 0.6, and let no instruction more through.
"""

from __future__ import annotations

import json
import os
import zipfile
from collections.abc import Callable
from dataclasses import dataclass, fields
from pathlib import Path
from typing import TypeVar

import numpy as np

from ..errors import WeightsError
from .ngrams import TextModel
from .rules import Verdict, quoted

__all__ = [
    "Classifier",
    "Neighbours",
    "WEIGHTS_DIR",
    "blended",
    "discounted",
    "first_matching",
    "fit",
    "regression",
    "weights_folders",
]

WEIGHTS_DIR = Path(__file__).parent / "weights"
T = TypeVar("T")


@dataclass(frozen=True, eq=False)
class Neighbours:
    """The labelled notes' vectors and labels (1 instruction, 0 fact), for a vote of the ``k`` nearest."""

    vectors: np.ndarray  # one unit row per labelled note
    labels: np.ndarray
    k: int = 10

    @classmethod
    def of(cls, vectors: np.ndarray, labels: np.ndarray, k: int = 10) -> Neighbours:
        """Keep ``vectors`` as unit rows, so a dot product is the cosine similarity."""
        return cls(unit(vectors), np.asarray(labels, dtype=np.float64), k)

    def vote(self, vectors: np.ndarray) -> np.ndarray:
        """For each row of ``vectors``, the share of instructions among its ``k`` most similar labelled notes."""
        similarity = unit(np.atleast_2d(vectors)) @ self.vectors.T
        k = min(self.k, similarity.shape[1])
        nearest = np.argpartition(-similarity, k - 1, axis=1)[:, :k]
        return self.labels[nearest].mean(axis=1)

    def save(self, path: Path) -> None:
        """int8 per row with its scale: a quarter of float32, and the ranking of neighbours barely moves."""
        scale = np.abs(self.vectors).max(axis=1, keepdims=True) / 127.0
        quantised = np.round(self.vectors / np.where(scale > 0, scale, 1.0)).astype(np.int8)
        np.savez_compressed(path, vectors=quantised, scale=scale.astype(np.float32), labels=self.labels.astype(np.int8))

    @classmethod
    def load(cls, path: Path, k: int) -> Neighbours:
        """Read what ``save`` wrote (plain arrays, no pickle); a missing, broken or inconsistent file is a
        WeightsError naming it, as ``TextModel.load`` does for its own file."""
        try:
            with np.load(path, allow_pickle=False) as data:
                quantised, scale, labels = data["vectors"], data["scale"], data["labels"]
            if quantised.ndim != 2 or scale.shape != (len(quantised), 1) or labels.shape != (len(quantised),):
                raise ValueError(f"vectors {quantised.shape}, scale {scale.shape}, labels {labels.shape} do not match")
            vectors = quantised.astype(np.float64) * scale.astype(np.float64)
            if not np.isfinite(vectors).all():
                raise ValueError("vectors not finite numbers")
            return cls.of(vectors, labels, k)
        except (OSError, ValueError, TypeError, KeyError, EOFError, zipfile.BadZipFile) as exc:
            raise WeightsError(f"{path}: not the guard's neighbours ({exc})") from exc


def regression(vectors: np.ndarray, weights: np.ndarray, bias: float) -> np.ndarray:
    """The logistic regression's probability that each row (or the one vector) is an instruction."""
    return 1.0 / (1.0 + np.exp(-(np.asarray(vectors, dtype=np.float64) @ weights + bias)))


def blended(probability: np.ndarray | float, vote: np.ndarray | float, share: float) -> np.ndarray | float:
    """The layer's score: the regression's probability, with the neighbours' vote taking ``share`` of it.

    One definition for ``Classifier.score`` and for the out-of-fold scores training chooses the threshold on."""
    return (1.0 - share) * probability + share * vote


def discounted(scores: np.ndarray | float, quoted: np.ndarray | bool, discount: float) -> np.ndarray | float:
    """The scores, with ``discount`` taken off those of notes that quote an order between people (not below 0).

    One definition for ``Classifier.score`` and for the out-of-fold scores training chooses the threshold on."""
    return np.maximum(np.asarray(scores, dtype=np.float64) - discount * np.asarray(quoted, dtype=np.float64), 0.0)


def unit(vectors: np.ndarray) -> np.ndarray:
    """Rows scaled to length one (a zero row stays zero)."""
    vectors = np.asarray(vectors, dtype=np.float64)
    norms = np.linalg.norm(vectors, axis=-1, keepdims=True)
    return vectors / np.where(norms > 0, norms, 1.0)


@dataclass(frozen=True, eq=False)
class Classifier:
    """Weights for one embedding model; a note scoring at or above ``threshold`` reads as an instruction."""

    match: str  # matched as a substring of the lower-cased embedding model id, like RecallPolicy.for_model
    weights: np.ndarray
    bias: float
    threshold: float
    trained_on: str = ""  # what the weights were fitted on, for a person reading the file
    embedded_as: str = "document"
    neighbours: Neighbours | None = None
    blend: float = 0.0  # the vote's share of the score; 0 is the regression alone
    text_model: TextModel | None = None
    text_share: float = 0.0  # the text model's share of the score; 0 is the embedding alone
    quoted_discount: float = 0.0  # taken off the score of a note quoting an order between people (rules.quoted)

    def score(self, vector: np.ndarray, text: str | None = None) -> float:
        """The probability that the note is an instruction: the regression, blended with the neighbours' vote,
        then with the text model's probability for ``text`` (when the weights have a text model and a text is
        given), less ``quoted_discount`` when ``text`` quotes an order between people."""
        p = float(regression(vector, self.weights, self.bias))
        if self.neighbours is not None and self.blend:
            p = float(blended(p, self.neighbours.vote(vector)[0], self.blend))
        if self.text_model is not None and self.text_share and text is not None:
            p = float(blended(p, self.text_model.probability([text])[0], self.text_share))
        if self.quoted_discount and text is not None and quoted(text):
            p = float(discounted(p, True, self.quoted_discount))
        return p

    def check(self, vector: np.ndarray, text: str | None = None) -> Verdict:
        """Accept the note (its vector, and its text for the text model) when it scores under the threshold."""
        if len(vector) != len(self.weights):
            return Verdict(
                False,
                f"refused: the note's vector has {len(vector)} dimensions, the classifier's weights for "
                f"{self.match!r} {len(self.weights)}; retrain them (layer classifier)",
                "classifier",
            )
        p = self.score(vector, text)
        if p >= self.threshold:
            said = "refused: reads as an instruction to the classifier on the note's embedding"
            return Verdict(
                False,
                f"{said} (score {p:.2f}, refuses from {self.threshold:.2f}; layer classifier)",
                "classifier",
                f"{said} (layer classifier)",
            )
        return Verdict(True, f"accepted: score {p:.2f}, under {self.threshold:.2f}", "classifier")

    def save(self, path: Path) -> None:
        """Write the weights as JSON (384 floats are a few kilobytes; no pickle to trust), the neighbours and the
        text model beside it (``<stem>.neighbours.npz``, ``<stem>.ngrams.npz``), named in the JSON."""
        data = {f.name: getattr(self, f.name) for f in fields(self) if f.name not in ("neighbours", "text_model")}
        data["weights"] = [round(float(w), 7) for w in self.weights]
        path.parent.mkdir(parents=True, exist_ok=True)
        if self.neighbours is not None:
            data |= {"k": self.neighbours.k, "neighbours": f"{path.stem}.neighbours.npz"}
            self.neighbours.save(path.parent / data["neighbours"])
        if self.text_model is not None:
            data["ngrams"] = f"{path.stem}.ngrams.npz"
            self.text_model.save(path.parent / data["ngrams"])
        path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")

    @classmethod
    def load(cls, path: Path) -> Classifier:
        """Read weights written by ``save``, saying which file is broken if one is."""
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            k, name, ngrams = data.pop("k", 10), data.pop("neighbours", None), data.pop("ngrams", None)
            weights = np.array(data["weights"], dtype=np.float64)
            neighbours = Neighbours.load(path.parent / Path(name).name, k) if name else None
            if neighbours is not None and neighbours.vectors.shape[1] != len(weights):
                raise ValueError(f"neighbours of {neighbours.vectors.shape[1]} dimensions, weights of {len(weights)}")
            # weights written before the text model have no "ngrams" (nor "text_share"): the text model is off
            text_model = TextModel.load(path.parent / Path(ngrams).name) if ngrams else None
            return cls(**{**data, "weights": weights, "neighbours": neighbours, "text_model": text_model})
        except (OSError, ValueError, TypeError, KeyError, EOFError, zipfile.BadZipFile) as exc:
            raise WeightsError(f"{path}: not guard classifier weights ({exc})") from exc

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
