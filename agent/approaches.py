"""Three ways to carry what the user said into the next conversation, behind one interface.

- ``none``: every session starts empty.
- ``history``: the whole earlier conversation, tool calls and results included, is sent again.
- ``notes``: the notes closest to the first message go into the system prompt, and the model
  may change notes with ``remember`` and ``forget``.

The assistant, its tools and its prompt are the same for all three apart from memory. Each
session returns its ``Turn`` with the model calls it made (``Turn.calls``), recall included.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Protocol

from .client import ModelClient
from .library import Library
from .loop import Turn, run
from .memory import NotesMemory, RecallPolicy
from .prompts import ASSISTANT, NOTES_RULES
from .stores.contract import Store
from .tools import Toolbox

__all__ = ["Approach", "History", "NoMemory", "Notes"]


class Approach(Protocol):
    """Runs one session (a new conversation) and keeps whatever it carries to the next."""

    name: str

    def session(self, session_id: str, user: str) -> Turn: ...


@dataclass
class NoMemory:
    """The baseline: nothing survives a session."""

    client: ModelClient
    library: Library
    max_turns: int = 8
    name: str = "none"

    def session(self, session_id: str, user: str) -> Turn:
        """Answer with the docs tools only."""
        with self.client.metered() as calls:
            turn = run(self.client, ASSISTANT, [], user, Toolbox(self.library.tools()), self.max_turns)
        turn.calls = calls
        return turn


@dataclass
class History:
    """Carries every earlier message, so its input grows with every session."""

    client: ModelClient
    library: Library
    max_turns: int = 8
    name: str = "history"
    messages: list[dict] = field(default_factory=list)

    def session(self, session_id: str, user: str) -> Turn:
        """Answer after the whole earlier conversation, then keep this one too."""
        with self.client.metered() as calls:
            turn = run(self.client, ASSISTANT, self.messages, user, Toolbox(self.library.tools()), self.max_turns)
        turn.calls = calls
        self.messages = [*self.messages, *turn.messages]
        return turn


@dataclass
class Notes:
    """Recalls notes into the prompt and lets the model keep them up to date."""

    client: ModelClient
    library: Library
    store: Store
    k: int = 5
    max_turns: int = 8
    name: str = "notes"

    def session(self, session_id: str, user: str) -> Turn:
        """Recall before the first model call, then answer with docs and memory tools."""
        settings = self.client.settings
        policy = RecallPolicy.for_model(settings.embed_model, settings.embed_convention)
        memory = NotesMemory(self.store, self.client, session_id, replace(policy, k=self.k))
        with self.client.metered() as calls:
            system = f"{ASSISTANT}\n\n{NOTES_RULES}\n\n{memory.recall(user)}"
            toolbox = Toolbox([*self.library.tools(), *memory.tools()])
            turn = run(self.client, system, [], user, toolbox, self.max_turns)
        turn.calls = calls
        return turn
