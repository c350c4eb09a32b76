"""Chroma vector index: one collection per namespace and embedding model.

Vectors are computed by omoide (so the query embedding is timed and reused) and passed to
Chroma explicitly; the collection still gets our embedding function on every open, because
``get_collection`` without one silently swaps in Chroma's default, which downloads a model.

Several processes, one folder: embedded Chroma keeps each process's HNSW graph in memory and
never re-reads the files another process wrote, so a long-lived process would miss (and, when
it writes, persist over) vectors added elsewhere. :meth:`VectorIndex.reload` drops this
process's Chroma system for the folder and opens a fresh one from disk; the store calls it
whenever SQLite's generation counter says another process committed something.

One process, one folder: embedded Chroma 1.5 sometimes loses a collection's in-memory HNSW
index while other collections of the same folder are written and read (measured here: 2 to 3
runs in 12 of a single-threaded add/query mix over 6 collections failed with a 64-collection
cache; 0 in 36 with 1,000), and every later read of that collection then fails with "Error
creating hnsw segment reader: Nothing found on disk" until the process makes a new Chroma
system: the vectors are safe in Chroma's SQLite log, which a new system replays. Every call
here that meets that one message replaces the folder's system once for the whole process
(:func:`_replace_system`), re-opens the collection and tries again; the other indexes of the
folder follow on their next call (``_EPOCHS``), so two live systems never write one folder.

Damage: hnswlib trusts its files, and a garbage ``data_level0.bin`` crashes the process
(SIGSEGV) on the first query. :func:`check_hnsw_files` validates the segment's header, sizes
and every neighbour id with numpy before Chroma is allowed to load it, and
:meth:`VectorIndex.self_check` asks a few stored vectors to find themselves.
"""

from __future__ import annotations

import hashlib
import logging
import re
import shutil
import sqlite3
import struct
import tempfile
import threading
import weakref
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TypeVar

import numpy as np
from langchain_core.embeddings import Embeddings

from .embedders import embed_texts, embedder_id
from .errors import EmbedderMismatchError, StoreError
from .faults import environmental_cause
from .records import Episode

__all__ = ["VectorIndex", "VectorIndexDamaged", "check_hnsw_files", "collection_name"]

SELF_CHECK_NEIGHBOURS = 10  # how deep a sampled vector looks for itself (HNSW is approximate)
IDENTICAL_DISTANCE = 1e-3  # a neighbour this close is the vector itself (or a duplicate text)


def self_check_verdict(distances: Sequence[Sequence[float] | None], sampled: int) -> str | None:
    """The self-check's decision from each sample's neighbour distances: a sample finds itself
    when an identical vector (distance <= 1e-3) is among them; the index fails when most
    samples do not (a few misses are HNSW's approximation, not damage)."""
    misses = sum(
        1 for dists in distances if not any(float(d) <= IDENTICAL_DISTANCE for d in dists or ())
    )
    misses += max(0, sampled - len(distances))
    if misses * 2 > sampled:
        return f"{misses} of {sampled} sampled vectors do not find themselves"
    return None


log = logging.getLogger(__name__)


def _chroma_embedding_function(embedder: Embeddings) -> Any:
    """Adapter so Chroma never falls back to its network-bound default embedder.

    Chroma records the adapter's name and config with the collection and rebuilds it from them
    where it reads the collection back (``build_from_config``); the rebuilt adapter has no model
    and refuses to embed, so a collection opened without omoide's embedder fails loudly
    instead of embedding with Chroma's default. (Refusing in ``build_from_config`` itself made
    Chroma warn on every open and upsert, an error under ``-W error``.)

    The class is made here, not at module level, because its base class comes from chromadb:
    chromadb (~0.5 s to import) then loads when a store opens, not when omoide is imported.
    """
    from chromadb.api.types import Documents, EmbeddingFunction
    from chromadb.api.types import Embeddings as ChromaEmbeddings

    class _ChromaEmbeddingFunction(EmbeddingFunction[Documents]):
        def __init__(
            self, embedder: Embeddings | None, config: dict[str, Any] | None = None
        ) -> None:
            self._embedder = embedder
            self._config = config or {}

        def __call__(self, input: Documents) -> ChromaEmbeddings:
            if self._embedder is None:
                raise StoreError(
                    "omoide collections need their embedder passed explicitly "
                    f"(model {self._config})"
                )
            return list(embed_texts(self._embedder, list(input)))

        @staticmethod
        def name() -> str:
            return "omoide"

        def get_config(self) -> dict[str, Any]:
            if self._embedder is None:
                return dict(self._config)
            return {"model_id": embedder_id(self._embedder)}

        @staticmethod
        def build_from_config(config: dict[str, Any]) -> _ChromaEmbeddingFunction:
            return _ChromaEmbeddingFunction(None, config)

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

_HEADER = struct.Struct("<i Q Q Q Q Q Q i I Q Q Q d Q")  # hnswlib's header.bin (100 bytes)
_HNSW_SEGMENT = "urn:chroma:segment/vector/hnsw-local-persisted"


def _segment_dirs(chroma_dir: Path, name: str) -> list[Path]:
    """The HNSW segment folders of collection ``name``, read from chroma.sqlite3 directly."""
    db = chroma_dir / "chroma.sqlite3"
    if not db.is_file():
        return []
    try:
        conn = sqlite3.connect(f"{db.resolve().as_uri()}?mode=ro", uri=True)
        try:
            rows = conn.execute(
                "SELECT s.id FROM segments s JOIN collections c ON s.collection = c.id "
                "WHERE c.name = ? AND s.type = ?",
                (name, _HNSW_SEGMENT),
            ).fetchall()
        finally:
            conn.close()
    except sqlite3.Error as exc:
        raise StoreError(f"{db}: Chroma's database is unreadable ({exc})") from exc
    return [chroma_dir / str(r[0]) for r in rows]


def check_hnsw_files(folder: Path, dimensions: int) -> str | None:
    """Why the HNSW segment in ``folder`` cannot be loaded safely, or None if it can.

    Checks what hnswlib would otherwise trust blindly: header fields, file sizes, every
    level-0 and upper-level neighbour count and id, and that vectors are finite. A folder with
    no files yet (nothing persisted) is fine.
    """
    header = folder / "header.bin"
    names = ("data_level0.bin", "link_lists.bin")
    if not header.exists():
        if any((folder / n).exists() for n in names):
            return "header.bin is missing"
        return None
    raw = header.read_bytes()
    if len(raw) != _HEADER.size:
        return f"header.bin has {len(raw)} bytes, expected {_HEADER.size}"
    (
        _,
        off0,
        max_el,
        count,
        size_el,
        label_off,
        off_data,
        max_level,
        entry,
        max_m,
        max_m0,
        m,
        _,
        _,
    ) = _HEADER.unpack(raw)
    if not (
        off0 == 0
        and count <= max_el
        and off_data == 4 + 4 * max_m0
        and label_off == off_data + 4 * dimensions
        and size_el == label_off + 8
        and 0 < max_m <= 4096
        and 0 < max_m0 <= 8192
        and -1 <= max_level < 256
        and (count == 0 or entry < count)
        and m == max_m
    ):
        return "header.bin fields are inconsistent"
    try:
        level0 = _mapped(folder / "data_level0.bin")
        links = (folder / "link_lists.bin").read_bytes()
    except (OSError, ValueError) as exc:
        return f"cannot read the segment files ({exc})"
    if level0.shape[0] < count * size_el:
        return f"data_level0.bin has {level0.shape[0]} bytes, expected {count * size_el}"
    # Views into the mapped file, not copies: at 100k episodes the file is ~200 MB.
    rows = level0[: count * size_el].reshape(count, size_el)
    ints = rows[:, :off_data].view(np.uint32)
    n_links = ints[:, 0] & 0xFFFF
    if (n_links > max_m0).any():
        return "data_level0.bin has impossible neighbour counts"
    used = np.arange(1, 1 + max_m0)[None, :] <= n_links[:, None]
    if (ints[:, 1:][used] >= count).any():
        return "data_level0.bin has neighbour ids out of range"
    vectors = rows[:, off_data:label_off].view(np.float32)
    if not np.isfinite(vectors).all():
        return "data_level0.bin holds non-finite vectors"
    return _check_upper_levels(links, count, max_m, max_level)


def _mapped(path: Path) -> np.ndarray:
    """The bytes of ``path``, memory-mapped read-only (an empty file maps to no bytes)."""
    if path.stat().st_size == 0:
        return np.zeros(0, dtype=np.uint8)
    return np.memmap(path, dtype=np.uint8, mode="r")


def _check_upper_levels(links: bytes, count: int, max_m: int, max_level: int) -> str | None:
    """link_lists.bin: per element a u32 byte size, then that many bytes of upper-level lists
    (each level: a u32 neighbour count and ``max_m`` u32 ids)."""
    block = 4 * (max_m + 1)
    pos, blocks = 0, []
    for _ in range(count):
        if pos + 4 > len(links):
            return "link_lists.bin is shorter than its element count"
        (size,) = struct.unpack_from("<I", links, pos)
        pos += 4
        if size:
            if size % block or size // block > max(max_level, 0) or pos + size > len(links):
                return "link_lists.bin has an impossible list size"
            blocks.append(links[pos : pos + size])
            pos += size
    if pos != len(links):
        return "link_lists.bin has trailing bytes"
    if blocks:
        upper = np.frombuffer(b"".join(blocks), dtype=np.uint32).reshape(-1, max_m + 1)
        up_n = upper[:, 0] & 0xFFFF
        if (up_n > max_m).any():
            return "link_lists.bin has impossible neighbour counts"
        up_used = np.arange(1, max_m + 1)[None, :] <= up_n[:, None]
        if (upper[:, 1:][up_used] >= count).any():
            return "link_lists.bin has neighbour ids out of range"
    return None


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
    from .chroma_api import embedded_client

    # Its HNSW cache bounded (chroma_api.py); a server keeps its own.
    return embedded_client(str(path), settings)


T = TypeVar("T")

# Embedded Chroma's "cold read" failure (module docstring): the one message a new system cures.
COLD_READ = "Nothing found on disk"
COLD_READ_TRIES = 3
_SYSTEMS_LOCK = threading.Lock()
# How many times this process replaced the embedded Chroma system of a folder (resolved path):
# an index opened under an older count re-opens before its next call.
_EPOCHS: dict[str, int] = {}


def _epoch_key(path: Path) -> str:
    return str(path.resolve())


def is_cold_read(exc: BaseException) -> bool:
    """Whether ``exc`` is embedded Chroma's lost-in-memory-index failure (module docstring)."""
    return COLD_READ in str(exc)


def _replace_system(path: Path, seen: int) -> int:
    """Drop the folder's cached Chroma system unless another thread already did since epoch
    ``seen``; the folder's epoch afterwards (what the caller re-opens under)."""
    key = _epoch_key(path)
    with _SYSTEMS_LOCK:
        now = _EPOCHS.get(key, 0)
        if now == seen:
            _forget_cached_client(path)
            now = _EPOCHS[key] = seen + 1
        return now


def _forget_cached_client(path: Path) -> None:
    """Drop embedded Chroma's cached client for ``path`` in this process, so the next open
    reads the folder afresh. Only dropped from the cache, not stopped: a thread still querying
    through the old system finishes normally; the old system is freed with its last reference."""
    from chromadb.api.shared_system_client import SharedSystemClient

    cache = SharedSystemClient._identifier_to_system
    for key in [k for k in cache if Path(k).resolve() == path.resolve()]:
        cache.pop(key, None)


def _ranked(ids: Sequence[str], distances: Sequence[float]) -> tuple[list[str], np.ndarray]:
    """Hits as (ids, cosine similarities), most similar first and equal similarities by id:
    HNSW hands back equally distant vectors (the same text stored twice) in the order its
    graph walk met them, which is no promise; the id makes the order the same everywhere."""
    sims = 1.0 - np.asarray(distances, dtype=np.float32)
    order = sorted(range(len(ids)), key=lambda i: (-float(sims[i]), ids[i]))
    return [ids[i] for i in order], sims[order]


OwnNeighbours = Callable[[Sequence[str]], list[tuple[str, list[str], list[float]]]]


def unfindable_ids(
    own_neighbours: OwnNeighbours, ids: Sequence[str], *, batch: int = 256
) -> list[str]:
    """Of ``ids``, those ``own_neighbours`` reports not stored, or whose stored vector does not
    find itself (or an identical vector) among its neighbours: an index's ``unfindable``
    (Chroma's and pgvector's), given how it asks for each vector's own neighbours."""
    lost: list[str] = []
    for start in range(0, len(ids), batch):
        chunk = list(ids[start : start + batch])
        found = own_neighbours(chunk)
        stored = {i for i, _, _ in found}
        lost += [i for i in chunk if i not in stored]
        lost += [
            i
            for i, hits, dists in found
            if i not in hits and not any(d <= IDENTICAL_DISTANCE for d in dists)
        ]
    return lost


class VectorIndexDamaged(StoreError):
    """Chroma's files for this collection (or the whole Chroma folder) cannot be used."""

    def __init__(self, message: str, *, segment: Path | None = None) -> None:
        super().__init__(message)
        self.segment = segment


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
        readonly: bool = False,
    ) -> None:
        self.model_id = embedder_id(embedder)
        self.dimensions = dimensions
        self.name = collection_name(namespace, self.model_id, store_id)
        self._source = path
        self._readonly = readonly and not chroma_url
        self._path = self._snapshot() if self._readonly else path
        self._namespace = namespace
        self._embedder = embedder
        self._chroma_url = chroma_url
        self._open()

    def _open(self) -> None:
        if not self._chroma_url:
            try:
                segments = _segment_dirs(self._path, self.name)
            except StoreError as exc:
                raise VectorIndexDamaged(str(exc)) from exc
            for seg in segments:
                why = check_hnsw_files(seg, self.dimensions)
                if why is not None:
                    raise VectorIndexDamaged(
                        f"vector index segment {seg} is damaged: {why}", segment=seg
                    )
        try:
            # The folder's key, resolved once per open: _call compares epochs on every call.
            self._key = _epoch_key(self._path)
            self._epoch = _EPOCHS.get(self._key, 0)
            self._client = _client(self._path, self._chroma_url)
            self._collection = self._client.get_or_create_collection(
                self.name,
                embedding_function=_chroma_embedding_function(self._embedder),
                configuration={"hnsw": {"space": "cosine"}},
                metadata={
                    "omoide_model": self.model_id,
                    "omoide_dims": self.dimensions,
                    "omoide_namespace": self._namespace,
                },
            )
        except (StoreError, Warning):
            # A Warning here is one the caller's filters turned into an error: not damage, so
            # the folder must not be moved aside for it.
            raise
        except Exception as exc:  # chromadb's Rust errors (malformed database, ...)
            if self._chroma_url:
                raise StoreError(f"Chroma at {self._chroma_url}: {exc}") from exc
            # A client that failed half-way stays in Chroma's per-process cache and fails every
            # later open in this process ("no attribute 'bindings'"): forget it either way.
            _forget_cached_client(self._path)
            if (cause := environmental_cause(exc, self._path)) is not None:
                # Not damage: nothing is moved aside or rebuilt (RELIABILITY 26.8).
                raise StoreError(
                    f"Chroma could not open {self._path}: {cause}, then run the command again "
                    f"(nothing was moved or rebuilt; Chroma said: {exc})"
                ) from exc
            raise VectorIndexDamaged(f"Chroma folder {self._path} is unusable ({exc})") from exc
        found = (self._collection.metadata or {}).get("omoide_dims")
        if found is not None and int(found) != self.dimensions:
            raise EmbedderMismatchError(
                f"Chroma collection {self.name} holds {found}-dim vectors but the embedder "
                f"{self.model_id} gives {self.dimensions}; run `omoide reindex` to rebuild it"
            )

    def _snapshot(self) -> Path:
        """A private copy of a Chroma folder this user may not write: embedded Chroma writes
        to its folder even to read (migrations, its own WAL), so read-only search runs on a
        copy (cost: one copy of the vector files per open or reload), deleted at exit."""
        folder = Path(tempfile.mkdtemp(prefix="omoide-readonly-chroma-"))
        weakref.finalize(self, shutil.rmtree, folder, True)
        copy = folder / "chroma"
        if self._source.is_dir():
            shutil.copytree(self._source, copy)
        log.info("read-only store: searching a private copy of %s", self._source)
        return copy

    def reload(self) -> None:
        """Re-read the collection from disk (another process wrote to it). A server-backed
        index is shared by every client already, so there is nothing to do."""
        if self._chroma_url:
            return
        if self._readonly:
            self._path = self._snapshot()
            self._open()
            return
        # One new system for the folder, which the process's other indexes of it follow too.
        _replace_system(self._path, self._epoch)
        self._open()

    def _call(self, op: Callable[[Any], T]) -> T:
        """``op(collection)`` on the folder's current Chroma system; after the cold-read
        failure, again on a new one, up to :data:`COLD_READ_TRIES` times in all (a new system
        can lose the index again while other threads write: with a single retry, 2 of 16 stress
        runs still failed)."""
        if not self._chroma_url and _EPOCHS.get(self._key, 0) != self._epoch:
            self._open()  # another index of this folder replaced the system: follow it
        for attempt in range(1, COLD_READ_TRIES + 1):
            try:
                return op(self._collection)
            except Exception as exc:
                if self._chroma_url or not is_cold_read(exc) or attempt == COLD_READ_TRIES:
                    raise
                # Chroma's own state, cured here and nothing lost (its SQLite log holds every
                # vector): logged for whoever investigates, not a warning to act on.
                log.info(
                    "Chroma lost the in-memory index of %s (%s): reading it again through a "
                    "new Chroma system for %s (try %d)",
                    self.name,
                    exc,
                    self._path,
                    attempt + 1,
                )
                _replace_system(self._path, self._epoch)
                self._open()
        raise AssertionError("unreachable")  # the last try returned or raised

    def self_check(self, episodes: Sequence[Episode]) -> str | None:
        """Ask the stored vectors of ``episodes`` to find themselves (or an identical vector)
        among their nearest neighbours; why most do not, or None.

        HNSW search is approximate (Chroma's default search breadth is small), so in a healthy
        index of 100k vectors a few stored vectors miss themselves at the top-1: each sample
        looks at its top :data:`SELF_CHECK_NEIGHBOURS`, and the index fails only when most
        samples miss. A damaged or lost segment makes nearly all of them miss.
        """
        if not episodes:
            return None
        ids = [e.id for e in episodes]
        try:
            found = self._own_neighbours(ids)
        except Warning:
            raise  # made an error by the caller's filters: not damage (no rebuild for it)
        except Exception as exc:  # chromadb raises InternalError("Error finding id") and co.
            return f"Chroma cannot read sampled vectors ({exc})"
        if len(found) < len(ids):
            return f"{len(ids) - len(found)} of {len(ids)} sampled vectors are missing"
        return self_check_verdict([dists for _, _, dists in found], len(ids))

    def _own_neighbours(self, ids: Sequence[str]) -> list[tuple[str, list[str], list[float]]]:
        """For each of ``ids`` stored here: its id and the ids and distances of the
        :data:`SELF_CHECK_NEIGHBOURS` nearest neighbours of its own stored vector (one get and
        one query; ids not stored are left out)."""
        got = self._call(lambda c: c.get(ids=list(ids), include=["embeddings"]))
        if not got["ids"]:
            return []
        found = self._call(
            lambda c: c.query(
                query_embeddings=list(got["embeddings"]),
                n_results=SELF_CHECK_NEIGHBOURS,
                include=["distances"],
            )
        )
        return [
            (i, list(hits), [float(d) for d in dists])
            for i, hits, dists in zip(
                got["ids"], found["ids"], found["distances"] or [], strict=True
            )
        ]

    def unfindable(self, ids: Sequence[str], *, batch: int = 256) -> list[str]:
        """Of ``ids``, those whose stored vector does not find itself (or an identical vector)
        among its :data:`SELF_CHECK_NEIGHBOURS` nearest neighbours, or is not stored at all.
        Every id is checked (the self-check samples): what a rebuild reports to its user."""
        return unfindable_ids(self._own_neighbours, ids, batch=batch)

    def count(self) -> int:
        return int(self._call(lambda c: c.count()))

    def upsert(self, episodes: Sequence[Episode], vectors: np.ndarray) -> None:
        if not episodes:
            return
        if vectors.shape[1] != self.dimensions:
            raise EmbedderMismatchError(
                f"embedder returned {vectors.shape[1]}-dim vectors; the collection "
                f"{self.name} expects {self.dimensions}"
            )
        ids = [e.id for e in episodes]
        metadatas: list[Any] = [
            {
                "occurred_at": e.occurred_at,
                "session_id": e.session_id,
                "sensitivity": int(e.sensitivity),
                "searchable": e.searchable,
            }
            for e in episodes
        ]
        # An upsert is idempotent, so trying it again on a new system is safe.
        self._call(lambda c: c.upsert(ids=ids, embeddings=vectors, metadatas=metadatas))

    def set_searchable(self, ids: Sequence[str], searchable: bool) -> None:
        if ids:
            metadatas: list[Any] = [{"searchable": searchable} for _ in ids]
            self._call(lambda c: c.update(ids=list(ids), metadatas=metadatas))

    def set_flags(self, flags: Sequence[tuple[str, int, bool]]) -> None:
        """Copy (id, sensitivity, searchable) changes into the vectors' metadata."""
        if flags:
            metadatas: list[Any] = [{"sensitivity": int(s), "searchable": b} for _, s, b in flags]
            self._call(lambda c: c.update(ids=[i for i, _, _ in flags], metadatas=metadatas))

    def query(self, vector: np.ndarray, n: int) -> tuple[list[str], np.ndarray]:
        """Nearest ``n`` ids and their cosine similarities (1 - cosine distance)."""
        if vector.shape[0] != self.dimensions:
            raise EmbedderMismatchError(
                f"query vector has {vector.shape[0]} dims; collection {self.name} expects "
                f"{self.dimensions}"
            )
        return self.query_many(vector[None, :], n)[0]

    def query_many(self, vectors: np.ndarray, n: int) -> list[tuple[list[str], np.ndarray]]:
        """:meth:`query` for several vectors in one Chroma call.

        No ``count()`` first: Chroma returns fewer than ``n_results`` when the collection holds
        fewer (an empty one returns nothing), and its count costs about as much as the query
        (3.1 against 2.3 ms at 10k episodes in one measurement: BENCHMARKS.md §4).
        """
        if n <= 0 or len(vectors) == 0:
            return [([], np.zeros(0, dtype=np.float32)) for _ in range(len(vectors))]
        if vectors.shape[1] != self.dimensions:
            raise EmbedderMismatchError(
                f"query vectors have {vectors.shape[1]} dims; collection {self.name} expects "
                f"{self.dimensions}"
            )
        result = self._call(
            lambda c: c.query(query_embeddings=list(vectors), n_results=n, include=["distances"])
        )
        return [
            _ranked(ids, dist) for ids, dist in zip(result["ids"], result["distances"], strict=True)
        ]

    def delete(self, ids: Sequence[str]) -> None:
        if ids:
            self._call(lambda c: c.delete(ids=list(ids)))

    def embeddings(self, ids: Sequence[str]) -> dict[str, np.ndarray]:
        """The stored vectors of ``ids`` (those stored; a migration re-uses them)."""
        if not ids:
            return {}
        got = self._call(lambda c: c.get(ids=list(ids), include=["embeddings"]))
        return {
            i: np.asarray(v, dtype=np.float32)
            for i, v in zip(got["ids"], got["embeddings"], strict=True)
        }

    def _ids_page(self, offset: int, page: int) -> list[str]:
        return list(self._call(lambda c: c.get(include=[], limit=page, offset=offset))["ids"])

    def all_ids(self) -> set[str]:
        out: set[str] = set()
        offset, page = 0, 5000
        while True:
            got = self._ids_page(offset, page)
            out.update(got)
            if len(got) < page:
                return out
            offset += page

    def drop(self) -> None:
        self._client.delete_collection(self.name)

    def recreate(self) -> None:
        """An empty collection in place of this one (the caller re-embeds from SQLite)."""
        old = [] if self._chroma_url else _segment_dirs(self._path, self.name)
        try:
            self._client.delete_collection(self.name)
        except Exception as exc:  # not there (or already half gone): creating it is enough
            log.info("delete_collection(%s): %s", self.name, exc)
        for folder in old:  # Chroma leaves a deleted collection's HNSW folder behind
            shutil.rmtree(folder, ignore_errors=True)
        self._open()
