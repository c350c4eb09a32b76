"""`omoide eval` on the first N sessions of a task's memory, for comparing embedders when a full
store build does not fit the time (e5-small embeds ~20x slower than USE).

The memory keeps only the episodes of its first ``--sessions`` sessions (in file order); a
query stays if one of its relevant sessions is among them, with its relevant sessions cut to
those kept. Fewer distractors than the full task, so the figures are higher than the full
task's and only comparable with each other: run it once per embedder, same N, same session.

    python benchmarks/subset_eval.py jmultiwoz --data $OMOIDE_DATA/jmultiwoz_tc_dev.jsonl.gz \\
        --sessions 300 --embedder e5-small --cache DIR
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # benchmarks.evaluation
from benchmarks.evaluation import SYSTEMS, load_task, run_eval
from benchmarks.evaluation.tasks import EvalTask
from omoide.agent.config import get_preset
from omoide.memory_store.embedders import CachedEmbeddings, make_embedder


def first_sessions(task: EvalTask, sessions: int) -> EvalTask:
    """``task`` with each memory cut to its first ``sessions`` sessions (session-level tasks)."""
    if task.level != "session":
        raise ValueError(f"{task.name} is scored on episodes; cut by sessions only session tasks")
    memories = {}
    kept: set[str] = set()
    for ns, episodes in task.memories.items():
        order = list(dict.fromkeys(e.session_id for e in episodes))[:sessions]
        kept.update(s for s in order if s)
        memories[ns] = [e for e in episodes if e.session_id in kept]
    queries = [
        dataclasses.replace(q, relevant_sessions=q.relevant_sessions & kept)
        for q in task.queries
        if q.relevant_sessions & kept
    ]
    session_of = {e.id: e.session_id for eps in memories.values() for e in eps}
    return dataclasses.replace(task, memories=memories, queries=queries, session_of=session_of)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("task", choices=["jmultiwoz", "real_persona_chat"])
    parser.add_argument("--data", type=Path, required=True)
    parser.add_argument("--sessions", type=int, required=True)
    parser.add_argument("--embedder", default=None)
    parser.add_argument("--preset", default="eval")
    parser.add_argument("--set", action="append", metavar="KEY=VALUE", help="as omoide eval")
    parser.add_argument("--cache", type=Path, required=True)
    args = parser.parse_args()

    task = first_sessions(load_task(args.task, args.data), args.sessions)
    args.cache.mkdir(parents=True, exist_ok=True)
    embedder = CachedEmbeddings(make_embedder(args.embedder), args.cache / "embeddings.sqlite3")
    total = sum(len(v) for v in task.memories.values())
    print(f"{args.task}, first {args.sessions} sessions: {len(task.queries)} queries over {total}")
    config = get_preset(args.preset).with_settings([*(args.set or []), "record_runs=false"])
    report = run_eval(
        task,
        store_dir=args.cache / f"{args.task}-{task.fingerprint()}",
        embedder=embedder,
        config=config,
        systems=SYSTEMS,
    )
    print(report.table())


if __name__ == "__main__":
    main()
