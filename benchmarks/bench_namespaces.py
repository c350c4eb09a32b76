"""Benchmark many namespaces in one store folder: memory (RSS) and open time through the pool.

    python benchmarks/bench_namespaces.py --namespaces 100 --episodes 30 --out benchmarks/results
    python benchmarks/bench_namespaces.py --namespaces 100 --episodes 30 --per-run

A store with N namespaces of E synthetic bilingual episodes each is built in one worker process;
a second, fresh process then measures (nothing is asserted):

- RSS after imports and after loading the embedder (paid once per process, shared by all);
- ``NamespacePool(max_open=N)``: the time to open each namespace (p50/p95/total) and RSS once
  all N are open, then after one keyword + one vector search in each (first-query cost);
- in a third, fresh process, ``NamespacePool(max_open=M)``: two passes over all N namespaces in
  a shuffled order (LRU closes the rest), with RSS at the end: what bounding the pool buys.

With ``--per-run``, three more fresh processes serve one retrieval turn per user, two passes:
ONE compiled retrieval node on a ``NamespacePool`` (``max_open=N``, then ``max_open=M``), each
turn naming its user in ``configurable.user_id``, against the peer of one ``MemoryStore`` and
one compiled node per user (what serving many users took before per-run selection).

With ``--chroma-server`` the vectors live in a ``chroma run`` server on loopback (started and
stopped by the script; its RSS is reported). Results go to ``OUT/namespaces.json`` and
``OUT/namespaces.md`` (``namespaces_chroma_server.*`` with the server), also printed.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import shlex
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

TOPICS_JA = ["京都の旅行", "柴犬の散歩", "ピアノの練習", "カレーの作り方", "転職の面接", "読書会"]
TOPICS_EN = ["a trip to Kyoto", "the dog's walk", "piano practice", "a curry recipe", "a job talk"]
BASE = datetime(2025, 1, 1, tzinfo=UTC)


def rss_mb() -> float:
    """Current resident set size of this process (MB), from /proc."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def build(path: Path, namespaces: int, episodes: int, chroma_url: str | None) -> dict[str, float]:
    from omoide.memory_store import Episode
    from omoide.memory_store.pool import NamespacePool

    started = time.perf_counter()
    with NamespacePool(path, max_open=8, chroma_url=chroma_url) as pool:
        for n in range(namespaces):
            ns = f"user{n:03d}"
            rng = random.Random(n)
            eps = []
            for i in range(episodes):
                ja, en = rng.choice(TOPICS_JA), rng.choice(TOPICS_EN)
                eps.append(
                    Episode.create(
                        f"{ns}: {ja}について話したい ({i})",
                        f"Sure, let's talk about {en} ({i}).",
                        occurred_at=BASE + timedelta(hours=n * episodes + i),
                        session_id=f"{ns}-s{i // 10}",
                    )
                )
            with pool.lease(ns) as store:
                store.add_episodes(eps)
    disk = sum(p.stat().st_size for p in path.rglob("*") if p.is_file())
    return {"build_s": time.perf_counter() - started, "disk_mb": disk / 2**20}


def measure(path: Path, namespaces: int, chroma_url: str | None) -> dict[str, Any]:
    out: dict[str, Any] = {"rss_start_mb": rss_mb()}
    import omoide.memory_store.pool as pool_mod
    from omoide.memory_store import make_embedder

    out["rss_after_imports_mb"] = rss_mb()
    t = time.perf_counter()
    embedder = make_embedder("use-multilingual-v3")
    embedder.embed_query("warm up")
    out["embedder_load_s"] = time.perf_counter() - t
    out["rss_after_embedder_mb"] = rss_mb()
    names = [f"user{n:03d}" for n in range(namespaces)]

    opens: list[float] = []
    with pool_mod.NamespacePool(
        path, embedder=embedder, max_open=namespaces, chroma_url=chroma_url
    ) as pool:
        for ns in names:
            t = time.perf_counter()
            pool.get(ns)
            opens.append((time.perf_counter() - t) * 1000)
        out["open_ms_p50"] = statistics.median(opens)
        out["open_ms_p95"] = sorted(opens)[int(0.95 * (len(opens) - 1))]
        out["open_all_s"] = sum(opens) / 1000
        out["rss_all_open_mb"] = rss_mb()
        first: list[float] = []
        for ns in names:
            store = pool.get(ns)
            t = time.perf_counter()
            store.search_keyword("京都の旅行", k=10)
            store.search_vector("京都の旅行", k=10)
            first.append((time.perf_counter() - t) * 1000)
        out["first_search_ms_p50"] = statistics.median(first)
        out["rss_all_searched_mb"] = rss_mb()
    out["rss_after_close_mb"] = rss_mb()
    out["per_namespace_mb"] = (out["rss_all_open_mb"] - out["rss_after_embedder_mb"]) / namespaces
    return out


def measure_bounded(
    path: Path, namespaces: int, bounded: int, chroma_url: str | None
) -> dict[str, Any]:
    """In a fresh process: two shuffled passes over every namespace with ``max_open=bounded``."""
    import omoide.memory_store.pool as pool_mod
    from omoide.memory_store import make_embedder

    embedder = make_embedder("use-multilingual-v3")
    embedder.embed_query("warm up")
    out: dict[str, Any] = {"bounded_rss_after_embedder_mb": rss_mb()}
    order = [f"user{n:03d}" for n in range(namespaces)] * 2
    random.Random(0).shuffle(order)
    t = time.perf_counter()
    with pool_mod.NamespacePool(
        path, embedder=embedder, max_open=bounded, chroma_url=chroma_url
    ) as pool:
        for ns in order:
            with pool.lease(ns) as store:
                store.search_keyword("柴犬", k=10)
                store.search_vector("柴犬", k=10)
        out["bounded_opens"] = pool.opened
        out["bounded_rss_mb"] = rss_mb()
    out["bounded_pass_s"] = time.perf_counter() - t
    return out


def _question(n: int, episodes: int) -> dict[str, Any]:
    """User n's turn, a day after their last episode (so their recent window holds them)."""
    from langchain_core.messages import HumanMessage

    now = BASE + timedelta(hours=(n + 1) * episodes + 24)
    text = f"user{n:03d}: 京都の旅行の話、覚えてる？"
    return {"messages": [HumanMessage(text)], "now": int(now.timestamp())}


def measure_per_run(
    path: Path, namespaces: int, episodes: int, max_open: int, chroma_url: str | None
) -> dict[str, Any]:
    """In a fresh process: ONE compiled retrieval node on a ``NamespacePool``, every user's
    turn selecting its namespace by ``configurable.user_id``; two passes over all users."""
    import omoide.memory_store.pool as pool_mod
    from omoide import build_retrieval_node
    from omoide.memory_store import make_embedder

    embedder = make_embedder("use-multilingual-v3")
    embedder.embed_query("warm up")
    out: dict[str, Any] = {"rss_after_embedder_mb": rss_mb()}
    names = [f"user{n:03d}" for n in range(namespaces)]
    with pool_mod.NamespacePool(
        path, embedder=embedder, max_open=max_open, chroma_url=chroma_url
    ) as pool:
        t = time.perf_counter()
        node = build_retrieval_node(pool)
        out["build_s"] = time.perf_counter() - t
        for label in ("first", "second"):  # first: opens each namespace; second: all open
            turns: list[float] = []
            for n, ns in enumerate(names):
                t = time.perf_counter()
                node.invoke(_question(n, episodes), {"configurable": {"user_id": ns}})
                turns.append((time.perf_counter() - t) * 1000)
            out[f"{label}_turn_ms_p50"] = statistics.median(turns)
            out[f"{label}_turn_ms_p95"] = sorted(turns)[int(0.95 * (len(turns) - 1))]
            out[f"{label}_pass_s"] = sum(turns) / 1000
            out[f"rss_after_{label}_pass_mb"] = rss_mb()
        out["opens"] = pool.opened
    return out


def measure_per_user_graphs(
    path: Path, namespaces: int, episodes: int, chroma_url: str | None
) -> dict[str, Any]:
    """The peer, in a fresh process: what serving users took before per-run selection -- one
    ``MemoryStore`` and one compiled retrieval node per user (shared embedder), two passes."""
    from omoide import MemoryStore, build_retrieval_node
    from omoide.memory_store import make_embedder

    embedder = make_embedder("use-multilingual-v3")
    embedder.embed_query("warm up")
    out: dict[str, Any] = {"rss_after_embedder_mb": rss_mb()}
    names = [f"user{n:03d}" for n in range(namespaces)]
    t = time.perf_counter()
    stores = {
        ns: MemoryStore(path, namespace=ns, embedder=embedder, chroma_url=chroma_url)
        for ns in names
    }
    nodes = {ns: build_retrieval_node(stores[ns]) for ns in names}
    out["build_s"] = time.perf_counter() - t
    out["rss_after_build_mb"] = rss_mb()
    for label in ("first", "second"):
        turns: list[float] = []
        for n, ns in enumerate(names):
            t = time.perf_counter()
            nodes[ns].invoke(_question(n, episodes))
            turns.append((time.perf_counter() - t) * 1000)
        out[f"{label}_turn_ms_p50"] = statistics.median(turns)
        out[f"{label}_pass_s"] = sum(turns) / 1000
    out["rss_after_second_pass_mb"] = rss_mb()
    for store in stores.values():
        store.close()
    return out


def measure_interleaved(
    path: Path, namespaces: int, episodes: int, rounds: int, chroma_url: str | None
) -> dict[str, Any]:
    """The per-run overhead alone, in one process: the same open stores serve each user's
    turn through the one per-run node and through that user's own node, alternately (which
    goes first alternates too), so load swings hit both alike."""
    import omoide.memory_store.pool as pool_mod
    from omoide import build_retrieval_node
    from omoide.memory_store import make_embedder

    embedder = make_embedder("use-multilingual-v3")
    embedder.embed_query("warm up")
    names = [f"user{n:03d}" for n in range(namespaces)]
    times: dict[str, list[float]] = {"per_run": [], "per_user": []}
    with pool_mod.NamespacePool(
        path, embedder=embedder, max_open=namespaces, chroma_url=chroma_url
    ) as pool:
        shared = build_retrieval_node(pool)
        own = {ns: build_retrieval_node(pool.get(ns)) for ns in names}  # the pool's stores
        for r in range(rounds):
            for n, ns in enumerate(names):
                turn = _question(n, episodes)
                order = ["per_run", "per_user"] if (r + n) % 2 == 0 else ["per_user", "per_run"]
                for label in order:
                    t = time.perf_counter()
                    if label == "per_run":
                        shared.invoke(turn, {"configurable": {"user_id": ns}})
                    else:
                        own[ns].invoke(turn)
                    times[label].append((time.perf_counter() - t) * 1000)
    out: dict[str, Any] = {"rounds": rounds}
    for label, values in times.items():
        out[f"{label}_turn_ms_p50"] = statistics.median(values)
        out[f"{label}_turn_ms_p95"] = sorted(values)[int(0.95 * (len(values) - 1))]
    return out


def _pid_rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def _start_chroma(data: Path) -> tuple[subprocess.Popen[bytes], str]:
    """``chroma run`` (the CLI shipped with chromadb) on a free loopback port."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = int(sock.getsockname()[1])
    cli = Path(sys.executable).with_name("chroma")
    cmd = [str(cli), "run", "--path", str(data), "--host", "127.0.0.1", "--port", str(port)]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))  # loopback: no proxy
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            with opener.open(f"{url}/api/v2/heartbeat", timeout=2):
                return proc, url
        except OSError:
            time.sleep(0.3)
    proc.terminate()
    raise RuntimeError("chroma run did not come up within 60 s")


def render(r: dict[str, Any]) -> str:
    m, b = r["measure"], r["bounded_measure"]
    n = r["namespaces"]
    return "\n".join(
        [
            f"# Namespaces: {n} x {r['episodes']} episodes in one store folder "
            f"(Chroma {r['chroma']})",
            "",
            f"Run {r['date']} on {r['machine']} (load {r['load']}): `{r['command']}`",
            "",
            "| measure | value |",
            "|---|---|",
            f"| build (ingest all, one process) | {r['build']['build_s']:.1f} s |",
            f"| size on disk | {r['build']['disk_mb']:.1f} MB |",
            f"| RSS after imports | {m['rss_after_imports_mb']:.0f} MB |",
            f"| embedder load (once per process) | {m['embedder_load_s']:.2f} s |",
            f"| RSS after embedder | {m['rss_after_embedder_mb']:.0f} MB |",
            f"| open one namespace p50 / p95 | {m['open_ms_p50']:.1f} / "
            f"{m['open_ms_p95']:.1f} ms |",
            f"| open all {n} | {m['open_all_s']:.2f} s |",
            f"| RSS, all {n} open | {m['rss_all_open_mb']:.0f} MB |",
            f"| RSS per open namespace | {m['per_namespace_mb']:.2f} MB |",
            f"| first keyword + vector search p50 | {m['first_search_ms_p50']:.1f} ms |",
            f"| RSS, all {n} searched once | {m['rss_all_searched_mb']:.0f} MB |",
            f"| RSS after closing the pool | {m['rss_after_close_mb']:.0f} MB |",
            f"| max_open={r['bounded']} (fresh process): 2 shuffled passes, opens | "
            f"{b['bounded_opens']} |",
            f"| max_open={r['bounded']}: time, RSS after embedder, RSS at end | "
            f"{b['bounded_pass_s']:.1f} s, {b['bounded_rss_after_embedder_mb']:.0f} MB, "
            f"{b['bounded_rss_mb']:.0f} MB |",
            *(
                [f"| Chroma server RSS at the end | {r['chroma_server_rss_mb']:.0f} MB |"]
                if r.get("chroma_server_rss_mb") is not None
                else []
            ),
            "",
            *_render_per_run(r),
        ]
    )


def _render_per_run(r: dict[str, Any]) -> list[str]:
    p = r.get("per_run") or {}
    if not p:
        return []
    n, b = r["namespaces"], r["bounded"]
    one, bounded, peer = p["per_run"], p["per_run_bounded"], p["per_user"]
    rows = [
        f"## Serving {n} users: one compiled retrieval node (per-run `user_id`) vs one per user",
        "",
        "Each in a fresh process with the embedder loaded; one retrieval turn per user per pass "
        "(the first pass opens each namespace, the second finds it open).",
        "",
        f"| measure | one node, pool max_open={n} | one node, pool max_open={b} | "
        f"{n} nodes on {n} stores (peer) |",
        "|---|---|---|---|",
        f"| build | {one['build_s']:.2f} s | {bounded['build_s']:.2f} s | "
        f"{peer['build_s']:.2f} s (opens all stores) |",
        f"| first pass: turn p50, total | {one['first_turn_ms_p50']:.0f} ms, "
        f"{one['first_pass_s']:.1f} s | {bounded['first_turn_ms_p50']:.0f} ms, "
        f"{bounded['first_pass_s']:.1f} s | {peer['first_turn_ms_p50']:.0f} ms, "
        f"{peer['first_pass_s']:.1f} s |",
        f"| second pass: turn p50, total | {one['second_turn_ms_p50']:.0f} ms, "
        f"{one['second_pass_s']:.1f} s | {bounded['second_turn_ms_p50']:.0f} ms, "
        f"{bounded['second_pass_s']:.1f} s | {peer['second_turn_ms_p50']:.0f} ms, "
        f"{peer['second_pass_s']:.1f} s |",
        f"| RSS after embedder | {one['rss_after_embedder_mb']:.0f} MB | "
        f"{bounded['rss_after_embedder_mb']:.0f} MB | {peer['rss_after_embedder_mb']:.0f} MB |",
        f"| RSS after two passes | {one['rss_after_second_pass_mb']:.0f} MB | "
        f"{bounded['rss_after_second_pass_mb']:.0f} MB | "
        f"{peer['rss_after_second_pass_mb']:.0f} MB |",
        f"| namespaces opened | {one['opens']} | {bounded['opens']} | {n} |",
        "",
    ]
    if "interleaved" in p:
        i = p["interleaved"]
        rows += [
            f"The per-run overhead alone (one process, the same {n} open stores, each user's turn "
            f"through both alternately, {i['rounds']} rounds): turn p50 / p95 "
            f"{i['per_run_turn_ms_p50']:.1f} / {i['per_run_turn_ms_p95']:.1f} ms through the one "
            f"node, {i['per_user_turn_ms_p50']:.1f} / {i['per_user_turn_ms_p95']:.1f} ms through "
            f"the user's own node.",
            "",
        ]
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--namespaces", type=int, default=100)
    ap.add_argument("--episodes", type=int, default=30, help="episodes per namespace")
    ap.add_argument("--bounded", type=int, default=16, help="max_open of the bounded pass")
    ap.add_argument("--out", type=Path, default=Path("benchmarks/results"))
    ap.add_argument("--workdir", type=Path, default=None)
    ap.add_argument(
        "--per-run",
        action="store_true",
        help="also measure one compiled retrieval node serving every user (per-run user_id) "
        "against one compiled node per user",
    )
    ap.add_argument(
        "--worker",
        choices=[
            "build",
            "measure",
            "bounded",
            "per_run",
            "per_run_bounded",
            "per_user",
            "interleaved",
        ],
        help=argparse.SUPPRESS,
    )
    ap.add_argument("--store", type=Path, help=argparse.SUPPRESS)
    ap.add_argument("--chroma-url", help=argparse.SUPPRESS)
    ap.add_argument(
        "--chroma-server",
        action="store_true",
        help="vectors in a `chroma run` server on loopback (its RSS is reported too)",
    )
    args = ap.parse_args()

    if args.worker == "build":
        print(json.dumps(build(args.store, args.namespaces, args.episodes, args.chroma_url)))
        return
    if args.worker == "measure":
        print(json.dumps(measure(args.store, args.namespaces, args.chroma_url)))
        return
    if args.worker == "bounded":
        out = measure_bounded(args.store, args.namespaces, args.bounded, args.chroma_url)
        print(json.dumps(out))
        return
    if args.worker in ("per_run", "per_run_bounded"):
        bound = args.namespaces if args.worker == "per_run" else args.bounded
        out = measure_per_run(args.store, args.namespaces, args.episodes, bound, args.chroma_url)
        print(json.dumps(out))
        return
    if args.worker == "interleaved":
        out = measure_interleaved(args.store, args.namespaces, args.episodes, 3, args.chroma_url)
        print(json.dumps(out))
        return
    if args.worker == "per_user":
        out = measure_per_user_graphs(args.store, args.namespaces, args.episodes, args.chroma_url)
        print(json.dumps(out))
        return

    command = "python benchmarks/bench_namespaces.py " + shlex.join(sys.argv[1:])
    server_rss: float | None = None
    with tempfile.TemporaryDirectory(dir=args.workdir) as tmp:
        store = Path(tmp) / "store"
        base = [sys.executable, __file__, "--store", str(store)]
        base += ["--namespaces", str(args.namespaces), "--episodes", str(args.episodes)]
        base += ["--bounded", str(args.bounded)]
        server = _start_chroma(Path(tmp) / "chroma-server") if args.chroma_server else None
        try:
            if server is not None:
                base += ["--chroma-url", server[1]]
            built = json.loads(subprocess.check_output([*base, "--worker", "build"], text=True))
            measured = json.loads(
                subprocess.check_output([*base, "--worker", "measure"], text=True)
            )
            bounded = json.loads(subprocess.check_output([*base, "--worker", "bounded"], text=True))
            per_run: dict[str, Any] = {}
            if args.per_run:
                for worker in ("per_run", "per_run_bounded", "per_user", "interleaved"):
                    per_run[worker] = json.loads(
                        subprocess.check_output([*base, "--worker", worker], text=True)
                    )
            if server is not None:
                server_rss = _pid_rss_mb(server[0].pid)
        finally:
            if server is not None:
                server[0].terminate()
                server[0].wait(timeout=30)
    result = {
        "command": command,
        "date": datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC"),
        "machine": f"{platform.machine()}, {os.cpu_count()} cpus",
        "load": " ".join(f"{x:.1f}" for x in os.getloadavg()),
        "namespaces": args.namespaces,
        "episodes": args.episodes,
        "bounded": args.bounded,
        "build": built,
        "measure": measured,
        "bounded_measure": bounded,
        "per_run": per_run,
        "chroma": "server (chroma run)" if args.chroma_server else "embedded",
        "chroma_server_rss_mb": server_rss,
    }
    args.out.mkdir(parents=True, exist_ok=True)
    stem = "namespaces_chroma_server" if args.chroma_server else "namespaces"
    (args.out / f"{stem}.json").write_text(json.dumps(result, indent=2) + "\n")
    text = render(result)
    (args.out / f"{stem}.md").write_text(text)
    print(text)


if __name__ == "__main__":
    main()
