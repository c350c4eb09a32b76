"""Reading the question at work (design §plan, §rerank). The plan reads the question's time
window (``question.time_window``) and its sub-queries (``question.split_events``); here the
sources get the window's filters, and the rerank lifts a candidate of that time and the best
episode of each sub-query."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from omoide.memory_store import SearchFilters

from .config import RetrievalConfig
from .records import RetrievalPlan, ScoredCandidate, SourceResult

__all__ = ["boost_in_window", "in_window", "lift_sub_query_heads", "reread", "window_filters"]


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


def lift_sub_query_heads(
    scored: Sequence[ScoredCandidate],
    lists: Sequence[SourceResult],
    n_sub: int,
    *,
    heads: int,
    rrf_k: int,
) -> list[ScoredCandidate]:
    """The candidates with the best ``heads`` episodes of each sub-query (by RRF over that
    sub-query's own lists) moved to the front, in score order, the rest after them in order.

    A multi-event question ("…first, A or B?") needs every event in the top; fusing the
    sub-queries' lists with Q1's is not enough, because Q1 already favours the event it
    matches best and every list votes for its whole depth."""
    if heads <= 0 or n_sub <= 0 or not scored:
        return list(scored)
    present = {c.id for c in scored}
    lifted: set[str] = set()
    for i in range(n_sub):
        suffix = f"_sub{i + 1}"
        votes: dict[str, float] = {}
        for lst in lists:
            if not lst.source.endswith(suffix):
                continue
            for rank, hit in enumerate(lst.hits):
                if hit.id in present:
                    votes[hit.id] = votes.get(hit.id, 0.0) + 1.0 / (rrf_k + rank + 1)
        best = sorted(votes, key=lambda i: (-votes[i], i))
        lifted.update(best[:heads])
    if not lifted:
        return list(scored)
    return [c for c in scored if c.id in lifted] + [c for c in scored if c.id not in lifted]


def reread(
    plan: RetrievalPlan,
    scored: Sequence[ScoredCandidate],
    lists: Sequence[SourceResult],
    config: RetrievalConfig,
) -> list[ScoredCandidate]:
    """The rerank's one call into the question's reading: the time-window boost, then the
    sub-queries' heads lifted to the front."""
    out = boost_in_window(plan, scored, config.time_window_boost)
    return lift_sub_query_heads(
        out,
        lists,
        len(plan.sub_queries),
        heads=config.query_decomposition_heads,
        rrf_k=config.rrf_k,
    )
