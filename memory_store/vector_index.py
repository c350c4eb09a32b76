"""Chroma vector index: one collection per namespace and embedding model.

Vectors are computed by omoide (so the query embedding is timed and reused) and passed to
Chroma explicitly; the collection still gets our embedding function on every open, because
``get_collection`` without one silently swaps in Chroma's default, which downloads a model.
"""

from __future__ import annotations

import hashlib
import logging
import re
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
from langchain_core.embeddings import Embeddings

from .embedders import embed_texts, embedder_id
from .errors import EmbedderMismatchError, StoreError
from .records import Episode

__all__ = ["VectorIndex", "collection_name"]

log = logging.getLogger(__name__)


def _chroma_embedding_function(embedder: Embeddings) -> Any:
    """Adapter so Chroma never falls back to its network-bound default embedder.

    The class is made here, not at module level, because its base class comes from chromadb:
    chromadb (~0.5 s to import) then loads when a store opens, not when omoide is imported.
    """
    from chromadb.api.types import Documents, EmbeddingFunction
    from chromadb.api.types import Embeddings as ChromaEmbeddings

    class _ChromaEmbeddingFunction(EmbeddingFunction[Documents]):
        def __init__(self, embedder: Embeddings) -> None:
            self._embedder = embedder

        def __call__(self, input: Documents) -> ChromaEmbeddings:
            return list(embed_texts(self._embedder, list(input)))

        @staticmethod
        def name() -> str:
            return "omoide"

        def get_config(self) -> dict[str, Any]:
            return {"model_id": embedder_id(self._embedder)}

        @staticmethod
        def build_from_config(config: dict[str, Any]) -> _ChromaEmbeddingFunction:
            raise StoreError(
                f"omoide collections need their embedder passed explicitly (model {config})"
            )

        def default_space(self) -> str:  # type: ignore[override]
            return "cosine"

    return _ChromaEmbeddingFunction(embedder)


def collection_name(namespace: str, model_id: str, store_id: str = "") -> str:
    """A valid Chroma name (3-512 chars of [a-zA-Z0-9._-]) unique per store, namespace and
    model, so two stores sharing one Chroma server never share a collection."""
    slug = re.sub(r"[^a-zA-Z0-9_-]+", "-", namespace).strip("-_")[:40] or "ns"
    key = f"{namespace}\0{model_id}" + (f"\0{store_id}" if store_id else "")
    digest = hashlib.sha1(key.encode()).hexdigest()[:10]
    return f"omoide-{slug}-{digest}"


# One HTTP client per server URL, shared by every namespace: each new chromadb.HttpClient keeps
# ~1.6 MB that closing the store never returns (measured: benchmarks/bench_namespaces.py).
# (Embedded clients are already cached per path by chromadb itself.)
_HTTP_CLIENTS: dict[str, Any] = {}
_HTTP_CLIENTS_LOCK = threading.Lock()


def _client(path: Path, chroma_url: str | None) -> Any:
    import chromadb
    from chromadb.config import Settings

    settings = Settings(anonymized_telemetry=False, allow_reset=False)
    if chroma_url:
        m = re.match(r"^(https?)://([^:/]+)(?::(\d+))?/?$", chroma_url)
        if not m:
            raise StoreError(f"chroma url {chroma_url!r} is not of the form http://host:port")
        with _HTTP_CLIENTS_LOCK:
            if chroma_url in _HTTP_CLIENTS:
                return _HTTP_CLIENTS[chroma_url]
            try:
                client = chromadb.HttpClient(
                    host=m.group(2),
                    port=int(m.group(3) or (443 if m.group(1) == "https" else 8000)),
                    ssl=m.group(1) == "https",
                    settings=settings,
                )
            except Exception as exc:  # chromadb raises a bare ValueError without the address
                raise StoreError(f"cannot reach the Chroma server at {chroma_url}: {exc}") from exc
            _HTTP_CLIENTS[chroma_url] = client
            return client
    return chromadb.PersistentClient(path=str(path), settings=settings)


class VectorIndex:
    """Thin, typed wrapper over one Chroma collection."""

    def __init__(
        self,
        path: Path,
        *,
        namespace: str,
        embedder: Embeddings,
        dimensions: int,
        chroma_url: str | None = None,
        store_id: str = "",
    ) -> None:
        self.model_id = embedder_id(embedder)
        self.dimensions = dimensions
        self.name = collection_name(namespace, self.model_id, store_id)
        self._client = _client(path, chroma_url)
        self._collection = self._client.get_or_create_collection(
            self.name,
            embedding_function=_chroma_embedding_function(embedder),
            configuration={"hnsw": {"space": "cosine"}},
            metadata={
                "omoide_model": self.model_id,
                "omoide_dims": dimensions,
                "omoide_namespace": namespace,
            },
        )
        found = (self._collection.metadata or {}).get("omoide_dims")
        if found is not None and int(found) != dimensions:
            raise EmbedderMismatchError(
                f"Chroma collection {self.name} holds {found}-dim vectors but the embedder "
                f"{self.model_id} gives {dimensions}; run `omoide reindex` to rebuild it"
            )

    def count(self) -> int:
        return int(self._collection.count())

    def upsert(self, episodes: Sequence[Episode], vectors: np.ndarray) -> None:
        if not episodes:
            return
        if vectors.shape[1] != self.dimensions:
            raise EmbedderMismatchError(
                f"embedder returned {vectors.shape[1]}-dim vectors; the collection "
                f"{self.name} expects {self.dimensions}"
            )
        self._collection.upsert(
            ids=[e.id for e in episodes],
            embeddings=vectors,
            metadatas=[
                {
                    "occurred_at": e.occurred_at,
                    "session_id": e.session_id,
                    "sensitivity": int(e.sensitivity),
                    "searchable": e.searchable,
                }
                for e in episodes
            ],
        )

    def set_searchable(self, ids: Sequence[str], searchable: bool) -> None:
        if ids:
            self._collection.update(
                ids=list(ids), metadatas=[{"searchable": searchable} for _ in ids]
            )

    def query(self, vector: np.ndarray, n: int) -> tuple[list[str], np.ndarray]:
        """Nearest ``n`` ids and their cosine similarities (1 - cosine distance)."""
        total = self.count()
        if total == 0 or n <= 0:
            return [], np.zeros(0, dtype=np.float32)
        if vector.shape[0] != self.dimensions:
            raise EmbedderMismatchError(
                f"query vector has {vector.shape[0]} dims; collection {self.name} expects "
                f"{self.dimensions}"
            )
        result = self._collection.query(
            query_embeddings=[vector], n_results=min(n, total), include=["distances"]
        )
        ids = list(result["ids"][0])
        sims = 1.0 - np.asarray(result["distances"][0], dtype=np.float32)
        return ids, sims

    def query_many(self, vectors: np.ndarray, n: int) -> list[tuple[list[str], np.ndarray]]:
        """:meth:`query` for several vectors in one Chroma call."""
        total = self.count()
        if total == 0 or n <= 0 or len(vectors) == 0:
            return [([], np.zeros(0, dtype=np.float32)) for _ in range(len(vectors))]
        if vectors.shape[1] != self.dimensions:
            raise EmbedderMismatchError(
                f"query vectors have {vectors.shape[1]} dims; collection {self.name} expects "
                f"{self.dimensions}"
            )
        result = self._collection.query(
            query_embeddings=list(vectors), n_results=min(n, total), include=["distances"]
        )
        return [
            (list(ids), 1.0 - np.asarray(dist, dtype=np.float32))
            for ids, dist in zip(result["ids"], result["distances"], strict=True)
        ]

    def delete(self, ids: Sequence[str]) -> None:
        if ids:
            self._collection.delete(ids=list(ids))

    def all_ids(self) -> set[str]:
        out: set[str] = set()
        offset, page = 0, 5000
        while True:
            got = self._collection.get(include=[], limit=page, offset=offset)["ids"]
            out.update(got)
            if len(got) < page:
                return out
            offset += page

    def drop(self) -> None:
        self._client.delete_collection(self.name)
