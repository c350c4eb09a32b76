"""remember: after the reply, the new exchange is appended to the namespace's own archive
(``archive/log.txt`` for the default namespace, ``archive/<namespace-slug>/log.txt`` for any
other, so one user's words never land in a file another namespace re-ingests) and added to
SQLite and both indexes. It runs after respond, so it never delays the first streamed token."""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.runnables import RunnableConfig

from omoide.memory_store import Episode, MemoryStore
from omoide.memory_store.archive import append_exchange
from omoide.memory_store.vector_index import collection_name

from ..messages import message_text
from ..state import AgentState

__all__ = ["ARCHIVE_LOG", "archive_log", "remember_node"]

ARCHIVE_LOG = "archive/log.txt"


def archive_log(namespace: str) -> str:
    """The archive file (relative to the store) that ``remember`` appends to for a namespace."""
    if namespace == "default":
        return ARCHIVE_LOG
    return f"archive/{collection_name(namespace, 'archive')}/log.txt"


def remember_node(store: MemoryStore) -> Callable[..., dict[str, Any]]:
    def remember(state: AgentState, config: RunnableConfig) -> dict[str, Any]:
        """Archive the latest exchange and index it."""
        messages = state["messages"]
        reply = next((m for m in reversed(messages) if isinstance(m, AIMessage)), None)
        user = next((m for m in reversed(messages) if isinstance(m, HumanMessage)), None)
        if user is None or reply is None:
            return {"now": None}
        now = int(state.get("now") or time.time())
        thread = str((config.get("configurable") or {}).get("thread_id", ""))
        user_text, reply_text = message_text(user).strip(), message_text(reply).strip()
        episode = Episode.create(
            user_text,
            reply_text,
            occurred_at=now,
            session_id=thread,
            source=archive_log(store.namespace),
            namespace=store.namespace,
            # The same id the archive reader derives, so re-ingesting the archive adds nothing.
            id=Episode.content_id(user_text, reply_text, now),
        )
        append_exchange(
            store.path / archive_log(store.namespace),
            episode.user_text,
            episode.reply_text,
            occurred_at=datetime.fromtimestamp(now, tz=UTC),
        )
        store.add_episodes([episode])
        # `now` belongs to this turn only; a checkpointed thread must not keep it.
        return {"now": None}

    return remember
