"""Keyword search: the BM25 index of one namespace, the tokenizer it was built with, and the
query side (stop words, speakers' names, ``max_df``).

The index (:class:`~.keyword_index.KeywordIndex`, a file beside the database) is derived from
the episode rows and caught up with them by generation: :meth:`KeywordSearch.catch_up` adds the
rows committed after its highest seq, :meth:`KeywordSearch.reopen` rebuilds it when the keyword
epoch moved (a flag change rewrote neighbours' documents). ``MemoryStore`` decides when; this
part never takes a lock nor reads the vectors.

:class:`KeywordPart` is the interface ``MemoryStore`` uses. Every search takes ``allow``, the
filter table's verdict on a batch of seqs, so the part knows nothing of filters.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Protocol

import numpy as np
from numpy.typing import NDArray

from .bm25 import BM25Match, GroupMatch, _idf
from .episodes import EpisodeRows
from .errors import StoreError
from .filters import FilterTable
from .keyword_index import KeywordIndex
from .records import ROLE_TAGS, Episode
from .stopwords import ENGLISH_STOPWORDS
from .tokenize import Tokenizer, make_tokenizer
from .vector_index import collection_name

__all__ = ["KeywordPart", "KeywordSearch", "resolve_tokenizer"]

log = logging.getLogger("omoide.memory_store.store")  # where tokenizer changes were logged

Allow = Callable[[NDArray[np.int64]], NDArray[np.bool_]]


class KeywordPart(Protocol):
    """BM25 search over one namespace's episodes, and its upkeep."""

    tokenizer: Tokenizer
    repairs: list[str]

    @property
    def index(self) -> KeywordIndex: ...

    def tokenize(self, text: str, *, stopwords: bool = False) -> list[str]: ...

    def query_tokens(
        self,
        text: str,
        *,
        stopwords: bool,
        drop_speakers: bool,
        speakers: frozenset[str],
        max_df: float | None,
    ) -> list[str]: ...

    def speaker_names(self, speakers: frozenset[str]) -> frozenset[str]: ...

    def search_many(
        self, queries: Sequence[Sequence[str]], ks: Sequence[int], allow: Allow
    ) -> list[list[BM25Match]]: ...

    def top_groups(
        self,
        tokens: Sequence[str],
        k: int,
        *,
        groups: Callable[[NDArray[np.int64]], NDArray[np.int64]],
        allow: Allow,
        pool: int,
    ) -> list[GroupMatch]: ...

    def score_bound(self, tokens: Sequence[str]) -> float: ...

    def rarity(self, text: str) -> tuple[int, int]: ...

    def idf(self, tokens: Sequence[str]) -> dict[str, float]: ...

    def add(self, seqs: Sequence[int], episodes: Sequence[Episode]) -> None: ...

    def follow_flags(self, changed: Sequence[int], epoch: int) -> int: ...

    def catch_up(self) -> int: ...

    def reopen(self) -> None: ...

    def save(self) -> None: ...

    def compact_if_needed(self) -> bool: ...

    def live_docs(self) -> int: ...


def resolve_tokenizer(
    rows: EpisodeRows,
    namespace: str,
    spec: str | None,
    *,
    default: str,
    readonly: bool,
    path: Path,
) -> Tokenizer:
    """The tokenizer to open with, recorded for the namespace (``MemoryStore``'s docstring).

    Built with: the namespace's record, else ``"bigram"`` if it has episodes (stores made
    before tokenizers could be chosen), else nothing yet. Without ``spec`` the store keeps
    what it was built with (a new namespace gets ``default``), as it keeps its embedder.
    Another ``spec`` is logged here; :meth:`KeywordIndex.open` then finds no index file for it
    and builds one from the rows (the old file is removed once saved).
    """
    recorded = rows.get_meta(f"tokenizer:{namespace}")
    built = recorded or ("bigram" if rows.count(namespace) else None)
    tokenizer = make_tokenizer(spec or built or default)
    if built is not None and built != tokenizer.spec:
        if readonly:
            raise StoreError(
                f"store {path} (namespace {namespace!r}) has a keyword index "
                f"built with tokenizer {built!r} and is read-only, so it cannot be "
                f"re-indexed with {tokenizer.spec!r}; open it with tokenizer={built!r}"
            )
        log.warning(
            "%s: namespace %r was indexed with tokenizer %r; re-indexing its keywords from "
            "SQLite with %r (vectors are kept)",
            path,
            namespace,
            built,
            tokenizer.spec,
        )
    if not readonly and recorded != tokenizer.spec:
        rows.set_meta(f"tokenizer:{namespace}", tokenizer.spec)
    return tokenizer


class KeywordSearch:
    """:class:`KeywordPart` over the BM25 file in ``<store>/keyword/``."""

    def __init__(
        self, folder: Path, rows: EpisodeRows, namespace: str, tokenizer: Tokenizer
    ) -> None:
        self._folder = folder
        self._rows = rows
        self._namespace = namespace
        self.tokenizer = tokenizer
        self._speaker_terms: tuple[frozenset[str], frozenset[str]] | None = None
        self._recent_queries: tuple[tuple[tuple[object, ...], object, tuple[str, ...]], ...] = ()
        self.repairs: list[str] = []
        self._index = self._open()

    def _open(self) -> KeywordIndex:
        index = KeywordIndex.open(
            self._folder,
            collection_name(self._namespace, "bm25"),
            self._rows,
            self._namespace,
            self.tokenizer,
        )
        self.repairs = list(index.repairs)  # this open's (the store keeps them all)
        return index

    @property
    def index(self) -> KeywordIndex:
        return self._index

    def reopen(self) -> None:
        """Load (or rebuild) the index of the current keyword epoch; repairs are added."""
        self._index = self._open()

    # -- the query side
    def tokenize(self, text: str, *, stopwords: bool = False) -> list[str]:
        return self.tokenizer(text, stopwords=ENGLISH_STOPWORDS if stopwords else frozenset())

    def speaker_names(self, speakers: frozenset[str]) -> frozenset[str]:
        """The keyword tokens of these speakers' names (``MemoryStore.speaker_terms``),
        computed again only when the filter table's set of names changed."""
        cached = self._speaker_terms
        if cached is None or cached[0] is not speakers:  # the names changed (not each add)
            terms: set[str] = set()
            for name in speakers:
                tokens = self.tokenize(name)
                if name.upper() not in ROLE_TAGS and len(name) <= 64 and len(tokens) <= 6:
                    terms.update(tokens)
            cached = (speakers, frozenset(terms))
            self._speaker_terms = cached
        return cached[1]

    def query_tokens(
        self,
        text: str,
        *,
        stopwords: bool,
        drop_speakers: bool,
        speakers: frozenset[str],
        max_df: float | None,
    ) -> list[str]:
        bm25 = self._index.bm25
        by_df = max_df is not None and max_df < 1.0
        # A turn asks for the same long query twice (the context query Q2: its lists, then
        # its sessions): the last few answers are kept, with what they depend on.
        key = (text, stopwords, speakers if drop_speakers else None, max_df if by_df else None)
        snapshot = bm25.snapshot if by_df else None  # compared by identity
        for seen, at, answer in self._recent_queries:
            if at is snapshot and seen == key:
                return list(answer)
        tokens = self.tokenize(text, stopwords=stopwords)
        if drop_speakers and tokens:
            names = self.speaker_names(speakers)
            tokens = [t for t in tokens if t not in names] or tokens
        if max_df is not None and by_df and tokens:
            limit = max_df * len(bm25)
            tokens = [t for t in tokens if bm25.document_frequency(t) <= limit] or tokens
        # Replaced whole (one assignment), so a concurrent reader sees the old or the new.
        self._recent_queries = ((key, snapshot, tuple(tokens)), *self._recent_queries[:3])
        return tokens

    # -- searching
    def search_many(
        self, queries: Sequence[Sequence[str]], ks: Sequence[int], allow: Allow
    ) -> list[list[BM25Match]]:
        return self._index.search_many(queries, ks, allow)

    def top_groups(
        self,
        tokens: Sequence[str],
        k: int,
        *,
        groups: Callable[[NDArray[np.int64]], NDArray[np.int64]],
        allow: Allow,
        pool: int,
    ) -> list[GroupMatch]:
        # A filter table is immutable (a change makes a new one): its session codes may be
        # kept for the index snapshot and read, not asked for, by the next session search.
        owner = getattr(groups, "__self__", None)
        key = (owner, getattr(groups, "__func__", None)) if isinstance(owner, FilterTable) else None
        return self._index.bm25.top_groups(
            tokens, k, groups=groups, allow=allow, pool=pool, groups_key=key
        )

    def score_bound(self, tokens: Sequence[str]) -> float:
        return self._index.bm25.score_bound(tokens)

    def rarity(self, text: str) -> tuple[int, int]:
        """(documents holding the rarest token of ``text``, documents in the index)."""
        tokens = self.tokenize(text)
        bm25 = self._index.bm25
        if not tokens:
            return 0, len(bm25)
        return min(bm25.document_frequency(t) for t in tokens), len(bm25)

    def idf(self, tokens: Sequence[str]) -> dict[str, float]:
        """Each token's BM25 idf, the one the index scores with (floored when negative); a
        token in no document gets the idf of document frequency 0, the highest there is."""
        bm25 = self._index.bm25
        n = len(bm25)
        unseen: float | None = None
        out: dict[str, float] = {}
        for token in tokens:
            if bm25.document_frequency(token) > 0:
                out[token] = bm25.score_bound([token]) / (bm25.k1 + 1.0)
            else:
                if unseen is None:
                    unseen = float(_idf(np.zeros(1, dtype=np.int64), n, bm25.epsilon)[0])
                out[token] = unseen
        return out

    # -- upkeep
    def add(self, seqs: Sequence[int], episodes: Sequence[Episode]) -> None:
        self._index.add(seqs, episodes)

    def follow_flags(self, changed: Sequence[int], epoch: int) -> int:
        return self._index.follow_flags(changed, epoch)

    def catch_up(self) -> int:
        return self._index.catch_up()

    def save(self) -> None:
        self._index.save()

    def compact_if_needed(self) -> bool:
        return self._index.compact_if_needed()

    def live_docs(self) -> int:
        """Documents of live episodes (a deleted one's posting stays until compaction)."""
        return len(self._index) - (self._index.dead_postings() or 0)


def _keyword_search(part: KeywordSearch) -> KeywordPart:
    return part  # mypy checks here that KeywordSearch implements the interface
