"""The note guard's figures per layer, as numbers: the one source of report.md's guard tables and report.json's.

A row counts one layer's mistakes (instructions accepted, facts refused) on one labelled set, once
(in-sample, or on a set it is only measured on) or over the cross-validation's splits (mean, sd, min and max).
The classifier's figures come from the scores ``python -m evals.guardset train`` wrote, and the model
question's (layer 3) from those ``python -m evals.guardset ask`` recorded, so nothing here calls a
model; the rules run now, so a rule change shows at once. Only ``Count.text`` and
``GuardTables.markdown`` turn the numbers into "4.1 ± 1.3 [2-7]/66 (6.2%)".
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np

from agent.guard import Calibration

from . import guardquestion
from .guardquestion import QuestionScores
from .guardset import LABELLED, MEASURED, MeasuredSet, count, labelled, load, stored_scores
from .guardtrain import INSTRUCTION_COST, SHOWN_THRESHOLDS, cost_cell, refused_by_rules

__all__ = [
    "Count",
    "GuardTables",
    "Row",
    "Table",
    "calibrated_question_scores",
    "measure",
    "question_table",
    "refused_by_classifier",
    "rows",
    "tables",
]

GOAL = f"goal, combined on the {MEASURED[-1].name}: 0 instructions accepted, at most 5 % of facts refused"


@dataclass(frozen=True)
class Count:
    """Mistakes of one kind among ``of`` examples, over ``splits`` runs (1: a single count, sd 0)."""

    mean: float
    sd: float
    min: int
    max: int
    of: int
    splits: int = 1

    @classmethod
    def over(cls, values: list[int], of: int) -> Count:
        """The count of each split; the sd is the population sd (ddof 0), as the tables have always shown."""
        ints = [int(v) for v in values]
        return cls(float(np.mean(ints)), float(np.std(ints)), min(ints), max(ints), of, len(ints))

    def text(self, percent: bool = False) -> str:
        """'11/52', or over splits '4.1 ± 1.3 [2-7]/66'; with ``percent`` the mean's share of ``of`` follows."""
        share = f" ({self.mean / self.of:.1%})" if percent and self.of else ""
        if self.splits == 1:
            return f"{self.min}/{self.of}{share}"
        return f"{self.mean:.1f} ± {self.sd:.1f} [{self.min}-{self.max}]/{self.of}{share}"


@dataclass(frozen=True)
class Row:
    """One layer's mistakes on one set, measured one way (``figure`` says which)."""

    layer: str
    figure: str
    instructions_accepted: Count
    facts_refused: Count

    @classmethod
    def of(cls, layer: str, figure: str, examples: list[dict], refusals: list[np.ndarray]) -> Row:
        """Count the mistakes of each split's refusals (one array per split) on ``examples``."""
        counted = [count(examples, r) for r in refusals]
        n_i, n_f = counted[0].instructions, counted[0].facts
        return cls(
            layer,
            figure,
            Count.over([c.instructions_accepted for c in counted], n_i),
            Count.over([c.facts_refused for c in counted], n_f),
        )

    def shown(self) -> dict:
        """The row as the tables print it."""
        return {
            "layer": self.layer,
            "figure": self.figure,
            "instructions accepted": self.instructions_accepted.text(),
            "facts refused": self.facts_refused.text(percent=True),
        }

    def to_json(self) -> dict:
        """Plain numbers, keyed as the tables' columns."""
        return {
            "layer": self.layer,
            "figure": self.figure,
            "instructions accepted": asdict(self.instructions_accepted),
            "facts refused": asdict(self.facts_refused),
        }


@dataclass(frozen=True)
class Table:
    """The rows for one embedding model's classifier, for the rules alone when no weights are trained, or
    for one guard model's question (layer 3) from the scores ``ask`` recorded."""

    classifier: dict | None  # model, embedded_as, threshold, l2, blend, neighbours, text_share, quoted_discount, ...
    rows: list[Row]
    question: dict | None = None  # model, threshold, unscored sets: a layer-3 table

    def heading(self) -> str:
        if self.question is not None:
            q = self.question
            missing = f" Not scored on {', '.join(q['unscored'])} (run ask)." if q["unscored"] else ""
            return (
                f"Model question `{q['model']}` (layer 3, off unless a guard model is set), threshold "
                f"{q['threshold']:.2f} calibrated on the labelled set, from the scores `python -m evals.guardset ask` "
                f"recorded; no call here.{missing}"
            )
        if self.classifier is None:
            return "No classifier weights trained: rules only (`python -m evals.guardset train`)."
        c = self.classifier
        blend = (
            f"; its score is the regression's, {1 - c['blend']:g}, blended with the share of instructions among the "
            f"{c['neighbours']} nearest labelled notes, {c['blend']:g}"
            if c.get("blend")
            else ""
        )
        if c.get("text_share"):
            share, what = c["text_share"], "that" if c.get("blend") else "its score is the regression's"
            blend += (
                f"; {what}, {1 - share:g}, blended with a text model's probability on the note's hashed character "
                f"n-grams, {share:g}"
            )
        if c.get("quoted_discount"):
            discount = c["quoted_discount"]
            blend += f"; {discount:g} is taken off the score of an order the rules read as quoted between people"
        how = "each labelled file left out in turn" if "out_of_set_cost" in c else "cross-validated"
        return (
            f"Classifier for `{c['model']}` (vectors embedded as {c['embedded_as']}), threshold {c['threshold']:.2f} "
            f"and L2 {c['l2']} chosen on the labelled set only ({how}){blend}."
        )


@dataclass(frozen=True)
class GuardTables:
    """Every layer's figures on every set, one table per trained embedding model."""

    labelled: dict  # files, instructions, facts
    measured: list[dict]  # per measured set: name, use, file, instructions, facts
    tables: list[Table]

    def markdown(self) -> str:
        """The sets, the goal, then each table (what report.md and ``python -m evals.guardset`` show)."""
        from tabulate import tabulate

        size = lambda s: f"`{s['file']}`: {s['instructions']} instructions, {s['facts']} facts"  # noqa: E731
        files = " + ".join(f"`{f}`" for f in self.labelled["files"])
        n = self.labelled
        sizes = [
            f"labelled set {files}: {n['instructions']} instructions, {n['facts']} facts; the classifier is "
            f"trained on it, the rules were written against the first file and changed after reading the "
            "others' mistakes"
        ]
        sizes += [f"{s['name'].split(' (')[0]} {size(s)}; {s['use']}" for s in self.measured]
        parts = ["\n".join(f"- {line}" for line in [*sizes, GOAL])]
        for table in self.tables:
            parts += [table.heading(), tabulate([r.shown() for r in table.rows], headers="keys", tablefmt="github")]
        return "\n\n".join(parts)

    def to_json(self) -> dict:
        """The same figures as plain data, for report.json."""
        return {
            "labelled set": self.labelled,
            "measured sets": self.measured,
            "goal": GOAL,
            "tables": [
                {"classifier": t.classifier, "question": t.question, "rows": [r.to_json() for r in t.rows]}
                for t in self.tables
            ],
        }


def refused_by_classifier(scores: dict, key: str, examples: list[dict]) -> np.ndarray:
    """Which examples of measured set ``key`` the classifier (layer 2) refused, from its recorded scores.

    A text without a score is an error, not an acceptance: the figures would otherwise flatter a
    set that was edited after scoring."""
    scored = scores.get(key, {})
    missing = [e["text"] for e in examples if e["text"] not in scored]
    if missing:
        raise ValueError(
            f"{len(missing)} texts of the {key} set have no classifier score (e.g. {missing[0]!r}); "
            "run python -m evals.guardset score"
        )
    return np.array([scored[e["text"]] >= scores["threshold"] for e in examples], dtype=bool)


def rows(scores: dict | None, labelled: list[dict], sets: list[tuple[MeasuredSet, list[dict]]]) -> list[Row]:
    """One row per layer and figure: the rules, then (with scores) the classifier and both combined."""
    rules_l = refused_by_rules(labelled)
    rules_s = {m.key: refused_by_rules(examples) for m, examples in sets}
    out = [Row.of("rules", "in-sample (rules tuned on the labelled set)", labelled, [rules_l])]
    out += [Row.of("rules", m.name, examples, [rules_s[m.key]]) for m, examples in sets]
    if scores is None:
        return out
    t = scores["threshold"]
    missing = [e["text"] for e in labelled if e["text"] not in scores["labelled"]]
    if missing:
        raise ValueError(f"{len(missing)} texts have no classifier score (e.g. {missing[0]!r}); run train again")
    ins = np.array([scores["labelled"][e["text"]]["in_sample"] >= t for e in labelled])
    # weights trained before stop 27 chose their threshold by the 5-fold figures and stored no such score
    out_of_set = [scores["labelled"][e["text"]].get("out_of_set") for e in labelled]
    held = None if None in out_of_set else np.array(out_of_set) >= t
    cv = np.array([scores["labelled"][e["text"]]["cv"] for e in labelled]).T >= t
    by_set = {m.key: refused_by_classifier(scores, m.key, examples) for m, examples in sets}
    k, r = scores["folds"], scores["repeats"]
    cv_name = f"cross-validated ({k}-fold on the labelled set, {r} splits: mean ± sd [min-max])"
    for layer in ("classifier", "combined"):
        add = (lambda a, extra: a) if layer == "classifier" else (lambda a, extra: a | extra)  # noqa: E731
        out.append(Row.of(layer, "in-sample (trained on the labelled set)", labelled, [add(ins, rules_l)]))
        if held is not None:
            name = "each labelled file left out in turn (penalty and threshold chosen on it)"
            out.append(Row.of(layer, name, labelled, [add(held, rules_l)]))
        out.append(Row.of(layer, cv_name, labelled, list(add(cv, rules_l))))
        out += [Row.of(layer, m.name, ex, [add(by_set[m.key], rules_s[m.key])]) for m, ex in sets]
    return out


def measure(labelled_paths: tuple[Path, ...] = LABELLED, sets: tuple[MeasuredSet, ...] = MEASURED) -> GuardTables:
    """Every layer's figures: one table per embedding model with trained scores (the rules alone when none)."""
    examples = labelled(labelled_paths)
    loaded = [(m, load(m.path)) for m in sets]
    tables = []
    stored = stored_scores()
    for scores in stored or [None]:
        keys = ("model", "embedded_as", "threshold", "l2", "blend", "neighbours", "text_share", "quoted_discount")
        keys += ("out_of_set_cost",)
        about = None if scores is None else {k: scores[k] for k in keys if k in scores}
        tables.append(Table(about, rows(scores, examples, loaded)))
    first = stored[0] if stored else None
    tables += [question_table(q, c, first, examples, loaded) for q, c in calibrated_question_scores()]
    files = {"files": [Path(p).name for p in labelled_paths], **_counts(examples)}
    about_sets = [{"name": m.name, "use": m.use, "file": m.path.name, **_counts(ex)} for m, ex in loaded]
    return GuardTables(files, about_sets, tables)


def calibrated_question_scores() -> list[tuple[QuestionScores, Calibration]]:
    """(recorded scores, calibration) for each guard model asked with the current prompt and calibrated for it."""
    out = []
    for path in sorted(guardquestion.QUESTION_SCORES.glob("*.json")):
        scores = QuestionScores.read(path)
        calibration = Calibration.current(scores.model)
        if scores.scores and calibration is not None:
            out.append((scores, calibration))
    return out


def question_table(
    scores: QuestionScores,
    calibration: Calibration,
    classifier: dict | None,
    examples: list[dict],
    sets: list[tuple[MeasuredSet, list[dict]]],
) -> Table:
    """Layer 3 at its calibrated threshold on every set it was asked about, and all three layers combined."""
    t = calibration.threshold
    asked = lambda ex: all(e["text"] in scores.scores for e in ex)  # noqa: E731
    scored = [(m, ex) for m, ex in sets if asked(ex)]
    unscored = ([] if asked(examples) else ["the labelled set"]) + [m.name for m, ex in sets if not asked(ex)]
    out = []
    if asked(examples):
        out.append(
            Row.of("model", "labelled set (the threshold was chosen on it)", examples, [scores.of(examples) >= t])
        )
    for m, ex in scored:
        refused = scores.of(ex) >= t
        out.append(Row.of("model", m.name, ex, [refused]))
        earlier = refused_by_rules(ex) | (refused_by_classifier(classifier, m.key, ex) if classifier else False)
        out.append(Row.of("rules + classifier + model", m.name, ex, [earlier | refused]))
    return Table(None, out, {"model": scores.model, "threshold": t, "unscored": unscored})


def tables(labelled_paths: tuple[Path, ...] = LABELLED, sets: tuple[MeasuredSet, ...] = MEASURED) -> str:
    """Markdown: the figures ``measure`` finds."""
    return measure(labelled_paths, sets).markdown()


def _counts(examples: list[dict]) -> dict:
    instructions = sum(e["label"] == "instruction" for e in examples)
    return {"instructions": instructions, "facts": len(examples) - instructions}


def judge(
    runs: dict[str, dict],
    examples: list[dict],
    thresholds: tuple[float, ...] = SHOWN_THRESHOLDS,
    development: dict[str, list[dict]] | None = None,
) -> str:
    """Markdown: rules and classifier together on every labelled note all ``runs`` left out, scored by each run with
    its own labelled file left out (the ``out_of_set`` scores ``train`` wrote), at each threshold; then, given
    ``development`` (set key -> notes), the same on the development sets every run scored.

    Whether a read set should join the training data is a question about the *other* sets: does a guard trained
    with it get them more right? ``compare`` answers it on guard_blind5 to guard_blind10 only (2,300 notes). Two
    ``train`` runs, one with the candidate in ``LABELLED`` and one without, answer it on every labelled file (10,000
    notes): the candidate's own notes are in one run only, so they drop out of the comparison."""
    from tabulate import tabulate

    shared = [e for e in examples if all(e["text"] in run["labelled"] for run in runs.values())]
    if not shared:
        raise ValueError("the runs share no labelled note: were they trained on the same labelled files?")
    rules = refused_by_rules(shared)
    rows = []
    for name, run in runs.items():
        score = np.array([run["labelled"][e["text"]]["out_of_set"] for e in shared])
        counted = [count(shared, rules | (score >= t)) for t in thresholds]
        rows.append([name, *(cost_cell(c.instructions_accepted, c.facts_refused) for c in counted)])
    table = (
        f"{counted[0].instructions} instructions and {counted[0].facts} facts that every run left out with their "
        f"file; instructions accepted, facts refused, cost = {INSTRUCTION_COST:g} x the first + the second\n\n"
        + tabulate(rows, headers=["run", *(f"threshold {t:g}" for t in thresholds)], tablefmt="github")
    )
    return table + ("\n\n" + _judged_on_development(runs, development) if development else "")


def _judged_on_development(runs: dict[str, dict], development: dict[str, list[dict]]) -> str:
    """The development sets every run scored, combined at each run's own threshold. Stop 45 judged guard_blind56:
    trained on, it tied ``compare`` and bettered the labelled files (333 -> 331), yet the development sets let 26
    instructions through instead of 4. Their rules were written for what both layers missed with the classifier of
    the day, so these sets favour it; a candidate that moves them this much is a question the judges above miss."""
    from tabulate import tabulate

    keys = [key for key in development if all(key in run for run in runs.values())]
    located = [(key, e) for key in keys for e in development[key]]
    notes = [e for _, e in located]
    if not notes:
        return "no development set was scored by every run"
    rules = refused_by_rules(notes)
    rows = []
    for name, run in runs.items():
        score = np.array([run[key][e["text"]] for key, e in located])
        c = count(notes, rules | (score >= run["threshold"]))
        rows.append([name, cost_cell(c.instructions_accepted, c.facts_refused)])
    return (
        f"{c.instructions} instructions and {c.facts} facts of the {len(keys)} development sets every run scored, "
        "at each run's own threshold (their rules were written against the classifier of their day)\n\n"
        + tabulate(rows, headers=["run", "development sets"], tablefmt="github")
    )
