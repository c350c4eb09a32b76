"""The keyword_session list's cost, this checkout's ``SparseBM25.top_groups`` against another
revision's (``--base``), interleaved turn by turn in one process on bench_recall's store: CPU
time of the list alone (``top_groups``, its own thread's) and of whole ``recall()`` turns (the
list run by each implementation, and off), and a check that both give the same groups.

    python benchmarks/bench_session_list.py --base REV [--size 100000] [--queries 100]

The store must exist (``bench_recall.py --sizes SIZE`` builds it; it is only read here). Uses
$OMOIDE_DATA. Figures, not assertions; compare the columns of one run.
"""

from __future__ import annotations

import argparse
import dataclasses
import statistics
import subprocess
import sys
import time
import types
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
# This checkout's omoide, not whichever one an editable install points at.
sys.path.insert(1, str(Path(__file__).resolve().parent.parent))
from bench_recall import NOW, with_context
from bench_store import load_corpus

from omoide.agent import RetrievalConfig, recall
from omoide.memory_store import MemoryStore, USEEmbeddings
from omoide.memory_store.bm25 import SparseBM25


def base_class(rev: str) -> Any:
    """``SparseBM25`` as revision ``rev`` wrote it, with that revision's module (its helpers,
    its GroupMatch); its methods are run on this checkout's index."""
    root = Path(__file__).resolve().parent.parent
    source = subprocess.run(
        ["git", "show", f"{rev}:memory_store/bm25.py"],
        cwd=root,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    module = types.ModuleType("base_bm25")
    module.__package__ = "omoide.memory_store"  # its relative imports: this checkout's
    sys.modules[module.__name__] = module  # dataclasses look their module up there
    exec(compile(source, f"{rev}:memory_store/bm25.py", "exec"), module.__dict__)
    return module.SparseBM25


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base", required=True, help="the git revision to compare with")
    parser.add_argument("--size", type=int, default=100_000)
    parser.add_argument("--queries", type=int, default=100)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--workdir", default="/tmp/omoide-bench")
    args = parser.parse_args(argv)
    base = base_class(args.base)
    implementations = {"base": base.top_groups, "this": SparseBM25.top_groups}
    # The top-k selection of every keyword list (SparseBM25._best), as each revision wrote it.
    bests = {"base": base._best, "this": SparseBM25._best}
    _, queries, _ = load_corpus(args.size, args.queries, args.seed)
    turns = with_context(queries, args.seed)
    store = MemoryStore(
        Path(args.workdir) / f"recall-{args.size}", embedder=USEEmbeddings(), reconcile=False
    )
    config = RetrievalConfig(record_runs=False)
    configs = {"base": config, "this": config, "off": config.replace(sources={"session_hits": 0})}
    list_cpu: dict[str, list[float]] = {"base": [], "this": []}
    results: dict[str, list[Any]] = {"base": [], "this": []}
    lists: dict[str, list[Any]] = {"base": [], "this": []}
    current = ["this"]

    def timed(self: SparseBM25, *a: Any, **kw: Any) -> Any:
        # This thread's CPU time: the vector node runs at the same time in another thread.
        t0 = time.thread_time()
        found = implementations[current[0]](self, *a, **kw)
        list_cpu[current[0]].append((time.thread_time() - t0) * 1000)
        results[current[0]].append([dataclasses.astuple(m) for m in found])
        return found

    def best(*a: Any, **kw: Any) -> Any:
        found = bests[current[0]](*a, **kw)
        lists[current[0]].append([dataclasses.astuple(m) for m in found])
        return found

    SparseBM25.top_groups = timed  # type: ignore[method-assign]
    SparseBM25._best = staticmethod(best)  # type: ignore[method-assign,assignment]
    for text, recent in turns[:5]:  # warm caches and the compiled graphs
        recall(store, text, recent_conversation=recent, now=NOW, config=config)
    for v in (*list_cpu.values(), *results.values(), *lists.values()):
        v.clear()
    turn_cpu: dict[str, list[float]] = {k: [] for k in configs}
    order = list(configs)
    for i, (text, recent) in enumerate(turns):
        for label in order[i % 3 :] + order[: i % 3]:  # rotate who goes first
            current[0] = label if label != "off" else "this"
            before = len(lists["this"])
            store._keywords.bm25._snap.cache.scored = ()  # each turn starts from nothing
            t0 = time.process_time()
            recall(store, text, recent_conversation=recent, now=NOW, config=configs[label])
            turn_cpu[label].append((time.process_time() - t0) * 1000)
            if label == "off":  # its keyword lists are the ones "this" ran: not compared
                del lists["this"][before:]
    store.close()
    same = results["base"] == results["this"]
    n_lists = len(list_cpu["this"])
    print(f"{args.size:,} episodes, {len(turns)} turns ({n_lists} ran the session list)")
    same_lists = lists["base"] == lists["this"]
    print(f"session lists identical: {same}; keyword lists ({len(lists['this'])}): {same_lists}")
    print("| CPU ms | base p50 / mean | this p50 / mean |")
    print("|---|---|---|")
    with_recent = {
        k: [t for t, (_, r) in zip(v, turns, strict=True) if r] for k, v in turn_cpu.items()
    }
    rows = [("session list alone", list_cpu), ("whole turn", turn_cpu)]
    rows.append(("whole turn, with recent conversation", with_recent))
    for name, table in rows:
        cells = [
            f"{statistics.median(table[k]):.1f} / {statistics.fmean(table[k]):.1f}"
            for k in ("base", "this")
        ]
        print(f"| {name} | " + " | ".join(cells) + " |")
    for name, off in (("", turn_cpu["off"]), (", with recent conversation", with_recent["off"])):
        cells = f"{statistics.median(off):.1f} / {statistics.fmean(off):.1f}"
        print(f"| whole turn{name}, list off | {cells} | |")


if __name__ == "__main__":
    main(sys.argv[1:])
