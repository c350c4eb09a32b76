"""One SQLite connection per thread, handed on when the thread ends, all closed by ``close``.

SQLite connections must not be shared by two threads at once, so each thread gets its own. But
threads come and go (a tool node's worker threads, asyncio's executor, a server's request
threads): with a plain ``threading.local`` every new thread opened a connection that only the
garbage collector closed, when the thread ended (Python 3.13 warns about each: "unclosed
database"), and a store's ``close`` closed the calling thread's connection only, leaving the
others open as long as their threads lived. Here a thread's connection goes back to an idle
list when the thread ends, the next new thread takes it, and ``close`` closes every connection
opened, idle or held.
"""

from __future__ import annotations

import sqlite3
import threading
import types
import weakref
from collections.abc import Callable, Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager, nullcontext
from pathlib import Path
from typing import Any

__all__ = ["IN_CHUNK", "ThreadConnections", "connect_wal", "select_in", "write_transaction"]

#: Values one ``IN (?, …)`` list carries (SQLite builds before 3.32 allow 999 variables).
IN_CHUNK = 500


def connect_wal(path: Path, *, foreign_keys: bool = False) -> sqlite3.Connection:
    """A connection to the WAL database at ``path`` that may move to another thread (as
    :class:`ThreadConnections` hands it on): 30 s busy timeout, autocommit (transactions are
    explicit ``BEGIN``), ``synchronous=NORMAL``."""
    conn = sqlite3.connect(path, timeout=30.0, isolation_level=None, check_same_thread=False)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA synchronous=NORMAL")
    if foreign_keys:
        conn.execute("PRAGMA foreign_keys=ON")
    return conn


def select_in(
    conn: sqlite3.Connection,
    sql: str,
    values: Sequence[Any],
    *,
    before: Sequence[Any] = (),
    size: int = IN_CHUNK,
) -> Iterator[Any]:
    """The rows of ``sql`` for every value of ``values``, run once per ``size`` of them: its
    ``{marks}`` becomes ``?,?,…`` for that slice, bound after the ``before`` parameters (e.g.
    ``"SELECT id FROM episodes WHERE namespace = ? AND id IN ({marks})"`` with
    ``before=(namespace,)``). No value, no query."""
    for start in range(0, len(values), size):
        chunk = list(values[start : start + size])
        yield from conn.execute(sql.format(marks=",".join("?" * len(chunk))), (*before, *chunk))


@contextmanager
def write_transaction(
    conn: sqlite3.Connection, lock: AbstractContextManager[object] | None = None
) -> Iterator[sqlite3.Connection]:
    """One atomic write on ``conn`` (``BEGIN IMMEDIATE`` takes the file's write lock at once,
    so two writers never deadlock upgrading a read): committed when the block ends, rolled
    back when it raises. ``lock`` (a thread lock) is held around it when given."""
    with lock if lock is not None else nullcontext():
        conn.execute("BEGIN IMMEDIATE")
        try:
            yield conn
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")


class _Lease:
    """Held in a thread's local storage; when the thread ends it is freed and its connection
    returns to the owner's idle list."""

    __slots__ = ("conn", "owner")

    def __init__(self, owner: ThreadConnections, conn: sqlite3.Connection) -> None:
        self.owner = weakref.ref(owner)
        self.conn = conn

    def __del__(self) -> None:
        owner = self.owner()
        if owner is not None:
            owner._release(self.conn)


class ThreadConnections:
    """Connections made by ``opener`` (which must pass ``check_same_thread=False``: a
    connection moves to another thread once its first thread has ended, never while it runs)."""

    def __init__(self, opener: Callable[[], sqlite3.Connection]) -> None:
        self._opener = _weakly(opener)
        self._local = threading.local()
        self._lock = threading.Lock()
        self._idle: list[sqlite3.Connection] = []
        self._opened: list[sqlite3.Connection] = []
        self._count = 0
        self._closed = False

    def get(self) -> sqlite3.Connection:
        """This thread's connection: its own, else an idle one, else a new one."""
        lease: _Lease | None = getattr(self._local, "lease", None)
        if lease is not None:
            return lease.conn
        with self._lock:
            if self._closed:
                raise sqlite3.ProgrammingError("Cannot operate on a closed database.")
            conn = self._idle.pop() if self._idle else None
        if conn is None:
            conn = self._opener()
            with self._lock:
                closed = self._closed  # by another thread while this one was opening
                if not closed:
                    self._opened.append(conn)
                    self._count += 1
            if closed:
                conn.close()
                raise sqlite3.ProgrammingError("Cannot operate on a closed database.")
        self._local.lease = _Lease(self, conn)
        return conn

    @property
    def opened(self) -> int:
        """How many connections were opened (a thread reusing an idle one opens none)."""
        return self._count

    def _release(self, conn: sqlite3.Connection) -> None:
        with self._lock:
            if not self._closed and conn.in_transaction is False:
                self._idle.append(conn)

    def close(self) -> None:
        """Close every connection, idle or held by a thread (call it when no query runs)."""
        with self._lock:
            self._closed = True
            conns, self._opened, self._idle = self._opened, [], []
        for conn in conns:
            conn.close()
        self._local = threading.local()


def _weakly(opener: Callable[[], sqlite3.Connection]) -> Callable[[], sqlite3.Connection]:
    """``opener`` without a strong reference to its object when it is a bound method: that
    object (the store) holds the ThreadConnections, and the cycle would leave a store nobody
    closed, with its open files, to the cyclic garbage collector instead of freeing it when
    its last reference goes."""
    if not isinstance(opener, types.MethodType):
        return opener
    method: weakref.WeakMethod[Callable[[], sqlite3.Connection]] = weakref.WeakMethod(opener)

    def call() -> sqlite3.Connection:
        bound = method()
        if bound is None:
            raise sqlite3.ProgrammingError("Cannot operate on a closed database.")
        return bound()

    return call
