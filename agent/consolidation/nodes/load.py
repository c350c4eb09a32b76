"""load: the next batch of episodes after the namespace's consolidation cursor.

Episodes are read in the order they were stored (their ``seq``), so an archive imported
later — even one about older days — is still new to consolidation. SECRET episodes and, by
default, episodes taken out of recall are read past but never consolidated.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import islice
from typing import Any

from omoide.memory_store.records import Episode

from ..config import ConsolidationConfig
from ..deps import ConsolidationDeps
from ..state import ConsolidationState

__all__ = ["CURSOR_SEQ", "cursor_seq", "is_consolidated", "load_node"]

CURSOR_SEQ = "seq"  # the cursor's ``extra`` key holding the last episode seq consumed


def is_consolidated(episode: Episode, config: ConsolidationConfig) -> bool:
    """Whether consolidation may learn from an episode (sensitivity, searchable)."""
    if episode.sensitivity > config.max_sensitivity:
        return False
    return episode.searchable or config.include_unsearchable


def cursor_seq(deps: ConsolidationDeps) -> int:
    """The seq of the last episode consumed in the namespace (0: never consolidated)."""
    cursor = deps.derived.cursor(namespace=deps.namespace)
    return int(cursor.extra.get(CURSOR_SEQ, "0")) if cursor else 0


def load_node(deps: ConsolidationDeps) -> Callable[..., dict[str, Any]]:
    def load(state: ConsolidationState) -> dict[str, Any]:
        """Read up to ``batch_size`` episodes after the cursor."""
        after = cursor_seq(deps)
        rows = list(
            islice(
                deps.store.db.iter_episodes(deps.namespace, after_seq=after), deps.config.batch_size
            )
        )
        update: dict[str, Any] = {
            "episode_ids": [r.episode.id for r in rows if is_consolidated(r.episode, deps.config)],
            "consumed": len(rows),
            "cursor_seq": after,
        }
        if rows:
            update |= {
                "last_seq": rows[-1].seq,
                "last_episode_id": rows[-1].episode.id,
                "last_occurred_at": rows[-1].episode.occurred_at,
            }
        return update

    return load
