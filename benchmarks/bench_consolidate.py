"""Consolidation throughput (episodes/s) on stores of N episodes.

    python benchmarks/bench_consolidate.py --sizes 10000 [--batch-size 200]

A store of N episodes is the bundled bilingual sample archive (377 exchanges over eight
months) repeated, each copy shifted by eight months (less for 100k+, so that the last copy
still ends before 2199, the latest time a store accepts), so names, relations and dated plans recur
as they would in years of conversation with the same people (a person mentioned in thousands of
episodes is the hard case: every batch rewrites their aliases, sources and summary).

Consolidation reads only SQLite; it never touches the vectors. The stores are therefore built
with langchain-core's ``DeterministicFakeEmbedding`` to save the embedding time (stated in
the output); SQLite, BM25 and Chroma are the real ones. In the same run, as the peer, the
bare ``RuleExtractor.extract`` over the same episodes: the ratio says what resolving,
deriving and committing cost on top of extraction. Figures are printed, not asserted.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from dataclasses import replace
from datetime import timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

from langchain_core.embeddings import DeterministicFakeEmbedding

from omoide.agent.consolidation import ConsolidationConfig, consolidate
from omoide.agent.understanding.extract import RuleExtractor
from omoide.memory_store import Episode, MemoryStore
from omoide.memory_store.importers import import_path

SAMPLE = Path(__file__).resolve().parents[1] / "memory_store" / "sample_data"
SHIFT_DAYS = 245
LATEST_SPAN_DAYS = 60_000  # copies * shift must stay within the years a store accepts


def corpus(n: int) -> list[Episode]:
    """``n`` episodes: the sample archive, copy k shifted by k * 245 days (new ids)."""
    base = sorted(import_path(SAMPLE).episodes, key=lambda e: (e.occurred_at, e.id))
    copies = -(-n // len(base))
    step = timedelta(days=min(SHIFT_DAYS, LATEST_SPAN_DAYS // copies))
    out: list[Episode] = []
    copy = 0
    while len(out) < n:
        shift = int((step * copy).total_seconds())
        for e in base[: n - len(out)]:
            at = e.occurred_at + shift
            out.append(
                replace(e, id=Episode.content_id(e.user_text, e.reply_text, at), occurred_at=at)
            )
        copy += 1
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[10_000])
    parser.add_argument("--batch-size", type=int, default=ConsolidationConfig().batch_size)
    args = parser.parse_args()
    tz = ZoneInfo("Asia/Tokyo")
    config = ConsolidationConfig(timezone="Asia/Tokyo", batch_size=args.batch_size)
    print("stores built with DeterministicFakeEmbedding (consolidation never reads vectors)")
    print(
        "| episodes | consolidate s | episodes/s | extract-only episodes/s | ratio | entities "
        "| facts | loops | summaries |"
    )
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for n in args.sizes:
        episodes = corpus(n)
        with tempfile.TemporaryDirectory() as tmp:
            with MemoryStore(Path(tmp) / "s", embedder=DeterministicFakeEmbedding(size=64)) as s:
                s.add_episodes(episodes)
                started = time.perf_counter()
                result = consolidate(s, config=config)
                took = time.perf_counter() - started
            rules = RuleExtractor(default_tz=tz)
            started = time.perf_counter()
            for e in episodes:
                rules.learn(m.name for m in rules.extract(e).entities)
            bare = time.perf_counter() - started
        c = result.counts
        print(
            f"| {n:,} | {took:.1f} | {n / took:,.0f} | {n / bare:,.0f} | {bare / took:.2f} "
            f"| {c['entities']} | {c['facts']} | {c['open_loops']} | {c['summaries']} |",
            flush=True,
        )


if __name__ == "__main__":
    main()
