"""The PostgreSQL outage drill of issue 34 (finding 5), at full length: a store on a
throw-away server (pgserver, as the tests use) answers a call every few seconds; the server is
stopped (``pg_ctl -m immediate``) for ``--outage`` seconds, started again, and the first call
after it is timed. Prints one JSON line per trial and a summary: whether the first call after
the outage succeeded, how long it took, and what the log printed (lines, and lines that
continue a record, i.e. multi-line warnings).

    python benchmarks/pg_outage_drill.py --outage 50 --trials 3
    python benchmarks/pg_outage_drill.py --outage 50 --trials 3 --connect OLD_CONNECT.py

``--connect FILE`` runs the drill with another ``memory_store/pg/connect.py`` (e.g. the one
before issue 34: ``git show 5b80323:memory_store/pg/connect.py > /tmp/connect_before.py``),
loaded in its place before the store is imported: before and after on one machine. The
regression test is ``tests/integration/test_pg_outage.py::
test_the_first_call_after_an_outage_succeeds_with_one_line_per_change`` (a shorter outage).
"""

from __future__ import annotations

import argparse
import importlib.util
import io
import json
import logging
import shutil
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any


def _load_connect(path: Path) -> None:
    """``path`` as ``omoide.memory_store.pg.connect``, before anything imports the real one."""
    import omoide.memory_store.pg as pg_package

    name = "omoide.memory_store.pg.connect"
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    pg_package.connect = module  # type: ignore[attr-defined]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--outage", type=float, default=50.0, help="seconds the server is down")
    ap.add_argument("--trials", type=int, default=3)
    ap.add_argument("--every", type=float, default=5.0, help="seconds between calls (outage)")
    ap.add_argument("--connect", type=Path, help="another memory_store/pg/connect.py to run")
    args = ap.parse_args()
    if args.connect:
        _load_connect(args.connect.resolve())

    import pgserver  # type: ignore[import-untyped]
    from pgserver._commands import pg_ctl  # type: ignore[import-untyped]

    from omoide.memory_store import MemoryStore, USEEmbeddings
    from omoide.memory_store.errors import StoreError
    from omoide.memory_store.records import Episode

    NOW = datetime(2026, 1, 10, tzinfo=UTC)

    printed = io.StringIO()
    handler = logging.StreamHandler(printed)
    handler.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
    logging.basicConfig(level=logging.WARNING, handlers=[handler])

    base = Path(tempfile.mkdtemp(prefix="omoide-pg-drill-"))
    base.chmod(0o755)
    srv: Any = pgserver.get_server(base / "pgdata", cleanup_mode="delete")
    results: list[dict[str, Any]] = []
    try:
        with MemoryStore(
            srv.get_uri() + "&schema=drill",
            cache_dir=base / "cache",
            embedder=USEEmbeddings(),
            embed_workers=0,
        ) as store:
            store.add_episodes(
                [
                    Episode.create(
                        f"the lighthouse door {i}", "blue", occurred_at=NOW, session_id="s"
                    )
                    for i in range(4)
                ]
            )
            for trial in range(args.trials):
                mark = printed.tell()
                pg_ctl(["-w", "-m", "immediate", "stop"], pgdata=srv.pgdata, user=srv.system_user)
                down_at = time.monotonic()
                failed = 0
                while time.monotonic() - down_at < args.outage:
                    try:
                        store.search_keyword("lighthouse door", k=1)
                    except StoreError:
                        failed += 1
                    time.sleep(
                        max(0.0, min(args.every, args.outage - (time.monotonic() - down_at)))
                    )
                srv.ensure_postgres_running()
                back_at = time.monotonic()
                try:
                    ok = bool(store.search_keyword("lighthouse door", k=1))
                    error = ""
                except StoreError as exc:
                    ok, error = False, str(exc)[:200]
                took = time.monotonic() - back_at
                log = printed.getvalue()[mark:]
                lines = log.splitlines()
                result = {
                    "trial": trial + 1,
                    "outage_s": round(back_at - down_at, 1),
                    "calls_failed_during": failed,
                    "first_call_after_ok": ok,
                    "first_call_after_s": round(took, 2),
                    "error": error,
                    "log_lines": len(lines),
                    "continuation_lines": sum(1 for line in lines if line[:1].isspace()),
                    "psycopg_pool_lines": sum(1 for line in lines if "psycopg.pool" in line),
                }
                results.append(result)
                print(json.dumps(result), flush=True)
    finally:
        srv.cleanup()
        shutil.rmtree(base, ignore_errors=True)
    good = sum(r["first_call_after_ok"] for r in results)
    print(
        f"connect={args.connect or 'this checkout'} outage={args.outage:.0f}s: first call after "
        f"the outage succeeded in {good} of {len(results)} trials; log lines per trial "
        f"{[r['log_lines'] for r in results]}, multi-line continuations "
        f"{[r['continuation_lines'] for r in results]}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
