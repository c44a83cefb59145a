"""How close a new guard set's notes come to the sets written before it, told without showing them.

A fresh held-out set measures the guard only if it says new things: a note that repeats, with a word
changed, one the rules were written against or the classifier trained on is not unseen. Each new set is
checked against every older set before it is committed, and the notes that come within ``THRESHOLD`` of
one (``difflib``'s ratio, case folded) are dropped **unread**: the check prints counts, never the notes,
so running it does not spoil the set it is run on.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from difflib import SequenceMatcher
from pathlib import Path

THRESHOLD = 0.8


@dataclass(frozen=True)
class Overlap:
    """The notes of one set, split into those far enough from every older set and those too close to one."""

    kept: list[dict]
    dropped: list[dict]

    def summary(self) -> str:
        """Counts only: how many were dropped, and what is left by label and language."""
        labels = Counter(e["label"] for e in self.kept)
        langs = len({e.get("lang") for e in self.kept})
        kept = ", ".join(f"{n} {label}s" for label, n in sorted(labels.items()))
        return (
            f"{len(self.dropped)} notes within {THRESHOLD} of an older set; kept {kept or 'none'} ({langs} languages)"
        )


def close(text: str, older: list[str], threshold: float = THRESHOLD) -> bool:
    """Whether ``text`` comes within ``threshold`` of any of ``older`` (all case folded by the caller).

    ``SequenceMatcher`` caches what it knows of its *second* sequence, so the new note goes there and the older
    notes pass through the first; the two quick upper bounds skip most pairs before the real ratio is computed."""
    matcher = SequenceMatcher(None, "", text, autojunk=False)
    for other in older:
        matcher.set_seq1(other)
        if matcher.real_quick_ratio() >= threshold and matcher.quick_ratio() >= threshold:
            if matcher.ratio() >= threshold:
                return True
    return False


def overlap(path: Path, older_paths: list[Path], threshold: float = THRESHOLD) -> Overlap:
    """Split the notes of ``path`` by whether each comes within ``threshold`` of a note of ``older_paths``; a line
    that is not a note is a ``ValueError`` naming its file and line (``evals.guardset.load``)."""
    from .guardset import load

    older = [e["text"].casefold() for p in older_paths for e in load(p)]
    kept, dropped = [], []
    for example in load(path):
        (dropped if close(example["text"].casefold(), older, threshold) else kept).append(example)
    return Overlap(kept, dropped)


def drop(path: Path, result: Overlap) -> None:
    """Write ``path`` again with only the notes ``overlap`` kept, in their order."""
    path.write_text("".join(json.dumps(e, ensure_ascii=False) + "\n" for e in result.kept), encoding="utf-8")
