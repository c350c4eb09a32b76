"""Where a turn with a recent conversation spends its CPU (issue 38, point 7): each piece of the
turn run alone in the main thread, against the store floor (one ``search_keyword`` and one
``search_vector``), on bench_recall.py's store and chat-context turns (``--chat-context
--reply-min-chars 300``'s turns).

Three steps, each its own process, so no step finds the caches another one warmed:

    python benchmarks/bench_turn_pieces.py capture OUT.pkl --size 100000 --workdir DIR
    python benchmarks/bench_turn_pieces.py turns OUT.pkl --size 100000 --workdir DIR
    python benchmarks/bench_turn_pieces.py pieces OUT.pkl --size 100000 --workdir DIR

``capture``: each context turn's plan and source lists through the real graph (pickled);
``turns``: the whole ``recall()`` and the floor, turn by turn, with the nodes' wall time in the
graph; ``pieces``: the plan (``make_plan`` + ``with_entities``, the plan node's work), the
keyword source, the vector source (and its query embedding), the dictionary bridge source,
the rerank (``rank_lists`` on the captured lists) and the floor, each alone. Figures, not
assertions: CPU time of the process (every thread) per call.

``graph`` (its own process too; ``OUT.pkl`` is written, not read) measures the graph's own
cost: ``recall()`` (the compiled graph) against ``recall_in_process`` (the same nodes called in
order, no LangGraph), alternating which runs first on a turn (the first pays the turn's cold
memos), with each node's CPU in the thread that ran it; then every form again with each node
answering the update it gave on that turn (no retrieval work at all: what is left is the graph
machinery) — ``recall()``, ``recall_in_process``, the retrieval node in a checkpointed parent
and ``memory_node`` (its remember answers at once: nothing is written). ``OUT.pkl`` holds each
turn's plan, candidates, injected episodes and pack from ``recall()``, to compare two builds.

    python benchmarks/bench_turn_pieces.py graph OUT.pkl --size 100000 --workdir DIR --rounds 2
"""

from __future__ import annotations

import argparse
import functools
import gc
import pickle
import statistics
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bench_recall import NOW, add_turn_arguments, store_floor, with_context
from bench_store import load_corpus

import omoide.agent.builder as builder_module
import omoide.agent.nodes.pack as pack_module
import omoide.agent.nodes.plan as plan_module
import omoide.agent.nodes.rerank as rerank_module
import omoide.agent.nodes.select as select_module
from omoide.agent import RetrievalConfig, recall
from omoide.agent.nodes.bridge_retrieve import bridge_search
from omoide.agent.nodes.keyword_retrieve import keyword_search
from omoide.agent.nodes.plan import conversation, make_plan, with_entities
from omoide.agent.nodes.vector_retrieve import vector_queries, vector_search
from omoide.agent.ranking import rank_lists
from omoide.agent.recaller import _graph, _inputs, recall_in_process
from omoide.agent.sources import SOURCES, SourceSpec
from omoide.memory_store import MemoryStore, USEEmbeddings
from omoide.memory_store.embedders import embed_queries


def _turns(args: argparse.Namespace) -> list[tuple[str, tuple[tuple[str, str], ...]]]:
    episodes, queries, _ = load_corpus(args.size, args.queries, args.seed)
    pool = [e for e in episodes if e.user_text and len(e.reply_text) >= args.reply_min_chars]
    return [t for t in with_context(queries, args.seed, pool) if t[1]]


def _planned(store: MemoryStore, messages: Any, config: RetrievalConfig, zone: Any) -> Any:
    return with_entities(store, make_plan(messages, config, now=NOW, tz=zone), config)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("step", choices=("capture", "turns", "pieces", "graph", "compare"))
    parser.add_argument("captured", type=Path)
    parser.add_argument("other", type=Path, nargs="?", help="compare: the other build's dump")
    parser.add_argument("--reply-min-chars", type=int, default=300)
    add_turn_arguments(parser)
    args = parser.parse_args()
    if args.step == "compare":
        return same_turns(args.captured, args.other)
    path = Path(args.workdir) / f"recall-{args.size}"
    if not path.exists():
        sys.exit(f"{path} does not exist: build it with bench_recall.py --sizes {args.size}")
    embedder = USEEmbeddings()
    embedder.embed_query("warm up")
    store = MemoryStore(path, embedder=embedder, reconcile=False)
    config = RetrievalConfig(record_runs=False)
    if args.step == "graph":
        return graph_cost(store, config, args)
    if args.step == "capture":
        rows = []
        graph = _graph(store)
        for text, recent in _turns(args):
            out = graph.invoke(_inputs(store, text, recent, NOW), context=config)
            rows.append((text, recent, out["plan"], list(out.get("source_results", []))))
        with args.captured.open("wb") as f:
            pickle.dump(rows, f)
        print(f"{len(rows)} context turns captured")
        return 0
    with args.captured.open("rb") as f:
        rows = pickle.load(f)
    cpu: dict[str, list[float]] = {}
    wall: dict[str, list[float]] = {}

    def timed(name: str, call: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        started = time.process_time()
        out = call(*args, **kwargs)
        cpu.setdefault(name, []).append((time.process_time() - started) * 1000)
        return out

    for text, recent, _plan, _lists in rows[:5]:  # warm the compiled graph and the store
        recall(store, text, recent_conversation=recent, now=NOW, config=config)
        store_floor(store, text)
    for text, recent, plan, lists in rows[5:]:
        if args.step == "turns":
            res = timed(
                "recall(): the whole turn",
                recall,
                store,
                text,
                recent_conversation=recent,
                now=NOW,
                config=config,
            )
            for k, v in res.timings_ms.items():
                wall.setdefault(k, []).append(v)
        else:
            messages = conversation(_inputs(store, text, recent, NOW))
            zone = config.zone(store.timezone)
            timed("plan (make_plan + with_entities)", _planned, store, messages, config, zone)
            timed("keyword source (keyword_search)", keyword_search, store, plan, config)
            timed("vector source (vector_search)", vector_search, store, plan, config)
            queries = vector_queries(plan, config)
            timed("  its query embedding (Q1 + Q2)", embed_queries, store.embedder, queries)
            timed("bridge source (bridge_search)", bridge_search, store, plan, config)
            timed("rerank (rank_lists)", rank_lists, plan, lists, config)
        timed("floor (search_keyword + search_vector)", store_floor, store, text)
    store.close()
    floor = statistics.median(cpu["floor (search_keyword + search_vector)"])
    print(f"| {args.step}: {len(rows) - 5} context turns | CPU p50 ms | CPU mean ms | / floor |")
    print("|---|---|---|---|")
    for name, values in cpu.items():
        p50 = statistics.median(values)
        print(f"| {name} | {p50:.1f} | {statistics.fmean(values):.1f} | {p50 / floor:.2f}× |")
    if wall:
        cells = ", ".join(f"{k} {statistics.median(v):.1f}" for k, v in wall.items() if max(v))
        print(f"\nnodes' wall p50 ms in the graph: {cells}")
    return 0


# -- the graph's own cost (step `graph`) ----------------------------------------------------


class _Nodes:
    """Hooks on the retrieval nodes (installed before any graph is compiled): each node's CPU
    in the thread that ran it, each node's update on the turn (``record``), and each node
    answering that update instead of working (``replay``)."""

    def __init__(self) -> None:
        self.cpu: Counter[str] = Counter()
        self.updates: dict[int, dict[str, Any]] = {}
        self.turn = 0
        self.record = False
        self.replay = False

    def _step(self, label: str, call: Callable[[], Any]) -> Any:
        if self.replay:
            return self.updates[self.turn][label]
        started = time.thread_time()
        out = call()
        self.cpu[label] += time.thread_time() - started
        if self.record:
            self.updates.setdefault(self.turn, {})[label] = out
        return out

    def install(self) -> None:
        for module, name in (
            (plan_module, "plan_node"),
            (rerank_module, "rerank_node"),
            (select_module, "select_node"),
            (pack_module, "pack_node"),
        ):
            hooked = self._factory(name.removesuffix("_node"), getattr(module, name))
            setattr(module, name, hooked)  # recall_in_process imports them from here
            setattr(builder_module, name, hooked)  # the builder holds its own references
        search = SourceSpec.run_search

        def run_search(spec: SourceSpec, *args: Any) -> Any:
            return self._step(spec.node, lambda: search(spec, *args))

        SourceSpec.run_search = run_search  # type: ignore[method-assign]

    def _factory(self, label: str, factory: Callable[..., Any]) -> Callable[..., Any]:
        def make(*args: Any, **kwargs: Any) -> Any:
            node = factory(*args, **kwargs)

            @functools.wraps(node)  # keeps the signature: LangGraph passes `runtime` by it
            def hooked(*a: Any, **k: Any) -> Any:
                return self._step(label, lambda: node(*a, **k))

            return hooked

        return make


class _GcTime:
    """CPU spent in garbage collection, in whichever thread ran it."""

    def __init__(self) -> None:
        self.seconds = 0.0
        self._started: dict[int, float] = {}
        gc.callbacks.append(self)

    def __call__(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            self._started[threading.get_ident()] = time.thread_time()
        elif (started := self._started.pop(threading.get_ident(), None)) is not None:
            self.seconds += time.thread_time() - started


def _parents(store: MemoryStore, config: RetrievalConfig) -> dict[str, Callable[..., Any]]:
    """The retrieval node and memory_node, each in a parent graph with InMemorySaver; a
    memory_node's remember answers at once (nothing is written to the benchmark's store)."""
    from langchain_core.messages import AIMessage, HumanMessage
    from langgraph.checkpoint.memory import InMemorySaver
    from langgraph.graph import END, START, MessagesState, StateGraph

    import omoide.agent.in_node as in_node_module
    from omoide import MemoryState, build_retrieval_node, memory_node
    from omoide.agent.messages import to_messages

    class State(MessagesState, MemoryState):
        pass

    in_node_module.build_remember_node = lambda *a, **k: lambda state, config=None: {}  # type: ignore[assignment]

    def model(state: MessagesState) -> dict[str, Any]:
        return {"messages": [AIMessage("ok")]}

    graphs = {}
    for name, node, state in (
        ("retrieval node, checkpointed parent", build_retrieval_node(store, config=config), State),
        (
            "memory_node, checkpointed parent",
            memory_node(model, store, config=config),
            MessagesState,
        ),
    ):
        parent: StateGraph[Any, Any, Any, Any] = StateGraph(state or MessagesState)
        parent.add_node("node", node)
        parent.add_edge(START, "node")
        parent.add_edge("node", END)
        graphs[name] = parent.compile(checkpointer=InMemorySaver())
    threads = iter(range(10**9))

    def run(graph: Any) -> Callable[..., Any]:
        def turn(text: str, recent: Any) -> Any:
            messages = [*to_messages(recent), HumanMessage(text)]
            thread = {"configurable": {"thread_id": f"t{next(threads)}"}}
            return graph.invoke({"messages": messages, "now": NOW}, thread)

        return turn

    return {name: run(graph) for name, graph in graphs.items()}


_FIRST_ROWS = ("turn", "turn, run first", "turn, run second", "plan")
_LAST_ROWS = ("rerank", "select", "pack", "all nodes", "not in a node")


def _row_order(label: str) -> tuple[int, str]:
    if label in _FIRST_ROWS:
        return (_FIRST_ROWS.index(label), "")
    if label in _LAST_ROWS:
        return (10 + _LAST_ROWS.index(label), "")
    return (5, label) if label.endswith("_retrieve") else (20, label)


def graph_cost(store: MemoryStore, config: RetrievalConfig, args: argparse.Namespace) -> int:
    """Step ``graph`` (see the module docstring)."""
    nodes = _Nodes()
    nodes.install()
    gc_time = _GcTime()
    turns = _turns(args)
    forms: dict[str, Callable[[str, Any], Any]] = {
        "recall()": lambda t, r: recall(store, t, recent_conversation=r, now=NOW, config=config),
        "recall_in_process": lambda t, r: recall_in_process(
            store, t, recent_conversation=r, now=NOW, config=config
        ),
    }
    for text, recent in turns[:5]:  # warm the compiled graph and the store
        for form in forms.values():
            form(text, recent)
        store_floor(store, text)
    turns = turns[5:]
    cpu: dict[tuple[str, str], list[float]] = {}
    dump = []

    def add(form: str, what: str, ms: float) -> None:
        cpu.setdefault((form, what), []).append(ms)

    for rnd in range(args.rounds):
        for i, (text, recent) in enumerate(turns):
            nodes.turn = i
            order = list(forms) if (i + rnd) % 2 == 0 else list(reversed(forms))
            for first, form in enumerate(order):
                nodes.cpu.clear()
                nodes.record = rnd == 0 and form == "recall()"
                gc_before = gc_time.seconds
                started = time.process_time()
                result = forms[form](text, recent)
                took = (time.process_time() - started) * 1000
                add(form, "turn", took)
                add(form, "turn, run first" if first == 0 else "turn, run second", took)
                for label, seconds in nodes.cpu.items():
                    add(form, label, seconds * 1000)
                add(form, "all nodes", sum(nodes.cpu.values()) * 1000)
                add(form, "not in a node", took - sum(nodes.cpu.values()) * 1000)
                add(form, "garbage collection (any thread)", (gc_time.seconds - gc_before) * 1000)
                if nodes.record:
                    episodes = [e.id for e in result.episodes]
                    dump.append(
                        (text, recent, result.plan, result.candidates, episodes, result.pack)
                    )
            started = time.process_time()
            store_floor(store, text)
            add("floor", "turn", (time.process_time() - started) * 1000)
    nodes.record = False
    with args.captured.open("wb") as f:
        pickle.dump(dump, f)
    floor = statistics.median(cpu[("floor", "turn")])
    n = len(turns) * args.rounds
    print(f"{n} context turns ({len(turns)} × {args.rounds} rounds); floor CPU p50 {floor:.1f} ms")
    print("\n| CPU ms per turn, mean (p50) | " + " | ".join(forms) + " |")
    print("|---|" + "---|" * len(forms))
    labels = sorted({k for f, k in cpu if f == "recall()"}, key=_row_order)
    for label in labels:
        cells = []
        for form in forms:
            v = cpu.get((form, label), [])
            v = (
                v + [0.0] * (n - len(v))
                if label not in ("turn, run first", "turn, run second")
                else v
            )
            cells.append(f"{statistics.fmean(v):.2f} ({statistics.median(v):.2f})" if v else "—")
        print(f"| {label} | " + " | ".join(cells) + " |")

    # The machinery alone: every node answers the update it gave on the turn.
    nodes.replay = True
    forms.update(_parents(store, config))
    machinery: dict[str, list[float]] = {name: [] for name in forms}
    for i, (text, recent) in enumerate(turns[:3]):
        nodes.turn = i
        for form in forms.values():
            form(text, recent)
    for _ in range(args.rounds):
        for i, (text, recent) in enumerate(turns):
            nodes.turn = i
            for name, form in forms.items():
                started = time.process_time()
                form(text, recent)
                machinery[name].append((time.process_time() - started) * 1000)
    base = statistics.median(machinery["recall()"])
    print("\n| every node answering its captured update | CPU p50 ms | mean | × recall() p50 |")
    print("|---|---|---|---|")
    for name, values in machinery.items():
        p50 = statistics.median(values)
        print(f"| {name} | {p50:.2f} | {statistics.fmean(values):.2f} | {p50 / base:.2f} |")
    _parts_of_recall(store, config, turns, nodes, args.rounds)
    return 0


def _parts_of_recall(
    store: MemoryStore,
    config: RetrievalConfig,
    turns: list[tuple[str, Any]],
    nodes: _Nodes,
    rounds: int,
) -> None:
    """recall()'s machinery with parts taken away, nodes still answering their updates:
    ``recall()``'s own wrapper (its input checks, own_run, the result), the hand-off of each
    source's search to its pool thread (run in the node's thread instead: no time budget), and
    the source tasks a turn does not need (a graph of only the turn's sources)."""
    import omoide.agent.runtime as runtime_module
    from omoide.agent.builder import build_retrieval_graph

    pooled = runtime_module.run_with_timeout

    def inline(fn: Callable[[], Any], timeout_s: float, *, source: str = "default") -> Any:
        return fn()

    graphs: dict[tuple[str, ...], Any] = {}

    def graph_of(names: tuple[str, ...]) -> Any:
        if names not in graphs:
            every = builder_module.SOURCES
            builder_module.SOURCES = tuple(s for s in every if s.name in names)
            try:
                built = build_retrieval_graph(store, full_output=True)
                graphs[names] = built.compile(checkpointer=False)
            finally:
                builder_module.SOURCES = every
        return graphs[names]

    every_source = tuple(s.name for s in SOURCES)

    def needed(i: int) -> tuple[str, ...]:
        ran = nodes.updates[i]
        return tuple(s.name for s in SOURCES if s.wanted is None or s.node in ran)

    def invoke(names: Callable[[int], tuple[str, ...]], hand_off: bool) -> Callable[..., Any]:
        def run(i: int, text: str, recent: Any) -> Any:
            runtime_module.run_with_timeout = pooled if hand_off else inline
            try:
                graph = graph_of(names(i))
                return graph.invoke(_inputs(store, text, recent, NOW), context=config)
            finally:
                runtime_module.run_with_timeout = pooled

        return run

    variants: dict[str, Callable[..., Any]] = {
        "recall()": lambda i, t, r: recall(store, t, recent_conversation=r, now=NOW, config=config),
        "graph.invoke (no recall() wrapper)": invoke(lambda i: every_source, True),
        "… and the searches in the node's thread": invoke(lambda i: every_source, False),
        "… and only the turn's sources as tasks": invoke(needed, False),
        "graph.invoke, only the turn's sources as tasks": invoke(needed, True),
    }
    cpu: dict[str, list[float]] = {name: [] for name in variants}
    for i, (text, recent) in enumerate(turns):  # every graph built before timing
        nodes.turn = i
        for run in variants.values():
            run(i, text, recent)
    names = list(variants)
    for rnd in range(rounds):
        for i, (text, recent) in enumerate(turns):
            nodes.turn = i
            shift = (i + rnd) % len(names)  # each variant in each position as often
            for name in names[shift:] + names[:shift]:
                started = time.process_time()
                variants[name](i, text, recent)
                cpu[name].append((time.process_time() - started) * 1000)
    print("\n| recall()'s machinery, parts taken away (nodes answering) | CPU p50 ms | mean |")
    print("|---|---|---|")
    for name, values in cpu.items():
        print(f"| {name} | {statistics.median(values):.2f} | {statistics.fmean(values):.2f} |")


def same_turns(mine: Path, other: Path) -> int:
    """Step ``compare``: two ``graph`` dumps hold the same plans, candidates (every score
    field), injected episodes and packs, turn by turn."""
    with mine.open("rb") as f:
        a = pickle.load(f)
    with other.open("rb") as f:
        b = pickle.load(f)
    fields = ("text", "recent", "plan", "candidates", "injected ids", "pack")
    differ = {name: 0 for name in fields}
    for row_a, row_b in zip(a, b, strict=True):
        for name, x, y in zip(fields, row_a, row_b, strict=True):
            differ[name] += x != y
    print(f"{len(a)} turns; turns that differ: " + ", ".join(f"{k} {v}" for k, v in differ.items()))
    return 1 if any(differ.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
