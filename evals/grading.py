"""Keyword grading: an answer passes when it contains one alternative from every group.

A grader is a small pure function over case-folded text that says what matched and what is
missing, so a failed session explains itself in the report.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Grade", "grade", "matches"]


@dataclass(frozen=True)
class Grade:
    """The verdict, the alternative that matched in each group, and the groups with no match."""

    passed: bool
    matched: tuple[str, ...]
    missing: tuple[tuple[str, ...], ...]


def grade(answer: str, groups: list[list[str]]) -> Grade:
    """Case-insensitive: every group needs one of its alternatives somewhere in the answer."""
    if not groups or any(not g for g in groups):
        raise ValueError(f"every expectation needs at least one non-empty group, got {groups!r}")
    text = answer.casefold()
    matched, missing = [], []
    for group in groups:
        hit = next((alt for alt in group if alt.casefold() in text), None)
        if hit is None:
            missing.append(tuple(group))
        else:
            matched.append(hit)
    return Grade(not missing, tuple(matched), tuple(missing))


def matches(text: str, groups: list[list[str]]) -> bool:
    """True when ``text`` meets every group; used for the notes checks (stale, planted)."""
    return grade(text, groups).passed
