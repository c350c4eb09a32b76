"""Recall evaluation on real public data (docs/design.md §evaluation: four tasks) with baselines."""

from .metrics import mrr_at, ndcg_at, precision_at, recall_all_at, recall_any_at, sessions_in_order
from .runner import SYSTEMS, EvalReport, run_eval
from .tasks import TASKS, EvalQuery, EvalTask, load_task

__all__ = [
    "SYSTEMS",
    "TASKS",
    "EvalQuery",
    "EvalReport",
    "EvalTask",
    "load_task",
    "mrr_at",
    "ndcg_at",
    "precision_at",
    "recall_all_at",
    "recall_any_at",
    "run_eval",
    "sessions_in_order",
]
