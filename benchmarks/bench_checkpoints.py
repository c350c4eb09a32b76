"""What omoide costs a checkpointed react-agent: checkpoint bytes per turn, with and without it.

A react-agent-shaped parent (``call_model`` ⇄ ``tools`` loop; every turn the fake model calls a
tool once, then answers) runs N turns on one thread, with ``InMemorySaver`` and with
``SqliteSaver``. Variants:

- ``without omoide``: ``MessagesState`` only;
- ``two empty nodes``: the same shape as with omoide (a node before the model, one after the
  reply) whose nodes write nothing — what the two extra steps cost a saver that copies the
  whole state into every checkpoint (SqliteSaver), whatever the nodes write;
- ``omoide (default)``: the README drop-in — ``State(MessagesState, MemoryState)``, the
  retrieval node before the model (the pack placed by ``with_memory``), ``build_remember_node``
  after the reply;
- ``omoide, plain fields``: the same with a parent that declares omoide's keys as plain fields
  (as a dataclass state might): its checkpoints hold ``{}`` where the pack would be;
- ``omoide, pack as plain state``: the keys as plain fields and ``show_memory=True`` — how the
  pack was carried before it was hidden;
- ``omoide in the model node``: ``memory_node(call_model, store)`` — the same recall and
  remember inside the model node, no step of their own; the parent is ``MessagesState`` only.

Bytes are the serialized checkpoints, their metadata and the pending writes (InMemorySaver: its
dicts; SqliteSaver: ``length()`` of the ``checkpoints`` and ``writes`` blobs). Each variant gets
a fresh copy of the store ingested from the bundled sample archive. ``--durability exit``
checkpoints once per turn instead of after every step. ``checkpoints / turn`` counts the
thread's checkpoints (the graph's steps, plus the input's); ``recalls`` (runs recorded) and
``remembered`` (episodes handed to the store) show each omoide variant did its work once a turn.
Figures, not assertions.

``--latency N`` then times the two omoide forms (the two-node drop-in and ``memory_node``) turn
by turn, alternating between them on each saver (N turns each, one store copy and thread per
form), so the load of a shared machine falls on both alike.

    python benchmarks/bench_checkpoints.py --turns 12
    python benchmarks/bench_checkpoints.py --turns 12 --durability exit
    python benchmarks/bench_checkpoints.py --turns 12 --latency 40
"""

from __future__ import annotations

import argparse
import contextlib
import itertools
import shutil
import sqlite3
import statistics
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, NamedTuple

from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage
from langchain_core.outputs import ChatResult
from langchain_core.tools import tool
from langgraph.checkpoint.base import CheckpointTuple
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.checkpoint.sqlite import SqliteSaver
from langgraph.graph import END, START, MessagesState, StateGraph
from langgraph.prebuilt import ToolNode
from typing_extensions import TypedDict

from omoide import MemoryState, MemoryStore, build_remember_node, build_retrieval_node
from omoide.agent.in_node import memory_node
from omoide.agent.messages import with_memory
from omoide.agent.records import RecalledEpisode
from omoide.agent.runs import list_runs

SAMPLE = Path(__file__).resolve().parents[1] / "memory_store" / "sample_data" / "log.txt"
QUESTIONS = [
    "こむぎの散歩の話、覚えてる？",
    "森先生に何をもらったんだっけ？",
    "What did we plan for the trip?",
    "京都のこと、前に話したよね",
]

__all__ = ["main", "react_agent", "run"]


class WithoutOmoide(MessagesState):
    pass


class WithOmoide(MessagesState, MemoryState):
    pass


class PlainFields(TypedDict, total=False):
    """omoide's keys as plain (checkpointed) fields."""

    memory_pack: Any
    recalled: list[RecalledEpisode] | Any
    run_id: str | None
    now: int | None
    turn_time: int


class WithPlainFields(MessagesState, PlainFields):
    pass


@tool
def web_search(query: str) -> str:
    """Search the web (a stand-in returning a short fixed result)."""
    return f"Top result for {query!r}: nothing new."


class ToolThenAnswer(GenericFakeChatModel):
    """Per turn: one tool call, then an answer (react-agent's loop, once round)."""

    def bind_tools(self, tools: Any, **kwargs: Any) -> ToolThenAnswer:  # type: ignore[override]
        return self

    def _generate(self, messages: list[BaseMessage], *args: Any, **kwargs: Any) -> ChatResult:
        return super()._generate(messages, *args, **kwargs)


def _script() -> Iterator[AIMessage]:
    for i in itertools.count():
        call = {
            "name": "web_search",
            "args": {"query": f"q{i}"},
            "id": f"c{i}",
            "type": "tool_call",
        }
        yield AIMessage("", tool_calls=[call])
        yield AIMessage("そうでしたね。覚えています。")


def _nothing(state: Any) -> dict[str, Any]:
    return {}


def react_agent(
    state: type,
    store: MemoryStore | None,
    saver: Any,
    *,
    shape_only: bool = False,
    in_node: bool = False,
    **node: Any,
) -> Any:
    """react-agent's graph (call_model ⇄ tools), with omoide's nodes around it when ``store``
    (``shape_only``: two nodes that write nothing in their place; ``in_node``: no nodes,
    ``memory_node`` around ``call_model``)."""
    model = ToolThenAnswer(messages=_script()).bind_tools([web_search])
    two_nodes = store is not None and not in_node

    def call_model(s: dict[str, Any]) -> dict[str, Any]:
        return {"messages": [model.invoke(with_memory(s["messages"], s.get("memory_pack")))]}

    def route(s: dict[str, Any]) -> str:
        return "tools" if s["messages"][-1].tool_calls else ("remember" if two_nodes else END)

    builder = StateGraph(state)
    if store is not None and in_node:  # the pack is placed in `messages` already
        builder.add_node("call_model", memory_node(call_model, store, **node))
    else:
        builder.add_node("call_model", call_model)
    builder.add_node("tools", ToolNode([web_search]))
    builder.add_conditional_edges("call_model", route, ["tools", "remember" if two_nodes else END])
    builder.add_edge("tools", "call_model")
    if not two_nodes:
        builder.add_edge(START, "call_model")
    else:
        assert store is not None
        retrieval = _nothing if shape_only else build_retrieval_node(store, **node)
        builder.add_node("retrieval", retrieval)
        builder.add_node("remember", _nothing if shape_only else build_remember_node(store))
        builder.add_edge(START, "retrieval")
        builder.add_edge("retrieval", "call_model")
        builder.add_edge("remember", END)
    return builder.compile(checkpointer=saver)


def memory_bytes(saver: InMemorySaver) -> int:
    """Serialized bytes an InMemorySaver holds: checkpoints + metadata + writes + blobs."""
    total = 0
    for thread in saver.storage.values():
        for checkpoints in thread.values():
            for (_, blob), (_, meta), _parent in checkpoints.values():
                total += len(blob) + len(meta)
    for writes in saver.writes.values():
        total += sum(len(v[2][1]) for v in writes.values())
    total += sum(len(blob) for _, blob in saver.blobs.values())
    return total


class SteadyInMemorySaver(InMemorySaver):
    """``InMemorySaver`` whose channel versions have no random part, so a run's bytes repeat
    exactly (LangGraph's own end in ``random.random()``, whose digits vary in number); same
    length as a typical version."""

    def get_next_version(self, current: str | None, channel: None) -> str:
        head = super().get_next_version(current, channel).split(".")[0]
        return f"{head}.0.{int(head) % 10**16:016d}"


def _ran(node: str, child: CheckpointTuple, parent: CheckpointTuple) -> bool:
    """Whether ``node`` ran in the step from ``parent`` to ``child``."""
    seen = child.checkpoint["versions_seen"].get(node)
    return seen is not None and seen != parent.checkpoint["versions_seen"].get(node)


def _steps(saver: Any, node: str, thread: str) -> Iterator[tuple[CheckpointTuple, CheckpointTuple]]:
    """(parent, child) for every step of ``thread`` in which ``node`` ran."""
    tuples = list(saver.list({"configurable": {"thread_id": thread}}))
    by_id = {t.config["configurable"]["checkpoint_id"]: t for t in tuples}
    for child in tuples:
        if child.parent_config is None:
            continue
        parent = by_id[child.parent_config["configurable"]["checkpoint_id"]]
        if _ran(node, child, parent):
            yield parent, child


class StepBytes(NamedTuple):
    """What the steps of one node cost a saver over a thread."""

    checkpoint: int  # the checkpoints saved after its steps: checkpoint, metadata, the
    # channel values they store (InMemorySaver keeps those apart, one blob per new version)
    writes: int  # the steps' pending writes (kept beside the checkpoints)

    @property
    def total(self) -> int:
        return self.checkpoint + self.writes


def memory_step_bytes(saver: InMemorySaver, node: str, thread: str = "bench") -> StepBytes:
    """What the steps of ``node`` added to an InMemorySaver over a thread."""
    checkpoint = writes = 0
    for parent, child in _steps(saver, node, thread):
        cid = child.config["configurable"]["checkpoint_id"]
        (_, blob), (_, meta), _ = saver.storage[thread][""][cid]
        checkpoint += len(blob) + len(meta)
        before = parent.checkpoint["channel_versions"]
        for chan, version in child.checkpoint["channel_versions"].items():
            if before.get(chan) != version:
                checkpoint += len(saver.blobs[(thread, "", chan, version)][1])
        pid = parent.config["configurable"]["checkpoint_id"]
        writes += sum(len(v[2][1]) for v in saver.writes.get((thread, "", pid), {}).values())
    return StepBytes(checkpoint, writes)


def sqlite_step_bytes(path: Path, node: str, thread: str = "bench") -> StepBytes:
    """The same for a SqliteSaver database (``AsyncSqliteSaver`` writes the same tables): the
    checkpoint row after each step of ``node`` (checkpoint with its values, metadata) and the
    step's rows in ``writes``."""
    checkpoint = writes = 0
    with contextlib.closing(sqlite3.connect(path, check_same_thread=False)) as conn:
        for parent, child in _steps(SqliteSaver(conn), node, thread):
            cid = child.config["configurable"]["checkpoint_id"]
            pid = parent.config["configurable"]["checkpoint_id"]
            (row,) = conn.execute(
                "SELECT length(checkpoint) + length(metadata) FROM checkpoints "
                "WHERE thread_id = ? AND checkpoint_ns = '' AND checkpoint_id = ?",
                (thread, cid),
            ).fetchone()
            (step_writes,) = conn.execute(
                "SELECT COALESCE(SUM(length(value)), 0) FROM writes "
                "WHERE thread_id = ? AND checkpoint_ns = '' AND checkpoint_id = ?",
                (thread, pid),
            ).fetchone()
            checkpoint += int(row)
            writes += int(step_writes)
    return StepBytes(checkpoint, writes)


def memory_checkpoints(saver: InMemorySaver) -> int:
    """How many checkpoints an InMemorySaver holds (every thread and namespace)."""
    return sum(len(c) for thread in saver.storage.values() for c in thread.values())


def sqlite_bytes(path: Path) -> tuple[int, int]:
    """(bytes of the checkpoint, metadata and write blobs, checkpoints) in a SqliteSaver
    database."""
    with sqlite3.connect(path) as conn:
        (checkpoints, count) = conn.execute(
            "SELECT COALESCE(SUM(length(checkpoint) + length(metadata)), 0), COUNT(*) "
            "FROM checkpoints"
        ).fetchone()
        (writes,) = conn.execute("SELECT COALESCE(SUM(length(value)), 0) FROM writes").fetchone()
    conn.close()
    return int(checkpoints) + int(writes), int(count)


def one_turn(graph: Any, i: int, durability: str) -> float:
    """Turn ``i`` on the thread ``bench``; its wall time (ms)."""
    started = time.perf_counter()
    turn = {"messages": [HumanMessage(QUESTIONS[i % len(QUESTIONS)])]}
    graph.invoke(turn, {"configurable": {"thread_id": "bench"}}, durability=durability)
    return (time.perf_counter() - started) * 1000


def run(graph: Any, turns: int, durability: str) -> float:
    """N turns on one thread; the median turn latency (ms, first turn excluded)."""
    ms = [one_turn(graph, i, durability) for i in range(turns)]
    return statistics.median(ms[1:] or ms)


Variant = tuple[type, bool, dict[str, Any]]  # parent state, with omoide, node options
VARIANTS: dict[str, Variant] = {
    "without omoide": (WithoutOmoide, False, {}),
    "two empty nodes": (WithoutOmoide, True, {"shape_only": True}),
    "omoide (default)": (WithOmoide, True, {}),
    "omoide, plain fields": (WithPlainFields, True, {}),
    "omoide, pack as plain state (before)": (WithPlainFields, True, {"show_memory": True}),
    "omoide in the model node (memory_node)": (WithoutOmoide, True, {"in_node": True}),
}


def _count_stored(store: MemoryStore) -> list[int]:
    """A counter of the episodes ``store.add_episodes`` is given from now on (a turn repeated
    within the same second stores an episode the store already holds: it counts here)."""
    count = [0]
    add = store.add_episodes

    def counting(episodes: Any, *args: Any, **kwargs: Any) -> Any:
        count[0] += len(episodes)
        return add(episodes, *args, **kwargs)

    store.add_episodes = counting  # type: ignore[method-assign]
    return count


class Measured(NamedTuple):
    size: int  # checkpoint bytes
    p50_ms: float
    checkpoints: int
    recalls: int  # runs recorded (one per recall)
    remembered: int  # episodes remember stored (add_episodes calls' episodes)


def measure(
    variant: Variant, saver_name: str, source: Path, tmp: Path, turns: int, durability: str
) -> Measured:
    """One variant on one saver, on a fresh copy of the store."""
    state, with_store, node = variant
    work = Path(tempfile.mkdtemp(dir=tmp))
    shutil.copytree(source, work / "store")
    with MemoryStore(work / "store") as store:
        runs = len(list_runs(store, limit=10_000))
        stored = _count_stored(store)

        def done(size: int, p50: float, count: int) -> Measured:
            recalls = len(list_runs(store, limit=10_000)) - runs
            return Measured(size, p50, count, recalls, stored[0])

        if saver_name == "InMemorySaver":
            memory = InMemorySaver()
            graph = react_agent(state, store if with_store else None, memory, **node)
            p50 = run(graph, turns, durability)
            return done(memory_bytes(memory), p50, memory_checkpoints(memory))
        db = work / "checkpoints.sqlite"
        conn = sqlite3.connect(db, check_same_thread=False)
        try:
            saver = SqliteSaver(conn)
            graph = react_agent(state, store if with_store else None, saver, **node)
            p50 = run(graph, turns, durability)
        finally:
            conn.close()
        size, count = sqlite_bytes(db)
        return done(size, p50, count)


FORMS = ("omoide (default)", "omoide in the model node (memory_node)")


def _saver(saver_name: str, work: Path, stack: contextlib.ExitStack) -> Any:
    if saver_name == "InMemorySaver":
        return InMemorySaver()
    conn = sqlite3.connect(work / "checkpoints.sqlite", check_same_thread=False)
    stack.callback(conn.close)
    return SqliteSaver(conn)


def latency(
    saver_name: str, source: Path, tmp: Path, turns: int, durability: str
) -> dict[str, list[float]]:
    """Turn times (ms) of the two omoide forms, alternating turn by turn (first turns out)."""
    ms: dict[str, list[float]] = {form: [] for form in FORMS}
    with contextlib.ExitStack() as stack:
        graphs = {}
        for form in FORMS:
            state, _, node = VARIANTS[form]
            work = Path(tempfile.mkdtemp(dir=tmp))
            shutil.copytree(source, work / "store")
            store = stack.enter_context(MemoryStore(work / "store"))
            graphs[form] = react_agent(state, store, _saver(saver_name, work, stack), **node)
        for i in range(turns + 1):
            order = FORMS if i % 2 == 0 else FORMS[::-1]
            for form in order:
                took = one_turn(graphs[form], i, durability)
                if i:
                    ms[form].append(took)
    return ms


def _quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main(argv: list[str] | None = None, *, out: Callable[[str], None] = print) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--turns", type=int, default=12)
    parser.add_argument("--durability", choices=["async", "sync", "exit"], default="async")
    parser.add_argument(
        "--latency", type=int, default=0, metavar="N", help="then time the two forms, N turns"
    )
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        with MemoryStore(tmp / "source") as store:
            store.ingest_archive(SAMPLE)
            episodes = len(store)
        out(
            f"{episodes} episodes, {args.turns} turns on one thread (react-agent shape), "
            f"durability={args.durability}"
        )
        out(
            "| saver | parent | KiB / turn | × without omoide | checkpoints / turn "
            "| recalls | remembered | turn p50 ms |"
        )
        out("|---|---|---|---|---|---|---|---|")
        for saver_name in ("InMemorySaver", "SqliteSaver"):
            base = 0.0
            for label, variant in VARIANTS.items():
                got = measure(variant, saver_name, tmp / "source", tmp, args.turns, args.durability)
                per_turn = got.size / 1024 / args.turns
                base = base or per_turn
                ratio = per_turn / base
                steps = got.checkpoints / args.turns
                out(
                    f"| {saver_name} | {label} | {per_turn:.2f} | {ratio:.2f} | {steps:.1f} "
                    f"| {got.recalls} | {got.remembered} | {got.p50_ms:.1f} |"
                )
        if args.latency <= 0:
            return
        out("")
        out(
            f"Turn latency, the two forms alternating turn by turn ({args.latency} turns each, "
            "first turn out):"
        )
        out("| saver | form | p50 ms | p90 ms | mean ms |")
        out("|---|---|---|---|---|")
        for saver_name in ("InMemorySaver", "SqliteSaver"):
            ms = latency(saver_name, tmp / "source", tmp, args.latency, args.durability)
            for form, values in ms.items():
                out(
                    f"| {saver_name} | {form} | {statistics.median(values):.1f} "
                    f"| {_quantile(values, 0.9):.1f} | {statistics.fmean(values):.1f} |"
                )


if __name__ == "__main__":
    main()
