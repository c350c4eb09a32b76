"""A store's life: its folder, the write lock every process shares, and noticing others' writes.

* :func:`lost_database` refuses to open a folder whose source of truth is gone (never start an
  empty store over the lost one's indexes).
* :class:`ProcessLock`: writers take turns — an exclusive ``fcntl.flock`` on
  ``<store>/.omoide.lock`` plus a re-entrant thread lock inside the process.
* :class:`Lifecycle`: open/closed, read-only, the write lock as a context (:meth:`writing`), the
  generation and keyword epoch this process has caught up with, and the repairs made. It does
  not know what catching up means: ``MemoryStore`` passes that in (``sync``), so the keyword and
  vector parts stay independent of each other.

:class:`StoreLifecycle` is the interface ``MemoryStore`` uses; a PostgreSQL backend (issue 25)
implements it with an advisory lock and the generation kept in the database.
"""

from __future__ import annotations

import logging
import os
import threading
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path
from typing import Protocol

from .episodes import EpisodeRows
from .errors import StoreError, StoreNotFoundError

try:  # POSIX; elsewhere writers in one process still serialise on the thread lock
    import fcntl
except ImportError:  # pragma: no cover
    fcntl = None  # type: ignore[assignment]

__all__ = [
    "DB_FILE",
    "LOCK_FILE",
    "Lifecycle",
    "ProcessLock",
    "StoreLifecycle",
    "WriteLock",
    "lost_database",
]

log = logging.getLogger("omoide.memory_store.store")  # where repairs were always logged

DB_FILE = "omoide.sqlite3"
LOCK_FILE = ".omoide.lock"


def lost_database(path: Path) -> str | None:
    """Why the store at ``path`` lost its source of truth, or ``None``: ``omoide.sqlite3`` is
    empty (0 bytes, no write-ahead log holding its pages) or missing while what was derived
    from it (``keyword/``, ``chroma/``, ``derived.sqlite3``) is still there. Opening it would
    start a new, empty store and orphan those indexes."""
    db = path / DB_FILE
    try:
        size: int | None = db.stat().st_size
    except FileNotFoundError:
        size = None
    except OSError:
        return None  # unreadable: the open says why
    wal = path / f"{DB_FILE}-wal"
    if size or (wal.exists() and wal.stat().st_size > 0):  # WAL mode: pages may be there
        return None
    derived = [n for n in ("keyword", "chroma", "derived.sqlite3") if (path / n).exists()]
    if not derived:
        return None
    state = "is empty (0 bytes)" if size == 0 else "is missing"
    return (
        f"{db} {state}, but the store folder still holds {', '.join(derived)}: the episodes' "
        "database (the store's source of truth) was lost. Nothing was changed: restore the "
        "file from a backup, or move the folder aside and ingest again into a new store"
    )


def prepare_folder(path: Path, *, create: bool) -> None:
    """Check (and with ``create``, make) the store folder before its database is opened."""
    lost = lost_database(path)
    if lost is not None:  # never start a new, empty store over the lost one's indexes
        raise StoreError(lost)
    if not (path / DB_FILE).exists():
        if not create:
            raise StoreNotFoundError(
                f"no omoide store at {path}; create one with `omoide --store {path} ingest PATH`"
            )
        if path.exists() and not path.is_dir():
            raise StoreError(f"{path} exists and is not a directory")
        try:
            path.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StoreError(f"cannot create the store folder {path}: {exc}") from exc


class ProcessLock:
    """An exclusive, re-entrant lock shared by every process and thread using one store."""

    def __init__(self, path: Path) -> None:
        self._path = path
        self._thread_lock = threading.RLock()
        self._depth = 0
        self._fd: int | None = None

    @contextmanager
    def hold(self) -> Iterator[None]:
        with self._thread_lock:
            if self._depth == 0 and fcntl is not None:
                fd = os.open(self._path, os.O_RDWR | os.O_CREAT, 0o666)
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX)
                except BaseException:
                    os.close(fd)
                    raise
                self._fd = fd
            self._depth += 1
            try:
                yield
            finally:
                self._depth -= 1
                if self._depth == 0 and self._fd is not None:
                    fcntl.flock(self._fd, fcntl.LOCK_UN)
                    os.close(self._fd)
                    self._fd = None

    def try_acquire_thread(self) -> bool:
        return self._thread_lock.acquire(blocking=False)

    def release_thread(self) -> None:
        self._thread_lock.release()


class WriteLock(Protocol):
    """What :class:`Lifecycle` needs of a cross-process lock: :class:`ProcessLock` on a folder,
    ``pg.locks.PgNamespaceLock`` on a PostgreSQL store."""

    def hold(self) -> AbstractContextManager[None]: ...

    def try_acquire_thread(self) -> bool: ...

    def release_thread(self) -> None: ...


class StoreLifecycle(Protocol):
    """Open/closed, read-only, the cross-process write lock and the generation followed."""

    readonly: bool
    repairs: list[str]
    synced: int  # the generation this process's derived state reflects
    kw_epoch: int  # the keyword epoch this process's keyword index was built at

    @property
    def closed(self) -> bool: ...

    def check_open(self) -> None: ...

    def writing(self, *, check: bool = True) -> AbstractContextManager[None]: ...

    def cross_process(self) -> AbstractContextManager[None]:
        """The cross-process lock alone (a reader rebuilding a shared file)."""
        ...

    def thread_lock(self) -> threading.RLock: ...

    def refresh(self, sync: Callable[[], None]) -> None: ...

    def generation(self) -> int: ...

    def keyword_epoch(self) -> int: ...

    def mark_synced(self) -> None: ...

    def note(self, message: str) -> None: ...

    def close(self, last: Callable[[], None]) -> None: ...


class Lifecycle:
    """:class:`StoreLifecycle` over a store folder and its :class:`EpisodeRows`."""

    def __init__(
        self,
        path: Path,
        rows: EpisodeRows,
        *,
        lock: WriteLock | None = None,
        namespace: str | None = None,
        label: str | None = None,
    ) -> None:
        self.path = path
        self.label = label or str(path)  # where the store is, for messages
        self._rows = rows
        # The counters this store follows: a PostgreSQL store's are its namespace's own (a
        # write for one user moves no other user's); a folder's are store-wide.
        self._namespace = namespace
        self.readonly = rows.readonly
        self._write_lock = threading.RLock()
        self._lock: WriteLock = lock if lock is not None else ProcessLock(path / LOCK_FILE)
        self._closed = False
        self.repairs: list[str] = []
        self.synced = self._counter("generation")
        self.kw_epoch = self._counter("keyword_epoch")

    def _counter(self, key: str) -> int:
        return self._rows.counter(key, self._namespace)

    @property
    def closed(self) -> bool:
        return self._closed

    def check_open(self) -> None:
        if self._closed:
            raise StoreError(f"store {self.label} is closed")

    @contextmanager
    def writing(self, *, check: bool = True) -> Iterator[None]:
        """The store-wide write lock (this process's threads and every other process); a
        read-only store skips the file lock (it cannot create it) and refuses to write."""
        if check:
            self.check_open()
            self._rows.check_writable()
        with self._write_lock:
            if self.readonly:
                yield
            else:
                with self._lock.hold():
                    yield

    @contextmanager
    def cross_process(self) -> Iterator[None]:
        if self.readonly:
            yield
        else:
            with self._lock.hold():
                yield

    def thread_lock(self) -> threading.RLock:
        return self._write_lock

    def generation(self) -> int:
        return self._counter("generation")

    def keyword_epoch(self) -> int:
        return self._counter("keyword_epoch")

    def mark_synced(self) -> None:
        self.synced = self._counter("generation")

    def refresh(self, sync: Callable[[], None]) -> None:
        """Catch up with what other processes committed (cheap when nothing changed: one
        primary-key read). Skipped while this process is itself writing: the writer brings
        the indexes up to date before it lets go of the lock."""
        if self._counter("generation") == self.synced:
            return
        if not self._write_lock.acquire(blocking=False):
            return
        try:
            sync()
        finally:
            self._write_lock.release()

    def note(self, message: str) -> None:
        """Record a repair: logged as a warning and listed in ``stats().repairs``."""
        log.warning("%s: %s", self.label, message)
        self.repairs.append(message)

    def close(self, last: Callable[[], None]) -> None:
        """Run ``last`` under the write lock, once; the store is closed afterwards."""
        if not self._closed:
            with self.writing(check=False):
                last()
                self._closed = True
