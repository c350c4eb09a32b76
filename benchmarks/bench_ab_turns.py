"""Two retrieval settings on the same turns, alternating turn by turn in one process: the
before/after of a change that a setting switches, with the machine's noise on both alike.
Turns with a recent conversation and turns without one are reported apart (their costs differ
by half: a bimodal mix's p50 sits at the border and hides a change to one kind).

    python benchmarks/bench_recall.py --sizes 100000 --queries 100 --no-peers   # the store
    python benchmarks/bench_ab_turns.py --a sources.keyword_max_df=1.0 \\
        --b sources.keyword_max_df=0.5

Figures, not assertions.
"""

from __future__ import annotations

import argparse
import statistics
import time

from bench_recall import NOW, add_turn_arguments, built_store_and_turns

from omoide.agent import RetrievalConfig, recall
from omoide.agent.config import parse_setting
from omoide.memory_store import MemoryStore, USEEmbeddings


def _config(settings: list[str]) -> RetrievalConfig:
    return RetrievalConfig(record_runs=False).replace(**dict(map(parse_setting, settings)))


def _p95(values: list[float]) -> float:
    # The nearest rank at or above 95 % (bench_recall's pct rounds the rank instead).
    return sorted(values)[min(len(values) - 1, int(len(values) * 0.95))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--a", nargs="*", default=[], metavar="KEY=VALUE", help="setting A")
    parser.add_argument("--b", nargs="*", default=[], metavar="KEY=VALUE", help="setting B")
    add_turn_arguments(parser)
    args = parser.parse_args()
    path, turns = built_store_and_turns(args)
    configs = {"A": _config(args.a), "B": _config(args.b)}
    times: dict[tuple[str, bool], list[float]] = {
        (name, ctx): [] for name in configs for ctx in (False, True)
    }
    with MemoryStore(path, embedder=USEEmbeddings(), reconcile=False) as store:
        for text, recent in turns[:10]:  # warm caches and the compiled graph
            for config in configs.values():
                recall(store, text, recent_conversation=recent, now=NOW, config=config)
        for r in range(args.rounds):
            for i, (text, recent) in enumerate(turns):
                # Which setting goes first alternates, so neither always finds warm caches.
                for name in ("A", "B") if (i + r) % 2 == 0 else ("B", "A"):
                    started = time.perf_counter()
                    recall(store, text, recent_conversation=recent, now=NOW, config=configs[name])
                    times[name, bool(recent)].append((time.perf_counter() - started) * 1000)
    print(f"{args.size:,} episodes, {len(turns)} turns x {args.rounds} rounds, A and B alternating")
    print(f"A: {' '.join(args.a) or '(defaults)'}")
    print(f"B: {' '.join(args.b) or '(defaults)'}")
    print("| setting | all p50 / p95 / mean ms | without context p50 | with context p50 / mean |")
    print("|---|---|---|---|")
    for name in configs:
        both = times[name, False] + times[name, True]
        ctx = times[name, True]
        print(
            f"| {name} | {statistics.median(both):.2f} / {_p95(both):.2f} / "
            f"{statistics.mean(both):.2f} | {statistics.median(times[name, False]):.2f} | "
            f"{statistics.median(ctx):.2f} / {statistics.mean(ctx):.2f} |"
        )


if __name__ == "__main__":
    main()
