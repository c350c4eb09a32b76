"""omoide's memory store: episodes in SQLite, BM25 keywords, Chroma vectors, offline embedder."""

from .embedders import DEFAULT_EMBEDDER, USEEmbeddings, make_embedder
from .errors import (
    ArchiveFormatError,
    EmbedderMismatchError,
    OmoideError,
    QueryError,
    ReadOnlyStoreError,
    StoreError,
)
from .filters import SearchFilters
from .records import Episode, SearchHit, Sensitivity
from .store import AddResult, MemoryStore, StoreStats

__all__ = [
    "DEFAULT_EMBEDDER",
    "AddResult",
    "ArchiveFormatError",
    "EmbedderMismatchError",
    "Episode",
    "MemoryStore",
    "OmoideError",
    "QueryError",
    "ReadOnlyStoreError",
    "SearchFilters",
    "SearchHit",
    "Sensitivity",
    "StoreError",
    "StoreStats",
    "USEEmbeddings",
    "make_embedder",
]
