"""A user's own LangGraph project with omoide dropped in, served by ``langgraph dev`` on loopback
and driven with ``langgraph_sdk`` (what Studio does): the parent has its own context type, yet
each run can tune retrieval through ``config["configurable"]["omoide"]``; mistakes there are
errors; the checkpointed thread holds plain data, so the server logs no serde warning; the pack
reaches the user's model but neither the run's output nor the thread's history."""

from __future__ import annotations

import dataclasses
import json
import textwrap
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from langgraph_sdk import get_sync_client

from omoide.memory_store import MemoryStore, USEEmbeddings
from tests.conftest import NOW, sample_episodes
from tests.langgraph_server import langgraph_dev

QUESTION = "柴犬のこむぎの話、覚えてる？"
DOG = "柴犬のこむぎが散歩中に川へ飛び込んでびしょ濡れになったよ"

pytestmark = pytest.mark.slow

GRAPH = textwrap.dedent(
    """
    import itertools
    import os
    from dataclasses import dataclass

    from langchain_core.language_models import GenericFakeChatModel
    from langchain_core.messages import AIMessage
    from langgraph.graph import END, START, MessagesState, StateGraph

    from omoide import (
        MemoryState,
        MemoryStore,
        build_remember_node,
        build_retrieval_node,
        with_memory,
    )
    from omoide.agent.messages import is_internal


    @dataclass
    class Context:
        \"\"\"The project's own context: Studio shows this form, not omoide's.\"\"\"

        model: str = "fake/model"


    class State(MessagesState, MemoryState):
        pass


    store = MemoryStore(os.environ["OMOIDE_STORE"])
    # A fresh message per reply (a reused one keeps its id, and add_messages would replace it).
    model = GenericFakeChatModel(
        messages=(AIMessage("Kumo loved the river.") for _ in itertools.count())
    )


    def call_model(state: State) -> dict:
        history = with_memory(state["messages"], state.get("memory_pack"))
        reply = model.invoke(history)
        # Say whether the pack reached the model (the test cannot see the prompt).
        memory = "yes" if any(is_internal(m) for m in history) else "no"
        return {"messages": [AIMessage(f"{reply.content} (memory: {memory})")]}


    builder = StateGraph(State, context_schema=Context)
    builder.add_node("retrieval", build_retrieval_node(store))
    builder.add_node("call_model", call_model)
    builder.add_node("remember", build_remember_node(store))
    builder.add_edge(START, "retrieval")
    builder.add_edge("retrieval", "call_model")
    builder.add_edge("call_model", "remember")
    builder.add_edge("remember", END)
    graph = builder.compile(name="my_agent")
    """
)

# The same agent with the state kinds of langchain-ai's templates (a dataclass, as react-agent
# and memory-agent declare theirs) and a pydantic state, each with omoide's field.
STATE_KINDS = textwrap.dedent(
    """
    import itertools
    import os
    from collections.abc import Sequence
    from dataclasses import dataclass, field
    from typing import Annotated

    from langchain_core.language_models import GenericFakeChatModel
    from langchain_core.messages import AIMessage, AnyMessage
    from langgraph.graph import END, START, StateGraph
    from langgraph.graph.message import add_messages
    from pydantic import BaseModel

    from omoide import (
        MemoryPackValue,
        MemoryStore,
        build_remember_node,
        build_retrieval_node,
        memory_pack_of,
        with_memory,
    )
    from omoide.agent.messages import is_internal


    @dataclass
    class DataclassState:
        messages: Annotated[Sequence[AnyMessage], add_messages] = field(default_factory=list)
        memory_pack: MemoryPackValue = ""


    class PydanticState(BaseModel):
        messages: Annotated[list[AnyMessage], add_messages] = []
        memory_pack: MemoryPackValue = ""


    store = MemoryStore(os.environ["OMOIDE_STORE"])
    model = GenericFakeChatModel(
        messages=(AIMessage("Kumo loved the river.") for _ in itertools.count())
    )


    def call_model(state) -> dict:
        history = with_memory(list(state.messages), memory_pack_of(state))
        reply = model.invoke(history)
        memory = "yes" if any(is_internal(m) for m in history) else "no"
        return {"messages": [AIMessage(f"{reply.content} (memory: {memory})")]}


    def build(state, name):
        builder = StateGraph(state)
        builder.add_node("retrieval", build_retrieval_node(store))
        builder.add_node("call_model", call_model)
        builder.add_node("remember", build_remember_node(store))
        builder.add_edge(START, "retrieval")
        builder.add_edge("retrieval", "call_model")
        builder.add_edge("call_model", "remember")
        builder.add_edge("remember", END)
        return builder.compile(name=name)


    dataclass_graph = build(DataclassState, "dataclass_agent")
    pydantic_graph = build(PydanticState, "pydantic_agent")
    """
)


@dataclasses.dataclass
class Server:
    url: str
    log: Path


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory, embedder: USEEmbeddings) -> Iterator[Server]:
    root = tmp_path_factory.mktemp("user_project")
    store_path = root / "store"
    shift = int(time.time()) - int(NOW.timestamp())  # the server's turns use the wall clock
    with MemoryStore(store_path, embedder=embedder) as s:
        s.add_episodes(
            [dataclasses.replace(e, occurred_at=e.occurred_at + shift) for e in sample_episodes()]
        )
    project = root / "project"
    (project / "my_agent").mkdir(parents=True)
    (project / "my_agent" / "graph.py").write_text(GRAPH, "utf-8")
    (project / "my_agent" / "kinds.py").write_text(STATE_KINDS, "utf-8")
    (project / "langgraph.json").write_text(
        json.dumps(
            {
                "dependencies": ["."],
                "graphs": {
                    "agent": "./my_agent/graph.py:graph",
                    "dataclass_agent": "./my_agent/kinds.py:dataclass_graph",
                    "pydantic_agent": "./my_agent/kinds.py:pydantic_graph",
                    "retrieval": "omoide.agent.studio:retrieval",  # omoide's own
                },
            }
        ),
        "utf-8",
    )
    with langgraph_dev(
        project / "langgraph.json",
        cwd=project,
        log=root / "server.log",
        env={"OMOIDE_STORE": str(store_path)},
        unset=("OMOIDE_SHOW_MEMORY",),  # the default: the pack hidden
    ) as url:
        yield Server(url, root / "server.log")


@pytest.fixture(scope="module")
def client(server: Server) -> Iterator[Any]:
    with get_sync_client(url=server.url) as client:
        yield client


def _run(client: Any, thread_id: str, graph: str = "agent", **kwargs: Any) -> Any:
    return client.runs.wait(
        thread_id, graph, input={"messages": [{"role": "user", "content": QUESTION}]}, **kwargs
    )


SERVED = ["agent", "dataclass_agent", "pydantic_agent", "retrieval"]


@pytest.mark.parametrize("graph_id", SERVED)
def test_schema_endpoint_gives_every_schema(client: Any, graph_id: str) -> None:
    # What Studio builds its input form and state view from (langgraph-api logs a warning and
    # answers null for a schema the graph cannot generate).
    assistant = next(a for a in client.assistants.search() if a["graph_id"] == graph_id)
    schemas = client.assistants.get_schemas(assistant["assistant_id"])
    for kind in ("input_schema", "output_schema", "state_schema"):
        assert isinstance(schemas[kind], dict) and schemas[kind], kind
    if graph_id in ("agent", "retrieval"):  # the graphs that declare a context schema
        assert schemas["context_schema"]["properties"], schemas["context_schema"]
    assert "messages" in schemas["input_schema"]["properties"]
    assert "memory_pack" in schemas["output_schema"]["properties"]
    pack = json.dumps(schemas["output_schema"]["properties"]["memory_pack"])
    assert "Hidden[str]" in pack and '"maxProperties": 0' in pack


@pytest.mark.parametrize("graph_id", ["dataclass_agent", "pydantic_agent"])
def test_dataclass_and_pydantic_states_get_the_pack(client: Any, graph_id: str) -> None:
    thread = client.threads.create()["thread_id"]
    first = _run(client, thread, graph_id)
    assert first["messages"][-1]["content"].endswith("(memory: yes)")
    assert first["memory_pack"] in ({}, "")  # hidden from the client
    assert "INTERNAL_CONTEXT" not in json.dumps(first) and DOG not in json.dumps(first)
    second = _run(client, thread, graph_id)  # a turn restored from the checkpoint
    assert second["messages"][-1]["content"].endswith("(memory: yes)")
    history = client.threads.get_history(thread)
    assert "INTERNAL_CONTEXT" not in json.dumps(history) and DOG not in json.dumps(history)


def test_two_turns_then_tuned_by_configurable(server: Server, client: Any) -> None:
    thread = client.threads.create()["thread_id"]
    first = _run(client, thread, context={"model": "fake/other"})
    # The model got the pack; the client sees neither it nor the recalled episodes.
    assert first["messages"][-1]["content"].endswith("(memory: yes)")
    assert first["memory_pack"] == {} and first["recalled"] == {} and first["run_id"]
    assert "INTERNAL_CONTEXT" not in json.dumps(first) and DOG not in json.dumps(first)
    # Same thread, thresholds no memory can reach, no run record: set per run.
    tuned = _run(
        client,
        thread,
        config={
            "configurable": {
                "omoide": {
                    "injection": {
                        "high_threshold": 1.0,
                        "medium_threshold": 0.9,
                        "p_high": 1.0,
                    },
                    "record_runs": False,
                }
            }
        },
    )
    assert tuned["memory_pack"] == {} and tuned["recalled"] == {}
    assert tuned["messages"][-1]["content"].endswith("(memory: no)")
    assert tuned["run_id"] is None  # not the first turn's
    assert [m["type"] for m in tuned["messages"]] == ["human", "ai", "human", "ai"]
    # Reading the whole thread back (what Studio does) and the log: no serde complaint.
    history = client.threads.get_history(thread)
    assert len(history) >= 6
    assert "INTERNAL_CONTEXT" not in json.dumps(history) and DOG not in json.dumps(history)
    log = server.log.read_text("utf-8", errors="replace")
    assert "Deserializing unregistered type" not in log and "msgpack" not in log.lower()


def test_configurable_typo_is_an_error(server: Server, client: Any) -> None:
    thread = client.threads.create()["thread_id"]
    out = _run(
        client,
        thread,
        config={"configurable": {"omoide": {"high_treshold": 0.5}}},
        raise_error=False,
    )
    assert out["__error__"]["error"] == "ValueError"
    assert "did you mean injection.high_threshold" in out["__error__"]["message"]


def test_studio_shows_the_settings_with_descriptions_and_ranges(client: Any) -> None:
    # What Studio renders as the context form of omoide's retrieval graph.
    assistant = next(a for a in client.assistants.search() if a["graph_id"] == "retrieval")
    schema = client.assistants.get_schemas(assistant["assistant_id"])["context_schema"]
    props, defs = schema["properties"], schema["$defs"]
    # One entry per group (plan, sources, fusion, injection, ...), each setting described.
    assert {"plan", "sources", "fusion", "injection", "pack"} <= set(props)
    assert [name for name, p in props.items() if not p.get("description")] == []
    fields = [(g, n, p) for g, d in defs.items() for n, p in d.get("properties", {}).items()]
    assert len(fields) > 50
    assert [f"{g}.{n}" for g, n, p in fields if not p.get("description")] == []
    injection = defs["InjectionConfig"]["properties"]
    assert "nothing is injected" in injection["high_threshold"]["description"]
    assert defs["SourcesConfig"]["properties"]["knn_k_per_query"]["minimum"] == 1
    # The user's own graph keeps its own context form.
    mine = next(a for a in client.assistants.search() if a["graph_id"] == "agent")
    assert set(
        client.assistants.get_schemas(mine["assistant_id"])["context_schema"]["properties"]
    ) == {"model"}


def test_studio_context_with_a_bad_value_is_an_error(client: Any) -> None:
    thread = client.threads.create()["thread_id"]
    out = client.runs.wait(
        thread,
        "retrieval",
        input={"messages": [{"role": "user", "content": QUESTION}]},
        context={"sources": {"knn_k_per_query": 2.5}},
        raise_error=False,
    )
    assert "sources.knn_k_per_query=2.5: allowed an integer" in json.dumps(out)
