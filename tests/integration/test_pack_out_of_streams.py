"""The MemoryPack is for the model, not for whoever watches the run (issue 27, point 3).

On a real store ingested from the bundled sample archive, with a fake chat model: by default no
stream mode (values, updates, debug, messages, custom, checkpoints, tasks — with and without
``subgraphs=True``) carries the pack's text or the recalled episodes' texts, no checkpoint of the
thread holds them (InMemorySaver and SqliteSaver, also a parent declaring the keys as plain
fields), a replayed thread does not bring an old pack back — while the model's prompt still
carries this turn's pack. ``show_memory=True`` / ``$OMOIDE_SHOW_MEMORY=1`` shows them.
"""

from __future__ import annotations

import copy
import itertools
import json
import pickle
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage
from langgraph.checkpoint.base import BaseCheckpointSaver
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.checkpoint.serde.jsonplus import JsonPlusSerializer
from langgraph.checkpoint.sqlite import SqliteSaver
from langgraph.graph import END, START, MessagesState, StateGraph
from langgraph_api.serde import json_dumpb
from typing_extensions import TypedDict

from omoide import MemoryState, MemoryStore, build_retrieval_node, with_memory
from omoide.agent import Hidden, build_agent, memory_pack_of, recalled_of
from omoide.agent.messages import is_internal, message_text
from omoide.memory_store import USEEmbeddings
from tests.integration.test_agent import RecordingFake

SAMPLE = Path(__file__).resolve().parents[2] / "memory_store" / "sample_data" / "log.txt"
QUESTION = "こむぎの散歩の話、覚えてる？"
FOLLOW_UP = "森先生に何をもらったんだっけ？"
REPLY = "そうでしたね。"
MODES = ["values", "updates", "debug", "messages", "custom", "checkpoints", "tasks"]


class State(MessagesState, MemoryState):
    """The README drop-in's parent state."""


class PlainFields(TypedDict, total=False):
    memory_pack: Any
    recalled: Any
    run_id: str | None
    now: int | None
    turn_time: int


class PlainState(MessagesState, PlainFields):
    """A parent that declares omoide's keys as plain (checkpointed) fields."""


@pytest.fixture(autouse=True)
def _default_switch(monkeypatch: pytest.MonkeyPatch) -> None:
    """The default, whatever the shell running the tests has set."""
    monkeypatch.delenv("OMOIDE_SHOW_MEMORY", raising=False)


@pytest.fixture(scope="module")
def sample_store(
    tmp_path_factory: pytest.TempPathFactory, embedder: USEEmbeddings
) -> Iterator[MemoryStore]:
    with MemoryStore(tmp_path_factory.mktemp("sample") / "store", embedder=embedder) as store:
        store.ingest_archive(SAMPLE)
        yield store


def _replies() -> Iterator[AIMessage]:
    return (AIMessage(REPLY) for _ in itertools.count())


def drop_in(store: MemoryStore, llm: RecordingFake, state: type = State, **node: Any) -> Any:
    """The README drop-in: retrieval, then the user's own model node reading the pack."""

    def chat(s: dict[str, Any]) -> dict[str, Any]:
        return {"messages": [llm.invoke(with_memory(s["messages"], s.get("memory_pack")))]}

    builder = StateGraph(state)
    builder.add_node("retrieval", build_retrieval_node(store, **node))
    builder.add_node("chat", chat)
    builder.add_edge(START, "retrieval")
    builder.add_edge("retrieval", "chat")
    builder.add_edge("chat", END)
    return builder


def injected(prompt: list[BaseMessage]) -> str:
    """The pack the model received (``""`` when none)."""
    return next((message_text(m) for m in prompt if is_internal(m)), "")


def secrets(pack: str, store: MemoryStore) -> list[str]:
    """What must not reach a client: the pack's long lines and the recalled episodes' texts."""
    lines = [ln for ln in pack.splitlines() if len(ln) >= 12 and ln not in (QUESTION, FOLLOW_UP)]
    episodes = [e for e in store.search_keyword(QUESTION, k=3)]
    texts = [h.episode.user_text for h in episodes] + [h.episode.reply_text for h in episodes]
    said = {QUESTION, FOLLOW_UP, REPLY}  # the conversation itself (remember stores it)
    kept = [t for t in texts if len(t) >= 8 and t not in said]
    return [*lines, *kept, "<<INTERNAL_CONTEXT>>"]


def client_view(chunks: Any) -> str:
    """What a client can see of stream chunks: their repr and the server's JSON."""
    return repr(chunks) + json_dumpb(chunks).decode("utf-8")


def leaked(text: str, needles: list[str]) -> list[str]:
    return [n for n in needles if n in text]


@pytest.mark.parametrize("subgraphs", [False, True], ids=["parent", "subgraphs"])
def test_no_stream_mode_carries_the_pack(sample_store: MemoryStore, subgraphs: bool) -> None:
    llm = RecordingFake(messages=_replies())
    graph = drop_in(sample_store, llm).compile(checkpointer=InMemorySaver())
    thread = {"configurable": {"thread_id": f"streams-{subgraphs}"}}
    by_mode: dict[str, list[Any]] = {mode: [] for mode in MODES}
    for part in graph.stream(
        {"messages": [HumanMessage(QUESTION)]}, thread, stream_mode=MODES, subgraphs=subgraphs
    ):
        mode, chunk = part[-2], part[-1]
        by_mode[mode].append(chunk)
    pack = injected(llm.seen[-1])
    assert pack.startswith("<<INTERNAL_CONTEXT>>") and "こむぎ" in pack  # the model got it
    assert all(by_mode[m] for m in ("values", "updates", "debug", "checkpoints", "tasks"))
    needles = secrets(pack, sample_store)
    for mode, chunks in by_mode.items():
        assert leaked(client_view(chunks), needles) == [], mode


def _checkpoint_blobs(saver: BaseCheckpointSaver[Any]) -> bytes:
    """Every checkpoint of every thread and namespace, its metadata and pending writes,
    serialized with the saver's own serializer."""
    out = bytearray()
    for tup in saver.list(None):
        for value in (tup.checkpoint, tup.metadata, tup.pending_writes or []):
            out += saver.serde.dumps_typed(value)[1]
    return bytes(out)


def _sqlite_saver(path: Path) -> tuple[SqliteSaver, sqlite3.Connection]:
    conn = sqlite3.connect(path, check_same_thread=False)
    return SqliteSaver(conn), conn


@pytest.mark.parametrize("state", [State, PlainState], ids=["MemoryState", "plain-fields"])
@pytest.mark.parametrize("saver_name", ["InMemorySaver", "SqliteSaver"])
def test_no_checkpoint_holds_the_pack(
    sample_store: MemoryStore, tmp_path: Path, state: type, saver_name: str
) -> None:
    llm = RecordingFake(messages=_replies())
    conn = None
    saver: BaseCheckpointSaver[Any]
    if saver_name == "SqliteSaver":
        saver, conn = _sqlite_saver(tmp_path / "checkpoints.sqlite")
    else:
        saver = InMemorySaver()
    try:
        graph = drop_in(sample_store, llm, state).compile(checkpointer=saver)
        thread = {"configurable": {"thread_id": "ckpt"}}
        graph.invoke({"messages": [HumanMessage(QUESTION)]}, thread)
        first = injected(llm.seen[-1])
        graph.invoke({"messages": [HumanMessage(FOLLOW_UP)]}, thread)
        second = injected(llm.seen[-1])
        assert first and second  # both turns' prompts carried their pack
        blobs = _checkpoint_blobs(saver)
        assert len(list(saver.list(None))) >= 6  # both turns' checkpoints were read
        for needle in [*secrets(first, sample_store), *secrets(second, sample_store)]:
            assert needle.encode("utf-8") not in blobs, needle
        if conn is not None:  # and the database file itself
            conn.commit()
            raw = (tmp_path / "checkpoints.sqlite").read_bytes()
            assert b"<<INTERNAL_CONTEXT>>" not in raw
        values = graph.get_state(thread).values
        assert memory_pack_of(values) == "" and recalled_of(values) == []
        assert values["run_id"]  # the next turn's negative feedback reads it: checkpointed
        # turn_time: a plain field is checkpointed; MemoryState's is the run's alone (no version).
        assert ("turn_time" in values) is (state is PlainState)
    finally:
        if conn is not None:
            conn.close()


def test_a_replayed_turn_does_not_bring_back_an_old_pack(sample_store: MemoryStore) -> None:
    llm = RecordingFake(messages=_replies())
    graph = drop_in(sample_store, llm).compile(checkpointer=InMemorySaver())
    thread = {"configurable": {"thread_id": "replay"}}
    graph.invoke({"messages": [HumanMessage(QUESTION)]}, thread)
    assert injected(llm.seen[-1])
    # Replay from the checkpoint taken after retrieval, before the model ran.
    before_chat = next(s for s in graph.get_state_history(thread) if s.next == ("chat",))
    graph.invoke(None, before_chat.config)
    assert injected(llm.seen[-1]) == ""  # nothing of the old pack came back


def _values(store: MemoryStore, thread_id: str, **node: Any) -> tuple[list[Any], str, Any]:
    """The ``values`` stream of one drop-in turn, the pack the model got, the thread's state."""
    llm = RecordingFake(messages=_replies())
    graph = drop_in(store, llm, **node).compile(checkpointer=InMemorySaver())
    thread = {"configurable": {"thread_id": thread_id}}
    chunks = list(
        graph.stream({"messages": [HumanMessage(QUESTION)]}, thread, stream_mode="values")
    )
    return chunks, injected(llm.seen[-1]), graph.get_state(thread).values


@pytest.mark.parametrize("how", ["keyword", "environment"])
def test_the_switch_shows_the_pack(
    sample_store: MemoryStore, monkeypatch: pytest.MonkeyPatch, how: str
) -> None:
    hidden, _, _ = _values(sample_store, f"hidden-{how}")
    assert "<<INTERNAL_CONTEXT>>" not in client_view(hidden)  # off by default
    node: dict[str, Any] = {}
    if how == "keyword":
        node["show_memory"] = True
    else:
        monkeypatch.setenv("OMOIDE_SHOW_MEMORY", "1")
    chunks, pack, state = _values(sample_store, f"shown-{how}", **node)
    assert chunks[-1]["memory_pack"] == pack  # plain text for Studio and the client
    assert state["memory_pack"] == pack  # and checkpointed: Studio's thread view shows it
    assert recalled_of(chunks[-1])[0]["user_text"] in pack
    assert "<<INTERNAL_CONTEXT>>" in client_view(chunks)


def test_a_bad_switch_value_is_an_error(
    sample_store: MemoryStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OMOIDE_SHOW_MEMORY", "maybe")
    with pytest.raises(ValueError, match=r"OMOIDE_SHOW_MEMORY='maybe': allowed 1/true"):
        build_retrieval_node(sample_store)
    with pytest.raises(TypeError, match=r"show_memory='yes': allowed True, False or None"):
        build_retrieval_node(sample_store, show_memory="yes")  # type: ignore[arg-type]


def test_build_agent_streams_no_pack_and_responds_with_it(sample_store: MemoryStore) -> None:
    llm = RecordingFake(messages=_replies())
    saver = InMemorySaver()
    agent = build_agent(sample_store, chat_model=llm, checkpointer=saver)
    thread = {"configurable": {"thread_id": "agent"}}
    chunks = list(
        agent.stream(
            {"messages": [HumanMessage(QUESTION)]}, thread, stream_mode=MODES, subgraphs=True
        )
    )
    pack = injected(llm.seen[-1])
    assert pack.startswith("<<INTERNAL_CONTEXT>>")  # respond's prompt carries it
    needles = secrets(pack, sample_store)
    assert leaked(client_view(chunks), needles) == []
    blobs = _checkpoint_blobs(saver)
    assert [n for n in needles if n.encode("utf-8") in blobs] == []


def test_hidden_is_empty_to_every_serializer() -> None:
    text = "<<INTERNAL_CONTEXT>> こむぎ secret"
    hidden = Hidden(text)
    state = {"memory_pack": hidden, "recalled": Hidden([{"user_text": text}])}
    serde = JsonPlusSerializer()
    assert json.loads(json.dumps(state)) == {"memory_pack": {}, "recalled": {}}
    assert json_dumpb(state) == b'{"memory_pack":{},"recalled":{}}'
    assert serde.loads_typed(serde.dumps_typed(state)) == {"memory_pack": {}, "recalled": {}}
    assert pickle.loads(pickle.dumps(state)) == {"memory_pack": {}, "recalled": {}}
    assert "secret" not in repr(state) and "secret" not in str(hidden)
    assert repr(hidden) == f"Hidden(str, {len(text)} chars)"
    # Copies (LangGraph copies task inputs) keep the value; reading it gives it back.
    assert copy.deepcopy(hidden).value == text and copy.copy(hidden).value == text
    assert memory_pack_of(state) == text and memory_pack_of({"memory_pack": {}}) == ""
    assert bool(hidden) and not Hidden("")
    with pytest.raises(TypeError, match="memory_pack=int"):
        memory_pack_of({"memory_pack": 3})
