"""about_time_retrieve: design §sources' about-time auxiliary source (hit source ``at``) — the
episodes about the time the question names, read from what consolidation keeps of each episode
(``omoide.memory_store.about_time``: years and life stage said as a time). It finds what the
words of the question do not: 「高校時代のこと、何か覚えてる？」 reaches 「高2の秋の文化祭で…」,
held in 2025, which shares no word with it. For a question about a whole life (plan mode
``targeted_broad``) it lists episodes about every life stage, taking turns between stages.
Fused by rank like every list; the thresholds still decide.

Skipped cleanly (no list, no error) when the question names no year or stage and spans no life,
or the store has no derived memory (never consolidated).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from itertools import chain, zip_longest
from typing import Any

from langgraph.runtime import Runtime

from omoide.memory_store import MemoryStore
from omoide.memory_store.derived import EpisodeTime
from omoide.memory_store.records import SearchHit, Sensitivity

from .. import policies
from ..config import RetrievalConfig
from ..entities import derived_of
from ..records import RetrievalPlan, SourceResult
from ..runtime import RetrievalDeps, config_of, run_source
from ..state import RetrievalState

__all__ = ["ABOUT_TIME_SOURCE", "about_time_node", "about_time_search", "wants_about_time"]

ABOUT_TIME_SOURCE = "at"  # design §sources' hit-source code for about_time
_POOL = 200  # rows read per turn before the list is cut to sources.about_time_k


def wants_about_time(plan: RetrievalPlan, config: RetrievalConfig) -> bool:
    """Whether the turn searches by about-time: the question names a year or a life stage,
    or spans a life."""
    hint = plan.time_hint
    named = hint.about_year_start is not None or hint.life_stage_hint is not None
    return config.sources.about_time_k > 0 and (named or plan.mode == "targeted_broad")


def _take_turns(rows: list[EpisodeTime]) -> list[EpisodeTime]:
    """Rows by stage, each stage's most recently said first, the stages taking turns."""
    by_stage: dict[str | None, list[EpisodeTime]] = defaultdict(list)
    for row in rows:
        by_stage[row.life_stage].append(row)
    turns = zip_longest(*by_stage.values())
    return [row for row in chain.from_iterable(turns) if row is not None]


def about_time_search(
    store: MemoryStore, plan: RetrievalPlan, config: RetrievalConfig
) -> list[SourceResult]:
    """The ``at`` list: at most ``sources.about_time_k`` searchable episodes about the
    question's years (overlapping) or life stage, all time; for a question about a whole life,
    episodes about every life stage in turn."""
    if not wants_about_time(plan, config):
        return []
    derived = derived_of(store)
    if derived is None:
        return []
    hint = plan.time_hint
    if hint.about_year_start is not None or hint.life_stage_hint is not None:
        rows = derived.episodes_about(
            year_start=hint.about_year_start,
            year_end=hint.about_year_end,
            life_stage=hint.life_stage_hint,
            limit=_POOL,
            namespace=store.namespace,
        )
    else:
        rows = _take_turns(
            derived.episodes_about(any_stage=True, limit=_POOL, namespace=store.namespace)
        )
    max_sensitivity = Sensitivity.parse(config.max_sensitivity)
    found = {e.id: e for e in store.get_many([r.episode_id for r in rows])}
    episodes = [
        found[r.episode_id]
        for r in rows
        if r.episode_id in found
        and found[r.episode_id].searchable
        and Sensitivity.parse(found[r.episode_id].sensitivity) <= max_sensitivity
    ]
    hits = [
        SearchHit(e.id, e.text, 1.0 / (rank + 1), "about_time", e.occurred_at, rank, e)
        for rank, e in enumerate(episodes)
    ]
    if config.policies.exclude_recent_context:
        hits = policies.drop_in_context(hits, plan.exclude_texts)
    if not hits:
        return []
    return [SourceResult(ABOUT_TIME_SOURCE, 0, tuple(hits[: config.sources.about_time_k]))]


def about_time_node(deps: RetrievalDeps) -> Callable[..., dict[str, Any]]:
    def about_time_retrieve(
        state: RetrievalState, runtime: Runtime[RetrievalConfig]
    ) -> dict[str, Any]:
        """The ``at`` list for the time the question names; skipped (not fatal) on error or
        timeout."""
        config = config_of(runtime, deps.config)
        plan = state["plan"]
        if not wants_about_time(plan, config):
            return {"timings_ms": {"about_time_retrieve": 0.0}}  # no time named: no thread spent
        namespace = deps.namespace_of_run()

        def search() -> list[SourceResult]:
            # Leased in the worker: an abandoned (timed-out) search keeps its store open.
            with deps.store_for(namespace) as store:
                return about_time_search(store, plan, config)

        return run_source(
            "about_time", "about_time_retrieve", search, config.sources.timeouts.about_time
        )

    return about_time_retrieve
