"""Embedded Chroma with its HNSW segment cache bounded.

chromadb 1.x's embedded client keeps every collection it has loaded in memory, up to
``RLIMIT_NOFILE // 5`` collections (4,000 on a usual Linux limit), and ignores
``chroma_segment_cache_policy`` / ``chroma_memory_limit_bytes`` (only its old Python segment
manager read them). A process serving many users from one folder store therefore grew by
~2.7 MB per user ever touched, whatever ``NamespacePool(max_open=...)`` closed (BENCHMARKS §6:
2.9 GB at 1,000 users). chromadb builds its Rust bindings with the API object's
``hnsw_cache_size``; this subclass sets it, and ``vector_index._client`` selects it by dotted
path (``Settings(chroma_api_impl=...)``) for the embedded client only.

``$OMOIDE_CHROMA_HNSW_CACHE`` (collections, default 64 = ``NamespacePool``'s default
``max_open``): keep it at least the pool's ``max_open``, or open namespaces reload their
segment from disk on their next query (same answers, slower).
"""

from __future__ import annotations

from typing import Any

from . import settings as environment
from .errors import StoreError

__all__ = ["DEFAULT_HNSW_CACHE", "embedded_client", "hnsw_cache_size"]

DEFAULT_HNSW_CACHE = 64


def hnsw_cache_size() -> int:
    """Collections an embedded Chroma client keeps loaded: ``$OMOIDE_CHROMA_HNSW_CACHE``, else
    64; ``StoreError`` naming the variable for anything but a whole number >= 1."""
    try:
        return environment.chroma_hnsw_cache()
    except environment.EnvironmentVariableError as exc:
        raise StoreError(str(exc)) from None


def embedded_client(path: str, settings: Any) -> Any:
    """``chromadb.PersistentClient(path, settings)`` whose system, when this process starts
    it, caches at most :func:`hnsw_cache_size` collections. chromadb accepts no API class of
    its own (it whitelists its names), so the system is made the way chromadb makes it, with
    the size set on its API object between creation and ``start()`` (which hands it to the
    Rust bindings); ``PersistentClient`` then finds it in chromadb's per-path cache."""
    import chromadb
    from chromadb.api import ServerAPI
    from chromadb.api.rust import RustBindingsAPI
    from chromadb.api.shared_system_client import SharedSystemClient
    from chromadb.config import System
    from chromadb.telemetry.product import ProductTelemetryClient

    size = hnsw_cache_size()
    wanted = settings.model_copy() if hasattr(settings, "model_copy") else settings.copy()
    wanted.persist_directory = path  # what PersistentClient sets, so the two compare equal
    wanted.is_persistent = True
    identifier = SharedSystemClient._get_identifier_from_settings(wanted)
    cache = SharedSystemClient._identifier_to_system
    if identifier not in cache:
        system = System(wanted)
        system.instance(ProductTelemetryClient)  # type: ignore[type-abstract]
        api = system.instance(ServerAPI)  # type: ignore[type-abstract]  # as chromadb does
        if isinstance(api, RustBindingsAPI):
            api.hnsw_cache_size = size
        system.start()
        cache[identifier] = system
    return chromadb.PersistentClient(path=path, settings=settings)
