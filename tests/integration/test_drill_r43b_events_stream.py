"""Drill r43b: the pack in a run streamed with ``"events"`` among its stream modes.

``langgraph dev`` (and LangGraph Platform) serves every run whose ``stream_mode`` holds
``"events"`` through ``graph.astream_events(..., version="v2", stream_mode=[...],
subgraphs=...)``: it drops the events tagged ``langsmith:hidden`` and forwards the top run's
``on_chain_stream`` chunks as the run's ``values`` / ``updates`` / ``debug`` / ``tasks`` parts
(langgraph_api/stream.py, ``astream_state``). On that path the retrieval node's inner recall
graph (a subgraph node tagged hidden) streamed its whole state — the plain pack, the retrieved
episodes' texts — in ``values|retrieval:…|recall:…``, and its update to the node's level
carried ``memory_pack`` as plain text in ``updates|retrieval:…`` (seen through
``langgraph dev`` with ``client.runs.stream(..., stream_mode=[..., "events"],
stream_subgraphs=True)``), although README says no stream mode carries the pack.

Here the same path in process (what the server runs), for TypedDict, dataclass and pydantic
parents: no chunk the server would forward and no event it would not drop holds a remembered
text, and the model still gets the pack.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Annotated, Any

import pytest
from langchain_core.messages import AIMessage, AnyMessage, BaseMessage, HumanMessage
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import START, MessagesState, StateGraph
from langgraph.graph.message import add_messages
from pydantic import BaseModel

from omoide import (
    MemoryPackValue,
    MemoryState,
    build_remember_node,
    build_retrieval_node,
    memory_node,
    memory_pack_of,
    with_memory,
)
from omoide.memory_store import Episode, MemoryStore, USEEmbeddings

SECRET = "Xylophone7731"
QUESTION = "What is my locker code at the gym?"
# Every stream mode a client may ask for; "events" is what switches the server's path.
MODES = ["values", "updates", "messages", "debug", "custom", "tasks", "checkpoints"]


class TypedState(MessagesState, MemoryState):
    pass


@dataclass
class DataState:
    messages: Annotated[Sequence[AnyMessage], add_messages] = field(default_factory=list)
    memory_pack: MemoryPackValue = ""


class PydanticState(BaseModel):
    messages: Annotated[list[AnyMessage], add_messages] = []
    memory_pack: MemoryPackValue = ""


def _messages(state: Any) -> Sequence[BaseMessage]:
    return state["messages"] if isinstance(state, dict) else state.messages


@pytest.fixture
def locker_store(tmp_path: Path, embedder: USEEmbeddings) -> MemoryStore:
    memory = MemoryStore(tmp_path / "store", embedder=embedder)
    memory.add_episodes(
        [
            Episode.create(
                f"My locker code is {SECRET} at the gym",
                "Noted, the gym locker code.",
                occurred_at=datetime.now(UTC) - timedelta(days=3),
                session_id="s1",
                source="drill",
            )
        ]
    )
    return memory


def _two_nodes(state: type[Any], store: MemoryStore, seen: list[str]) -> Any:
    def chat(s: Any) -> dict[str, Any]:
        prompt = with_memory(_messages(s), memory_pack_of(s))
        seen.extend(str(m.content) for m in prompt)
        return {"messages": [AIMessage("I remember the gym.")]}

    builder = StateGraph(state)
    builder.add_node("retrieval", build_retrieval_node(store))
    builder.add_node("chat", chat)
    builder.add_node("remember", build_remember_node(store))
    builder.add_edge(START, "retrieval")
    builder.add_edge("retrieval", "chat")
    builder.add_edge("chat", "remember")
    return builder.compile(checkpointer=InMemorySaver())


def _one_node(store: MemoryStore, seen: list[str]) -> Any:
    def call_model(s: Any) -> dict[str, Any]:
        seen.extend(str(m.content) for m in _messages(s))
        return {"messages": [AIMessage("I remember the gym.")]}

    builder = StateGraph(MessagesState)
    builder.add_node("call_model", memory_node(call_model, store))
    builder.add_edge(START, "call_model")
    return builder.compile(checkpointer=InMemorySaver())


async def _served_parts(graph: Any, subgraphs: bool) -> tuple[list[str], list[str]]:
    """What ``langgraph dev`` forwards for a run streamed with ``"events"`` among its modes:
    the top run's chunks (as ``mode|namespace``) and the events it does not drop, each one
    that holds the secret."""
    chunks: list[str] = []
    events: list[str] = []
    top: str | None = None
    config = {"configurable": {"thread_id": f"t-{subgraphs}"}}
    async for event in graph.astream_events(
        {"messages": [HumanMessage(QUESTION)]},
        config,
        version="v2",
        stream_mode=MODES,
        subgraphs=subgraphs,
    ):
        top = top or event["run_id"]
        if "langsmith:hidden" in (event.get("tags") or ()):
            continue  # the server drops these
        if event["event"] == "on_chain_stream" and event["run_id"] == top:
            chunk = event["data"]["chunk"]
            ns, mode, data = chunk if subgraphs else ((), *chunk)
            if SECRET in repr(data):
                chunks.append("|".join([mode, *(n.split(":")[0] for n in ns)]))
        elif SECRET in repr(event):
            events.append(f"{event['event']}:{event['name']}")
    return sorted(set(chunks)), sorted(set(events))


@pytest.mark.parametrize("subgraphs", [True, False])
@pytest.mark.parametrize("state", [TypedState, DataState, PydanticState])
def test_no_pack_in_what_the_server_forwards(
    locker_store: MemoryStore, state: type[Any], subgraphs: bool
) -> None:
    seen: list[str] = []
    graph = _two_nodes(state, locker_store, seen)
    chunks, events = asyncio.run(_served_parts(graph, subgraphs))
    assert chunks == [], f"stream parts carrying a remembered text: {chunks}"
    assert events == [], f"events carrying a remembered text: {events}"
    # Not a pack lost on the way: the model got it.
    assert any(SECRET in text for text in seen), "the model did not get the pack"


def test_memory_node_no_pack_in_what_the_server_forwards(locker_store: MemoryStore) -> None:
    seen: list[str] = []
    chunks, events = asyncio.run(_served_parts(_one_node(locker_store, seen), True))
    assert chunks == [] and events == []
    assert any(SECRET in text for text in seen)
