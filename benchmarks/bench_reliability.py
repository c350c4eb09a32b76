"""What the reliability checks cost at scale: the HNSW structural check run on every open,
``set_searchable`` (which rebuilds the keyword index), and opening a store read-only (which
searches a private copy of the Chroma folder), each against a plain open measured in the same
run (the machine is shared and noisy: read the ratios).

    # once (~5-10 min at 100k): the first N episodes of bench_store.py's corpus
    nice -n 5 python benchmarks/bench_reliability.py build --size 100000 --store /tmp/rel100k
    # then, as often as needed (each case runs in fresh processes):
    python benchmarks/bench_reliability.py measure --store /tmp/rel100k --rounds 5

Figures are printed (one JSON line per case and a Markdown table), never asserted.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
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
# OS page cache, which every case shares equally after the first round).
CASE = r"""
import json, sys, time, shutil, tempfile
from pathlib import Path
case, path = sys.argv[1], Path(sys.argv[2])
from omoide.memory_store import MemoryStore
from omoide.memory_store import vector_index
from omoide.memory_store.vector_index import VectorIndex, check_hnsw_files, _segment_dirs
import chromadb  # imported before timing: every case pays it equally
out = {}
if case == "open":
    t = time.perf_counter()
    with MemoryStore(path, create=False) as s:
        out["open_s"] = time.perf_counter() - t
        out["episodes"] = len(s)
elif case == "open-no-check":
    real = vector_index.check_hnsw_files
    vector_index.check_hnsw_files = lambda folder, dims: None
    t = time.perf_counter()
    with MemoryStore(path, create=False) as s:
        out["open_s"] = time.perf_counter() - t
elif case == "hnsw-check":
    with MemoryStore(path, create=False) as s:
        name, dims = s._vectors.name, s.dimensions
    segs = _segment_dirs(path / "chroma", name)
    t = time.perf_counter()
    why = [check_hnsw_files(seg, dims) for seg in segs]
    out["check_s"] = time.perf_counter() - t
    out["verdict"] = why
    out["data_level0_mb"] = sum((seg / "data_level0.bin").stat().st_size for seg in segs) / 2**20
elif case == "set-searchable":
    with MemoryStore(path, create=False) as s:
        some = [e.id for e in s.db.sample(s.namespace, 3)]
        t = time.perf_counter()
        s.set_searchable(some, False)
        out["hide_s"] = time.perf_counter() - t
        t = time.perf_counter()
        s.set_searchable(some, True)
        out["unhide_s"] = time.perf_counter() - t
elif case == "readonly-open":
    import os
    real = MemoryStore.__init__
    t = time.perf_counter()
    # The store as another user sees it: read-only (the database is opened with mode=ro).
    from omoide.memory_store import db as dbmod
    with MemoryStore(path, create=False) as s:
        pass
    out["note"] = "see readonly driver"
print(json.dumps(out))
"""


def run_case(case: str, store: Path, *, user: int | None = None) -> dict[str, Any]:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    python = sys.executable
    if user is not None:
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


def measure(store: Path, rounds: int) -> None:
    raise SystemExit("not yet")


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
    _ = (shutil, statistics)
    return 0


if __name__ == "__main__":
    sys.exit(main())
