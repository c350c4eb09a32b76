"""Reading the question at work (design §plan, §rerank). The plan reads the question's time
window (``question.time_window``); here the sources get the window's filters, and the rerank
lifts a candidate of that time."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from omoide.memory_store import SearchFilters

from .config import RetrievalConfig
from .records import RetrievalPlan, ScoredCandidate

__all__ = ["boost_in_window", "in_window", "reread", "window_filters"]


def window_filters(plan: RetrievalPlan, config: RetrievalConfig) -> SearchFilters | None:
    """The filters of the plan's time window lists; None when the plan has no window."""
    hint = plan.time_hint
    if hint.window_start is None or hint.window_end is None:
        return None
    return SearchFilters.of(
        since=hint.window_start, until=hint.window_end, max_sensitivity=config.max_sensitivity
    )


def in_window(plan: RetrievalPlan, occurred_at: int) -> bool:
    """Whether an episode occurred inside the plan's time window (False: no window)."""
    hint = plan.time_hint
    if hint.window_start is None or hint.window_end is None:
        return False
    return hint.window_start <= occurred_at <= hint.window_end


def boost_in_window(
    plan: RetrievalPlan, scored: Sequence[ScoredCandidate], boost: float
) -> list[ScoredCandidate]:
    """The candidates with ``boost`` added to the score of those that occurred inside the
    question's time window, best first again. A boost, not a filter: the dates in memory are
    when something was *told*, which may not be when it happened."""
    if boost <= 0 or plan.time_hint.window_start is None:
        return list(scored)
    out = [
        dataclasses.replace(c, final=c.final + boost, reason=f"{c.reason} window=+{boost:.2f}")
        if in_window(plan, c.episode.occurred_at)
        else c
        for c in scored
    ]
    out.sort(key=lambda s: (-s.final, -s.rrf, s.id))
    return out


def reread(
    plan: RetrievalPlan,
    scored: Sequence[ScoredCandidate],
    config: RetrievalConfig,
) -> list[ScoredCandidate]:
    """The rerank's one call into the question's reading: the time-window boost."""
    return boost_in_window(plan, scored, config.rerank.time_window_boost)
