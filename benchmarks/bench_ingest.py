"""Ingest throughput: ``add_episodes`` embedding in-process batch after batch (the old path)
and on worker processes, on the same episodes, in the same run. (Embedding threads, measured
no faster, were removed: BENCHMARKS.md §2.)

Each measurement builds a fresh store in its own interpreter (the model loaded and warmed
first, so only the ingest is timed), and the paths take turns (the order rotating) for
``--rounds`` rounds so the shared machine's noise falls on all of them. Prints a table,
writes ``results/ingest.json`` and ``results/ingest.md``. Figures, not assertions.

    python benchmarks/bench_ingest.py --episodes 5000 --rounds 3
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]

CHILD = """
import json, os, resource, sys, time
sys.path.insert(0, {bench!r})
from bench_store import load_corpus
from omoide.memory_store import MemoryStore, USEEmbeddings

n, workers, path = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
if sys.argv[4] == "spawn":
    import omoide.memory_store.embed_workers as ew
    ew.can_fork = lambda: False
episodes, _, _ = load_corpus(n, 10, 7)
embedder = USEEmbeddings()
embedder.embed_query("warm up")
load = os.getloadavg()[0]
cpu0 = time.process_time()
started = time.perf_counter()
with MemoryStore(path, embedder=embedder, embed_workers=workers) as store:
    result = store.add_episodes(episodes, batch_size=1000)
    took = time.perf_counter() - started
    cpu = time.process_time() - cpu0
    pending = store.stats().vector_pending
kids = resource.getrusage(resource.RUSAGE_CHILDREN)
print(json.dumps({{"added": result.added, "seconds": took, "pending": pending,
                   "cpu_s": cpu + kids.ru_utime + kids.ru_stime,
                   "load_start": load, "load_end": os.getloadavg()[0],
                   "chars": sum(len(e.text) for e in episodes)}}))
"""

PATHS = {  # name: (worker processes, how workers start)
    "in-process": (0, ""),  # one thread embeds, then stores, batch after batch (the old path)
    "workers": (2, "fork"),  # 2 forked worker processes ahead of the storing process
    "workers-spawn": (2, "spawn"),  # the same, started as new interpreters (load the model)
}


def one(n: int, path: str) -> dict[str, Any]:
    workers, start = PATHS[path]
    code = CHILD.format(bench=str(REPO / "benchmarks"))
    with tempfile.TemporaryDirectory(prefix="omoide-ingest-") as tmp:
        env = {**os.environ, "PYTHONPATH": str(REPO)}
        proc = subprocess.run(
            [sys.executable, "-c", code, str(n), str(workers), f"{tmp}/s", start],
            capture_output=True,
            text=True,
            env=env,
            cwd=REPO,
            check=False,
        )
    if proc.returncode != 0:
        raise SystemExit(f"ingest child failed:\n{proc.stderr[-3000:]}")
    row: dict[str, Any] = json.loads(proc.stdout.strip().splitlines()[-1])
    row["episodes_per_s"] = row["added"] / row["seconds"]
    row["path"] = path
    print(
        f"{path}: {row['added']:,} episodes in {row['seconds']:.1f} s "
        f"= {row['episodes_per_s']:.0f}/s, {row['cpu_s']:.1f} CPU s "
        f"(load {row['load_start']:.1f} -> {row['load_end']:.1f}; pending after: "
        f"{row['pending']})",
        flush=True,
    )
    return row


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--episodes", type=int, default=10_000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument(
        "--paths",
        nargs="+",
        choices=list(PATHS),
        default=list(PATHS),
        help="ingest paths to compare; the first is the reference (default: all)",
    )
    parser.add_argument("--out", default="benchmarks/results")
    args = parser.parse_args(argv)
    load = os.getloadavg()
    rows: list[dict[str, Any]] = []
    for r in range(args.rounds):  # rotate the order round by round
        k = r % len(args.paths)
        rows += [one(args.episodes, p) for p in args.paths[k:] + args.paths[:k]]
    load_end = os.getloadavg()

    def of(path: str) -> list[dict[str, Any]]:
        return [x for x in rows if x["path"] == path]

    def rate(path: str) -> float:
        return statistics.median(x["episodes_per_s"] for x in of(path))

    reference = rate(args.paths[0])
    command = "python benchmarks/bench_ingest.py " + " ".join(
        sys.argv[1:] if argv is None else argv
    )
    lines = [
        f"Command: `{command}`  ",
        f"Run: {datetime.now(tz=UTC).isoformat(timespec='minutes')} on {os.cpu_count()} "
        f"cores, Python {platform.python_version()}, {args.episodes:,} episodes; load average "
        f"at start {load[0]:.1f} / {load[1]:.1f} / {load[2]:.1f}, at end "
        f"{load_end[0]:.1f} / {load_end[1]:.1f} / {load_end[2]:.1f}.",
        "",
        "| path | episodes/s (median) | each round | CPU s per 1k episodes (median) "
        f"| × {args.paths[0]} |",
        "|---|---|---|---|---|",
    ]
    for path in args.paths:
        cpu = statistics.median(1000 * x["cpu_s"] / x["added"] for x in of(path))
        lines.append(
            f"| {path} | {rate(path):.0f} | "
            + ", ".join(f"{x['episodes_per_s']:.0f}" for x in of(path))
            + f" | {cpu:.2f} | **{rate(path) / reference:.2f}** |"
        )
    table = "\n".join(lines)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    (out / "ingest.json").write_text(
        json.dumps({"command": command, "load_average": load, "rows": rows}, indent=1)
    )
    (out / "ingest.md").write_text(table + "\n")
    print("\n" + table)
    return 0


if __name__ == "__main__":
    sys.exit(main())
