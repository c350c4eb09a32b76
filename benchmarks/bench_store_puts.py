"""What a put costs in ``OmoideStore`` against LangGraph's ``InMemoryStore`` with an embedding
index, both embedding with the same offline embedder (omoide's default, multilingual USE).

For each store, N items (Japanese and English notes of the kind a memory agent writes) are put
three ways, each into a fresh store:

- ``put``: one ``store.put`` call per item (one embedding per call);
- ``batch``: one ``store.batch([PutOp, ...])`` with all N (one embedding call for all texts);
- ``abatch``: the same through ``await store.abatch(...)``.

Printed: milliseconds per item, amortised over the N items (median of ``--repeat`` runs), and
OmoideStore's ratio to InMemoryStore. Nothing is asserted: speed is reported, not tested.
OmoideStore's put also writes SQLite (atomically), the keyword index (BM25) and Chroma; the
InMemoryStore keeps a dict and a list of vectors.

    python benchmarks/bench_store_puts.py [--items 100] [--repeat 3]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from langgraph.store.base import BaseStore, PutOp
from langgraph.store.memory import InMemoryStore

from omoide import OmoideStore
from omoide.memory_store import USEEmbeddings

NS = ("memories", "alice")
TOPICS_JA = ["京都の旅行", "柴犬の散歩", "ピアノの練習", "カレーの作り方", "読書会", "誕生日"]
TOPICS_EN = ["a trip to Kyoto", "the dog's walk", "piano practice", "a curry recipe", "book club"]


def notes(n: int) -> list[dict[str, str]]:
    """``n`` distinct notes, alternating Japanese and English."""
    out = []
    for i in range(n):
        if i % 2:
            topic = TOPICS_EN[i % len(TOPICS_EN)]
            out.append({"content": f"Note {i}: the user talked about {topic} on day {i % 28 + 1}"})
        else:
            topic = TOPICS_JA[i % len(TOPICS_JA)]
            out.append({"content": f"メモ{i}: ユーザーは{i % 28 + 1}日に{topic}について話した"})
    return out


def timed(run: Callable[[], object]) -> float:
    start = time.perf_counter()
    run()
    return time.perf_counter() - start


def one_round(make: Callable[[Path], BaseStore], items: list[dict[str, str]]) -> dict[str, float]:
    """Seconds for each way of putting ``items`` into a fresh store."""
    out: dict[str, float] = {}
    ops = [PutOp(NS, f"k{i}", v) for i, v in enumerate(items)]
    for way in ("put", "batch", "abatch"):
        with tempfile.TemporaryDirectory() as tmp:
            store = make(Path(tmp) / way)
            store.put(("warm",), "w", {"content": "warm up"})  # load the model, open files
            if way == "put":
                out[way] = timed(lambda s=store: [s.put(NS, op.key, op.value) for op in ops])
            elif way == "batch":
                out[way] = timed(lambda s=store: s.batch(ops))
            else:
                out[way] = timed(lambda s=store: asyncio.run(s.abatch(ops)))
            assert len(store.search(NS, limit=len(items) + 1)) == len(items)
            if isinstance(store, OmoideStore):
                store.close()
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--items", type=int, default=100, help="items per run (default 100)")
    parser.add_argument("--repeat", type=int, default=3, help="runs per store (median)")
    args = parser.parse_args()
    embedder = USEEmbeddings()
    items = notes(args.items)

    def omoide_store(path: Path) -> BaseStore:
        return OmoideStore(path, embedder=embedder, index={"fields": ["content"]})

    def in_memory(path: Path) -> BaseStore:
        return InMemoryStore(index={"dims": 512, "embed": embedder, "fields": ["content"]})

    results: dict[str, dict[str, float]] = {}
    for name, make in (("InMemoryStore", in_memory), ("OmoideStore", omoide_store)):
        runs = [one_round(make, items) for _ in range(args.repeat)]
        results[name] = {w: statistics.median(r[w] for r in runs) for w in runs[0]}
    print(f"ms per item, amortised over {args.items} items (median of {args.repeat} runs)")
    print(f"{'way':8} {'InMemoryStore':>14} {'OmoideStore':>12} {'ratio':>7}")
    for way in ("put", "batch", "abatch"):
        mem = results["InMemoryStore"][way] * 1000 / args.items
        omo = results["OmoideStore"][way] * 1000 / args.items
        print(f"{way:8} {mem:14.2f} {omo:12.2f} {omo / mem:6.1f}x")


if __name__ == "__main__":
    main()
