"""Recall latency: omoide's graph (plan → retrieve ∥ → rerank → pack, query embedding included)
against two peers measured in the same run on the same data:

- naive: rank-bm25 ``get_scores`` (Q1 and Q2) + a Chroma query per query + the same RRF and
  heuristic rerank — the pipeline written the straightforward way;
- LangGraph's ``InMemoryStore`` semantic search with the same embedder (vectors only).

Prints a table, writes ``results/recall.json``, ``results/recall.md`` and
``results/recall_latency.png``. Figures, not assertions; compare ratios (the machine is shared).

    python benchmarks/bench_recall.py --sizes 1000 10000 100000 --queries 200
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import sys
import time
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
# This checkout's omoide, not whichever one an editable install points at.
sys.path.insert(1, str(Path(__file__).resolve().parent.parent))
from bench_store import dir_bytes, latencies, load_corpus, rss_mb

from omoide.agent import RetrievalConfig, recall
from omoide.agent.nodes.plan import make_plan
from omoide.agent.ranking import rrf_merge, score_candidates, select_relevant
from omoide.agent.recaller import _messages
from omoide.agent.records import SourceResult
from omoide.memory_store import Episode, MemoryStore, SearchFilters, SearchHit, USEEmbeddings
from omoide.memory_store.embedders import embed_queries, embed_texts
from omoide.memory_store.stopwords import ENGLISH_STOPWORDS
from omoide.memory_store.tokenize import tokenize

NOW = int(datetime(2023, 1, 1, tzinfo=UTC).timestamp())  # after every stored episode


def pct(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def summary(ms: Sequence[float]) -> dict[str, float]:
    return {"p50": pct(ms, 0.5), "p95": pct(ms, 0.95), "mean": statistics.fmean(ms), "n": len(ms)}


def with_context(
    queries: list[str], seed: int, exchanges: Sequence[Episode] = ()
) -> list[tuple[str, tuple[tuple[str, str], ...]]]:
    """Half the turns carry three messages of recent conversation (Q2 differs from Q1): the
    three queries before it, or with ``exchanges`` a user message, a reply and a user message
    of stored exchanges picked at random — the lengths a chat's recent conversation has (an
    assistant's reply runs to hundreds of characters; Q2 keeps its last 2,000)."""
    rng = random.Random(seed)
    pool = list(exchanges)
    out = []
    for i, q in enumerate(queries):
        recent: tuple[tuple[str, str], ...] = ()
        if i % 2 and i >= 3:
            if pool:
                a, b, c = rng.sample(pool, 3)
                texts = (a.user_text, b.reply_text, c.user_text)
            else:
                texts = (queries[i - 3], queries[i - 2], queries[i - 1])
            recent = tuple(zip(("user", "assistant", "user"), texts, strict=True))
        out.append((q, recent))
    rng.shuffle(out)
    return out


Turn = tuple[str, tuple[tuple[str, str], ...]]


def add_turn_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of the benchmarks that replay this benchmark's turns on its stores."""
    parser.add_argument("--size", type=int, default=100_000)
    parser.add_argument("--queries", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=3, help="passes over the turns")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--workdir", default="/tmp/omoide-bench")


def built_store_and_turns(args: argparse.Namespace) -> tuple[Path, list[Turn]]:
    """The store this benchmark built for ``args.size`` and its turns (exits, saying how to
    build it, when it was not built)."""
    path = Path(args.workdir) / f"recall-{args.size}"
    if not path.exists():
        sys.exit(f"{path} does not exist: build it with bench_recall.py --sizes {args.size}")
    _, queries, _ = load_corpus(args.size, args.queries, args.seed)
    return path, with_context(queries, args.seed)


def build_store(path: Path, episodes: list[Any], embedder: USEEmbeddings) -> dict[str, float]:
    started = time.perf_counter()
    # A complete store is reused as it is: the open-time self-check (8 stored vectors must find
    # themselves) has failed on a healthy 100k store here and re-embedded all of it (~25 min).
    with MemoryStore(path, embedder=embedder, reconcile=False) as store:
        if len(store) == len(episodes) and store.stats().vector_pending == 0:
            return {"reused": 1.0}
    with MemoryStore(path, embedder=embedder) as store:
        result = store.add_episodes(episodes, batch_size=1000)
    took = time.perf_counter() - started
    chars = sum(len(e.text) for e in episodes)
    return {
        "added": result.added,
        "seconds": took,
        "episodes_per_s": result.added / took,
        "chars_per_s": chars / took,
    }


class Naive:
    """rank-bm25 over the same tokens + Chroma + the same fusion and rerank."""

    def __init__(self, store: MemoryStore, episodes: list[Any]) -> None:
        from rank_bm25 import BM25Okapi

        self.store, self.episodes = store, episodes
        self.bm25 = BM25Okapi([tokenize(e.text) for e in episodes])
        self.config = RetrievalConfig(record_runs=False)

    def hits(self, ids: Sequence[int], source: str) -> tuple[SearchHit, ...]:
        return tuple(
            SearchHit(
                self.episodes[i].id,
                self.episodes[i].text,
                0.0,
                source,  # type: ignore[arg-type]
                self.episodes[i].occurred_at,
                r,
                self.episodes[i],
            )
            for r, i in enumerate(ids)
        )

    def __call__(self, item: tuple[str, tuple[tuple[str, str], ...]]) -> Any:
        import numpy as np

        text, recent = item
        plan = make_plan(_messages(text, recent), self.config, now=NOW)
        by_id = {e.id: i for i, e in enumerate(self.episodes)}
        lists = []
        vectors = embed_queries(self.store.embedder, list(plan.queries))
        for qi, q in enumerate(plan.queries):
            scores = self.bm25.get_scores(tokenize(q, stopwords=ENGLISH_STOPWORDS))
            top = np.argsort(-scores)[:20]
            lists.append(SourceResult("keyword", qi, self.hits(top.tolist(), "keyword")))
            ids, _ = self.store._vectors.query(vectors[qi], 20)
            lists.append(SourceResult("vector", qi, self.hits([by_id[i] for i in ids], "vector")))
        fused = rrf_merge(lists, rrf_k=60, max_candidates=60)
        scored = score_candidates(plan, fused, self.config, lists=lists, fusion="rrf")
        return select_relevant(scored, self.config)


def in_memory_store(store: MemoryStore, episodes: list[Any]) -> tuple[Any, float]:
    """LangGraph's InMemoryStore with the same embedder; stored vectors reused from Chroma."""
    from langgraph.store.memory import InMemoryStore

    got = store._vectors._collection.get(include=["embeddings"])
    vectors = dict(zip(got["ids"], got["embeddings"], strict=True))
    text_vec = {e.text: vectors[e.id] for e in episodes if e.id in vectors}

    def embed(texts: Sequence[str]) -> list[list[float]]:
        missing = [t for t in texts if t not in text_vec]
        fresh = dict(zip(missing, embed_texts(store.embedder, missing).tolist(), strict=True))
        return [list(text_vec[t]) if t in text_vec else fresh[t] for t in texts]

    ims = InMemoryStore(index={"dims": store.dimensions, "embed": embed, "fields": ["text"]})
    started = time.perf_counter()
    for e in episodes:
        ims.put(("memories",), e.id, {"text": e.text})
    return ims, time.perf_counter() - started


def checkpointed_parent(store: MemoryStore, config: RetrievalConfig) -> Any:
    """A user's graph: the retrieval node inside a parent with a checkpointer."""
    from langgraph.checkpoint.memory import InMemorySaver
    from langgraph.graph import START, MessagesState, StateGraph

    from omoide import MemoryState, build_retrieval_node

    class State(MessagesState, MemoryState):
        pass

    builder = StateGraph(State)
    builder.add_node("retrieval", build_retrieval_node(store, config=config))
    builder.add_edge(START, "retrieval")
    return builder.compile(checkpointer=InMemorySaver())


def in_parent(parent: Any, text: str, recent: tuple[tuple[str, str], ...], thread: str) -> Any:
    """One turn through the checkpointed parent (a fresh thread: the same messages as recall)."""
    state = {"messages": _messages(text, recent), "now": NOW}
    return parent.invoke(state, {"configurable": {"thread_id": thread}})


def store_floor(store: MemoryStore, text: str) -> None:
    """The floor a turn is compared with: one keyword and one vector store call (embedding
    included), one after the other, for the user's text."""
    store.search_keyword(text, k=20)
    store.search_vector(text, k=20)


def run_size(n: int, args: argparse.Namespace, embedder: USEEmbeddings) -> dict[str, Any]:
    episodes, queries, _ = load_corpus(n, args.queries, args.seed)
    pool = (
        [e for e in episodes if e.user_text and len(e.reply_text) >= args.reply_min_chars]
        if args.chat_context
        else []
    )
    turns = with_context(queries, args.seed, pool)
    path = Path(args.workdir) / f"recall-{n}"
    print(f"[{n:,}] building / opening the store at {path}", flush=True)
    ingest = build_store(path, episodes, embedder)
    rss_before = rss_mb()
    t0 = time.perf_counter()
    store = MemoryStore(path, embedder=embedder, reconcile=False)
    open_s = time.perf_counter() - t0
    config = RetrievalConfig(record_runs=False).with_settings(args.set)
    parent = checkpointed_parent(store, config)
    for i, (text, recent) in enumerate(turns[:5]):  # warm caches and the compiled graphs
        recall(store, text, recent_conversation=recent, now=NOW, config=config)
        in_parent(parent, text, recent, f"warm-{i}")
        store_floor(store, text)
    phases: dict[str, list[float]] = {}
    total: list[float] = []
    parent_ms: list[float] = []
    floor_ms: list[float] = []
    # CPU time of the whole process (every thread) per call: unlike wall time it barely moves
    # when other processes load the machine, so it still compares the work on a busy one.
    total_cpu: list[float] = []
    floor_cpu: list[float] = []
    # Interleaved turn by turn, so the machine's noise falls on the three measures alike.
    for i, (text, recent) in enumerate(turns):
        c, t = time.process_time(), time.perf_counter()
        res = recall(store, text, recent_conversation=recent, now=NOW, config=config)
        total.append((time.perf_counter() - t) * 1000)
        total_cpu.append((time.process_time() - c) * 1000)
        for k, v in res.timings_ms.items():
            phases.setdefault(k, []).append(v)
        t = time.perf_counter()
        in_parent(parent, text, recent, f"turn-{i}")
        parent_ms.append((time.perf_counter() - t) * 1000)
        c, t = time.process_time(), time.perf_counter()
        store_floor(store, text)
        floor_ms.append((time.perf_counter() - t) * 1000)
        floor_cpu.append((time.process_time() - c) * 1000)
    # The turns with a recent conversation (the context query Q2 runs) and those without,
    # apart: a half-and-half p50 sits at the border between the two kinds of turn.
    by_kind: dict[str, dict[str, Any]] = {}
    for kind, want in (("with_context", True), ("without_context", False)):
        picked = [i for i, (_, recent) in enumerate(turns) if bool(recent) is want]
        if not picked:
            continue
        mine, floor = [total[i] for i in picked], [floor_ms[i] for i in picked]
        by_kind[kind] = {
            "omoide_ms": summary(mine),
            "floor_ms": summary(floor),
            "floor_ratio_p50": pct(mine, 0.5) / pct(floor, 0.5),
            "omoide_cpu_ms": summary([total_cpu[i] for i in picked]),
            "floor_cpu_ms": summary([floor_cpu[i] for i in picked]),
        }
        print(
            f"[{n:,}] {kind.replace('_', ' ')} ({len(picked)} turns): omoide p50 "
            f"{pct(mine, 0.5):.1f} ms, floor p50 {pct(floor, 0.5):.1f} ms, "
            f"omoide / floor {by_kind[kind]['floor_ratio_p50']:.2f}x",
            flush=True,
        )
    print(
        f"[{n:,}] omoide p50 {pct(total, 0.5):.1f} ms p95 {pct(total, 0.95):.1f} ms; "
        f"checkpointed parent p50 {pct(parent_ms, 0.5):.1f} p95 {pct(parent_ms, 0.95):.1f}; "
        f"store floor p50 {pct(floor_ms, 0.5):.1f} p95 {pct(floor_ms, 0.95):.1f}; "
        f"CPU ms per call p50: omoide {pct(total_cpu, 0.5):.1f}, floor {pct(floor_cpu, 0.5):.1f}",
        flush=True,
    )
    result: dict[str, Any] = {
        "episodes": n,
        "queries": len(turns),
        "omoide_ms": summary(total),
        "parent_ms": summary(parent_ms),
        "floor_ms": summary(floor_ms),
        "floor_ratio_p50": pct(total, 0.5) / pct(floor_ms, 0.5),
        "parent_floor_ratio_p50": pct(parent_ms, 0.5) / pct(floor_ms, 0.5),
        "phases_ms": {k: summary(v) for k, v in phases.items()},
        "omoide_cpu_ms": summary(total_cpu),
        "floor_cpu_ms": summary(floor_cpu),
        "by_kind": by_kind,
    }
    if args.no_peers:
        store.close()
        print(json.dumps(result, indent=1), flush=True)
        return result

    naive_n = args.naive_queries if n >= 50_000 else min(len(turns), 50)
    print(f"[{n:,}] naive pipeline: building rank-bm25 ({naive_n} queries)", flush=True)
    naive = Naive(store, episodes)
    naive(turns[0])
    naive_ms = latencies(naive, turns[:naive_n])
    omoide_same = total[:naive_n]

    # Why omoide filters in memory: Chroma's own `where` filter, measured on the same queries.
    vecs = embed_queries(store.embedder, [t[0] for t in turns[:50]])
    cutoff = sorted(e.occurred_at for e in episodes)[len(episodes) // 2]
    col = store._vectors._collection
    plain_ms = latencies(lambda v: col.query(query_embeddings=[v], n_results=20), vecs)
    where_ms = latencies(
        lambda v: col.query(
            query_embeddings=[v], n_results=20, where={"occurred_at": {"$gte": cutoff}}
        ),
        vecs,
    )
    flt = SearchFilters.of(since=cutoff)
    ours_ms = latencies(lambda v: store.search_vector(vector=v, k=20, filters=flt), vecs)

    print(f"[{n:,}] LangGraph InMemoryStore: loading {n:,} items", flush=True)
    ims, ims_load = in_memory_store(store, episodes)
    ims_ms = latencies(lambda t: ims.search(("memories",), query=t[0], limit=20), turns[:naive_n])
    ims = None  # ~5 GB at 100k: freed before the next size
    del naive
    result |= {
        "naive_ms": summary(naive_ms),
        "naive_speedup_p50": pct(naive_ms, 0.5) / pct(omoide_same, 0.5),
        "in_memory_store_ms": summary(ims_ms),
        "in_memory_store_load_s": ims_load,
        "in_memory_store_ratio_p50": pct(ims_ms, 0.5) / pct(omoide_same, 0.5),
        "chroma_query_ms": summary(plain_ms),
        "chroma_where_ms": summary(where_ms),
        "omoide_filtered_vector_ms": summary(ours_ms),
        "ingest": ingest,
        "open_s": open_s,
        "rss_mb": {"before_open": rss_before, "peak": rss_mb()},
        "disk_mb": dir_bytes(path) / 1e6,
    }
    store.close()
    print(json.dumps(result, indent=1), flush=True)
    return result


def render(results: list[dict[str, Any]], command: str) -> str:
    lines = [
        f"Command: `{command}`  ",
        f"Run: {datetime.now(tz=UTC).isoformat(timespec='minutes')} on {os.cpu_count()} cores, "
        f"Python {platform.python_version()}.",
        "",
        "| episodes | omoide p50 / p95 ms | plan | keyword | vector | rerank | pack | naive p50 ms "
        "| omoide vs naive | InMemoryStore p50 ms | open s | peak RSS MB | disk MB |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in results:
        if "naive_ms" not in r:  # --no-peers
            continue
        ph = r["phases_ms"]
        cell = " | ".join(
            f"{ph[k]['p50']:.1f}" if k in ph else "-"
            for k in ("plan", "keyword_retrieve", "vector_retrieve", "rerank", "pack")
        )
        lines.append(
            f"| {r['episodes']:,} | {r['omoide_ms']['p50']:.1f} / {r['omoide_ms']['p95']:.1f} | "
            f"{cell} | {r['naive_ms']['p50']:.1f} | {r['naive_speedup_p50']:.1f}× faster | "
            f"{r['in_memory_store_ms']['p50']:.1f} | {r['open_s']:.2f} | "
            f"{r['rss_mb']['peak']:.0f} | {r['disk_mb']:.0f} |"
        )
    lines += [
        "",
        "| episodes | omoide p50 / p95 ms | in a checkpointed parent p50 / p95 ms "
        "| store floor (search_keyword + search_vector) p50 / p95 ms "
        "| omoide / floor (p50) | parent / floor (p50) |",
        "|---|---|---|---|---|---|",
    ]
    lines += [
        f"| {r['episodes']:,} | {r['omoide_ms']['p50']:.1f} / {r['omoide_ms']['p95']:.1f} | "
        f"{r['parent_ms']['p50']:.1f} / {r['parent_ms']['p95']:.1f} | "
        f"{r['floor_ms']['p50']:.1f} / {r['floor_ms']['p95']:.1f} | "
        f"{r['floor_ratio_p50']:.2f}× | {r['parent_floor_ratio_p50']:.2f}× |"
        for r in results
        if "floor_ms" in r
    ]
    lines += [
        "",
        "| episodes | turns | omoide p50 / p95 ms | floor p50 ms | omoide / floor (p50) "
        "| CPU ms p50 (turn / floor) |",
        "|---|---|---|---|---|---|",
    ]
    lines += [
        f"| {r['episodes']:,} | {kind.replace('_', ' ')} ({k['omoide_ms']['n']}) | "
        f"{k['omoide_ms']['p50']:.1f} / {k['omoide_ms']['p95']:.1f} | {k['floor_ms']['p50']:.1f} | "
        f"{k['floor_ratio_p50']:.2f}× | {k['omoide_cpu_ms']['p50']:.1f} / "
        f"{k['floor_cpu_ms']['p50']:.1f} |"
        for r in results
        for kind, k in r.get("by_kind", {}).items()
    ]
    lines += [
        "",
        "| episodes | Chroma query p50 ms | Chroma query + `where` (half the store) p50 ms "
        "| omoide search_vector with the same filter in memory p50 ms |",
        "|---|---|---|---|",
    ]
    lines += [
        f"| {r['episodes']:,} | {r['chroma_query_ms']['p50']:.1f} | "
        f"{r['chroma_where_ms']['p50']:.1f} | {r['omoide_filtered_vector_ms']['p50']:.1f} |"
        for r in results
        if "chroma_query_ms" in r
    ]
    lines += [
        "",
        "Phase columns are p50 ms of each node (keyword and vector run in parallel); "
        "omoide p50/p95 is wall time of `recall()` end to end, query embedding included. "
        "InMemoryStore is vector-only (no BM25, no rerank). The floor is one `search_keyword` "
        "and one `search_vector` (embedding included) for the user's text, one after the "
        "other; omoide, the parent and the floor are measured turn by turn, interleaved.",
    ]
    return "\n".join(lines)


def plot(results: list[dict[str, Any]], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    sizes = [r["episodes"] for r in results]
    fig, ax = plt.subplots(figsize=(6, 4))
    for key, label in (
        ("omoide_ms", "omoide recall (graph)"),
        ("floor_ms", "store floor (search_keyword + search_vector)"),
        ("naive_ms", "naive pipeline"),
        ("in_memory_store_ms", "LangGraph InMemoryStore (vector only)"),
    ):
        if not all(key in r for r in results):
            continue
        ax.plot(sizes, [r[key]["p50"] for r in results], marker="o", label=f"{label} p50")
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel("episodes in memory")
    ax.set_ylabel("latency per turn (ms)")
    ax.grid(True, which="both", alpha=0.3)
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=120)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 10000, 100000])
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument(
        "--naive-queries",
        type=int,
        default=20,
        help="rank-bm25 takes ~0.4 s a query at 100k; queries for the naive peer",
    )
    parser.add_argument(
        "--no-peers",
        action="store_true",
        help="only omoide, the checkpointed parent and the store floor (no naive/InMemoryStore)",
    )
    parser.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a retrieval setting for omoide's turns (as `omoide recall --set`), repeatable",
    )
    parser.add_argument(
        "--chat-context",
        action="store_true",
        help="recent conversation from stored exchanges (a chat's lengths), not earlier queries",
    )
    parser.add_argument(
        "--reply-min-chars",
        type=int,
        default=1,
        help="with --chat-context: only replies this long (an assistant model's reply: ~300+)",
    )
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--workdir", default="/tmp/omoide-bench")
    parser.add_argument("--out", default="benchmarks/results")
    parser.add_argument(
        "--rerender", action="store_true", help="only rebuild recall.md / .png from recall.json"
    )
    args = parser.parse_args(argv)
    out = Path(args.out)
    if args.rerender:
        saved = json.loads((out / "recall.json").read_text())
        table = render(saved["results"], saved["command"])
        (out / "recall.md").write_text(table + "\n")
        plot(saved["results"], out / "recall_latency.png")
        print(table)
        return 0
    embedder = USEEmbeddings()
    embedder.embed_query("warm up")
    results = [run_size(n, args, embedder) for n in args.sizes]
    out.mkdir(parents=True, exist_ok=True)
    command = "python benchmarks/bench_recall.py " + " ".join(
        sys.argv[1:] if argv is None else argv
    )
    (out / "recall.json").write_text(json.dumps({"command": command, "results": results}, indent=1))
    table = render(results, command)
    (out / "recall.md").write_text(table + "\n")
    plot(results, out / "recall_latency.png")
    print("\n" + table)
    return 0


if __name__ == "__main__":
    sys.exit(main())
