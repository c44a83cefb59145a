"""The documentation tools: ``list_files`` and ``read_file``, confined to one folder.

The model chooses the path, so every path is treated as untrusted: absolute paths, ``..``,
and links that lead out of the folder are refused as tool errors.
"""

from __future__ import annotations

from pathlib import Path

from .errors import ToolError
from .tools import Tool, string_arg

__all__ = ["DOCS_DIR", "Library"]

DOCS_DIR = Path(__file__).parent / "shortlink_docs"
MAX_READ = 60_000  # characters; a runaway file must not flood the context


class Library:
    """A read-only folder of documents."""

    def __init__(self, root: str | Path = DOCS_DIR) -> None:
        self.root = Path(root).resolve()
        if not self.root.is_dir():
            raise ToolError(f"documentation folder {self.root} does not exist")

    def names(self) -> list[str]:
        """Document paths relative to the folder, sorted, skipping anything that leads outside."""
        found = []
        for p in sorted(self.root.rglob("*")):
            if p.is_file() and self._inside(p):
                found.append(p.relative_to(self.root).as_posix())
        return found

    def list_files(self, args: dict) -> str:
        """One line per document: its name and its title, so the model can choose what to read."""
        lines = [f"{name} - {self._title(name)}" for name in self.names()]
        return "\n".join(lines) or "(no documents)"

    def read_file(self, args: dict) -> str:
        """The text of one document."""
        name = string_arg(args, "path") or ""
        return self._resolve(name).read_text(encoding="utf-8", errors="replace")[:MAX_READ]

    def tools(self) -> list[Tool]:
        """The two tools, ready for a Toolbox."""
        return [
            Tool(
                "list_files",
                "List the shortlink documentation files, one per line with its title.",
                {"type": "object", "properties": {}},
                self.list_files,
            ),
            Tool(
                "read_file",
                "Read one shortlink documentation file by the name list_files gives, e.g. install.md.",
                {
                    "type": "object",
                    "properties": {"path": {"type": "string", "description": "file name from list_files"}},
                    "required": ["path"],
                },
                self.read_file,
            ),
        ]

    def _resolve(self, name: str) -> Path:
        if not name.strip():
            raise ToolError("path is empty; call list_files to see the documents")
        candidate = Path(name.strip())
        if candidate.is_absolute() or ".." in candidate.parts:
            raise ToolError(f"{name!r} is outside the documentation; use a name from list_files")
        path = self.root / candidate
        if not self._inside(path):
            raise ToolError(f"{name!r} leads outside the documentation; use a name from list_files")
        if not path.is_file():
            raise ToolError(f"no document {name!r}; call list_files to see the documents")
        return path

    def _inside(self, path: Path) -> bool:
        try:
            path.resolve().relative_to(self.root)
        except (ValueError, OSError):
            return False
        return True

    def _title(self, name: str) -> str:
        for line in (self.root / name).read_text(encoding="utf-8", errors="replace").splitlines():
            if line.startswith("#"):
                return line.lstrip("#").strip()
        return ""
