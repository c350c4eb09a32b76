"""rerank: design §rerank's node — wires the ranking (``omoide.agent.ranking.rank_lists``:
fusion, scores, the injection judgement and thresholds, diversify) to the run's lists and
store. No LLM."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..config import RetrievalConfig
from ..ranking import rank_lists, spreads, time_buckets
from ..runtime import RetrievalDeps, config_of

if TYPE_CHECKING:
    from langgraph.runtime import Runtime

    from ..state import RetrievalState


__all__ = ["rerank_node"]


def rerank_node(deps: RetrievalDeps) -> Callable[..., dict[str, Any]]:
    def rerank(state: RetrievalState, runtime: Runtime[RetrievalConfig]) -> dict[str, Any]:
        """Fuse the sources' lists, score every candidate, pick what clears the thresholds."""
        config = config_of(runtime, deps.config)
        started = time.perf_counter()
        plan = state["plan"]
        lists = state.get("source_results", [])
        buckets = None
        if spreads(plan) and config.rerank.diversify_per_bucket > 0:
            with deps.store_for(deps.namespace_of_run()) as store:
                buckets = time_buckets(store, {h.id for r in lists for h in r.hits})
        ranked, candidates = rank_lists(plan, lists, config, buckets=buckets)
        return {
            "candidates": candidates,
            "recalled": ranked,
            "timings_ms": {"rerank": (time.perf_counter() - started) * 1000},
        }

    return rerank
