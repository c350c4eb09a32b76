"""CPU time of the session list's search (``MemoryStore.search_keyword_sessions`` with the
context query Q2) under the two session scores, interleaved, on RealPersonaChat's dev store
(101,083 episodes) with its real turns. As in a turn, Q1 and Q2's episode search runs first
(untimed): both scores reuse its scores for the best episode of a session.

    python benchmarks/bench_session_score.py --cache DIR [--queries 150]

DIR: the store cache of `omoide eval real_persona_chat`. Uses $OMOIDE_DATA. Figures, not
assertions; compare the columns of one run.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path
from typing import Literal

sys.path.insert(0, str(Path(__file__).resolve().parent))
# This checkout's omoide, not whichever one an editable install points at.
sys.path.insert(1, str(Path(__file__).resolve().parent.parent))
from bench_sources import new_turn, pct
from dev_sets import DEV_FILES

from omoide.agent.config import RetrievalConfig
from omoide.agent.nodes.plan import make_plan
from omoide.agent.recaller import _messages
from omoide.evaluation import load_task
from omoide.evaluation.runner import build_stores
from omoide.memory_store import MemoryStore, SearchFilters
from omoide.memory_store.embedders import CachedEmbeddings, make_embedder


def main(argv: list[str]) -> None:
    if "--cache" not in argv or not os.environ.get("OMOIDE_DATA"):
        sys.exit(__doc__)
    cache = Path(argv[argv.index("--cache") + 1])
    n = int(argv[argv.index("--queries") + 1]) if "--queries" in argv else 150
    name = "real_persona_chat"
    task = load_task(name, Path(os.environ["OMOIDE_DATA"]) / DEV_FILES[name])
    emb = CachedEmbeddings(make_embedder(None), cache / "embeddings.sqlite3")
    (store,) = build_stores(task, cache / f"{name}-{task.fingerprint()}", emb, None).values()
    config = RetrievalConfig(record_runs=False)
    flt = SearchFilters.of(max_sensitivity=config.max_sensitivity)
    plans = [make_plan(_messages(q.user_text, q.recent), config, now=q.now) for q in task.queries]
    queries = [p.queries for p in plans if len(p.queries) > 1][:n]
    t0 = time.process_time()
    search(store, queries[0][-1], "bm25", flt)  # the per-snapshot session columns
    first = (time.process_time() - t0) * 1000
    scores: tuple[Score, Score] = ("best_episode", "bm25")
    times: dict[str, list[float]] = {s: [] for s in scores}
    for i, qs in enumerate(queries):
        for score in scores if i % 2 else scores[::-1]:  # alternate who goes first
            new_turn(store)
            store.search_keyword_lists(list(qs), k=[20] * len(qs), filters=flt)
            t0 = time.process_time()
            search(store, qs[-1], score, flt)
            times[score].append((time.process_time() - t0) * 1000)
    print(f"session list at {len(store):,} episodes, {len(queries)} turns with context,")
    print(f"CPU ms p50 / p95 / mean (first bm25 call of the snapshot: {first:.1f} ms)")
    print("| session_score | CPU ms |")
    print("|---|---|")
    for s in scores:
        t = times[s]
        print(f"| {s} | {pct(t, 0.5):.1f} / {pct(t, 0.95):.1f} / {statistics.fmean(t):.1f} |")
    store.close()


Score = Literal["best_episode", "bm25"]


def search(store: MemoryStore, q2: str, score: Score, flt: SearchFilters) -> None:
    store.search_keyword_sessions(q2, k=5, filters=flt, score=score)


if __name__ == "__main__":
    main(sys.argv[1:])
