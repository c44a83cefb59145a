"""Which notes reach the prompt: ranking rules compared on one labelled set and one set of embeddings.

Run ``python -m evals.retrieval [--data PATH] [--embed-model M] [--embed-input C] [--base-url URL] [--sweep]
[--against C]``.
Notes are embedded as documents and questions as queries, as the assistant does (``--embed-input
none`` embeds both the same way, as before the convention). Recall counts the newest note of an
updated fact as right and the note it superseded as wrong; "wrongly superseded" is the share of
questions whose right note the prompt marks as out of date; "stale shown" the share of questions
about an updated fact whose prompt still holds the old note; the unrelated columns show how much
the prompt carries when no note is wanted. ``--against C`` embeds the set a second way and gives
the paired difference in recall with a bootstrap interval: the set is small, and a few questions
decide a difference of points.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import sys
from collections.abc import Callable
from pathlib import Path

import numpy as np
from tabulate import tabulate

from agent.client import EMBED_INPUTS, ModelClient, Settings
from agent.errors import AgentError
from agent.memory import RecallPolicy, superseded
from agent.store import Note

DATA = Path(__file__).parent / "data" / "retrieval.json"
RECENCY = 0.05  # the bonus of the newest note; the oldest gets none
BATCH = 64


def problems(data: dict) -> list[str]:
    """What is wrong with a labelled set, so a typo in an id fails loudly instead of skewing recall."""
    found = []
    for store in data.get("stores", []):
        user, notes = store.get("user", "?"), store.get("notes", [])
        if [n.get("id") for n in notes] != list(range(1, len(notes) + 1)):
            found.append(f"{user}: note ids must be 1..{len(notes)} in order (as NoteStore assigns them)")
        for n in notes:
            old = n.get("supersedes")
            if old is not None and not (isinstance(old, int) and 1 <= old < n.get("id", 0)):
                found.append(f"{user}: note {n.get('id')} supersedes {old!r}, which is not an earlier note")
        stale = {n["supersedes"] for n in notes if n.get("supersedes")}
        for q in store.get("questions", []):
            rel = q.get("relevant")
            if not isinstance(rel, list) or any(not isinstance(i, int) or not 1 <= i <= len(notes) for i in rel):
                found.append(f"{user}: {q.get('q')!r} has relevant {rel!r}, not ids of its store")
            elif set(rel) & stale:
                found.append(f"{user}: {q.get('q')!r} counts a superseded note as relevant")
    return found


def load(path: str | Path = DATA) -> list[dict]:
    """The stores of a labelled set, refused with every problem listed if it is inconsistent."""
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    if found := problems(data):
        raise ValueError(f"{path}: " + "; ".join(found))
    return data["stores"]


def stale(notes: list[dict], relevant: list[int]) -> set[int]:
    """Ids the relevant notes superseded, directly or through a chain: showing them is showing old facts."""
    older = {n["id"]: n.get("supersedes") for n in notes}
    out, todo = set(), [older.get(i) for i in relevant]
    while todo:
        i = todo.pop()
        if i and i not in out:
            out.add(i)
            todo.append(older.get(i))
    return out


def recency(n: int, weight: float = RECENCY) -> np.ndarray:
    """A bonus growing with a note's rank by age, 0 for the oldest and ``weight`` for the newest."""
    return weight * np.arange(n) / max(n - 1, 1)


def notes_of(store: dict, vectors: np.ndarray) -> list[Note]:
    """The store's labelled notes as NoteStore holds them (ids, texts, unit vectors)."""
    return [Note(n["id"], n["text"], n["session"], "", v) for n, v in zip(store["notes"], vectors, strict=True)]


def by_cosine(found: list[Note], same_topic: float) -> dict[int, int]:
    """The rule before the values check: any newer recalled note at least ``same_topic`` alike supersedes."""
    out: dict[int, int] = {}
    for old in found:
        newer = [n.id for n in found if n.id > old.id and float(n.vector @ old.vector) >= same_topic]
        if newer:
            out[old.id] = max(newer)
    return out


MARKS = {"values": superseded, "cosine": by_cosine}


def rank(
    scores,
    notes: list[Note],
    k: int = 5,
    floor: float = -1.0,
    same_topic: float = 1.01,
    mark: str = "values",
    drop: bool = False,
    bonus=None,
) -> list[tuple[int, int | None]]:
    """(note id, id of the note shown as superseding it or None) in prompt order: NotesMemory.select's choice.

    ``mark`` names the superseding rule ("values": production's; "cosine": alike is enough);
    ``drop`` leaves superseded notes out instead of marking them.
    """
    key = np.asarray(scores) + (0 if bonus is None else bonus)
    top = sorted(range(len(key)), key=lambda i: (-key[i], -notes[i].id))[:k]
    found = [notes[i] for i in top if scores[i] >= floor]
    newer = MARKS[mark](found, same_topic)
    return [(n.id, newer.get(n.id)) for n in found if not (drop and n.id in newer)]


def recall_at(ranked: list[int], relevant: list[int], k: int) -> float:
    """Share of the relevant notes in the first k, out of as many as k leaves room for (so @1 is a hit rate)."""
    return len(set(ranked[:k]) & set(relevant)) / min(k, len(relevant))


def embed_stores(stores: list[dict], embed: Callable[..., np.ndarray]) -> list[tuple[np.ndarray, np.ndarray]]:
    """(note vectors, question vectors) per store, the way NotesMemory embeds them: notes as documents,
    questions as queries, in batches."""
    notes = [n["text"] for s in stores for n in s["notes"]]
    questions = [q["q"] for s in stores for q in s["questions"]]
    note_vectors = _batched(notes, lambda texts: embed(texts, kind="document"))
    question_vectors = _batched(questions, lambda texts: embed(texts, kind="query"))
    out, at_note, at_q = [], 0, 0
    for s in stores:
        n, m = len(s["notes"]), len(s["questions"])
        out.append((note_vectors[at_note : at_note + n], question_vectors[at_q : at_q + m]))
        at_note, at_q = at_note + n, at_q + m
    return out


def _batched(texts: list[str], embed: Callable[[list[str]], np.ndarray]) -> np.ndarray:
    return np.concatenate([embed(texts[i : i + BATCH]) for i in range(0, len(texts), BATCH)])


def _mean(xs: list) -> float:
    """A mean that is NaN, not a warning, when a set has no such questions."""
    return float(np.mean(xs)) if xs else float("nan")


def ranked(stores: list[dict], vectors: list[tuple[np.ndarray, np.ndarray]], use_bonus: bool = False, **rule):
    """(store, question, what the prompt shows for it) for every question of the set, in order."""
    for store, (vecs, questions) in zip(stores, vectors, strict=True):
        notes, bonus = notes_of(store, vecs), recency(len(vecs)) if use_bonus else None
        for q, scores in zip(store["questions"], questions @ vecs.T, strict=True):
            yield store, q, rank(scores, notes, bonus=bonus, **rule)


def hits(stores: list[dict], vectors: list[tuple[np.ndarray, np.ndarray]], **rule) -> np.ndarray:
    """recall@1 and recall@5 of every question with notes, one row each, in the set's order (for pairing)."""
    rows = []
    for _, q, got in ranked(stores, vectors, **rule):
        if q["relevant"]:
            ids = [i for i, _ in got]
            rows.append((recall_at(ids, q["relevant"], 1), recall_at(ids, q["relevant"], 5)))
    return np.array(rows, dtype=float).reshape(-1, 2)


def paired(a: np.ndarray, b: np.ndarray, draws: int = 10_000, seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    """Mean of ``b - a`` per column and its 95 % bootstrap interval (questions resampled, same draw for both).

    Returns (means, intervals) with intervals of shape (columns, 2). A fixed seed keeps the printout stable.
    """
    diff = b - a
    picks = np.random.default_rng(seed).integers(0, len(diff), size=(draws, len(diff)))
    means = diff[picks].mean(axis=1)
    return diff.mean(axis=0), np.quantile(means, [0.025, 0.975], axis=0).T


def against(stores: list[dict], base: tuple[str, list], other: tuple[str, list], policy: RecallPolicy) -> str:
    """Recall under two conventions (each a name and its vectors), with the paired difference, per rule."""
    change = f"{base[0]} → {other[0]}"
    lines = [f"| rule | recall@1 {change} | recall@5 {change} |", "|---|---|---|"]
    for name, rule in list(rules(policy).items())[:3]:  # (a)-(c): plain top-k, the floor, what the assistant does
        a, b = hits(stores, base[1], **rule), hits(stores, other[1], **rule)
        mean, ci = paired(a, b)
        cells = [
            f"{a[:, c].mean():.3f} → {b[:, c].mean():.3f} ({mean[c]:+.3f}, 95 % CI {ci[c, 0]:+.3f} … {ci[c, 1]:+.3f})"
            for c in (0, 1)
        ]
        lines.append(f"| {name} | {cells[0]} | {cells[1]} |")
    return "\n".join(lines)


def measure(stores: list[dict], vectors: list[tuple[np.ndarray, np.ndarray]], use_bonus: bool = False, **rule) -> dict:
    """The figures of one ranking rule on the whole set.

    "wrongly superseded" is the share of questions with notes where a relevant note the prompt
    shows is marked superseded (it is not: relevant notes are the newest of their fact); "stale
    unmarked" the share of questions about an updated fact whose prompt shows the old note unmarked.
    """
    r1, r5, shown, unmarked, wrong, sizes, empty, wanted = [], [], [], [], [], [], [], []
    for store, q, got in ranked(stores, vectors, use_bonus, **rule):
        ids, marked = [i for i, _ in got], {i for i, newer in got if newer}
        if q["relevant"]:
            r1.append(recall_at(ids, q["relevant"], 1))
            r5.append(recall_at(ids, q["relevant"], 5))
            wanted.append(len(got))
            wrong.append(bool(set(q["relevant"]) & marked))
            if old := stale(store["notes"], q["relevant"]):
                shown.append(bool(old & set(ids)))
                unmarked.append(bool(old & (set(ids) - marked)))
        else:
            sizes.append(len(got))
            empty.append(not got)
    return {
        "recall@1": _mean(r1),
        "recall@5": _mean(r5),
        "wrongly superseded": _mean(wrong),
        "stale shown": _mean(shown),
        "stale unmarked": _mean(unmarked),
        "notes/related q": _mean(wanted),
        "notes/unrelated q": _mean(sizes),
        "unrelated w/o notes": _mean(empty),
    }


def rules(policy: RecallPolicy) -> dict[str, dict]:
    """The rules to compare, all with the policy's k; (c) is what the assistant does."""
    k, floor, same = policy.k, policy.floor, policy.same_topic
    policed = {"k": k, "floor": floor, "same_topic": same}
    return {
        f"(a) top-{k} cosine": {"k": k},
        f"(b) + floor {floor:g}": {"k": k, "floor": floor},
        f"(c) (b) + superseded marked when values differ (same_topic {same:g})": policed,
        f"(d) (b) + superseded marked by cosine alone (same_topic {same:g})": {**policed, "mark": "cosine"},
        "(e) (c) with superseded notes left out": {**policed, "drop": True},
        f"(f) (c) + recency bonus {RECENCY:g}": {**policed, "use_bonus": True},
    }


def table(stores: list[dict], vectors, named: dict[str, dict], first: str = "rule") -> str:
    """A markdown table, one row per rule."""
    rows = [{first: name, **measure(stores, vectors, **rule)} for name, rule in named.items()]
    return tabulate(rows, headers="keys", tablefmt="github", floatfmt=".3f")


def pair_cosines(stores: list[dict], vectors) -> tuple[list[float], list[float]]:
    """Cosines of (update, note it superseded) pairs and of all other note pairs in a store."""
    updates, others = [], []
    for store, (notes, _) in zip(stores, vectors, strict=True):
        sims, pairs = notes @ notes.T, {(n["supersedes"], n["id"]) for n in store["notes"] if n.get("supersedes")}
        for i in range(len(notes)):
            for j in range(i + 1, len(notes)):
                (updates if (i + 1, j + 1) in pairs else others).append(float(sims[i, j]))
    return updates, others


def sweep(stores: list[dict], vectors, policy: RecallPolicy) -> str:
    """Floor and same_topic swept one at a time around the policy, for choosing new thresholds."""
    k, floor, same = policy.k, policy.floor, policy.same_topic
    floors = {f"floor {f:.2f}": {"k": k, "floor": f, "same_topic": same} for f in np.arange(0.74, 0.905, 0.01)}
    sames = {f"same_topic {s:.2f}": {"k": k, "floor": floor, "same_topic": s} for s in np.arange(0.80, 0.985, 0.01)}
    up, other = pair_cosines(stores, vectors)
    q = lambda xs: " / ".join(f"{v:.3f}" for v in np.quantile(xs, [0, 0.5, 1]))  # noqa: E731
    lines = [
        f"note pairs, cosine min / median / max: updates {q(up)} ({len(up)}); other pairs {q(other)} ({len(other)})",
        f"other pairs >= same_topic {policy.same_topic:g}: {sum(c >= policy.same_topic for c in other)}; "
        f">= duplicate {policy.duplicate:g}: {sum(c >= policy.duplicate for c in other)}; "
        f"updates >= duplicate (refused without replaces): {sum(c >= policy.duplicate for c in up)}",
    ]
    return "\n\n".join(["\n".join(lines), *(table(stores, vectors, rows, "sweep") for rows in (floors, sames))])


def main(argv: list[str] | None = None, client: ModelClient | None = None) -> int:
    """Embed the set through the configured server and print the comparison (and the sweep if asked)."""
    ap = argparse.ArgumentParser(prog="python -m evals.retrieval", description=__doc__.splitlines()[0])
    ap.add_argument("--data", default=str(DATA), help="labelled set (default: evals/data/retrieval.json)")
    ap.add_argument("--embed-model", help="embedding model (default: AGENT_EMBED_MODEL)")
    ap.add_argument("--base-url", help="OpenAI-compatible server for embeddings (default: AGENT_EMBED_BASE_URL)")
    ap.add_argument("--embed-input", choices=EMBED_INPUTS, help="query/document convention (default: by model)")
    ap.add_argument("--sweep", action="store_true", help="also sweep floor and same_topic")
    ap.add_argument("--against", choices=EMBED_INPUTS, help="also embed the set with this convention and compare")
    a = ap.parse_args(argv)
    try:
        stores = load(a.data)
        if client is None:
            # only embeddings are needed: a local embedding server alone must not ask for an OpenRouter key
            base = a.base_url or (None if os.environ.get("OPENAI_BASE_URL") else os.environ.get("AGENT_EMBED_BASE_URL"))
            settings = Settings.from_env(
                base_url=base, embed_base_url=a.base_url, embed_model=a.embed_model, embed_input=a.embed_input
            )
            client = ModelClient(settings)
        vectors = embed_stores(stores, client.embed)
        if a.against:
            other = ModelClient(dataclasses.replace(client.settings, embed_input=a.against), transport=client.transport)
            other_vectors = embed_stores(stores, other.embed)
    except (OSError, ValueError, AgentError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    model = client.settings.embed_model
    policy = RecallPolicy.for_model(model, client.settings.embed_convention)
    related = sum(bool(q["relevant"]) for s in stores for q in s["questions"])
    total = sum(len(s["questions"]) for s in stores)
    where = client.settings.embed_base_url or client.settings.base_url
    print(f"embedding model: {model} at {where}, query/document told by {client.settings.embed_convention}")
    print(f"policy: {policy}")
    notes = sum(len(s["notes"]) for s in stores)
    print(f"{len(stores)} stores, {notes} notes, {related} questions with notes, {total - related} unrelated\n")
    print(table(stores, vectors, rules(policy)))
    if a.sweep:
        print("\n" + sweep(stores, vectors, policy))
    if a.against:
        print(f"\nthe same rules with the set embedded by {a.against} (paired by question, 10,000 bootstrap draws):\n")
        print(against(stores, (client.settings.embed_convention, vectors), (a.against, other_vectors), policy))
    return 0


if __name__ == "__main__":
    sys.exit(main())
