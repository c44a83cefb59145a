"""llama-server from source: fetch llama.cpp, configure a portable build, read back what a build used.

Why portable: with GGML_NATIVE the compiler enables every instruction set the CPU reports, AMX
included, and a virtual machine that does not grant the AMX tile state kills llama-server with
SIGSEGV at ``ldtilecfg`` as soon as it multiplies a matrix. So the build never uses GGML_NATIVE and
never AMX; AVX-512 only where the CPU lists avx512f. A build made by an older version of this tool
is native: ``status`` reads its CMakeCache.txt and says so, and ``install --rebuild`` replaces it.
"""

from __future__ import annotations

import os
import re
import shutil
import tarfile
from pathlib import Path

from .layout import LLAMA_CPP_PYTHON_VERSION, SDIST_NAME, Paths
from .steps import StepError, pip_download, run_step, say

__all__ = [
    "build_llama_server",
    "cmake_flags",
    "cpu_flags",
    "install_source",
    "native_warning",
    "read_build_flags",
]

# The cache entries that decide which instructions the binary may execute.
_SHOWN = re.compile(r"GGML_NATIVE|GGML_AVX\w*|GGML_AMX_\w+|GGML_FMA|GGML_F16C")
_CMAKE_TRUE = {"1", "ON", "YES", "TRUE", "Y"}


def install_source(paths: Paths) -> bool:
    """Download and unpack the llama-cpp-python sdist; return False if it was already there."""
    if (paths.source / "CMakeLists.txt").exists():
        return False
    paths.downloads.mkdir(parents=True, exist_ok=True)
    archive = paths.downloads / f"{SDIST_NAME}.tar.gz"
    if not archive.exists():
        requirement = f"llama-cpp-python=={LLAMA_CPP_PYTHON_VERSION}"
        pip_download("download llama.cpp source", paths.downloads, [requirement], binary=False)
    say(f"extract {archive.name}")
    staging = paths.cache / "src.partial"
    shutil.rmtree(staging, ignore_errors=True)
    with tarfile.open(archive) as tar:
        tar.extractall(staging, filter="data")
    shutil.rmtree(paths.cache / "src", ignore_errors=True)
    staging.replace(paths.cache / "src")
    if not (paths.source / "CMakeLists.txt").exists():
        raise StepError("extract llama.cpp source", f"no CMakeLists.txt in {paths.source}")
    return True


def cpu_flags(cpuinfo: Path = Path("/proc/cpuinfo")) -> set[str]:
    """The instruction-set flags the CPU reports (empty where /proc/cpuinfo cannot be read)."""
    try:
        text = cpuinfo.read_text()
    except OSError:
        return set()
    return {flag for line in text.splitlines() if line.startswith("flags") for flag in line.split(":", 1)[1].split()}


def cmake_flags(cpu: set[str]) -> list[str]:
    """A portable build: never GGML_NATIVE, never AMX, AVX-512 only where the CPU lists avx512f."""
    return [
        "-DGGML_NATIVE=OFF",
        "-DGGML_AVX=ON",
        "-DGGML_AVX2=ON",
        "-DGGML_FMA=ON",
        "-DGGML_F16C=ON",
        f"-DGGML_AVX512={'ON' if 'avx512f' in cpu else 'OFF'}",
        "-DGGML_AMX_TILE=OFF",
        "-DGGML_AMX_INT8=OFF",
        "-DGGML_AMX_BF16=OFF",
        "-DLLAMA_CURL=OFF",
        "-DLLAMA_BUILD_TESTS=OFF",
        "-DLLAMA_BUILD_EXAMPLES=OFF",
        "-DCMAKE_BUILD_TYPE=Release",
    ]


def build_llama_server(paths: Paths, rebuild: bool = False) -> bool:
    """Build llama-server with cmake, streaming its output; return False if already built.

    ``rebuild`` deletes the build folder first, so no cached option (GGML_NATIVE=ON from an older
    build) and no object compiled with it survive.
    """
    if rebuild and paths.build.exists():
        say(f"--rebuild: delete {paths.build}")
        shutil.rmtree(paths.build)
    if paths.llama_server.exists():
        return False
    configure = ["cmake", "-S", str(paths.source), "-B", str(paths.build), *cmake_flags(cpu_flags())]
    run_step("configure llama.cpp (cmake)", configure, stream=True)
    compile_cmd = ["cmake", "--build", str(paths.build), "--target", "llama-server", "-j", str(os.cpu_count() or 2)]
    run_step("build llama-server (cmake --build)", compile_cmd, stream=True)
    if not paths.llama_server.exists():
        raise StepError("build llama-server", f"{paths.llama_server} was not produced")
    return True


def read_build_flags(cmake_cache: Path) -> dict[str, str]:
    """The instruction-set options a build was configured with, from its CMakeCache.txt.

    Lines look like ``GGML_NATIVE:BOOL=ON``; comments (``//``, ``#``) and helper entries such as
    ``GGML_NATIVE-ADVANCED:INTERNAL=1`` never match an option name. Returns {} when there is no
    cache (nothing built yet).
    """
    try:
        text = cmake_cache.read_text(errors="replace")
    except OSError:
        return {}
    flags = {}
    for line in text.splitlines():
        if "=" not in line:
            continue
        key, value = line.split("=", 1)
        name = key.split(":", 1)[0].strip()
        if _SHOWN.fullmatch(name):
            flags[name] = value.strip()
    return dict(sorted(flags.items(), key=lambda item: (item[0] != "GGML_NATIVE", item[0])))


def native_warning(flags: dict[str, str]) -> str | None:
    """Say why a build may crash on this machine, or None for a portable one."""
    on = [name for name, value in flags.items() if value.upper() in _CMAKE_TRUE]
    risky = [name for name in on if name == "GGML_NATIVE" or name.startswith("GGML_AMX_")]
    if not risky:
        return None
    return (
        f"this build has {', '.join(f'{n}=ON' for n in risky)}: on a CPU that reports AMX in a virtual "
        "machine without the AMX tile state, llama-server dies with SIGSEGV. Rebuild it portably: "
        "python -m evals.localstack install --rebuild (or delete the build folder and run install)"
    )
