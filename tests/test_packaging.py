"""What a wheel carries: every data file the package reads at run time is matched by a package-data glob.

An editable install (the README's) reads the files from the checkout and hides a missing glob; a wheel built for
another machine would then lack, say, the guard's neighbours or text model and refuse to load its weights.
"""

from __future__ import annotations

from pathlib import Path, PurePosixPath

import pytest

tomllib = pytest.importorskip("tomllib")  # Python 3.11+; the package supports 3.10, where this check is skipped

ROOT = Path(__file__).resolve().parents[1]
PACKAGE_DATA = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"][
    "package-data"
]
# The folders whose files are read at run time or by the evaluation, each in the package that owns it.
DATA_FOLDERS = {
    "agent": ["guard/weights", "shortlink_docs", "stores/migrations"],
    "evals": ["data", "scenarios"],
}


def data_files(package: str) -> list[str]:
    base = ROOT / package.replace(".", "/")
    return sorted(
        str(path.relative_to(base).as_posix())
        for folder in DATA_FOLDERS[package]
        for path in (base / folder).rglob("*")
        if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".py"
    )


@pytest.mark.parametrize("package", sorted(DATA_FOLDERS))
def test_every_data_file_is_in_the_wheel(package: str) -> None:
    globs = PACKAGE_DATA[package]
    missing = [f for f in data_files(package) if not any(PurePosixPath(f).match(g) for g in globs)]
    assert data_files(package) and not missing, f"not in [tool.setuptools.package-data] {package}: {missing}"
