"""Start ``langgraph dev`` for a test: on loopback, on a free port, in its own process group, with
telemetry and tracing off; wait until ``/ok`` answers; stop the whole group afterwards.

Shared by the integration tests that drive a real server with ``langgraph_sdk`` (what Studio
does): tests/integration/test_studio.py, test_studio_drop_in.py, test_langgraph_store_server.py,
test_pg_deployment.py. :func:`chat_stub` is a loopback OpenAI-compatible chat model for them.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from datetime import datetime, timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

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
    with langgraph_dev_process(config, cwd=cwd, log=log, env=env, unset=unset) as (url, _):
        yield url


@contextmanager
def langgraph_dev_process(
    config: Path,
    *,
    cwd: Path,
    log: Path,
    env: Mapping[str, str] | None = None,
    unset: Sequence[str] = (),
) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """:func:`langgraph_dev`, yielding the server's process too (the leader of its own
    process group: ``os.killpg(proc.pid, signal.SIGKILL)`` kills the server outright)."""
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    cli = Path(sys.executable).with_name("langgraph")
    cmd = [str(cli), "dev", "--no-browser", "--no-reload", "--host", "127.0.0.1"]
    cmd += ["--port", str(port), "--config", str(config)]
    with background_server(
        cmd, cwd=cwd, log=log, ready_url=f"{url}/ok", what="langgraph dev", env=env, unset=unset
    ) as proc:
        yield url, proc


def langgraph_dev_refuses(
    config: Path,
    *,
    cwd: Path,
    log: Path,
    env: Mapping[str, str] | None = None,
    unset: Sequence[str] = (),
) -> str:
    """Start ``langgraph dev`` on ``config`` expecting it *not* to start (a setting it must
    refuse); return its output once it has exited. Fails the test if ``/ok`` answers, or if it
    neither answers nor exits within the start-up deadline (then it is stopped)."""
    port = free_port()
    cli = Path(sys.executable).with_name("langgraph")
    cmd = [str(cli), "dev", "--no-browser", "--no-reload", "--host", "127.0.0.1"]
    cmd += ["--port", str(port), "--config", str(config)]
    path = os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")]))
    child_env = {**os.environ, **QUIET_ENV, "PYTHONPATH": path, **(env or {})}
    for name in unset:
        child_env.pop(name, None)
    with log.open("wb") as out:
        proc = subprocess.Popen(
            cmd,
            cwd=cwd,
            env=child_env,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    try:
        deadline = time.monotonic() + STARTUP_TIMEOUT_S
        while proc.poll() is None:
            try:
                with LOOPBACK.open(f"http://127.0.0.1:{port}/ok", timeout=2) as resp:
                    if resp.status == 200:
                        pytest.fail(f"langgraph dev started, but should have refused:\n{tail(log)}")
            except OSError:
                pass
            if time.monotonic() > deadline:
                pytest.fail(f"langgraph dev neither started nor exited:\n{tail(log)}")
            time.sleep(0.5)
    finally:
        _stop(proc)
    return log.read_text("utf-8", errors="replace")


class _EchoChat(BaseHTTPRequestHandler):
    """OpenAI-compatible chat completions, plain and streamed: ``了解です。「<last user
    message>」ですね。``"""

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        last = next(m for m in reversed(body["messages"]) if m["role"] == "user")
        text = last["content"] if isinstance(last["content"], str) else str(last["content"])
        reply = f"了解です。「{text}」ですね。"
        base = {"id": "chatcmpl-stub", "created": 0, "model": body.get("model", "stub")}
        if body.get("stream"):
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.end_headers()
            for delta, finish in (({"role": "assistant", "content": reply}, None), ({}, "stop")):
                choice = {"index": 0, "delta": delta, "finish_reason": finish}
                chunk = {**base, "object": "chat.completion.chunk", "choices": [choice]}
                self.wfile.write(f"data: {json.dumps(chunk)}\n\n".encode())
            self.wfile.write(b"data: [DONE]\n\n")
            return
        message = {"role": "assistant", "content": reply}
        raw = json.dumps(
            {
                **base,
                "object": "chat.completion",
                "choices": [{"index": 0, "message": message, "finish_reason": "stop"}],
                "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
            }
        ).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(raw)))
        self.end_headers()
        self.wfile.write(raw)

    def log_message(self, *args: Any) -> None:  # keep the test output clean
        pass


@contextmanager
def chat_stub() -> Iterator[dict[str, str]]:
    """A loopback OpenAI-compatible chat model that repeats the user's last message; yields
    the environment that points a served agent at it (``OPENAI_BASE_URL``, ...)."""
    chat = ThreadingHTTPServer(("127.0.0.1", 0), _EchoChat)
    threading.Thread(target=chat.serve_forever, daemon=True).start()
    try:
        yield {
            "OPENAI_BASE_URL": f"http://127.0.0.1:{chat.server_address[1]}/v1",
            "OPENAI_API_KEY": "stub",
            "OMOIDE_CHAT_MODEL": "stub",
            "NO_PROXY": "127.0.0.1,localhost",
            "no_proxy": "127.0.0.1,localhost",
        }
    finally:
        chat.shutdown()
        chat.server_close()


# Two users of the served tests, each with a dog of their own (whose name must never reach
# the other user's turn).
DOGS = {"alice": "こむぎ", "bob": "もなか"}


def dog_memories(user: str, now: datetime) -> list[Any]:
    """Two episodes of ``user``'s dog, days before ``now``."""
    from omoide.memory_store import Episode

    dog = DOGS[user]
    return [
        Episode.create(
            f"柴犬の{dog}が散歩中に川へ飛び込んでびしょ濡れになったよ",
            f"{dog}ちゃん、水が好きなんですね！シャンプーは大変でしたか？",
            occurred_at=now - timedelta(days=5),
            session_id=f"{user}-s1",
        ),
        Episode.create(
            f"{dog}の散歩コースを川沿いから公園に変えようかな",
            f"{dog}ちゃんには公園の芝生も楽しそうですね。",
            occurred_at=now - timedelta(days=3),
            session_id=f"{user}-s2",
        ),
    ]
