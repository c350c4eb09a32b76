"""What the neighbour and session lists cost the keyword source: ``keyword_search`` (the
keyword_retrieve node's body), then a whole ``recall()`` turn (plan → keyword ∥ vector →
rerank → pack, query embedding included), with the new lists and without them, interleaved,
on RealPersonaChat's dev store (101,083 episodes) with its real turns — half of them with
their recent conversation (the session list runs), half with the user's words only (the
neighbour list runs).

    python benchmarks/bench_sources.py --cache DIR [--queries 150]

DIR: the store cache of `omoide eval real_persona_chat`. Uses $OMOIDE_DATA. Figures, not
assertions; compare the two columns of one run.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
# This checkout's omoide, not whichever one an editable install points at.
sys.path.insert(1, str(Path(__file__).resolve().parent.parent))
from dev_sets import DEV_FILES

from benchmarks.evaluation import load_task
from benchmarks.evaluation.runner import build_stores
from omoide.agent import recall
from omoide.agent.config import RetrievalConfig
from omoide.agent.nodes.keyword_retrieve import keyword_search
from omoide.agent.nodes.plan import make_plan
from omoide.agent.recaller import _messages
from omoide.memory_store import MemoryStore
from omoide.memory_store.embedders import CachedEmbeddings, make_embedder


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def new_turn(store: MemoryStore) -> None:
    """Forget the scores of the last queries (kept per index snapshot for one turn's searches):
    each timed search starts as a new turn would, not from the other configuration's work."""
    store._keywords.bm25._snap.cache.scored = ()


def main(argv: list[str]) -> None:
    if "--cache" not in argv or not os.environ.get("OMOIDE_DATA"):
        sys.exit(__doc__)
    cache = Path(argv[argv.index("--cache") + 1])
    n = int(argv[argv.index("--queries") + 1]) if "--queries" in argv else 150
    name = "real_persona_chat"
    task = load_task(name, Path(os.environ["OMOIDE_DATA"]) / DEV_FILES[name])
    emb = CachedEmbeddings(make_embedder(None), cache / "embeddings.sqlite3")
    (store,) = build_stores(task, cache / f"{name}-{task.fingerprint()}", emb, None).values()
    with_lists = RetrievalConfig(record_runs=False)
    without = with_lists.replace(sources={"neighbour_hits": 0, "session_hits": 0})
    plans = []
    for i, q in enumerate(task.queries[:n]):
        recent = q.recent if i % 2 == 0 else ()
        plans.append(make_plan(_messages(q.user_text, recent), with_lists, now=q.now))
    for plan in plans[:5]:  # warm caches
        keyword_search(store, plan, with_lists)
    times: dict[str, dict[str, list[float]]] = {
        k: {"context": [], "no context": []} for k in ("with", "without")
    }
    configs = [("with", with_lists), ("without", without)]
    for i, plan in enumerate(plans):
        kind = "context" if len(plan.queries) > 1 else "no context"
        for label, config in configs if i % 2 else configs[::-1]:  # alternate who goes first
            new_turn(store)
            t0 = time.perf_counter()
            keyword_search(store, plan, config)
            times[label][kind].append((time.perf_counter() - t0) * 1000)
    turns: dict[str, list[float]] = {"with": [], "without": []}
    for i, q in enumerate(task.queries[:n]):
        recent = q.recent if i % 2 == 0 else ()
        for label, config in configs if (i // 2) % 2 else configs[::-1]:
            new_turn(store)
            t0 = time.perf_counter()
            recall(store, q.user_text, recent_conversation=recent, now=q.now, config=config)
            turns[label].append((time.perf_counter() - t0) * 1000)
    print(f"keyword_search at {len(store):,} episodes, {len(plans)} turns, ms p50 / p95 / mean")
    print("| turns | without the new lists | with them |")
    print("|---|---|---|")
    for kind in ("context", "no context"):
        cells = [
            f"{pct(times[k][kind], 0.5):.1f} / {pct(times[k][kind], 0.95):.1f} / "
            f"{statistics.fmean(times[k][kind]):.1f}"
            for k in ("without", "with")
        ]
        print(f"| {kind} ({len(times['with'][kind])}) | " + " | ".join(cells) + " |")
    cells = [
        f"{pct(turns[k], 0.5):.1f} / {pct(turns[k], 0.95):.1f} / {statistics.fmean(turns[k]):.1f}"
        for k in ("without", "with")
    ]
    print(f"| whole turn, recall() ({len(turns['with'])}) | " + " | ".join(cells) + " |")
    store.close()


if __name__ == "__main__":
    main(sys.argv[1:])
