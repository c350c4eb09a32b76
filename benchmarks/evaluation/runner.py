"""Run a task against the full pipeline and the baselines, in the same run on the same stores."""

from __future__ import annotations

import statistics
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from langchain_core.embeddings import Embeddings

from omoide.agent.config import RetrievalConfig
from omoide.agent.messages import format_recent_conversation, query_with_context
from omoide.agent.ranking import rrf_merge
from omoide.agent.recaller import recall
from omoide.agent.records import SourceResult
from omoide.memory_store import MemoryStore, SearchFilters

from .metrics import mrr_at, ndcg_at, precision_at, recall_all_at, recall_any_at, sessions_in_order
from .tasks import EvalQuery, EvalTask

__all__ = ["SYSTEMS", "EvalReport", "run_eval"]

SYSTEMS = ("bm25", "vector", "hybrid_rrf", "omoide")
POOL = 60  # ranked-list depth for every system (the pipeline's max_candidates)

Ranker = Callable[[MemoryStore, EvalQuery], tuple[list[str], list[str]]]


def _full_query(q: EvalQuery) -> str:
    """Q2 as the plan builds it (unclipped): the baselines search the same text."""
    roles = [("USER" if r == "user" else "AGENT", t) for r, t in q.recent]
    return query_with_context(format_recent_conversation(roles, 0), q.user_text)


def _bm25(store: MemoryStore, q: EvalQuery) -> tuple[list[str], list[str]]:
    flt = SearchFilters.of()
    return [h.id for h in store.search_keyword(_full_query(q), k=POOL, filters=flt)], []


def _vector(store: MemoryStore, q: EvalQuery) -> tuple[list[str], list[str]]:
    return [h.id for h in store.search_vector(_full_query(q), k=POOL)], []


def _hybrid(store: MemoryStore, q: EvalQuery) -> tuple[list[str], list[str]]:
    queries = [q.user_text] + ([_full_query(q)] if q.recent else [])
    lists = []
    for i, text in enumerate(queries):
        lists.append(SourceResult("keyword", i, tuple(store.search_keyword(text, k=20))))
        lists.append(SourceResult("vector", i, tuple(store.search_vector(text, k=20))))
    return [c.id for c in rrf_merge(lists, rrf_k=60, max_candidates=POOL)], []


def _omoide(config: RetrievalConfig) -> Ranker:
    def rank(store: MemoryStore, q: EvalQuery) -> tuple[list[str], list[str]]:
        r = recall(store, q.user_text, recent_conversation=q.recent, now=q.now, config=config)
        return [c.id for c in r.candidates], [e.id for e in r.episodes]

    return rank


@dataclass
class EvalReport:
    task: str
    queries: int
    metrics: dict[str, dict[str, float]]  # system → metric → value
    by_category: dict[str, dict[str, dict[str, float]]]  # system → category → metric → value
    feel: dict[str, float]  # what a user feels with the real thresholds (omoide only)
    latency_ms: dict[str, float]
    build_seconds: float
    notes: list[str] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return self.__dict__.copy()

    def table(self) -> str:
        names = list(next(iter(self.metrics.values())).keys()) if self.metrics else []
        lines = [
            f"### {self.task} ({self.queries} queries)",
            "",
            "| system | " + " | ".join(names) + " | mean ms |",
            "|---|" + "---|" * (len(names) + 1),
        ]
        for system, m in self.metrics.items():
            cells = " | ".join(f"{m[n]:.3f}" for n in names)
            lines.append(f"| {system} | {cells} | {self.latency_ms.get(system, 0):.1f} |")
        if self.notes:
            lines += ["", *self.notes]
        if self.feel:
            lines += [
                "",
                "With the real thresholds (omoide): "
                + ", ".join(f"{k} {v:.3f}" for k, v in self.feel.items()),
            ]
        return "\n".join(lines)


def _scores(task: EvalTask, q: EvalQuery, ranking: Sequence[str]) -> dict[str, float]:
    if task.scoring == "locomo":
        rel = q.relevant_episodes
        return {
            f"{f}@{k}": fn(ranking, rel, k)
            for k in (5, 10)
            for f, fn in (("recall_any", recall_any_at), ("recall_all", recall_all_at))
        }
    if task.scoring == "dev_episode":  # the issue-36 dev sets: the evidence episodes
        rel = q.relevant_episodes
        return {f"recall_any@{k}": recall_any_at(ranking, rel, k) for k in (1, 5, 10)}
    rel = q.relevant_sessions
    if task.scoring == "longmemeval":  # design §evaluation: sessions, deduplicated by first rank
        sessions = sessions_in_order(ranking, task.session_of)
        out = {
            f"{f}@{k}": fn(sessions, rel, k)
            for k in (5, 10)
            for f, fn in (
                ("recall_any", recall_any_at),
                ("recall_all", recall_all_at),
                ("ndcg", ndcg_at),
            )
        }
        if q.relevant_episodes:
            out["turn_recall_any@5"] = recall_any_at(ranking, q.relevant_episodes, 5)
        return out
    # Japanese tasks: the unit is the episode (design §evaluation), relevant when its session is.
    per_episode = [task.session_of[e] for e in ranking]
    if task.scoring == "jmultiwoz":
        return {
            "recall_any@5": recall_any_at(per_episode, rel, 5),
            "precision@5": precision_at(per_episode, rel, 5),
        }
    return {
        "recall_any@5": recall_any_at(per_episode, rel, 5),
        "mrr@10": mrr_at(per_episode, rel, 10),
    }


def _mean(rows: list[dict[str, float]]) -> dict[str, float]:
    keys = sorted({k for r in rows for k in r}, key=lambda k: (int(k.split("@")[-1]), k))
    return {k: statistics.fmean(r[k] for r in rows if k in r) for k in keys}


def _relevant(task: EvalTask, q: EvalQuery, episode_id: str) -> bool:
    if task.level == "episode":
        return episode_id in q.relevant_episodes
    return task.session_of[episode_id] in q.relevant_sessions


def build_stores(
    task: EvalTask,
    store_dir: Path,
    embedder: Embeddings,
    progress: Callable[[int], None] | None,
    tokenizer: str | None = None,
) -> dict[str, MemoryStore]:
    """Open (or build) each memory's store; a cached store built with another ``tokenizer``
    has its keyword index rebuilt from SQLite (``MemoryStore``), its vectors kept."""
    stores = {}
    for ns, episodes in task.memories.items():
        store = MemoryStore(store_dir, namespace=ns, embedder=embedder, tokenizer=tokenizer)
        store.add_episodes(episodes, progress=progress)
        stores[ns] = store
    return stores


def run_eval(
    task: EvalTask,
    *,
    store_dir: Path,
    embedder: Embeddings,
    config: RetrievalConfig | None = None,
    systems: Sequence[str] = SYSTEMS,
    progress: Callable[[int], None] | None = None,
    tokenizer: str | None = None,
) -> EvalReport:
    """Rank every query with each system; metrics on the full ranked lists (before thresholds)."""
    config = config or RetrievalConfig(record_runs=False)
    rankers: dict[str, Ranker] = {
        "bm25": _bm25,
        "vector": _vector,
        "hybrid_rrf": _hybrid,
        "omoide": _omoide(config),
    }
    unknown = set(systems) - set(rankers)
    if unknown:
        raise ValueError(f"unknown system(s) {sorted(unknown)}; choose from {SYSTEMS}")
    started = time.perf_counter()
    stores = build_stores(task, store_dir, embedder, progress, tokenizer)
    build_seconds = time.perf_counter() - started
    for store in stores.values():
        store.warm_up()
    rows: dict[str, list[tuple[EvalQuery, dict[str, float]]]] = defaultdict(list)
    latency: dict[str, list[float]] = defaultdict(list)
    feel_rows: list[dict[str, float]] = []
    for q in task.queries:
        store = stores[q.namespace]
        for system in systems:
            t0 = time.perf_counter()
            ranking, injected = rankers[system](store, q)
            latency[system].append((time.perf_counter() - t0) * 1000)
            if not q.abstention:
                rows[system].append((q, _scores(task, q, ranking)))
            if system == "omoide":
                feel_rows.append(_feel(task, q, ranking, injected))
    metrics = {s: _mean([r for _, r in rows[s]]) for s in systems if rows[s]}
    by_category: dict[str, dict[str, dict[str, float]]] = {}
    for s in systems:
        groups: dict[str, list[dict[str, float]]] = defaultdict(list)
        for q, r in rows[s]:
            groups[q.category].append(r)
        by_category[s] = {c: {**_mean(g), "n": float(len(g))} for c, g in sorted(groups.items())}
    feel = _summarise_feel(feel_rows)
    for store in stores.values():
        store.close()
    return EvalReport(
        task.name,
        len(task.queries),
        metrics,
        by_category,
        feel,
        {s: statistics.fmean(v) for s, v in latency.items()},
        build_seconds,
        [f"keyword tokenizer: {', '.join(sorted({s.tokenizer.spec for s in stores.values()}))}"],
    )


def _feel(
    task: EvalTask, q: EvalQuery, ranking: list[str], injected: list[str]
) -> dict[str, float]:
    row: dict[str, float] = {"injected": float(bool(injected))}
    if q.abstention:
        row["abstention_silent"] = float(not injected)
        return row
    row["answerable_injected"] = row["injected"]
    # What the user feels on a question the memory can answer: a relevant episode reached
    # the prompt (``answerable_injected`` counts any injection, relevant or not).
    row["relevant_injected"] = float(any(_relevant(task, q, e) for e in injected))
    found = any(_relevant(task, q, e) for e in ranking[:5])
    if not found:
        row["false_injection"] = float(bool(injected))
    if injected:
        row["injected_precision"] = sum(_relevant(task, q, e) for e in injected) / len(injected)
    return row


def _summarise_feel(rows: list[dict[str, float]]) -> dict[str, float]:
    out = {}
    keys = (
        "injected",
        "answerable_injected",
        "relevant_injected",
        "false_injection",
        "injected_precision",
    )
    for key in (*keys, "abstention_silent"):
        vals = [r[key] for r in rows if key in r]
        if vals:
            out[f"{key}_rate" if key != "injected_precision" else key] = statistics.fmean(vals)
    return out
