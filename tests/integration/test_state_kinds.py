"""omoide in the state kinds LangGraph users write (issue 35): TypedDict with ``MemoryState``,
the dataclass state of langchain-ai's react-agent and memory-agent templates, a pydantic state.

- every graph's ``get_input_jsonschema`` / ``get_output_jsonschema`` / ``get_context_jsonschema``
  and ``get_graph().draw_mermaid()`` work — omoide's own graphs and user graphs of each kind (what
  ``langgraph dev``'s schema endpoint and Studio's forms are built from); the hidden pack shows
  as what clients get, an empty object;
- each kind that declares ``memory_pack`` gets the pack in its model node, two checkpointed turns,
  and no checkpoint holds its text;
- a state that cannot carry the pack fails on the first run, naming what to declare, before the
  model runs on an empty pack.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any

import pytest
from langchain_core.messages import AIMessage, AnyMessage, HumanMessage
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import END, START, MessagesState, StateGraph
from langgraph.graph.message import add_messages
from langgraph.managed import IsLastStep
from pydantic import BaseModel, TypeAdapter
from typing_extensions import TypedDict

from omoide import (
    MemoryPackValue,
    MemoryState,
    MemoryStore,
    RecalledValue,
    build_remember_node,
    build_retrieval_node,
    with_memory,
)
from omoide.agent import (
    build_agent,
    build_consolidation_graph,
    build_retrieval_graph,
    memory_node,
    memory_pack_of,
)
from omoide.agent.nodes.publish import MissingMemoryKey
from omoide.agent.state import Hidden, MemoryValue
from omoide.memory_store import USEEmbeddings
from tests.conftest import NOW, sample_episodes

QUESTION = "柴犬のこむぎの話、覚えてる？"
FOLLOW_UP = "京都の旅行の計画、どうなってたっけ？"
TS = int(NOW.timestamp())
INTERNAL = "<<INTERNAL_CONTEXT>>"


@pytest.fixture(scope="module")
def store(
    tmp_path_factory: pytest.TempPathFactory, embedder: USEEmbeddings
) -> Iterator[MemoryStore]:
    with MemoryStore(tmp_path_factory.mktemp("kinds") / "store", embedder=embedder) as s:
        s.add_episodes(sample_episodes())
        yield s


# -- the state kinds ---------------------------------------------------------------------------


class TypedDictState(MessagesState, MemoryState):
    """The README's TypedDict form."""


@dataclass
class DataclassState:
    """react-agent's State (its InputState's messages, is_last_step) plus omoide's field, as
    the README shows it."""

    messages: Annotated[Sequence[AnyMessage], add_messages] = field(default_factory=list)
    is_last_step: IsLastStep = field(default=False)
    memory_pack: MemoryPackValue = ""
    recalled: RecalledValue = field(default_factory=list)


@dataclass
class PlainFieldDataclassState:
    """A dataclass state whose pack is a plain field: its checkpoints hold ``{}``."""

    messages: Annotated[Sequence[AnyMessage], add_messages] = field(default_factory=list)
    memory_pack: str | Hidden[str] = ""


class PydanticState(BaseModel):
    """A pydantic state with omoide's field."""

    messages: Annotated[list[AnyMessage], add_messages] = []
    memory_pack: Annotated[str | Hidden[str], MemoryValue()] = ""


class PlainFieldPydanticState(BaseModel):
    """A pydantic state whose pack is a plain field: its checkpoints hold ``{}``."""

    messages: Annotated[list[AnyMessage], add_messages] = []
    memory_pack: str | Hidden[str] = ""


@dataclass
class TemplateState:
    """react-agent's State exactly: nothing for omoide."""

    messages: Annotated[Sequence[AnyMessage], add_messages] = field(default_factory=list)
    is_last_step: IsLastStep = field(default=False)


class PydanticNoPack(BaseModel):
    messages: Annotated[list[AnyMessage], add_messages] = []


class PydanticStrPack(BaseModel):
    messages: Annotated[list[AnyMessage], add_messages] = []
    memory_pack: str = ""


class TypedDictNoPack(TypedDict):
    messages: Annotated[list[AnyMessage], add_messages]


WITH_PACK = [
    TypedDictState,
    DataclassState,
    PlainFieldDataclassState,
    PydanticState,
    PlainFieldPydanticState,
]
KINDS = ["typeddict", "dataclass", "dataclass-plain-field", "pydantic", "pydantic-plain-field"]


def _messages(state: Any) -> list[AnyMessage]:
    return list(state["messages"] if isinstance(state, dict) else state.messages)


def _graph(store: MemoryStore, state: type, seen: list[list[AnyMessage]], **compile: Any) -> Any:
    def call_model(state: Any) -> dict[str, Any]:
        prompt = with_memory(_messages(state), memory_pack_of(state))
        seen.append(prompt)
        return {"messages": [AIMessage("はい、覚えています。")]}

    builder = StateGraph(state)
    builder.add_node("retrieval", build_retrieval_node(store))
    builder.add_node("call_model", call_model)
    builder.add_node("remember", build_remember_node(store))
    builder.add_edge(START, "retrieval")
    builder.add_edge("retrieval", "call_model")
    builder.add_edge("call_model", "remember")
    builder.add_edge("remember", END)
    return builder.compile(**compile)


# -- schemas -----------------------------------------------------------------------------------


def _all_schemas(graph: Any) -> dict[str, Any]:
    out = {
        "input": graph.get_input_jsonschema(),
        "output": graph.get_output_jsonschema(),
        "context": graph.get_context_jsonschema(),
    }
    json.dumps(out)  # JSON, as the server sends it
    assert graph.get_graph().draw_mermaid().startswith("---")
    assert "graph TD" in graph.get_graph(xray=True).draw_mermaid()
    return out


def test_omoide_graphs_have_schemas(store: MemoryStore) -> None:
    graphs = {
        "retrieval_node": build_retrieval_node(store),
        "retrieval_node_shown": build_retrieval_node(store, show_memory=True),
        "agent": build_agent(store),
        "retrieval_graph": build_retrieval_graph(store).compile(),
        "retrieval_graph_full": build_retrieval_graph(store, full_output=True).compile(),
        "consolidate": build_consolidation_graph(store),
    }
    schemas = {name: _all_schemas(graph) for name, graph in graphs.items()}
    node_out = schemas["retrieval_node"]["output"]["properties"]
    assert set(node_out) == {"memory_pack", "recalled", "run_id", "now", "turn_time"}
    # The pack is a string when shown, an empty object (what every client gets) when hidden.
    pack = node_out["memory_pack"]["anyOf"]
    assert {"type": "string"} in pack
    hidden = next(s for s in pack if s.get("type") == "object")
    assert hidden["maxProperties"] == 0 and hidden["title"] == "Hidden[str]"
    recalled = node_out["recalled"]["anyOf"]
    assert any(s.get("title") == "Hidden[list[RecalledEpisode]]" for s in recalled)
    agent_in = schemas["agent"]["input"]["properties"]
    assert {"messages", "memory_pack", "now"} <= set(agent_in)
    assert set(schemas["retrieval_node"]["input"]["properties"]) == {"messages", "now", "run_id"}


@pytest.mark.parametrize("state", WITH_PACK, ids=KINDS)
def test_user_graphs_have_schemas(store: MemoryStore, state: type) -> None:
    schemas = _all_schemas(_graph(store, state, []))
    for side in ("input", "output"):
        assert {"messages", "memory_pack"} <= set(schemas[side]["properties"]), side
        # The hidden pack shows as what clients get: an empty object.
        assert "Hidden[str]" in json.dumps(schemas[side]["properties"]["memory_pack"]), side


def test_memory_node_graph_has_schemas(store: MemoryStore) -> None:
    def call_model(state: TemplateState) -> dict[str, Any]:
        return {"messages": [AIMessage("ok")]}

    builder = StateGraph(TemplateState)
    builder.add_node("call_model", memory_node(call_model, store))
    builder.add_edge(START, "call_model")
    # is_last_step is managed by LangGraph: not an input.
    assert set(_all_schemas(builder.compile())["input"]["properties"]) == {"messages"}


def test_hidden_under_pydantic() -> None:
    adapter = TypeAdapter(str | Hidden[str])
    hidden = Hidden("the pack")
    assert adapter.validate_python(hidden) is hidden  # passes unchanged
    assert adapter.validate_python("shown") == "shown"
    restored = adapter.validate_python({})  # what a checkpoint or a client gives back
    assert isinstance(restored, Hidden) and memory_pack_of({"memory_pack": restored}) == ""
    with pytest.raises(ValueError, match=r"expected a Hidden value \(or \{\}"):
        TypeAdapter(Hidden[str]).validate_python({"text": "a pack"})
    # Serializing gives what every other serializer gives: nothing of the value.
    assert adapter.dump_python(hidden) == {} and adapter.dump_json(hidden) == b"{}"
    state = PydanticState(messages=[], memory_pack=hidden)
    assert "the pack" not in state.model_dump_json() and state.model_dump()["memory_pack"] == {}


# -- each kind gets the pack -------------------------------------------------------------------


@pytest.mark.parametrize("state", WITH_PACK, ids=KINDS)
def test_each_state_kind_gets_the_pack(store: MemoryStore, state: type) -> None:
    seen: list[list[AnyMessage]] = []
    saver = InMemorySaver()
    graph = _graph(store, state, seen, checkpointer=saver)
    thread = {"configurable": {"thread_id": f"kind-{state.__name__}"}}
    graph.invoke(
        {"messages": [HumanMessage(QUESTION)], "now": TS}
        if state is TypedDictState
        else {"messages": [HumanMessage(QUESTION)]},
        thread,
    )
    graph.invoke({"messages": [HumanMessage(FOLLOW_UP)]}, thread)
    assert len(seen) == 2
    packs = [next(str(m.content) for m in p if str(m.content).startswith(INTERNAL)) for p in seen]
    assert "こむぎ" in packs[0] and "京都" in packs[1]
    # Nothing of the pack in any checkpoint of the thread.
    for snapshot in graph.get_state_history(thread):
        assert INTERNAL not in json.dumps(snapshot.values, default=str, ensure_ascii=False)
    for checkpoint in saver.storage.values():
        assert INTERNAL.encode() not in repr(checkpoint).encode()


# -- a state that cannot carry the pack --------------------------------------------------------


@pytest.mark.parametrize(
    ("state", "named"),
    [
        (TemplateState, "dataclass TemplateState"),
        (PydanticNoPack, "pydantic PydanticNoPack"),
        (TypedDictNoPack, "keys: messages"),
    ],
    ids=["dataclass", "pydantic", "typeddict"],
)
def test_a_state_without_the_pack_is_told_what_to_declare(
    store: MemoryStore, state: type, named: str
) -> None:
    seen: list[list[AnyMessage]] = []
    graph = _graph(store, state, seen)
    with pytest.raises(MissingMemoryKey) as info:
        graph.invoke({"messages": [HumanMessage(QUESTION)]})
    message = str(info.value)
    assert f"({named})" in message
    assert "`memory_pack`" in message and "MemoryState" in message
    assert 'memory_pack: MemoryPackValue = ""' in message
    assert "memory_node" in message
    assert seen == []  # the model never ran on an empty pack


def test_a_state_without_the_pack_is_an_error_under_ainvoke(store: MemoryStore) -> None:
    graph = _graph(store, TemplateState, [])
    with pytest.raises(MissingMemoryKey, match="dataclass TemplateState"):
        asyncio.run(graph.ainvoke({"messages": [HumanMessage(QUESTION)]}))


def test_a_pydantic_str_field_is_told_its_type(store: MemoryStore) -> None:
    seen: list[list[AnyMessage]] = []
    with pytest.raises(MissingMemoryKey, match=r"PydanticStrPack\.memory_pack is declared `str`"):
        _graph(store, PydanticStrPack, seen).invoke({"messages": [HumanMessage(QUESTION)]})
    assert seen == []
    # Shown (plain text), a str field holds it.
    builder = StateGraph(PydanticStrPack)
    builder.add_node("retrieval", build_retrieval_node(store, show_memory=True))
    builder.add_edge(START, "retrieval")
    out = builder.compile().invoke({"messages": [HumanMessage(QUESTION)]})
    assert "こむぎ" in out["memory_pack"]


def test_memory_node_needs_no_field(store: MemoryStore) -> None:
    seen: list[list[AnyMessage]] = []

    def call_model(state: TemplateState) -> dict[str, Any]:
        seen.append(list(state.messages))
        return {"messages": [AIMessage("はい。")]}

    builder = StateGraph(TemplateState)
    builder.add_node("call_model", memory_node(call_model, store))
    builder.add_edge(START, "call_model")
    builder.compile().invoke({"messages": [HumanMessage(QUESTION)]})
    assert any(str(m.content).startswith(INTERNAL) and "こむぎ" in str(m.content) for m in seen[0])


def test_standalone_node_checks_nothing(store: MemoryStore, tmp_path: Path) -> None:
    # Invoked on its own there is no parent to check: the output is the caller's.
    out = build_retrieval_node(store).invoke({"messages": [HumanMessage(QUESTION)]})
    assert "こむぎ" in memory_pack_of(out)
