"""What the reliability checks cost at scale: the HNSW structural check run on every open,
``set_searchable`` (which rewrites neighbours' keyword documents), and opening a store
read-only (which searches a private copy of the Chroma folder), each against a plain open in the
same run (the machine is shared and noisy: read the ratios).

    # once, 24-29 min at 100k on 2 busy cores (the first N episodes of bench_store.py's corpus)
    nice -n 5 python benchmarks/bench_reliability.py build --size 100000 --store /tmp/rel100k
    # then, as often as needed (each case runs in fresh processes):
    python benchmarks/bench_reliability.py measure --store /tmp/rel100k --rounds 3

Figures are printed (one JSON line per case and a Markdown table), never asserted.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]


def log(msg: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {msg}", file=sys.stderr, flush=True)


def build(store: Path, size: int) -> None:
    sys.path.insert(0, str(REPO / "benchmarks"))
    from bench_store import load_corpus  # the same corpus as section 2 of BENCHMARKS.md

    from omoide.memory_store import MemoryStore

    episodes, _queries, _info = load_corpus(size, 10, 0)
    log(f"{len(episodes):,} episodes loaded; ingesting into {store}")
    t0 = time.perf_counter()
    done = 0

    def progress(k: int) -> None:
        nonlocal done
        done += k
        if done % 10_240 < k:
            log(f"{done:,} / {len(episodes):,}")

    with MemoryStore(store) as s:
        s.add_episodes(episodes, progress=progress)
        log(f"stored {len(s):,} episodes in {time.perf_counter() - t0:.0f} s")


# Each case runs in a fresh process, so no case profits from another's warm caches (beyond the
# OS page cache, which every case shares once the first round has read the files).
CASE = r"""
import json, sys, time
from pathlib import Path
case, path = sys.argv[1], Path(sys.argv[2])
import chromadb  # imported before timing: every case pays it equally
from omoide.memory_store import MemoryStore, vector_index
from omoide.memory_store.vector_index import VectorIndex, check_hnsw_files, _segment_dirs
out = {}
if case in ("open", "open-unchecked", "open-readonly"):
    if case == "open-unchecked":  # the same open without the structural check
        vector_index.check_hnsw_files = lambda folder, dims: None
    snapshot = VectorIndex._snapshot
    def timed_snapshot(self):
        t = time.perf_counter()
        try:
            return snapshot(self)
        finally:
            out["snapshot_s"] = time.perf_counter() - t
    VectorIndex._snapshot = timed_snapshot
    t = time.perf_counter()
    s = MemoryStore(path, create=False)
    out["open_s"] = time.perf_counter() - t
    out["readonly"] = s.readonly
    out["episodes"] = len(s)
    s.close()
elif case == "hnsw-check":
    with MemoryStore(path, create=False) as s:
        name, dims = s._vectors.name, s.dimensions
    segs = _segment_dirs(path / "chroma", name)
    t = time.perf_counter()
    out["verdicts"] = [check_hnsw_files(seg, dims) for seg in segs]
    out["check_s"] = time.perf_counter() - t
    out["data_level0_mb"] = sum((g / "data_level0.bin").stat().st_size for g in segs) / 2**20
elif case == "set-searchable":
    with MemoryStore(path, create=False) as s:
        ids = [e.id for e in s.db.sample(s.namespace, 3)]
        t = time.perf_counter()
        s.set_searchable(ids, False)
        out["hide_s"] = time.perf_counter() - t
        t = time.perf_counter()
        s.set_searchable(ids, True)
        out["unhide_s"] = time.perf_counter() - t
        # What set_searchable used to do: rebuild the keyword index from SQLite.
        from omoide.memory_store.bm25 import SparseBM25
        from omoide.memory_store.keyword_index import KeywordIndex
        t = time.perf_counter()
        KeywordIndex(path / "unused.npz", SparseBM25(), s.db, s.namespace).catch_up()
        out["rebuild_s"] = time.perf_counter() - t
print(json.dumps(out))
"""

NOBODY = 65534


def run_case(case: str, store: Path, *, user: int | None = None) -> dict[str, Any]:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    python = sys.executable
    if user is not None:  # another user, who may read the store but not write it
        import site

        env["HOME"] = tempfile.gettempdir()
        env["PYTHONPATH"] = os.pathsep.join([str(REPO), *site.getsitepackages()])
        python = f"/usr/bin/python{sys.version_info[0]}.{sys.version_info[1]}"
    proc = subprocess.run(
        [python, "-c", CASE, case, str(store)],
        capture_output=True,
        text=True,
        env=env,
        cwd=tempfile.gettempdir(),
        timeout=600,
        check=False,
        user=user,
    )
    if proc.returncode != 0:
        raise SystemExit(f"case {case} failed:\n{proc.stderr[-3000:]}")
    return dict(json.loads(proc.stdout.strip().splitlines()[-1]))


def median(runs: list[dict[str, Any]], key: str) -> float:
    return statistics.median(float(r[key]) for r in runs)


def measure(store: Path, rounds: int) -> None:
    """Rounds interleave the cases (open, check, ... then again), so load changes on the shared
    machine hit every case alike; medians are reported."""
    readonly = (
        os.geteuid() == 0
        and Path(f"/usr/bin/python{sys.version_info[0]}.{sys.version_info[1]}").exists()
    )
    cases = ["open", "open-unchecked", "hnsw-check", "set-searchable"]
    results: dict[str, list[dict[str, Any]]] = {c: [] for c in [*cases, "open-readonly"]}
    run_case("open", store)  # warm the page cache once, untimed
    for r in range(rounds):
        for case in cases:
            results[case].append(run_case(case, store))
            log(f"round {r + 1} {case}: {results[case][-1]}")
        if readonly:
            got = run_case("open-readonly", store, user=NOBODY)
            assert got["readonly"], "the other user could write the store"
            results["open-readonly"].append(got)
            log(f"round {r + 1} open-readonly: {got}")
    open_s = median(results["open"], "open_s")
    rows = [
        ("open (writer), the peer", open_s),
        ("open without the HNSW check", median(results["open-unchecked"], "open_s")),
        ("HNSW structural check alone", median(results["hnsw-check"], "check_s")),
        ("set_searchable(3 ids, False)", median(results["set-searchable"], "hide_s")),
        ("set_searchable(3 ids, True)", median(results["set-searchable"], "unhide_s")),
        (
            "keyword rebuild from SQLite (what it did before)",
            median(results["set-searchable"], "rebuild_s"),
        ),
    ]
    if results["open-readonly"]:
        rows += [
            ("open read-only (another user)", median(results["open-readonly"], "open_s")),
            (
                "  of which: copy of the Chroma folder",
                median(results["open-readonly"], "snapshot_s"),
            ),
        ]
    first = results["hnsw-check"][0]
    print(json.dumps({"store": str(store), "rounds": rounds, "results": results}))
    print(
        f"\nstore: {store} ({results['open'][0]['episodes']:,} episodes, "
        f"data_level0.bin {first['data_level0_mb']:.0f} MiB), {rounds} rounds, medians\n"
    )
    print("| case | s | x open |")
    print("|---|---:|---:|")
    for name, secs in rows:
        print(f"| {name} | {secs:.3f} | {secs / open_s:.2f} |")


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    sub = p.add_subparsers(dest="command", required=True)
    b = sub.add_parser("build", help="build a store of the first N corpus episodes")
    b.add_argument("--store", type=Path, required=True)
    b.add_argument("--size", type=int, default=100_000)
    m = sub.add_parser("measure", help="time the checks on a built store")
    m.add_argument("--store", type=Path, required=True)
    m.add_argument("--rounds", type=int, default=5)
    args = p.parse_args(argv)
    if args.command == "build":
        build(args.store, args.size)
    else:
        measure(args.store, args.rounds)
    return 0


if __name__ == "__main__":
    sys.exit(main())
