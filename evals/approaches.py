"""The approaches the evaluation compares, and what the harness, the plugin and the report need to know of each.

One table: the name (it names cases and cassette folders), the label the report shows, whether
the approach carries state from one session to the next (then its sessions must play in order),
whether it is a reference rather than a memory approach (then it is played only when asked for),
whether it keeps a notes file, and how to build it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from agent.approaches import Approach, History, NoMemory, Notes
from agent.client import ModelClient
from agent.library import Library
from agent.store import NoteStore
from agent.stores import Store

from .oracle import Oracle
from .scenario import Scenario

__all__ = ["REGISTRY", "Entry", "default_names", "entry", "label", "note_keepers"]

Build = Callable[[ModelClient, Library, Scenario, "Store | None"], Approach]


@dataclass(frozen=True)
class Entry:
    """One approach of the evaluation."""

    name: str
    build: Build
    keeps_state: bool  # sessions share state: they must be played in order, from the first
    reference: bool = False  # a yardstick, not a memory approach: played when asked for, labelled as such
    keeps_notes: bool = False  # has a notes file: re-read before each session, reported after it
    prompt_grows: bool = False  # its prompt carries every earlier session (the growth report fits a slope)

    @property
    def label(self) -> str:
        """How tables and transcripts name it: a reference says so wherever it appears."""
        return f"{self.name} (reference)" if self.reference else self.name


REGISTRY: dict[str, Entry] = {
    e.name: e
    for e in (
        Entry("none", lambda client, library, scenario, store: NoMemory(client, library), keeps_state=False),
        Entry(
            "history",
            lambda client, library, scenario, store: History(client, library),
            keeps_state=True,
            prompt_grows=True,
        ),
        Entry(
            "notes",  # `store or ...` would drop an empty store: a Store's len() is its number of notes
            lambda client, library, scenario, store: Notes(client, library, NoteStore() if store is None else store),
            keeps_state=True,
            keeps_notes=True,
        ),
        Entry(
            "oracle",
            lambda client, library, scenario, store: Oracle(client, library, scenario),
            keeps_state=False,
            reference=True,
        ),
    )
}


def entry(name: str) -> Entry:
    """The entry of an approach, or an error that lists the known ones."""
    try:
        return REGISTRY[name]
    except KeyError:
        raise ValueError(f"unknown approach {name!r}; choose from {', '.join(REGISTRY)}") from None


def default_names() -> list[str]:
    """What a recording plays when no approaches are named: every memory approach, no reference."""
    return [e.name for e in REGISTRY.values() if not e.reference]


def label(name: str) -> str:
    """The label of an approach by name (an unknown name is shown as it is)."""
    return REGISTRY[name].label if name in REGISTRY else name


def note_keepers() -> list[str]:
    """The approaches that keep notes, in table order: their records carry the notes and audit entries checked."""
    return [e.name for e in REGISTRY.values() if e.keeps_notes]
