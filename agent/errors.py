"""The one error hierarchy of the package.

AgentError                 anything this package raises on purpose
├── ConfigError            a missing key, a bad base URL, a bad flag: fix the setup
│   └── WeightsError       the guard's weights or calibration file is missing or broken (also a ValueError)
├── ProviderError          the model server could not give an answer
│   ├── AuthError          401/403: the key is missing, wrong or not allowed
│   ├── BadRequestError    400/404/422: the server refused what we sent
│   │   └── ContextLengthError   the prompt is longer than the model's context
│   └── UnreachableError   no connection, timeouts or 429/5xx after every retry
├── StoreError             the notes store is corrupt, unreadable or from an unknown version
│   ├── EmbeddingMismatchError   its vectors were made another way than this run makes them
│   └── StoreUnavailableError    the notes database could not be reached
└── ToolError              a tool call was refused; answered to the model as text, never raised past the loop
"""

from __future__ import annotations

__all__ = [
    "AgentError",
    "AuthError",
    "BadRequestError",
    "ConfigError",
    "ContextLengthError",
    "EmbeddingMismatchError",
    "ProviderError",
    "StoreError",
    "StoreUnavailableError",
    "ToolError",
    "UnreachableError",
    "WeightsError",
]


class AgentError(Exception):
    """Base class: catch this to handle every error the package raises on purpose."""


class ConfigError(AgentError):
    """The setup is wrong (no key, bad base URL, bad option): the message says how to fix it."""


class WeightsError(ConfigError, ValueError):
    """A guard weights or calibration file is missing or broken: the message names it; train again or restore it.

    Also a ValueError, as the files' readers raised before it existed, so callers that caught that still do."""


class ProviderError(AgentError):
    """The model or embedding server did not give a usable answer."""


class AuthError(ProviderError):
    """The server answered 401 or 403."""


class BadRequestError(ProviderError):
    """The server refused the request itself (400, 404, 422): retrying will not help."""


class ContextLengthError(BadRequestError):
    """The prompt did not fit the model's context; the sizes are kept when the server says them.

    A conversation that carries everything ends here sooner or later. The evaluation reports
    ``prompt_tokens`` as what the approach needed, since the server processed none of them.
    """

    def __init__(self, message: str, prompt_tokens: int | None = None, context: int | None = None):
        super().__init__(message)
        self.prompt_tokens, self.context = prompt_tokens, context


class UnreachableError(ProviderError):
    """The server could not be reached, or kept failing, after every retry.

    ``status`` is the HTTP status of the last answer (None when there was none: a timeout or no
    connection), so a caller can tell a server that failed on this request (500) from one that is down.
    """

    def __init__(self, message: str, status: int | None = None):
        super().__init__(message)
        self.status = status


class StoreError(AgentError):
    """The notes store cannot be used; it is left untouched."""


class StoreUnavailableError(StoreError):
    """The notes database did not answer (not running, wrong host or port, refused login)."""


class ToolError(AgentError):
    """A tool call was refused; the loop sends the message back to the model as the tool result."""


class EmbeddingMismatchError(StoreError):
    """The store's vectors were made with another model or query/document convention: re-embed it."""
