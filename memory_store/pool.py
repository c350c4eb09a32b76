"""``NamespacePool``: one ``MemoryStore`` per namespace of a store folder, opened on first use.

One deployment serves many users, each in their own namespace (their own keyword index and
Chroma collection, their own rows in the shared SQLite file). Opening a namespace costs a
SQLite connection, a Chroma collection handle and the BM25 index in memory, so the pool opens
them lazily, keeps at most ``max_open`` and closes the least recently used one beyond that.

Shared across namespaces: the embedder (one model in memory, loaded once) and, through
chromadb's per-path client cache, the embedded Chroma system. Not shared: each namespace's
BM25 index and filter table (they are the namespace's data) and its SQLite connections.

A store in use is never closed under its user: :meth:`lease` pins it until the ``with`` block
ends, and eviction skips pinned stores (the pool may then hold more than ``max_open`` for a
while). Within one process, open each namespace only through one pool: two ``MemoryStore``
objects on the same namespace do not see each other's new episodes until reopened.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from types import TracebackType
from typing import Any

from langchain_core.embeddings import Embeddings

from .backends import open_backend
from .embedders import DEFAULT_EMBEDDER, embed_query, make_embedder
from .episodes import StoreRows
from .errors import EmbedderMismatchError, StoreError
from .store import MemoryStore

__all__ = ["NamespacePool"]

# chromadb's per-path client cache is not thread-safe while a client is being created (two
# threads opening stores on one folder at once fail inside chromadb): opens are serialised.
_OPEN_LOCK = threading.Lock()


class _Slot:
    """One namespace's store and how many callers hold it right now."""

    __slots__ = ("leases", "lock", "store")

    def __init__(self) -> None:
        self.store: MemoryStore | None = None
        self.leases = 0
        self.lock = threading.Lock()  # serialises the open of this one namespace


class NamespacePool:
    """Lazily opened, LRU-bounded ``MemoryStore`` objects of one store folder, by namespace.

    >>> pool = NamespacePool("./.omoide", max_open=32)            # doctest: +SKIP
    >>> with pool.lease("alice") as store:                         # doctest: +SKIP
    ...     hits = store.search_keyword("京都", k=5)

    ``embedder`` (an ``Embeddings`` instance or a spec) is resolved once, by the first store
    opened, and that one instance is given to every other namespace. ``store_kwargs`` are passed
    to every ``MemoryStore`` (e.g. ``reconcile=False``).
    """

    def __init__(
        self,
        path: str | Path,
        *,
        embedder: Embeddings | str | None = None,
        chroma_url: str | None = None,
        max_open: int = 64,
        **store_kwargs: Any,
    ) -> None:
        if not isinstance(max_open, int) or max_open < 1:
            raise ValueError(f"max_open must be a whole number >= 1, got {max_open!r}")
        #: The store: a folder, or a URL (``postgresql://``…: then ``path`` is the URL as a
        #: string and ``label`` hides its password). Told apart by backends/.
        backend = open_backend(path)
        self.url: str | None = backend.url
        self.path: str | Path = self.url if self.url is not None else Path(backend.location)
        self.label = backend.label
        self.chroma_url = chroma_url
        self.max_open = max_open
        self._embedder: Embeddings | str | None = embedder
        self._store_kwargs = store_kwargs
        self._slots: OrderedDict[str, _Slot] = OrderedDict()  # least recently used first
        self._lock = threading.Lock()
        self._closed = False
        self.opened = 0  # stores opened over the pool's life (evictions make it grow)

    # -- lifecycle ------------------------------------------------------------------------
    def __enter__(self) -> NamespacePool:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def close(self) -> None:
        """Close every open store (leased ones too: call this when no run is in flight)."""
        with self._lock:
            self._closed = True
            slots = list(self._slots.values())
            self._slots.clear()
        for slot in slots:
            with slot.lock:
                if slot.store is not None:
                    slot.store.close()
                    slot.store = None

    @property
    def embedder(self) -> Embeddings | str | None:
        """The shared embedder (an instance once a namespace has been opened)."""
        return self._embedder

    def warm_up(self) -> None:
        """Resolve the shared embedder and load its model now (a server's build time), so the
        first namespace opened, and the first query, do not pay for it. The embedder is the
        one given, else the one the store folder records, else the offline default."""
        with self._lock:
            embedder = self._embedder
        if not isinstance(embedder, Embeddings):
            if embedder is None:
                embedder = self._meta("embedder_id") or DEFAULT_EMBEDDER
            try:
                resolved = make_embedder(embedder)
            except ValueError:
                raise EmbedderMismatchError(
                    f"store {self.label} was built with embedder {embedder!r}, which omoide "
                    "cannot construct by name; pass that Embeddings instance as embedder="
                ) from None
            with self._lock:
                if not isinstance(self._embedder, Embeddings):
                    self._embedder = resolved
                embedder = self._embedder
        embed_query(embedder, "warm up")

    @property
    def timezone(self) -> str:
        """The folder's default time zone (the first one an ingest named; ``UTC`` if none)."""
        return self._meta("timezone") or "UTC"

    def timezone_of(self, namespace: str) -> str:
        """A namespace's time zone, as its store reports it (:attr:`MemoryStore.timezone`)."""
        return self._read(lambda db: db.timezone(namespace)) or "UTC"

    def _meta(self, key: str) -> str | None:
        """A store-wide setting of the folder (``None`` before its first store is made)."""
        return self._read(lambda db: db.get_meta(key))

    def _read(self, read: Callable[[StoreRows], str | None]) -> str | None:
        """``read`` on one short-lived connection to the store's database (``None`` before its
        first store is made)."""
        backend = open_backend(self.path)
        try:
            rows = backend.existing_rows()
            return None if rows is None else read(rows)
        finally:
            backend.close()

    def open_namespaces(self) -> list[str]:
        """Namespaces open right now, least recently used first."""
        with self._lock:
            return [ns for ns, slot in self._slots.items() if slot.store is not None]

    # -- access ---------------------------------------------------------------------------
    @contextmanager
    def lease(self, namespace: str) -> Iterator[MemoryStore]:
        """The namespace's store, kept open until the block ends."""
        slot = self._acquire(namespace)
        try:
            assert slot.store is not None
            yield slot.store
        finally:
            with self._lock:
                slot.leases -= 1
            self._evict()

    def get(self, namespace: str) -> MemoryStore:
        """The namespace's store, unpinned: it may be closed once ``max_open`` others are used
        after it. For a call that returns before other namespaces are opened; else
        :meth:`lease`."""
        with self.lease(namespace) as store:
            return store

    def _acquire(self, namespace: str) -> _Slot:
        if not isinstance(namespace, str) or not namespace.strip():
            raise ValueError("namespace must be a non-empty string")
        with self._lock:
            if self._closed:
                raise StoreError(f"the namespace pool of {self.label} is closed")
            slot = self._slots.get(namespace)
            if slot is None:
                slot = self._slots[namespace] = _Slot()
            self._slots.move_to_end(namespace)
            slot.leases += 1
        try:
            with slot.lock:
                if slot.store is None:
                    slot.store = self._open(namespace)
        except BaseException:
            with self._lock:
                slot.leases -= 1
                if slot.store is None and slot.leases == 0:
                    self._slots.pop(namespace, None)
            raise
        self._evict()
        return slot

    def _open(self, namespace: str) -> MemoryStore:
        # Outside the pool lock: opening a namespace may rebuild its keyword index (seconds);
        # the namespaces already open stay usable meanwhile.
        with _OPEN_LOCK:
            store = MemoryStore(
                self.path,
                namespace=namespace,
                embedder=self._embedder,
                chroma_url=self.chroma_url,
                **self._store_kwargs,
            )
        with self._lock:
            self._embedder = store.embedder  # the first open resolves it; the rest reuse it
            self.opened += 1
        return store

    def _evict(self) -> None:
        """Close least recently used, unleased stores while more than ``max_open`` are open."""
        to_close: list[MemoryStore] = []
        with self._lock:
            open_count = sum(1 for s in self._slots.values() if s.store is not None)
            for ns, slot in list(self._slots.items()):
                if open_count <= self.max_open:
                    break
                if slot.leases or slot.store is None:
                    continue
                to_close.append(slot.store)
                slot.store = None
                del self._slots[ns]
                open_count -= 1
        for store in to_close:
            store.close()
