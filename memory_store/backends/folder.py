"""The folder backend: a store folder with its SQLite rows (``omoide.sqlite3``), its embedded
Chroma (or a Chroma server, ``chroma_url``), its keyword index files, ``derived.sqlite3`` and
the lock file every process on the host takes. Every location no other backend claims."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ..db import Database
from ..derived import DERIVED_FILE, DerivedStore
from ..item_rows import SqliteItems
from ..lifecycle import DB_FILE, prepare_folder

if TYPE_CHECKING:
    import os

    from ..lifecycle import WriteLock
    from ..vectors import IndexFactory

__all__ = ["FolderBackend"]


class FolderBackend:
    """:class:`~memory_store.backends.Backend` of a store folder."""

    url: str | None = None

    def __init__(
        self,
        location: str | os.PathLike[str],
        *,
        cache_dir: str | Path | None = None,
        chroma_url: str | None = None,  # VectorSearch's, given to MemoryStore
    ) -> None:
        if cache_dir is not None:
            raise ValueError(
                "cache_dir is for a postgresql:// store; a folder store keeps its caches "
                "in its folder"
            )
        self.path = Path(location)
        self.location = self.label = str(self.path)
        self._rows: Database | None = None

    def open_rows(self, *, create: bool = True) -> Database:
        prepare_folder(self.path, create=create)
        self._rows = Database(self.path / DB_FILE)
        return self._rows

    def existing_rows(self) -> Database | None:
        if not (self.path / DB_FILE).exists():
            return None
        self._rows = Database(self.path / DB_FILE)
        return self._rows

    def namespace_lock(self, namespace: str) -> WriteLock | None:
        return None  # the folder's lock file, shared by every namespace

    def index_factory(self) -> IndexFactory | None:
        return None  # Chroma in the folder, or at chroma_url

    def open_items(self) -> SqliteItems:
        self.path.mkdir(parents=True, exist_ok=True)
        Database(self.path / DB_FILE).close()  # creates the episodes schema if new
        return SqliteItems(self.path / DB_FILE)

    def open_derived(self) -> DerivedStore:
        return DerivedStore(self.path)

    def has_derived(self) -> bool:
        return (self.path / DERIVED_FILE).exists()

    def close(self) -> None:
        if self._rows is not None:
            self._rows.close()
