"""What omoide costs a react-agent turn, in time and in checkpoint bytes: langchain-ai's
react-agent template (``call_model`` ⇄ ``tools`` by ``tools_condition``, ``MessagesState``) for
many users through one per-user ``NamespacePool``, on each of three savers — ``InMemorySaver``,
``SqliteSaver`` and ``AsyncSqliteSaver`` (run with ``ainvoke``; the template served by
``langgraph dev`` checkpoints asynchronously) — in these forms, every (saver, form) interleaved
turn by turn in one process:

- ``a``: the template without omoide;
- ``e``: the template with two nodes that do nothing where omoide's go (before ``call_model``,
  after the final reply): what the two extra graph steps cost by themselves;
- ``b``: omoide's two nodes (``build_retrieval_node`` before ``call_model``,
  ``build_remember_node`` after the final reply; the pack placed by ``with_memory``);
- ``c``: ``memory_node(call_model, pool)`` (recall and remember inside the model node).

Checkpoint bytes per turn are what each saver holds for a form's threads at the end (checkpoints
with their metadata and values, and the pending writes), over the turns run; the bytes of b are
then cut into the two extra steps (e − a), the retrieval node's own steps and the remember
node's own steps (each against the empty node in its place in e, summed over every step of
that node), and the rest.

The model is a langchain_core fake with zero latency: on the questions that ask for a lookup it
makes one tool call first, on the others it answers at once (every reply is new, so remember
always stores an episode). Each user has a namespace holding the bundled sample archive
(``memory_store/sample_data/log.txt``: parsed and embedded once, then added to every namespace
with its vectors); ``b`` and ``c`` work on their own copy of that folder, each form on its own
checkpoint database. Default settings (runs recorded), default durability (``async``).

Every function that does a part of the work is wrapped for the timed turns (wall and CPU of the
thread that ran it, calls per turn): the retrieval graph and each of its nodes, the pool's
lease and open, the query and the remembered exchange's embedding, the run record, remember's
archive append, ``add_episodes`` and its parts (keyword index save, Chroma upsert, SQLite rows),
and the checkpointer's ``put`` / ``put_writes``; the part-by-part tables are for
``SqliteSaver`` (the others' turns are timed whole). Raw per-turn records go to
``--out``/react_turn.json, the tables to ``--out``/react_turn.md (also printed). Figures, not
assertions: the ratios are within one run.

    python benchmarks/bench_react_turn.py                       # 8 users, 120 turns per form
    python benchmarks/bench_react_turn.py --users 16 --turns 200
    python benchmarks/bench_react_turn.py --savers sqlite       # one saver
    python benchmarks/bench_react_turn.py --prototypes  # + forms b* and b-ns (fixes, patched)
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import functools
import json
import os
import platform
import shutil
import sqlite3
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.tools import tool
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.checkpoint.sqlite import SqliteSaver
from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver
from langgraph.graph import END, START, MessagesState, StateGraph
from langgraph.prebuilt import ToolNode, tools_condition

import omoide.agent.builder as builder_module
import omoide.agent.in_node as in_node_module
import omoide.agent.nodes.keyword_retrieve as keyword_module
import omoide.agent.nodes.remember as remember_module
import omoide.agent.nodes.vector_retrieve as vector_module
import omoide.agent.runs as runs_module
import omoide.memory_store.store as store_module
from omoide import MemoryState, NamespacePool, build_remember_node
from omoide.agent.messages import with_memory
from omoide.memory_store import MemoryStore
from omoide.memory_store.bm25 import SparseBM25
from omoide.memory_store.db import Database
from omoide.memory_store.embedders import USEEmbeddings, embed_texts, make_embedder
from omoide.memory_store.importers import import_path
from omoide.memory_store.keyword_index import KeywordIndex
from omoide.memory_store.lifecycle import Lifecycle
from omoide.memory_store.vector_index import VectorIndex

sys.path.insert(0, str(Path(__file__).resolve().parent))  # run as a script or imported
from bench_checkpoints import (
    StepBytes,
    memory_bytes,
    memory_checkpoints,
    memory_step_bytes,
    sqlite_bytes,
    sqlite_step_bytes,
)

SAMPLE = Path(__file__).resolve().parents[1] / "memory_store" / "sample_data" / "log.txt"
RESULTS = Path(__file__).resolve().parent / "results"
# (question, whether the model looks something up first)
QUESTIONS = [
    ("こむぎの散歩の話、覚えてる？", False),
    ("森先生に何をもらったんだっけ？", False),
    ("What did we plan for the trip? Check the weather there too.", True),
    ("京都のこと、前に話したよね", False),
    ("明日の天気を調べてくれる？前に言ってた旅行の日だよね", True),
    ("How is the piano practice going, do you remember?", False),
]
SYSTEM_PROMPT = "You are a helpful AI assistant.\n\nSystem time: {system_time}"
FORMS = {
    "a": "template without omoide",
    "e": "template + two empty nodes where omoide's go (the shape alone)",
    "b": "omoide's two nodes (retrieval → call_model ⇄ tools → remember)",
    "c": "memory_node (recall + remember inside call_model)",
    "b*": "b with the keyword index saved at close, not per remember (prototype)",
    "b-ns": "b with per-namespace change counters in the folder (prototype)",
}
SAVERS = {
    "memory": "InMemorySaver",
    "sqlite": "SqliteSaver",
    "async-sqlite": "AsyncSqliteSaver",
}
PARTS_SAVER = "sqlite"  # the saver whose turns the part-by-part tables break down


@tool
def search(query: str) -> str:
    """Search for general web results (a stand-in returning a fixed result)."""
    return f"Top result for {query!r}: sunny, 22°C."


class StubModel(GenericFakeChatModel):
    """Zero-latency tool-calling model: a lookup question gets one tool call, then the answer;
    every answer is new (a counter), so remember always stores an episode."""

    messages: Iterator[AIMessage] = iter(())
    count: int = 0

    def bind_tools(self, tools: Any, **kwargs: Any) -> StubModel:  # type: ignore[override]
        return self

    def _generate(self, messages: list[BaseMessage], *args: Any, **kwargs: Any) -> ChatResult:
        self.count += 1
        last = messages[-1]
        lookup = isinstance(last, HumanMessage) and any(
            q == last.content and tool_first for q, tool_first in QUESTIONS
        )
        if lookup:
            call = {"name": "search", "args": {"query": str(last.content)[:40]}, "id": "c"}
            reply = AIMessage("", tool_calls=[{**call, "id": f"call{self.count}"}])
        elif isinstance(last, ToolMessage):
            reply = AIMessage(f"調べました: 晴れの予報です。({self.count})")
        else:
            reply = AIMessage(f"そうでしたね、覚えています。({self.count})")
        return ChatResult(generations=[ChatGeneration(message=reply)])


class WithMemory(MessagesState, MemoryState):
    pass


def react_graph(form: str, pool: NamespacePool | None, saver: Any) -> Any:
    """react-agent's graph (call_model ⇄ tools via tools_condition), in one of the forms."""
    model = StubModel().bind_tools([search])

    def call_model(state: dict[str, Any]) -> dict[str, Any]:
        messages = with_memory(state["messages"], state.get("memory_pack"))
        system = SYSTEM_PROMPT.format(system_time=datetime.now(tz=UTC).isoformat())
        response = model.invoke([{"role": "system", "content": system}, *messages])
        return {"messages": [response]}

    timed_model = _timed(call_model, "call_model (stub model)")
    builder = StateGraph(MessagesState if form in ("a", "c", "e") else WithMemory)
    if form == "c":
        assert pool is not None
        builder.add_node("call_model", in_node_module.memory_node(timed_model, pool))
    else:
        builder.add_node("call_model", timed_model)
    builder.add_node("tools", ToolNode([search]))
    if form.startswith("b") or form == "e":
        if form == "e":
            builder.add_node("retrieval", _nothing)
            builder.add_node("remember", _nothing)
        else:
            assert pool is not None
            builder.add_node("retrieval", builder_module.build_retrieval_node(pool))
            builder.add_node("remember", build_remember_node(pool))
        builder.add_edge(START, "retrieval")
        builder.add_edge("retrieval", "call_model")
        builder.add_conditional_edges(
            "call_model", tools_condition, {"tools": "tools", END: "remember"}
        )
        builder.add_edge("remember", END)
    else:
        builder.add_edge(START, "call_model")
        builder.add_conditional_edges("call_model", tools_condition)
    builder.add_edge("tools", "call_model")
    return builder.compile(checkpointer=saver)


def _nothing(state: Any) -> dict[str, Any]:
    """A node that writes nothing (form e)."""
    return {}


# -- timing ---------------------------------------------------------------------------------
# tag -> [wall ms, CPU ms (the calling thread's), calls], for the turn in progress.
PARTS: dict[str, list[float]] = {}
_LOCK = threading.Lock()
_LOCAL = threading.local()


def _add(tag: str, wall: float, cpu: float) -> None:
    with _LOCK:
        got = PARTS.setdefault(tag, [0.0, 0.0, 0])
        got[0] += wall
        got[1] += cpu
        got[2] += 1


def _timed(fn: Callable[..., Any], tag: str | Callable[[], str]) -> Callable[..., Any]:
    @functools.wraps(fn)
    def timed(*args: Any, **kwargs: Any) -> Any:
        wall, cpu = time.perf_counter(), time.thread_time()
        try:
            return fn(*args, **kwargs)
        finally:
            name = tag() if callable(tag) else tag
            _add(name, (time.perf_counter() - wall) * 1000, (time.thread_time() - cpu) * 1000)

    return timed


def _in_remember() -> bool:
    return bool(getattr(_LOCAL, "remember", False))


def _flagged(fn: Callable[..., Any]) -> Callable[..., Any]:
    """``fn`` with the thread marked as inside remember (the embedding it does is the
    exchange's, not a query's)."""

    @functools.wraps(fn)
    def flagged(*args: Any, **kwargs: Any) -> Any:
        _LOCAL.remember = True
        try:
            return fn(*args, **kwargs)
        finally:
            _LOCAL.remember = False

    return flagged


def _node_factory(factory: Callable[..., Any], tag: str) -> Callable[..., Any]:
    @functools.wraps(factory)
    def make(*args: Any, **kwargs: Any) -> Any:
        return _timed(factory(*args, **kwargs), tag)

    return make


def _timed_graph(build: Callable[..., Any], tag: str) -> Callable[..., Any]:
    """A node builder whose compiled graph's ``invoke`` is timed (the subgraph as a whole)."""

    @functools.wraps(build)
    def make(*args: Any, **kwargs: Any) -> Any:
        return _timed_invoke(build(*args, **kwargs), tag)

    return make


def _timed_invoke(graph: Any, tag: str) -> Any:
    """``graph`` with its ``invoke`` timed, also in the copies ``with_config`` makes."""
    graph.invoke = _timed(graph.invoke, tag)
    with_config = graph.with_config
    graph.with_config = lambda *a, **k: _timed_invoke(with_config(*a, **k), tag)
    return graph


ORDER_LOAD_TABLE = "load_table (filter table from SQLite)"
ORDER_RELOAD = "VectorIndex.reload (Chroma client reopened)"
ORDER = [  # (tag, depth) — how the tables list the parts (depth: nested in the row above)
    ("retrieval graph (the node, whole)", 0),
    ("plan node", 1),
    ("keyword_retrieve node", 1),
    ("keyword_search (the source's work)", 2),
    ("vector_retrieve node", 1),
    ("vector_search (the source's work)", 2),
    ("embed query (USE)", 3),
    ("store _sync on a read (the folder's generation moved)", 2),
    ("load_table (filter table from SQLite)", 3),
    ("VectorIndex.reload (Chroma client reopened)", 3),
    ("KeywordIndex.catch_up", 3),
    ("entity_retrieve node", 1),
    ("about_time_retrieve node", 1),
    ("rerank node", 1),
    ("pack node", 1),
    ("record_run (runs table)", 2),
    ("seal node", 1),
    ("publish node", 1),
    ("pool lease (acquire)", 1),
    ("pool open (a namespace's store)", 2),
    ("call_model (stub model)", 0),
    ("tools node (search)", 0),
    ("remember node (_remember)", 0),
    ("guarded_reply", 1),
    ("archive append + fsync", 1),
    ("add_episodes", 1),
    ("store _sync in add_episodes", 2),
    ("SQLite write_episodes", 2),
    ("embed exchange (USE)", 2),
    ("Chroma upsert", 2),
    ("SQLite mark_vector_indexed", 2),
    ("keyword index save (npz + fsync)", 2),
    ("SqliteSaver.put", 0),
    ("SqliteSaver.put_writes", 0),
]


@contextlib.contextmanager
def instrumented() -> Iterator[None]:
    """Wrap the work functions (restored at the end)."""
    patches: list[tuple[Any, str, Any]] = []

    def patch(owner: Any, name: str, new: Any) -> None:
        patches.append((owner, name, owner.__dict__[name]))
        setattr(owner, name, new)

    nodes = {
        "plan_node": "plan node",
        "rerank_node": "rerank node",
        "pack_node": "pack node",
        "unseal_node": "publish node",
    }
    for name, tag in nodes.items():
        patch(builder_module, name, _node_factory(getattr(builder_module, name), tag))
    # Every source's node comes from one factory (agent/sources.py): timed under its node name.
    source_node = builder_module.source_node
    patch(
        builder_module,
        "source_node",
        lambda spec, deps: _timed(source_node(spec, deps), f"{spec.node} node"),
    )
    patch(builder_module, "seal_node", _timed(builder_module.seal_node, "seal node"))
    patch(
        builder_module,
        "build_retrieval_node",
        _timed_graph(builder_module.build_retrieval_node, "retrieval graph (the node, whole)"),
    )
    # memory_node builds its retrieval node through in_node's own reference
    patch(in_node_module, "build_retrieval_node", builder_module.build_retrieval_node)
    patch(NamespacePool, "_acquire", _timed(NamespacePool._acquire, "pool lease (acquire)"))
    patch(NamespacePool, "_open", _timed(NamespacePool._open, "pool open (a namespace's store)"))
    patch(
        USEEmbeddings,
        "embed_array",
        _timed(
            USEEmbeddings.embed_array,
            lambda: "embed exchange (USE)" if _in_remember() else "embed query (USE)",
        ),
    )
    patch(runs_module, "record_run", _timed(runs_module.record_run, "record_run (runs table)"))
    patch(
        remember_module,
        "_remember",
        _flagged(_timed(remember_module._remember, "remember node (_remember)")),
    )
    patch(remember_module, "guarded_reply", _timed(remember_module.guarded_reply, "guarded_reply"))
    patch(
        remember_module,
        "append_exchange",
        _timed(remember_module.append_exchange, "archive append + fsync"),
    )
    patch(MemoryStore, "add_episodes", _timed(MemoryStore.add_episodes, "add_episodes"))
    patch(
        MemoryStore,
        "_sync",
        _timed(
            MemoryStore._sync,
            lambda: (
                "store _sync in add_episodes"
                if _in_remember()
                else "store _sync on a read (the folder's generation moved)"
            ),
        ),
    )
    patch(store_module, "load_table", _timed(store_module.load_table, ORDER_LOAD_TABLE))
    patch(VectorIndex, "reload", _timed(VectorIndex.reload, ORDER_RELOAD))
    patch(KeywordIndex, "catch_up", _timed(KeywordIndex.catch_up, "KeywordIndex.catch_up"))
    patch(
        keyword_module,
        "keyword_search",
        _timed(keyword_module.keyword_search, "keyword_search (the source's work)"),
    )
    patch(
        vector_module,
        "vector_search",
        _timed(vector_module.vector_search, "vector_search (the source's work)"),
    )
    patch(Database, "write_episodes", _timed(Database.write_episodes, "SQLite write_episodes"))
    patch(
        Database,
        "mark_vector_indexed",
        _timed(Database.mark_vector_indexed, "SQLite mark_vector_indexed"),
    )
    patch(VectorIndex, "upsert", _timed(VectorIndex.upsert, "Chroma upsert"))
    patch(SparseBM25, "save", _timed(SparseBM25.save, "keyword index save (npz + fsync)"))
    patch(SqliteSaver, "put", _timed(SqliteSaver.put, "SqliteSaver.put"))
    patch(SqliteSaver, "put_writes", _timed(SqliteSaver.put_writes, "SqliteSaver.put_writes"))
    try:
        yield
    finally:
        for owner, name, old in reversed(patches):
            setattr(owner, name, old)


@contextlib.contextmanager
def deferred_keyword_save() -> Iterator[None]:
    """The prototype: ``KeywordIndex.save`` during ``add_episodes`` does nothing; the index is
    saved when the store closes (``MemoryStore.close`` already saves a dirty index)."""
    save = KeywordIndex.save
    active = threading.local()
    add = MemoryStore.add_episodes

    def add_without_save(self: MemoryStore, *args: Any, **kwargs: Any) -> Any:
        active.on = True
        try:
            return add(self, *args, **kwargs)
        finally:
            active.on = False

    def maybe_save(self: KeywordIndex) -> None:
        if not getattr(active, "on", False):
            save(self)

    MemoryStore.add_episodes = add_without_save  # type: ignore[method-assign]
    KeywordIndex.save = maybe_save  # type: ignore[method-assign]
    try:
        yield
    finally:
        MemoryStore.add_episodes = add  # type: ignore[method-assign]
        KeywordIndex.save = save  # type: ignore[method-assign]


@contextlib.contextmanager
def namespace_counters() -> Iterator[None]:
    """The prototype: a folder store follows its own namespace's change counters (as a
    PostgreSQL store does), not the folder's: a write bumps ``generation@<namespace>`` beside
    ``generation``, and a store compares only its namespace's, so one user's remember no longer
    makes every other open namespace re-sync (filter table, Chroma client, keyword catch-up)."""
    counter = Lifecycle._counter
    bump = Database.__dict__["bump"].__func__
    writing = MemoryStore._writing
    open_store = NamespacePool._open
    local = threading.local()

    def ns_counter(self: Lifecycle, key: str) -> int:
        namespace = getattr(self, "proto_namespace", None)
        if namespace is None:
            return counter(self, key)
        return self._rows.counter(f"{key}@{namespace}")  # type: ignore[attr-defined]

    def ns_bump(conn: sqlite3.Connection, key: str = "generation") -> None:
        bump(conn, key)
        for namespace in getattr(local, "namespaces", ()):
            bump(conn, f"{key}@{namespace}")

    @contextlib.contextmanager
    def ns_writing(self: MemoryStore, *, check: bool = True) -> Iterator[None]:
        local.namespaces = (self.namespace,)
        try:
            with writing(self, check=check):
                yield
        finally:
            local.namespaces = ()

    def ns_open(self: NamespacePool, namespace: str) -> MemoryStore:
        store = open_store(self, namespace)
        life: Any = store._life
        life.proto_namespace = namespace
        life.synced = life._counter("generation")
        life.kw_epoch = life._counter("keyword_epoch")
        return store

    Lifecycle._counter = ns_counter  # type: ignore[method-assign]
    Database.bump = staticmethod(ns_bump)  # type: ignore[method-assign,assignment]
    MemoryStore._writing = ns_writing  # type: ignore[method-assign,assignment]
    NamespacePool._open = ns_open  # type: ignore[method-assign]
    try:
        yield
    finally:
        Lifecycle._counter = counter  # type: ignore[method-assign]
        Database.bump = staticmethod(bump)  # type: ignore[method-assign,assignment]
        MemoryStore._writing = writing  # type: ignore[method-assign]
        NamespacePool._open = open_store  # type: ignore[method-assign]


PROTOTYPES: dict[str, Callable[[], contextlib.AbstractContextManager[None]]] = {
    "b*": deferred_keyword_save,
    "b-ns": namespace_counters,
}


# -- setup ----------------------------------------------------------------------------------
def build_users(folder: Path, users: list[str], embedder: Any) -> int:
    """Every user's namespace holds the sample archive: parsed and embedded once."""
    report = import_path(SAMPLE)
    episodes = list(report.episodes)
    vectors = dict(
        zip(
            (e.id for e in episodes), embed_texts(embedder, [e.text for e in episodes]), strict=True
        )
    )
    for user in users:
        with MemoryStore(folder, namespace=user, embedder=embedder) as store:
            store.add_episodes(episodes, vectors=vectors)
            store.record_timezone(UTC, report.stated_offsets)
    return len(episodes)


TICK_MS = 1000 / os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 10.0


def thread_ticks() -> dict[int, tuple[str, int]]:
    """Every thread of this process: (its name — the Python thread's, else the OS's — with
    digits dropped, so a pool's workers group together; user + system CPU in clock ticks),
    from /proc (empty elsewhere)."""
    out: dict[int, tuple[str, int]] = {}
    named = {t.native_id: t.name for t in threading.enumerate()}  # Python threads' own names
    with contextlib.suppress(OSError):
        for task in os.scandir("/proc/self/task"):
            with contextlib.suppress(OSError, ValueError, IndexError):
                stat = Path(task.path, "stat").read_text()
                fields = stat[stat.rindex(")") + 2 :].split()
                name = named.get(int(task.name)) or stat[stat.index("(") + 1 : stat.rindex(")")]
                name = "".join(c for c in name if not c.isdigit()).rstrip("_-") or "?"
                out[int(task.name)] = (name, int(fields[11]) + int(fields[12]))
    return out


def ticks_between(
    before: dict[int, tuple[str, int]], after: dict[int, tuple[str, int]]
) -> dict[str, float]:
    """CPU ms per thread name between two :func:`thread_ticks` snapshots."""
    out: dict[str, float] = {}
    for tid, (name, ticks) in after.items():
        spent = ticks - before.get(tid, (name, 0))[1]
        if spent:
            out[name] = out.get(name, 0.0) + spent * TICK_MS
    return out


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def load_average() -> str:
    try:
        return " / ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "n/a"


class Saver:
    """One saver of the run, for one form: the checkpointer, and how to read its bytes."""

    def __init__(self, kind: str, folder: Path, loop: asyncio.AbstractEventLoop) -> None:
        self.kind = kind
        self.path = folder / "checkpoints.sqlite"
        self.loop = loop
        self.conn: Any = None
        self.saver: Any
        if kind == "memory":
            self.saver = InMemorySaver()
        elif kind == "sqlite":
            self.conn = sqlite3.connect(self.path, check_same_thread=False)
            self.saver = SqliteSaver(self.conn)
        else:
            import aiosqlite

            async def open_saver() -> tuple[Any, AsyncSqliteSaver]:
                conn = await aiosqlite.connect(self.path)
                return conn, AsyncSqliteSaver(conn)  # bound to the running loop

            self.conn, self.saver = loop.run_until_complete(open_saver())

    def turn(self, graph: Any, inputs: dict[str, Any], config: dict[str, Any]) -> None:
        if self.kind == "async-sqlite":
            self.loop.run_until_complete(graph.ainvoke(inputs, config))
        else:
            graph.invoke(inputs, config)

    def close(self) -> None:
        if self.conn is None:
            return
        if self.kind == "async-sqlite":
            self.loop.run_until_complete(self.conn.close())
        else:
            self.conn.close()
        self.conn = None

    def bytes_and_checkpoints(self) -> tuple[int, int]:
        """(bytes held, checkpoints) for every thread of this saver."""
        if self.kind == "memory":
            return memory_bytes(self.saver), memory_checkpoints(self.saver)
        return sqlite_bytes(self.path)

    def step_bytes(self, node: str, threads: list[str]) -> StepBytes:
        """What the steps of ``node`` cost this saver, over ``threads``."""
        got = [
            memory_step_bytes(self.saver, node, thread)
            if self.kind == "memory"
            else sqlite_step_bytes(self.path, node, thread)
            for thread in threads
        ]
        return StepBytes(sum(g.checkpoint for g in got), sum(g.writes for g in got))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=(__doc__ or "").split("\n\n")[0],
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--users", type=int, default=8, help="users (namespaces, threads)")
    parser.add_argument("--turns", type=int, default=120, help="timed turns per form")
    parser.add_argument("--warmup", type=int, default=2, help="untimed turns per user first")
    parser.add_argument(
        "--savers",
        default=",".join(SAVERS),
        help=f"comma-separated, of {', '.join(SAVERS)} (default: all three)",
    )
    parser.add_argument(
        "--prototypes",
        action="store_true",
        help="add forms b* (keyword index saved at close, not per remember) and b-ns (each "
        "namespace follows its own change counter): two fixes tried by patching, in this run, "
        "on SqliteSaver",
    )
    parser.add_argument("--out", type=Path, default=RESULTS, help="folder for react_turn.*")
    parser.add_argument("--tmp", type=Path, help="where the stores go (default: system temp)")
    args = parser.parse_args(argv)
    if args.users < 1 or args.turns < 1 or args.warmup < 0:
        parser.error("--users and --turns must be >= 1, --warmup >= 0")
    savers = [k.strip() for k in args.savers.split(",") if k.strip()]
    if not savers or any(k not in SAVERS for k in savers):
        parser.error(f"--savers {args.savers!r}: allowed a comma-separated list of {list(SAVERS)}")
    forms = ["a", "e", "b", "c"]
    runs = [(k, f) for k in savers for f in forms]
    if args.prototypes:
        runs += [(PARTS_SAVER, f) for f in PROTOTYPES]
    users = [f"user{n:03d}" for n in range(args.users)]
    embedder = make_embedder()
    embedder.embed_query("warm up")
    records: list[dict[str, Any]] = []
    started_at = datetime.now(tz=UTC)
    load_before = load_average()
    loop = asyncio.new_event_loop()
    bytes_report: dict[tuple[str, str], dict[str, Any]] = {}
    with tempfile.TemporaryDirectory(dir=args.tmp) as tmp_name, contextlib.ExitStack() as stack:
        stack.callback(loop.close)
        tmp = Path(tmp_name)
        episodes = build_users(tmp / "source", users, embedder)
        graphs: dict[tuple[str, str], Any] = {}
        holders: dict[tuple[str, str], Saver] = {}
        pools: dict[str, NamespacePool] = {}
        stack.enter_context(instrumented())
        for kind, form in runs:
            pool = None
            folder = tmp / f"{kind}-{form}"
            folder.mkdir()
            if form not in ("a", "e"):
                shutil.copytree(tmp / "source", folder / "store")
                pool = stack.enter_context(NamespacePool(folder / "store", embedder=embedder))
                pools[f"{kind}-{form}"] = pool
            holder = Saver(kind, folder, loop)
            stack.callback(holder.close)
            holders[(kind, form)] = holder
            graphs[(kind, form)] = react_graph(form, pool, holder.saver)
        total = args.warmup * len(users) + args.turns
        for t in range(total):
            user = users[t % len(users)]
            question, lookup = QUESTIONS[(t // len(users)) % len(QUESTIONS)]
            k = t % len(runs)
            for kind, form in runs[k:] + runs[:k]:  # the order rotates turn by turn
                config = {"configurable": {"thread_id": f"{form}-{user}", "user_id": user}}
                guard = PROTOTYPES[form]() if form in PROTOTYPES else contextlib.nullcontext()
                PARTS.clear()
                with guard:
                    ticks = thread_ticks()
                    cpu, wall = time.process_time(), time.perf_counter()
                    holders[(kind, form)].turn(
                        graphs[(kind, form)], {"messages": [HumanMessage(question)]}, config
                    )
                    wall_ms = (time.perf_counter() - wall) * 1000
                    cpu_ms = (time.process_time() - cpu) * 1000
                    threads = ticks_between(ticks, thread_ticks())
                if t >= args.warmup * len(users):
                    records.append(
                        {
                            "saver": kind,
                            "form": form,
                            "turn": t,
                            "user": user,
                            "tool_call": lookup,
                            "wall_ms": wall_ms,
                            "cpu_ms": cpu_ms,
                            "parts": {tag: list(v) for tag, v in PARTS.items()},
                            "thread_cpu_ms": threads,
                        }
                    )
        opened = {name: pool.opened for name, pool in pools.items()}
        for (kind, form), holder in holders.items():
            holder.close()  # everything written, the database files complete
            size, checkpoints = holder.bytes_and_checkpoints()
            threads = [f"{form}-{user}" for user in users]
            bytes_report[(kind, form)] = {
                "bytes": size,
                "checkpoints": checkpoints,
                "turns": total,
                "retrieval_step": list(holder.step_bytes("retrieval", threads)),
                "remember_step": list(holder.step_bytes("remember", threads)),
            }
    load_after = load_average()
    meta = {
        "command": "python benchmarks/bench_react_turn.py " + " ".join(argv or sys.argv[1:]),
        "started": started_at.isoformat(timespec="seconds"),
        "load_average_before": load_before,
        "load_average_after": load_after,
        "cpus": os.cpu_count(),
        "python": platform.python_version(),
        "users": args.users,
        "turns_per_form": args.turns,
        "warmup_turns_per_user": args.warmup,
        "episodes_per_user": episodes,
        "stores_opened": opened,
        "savers": {k: SAVERS[k] for k in savers},
        "forms": {f: FORMS[f] for f in dict.fromkeys(f for _, f in runs)},
        "checkpoint_bytes": {f"{k}/{f}": v for (k, f), v in bytes_report.items()},
    }
    table = summary(records, savers, bytes_report, meta)
    if PARTS_SAVER in savers:
        parts_forms = [f for f in ("a", "b", "c", *PROTOTYPES) if (PARTS_SAVER, f) in holders]
        table += "\n\n" + report(
            [r for r in records if r["saver"] == PARTS_SAVER], parts_forms, meta
        )
    print(table)
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "react_turn.md").write_text(table + "\n")
    (args.out / "react_turn.json").write_text(compact_json({"meta": meta, "turns": records}))


def summary(
    records: list[dict[str, Any]],
    savers: list[str],
    bytes_report: dict[tuple[str, str], dict[str, Any]],
    meta: dict[str, Any],
) -> str:
    """Turn p50 and checkpoint bytes per turn, each saver and form; the bytes of b explained."""
    lines = [
        f"`{meta['command'].strip()}` ({meta['started']}; load average before "
        f"{meta['load_average_before']}, after {meta['load_average_after']}; "
        f"{meta['cpus']} CPUs; Python {meta['python']})",
        "",
        f"{meta['users']} users (one namespace and one thread each per saver and form, "
        f"{meta['episodes_per_user']} sample episodes to start), {meta['turns_per_form']} timed "
        f"turns per saver and form after {meta['warmup_turns_per_user']} per user; all "
        "interleaved turn by turn; durability async; bytes over every turn run "
        f"({meta['warmup_turns_per_user'] * meta['users'] + meta['turns_per_form']} per saver "
        "and form).",
        "",
        "| saver | form | turn p50 ms | p95 ms | × a (p50) | CPU mean ms | checkpoint KiB / turn "
        "| × a (bytes) | checkpoints / turn |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for kind in savers:
        rows = {f: [r for r in records if r["saver"] == kind and r["form"] == f] for f in FORMS}
        base = statistics.median([r["wall_ms"] for r in rows["a"]])
        base_bytes = bytes_report[(kind, "a")]["bytes"]
        for form in ("a", "e", "b", "c"):
            walls = [r["wall_ms"] for r in rows[form]]
            got = bytes_report[(kind, form)]
            lines.append(
                f"| {SAVERS[kind]} | {form}: {FORMS[form]} | {statistics.median(walls):.1f} "
                f"| {quantile(walls, 0.95):.1f} | {statistics.median(walls) / base:.2f} "
                f"| {statistics.fmean([r['cpu_ms'] for r in rows[form]]):.1f} "
                f"| {got['bytes'] / 1024 / got['turns']:.2f} | {got['bytes'] / base_bytes:.2f} "
                f"| {got['checkpoints'] / got['turns']:.1f} |"
            )
    lines += [
        "",
        "Checkpoint bytes per turn of b (omoide's two nodes) over a, part by part (B / turn; "
        "a node's steps: the checkpoints saved after them, with their values, and the steps' "
        "pending writes, against the empty node's in e):",
        "",
        "| saver | a | + two extra steps (e − a) | + retrieval's steps over empty ones "
        "| + remember's steps over empty ones | + the rest | = b | b × a | retrieval's "
        "checkpoints × empty's | with writes | c (`memory_node`) × a |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for kind in savers:
        a, e, b, c = (bytes_report[(kind, f)] for f in ("a", "e", "b", "c"))
        turns = a["turns"]
        shape = (e["bytes"] - a["bytes"]) / turns
        retrieval = [StepBytes(*b["retrieval_step"]), StepBytes(*e["retrieval_step"])]
        remember = [StepBytes(*b["remember_step"]), StepBytes(*e["remember_step"])]
        own_retrieval = (retrieval[0].total - retrieval[1].total) / turns
        own_remember = (remember[0].total - remember[1].total) / turns
        rest = (b["bytes"] - e["bytes"]) / turns - own_retrieval - own_remember
        lines.append(
            f"| {SAVERS[kind]} | {a['bytes'] / turns:.0f} | {shape:+.0f} | {own_retrieval:+.0f} "
            f"| {own_remember:+.0f} | {rest:+.0f} | {b['bytes'] / turns:.0f} "
            f"| {b['bytes'] / a['bytes']:.2f} "
            f"| {retrieval[0].checkpoint / retrieval[1].checkpoint:.2f} "
            f"| {retrieval[0].total / retrieval[1].total:.2f} | {c['bytes'] / a['bytes']:.2f} |"
        )
    return "\n".join(lines)


def compact_json(data: dict[str, Any]) -> str:
    """Raw results as JSON: one turn per line, times to the microsecond."""

    def rounded(value: Any) -> Any:
        if isinstance(value, float):
            return round(value, 3)
        if isinstance(value, dict):
            return {k: rounded(v) for k, v in value.items()}
        if isinstance(value, list):
            return [rounded(v) for v in value]
        return value

    turns = ",\n".join(
        json.dumps(rounded(t), ensure_ascii=False, separators=(",", ":")) for t in data["turns"]
    )
    meta = json.dumps(data["meta"], ensure_ascii=False)
    return f'{{"meta": {meta},\n"turns": [\n{turns}\n]}}\n'


def report(records: list[dict[str, Any]], forms: list[str], meta: dict[str, Any]) -> str:
    by_form = {f: [r for r in records if r["form"] == f] for f in forms}
    wall = {f: [r["wall_ms"] for r in rs] for f, rs in by_form.items()}
    cpu = {f: [r["cpu_ms"] for r in rs] for f, rs in by_form.items()}
    base_p50 = statistics.median(wall["a"])
    base_mean = statistics.fmean(wall["a"])
    lines = [
        f"`{meta['command'].strip()}` ({meta['started']}; load average before "
        f"{meta['load_average_before']}, after {meta['load_average_after']}; "
        f"{meta['cpus']} CPUs; Python {meta['python']})",
        "",
        f"{meta['users']} users (one namespace and one thread each, {meta['episodes_per_user']} "
        f"sample episodes to start), {meta['turns_per_form']} timed turns per form after "
        f"{meta['warmup_turns_per_user']} per user; forms interleaved turn by turn; "
        f"SqliteSaver, durability async; stores opened by the pools: {meta['stores_opened']}.",
        "",
        "| form | wall p50 ms | wall p95 ms | wall mean ms | × a (p50) | CPU p50 ms "
        "| CPU mean ms | × a (CPU mean) |",
        "|---|---|---|---|---|---|---|---|",
    ]
    base_cpu = statistics.fmean(cpu["a"])
    for f in forms:
        lines.append(
            f"| {f}: {FORMS[f]} | {statistics.median(wall[f]):.1f} | {quantile(wall[f], 0.95):.1f} "
            f"| {statistics.fmean(wall[f]):.1f} | {statistics.median(wall[f]) / base_p50:.2f} "
            f"| {statistics.median(cpu[f]):.1f} | {statistics.fmean(cpu[f]):.1f} "
            f"| {statistics.fmean(cpu[f]) / base_cpu:.2f} |"
        )
    names = sorted({n for r in records for n in r["thread_cpu_ms"]})
    lines += [
        "",
        "Process CPU per turn by thread (from /proc, 10 ms ticks: means over the turns; a thread "
        "name with its digits dropped, so a pool's workers are one row):",
        "",
        "| thread | " + " | ".join(forms) + " |",
        "|---|" + "---|" * len(forms),
    ]
    for name in names:
        means = [
            statistics.fmean([r["thread_cpu_ms"].get(name, 0.0) for r in by_form[f]]) for f in forms
        ]
        if max(means) >= 0.05:
            lines.append(f"| {name} | " + " | ".join(f"{m:.2f}" for m in means) + " |")
    lines.append(
        "| **all threads** | "
        + " | ".join(
            f"**{statistics.fmean([sum(r['thread_cpu_ms'].values()) for r in by_form[f]]):.2f}**"
            for f in forms
        )
        + " |"
    )
    for f in [f for f in forms if f != "a"]:
        delta = statistics.fmean(wall[f]) - base_mean
        delta_cpu = statistics.fmean(cpu[f]) - base_cpu
        lines += [
            "",
            f"**Form {f}** ({FORMS[f]}): mean turn {statistics.fmean(wall[f]):.1f} ms, "
            f"{delta:+.1f} ms over a (CPU {delta_cpu:+.1f} ms). Parts per turn (wall of the "
            "call, CPU of its thread; indented rows are inside the row above; parallel "
            "sources overlap):",
            "",
            "| part | calls / turn | wall p50 | wall p95 | wall mean | CPU mean "
            f"| share of {f}'s mean turn | share of {f} − a |",
            "|---|---|---|---|---|---|---|---|",
        ]
        rows = by_form[f]
        base_rows = by_form["a"]
        turn_mean = statistics.fmean(wall[f])
        for tag, depth in ORDER:
            got = [r["parts"].get(tag, [0.0, 0.0, 0]) for r in rows]
            if not any(g[2] for g in got):
                continue
            walls = [g[0] for g in got]
            mean = statistics.fmean(walls)
            extra = mean
            if tag.startswith(("SqliteSaver", "call_model", "tools node")):  # a has them too
                extra = mean - statistics.fmean(
                    [r["parts"].get(tag, [0.0, 0.0, 0])[0] for r in base_rows]
                )
            name = "&nbsp;&nbsp;" * depth + ("↳ " if depth else "") + tag
            lines.append(
                f"| {name} | {statistics.fmean([g[2] for g in got]):.1f} "
                f"| {statistics.median(walls):.2f} | {quantile(walls, 0.95):.2f} | {mean:.2f} "
                f"| {statistics.fmean([g[1] for g in got]):.2f} | {mean / turn_mean:.0%} "
                f"| {extra / delta:.0%} |"
                if delta > 0
                else f"| {name} | | | | {mean:.2f} | | | |"
            )
        lines += accounting(rows, base_rows, delta)
    return "\n".join(lines)


RETRIEVAL_CPU = (  # thread CPU of the retrieval graph's work: its nodes' threads and the
    # source workers' (keyword_search / vector_search run in omoide's source thread pools)
    "plan node",
    "keyword_retrieve node",
    "keyword_search (the source's work)",
    "vector_retrieve node",
    "vector_search (the source's work)",
    "entity_retrieve node",
    "about_time_retrieve node",
    "rerank node",
    "pack node",
    "seal node",
    "publish node",
)
SAVER = ("SqliteSaver.put", "SqliteSaver.put_writes")


def accounting(
    rows: list[dict[str, Any]], base_rows: list[dict[str, Any]], delta: float
) -> list[str]:
    """The form's extra mean wall and CPU over a, cut into the work it adds and what is left."""

    def mean_of(rs: list[dict[str, Any]], tag: str, at: int = 0) -> float:
        return statistics.fmean([r["parts"].get(tag, [0.0, 0.0, 0])[at] for r in rs])

    delta_cpu = statistics.fmean([r["cpu_ms"] for r in rows]) - statistics.fmean(
        [r["cpu_ms"] for r in base_rows]
    )
    retrieval = mean_of(rows, "retrieval graph (the node, whole)")
    remember = mean_of(rows, "remember node (_remember)")
    sync_read = mean_of(rows, "store _sync on a read (the folder's generation moved)")
    sync_write = mean_of(rows, "store _sync in add_episodes")
    saver = sum(mean_of(rows, t) - mean_of(base_rows, t) for t in SAVER)
    walls = [
        ("retrieval graph (whole; before call_model, on the critical path)", retrieval),
        ("… of which store _sync on the first read (another user wrote)", sync_read),
        ("remember's work (after the reply, on the critical path)", remember),
        ("… of which store _sync in add_episodes", sync_write),
        (
            "the rest: the two extra graph steps, their checkpoints, channels",
            delta - retrieval - remember,
        ),
        ("(checkpointer put + put_writes wall vs a: in a background thread, overlapping)", saver),
    ]
    cpu_retrieval = sum(mean_of(rows, t, 1) for t in RETRIEVAL_CPU)
    cpu_remember = mean_of(rows, "remember node (_remember)", 1)
    cpu_sync = mean_of(rows, "store _sync on a read (the folder's generation moved)", 1) + mean_of(
        rows, "store _sync in add_episodes", 1
    )
    cpu_saver = sum(mean_of(rows, t, 1) - mean_of(base_rows, t, 1) for t in SAVER)
    cpus = [
        ("retrieval graph's work (its nodes' and source workers' threads)", cpu_retrieval),
        ("remember's work", cpu_remember),
        ("… of which store _sync (read and write paths together)", cpu_sync),
        ("more checkpointer put / put_writes (vs a)", cpu_saver),
        (
            "the rest: graph steps, channels, Chroma's own threads, GC",
            delta_cpu - cpu_retrieval - cpu_remember - cpu_saver,
        ),
    ]
    out = ["", "| where the extra wall goes (means) | ms | share of the extra |", "|---|---|---|"]
    out += [f"| {name} | {ms:.2f} | {ms / delta:.0%} |" for name, ms in walls if delta > 0]
    out += [
        f"| **extra wall over a** | **{delta:.2f}** | 100% |",
        "",
        "| where the extra CPU goes (means, process CPU) | ms | share of the extra |",
        "|---|---|---|",
    ]
    out += [f"| {name} | {ms:.2f} | {ms / delta_cpu:.0%} |" for name, ms in cpus if delta_cpu > 0]
    out.append(f"| **extra CPU over a** | **{delta_cpu:.2f}** | 100% |")
    return out


if __name__ == "__main__":
    main()
