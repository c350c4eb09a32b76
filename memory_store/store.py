"""``MemoryStore``: episodes in SQLite, keywords in BM25, vectors in Chroma — kept in agreement.

Write path (``add_episodes``): the whole input is validated first (namespace, ids, content),
then every new episode is committed to SQLite in one transaction (marked "vector pending"),
added to the keyword index, embedded and upserted into Chroma in batches and marked indexed.
SQLite is the source of truth; whatever a crash leaves undone in the derived indexes is
finished by the next writer or the next open (``reconcile``).

Several processes, one store (design):

* **Writers take turns.** Every write runs under an exclusive ``fcntl.flock`` on
  ``<store>/.omoide.lock`` (plus a thread lock inside the process). Holding it, a writer first
  *catches up* with what other processes committed — SQLite rows after its keyword index's
  highest seq, a fresh Chroma view when the generation moved, vectors left pending by a failed
  write — and only then inserts. Seqs therefore grow in commit order, each writer's keyword
  file covers every row up to its highest seq, and no writer persists a keyword or HNSW file
  that lacks another's committed episodes.
* **Readers notice.** Every transaction that changes episodes bumps ``meta.generation`` in
  SQLite. Before each search the store reads it (one primary-key lookup); when it moved, the
  keyword index catches up from SQLite, the filter table is reloaded and Chroma is re-read from
  disk. A change of sensitivity or searchable bumps ``meta.keyword_epoch`` as well, which makes
  every process rebuild its keyword index (neighbours' documents changed).
* **Open checks and repairs.** The keyword index must hold exactly the namespace's seqs; Chroma
  must hold every indexed episode, its HNSW files must pass a structural check, and a few
  stored vectors must find themselves. Whatever disagrees is rebuilt from SQLite, logged as a
  warning and listed in ``stats().repairs``.
* **One tokenizer per keyword index.** Like the embedder, the tokenizer a namespace's keyword
  index was built with is recorded (``meta.tokenizer:<namespace>``; a namespace with episodes
  and no record was built with bigrams) and kept when the store is opened without one.
  Opened with another one, the store re-indexes the keywords from SQLite under the new
  tokenizer (logged; nothing is re-embedded) and records it; a read-only store refuses
  instead. Tokens of two tokenizers never meet in one index.

A store that cannot be written is opened read-only: searches work, writes raise
:class:`ReadOnlyStoreError`.

The store is a facade over four parts, each behind an interface (a ``Protocol``) so that a
PostgreSQL backend can replace the SQLite ones (issue 25):

* :mod:`.episodes` — :class:`~.episodes.EpisodeRows`, the rows (``omoide.sqlite3``,
  :class:`~.db.Database`): the source of truth, with the change counters;
* :mod:`.keyword` — :class:`~.keyword.KeywordPart`, BM25 search and the index's upkeep;
* :mod:`.vectors` — :class:`~.vectors.VectorPart`, Chroma search, the embedder, repair;
* :mod:`.lifecycle` — :class:`~.lifecycle.StoreLifecycle`, open/closed, the process lock,
  the generation followed and the repairs made.

What spans parts stays here: a write's order (rows, then keywords, then vectors), catching up
with other processes (:meth:`MemoryStore._sync`), reconciling the vectors with the rows, and
the in-memory filter table every search consults.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass
from datetime import UTC, tzinfo
from pathlib import Path
from types import TracebackType
from typing import Any

import numpy as np
from langchain_core.embeddings import Embeddings

from .archive import zone_of_offsets, zone_offsets
from .backends import Backend, open_backend
from .bm25 import GroupMatch
from .db import episode_forget_keys, timezone_key
from .derived import DerivedMemory
from .embed_workers import default_workers
from .embedders import embed_texts
from .episodes import StoreRows, load_table
from .errors import QueryError
from .filters import SearchFilters
from .keyword import KeywordPart, KeywordSearch, resolve_tokenizer
from .keyword_index import KeywordIndex
from .lifecycle import DB_FILE, Lifecycle, StoreLifecycle
from .records import Episode, SearchHit, Sensitivity, unicode_problem
from .tokenize import DEFAULT_TOKENIZER, Tokenizer
from .vector_index import VectorIndex
from .vectors import VectorPart, VectorSearch

# DB_FILE: importable from here, as before the split (it lives in lifecycle.py).
__all__ = ["DB_FILE", "MAX_QUERY_CHARS", "AddResult", "MemoryStore", "StoreStats"]

log = logging.getLogger(__name__)

MAX_QUERY_CHARS = 32_000


SELF_CHECK_SAMPLES = 8  # stored vectors asked to find themselves on open
Progress = Callable[[int], None]


@dataclass(frozen=True, slots=True)
class AddResult:
    """What ``add_episodes`` did: new rows, ids already stored, ids stored with other content,
    ids already stored whose flags the input raised (made more sensitive, or forgotten), and
    exchanges forgotten or deleted before that the input brought again and that were kept
    forgotten (not stored again, not made searchable: ``kept_forgotten``)."""

    added: int
    already_present: int
    conflicts: tuple[str, ...] = ()
    updated: int = 0
    kept_forgotten: int = 0


@dataclass(frozen=True, slots=True)
class StoreStats:
    path: str
    namespace: str
    embedder: str
    dimensions: int
    episodes: int
    keyword_docs: int
    vector_docs: int
    vector_pending: int
    namespaces: dict[str, int]
    disk_bytes: int
    readonly: bool = False
    repairs: tuple[str, ...] = ()
    tokenizer: str = DEFAULT_TOKENIZER
    timezone: str = "UTC"  # where times are shown (MemoryStore.timezone)


def _check_max_df(max_df: float | None) -> None:
    if max_df is not None and (
        isinstance(max_df, bool) or not isinstance(max_df, int | float) or not 0 < max_df <= 1
    ):
        raise QueryError(f"max_df must be a share in (0, 1] or None, got {max_df!r}")


def _content(e: Episode) -> tuple[str, str, int]:
    return (e.user_text, e.reply_text, e.occurred_at)


def _merged_flags(
    old: Episode, given: Episode, *, exact: bool, level_stated: bool = True
) -> tuple[Sensitivity, bool]:
    """The flags a stored exchange keeps when an import brings it again: never less sensitive
    and never searchable again once forgotten — an import may only raise them (make it more
    sensitive, or forget it). A level the import does not state (``level_stated=False``: a
    log line's PRIVATE is the default) changes nothing, so a level the user set with ``omoide
    flag`` — PUBLIC too — stays. ``exact`` (``migrate``: the source states every flag) takes
    the given ones as they are."""
    if exact:
        return given.sensitivity, given.searchable
    level = max(old.sensitivity, given.sensitivity) if level_stated else old.sensitivity
    return level, old.searchable and given.searchable


def _tombstones(episodes: Iterable[Episode]) -> list[tuple[str, str]]:
    """``(key, episode id)`` of each exchange forgotten or deleted (not an ``OmoideStore``
    item, whose key a later put may use again)."""
    return [(k, e.id) for e in episodes if not e.is_memory_item for k in episode_forget_keys(e)]


class MemoryStore:
    """A namespace of long-term memory on disk.

    >>> with MemoryStore("./.omoide") as store:                     # doctest: +SKIP
    ...     store.ingest_archive("my_logs/")
    ...     hits = store.search_keyword("京都の旅行", k=5)

    ``embedder`` is an ``Embeddings`` instance or a spec (``"use-multilingual-v3"``,
    ``"openai:text-embedding-3-small"``); by default the one the store was built with, else the
    offline multilingual USE. ``chroma_url`` points the vectors at a Chroma server instead of the
    embedded one. ``create=False`` refuses to create a new store (for read-only commands).
    ``tokenizer`` is the keyword index's tokenizer spec (:func:`~.tokenize.make_tokenizer`:
    ``"bigram"``, ``"sudachi-c-content"``...); by default the one the namespace was built
    with (``"bigram"`` for stores made before it was recorded), else ``DEFAULT_TOKENIZER``.
    Another one than it was built with re-indexes the keywords from SQLite.
    ``embed_workers`` (default ``$OMOIDE_EMBED_WORKERS``, else one per core on Linux, at most 4)
    embed large ingests of the offline model on worker processes ahead of the storing thread,
    with the same vectors; 0 embeds in-process, batch after batch.
    """

    def __init__(
        self,
        path: str | Path = ".omoide",
        *,
        namespace: str = "default",
        embedder: Embeddings | str | None = None,
        chroma_url: str | None = None,
        create: bool = True,
        reconcile: bool = True,
        embed_workers: int | None = None,
        tokenizer: str | None = None,
        cache_dir: str | Path | None = None,
    ) -> None:
        if not isinstance(namespace, str) or not namespace.strip():
            raise ValueError("namespace must be a non-empty string")
        self.namespace = namespace
        if embed_workers is not None and (
            not isinstance(embed_workers, int)
            or isinstance(embed_workers, bool)
            or embed_workers < 0
        ):
            raise ValueError(f"embed_workers must be a whole number >= 0, got {embed_workers!r}")
        workers = default_workers() if embed_workers is None else embed_workers
        # The folder, the postgresql:// URL or another registered location (backends/).
        self._backend: Backend = open_backend(path, cache_dir=cache_dir, chroma_url=chroma_url)
        #: The store's URL when its source of truth is not a folder (``None`` for a folder).
        self.url: str | None = self._backend.url
        #: Where the store is, for messages: the folder, or the URL with no password.
        self.label = self._backend.label
        self._rows: StoreRows = self._backend.open_rows(create=create)
        #: A folder store's folder, or a URL store's local cache folder (keyword index
        #: files; losing it loses nothing).
        self.path = self._backend.path
        self._derived: DerivedMemory | None = None
        try:
            self._open(namespace, embedder, chroma_url, tokenizer, workers, reconcile=reconcile)
        except BaseException:
            # A store that failed to open (wrong embedder, damaged files, ...) keeps no file
            # or connection open: the caller never gets an object to close.
            self._close_backend()
            raise

    def _close_backend(self) -> None:
        try:
            self._backend.close()
        finally:
            if self._derived is not None:
                self._derived.close()

    def _open(
        self,
        namespace: str,
        embedder: Embeddings | str | None,
        chroma_url: str | None,
        tokenizer: str | None,
        embed_workers: int,
        *,
        reconcile: bool,
    ) -> None:
        backend = self._backend
        self._life: StoreLifecycle = Lifecycle(
            self.path,
            self._rows,
            # Replicas on other hosts share no lock file: e.g. the namespace's advisory lock.
            lock=backend.namespace_lock(namespace),
            # Its namespace's counters: another user's write moves none of this store's.
            namespace=namespace,
            label=self.label,
        )
        # Objects built on top of this store (e.g. its compiled recall graph), kept with it.
        self.cache: dict[str, Any] = {}
        self.chroma_url = chroma_url
        life = self._life
        with life.writing(check=False):
            life.mark_synced()
            life.kw_epoch = life.keyword_epoch()
            # Worker processes embed large ingests of the offline model ahead of the thread
            # that stores them (embed_workers.py).
            self._vector: VectorPart = VectorSearch(
                self.path,
                self._rows,
                namespace,
                embedder,
                chroma_url=chroma_url,
                readonly=self.readonly,
                embed_workers=embed_workers,
                note=life.note,
                index_factory=backend.index_factory(),
            )
            self._table = load_table(self._rows, namespace)
            spec = resolve_tokenizer(
                self._rows,
                namespace,
                tokenizer,
                default=DEFAULT_TOKENIZER,  # read here, when the store opens
                readonly=self.readonly,
                path=self.path,
            )
            self._keyword: KeywordPart = KeywordSearch(
                self.path / "keyword", self._rows, namespace, spec
            )
            life.repairs += self._keyword.repairs
            if reconcile:
                self.reconcile()

    # -- the parts' state, as attributes of the store ------------------------------------
    @property
    def location(self) -> str:
        """What opens this store again: the ``postgresql://`` URL, or the folder's path (what
        ``--store`` and ``$OMOIDE_STORE`` take)."""
        return self._backend.location

    @property
    def readonly(self) -> bool:
        """Opened read-only (this user may not write the folder): searches work, writes raise
        ``ReadOnlyStoreError``."""
        return self._life.readonly

    @property
    def repairs(self) -> list[str]:
        """What opening (or a later catch-up) found wrong and repaired, logged as warnings."""
        return self._life.repairs

    @property
    def embedder(self) -> Embeddings:
        return self._vector.embedder

    @property
    def embedder_id(self) -> str:
        return self._vector.embedder_id

    @property
    def dimensions(self) -> int:
        return self._vector.dimensions

    @property
    def embed_workers(self) -> int:
        """Worker processes embedding large ingests ahead of the storing thread."""
        return self._vector.embed_workers

    @embed_workers.setter
    def embed_workers(self, workers: int) -> None:
        self._vector.embed_workers = workers

    @property
    def tokenizer(self) -> Tokenizer:
        return self._keyword.tokenizer

    @property
    def _db(self) -> StoreRows:
        return self.db

    @property
    def _keywords(self) -> KeywordIndex:
        return self._keyword.index

    @property
    def _vectors(self) -> VectorIndex:
        return self._vector.index

    def _writing(self, *, check: bool = True) -> AbstractContextManager[None]:
        return self._life.writing(check=check)

    @contextmanager
    def exclusive(self) -> Iterator[None]:
        """Hold the store-wide write lock (every thread and process using this store) across
        several calls that must change together — e.g. an ``OmoideStore`` item row and its
        episode, which another process's repair must never see half done. Re-entrant: the
        store's own writes inside it take the same lock."""
        with self._writing(check=False):
            yield

    # -- lifecycle ------------------------------------------------------------------------
    def __enter__(self) -> MemoryStore:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def close(self) -> None:
        def last() -> None:
            # Under the store-wide lock: catch up with what other processes added since
            # this one last looked, so the file saved is never behind one they saved
            # (the next open took the gap for a repair). If another process rewrote the
            # index meanwhile (a new keyword epoch), its file is the newer one: keep it.
            if not self.readonly and self._life.keyword_epoch() == self._life.kw_epoch:
                self._keyword.catch_up()
                self._keyword.save()
            self._close_backend()

        self._life.close(last)

    # -- seeing other processes' writes ---------------------------------------------------
    def _refresh(self) -> None:
        """Catch up with what other processes committed (cheap when nothing changed: one
        primary-key read); skipped while this process is itself writing."""
        if self._life.generation() != self._life.synced:
            self._life.refresh(self._sync)

    def _sync(self) -> None:
        life = self._life
        gen = life.generation()
        if gen == life.synced:
            return
        epoch = life.keyword_epoch()
        if epoch != life.kw_epoch:
            with life.cross_process():
                self._keyword.reopen()
            life.repairs += self._keyword.repairs
            life.kw_epoch = epoch
        else:
            self._keyword.catch_up()
        self._table = load_table(self._rows, self.namespace)
        self._vector.reload()
        life.synced = gen

    def speaker_terms(self) -> frozenset[str]:
        """The keyword tokens of the names of this memory's speakers — the people talking;
        the role tags USER / AGENT / SYSTEM are not names, nor is a speaker value longer than a
        name (over 64 characters or 6 tokens: an import's mistake must not silence a sentence's
        words). They are in most of the memory's exchanges ("Thanks, Nate!"), so a query's
        ``drop_speakers`` leaves them out."""
        self._check_open()
        self._refresh()
        return self._keyword.speaker_names(self._table.speakers)

    def query_tokens(
        self,
        text: str,
        *,
        stopwords: bool = True,
        drop_speakers: bool = False,
        max_df: float | None = None,
    ) -> list[str]:
        """``text`` as a keyword search's query sees it: :meth:`tokenize`, English function
        words dropped (``stopwords``), with ``drop_speakers`` the speakers' names
        (:meth:`speaker_terms`), and with ``max_df`` the tokens in more than that share of the
        indexed episodes — each unless nothing else is left.

        ``max_df=0.5`` drops exactly the tokens whose BM25 idf is negative (in more than half
        the episodes): rank-bm25 floors such an idf at 0.25 x the vocabulary's mean idf, which
        in a large memory outweighs a term in one episode of ten (idf 2.38 for a token in 70%
        of 100,000 episodes, 2.20 for one in 10%, 0.84 for one in 30%), so a long query's
        commonest words ("です", "ます") would lead its scores.
        """
        self._check_open()
        self._refresh()
        _check_max_df(max_df)
        return self._query_tokens(
            text, stopwords=stopwords, drop_speakers=drop_speakers, max_df=max_df
        )

    def _query_tokens(
        self, text: str, *, stopwords: bool, drop_speakers: bool, max_df: float | None = None
    ) -> list[str]:
        return self._keyword.query_tokens(
            text,
            stopwords=stopwords,
            drop_speakers=drop_speakers,
            speakers=self._table.speakers,
            max_df=max_df,
        )

    # -- writing --------------------------------------------------------------------------
    def add_episodes(
        self,
        episodes: Iterable[Episode],
        *,
        batch_size: int = 512,
        progress: Progress | None = None,
        vectors: Mapping[str, Sequence[float] | np.ndarray] | None = None,
        exact_flags: bool = False,
        levels_stated: Collection[str] | None = None,
    ) -> AddResult:
        """Store episodes in the rows and both indexes; idempotent by id; all or nothing.

        The whole input is checked before anything is written: an invalid item (another
        namespace's episode, a non-Episode) raises and stores nothing. An id already stored
        with the same content is skipped — unless the input raises its flags (a higher
        sensitivity, or ``searchable=False``), which updates the stored episode (``updated``);
        with different words or time it is a conflict (reported, not overwritten).
        ``progress`` is called with the number of episodes processed after each batch of
        ``batch_size``.

        Forgetting lasts (issue 34): an import never lowers a sensitivity (only
        :meth:`set_sensitivity` does) and never makes a forgotten exchange searchable again
        (only :meth:`set_searchable`, ``omoide restore``, does); an exchange forgotten or
        deleted before is not stored again when it arrives under another id (its words and
        time are recognised: :func:`~.db.forget_keys`), from any archive, JSONL or process.
        Both count in ``kept_forgotten``. ``exact_flags=True`` (``migrate``: the source states
        every flag) stores the given flags as they are and skips that check.
        ``levels_stated`` (an import's :attr:`~.archive.ImportResult.stated_levels`) names the
        episodes whose sensitivity the input states; for the others, an exchange already
        stored keeps its level (a log states none: re-ingesting it never undoes ``omoide
        flag``). ``None``: every episode states its level.

        ``vectors`` maps episode ids to vectors already made by this store's embedder (a
        migration re-uses the source's): those episodes are not embedded again; the others
        are. Each must have the store's dimensions.
        """
        if not isinstance(batch_size, int) or batch_size < 1:
            raise ValueError(f"batch_size must be a whole number >= 1, got {batch_size!r}")
        items = [self._bind(i, ep) for i, ep in enumerate(episodes)]
        given = self._given_vectors(vectors)
        with self._writing():
            self._sync()
            self._retry_pending()
            unique: dict[str, Episode] = {}
            conflicts: list[str] = []
            for ep in items:
                first = unique.setdefault(ep.id, ep)
                if first is not ep and _content(first) != _content(ep):
                    conflicts.append(ep.id)  # two versions of one id in the same call
            existing = self._rows.existing_ids(self.namespace, list(unique))
            # Same id, same words and time = the same exchange (it may have moved file).
            conflicts += [i for i, old in existing.items() if _content(old) != _content(unique[i])]
            flag_changes: list[tuple[str, int, bool]] = []
            kept = 0  # forgotten exchanges this input would have brought back
            for i, old in existing.items():
                incoming = unique[i]
                if _content(old) != _content(incoming):
                    continue
                stated = levels_stated is None or i in levels_stated
                flags = _merged_flags(old, incoming, exact=exact_flags, level_stated=stated)
                if flags != (old.sensitivity, old.searchable):
                    flag_changes.append((i, int(flags[0]), flags[1]))
                elif not old.searchable and incoming.searchable:
                    kept += 1
            new = [ep for i, ep in unique.items() if i not in existing]
            if not exact_flags:
                new, blocked = self._without_forgotten(new)
                kept += blocked
            present = len(items) - len(new) - len(conflicts) - kept
            # Tombstones first: a crash after them leaves an exchange still searchable (which
            # the next forget repeats), never forgotten without one.
            hidden = [ep for ep in new if not ep.searchable]
            hidden += [existing[i] for i, _, searchable in flag_changes if not searchable]
            self._rows.forget(self.namespace, _tombstones(hidden))
            seqs: list[int] = []
            if new or flag_changes:
                seqs = self._rows.write_episodes(self.namespace, new, flag_changes)
            if exact_flags:  # what the source states searchable is not forgotten here
                shown = [i for i, _, s in flag_changes if s] + [e.id for e in new if e.searchable]
                self._rows.unforget(self.namespace, shown)
            # Committed: the vectors are "pending" in SQLite until each batch is indexed, so a
            # crash from here on is finished by the next open. Embedding starts now, on the
            # worker processes, while this thread updates the keyword index.
            seq_of = {e.id: s for s, e in zip(seqs, new, strict=True)}
            todos = []
            for start in range(0, len(items), batch_size):
                chunk = items[start : start + batch_size]
                todo = [(q, e) for e in chunk if (q := seq_of.pop(e.id, None)) is not None]
                todos.append((len(chunk), todo))
            batches = [[e.text for _, e in todo if e.id not in given] for _, todo in todos]
            with self._vector.embedding_ahead([b for b in batches if b] if not given else []):
                if new or flag_changes:
                    self._extend_indexes(seqs, new, flag_changes)
                for size, todo in todos:
                    if todo:
                        self._index_vectors([q for q, _ in todo], [e for _, e in todo], given)
                    if progress:
                        progress(size)
            if flag_changes:
                self._vector.set_flags(flag_changes)
            self._keyword.save()
            self._life.mark_synced()
        if conflicts:
            log.warning(
                "%d episode ids already stored with other content: %s",
                len(conflicts),
                ", ".join(conflicts[:5]),
            )
        return AddResult(
            len(new), present - len(flag_changes), tuple(conflicts), len(flag_changes), kept
        )

    def _without_forgotten(self, new: list[Episode]) -> tuple[list[Episode], int]:
        """``new`` without the exchanges forgotten or deleted before (a tombstone holds their
        id or their words and time), and how many those were."""
        logged = [ep for ep in new if not ep.is_memory_item]
        if not logged:
            return new, 0
        keys = {ep.id: episode_forget_keys(ep) for ep in logged}
        found = self._rows.forgotten(self.namespace, [k for ks in keys.values() for k in ks])
        if not found:
            return new, 0
        blocked = {i for i, ks in keys.items() if found.intersection(ks)}
        return [ep for ep in new if ep.id not in blocked], len(blocked)

    def _extend_indexes(
        self, seqs: Sequence[int], new: Sequence[Episode], flag_changes: Sequence[Any]
    ) -> None:
        """The filter table and keyword index after a committed insert (or flag change)."""
        self._table = self._table.extended(
            [
                (
                    s,
                    e.id,
                    e.occurred_at,
                    int(e.sensitivity),
                    int(e.searchable),
                    e.session_id,
                )
                for s, e in zip(seqs, new, strict=True)
            ],
            speakers=[name for e in new for name in (e.user_speaker, e.reply_speaker)],
        )
        self._keyword.add(seqs, new)
        if flag_changes:
            # A re-imported episode changed its sensitivity or searchable flag: its successors'
            # keyword documents (which carry its words) are rewritten in place, as
            # set_searchable does, instead of rebuilding the index from SQLite.
            self._table = load_table(self._rows, self.namespace)
            self._life.kw_epoch = self._life.keyword_epoch()
            seq_of = self._table.seq_by_id
            changed = [seq_of[i] for i, _, _ in flag_changes if i in seq_of]
            self._keyword.follow_flags(changed, self._life.kw_epoch)

    def _bind(self, index: int, ep: Episode) -> Episode:
        if not isinstance(ep, Episode):
            raise TypeError(
                f"episode {index}: expected an Episode, got {type(ep).__name__}; nothing was stored"
            )
        if ep.namespace == self.namespace:
            return ep
        if ep.namespace == "default":
            return dataclasses.replace(ep, namespace=self.namespace)
        raise ValueError(
            f"episode {index} ({ep.id!r}) belongs to namespace {ep.namespace!r}, not "
            f"{self.namespace!r}; nothing was stored"
        )

    def _given_vectors(
        self, vectors: Mapping[str, Sequence[float] | np.ndarray] | None
    ) -> dict[str, np.ndarray]:
        if not vectors:
            return {}
        out: dict[str, np.ndarray] = {}
        for id, vec in vectors.items():
            arr = np.asarray(vec, dtype=np.float32).reshape(-1)
            if arr.shape[0] != self.dimensions or not np.all(np.isfinite(arr)):
                raise ValueError(
                    f"vectors[{id!r}]: expected {self.dimensions} finite numbers (the store's "
                    f"embedder {self.embedder_id}), got shape {np.shape(vec)}; nothing was stored"
                )
            out[id] = arr
        return out

    def _index_vectors(
        self,
        seqs: Sequence[int],
        episodes: Sequence[Episode],
        given: Mapping[str, np.ndarray] | None = None,
    ) -> None:
        """Embed (or take the vectors embedded ahead, or given), upsert, mark indexed."""
        if given and all(e.id in given for e in episodes):
            vectors = np.stack([given[e.id] for e in episodes])
        elif given:
            missing = [e for e in episodes if e.id not in given]
            made = dict(
                zip(
                    (e.id for e in missing),
                    embed_texts(self.embedder, [e.text for e in missing]),
                    strict=True,
                )
            )
            vectors = np.stack([given[e.id] if e.id in given else made[e.id] for e in episodes])
        else:
            texts = [e.text for e in episodes]
            ahead = self._vector.ahead
            vectors = ahead.next(texts) if ahead is not None else embed_texts(self.embedder, texts)
        self._vector.upsert(episodes, vectors)
        self._rows.mark_vector_indexed(seqs)

    def _retry_pending(self) -> int:
        """Embed episodes whose vectors an earlier write (here or elsewhere) did not finish."""
        pending = list(self._rows.iter_episodes(self.namespace, vector_pending=True))
        chunks = [pending[start : start + 256] for start in range(0, len(pending), 256)]
        with self._vector.embedding_ahead([[r.episode.text for r in chunk] for chunk in chunks]):
            for chunk in chunks:
                self._index_vectors([r.seq for r in chunk], [r.episode for r in chunk])
        if pending:
            log.info("indexed %d episodes whose vectors were pending", len(pending))
        return len(pending)

    def ingest_archive(
        self,
        path: str | Path,
        *,
        lenient: bool = False,
        default_tz: tzinfo = UTC,
        encoding: str = "utf-8",
        progress: Progress | None = None,
    ) -> tuple[AddResult, Any]:
        """Read an archive folder, a log file, JSONL, LoCoMo or LongMemEval file and store it.

        The whole input is parsed before anything is written, so a malformed file adds nothing
        (unless ``lenient``, which skips and counts bad blocks). Returns the add result and the
        import report.
        """
        from .importers import import_path

        report = import_path(
            Path(path),
            namespace=self.namespace,
            lenient=lenient,
            default_tz=default_tz,
            encoding=encoding,
        )
        added = self.add_episodes(
            report.episodes, progress=progress, levels_stated=report.stated_levels
        )
        self.record_timezone(default_tz, report.stated_offsets)
        return added, report

    def record_timezone(
        self, default_tz: tzinfo | None, stated_offsets: Collection[int] = ()
    ) -> str | None:
        """Remember this namespace's zone after an ingest (:attr:`timezone`); returns the zone
        recorded, or None if this ingest changed nothing.

        ``default_tz`` wins when it is an IANA zone (``ZoneInfo("Asia/Tokyo")``); the first one
        named in a folder also becomes the folder's default for namespaces without their own.
        Otherwise, if this namespace has no zone of its own, the folder's (if any) does not
        explain the log's offsets, and every timestamp stated the same offset (``+09:00``), that
        offset's zone is recorded for this namespace only: times are shown, and "last week"
        begins, in it rather than in UTC (:func:`~omoide.memory_store.archive.zone_of_offsets`).
        """
        self._check_open()
        own = timezone_key(self.namespace)
        named = getattr(default_tz, "key", None)
        if named is not None:
            if named == self._rows.get_meta(own):
                return None
            self._rows.set_meta(own, named)
            if self._rows.get_meta("timezone") is None:
                self._rows.set_meta("timezone", named)  # the folder's default for new namespaces
            return str(named)
        # An inferred zone never replaces this namespace's own, nor a folder zone that already
        # explains the log: a log of winter times only must not turn America/New_York into
        # UTC-05:00. Another user's zone that does not explain it (Tokyo's +09:00 against New
        # York) is not this user's.
        folder = self._rows.get_meta("timezone")
        if self._rows.get_meta(own) or (folder and set(stated_offsets) <= zone_offsets(folder)):
            return None
        if (inferred := zone_of_offsets(stated_offsets)) is None:
            return None
        self._rows.set_meta(own, inferred)
        return inferred

    def set_searchable(self, ids: Sequence[str], searchable: bool) -> int:
        """Hide episodes from (or return them to) every search; rows are kept.

        Forgetting (``searchable=False``, ``omoide forget``) also records the exchanges'
        tombstones, so no later import brings them back, under their id or another one
        (:meth:`add_episodes`); ``searchable=True`` (``omoide restore``) removes them — also
        those a deleted episode left (:meth:`delete_episodes`), after which an import may
        store it again."""
        with self._writing():
            self._sync()
            if not searchable:  # tombstones first: never forgotten without one
                stored = self._rows.existing_ids(self.namespace, list(ids)).values()
                self._rows.forget(self.namespace, _tombstones(stored))
            changed = self._rows.set_searchable(self.namespace, ids, searchable)
            if searchable:
                self._rows.unforget(self.namespace, ids)
            self._vector.set_searchable([i for i in ids if i in self._table.seq_by_id], searchable)
            self._table = self._table.with_searchable(ids, searchable)
            # Neighbours' keyword documents depend on this flag (keyword_epoch moved): the
            # successors of the changed episodes are rewritten in place.
            self._life.kw_epoch = self._life.keyword_epoch()
            seq_of = self._table.seq_by_id
            self._keyword.follow_flags([seq_of[i] for i in ids if i in seq_of], self._life.kw_epoch)
            self._life.mark_synced()
            return changed

    def set_sensitivity(self, ids: Sequence[str], sensitivity: Sensitivity | str | int) -> int:
        """Flag stored episodes ``PUBLIC``, ``PRIVATE`` or ``SECRET`` — the one way to *lower*
        a sensitivity (an import only ever raises it: :meth:`add_episodes`). Returns how many
        episodes changed; ids not stored are ignored. Searches, the pack and the keyword
        documents of their neighbours follow at once, as after :meth:`set_searchable`."""
        level = Sensitivity.parse(sensitivity)
        with self._writing():
            self._sync()
            stored = self._rows.existing_ids(self.namespace, list(dict.fromkeys(ids)))
            flags = [
                (i, int(level), e.searchable)
                for i, e in stored.items()
                if e.sensitivity is not level
            ]
            if flags:
                self._rows.write_episodes(self.namespace, [], flags)
                self._extend_indexes([], [], flags)
                self._vector.set_flags(flags)
                self._keyword.save()
            self._life.mark_synced()
            return len(flags)

    def reconcile(self) -> int:
        """Check the vector index against SQLite and finish or repair what disagrees; returns
        the episodes (re-)embedded. Counted (Chroma must hold every indexed episode) and
        checked (a few stored vectors must find themselves)."""
        self._check_open()
        if self.readonly:
            return 0
        with self._writing():
            indexed = self._rows.count(self.namespace, vector_indexed=True)
            sample = self._rows.sample(self.namespace, SELF_CHECK_SAMPLES)
            have, why = self._vector.held(indexed, sample)
            if have < indexed:
                # Chroma lost vectors SQLite says it has (e.g. its folder was deleted).
                present = self._vector.all_ids()
                missing = [
                    r.seq
                    for r in self._rows.iter_episodes(self.namespace)
                    if r.episode.id not in present
                ]
                self._life.note(
                    f"Chroma held {have} vectors for {indexed} indexed episodes; "
                    f"re-embedding {len(missing)}"
                )
                self._rows.reset_vector_state(self.namespace, missing)
            elif why is not None:
                self._life.note(f"vector index failed its self-check ({why}); rebuilt from SQLite")
                self._vector.recreate()
                self._rows.reset_vector_state(self.namespace)
            done = self._retry_pending()
            self._life.mark_synced()
            return done

    def reindex(self, embedder: Embeddings | str, *, progress: Progress | None = None) -> list[str]:
        """Re-embed every episode with another model (or the same: a fresh build) and make it
        the store's embedder. Returns the ids of the episodes whose own vector does not find
        itself among its 10 nearest neighbours afterwards (HNSW is approximate: usually none),
        so a caller can say which are hard to find by their own text."""
        with self._writing():
            lost = self._vector.reindex(embedder, progress)
            if lost:
                log.warning(
                    "%s: after reindex, %d of %d episodes do not find themselves among their "
                    "10 nearest vectors: %s",
                    self.label,
                    len(lost),
                    self._rows.count(self.namespace),
                    ", ".join(lost[:10]),
                )
            return lost

    # -- reading --------------------------------------------------------------------------
    def _check_open(self) -> None:
        self._life.check_open()

    @staticmethod
    def _check_k(k: int) -> None:
        if not isinstance(k, int) or isinstance(k, bool) or k < 0:
            raise QueryError(f"k must be a whole number >= 0, got {k!r}")

    @staticmethod
    def check_query(text: str, *, name: str = "query") -> str:
        """``text`` if it is searchable: a non-empty string of valid Unicode (no unpaired
        surrogates: they cannot be stored) within ``MAX_QUERY_CHARS``; else a QueryError that
        names the argument ``name``."""
        if not isinstance(text, str):
            raise QueryError(f"{name} must be a string, not {type(text).__name__}")
        if not text.strip():
            raise QueryError(f"{name} is empty; give some text to search for")
        if len(text) > MAX_QUERY_CHARS:
            raise QueryError(
                f"{name} is {len(text):,} characters; the limit is {MAX_QUERY_CHARS:,}"
            )
        if problem := unicode_problem(text):
            raise QueryError(f"{name} {problem}")
        return text

    def warm_up(self) -> None:
        """Load the embedding model (~1 s) and the tokenizer's dictionary (Sudachi ~0.1 s)
        now, so the first query does not pay for them."""
        self._vector.embed_query("warm up")
        self.tokenizer.warm_up()

    def embed_query(self, text: str) -> np.ndarray:
        """The query vector (exposed so one embedding can serve several searches)."""
        return self._vector.embed_query(self.check_query(text))

    def search_keyword(
        self,
        text: str,
        *,
        k: int = 20,
        filters: SearchFilters | None = None,
        stopwords: bool = True,
        drop_speakers: bool = False,
        max_df: float | None = None,
        **filter_kw: Any,
    ) -> list[SearchHit]:
        """BM25 top-``k``; filter keywords are those of :meth:`SearchFilters.of`.

        ``stopwords=True`` drops English function words from the query (not from the index);
        ``drop_speakers=True`` drops the speakers' names (:meth:`speaker_terms`) and
        ``max_df`` the tokens in more than that share of the episodes (:meth:`query_tokens`),
        each unless the query holds nothing else.
        """
        self._check_open()
        self._check_k(k)
        flt = filters or SearchFilters.of(**filter_kw)
        return self.search_keywords(
            [text],
            k=k,
            filters=flt,
            stopwords=stopwords,
            drop_speakers=drop_speakers,
            max_df=max_df,
        )[0]

    def search_keywords(
        self,
        texts: Sequence[str],
        *,
        k: int | Sequence[int] = 20,
        filters: SearchFilters | None = None,
        stopwords: bool = True,
        drop_speakers: bool = False,
        max_df: float | None = None,
    ) -> list[list[SearchHit]]:
        """:meth:`search_keyword` for several queries with the same filters, in one pass.

        ``k`` is one number for every query or one per query. The queries' shared terms are
        scored once and their episodes read in one SQLite query; each list is exactly what
        :meth:`search_keyword` returns for that query alone.
        """
        lists = self.search_keyword_lists(
            texts,
            k=k,
            filters=filters,
            stopwords=stopwords,
            drop_speakers=drop_speakers,
            max_df=max_df,
        )
        return [hits for hits, _ in lists]

    def search_keyword_lists(
        self,
        texts: Sequence[str],
        *,
        k: int | Sequence[int] = 20,
        filters: SearchFilters | None = None,
        stopwords: bool = True,
        drop_speakers: bool = False,
        max_df: float | None = None,
    ) -> list[tuple[list[SearchHit], float]]:
        """:meth:`search_keywords`, each list with its query's :meth:`keyword_score_bound`
        (from the same tokens: every query is tokenized once)."""
        self._check_open()
        ks = list(k) if isinstance(k, Sequence) else [k] * len(texts)
        if len(ks) != len(texts):
            raise QueryError(f"got {len(ks)} values of k for {len(texts)} queries")
        for one in ks:
            self._check_k(one)
        _check_max_df(max_df)
        self._refresh()
        flt = filters or SearchFilters()
        table = self._table
        tokens = [
            self._query_tokens(
                self.check_query(t), stopwords=stopwords, drop_speakers=drop_speakers, max_df=max_df
            )
            for t in texts
        ]
        found = self._keyword.search_many(tokens, ks, lambda keys: table.allow(keys, flt))
        episodes = self._rows.episodes_by_seq(list({m.key: None for row in found for m in row}))
        keyword = self._keyword
        return [
            (
                [
                    SearchHit(e.id, e.text, float(m.score), "keyword", e.occurred_at, rank, e)
                    for rank, m in enumerate(matches)
                    if (e := episodes.get(m.key)) is not None
                ],
                keyword.score_bound(query),
            )
            for matches, query in zip(found, tokens, strict=True)
        ]

    def tokenize(self, text: str, *, stopwords: bool = False) -> list[str]:
        """``text`` as the keyword index sees it (this store's tokenizer); ``stopwords=True``
        drops English function words, as the searches do for their queries."""
        return self._keyword.tokenize(text, stopwords=stopwords)

    def keyword_score_bound(
        self,
        text: str,
        *,
        stopwords: bool = True,
        drop_speakers: bool = False,
        max_df: float | None = None,
    ) -> float:
        """The highest BM25 score any episode could reach for ``text`` (0 if no token is
        indexed): :meth:`search_keyword` scores divided by it are comparable across queries.
        ``stopwords``, ``drop_speakers`` and ``max_df`` as in :meth:`search_keyword`."""
        self._refresh()
        _check_max_df(max_df)
        tokens = self._query_tokens(
            text, stopwords=stopwords, drop_speakers=drop_speakers, max_df=max_df
        )
        return self._keyword.score_bound(tokens)

    def search_keyword_sessions(
        self,
        text: str,
        *,
        k: int = 10,
        filters: SearchFilters | None = None,
        pool: int = 1000,
        stopwords: bool = True,
        drop_speakers: bool = False,
        max_df: float | None = None,
    ) -> tuple[list[SearchHit], float]:
        """The ``k`` sessions whose episodes together match ``text`` best, each as its best
        matching episode with the session's score; and the bound of those scores.

        The score is the BM25 evidence spread over a session, each query term counted at its
        best episode (:meth:`SparseBM25.top_groups`; the sessions of the ``pool`` best
        episodes are scored; the bound is :meth:`keyword_score_bound`). Only episodes passing
        ``filters`` count (a hidden
        episode adds nothing to its session's score). Episodes without a session are not
        listed. ``stopwords``, ``drop_speakers`` and ``max_df`` as in :meth:`search_keyword`.
        """
        self._check_open()
        self._check_k(k)
        _check_max_df(max_df)
        self._refresh()
        flt = filters or SearchFilters()
        table = self._table
        tokens = self._query_tokens(
            self.check_query(text), stopwords=stopwords, drop_speakers=drop_speakers, max_df=max_df
        )
        found = self._keyword.top_groups(
            tokens,
            k,
            groups=table.session_codes,
            allow=lambda keys: table.allow(keys, flt),
            pool=pool,
        )
        return self._group_hits(found), self._keyword.score_bound(tokens)

    def _group_hits(self, found: Sequence[GroupMatch]) -> list[SearchHit]:
        """Sessions found by the keyword index, as their best episodes with the session score."""
        episodes = self._rows.episodes_by_seq([m.key for m in found])
        return [
            SearchHit(e.id, e.text, m.score, "keyword", e.occurred_at, rank, e)
            for rank, m in enumerate(found)
            if (e := episodes.get(m.key)) is not None
        ]

    def session_neighbours(
        self, ids: Sequence[str], *, filters: SearchFilters | None = None
    ) -> dict[str, tuple[Episode | None, Episode | None]]:
        """Per episode id: the episodes stored just before and just after it in its session,
        each only if it passes ``filters`` (a search's filters: a neighbour the search could
        not return is None). Episodes without a session, or not stored, have none.

        The conversation's continuity as a candidate source (design §sources): a reply found
        by its question's words, or the question by its reply's.
        """
        self._check_open()
        self._refresh()
        table, flt = self._table, filters or SearchFilters()
        pairs: dict[str, tuple[int | None, int | None]] = {}
        for id_ in dict.fromkeys(ids):
            found = table.seq_and_session(id_)
            if found is None or not found[1]:
                continue
            pairs[id_] = self._rows.session_neighbour_seqs(self.namespace, found[1], found[0])
        seqs = np.asarray(
            sorted({s for pair in pairs.values() for s in pair if s is not None}), dtype=np.int64
        )
        visible = set(seqs[table.allow(seqs, flt)].tolist()) if seqs.size else set()
        episodes = self._rows.episodes_by_seq(sorted(visible))

        def seen(seq: int | None) -> Episode | None:
            return episodes.get(seq) if seq is not None and seq in visible else None

        return {id_: (seen(before), seen(after)) for id_, (before, after) in pairs.items()}

    def keyword_rarity(self, text: str) -> tuple[int, int]:
        """(documents containing the rarest token of ``text``, documents in the index).

        A phrase is distinctive in this memory when even its rarest token is in few episodes.
        """
        self._refresh()
        return self._keyword.rarity(text)

    def keyword_idf(self, tokens: Sequence[str]) -> dict[str, float]:
        """Each of ``tokens`` (already tokenized: :meth:`tokenize`) with its BM25 idf in this
        memory — the weight the keyword search scores it with, floored as there when
        negative; a token no episode holds gets the highest idf, that of no document."""
        self._check_open()
        self._refresh()
        return self._keyword.idf(tokens)

    def search_vector(
        self,
        text: str | None = None,
        *,
        k: int = 20,
        vector: np.ndarray | None = None,
        filters: SearchFilters | None = None,
        min_similarity: float | None = None,
        over_fetch_limit: int = 400,
        **filter_kw: Any,
    ) -> list[SearchHit]:
        """Cosine top-``k`` from Chroma; pass ``vector`` to reuse an embedding.

        Filters are applied in memory to at most ``over_fetch_limit`` nearest neighbours, so a
        filter that excludes most of the store returns fewer than ``k`` hits instead of scanning.

        ``min_similarity`` drops hits below that cosine similarity (an absolute floor: nearest
        neighbours always exist, even for a question the memory knows nothing about).
        """
        self._check_open()
        self._check_k(k)
        if vector is None:
            if text is None:
                raise QueryError("search_vector needs text or vector")
            vector = self.embed_query(text)
        return self.search_vectors(
            vector[None, :],
            k=k,
            filters=filters or SearchFilters.of(**filter_kw),
            min_similarity=min_similarity,
            over_fetch_limit=over_fetch_limit,
        )[0]

    def search_vectors(
        self,
        vectors: np.ndarray,
        *,
        k: int = 20,
        filters: SearchFilters | None = None,
        min_similarity: float | None = None,
        over_fetch_limit: int = 400,
    ) -> list[list[SearchHit]]:
        """:meth:`search_vector` for several query vectors in one Chroma call."""
        self._check_open()
        self._check_k(k)
        self._refresh()
        out = self._vector.search(
            vectors,
            k=k,
            table=self._table,
            filters=filters or SearchFilters(),
            min_similarity=min_similarity,
            over_fetch_limit=over_fetch_limit,
        )
        episodes = self._rows.episodes_by_seq([s for row in out for s, _ in row])
        return [
            [
                SearchHit(e.id, e.text, sim, "vector", e.occurred_at, rank, e)
                for rank, (s, sim) in enumerate(row)
                if (e := episodes.get(s)) is not None
            ]
            for row in out
        ]

    def get(self, id: str) -> Episode:
        """The episode with this id; ``KeyError`` naming the id and namespace if absent."""
        self._check_open()
        found = self._rows.existing_ids(self.namespace, [id])
        if id not in found:
            raise KeyError(f"no episode {id!r} in namespace {self.namespace!r} of {self.label}")
        return found[id]

    def get_many(self, ids: Sequence[str]) -> list[Episode]:
        self._check_open()
        found = self._rows.existing_ids(self.namespace, list(ids))
        return [found[i] for i in ids if i in found]

    @property
    def timezone(self) -> str:
        """This namespace's IANA zone: the last one an ingest named (``default_tz``), or the one
        its first log's timestamps all stated (``+09:00`` everywhere: ``Etc/GMT-9``); else the
        first zone named in the folder; else ``UTC``. The model and the tools show times in it,
        and "last week" begins in it, unless the configuration says otherwise
        (``RetrievalConfig.timezone``)."""
        return self._rows.timezone(self.namespace)

    def __len__(self) -> int:
        if not self._life.closed:
            self._refresh()
        return len(self._table)

    def oldest_occurred_at(self) -> int | None:
        """Epoch seconds of the oldest episode (``None`` when empty)."""
        table = self._table
        return int(table.occurred_at.min()) if len(table) else None

    def __contains__(self, id: object) -> bool:
        if not self._life.closed:
            self._refresh()
        return isinstance(id, str) and id in self._table.seq_by_id

    def hidden_ids(self, ids: Iterable[str]) -> set[str]:
        """Of ``ids``, those no search returns: not stored in this namespace (deleted) or
        unsearchable (forgotten). From the in-memory filter table: no SQLite read."""
        self._check_open()
        self._refresh()
        return self._table.hidden(ids)

    def recent_episodes(
        self,
        *,
        until: int,
        days: float,
        limit: int,
        max_sensitivity: Sensitivity | str = Sensitivity.PRIVATE,
    ) -> list[Episode]:
        """The newest ``limit`` searchable episodes within ``days`` before ``until`` (epoch
        seconds, inclusive), at or under ``max_sensitivity``, newest first. Chosen from the
        in-memory filter table; only the chosen rows are read from SQLite."""
        self._check_open()
        self._check_k(limit)
        self._refresh()
        table = self._table
        ceiling = Sensitivity.parse(max_sensitivity)
        since = until - int(days * 86400)
        mask = (
            table.searchable
            & (table.sensitivity <= int(ceiling))
            & (table.occurred_at <= until)
            & (table.occurred_at >= since)
        )
        picked = np.flatnonzero(mask)
        if len(picked) > limit:
            newest = np.argsort(-table.occurred_at[picked], kind="stable")[:limit]
            picked = picked[newest]
        seqs = table.seqs[picked].tolist()
        found = self._rows.episodes_by_seq(seqs)
        episodes = [found[s] for s in seqs if s in found]
        return sorted(episodes, key=lambda e: (-e.occurred_at, e.id))

    def sensitive_ids(self, ids: Iterable[str], *, max_sensitivity: Sensitivity | str) -> set[str]:
        """Of ``ids``, the stored ones more sensitive than ``max_sensitivity``, by their
        current flags (what was derived from them must not reach a pack with that ceiling)."""
        self._check_open()
        self._refresh()
        return self._table.above(ids, Sensitivity.parse(max_sensitivity))

    def stats(self) -> StoreStats:
        self._check_open()
        self._refresh()
        disk = sum(p.stat().st_size for p in self.path.rglob("*") if p.is_file())
        return StoreStats(
            path=self.label,
            namespace=self.namespace,
            embedder=self.embedder_id,
            dimensions=self.dimensions,
            episodes=self._rows.count(self.namespace),
            # Live documents: a deleted episode's posting stays until compaction, unsearchable.
            keyword_docs=self._keyword.live_docs(),
            vector_docs=self._vector.count(),
            vector_pending=self._rows.count(self.namespace, vector_indexed=False),
            namespaces=self._rows.namespaces(),
            disk_bytes=disk,
            readonly=self.readonly,
            repairs=tuple(self.repairs),
            tokenizer=self.tokenizer.spec,
            timezone=self.timezone,
        )

    @property
    def db(self) -> StoreRows:
        """The underlying rows (retrieval runs are stored there too): the SQLite database in
        the folder, or the PostgreSQL tables."""
        return self._rows

    @property
    def derived(self) -> DerivedMemory:
        """The derived memory of this store (entities, facts, open loops, summaries,
        relationship state) beside its rows (``derived.sqlite3`` in a folder, tables of the
        store's schema in PostgreSQL), opened on first use. Its methods
        take the namespace as a keyword: pass ``namespace=store.namespace``."""
        self._check_open()
        if self._derived is None:
            with self._life.thread_lock():
                if self._derived is None:
                    self._derived = self._open_derived()
        return self._derived

    def _open_derived(self) -> DerivedMemory:
        return self._backend.open_derived()

    # -- removal (for the LangGraph BaseStore adapter, langgraph_store.py) ------------------
    def delete_episodes(self, ids: Sequence[str]) -> int:
        """Delete episodes for good; returns how many were stored.

        A deleted exchange (not an ``OmoideStore`` item, whose key a later put may use again)
        leaves tombstones: no later import stores it again, under its id or another one
        (:meth:`add_episodes`); :meth:`set_searchable` ``(ids, True)`` removes them.

        The SQLite rows go first (the source of truth), then the vectors; the filter table is
        rebuilt without them, so no search returns them again. The keyword index keeps a dead
        posting (its seq is never reused: AUTOINCREMENT) until dead postings pass
        ``keyword_index.COMPACT_DEAD_FRACTION`` of it; then it is rebuilt from SQLite.
        """
        # Under the store-wide lock (other processes' writers wait), and with the generation
        # bumped in the deleting transaction: every other process's next read reloads its
        # filter table and vectors, so none counts or serves a deleted episode (26.11).
        with self._writing():
            self._sync()
            stored = self._rows.existing_ids(self.namespace, list(ids))
            found = list(stored)
            if not found:
                return 0
            self._rows.forget(self.namespace, _tombstones(stored.values()))
            self._rows.delete_episodes(self.namespace, found)
            self._vector.delete(found)
            self._table = load_table(self._rows, self.namespace)
            self._keyword.compact_if_needed()
            self._life.mark_synced()
            return len(found)
