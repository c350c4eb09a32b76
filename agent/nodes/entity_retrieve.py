"""The entity source (``entity_retrieve``, agent/sources.py): design §sources' entity
expansion (hit source ``ex``) — the episodes linked to the entities in play, as one more ranked
list beside keyword and vector, under its own time budget and the same skip rules. It finds
what the words of the question do not: for
"あかりちゃん元気かな？" the episode about her weekend that never names her becomes a candidate,
as long as consolidation linked it to her. Fused by rank; the thresholds still decide.

Skipped cleanly (no list, no error) when the plan resolved no entity: the store has no derived
memory, it is empty, or the question names nothing known.
"""

from __future__ import annotations

from collections.abc import Sequence

from omoide.memory_store import MemoryStore
from omoide.memory_store.records import Episode, SearchHit, Sensitivity

from .. import policies
from ..config import RetrievalConfig
from ..entities import derived_of
from ..records import RetrievalPlan, SourceResult
from ..sources import ENTITY_SOURCE

__all__ = ["entity_search", "rank_linked", "wants_entities"]


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


def wants_entities(plan: RetrievalPlan, config: RetrievalConfig) -> bool:
    """Whether the turn expands entities: the plan resolved some, and the list is on."""
    return bool(plan.entities) and config.sources.entity_expand_k != 0


def entity_search(
    store: MemoryStore, plan: RetrievalPlan, config: RetrievalConfig
) -> list[SourceResult]:
    """The ``ex`` list: at most ``sources.entity_expand_k`` searchable episodes linked to the plan's
    entities, all time (a person named now may have been talked about long ago)."""
    if not wants_entities(plan, config):
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
