"""The rules' verdicts on the guard sets, kept on disk from one process to the next.

Each evaluation run writes the report's guard section, and that runs the rules (layer 1) over every guard set:
some 17,000 notes, about 30 s on a 2-core machine, in every process; the harness tests start a dozen such runs. A
verdict depends only on the note and on the guard's code, so the verdicts are kept in a file named by a digest of
``agent/guard/*.py``: change any rule, word list or threshold there and the file is another one, so the rules run
again and a rule change still shows at once. A file that cannot be read or written only makes the run slower.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from collections.abc import Callable
from pathlib import Path

import agent.guard

from .localstack.layout import project_cache

GUARD_SOURCES = Path(agent.guard.__file__).parent


def code_digest(folder: Path = GUARD_SOURCES) -> str:
    """A digest of the guard's code: every ``*.py`` file of the package, by name and content."""
    digest = hashlib.sha256()
    for path in sorted(folder.glob("*.py")):
        digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:16]


def cache_dir() -> Path:
    """Where the verdict files live: ``guard-verdicts`` in the project's cache folder (``${XDG_CACHE_HOME:-~/.cache}
    /shortlink-notes``), beside the local stack's."""
    return project_cache() / "guard-verdicts"


class Verdicts:
    """The rules' refusals for one version of the guard's code: read from its file, computed for a note not in it."""

    def __init__(self, path: Path, decide: Callable[[str], bool]) -> None:
        self.path, self.decide = path, decide
        self.known = self._read()
        self.new: dict[str, bool] = {}

    def refused(self, text: str) -> bool:
        if text in self.known:
            return self.known[text]
        verdict = self.new[text] = self.known[text] = bool(self.decide(text))
        return verdict

    def save(self) -> None:
        """Add the verdicts computed here to the file, as written by now (another process may have added some), in
        one rename, so a reader never sees half a file."""
        if not self.new:
            return
        tmp = None
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            merged = self._read() | self.new
            with tempfile.NamedTemporaryFile("w", encoding="utf-8", dir=self.path.parent, delete=False) as out:
                tmp = Path(out.name)
                json.dump(merged, out, ensure_ascii=False)
            os.replace(tmp, self.path)
            self.new = {}
        except OSError:  # no cache: the next process computes them again, and no half-written file is left behind
            if tmp is not None:
                tmp.unlink(missing_ok=True)

    def _read(self) -> dict[str, bool]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        if not isinstance(data, dict):
            return {}
        return {text: verdict for text, verdict in data.items() if isinstance(verdict, bool)}
