"""The oracle: a reference for the fewest tokens memory could cost, not a memory approach.

Its system prompt carries exactly the setup facts the session needs, taken from the scenario's
``needs`` field, and nothing else. No real memory can do better, so it bounds what notes could
save; it is labelled as a reference wherever it appears.
"""

from __future__ import annotations

from dataclasses import dataclass

from agent.client import ModelClient
from agent.library import Library
from agent.loop import Turn, run
from agent.prompts import ASSISTANT
from agent.tools import Toolbox

from .scenario import Scenario

__all__ = ["ORACLE_HEADER", "Oracle"]

ORACLE_HEADER = "Facts about the user's setup, from earlier conversations:"


@dataclass
class Oracle:
    """Answers each session with the scenario's own list of the facts it needs."""

    client: ModelClient
    library: Library
    scenario: Scenario
    max_turns: int = 8
    name: str = "oracle"

    def session(self, session_id: str, user: str) -> Turn:
        """The docs tools, and the needed facts (if any) after the shared prompt."""
        needs = next(s.needs for s in self.scenario.sessions if s.id == session_id)
        system = (
            ASSISTANT if not needs else ASSISTANT + "\n\n" + ORACLE_HEADER + "\n" + "\n".join(f"- {n}" for n in needs)
        )
        with self.client.metered() as calls:
            turn = run(self.client, system, [], user, Toolbox(self.library.tools()), self.max_turns)
        turn.calls = calls
        return turn
