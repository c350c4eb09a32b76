"""Per-source quotas for the final selection's candidate cut (seed 002's ``retrieval_quota_*``),
chosen by leave-one-task-out like every other default.

A selector can only choose what the cut shows it, so the measure is **evidence seen**: the
share of a task's questions whose evidence (an evidence episode, or for session-level tasks an
episode of an evidence session) is among the candidates the cut keeps, at a cut size ``K``
that binds (the default ``selection.max_candidates`` 80 is above the fused list's 60, where no
quota can change anything). For each task left out, the quota setting with the best mean over
the other tasks is chosen and its figure on the left-out task reported beside no quota.

    python benchmarks/selection_quotas.py [--cache DIR] [--k 10 20] [TASK ...]

Reads the candidate lists ``benchmarks/fusion_lab.py`` captured (``--cache``, default
``.omoide-eval``); a task not captured yet is captured first (minutes; needs $OMOIDE_DATA).
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks import fusion_lab
from benchmarks.evaluation.tasks import EvalQuery, EvalTask
from omoide.agent.config import RetrievalConfig, SelectionConfig
from omoide.agent.ranking import rank_lists
from omoide.agent.selection import cut_candidates

SETTINGS: dict[str, dict[str, float]] = {
    "none": {},
    "vector .3": {"quota_vector": 0.3},
    "keyword .3": {"quota_keyword": 0.3},
    "kw .25 + vec .25": {"quota_keyword": 0.25, "quota_vector": 0.25},
    "vec .2 + explore .1": {"quota_vector": 0.2, "quota_explore": 0.1},
    "entity-only .1": {"quota_entity_only": 0.1},
    "vec .2 + entity-only .1 + explore .1": {
        "quota_vector": 0.2,
        "quota_entity_only": 0.1,
        "quota_explore": 0.1,
    },
}


def _seen(task: EvalTask, q: EvalQuery, ids: Sequence[str]) -> float:
    if q.relevant_episodes:
        return float(any(i in q.relevant_episodes for i in ids))
    return float(any(task.session_of.get(i) in q.relevant_sessions for i in ids))


def evidence_seen(task_name: str, k: int) -> dict[str, float]:
    """Per quota setting: the share of questions whose evidence the cut of size ``k`` keeps."""
    task = fusion_lab._task(task_name)
    rows = fusion_lab.capture(task_name)
    config = RetrievalConfig(record_runs=False)
    cuts = {n: SelectionConfig(max_candidates=k, **s) for n, s in SETTINGS.items()}
    seen: dict[str, list[float]] = {n: [] for n in SETTINGS}
    for row in rows:
        q = row.query
        if q.abstention or not (q.relevant_episodes or q.relevant_sessions):
            continue
        _, candidates = rank_lists(row.plan, row.lists, config)
        for name, cut in cuts.items():
            seen[name].append(_seen(task, q, [c.id for c in cut_candidates(candidates, cut)]))
    return {n: statistics.fmean(v) if v else 0.0 for n, v in seen.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("tasks", nargs="*", default=["locomo", "locomo_chat", "longmemeval"])
    parser.add_argument("--k", type=int, nargs="+", default=[10, 20])
    parser.add_argument("--cache", default=".omoide-eval", help="fusion_lab's capture folder")
    args = parser.parse_args(argv)
    sys.argv[1:] = ["--cache", args.cache]  # fusion_lab reads its cache folder from argv
    for k in args.k:
        figures = {t: evidence_seen(t, k) for t in args.tasks}
        print(f"\n## K = {k}: evidence seen by the selector")
        print("| setting | " + " | ".join(args.tasks) + " | mean |")
        print("|---|" + "---|" * (len(args.tasks) + 1))
        for name in SETTINGS:
            vals = [figures[t][name] for t in args.tasks]
            cells = " | ".join(f"{v:.3f}" for v in vals)
            print(f"| {name} | {cells} | {statistics.fmean(vals):.3f} |")
        print("\nleft out | chosen on the others | its figure | no quota | gain")
        for left in args.tasks:
            others = [t for t in args.tasks if t != left]
            best = max(SETTINGS, key=lambda n: statistics.fmean(figures[t][n] for t in others))
            gain = figures[left][best] - figures[left]["none"]
            print(
                f"{left} | {best} | {figures[left][best]:.3f} | "
                f"{figures[left]['none']:.3f} | {gain:+.3f}"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
