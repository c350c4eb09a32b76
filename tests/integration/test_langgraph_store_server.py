"""``langgraph dev`` serving a graph with ``OmoideStore`` as the server's store (``"store":
{"path": ...}`` in a generated ``langgraph.json``), on loopback, driven over HTTP by
``langgraph_sdk``: two users on two threads, concurrently, each seeing only their own memories,
through the runs API and the store API (what Studio's memory view uses)."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from langgraph_sdk import get_sync_client

from omoide.memory_store import MemoryStore, USEEmbeddings
from tests.langgraph_server import langgraph_dev, tail

pytestmark = pytest.mark.slow

APP = '''
"""A graph that remembers a note for the run's user and searches that user's notes."""
import uuid

from langchain_core.runnables import RunnableConfig
from langgraph.graph import END, START, StateGraph
from langgraph.store.base import BaseStore
from typing_extensions import TypedDict


class State(TypedDict, total=False):
    text: str
    found: list[str]


def remember(state: State, config: RunnableConfig, *, store: BaseStore) -> dict:
    user = (config.get("configurable") or {}).get("user_id")
    if not user:
        raise ValueError("this run names no user: pass config.configurable.user_id")
    store.put(("memories", user), uuid.uuid4().hex, {"content": state["text"]})
    hits = store.search(("memories", user), query=state["text"], limit=50)
    return {"found": [h.value["content"] for h in hits]}


builder = StateGraph(State)
builder.add_node("remember", remember)
builder.add_edge(START, "remember")
builder.add_edge("remember", END)
graph = builder.compile()
'''

STORE = '''
"""The server's store: one OmoideStore per process (the server may ask from several threads)."""
import functools
import os

from omoide import OmoideStore


@functools.cache
def make_store() -> OmoideStore:
    return OmoideStore(os.environ["OMOIDE_STORE"], index={"fields": ["content"]})
'''


@pytest.fixture(scope="module")
def server(
    tmp_path_factory: pytest.TempPathFactory, embedder: USEEmbeddings
) -> Iterator[tuple[str, Path]]:
    root = tmp_path_factory.mktemp("omoide_store_server")
    store_path = root / "store"
    MemoryStore(store_path, embedder=embedder).close()  # records the embedder
    (root / "app.py").write_text(APP, "utf-8")
    (root / "omoide_store.py").write_text(STORE, "utf-8")
    config = {
        "dependencies": ["."],
        "graphs": {"notes": f"{root / 'app.py'}:graph"},
        "store": {"path": f"{root / 'omoide_store.py'}:make_store"},
    }
    (root / "langgraph.json").write_text(json.dumps(config), "utf-8")
    log = root / "server.log"
    with langgraph_dev(
        root / "langgraph.json", cwd=root, log=log, env={"OMOIDE_STORE": str(store_path)}
    ) as url:
        yield url, log


def _run(client: Any, user: str, text: str) -> list[str]:
    thread = client.threads.create()
    out = client.runs.wait(
        thread["thread_id"],
        "notes",
        input={"text": text},
        config={"configurable": {"user_id": user}},
    )
    found: list[str] = out["found"]
    return found


def test_two_users_on_two_threads_each_see_only_their_own(server: tuple[str, Path]) -> None:
    url, log = server
    results: dict[str, list[list[str]]] = {"alice": [], "bob": []}
    errors: list[BaseException] = []

    def user(name: str) -> None:
        try:
            with get_sync_client(url=url) as client:
                for i in range(3):
                    results[name].append(_run(client, name, f"{name} の旅行メモ {i}: 京都で抹茶"))
        except BaseException as exc:  # surfaced below
            errors.append(exc)

    threads = [threading.Thread(target=user, args=(n,)) for n in results]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, tail(log)
    for name, runs in results.items():
        assert [len(r) for r in runs] == [1, 2, 3]  # each run sees the notes so far
        assert all(text.startswith(f"{name} の") for r in runs for text in r)
    # The server really used OmoideStore (it logs the custom store's type).
    assert "OmoideStore" in log.read_text("utf-8", errors="replace")


def test_store_api_reads_and_writes_through_omoide(server: tuple[str, Path]) -> None:
    url, _ = server
    with get_sync_client(url=url) as client:
        _store_api_round_trip(client)


def _store_api_round_trip(client: Any) -> None:
    client.store.put_item(["memories", "carol"], "fav", {"content": "好きな花は紫陽花"})
    item = client.store.get_item(["memories", "carol"], "fav")
    assert item["value"] == {"content": "好きな花は紫陽花"}
    found = client.store.search_items(["memories", "carol"], query="紫陽花")["items"]
    assert [i["key"] for i in found] == ["fav"]
    assert client.store.search_items(["memories", "dave"], query="紫陽花")["items"] == []
    spaces = client.store.list_namespaces(prefix=["memories"])["namespaces"]
    assert ["memories", "carol"] in spaces
    client.store.delete_item(["memories", "carol"], "fav")
    assert client.store.search_items(["memories", "carol"])["items"] == []


def test_a_run_without_a_user_fails_clearly(server: tuple[str, Path]) -> None:
    url, log = server
    with get_sync_client(url=url) as client:
        thread = client.threads.create()
        out = client.runs.wait(thread["thread_id"], "notes", input={"text": "x"}, raise_error=False)
    assert out["__error__"]["error"] == "ValueError"
    deadline = time.monotonic() + 10
    while "names no user" not in log.read_text("utf-8", errors="replace"):
        assert time.monotonic() < deadline, tail(log)
        time.sleep(0.2)
