"""remember: after the reply, the new exchange is appended to the store's archive (log.txt)
and added to SQLite and both indexes. It runs after respond, so it never delays the first
streamed token."""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from langchain_core.runnables import RunnableConfig

from omoide.memory_store import Episode, MemoryStore
from omoide.memory_store.archive import append_exchange

from ..messages import latest_exchange
from ..state import AgentState

__all__ = ["ARCHIVE_LOG", "remember_node"]

ARCHIVE_LOG = "archive/log.txt"


def remember_node(store: MemoryStore) -> Callable[..., dict[str, Any]]:
    def remember(state: AgentState, config: RunnableConfig) -> dict[str, Any]:
        """Archive the latest exchange and index it."""
        exchange = latest_exchange(state["messages"])  # the shared pairing rule
        if exchange is None:
            return {"now": None}
        now = int(state.get("now") or time.time())
        thread = str((config.get("configurable") or {}).get("thread_id", ""))
        user_text, reply_text = exchange
        episode = Episode.create(
            user_text,
            reply_text,
            occurred_at=now,
            session_id=thread,
            source=ARCHIVE_LOG,
            namespace=store.namespace,
            # The same id the archive reader derives, so re-ingesting the archive adds nothing.
            id=Episode.content_id(user_text, reply_text, now),
        )
        append_exchange(
            store.path / ARCHIVE_LOG,
            episode.user_text,
            episode.reply_text,
            occurred_at=datetime.fromtimestamp(now, tz=UTC),
        )
        store.add_episodes([episode])
        # `now` belongs to this turn only; a checkpointed thread must not keep it.
        return {"now": None}

    return remember
