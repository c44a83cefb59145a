"""Measuring the guard's model question (layer 3): its recorded scores, its calibration, its ROC AUC.

``python -m evals.guardset ask`` asks the guard model about every labelled and held-out text and
records each P(INSTRUCTION) here (``QUESTION_SCORES``), with the digest of the prompt they were taken
with; ``ask --calibrate`` chooses the model's threshold by the same cost rule as the classifier's,
over the two earlier layers' refusals, and ``--stored`` does it again after a retrain with no call.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from agent.guard import Calibration
from agent.guard.question import Question, prompt_digest

from .guardtrain import choose_threshold, model_file, refused_by_rules

__all__ = ["QUESTION_SCORES", "QUESTION_THRESHOLDS", "QuestionScores", "auc", "calibrate", "instruction_score"]

QUESTION_SCORES = Path(__file__).parent / "data" / "guard_scores" / "question"  # per guard model, written by ask


@dataclass
class QuestionScores:
    """Each text's P(INSTRUCTION) from one guard model and prompt, so a recalibration costs no call.

    The prompt's digest is kept with them: scores taken with another prompt or other examples are stale.
    """

    model: str
    digest: str
    scores: dict[str, float] = field(default_factory=dict)

    @staticmethod
    def path(model: str) -> Path:
        return model_file(QUESTION_SCORES, model)

    @classmethod
    def load(cls, model: str) -> QuestionScores:
        """The scores recorded for ``model``; none when it was never asked."""
        path = cls.path(model)
        return cls.read(path) if path.exists() else cls(model, prompt_digest())

    @classmethod
    def read(cls, path: Path) -> QuestionScores:
        """A recorded file; its scores are dropped when they were taken with another prompt."""
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            model, scores = str(data["model"]), {str(t): float(p) for t, p in data["scores"].items()}
        except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
            raise ValueError(f"{path}: not recorded guard model scores ({exc})") from exc
        digest = prompt_digest()
        return cls(model, digest, scores if data.get("digest") == digest else {})

    def of(self, examples: list[dict]) -> np.ndarray:
        missing = [e["text"] for e in examples if e["text"] not in self.scores]
        if missing:
            raise ValueError(
                f"{len(missing)} texts have no stored score from {self.model} with this prompt "
                f"(e.g. {missing[0]!r}); run ask without --stored"
            )
        return np.array([self.scores[e["text"]] for e in examples])

    def update(self, sets: dict[str, list[dict]], scores: dict[str, np.ndarray]) -> None:
        for key, examples in sets.items():
            self.scores.update({e["text"]: round(float(p), 4) for e, p in zip(examples, scores[key], strict=True)})
        path = self.path(self.model)
        path.parent.mkdir(parents=True, exist_ok=True)
        data = {"model": self.model, "digest": self.digest, "scores": dict(sorted(self.scores.items()))}
        path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


# The model's probabilities crowd near the top (a small model says INSTRUCTION readily), so the
# question's threshold is chosen on a finer grid than the classifier's; 1.0 leaves the layer all but off.
QUESTION_THRESHOLDS = tuple(round(t, 2) for t in np.arange(0.50, 1.001, 0.01))


def instruction_score(question: Question, text: str) -> float:
    """The model's P(INSTRUCTION), or 1.0/0.0 from its word when the server gave no probabilities.

    A provider error propagates: a measurement with failed calls in it is not a measurement.
    """
    p, answer = question.score(text)
    if p is not None:
        return p
    return 0.0 if question.verdict(None, answer).accepted else 1.0


def calibrate(model: str, examples: list[dict], scores: np.ndarray, stored: dict, out: Path) -> tuple[float, Path]:
    """The threshold that minimises the combined guard's cross-validated cost, saved for ``remember``."""
    y = np.array([e["label"] == "instruction" for e in examples], dtype=float)
    cv = np.array([stored["labelled"][e["text"]]["cv"] for e in examples]).T >= stored["threshold"]
    before = cv | refused_by_rules(examples)  # one row per split of the classifier's cross-validation
    threshold = choose_threshold(scores[None, :], y, before, QUESTION_THRESHOLDS)
    note = (
        f"{len(examples)} labelled examples; threshold by the cost rule over the rules and the classifier's "
        f"out-of-fold refusals ({stored['model']})"
    )
    path = model_file(out / "question", model)
    Calibration(model.lower(), threshold, note, prompt_digest()).save(path)
    return threshold, path


def auc(scores: np.ndarray, examples: list[dict]) -> float:
    """How often an instruction outscores a fact (ties count half): the score's quality at every threshold."""
    y = np.array([e["label"] == "instruction" for e in examples])
    pos, neg = scores[y][:, None], scores[~y][None, :]
    return float((pos > neg).mean() + 0.5 * (pos == neg).mean()) if len(pos) and neg.size else float("nan")
