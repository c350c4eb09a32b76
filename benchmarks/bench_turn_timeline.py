"""Where a turn's wall time goes: one ``recall()`` turn cut into the nodes' own work and the
graph's steps between them (LangGraph's superstep, thread hand-offs, each node's preamble),
on bench_recall.py's store and turns; and, beside it, the same graph shape with nodes that
return canned updates (LangGraph's own cost, nothing of omoide's work).

    python benchmarks/bench_recall.py --sizes 100000 --queries 100 --no-peers   # the store
    python benchmarks/bench_turn_timeline.py --size 100000

Timestamps come from wrapping the functions each node calls for its work (``make_plan`` …
``with_entities``, ``keyword_search``, ``vector_search``, ``rank_lists``, ``_derived_items`` …
``build_memory_pack``); the wrappers are removed again at the end. Figures, not assertions.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from bench_recall import NOW, add_turn_arguments, built_store_and_turns, store_floor
from langchain_core.messages import HumanMessage
from langgraph.graph import END, START, StateGraph

import omoide.agent.nodes.keyword_retrieve as keyword_module
import omoide.agent.nodes.pack as pack_module
import omoide.agent.nodes.plan as plan_module
import omoide.agent.nodes.rerank as rerank_module
import omoide.agent.nodes.vector_retrieve as vector_module
from omoide.agent import RetrievalConfig, recall
from omoide.agent.state import RetrievalInput, RetrievalState
from omoide.memory_store import MemoryStore, USEEmbeddings

MARKS: list[tuple[str, float]] = []
# CPU time of each node's work, in the thread that did it (time.thread_time), per turn.
CPU: dict[str, float] = {}
WRAPPED = (
    (plan_module, "make_plan", "plan"),
    (plan_module, "with_entities", "entities"),
    (keyword_module, "keyword_search", "keyword"),
    (vector_module, "vector_search", "vector"),
    (rerank_module, "rank_lists", "rerank"),
    (pack_module, "_derived_items", "derived"),
    (pack_module, "build_memory_pack", "pack"),
)
# (what, whether it is the graph's step between two nodes' work, its length from the marks)
SEGMENTS: tuple[tuple[str, bool, Callable[[dict[str, float]], float]], ...] = (
    (
        "invoke → plan's work (step: graph start, plan's preamble)",
        True,
        lambda m: m["plan<"] - m["start"],
    ),
    ("plan's work (make_plan, entities in play)", False, lambda m: m["entities>"] - m["plan<"]),
    (
        "plan → first source (step: threads, preambles)",
        True,
        lambda m: min(m["keyword<"], m["vector<"]) - m["entities>"],
    ),
    (
        "keyword ∥ vector, until the last returns",
        False,
        lambda m: max(m["keyword>"], m["vector>"]) - min(m["keyword<"], m["vector<"]),
    ),
    (
        "last source → rerank's work (step)",
        True,
        lambda m: m["rerank<"] - max(m["keyword>"], m["vector>"]),
    ),
    ("rerank's work (rank_lists)", False, lambda m: m["rerank>"] - m["rerank<"]),
    ("rerank → pack's work (step)", True, lambda m: m["derived<"] - m["rerank>"]),
    (
        "pack's work (derived sections, build_memory_pack)",
        False,
        lambda m: m["pack>"] - m["derived<"],
    ),
    ("pack → recall() returns (publish step, result)", True, lambda m: m["end"] - m["pack>"]),
)


@contextmanager
def marked() -> Iterator[None]:
    """Wrap the nodes' work functions so each call leaves an entry and an exit mark."""
    saved = [(module, name, getattr(module, name)) for module, name, _ in WRAPPED]

    def wrap(fn: Callable[..., Any], tag: str) -> Callable[..., Any]:
        def timed(*args: Any, **kwargs: Any) -> Any:
            MARKS.append((tag + "<", time.perf_counter()))
            cpu = time.thread_time()
            try:
                return fn(*args, **kwargs)
            finally:
                CPU[tag] = CPU.get(tag, 0.0) + (time.thread_time() - cpu) * 1000
                MARKS.append((tag + ">", time.perf_counter()))

        return timed

    for (module, name, tag), (_, _, fn) in zip(WRAPPED, saved, strict=True):
        setattr(module, name, wrap(fn, tag))
    try:
        yield
    finally:
        for module, name, fn in saved:
            setattr(module, name, fn)


def canned_graph() -> Any:
    """The retrieval graph's shape (builder.py) with nodes that only return canned updates."""
    builder: Any = StateGraph(
        RetrievalState, input_schema=RetrievalInput, output_schema=RetrievalState
    )
    updates: dict[str, dict[str, Any]] = {
        "plan": {"turn_time": NOW, "timings_ms": {"plan": 0.0}},
        "keyword_retrieve": {"source_results": [], "timings_ms": {"keyword_retrieve": 0.0}},
        "vector_retrieve": {"source_results": [], "timings_ms": {"vector_retrieve": 0.0}},
        "entity_retrieve": {"timings_ms": {"entity_retrieve": 0.0}},
        "rerank": {"candidates": [], "recalled": [], "timings_ms": {"rerank": 0.0}},
        "pack": {"memory_pack": "", "timings_ms": {"pack": 0.0}},
        "publish": {"recalled": [], "run_id": None, "now": None},
    }
    for name, update in updates.items():
        builder.add_node(name, lambda state, update=update: update)
    builder.add_edge(START, "plan")
    sources = ["keyword_retrieve", "vector_retrieve", "entity_retrieve"]
    for source in sources:
        builder.add_edge("plan", source)
    builder.add_edge(sources, "rerank")
    builder.add_edge("rerank", "pack")
    builder.add_edge("pack", "publish")
    builder.add_edge("publish", END)
    return builder.compile()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    add_turn_arguments(parser)
    parser.add_argument("--out", help="also write the table (markdown) to this file")
    parser.add_argument(
        "--turns",
        choices=("all", "context", "plain"),
        default="all",
        help="every turn, only those with a recent conversation (the context query runs), "
        "or only those without",
    )
    args = parser.parse_args()
    path, turns = built_store_and_turns(args)
    if args.turns != "all":
        turns = [t for t in turns if bool(t[1]) is (args.turns == "context")]
    store = MemoryStore(path, embedder=USEEmbeddings(), reconcile=False)
    config = RetrievalConfig(record_runs=False)
    for text, recent in turns[:5]:  # warm caches and the compiled graph
        recall(store, text, recent_conversation=recent, now=NOW, config=config)
    cuts: dict[str, list[float]] = {name: [] for name, _, _ in SEGMENTS}
    totals: list[float] = []
    # CPU ms per turn: each node's work (its thread), the whole process, and the store floor
    # (bench_recall.py's: one search_keyword + one search_vector for the user's text) right
    # after it, for the same text.
    cpu_parts: dict[str, list[float]] = {}
    with marked():
        for _ in range(args.rounds):
            for text, recent in turns:
                MARKS.clear()
                CPU.clear()
                cpu = time.process_time()
                start = time.perf_counter()
                recall(store, text, recent_conversation=recent, now=NOW, config=config)
                marks = {"start": start, "end": time.perf_counter()}
                turn_cpu = (time.process_time() - cpu) * 1000
                for tag in ("plan", "entities", "keyword", "vector", "rerank", "derived", "pack"):
                    cpu_parts.setdefault(tag, []).append(CPU.get(tag, 0.0))
                cpu_parts.setdefault("rest", []).append(turn_cpu - sum(CPU.values()))
                cpu_parts.setdefault("turn", []).append(turn_cpu)
                cpu = time.process_time()
                store_floor(store, text)
                cpu_parts.setdefault("floor", []).append((time.process_time() - cpu) * 1000)
                for tag, at in MARKS:  # first entry, last exit (a function may run twice)
                    if tag.endswith("<"):
                        marks.setdefault(tag, at)
                    else:
                        marks[tag] = at
                for name, _, cut in SEGMENTS:
                    cuts[name].append(cut(marks) * 1000)
                totals.append((marks["end"] - start) * 1000)
    store.close()
    canned = canned_graph()
    state = {"messages": [HumanMessage("hello")], "now": NOW}
    for _ in range(20):
        canned.invoke(state)
    canned_ms = []
    for _ in range(len(totals)):
        started = time.perf_counter()
        canned.invoke(state)
        canned_ms.append((time.perf_counter() - started) * 1000)
    steps = [name for name, step, _ in SEGMENTS if step]
    mean_total = statistics.mean(totals)
    lines = [
        f"{args.size:,} episodes, {len(totals)} turns ("
        + {
            "all": "half with three messages of context",
            "context": "each with three messages of context",
            "plain": "none with a recent conversation",
        }[args.turns]
        + ")",
        "",
        "| part of a turn | p50 ms | mean ms | share of the mean |",
        "|---|---|---|---|",
    ]
    for name, values in cuts.items():
        mean = statistics.mean(values)
        lines.append(
            f"| {name} | {statistics.median(values):.2f} | {mean:.2f} | {mean / mean_total:.0%} |"
        )
    step_mean = sum(statistics.mean(cuts[name]) for name in steps)
    lines += [
        f"| **whole turn** | **{statistics.median(totals):.2f}** | **{mean_total:.2f}** | 100% |",
        f"| the graph's steps (the rows marked step) | | {step_mean:.2f} "
        f"| {step_mean / mean_total:.0%} |",
        f"| same graph shape, canned nodes (LangGraph alone) | "
        f"{statistics.median(canned_ms):.2f} | {statistics.mean(canned_ms):.2f} | |",
    ]
    names = {
        "plan": "plan: make_plan",
        "entities": "plan: entities in play",
        "keyword": "keyword source (keyword_search)",
        "vector": "vector source (vector_search: embedding, Chroma)",
        "rerank": "rerank (rank_lists)",
        "derived": "pack: derived sections",
        "pack": "pack: build_memory_pack",
        "rest": "the rest: graph steps, threads, Chroma's own threads",
        "turn": "**whole turn (process CPU)**",
        "floor": "store floor (process CPU)",
    }
    turn_mean = statistics.mean(cpu_parts["turn"])
    floor_mean = statistics.mean(cpu_parts["floor"])
    lines += [
        "",
        "| CPU ms per turn | p50 | mean | share of the turn's mean |",
        "|---|---|---|---|",
    ]
    lines += [
        f"| {names[tag]} | {statistics.median(values):.2f} | {statistics.mean(values):.2f} | "
        f"{statistics.mean(values) / turn_mean:.0%} |"
        for tag, values in cpu_parts.items()
    ]
    lines.append(f"| turn / floor (CPU, means) | | {turn_mean / floor_mean:.2f}× | |")
    table = "\n".join(lines)
    print(table)
    if args.out:
        Path(args.out).write_text(
            "`python benchmarks/bench_turn_timeline.py "
            + " ".join(sys.argv[1:])
            + "`\n\n"
            + table
            + "\n"
        )


if __name__ == "__main__":
    main()
