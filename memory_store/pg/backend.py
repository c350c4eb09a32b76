"""What a store at a ``postgresql://`` URL is made of (its ``backends.Backend``).

The rows (episodes, runs, settings), the vectors (pgvector) and the derived memory live in the
database; what stays on the replica is a cache it can lose: the keyword indexes' files, in a
folder of its own (``cache_dir``, else ``$OMOIDE_CACHE_DIR``, else ``$XDG_CACHE_HOME/omoide`` or
``~/.cache/omoide``), under a name derived from the URL (password left out) and schema. A
restarted replica loads those files and catches up by seq; a deleted folder is rebuilt from
the rows.
"""

from __future__ import annotations

import hashlib
import os
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from .. import settings as environment
from ..errors import StoreError, StoreNotFoundError
from .connect import PgTarget, mask_url, parse_store_url, pool_for, release_pool, retrying
from .locks import PgNamespaceLock

if TYPE_CHECKING:
    from ..item_rows import ItemRows
    from ..vectors import IndexFactory
    from .derived import PgDerivedStore
    from .rows import PgRows
    from .vectors import PgIndexFactory

__all__ = ["PgBackend", "cache_folder"]


def cache_folder(target: PgTarget, cache_dir: str | Path | None = None) -> Path:
    """This replica's cache folder for the store at ``target``."""
    base = Path(cache_dir).expanduser() if cache_dir is not None else environment.cache_dir()
    digest = hashlib.sha256(target.place.encode()).hexdigest()[:16]
    return base / f"pg-{target.schema}-{digest}"


class PgBackend:
    """:class:`~memory_store.backends.Backend` of a ``postgresql://`` URL: the rows, the
    vectors (pgvector) and the derived memory in the URL's schema, one pool per URL and
    process (shared), the namespace's advisory lock, and a local cache folder. Made with no
    I/O (a malformed URL is refused when a part is first opened)."""

    def __init__(
        self,
        location: str | os.PathLike[str],
        *,
        cache_dir: str | Path | None = None,
        chroma_url: str | None = None,
    ) -> None:
        if chroma_url is not None:
            raise ValueError(
                "chroma_url: a postgresql:// store keeps its vectors in PostgreSQL "
                "(pgvector); leave chroma_url unset"
            )
        self.location = self.url = str(location).strip()
        self.label = mask_url(self.url)
        self._cache_dir = cache_dir
        self.pool: Any = None
        self.rows: PgRows | None = None
        self._closed = False
        self._factory: PgIndexFactory | None = None
        self._lock_pool: Any = None

    @cached_property
    def target(self) -> PgTarget:
        return parse_store_url(self.url)

    @cached_property
    def path(self) -> Path:
        """This replica's cache folder for the store (made by :meth:`open_rows`)."""
        return cache_folder(self.target, self._cache_dir)

    def open_rows(self, *, create: bool = True) -> PgRows:
        """Open (with ``create``, make) the store; ``StoreError`` in one line when the server
        cannot be reached or the store is missing and may not be created."""
        from .rows import PgRows

        target = self.target
        pool = pool_for(target)  # the backend's reference; PgRows takes its own
        try:
            if not create and not _has_store(pool, target):
                raise StoreNotFoundError(
                    f"no omoide store at {target.masked} (schema {target.schema!r} has no "
                    "episodes table); create one with `omoide --store YOUR_URL ingest PATH`, or "
                    "`omoide migrate FOLDER YOUR_URL`"
                )
            path = self.path
            try:
                path.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise StoreError(
                    f"cannot create the cache folder {path} for {target.masked}: {exc} (set "
                    "OMOIDE_CACHE_DIR or cache_dir= to a writable folder)"
                ) from exc
            rows = PgRows(target)
        except BaseException:
            release_pool(target)
            raise
        self.pool, self.rows = pool, rows
        return rows

    def existing_rows(self) -> PgRows | None:
        try:
            return self.open_rows(create=False)
        except StoreNotFoundError:
            return None

    def namespace_lock(self, namespace: str) -> PgNamespaceLock:
        if self._lock_pool is None:  # taken on a store's first write lock
            self._lock_pool = pool_for(self.target, max_size=16, purpose="locks")
        return PgNamespaceLock(self._lock_pool, self.target, namespace)

    def index_factory(self) -> IndexFactory:
        """The vector index maker for this store's namespaces, closed with the backend (its
        indexes' background HNSW builds finish or are cancelled, its pool is released)."""
        from .vectors import pg_index_factory

        if self.pool is None:
            raise StoreError(f"{self.label}: open the rows before the vector index")
        if self._factory is None:
            self._factory = pg_index_factory(self.target, self.pool)
        # PgVectorIndex has VectorIndex's interface without its Chroma base class; the
        # shared tests (test_pg_vectors.py) run the same behaviours on both.
        return cast("IndexFactory", self._factory)

    def open_items(self) -> ItemRows:
        from .items import PgItems  # psycopg is the optional postgres extra

        return PgItems(self.url)

    def open_derived(self) -> PgDerivedStore:
        """``PgDerivedStore`` on the URL's schema (the process's pool for that URL, released
        by its ``close()``)."""
        from .derived import PgDerivedStore

        return PgDerivedStore(self.target)

    def has_derived(self) -> bool:
        from .derived import derived_tables_exist

        return derived_tables_exist(self.target)

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        try:
            if self._factory is not None:
                self._factory.close()
        finally:
            try:
                if self.rows is not None:
                    self.rows.close()
            finally:
                if self.rows is not None:
                    release_pool(self.target)
                if self._lock_pool is not None:
                    release_pool(self.target, purpose="locks")


def _has_store(pool: Any, target: PgTarget) -> bool:
    def probe(conn: Any) -> bool:
        row = conn.execute("SELECT to_regclass(%s)", (f'"{target.schema}".episodes',)).fetchone()
        return row is not None and row[0] is not None

    return retrying(pool, target, probe)
