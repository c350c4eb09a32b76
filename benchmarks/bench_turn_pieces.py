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
"""

from __future__ import annotations

import argparse
import pickle
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bench_recall import NOW, add_turn_arguments, store_floor, with_context
from bench_store import load_corpus

from omoide.agent import RetrievalConfig, recall
from omoide.agent.nodes.bridge_retrieve import bridge_search
from omoide.agent.nodes.keyword_retrieve import keyword_search
from omoide.agent.nodes.plan import conversation, make_plan, with_entities
from omoide.agent.nodes.vector_retrieve import vector_queries, vector_search
from omoide.agent.ranking import rank_lists
from omoide.agent.recaller import _graph, _inputs
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
    parser.add_argument("step", choices=("capture", "turns", "pieces"))
    parser.add_argument("captured", type=Path)
    parser.add_argument("--reply-min-chars", type=int, default=300)
    add_turn_arguments(parser)
    args = parser.parse_args()
    path = Path(args.workdir) / f"recall-{args.size}"
    if not path.exists():
        sys.exit(f"{path} does not exist: build it with bench_recall.py --sizes {args.size}")
    embedder = USEEmbeddings()
    embedder.embed_query("warm up")
    store = MemoryStore(path, embedder=embedder, reconcile=False)
    config = RetrievalConfig(record_runs=False)
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


if __name__ == "__main__":
    sys.exit(main())
