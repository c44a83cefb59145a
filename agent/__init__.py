"""An assistant that keeps short notes between conversations, with every rule enforced in code.

The layout, one noun per module:

- ``client``      any OpenAI-compatible API over httpx: chat with tools, embeddings, usage and cost
- ``loop``        the agent loop: model calls and tool calls until an answer or a turn cap
- ``tools``       tool definitions and argument checks; failures go back to the model as text
- ``library``     ``list_files``/``read_file`` confined to the shortlink documentation
- ``store``       the notes file: limits, atomic saves, cosine recall
- ``stores``      the store contract, ``open_store`` (a path or a postgresql:// URL), the PostgreSQL store
- ``memory``      recall into the system prompt (``RecallPolicy``), and the ``remember``/``forget`` tools
- ``guard``       refuses a note that reads as an instruction, before it is saved
- ``approaches``  none, history and notes behind one interface (the evaluation's list: ``evals.approaches``)
- ``cli``         ``python -m agent``
"""

from .approaches import Approach, History, NoMemory, Notes
from .client import Call, ModelClient, Settings
from .errors import (
    AgentError,
    AuthError,
    BadRequestError,
    ConfigError,
    ContextLengthError,
    EmbeddingMismatchError,
    ProviderError,
    StoreError,
    StoreUnavailableError,
    ToolError,
    UnreachableError,
)
from .library import Library
from .loop import Step, Turn, run
from .memory import NotesMemory, RecallPolicy
from .store import MAX_NOTES, MAX_TEXT, Embedding, Note, NoteStore
from .stores import Store, open_store
from .tools import Tool, Toolbox

__all__ = [
    "AgentError",
    "Approach",
    "AuthError",
    "BadRequestError",
    "ContextLengthError",
    "Call",
    "ConfigError",
    "Embedding",
    "EmbeddingMismatchError",
    "History",
    "Library",
    "MAX_NOTES",
    "MAX_TEXT",
    "ModelClient",
    "NoMemory",
    "Note",
    "NoteStore",
    "Notes",
    "NotesMemory",
    "ProviderError",
    "RecallPolicy",
    "Settings",
    "Step",
    "Store",
    "StoreError",
    "StoreUnavailableError",
    "Tool",
    "ToolError",
    "Toolbox",
    "Turn",
    "UnreachableError",
    "open_store",
    "run",
]
