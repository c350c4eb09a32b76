"""Start ``langgraph dev`` for a test: on loopback, on a free port, in its own process group, with
telemetry and tracing off; wait until ``/ok`` answers; stop the whole group afterwards.

Shared by the integration tests that drive a real server with ``langgraph_sdk`` (what Studio
does): tests/integration/test_studio.py, test_studio_drop_in.py, test_langgraph_store_server.py.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
STARTUP_TIMEOUT_S = 90
QUIET_ENV = {
    "LANGGRAPH_NO_TELEMETRY": "1",
    "LANGGRAPH_CLI_NO_ANALYTICS": "1",
    "LANGSMITH_TRACING": "false",
    "LANGCHAIN_TRACING_V2": "false",
    "PYTHONUNBUFFERED": "1",
}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def tail(path: Path, n: int = 40) -> str:
    """The last ``n`` lines of a server log (for failure messages)."""
    try:
        return "\n".join(path.read_text("utf-8", errors="replace").splitlines()[-n:])
    except FileNotFoundError:
        return "(no output)"


# Loopback only, never through a proxy configured in the environment.
LOOPBACK = urllib.request.build_opener(urllib.request.ProxyHandler({}))


def _wait_until_up(proc: subprocess.Popen[bytes], url: str, log: Path, what: str) -> None:
    deadline = time.monotonic() + STARTUP_TIMEOUT_S
    while True:
        if proc.poll() is not None:
            pytest.fail(f"{what} exited with {proc.returncode}:\n{tail(log)}")
        try:
            with LOOPBACK.open(url, timeout=2) as resp:
                if resp.status == 200:
                    return
        except OSError:
            pass
        if time.monotonic() > deadline:
            pytest.fail(f"{what} not up after {STARTUP_TIMEOUT_S} s:\n{tail(log)}")
        time.sleep(0.5)


def _stop(proc: subprocess.Popen[bytes]) -> None:
    if proc.poll() is None:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout=10)


@contextmanager
def background_server(
    cmd: Sequence[str],
    *,
    cwd: Path,
    log: Path,
    ready_url: str,
    what: str,
    env: Mapping[str, str] | None = None,
    unset: Sequence[str] = (),
) -> Iterator[subprocess.Popen[bytes]]:
    """Run ``cmd`` (a server) in its own process group with this checkout first on its
    ``PYTHONPATH``; wait until ``ready_url`` answers 200; stop the whole group afterwards.
    ``env`` adds variables, ``unset`` removes some (e.g. API keys a test must not use)."""
    # The server imports omoide from this checkout (not whatever the venv installed).
    path = os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")]))
    child_env = {**os.environ, **QUIET_ENV, "PYTHONPATH": path, **(env or {})}
    for name in unset:
        child_env.pop(name, None)
    with log.open("wb") as out:
        # Its own process group: stopping the group stops the server's workers too.
        proc = subprocess.Popen(
            list(cmd),
            cwd=cwd,
            env=child_env,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    try:
        _wait_until_up(proc, ready_url, log, what)
        yield proc
    finally:
        _stop(proc)


@contextmanager
def langgraph_dev(
    config: Path,
    *,
    cwd: Path,
    log: Path,
    env: Mapping[str, str] | None = None,
    unset: Sequence[str] = (),
) -> Iterator[str]:
    """Serve ``config`` (a langgraph.json) and yield the server's URL.

    ``cwd`` is where the server runs (its ``.langgraph_api`` scratch folder lands there, so
    give it a temporary folder), ``log`` receives its output, ``env`` adds variables and
    ``unset`` removes some (e.g. API keys a test must not use).
    """
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    cli = Path(sys.executable).with_name("langgraph")
    cmd = [str(cli), "dev", "--no-browser", "--no-reload", "--host", "127.0.0.1"]
    cmd += ["--port", str(port), "--config", str(config)]
    with background_server(
        cmd, cwd=cwd, log=log, ready_url=f"{url}/ok", what="langgraph dev", env=env, unset=unset
    ):
        yield url
