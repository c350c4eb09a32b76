"""Ingest throughput: ``add_episodes`` embedding in-process (the path before embedding workers)
against embedding on worker processes, on the same episodes, in the same run.

Each measurement builds a fresh store in its own interpreter (the model loaded and warmed
first, so only the ingest is timed), and the two paths alternate for ``--rounds`` rounds so the
shared machine's noise falls on both. Prints a table, writes ``results/ingest.json`` and
``results/ingest.md``. Figures, not assertions.

    python benchmarks/bench_ingest.py --episodes 10000 --rounds 2
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
import json, sys, time
sys.path.insert(0, {bench!r})
from bench_store import load_corpus
from omoide.memory_store import MemoryStore, USEEmbeddings

n, workers, path = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
episodes, _, _ = load_corpus(n, 10, 7)
embedder = USEEmbeddings()
embedder.embed_query("warm up")
started = time.perf_counter()
with MemoryStore(path, embedder=embedder, embed_workers=workers) as store:
    result = store.add_episodes(episodes, batch_size=1000)
    took = time.perf_counter() - started
    pending = store.stats().vector_pending
print(json.dumps({{"added": result.added, "seconds": took, "pending": pending,
                   "chars": sum(len(e.text) for e in episodes)}}))
"""


def one(n: int, workers: int) -> dict[str, Any]:
    code = CHILD.format(bench=str(REPO / "benchmarks"))
    with tempfile.TemporaryDirectory(prefix="omoide-ingest-") as tmp:
        env = {**os.environ, "PYTHONPATH": str(REPO)}
        proc = subprocess.run(
            [sys.executable, "-c", code, str(n), str(workers), str(Path(tmp) / "store")],
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
    row["workers"] = workers
    print(
        f"workers={workers}: {row['added']:,} episodes in {row['seconds']:.1f} s "
        f"= {row['episodes_per_s']:.0f}/s (pending after: {row['pending']})",
        flush=True,
    )
    return row


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--episodes", type=int, default=10_000)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--workers", type=int, default=min(4, os.cpu_count() or 1))
    parser.add_argument("--out", default="benchmarks/results")
    args = parser.parse_args(argv)
    load = os.getloadavg()
    rows: list[dict[str, Any]] = []
    for r in range(args.rounds):  # alternate the order round by round
        order = (0, args.workers) if r % 2 == 0 else (args.workers, 0)
        rows += [one(args.episodes, w) for w in order]

    def rate(w: int) -> float:
        return statistics.median(x["episodes_per_s"] for x in rows if x["workers"] == w)

    before, after = rate(0), rate(args.workers)
    command = "python benchmarks/bench_ingest.py " + " ".join(
        sys.argv[1:] if argv is None else argv
    )
    table = "\n".join(
        [
            f"Command: `{command}`  ",
            f"Run: {datetime.now(tz=UTC).isoformat(timespec='minutes')} on {os.cpu_count()} "
            f"cores, Python {platform.python_version()}, load average at start "
            f"{load[0]:.1f} / {load[1]:.1f} / {load[2]:.1f}.",
            "",
            "| embedding | episodes/s (median of rounds) | each round | × in-process |",
            "|---|---|---|---|",
            f"| in-process (before) | {before:.0f} | "
            + ", ".join(f"{x['episodes_per_s']:.0f}" for x in rows if x["workers"] == 0)
            + " | 1.00 |",
            f"| {args.workers} worker processes (after) | {after:.0f} | "
            + ", ".join(f"{x['episodes_per_s']:.0f}" for x in rows if x["workers"] == args.workers)
            + f" | **{after / before:.2f}** |",
        ]
    )
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
