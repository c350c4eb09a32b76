"""entity_retrieve: design §sources' entity expansion (hit source ``ex``) — the episodes linked
to the entities in play, as one more ranked list beside keyword and vector, under its own time
budget and the same skip rules. It finds what the words of the question do not: for
"あかりちゃん元気かな？" the episode about her weekend that never names her becomes a candidate,
as long as consolidation linked it to her. Fused by rank; the thresholds still decide.

Skipped cleanly (no list, no error) when the plan resolved no entity: the store has no derived
memory, it is empty, or the question names nothing known.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from langgraph.runtime import Runtime

from omoide.memory_store import MemoryStore
from omoide.memory_store.records import Episode, SearchHit, Sensitivity

from .. import policies
from ..config import RetrievalConfig
from ..entities import derived_of
from ..records import ENTITY_SOURCE, RetrievalPlan, SourceResult
from ..runtime import RetrievalDeps, config_of, run_source
from ..state import RetrievalState

__all__ = ["ENTITY_SOURCE", "entity_node", "entity_search", "rank_linked"]


def rank_linked(
    links: dict[str, list[str]], episodes: Sequence[Episode], entity_order: Sequence[str]
) -> list[Episode]:
    """Linked episodes best first: linked to more entities in play, then to an entity named
    earlier (the user's text before the recent conversation), then newer. Pure."""
    first: dict[str, int] = {}
    count: dict[str, int] = {}
    for pos, entity_id in enumerate(entity_order):
        for episode_id in links.get(entity_id, []):
            count[episode_id] = count.get(episode_id, 0) + 1
            first.setdefault(episode_id, pos)
    return sorted(
        (e for e in episodes if e.id in count),
        key=lambda e: (-count[e.id], first[e.id], -e.occurred_at, e.id),
    )


def entity_search(
    store: MemoryStore, plan: RetrievalPlan, config: RetrievalConfig
) -> list[SourceResult]:
    """The ``ex`` list: at most ``sources.entity_expand_k`` searchable episodes linked to the plan's
    entities, all time (a person named now may have been talked about long ago)."""
    if not plan.entities or config.sources.entity_expand_k == 0:
        return []
    derived = derived_of(store)
    if derived is None:
        return []
    order = [e.id for e in plan.entities]
    links = derived.episodes_for(order, namespace=store.namespace)
    # Read a bounded pool: episodes linked to several entities, then to the first-named ones.
    pool = list(dict.fromkeys(i for e in order for i in links.get(e, [])))
    if len(pool) > config.sources.entity_expand_pool:
        counts = {i: sum(i in links.get(e, ()) for e in order) for i in pool}
        pool = sorted(pool, key=lambda i: -counts[i])[: config.sources.entity_expand_pool]
    max_sensitivity = Sensitivity.parse(config.max_sensitivity)
    episodes = [
        e
        for e in store.get_many(pool)
        if e.searchable and Sensitivity.parse(e.sensitivity) <= max_sensitivity
    ]
    ranked = rank_linked(links, episodes, order)
    hits = [
        SearchHit(e.id, e.text, 1.0 / (rank + 1), "entity", e.occurred_at, rank, e)
        for rank, e in enumerate(ranked)
    ]
    if config.policies.exclude_recent_context:
        hits = policies.drop_in_context(hits, plan.exclude_texts)
    return [SourceResult(ENTITY_SOURCE, 0, tuple(hits[: config.sources.entity_expand_k]))]


def entity_node(deps: RetrievalDeps) -> Callable[..., dict[str, Any]]:
    def entity_retrieve(state: RetrievalState, runtime: Runtime[RetrievalConfig]) -> dict[str, Any]:
        """The ``ex`` list for the entities in play; skipped (not fatal) on error or timeout."""
        config = config_of(runtime, deps.config)
        plan = state["plan"]
        if not plan.entities or config.sources.entity_expand_k == 0:
            return {"timings_ms": {"entity_retrieve": 0.0}}  # nothing in play: no thread spent
        namespace = deps.namespace_of_run()

        def search() -> list[SourceResult]:
            # Leased in the worker: an abandoned (timed-out) search keeps its store open.
            with deps.store_for(namespace) as store:
                return entity_search(store, plan, config)

        return run_source("entity", "entity_retrieve", search, config.sources.timeouts.entity)

    return entity_retrieve
