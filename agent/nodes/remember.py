"""remember: after the reply, the new exchange is appended to the namespace's own archive
(``archive/log.txt`` for the default namespace, ``archive/<namespace-slug>/log.txt`` for any
other, so one user's words never land in a file another namespace re-ingests) and added to
SQLite and both indexes. It runs after the reply, so it never delays the first streamed token.

``remember_node(store)`` (``omoide.build_remember_node``) drops into any parent whose state has
``messages``: it stores the latest user message with the assistant's final reply to it (tool
calls, tool results and omoide's own internal-context messages are not the reply).
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable, Mapping, Sequence
from datetime import UTC, datetime
from typing import Any

from langchain_core.messages import AIMessage, AnyMessage, HumanMessage, convert_to_messages
from langchain_core.runnables import RunnableConfig

from omoide.memory_store import Episode, MemoryStore
from omoide.memory_store.archive import append_exchange
from omoide.memory_store.records import to_epoch_seconds
from omoide.memory_store.vector_index import collection_name

from ..messages import INTERNAL_PREFIX, message_text
from .plan import MISSING_MESSAGES

__all__ = ["ARCHIVE_LOG", "archive_log", "as_mapping", "latest_exchange", "remember_node"]

ARCHIVE_LOG = "archive/log.txt"


def latest_exchange(messages: Sequence[AnyMessage]) -> tuple[str, str] | None:
    """(user text, reply text) of the newest user message and the final answer after it, or
    None when that message has no answer yet."""
    last_human = next(
        (i for i in range(len(messages) - 1, -1, -1) if isinstance(messages[i], HumanMessage)),
        None,
    )
    if last_human is None:
        return None
    user_text = message_text(messages[last_human]).strip()
    for m in reversed(messages[last_human + 1 :]):
        if not isinstance(m, AIMessage) or m.tool_calls:
            continue
        reply = message_text(m).strip()
        if reply and not reply.startswith(INTERNAL_PREFIX):
            return (user_text, reply) if user_text else None
    return None


def as_mapping(state: Any) -> Mapping[str, Any]:
    """A parent's state as a mapping: TypedDict states arrive as dicts, dataclass and pydantic
    states as objects."""
    if isinstance(state, Mapping):
        return state
    if dataclasses.is_dataclass(state) and not isinstance(state, type):
        return {f.name: getattr(state, f.name) for f in dataclasses.fields(state)}
    if hasattr(state, "model_fields"):  # a pydantic state
        return {name: getattr(state, name) for name in type(state).model_fields}
    raise TypeError(f"unsupported state type {type(state).__name__}")


def _turn_time(state: Mapping[str, Any]) -> int:
    # `now` when the parent set it for this turn (without a retrieval node), else the time the
    # retrieval node used this turn, else the wall clock.
    for key in ("now", "turn_time"):
        value = state.get(key)
        if value is not None:
            return to_epoch_seconds(value)
    return int(time.time())


def archive_log(namespace: str) -> str:
    """The archive file (relative to the store) that ``remember`` appends to for a namespace."""
    if namespace == "default":
        return ARCHIVE_LOG
    return f"archive/{collection_name(namespace, 'archive')}/log.txt"


def remember_node(
    store: MemoryStore, *, after_store: Callable[[MemoryStore], None] | None = None
) -> Callable[..., dict[str, Any]]:
    """The write path as a node: ``parent.add_node("remember", build_remember_node(store))``,
    after the node that answers the user. ``after_store`` is called once the episode is stored
    (e.g. to schedule consolidation in the background); it must return at once."""

    def remember(state: Any, config: RunnableConfig) -> dict[str, Any]:
        """Archive the latest exchange and index it."""
        state = as_mapping(state)
        if "messages" not in state:
            raise ValueError(MISSING_MESSAGES.replace("retrieval node", "remember node"))
        exchange = latest_exchange(convert_to_messages(state["messages"]))  # type: ignore[arg-type]
        # `now` belongs to this turn only; a checkpointed thread must not keep it.
        cleared: dict[str, Any] = {"now": None} if state.get("now") is not None else {}
        if exchange is None:
            return cleared
        user_text, reply_text = exchange
        now = _turn_time(state)
        thread = str((config.get("configurable") or {}).get("thread_id", ""))
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
        if after_store is not None:
            after_store(store)
        return cleared

    return remember
