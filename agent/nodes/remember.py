"""remember: after the reply, the new exchange is appended to the namespace's own archive
(``archive/log.txt`` for the default namespace, ``archive/<namespace-slug>/log.txt`` for any
other, so one user's words never land in a file another namespace re-ingests) and added to
SQLite and both indexes. It runs after the reply, so it never delays the first streamed token.

``remember_node(store)`` (``omoide.build_remember_node``) drops into any parent whose state has
``messages``: it stores the latest user message with the assistant's final reply to it (tool
calls, tool results and omoide's own internal-context messages are not the reply).

What is stored is the *guarded* reply: a parent's own model may answer unguarded, and a pasted
pack stored as memory would come back in later packs. A reply the guard already changed (its
``response_metadata`` has ``omoide_guard``; the guard reports only when it removed something,
so that checkpoints of ordinary replies carry nothing extra) is stored as it is; any other reply
is guarded against this turn's pack here (a reply the guard passed unchanged comes out of it
unchanged again). A reply is never stored empty: the guard leaves a short neutral
sentence where it removed everything.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from typing import Any, cast
from zoneinfo import ZoneInfo

from langchain_core.messages import (
    AIMessage,
    AnyMessage,
    BaseMessage,
    HumanMessage,
    convert_to_messages,
)
from langchain_core.runnables import RunnableConfig

from omoide.memory_store import Episode, MemoryStore
from omoide.memory_store.archive import append_exchange, normalize_message
from omoide.memory_store.records import storable_text, to_epoch_seconds
from omoide.memory_store.vector_index import collection_name

from ..leak_guard import REPORT_KEY, detect_language, scrub
from ..messages import MISSING_MESSAGES, is_internal, latest_exchange, message_text
from ..state import memory_pack_of
from ..users import FixedStore, RunStores

__all__ = ["ARCHIVE_LOG", "archive_log", "as_mapping", "guarded_reply", "remember_node"]

ARCHIVE_LOG = "archive/log.txt"


def as_mapping(state: Any) -> Mapping[str, Any]:
    """A parent's state as a mapping: TypedDict states arrive as dicts, dataclass and pydantic
    states as objects."""
    if isinstance(state, Mapping):
        return state
    if dataclasses.is_dataclass(state) and not isinstance(state, type):
        return {f.name: getattr(state, f.name) for f in dataclasses.fields(state)}
    if hasattr(type(state), "model_fields"):  # a pydantic state (on the class: pydantic 2.11+)
        return {name: getattr(state, name) for name in type(state).model_fields}
    raise TypeError(f"unsupported state type {type(state).__name__}")


def _turn_time(state: Mapping[str, Any]) -> int:
    # `now` when the parent set it for this turn (without a retrieval node), else the time the
    # retrieval node used this turn, else the wall clock.
    for key in ("now", "turn_time"):
        value = state.get(key)
        if value is not None:
            return to_epoch_seconds(value, name=key)
    return int(time.time())


def _reply_was_guarded(messages: Sequence[BaseMessage]) -> bool:
    """Whether the reply ``latest_exchange`` picks went through omoide's guard already."""
    for m in reversed(messages):
        if isinstance(m, HumanMessage):
            return False
        reply = isinstance(m, AIMessage) and not m.tool_calls and not is_internal(m)
        if reply and message_text(m).strip():
            return REPORT_KEY in m.response_metadata
    return False


def guarded_reply(reply: str, pack: str, *, user_text: str = "") -> str:
    """The reply as ``remember`` stores it: with the pack's structure and pasted pack lines
    removed (a reply that restates what it remembers is unchanged), never empty."""
    if not pack:
        return reply
    language = detect_language(user_text) if user_text else None
    return scrub(reply, pack, language=language).strip() or reply.strip()


def archive_log(namespace: str) -> str:
    """The archive file (relative to the store) that ``remember`` appends to for a namespace."""
    if namespace == "default":
        return ARCHIVE_LOG
    return f"archive/{collection_name(namespace, 'archive')}/log.txt"


def remember_node(
    store: MemoryStore | RunStores,
    *,
    after_store: Callable[[MemoryStore], None] | None = None,
) -> Callable[..., dict[str, Any]]:
    """The write path as a node: ``parent.add_node("remember", build_remember_node(store))``,
    after the node that answers the user. With per-run users (``omoide.agent.users``) the
    exchange goes to the run's own namespace and archive. ``after_store`` is called once an
    episode is stored (e.g. to schedule consolidation in the background); it must return at
    once."""
    stores: RunStores = FixedStore(store) if isinstance(store, MemoryStore) else store

    def remember(state: Any, config: RunnableConfig) -> dict[str, Any]:
        """Archive the latest exchange and index it."""
        namespace = stores.namespace_of_run()  # no user, no write: fails before anything
        with stores.lease(namespace) as store:
            cleared, stored = _remember(store, as_mapping(state), config)
            if stored and after_store is not None:
                after_store(store)
            return cleared

    return remember


def _remember(
    store: MemoryStore, state: Mapping[str, Any], config: RunnableConfig
) -> tuple[dict[str, Any], bool]:
    """(the state update, whether an episode was stored)."""
    if "messages" not in state:
        raise ValueError(MISSING_MESSAGES.replace("retrieval node", "remember node"))
    messages = cast("list[AnyMessage]", convert_to_messages(state["messages"]))
    exchange = latest_exchange(messages)
    # `now` belongs to this turn only; a checkpointed thread must not keep it.
    cleared: dict[str, Any] = {"now": None} if state.get("now") is not None else {}
    if exchange is None:
        return cleared, False
    # A streamed reply cut between the two halves of an emoji leaves a split surrogate pair: the
    # reply has gone out already, so keep the memory (pair joined, a lone half as U+FFFD) rather
    # than fail the turn on the store's UTF-8.
    # Stored as the archive log keeps it (a bare CR as a line break, stripped), so that
    # ingesting the log again finds the same ids and adds nothing.
    user_text = normalize_message(storable_text(exchange[0]))
    reply_text = normalize_message(storable_text(exchange[1]))
    if not _reply_was_guarded(messages):
        reply_text = guarded_reply(reply_text, memory_pack_of(state), user_text=user_text)
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
    if store.url is None:
        # A folder store keeps a readable log of every exchange beside its database; a
        # PostgreSQL store's rows are that log (a replica's folder is only a cache).
        append_exchange(
            store.path / archive_log(store.namespace),
            episode.user_text,
            episode.reply_text,
            # In the store's zone, so the log reads in the user's local time (same instant).
            occurred_at=datetime.fromtimestamp(now, tz=ZoneInfo(store.timezone)),
        )
    store.add_episodes([episode])
    return cleared, True
