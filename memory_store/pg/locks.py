"""The write lock of one namespace across every process and host: a PostgreSQL advisory lock.

On a folder store, writers take turns on ``fcntl.flock`` (lifecycle.ProcessLock). Replicas on
other hosts share no file, so a PostgreSQL store takes a *session* advisory lock keyed on the
namespace instead, on a connection held for as long as the lock: the server frees it when that
connection ends, so a replica killed mid-write never leaves a namespace locked (design §6).

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
from .connect import CHECKOUT_TIMEOUT_S, PgTarget, first_line

__all__ = ["WRITE_LOCK_KEY", "PgNamespaceLock"]

# The first key of omoide's advisory locks on a namespace: writes (this), consolidation
# (0x6F6D, derived.py). Different keys: a consolidation that writes never waits on itself.
WRITE_LOCK_KEY = 0x6F57


class PgNamespaceLock:
    """An exclusive, re-entrant lock on one namespace shared by every thread, process and
    replica using the database (the interface of ``lifecycle.ProcessLock``)."""

    def __init__(self, pool: Any, target: PgTarget, namespace: str) -> None:
        self._pool = pool
        self._target = target
        self._namespace = namespace
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
        try:
            conn = self._pool.getconn(timeout=CHECKOUT_TIMEOUT_S)
        except Exception as exc:
            raise StoreError(
                f"PostgreSQL store {self._target.masked}: no connection for the write lock "
                f"of namespace {self._namespace!r}: {first_line(exc)}"
            ) from exc
        try:
            conn.execute(
                "SELECT pg_advisory_lock(%s, hashtext(%s))", (WRITE_LOCK_KEY, self._namespace)
            )
        except BaseException as exc:
            self._pool.putconn(conn)
            if isinstance(exc, Exception):
                raise StoreError(
                    f"PostgreSQL store {self._target.masked}: cannot take the write lock of "
                    f"namespace {self._namespace!r}: {first_line(exc)}"
                ) from exc
            raise
        self._conn = conn

    def _release(self) -> None:
        conn, self._conn = self._conn, None
        if conn is None:
            return
        try:
            conn.execute(
                "SELECT pg_advisory_unlock(%s, hashtext(%s))", (WRITE_LOCK_KEY, self._namespace)
            )
        except Exception:
            # The connection is gone, and with it the lock (the server freed it): nothing
            # left to undo; the pool's check discards the broken connection.
            pass
        finally:
            self._pool.putconn(conn)

    def try_acquire_thread(self) -> bool:
        return self._thread_lock.acquire(blocking=False)

    def release_thread(self) -> None:
        self._thread_lock.release()
