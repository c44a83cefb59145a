"""Notes memory: recall into the system prompt, and the ``remember``/``forget`` tools.

These tools are the model's only way to change notes. Every argument is checked here; the note
guard refuses text that reads as an instruction; a near-copy of an existing note is refused with
that note's id; and a new note is embedded before anything is removed, so a failed call leaves
the store as it was. Every save, replace, forget and refusal goes to the audit log.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Protocol

import numpy as np

from . import guard
from .errors import ProviderError, StoreError, ToolError
from .prompts import notes_block
from .store import MAX_NOTES, MAX_TEXT, Note, check_text
from .stores.contract import Store
from .tools import Tool, integer_arg, string_arg

__all__ = ["Embedder", "NotesMemory", "RecallPolicy"]


class Embedder(Protocol):
    """Anything that turns texts into one vector each."""

    def embed(self, texts: list[str]) -> np.ndarray: ...


@dataclass(frozen=True)
class RecallPolicy:
    """How notes are chosen and policed. The thresholds are cosines, so they belong to one embedding model.

    ``k`` is a maximum, not a quota: notes under ``floor`` stay out. Of two recalled notes more
    alike than ``same_topic``, the newer is taken to restate or update the older, which is shown
    as superseded. A new note more alike than ``duplicate`` to an existing one is refused.
    No recency bonus is added to scores: on a long-memory benchmark it cut recall@5.
    The defaults switch the model-specific rules off (no floor, no superseding).
    """

    k: int = 5
    floor: float = -1.0
    same_topic: float = 1.01
    duplicate: float = 0.98

    @classmethod
    def for_model(cls, embed_model: str) -> RecallPolicy:
        """Thresholds measured for a known embedding model (python -m evals.retrieval), else the defaults."""
        for name, policy in CALIBRATED.items():
            if name in embed_model.lower():
                return policy
        return cls()


# Measured with python -m evals.retrieval on evals/data/retrieval.json (123 notes, 85 questions):
# e5 cosines crowd into 0.75-1.0. A note and the question it answers: 0.77-0.87; the best note for
# an unrelated question: 0.76-0.87, so no floor separates them (0.78 is the highest that loses no
# recall). An update and its older note: 0.90-0.99; two different notes: up to 0.94.
CALIBRATED = {"e5-small": RecallPolicy(k=5, floor=0.78, same_topic=0.93, duplicate=0.95)}


class NotesMemory:
    """One person's notes, the embedder that indexes them, and the session that is saving."""

    def __init__(self, store: Store, embedder: Embedder, session: str, policy: RecallPolicy | None = None) -> None:
        self.store, self.embedder, self.session = store, embedder, session
        self.policy = policy or RecallPolicy()

    def select(self, message: str) -> list[tuple[Note, float, int | None]]:
        """The notes for this message: (note, score, id of the newer note that supersedes it, if any)."""
        if not len(self.store):
            return []
        found = self.store.recall(self.embedder.embed([message])[0], self.policy.k, self.policy.floor)
        out = []
        for note, score in found:
            newer = [
                other.id
                for other, _ in found
                if other.id > note.id and float(other.vector @ note.vector) >= self.policy.same_topic
            ]
            out.append((note, score, max(newer) if newer else None))
        return out

    def recall(self, message: str) -> str:
        """The prompt block with the notes closest to the user's first message."""
        lines = []
        for note, _, newer in self.select(message):
            line = f"- note {note.id} (saved in session {note.session}): {json.dumps(note.text, ensure_ascii=False)}"
            lines.append(line + (f" [superseded by note {newer}]" if newer else ""))
        return notes_block(lines)

    def remember(self, args: dict) -> str:
        """Save one fact, or replace an older note with it."""
        text = check_text(string_arg(args, "text"))
        # Small models fill an optional id with 0 (seen in the recorded Qwen2.5-Coder run): 0 means "no note".
        replaces = None if args.get("replaces") in (0, "0") else integer_arg(args, "replaces", required=False)
        verdict = guard.check(text)
        if not verdict.accepted:
            self.store.audit("refuse", self.session, replaces, text, verdict.reason)
            raise ToolError(f"{verdict.reason}. Notes record facts about the user's setup, never instructions.")
        # Checked here before the (paid) embedding call; store.add checks again under the file lock.
        if replaces is not None:
            self.store.get(replaces)
        elif len(self.store) >= MAX_NOTES:
            raise ToolError(f"the store is full ({MAX_NOTES} notes): forget a note or use `replaces`")
        try:
            vector = self.embedder.embed([text])[0]
        except ProviderError as exc:
            raise ToolError(f"could not embed the note, so nothing was saved: {exc}") from None
        try:
            self._refuse_copies(text, vector, replaces)
            note = self.store.add(text, vector, self.session, replaces=replaces)
        except StoreError as exc:  # e.g. another process broke the file: the model hears it, the run goes on
            raise ToolError(f"the notes file could not be used, so nothing was saved: {exc}") from None
        action = "replace" if replaces else "save"
        self.store.audit(action, self.session, note.id, text, f"replaces note {replaces}" if replaces else "")
        return f"Saved note {note.id}" + (f", replacing note {replaces}." if replaces else ".")

    def forget(self, args: dict) -> str:
        """Delete one note by id."""
        note_id = integer_arg(args, "id")
        assert note_id is not None  # required=True never returns None
        note = self.store.forget(note_id)
        self.store.audit("forget", self.session, note_id, note.text)
        return f"Forgot note {note_id}."

    def _refuse_copies(self, text: str, vector: np.ndarray, replaces: int | None) -> None:
        """A near-copy must replace the note it copies, so the store does not fill with restatements."""
        notes = self.store.notes()
        if not notes:
            return
        scores = self.store.similarities(vector)
        best = max((i for i in range(len(notes)) if notes[i].id != replaces), key=lambda i: scores[i], default=None)
        if best is not None and scores[best] >= self.policy.duplicate:
            other = notes[best]
            self.store.audit("refuse", self.session, other.id, text, f"near-duplicate of note {other.id}")
            raise ToolError(
                f"this nearly repeats note {other.id} ({other.text!r}); if it updates that note, "
                f"call remember again with replaces={other.id}"
            )

    def tools(self) -> list[Tool]:
        """The two tools, ready for a Toolbox."""
        return [
            Tool(
                "remember",
                f"Save one lasting fact the user told you about their own setup (at most {MAX_TEXT} characters). "
                "If it updates an earlier note, pass that note's id as replaces.",
                {
                    "type": "object",
                    "properties": {
                        "text": {"type": "string", "description": "the fact, in one sentence"},
                        "replaces": {
                            "type": "integer",
                            "description": "id of the note this one supersedes; leave it out for a new fact",
                        },
                    },
                    "required": ["text"],
                },
                self.remember,
            ),
            Tool(
                "forget",
                "Delete a note that is wrong or no longer true.",
                {
                    "type": "object",
                    "properties": {"id": {"type": "integer", "description": "the note's id"}},
                    "required": ["id"],
                },
                self.forget,
            ),
        ]
