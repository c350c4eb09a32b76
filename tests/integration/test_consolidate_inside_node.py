"""``consolidate()`` called inside a node of the user's own checkpointed graph is no part of that
graph's run: the saver gets exactly the checkpoints it gets without the call, none of them holds
what consolidation derived, and no stream mode (with ``subgraphs=True``) carries its steps."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import END, START, MessagesState, StateGraph

from omoide import consolidate
from omoide.memory_store import MemoryStore, USEEmbeddings

SAMPLE = Path(__file__).resolve().parents[2] / "memory_store" / "sample_data" / "log.txt"
NOW = datetime(2026, 5, 2, 12, 0, tzinfo=UTC)
MODES = ["values", "updates", "debug", "checkpoints", "tasks"]


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory, embedder: USEEmbeddings) -> Path:
    path = tmp_path_factory.mktemp("sample") / "store"
    with MemoryStore(path, embedder=embedder) as store:
        store.ingest_archive(SAMPLE)
    return path


@pytest.fixture
def store(template: Path, tmp_path: Path, embedder: USEEmbeddings) -> Iterator[MemoryStore]:
    path = tmp_path / "store"
    shutil.copytree(template, path)
    with MemoryStore(path, embedder=embedder) as s:
        yield s


def _graph(store: MemoryStore | None, saver: InMemorySaver) -> Any:
    def node(state: MessagesState) -> dict[str, Any]:
        if store is not None:
            consolidate(store, now=NOW)
        return {"messages": [AIMessage("ok")]}

    builder = StateGraph(MessagesState)
    builder.add_node("node", node)
    builder.add_edge(START, "node")
    builder.add_edge("node", END)
    return builder.compile(checkpointer=saver)


def test_no_child_checkpoints_and_nothing_derived_in_them(store: MemoryStore) -> None:
    plain, inside = InMemorySaver(), InMemorySaver()
    config = {"configurable": {"thread_id": "t"}}
    _graph(None, plain).invoke({"messages": [HumanMessage("hi")]}, config)
    _graph(store, inside).invoke({"messages": [HumanMessage("hi")]}, config)
    counts = store.derived.counts(namespace=store.namespace)
    assert counts["entities"] > 0 and counts["summaries"] > 0  # it did its work
    assert len(list(inside.list(None))) == len(list(plain.list(None)))
    assert {c.config["configurable"]["checkpoint_ns"] for c in inside.list(None)} == {""}
    blob = repr(dict(inside.storage)) + repr(dict(inside.writes))
    assert "こむぎ" not in blob and "ConsolidationState" not in blob


@pytest.mark.parametrize("mode", MODES)
def test_no_stream_mode_carries_its_steps(store: MemoryStore, mode: str) -> None:
    graph = _graph(store, InMemorySaver())
    chunks = list(
        graph.stream(
            {"messages": [HumanMessage("hi")]},
            {"configurable": {"thread_id": "t"}},
            stream_mode=mode,
            subgraphs=True,
        )
    )
    assert chunks
    assert all(namespace == () for namespace, _ in chunks), [n for n, _ in chunks]
    assert "こむぎ" not in repr(chunks)
