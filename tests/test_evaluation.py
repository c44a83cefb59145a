"""The harness end to end: record a run from a scripted test double over loopback HTTP, replay it.

The double (tests/doubles.py: ScriptedServer + CompetentScript) is not a model; its cassettes
live in a temporary folder and never become the shipped run.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import httpx
import pytest
import yaml

from tests.doubles import CompetentScript, ScriptedServer

ROOT = Path(__file__).resolve().parent.parent
SECRET = "sk-test-0123456789abcdefghijklmnop"
SCENARIO = {
    "name": "mini",
    "sessions": [
        {
            "id": "s1-caddy",
            "user": "We run shortlink behind Caddy at 10.0.0.2. Which setting?",
            "expect": [["trusted_proxies"]],
        },
        {"id": "s2-nginx", "user": "We moved to nginx at 10.0.0.5. Anything to change?", "expect": [["10.0.0.5"]]},
        {"id": "s3-which", "user": "Which proxy do we run now?", "expect": [["nginx"], ["10.0.0.5"]]},
    ],
    "checks": [{"name": "stale note", "description": "a note still gives the old address", "match": [["10.0.0.2"]]}],
}


@pytest.fixture(scope="module")
def loopback_double():
    """The scripted test double served over real HTTP on 127.0.0.1, so pytest-recording records it."""
    double = ScriptedServer(policy=CompetentScript())

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self):  # noqa: N802 (http.server's name)
            body = self.rfile.read(int(self.headers["content-length"]))
            request = httpx.Request("POST", f"http://double{self.path}", content=body, headers=dict(self.headers))
            answer = double.handle(request)
            answer.read()
            self.send_response(answer.status_code)
            self.send_header("content-type", "application/json")
            self.send_header("set-cookie", f"session={SECRET}")
            self.end_headers()
            self.wfile.write(answer.content)

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="module")
def workdir(tmp_path_factory, loopback_double):
    """A recorded run of the mini scenario in a temporary folder."""
    tmp = tmp_path_factory.mktemp("evaluation")
    (tmp / "mini.json").write_text(json.dumps(SCENARIO))
    env = {
        "OPENAI_BASE_URL": loopback_double,
        "OPENAI_API_KEY": SECRET,
        "AGENT_CHAT_MODEL": "scripted-double",
        "AGENT_EMBED_MODEL": "bag-of-words-double",
        "AGENT_SERVED_BY": "scripted test double (tests/doubles.py), not a model",
    }
    result = pytest_run(tmp, "--record-mode=once", env=env)
    assert "1 failed, 8 passed" in result.stdout, result.stdout + result.stderr  # none cannot know the proxy
    (tmp / "recorded.md").write_bytes(report_md(tmp).read_bytes())
    gate = [
        sys.executable,
        "-m",
        "evals.gate",
        "write",
        "--scenario=mini",
        f"--reports={tmp / 'reports'}",
        f"--baselines={tmp / 'baselines'}",
    ]
    subprocess.run(gate, cwd=ROOT, check=True, capture_output=True)
    return tmp


def pytest_run(tmp: Path, *args: str, env: dict | None = None, scenario: str = "mini.json"):
    """Run `pytest evals` in a subprocess against the temporary cassettes and reports."""
    clean = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "OPENROUTER_", "AGENT_"))}
    cmd = [
        sys.executable,
        "-m",
        "pytest",
        "evals",
        "-q",
        f"--scenario={tmp / scenario}",
        f"--cassettes={tmp / 'cassettes'}",
        f"--reports={tmp / 'reports'}",
        f"--baselines={tmp / 'baselines'}",
        f"--basetemp={tmp / 'basetemp'}",  # its own: pytest prunes old folders in the shared default one
        *args,
    ]
    return subprocess.run(cmd, cwd=ROOT, env={**clean, **(env or {})}, capture_output=True, text=True, timeout=120)


def report_md(tmp: Path) -> Path:
    return tmp / "reports" / "scripted-double" / "mini" / "report.md"


def test_replay_needs_no_key_and_reproduces_the_recorded_report(workdir):
    result = pytest_run(workdir)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "9 passed, 1 xfailed" in result.stdout  # the miss is in the baseline too; the gate is the 9th pass
    assert report_md(workdir).read_bytes() == (workdir / "recorded.md").read_bytes()
    assert "Chat model: **scripted-double**" in result.stdout


def test_cassettes_are_one_per_approach_and_session_under_the_model(workdir):
    folder = workdir / "cassettes" / "scripted-double" / "mini"
    names = sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*.yaml"))
    assert names == [
        f"{a}/{s}.yaml" for a in ("history", "none", "notes") for s in ("s1-caddy", "s2-nginx", "s3-which")
    ]
    assert json.loads((folder / "run.json").read_text())["chat_model"] == "scripted-double"


def test_no_secret_reaches_a_cassette_or_report(workdir):
    for path in [*workdir.joinpath("cassettes").rglob("*"), *workdir.joinpath("reports").rglob("*")]:
        if path.is_file():
            assert SECRET.encode() not in path.read_bytes(), path


def test_report_files_and_notes_checks(workdir):
    folder = report_md(workdir).parent
    assert {p.name for p in folder.iterdir()} == {
        "report.md",
        "summary.csv",
        "sessions.csv",
        "report.json",
        "input_tokens.png",
    }
    data = json.loads((folder / "report.json").read_text())
    notes = {row["approach"]: row["correct"] for row in data["summary"]}
    assert notes == {"none": "2/3", "history": "3/3", "notes": "3/3"}  # none misses s3: it cannot know
    assert [c["failed"] for c in data["checks"] if c["name"] == "stale note"] == [False]


def test_a_missing_cassette_fails_with_its_name_and_how_to_record(workdir, tmp_path):
    copy = clone(workdir, tmp_path)
    missing = copy / "cassettes" / "scripted-double" / "mini" / "notes" / "s2-nginx.yaml"
    missing.unlink()
    result = pytest_run(copy)
    assert result.returncode == 1
    assert f"cassette {missing} is missing" in result.stdout
    assert "--record-mode=rewrite" in result.stdout


def test_a_changed_request_fails_with_the_rerecord_message(workdir, tmp_path):
    copy = clone(workdir, tmp_path)
    changed = json.loads(json.dumps(SCENARIO))
    changed["sessions"][0]["user"] = changed["sessions"][0]["user"].replace("Which", "What")
    (copy / "mini.json").write_text(json.dumps(changed))
    result = pytest_run(copy)
    assert result.returncode == 1
    assert "has no recorded request that matches this one" in result.stdout
    assert "-k 'notes-' --record-mode=rewrite" in result.stdout


def test_an_interrupted_recording_resumes_with_record_mode_once(workdir, loopback_double, tmp_path):
    """Recorded sessions replay (rebuilding the notes), and only the missing ones are recorded."""
    copy = clone(workdir, tmp_path)
    folder = copy / "cassettes" / "scripted-double" / "mini" / "notes"
    kept = (folder / "s1-caddy.yaml").read_bytes(), (folder / "s2-nginx.yaml").read_bytes()
    (folder / "s3-which.yaml").unlink()  # as if the recording stopped during the last session
    env = {
        "OPENAI_BASE_URL": loopback_double,
        "AGENT_CHAT_MODEL": "scripted-double",
        "AGENT_EMBED_MODEL": "bag-of-words-double",
    }
    result = pytest_run(copy, "--record-mode=once", "--approaches=notes", env=env)
    assert result.returncode == 0, result.stdout + result.stderr
    assert ((folder / "s1-caddy.yaml").read_bytes(), (folder / "s2-nginx.yaml").read_bytes()) == kept
    # The resumed session asked exactly what the uninterrupted one asked: the same notes were recalled.
    assert requests(folder / "s3-which.yaml") == requests(
        workdir / "cassettes/scripted-double/mini/notes/s3-which.yaml"
    )


def requests(cassette: Path) -> list[str]:
    return [i["request"]["body"] for i in yaml.safe_load(cassette.read_text())["interactions"]]


def clone(src: Path, dst: Path) -> Path:
    shutil.copytree(src, dst / "run")
    return dst / "run"


def test_oracle_and_repeats_record_separate_cassettes_and_a_spread(loopback_double, tmp_path):
    scenario = json.loads(json.dumps(SCENARIO))
    scenario["sessions"][2]["needs"] = ["The user runs nginx at 10.0.0.5."]
    (tmp_path / "mini.json").write_text(json.dumps(scenario))
    env = {"OPENAI_BASE_URL": loopback_double, "AGENT_CHAT_MODEL": "scripted-double", "AGENT_EMBED_MODEL": "bow"}
    result = pytest_run(tmp_path, "--record-mode=once", "--approaches=none,oracle", "--repeat=2", env=env)
    folder = tmp_path / "cassettes" / "scripted-double" / "mini"
    assert (folder / "oracle" / "s3-which.yaml").exists() and (folder / "r2" / "oracle" / "s3-which.yaml").exists()
    assert "oracle (reference)" in result.stdout
    assert "## Over repeats (mean and spread)" in result.stdout
    needed = "The user runs nginx at 10.0.0.5."
    assert needed in (folder / "oracle" / "s3-which.yaml").read_text()  # given exactly where it is needed
    assert needed not in (folder / "oracle" / "s1-caddy.yaml").read_text()

    def played() -> list[str]:
        listed = pytest_run(tmp_path, "--co").stdout
        return re.findall(r"evals/test_sessions.py::test_session\[([\w-]+)\]", listed)

    sessions = [s["id"] for s in scenario["sessions"]]
    # replay without --approaches or --repeat: every recorded approach and repeat, no other
    assert played() == [f"{r}{a}-{s}" for r in ("", "r2-") for a in ("none", "oracle") for s in sessions]
    result = pytest_run(tmp_path)
    assert "4 failed, 8 passed, 1 skipped" in result.stdout  # all 12 played; no baseline: misses fail, no gate
    assert "## Over repeats (mean and spread)" in result.stdout

    (folder / "oracle" / "s3-which.yaml").unlink()  # a recording that stopped part-way is not replayed
    result = pytest_run(tmp_path)
    assert played() == [f"{r}none-{s}" for r in ("", "r2-") for s in sessions]
    assert "Left out: oracle: 2 of 3 sessions recorded, so not replayed; resume with" in result.stdout

    (folder / "r2" / "none" / "s1-caddy.yaml").unlink()  # nor is a part-recorded repeat
    result = pytest_run(tmp_path)
    assert played() == [f"none-{s}" for s in sessions]
    assert "Left out: repeat 2: 2 of 3 cassettes of none recorded, so not replayed; resume with" in result.stdout
    assert "--approaches none --repeat 2 --record-mode=once" in result.stdout


def test_an_extra_recorded_call_fails_its_case_with_the_cassette_and_how_to_record(workdir, tmp_path):
    """Issue 11, defect 1: a cassette holding a call the code no longer makes replayed green."""
    copy = clone(workdir, tmp_path)
    cassette = copy / "cassettes" / "scripted-double" / "mini" / "history" / "s2-nginx.yaml"
    data = yaml.safe_load(cassette.read_text())
    data["interactions"].append(data["interactions"][-1])
    cassette.write_text(yaml.safe_dump(data))
    n = len(data["interactions"])
    result = pytest_run(copy)
    assert result.returncode == 1
    assert f"cassette {cassette} was played only in part: {n - 1} of its {n} recorded calls" in result.stdout
    assert "pytest evals --scenario" in result.stdout and "-k 'history-' --record-mode=rewrite" in result.stdout
    assert "history: 1 session(s) did not replay as recorded (s2-nginx)" in result.stdout


def test_a_baselined_approach_without_cassettes_fails_by_name(workdir, tmp_path):
    """Issue 11, defect 2: deleting a baselined approach's cassettes gave "Gate: passed" and fewer cases."""
    copy = clone(workdir, tmp_path)
    shutil.rmtree(copy / "cassettes" / "scripted-double" / "mini" / "notes")
    result = pytest_run(copy)
    assert result.returncode == 1
    assert "4 failed, 5 passed, 1 xfailed" in result.stdout  # notes' three sessions, and the gate: 10 cases, not 7
    assert f"cassette {copy / 'cassettes' / 'scripted-double' / 'mini' / 'notes' / 's1-caddy.yaml'} is missing" in (
        result.stdout
    )
    assert "FAILED evals/test_sessions.py::gate" in result.stdout
    assert "notes: in the baseline, but it has no cassettes" in result.stdout
    assert "Gate: passed" not in result.stdout


def test_a_baselined_repeat_without_cassettes_fails_by_name(workdir, loopback_double, tmp_path):
    copy = clone(workdir, tmp_path)
    env = {"OPENAI_BASE_URL": loopback_double, "AGENT_CHAT_MODEL": "scripted-double", "AGENT_EMBED_MODEL": "bow"}
    recorded = pytest_run(copy, "--record-mode=once", "--repeat=2", "--approaches=none", env=env)
    assert (copy / "cassettes" / "scripted-double" / "mini" / "r2" / "none" / "s1-caddy.yaml").exists(), recorded.stdout
    gate = [sys.executable, "-m", "evals.gate", "write", "--scenario=mini", f"--reports={copy / 'reports'}"]
    # this run recorded none alone: --drop stops gating the approaches the copied baseline also had
    subprocess.run([*gate, f"--baselines={copy / 'baselines'}", "--drop"], cwd=ROOT, check=True, capture_output=True)
    assert json.loads((copy / "baselines" / "scripted-double--mini.json").read_text())["repeats"] == 2
    shutil.rmtree(copy / "cassettes" / "scripted-double" / "mini" / "r2")
    result = pytest_run(copy, "--approaches=none")
    assert result.returncode == 1
    assert "none, repeat 2: in the baseline, but it has no cassettes" in result.stdout


def test_without_a_baseline_the_output_says_nothing_was_gated(workdir, tmp_path):
    """Issue 11, defect 3: no baseline still printed "Gate: passed"."""
    copy = clone(workdir, tmp_path)
    shutil.rmtree(copy / "baselines")
    result = pytest_run(copy)
    assert "Gate: NOT APPLIED, nothing was gated." in result.stdout
    assert "Gate: passed" not in result.stdout
    assert "1 failed, 8 passed, 1 skipped" in result.stdout  # none's miss fails: no baseline knows it


def test_the_gate_is_a_test_in_the_summary_the_exit_status_and_junit_xml(workdir, tmp_path):
    """Issue 11, defect 5: "6 passed" while the run failed, no gate in JUnit XML, a one-sided token margin."""
    copy = clone(workdir, tmp_path)
    path = copy / "baselines" / "scripted-double--mini.json"
    baseline = json.loads(path.read_text())
    baseline["approaches"]["history"]["input_tokens"] -= 1  # within the 10 % margin, but a replay is exact
    path.write_text(json.dumps(baseline))
    result = pytest_run(copy, f"--junitxml={copy / 'junit.xml'}")
    assert result.returncode == 1
    assert "1 failed, 8 passed, 1 xfailed" in result.stdout
    assert "FAILED evals/test_sessions.py::gate" in result.stdout
    assert "input tokens in a replay, the baseline has" in result.stdout
    junit = (copy / "junit.xml").read_text()
    case = re.search(r'<testcase classname="evals.test_sessions" name="gate"[^>]*>(.*?)</testcase>', junit, re.S)
    assert case is not None and "<failure" in case.group(1) and "GATE FAILED" in case.group(1)


def test_parallel_play_writes_the_serial_report(workdir, tmp_path):
    """pytest -n 2: sessions of one approach in order on one worker, one report from every worker's records."""
    copy = clone(workdir, tmp_path)
    serial = pytest_run(copy)
    assert serial.returncode == 0, serial.stdout
    written = (report_md(copy).parent / "report.json").read_bytes()
    (report_md(copy).parent / "report.json").unlink()
    parallel = pytest_run(copy, "-n", "2")
    assert parallel.returncode == 0, parallel.stdout + parallel.stderr
    assert "9 passed, 1 xfailed" in parallel.stdout and "Gate: passed against the baseline." in parallel.stdout
    assert (report_md(copy).parent / "report.json").read_bytes() == written
    assert report_md(copy).read_bytes() == (copy / "recorded.md").read_bytes()
