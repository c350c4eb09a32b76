"""omoide dropped into LangGraph projects shaped like LangGraph's own templates, on a real store:

- a react-agent-style parent (dataclass state and TypedDict state, its own context type, a
  tool loop) with ``InMemorySaver``: two turns, no serde warnings (also under
  ``LANGGRAPH_STRICT_MSGPACK=true``), no checkpoint namespace for the subgraph, ``now`` not
  sticky, ``run_id`` never stale, the pack placed just before the last human message (read with
  ``memory_pack_of``: it arrives hidden), and the exchange remembered by
  ``build_remember_node``;
- wrong parent shapes fail loudly with a message that says what to add;
- per-run tuning through ``config["configurable"]["omoide"]`` in a parent with its own context;
- a project laid out like ``langgraph new`` (its own ``agent`` package, ``prompts.py``,
  ``tools.py``) imports omoide beside its own modules and runs a turn (in a subprocess).
"""

from __future__ import annotations

import dataclasses
import json
import logging
import os
import subprocess
import sys
import textwrap
import time
import warnings
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Annotated, Any

import pytest
from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import (
    AIMessage,
    AnyMessage,
    BaseMessage,
    HumanMessage,
    SystemMessage,
)
from langchain_core.outputs import ChatResult
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.checkpoint.serde.event_hooks import register_serde_event_listener
from langgraph.graph import END, START, MessagesState, StateGraph
from langgraph.graph.message import add_messages
from langgraph.prebuilt import ToolNode
from pydantic import Field
from typing_extensions import TypedDict

from omoide import (
    MemoryState,
    MemoryStore,
    build_remember_node,
    build_retrieval_node,
    make_memory_tools,
)
from omoide.agent import memory_pack_of, recalled_of
from omoide.agent.nodes.plan import MISSING_MESSAGES
from omoide.agent.runs import load_run
from omoide.memory_store import USEEmbeddings
from tests.conftest import NOW, sample_episodes

REPO = Path(__file__).resolve().parents[2]
DOG = "柴犬のこむぎが散歩中に川へ飛び込んでびしょ濡れになったよ"
QUESTION = "柴犬のこむぎの話、覚えてる？"
FOLLOW_UP = "京都の旅行の計画、どうなってたっけ？"
TS = int(NOW.timestamp())
INTERNAL = "<<INTERNAL_CONTEXT>>"


class ScriptedModel(GenericFakeChatModel):
    """A fake chat model that records every prompt and accepts tools."""

    seen: list[list[BaseMessage]] = Field(default_factory=list)

    def bind_tools(self, tools: Sequence[Any], **kwargs: Any) -> ScriptedModel:  # type: ignore[override]
        return self

    def _generate(self, messages: list[BaseMessage], *args: Any, **kwargs: Any) -> ChatResult:
        self.seen.append(list(messages))
        return super()._generate(messages, *args, **kwargs)


def with_pack(messages: Sequence[AnyMessage], pack: str) -> list[AnyMessage]:
    """The model's input: the pack as an internal assistant message just before the last
    human message (what the README's drop-in section shows)."""
    history = list(messages)
    if pack:
        last_human = max(i for i, m in enumerate(history) if isinstance(m, HumanMessage))
        history.insert(last_human, AIMessage(pack))
    return history


# -- react-agent-style parents ---------------------------------------------------------------


@dataclasses.dataclass
class Context:
    """The parent's own context type (react-agent's shape)."""

    model: str = "fake/model"
    system_prompt: str = "You are a helpful AI assistant."


@dataclasses.dataclass
class DataclassState:
    """react-agent's State, plus the keys omoide writes."""

    messages: Annotated[Sequence[AnyMessage], add_messages] = dataclasses.field(
        default_factory=list
    )
    is_last_step: bool = False
    memory_pack: str = ""
    recalled: list[dict[str, Any]] = dataclasses.field(default_factory=list)
    run_id: str | None = None
    now: int | None = None
    turn_time: int | None = None


class TypedDictState(MessagesState, MemoryState):
    """A TypedDict parent: MessagesState plus omoide's MemoryState."""


def _reply_script() -> Iterator[AIMessage]:
    call = {
        "name": "search_past_conversations",
        "args": {"query": "こむぎ"},
        "id": "call_1",
        "type": "tool_call",
    }
    yield AIMessage("", tool_calls=[call])
    yield AIMessage("こむぎちゃんの川の話ですね！")
    yield AIMessage("京都旅行は4月の予定でしたね。")
    while True:
        yield AIMessage("はい。")


def react_agent(store: MemoryStore, llm: ScriptedModel, state: type, **compile: Any) -> Any:
    tools = make_memory_tools(store)
    bound = llm.bind_tools(tools)

    def call_model(state: Any) -> dict[str, Any]:
        prompt = [SystemMessage("You are a helpful AI assistant.")]
        pack = memory_pack_of(state)  # a dict or a dataclass state, the pack hidden or not
        messages = state["messages"] if isinstance(state, dict) else state.messages
        return {"messages": [bound.invoke([*prompt, *with_pack(messages, pack)])]}

    def route(state: Any) -> str:
        messages = state["messages"] if isinstance(state, dict) else state.messages
        return "tools" if messages[-1].tool_calls else "remember"

    builder = StateGraph(state, context_schema=Context)
    builder.add_node("retrieval", build_retrieval_node(store))
    builder.add_node("call_model", call_model)
    builder.add_node("tools", ToolNode(tools))
    builder.add_node("remember", build_remember_node(store))
    builder.add_edge(START, "retrieval")
    builder.add_edge("retrieval", "call_model")
    builder.add_conditional_edges("call_model", route, ["tools", "remember"])
    builder.add_edge("tools", "call_model")
    builder.add_edge("remember", END)
    return builder.compile(name="react_agent", **compile)


class SerdeEvents(logging.Handler):
    def __init__(self) -> None:
        super().__init__(level=logging.WARNING)
        self.records: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record.getMessage())


def _two_turns(store: MemoryStore, state: type) -> dict[str, Any]:
    """Two turns of a checkpointed react-agent parent; what a test wants to look at."""
    llm = ScriptedModel(messages=_reply_script())
    saver = InMemorySaver()
    graph = react_agent(store, llm, state, checkpointer=saver)
    thread = {"configurable": {"thread_id": "t1"}}
    before = len(store)
    handler = SerdeEvents()
    logging.getLogger().addHandler(handler)
    events: list[Any] = []  # every serde event (the log line is emitted once per process)
    unregister = register_serde_event_listener(events.append)
    try:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            first = graph.invoke({"messages": [HumanMessage(QUESTION)], "now": TS}, thread)
            after_first = dict(graph.get_state(thread).values)
            second = graph.invoke(
                {"messages": [HumanMessage(FOLLOW_UP)]},
                {"configurable": {"thread_id": "t1", "omoide": {"record_runs": False}}},
                context=Context(model="fake/other"),
            )
            # Reading the thread back deserializes every checkpoint.
            history = list(graph.get_state_history(thread))
    finally:
        unregister()
        logging.getLogger().removeHandler(handler)
    return {
        "serde_events": [dict(e) for e in events],
        "llm": llm,
        "saver": saver,
        "first": first,
        "after_first": after_first,
        "second": second,
        "history": history,
        "logs": handler.records,
        "warnings": [str(w.message) for w in caught],
        "added": len(store) - before,
    }


@pytest.fixture(params=[DataclassState, TypedDictState], ids=["dataclass", "typeddict"])
def two_turns(request: pytest.FixtureRequest, store: MemoryStore) -> dict[str, Any]:
    return _two_turns(store, request.param)


def test_outputs_are_plain_data(two_turns: dict[str, Any]) -> None:
    first = two_turns["first"]
    assert memory_pack_of(first).startswith(INTERNAL) and "こむぎ" in memory_pack_of(first)
    # Hidden from anything that serializes the output; read through memory_pack_of/recalled_of.
    assert json.loads(json.dumps({k: first[k] for k in ("memory_pack", "recalled")})) == {
        "memory_pack": {},
        "recalled": {},
    }
    recalled = recalled_of(first)
    assert recalled and recalled[0]["user_text"] == DOG
    # Round-trips through JSON unchanged: nothing but dicts, lists, strings and numbers.
    assert json.loads(json.dumps(recalled)) == recalled
    assert set(recalled[0]) == {
        "id",
        "user_text",
        "reply_text",
        "occurred_at",
        "relevance",
        "score",
        "reason",
        "source",
    }


def test_no_serde_warnings(two_turns: dict[str, Any]) -> None:
    assert two_turns["serde_events"] == []
    serde = [m for m in two_turns["logs"] if "serializ" in m.lower() or "msgpack" in m.lower()]
    assert serde == []
    assert [w for w in two_turns["warnings"] if "serializ" in w.lower()] == []
    assert len(two_turns["history"]) > 4  # the checkpoints were really read back


def test_subgraph_writes_no_checkpoints_of_its_own(two_turns: dict[str, Any]) -> None:
    saver: InMemorySaver = two_turns["saver"]
    namespaces = {ns for thread in saver.storage.values() for ns in thread}
    assert namespaces == {""}  # the parent's only; no "retrieval:<task id>"
    assert {key[1] for key in saver.writes} == {""}


def test_now_is_not_sticky(two_turns: dict[str, Any], store: MemoryStore) -> None:
    first, second = two_turns["first"], two_turns["second"]
    assert first["turn_time"] == TS  # turn 1 was replayed at NOW ...
    assert two_turns["after_first"]["now"] is None  # ... and the thread does not keep it
    assert abs(second["turn_time"] - time.time()) < 120  # turn 2 runs on the wall clock
    # The remembered exchanges carry each turn's own time.
    hits = store.search_keyword(FOLLOW_UP, k=10)
    remembered = next(h.episode for h in hits if h.episode.user_text == FOLLOW_UP)
    assert abs(remembered.occurred_at - time.time()) < 120
    assert two_turns["added"] == 2


def test_now_is_not_sticky_without_a_remember_node(store: MemoryStore) -> None:
    # Only the retrieval node reads `now`: it consumes it, so turn 2 is not dated turn 1.
    builder = StateGraph(TypedDictState)
    builder.add_node("retrieval", build_retrieval_node(store))
    builder.add_edge(START, "retrieval")
    graph = builder.compile(checkpointer=InMemorySaver())
    thread = {"configurable": {"thread_id": "t-now"}}
    assert (
        graph.invoke({"messages": [HumanMessage(QUESTION)], "now": TS}, thread)["turn_time"] == TS
    )
    assert graph.get_state(thread).values["now"] is None
    second = graph.invoke({"messages": [HumanMessage(FOLLOW_UP)]}, thread)
    assert abs(second["turn_time"] - time.time()) < 120
    plan = load_run(store, second["run_id"])["plan"]
    assert abs(plan["now"] - time.time()) < 120


def test_run_id_only_when_recorded(two_turns: dict[str, Any], store: MemoryStore) -> None:
    first, second = two_turns["first"], two_turns["second"]
    assert first["run_id"] and load_run(store, first["run_id"])["user_text"] == QUESTION
    assert second["run_id"] is None  # record_runs=False this turn: none, not turn 1's


def test_pack_is_placed_before_the_last_human_message(two_turns: dict[str, Any]) -> None:
    seen: list[list[BaseMessage]] = two_turns["llm"].seen
    assert len(seen) == 3  # turn 1: tool call + answer; turn 2: answer
    for prompt, question in [(seen[0], QUESTION), (seen[1], QUESTION), (seen[2], FOLLOW_UP)]:
        packs = [i for i, m in enumerate(prompt) if str(m.content).startswith(INTERNAL)]
        assert len(packs) == 1
        last_human = max(i for i, m in enumerate(prompt) if isinstance(m, HumanMessage))
        assert packs[0] == last_human - 1 and prompt[last_human].content == question
    assert "京都" in str(seen[2][-2].content)  # turn 2 got turn 2's pack
    # The thread holds the conversation only, never a pack.
    final = two_turns["second"]["messages"]
    assert not any(str(m.content).startswith(INTERNAL) for m in final)


def test_remember_node_stores_the_exchange(two_turns: dict[str, Any], store: MemoryStore) -> None:
    hits = store.search_keyword(QUESTION, k=10)
    episode = next(h.episode for h in hits if h.episode.user_text == QUESTION)
    assert (
        episode.reply_text == "こむぎちゃんの川の話ですね！"
    )  # the final answer, not the tool call
    assert episode.occurred_at == TS
    assert episode.session_id == "t1"


_STRICT_SCRIPT = """
import json, logging, sys, warnings
sys.path.insert(0, {repo!r})
from omoide import MemoryStore
from omoide.agent import recalled_of
from tests.integration import test_drop_in as t

records = []
class H(logging.Handler):
    def emit(self, record):
        records.append(record.getMessage())
logging.getLogger().addHandler(H(level=logging.WARNING))
out = {{}}
with MemoryStore({store!r}) as store:
    for state in (t.DataclassState, t.TypedDictState):
        r = t._two_turns(store, state)
        out[state.__name__] = {{
            "logs": r["logs"] + records,
            "serde_events": r["serde_events"],
            "warnings": r["warnings"],
            "recalled": recalled_of(r["first"]),
            "history": len(r["history"]),
            "namespaces": sorted({{ns for th in r["saver"].storage.values() for ns in th}}),
        }}
print("RESULT " + json.dumps(out, ensure_ascii=False))
"""


@pytest.mark.slow  # seconds: CI runs it, the fast lane does not
def test_strict_msgpack_two_turns(tmp_path: Path, embedder: USEEmbeddings) -> None:
    """Under ``LANGGRAPH_STRICT_MSGPACK=true`` (read at import): nothing blocked or warned."""
    path = tmp_path / "store"
    with MemoryStore(path, embedder=embedder) as s:
        s.add_episodes(sample_episodes())
    script = _STRICT_SCRIPT.format(repo=str(REPO), store=str(path))
    env = {**os.environ, "LANGGRAPH_STRICT_MSGPACK": "true", "PYTHONPATH": str(REPO)}
    proc = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=300
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    line = next(ln for ln in proc.stdout.splitlines() if ln.startswith("RESULT "))
    result = json.loads(line.removeprefix("RESULT "))
    assert "serializ" not in proc.stderr.lower() and "msgpack" not in proc.stderr.lower()
    for name, r in result.items():
        assert [m for m in r["logs"] if "serializ" in m.lower() or "msgpack" in m.lower()] == []
        assert r["warnings"] == [], name
        assert r["serde_events"] == [], name
        assert r["recalled"] and r["recalled"][0]["user_text"] == DOG, name
        assert r["history"] > 4 and r["namespaces"] == [""], name


# -- wrong parent shapes ---------------------------------------------------------------------


class NoMessages(TypedDict, total=False):
    chat_history: list[AnyMessage]
    memory_pack: str


def test_parent_without_messages_is_told_what_to_add(store: MemoryStore) -> None:
    builder = StateGraph(NoMessages)
    builder.add_node("retrieval", build_retrieval_node(store))
    builder.add_edge(START, "retrieval")
    graph = builder.compile()
    with pytest.raises(ValueError, match=r"no `messages`|has none") as info:
        graph.invoke({"chat_history": [HumanMessage(QUESTION)]})
    assert str(info.value) == MISSING_MESSAGES
    assert "MessagesState" in str(info.value) and "add_messages" in str(info.value)

    remember = StateGraph(NoMessages)
    remember.add_node("remember", build_remember_node(store))
    remember.add_edge(START, "remember")
    with pytest.raises(ValueError, match="remember node reads the conversation"):
        remember.compile().invoke({"chat_history": [HumanMessage(QUESTION)]})


def test_parent_without_a_human_message_is_told_what_to_add(store: MemoryStore) -> None:
    builder = StateGraph(TypedDictState)
    builder.add_node("retrieval", build_retrieval_node(store))
    builder.add_edge(START, "retrieval")
    graph = builder.compile()
    with pytest.raises(ValueError, match=r"no user message.*HumanMessage"):
        graph.invoke({"messages": [SystemMessage("be nice"), AIMessage("Hello!")]})
    with pytest.raises(ValueError, match=r"no user message.*0 message"):
        graph.invoke({"messages": []})
    # OpenAI-style dicts are messages too.
    out = graph.invoke({"messages": [{"role": "user", "content": QUESTION}]})
    assert recalled_of(out)[0]["user_text"] == DOG


# -- per-run tuning in a parent with its own context type ------------------------------------


def _tuned(store: MemoryStore, omoide: Any, **kwargs: Any) -> dict[str, Any]:
    graph = react_agent(store, ScriptedModel(messages=iter([AIMessage("ok")] * 4)), TypedDictState)
    config: dict[str, Any] = {"configurable": {"omoide": omoide}} if omoide is not None else {}
    return dict(
        graph.invoke(
            {"messages": [HumanMessage(QUESTION)], "now": TS},
            config,  # type: ignore[arg-type]
            context=Context(),
            **kwargs,
        )
    )


def test_configurable_tunes_retrieval_field_by_field(store: MemoryStore) -> None:
    default = _tuned(store, None)
    assert memory_pack_of(default) and default["run_id"]
    # A threshold no memory reaches: nothing injected; the other fields keep the bound values.
    # (p_high: the calibrated judgement's chance, issue 36, never reaches 1)
    strict = _tuned(
        store,
        {"injection": {"high_threshold": 1.0, "medium_threshold": 0.9, "p_high": 1.0}},
    )
    assert memory_pack_of(strict) == "" and recalled_of(strict) == []
    plan = load_run(store, strict["run_id"])["plan"]
    assert plan["max_candidates"] == 60  # bound config's value, not replaced
    assert len(recalled_of(_tuned(store, {"injection.max_results": 1}))) == 1
    assert _tuned(store, {"record_runs": False})["run_id"] is None


@pytest.mark.parametrize(
    ("omoide", "message"),
    [
        ({"high_treshold": 0.5}, r"high_treshold \(did you mean injection\.high_threshold\?\)"),
        ({"sources.knn_k_per_query": 2.5}, r"sources\.knn_k_per_query=2\.5: allowed an integer"),
        ({"record_runs": "no"}, r"record_runs='no': allowed true or false"),
        ("fast", r"configurable\['omoide'\] must be a dict"),
    ],
)
def test_configurable_mistakes_are_errors(store: MemoryStore, omoide: Any, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        _tuned(store, omoide)


def test_a_dict_context_with_a_typo_is_an_error(store: MemoryStore) -> None:
    builder = StateGraph(TypedDictState)  # no context schema: a plain dict context
    builder.add_node("retrieval", build_retrieval_node(store))
    builder.add_edge(START, "retrieval")
    graph = builder.compile()
    msgs = {"messages": [HumanMessage(QUESTION)], "now": TS}
    with pytest.raises(ValueError, match=r"did you mean injection\.high_threshold"):
        graph.invoke(msgs, context={"high_treshold": 1.0})
    assert (
        memory_pack_of(
            graph.invoke(
                msgs,
                context={"injection": {"high_threshold": 1.0, "p_high": 1.0}, "user": "x"},
            )
        )
        == ""
    )


# -- a project laid out like `langgraph new` -------------------------------------------------

_PROJECT = {
    "agent/__init__.py": (
        '"""The project\'s own agent package."""\n\n'
        'from agent.graph import graph\n\n__all__ = ["graph"]\n'
    ),
    "prompts.py": 'SYSTEM_PROMPT = "You are a helpful AI assistant."\n',
    "tools.py": textwrap.dedent(
        """
        def search(query: str) -> str:
            \"\"\"The project's own tool.\"\"\"
            return "nothing"

        TOOLS = [search]
        """
    ),
    "agent/graph.py": textwrap.dedent(
        """
        import os

        from langchain_core.language_models import GenericFakeChatModel
        from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
        from langgraph.graph import END, START, MessagesState, StateGraph

        import prompts
        import tools
        from omoide import (
            MemoryState,
            MemoryStore,
            build_remember_node,
            build_retrieval_node,
            with_memory,
        )

        store = MemoryStore(os.environ["OMOIDE_STORE"])
        model = GenericFakeChatModel(messages=iter([AIMessage("Kumo was soaked!")] * 5))
        seen = []


        class State(MessagesState, MemoryState):
            pass


        def call_model(state):
            history = with_memory(state["messages"], state.get("memory_pack"))
            prompt = [SystemMessage(prompts.SYSTEM_PROMPT), *history]
            seen.append(prompt)
            return {"messages": [model.invoke(prompt)]}


        builder = StateGraph(State)
        builder.add_node("retrieval", build_retrieval_node(store))
        builder.add_node("call_model", call_model)
        builder.add_node("remember", build_remember_node(store))
        builder.add_edge(START, "retrieval")
        builder.add_edge("retrieval", "call_model")
        builder.add_edge("call_model", "remember")
        builder.add_edge("remember", END)
        graph = builder.compile(name="New LangGraph Project")
        assert tools.TOOLS[0].__name__ == "search"
        """
    ),
}

_RUN_PROJECT = """
import json, sys
import agent, prompts, tools
from agent.graph import graph, seen, store
from omoide.agent import memory_pack_of, recalled_of
out = graph.invoke({"messages": [("user", "柴犬のこむぎの話、覚えてる？")], "now": %d})
print("RESULT " + json.dumps({
    "agent": agent.__file__, "prompts": prompts.__file__, "tools": tools.__file__,
    "pack": memory_pack_of(out), "top": recalled_of(out)[0]["user_text"],
    "hidden": json.dumps(out["memory_pack"]) == "{}",
    "prompt": [m.type for m in seen[-1]], "episodes": len(store),
}, ensure_ascii=False))
"""


@pytest.mark.slow  # seconds: CI runs it, the fast lane does not
def test_langgraph_new_project_imports_omoide_beside_its_own_modules(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    project = tmp_path / "project"
    for name, text in _PROJECT.items():
        (project / name).parent.mkdir(parents=True, exist_ok=True)
        (project / name).write_text(text, "utf-8")
    path = tmp_path / "store"
    with MemoryStore(path, embedder=embedder) as s:
        s.add_episodes(sample_episodes())
        before = len(s)
    env = {
        **os.environ,
        "OMOIDE_STORE": str(path),
        # The project's own folder first, as `langgraph dev` and `pip install -e .` put it.
        "PYTHONPATH": os.pathsep.join([str(project), str(REPO)]),
    }
    proc = subprocess.run(
        [sys.executable, "-c", _RUN_PROJECT % TS],
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    line = next(ln for ln in proc.stdout.splitlines() if ln.startswith("RESULT "))
    r = json.loads(line.removeprefix("RESULT "))
    for name in ("agent", "prompts", "tools"):
        assert Path(r[name]).resolve().is_relative_to(project.resolve()), (name, r[name])
    assert r["pack"].startswith(INTERNAL) and r["top"] == DOG and r["hidden"]
    assert r["prompt"] == ["system", "ai", "human"]
    assert r["episodes"] == before + 1
