"""Where a store lives: the one place that tells a folder from a URL.

``open_backend(location)`` gives the :class:`Backend` of a store location (a folder path, a
``postgresql://`` URL, or any scheme registered here): its rows, its vector index maker, the
namespace write lock, its item table (``OmoideStore``) and its derived memory. ``MemoryStore``,
``NamespacePool``, ``OmoideStore``, ``migrate`` and ``open_derived`` / ``has_derived`` ask it;
none of them looks at the location's text.

A backend is one module with a class (or function) taking ``(location, *, cache_dir=None,
chroma_url=None)`` and returning a :class:`Backend`, plus one :func:`register_backend` line:
a predicate that recognises its locations, and the factory — the factory itself, or its
``"module:attribute"`` name, imported only when a location of that kind is opened (so a
folder store never imports psycopg). The built-in ones are registered at the end of this
file. Design: ``docs/design/backends.md``.

This module imports no backend: backends import what they need (rows, items, derived memory),
and nothing they import imports this module's backends, so there is no import loop.
"""

from __future__ import annotations

import importlib
import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from ..pg.connect import is_postgres_url

if TYPE_CHECKING:
    from ..derived import DerivedMemory
    from ..episodes import StoreRows
    from ..item_rows import ItemRows
    from ..lifecycle import WriteLock
    from ..vectors import IndexFactory

__all__ = [
    "Backend",
    "BackendFactory",
    "backend_factory",
    "location_of",
    "open_backend",
    "register_backend",
]

Location = str | os.PathLike[str]


class Backend(Protocol):
    """The parts of the store at one location. Making one does no I/O; each part opens on
    request. The rows (:meth:`open_rows`) are the backend's own and :meth:`close` closes them
    with everything else it opened for them; items and derived memory are the caller's to
    close."""

    #: What opens the store again (``--store``, ``$OMOIDE_STORE``): the folder, or the URL.
    location: str
    #: The location when the store is not a folder (its URL), else ``None``.
    url: str | None
    #: The location for messages and logs (no password).
    label: str
    #: The local folder of the store's files: the store folder, or a URL store's cache
    #: folder (its keyword index files; losing it loses nothing).
    path: Path

    def open_rows(self, *, create: bool = True) -> StoreRows:
        """The store's rows (episodes, runs, settings); with ``create`` a store is made if
        missing, else ``StoreNotFoundError``."""
        ...

    def existing_rows(self) -> StoreRows | None:
        """The store's rows, or ``None`` when there is no store here yet (nothing created)."""
        ...

    def namespace_lock(self, namespace: str) -> WriteLock | None:
        """The write lock every process of every host takes for ``namespace`` (``None``: the
        folder's lock file, ``Lifecycle``'s default)."""
        ...

    def index_factory(self) -> IndexFactory | None:
        """What makes a namespace's vector index (``None``: Chroma, ``VectorSearch``'s
        default). After :meth:`open_rows`."""
        ...

    def open_items(self) -> ItemRows:
        """``OmoideStore``'s item table, created if missing."""
        ...

    def open_derived(self) -> DerivedMemory:
        """The derived memory (entities, facts, …), its tables created if missing."""
        ...

    def has_derived(self) -> bool:
        """Whether there is derived memory to read, creating none."""
        ...

    def close(self) -> None: ...


BackendFactory = Callable[..., Backend]
Matches = Callable[[object], bool]

_lock = threading.Lock()
_registered: list[tuple[Matches, BackendFactory | str]] = []
_fallback: list[BackendFactory | str] = []


def register_backend(matches: Matches | None, factory: BackendFactory | str) -> Callable[[], None]:
    """Open the locations ``matches`` accepts with ``factory``: a callable ``(location, *,
    cache_dir=None, chroma_url=None) -> Backend`` or its ``"module:attribute"`` name (imported
    on first use). ``matches=None`` makes it the fallback, for every location no predicate
    accepts (the folder backend). Returns the function that removes the registration."""
    entry: tuple[Matches, BackendFactory | str] | None = None
    with _lock:
        if matches is None:
            _fallback.insert(0, factory)
        else:
            entry = (matches, factory)
            _registered.append(entry)

    def unregister() -> None:
        with _lock:
            if entry is None:
                if factory in _fallback:
                    _fallback.remove(factory)
            elif entry in _registered:
                _registered.remove(entry)

    return unregister


def _load(factory: BackendFactory | str) -> BackendFactory:
    if not isinstance(factory, str):
        return factory
    module, _, name = factory.partition(":")
    made: BackendFactory = getattr(importlib.import_module(module, __name__), name)
    return made


def location_of(where: Any) -> str | Path:
    """A store location: given as such (a string or path), or read off a store or pool (its
    ``url``, else its ``path``)."""
    if isinstance(where, str):
        return where
    if isinstance(where, os.PathLike):
        return Path(where)
    url = getattr(where, "url", None)
    return url if isinstance(url, str) and url else Path(where.path)


def backend_factory(location: Location) -> BackendFactory:
    """The factory registered for ``location`` (the fallback when no predicate accepts it)."""
    with _lock:
        registered = list(_registered)
        fallback = list(_fallback)
    for matches, factory in registered:
        if matches(location):
            return _load(factory)
    if not fallback:
        raise ValueError(f"no store backend opens {location!r}")
    return _load(fallback[0])


def open_backend(
    location: Location,
    *,
    cache_dir: str | Path | None = None,
    chroma_url: str | None = None,
) -> Backend:
    """The :class:`Backend` of the store at ``location`` (no I/O until a part is asked for).
    ``cache_dir`` is a URL store's local cache folder; ``chroma_url`` a folder store's Chroma
    server. A backend that has no use for one refuses it (``ValueError``)."""
    return backend_factory(location)(location, cache_dir=cache_dir, chroma_url=chroma_url)


# -- the built-in backends: one line each -----------------------------------------------------
register_backend(None, ".folder:FolderBackend")  # SQLite rows + Chroma vectors in a folder
register_backend(is_postgres_url, "..pg.backend:PgBackend")  # rows, pgvector, derived in PG
