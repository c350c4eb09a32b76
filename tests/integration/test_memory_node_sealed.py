"""``memory_node`` runs the retrieval node's inner graph alone (issue 38 point 7, the graph's own
cost): its recall is the sealed graph (``build_sealed_recall``) without the node's own level
(the ``recall`` step around it and ``publish``), and the model gets the same pack the two-node
form gives it, turn after turn."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any
from uuid import UUID

import pytest
from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import END, START, MessagesState, StateGraph

from omoide import MemoryState, MemoryStore, build_retrieval_node, memory_node
from omoide.agent.config import RetrievalConfig
from omoide.agent.messages import is_internal, message_text, with_memory
from omoide.memory_store import USEEmbeddings
from tests.integration.test_pack_out_of_streams import SAMPLE

QUESTIONS = [
    "こむぎの散歩の話、覚えてる？",
    "森先生に何をもらったんだっけ？",
    "京都のこと、前に話したよね",
]
NOW = 1_790_000_000
CONFIG = RetrievalConfig(record_runs=False)


class State(MessagesState, MemoryState):
    """The two-node form's parent state."""


class WithNow(MessagesState, total=False):
    """memory_node's parent: the messages and each turn's time."""

    now: int | None


class Names(BaseCallbackHandler):
    """The names of the chain runs a graph starts (what a tracer would be handed)."""

    def __init__(self) -> None:
        self.names: list[str] = []

    def on_chain_start(
        self, serialized: dict[str, Any] | None, inputs: Any, *, run_id: UUID, **kwargs: Any
    ) -> None:
        self.names.append(str(kwargs.get("name") or ""))


@pytest.fixture()
def store(tmp_path: Path, embedder: USEEmbeddings) -> Iterator[MemoryStore]:
    with MemoryStore(tmp_path / "store", embedder=embedder) as opened:
        opened.ingest_archive(SAMPLE)
        yield opened


def _pack(messages: list[BaseMessage]) -> str:
    return next((message_text(m) for m in messages if is_internal(m)), "")


def test_the_model_gets_the_pack_the_two_node_form_gives(store: MemoryStore) -> None:
    seen_in_node: list[str] = []
    seen_two_nodes: list[str] = []

    def in_node_model(state: WithNow) -> dict[str, Any]:
        seen_in_node.append(_pack(state["messages"]))
        return {"messages": [AIMessage("そうでしたね。")]}

    def two_node_model(state: State) -> dict[str, Any]:
        prompt = with_memory(state["messages"], state.get("memory_pack"))
        seen_two_nodes.append(_pack(prompt))
        return {"messages": []}  # nothing remembered: both forms read the same store

    one: StateGraph[Any, Any, Any, Any] = StateGraph(WithNow)
    one.add_node("call_model", memory_node(in_node_model, store, config=CONFIG))
    one.add_edge(START, "call_model")
    one.add_edge("call_model", END)
    two: StateGraph[Any, Any, Any, Any] = StateGraph(State)
    two.add_node("retrieval", build_retrieval_node(store, config=CONFIG))
    two.add_node("call_model", two_node_model)
    two.add_edge(START, "retrieval")
    two.add_edge("retrieval", "call_model")
    two.add_edge("call_model", END)
    graphs = (one.compile(checkpointer=InMemorySaver()), two.compile())
    for i, question in enumerate(QUESTIONS):
        # The two-node form first: memory_node remembers its exchange after the reply.
        inputs = {"messages": [HumanMessage(question)], "now": NOW + i}
        graphs[1].invoke(inputs)
        graphs[0].invoke(inputs, {"configurable": {"thread_id": f"t{i}"}})
    assert all(p.startswith("<<INTERNAL_CONTEXT>>") for p in seen_in_node)
    assert seen_in_node == seen_two_nodes


def test_its_recall_has_no_node_level(store: MemoryStore) -> None:
    def model(state: MessagesState) -> dict[str, Any]:
        return {"messages": [AIMessage("そうでしたね。")]}

    graph: StateGraph[Any, Any, Any, Any] = StateGraph(WithNow)
    graph.add_node("call_model", memory_node(model, store, config=CONFIG))
    graph.add_edge(START, "call_model")
    graph.add_edge("call_model", END)
    names = Names()
    graph.compile().invoke(
        {"messages": [HumanMessage(QUESTIONS[0])], "now": NOW}, {"callbacks": [names]}
    )
    # The sealed graph ran (its plan and seal steps), with no node level around it.
    assert names.names.count("recall") == 1
    assert {"plan", "rerank", "seal"} <= set(names.names)
    assert "publish" not in names.names and "retrieval" not in names.names
