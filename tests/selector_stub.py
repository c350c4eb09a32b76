"""A real HTTP selector for the final-selection tests: an OpenAI-compatible chat server on
loopback that answers by a rule, reached through ``ChatOpenAI(base_url=...)``.

The rule: read the JSON input omoide sends (the last user message), and select every candidate
whose previews share a word (English) or a two-character run (Japanese) with the question's
``"q"`` — the kind of answer a model gives, made deterministic. ``behaviour`` switches it to a
slow, broken, malformed or hostile answer for the fallback tests; every request body is kept
in ``requests`` so a test can read exactly what reached the model.
"""

from __future__ import annotations

import json
import re
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

_WORD = re.compile(r"[A-Za-z][A-Za-z'-]{2,}")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]+")
_STOP = frozenset(
    {"the", "and", "what", "when", "where", "who", "did", "does", "was", "were", "is", "are"}
    | {"you", "your", "have", "has", "with", "about", "for", "that", "this", "from", "how"}
    | {"my", "me"}
)


def _terms(text: str) -> set[str]:
    terms = {w.lower() for w in _WORD.findall(text)} - _STOP
    for run in _CJK.findall(text):
        terms |= {run[i : i + 2] for i in range(len(run) - 1)}
    return terms


def rule_selection(payload: dict[str, Any], *, limit: int = 5) -> list[dict[str, str]]:
    """The stub's answer for one input: candidates sharing terms with the question, most
    shared first (ties in the list's order)."""
    wanted = _terms(payload.get("q", ""))
    scored = []
    for i, c in enumerate(payload.get("candidates", [])):
        shared = wanted & _terms(f"{c.get('u', '')} {c.get('a', '')}")
        if shared:
            scored.append((-len(shared), i, c["id"], sorted(shared)[:3]))
    scored.sort()
    return [{"id": cid, "reason": "shares " + ", ".join(words)} for _, _, cid, words in scored][
        :limit
    ]


@dataclass
class SelectorStub:
    """The server's state: what it was asked, and how it answers next."""

    # rule | last (the list's last candidate) | empty | malformed | wrong_shape | unknown_ids
    # | error (HTTP 500)
    behaviour: str = "rule"
    delay_s: float = 0.0
    requests: list[dict[str, Any]] = field(default_factory=list)
    base_url: str = ""

    def inputs(self) -> list[dict[str, Any]]:
        """The JSON inputs omoide sent (the user message of each request)."""
        out = []
        for body in self.requests:
            users = [m for m in body["messages"] if m["role"] == "user"]
            out.append(json.loads(users[-1]["content"]))
        return out

    def answer(self, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
        self.requests.append(body)
        if self.delay_s:
            time.sleep(self.delay_s)
        if self.behaviour == "error":
            return 500, {"error": {"message": "the stub's model is down", "type": "server_error"}}
        users = [m for m in body["messages"] if m["role"] == "user"]
        payload = json.loads(users[-1]["content"])
        if self.behaviour == "malformed":
            text = "I think the second one, maybe?"
        elif self.behaviour == "wrong_shape":
            text = json.dumps({"choices": ["a", "b"]})
        elif self.behaviour == "last":
            last = payload["candidates"][-1]["id"] if payload["candidates"] else None
            text = json.dumps({"selected": [{"id": last, "reason": "the last"}] if last else []})
        elif self.behaviour == "empty":
            text = json.dumps({"selected": []})
        elif self.behaviour == "unknown_ids":
            real = rule_selection(payload)
            text = json.dumps({"selected": [{"id": "not-a-candidate", "reason": "made up"}, *real]})
        else:
            text = json.dumps({"selected": rule_selection(payload)}, ensure_ascii=False)
        message: dict[str, Any] = {"role": "assistant", "content": text}
        tools = body.get("tools") or []
        if tools:  # function calling: the answer as the tool's arguments
            name = tools[0]["function"]["name"]
            message = {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {
                        "id": "call_1",
                        "type": "function",
                        "function": {"name": name, "arguments": text},
                    }
                ],
            }
        return 200, {
            "id": "chatcmpl-stub",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": body.get("model", "stub"),
            "choices": [
                {
                    "index": 0,
                    "message": message,
                    "finish_reason": "tool_calls" if tools else "stop",
                }
            ],
            "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
        }


@contextmanager
def selector_server(behaviour: str = "rule", delay_s: float = 0.0) -> Iterator[SelectorStub]:
    """Start the stub on a free loopback port; ``stub.base_url`` is what ChatOpenAI needs."""
    stub = SelectorStub(behaviour=behaviour, delay_s=delay_s)

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length", "0"))
            body = json.loads(self.rfile.read(length) or b"{}")
            status, out = stub.answer(body)
            data = json.dumps(out, ensure_ascii=False).encode()
            try:
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
            except (BrokenPipeError, ConnectionResetError):  # the client gave up (timeout)
                pass

        def log_message(self, format: str, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    stub.base_url = f"http://127.0.0.1:{server.server_address[1]}/v1"
    try:
        yield stub
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


def chat_model(stub: SelectorStub, **kwargs: Any) -> Any:
    """``ChatOpenAI`` pointed at the stub (no retries: a test sees the first answer)."""
    from langchain_openai import ChatOpenAI
    from pydantic import SecretStr

    return ChatOpenAI(
        model="stub-selector",
        base_url=stub.base_url,
        api_key=SecretStr("not-needed"),
        max_retries=0,
        temperature=0.0,
        **kwargs,
    )
