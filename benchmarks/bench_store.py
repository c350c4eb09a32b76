"""Benchmark the memory store on real dialogue data: ingest, keyword and vector search, open, size.

    python benchmarks/bench_store.py --sizes 10000 100000 --queries 200 --out benchmarks/results

Each size N runs in its own worker process (so peak RSS is per size), on the first N episodes of
a fixed corpus: RealPersonaChat dialogues (consecutive utterance pairs -> episodes, ~98k after
holding out the last dialogues for queries), topped up with LongMemEval-S haystack episodes
(user turn + the assistant turn after it). Queries are utterances that are *not* in any store:
80 % from the held-out RealPersonaChat dialogues (Japanese), 20 % user turns from the LongMemEval
sessions no store size uses (English). Figures are printed, not asserted.

Results are merged into ``OUT/store.json`` (per size, with the command and date of the run that
measured it) and rendered to ``OUT/store.md``.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import platform
import random
import resource
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np

# The evaluation data (README, "Evaluation data"): the folder named by $OMOIDE_DATA.
DATA = Path(os.environ.get("OMOIDE_DATA") or "<OMOIDE_DATA is not set>")
RPC_FILE = DATA / "real_persona_chat_dev.jsonl.gz"
LME_FILE = DATA / "longmemeval_s_dev.json.gz"
HELD_OUT_DIALOGUES = 200  # the last RealPersonaChat dialogues: query source, never stored
LME_QUERY_SHARE = 0.2
FALLBACK_TIME = datetime(2022, 8, 1, tzinfo=UTC)
K = 20


def log(msg: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {msg}", file=sys.stderr, flush=True)


# -- data ---------------------------------------------------------------------------------------


def rpc_episodes_and_queries() -> tuple[list[Any], list[str]]:
    sys.path.insert(1, str(Path(__file__).resolve().parents[1]))
    from benchmarks.evaluation.loaders import load_real_persona_chat
    from omoide.memory_store import Episode

    for needed in (RPC_FILE, LME_FILE):
        if not needed.is_file():
            raise SystemExit(
                f"benchmark corpus {needed.name} not found in {DATA}: set OMOIDE_DATA to the "
                "folder holding the evaluation data (README, 'Evaluation data')"
            )
    dialogues = load_real_persona_chat(RPC_FILE)
    stored, held_out = dialogues[:-HELD_OUT_DIALOGUES], dialogues[-HELD_OUT_DIALOGUES:]
    episodes = []
    seen: set[str] = set()
    for d in stored:
        if d.dialogue_id in seen:  # the dev file holds dialogue 11838 twice (identical)
            continue
        seen.add(d.dialogue_id)
        us = d.utterances
        for i in range(0, len(us) - 1, 2):
            a, b = us[i], us[i + 1]
            if not (a.text.strip() or b.text.strip()):
                continue
            episodes.append(
                Episode.create(
                    a.text,
                    b.text,
                    occurred_at=a.timestamp or FALLBACK_TIME,
                    id=f"rpc:{d.dialogue_id}:{i}",
                    session_id=f"rpc:{d.dialogue_id}",
                    source=f"real_persona_chat:{d.dialogue_id}:{i}",
                    user_speaker=a.interlocutor_id,
                    reply_speaker=b.interlocutor_id,
                )
            )
    pool = sorted(
        {u.text.strip() for d in held_out for u in d.utterances if 10 <= len(u.text.strip()) <= 200}
    )
    return episodes, pool


def lme_episodes() -> list[Any]:
    from omoide.memory_store.importers import read_longmemeval

    return read_longmemeval(LME_FILE).episodes


def load_corpus(
    max_size: int, n_queries: int, seed: int
) -> tuple[list[Any], list[str], dict[str, int]]:
    """The first ``max_size`` episodes and ``n_queries`` held-out queries (deterministic)."""
    rpc, rpc_pool = rpc_episodes_and_queries()
    lme = lme_episodes()
    n_lme = max(0, max_size - len(rpc))
    if n_lme > len(lme):
        raise SystemExit(f"only {len(rpc) + len(lme):,} episodes available; asked for {max_size:,}")
    episodes = rpc[:max_size] + lme[:n_lme]
    # English queries: the first user sentence(s) of LongMemEval episodes no store uses.
    lme_pool = []
    for ep in lme[max(n_lme, len(lme) // 2) :][::-1]:  # never stored at --sizes <= ~110k
        text = " ".join(ep.user_text.split())[:160]
        if len(text) >= 20:
            lme_pool.append(text)
    rng = random.Random(seed)
    n_en = round(n_queries * LME_QUERY_SHARE)
    queries = rng.sample(rpc_pool, n_queries - n_en) + rng.sample(lme_pool, n_en)
    rng.shuffle(queries)
    info = {
        "rpc_available": len(rpc),
        "lme_available": len(lme),
        "lme_used": n_lme,
        "query_pool_ja": len(rpc_pool),
        "query_pool_en": len(lme_pool),
    }
    return episodes, queries, info


# -- measuring helpers ------------------------------------------------------------------------


def query_tokenizer() -> Callable[[str], list[str]]:
    """Query -> tokens as ``MemoryStore.search_keyword`` makes them (English stopwords dropped)."""
    import inspect

    from omoide.memory_store import stopwords
    from omoide.memory_store.tokenize import tokenize

    if "stopwords" in inspect.signature(tokenize).parameters:
        return lambda q: tokenize(q, stopwords=stopwords.ENGLISH_STOPWORDS)
    return lambda q: stopwords.drop_stopwords(tokenize(q))  # type: ignore[attr-defined]


def reference_corpus(episodes: Sequence[Any]) -> list[list[str]]:
    """The tokenized documents the keyword index holds for ``episodes`` added in this order.

    Mirrors ``KeywordIndex.add``: with ``keyword_document`` (t3) an episode's document is its
    text plus the preceding episode of the same session; before that, just its text.
    """
    from omoide.memory_store.tokenize import tokenize

    try:
        from omoide.memory_store.keyword_index import keyword_document
    except ImportError:
        return [tokenize(e.text) for e in episodes]
    last: dict[str, Any] = {}
    docs = []
    for e in episodes:
        previous = last.get(e.session_id) if e.session_id else None
        docs.append(tokenize(keyword_document(e, previous)))
        if e.session_id:
            last[e.session_id] = e
    return docs


def rss_mb() -> float:
    """Peak resident set size of this process so far (Linux: ru_maxrss is in KiB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def current_rss_mb() -> float:
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return float("nan")


def latencies(fn: Callable[[Any], Any], items: Sequence[Any]) -> list[float]:
    out = []
    for item in items:
        t0 = time.perf_counter()
        fn(item)
        out.append((time.perf_counter() - t0) * 1000)
    return out


def summary(ms: Sequence[float]) -> dict[str, float]:
    a = np.asarray(ms, dtype=np.float64)
    return {
        "n": len(a),
        "p50_ms": float(np.percentile(a, 50)),
        "p95_ms": float(np.percentile(a, 95)),
        "mean_ms": float(a.mean()),
        "max_ms": float(a.max()),
    }


def dir_bytes(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file()) if path.exists() else 0


def batches(seq: Sequence[Any], size: int) -> Iterator[Sequence[Any]]:
    for start in range(0, len(seq), size):
        yield seq[start : start + size]


def instrument_write_path() -> tuple[dict[str, float], Callable[[], None]]:
    """Time each step of ``add_episodes`` by wrapping the internals it calls (benchmark only).

    Steps that the current source does not have are skipped; "other" (SQLite insert and commit,
    filter table) is the rest of the ingest time.
    """
    import functools
    import importlib

    targets = [
        ("omoide.memory_store.store", None, "embed_texts", "embedding"),
        ("omoide.memory_store.vector_index", "VectorIndex", "upsert", "chroma_upsert"),
        ("omoide.memory_store.keyword_index", "KeywordIndex", "add", "bm25_add"),
        ("omoide.memory_store.keyword_index", "KeywordIndex", "save", "bm25_save"),
        ("omoide.memory_store.db", "Database", "mark_vector_indexed", "sqlite_mark_indexed"),
        ("omoide.memory_store.db", "Database", "existing_ids", "sqlite_dedupe_lookup"),
    ]
    timers: dict[str, float] = {}
    undo: list[tuple[Any, str, Any]] = []
    for module_name, cls_name, attr, label in targets:
        owner: Any = importlib.import_module(module_name)
        if cls_name is not None:
            owner = getattr(owner, cls_name, None)
        original = getattr(owner, attr, None) if owner is not None else None
        if original is None:
            continue

        def timed(*a: Any, _f: Any = original, _label: str = label, **kw: Any) -> Any:
            t0 = time.perf_counter()
            try:
                return _f(*a, **kw)
            finally:
                timers[_label] = timers.get(_label, 0.0) + time.perf_counter() - t0

        setattr(owner, attr, functools.wraps(original)(timed))
        undo.append((owner, attr, original))
        timers[label] = 0.0

    def restore() -> None:
        for owner, attr, original in undo:
            setattr(owner, attr, original)

    return timers, restore


# -- one size (worker process) ------------------------------------------------------------------


def run_size(n: int, args: argparse.Namespace, workdir: Path) -> dict[str, Any]:
    t_import = time.perf_counter()
    from rank_bm25 import BM25Okapi

    from omoide.memory_store import MemoryStore, USEEmbeddings
    from omoide.memory_store.embedders import embed_texts

    res: dict[str, Any] = {"size": n, "import_s": time.perf_counter() - t_import}
    res["source"] = source_version()
    log(f"N={n:,}: loading data")
    episodes, queries, info = load_corpus(n, args.queries, args.seed)
    episodes = episodes[:n]
    res["data"] = info | {
        "episodes": len(episodes),
        "queries": len(queries),
        "chars": sum(len(e.text) for e in episodes),
        "mean_chars": statistics.mean(len(e.text) for e in episodes),
    }
    embedder = USEEmbeddings()
    embedder.embed_query("warm up")
    res["rss_before_store_mb"] = current_rss_mb()  # data + model, before any store exists

    # Embedding alone, on a sample of the corpus (same texts the store embeds).
    sample = episodes[: min(args.sample, n)]
    texts = [e.text for e in sample]
    t0 = time.perf_counter()
    vectors = embed_texts(embedder, texts)
    dt = time.perf_counter() - t0
    res["embed_only"] = {
        "docs": len(texts),
        "seconds": dt,
        "docs_per_s": len(texts) / dt,
        "chars_per_s": sum(map(len, texts)) / dt,
    }
    log(f"N={n:,}: embedding alone {len(texts) / dt:,.0f} docs/s")

    # Chroma's own insert rate (precomputed vectors, no omoide code), for reference.
    import chromadb
    from chromadb.config import Settings

    raw_client = chromadb.PersistentClient(
        path=str(workdir / f"chroma-raw-{n}"), settings=Settings(anonymized_telemetry=False)
    )
    coll = raw_client.get_or_create_collection(
        "raw", embedding_function=None, configuration={"hnsw": {"space": "cosine"}}
    )
    t0 = time.perf_counter()
    for idx in batches(range(len(sample)), args.batch_size):
        coll.upsert(
            ids=[sample[i].id for i in idx],
            embeddings=vectors[idx.start : idx.stop],
            metadatas=[{"occurred_at": sample[i].occurred_at} for i in idx],
        )
    dt = time.perf_counter() - t0
    res["chroma_raw_insert"] = {"docs": len(sample), "seconds": dt, "docs_per_s": len(sample) / dt}
    log(f"N={n:,}: raw Chroma insert {len(sample) / dt:,.0f} docs/s")
    del raw_client, coll

    # Full ingest through the store: SQLite + BM25 + embedding + Chroma.
    path = workdir / f"store-{n}"
    shutil.rmtree(path, ignore_errors=True)
    t0 = time.perf_counter()
    store = MemoryStore(path, embedder=embedder)
    res["create_s"] = time.perf_counter() - t0
    done = [0]
    step = max(n // 10, 1)

    def progress(k: int) -> None:
        before, done[0] = done[0], done[0] + k
        if done[0] // step != before // step:
            el = time.perf_counter() - t_ingest
            log(f"N={n:,}: ingested {done[0]:,} ({done[0] / el:,.0f}/s)")

    timers, restore = instrument_write_path()
    t_ingest = time.perf_counter()
    try:
        result = store.add_episodes(episodes, batch_size=args.batch_size, progress=progress)
    finally:
        restore()
    dt = time.perf_counter() - t_ingest
    assert result.added == n, result
    res["ingest"] = {
        "episodes": n,
        "seconds": dt,
        "episodes_per_s": n / dt,
        "chars_per_s": res["data"]["chars"] / dt,
        "batch_size": args.batch_size,
    }
    res["ingest_split_s"] = dict(timers)
    res["ingest_split_s"]["other"] = dt - sum(timers.values())
    if timers.get("chroma_upsert"):
        res["ingest"]["chroma_in_store_docs_per_s"] = n / timers["chroma_upsert"]
    res["rss_after_ingest_mb"] = current_rss_mb()
    res["rss_peak_ingest_mb"] = rss_mb()
    st = store.stats()
    assert st.episodes == st.keyword_docs == st.vector_docs == n and st.vector_pending == 0, st
    log(f"N={n:,}: ingest {n / dt:,.0f} episodes/s ({dt:,.1f} s)")

    # Keyword search.
    store.search_keyword(queries[0], k=K)
    kw_ms = latencies(lambda q: store.search_keyword(q, k=K), queries)
    res["keyword"] = summary(kw_ms)
    bm25 = store._keywords.bm25
    query_tokens = query_tokenizer()
    token_lists = [query_tokens(q) for q in queries]
    res["keyword_core"] = summary(latencies(lambda t: bm25.top_k(t, K), token_lists))
    log(
        f"N={n:,}: keyword p50 {res['keyword']['p50_ms']:.2f} ms "
        f"p95 {res['keyword']['p95_ms']:.2f} ms"
    )

    # Vector search: query embedding, search with a precomputed vector, end to end.
    emb_ms: list[float] = []
    qvecs = []
    for q in queries:
        t0 = time.perf_counter()
        qvecs.append(store.embed_query(q))
        emb_ms.append((time.perf_counter() - t0) * 1000)
    res["query_embedding"] = summary(emb_ms)
    store.search_vector(vector=qvecs[0], k=K)
    res["vector_precomputed"] = summary(
        latencies(lambda v: store.search_vector(vector=v, k=K), qvecs)
    )
    res["vector_end_to_end"] = summary(latencies(lambda q: store.search_vector(q, k=K), queries))
    # A filter that keeps ~half the store (over-fetch + in-memory filter path).
    median_t = int(np.median([e.occurred_at for e in episodes]))
    res["vector_filtered_half"] = summary(
        latencies(lambda v: store.search_vector(vector=v, k=K, since=median_t), qvecs)
    )
    res["keyword_filtered_half"] = summary(
        latencies(lambda q: store.search_keyword(q, k=K, since=median_t), queries)
    )
    log(
        f"N={n:,}: vector p50 {res['vector_precomputed']['p50_ms']:.2f} ms "
        f"(end to end {res['vector_end_to_end']['p50_ms']:.2f} ms)"
    )
    res["rss_after_search_mb"] = current_rss_mb()
    res["rss_peak_store_mb"] = rss_mb()  # before rank-bm25 (below) inflates it

    # On disk.
    store.close()
    res["disk"] = {
        "total_mb": dir_bytes(path) / 1e6,
        "sqlite_mb": sum(p.stat().st_size for p in path.glob("omoide.sqlite3*")) / 1e6,
        "keyword_mb": dir_bytes(path / "keyword") / 1e6,
        "chroma_mb": dir_bytes(path / "chroma") / 1e6,
    }

    # Reopen: a fresh MemoryStore object in this process (Chroma's client is cached here).
    t0 = time.perf_counter()
    store = MemoryStore(path, embedder=embedder)
    res["reopen_same_process_s"] = time.perf_counter() - t0
    store.close()

    # rank-bm25 on the same tokenized corpus, in the same run: speed and top-k agreement.
    n_ref = (
        args.rank_bm25_queries
        if args.rank_bm25_queries is not None
        else (10 if n >= 50_000 else 50)
    )
    ref_queries = [t for t in token_lists if t][:n_ref]
    t0 = time.perf_counter()
    corpus = reference_corpus(episodes)
    # The comparison is like for like only if these are the documents the index holds.
    doc_len = getattr(getattr(bm25, "_snap", None), "doc_len", None)
    res["rank_bm25_same_documents"] = bool(
        doc_len is not None and np.array_equal(doc_len, [len(d) for d in corpus])
    )
    if not res["rank_bm25_same_documents"]:
        log(f"N={n:,}: WARNING: reference corpus differs from the keyword index's documents")
    ref = BM25Okapi(corpus)
    res["rank_bm25_build_s"] = time.perf_counter() - t0
    del corpus
    position = {int(key): i for i, key in enumerate(bm25.keys)}  # seq -> corpus position
    overlaps, exact_scores, ref_ms, ours_ms = [], 0, [], []
    for toks in ref_queries:
        t0 = time.perf_counter()
        scores = np.asarray(ref.get_scores(toks))
        ref_ms.append((time.perf_counter() - t0) * 1000)
        t0 = time.perf_counter()
        ours = bm25.top_k(toks, K)
        ours_ms.append((time.perf_counter() - t0) * 1000)
        order = np.argsort(-scores, kind="stable")
        theirs = [int(i) for i in order[:K] if scores[i] != 0]
        mine = [position[m.key] for m in ours]
        denom = max(len(theirs), len(mine))
        overlaps.append(len(set(theirs) & set(mine)) / denom if denom else 1.0)
        if len(theirs) == len(mine) and np.allclose(
            [scores[i] for i in theirs], [m.score for m in ours], rtol=0, atol=1e-6
        ):
            exact_scores += 1
    ref_sum, ours_sum = summary(ref_ms), summary(ours_ms)
    res["rank_bm25"] = {
        "queries": len(ref_queries),
        "get_scores": ref_sum,
        "sparse_top_k_same_queries": ours_sum,
        "speedup_mean": ref_sum["mean_ms"] / ours_sum["mean_ms"],
        "speedup_p50": ref_sum["p50_ms"] / ours_sum["p50_ms"],
        "top20_overlap_mean": float(np.mean(overlaps)),
        "top20_overlap_min": float(np.min(overlaps)),
        "top20_same_scores": exact_scores,
    }
    log(
        f"N={n:,}: rank-bm25 {ref_sum['mean_ms']:.0f} ms/query vs {ours_sum['mean_ms']:.2f} ms "
        f"({res['rank_bm25']['speedup_mean']:,.0f}x); top-{K} overlap "
        f"{res['rank_bm25']['top20_overlap_mean']:.3f}, "
        f"same scores {exact_scores}/{len(ref_queries)}"
    )
    res["rss_peak_with_rank_bm25_mb"] = rss_mb()
    return res


OPEN_CHILD = """
import json, resource, sys, time
t0 = time.perf_counter()
from omoide.memory_store import MemoryStore
t1 = time.perf_counter()
store = MemoryStore(sys.argv[1], create=False)
t2 = time.perf_counter()
store.search_keyword(sys.argv[2], k=20)
t3 = time.perf_counter()
store.search_vector(sys.argv[2], k=20)          # loads the embedding model
t4 = time.perf_counter()
store.search_vector(sys.argv[2], k=20)
t5 = time.perf_counter()
print(json.dumps({"import_s": t1 - t0, "open_s": t2 - t1, "first_keyword_s": t3 - t2,
                  "first_vector_s": t4 - t3, "second_vector_s": t5 - t4,
                  "peak_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""


def open_in_new_process(path: Path, query: str) -> dict[str, float]:
    proc = subprocess.run(
        [sys.executable, "-c", OPEN_CHILD, str(path), query],
        capture_output=True,
        text=True,
        check=True,
    )
    return dict(json.loads(proc.stdout.strip().splitlines()[-1]))


# -- driver -------------------------------------------------------------------------------------


def source_version() -> str:
    """The commit the worker runs, with "+dirty" if memory_store/ has uncommitted changes."""
    repo = Path(__file__).resolve().parents[1]
    try:
        head = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"],
            cwd=repo,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
        dirty = subprocess.run(
            ["git", "status", "--porcelain", "memory_store"],
            cwd=repo,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return head + ("+dirty" if dirty else "")


def machine() -> dict[str, Any]:
    import chromadb

    cpu = ""
    with contextlib.suppress(OSError, StopIteration):
        cpu = next(
            line.split(":", 1)[1].strip()
            for line in Path("/proc/cpuinfo").read_text().splitlines()
            if line.startswith("model name")
        )
    mem = ""
    try:
        kb = next(
            int(line.split()[1])
            for line in Path("/proc/meminfo").read_text().splitlines()
            if line.startswith("MemTotal")
        )
        mem = f"{kb / 1024 / 1024:.1f} GiB"
    except (OSError, StopIteration):
        pass
    return {
        "nproc": os.cpu_count(),
        "cpu": cpu,
        "memory": mem,
        "python": platform.python_version(),
        "platform": platform.platform(),
        "numpy": np.__version__,
        "chromadb": chromadb.__version__,
        "loadavg_at_start": list(os.getloadavg()),
    }


def fmt(x: float, digits: int = 1) -> str:
    if x != x:  # nan
        return "–"
    return f"{x:,.{digits}f}"


def split_cell(r: dict[str, Any]) -> str:
    t = r["ingest_split_s"]
    total = r["ingest"]["seconds"]
    parts = [
        t["embedding"],
        t["chroma_upsert"],
        t.get("bm25_add", 0.0) + t.get("bm25_save", 0.0),
        t["other"] + t.get("sqlite_mark_indexed", 0.0) + t.get("sqlite_dedupe_lookup", 0.0),
    ]
    return " / ".join(f"{100 * x / total:.0f}" for x in parts)


ROWS: list[tuple[str, Callable[[dict[str, Any]], str]]] = [
    (
        "episodes (RealPersonaChat + LongMemEval top-up)",
        lambda r: f"{r['data']['episodes']:,} ({r['data']['lme_used']:,} LME)",
    ),
    ("mean characters / episode", lambda r: fmt(r["data"]["mean_chars"])),
    ("**ingest** `add_episodes`, episodes/s", lambda r: fmt(r["ingest"]["episodes_per_s"], 0)),
    ("ingest, characters/s", lambda r: fmt(r["ingest"]["chars_per_s"], 0)),
    ("ingest, total s", lambda r: fmt(r["ingest"]["seconds"])),
    ("ingest time split: embed / Chroma / BM25 / SQLite+other %", split_cell),
    (
        "Chroma upsert inside the store, docs/s",
        lambda r: fmt(r["ingest"]["chroma_in_store_docs_per_s"], 0),
    ),
    ("embedding only (USE, sample), docs/s", lambda r: fmt(r["embed_only"]["docs_per_s"], 0)),
    ("Chroma raw insert (sample), docs/s", lambda r: fmt(r["chroma_raw_insert"]["docs_per_s"], 0)),
    (
        "**keyword** `search_keyword` p50 / p95 ms",
        lambda r: f"{fmt(r['keyword']['p50_ms'], 2)} / {fmt(r['keyword']['p95_ms'], 2)}",
    ),
    (
        "keyword, BM25 core `top_k` p50 / p95 ms",
        lambda r: f"{fmt(r['keyword_core']['p50_ms'], 2)} / {fmt(r['keyword_core']['p95_ms'], 2)}",
    ),
    (
        "keyword, `since` filter (half) p50 / p95 ms",
        lambda r: (
            f"{fmt(r['keyword_filtered_half']['p50_ms'], 2)} / "
            f"{fmt(r['keyword_filtered_half']['p95_ms'], 2)}"
        ),
    ),
    (
        "rank-bm25 `get_scores` mean ms (queries)",
        lambda r: (
            f"{fmt(r['rank_bm25']['get_scores']['mean_ms'], 0)} ({r['rank_bm25']['queries']})"
        ),
    ),
    (
        "speed-up vs rank-bm25 (mean, same queries)",
        lambda r: f"{fmt(r['rank_bm25']['speedup_mean'], 0)}x",
    ),
    (
        "top-20 agreement with rank-bm25 (mean / min overlap)",
        lambda r: (
            f"{r['rank_bm25']['top20_overlap_mean']:.3f} / "
            f"{r['rank_bm25']['top20_overlap_min']:.3f}"
        ),
    ),
    (
        "rank-bm25 corpus = the index's documents",
        lambda r: "yes" if r["rank_bm25_same_documents"] else "**NO**",
    ),
    (
        "top-20 scores identical (queries)",
        lambda r: f"{r['rank_bm25']['top20_same_scores']}/{r['rank_bm25']['queries']}",
    ),
    (
        "query embedding p50 / p95 ms",
        lambda r: (
            f"{fmt(r['query_embedding']['p50_ms'], 2)} / {fmt(r['query_embedding']['p95_ms'], 2)}"
        ),
    ),
    (
        "**vector** `search_vector(vector=)` p50 / p95 ms",
        lambda r: (
            f"{fmt(r['vector_precomputed']['p50_ms'], 2)} / "
            f"{fmt(r['vector_precomputed']['p95_ms'], 2)}"
        ),
    ),
    (
        "vector end to end (with embedding) p50 / p95 ms",
        lambda r: (
            f"{fmt(r['vector_end_to_end']['p50_ms'], 2)} / "
            f"{fmt(r['vector_end_to_end']['p95_ms'], 2)}"
        ),
    ),
    (
        "vector, `since` filter (half) p50 / p95 ms",
        lambda r: (
            f"{fmt(r['vector_filtered_half']['p50_ms'], 2)} / "
            f"{fmt(r['vector_filtered_half']['p95_ms'], 2)}"
        ),
    ),
    ("open, fresh `MemoryStore` same process, s", lambda r: fmt(r["reopen_same_process_s"], 3)),
    (
        "open, new process: import / open s",
        lambda r: (
            f"{fmt(r['open_new_process']['import_s'], 2)} / "
            f"{fmt(r['open_new_process']['open_s'], 3)}"
        ),
    ),
    (
        "new process: first keyword / first vector query s",
        lambda r: (
            f"{fmt(r['open_new_process']['first_keyword_s'], 3)} / "
            f"{fmt(r['open_new_process']['first_vector_s'], 2)}"
        ),
    ),
    (
        "new process: peak RSS after open + 2 queries, MB",
        lambda r: fmt(r["open_new_process"]["peak_rss_mb"], 0),
    ),
    (
        "ingest worker RSS: before store / peak (store work) MB",
        lambda r: f"{fmt(r['rss_before_store_mb'], 0)} / {fmt(r['rss_peak_store_mb'], 0)}",
    ),
    (
        "on disk total MB (SQLite / keyword / Chroma)",
        lambda r: (
            f"{fmt(r['disk']['total_mb'])} ({fmt(r['disk']['sqlite_mb'])} / "
            f"{fmt(r['disk']['keyword_mb'])} / {fmt(r['disk']['chroma_mb'])})"
        ),
    ),
]


def render_markdown(all_results: dict[str, Any]) -> str:
    sizes = sorted(all_results["sizes"], key=int)
    runs = [all_results["sizes"][s] for s in sizes]
    lines = [
        "# Memory store benchmark",
        "",
        "Generated by `benchmarks/bench_store.py`; see `benchmarks/README.md`. Latencies are",
        f"over held-out queries (k={K}); one worker process per size.",
        "",
    ]
    lines.append("| | " + " | ".join(f"N = {int(s):,}" for s in sizes) + " |")
    lines.append("|---|" + "---:|" * len(sizes))
    for label, cell in ROWS:
        vals = []
        for r in runs:
            try:
                vals.append(cell(r))
            except (KeyError, TypeError):
                vals.append("–")
        lines.append(f"| {label} | " + " | ".join(vals) + " |")
    lines += ["", "## Runs", ""]
    for s, r in zip(sizes, runs, strict=True):
        m = r["machine"]
        lines.append(
            f"- N = {int(s):,}: `{r['command']}` on {r['date']}, source "
            f"{r.get('source', 'unknown')}; {m['nproc']} CPUs ({m['cpu']}), "
            f"{m['memory']}, Python {m['python']}, chromadb {m['chromadb']}, "
            f"load average at start {', '.join(f'{x:.1f}' for x in m['loadavg_at_start'])}"
        )
    lines += [
        "",
        "Data: RealPersonaChat dev (CC BY-SA 4.0) utterance pairs, then LongMemEval-S dev "
        "(MIT) haystack episodes; queries are held out (never stored).",
        "",
    ]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("--sizes", type=int, nargs="+", default=[10_000], help="store sizes N")
    p.add_argument("--queries", type=int, default=200, help="held-out queries per size")
    p.add_argument(
        "--rank-bm25-queries",
        type=int,
        default=None,
        help="queries timed with rank-bm25 (default 50, or 10 at N >= 50k: ~2 s each)",
    )
    p.add_argument(
        "--sample",
        type=int,
        default=2000,
        help="episodes for the embedding-only and raw-Chroma rates",
    )
    p.add_argument("--batch-size", type=int, default=512, help="add_episodes batch size")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--out", type=Path, default=Path("benchmarks/results"))
    p.add_argument(
        "--workdir",
        type=Path,
        default=None,
        help="where stores are built (default: a temporary folder, removed after)",
    )
    p.add_argument("--keep", action="store_true", help="keep the built stores")
    p.add_argument("--worker", type=int, default=None, help=argparse.SUPPRESS)
    args = p.parse_args(argv)

    if args.worker is not None:  # inside the per-size worker process
        res = run_size(args.worker, args, args.workdir)
        print(json.dumps(res))
        return 0

    command = "python " + " ".join(shlex.quote(a) for a in [sys.argv[0], *(argv or sys.argv[1:])])
    workdir = args.workdir or Path(tempfile.mkdtemp(prefix="omoide-bench-"))
    workdir.mkdir(parents=True, exist_ok=True)
    args.out.mkdir(parents=True, exist_ok=True)
    json_path = args.out / "store.json"
    all_results: dict[str, Any] = {"sizes": {}}
    if json_path.exists():
        with contextlib.suppress(json.JSONDecodeError):
            all_results = json.loads(json_path.read_text())
    info = machine()
    try:
        for n in args.sizes:
            log(f"N={n:,}: worker starting (workdir {workdir})")
            worker_cmd = [
                sys.executable,
                str(Path(__file__).resolve()),
                "--worker",
                str(n),
                "--workdir",
                str(workdir),
                "--queries",
                str(args.queries),
                "--sample",
                str(args.sample),
                "--batch-size",
                str(args.batch_size),
                "--seed",
                str(args.seed),
            ]
            if args.rank_bm25_queries is not None:
                worker_cmd += ["--rank-bm25-queries", str(args.rank_bm25_queries)]
            proc = subprocess.run(worker_cmd, stdout=subprocess.PIPE, text=True, check=True)
            res = json.loads(proc.stdout.strip().splitlines()[-1])
            query = "最近ハマっている趣味について教えてください"
            res["open_new_process"] = open_in_new_process(workdir / f"store-{n}", query)
            res["command"] = command
            res["date"] = datetime.now(UTC).isoformat(timespec="seconds")
            res["machine"] = info
            all_results["sizes"][str(n)] = res
            json_path.write_text(json.dumps(all_results, indent=2, ensure_ascii=False) + "\n")
            (args.out / "store.md").write_text(render_markdown(all_results))
            if not args.keep:
                shutil.rmtree(workdir / f"store-{n}", ignore_errors=True)
                shutil.rmtree(workdir / f"chroma-raw-{n}", ignore_errors=True)
    finally:
        if args.workdir is None and not args.keep:
            shutil.rmtree(workdir, ignore_errors=True)
    md = render_markdown(all_results)
    print(md)
    log(f"wrote {json_path} and {args.out / 'store.md'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
