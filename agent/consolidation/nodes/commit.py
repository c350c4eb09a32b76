"""commit: the batch's records and the advanced cursor, in one transaction.

A crash before the commit leaves nothing of the batch and the cursor where it was, so the
next run redoes the batch; after it, the batch is never read again. If another process
consolidated the namespace meanwhile (the cursor moved since ``load``), the batch is dropped
and re-read from the new cursor rather than written twice.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from langchain_core.runnables import RunnableConfig

from omoide.memory_store.derived import ConsolidationCursor, EpisodeTime

from ..deps import ConsolidationDeps
from ..records import (
    entity_from_row,
    fact_from_row,
    loop_from_row,
    relationship_from_row,
    summary_from_row,
)
from ..state import ConsolidationState
from .load import CURSOR_SEQ, cursor_seq

__all__ = ["STEPS_PER_BATCH", "commit_node", "room_for_another_batch"]

# load, extract, resolve, derive, commit; begin and close_loops add one step each per run.
STEPS_PER_BATCH = 5
_MARGIN = 3


def room_for_another_batch(config: RunnableConfig) -> bool:
    """Whether one more batch (and the closing step) fits in this run's recursion limit; if
    not, the run ends cleanly with ``done=False`` and the next run continues from the cursor."""
    limit = int(config.get("recursion_limit") or 25)
    step = int((config.get("metadata") or {}).get("langgraph_step", 0))
    return limit - step > STEPS_PER_BATCH + _MARGIN


def commit_node(deps: ConsolidationDeps) -> Callable[..., dict[str, Any]]:
    def commit(state: ConsolidationState, config: RunnableConfig) -> dict[str, Any]:
        """Write the batch and move the cursor past it, atomically."""
        derived, ns = deps.derived, deps.namespace
        consumed = state.get("consumed", 0)
        result = dict(state.get("result") or {})
        cache = deps.resolve_cache
        with derived.transaction(namespace=ns) as conn:
            # Read inside the transaction (same connection): compare-and-set on the cursor.
            conflict = cursor_seq(deps) != state.get("cursor_seq", 0)
            # resolve's cache holds this batch's aliases already; it stays valid only if no
            # one else changed the entities since it was read.
            current = cache is not None and cache.version == derived.entity_version(namespace=ns)
            if not conflict:
                for entity in state.get("entities", []):
                    stored = derived.upsert_entity(entity_from_row(entity, ns), conn=conn)
                    if current and cache is not None:
                        cache.known[stored.id] = stored
                for fact in state.get("facts", []):
                    derived.upsert_fact(fact_from_row(fact, ns), conn=conn)
                for loop in state.get("loops", []):
                    derived.upsert_loop(loop_from_row(loop, ns), conn=conn)
                for summary in state.get("summaries", []):
                    derived.upsert_summary(summary_from_row(summary, ns), conn=conn)
                for rel in state.get("relationships", []):
                    derived.upsert_relationship(relationship_from_row(rel, ns), conn=conn)
                for time in state.get("episode_times", []):
                    derived.upsert_episode_time(EpisodeTime(**time, namespace=ns), conn=conn)
                if (born := state.get("birth_year")) is not None:
                    derived.set_birth_year(born, namespace=ns, conn=conn)
                old = derived.cursor(namespace=ns)
                derived.set_cursor(
                    ConsolidationCursor(
                        namespace=ns,
                        occurred_at=state["last_occurred_at"],
                        episode_id=state["last_episode_id"],
                        processed=(old.processed if old else 0) + consumed,
                        extra={CURSOR_SEQ: str(state["last_seq"])},
                    ),
                    conn=conn,
                )
            if current and cache is not None and not conflict:
                cache.version = derived.entity_version(namespace=ns)
            else:
                deps.resolve_cache = None
        if conflict:
            result["conflicts"] = int(result.get("conflicts", 0)) + 1
            return {"result": result, "more": room_for_another_batch(config)}
        if deps.progress is not None:
            deps.progress(consumed)
        result["episodes"] = int(result.get("episodes", 0)) + consumed
        result["batches"] = int(result.get("batches", 0)) + 1
        result["entities_new"] = int(result.get("entities_new", 0)) + len(
            state.get("new_entity_ids", [])
        )
        return {"result": result, "more": room_for_another_batch(config)}

    return commit
