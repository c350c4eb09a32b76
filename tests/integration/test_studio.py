"""``langgraph dev`` serving ``langgraph.json`` (what LangGraph Studio talks to), started as a
subprocess on loopback against a pre-populated store, driven with ``langgraph_sdk``."""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from langgraph_sdk import get_sync_client

from omoide.memory_store import MemoryStore, USEEmbeddings
from omoide.memory_store.db import Database
from tests.conftest import NOW, sample_episodes
from tests.langgraph_server import langgraph_dev, tail

REPO = Path(__file__).resolve().parents[2]
DOG = "柴犬のこむぎが散歩中に川へ飛び込んでびしょ濡れになったよ"

pytestmark = pytest.mark.slow


@dataclasses.dataclass
class Server:
    url: str
    store: Path
    log: Path


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory, embedder: USEEmbeddings) -> Iterator[Server]:
    root = tmp_path_factory.mktemp("studio")
    store_path = root / "store"
    # The server's turns use the wall clock: date the sample memory relative to now.
    shift = int(time.time()) - int(NOW.timestamp())
    with MemoryStore(store_path, embedder=embedder) as s:
        s.add_episodes(
            [dataclasses.replace(e, occurred_at=e.occurred_at + shift) for e in sample_episodes()]
        )
    with langgraph_dev(
        REPO / "langgraph.json",
        cwd=root,  # the server's .langgraph_api scratch folder lands here, not in the repo
        log=root / "server.log",
        # Studio as a developer debugs with it: the pack shown (hidden by default).
        env={"OMOIDE_STORE": str(store_path), "OMOIDE_SHOW_MEMORY": "1"},
        unset=("OPENAI_API_KEY", "OPENAI_BASE_URL"),
    ) as url:
        yield Server(url, store_path, root / "server.log")


@pytest.fixture(scope="module")
def client(server: Server) -> Iterator[Any]:
    with get_sync_client(url=server.url) as client:
        yield client


def test_ok_and_both_graphs_listed(server: Server, client: Any) -> None:
    with urllib.request.urlopen(f"{server.url}/ok", timeout=5) as resp:
        assert json.loads(resp.read())["ok"] is True
    graphs = {a["graph_id"] for a in client.assistants.search()}
    assert graphs >= {"retrieval", "omoide"}


@pytest.mark.parametrize("graph_id", ["retrieval", "omoide", "consolidate"])
def test_schema_endpoint_gives_every_schema(client: Any, graph_id: str) -> None:
    # Studio's input form and state view come from here; langgraph-api answers null (and logs
    # a warning) for a schema the graph cannot generate.
    assistant = client.assistants.search(graph_id=graph_id)[0]
    schemas = client.assistants.get_schemas(assistant["assistant_id"])
    for kind in ("input_schema", "output_schema", "state_schema"):
        assert isinstance(schemas[kind], dict) and schemas[kind], kind
    # every graph takes per-run settings: retrieval's RetrievalConfig, consolidation's
    # ConsolidationConfig (its context schema since issue 38)
    assert schemas["context_schema"]["properties"]
    if graph_id != "consolidate":
        assert "messages" in schemas["input_schema"]["properties"]
        assert "memory_pack" in schemas["output_schema"]["properties"]


def test_retrieval_graph_run_returns_a_memory_pack(server: Server, client: Any) -> None:
    thread = client.threads.create()
    out = client.runs.wait(
        thread["thread_id"],
        "retrieval",
        input={"messages": [{"role": "user", "content": "柴犬のこむぎの話、覚えてる？"}]},
    )
    assert out["memory_pack"].startswith("<<INTERNAL_CONTEXT>>")
    assert "こむぎ" in out["memory_pack"]
    assert out["recalled"][0]["user_text"] == DOG
    assert out["recalled"][0]["relevance"] == "high"
    # The output schema is the subgraph's: the inner keys (plan, candidates...) stay inside;
    # `now` is written back (None) only when one came in.
    assert set(out) == {"memory_pack", "recalled", "run_id", "turn_time"}
    # The thread holds the same state, and the run was recorded in the served store.
    state = client.threads.get_state(thread["thread_id"])
    assert state["values"]["memory_pack"] == out["memory_pack"]
    db = Database(server.store / "omoide.sqlite3")
    try:
        row = db.get_run("default", out["run_id"])
    finally:
        db.close()
    assert row is not None and row[2] == "柴犬のこむぎの話、覚えてる？"


def test_unrelated_question_gives_an_empty_pack(client: Any) -> None:
    thread = client.threads.create()
    out = client.runs.wait(
        thread["thread_id"],
        "retrieval",
        input={"messages": [{"role": "user", "content": "What's the boiling point of tungsten?"}]},
    )
    assert out["memory_pack"] == ""
    assert out["recalled"] == []


def test_per_run_context_reaches_the_nodes(client: Any) -> None:
    # Studio's "context" panel: a per-run RetrievalConfig. Thresholds no candidate can clear.
    thread = client.threads.create()
    out = client.runs.wait(
        thread["thread_id"],
        "retrieval",
        input={"messages": [{"role": "user", "content": "柴犬のこむぎの話、覚えてる？"}]},
        context={"injection": {"high_threshold": 0.99, "medium_threshold": 0.9, "p_high": 1.0}},
    )
    assert out["memory_pack"] == ""


def test_full_agent_without_a_model_fails_with_the_how_to(server: Server, client: Any) -> None:
    thread = client.threads.create()
    out = client.runs.wait(
        thread["thread_id"],
        "omoide",
        input={"messages": [{"role": "user", "content": "柴犬のこむぎの話、覚えてる？"}]},
        raise_error=False,
    )
    # The API names the error class; the server log has the message that says what to set.
    assert out["__error__"]["error"] == "ChatModelNotConfigured"
    deadline = time.monotonic() + 10
    while "no chat model is configured" not in server.log.read_text("utf-8", errors="replace"):
        assert time.monotonic() < deadline, tail(server.log)
        time.sleep(0.2)
    assert "OPENAI_API_KEY" in server.log.read_text("utf-8", errors="replace")
    # Retrieval ran before respond failed: the thread has this turn's pack.
    values = client.threads.get_state(thread["thread_id"])["values"]
    assert "こむぎ" in values.get("memory_pack", "")


def test_served_module_imports_fast_and_graphs_load_fast_once_built(
    server: Server, client: Any
) -> None:
    # The server times the import of omoide.agent.studio (warning past 3 s) and every graph
    # factory call (warning past 100 ms): the store opens in the background, the factories
    # return the same compiled graphs once it is open, and nothing blocks the event loop.
    ask = {"messages": [{"role": "user", "content": "柴犬のこむぎの話、覚えてる？"}]}
    first = client.runs.wait(client.threads.create()["thread_id"], "retrieval", input=ask)
    assert "こむぎ" in first["memory_pack"]
    settled = server.log.read_text("utf-8", errors="replace").count("Slow graph load")
    for _ in range(3):
        out = client.runs.wait(client.threads.create()["thread_id"], "retrieval", input=ask)
        assert [r["id"] for r in out["recalled"]] == [r["id"] for r in first["recalled"]]
        client.assistants.get_schemas(
            client.assistants.search(graph_id="omoide")[0]["assistant_id"]
        )
    log = server.log.read_text("utf-8", errors="replace")
    assert "Graph import exceeded the expected startup time" not in log, tail(server.log)
    assert log.count("Slow graph load") == settled, tail(server.log)
    assert "BlockingError" not in log and "Blocking call" not in log, tail(server.log)
    assert "omoide: serving the store at" in log


def test_a_store_that_cannot_open_is_an_error_on_every_call(tmp_path: Path) -> None:
    not_a_dir = tmp_path / "file"
    not_a_dir.write_text("x")
    script = (
        "import asyncio\n"
        "from omoide.agent import studio\n"
        "for factory in (studio.agent, studio.retrieval, studio.agent):\n"
        "    try:\n"
        "        asyncio.run(factory())\n"
        "    except Exception as exc:\n"
        "        print(type(exc).__name__, exc)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        env={**os.environ, "OMOIDE_STORE": str(not_a_dir), "PYTHONPATH": str(REPO)},
        capture_output=True,
        text=True,
        timeout=120,
    )
    lines = done.stdout.splitlines()
    assert done.returncode == 0, done.stderr
    assert lines == [f"StoreError {not_a_dir} exists and is not a directory"] * 3
    # Each call after a failure tries again (a store or Chroma server may come up later).
    assert done.stderr.count("cannot build the served graphs") == 3


def test_consolidation_graph_is_served_and_fills_the_derived_memory(
    server: Server, client: Any
) -> None:
    # Last in this module: it adds derived memory to the served store.
    from omoide.memory_store.derived import DerivedStore

    assert "consolidate" in {a["graph_id"] for a in client.assistants.search()}
    thread = client.threads.create()["thread_id"]
    out = client.runs.wait(thread, "consolidate", input={})
    assert out["result"]["done"] is True and out["result"]["episodes"] > 0, out
    derived = DerivedStore(server.store)
    try:
        counts = derived.counts(namespace="default")
    finally:
        derived.close()
    assert counts["entities"] > 0 and counts["summaries"] > 0, counts
    again = client.runs.wait(client.threads.create()["thread_id"], "consolidate", input={})
    assert again["result"]["episodes"] == 0  # incremental: nothing new since the first run
