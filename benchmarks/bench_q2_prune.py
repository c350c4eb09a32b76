"""What pruning Q2's common words would save today (issue 38, point 7): a measurement of a
prototype, nothing wired. On bench_recall.py's store and context turns, alternating turn by turn
in one process: the default ``recall()``, and ``recall()`` with the context query (Q2: recent
conversation + user text) searched, for its keyword list and its session list, without the words
found in more than ``--q2-max-df`` of the episodes (Q1 and the phrase pool keep
``sources.keyword_max_df``). The store calls are wrapped on the instance, so the prototype costs
one more keyword call per turn (Q2 apart from Q1) — the figure is an upper bound of the cost.
Rankings differ (that is the point of the prototype); it prints CPU and wall per turn and the
store floor after each turn.

    python benchmarks/bench_recall.py --sizes 100000 --queries 200 --no-peers   # the store
    python benchmarks/bench_q2_prune.py --size 100000 --queries 200 --rounds 1
"""

from __future__ import annotations

import argparse
import statistics
import time
from typing import Any

from bench_recall import NOW, add_turn_arguments, built_store_and_turns, pct, store_floor

from omoide.agent import RetrievalConfig, recall
from omoide.memory_store import MemoryStore, USEEmbeddings


class Q2Pruned:
    """Wraps a store's keyword calls so that the turn's Q2 gets ``max_df``."""

    def __init__(self, store: MemoryStore, max_df: float) -> None:
        self.store, self.max_df, self.on, self.user_text = store, max_df, False, ""
        self.lists, self.sessions = store.search_keyword_lists, store.search_keyword_sessions
        self.pruned = 0
        store.search_keyword_lists = self._lists  # type: ignore[method-assign]
        store.search_keyword_sessions = self._sessions  # type: ignore[method-assign]

    def _is_q2(self, text: str) -> bool:
        u = self.user_text
        return self.on and text != u and text.endswith(u) and len(text) > len(u)

    def _lists(self, texts: Any, **kw: Any) -> Any:
        q2 = [i for i, t in enumerate(texts) if self._is_q2(t)]
        if not q2:
            return self.lists(texts, **kw)
        ks = kw.pop("k", 20)
        ks = list(ks) if isinstance(ks, (list, tuple)) else [ks] * len(texts)
        rest = [i for i in range(len(texts)) if i not in q2]
        out: list[Any] = [None] * len(texts)
        if rest:
            found = self.lists([texts[i] for i in rest], k=[ks[i] for i in rest], **kw)
            for i, f in zip(rest, found, strict=True):
                out[i] = f
        kw["max_df"] = self.max_df
        found = self.lists([texts[i] for i in q2], k=[ks[i] for i in q2], **kw)
        for i, f in zip(q2, found, strict=True):
            out[i] = f
        self.pruned += len(q2)
        return out

    def _sessions(self, text: str, **kw: Any) -> Any:
        if self._is_q2(text):
            kw["max_df"] = self.max_df
            self.pruned += 1
        return self.sessions(text, **kw)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    add_turn_arguments(parser)
    parser.add_argument("--q2-max-df", type=float, default=0.05)
    args = parser.parse_args()
    path, turns = built_store_and_turns(args)
    turns = [t for t in turns if t[1]]  # the turns with a recent conversation
    store = MemoryStore(path, embedder=USEEmbeddings(), reconcile=False)
    config = RetrievalConfig(record_runs=False)
    proto = Q2Pruned(store, args.q2_max_df)
    for text, recent in turns[:5]:  # warm caches and the compiled graph, both ways
        for on in (False, True):
            proto.on, proto.user_text = on, text
            recall(store, text, recent_conversation=recent, now=NOW, config=config)
    wall: dict[str, list[float]] = {"as is": [], "Q2 pruned": [], "floor": []}
    cpu: dict[str, list[float]] = {"as is": [], "Q2 pruned": [], "floor": []}
    for r in range(args.rounds):
        for i, (text, recent) in enumerate(turns):
            order = ("as is", "Q2 pruned") if (i + r) % 2 == 0 else ("Q2 pruned", "as is")
            for name in order:
                proto.on, proto.user_text = name == "Q2 pruned", text
                c, t = time.process_time(), time.perf_counter()
                recall(store, text, recent_conversation=recent, now=NOW, config=config)
                wall[name].append((time.perf_counter() - t) * 1000)
                cpu[name].append((time.process_time() - c) * 1000)
            proto.on = False
            c, t = time.process_time(), time.perf_counter()
            store_floor(store, text)
            wall["floor"].append((time.perf_counter() - t) * 1000)
            cpu["floor"].append((time.process_time() - c) * 1000)
    store.close()
    n = len(wall["floor"])
    print(f"{args.size:,} episodes, {n} context turns, Q2 pruned at df {args.q2_max_df}")
    print(f"(Q2 searched pruned {proto.pruned} times, lists and sessions)")
    print("| variant | wall p50 ms | CPU p50 ms | CPU mean ms | wall / floor | CPU / floor |")
    print("|---|---|---|---|---|---|")
    fw, fc = pct(wall["floor"], 0.5), pct(cpu["floor"], 0.5)
    for name in ("as is", "Q2 pruned", "floor"):
        w, c = pct(wall[name], 0.5), pct(cpu[name], 0.5)
        print(
            f"| {name} | {w:.1f} | {c:.1f} | {statistics.fmean(cpu[name]):.1f} | "
            f"{w / fw:.2f}x | {c / fc:.2f}x |"
        )


if __name__ == "__main__":
    main()
