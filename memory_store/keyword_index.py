"""The keyword index: exact BM25Okapi over script-aware tokens, persisted beside the database.

The file records the highest SQLite seq it covers; on open, rows added after it (an ingest that
died before the index was saved) are added, and a missing or unreadable file is rebuilt from
SQLite. The index is therefore never silently behind the database.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

from .bm25 import BM25Match, SparseBM25
from .db import Database
from .errors import StoreError
from .records import Episode
from .tokenize import tokenize

__all__ = ["TOKENIZER_VERSION", "KeywordIndex"]

# Part of the index file name: a tokenizer change makes old files stale, and they are rebuilt.
TOKENIZER_VERSION = "t2"  # t2: Snowball stemming of ASCII words

log = logging.getLogger(__name__)


class KeywordIndex:
    def __init__(self, path: Path, bm25: SparseBM25) -> None:
        self.path = path
        self.bm25 = bm25
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
        index = cls(path, bm25 or SparseBM25())
        behind = index.bm25.max_key if len(index.bm25) else 0
        missing = list(db.iter_episodes(namespace, after_seq=behind))
        if missing:
            if bm25 is not None:
                log.info("keyword index is %d episodes behind SQLite; catching up", len(missing))
            index.add([r.seq for r in missing], [r.episode for r in missing])
            index.save()
        return index

    def add(self, seqs: Sequence[int], episodes: Sequence[Episode]) -> None:
        if seqs:
            self.bm25.add(list(seqs), [tokenize(e.text) for e in episodes])
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
