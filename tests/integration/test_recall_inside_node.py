"""``recall()`` / ``arecall()`` called inside a node of the user's own checkpointed graph (as
langchain-ai/memory-agent searches its memory inside ``call_model``) is no part of that graph's
run: the user's saver gets exactly the checkpoints it gets without the call and none of them
(nor a pending write, nor the SQLite file) holds the pack or an episode; no stream mode — with
and without ``subgraphs=True`` — carries them; the run's callbacks never see them; and the
call returns what the same call returns outside any graph (the parent's ``configurable`` and
recursion limit do not reach it). ``arecall`` leaves the node's event loop free while it works.

Real store ingested from the bundled sample archive; a fake chat model plays the user's model.
"""

from __future__ import annotations

import asyncio
import itertools
import sqlite3
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage
from langchain_core.tracers.context import collect_runs
from langchain_core.tracers.langchain import LangChainTracer
from langchain_core.tracers.schemas import Run
from langgraph.checkpoint.base import BaseCheckpointSaver
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.checkpoint.sqlite import SqliteSaver
from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver
from langgraph.graph import END, START, MessagesState, StateGraph
from langgraph_api.serde import json_dumpb
from langsmith import Client

from omoide import MemoryStore, RecallResult, arecall, recall, with_memory
from omoide.agent.messages import is_internal, message_text
from omoide.memory_store import USEEmbeddings
from tests.integration.test_agent import RecordingFake

SAMPLE = Path(__file__).resolve().parents[2] / "memory_store" / "sample_data" / "log.txt"
QUESTION = "こむぎの散歩の話、覚えてる？"
FOLLOW_UP = "森先生に何をもらったんだっけ？"
REPLY = "そうでしたね。"
MODES = ["values", "updates", "debug", "messages", "custom", "checkpoints", "tasks"]
CALLS = ["recall", "arecall"]
NOW = datetime(2026, 5, 2, 12, 0, tzinfo=UTC)  # just after the sample archive
MARKERS = ["<<INTERNAL_CONTEXT>>", "RankedEpisode", "ScoredCandidate", "RetrievalPlan"]


@pytest.fixture(scope="module")
def sample_store(
    tmp_path_factory: pytest.TempPathFactory, embedder: USEEmbeddings
) -> Iterator[MemoryStore]:
    with MemoryStore(tmp_path_factory.mktemp("sample") / "store", embedder=embedder) as store:
        store.ingest_archive(SAMPLE)
        yield store


def _llm() -> RecordingFake:
    return RecordingFake(messages=(AIMessage(REPLY) for _ in itertools.count()))


class Turns:
    """The user's graph, memory-agent style: its model node recalls for the newest message
    (``call="recall"`` in a sync node, ``"arecall"`` in an async one, ``None``: no memory)
    and passes the pack to the model with ``with_memory``. Keeps what each recall returned."""

    def __init__(self, store: MemoryStore, call: str | None, **recall_args: Any) -> None:
        self.store, self.call, self.recall_args = store, call, recall_args
        self.llm = _llm()
        self.results: list[RecallResult] = []
        self.ticks: list[int] = []  # arecall: how often the loop ran while it worked

    def prompt(self, messages: list[BaseMessage], result: RecallResult | None) -> Any:
        if result is None:
            return messages
        self.results.append(result)
        return with_memory(messages, result.pack)

    def builder(self) -> StateGraph[Any, Any, Any, Any]:
        def call_model(state: MessagesState) -> dict[str, Any]:
            messages = state["messages"]
            found = None
            if self.call == "recall":
                found = recall(self.store, message_text(messages[-1]), **self.recall_args)
            return {"messages": [self.llm.invoke(self.prompt(messages, found))]}

        async def acall_model(state: MessagesState) -> dict[str, Any]:
            messages = state["messages"]
            ticks, stop = [0], asyncio.Event()

            async def tick() -> None:
                while not stop.is_set():
                    ticks[0] += 1
                    await asyncio.sleep(0.001)

            ticker = asyncio.create_task(tick())
            await asyncio.sleep(0)
            started = ticks[0]
            found = await arecall(self.store, message_text(messages[-1]), **self.recall_args)
            self.ticks.append(ticks[0] - started)
            stop.set()
            await ticker
            return {"messages": [await self.llm.ainvoke(self.prompt(messages, found))]}

        builder = StateGraph(MessagesState)
        builder.add_node("call_model", acall_model if self.call == "arecall" else call_model)
        builder.add_edge(START, "call_model")
        builder.add_edge("call_model", END)
        return builder

    def packs(self) -> list[str]:
        """The packs the model received (one a turn); every one carries memory."""
        got = [next((message_text(m) for m in p if is_internal(m)), "") for p in self.llm.seen]
        assert got and all(p.startswith("<<INTERNAL_CONTEXT>>") and "こむぎ" in p for p in got[:1])
        return got

    def needles(self) -> list[str]:
        """What must not leave the call: the packs' long lines, the recalled episodes' texts
        and the records' type names (what a serialized RankedEpisode shows)."""
        said = {QUESTION, FOLLOW_UP, REPLY}
        out = list(MARKERS)
        for r in self.results:
            out += [ln for ln in r.pack.splitlines() if len(ln) >= 12 and ln not in said]
            texts = [t for e in r.episodes for t in (e.user_text, e.reply_text)]
            out += [t for t in texts if len(t) >= 8 and t not in said]
        assert len(out) > len(MARKERS) + 2  # the turns did recall something to look for
        return out


def found_in(blob: bytes | str, needles: list[str]) -> list[str]:
    text = blob.decode("utf-8", errors="replace") if isinstance(blob, bytes) else blob
    return [n for n in needles if n in text]


# --- checkpoints --------------------------------------------------------------------------


def _summary(tuples: list[Any], saver: BaseCheckpointSaver[Any]) -> tuple[int, set[str], bytes]:
    """How many checkpoints, in which namespaces, and every checkpoint, its metadata and its
    pending writes as the saver serializes them."""
    blob = bytearray()
    for tup in tuples:
        for value in (tup.checkpoint, tup.metadata, tup.pending_writes or []):
            blob += saver.serde.dumps_typed(value)[1]
    spaces = {str(t.config["configurable"].get("checkpoint_ns", "")) for t in tuples}
    return len(tuples), spaces, bytes(blob)


@contextmanager
def _sync_saver(kind: str, path: Path) -> Iterator[BaseCheckpointSaver[Any]]:
    if kind == "InMemorySaver":
        yield InMemorySaver()
        return
    conn = sqlite3.connect(path, check_same_thread=False)
    try:
        yield SqliteSaver(conn)
    finally:
        conn.commit()
        conn.close()


@asynccontextmanager
async def _async_saver(kind: str, path: Path) -> AsyncIterator[BaseCheckpointSaver[Any]]:
    if kind == "InMemorySaver":
        yield InMemorySaver()
        return
    async with AsyncSqliteSaver.from_conn_string(str(path)) as saver:
        yield saver


def _two_turns(turns: Turns, kind: str, path: Path) -> tuple[int, set[str], bytes]:
    if turns.call == "arecall":
        return asyncio.run(_atwo_turns(turns, kind, path))
    with _sync_saver(kind, path) as saver:
        graph = turns.builder().compile(checkpointer=saver)
        thread = {"configurable": {"thread_id": "t"}}
        for text in (QUESTION, FOLLOW_UP):
            graph.invoke({"messages": [HumanMessage(text)]}, thread)
        return _summary(list(saver.list(None)), saver)


async def _atwo_turns(turns: Turns, kind: str, path: Path) -> tuple[int, set[str], bytes]:
    async with _async_saver(kind, path) as saver:
        graph = turns.builder().compile(checkpointer=saver)
        thread = {"configurable": {"thread_id": "t"}}
        for text in (QUESTION, FOLLOW_UP):
            await graph.ainvoke({"messages": [HumanMessage(text)]}, thread)
        return _summary([t async for t in saver.alist(None)], saver)


@pytest.mark.parametrize("call", CALLS)
@pytest.mark.parametrize("kind", ["InMemorySaver", "SqliteSaver"])
def test_the_users_saver_gets_only_its_own_checkpoints(
    sample_store: MemoryStore, tmp_path: Path, kind: str, call: str
) -> None:
    without = _two_turns(Turns(sample_store, None), kind, tmp_path / "without.sqlite")
    turns = Turns(sample_store, call)
    count, spaces, blob = _two_turns(turns, kind, tmp_path / "with.sqlite")
    assert len(turns.packs()) == 2  # both turns recalled and the model got the pack
    assert (count, spaces) == (without[0], without[1]) == (without[0], {""})
    assert found_in(blob, turns.needles()) == []
    if kind == "SqliteSaver":  # and the database file itself
        assert found_in((tmp_path / "with.sqlite").read_bytes(), turns.needles()) == []


# --- streams ------------------------------------------------------------------------------


def client_view(chunks: Any) -> str:
    """What a client can see of stream chunks: their repr and the server's JSON."""
    return repr(chunks) + json_dumpb(chunks).decode("utf-8")


def _stream(turns: Turns, subgraphs: bool) -> list[tuple[Any, ...]]:
    graph = turns.builder().compile(checkpointer=InMemorySaver())
    thread = {"configurable": {"thread_id": f"s-{subgraphs}"}}
    given = {"messages": [HumanMessage(QUESTION)]}
    if turns.call != "arecall":
        return list(graph.stream(given, thread, stream_mode=MODES, subgraphs=subgraphs))

    async def run() -> list[tuple[Any, ...]]:
        return [
            part
            async for part in graph.astream(given, thread, stream_mode=MODES, subgraphs=subgraphs)
        ]

    return asyncio.run(run())


@pytest.mark.parametrize("call", CALLS)
def test_no_stream_mode_carries_the_pack(sample_store: MemoryStore, call: str) -> None:
    for subgraphs in (False, True):
        turns = Turns(sample_store, call)
        parts = _stream(turns, subgraphs)
        turns.packs()
        by_mode: dict[str, list[Any]] = {mode: [] for mode in MODES}
        for part in parts:
            if subgraphs:  # the user's graph has no subgraph: every chunk is its own
                assert part[0] == (), (subgraphs, part[:2])
            by_mode[part[-2]].append(part[-1])
        assert all(by_mode[m] for m in ("values", "updates", "debug", "checkpoints", "tasks"))
        for mode, chunks in by_mode.items():
            assert found_in(client_view(chunks), turns.needles()) == [], (subgraphs, mode)


# --- callbacks ----------------------------------------------------------------------------


class Everything(BaseCallbackHandler):
    """A callback handler of the user's run that records every chain, tool, retriever and
    custom event it is given (a model's events are recorded apart)."""

    def __init__(self) -> None:
        self.events: list[str] = []
        self.model_events = 0

    def _record(self, event: str, /, *args: Any, **kwargs: Any) -> None:
        self.events.append(f"{event} {args!r} {kwargs!r}")

    def on_chain_start(self, *args: Any, **kwargs: Any) -> None:
        self._record("chain_start", *args, **kwargs)

    def on_chain_end(self, *args: Any, **kwargs: Any) -> None:
        self._record("chain_end", *args, **kwargs)

    def on_chain_error(self, *args: Any, **kwargs: Any) -> None:
        self._record("chain_error", *args, **kwargs)

    def on_tool_start(self, *args: Any, **kwargs: Any) -> None:
        self._record("tool_start", *args, **kwargs)

    def on_tool_end(self, *args: Any, **kwargs: Any) -> None:
        self._record("tool_end", *args, **kwargs)

    def on_retriever_end(self, *args: Any, **kwargs: Any) -> None:
        self._record("retriever_end", *args, **kwargs)

    def on_custom_event(self, *args: Any, **kwargs: Any) -> None:
        self._record("custom_event", *args, **kwargs)

    def on_text(self, *args: Any, **kwargs: Any) -> None:
        self._record("text", *args, **kwargs)

    def on_chat_model_start(self, *args: Any, **kwargs: Any) -> None:
        self.model_events += 1  # the user's model: its prompt carries the pack, by their choice


def _flat(runs: list[Run]) -> list[Run]:
    return [r for run in runs for r in (run, *_flat(run.child_runs))]


@pytest.mark.parametrize("call", CALLS)
def test_the_runs_callbacks_never_see_the_pack(sample_store: MemoryStore, call: str) -> None:
    turns = Turns(sample_store, call)
    handler = Everything()
    graph = turns.builder().compile(checkpointer=InMemorySaver())
    config: dict[str, Any] = {"configurable": {"thread_id": "cb"}, "callbacks": [handler]}
    given = {"messages": [HumanMessage(QUESTION)]}
    with collect_runs() as collected:
        if call == "arecall":
            asyncio.run(graph.ainvoke(given, config))
        else:
            graph.invoke(given, config)
    turns.packs()
    assert handler.events and handler.model_events == 1  # the handler watched the user's graph
    assert found_in("\n".join(handler.events), turns.needles()) == []
    runs = _flat(collected.traced_runs)
    names = {run.name for run in runs}
    # The collector takes the runs each call starts (the user's graph, its model): recall's
    # graph must not be one of them.
    assert "LangGraph" in names and not names & {"recall", "plan", "rerank", "pack"}
    for run in runs:
        if run.run_type != "llm":
            assert found_in(repr(run.inputs) + repr(run.outputs), turns.needles()) == [], run.name


@pytest.mark.parametrize("call", CALLS)
def test_the_runs_langsmith_trace_never_sees_the_pack(
    sample_store: MemoryStore, monkeypatch: pytest.MonkeyPatch, call: str
) -> None:
    """A run traced to LangSmith (its tracer among the callbacks): recall's graph is no branch
    of the trace, nor a trace of its own (nothing is sent: the tracer's posts are recorded)."""
    for name in ("LANGSMITH_TRACING", "LANGCHAIN_TRACING_V2", "LANGSMITH_TRACING_V2"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANGSMITH_API_KEY", "not-a-key")
    monkeypatch.setenv("LANGSMITH_ENDPOINT", "http://127.0.0.1:9")  # never reached
    sent: list[Run] = []
    monkeypatch.setattr(LangChainTracer, "_persist_run_single", lambda self, run: sent.append(run))
    monkeypatch.setattr(LangChainTracer, "_update_run_single", staticmethod(sent.append))
    turns = Turns(sample_store, call)
    graph = turns.builder().compile(checkpointer=InMemorySaver())
    client = Client(info={}, auto_batch_tracing=False)  # nothing to fetch, nothing to batch
    tracer = LangChainTracer(project_name="user", client=client)
    config: dict[str, Any] = {"configurable": {"thread_id": "ls"}, "callbacks": [tracer]}
    given = {"messages": [HumanMessage(QUESTION)]}
    if call == "arecall":
        asyncio.run(graph.ainvoke(given, config))
    else:
        graph.invoke(given, config)
    turns.packs()
    names = {run.name for run in sent}
    assert {"LangGraph", "call_model"} <= names  # the user's run was traced
    assert not names & {"recall", "plan", "rerank", "pack"}, names
    for run in sent:
        if run.run_type not in ("llm", "chat_model"):  # the model's prompt: the user's choice
            assert found_in(repr(run.inputs) + repr(run.outputs), turns.needles()) == [], run.name


# --- what the call returns ----------------------------------------------------------------


@pytest.mark.parametrize("call", CALLS)
def test_inside_a_node_recall_answers_as_outside(sample_store: MemoryStore, call: str) -> None:
    turns = Turns(sample_store, call, now=NOW)
    graph = turns.builder().compile(checkpointer=InMemorySaver())
    # The parent's per-run omoide settings are its own retrieval node's, not this call's.
    config: dict[str, Any] = {
        "configurable": {"thread_id": "same", "omoide": {"record_runs": False}},
        "recursion_limit": 3,
    }
    given = {"messages": [HumanMessage(QUESTION)]}
    if call == "arecall":
        asyncio.run(graph.ainvoke(given, config))
    else:
        graph.invoke(given, config)
    inside = turns.results[-1]
    outside = recall(sample_store, QUESTION, now=NOW)
    assert inside.pack == outside.pack and inside.pack.startswith("<<INTERNAL_CONTEXT>>")
    assert [e.id for e in inside.episodes] == [e.id for e in outside.episodes]
    assert inside.run_id and outside.run_id  # recorded, as recall()'s own config asks
    if call == "arecall":  # the node's event loop kept running while arecall worked
        assert turns.ticks and turns.ticks[-1] >= 2, turns.ticks
