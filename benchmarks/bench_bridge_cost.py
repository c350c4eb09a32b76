"""What the dictionary bridge (issue 36) costs a turn at 100k episodes: the same turns as
``bench_recall.py --chat-context --reply-min-chars 300`` (its corpus, queries and recent
conversations), each asked twice in one process — the default, and with the bridge off
(``sources.bridge_k=0``) — in alternating order turn by turn, two rounds; CPU time of the
process per ``recall()`` (every thread), medians. Ratios in one process and run, so the shared
machine's load moves both sides alike.

    OMOIDE_DATA=/path/to/data python benchmarks/bench_bridge_cost.py --workdir DIR

``DIR`` holds ``recall-100000`` as ``bench_recall.py --workdir DIR --sizes 100000`` built it
(it is opened, not changed).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_recall import with_context
from bench_store import load_corpus

from omoide.agent import RetrievalConfig, recall
from omoide.memory_store import MemoryStore
from omoide.memory_store.embedders import make_embedder


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--workdir", type=Path, required=True)
    parser.add_argument("--size", type=int, default=100_000)
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    episodes, queries, _ = load_corpus(args.size, args.queries, 0)
    pool = [e for e in episodes if e.user_text and len(e.reply_text) >= 300]
    turns = with_context(queries, 0, pool)
    store = MemoryStore(
        args.workdir / f"recall-{args.size}",
        embedder=make_embedder("use-multilingual-v3"),
        reconcile=False,
    )
    on = RetrievalConfig(record_runs=False)
    off = on.with_settings(["sources.bridge_k=0"])
    for text, recent in turns[:5]:  # warm caches
        for cfg in (on, off):
            recall(store, text, recent_conversation=recent, config=cfg)
    cpu: dict[str, dict[str, list[float]]] = {
        "on": {"with context": [], "without": []},
        "off": {"with context": [], "without": []},
    }
    for rnd in range(args.rounds):
        for i, (text, recent) in enumerate(turns):
            pair = [("on", on), ("off", off)]
            for name, cfg in pair if (i + rnd) % 2 == 0 else pair[::-1]:
                started = time.process_time()
                recall(store, text, recent_conversation=recent, config=cfg)
                kind = "with context" if recent else "without"
                cpu[name][kind].append((time.process_time() - started) * 1000)
    print("| turns | n | CPU p50 ms, bridge on | bridge off | on / off |")
    print("|---|---|---|---|---|")
    for kind in ("with context", "without"):
        a, b = statistics.median(cpu["on"][kind]), statistics.median(cpu["off"][kind])
        print(f"| {kind} | {len(cpu['on'][kind])} | {a:.1f} | {b:.1f} | {a / b:.3f} |")


if __name__ == "__main__":
    main()
