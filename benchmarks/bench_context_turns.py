"""A turn with a chat-length recent conversation: ``recall()`` as configured by default (the
vector source's Q2 clipped to ``vector_context_chars``, the lexical overlap to
``query_max_chars``) against the previous settings (the whole context in the vector query,
1,200 characters of overlap), turn by turn in one process, on bench_recall.py's store (build
it first with bench_recall.py).

    python benchmarks/bench_recall.py --sizes 100000 --queries 100 --no-peers   # the store
    python benchmarks/bench_context_turns.py --size 100000
    python benchmarks/bench_context_turns.py --size 100000 --set plan.context_max_chars=1000

The recent conversation is a user message, an assistant reply of >= 300 characters and a user
message, each from a stored exchange picked at random (``bench_recall.with_context``); Q2
keeps the last 2,000 characters of it (``context_max_chars``).
"""

from __future__ import annotations

import argparse
import time
from dataclasses import replace

from bench_recall import NOW, load_corpus, pct, with_context

from omoide.agent import RetrievalConfig, recall
from omoide.memory_store import MemoryStore, USEEmbeddings


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", type=int, default=100_000)
    parser.add_argument("--queries", type=int, default=100)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--workdir", default="/tmp/omoide-bench")
    parser.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="also time the default with these settings (as `omoide recall --set`), repeatable",
    )
    args = parser.parse_args()
    embedder = USEEmbeddings()
    episodes, queries, _ = load_corpus(args.size, args.queries, args.seed)
    pool = [e for e in episodes if e.user_text and len(e.reply_text) >= 300]
    turns = [t for t in with_context(queries, args.seed, pool) if t[1]]
    store = MemoryStore(f"{args.workdir}/recall-{args.size}", embedder=embedder, reconcile=False)
    default = RetrievalConfig(record_runs=False)
    configs = {
        "previous: vector_context_chars=0, query_max_chars=1200": replace(
            default, sources={"vector_context_chars": 0}, rerank={"query_max_chars": 1200}
        ),
        "only the vector query clipped (query_max_chars=1200)": replace(
            default, rerank={"query_max_chars": 1200}
        ),
        (
            f"default: vector_context_chars={default.sources.vector_context_chars}, "
            f"query_max_chars={default.rerank.query_max_chars}"
        ): default,
    }
    if args.set:
        configs["default with " + ", ".join(args.set)] = default.with_settings(args.set)
    for text, recent in turns[:3]:  # warm caches and the compiled graph
        for config in configs.values():
            recall(store, text, recent_conversation=recent, now=NOW, config=config)
    wall: dict[str, list[float]] = {k: [] for k in configs}
    cpu: dict[str, list[float]] = {k: [] for k in configs}
    for text, recent in turns:
        for name, config in configs.items():
            c, t = time.process_time(), time.perf_counter()
            recall(store, text, recent_conversation=recent, now=NOW, config=config)
            wall[name].append((time.perf_counter() - t) * 1000)
            cpu[name].append((time.process_time() - c) * 1000)
    print(f"{args.size:,} episodes, {len(turns)} turns with a chat-length recent conversation")
    print("| settings | recall() p50 / p95 ms | CPU ms p50 |\n|---|---|---|")
    for name in configs:
        p50, p95 = pct(wall[name], 0.5), pct(wall[name], 0.95)
        print(f"| {name} | {p50:.1f} / {p95:.1f} | {pct(cpu[name], 0.5):.1f} |")
    store.close()


if __name__ == "__main__":
    main()
