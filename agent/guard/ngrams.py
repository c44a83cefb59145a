"""The classifier's text model: logistic regression on hashed character n-grams of the note's own words.

The embedding carries a note's meaning and blurs the cue words of an order: a command verb, "next time", "for the
bot", in any of the 20-odd languages the notes come in, sits in the vector beside everything else the note says.
Character 3-, 4- and 5-grams see those cues directly, across languages and inflections, without a word list; word
pairs add the order of two words. The n-grams are hashed (CRC-32 of the UTF-8 text, modulo ``SIZE``: the same on
every platform, unlike Python's ``hash()``), so the model has a fixed size and needs no vocabulary file. The text
is folded first as the rules fold it (``rules.normalise``: case, look-alike letters, invisible characters), so
"ＩＧＮＯＲＥ" and "іgnore" read as "ignore".

Blended into the classifier's score with a share of its own (``Classifier.text_share``); trained with it by
``python -m evals.guardset train`` on the labelled set, by the same few lines of stochastic gradient descent on
every platform (numpy only).
"""

from __future__ import annotations

import math
import re
import zipfile
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path

import numpy as np

from ..errors import WeightsError
from .rules import normalise

__all__ = ["SIZE", "TextModel", "features"]

SIZE = 1 << 18  # hashed feature ids: 262,144 weights, 512 kB as float16 before compression
GRAMS = (3, 4, 5)
_WORD = re.compile(r"\w+")

Texts = Sequence[str] | Sequence[np.ndarray]


def _id(gram: str) -> int:
    return zlib.crc32(gram.encode("utf-8")) % SIZE


def features(text: str) -> np.ndarray:
    """The note's distinct hashed feature ids, sorted: its character 3- to 5-grams and its word pairs.

    The text is folded by ``normalise``, its line breaks made spaces, and a space put at each end, so a word's
    first and last letters make n-grams of their own. A word pair "a b" is hashed as "W a b" (the folded text
    is lower case, so no character n-gram holds a "W")."""
    folded = " " + normalise(text).replace("\n", " ") + " "
    grams = {folded[i : i + n] for n in GRAMS for i in range(len(folded) - n + 1)}
    words = _WORD.findall(folded)
    grams.update(f"W {a} {b}" for a, b in pairwise(words))
    return np.array(sorted({_id(g) for g in grams}), dtype=np.int64)


def _ids(texts: Texts) -> list[np.ndarray]:
    if isinstance(texts, str):
        raise TypeError("pass a list of texts (or of feature arrays), not one string")
    return [features(t) if isinstance(t, str) else np.asarray(t, dtype=np.int64) for t in texts]


def _scale(ids: np.ndarray) -> float:
    """Each row is scaled by 1/sqrt(its number of features), so a long pasted mail does not outshout a short note."""
    return 1.0 / math.sqrt(max(len(ids), 1))


@dataclass(frozen=True, eq=False)
class TextModel:
    """Weights per hashed feature id (float32, ``SIZE`` of them) and a bias: P(instruction) for a note's text."""

    weights: np.ndarray
    bias: float

    def probability(self, texts: Texts) -> np.ndarray:
        """For each text (or array of ``features``), the probability that it is an instruction."""
        ids = _ids(texts)
        if not ids:
            return np.zeros(0)
        lengths = np.array([len(f) for f in ids])
        flat = np.concatenate(ids) if lengths.sum() else np.zeros(0, dtype=np.int64)
        rows = np.repeat(np.arange(len(ids)), lengths)
        sums = np.bincount(rows, weights=self.weights[flat].astype(np.float64), minlength=len(ids))
        z = sums / np.sqrt(np.maximum(lengths, 1)) + self.bias
        return 1.0 / (1.0 + np.exp(-z))

    @classmethod
    def fit(
        cls,
        texts: Texts,
        labels: Sequence[float] | np.ndarray,
        l2: float = 1e-4,
        epochs: int = 15,
        rate: float = 0.5,
        seed: int = 0,
    ) -> TextModel:
        """Logistic regression by stochastic gradient descent, one text at a time; ``labels`` 1 for instructions.

        Each epoch visits the texts in an order drawn from ``seed``, so a fit is the same on every run. The L2
        penalty shrinks only the weights a text uses, when it is visited (no pass over all ``SIZE`` per step);
        the bias is not shrunk. Plain SGD, as measured: a few hundred thousand sparse weights, a few thousand
        texts, seconds per fit and nothing to install."""
        ids = _ids(texts)
        y = np.asarray(labels, dtype=np.float64)
        if len(ids) != len(y):
            raise ValueError(f"{len(ids)} texts, {len(y)} labels")
        scales = [_scale(f) for f in ids]
        w, b, decay = np.zeros(SIZE), 0.0, 1.0 - rate * l2
        rng = np.random.default_rng(seed)
        for _ in range(epochs):
            for i in rng.permutation(len(ids)):
                f, s = ids[i], scales[i]
                active = w[f]
                z = float(active.sum()) * s + b
                g = _sigmoid(z) - y[i]
                w[f] = active * decay - rate * g * s  # w -= rate * (gradient + l2 * w), on the active weights
                b -= rate * g
        return cls(w.astype(np.float32), float(b))

    def save(self, path: Path) -> None:
        """Weights as float16 (scores move by far less than 0.001), compressed; plain arrays, no pickle."""
        path.parent.mkdir(parents=True, exist_ok=True)
        np.savez_compressed(path, weights=self.weights.astype(np.float16), bias=np.float64(self.bias))

    @classmethod
    def load(cls, path: Path) -> TextModel:
        """Read what ``save`` wrote; a missing, broken or wrong-sized file is a WeightsError naming it."""
        try:
            with np.load(path, allow_pickle=False) as data:
                weights, bias = data["weights"], data["bias"]
            if weights.shape != (SIZE,) or not np.issubdtype(weights.dtype, np.floating):
                raise ValueError(f"weights of shape {weights.shape} ({weights.dtype}), expected ({SIZE},) floats")
            if bias.shape != () or not np.isfinite(bias) or not np.isfinite(weights).all():
                raise ValueError("weights or bias not finite numbers")
            return cls(weights.astype(np.float32), float(bias))
        except (OSError, ValueError, TypeError, KeyError, EOFError, zipfile.BadZipFile) as exc:
            raise WeightsError(f"{path}: not the guard's text model ({exc})") from exc


def _sigmoid(z: float) -> float:
    if z >= 0:
        return 1.0 / (1.0 + math.exp(-z))
    e = math.exp(z)
    return e / (1.0 + e)
