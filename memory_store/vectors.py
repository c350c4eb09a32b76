"""Vector search: one namespace's Chroma collection, the embedder it was built with, and upkeep.

* **The embedder.** Each namespace records the model (and dimensions) it was built with in the
  rows' settings; opened without one, the store uses it, and opened with another it refuses
  (``omoide reindex`` changes it: :meth:`VectorSearch.reindex`).
* **Damage.** A collection whose files fail the structural check is set aside (a bad segment
  removed, or the whole ``chroma/`` folder moved to ``chroma.damaged-<time>``) and every
  vector is marked pending in the rows, so the store re-embeds them (``MemoryStore.reconcile``).
* **Search** is a nearest-neighbour query filtered in memory by the filter table, fetching more
  neighbours (up to a limit) while the filter keeps too few (:meth:`VectorSearch.search`).

:class:`VectorPart` is the interface ``MemoryStore`` uses. The part never writes the rows'
episodes, only their vector state, and never touches the keyword index.
"""

from __future__ import annotations

import shutil
import time
import uuid
from collections.abc import Callable, Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path
from typing import Protocol

import numpy as np
from langchain_core.embeddings import Embeddings

from .embed_workers import OrderedEmbeddings
from .embedders import (
    DEFAULT_EMBEDDER,
    embed_query,
    embed_texts,
    embedder_dimensions,
    embedder_id,
    make_embedder,
)
from .episodes import EpisodeRows
from .errors import EmbedderMismatchError, StoreError
from .filters import FilterTable, SearchFilters
from .records import Episode
from .vector_index import VectorIndex, VectorIndexDamaged

__all__ = ["IndexFactory", "VectorPart", "VectorSearch"]

Progress = Callable[[int], None]


class VectorPart(Protocol):
    """Nearest-neighbour search over one namespace's episode vectors, and its upkeep."""

    embedder: Embeddings
    embedder_id: str
    dimensions: int
    embed_workers: int

    @property
    def index(self) -> VectorIndex: ...

    @property
    def ahead(self) -> OrderedEmbeddings | None: ...

    def embed_query(self, text: str) -> np.ndarray: ...

    def embedding_ahead(self, batches: Sequence[Sequence[str]]) -> AbstractContextManager[None]: ...

    def upsert(self, episodes: Sequence[Episode], vectors: np.ndarray) -> None: ...

    def search(
        self,
        vectors: np.ndarray,
        *,
        k: int,
        table: FilterTable,
        filters: SearchFilters,
        min_similarity: float | None,
        over_fetch_limit: int,
    ) -> list[list[tuple[int, float]]]: ...

    def held(self, indexed: int, sample: Sequence[Episode]) -> tuple[int, str | None]: ...

    def all_ids(self) -> set[str]: ...

    def recreate(self) -> None: ...

    def reindex(self, embedder: Embeddings | str, progress: Progress | None) -> list[str]: ...

    def set_flags(self, flags: Sequence[tuple[str, int, bool]]) -> None: ...

    def set_searchable(self, ids: Sequence[str], searchable: bool) -> None: ...

    def delete(self, ids: Sequence[str]) -> None: ...

    def reload(self) -> None: ...

    def count(self) -> int: ...


class IndexFactory(Protocol):
    """Makes the vector index of one namespace (another backend than Chroma: pgvector)."""

    def __call__(
        self,
        *,
        namespace: str,
        embedder: Embeddings,
        dimensions: int,
        store_id: str,
        readonly: bool,
    ) -> VectorIndex: ...


class VectorSearch:
    """:class:`VectorPart` over embedded Chroma in ``<store>/chroma/`` (or a Chroma server)."""

    def __init__(
        self,
        path: Path,
        rows: EpisodeRows,
        namespace: str,
        embedder: Embeddings | str | None,
        *,
        chroma_url: str | None,
        readonly: bool,
        embed_workers: int,
        note: Callable[[str], None],
        index_factory: IndexFactory | None = None,
    ) -> None:
        self._path = path
        self._index_factory = index_factory
        self._rows = rows
        self._namespace = namespace
        self._chroma_url = chroma_url
        self._readonly = readonly
        self._note = note
        self.embed_workers = embed_workers
        self._ahead: OrderedEmbeddings | None = None
        self.embedder = self._resolve_embedder(embedder)
        self.embedder_id = embedder_id(self.embedder)
        self.dimensions = self._check_embedder()
        self._index = self._open()

    # -- the embedder each namespace was built with
    def _recorded_embedder(self) -> tuple[str | None, int]:
        """The model (and dimensions) this namespace was built with. Each namespace records
        its own, so re-indexing one never changes another's; stores made before that keep the
        store-wide record, which still holds for namespaces that have episodes and no record."""
        rows, ns = self._rows, self._namespace
        ns_id = rows.get_meta(f"embedder_id:{ns}")
        if ns_id is not None:
            return ns_id, int(rows.get_meta(f"embedder_dims:{ns}") or 0)
        if rows.count(ns):
            return rows.get_meta("embedder_id"), int(rows.get_meta("embedder_dims") or 0)
        return None, 0

    def _record_embedder(self, model_id: str, dims: int) -> None:
        rows, ns = self._rows, self._namespace
        rows.set_meta(f"embedder_id:{ns}", model_id)
        rows.set_meta(f"embedder_dims:{ns}", str(dims))
        if rows.get_meta("embedder_id") is None:  # the store's default for new namespaces
            rows.set_meta("embedder_id", model_id)
            rows.set_meta("embedder_dims", str(dims))

    def _resolve_embedder(self, embedder: Embeddings | str | None) -> Embeddings:
        if isinstance(embedder, Embeddings):
            return embedder
        if embedder is None:
            recorded = self._recorded_embedder()[0] or self._rows.get_meta("embedder_id")
            try:
                return make_embedder(recorded or DEFAULT_EMBEDDER)
            except ValueError:
                raise EmbedderMismatchError(
                    f"store {self._path} was built with embedder {recorded!r}, which omoide "
                    "cannot construct by name; pass that Embeddings instance as embedder="
                ) from None
        return make_embedder(embedder)

    def _check_embedder(self) -> int:
        recorded, recorded_dims = self._recorded_embedder()
        dims = embedder_dimensions(self.embedder)
        if recorded is None:
            if not self._readonly:
                self._record_embedder(self.embedder_id, dims)
            return dims
        if recorded != self.embedder_id or recorded_dims != dims:
            raise EmbedderMismatchError(
                f"store {self._path} (namespace {self._namespace!r}) was built with embedder "
                f"{recorded!r} ({recorded_dims} dims) but was opened with {self.embedder_id!r} "
                f"({dims} dims). Open it with the same embedder, or re-index: "
                f"`omoide reindex --store {self._path} --namespace {self._namespace} "
                f"--to {self.embedder_id}`"
            )
        return dims

    # -- the collection
    def _store_id(self) -> str:
        """A random id recorded at creation: it keeps this store's Chroma collections apart
        from other stores' on a shared server ('' for stores made before it was recorded)."""
        found = self._rows.get_meta("store_id")
        if found is not None or self._readonly:
            return found or ""
        store_id = "" if self._rows.count() else uuid.uuid4().hex[:12]
        self._rows.set_meta("store_id", store_id)
        return store_id

    def _new_index(self, embedder: Embeddings, dimensions: int) -> VectorIndex:
        if self._index_factory is not None:  # e.g. pgvector beside PostgreSQL rows
            return self._index_factory(
                namespace=self._namespace,
                embedder=embedder,
                dimensions=dimensions,
                store_id=self._store_id(),
                readonly=self._readonly,
            )
        return VectorIndex(
            self._path / "chroma",
            namespace=self._namespace,
            embedder=embedder,
            dimensions=dimensions,
            chroma_url=self._chroma_url,
            store_id=self._store_id(),
            readonly=self._readonly,
        )

    def _open(self) -> VectorIndex:
        """Open Chroma; damaged files are set aside and rebuilt from the rows (never loaded)."""
        try:
            return self._new_index(self.embedder, self.dimensions)
        except VectorIndexDamaged as exc:
            if self._readonly:
                raise StoreError(
                    f"{exc}; it is rebuilt from SQLite when the store is opened by a user "
                    "who may write it"
                ) from exc
            self._set_aside(exc)
        vectors = self._new_index(self.embedder, self.dimensions)
        vectors.recreate()
        self._rows.reset_vector_state(self._namespace)
        return vectors

    def _set_aside(self, exc: VectorIndexDamaged) -> None:
        if exc.segment is not None:
            shutil.rmtree(exc.segment, ignore_errors=True)
            self._note(f"{exc}; segment removed, vectors re-embedded from SQLite")
            return
        chroma = self._path / "chroma"
        aside = self._path / f"chroma.damaged-{time.strftime('%Y%m%d-%H%M%S')}"
        if chroma.exists():
            chroma.rename(aside)
        self._note(f"{exc}; moved to {aside.name}, vectors re-embedded from SQLite")

    @property
    def index(self) -> VectorIndex:
        return self._index

    # -- embedding
    def embed_query(self, text: str) -> np.ndarray:
        return embed_query(self.embedder, text)

    @property
    def ahead(self) -> OrderedEmbeddings | None:
        """The vectors being embedded ahead on worker processes, while a write holds them."""
        return self._ahead

    @contextmanager
    def embedding_ahead(self, batches: Sequence[Sequence[str]]) -> Iterator[None]:
        """Embed ``batches`` ahead on worker processes (large ingests of the offline model);
        the writer takes their vectors in order from :attr:`ahead`. Held under the write lock."""
        ahead = OrderedEmbeddings(self.embedder, batches, workers=self.embed_workers)
        if not ahead.parallel:
            yield  # embedded in-process, batch by batch, by the writer
            return
        with ahead:
            self._ahead = ahead
            try:
                yield
            finally:
                self._ahead = None

    def upsert(self, episodes: Sequence[Episode], vectors: np.ndarray) -> None:
        self._index.upsert(episodes, vectors)

    # -- searching
    def search(
        self,
        vectors: np.ndarray,
        *,
        k: int,
        table: FilterTable,
        filters: SearchFilters,
        min_similarity: float | None,
        over_fetch_limit: int,
    ) -> list[list[tuple[int, float]]]:
        """Per query vector, the (seq, similarity) of its nearest ``k`` that pass ``filters``.

        Filters are applied in memory to at most ``over_fetch_limit`` nearest neighbours."""
        # No list is longer than the namespace (as search_keyword caps): k = 10**12 asks for
        # "all of them", not for an integer Chroma's Rust layer cannot hold.
        stored = len(table)
        n = min(k + len(filters.exclude_ids), stored)
        max_fetch = min(max(n, over_fetch_limit), stored)
        out: list[list[tuple[int, float]]] = []
        for vector, (ids, sims) in zip(vectors, self._index.query_many(vectors, n), strict=True):
            size = n
            while True:
                kept, exhausted = _passing(ids, sims, table, filters, min_similarity)
                if exhausted or len(kept) >= k or len(ids) < size or size >= max_fetch:
                    break
                # Over-fetch and filter here (a Chroma `where` costs ~200 ms at 100k), but only
                # so far: when a filter excludes most of the store, fewer hits is the answer.
                size = min(size * 4, max_fetch)
                ids, sims = self._index.query(vector, size)
            out.append(kept[:k])
        return out

    # -- checking and repair
    def held(self, indexed: int, sample: Sequence[Episode]) -> tuple[int, str | None]:
        """Vectors held, and why the held ones fail the self-check (None: they pass), for a
        namespace with ``indexed`` episodes marked in the collection."""

        def verdict() -> tuple[int, str | None]:
            have = self._index.count()
            return have, None if have < indexed else self._index.self_check(sample)

        have, why = verdict()
        if have < indexed or why is not None:
            # This process's Chroma client may predate another process's writes (embedded
            # Chroma caches one client per folder and per process): look again through a
            # fresh one before taking anything for lost or damaged (RELIABILITY 26.9).
            self._index.reload()
            have, why = verdict()
        return have, why

    def all_ids(self) -> set[str]:
        return self._index.all_ids()

    def recreate(self) -> None:
        self._index.recreate()

    def reindex(self, embedder: Embeddings | str, progress: Progress | None) -> list[str]:
        """Re-embed every episode with ``embedder`` into a fresh collection and make it this
        namespace's embedder; returns the ids whose vector does not find itself afterwards."""
        new = embedder if isinstance(embedder, Embeddings) else make_embedder(embedder)
        dims = embedder_dimensions(new)
        vectors = self._new_index(new, dims)
        # Built afresh, never over what the collection holds: a collection left from an
        # earlier model change kept vectors of episodes deleted since (A -> B -> A), and
        # re-upserting every vector of the same model updates each HNSW node in place,
        # which can leave some unreachable (RELIABILITY 26.12). A crash before the last
        # batch leaves fewer vectors than episodes: the next open re-embeds the missing.
        vectors.recreate()
        rows = list(self._rows.iter_episodes(self._namespace))
        for start in range(0, len(rows), 256):
            chunk = rows[start : start + 256]
            vectors.upsert(
                [r.episode for r in chunk], embed_texts(new, [r.episode.text for r in chunk])
            )
            if progress:
                progress(len(chunk))
        self._record_embedder(embedder_id(new), dims)
        self.embedder, self.embedder_id, self.dimensions = new, embedder_id(new), dims
        self._index = vectors
        return vectors.unfindable([r.episode.id for r in rows])

    # -- following the rows
    def set_flags(self, flags: Sequence[tuple[str, int, bool]]) -> None:
        self._index.set_flags(flags)

    def set_searchable(self, ids: Sequence[str], searchable: bool) -> None:
        self._index.set_searchable(ids, searchable)

    def delete(self, ids: Sequence[str]) -> None:
        self._index.delete(ids)

    def reload(self) -> None:
        self._index.reload()

    def count(self) -> int:
        return self._index.count()


def _passing(
    ids: list[str],
    sims: np.ndarray,
    table: FilterTable,
    flt: SearchFilters,
    min_similarity: float | None,
) -> tuple[list[tuple[int, float]], bool]:
    """(seq, similarity) of the hits that pass; True when no further hit can pass."""
    seqs = np.fromiter((table.seq_by_id.get(i, -1) for i in ids), np.int64, len(ids))
    mask = table.allow(seqs, flt)
    kept = [(int(s), float(sim)) for s, sim, ok in zip(seqs, sims, mask, strict=True) if ok]
    if min_similarity is None:
        return kept, False
    kept = [(s, sim) for s, sim in kept if sim >= min_similarity]
    return kept, bool(len(sims)) and float(sims[-1]) < min_similarity


def _vector_search(part: VectorSearch) -> VectorPart:
    return part  # mypy checks here that VectorSearch implements the interface
