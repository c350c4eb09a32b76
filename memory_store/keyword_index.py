"""The keyword index: exact BM25Okapi over script-aware tokens, persisted beside the database.

The file records the highest SQLite seq it covers; on open, rows added after it (an ingest that
died before the index was saved) are added, and a missing or unreadable file is rebuilt from
SQLite. The index is therefore never silently behind the database.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

from .bm25 import BM25Match, SparseBM25
from .db import Database, EpisodeRow
from .errors import StoreError
from .records import Episode
from .tokenize import tokenize

__all__ = ["TOKENIZER_VERSION", "KeywordIndex", "keyword_document"]

# Part of the index file name: a tokenizer change makes old files stale, and they are rebuilt.
# t2: Snowball stemming of ASCII words; t3: documents carry their preceding episode.
TOKENIZER_VERSION = "t3"


def keyword_document(episode: Episode, previous: Episode | None) -> str:
    """What BM25 indexes for an episode: its own text twice, then the episode before it in the
    same session. A reply like "yes, last weekend" is found by the words of the question it
    answers (LoCoMo dev, BM25 evidence recall@10: 0.786 -> 0.841). Only the *preceding*
    episode, so an episode's document never changes once written (the index is append-only).
    """
    own = episode.text
    return f"{own}\n{own}\n{previous.text}" if previous is not None else f"{own}\n{own}"


log = logging.getLogger(__name__)


_REBUILD_CHUNK = 20_000


def _chunks(rows: Iterator[EpisodeRow], size: int) -> Iterator[list[EpisodeRow]]:
    chunk: list[EpisodeRow] = []
    for row in rows:
        chunk.append(row)
        if len(chunk) >= size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def _remove_stale_versions(path: Path) -> None:
    """Index files of older tokenizer versions are dead weight (tens of MB at 100k)."""
    stem = path.name.removesuffix(f".{TOKENIZER_VERSION}.npz")
    for old in path.parent.glob(f"{stem}.t*.npz"):
        if old != path:
            old.unlink(missing_ok=True)


class KeywordIndex:
    def __init__(self, path: Path, bm25: SparseBM25, db: Database, namespace: str) -> None:
        self.path = path
        self.bm25 = bm25
        self._db = db
        self._namespace = namespace
        self._dirty = False

    @classmethod
    def open(cls, path: Path, db: Database, namespace: str) -> KeywordIndex:
        bm25: SparseBM25 | None = None
        if not path.exists() and db.count(namespace):
            log.warning("keyword index %s is missing; rebuilding it from SQLite", path)
        if path.exists():
            try:
                bm25 = SparseBM25.load(path)
            except StoreError as exc:
                log.warning("%s; rebuilding the keyword index from SQLite", exc)
        db_max = db.max_seq(namespace)
        if bm25 is not None and bm25.max_key > db_max:
            log.warning("keyword index %s is ahead of the database; rebuilding it", path)
            bm25 = None
        index = cls(path, bm25 or SparseBM25(), db, namespace)
        behind = index.bm25.max_key if len(index.bm25) else 0
        added = 0
        # In chunks: a 100k-episode rebuild in one add peaks at ~2 GB.
        for chunk in _chunks(db.iter_episodes(namespace, after_seq=behind), _REBUILD_CHUNK):
            index.add([r.seq for r in chunk], [r.episode for r in chunk])
            added += len(chunk)
        if added:
            if bm25 is not None:
                log.info("keyword index was %d episodes behind SQLite; caught up", added)
            index.save()
        _remove_stale_versions(path)
        return index

    def add(self, seqs: Sequence[int], episodes: Sequence[Episode]) -> None:
        """Index episodes (given in seq order) with their preceding same-session episode."""
        if not seqs:
            return
        last: dict[str, Episode | None] = {}
        docs = []
        for seq, ep in zip(seqs, episodes, strict=True):
            sid = ep.session_id
            if not sid:
                previous = None
            elif sid in last:
                previous = last[sid]
            else:
                previous = self._db.previous_in_session(self._namespace, sid, seq)
            docs.append(tokenize(keyword_document(ep, previous)))
            if sid:
                last[sid] = ep
        self.bm25.add(list(seqs), docs)
        self._dirty = True

    def save(self) -> None:
        if self._dirty:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.bm25.save(self.path)
            self._dirty = False

    def __len__(self) -> int:
        return len(self.bm25)

    def search(
        self,
        tokens: Sequence[str],
        k: int,
        allow: Callable[[NDArray[np.int64]], NDArray[np.bool_]] | None = None,
    ) -> list[BM25Match]:
        return self.bm25.top_k(tokens, k, allow=allow)
