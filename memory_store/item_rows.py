"""``OmoideStore``'s item table (``langgraph_items``): the rows, the :class:`ItemRows` protocol
each backend implements, and :class:`SqliteItems`, the one on a store folder's SQLite file.

Kept apart from ``langgraph_store`` (which imports LangGraph) so that a backend's item table
(``pg/items.py``) needs neither LangGraph nor the adapter: the adapter imports the rows, never
the reverse. A backend opens its table through ``Backend.open_items()`` (``backends/``).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from functools import partial
from pathlib import Path
from typing import Any, Protocol

from .connections import ThreadConnections, connect_wal, select_in, write_transaction
from .records import MEMORY_ITEM_SOURCE

__all__ = [
    "EXPORT_SQL",
    "EpisodeRow",
    "ItemRow",
    "ItemRows",
    "ListingRow",
    "SqliteItems",
    "StoredRow",
    "TextlessRow",
    "item_row",
    "stored_row",
]

ITEM_SOURCE = MEMORY_ITEM_SOURCE  # Episode.source of the episodes that carry an item's text

_SCHEMA = """
CREATE TABLE IF NOT EXISTS langgraph_items (
    namespace  TEXT NOT NULL,
    key        TEXT NOT NULL,
    value      TEXT NOT NULL,
    text       TEXT,
    created_at REAL NOT NULL,
    updated_at REAL NOT NULL,
    ttl        REAL,
    expires_at REAL,
    PRIMARY KEY (namespace, key)
);
CREATE INDEX IF NOT EXISTS langgraph_items_by_time ON langgraph_items (namespace, updated_at);
"""
# Columns added after the first release: an older store file gains them when it opens.
_ADDED_COLUMNS = (("ttl", "REAL"), ("expires_at", "REAL"))
_EXPIRY_INDEX = (
    "CREATE INDEX IF NOT EXISTS langgraph_items_by_expiry ON langgraph_items (expires_at) "
    "WHERE expires_at IS NOT NULL"
)
_LIVE = "(expires_at IS NULL OR expires_at > ?)"  # an item row not expired at the bound time


# One item row as written: (namespace, key, value JSON, text, created_at, updated_at, ttl in
# minutes, expires_at); a stored row as read: (value, created_at, updated_at, ttl, expires_at).
ItemRow = tuple[str, str, str, str | None, float, float, float | None, float | None]
StoredRow = tuple[str, float, float, float | None, float | None]
# An episode shown as an item: (id, user_text, reply_text, occurred_at, session_id, source).
EpisodeRow = tuple[str, str, str, int, str, str]
# A listing row: (namespace, key, value or None, created, updated, and for an episode
# user_text, reply_text, session_id, source; None for an item).
ListingRow = tuple[str, str, str | None, float, float, Any, Any, Any, Any]
# A row of the items without text: (namespace, key, value, created, updated).
TextlessRow = tuple[str, str, str, float, float]


class ItemRows(Protocol):
    """The SQL of ``OmoideStore``'s item table (``langgraph_items``), one implementation per
    backend: :class:`SqliteItems` (the store folder's SQLite file) and
    :class:`~memory_store.pg.items.PgItems` (PostgreSQL). Both read the store's ``episodes``
    table too (episodes shown as items, the repair); every time is wall-clock seconds, every
    ``now`` the time a read is judged at (an item with ``expires_at <= now`` is expired).

    Ordering is byte order of the keys (SQLite's; ``COLLATE "C"`` on PostgreSQL), listings
    newest first by ``updated_at``, then namespace and key."""

    def upsert(self, rows: Sequence[ItemRow]) -> None:
        """Write the rows in one transaction; an existing live row keeps its created_at."""
        ...

    def restart_expiry(self, ns: str, keys: Sequence[str], updated: float, done: float) -> None:
        """``expires_at = done + ttl`` for the rows of ``keys`` still as written at ``updated``."""
        ...

    def delete(self, ns: str, keys: Sequence[str]) -> None: ...

    def get(self, ns: str, key: str, now: float) -> StoredRow | None:
        """The live row of ``key`` (``None`` if missing or expired)."""
        ...

    def exists(self, ns: str, key: str) -> bool:
        """Whether ``key`` has a row at all, live or expired."""
        ...

    def visible_episode(self, ns: str, key: str, max_sensitivity: int) -> EpisodeRow | None:
        """The searchable, not item-backed episode ``key`` at most ``max_sensitivity``."""
        ...

    def export(self, ns: str) -> list[ItemRow]:
        """Every row of ``ns`` (live or expired), by key: what a migration copies."""
        ...

    def rows_for(self, ns: str, keys: Sequence[str]) -> dict[str, StoredRow]: ...

    def episode_ids(self, ns: str, keys: Sequence[str]) -> set[str]:
        """Which of ``keys`` have an episode in ``ns``."""
        ...

    def any_timed(self) -> bool:
        """Whether any row has an expiry (one index probe)."""
        ...

    def refresh(self, ns: str, keys: Sequence[str], now: float) -> None:
        """Restart the expiry of the live rows of ``keys`` that have a ttl."""
        ...

    def expired(self, now: float) -> list[tuple[str, str]]:
        """``(namespace, key)`` of every row expired at ``now``."""
        ...

    def delete_expired(self, ns: str, keys: Sequence[str], now: float) -> list[str]:
        """Delete the rows of ``keys`` still expired at ``now``; the keys deleted."""
        ...

    def namespaces(self, now: float) -> list[str]:
        """Namespaces with a live item or an episode not carrying an item."""
        ...

    def listing(
        self, prefix: str, now: float, max_sensitivity: int, stop: int | None
    ) -> Iterator[ListingRow]:
        """Live items and visible non-item episodes at or under ``prefix`` (``""``: all),
        newest first, then namespace and key; at least ``stop`` rows if there are (all when
        ``None``)."""
        ...

    def textless(self, prefix: str, now: float) -> Iterator[TextlessRow]:
        """Live items without text at or under ``prefix``, in the listing's order."""
        ...

    def unsynced(self, ns: str) -> list[tuple[str, str | None, float]]:
        """``(key, text, updated_at)`` of the rows whose episode is missing or says another
        text, or which have no text and an episode."""
        ...

    def orphans(self, ns: str) -> list[str]:
        """Ids of the item episodes (``source = ITEM_SOURCE``) that have no row."""
        ...

    def close(self) -> None: ...


EXPORT_SQL = (
    "SELECT namespace, key, value, text, created_at, updated_at, ttl, expires_at "
    "FROM langgraph_items WHERE namespace = {mark} ORDER BY key"
)


def item_row(r: Sequence[Any]) -> ItemRow:
    """A stored item row as :data:`ItemRow` (both backends' ``export``)."""
    return (
        str(r[0]),
        str(r[1]),
        str(r[2]),
        None if r[3] is None else str(r[3]),
        float(r[4]),
        float(r[5]),
        None if r[6] is None else float(r[6]),
        None if r[7] is None else float(r[7]),
    )


class SqliteItems:
    """:class:`ItemRows` on the store folder's SQLite file: one connection per thread (WAL, as
    ``Database``)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._conns = ThreadConnections(partial(connect_wal, self.path))
        with self.write() as conn:
            for statement in _SCHEMA.split(";"):
                if statement.strip():
                    conn.execute(statement)
            have = {str(r[1]) for r in conn.execute("PRAGMA table_info(langgraph_items)")}
            for column, kind in _ADDED_COLUMNS:
                if column not in have:
                    conn.execute(f"ALTER TABLE langgraph_items ADD COLUMN {column} {kind}")
            conn.execute(_EXPIRY_INDEX)

    def conn(self) -> sqlite3.Connection:
        return self._conns.get()

    @contextmanager
    def write(self) -> Iterator[sqlite3.Connection]:
        with write_transaction(self.conn()) as conn:
            yield conn

    def close(self) -> None:
        self._conns.close()

    def upsert(self, rows: Sequence[ItemRow]) -> None:
        with self.write() as conn:
            # An expired row (not yet swept) is replaced as a new item.
            conn.executemany(
                "INSERT INTO langgraph_items (namespace, key, value, text, created_at, "
                "updated_at, ttl, expires_at) VALUES (?,?,?,?,?,?,?,?) "
                "ON CONFLICT (namespace, key) DO UPDATE SET value = excluded.value, "
                "text = excluded.text, updated_at = excluded.updated_at, "
                "ttl = excluded.ttl, expires_at = excluded.expires_at, "
                "created_at = CASE WHEN langgraph_items.expires_at <= excluded.updated_at "
                "THEN excluded.created_at ELSE langgraph_items.created_at END",
                rows,
            )

    def restart_expiry(self, ns: str, keys: Sequence[str], updated: float, done: float) -> None:
        with self.write() as conn:
            conn.executemany(
                "UPDATE langgraph_items SET expires_at = ? + ttl * 60 "
                "WHERE namespace = ? AND key = ? AND updated_at = ?",
                [(done, ns, key, updated) for key in keys],
            )

    def delete(self, ns: str, keys: Sequence[str]) -> None:
        with self.write() as w:
            w.executemany(
                "DELETE FROM langgraph_items WHERE namespace = ? AND key = ?",
                [(ns, k) for k in keys],
            )

    def get(self, ns: str, key: str, now: float) -> StoredRow | None:
        row = (
            self.conn()
            .execute(
                "SELECT value, created_at, updated_at, ttl, expires_at FROM langgraph_items "
                f"WHERE namespace = ? AND key = ? AND {_LIVE}",
                (ns, key, now),
            )
            .fetchone()
        )
        return None if row is None else stored_row(row)

    def exists(self, ns: str, key: str) -> bool:
        found = self.conn().execute(
            "SELECT 1 FROM langgraph_items WHERE namespace = ? AND key = ?", (ns, key)
        )
        return found.fetchone() is not None

    def visible_episode(self, ns: str, key: str, max_sensitivity: int) -> EpisodeRow | None:
        ep = (
            self.conn()
            .execute(
                "SELECT id, user_text, reply_text, occurred_at, session_id, source FROM episodes "
                "WHERE namespace = ? AND id = ? AND searchable = 1 AND sensitivity <= ? "
                "AND source != ?",
                (ns, key, max_sensitivity, ITEM_SOURCE),
            )
            .fetchone()
        )
        return None if ep is None else _episode_row(ep)

    def export(self, ns: str) -> list[ItemRow]:
        return [item_row(r) for r in self.conn().execute(EXPORT_SQL.format(mark="?"), (ns,))]

    def rows_for(self, ns: str, keys: Sequence[str]) -> dict[str, StoredRow]:
        rows: dict[str, StoredRow] = {}
        conn = self.conn()
        for key, *row in select_in(
            conn,
            "SELECT key, value, created_at, updated_at, ttl, expires_at FROM "
            "langgraph_items WHERE namespace = ? AND key IN ({marks})",
            keys,
            before=(ns,),
        ):
            rows[str(key)] = stored_row(row)
        return rows

    def episode_ids(self, ns: str, keys: Sequence[str]) -> set[str]:
        return {
            str(r[0])
            for r in select_in(
                self.conn(),
                "SELECT id FROM episodes WHERE namespace = ? AND id IN ({marks})",
                keys,
                before=(ns,),
            )
        }

    def any_timed(self) -> bool:
        timed = self.conn().execute(  # through the partial index: no scan
            "SELECT 1 FROM langgraph_items WHERE expires_at IS NOT NULL LIMIT 1"
        )
        return timed.fetchone() is not None

    def refresh(self, ns: str, keys: Sequence[str], now: float) -> None:
        with self.write() as conn:
            conn.executemany(
                "UPDATE langgraph_items SET expires_at = ? + ttl * 60 "
                f"WHERE namespace = ? AND key = ? AND ttl IS NOT NULL AND {_LIVE}",
                [(now, ns, k, now) for k in keys],
            )

    def expired(self, now: float) -> list[tuple[str, str]]:
        rows = self.conn().execute(
            "SELECT namespace, key FROM langgraph_items WHERE expires_at <= ? "
            "ORDER BY namespace, key",
            (now,),
        )
        return [(str(ns), str(key)) for ns, key in rows]

    def delete_expired(self, ns: str, keys: Sequence[str], now: float) -> list[str]:
        with self.write() as conn:
            return [
                k
                for k in keys
                if conn.execute(
                    "DELETE FROM langgraph_items WHERE namespace = ? AND key = ? "
                    "AND expires_at <= ?",
                    (ns, k, now),
                ).rowcount
            ]

    def namespaces(self, now: float) -> list[str]:
        rows = self.conn().execute(
            f"SELECT namespace FROM langgraph_items WHERE {_LIVE} "
            "UNION SELECT namespace FROM episodes WHERE source != ?",
            (now, ITEM_SOURCE),
        )
        return [str(name) for (name,) in rows]

    @staticmethod
    def _under(prefix: str) -> tuple[str, list[Any]]:
        """SQL condition (and its arguments) for "namespace is ``prefix`` or below it"."""
        if not prefix:
            return "1 = 1", []
        # "/" sorts right after ".": the range is "everything under"
        return "(namespace = ? OR (namespace >= ? AND namespace < ?))", [
            prefix,
            prefix + ".",
            prefix + "/",
        ]

    def listing(
        self, prefix: str, now: float, max_sensitivity: int, stop: int | None
    ) -> Iterator[ListingRow]:
        where, args = self._under(prefix)
        sql = (
            f"SELECT namespace, key, value, created_at, updated_at, NULL, NULL, NULL, NULL "
            f"FROM langgraph_items WHERE {where} AND {_LIVE} "
            f"UNION ALL SELECT e.namespace, e.id, NULL, e.occurred_at, e.occurred_at, "
            f"e.user_text, e.reply_text, e.session_id, e.source FROM episodes e "
            f"WHERE {where} AND e.searchable = 1 AND e.sensitivity <= ? AND e.source != ? "
            f"AND NOT EXISTS "
            f"(SELECT 1 FROM langgraph_items i WHERE i.namespace = e.namespace AND i.key = e.id) "
            f"ORDER BY 5 DESC, 1, 2"
        )
        yield from self.conn().execute(sql, [*args, now, *args, max_sensitivity, ITEM_SOURCE])

    def textless(self, prefix: str, now: float) -> Iterator[TextlessRow]:
        where, args = self._under(prefix)
        yield from self.conn().execute(
            "SELECT namespace, key, value, created_at, updated_at FROM langgraph_items "
            f"WHERE {where} AND {_LIVE} AND text IS NULL ORDER BY updated_at DESC, namespace, key",
            [*args, now],
        )

    def unsynced(self, ns: str) -> list[tuple[str, str | None, float]]:
        rows = self.conn().execute(
            "SELECT i.key, i.text, i.updated_at FROM langgraph_items i LEFT JOIN episodes e "
            "ON e.namespace = i.namespace AND e.id = i.key WHERE i.namespace = ? AND "
            "((i.text IS NOT NULL AND (e.id IS NULL OR e.user_text != i.text)) "
            "OR (i.text IS NULL AND e.id IS NOT NULL))",
            (ns,),
        )
        return [(str(k), None if t is None else str(t), float(u)) for k, t, u in rows]

    def orphans(self, ns: str) -> list[str]:
        rows = self.conn().execute(
            "SELECT e.id FROM episodes e WHERE e.namespace = ? AND e.source = ? AND NOT EXISTS "
            "(SELECT 1 FROM langgraph_items i WHERE i.namespace = e.namespace AND i.key = e.id)",
            (ns, ITEM_SOURCE),
        )
        return [str(r[0]) for r in rows]


def stored_row(row: Sequence[Any]) -> StoredRow:
    """A stored row as :data:`StoredRow` (both backends' reads)."""
    value, created, updated, ttl, expires = row
    return (
        str(value),
        float(created),
        float(updated),
        None if ttl is None else float(ttl),
        None if expires is None else float(expires),
    )


def _episode_row(row: Sequence[Any]) -> EpisodeRow:
    id_, user, reply, ts, session, source = row
    return (str(id_), str(user), str(reply), int(ts), str(session), str(source))
