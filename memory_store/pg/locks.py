"""The write lock of one namespace across every process and host: a PostgreSQL advisory lock.

On a folder store, writers take turns on ``fcntl.flock`` (lifecycle.ProcessLock). Replicas on
other hosts share no file, so a PostgreSQL store takes a *session* advisory lock keyed on the
schema and namespace instead, held on a connection of its own for as long as the lock: the
server frees it when that connection ends, so a replica killed mid-write never leaves a
namespace locked (design §6). The lock's connections come from a pool of their own
(``pool_for(..., purpose="locks")``): the work under the lock runs on the store's other pool,
so writers holding locks never wait on each other for a connection.

What the lock orders is a writer's catch-up and the keyword files it then writes; the rows'
own order (seqs visible in seq order) is the namespace row's lock inside every write
transaction (rows.py), which holds with or without this one.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from ..errors import StoreError
from .connect import PgTarget, first_line

__all__ = ["LOCK_WAIT_S", "WRITE_LOCK_KEY", "PgNamespaceLock", "lock_key"]

# The first key of an advisory lock says what it guards; the second is
# hashtext(schema || '/' || namespace), so stores in other schemas of one database, and
# same-named namespaces there, never wait on each other. Writes (this module):
WRITE_LOCK_KEY = 0x6F57
# How long a writer waits for another replica's write to the same namespace (a stuck holder
# fails the waiting turn in one line instead of hanging it).
LOCK_WAIT_S = 60
LOCK_CHECKOUT_S = 60.0


def lock_key(target: PgTarget, namespace: str) -> str:
    """The text whose hashtext() is an advisory lock's second key."""
    return f"{target.schema}/{namespace}"


class PgNamespaceLock:
    """An exclusive, re-entrant lock on one namespace shared by every thread, process and
    replica using the database (the interface of ``lifecycle.ProcessLock``). ``pool`` is the
    store's pool of lock connections."""

    def __init__(self, pool: Any, target: PgTarget, namespace: str) -> None:
        self._pool = pool
        self._target = target
        self._namespace = namespace
        self._key = lock_key(target, namespace)
        self._thread_lock = threading.RLock()
        self._depth = 0
        self._conn: Any = None

    @contextmanager
    def hold(self) -> Iterator[None]:
        with self._thread_lock:
            if self._depth == 0:
                self._acquire()
            self._depth += 1
            try:
                yield
            finally:
                self._depth -= 1
                if self._depth == 0:
                    self._release()

    def _acquire(self) -> None:
        where = f"PostgreSQL store {self._target.masked}, namespace {self._namespace!r}"
        try:
            conn = self._pool.getconn(timeout=LOCK_CHECKOUT_S)
        except Exception as exc:
            raise StoreError(
                f"{where}: no connection for the write lock: {first_line(exc)}"
            ) from exc
        try:
            conn.execute(f"SET lock_timeout = '{LOCK_WAIT_S}s'")
            conn.execute("SELECT pg_advisory_lock(%s, hashtext(%s))", (WRITE_LOCK_KEY, self._key))
        except BaseException as exc:
            self._pool.putconn(conn)
            if isinstance(exc, Exception):
                raise StoreError(
                    f"{where}: the write lock was not free within {LOCK_WAIT_S} s (another "
                    f"replica's write to this user is stuck?): {first_line(exc)}"
                ) from exc
            raise
        self._conn = conn

    def _release(self) -> None:
        conn, self._conn = self._conn, None
        if conn is None:
            return
        try:
            conn.execute("SELECT pg_advisory_unlock(%s, hashtext(%s))", (WRITE_LOCK_KEY, self._key))
        except Exception:
            # Not unlocked: never hand a connection that may still hold the lock back to
            # the pool. Closed, the server frees whatever it held.
            conn.close()
        finally:
            self._pool.putconn(conn)

    def try_acquire_thread(self) -> bool:
        return self._thread_lock.acquire(blocking=False)

    def release_thread(self) -> None:
        self._thread_lock.release()
