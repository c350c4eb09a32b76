"""Time-window questions on the dev sets (issue 23, point 5): when a question names a window
(「先月」, "last Saturday", "in May", "two weeks ago"), are the injected episodes inside it, and
is the evidence injected?

For every question of a task whose plan reads a window (``plan.time_hint.window_start``), it
records what ``recall()`` injects: how many, how many said inside the window, and whether one of
them is relevant (the task's evidence). It also says where the evidence lies (inside the window
or not), which tells a misread window from a ranking miss. Stores come from the evaluation cache
(``omoide eval``'s ``.omoide-eval``; built there when missing).

    python benchmarks/bench_time_windows.py --task longmemeval
    python benchmarks/bench_time_windows.py --task locomo

Needs ``$OMOIDE_DATA`` (README, "Evaluation data"). Figures, not assertions.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.dev_sets import DEV_FILES
from benchmarks.evaluation.runner import build_stores
from benchmarks.evaluation.tasks import load_task
from omoide import recall
from omoide.agent.config import get_preset
from omoide.memory_store.embedders import USEEmbeddings


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--task", default="longmemeval", choices=sorted(DEV_FILES))
    parser.add_argument("--data", type=Path, help="the task's file (default: $OMOIDE_DATA's)")
    parser.add_argument("--cache", type=Path, default=Path(".omoide-eval"), help="store cache")
    parser.add_argument("--preset", default="default", help="configuration preset")
    parser.add_argument("--set", action="append", default=[], metavar="KEY=VALUE")
    args = parser.parse_args()
    data = args.data
    if data is None:
        root = os.environ.get("OMOIDE_DATA")
        if not root:
            parser.error("--data FILE or $OMOIDE_DATA is needed")
        data = Path(root) / DEV_FILES[args.task]
    task = load_task(args.task, data)
    config = get_preset(args.preset).with_settings([*args.set, "record_runs=false"])
    stores = build_stores(
        task, args.cache / f"{args.task}-{task.fingerprint()}", USEEmbeddings(), None
    )
    rows: dict[str, list[dict[str, float]]] = defaultdict(list)
    try:
        for q in task.queries:
            if q.abstention:
                continue
            store = stores[q.namespace]
            result = recall(store, q.user_text, recent_conversation=(), now=q.now, config=config)
            hint = result.plan.time_hint
            if hint.window_start is None or hint.window_end is None:
                continue
            lo, hi = hint.window_start, hint.window_end
            injected = result.episodes
            inside = sum(lo <= e.occurred_at <= hi for e in injected)
            relevant = q.relevant_episodes or frozenset(
                e.id for e in task.memories[q.namespace] if e.session_id in q.relevant_sessions
            )
            evidence = [e for e in task.memories[q.namespace] if e.id in relevant]
            rows[q.category].append(
                {
                    "injected_any": float(bool(injected)),
                    "injected": float(len(injected)),
                    "inside": float(inside),
                    "relevant_injected": float(any(e.id in relevant for e in injected)),
                    "evidence_inside": float(any(lo <= e.occurred_at <= hi for e in evidence)),
                }
            )
    finally:
        for store in stores.values():
            store.close()
    named = sum(map(len, rows.values()))
    print(f"{args.task}: {named} of {len(task.queries)} questions name a window")
    print()
    print(
        "| category | n | inject anything | injected inside the window | relevant injected "
        "| evidence inside the window |"
    )
    print("|---|---|---|---|---|---|")
    everything = [r for group in rows.values() for r in group]
    for name, group in [*sorted(rows.items()), ("all", everything)]:
        n = len(group)
        injected = sum(r["injected"] for r in group)
        inside = sum(r["inside"] for r in group)
        share = f"{inside:.0f}/{injected:.0f}" + (f" ({inside / injected:.2f})" if injected else "")
        print(
            f"| {name} | {n} | {sum(r['injected_any'] for r in group) / n:.2f} | {share} | "
            f"{sum(r['relevant_injected'] for r in group) / n:.2f} | "
            f"{sum(r['evidence_inside'] for r in group) / n:.2f} |"
        )


if __name__ == "__main__":
    main()
