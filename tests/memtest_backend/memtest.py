"""A third store backend, for the tests only: ``memtest://NAME`` (issue 38, point 1).

Everything a backend is lives in this one module; opening it takes one line,
``register_backend(is_memtest, MemtestBackend)``, and no edit of omoide. Underneath it keeps a
folder store's parts (SQLite rows, Chroma, derived.sqlite3) in ``ROOT / NAME``: what the test
checks is the wiring — that ``MemoryStore``, ``NamespacePool``, ``OmoideStore``, ``migrate``
and ``open_derived`` reach a backend only through the registry — and that the parts it gives
are the ones used (its own lock, its own URL and label).
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from omoide.memory_store.backends.folder import FolderBackend

SCHEME = "memtest://"
#: Where the stores live (a test sets it to its tmp_path).
ROOT: Path = Path("memtest-stores")
#: Every backend object opened, in order (the test asserts the store used them).
OPENED: list[MemtestBackend] = []


def is_memtest(location: object) -> bool:
    return isinstance(location, str) and location.startswith(SCHEME)


class CountingLock:
    """A process-local write lock that counts how often a write held it."""

    def __init__(self) -> None:
        self._lock = threading.RLock()
        self.holds = 0

    @contextmanager
    def hold(self) -> Iterator[None]:
        with self._lock:
            self.holds += 1
            yield

    def try_acquire_thread(self) -> bool:
        return self._lock.acquire(blocking=False)

    def release_thread(self) -> None:
        self._lock.release()


class MemtestBackend(FolderBackend):
    """``memtest://NAME``: a folder store's parts in ``ROOT / NAME``, under a URL of its own."""

    def __init__(
        self,
        location: str | os.PathLike[str],
        *,
        cache_dir: str | Path | None = None,
        chroma_url: str | None = None,
    ) -> None:
        name = str(location).removeprefix(SCHEME).strip("/")
        if not name:
            raise ValueError(f"{location!r}: name a store after {SCHEME}")
        super().__init__(ROOT / name, cache_dir=cache_dir, chroma_url=chroma_url)
        self.location = self.url = str(location)
        self.label = f"memtest store {name!r}"
        self.locks: dict[str, CountingLock] = {}
        OPENED.append(self)

    def namespace_lock(self, namespace: str) -> CountingLock:
        return self.locks.setdefault(namespace, CountingLock())
