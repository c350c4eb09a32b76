"""Derived memory in a PostgreSQL store (issue 25): the tables of ``derived.sqlite3`` in the
store's schema, behind :class:`~omoide.memory_store.derived.DerivedMemory`'s one body of SQL.

The schema is SQLite's, translated (:func:`pg_schema`): text compared in byte order
(``COLLATE "C"``, as SQLite), integers ``bigint``, REAL ``double precision``, ``pinned`` a
boolean, JSON arrays kept as text. The store-wide values (schema version, birth years, entity
generations) live in ``derived_meta``, not ``meta``: the rows' own ``meta`` table shares the
schema and has a ``schema_version`` of its own.

Writes: every ``transaction()`` holds a transaction-scoped advisory lock on the namespace it
names (else on the whole store), so the upserts' read-merge-write and the consolidation
cursor's compare-and-set are one step, as ``BEGIN IMMEDIATE`` makes them in SQLite. Reads
without ``conn`` inside a transaction run on that transaction's connection (same thread), as
a SQLite thread's reads do on its one connection.

Consolidation is single-flight per namespace: :meth:`PgDerivedStore.consolidation_lock` takes
a session advisory lock ``(0x6F43, hashtext(schema || '/' || namespace))`` on a connection
of its own (not the pool's), which the server frees when that connection ends, a killed
holder's included.
"""

from __future__ import annotations

import re
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from functools import lru_cache
from typing import Any

from ..derived import _SCHEMA, DERIVED_SCHEMA_VERSION, DerivedConn, DerivedMemory
from ..errors import ReadOnlyStoreError, StoreError
from .connect import (
    PgTarget,
    connection,
    ensure_ddl,
    first_line,
    open_error,
    pool_for,
    release_pool,
    retrying,
)

__all__ = ["CONSOLIDATION_LOCK_KEY", "PgDerivedStore", "derived_tables_exist", "pg_schema"]

# The first key of omoide's advisory locks (design §6): consolidation, session-scoped.
CONSOLIDATION_LOCK_KEY = 0x6F43  # "oC"; the second key: hashtext(schema || '/' || namespace)
# Derived writes, transaction-scoped: shared per store + exclusive per namespace, or exclusive
# per store for a transaction that names no namespace.
_STORE_WRITE_KEY = 0x6F44
_NAMESPACE_WRITE_KEY = 0x6F45
_POLL_SECONDS = 0.2


def pg_schema(sqlite_schema: str = _SCHEMA) -> str:
    """The derived tables' DDL for PostgreSQL, from SQLite's (one schema, two dialects)."""
    ddl = sqlite_schema.replace(
        "CREATE TABLE IF NOT EXISTS meta (", "CREATE TABLE IF NOT EXISTS derived_meta ("
    )
    ddl = re.sub(r"\bpinned INTEGER\b", "pinned boolean", ddl)
    ddl = re.sub(r"\bTEXT\b", 'text COLLATE "C"', ddl)
    ddl = re.sub(r"\bINTEGER\b", "bigint", ddl)
    ddl = re.sub(r"\bREAL\b", "double precision", ddl)
    return ddl + (
        "INSERT INTO derived_meta (key, value) VALUES "
        f"('schema_version', '{DERIVED_SCHEMA_VERSION}') ON CONFLICT (key) DO NOTHING;\n"
    )


# Stores (PgTarget.key) whose derived tables are known to exist in this process.
_created: set[str] = set()


def derived_tables_exist(target: PgTarget) -> bool:
    """Whether the store at ``target`` has derived tables (a PgDerivedStore was opened on it
    once, here or in any replica), without creating them: the folder store's "derived.sqlite3
    exists". Known ones are remembered, so the read path asks the server once."""
    if target.key in _created:
        return True
    pool = pool_for(target)
    try:
        found = retrying(
            pool,
            target,
            lambda conn: conn.execute(
                "SELECT to_regclass(%s)", (f'"{target.schema}".derived_meta',)
            ).fetchone()[0],
        )
    finally:
        release_pool(target)
    if found is not None:
        _created.add(target.key)
    return found is not None


@lru_cache(maxsize=512)
def _pg(sql: str) -> str:
    """SQLite's ``?`` placeholders as psycopg's ``%s`` (the shared SQL has no ``?`` or ``%``
    of its own)."""
    return sql.replace("?", "%s")


class _PgConn:
    """A psycopg connection inside a transaction, behind :class:`DerivedConn`."""

    __slots__ = ("locked", "raw")

    def __init__(self, raw: Any) -> None:
        self.raw = raw
        self.locked: set[str | None] = set()

    def execute(self, sql: str, parameters: Any = (), /) -> Any:
        return self.raw.execute(_pg(sql), parameters)

    def executemany(self, sql: str, parameters: Any, /) -> Any:
        with self.raw.cursor() as cur:
            cur.executemany(_pg(sql), parameters)
            return cur


class PgDerivedStore(DerivedMemory):
    """The derived memory of the PostgreSQL store at ``target`` (thread-safe: each
    transaction and read takes a pooled connection; the pool is the process's one for the
    URL, shared with the store's rows)."""

    _meta = "derived_meta"

    def __init__(self, target: PgTarget) -> None:
        self.target = target
        self.cache_key = f"postgresql:{target.key}"
        self._local = threading.local()
        self._pool = pool_for(target)
        try:
            ensure_ddl(self._pool, target, "derived-memory", pg_schema(), exists="cursors")
            _created.add(target.key)
            version = self.schema_version()
        except BaseException:
            release_pool(target)
            raise
        if version > DERIVED_SCHEMA_VERSION:
            release_pool(target)
            raise StoreError(
                f"{target.masked}: derived schema version {version} is newer than this omoide "
                f"understands ({DERIVED_SCHEMA_VERSION}); upgrade omoide"
            )
        self._closed = False

    def close(self) -> None:
        """Release this store's hold on the pool (the last user closes it)."""
        if not self._closed:
            self._closed = True
            release_pool(self.target)

    # -- connections ------------------------------------------------------------------------
    def _active(self) -> _PgConn | None:
        active: _PgConn | None = getattr(self._local, "conn", None)
        return active

    def _rows(
        self, sql: str, args: Sequence[Any] = (), conn: DerivedConn | None = None
    ) -> list[tuple[Any, ...]]:
        on = conn or self._active()
        if on is not None:
            return list(on.execute(sql, args).fetchall())
        query = _pg(sql)
        import psycopg

        try:
            return retrying(self._pool, self.target, lambda raw: list(raw.execute(query, args)))
        except psycopg.errors.InsufficientPrivilege as exc:
            raise StoreError(self._refused("read", exc)) from exc

    def _refused(self, what: str, exc: BaseException) -> str:
        """The message for a role the server refused a derived-memory ``what`` (read/write)."""
        return (
            f"PostgreSQL store {self.target.masked}: this role may not {what} the derived memory "
            f"({first_line(exc)}) — consolidating needs SELECT, INSERT, UPDATE and DELETE on "
            f"the tables of schema {self.target.schema!r} (GRANT SELECT, INSERT, UPDATE, DELETE "
            f"ON ALL TABLES IN SCHEMA {self.target.schema} TO the role), or run it as the role "
            "that made the store"
        )

    @contextmanager
    def transaction(self, *, namespace: str | None = None) -> Iterator[DerivedConn]:
        """One atomic write on one pooled connection, under the namespace's write lock (the
        store's, when no namespace is named). Inside another transaction of this thread: a
        savepoint of it."""
        active = self._active()
        if active is not None:
            with active.raw.transaction():
                self._lock_for_write(active, namespace)
                yield active
            return
        import psycopg

        try:
            with connection(self._pool, self.target) as raw, raw.transaction():
                conn = _PgConn(raw)
                self._lock_for_write(conn, namespace)
                self._local.conn = conn
                try:
                    yield conn
                finally:
                    self._local.conn = None
        except psycopg.errors.InsufficientPrivilege as exc:
            raise ReadOnlyStoreError(self._refused("write", exc)) from exc

    def _lock_for_write(self, conn: _PgConn, namespace: str | None) -> None:
        if namespace in conn.locked or None in conn.locked:
            return
        store = self.target.schema
        if namespace is None:
            conn.raw.execute(
                "SELECT pg_advisory_xact_lock(%s, hashtext(%s))", (_STORE_WRITE_KEY, store)
            )
        else:
            conn.raw.execute(
                "SELECT pg_advisory_xact_lock_shared(%s, hashtext(%s)), "
                "pg_advisory_xact_lock(%s, hashtext(%s))",
                (_STORE_WRITE_KEY, store, _NAMESPACE_WRITE_KEY, f"{store}/{namespace}"),
            )
        conn.locked.add(namespace)

    # -- single-flight consolidation ----------------------------------------------------------
    @contextmanager
    def consolidation_lock(self, namespace: str, *, blocking: bool = False) -> Iterator[bool]:
        """Yields True while this caller is the namespace's one consolidator (in every process
        and replica on the database), False at once when another is (``blocking``: wait for
        it). A session advisory lock on a dedicated connection: released on exit, or by the
        server when the holder dies."""
        import psycopg

        try:
            conn = psycopg.connect(self.target.conninfo, autocommit=True, connect_timeout=10)
        except psycopg.Error as exc:
            raise open_error(self.target, exc) from exc
        try:
            got = self._try_lock(conn, namespace)
            while blocking and not got:
                time.sleep(_POLL_SECONDS)
                got = self._try_lock(conn, namespace)
            yield got
        finally:
            try:
                if not conn.closed and not conn.broken:
                    conn.execute(
                        "SELECT pg_advisory_unlock(%s, hashtext(%s))",
                        (CONSOLIDATION_LOCK_KEY, f"{self.target.schema}/{namespace}"),
                    )
            except psycopg.Error:
                pass  # closing the connection frees it as surely
            finally:
                conn.close()

    def _try_lock(self, conn: Any, namespace: str) -> bool:
        try:
            row = conn.execute(
                "SELECT pg_try_advisory_lock(%s, hashtext(%s))",
                (CONSOLIDATION_LOCK_KEY, f"{self.target.schema}/{namespace}"),
            ).fetchone()
        except Exception as exc:
            raise StoreError(
                f"PostgreSQL store {self.target.masked}: cannot take the consolidation lock of "
                f"namespace {namespace!r}: {first_line(exc)}"
            ) from exc
        return bool(row[0])
