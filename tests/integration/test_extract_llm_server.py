"""The LLM extractor through ChatOpenAI against a local OpenAI-compatible stub server."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from datetime import date, datetime, timedelta, timezone
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, ClassVar

import pytest
from langchain_openai import ChatOpenAI

from omoide.agent.understanding.extract import LLMExtractor
from omoide.memory_store import Episode

JST = timezone(timedelta(hours=9))
ANSWER = {
    "entities": [{"name": "Akari", "kind": "person", "relation": "sister"}],
    "facts": [
        {
            "subject": "Akari",
            "text": "Akari is not a morning person",
            "confidence": 0.8,
            "salience": 0.4,
        }
    ],
    "plans": [{"text": "Kyoto trip", "due_start": "2026-04-03", "due_end": "2026-04-05"}],
    "favorability": {"Akari": 0.7},
    "summary": "Planned a Kyoto trip with Akari.",
}


class _Stub(BaseHTTPRequestHandler):
    requests: ClassVar[list[dict[str, Any]]] = []

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        type(self).requests.append({"path": self.path, "body": body})
        message: dict[str, Any] = {"role": "assistant", "content": json.dumps(ANSWER)}
        if body.get("tools"):  # function-calling flavour of structured output
            name = body["tools"][0]["function"]["name"]
            message = {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {
                        "id": "call_1",
                        "type": "function",
                        "function": {"name": name, "arguments": json.dumps(ANSWER)},
                    }
                ],
            }
        payload = {
            "id": "chatcmpl-stub",
            "object": "chat.completion",
            "created": 0,
            "model": body.get("model", "stub"),
            "choices": [{"index": 0, "message": message, "finish_reason": "stop"}],
            "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
        }
        raw = json.dumps(payload).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(raw)))
        self.end_headers()
        self.wfile.write(raw)

    def log_message(self, *args: Any) -> None:  # keep the test output clean
        pass


@pytest.fixture
def stub_url() -> Iterator[str]:
    _Stub.requests = []
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Stub)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    finally:
        server.shutdown()
        server.server_close()


def test_llm_extractor_through_chat_openai(stub_url: str) -> None:
    model = ChatOpenAI(model="stub-model", base_url=stub_url, api_key="not-a-key", max_retries=0)
    extractor = LLMExtractor(model, default_tz=JST)
    episode = Episode.create(
        "Can you help me sketch the Kyoto itinerary? April 3 to 5, with Akari.",
        "Here's a first draft.",
        occurred_at=datetime(2026, 2, 11, 10, 30, tzinfo=JST),
    )
    got = extractor.extract(episode)
    assert [(e.name, e.kind, e.relation) for e in got.entities] == [("Akari", "person", "sister")]
    assert [(p.due_start, p.due_end) for p in got.plans] == [(date(2026, 4, 3), date(2026, 4, 5))]
    assert got.facts[0].text == "Akari is not a morning person"
    assert got.favorability == {"Akari": 0.7}
    assert got.summary == "Planned a Kyoto trip with Akari."
    (request,) = _Stub.requests
    assert request["path"] == "/v1/chat/completions"
    prompt = json.dumps(request["body"]["messages"], ensure_ascii=False)
    assert "2026-02-11" in prompt and "April 3 to 5" in prompt
    # The schema reached the server (response_format or a tool), not just the prompt.
    assert "response_format" in request["body"] or "tools" in request["body"]
