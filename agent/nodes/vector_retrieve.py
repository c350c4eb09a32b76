"""The vector source (``vector_retrieve``, agent/sources.py): embed the planned queries once,
then Chroma KNN per query (the recent window), plus design §plan's small all-time exploration
list."""

from __future__ import annotations

from omoide.memory_store import MemoryStore, SearchFilters
from omoide.memory_store.embedders import embed_queries

from ..config import RetrievalConfig
from ..messages import query_with_context
from ..reading import window_filters
from ..records import RetrievalPlan, SourceResult

__all__ = ["vector_queries", "vector_search"]


def vector_queries(plan: RetrievalPlan, config: RetrievalConfig) -> list[str]:
    """The plan's queries as the vector source embeds them: Q2 keeps only the last
    ``sources.vector_context_chars`` of the recent context (an embedding costs time in proportion to
    its text, ~24 ms for 2,000 characters of English, ~56 of Japanese, and averages a long
    text's words into one point anyway); the keyword source searches the whole context."""
    queries = list(plan.queries)
    limit = config.sources.vector_context_chars
    if len(queries) > 1 and 0 < limit < len(plan.context_text):
        queries[1] = query_with_context(plan.context_text[-limit:], plan.user_text)
    return queries


def vector_search(
    store: MemoryStore, plan: RetrievalPlan, config: RetrievalConfig
) -> list[SourceResult]:
    # One batch for Q1 and Q2 (design §plan).
    vectors = embed_queries(store.embedder, vector_queries(plan, config))
    flt = SearchFilters.of(since=plan.since, max_sensitivity=config.max_sensitivity)
    lists = store.search_vectors(
        vectors,
        k=config.sources.knn_k_per_query,
        filters=flt,
        min_similarity=config.sources.vector_min_similarity,
    )  # every query in one Chroma call
    results = [
        SourceResult("vector", qi, tuple(hits), since=plan.since) for qi, hits in enumerate(lists)
    ]
    if (window := window_filters(plan, config)) is not None:
        # Q1 inside the question's time window (design §plan): candidates of that time.
        hits = store.search_vector(
            vector=vectors[0],
            k=config.sources.knn_k_per_query,
            filters=window,
            min_similarity=config.sources.vector_min_similarity,
        )
        results.append(
            SourceResult(
                "vector_window",
                0,
                tuple(hits),
                since=plan.time_hint.window_start,
                until=plan.time_hint.window_end,
            )
        )
    oldest = store.oldest_occurred_at()
    # The exploration list only looks before the window; skip it when nothing is that old.
    if (
        plan.since is not None
        and oldest is not None
        and oldest < plan.since
        and config.sources.explore_global
        and config.sources.explore_k > 0
    ):
        # Design §plan's exploration slot looks *before* the recent window; hits inside it are
        # already in the lists above and must not vote twice.
        all_time = SearchFilters.of(until=plan.since - 1, max_sensitivity=config.max_sensitivity)
        hits = store.search_vector(
            vector=vectors[0],
            k=config.sources.explore_k,
            filters=all_time,
            min_similarity=config.sources.vector_min_similarity,
        )
        results.append(SourceResult("vector_global", 0, tuple(hits), until=plan.since - 1))
    return results
