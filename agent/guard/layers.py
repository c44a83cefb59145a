"""The note guard's layers in one place: rules before the embedding call, the rest after it.

A note is saved only when every active layer accepts it. The rules need only the text, so they run
before the (paid) embedding call; the classifier scores the vector ``remember`` computes anyway (and the
note's text, when its weights have a text model), and the optional model question is the one layer that costs
a call of its own.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from . import rules
from .classifier import Classifier
from .question import Question
from .rules import Verdict

__all__ = ["NoteGuard"]


@dataclass(frozen=True)
class NoteGuard:
    """Rules always; the classifier when weights exist for the embedding model; the model question if asked for."""

    classifier: Classifier | None = None
    question: Question | None = None
    embed_model: str = ""

    @classmethod
    def for_embedder(cls, embedder: object) -> NoteGuard:
        """The layers configured for this embedder: a ModelClient knows its models, a test double may not."""
        settings = getattr(embedder, "settings", None)
        embed_model = str(getattr(settings, "embed_model", "") or "")
        guard_model = getattr(settings, "guard_model", None)
        classifier = Classifier.for_model(embed_model) if embed_model else None
        question = Question.calibrated(embedder, guard_model) if guard_model else None  # type: ignore[arg-type]
        return cls(classifier, question, embed_model)

    def before_embedding(self, text: str) -> Verdict:
        """Layer 1, the rules: free, and run first so a refused note costs no embedding call."""
        return rules.check(text)

    def after_embedding(self, text: str, vector: np.ndarray) -> Verdict:
        """Layers 2 and 3 on the vector that would be stored; the first refusal decides."""
        verdict = Verdict(True, "accepted: reads as a fact about the user's setup")
        if self.classifier is not None:
            verdict = self.classifier.check(vector, text)
            if not verdict.accepted:
                return verdict
        if self.question is not None:
            verdict = self.question.check(text)
        return verdict

    def off(self) -> dict[str, str]:
        """The layers that are off, with why, for ``notes check`` to say."""
        out = {}
        if self.classifier is None:
            model = self.embed_model or "(none configured)"
            out["classifier"] = (
                f"off: no weights for embedding model {model}; train them with python -m evals.guardset train"
            )
        if self.question is None:
            out["model"] = "off: no guard model (set --guard-model MODEL or AGENT_GUARD_MODEL)"
        return out
