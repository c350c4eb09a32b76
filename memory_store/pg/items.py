"""``OmoideStore``'s items on PostgreSQL: the ``langgraph_items`` table (design §5).

:class:`PgItems` is the PostgreSQL side of :class:`~memory_store.item_rows.ItemRows`
(the SQLite side is ``item_rows.SqliteItems``): the same statements, with keys ``COLLATE "C"``
(SQLite's byte order, whatever the database's collation), the value kept as ``text`` (``jsonb``
would reorder the keys of a value), times as ``double precision`` seconds, the by-time and
by-expiry indexes. It reads the store's ``episodes`` table (created by the PostgreSQL
episode rows of ``MemoryStore``) for the episodes shown as items and for the repair; until that
table exists the store has no episodes and every read says so.

Transactions. Each call is one statement or one transaction on a pooled connection (autocommit,
retried on a lost connection: every write here is idempotent). An item's row and its episode
commit separately (the episode through ``MemoryStore``); ``OmoideStore`` holds the namespace's
write lock (``MemoryStore.exclusive()``, an advisory lock every replica takes) across both and
orders the steps so that a replica killed between them leaves a state the next open repairs
(see ``OmoideStore._put_many`` and ``OmoideStore._repair``).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from ..errors import ReadOnlyStoreError, StoreError
from ..item_rows import EXPORT_SQL, EpisodeRow, ItemRow, StoredRow, item_row, stored_row
from ..records import MEMORY_ITEM_SOURCE
from .connect import (
    PgTarget,
    ensure_ddl,
    first_line,
    parse_store_url,
    pool_for,
    release_pool,
    retrying,
)

if TYPE_CHECKING:
    from psycopg_pool import ConnectionPool

__all__ = ["DDL", "PgItems"]

log = logging.getLogger(__name__)

_T = TypeVar("_T")
_PAGE = 500  # rows a listing fetches at a time

DDL = """
CREATE TABLE IF NOT EXISTS langgraph_items (
    namespace  text NOT NULL COLLATE "C",
    key        text NOT NULL COLLATE "C",
    value      text NOT NULL,
    text       text,
    created_at double precision NOT NULL,
    updated_at double precision NOT NULL,
    ttl        double precision,
    expires_at double precision,
    PRIMARY KEY (namespace, key)
);
CREATE INDEX IF NOT EXISTS langgraph_items_by_time ON langgraph_items (namespace, updated_at);
CREATE INDEX IF NOT EXISTS langgraph_items_by_expiry ON langgraph_items (expires_at)
    WHERE expires_at IS NOT NULL;
"""

_LIVE = "(expires_at IS NULL OR expires_at > %s)"
_ROW = "value, created_at, updated_at, ttl, expires_at"


def _under(prefix: str, column: str = "namespace") -> tuple[str, list[Any]]:
    """SQL condition (and its arguments) for "``column`` is ``prefix`` or below it", in byte
    order ("/" sorts right after "."), whatever the column's own collation."""
    if not prefix:
        return "TRUE", []
    c = f'{column} COLLATE "C"'
    return f"({c} = %s OR ({c} >= %s AND {c} < %s))", [prefix, prefix + ".", prefix + "/"]


class PgItems:
    """:class:`~memory_store.item_rows.ItemRows` on a PostgreSQL store URL (see the
    module docstring). Opening creates the table and its indexes if missing."""

    def __init__(self, url: str) -> None:
        self.target: PgTarget = parse_store_url(url)
        self.pool: ConnectionPool[Any] = pool_for(self.target)
        try:
            ensure_ddl(self.pool, self.target, "langgraph_items", DDL, exists="langgraph_items")
        except BaseException:
            release_pool(self.target)
            raise
        self._closed = False
        self._has_episodes = False

    # -- plumbing -------------------------------------------------------------------------
    def _run(self, work: Callable[[Any], _T]) -> _T:
        if self._closed:
            raise StoreError(f"PostgreSQL store {self.target.masked}: the item table is closed")
        import psycopg

        try:
            return retrying(self.pool, self.target, work)
        except psycopg.errors.InsufficientPrivilege as exc:
            raise ReadOnlyStoreError(
                f"PostgreSQL store {self.target.masked}: this role may not change the saved "
                f"items ({first_line(exc)}) — writing them needs INSERT, UPDATE and DELETE on "
                f"{self.target.schema}.langgraph_items"
            ) from exc
        except psycopg.DataError as exc:
            raise StoreError(f"PostgreSQL store {self.target.masked}: {first_line(exc)}") from exc

    def _fetch(self, sql: str, args: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        return self._run(lambda conn: conn.execute(sql, args).fetchall())

    def _write(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        if not rows:
            return

        def work(conn: Any) -> None:
            with conn.transaction(), conn.cursor() as cur:
                cur.executemany(sql, rows)

        self._run(work)

    def episodes_ready(self) -> bool:
        """Whether the store's ``episodes`` table exists (MemoryStore creates it); once it
        does, this is not asked again."""
        if not self._has_episodes:
            # Qualified: an unqualified name would find another app's public.episodes.
            row = self._fetch(
                "SELECT to_regclass(%s) IS NOT NULL", (f'"{self.target.schema}".episodes',)
            )
            self._has_episodes = bool(row and row[0][0])
        return self._has_episodes

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        release_pool(self.target)

    # -- writes ---------------------------------------------------------------------------
    def upsert(self, rows: Sequence[Sequence[Any]]) -> None:
        # An expired row (not yet swept) is replaced as a new item (a new created_at).
        self._write(
            "INSERT INTO langgraph_items (namespace, key, value, text, created_at, updated_at, "
            "ttl, expires_at) VALUES (%s, %s, %s, %s, %s, %s, %s, %s) "
            "ON CONFLICT (namespace, key) DO UPDATE SET value = excluded.value, "
            "text = excluded.text, updated_at = excluded.updated_at, ttl = excluded.ttl, "
            "expires_at = excluded.expires_at, "
            "created_at = CASE WHEN langgraph_items.expires_at <= excluded.updated_at "
            "THEN excluded.created_at ELSE langgraph_items.created_at END",
            rows,
        )

    def restart_expiry(self, ns: str, keys: Sequence[str], updated: float, done: float) -> None:
        self._write(
            "UPDATE langgraph_items SET expires_at = %s + ttl * 60 "
            "WHERE namespace = %s AND key = %s AND updated_at = %s",
            [(done, ns, key, updated) for key in keys],
        )

    def delete(self, ns: str, keys: Sequence[str]) -> None:
        if keys:
            self._run(
                lambda conn: conn.execute(
                    "DELETE FROM langgraph_items WHERE namespace = %s AND key = ANY(%s)",
                    (ns, list(keys)),
                )
            )

    def refresh(self, ns: str, keys: Sequence[str], now: float) -> None:
        if keys:
            self._run(
                lambda conn: conn.execute(
                    "UPDATE langgraph_items SET expires_at = %s + ttl * 60 WHERE namespace = %s "
                    f"AND key = ANY(%s) AND ttl IS NOT NULL AND {_LIVE}",
                    (now, ns, list(keys), now),
                )
            )

    def delete_expired(self, ns: str, keys: Sequence[str], now: float) -> list[str]:
        if not keys:
            return []
        rows = self._fetch(
            "DELETE FROM langgraph_items WHERE namespace = %s AND key = ANY(%s) "
            "AND expires_at <= %s RETURNING key",
            (ns, list(keys), now),
        )
        gone = {str(r[0]) for r in rows}
        return [k for k in keys if k in gone]

    # -- reads ----------------------------------------------------------------------------
    def get(self, ns: str, key: str, now: float) -> StoredRow | None:
        rows = self._fetch(
            f"SELECT {_ROW} FROM langgraph_items WHERE namespace = %s AND key = %s AND {_LIVE}",
            (ns, key, now),
        )
        return stored_row(rows[0]) if rows else None

    def exists(self, ns: str, key: str) -> bool:
        return bool(
            self._fetch(
                "SELECT 1 FROM langgraph_items WHERE namespace = %s AND key = %s", (ns, key)
            )
        )

    def visible_episode(self, ns: str, key: str, max_sensitivity: int) -> EpisodeRow | None:
        if not self.episodes_ready():
            return None
        rows = self._fetch(
            "SELECT id, user_text, reply_text, occurred_at, session_id, source FROM episodes "
            "WHERE namespace = %s AND id = %s AND searchable AND sensitivity <= %s "
            "AND source != %s",
            (ns, key, max_sensitivity, MEMORY_ITEM_SOURCE),
        )
        if not rows:
            return None
        id_, user, reply, ts, session, source = rows[0]
        return (str(id_), str(user), str(reply), int(ts), str(session), str(source))

    def export(self, ns: str) -> list[ItemRow]:
        return [item_row(r) for r in self._fetch(EXPORT_SQL.format(mark="%s"), (ns,))]

    def rows_for(self, ns: str, keys: Sequence[str]) -> dict[str, StoredRow]:
        if not keys:
            return {}
        rows = self._fetch(
            f"SELECT key, {_ROW} FROM langgraph_items WHERE namespace = %s AND key = ANY(%s)",
            (ns, list(keys)),
        )
        return {str(r[0]): stored_row(r[1:]) for r in rows}

    def episode_ids(self, ns: str, keys: Sequence[str]) -> set[str]:
        if not keys or not self.episodes_ready():
            return set()
        rows = self._fetch(
            "SELECT id FROM episodes WHERE namespace = %s AND id = ANY(%s)", (ns, list(keys))
        )
        return {str(r[0]) for r in rows}

    def any_timed(self) -> bool:
        return bool(
            self._fetch("SELECT 1 FROM langgraph_items WHERE expires_at IS NOT NULL LIMIT 1")
        )

    def expired(self, now: float) -> list[tuple[str, str]]:
        rows = self._fetch(
            "SELECT namespace, key FROM langgraph_items WHERE expires_at <= %s "
            "ORDER BY namespace, key",
            (now,),
        )
        return [(str(ns), str(key)) for ns, key in rows]

    def namespaces(self, now: float) -> list[str]:
        items = f'SELECT namespace COLLATE "C" FROM langgraph_items WHERE {_LIVE}'
        if not self.episodes_ready():
            return [str(r[0]) for r in self._fetch(f"SELECT DISTINCT * FROM ({items}) n", (now,))]
        rows = self._fetch(
            f'{items} UNION SELECT namespace COLLATE "C" FROM episodes WHERE source != %s',
            (now, MEMORY_ITEM_SOURCE),
        )
        return [str(r[0]) for r in rows]

    def _pages(self, sql: str, args: Sequence[Any], stop: int | None) -> Iterator[tuple[Any, ...]]:
        """``sql`` (ordered by a unique key) page by page, each page a short read on a pooled
        connection: a caller that stops early (a page of results found) reads no further."""
        offset = 0
        size = _PAGE if stop is None else max(1, min(stop, _PAGE))
        while True:
            page = self._fetch(f"{sql} LIMIT %s OFFSET %s", (*args, size, offset))
            yield from page
            if len(page) < size:
                return
            offset += size
            size = _PAGE

    def listing(
        self, prefix: str, now: float, max_sensitivity: int, stop: int | None
    ) -> Iterator[tuple[Any, ...]]:
        where, args = _under(prefix)
        items = (
            'SELECT namespace COLLATE "C" AS ns, key COLLATE "C" AS k, value, created_at, '
            "updated_at, NULL::text AS u, NULL::text AS r, NULL::text AS s, NULL::text AS src "
            f"FROM langgraph_items WHERE {where} AND {_LIVE}"
        )
        if not self.episodes_ready():
            yield from self._pages(f"{items} ORDER BY 5 DESC, 1, 2", [*args, now], stop)
            return
        e_where, e_args = _under(prefix, "e.namespace")
        sql = (
            f"{items} UNION ALL "
            'SELECT e.namespace COLLATE "C", e.id COLLATE "C", NULL, e.occurred_at, '
            "e.occurred_at, e.user_text, e.reply_text, e.session_id, e.source FROM episodes e "
            f"WHERE {e_where} AND e.searchable AND e.sensitivity <= %s AND e.source != %s "
            "AND NOT EXISTS (SELECT 1 FROM langgraph_items i "
            'WHERE i.namespace = e.namespace COLLATE "C" AND i.key = e.id COLLATE "C") '
            "ORDER BY 5 DESC, 1, 2"
        )
        yield from self._pages(
            sql, [*args, now, *e_args, max_sensitivity, MEMORY_ITEM_SOURCE], stop
        )

    def textless(self, prefix: str, now: float) -> Iterator[tuple[Any, ...]]:
        where, args = _under(prefix)
        yield from self._pages(
            "SELECT namespace, key, value, created_at, updated_at FROM langgraph_items "
            f"WHERE {where} AND {_LIVE} AND text IS NULL ORDER BY updated_at DESC, namespace, key",
            [*args, now],
            None,
        )

    def unsynced(self, ns: str) -> list[tuple[str, str | None, float]]:
        if not self.episodes_ready():
            rows = self._fetch(
                "SELECT key, text, updated_at FROM langgraph_items "
                "WHERE namespace = %s AND text IS NOT NULL",
                (ns,),
            )
        else:
            rows = self._fetch(
                "SELECT i.key, i.text, i.updated_at FROM langgraph_items i LEFT JOIN episodes e "
                'ON e.namespace COLLATE "C" = i.namespace AND e.id COLLATE "C" = i.key '
                "WHERE i.namespace = %s AND "
                "((i.text IS NOT NULL AND (e.id IS NULL OR e.user_text != i.text)) "
                "OR (i.text IS NULL AND e.id IS NOT NULL))",
                (ns,),
            )
        return [(str(k), None if t is None else str(t), float(u)) for k, t, u in rows]

    def orphans(self, ns: str) -> list[str]:
        if not self.episodes_ready():
            return []
        rows = self._fetch(
            "SELECT e.id FROM episodes e WHERE e.namespace = %s AND e.source = %s AND NOT EXISTS "
            '(SELECT 1 FROM langgraph_items i WHERE i.namespace = e.namespace COLLATE "C" '
            'AND i.key = e.id COLLATE "C")',
            (ns, MEMORY_ITEM_SOURCE),
        )
        return [str(r[0]) for r in rows]
