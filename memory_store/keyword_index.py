"""The keyword index: exact BM25Okapi over script-aware tokens, persisted beside the database.

SQLite is the truth; this index is derived from it and checked against it:

* the file name carries the tokenizer version, the tokenizer (``bm25.t5.e0.npz`` for
  bigrams, ``bm25.t5-sudachi-c-content-sudachipy0.7.0-sudachidict-core20261015.e0.npz`` for
  Sudachi words: an analyser or dictionary upgrade changes words) and the store's
  ``keyword_epoch`` (bumped when a sensitivity or searchable flag changes, which changes
  neighbours' documents): a file of another version, tokenizer or epoch is stale and the index
  is rebuilt from SQLite, so tokens of two tokenizers never meet in one index;
* on open the loaded index must hold exactly the namespace's seqs (counted, then compared):
  rows after its highest seq are added, anything else (rows missing below it, rows SQLite does
  not have) is repaired by a rebuild, and the repair is logged and reported;
* :meth:`KeywordIndex.catch_up` adds rows other processes committed since (their seqs are
  always above ours: every writer inserts under the store's cross-process lock after catching
  up, see ``store.py``).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

from .bm25 import BM25Match, SparseBM25
from .db import EpisodeRow
from .episodes import EpisodeRows
from .errors import StoreError
from .records import Episode
from .tokenize import DEFAULT_TOKENIZER, Tokenizer, make_tokenizer

__all__ = [
    "COMPACT_DEAD_FRACTION",
    "TOKENIZER_VERSION",
    "KeywordIndex",
    "keyword_document",
    "keyword_tokens",
    "should_compact",
]

# Part of the index file name: a tokenizer change makes old files stale, and they are rebuilt.
# t2: Snowball stemming of ASCII words; t3: documents carry their preceding episode;
# t4: ...only when that episode is searchable and no more sensitive than the document's own;
# t5: format characters (zero-width space, soft hyphen, joiners, bidi marks) dropped before
# tokenizing, so an index built before is rebuilt rather than left with split words.
TOKENIZER_VERSION = "t5"


def may_carry(previous: Episode, episode: Episode) -> bool:
    """Whether ``episode``'s document may include ``previous``'s words: never those of a hidden
    episode, nor of one more sensitive (a search allowed to see ``episode`` must not match the
    words of a SECRET neighbour it is not allowed to see)."""
    return previous.searchable and previous.sensitivity <= episode.sensitivity


def keyword_document(episode: Episode, previous: Episode | None) -> str:
    """What BM25 indexes for an episode: its own text twice, then the episode before it in the
    same session. A reply like "yes, last weekend" is found by the words of the question it
    answers (LoCoMo dev, BM25 evidence recall@10: 0.786 -> 0.841). Only the *preceding*
    episode, and only when :func:`may_carry` allows it.
    """
    own = episode.text
    if previous is not None and may_carry(previous, episode):
        return f"{own}\n{own}\n{previous.text}"
    return f"{own}\n{own}"


def keyword_tokens(
    tokenizer: Tokenizer,
    episode: Episode,
    previous: Episode | None,
    known: dict[str, list[str]] | None = None,
) -> list[str]:
    """``tokenizer(keyword_document(episode, previous))``, tokenizing each text once: a line
    break ends every token, so the document's tokens are its parts' tokens, concatenated (a
    word segmenter costs ~5x bigrams; this divides the cost of a document by about three).

    ``known`` maps episode ids to their text's tokens: it is read for ``previous`` and gets
    ``episode``'s, so a batch in session order tokenizes every text once.
    """
    known = {} if known is None else known
    own = known.get(episode.id)
    if own is None:
        own = known[episode.id] = tokenizer(episode.text)
    if previous is None or not may_carry(previous, episode):
        return own + own
    before = known.get(previous.id)
    if before is None:
        before = tokenizer(previous.text)
    return own + own + before


log = logging.getLogger(__name__)


_REBUILD_CHUNK = 20_000

# Deleting an episode leaves its posting in the BM25 index (searches never return it: the
# filter table no longer has its seq), but it still counts in the corpus statistics (document
# count, document frequencies, average length) and in memory. Once dead postings are this share
# of the index, it is rebuilt from SQLite: one rebuild per fifth of the index deleted keeps the
# cost per delete constant, and the statistics within a fifth of the live corpus.
COMPACT_DEAD_FRACTION = 0.2


def should_compact(indexed: int, live: int, max_dead_fraction: float) -> bool:
    """Whether an index of ``indexed`` documents, ``live`` of them still in SQLite, is worth
    rebuilding (its dead postings exceed ``max_dead_fraction`` of it)."""
    return indexed > 0 and (indexed - live) > max_dead_fraction * indexed


def _chunks(rows: Iterator[EpisodeRow], size: int) -> Iterator[list[EpisodeRow]]:
    chunk: list[EpisodeRow] = []
    for row in rows:
        chunk.append(row)
        if len(chunk) >= size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def index_path(folder: Path, stem: str, epoch: int, tokenizer: str = "bigram") -> Path:
    """The index file of ``tokenizer`` (its :attr:`Tokenizer.index_tag`) at keyword ``epoch``.
    Bigram files keep the name they had before tokenizers could be chosen, so existing stores
    are not rebuilt."""
    version = TOKENIZER_VERSION if tokenizer == "bigram" else f"{TOKENIZER_VERSION}-{tokenizer}"
    return folder / f"{stem}.{version}.e{epoch}.npz"


def _remove_stale_versions(path: Path, stem: str) -> None:
    """Index files of older tokenizer versions or epochs are dead weight (tens of MB at 100k)."""
    for old in path.parent.glob(f"{stem}.t*.npz"):
        if old != path:
            old.unlink(missing_ok=True)


class KeywordIndex:
    def __init__(
        self,
        path: Path,
        bm25: SparseBM25,
        db: EpisodeRows,
        namespace: str,
        tokenizer: Tokenizer | None = None,
    ) -> None:
        self.path = path
        self.bm25 = bm25
        self.tokenizer = tokenizer or make_tokenizer(DEFAULT_TOKENIZER)
        self._db = db
        self._namespace = namespace
        self._dirty = False
        self.repairs: list[str] = []

    @classmethod
    def from_sqlite(
        cls, path: Path, db: EpisodeRows, namespace: str, tokenizer: Tokenizer | None = None
    ) -> KeywordIndex:
        """A new index of every episode of ``namespace`` in SQLite (not yet saved)."""
        index = cls(path, SparseBM25(), db, namespace, tokenizer)
        index.catch_up()
        return index

    @classmethod
    def open(
        cls,
        folder: Path,
        stem: str,
        db: EpisodeRows,
        namespace: str,
        tokenizer: Tokenizer | None = None,
    ) -> KeywordIndex:
        """Load the index for the store's current keyword epoch and ``tokenizer``, check it
        against SQLite and repair it (catch up, or rebuild) when it disagrees. An index of
        another tokenizer is stale: this one is built from SQLite and replaces it."""
        tokenizer = tokenizer or make_tokenizer(DEFAULT_TOKENIZER)
        path = index_path(
            folder, stem, db.counter("keyword_epoch", namespace), tokenizer.index_tag()
        )
        if path.is_dir() or (path.parent.exists() and not path.parent.is_dir()):
            bad = path if path.is_dir() else path.parent
            raise StoreError(
                f"{bad} is in the way of the keyword index (a folder where a file belongs, or "
                "the reverse); move it aside and the index is rebuilt from the store's rows"
            )
        bm25: SparseBM25 | None = None
        repairs: list[str] = []
        n_db = db.count(namespace)
        if path.exists():
            try:
                bm25 = SparseBM25.load(path)
            except StoreError as exc:
                log.warning("%s; rebuilding the keyword index from the store's rows", exc)
                repairs.append(f"keyword index unreadable ({exc}); rebuilt")
        elif n_db and not list(folder.glob(f"{stem}.t*.npz")):
            if getattr(db, "local_files_are_cache", False):  # PgRows: a URL store's rows
                # A replica's cache folder: an empty one is normal (a new host, a lost disk).
                log.info("keyword index %s not cached here; building it from the rows", path)
            else:
                log.warning("keyword index %s is missing; rebuilding it from SQLite", path)
                repairs.append("keyword index file was missing; rebuilt")
        elif n_db:  # an older tokenizer version, another tokenizer or keyword epoch: stale
            log.info("keyword index %s is stale; building it from the store's rows", path)
        index = cls(path, bm25 or SparseBM25(), db, namespace, tokenizer)
        behind = index.catch_up()
        if bm25 is not None and behind:
            log.info("keyword index was %d episodes behind SQLite; caught up", behind)
            repairs.append(f"keyword index was {behind} episodes behind SQLite; caught up")
        if bm25 is not None and index.dead_postings() is not None:
            # Deleted episodes' postings (every live episode is there): not damage.
            index.compact_if_needed()
        elif bm25 is not None and not index.agrees():
            held = len(index.bm25)
            log.warning(
                "keyword index %s disagrees with SQLite (%d documents, %d episodes); rebuilding",
                path,
                held,
                n_db,
            )
            repairs.append(f"keyword index held {held} documents for {n_db} episodes; rebuilt")
            index = cls.from_sqlite(path, db, namespace, tokenizer)
        index.repairs = repairs
        if not db.readonly:
            index.save()
            _remove_stale_versions(path, stem)
        return index

    def agrees(self) -> bool:
        """Whether the index holds exactly the namespace's episodes (counted, then compared)."""
        keys = self.bm25.keys
        if keys.shape[0] != self._db.count(self._namespace):
            return False
        return bool(np.array_equal(np.sort(keys), np.asarray(self._db.seqs(self._namespace))))

    def dead_postings(self) -> int | None:
        """How many postings belong to deleted episodes, when the index holds every live
        episode and nothing newer than them (else ``None``: :meth:`agrees` decides)."""
        keys = self.bm25.keys
        if keys.shape[0] <= self._db.count(self._namespace):  # counted before any seq is read
            return None
        # Seqs are never reused (AUTOINCREMENT): a key SQLite no longer has, at or below the
        # highest seq it ever assigned, is a deleted episode; a key above it is a phantom (say,
        # the database was restored from an older copy), and new episodes would collide with it.
        if int(keys.max()) > self._db.assigned_seq():
            return None
        live = np.asarray(self._db.seqs(self._namespace))
        if not bool(np.isin(live, keys).all()):
            return None
        return int(keys.shape[0] - live.shape[0])

    def compact_if_needed(self, max_dead_fraction: float = COMPACT_DEAD_FRACTION) -> bool:
        """Rebuild the index from SQLite when deleted episodes' postings exceed
        ``max_dead_fraction`` of it; returns whether it did."""
        live = self._db.count(self._namespace)
        if not should_compact(len(self.bm25), live, max_dead_fraction):
            return False
        fresh = KeywordIndex.from_sqlite(self.path, self._db, self._namespace, self.tokenizer)
        self.bm25 = fresh.bm25  # one assignment: a search in flight keeps the old index
        self._dirty = True
        self.save()
        log.info("keyword index %s compacted: %d documents, dead postings dropped", self.path, live)
        return True

    def catch_up(self) -> int:
        """Add the rows SQLite holds after this index's highest seq; returns how many."""
        behind = self.bm25.max_key if len(self.bm25) else 0
        added = 0
        # In chunks: a 100k-episode rebuild in one add peaks at ~2 GB.
        for chunk in _chunks(
            self._db.iter_episodes(self._namespace, after_seq=behind), _REBUILD_CHUNK
        ):
            self.add([r.seq for r in chunk], [r.episode for r in chunk])
            added += len(chunk)
        return added

    def add(self, seqs: Sequence[int], episodes: Sequence[Episode]) -> None:
        """Index episodes (given in seq order) with their preceding same-session episode."""
        if not seqs:
            return
        last: dict[str, Episode | None] = {}
        known: dict[str, list[str]] = {}
        docs = []
        for seq, ep in zip(seqs, episodes, strict=True):
            sid = ep.session_id
            if not sid:
                previous = None
            elif sid in last:
                previous = last[sid]
            else:
                previous = self._db.previous_in_session(self._namespace, sid, seq)
            docs.append(keyword_tokens(self.tokenizer, ep, previous, known))
            if previous is not None:
                known.pop(previous.id, None)  # only a session's last episode is carried again
            if sid:
                last[sid] = ep
            else:
                known.pop(ep.id, None)
        self.bm25.add(list(seqs), docs)
        self._dirty = True

    def follow_flags(self, changed: Sequence[int], epoch: int) -> int:
        """After the searchable flag of episodes ``changed`` (seqs) moved and the store's
        keyword epoch with it: rewrite, in place, the documents that carry their words (each
        one's successor in its session, see :func:`keyword_document`) and move to the new
        epoch's file. Returns how many documents changed. Much cheaper than a rebuild (11.8 s
        at 100k episodes, BENCHMARKS.md section 6)."""
        stem = self.path.name.split(f".{TOKENIZER_VERSION}")[0]
        rows = self._db.episodes_by_seq(list(changed))
        seqs: list[int] = []
        docs: list[list[str]] = []
        for seq in sorted(rows):
            sid = rows[seq].session_id
            nxt = self._db.next_in_session(self._namespace, sid, seq) if sid else None
            if nxt is None or nxt.seq in seqs:
                continue
            previous = self._db.previous_in_session(self._namespace, sid, nxt.seq)
            seqs.append(nxt.seq)
            docs.append(keyword_tokens(self.tokenizer, nxt.episode, previous))
        self.bm25.replace(seqs, docs)
        self.path = index_path(self.path.parent, stem, epoch, self.tokenizer.index_tag())
        self._dirty = True
        self.save()
        if not self._db.readonly:
            _remove_stale_versions(self.path, stem)
        return len(seqs)

    def save(self) -> None:
        if self._dirty and not self._db.readonly:
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

    def search_many(
        self,
        queries: Sequence[Sequence[str]],
        ks: Sequence[int],
        allow: Callable[[NDArray[np.int64]], NDArray[np.bool_]] | None = None,
    ) -> list[list[BM25Match]]:
        """:meth:`search` for several queries in one pass over their shared terms."""
        return self.bm25.top_k_many(queries, ks, allow=allow)
