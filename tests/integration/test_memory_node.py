"""``memory_node``: omoide inside the user's model node, no graph steps of its own (issue 27,
point 3).

On a real store ingested from the bundled sample archive, with a fake chat model in a
react-agent-shaped graph (each turn: one tool call, then the answer): the pack reaches the
model on every model call of the turn and no client stream (values, updates, debug, messages,
custom, checkpoints, tasks; with and without ``subgraphs=True``; sync and async) nor any
checkpoint (InMemorySaver, SqliteSaver) carries it; the graph takes as many checkpoints per
turn as the same graph without omoide (no child checkpoints either); recall runs once per turn
and remember stores the guarded final reply once per turn — the record the two-node form's
remember node stores.
"""

from __future__ import annotations

import asyncio
import dataclasses
import itertools
import shutil
import sqlite3
import threading
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Annotated, Any

import pytest
from langchain_core.messages import AIMessage, AnyMessage, BaseMessage, HumanMessage
from langchain_core.runnables import RunnableConfig
from langchain_core.tools import tool
from langgraph.checkpoint.base import BaseCheckpointSaver
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.checkpoint.sqlite import SqliteSaver
from langgraph.graph import END, START, MessagesState, StateGraph
from langgraph.graph.message import add_messages
from langgraph.managed import IsLastStep
from langgraph.prebuilt import ToolNode
from langgraph.types import Command

from omoide import MemoryState, MemoryStore, build_remember_node, build_retrieval_node
from omoide.agent.in_node import memory_node, turn_started
from omoide.agent.messages import is_internal, message_text, with_memory
from omoide.agent.runs import list_runs
from omoide.memory_store import Episode, USEEmbeddings
from omoide.memory_store.pool import NamespacePool
from tests.conftest import in_threads
from tests.integration.test_agent import RecordingFake
from tests.integration.test_pack_out_of_streams import (
    FOLLOW_UP,
    MODES,
    QUESTION,
    SAMPLE,
    client_view,
    injected,
    leaked,
)
from tests.integration.test_pack_out_of_streams import secrets as _secrets

ANSWER = "そうでしたね。覚えています。"
TS = 1_790_000_000  # a fixed turn time (epoch seconds), so two runs store the same record


class State(MessagesState, MemoryState):
    """The two-node form's parent state."""


class WithNow(MessagesState, total=False):
    """A parent that sets each turn's time (``now``), without omoide's other keys."""

    now: int | None


@tool
def web_search(query: str) -> str:
    """Search the web (a stand-in returning a short fixed result)."""
    return f"Top result for {query!r}: nothing new."


def _script(answer: str = ANSWER) -> Iterator[AIMessage]:
    """Per turn: one tool call (with a line of text, so the fake can stream it), then the
    answer."""
    for i in itertools.count():
        call = {"name": "web_search", "args": {"query": f"q{i}"}, "id": f"c{i}"}
        yield AIMessage("調べます。", tool_calls=[{**call, "type": "tool_call"}])
        yield AIMessage(answer)


def _model(answer: str = ANSWER) -> RecordingFake:
    # Not streamed token by token: the fake would drop the tool calls (the `messages` mode
    # still gets each whole message).
    return RecordingFake(messages=_script(answer), disable_streaming=True)


class EchoPack(RecordingFake):
    """A model that pastes the whole pack it was given after its answer (final replies)."""

    def _generate(self, messages: list[BaseMessage], *args: Any, **kwargs: Any) -> Any:
        result = super()._generate(messages, *args, **kwargs)
        reply = result.generations[0].message
        if not reply.tool_calls:
            pack = next((message_text(m) for m in messages if is_internal(m)), "")
            reply.content = f"{message_text(reply)}\n{pack}"
        return result


def _route(end: str) -> Any:
    def route(s: Any) -> str:
        return "tools" if s["messages"][-1].tool_calls else end

    return route


def in_node(store: MemoryStore, llm: RecordingFake, *, state: type = MessagesState) -> Any:
    """react-agent with ``memory_node`` around its own model node."""

    def call_model(s: dict[str, Any]) -> dict[str, Any]:
        return {"messages": [llm.invoke(s["messages"])]}

    return _react(state, memory_node(call_model, store))


def in_node_async(store: MemoryStore, llm: RecordingFake) -> Any:
    async def call_model(s: dict[str, Any], config: RunnableConfig) -> dict[str, Any]:
        assert config["configurable"]["thread_id"]  # the node's own arguments pass through
        return {"messages": [await llm.ainvoke(s["messages"])]}

    return _react(MessagesState, memory_node(call_model, store))


def plain(llm: RecordingFake) -> Any:
    """The same graph without omoide."""

    def call_model(s: dict[str, Any]) -> dict[str, Any]:
        return {"messages": [llm.invoke(s["messages"])]}

    return _react(MessagesState, call_model)


def _react(state: type, call_model: Any) -> Any:
    builder = StateGraph(state)
    builder.add_node("call_model", call_model)
    builder.add_node("tools", ToolNode([web_search]))
    builder.add_edge(START, "call_model")
    builder.add_conditional_edges("call_model", _route(END), ["tools", END])
    builder.add_edge("tools", "call_model")
    return builder


def two_nodes(store: MemoryStore, llm: RecordingFake) -> Any:
    """The README's two-node form of the same agent."""

    def call_model(s: dict[str, Any]) -> dict[str, Any]:
        return {"messages": [llm.invoke(with_memory(s["messages"], s.get("memory_pack")))]}

    builder = StateGraph(State)
    builder.add_node("retrieval", build_retrieval_node(store))
    builder.add_node("call_model", call_model)
    builder.add_node("tools", ToolNode([web_search]))
    builder.add_node("remember", build_remember_node(store))
    builder.add_edge(START, "retrieval")
    builder.add_edge("retrieval", "call_model")
    builder.add_conditional_edges("call_model", _route("remember"), ["tools", "remember"])
    builder.add_edge("tools", "call_model")
    builder.add_edge("remember", END)
    return builder


@pytest.fixture(scope="module")
def sample_dir(tmp_path_factory: pytest.TempPathFactory, embedder: USEEmbeddings) -> Path:
    path = tmp_path_factory.mktemp("sample") / "store"
    with MemoryStore(path, embedder=embedder) as store:
        store.ingest_archive(SAMPLE)
    return path


@pytest.fixture()
def store(sample_dir: Path, tmp_path: Path, embedder: USEEmbeddings) -> Iterator[MemoryStore]:
    """A fresh copy of the sample store (remember writes to it)."""
    shutil.copytree(sample_dir, tmp_path / "store")
    with MemoryStore(tmp_path / "store", embedder=embedder) as opened:
        yield opened


def stored(store: MemoryStore, monkeypatch: pytest.MonkeyPatch) -> list[Episode]:
    """What ``remember`` stores from now on (every ``add_episodes`` call's episodes)."""
    out: list[Episode] = []
    add = store.add_episodes

    def spy(episodes: Any, *args: Any, **kwargs: Any) -> Any:
        out.extend(episodes)
        return add(episodes, *args, **kwargs)

    monkeypatch.setattr(store, "add_episodes", spy)
    return out


def secrets(pack: str, store: MemoryStore) -> list[str]:
    """The pack's lines and the recalled episodes' texts (the answer itself aside: remember
    stores it, and the client sees it)."""
    return [n for n in _secrets(pack, store) if n != ANSWER]


def packs(llm: RecordingFake) -> list[str]:
    """The pack of each model call, in order."""
    return [injected(prompt) for prompt in llm.seen]


def test_turn_started_reads_the_messages() -> None:
    human = HumanMessage(QUESTION)
    call = AIMessage("", tool_calls=[{"name": "t", "args": {}, "id": "1", "type": "tool_call"}])
    internal = AIMessage("<<INTERNAL_CONTEXT>>\nold pack")
    assert turn_started([human]) and turn_started([AIMessage("hi"), human])
    assert turn_started([internal, human])  # a pack placed in the prompt is not an answer
    assert not turn_started([human, call])  # a tool round
    assert not turn_started([human, AIMessage(ANSWER)])
    assert turn_started([human, AIMessage(ANSWER), HumanMessage(FOLLOW_UP)])


@pytest.mark.parametrize("subgraphs", [False, True], ids=["parent", "subgraphs"])
def test_no_stream_mode_carries_the_pack(store: MemoryStore, subgraphs: bool) -> None:
    llm = _model()
    graph = in_node(store, llm).compile(checkpointer=InMemorySaver())
    thread = {"configurable": {"thread_id": f"streams-{subgraphs}"}}
    by_mode: dict[str, list[Any]] = {mode: [] for mode in MODES}
    for part in graph.stream(
        {"messages": [HumanMessage(QUESTION)]}, thread, stream_mode=MODES, subgraphs=subgraphs
    ):
        by_mode[part[-2]].append(part[-1])
    first, after_tools = packs(llm)
    assert first.startswith("<<INTERNAL_CONTEXT>>") and "こむぎ" in first  # the model got it
    assert after_tools == first  # and again after the tool round
    assert all(by_mode[m] for m in ("values", "updates", "debug", "messages", "checkpoints"))
    needles = secrets(first, store)
    for mode, chunks in by_mode.items():
        assert leaked(client_view(chunks), needles) == [], mode


@pytest.mark.parametrize("node", ["async node", "sync node"])
@pytest.mark.parametrize("subgraphs", [False, True], ids=["parent", "subgraphs"])
def test_async_streams_carry_no_pack(store: MemoryStore, subgraphs: bool, node: str) -> None:
    llm = _model()
    build = in_node_async if node == "async node" else in_node
    graph = build(store, llm).compile(checkpointer=InMemorySaver())
    thread = {"configurable": {"thread_id": f"async-{subgraphs}-{node}"}}

    async def turn() -> list[Any]:
        stream = graph.astream(
            {"messages": [HumanMessage(QUESTION)]},
            thread,
            stream_mode=MODES,
            subgraphs=subgraphs,
        )
        return [part async for part in stream]

    chunks = asyncio.run(turn())
    first, after_tools = packs(llm)
    assert first.startswith("<<INTERNAL_CONTEXT>>") and after_tools == first
    assert {part[-2] for part in chunks} >= {"values", "updates", "debug", "messages"}
    assert leaked(client_view(chunks), secrets(first, store)) == []


def _saver(name: str, path: Path) -> tuple[BaseCheckpointSaver[Any], sqlite3.Connection | None]:
    if name == "InMemorySaver":
        return InMemorySaver(), None
    conn = sqlite3.connect(path, check_same_thread=False)
    return SqliteSaver(conn), conn


def _checkpoint_blobs(saver: BaseCheckpointSaver[Any]) -> bytes:
    out = bytearray()
    for tup in saver.list(None):
        for value in (tup.checkpoint, tup.metadata, tup.pending_writes or []):
            out += saver.serde.dumps_typed(value)[1]
    return bytes(out)


@pytest.mark.parametrize("saver_name", ["InMemorySaver", "SqliteSaver"])
def test_no_checkpoint_holds_the_pack(store: MemoryStore, tmp_path: Path, saver_name: str) -> None:
    llm = _model()
    saver, conn = _saver(saver_name, tmp_path / "checkpoints.sqlite")
    try:
        graph = in_node(store, llm).compile(checkpointer=saver)
        thread = {"configurable": {"thread_id": "ckpt"}}
        graph.invoke({"messages": [HumanMessage(QUESTION)]}, thread)
        graph.invoke({"messages": [HumanMessage(FOLLOW_UP)]}, thread)
        first, _, second, _ = packs(llm)
        assert first and second and first != second  # each turn's prompt carried its pack
        tuples = list(saver.list(None))
        assert len(tuples) >= 8  # both turns' checkpoints were read
        # The recall wrote no checkpoints of its own (it would, in the parent's namespace
        # "call_model:<task>", had it inherited the parent's checkpointer).
        assert {t.config["configurable"]["checkpoint_ns"] for t in tuples} == {""}
        blobs = _checkpoint_blobs(saver)
        for needle in [*secrets(first, store), *secrets(second, store)]:
            assert needle.encode("utf-8") not in blobs, needle
        if conn is not None:  # and the database file itself
            conn.commit()
            assert b"<<INTERNAL_CONTEXT>>" not in (tmp_path / "checkpoints.sqlite").read_bytes()
        values = graph.get_state(thread).values
        assert set(values) == {"messages"}
        assert not [m for m in values["messages"] if is_internal(m)]
    finally:
        if conn is not None:
            conn.close()


@pytest.mark.parametrize("saver_name", ["InMemorySaver", "SqliteSaver"])
def test_no_steps_of_its_own(store: MemoryStore, tmp_path: Path, saver_name: str) -> None:
    """Per turn, as many checkpoints as the same graph without omoide (the two-node form
    takes two more)."""
    counts: dict[str, list[int]] = {}
    builders = {
        "plain": lambda: plain(_model()),
        "memory_node": lambda: in_node(store, _model()),
        "two nodes": lambda: two_nodes(store, _model()),
    }
    for name, build in builders.items():
        saver, conn = _saver(saver_name, tmp_path / f"{name}.sqlite")
        try:
            graph = build().compile(checkpointer=saver)
            thread = {"configurable": {"thread_id": name}}
            counts[name] = []
            for question in (QUESTION, FOLLOW_UP, QUESTION):
                graph.invoke({"messages": [HumanMessage(question)]}, thread)
                counts[name].append(len(list(saver.list(thread))))
        finally:
            if conn is not None:
                conn.close()
    assert counts["memory_node"] == counts["plain"]
    assert counts["two nodes"] == [n + 2 * (i + 1) for i, n in enumerate(counts["plain"])]


def test_recall_once_and_remember_once_per_turn(
    store: MemoryStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    llm = _model()
    remembered = stored(store, monkeypatch)
    runs_before = len(list_runs(store, limit=1000))
    graph = in_node(store, llm).compile(checkpointer=InMemorySaver())
    thread = {"configurable": {"thread_id": "once"}}
    graph.invoke({"messages": [HumanMessage(QUESTION)]}, thread)
    graph.invoke({"messages": [HumanMessage(FOLLOW_UP)]}, thread)
    assert len(llm.seen) == 4  # two model calls a turn (a tool round, then the answer)
    assert len(list_runs(store, limit=1000)) - runs_before == 2  # one recall a turn
    assert [(e.user_text, e.reply_text) for e in remembered] == [
        (QUESTION, ANSWER),
        (FOLLOW_UP, ANSWER),
    ]  # the final replies, never the tool call's text
    assert all(e.session_id == "once" for e in remembered)


def test_recall_once_without_a_checkpointer(
    store: MemoryStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    llm = _model()
    remembered = stored(store, monkeypatch)
    runs_before = len(list_runs(store, limit=1000))
    graph = in_node(store, llm).compile()
    out = graph.invoke({"messages": [HumanMessage(QUESTION)]})
    assert len(list_runs(store, limit=1000)) - runs_before == 1
    first, after_tools = packs(llm)
    assert first and after_tools == first
    assert [e.reply_text for e in remembered] == [ANSWER]
    assert not [m for m in out["messages"] if is_internal(m)]


def _one_turn_records(
    store: MemoryStore, monkeypatch: pytest.MonkeyPatch, build: Any, llm: RecordingFake
) -> list[Episode]:
    remembered = stored(store, monkeypatch)
    graph = build(store, llm).compile(checkpointer=InMemorySaver())
    graph.invoke(
        {"messages": [HumanMessage(QUESTION)], "now": TS},
        {"configurable": {"thread_id": "same"}},
    )
    return remembered


def test_remembers_the_record_the_two_node_form_remembers(
    sample_dir: Path,
    tmp_path: Path,
    embedder: USEEmbeddings,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The same turn (a model that pastes its whole pack into the answer) through both forms,
    each on its own copy of the store: the same episode, its reply guarded, not empty."""
    records: dict[str, list[Episode]] = {}
    llms: dict[str, RecordingFake] = {}

    def in_node_with_now(store: MemoryStore, llm: RecordingFake) -> Any:
        return in_node(store, llm, state=WithNow)

    for name, build in {"two nodes": two_nodes, "memory_node": in_node_with_now}.items():
        shutil.copytree(sample_dir, tmp_path / name)
        with MemoryStore(tmp_path / name, embedder=embedder) as store:
            llms[name] = EchoPack(messages=_script(), disable_streaming=True)
            records[name] = _one_turn_records(store, monkeypatch, build, llms[name])
    assert packs(llms["memory_node"]) == packs(llms["two nodes"])  # the same prompts
    pack = packs(llms["memory_node"])[-1]
    (episode,) = records["memory_node"]
    assert records["two nodes"] == [episode]
    assert episode.occurred_at == TS and episode.user_text == QUESTION
    assert "<<INTERNAL_CONTEXT>>" not in episode.reply_text  # the pasted pack was removed
    assert ANSWER in episode.reply_text and len(episode.reply_text) < len(pack)


def test_a_pack_message_the_node_returns_stays_out_of_the_state(store: MemoryStore) -> None:
    """A node that returns the whole prompt (pack included) as its update."""
    llm = _model()

    def call_model(s: dict[str, Any]) -> dict[str, Any]:
        prompt: list[AnyMessage] = list(s["messages"])
        return {"messages": [*prompt, llm.invoke(prompt)]}

    graph = _react(MessagesState, memory_node(call_model, store)).compile(
        checkpointer=InMemorySaver()
    )
    thread = {"configurable": {"thread_id": "whole"}}
    graph.invoke({"messages": [HumanMessage(QUESTION)]}, thread)
    assert packs(llm)[0]  # the model got the pack
    messages = graph.get_state(thread).values["messages"]
    assert not [m for m in messages if is_internal(m)]
    assert [m.type for m in messages] == ["human", "ai", "tool", "ai"]


def test_now_is_read_and_consumed(store: MemoryStore, monkeypatch: pytest.MonkeyPatch) -> None:
    remembered = stored(store, monkeypatch)
    graph = in_node(store, _model(), state=WithNow).compile(checkpointer=InMemorySaver())
    thread = {"configurable": {"thread_id": "now"}}
    graph.invoke({"messages": [HumanMessage(QUESTION)], "now": TS}, thread)
    assert graph.get_state(thread).values.get("now") is None  # not sticky
    assert [e.occurred_at for e in remembered] == [TS]


def test_async_node_keeps_blocking_work_off_the_event_loop(
    store: MemoryStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Recall's searches and remember's write run in worker threads, never on the loop."""
    on_loop: list[str] = []
    called: list[str] = []

    def watch(name: str) -> None:
        method = getattr(store, name)

        def spy(*args: Any, **kwargs: Any) -> Any:
            called.append(name)
            try:
                asyncio.get_running_loop()
                on_loop.append(name)
            except RuntimeError:
                pass
            return method(*args, **kwargs)

        monkeypatch.setattr(store, name, spy)

    watched = ("search_keyword_lists", "search_vectors", "add_episodes")
    for name in watched:
        watch(name)
    remembered = stored(store, monkeypatch)
    llm = _model()
    graph = in_node_async(store, llm).compile(checkpointer=InMemorySaver())
    asyncio.run(
        graph.ainvoke(
            {"messages": [HumanMessage(QUESTION)]}, {"configurable": {"thread_id": "loop"}}
        )
    )
    assert packs(llm)[0] and [e.reply_text for e in remembered] == [ANSWER]
    assert set(called) == set(watched) and on_loop == []
    assert threading.current_thread() is threading.main_thread()


def test_a_turn_without_a_reply_yet_remembers_nothing(
    store: MemoryStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An empty final reply is not remembered (and a tool round never is)."""
    remembered = stored(store, monkeypatch)
    graph = in_node(store, _model(answer="")).compile(checkpointer=InMemorySaver())
    graph.invoke({"messages": [HumanMessage(QUESTION)]}, {"configurable": {"thread_id": "e"}})
    assert remembered == []


@dataclasses.dataclass
class ReactAgentState:
    """react-agent's own State (a dataclass), nothing of omoide's."""

    messages: Annotated[Sequence[AnyMessage], add_messages] = dataclasses.field(
        default_factory=list
    )
    is_last_step: IsLastStep = dataclasses.field(default=False)


def test_a_dataclass_state_and_a_command(
    store: MemoryStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """react-agent's dataclass state, a node that reads ``state.messages`` and answers with a
    ``Command``: the pack reaches the model, the final reply is remembered."""
    llm = _model()
    remembered = stored(store, monkeypatch)

    def call_model(state: ReactAgentState) -> Command[str]:
        reply = llm.invoke([*state.messages])
        return Command(update={"messages": [reply]}, goto="tools" if reply.tool_calls else END)

    builder = StateGraph(ReactAgentState)
    builder.add_node("call_model", memory_node(call_model, store), destinations=("tools", END))
    builder.add_node("tools", ToolNode([web_search]))
    builder.add_edge(START, "call_model")
    builder.add_edge("tools", "call_model")
    graph = builder.compile(checkpointer=InMemorySaver())
    thread = {"configurable": {"thread_id": "dataclass"}}
    graph.invoke({"messages": [HumanMessage(QUESTION)]}, thread)
    first, after_tools = packs(llm)
    assert first.startswith("<<INTERNAL_CONTEXT>>") and after_tools == first
    assert [(e.user_text, e.reply_text) for e in remembered] == [(QUESTION, ANSWER)]
    messages = graph.get_state(thread).values["messages"]
    assert [m.type for m in messages] == ["human", "ai", "tool", "ai"]


@pytest.mark.parametrize("how", ["configurable", "context"])
def test_a_run_tunes_the_recall(store: MemoryStore, how: str) -> None:
    """Per-run settings reach the recall as they reach the retrieval node."""
    llm = _model()
    graph = in_node(store, llm).compile()
    # none reach them (p_high: the calibrated judgement's chance never reaches 1)
    strict = {"injection": {"high_threshold": 1.0, "medium_threshold": 0.9, "p_high": 1.0}}
    graph.invoke({"messages": [HumanMessage(QUESTION)]})
    if how == "configurable":
        graph.invoke({"messages": [HumanMessage(QUESTION)]}, {"configurable": {"omoide": strict}})
    else:
        graph.invoke({"messages": [HumanMessage(QUESTION)]}, context=strict)
    default, _, tuned, _ = packs(llm)
    assert default and tuned == ""


def test_one_node_serves_two_users_from_threads(tmp_path: Path, embedder: USEEmbeddings) -> None:
    """One memory_node, two users at once (same question, no thread id): each model call sees
    only its own user's memories, and each exchange is remembered in its own namespace."""
    dogs = {"alice": "こむぎ", "bob": "もなか"}
    question = "うちの柴犬が散歩中に川へ飛び込んだ話、覚えてる？"
    with NamespacePool(tmp_path / "store", embedder=embedder) as pool:
        for user, dog in dogs.items():
            with pool.lease(user) as mine:
                mine.add_episodes(
                    [
                        Episode.create(
                            f"柴犬の{dog}が散歩中に川へ飛び込んでびしょ濡れになったよ",
                            f"{dog}ちゃん、水が好きなんですね！",
                            occurred_at=TS - 5 * 86_400,
                            session_id=f"{user}-s1",
                        )
                    ]
                )
        llms = {user: _model(answer=f"{dog}ちゃんの話ですね。") for user, dog in dogs.items()}

        def call_model(s: dict[str, Any], config: RunnableConfig) -> dict[str, Any]:
            llm = llms[config["configurable"]["user_id"]]
            return {"messages": [llm.invoke(s["messages"])]}

        graph = _react(MessagesState, memory_node(call_model, pool)).compile()

        def work(user: str) -> None:
            for _ in range(3):
                graph.invoke(
                    {"messages": [HumanMessage(question)]}, {"configurable": {"user_id": user}}
                )

        in_threads(work, dogs)
        for user, dog in dogs.items():
            other = next(d for u, d in dogs.items() if u != user)
            seen = packs(llms[user])
            assert len(seen) == 6 and all(dog in p and other not in p for p in seen)
            with pool.lease(user) as mine:
                replies = {h.episode.reply_text for h in mine.search_keyword(question, k=10)}
            assert f"{dog}ちゃんの話ですね。" in replies
            assert f"{other}ちゃんの話ですね。" not in replies
