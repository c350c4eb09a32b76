"""Exact, incremental BM25Okapi over sparse postings.

rank-bm25's ``BM25Okapi.get_scores`` loops in Python over every document for every query token
(0.1-0.4 s per query at 100k documents, more for long queries). ``SparseBM25`` computes the same
scores (within float rounding) from term-major postings, touching only the documents that
contain a query term: 0.05-2.5 ms for the same queries.

Parity with ``rank_bm25.BM25Okapi`` (0.2.2): N counts every document, empty ones included;
avgdl = total tokens / N; idf = log(N - n + 0.5) - log(n + 0.5), and negative idfs are replaced by
epsilon * (mean idf over the whole vocabulary, taken before the replacement). A repeated query
token counts once per occurrence, an unknown one adds 0.

Postings live in a few term-major CSR "chunks" kept in size tiers (each at least twice the next),
like a log-structured merge: an add builds one small chunk and merges only comparable-sized tail
chunks, so adding one document costs milliseconds amortised, and a query reads O(log N) chunks.

Concurrency: every add builds a new immutable ``_Snapshot`` and publishes it with one attribute
assignment (writers serialise on a lock); readers just read ``self._snap`` once and never lock.
The term -> id dict is shared and append-only; ids are dense, so a reader ignores ids at or past
its snapshot's ``n_terms`` (terms a concurrent add is about to publish).
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
import tempfile
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from zipfile import BadZipFile

import numpy as np
import numpy.typing as npt

from .errors import StoreError

__all__ = ["BM25Match", "GroupMatch", "SparseBM25"]

IntArray = npt.NDArray[np.int64]
FloatArray = npt.NDArray[np.float64]
BoolArray = npt.NDArray[np.bool_]

_FORMAT_VERSION = 1
_SAMPLE_MARGIN, _SAMPLE_MIN_STEP = 2, 8  # _kth_best: bound passed by ~2k values; sample <= n/8
_LOOKUP_PER_VALUE, _LOOKUP_MIN = 4, 4096  # _index_in's table: at most this big
_TIER_RATIO = 2  # merge the last two chunks while the older one is < this x the newer one


@dataclass(frozen=True, slots=True)
class BM25Match:
    """One hit: the caller's key, its BM25 score, and its 0-based rank in the result."""

    key: int
    score: float
    rank: int


@dataclass(frozen=True, slots=True)
class GroupMatch:
    """One group (a session) found by :meth:`SparseBM25.top_groups`: its score, and its best
    matching document (the caller's key and that document's own BM25 score)."""

    group: int
    score: float
    key: int
    key_score: float
    rank: int


@dataclass(frozen=True, slots=True)
class _Chunk:
    """Term-major CSR postings: term t is in documents ``pos[indptr[t]:indptr[t+1]]`` (global
    insertion positions) with term frequencies ``tf[...]``. ``indptr`` may cover fewer terms
    than the vocabulary (terms created after the chunk have no postings in it)."""

    indptr: IntArray
    pos: IntArray
    tf: IntArray

    @property
    def nnz(self) -> int:
        return int(self.pos.shape[0])

    def to_csr(self, n_terms: int, n_docs: int) -> Any:
        pad = n_terms + 1 - self.indptr.shape[0]
        indptr = np.concatenate([self.indptr, np.full(pad, self.indptr[-1], np.int64)])
        from scipy import sparse  # loaded when an index is built, not when omoide is imported

        return sparse.csr_matrix((self.tf, self.pos, indptr), shape=(n_terms, n_docs))

    @staticmethod
    def from_csr(m: Any) -> _Chunk:
        m.sort_indices()  # postings of a term in insertion order
        return _Chunk(_frozen(m.indptr), _frozen(m.indices), _frozen(m.data))


@dataclass(frozen=True, slots=True)
class _Term:
    """One query term in one snapshot: its postings in each chunk that has some, as (insertion
    positions, score contributions)."""

    parts: list[tuple[IntArray, FloatArray]]
    postings: int


class _ContributionCache:
    """Per-snapshot cache of a term's score contributions (see ``SparseBM25._contributions``).

    A turn's queries share most of their terms, and the common terms (the expensive ones: tens
    of thousands of postings at 100k documents) recur from turn to turn. Only terms with at
    least ``_CACHE_MIN_POSTINGS`` postings are kept, and at most ``_CACHE_MAX_POSTINGS``
    postings in all (8 bytes each: 32 MB) and half the index's postings (whose positions and
    frequencies take 16 bytes each: the cache stays under a quarter of the index's memory);
    past that nothing more is added. A new snapshot
    (any add) starts empty. Reads and writes are single dict operations (safe without a lock;
    two threads may compute the same entry twice, with the same result).
    """

    __slots__ = ("entries", "groups", "postings", "scored")

    def __init__(self) -> None:
        self.entries: dict[tuple[int, int], _Term] = {}
        self.postings = 0
        # The last few queries' (positions, scores), newest first: a session search right after
        # the episode search of the same query (design §sources) scores it once. Replaced whole
        # (one assignment of an immutable tuple), so readers never see it half-updated.
        self.scored: tuple[tuple[tuple[str, ...], list[_Term], IntArray, FloatArray], ...] = ()
        # Every document's group code under the caller's key (``top_groups``'s
        # ``groups_key``): (key, codes by insertion position); the last key only.
        self.groups: tuple[object, IntArray] | None = None


_CACHE_MIN_POSTINGS = 256  # rarer terms cost less to score than to cache
_CACHE_MAX_POSTINGS = 4_000_000
# ... and at most 1/_CACHE_SHARE of the snapshot's postings: a namespace's cache stays a small
# fraction of its index (many namespaces can be open in one process).
_CACHE_SHARE = 2
# A turn's queries (Q1, Q2, the phrase pool, the about-time query): their scores are kept, at
# 100k documents ~1.5 MB a query that matches most of them.
_SCORED_QUERIES = 4


@dataclass(frozen=True, slots=True)
class _Snapshot:
    """Everything a search needs, never mutated after publication (``cache`` only memoises
    what is computed from the rest)."""

    keys: IntArray  # by insertion position
    doc_len: IntArray  # by insertion position
    chunks: tuple[_Chunk, ...]
    df: IntArray  # documents per term id
    idf: FloatArray  # per term id, epsilon floor applied
    avgdl: float
    max_key: int
    cache: _ContributionCache = field(
        default_factory=_ContributionCache, init=False, compare=False, repr=False
    )

    @property
    def n_docs(self) -> int:
        return int(self.keys.shape[0])

    @property
    def n_terms(self) -> int:
        return int(self.df.shape[0])


def _frozen(a: npt.ArrayLike) -> IntArray:
    out = np.array(a, dtype=np.int64)  # always a private copy, so nobody else can mutate it
    out.flags.writeable = False
    return out


def _idf(df: IntArray, n_docs: int, epsilon: float) -> FloatArray:
    """rank-bm25's idf, vectorised: the floor uses the mean over the whole vocabulary."""
    idf: FloatArray = np.log(n_docs - df + 0.5) - np.log(df + 0.5)
    present = df > 0  # a term whose documents were all replaced away is not in the corpus
    if present.any():
        # The mean is taken before the replacement, as rank-bm25 does.
        floor = epsilon * float(idf[present].mean())
        idf[idf < 0] = floor
    idf.flags.writeable = False
    return idf


_EMPTY = _Snapshot(
    keys=_frozen([]),
    doc_len=_frozen([]),
    chunks=(),
    df=_frozen([]),
    idf=_idf(_frozen([]), 0, 0.0),
    avgdl=0.0,
    max_key=-1,
)


class SparseBM25:
    """BM25Okapi (rank-bm25 0.2.2 semantics) over documents identified by caller-chosen int keys."""

    def __init__(self, *, k1: float = 1.5, b: float = 0.75, epsilon: float = 0.25) -> None:
        self.k1 = float(k1)
        self.b = float(b)
        self.epsilon = float(epsilon)
        self._vocab: dict[str, int] = {}
        self._snap = _EMPTY
        self._write_lock = threading.Lock()

    # ------------------------------------------------------------------ introspection

    def __len__(self) -> int:
        return self._snap.n_docs

    @property
    def keys(self) -> IntArray:
        """Keys in insertion order (read-only int64 array)."""
        return self._snap.keys

    @property
    def max_key(self) -> int:
        """Largest key added, or -1 if the index is empty."""
        return self._snap.max_key

    @property
    def vocabulary_size(self) -> int:
        return self._snap.n_terms

    # ------------------------------------------------------------------ writing

    def add(self, keys: Sequence[int], docs: Sequence[Sequence[str]]) -> None:
        """Add tokenized documents under unique int64 ``keys``.

        Raises ValueError if a key is already indexed (or repeated), or lengths differ; in that
        case nothing is added. Scores afterwards equal rank-bm25 built on the whole corpus.
        """
        new_keys = np.asarray(keys, dtype=np.int64).reshape(-1)
        if new_keys.shape[0] != len(docs):
            raise ValueError(f"got {new_keys.shape[0]} keys for {len(docs)} documents")
        if any(isinstance(d, str) for d in docs):
            raise TypeError("each document must be a sequence of tokens, not a str")
        if new_keys.shape[0] == 0:
            return
        with self._write_lock:
            old = self._snap
            self._check_new_keys(old, new_keys)
            self._snap = self._build(old, new_keys, docs)

    def replace(self, keys: Sequence[int], docs: Sequence[Sequence[str]]) -> None:
        """Give documents already indexed under ``keys`` new tokens, in place (their keys and
        insertion positions stay). Scores afterwards equal an index built from scratch on the
        changed corpus. Raises ValueError (changing nothing) for a key that is not indexed."""
        keys_arr = np.asarray(keys, dtype=np.int64).reshape(-1)
        if keys_arr.shape[0] != len(docs):
            raise ValueError(f"got {keys_arr.shape[0]} keys for {len(docs)} documents")
        if any(isinstance(d, str) for d in docs):
            raise TypeError("each document must be a sequence of tokens, not a str")
        if np.unique(keys_arr).shape[0] != keys_arr.shape[0]:
            raise ValueError("duplicate keys within one replace()")
        if keys_arr.shape[0] == 0:
            return
        with self._write_lock:
            old = self._snap
            order = np.argsort(old.keys, kind="stable")
            at = np.searchsorted(old.keys[order], keys_arr)
            found = (at < old.n_docs) & (
                old.keys[order][np.minimum(at, old.n_docs - 1)] == keys_arr
            )
            if not found.all():
                raise ValueError(f"key {int(keys_arr[~found][0])} is not in the BM25 index")
            positions = order[at]
            # Without the replaced documents' postings (their df counts go with them) ...
            kept: list[_Chunk] = []
            df = old.df.copy()
            for ch in old.chunks:
                drop = np.isin(ch.pos, positions)
                if not drop.any():
                    kept.append(ch)
                    continue
                terms = np.repeat(np.arange(ch.indptr.shape[0] - 1), np.diff(ch.indptr))
                df -= np.bincount(terms[drop], minlength=df.shape[0])[: df.shape[0]]
                counts = np.bincount(terms[~drop], minlength=ch.indptr.shape[0] - 1)
                indptr = np.concatenate([[0], np.cumsum(counts)])
                kept.append(_Chunk(_frozen(indptr), _frozen(ch.pos[~drop]), _frozen(ch.tf[~drop])))
            base = dataclasses.replace(old, chunks=tuple(kept), df=_frozen(df))
            # ... then their new postings at the same positions.
            self._snap = self._build(base, keys_arr, docs, positions=positions)

    @staticmethod
    def _check_new_keys(old: _Snapshot, new_keys: IntArray) -> None:
        if np.unique(new_keys).shape[0] != new_keys.shape[0]:
            raise ValueError("duplicate keys within one add()")
        # Keys are normally increasing row ids: then the O(N) membership test is skipped.
        if int(new_keys.min()) <= old.max_key:
            clash = new_keys[np.isin(new_keys, old.keys)]
            if clash.shape[0]:
                raise ValueError(f"key {int(clash[0])} is already in the BM25 index")

    def _build(
        self,
        old: _Snapshot,
        new_keys: IntArray,
        docs: Sequence[Sequence[str]],
        *,
        positions: IntArray | None = None,
    ) -> _Snapshot:
        """``old`` plus ``docs``: appended under ``new_keys`` or, with ``positions``, written
        at those insertion positions (whose postings the caller has removed)."""
        # New terms go to a private dict first and reach the shared vocabulary only once
        # everything else has succeeded, so a failed add leaves no orphan terms behind.
        vocab, fresh = self._vocab, dict[str, int]()
        base_terms = len(vocab)
        term_ids: list[int] = []
        lengths = np.empty(len(docs), dtype=np.int64)
        for i, doc in enumerate(docs):
            for tok in doc:
                tid = vocab.get(tok)
                if tid is None:
                    tid = fresh.setdefault(tok, base_terms + len(fresh))
                term_ids.append(tid)
            lengths[i] = len(doc)

        n_old = old.n_docs
        n_terms = base_terms + len(fresh)
        n_docs = n_old if positions is not None else n_old + len(docs)
        where = positions if positions is not None else np.arange(n_old, n_docs, dtype=np.int64)
        df = np.zeros(n_terms, dtype=np.int64)
        df[: old.n_terms] = old.df
        chunks = list(old.chunks)
        if term_ids:
            rows = np.asarray(term_ids, dtype=np.int64)
            cols = np.repeat(where, lengths)
            from scipy import sparse  # loaded with the first index, not on import

            # COO -> CSR sums repeated (term, doc) pairs into term frequencies.
            m = sparse.coo_matrix((np.ones_like(rows), (rows, cols)), shape=(n_terms, n_docs))
            chunk = _Chunk.from_csr(m.tocsr())
            df += np.diff(chunk.indptr)  # one row entry per (term, new document)
            chunks.append(chunk)
            while len(chunks) >= 2 and chunks[-2].nnz < _TIER_RATIO * chunks[-1].nnz:
                newer, older = chunks.pop(), chunks.pop()
                chunks.append(_merge((older, newer), n_terms, n_docs))

        if positions is not None:
            doc_len = old.doc_len.copy()
            doc_len[positions] = lengths
            all_keys = old.keys
        else:
            doc_len = np.concatenate([old.doc_len, lengths])
            all_keys = np.concatenate([old.keys, new_keys])
        snap = _Snapshot(
            keys=_frozen(all_keys),
            doc_len=_frozen(doc_len),
            chunks=tuple(chunks),
            df=_frozen(df),
            idf=_idf(df, n_docs, self.epsilon),
            avgdl=int(doc_len.sum()) / n_docs,
            max_key=max(old.max_key, int(new_keys.max())),
        )
        vocab.update(fresh)  # publish the new term ids just before the snapshot that uses them
        return snap

    # ------------------------------------------------------------------ searching

    @property
    def snapshot(self) -> object:
        """The index as it is now, as an opaque token to compare by identity (``is``): another
        one after any change (what a caller's memo of df-derived answers is keyed by)."""
        return self._snap

    def document_frequency(self, token: str) -> int:
        """How many documents contain ``token`` (0 if it is not in the vocabulary)."""
        snap = self._snap
        tid = self._vocab.get(token)
        return int(snap.df[tid]) if tid is not None and tid < snap.n_terms else 0

    def score_bound(self, query_tokens: Sequence[str]) -> float:
        """The supremum of any document's score for these tokens: Σ idf·(k1+1), each query
        token counted as often as it occurs (as in scoring). A raw score divided by it says, on
        an absolute 0..1 scale, how much of the query's weighted (rare) terms a document has."""
        snap = self._snap
        total = 0.0
        for tok in query_tokens:
            tid = self._vocab.get(tok)
            if tid is not None and tid < snap.n_terms:
                total += float(snap.idf[tid]) * (self.k1 + 1.0)
        return total

    def scores(self, query_tokens: Sequence[str]) -> tuple[IntArray, FloatArray]:
        """``(keys, scores)`` of exactly the documents containing at least one query token,
        in insertion order. Every other document scores 0 and is not returned."""
        snap = self._snap
        pos, scores = self._score(snap, self._terms(snap, query_tokens))
        return snap.keys[pos], scores

    def top_k(
        self,
        query_tokens: Sequence[str],
        k: int,
        *,
        allow: Callable[[IntArray], BoolArray] | None = None,
    ) -> list[BM25Match]:
        """The ``k`` best matching documents, by score descending, ties in insertion order.

        ``allow`` gets keys of matching documents and returns a boolean mask of those that may
        be returned (filters); it is applied before the cut to ``k``. It must answer for each
        key on its own: :meth:`top_k_many` may ask it about every document at once.
        """
        return self.top_k_many([query_tokens], [k], allow=allow)[0]

    def top_k_many(
        self,
        queries: Sequence[Sequence[str]],
        ks: Sequence[int],
        *,
        allow: Callable[[IntArray], BoolArray] | None = None,
    ) -> list[list[BM25Match]]:
        """:meth:`top_k` for several queries (``ks[i]`` hits for ``queries[i]``) in one pass.

        The queries of a turn share most of their terms (Q2 is Q1 with recent context): a common
        term's contributions are computed once per index snapshot (``_contributions``), and when
        a query matches many documents, ``allow`` is asked once about every document rather
        than once per query (it must be elementwise: a key's answer does not depend on the
        others). Every query's result is exactly what :meth:`top_k` returns for it alone: its
        contributions are summed in the same order.
        """
        if len(queries) != len(ks):
            raise ValueError(f"got {len(queries)} queries for {len(ks)} values of k")
        for k in ks:
            if k < 0:
                raise ValueError(f"k must be >= 0, got {k}")
        snap = self._snap
        allowed: BoolArray | None = None
        out = []
        for tokens, k in zip(queries, ks, strict=True):
            _, pos, scores = self._scored(snap, tokens)
            dense = pos.shape[0] * 8 >= snap.n_docs
            if allow is not None and allowed is None and len(queries) > 1 and dense:
                allowed = _checked_mask(allow(snap.keys), snap.keys)
            if allowed is not None:
                out.append(self._best(snap, pos, scores, k, None, allowed))
            else:
                out.append(self._best(snap, pos, scores, k, allow))
        return out

    def top_groups(
        self,
        query_tokens: Sequence[str],
        k: int,
        *,
        groups: Callable[[IntArray], IntArray],
        allow: Callable[[IntArray], BoolArray] | None = None,
        pool: int = 1000,
        groups_key: object | None = None,
    ) -> list[GroupMatch]:
        """The ``k`` best groups of documents (sessions), scored by the evidence spread over
        their documents: Σ over query terms of the term's best contribution in any allowed
        document of the group. A dialogue that holds one query word here and another there
        scores as if it were one document, with each word saturated once, rather than as its
        best single exchange.

        ``groups`` maps keys to group codes (-1: in no group, never scored; elementwise);
        ``allow`` filters documents as in :meth:`top_k` (elementwise: it is asked about the
        pool's documents and those of the pool's groups, not about every match).
        ``groups_key``: when given, the caller promises that ``groups`` gives the same answers
        whenever it comes with an equal key (an immutable table's method), and every
        document's code is kept for the snapshot under it (a turn's session search then reads
        its matches' codes instead of asking for them). Only the groups of the ``pool`` best
        documents are scored (a group none of whose documents is near the top rarely wins),
        and terms in more than half the documents are left out of the group scores (unless
        every term is): they cost most of the postings and tell no group apart. Ties: the
        group whose best document came first.
        """
        if k < 0 or pool < 1:
            raise ValueError(f"k must be >= 0 and pool >= 1, got k={k}, pool={pool}")
        snap = self._snap
        terms, pos, scores = self._scored(snap, query_tokens)
        if k == 0 or pos.shape[0] == 0:
            return []
        code = _group_codes(snap, pos, groups, groups_key)
        grouped = np.flatnonzero(code >= 0)  # indices into pos
        # The pool: the `pool` best allowed documents of some group, best first (ties in
        # insertion order); the first of each group is its best document.
        near = _best_allowed(snap, pos, scores, grouped, allow, pool)
        if near.shape[0] == 0:
            return []
        candidates, first = np.unique(code[near], return_index=True)
        best_pos, best_score = pos[near[first]], scores[near[first]]
        # Each allowed matching document of a candidate group -> the group's local index.
        local = _index_in(candidates, code[grouped])
        members = grouped[local >= 0]
        local = local[local >= 0]
        if allow is not None and members.shape[0]:
            keys = snap.keys[pos[members]]
            ok = _checked_mask(allow(keys), keys)
            members, local = members[ok], local[ok]
        doc_local = np.full(snap.n_docs, -1, dtype=np.int64)
        doc_local[pos[members]] = local
        in_pool = doc_local >= 0
        n_cand = candidates.shape[0]
        # Terms in most documents (BM25's negative idf, floored) are left out: present in
        # nearly every session, they add about the same to each and cost most of the postings.
        terms = [term for term in terms if 2 * term.postings <= snap.n_docs] or terms
        # The best contribution per (term, group) cell, from the postings in candidate groups
        # only: each part is filtered before anything is joined (a long query's kept terms
        # hold ~7x more postings than fall in the pool's groups, BENCHMARKS.md).
        cells, contribs = [], []
        for t, term in enumerate(terms):
            for p, c in term.parts:
                hit = in_pool[p]
                cells.append(doc_local[p[hit]] + t * n_cand)
                contribs.append(c[hit])
        best = np.zeros(len(terms) * n_cand)
        if cells:
            np.maximum.at(best, np.concatenate(cells), np.concatenate(contribs))
        total = best.reshape(len(terms), n_cand).sum(axis=0)
        # Best group first; ties by where its best document ranked.
        ranked = np.lexsort((first, -total))[:k]
        ranked = ranked[total[ranked] > 0]  # matched by left-out terms only: no evidence
        return [
            GroupMatch(
                int(candidates[i]),
                float(total[i]),
                int(snap.keys[best_pos[i]]),
                float(best_score[i]),
                r,
            )
            for r, i in enumerate(ranked)
        ]

    @staticmethod
    def _best(
        snap: _Snapshot,
        pos: IntArray,
        scores: FloatArray,
        k: int,
        allow: Callable[[IntArray], BoolArray] | None,
        allowed: BoolArray | None = None,
    ) -> list[BM25Match]:
        """The top ``k`` of one query's matches; ``allowed`` (a mask over insertion positions)
        stands in for ``allow`` when the caller already asked it about every document."""
        if allowed is not None and pos.shape[0]:
            keep = allowed[pos]
            pos, scores = pos[keep], scores[keep]
        keys = snap.keys[pos]
        if allow is not None and keys.shape[0]:
            mask = _checked_mask(allow(keys), keys)
            keys, scores = keys[mask], scores[mask]
        n = scores.shape[0]
        if k == 0 or n == 0:
            return []
        if k < n:
            # _kth_best finds the k-th best score; everything tied with it stays a candidate
            # so the insertion-order tie-break below is exact.
            kth = _kth_best(scores, k)
            cand = np.flatnonzero(scores >= kth)
        else:
            cand = np.arange(n)
        # Candidates are in insertion order already; lexsort's last key is the primary one.
        best = cand[np.lexsort((cand, -scores[cand]))][:k]
        return [BM25Match(int(keys[i]), float(scores[i]), r) for r, i in enumerate(best)]

    def _scored(
        self, snap: _Snapshot, query_tokens: Sequence[str]
    ) -> tuple[list[_Term], IntArray, FloatArray]:
        """A query's terms and :meth:`_score`, remembered for the snapshot's last few queries."""
        if isinstance(query_tokens, str):
            raise TypeError("query_tokens must be a sequence of tokens, not a str")
        key = tuple(query_tokens)
        recent = snap.cache.scored
        for tokens, terms, pos, scores in recent:
            if tokens == key:
                return terms, pos, scores
        terms = self._terms(snap, query_tokens)
        pos, scores = self._score(snap, terms)
        pos.flags.writeable = False
        scores.flags.writeable = False
        snap.cache.scored = ((key, terms, pos, scores), *recent[: _SCORED_QUERIES - 1])
        return terms, pos, scores

    def _contributions(self, snap: _Snapshot, tid: int, count: int) -> _Term:
        """Term ``tid``'s contributions ``idf*count*(k1+1) * tf / (tf + k1*(1 - b + b*dl/avgdl))``
        for a query holding it ``count`` times. Memoised on the snapshot for common terms."""
        cache = snap.cache
        key = (tid, count)
        found = cache.entries.get(key)
        if found is not None:
            return found
        k1, b = self.k1, self.b
        # a repeated query token counts each time (rank-bm25), in this order of operations
        weight = float(snap.idf[tid]) * count * (k1 + 1.0)
        parts = []
        for ch in snap.chunks:
            if tid + 1 < ch.indptr.shape[0]:
                lo, hi = int(ch.indptr[tid]), int(ch.indptr[tid + 1])
                if hi > lo:
                    pos = ch.pos[lo:hi]
                    # tf + k1*(1 - b + b*dl/avgdl), in the order the single-query path used
                    denom = (snap.doc_len[pos] * (k1 * b / snap.avgdl)).astype(np.float64)
                    denom += k1 * (1.0 - b)
                    contrib = ch.tf[lo:hi].astype(np.float64)
                    denom += contrib
                    contrib *= weight
                    contrib /= denom
                    contrib.flags.writeable = False
                    parts.append((pos, contrib))
        size = sum(p.shape[0] for p, _ in parts)
        term = _Term(parts, size)
        limit = min(_CACHE_MAX_POSTINGS, sum(ch.nnz for ch in snap.chunks) // _CACHE_SHARE)
        if size >= _CACHE_MIN_POSTINGS and cache.postings + size <= limit:
            cache.entries[key] = term
            cache.postings += size
        return term

    def _terms(self, snap: _Snapshot, query_tokens: Sequence[str]) -> list[_Term]:
        """The query's terms in this snapshot, in query order (a repeated token once, with its
        count; unknown tokens and ids past the snapshot's ``n_terms`` add nothing)."""
        if isinstance(query_tokens, str):
            raise TypeError("query_tokens must be a sequence of tokens, not a str")
        counts: dict[int, int] = {}
        for tok in query_tokens:
            tid = self._vocab.get(tok)
            if tid is not None and tid < snap.n_terms:  # ids past n_terms: not in this snapshot
                counts[tid] = counts.get(tid, 0) + 1
        return [self._contributions(snap, tid, count) for tid, count in counts.items()]

    def _score(self, snap: _Snapshot, terms: Sequence[_Term]) -> tuple[IntArray, FloatArray]:
        """Insertion positions (ascending) of documents matching any of ``terms``, and their
        scores."""
        parts = [part for term in terms for part in term.parts]
        if not parts:
            return np.zeros(0, dtype=np.int64), np.zeros(0)
        # At 100k documents a query of common terms has ~300k postings: one array of them all,
        # summed per document in term order (the same order, so the same sums, every time).
        pos = np.concatenate([p for p, _ in parts])
        contrib = np.concatenate([c for _, c in parts])
        n_docs = snap.n_docs
        if pos.shape[0] * 8 < n_docs:  # few postings: sort them rather than scan all documents
            hits, inverse = np.unique(pos, return_inverse=True)
            sums = np.bincount(inverse, weights=contrib).astype(np.float64, copy=False)
            return hits.astype(np.int64, copy=False), sums
        # (astype(copy=False) is a no-op that tells the type checker bincount gives floats here)
        total = np.bincount(pos, weights=contrib, minlength=n_docs).astype(np.float64, copy=False)
        matched = np.zeros(n_docs, dtype=np.bool_)
        matched[pos] = True
        hits = np.flatnonzero(matched).astype(np.int64, copy=False)
        return hits, total[hits]

    # ------------------------------------------------------------------ persistence

    def save(self, path: Path) -> None:
        """Write the index to ``path`` (.npz, no pickles) atomically: temp file, fsync, rename.

        Also compacts the postings into one chunk in memory (same scores, fewer chunks to read).
        """
        with self._write_lock:
            snap = self._snap
            if len(snap.chunks) > 1:
                merged = _merge(snap.chunks, snap.n_terms, snap.n_docs)
                snap = dataclasses.replace(snap, chunks=(merged,))
                self._snap = snap
            terms = list(self._vocab)  # ids are dense and in insertion order
        chunk = snap.chunks[0] if snap.chunks else _Chunk(_frozen([0]), _frozen([]), _frozen([]))
        indptr = np.concatenate(
            [chunk.indptr, np.full(snap.n_terms + 1 - chunk.indptr.shape[0], chunk.indptr[-1])]
        )
        vocab_blob = json.dumps(terms, ensure_ascii=False).encode("utf-8", "surrogatepass")
        arrays: dict[str, Any] = {
            "format_version": np.array(_FORMAT_VERSION, dtype=np.int64),
            "params": np.array([self.k1, self.b, self.epsilon], dtype=np.float64),
            "keys": snap.keys,
            "doc_len": _narrow(snap.doc_len),
            "indptr": indptr,
            "pos": _narrow(chunk.pos),
            "tf": _narrow(chunk.tf),
            "vocab": np.frombuffer(vocab_blob, dtype=np.uint8),
        }
        path = Path(path)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
        try:
            # mkstemp makes the file 0600: other users who may read the store (read-only use)
            # could not read the index and would rebuild it from SQLite on every open.
            os.fchmod(fd, 0o666 & ~_umask())
            with os.fdopen(fd, "wb") as f:
                np.savez(f, **arrays)
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, path)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise
        _fsync_dir(path.parent)

    @classmethod
    def load(cls, path: Path) -> SparseBM25:
        """Read an index written by :meth:`save`.

        Raises StoreError if the file is missing, corrupt or of an unknown format version.
        """
        try:
            # Our own handle: np.load leaves the file it opened open when a truncated or
            # garbage archive fails in NpzFile (a ResourceWarning, an error under -W error).
            with path.open("rb") as fh, np.load(fh, allow_pickle=False) as z:
                version = int(z["format_version"])
                if version != _FORMAT_VERSION:
                    raise ValueError(f"unknown format version {version}")
                k1, b, epsilon = (float(x) for x in z["params"])
                keys, doc_len = _ints(z["keys"]), _ints(z["doc_len"])
                indptr, pos, tf = _ints(z["indptr"]), _ints(z["pos"]), _ints(z["tf"])
                vocab_blob = bytes(z["vocab"].astype(np.uint8, casting="no"))
            terms = json.loads(vocab_blob.decode("utf-8", "surrogatepass"))
            _validate(keys, doc_len, indptr, pos, tf, terms)
        except (OSError, ValueError, KeyError, TypeError, IndexError, EOFError, BadZipFile) as exc:
            raise StoreError(
                f"{path}: unreadable BM25 index ({exc}); it will be rebuilt from SQLite"
            ) from exc
        index = cls(k1=k1, b=b, epsilon=epsilon)
        index._vocab = {t: i for i, t in enumerate(terms)}
        df = _frozen(np.diff(indptr))
        n_docs = keys.shape[0]
        chunks = (_Chunk(indptr, pos, tf),) if pos.shape[0] else ()
        index._snap = _Snapshot(
            keys=keys,
            doc_len=doc_len,
            chunks=chunks,
            df=df,
            idf=_idf(df, n_docs, epsilon),
            avgdl=int(doc_len.sum()) / n_docs if n_docs else 0.0,
            max_key=int(keys.max()) if n_docs else -1,
        )
        return index


def _group_codes(
    snap: _Snapshot,
    pos: IntArray,
    groups: Callable[[IntArray], IntArray],
    key: object | None,
) -> IntArray:
    """The group codes of the documents at insertion positions ``pos``: from the snapshot's
    codes of every document, kept under ``key``, when the caller gave one and the matches are
    many (asking about every document then costs about as much as asking about them); else
    asked for the matches only."""
    cache = snap.cache
    kept = cache.groups
    if key is not None and kept is not None and kept[0] == key:
        return kept[1][pos]
    if key is not None and pos.shape[0] * 8 >= snap.n_docs:
        every = np.asarray(groups(snap.keys), dtype=np.int64)
        if every.shape != snap.keys.shape:
            raise ValueError(f"groups gave {every.shape[0]} codes for {snap.n_docs} keys")
        every.flags.writeable = False
        cache.groups = (key, every)  # one assignment: readers see the old pair or the new
        return every[pos]
    code = np.asarray(groups(snap.keys[pos]), dtype=np.int64)
    if code.shape != pos.shape:
        raise ValueError(f"groups gave {code.shape[0]} codes for {pos.shape[0]} keys")
    return code


def _best_allowed(
    snap: _Snapshot,
    pos: IntArray,
    scores: FloatArray,
    among: IntArray,
    allow: Callable[[IntArray], BoolArray] | None,
    n: int,
) -> IntArray:
    """Of the matches ``among`` (indices into ``pos``), the ``n`` best that ``allow`` lets
    through, best first, ties in insertion order. ``allow`` is asked about the best few first
    (twice as many as wanted, then four times more while too few pass): any allowed match
    left out scores below every one asked about, so the answer is the one asking about all
    would give."""
    m = 2 * n
    while True:
        cut = among.shape[0] > m
        found = among[scores[among] >= _kth_best(scores[among], m)] if cut else among
        found = found[np.lexsort((pos[found], -scores[found]))]
        if allow is not None and found.shape[0]:
            keys = snap.keys[pos[found]]
            found = found[_checked_mask(allow(keys), keys)]
        if found.shape[0] >= n or among.shape[0] <= m:
            return found[:n]
        m *= 4


def _kth_best(values: FloatArray, k: int) -> float:
    """The ``k``-th largest of ``values`` (1 <= k <= len), exactly. A partition of a strided
    sample first finds a bound that about ``2 k`` values pass; only those are partitioned
    (at 100k matches and k = 1000, a fraction of partitioning them all)."""
    n = values.shape[0]
    step = n // (_SAMPLE_MARGIN * k)
    if step >= _SAMPLE_MIN_STEP:
        sample = values[::step]
        # The sample's (margin * k / step)-th best: about margin * k values are >= it.
        rank = min(sample.shape[0], _SAMPLE_MARGIN * k // step + 1)
        bound = -np.partition(-sample, rank - 1)[rank - 1]
        above = values[values >= bound]
        if above.shape[0] >= k:  # the k best are all >= bound: the k-th best is among these
            return float(-np.partition(-above, k - 1)[k - 1])
    return float(-np.partition(-values, k - 1)[k - 1])


def _index_in(sorted_unique: IntArray, values: IntArray) -> IntArray:
    """Each of ``values``' (>= 0) index in ``sorted_unique``, -1 where it is not there. Small
    values (session codes) through a lookup table, a gather; large ones by binary search."""
    if values.shape[0] == 0 or sorted_unique.shape[0] == 0:
        return np.full(values.shape, -1, dtype=np.int64)
    top = int(values.max())
    if top < _LOOKUP_PER_VALUE * values.shape[0] + _LOOKUP_MIN:
        table = np.full(top + 1, -1, dtype=np.int64)
        table[sorted_unique] = np.arange(sorted_unique.shape[0])
        found: IntArray = table[values]
        return found
    local = np.minimum(np.searchsorted(sorted_unique, values), sorted_unique.shape[0] - 1)
    return np.where(sorted_unique[local] == values, local, -1)


def _checked_mask(mask: npt.ArrayLike, keys: IntArray) -> BoolArray:
    """``allow``'s answer for ``keys`` as a boolean mask of the same shape (else ValueError)."""
    out = np.asarray(mask, dtype=np.bool_)
    if out.shape != keys.shape:
        raise ValueError(f"allow() returned shape {out.shape}, expected {keys.shape}")
    return out


def _umask() -> int:
    """This process's umask (read from /proc on Linux: setting it to read it is not
    thread-safe)."""
    with contextlib.suppress(OSError, ValueError, StopIteration):
        status = Path("/proc/self/status").read_text()
        return int(next(x for x in status.splitlines() if x.startswith("Umask:")).split()[1], 8)
    current = os.umask(0o022)
    os.umask(current)
    return current


def _merge(chunks: Sequence[_Chunk], n_terms: int, n_docs: int) -> _Chunk:
    """One chunk holding the postings of ``chunks`` (disjoint documents, oldest first).

    Sparse addition is a linear merge of the term rows (O(nnz + n_terms)); since the chunks
    cover different documents, no two entries collide.
    """
    total = chunks[0].to_csr(n_terms, n_docs)
    for ch in chunks[1:]:
        total = total + ch.to_csr(n_terms, n_docs)
    return _Chunk.from_csr(total)


def _narrow(a: IntArray) -> npt.NDArray[np.signedinteger[Any]]:
    """int32 copy of ``a`` when it fits (halves the file), else ``a`` itself."""
    if a.shape[0] == 0 or (int(a.min()) >= -(2**31) and int(a.max()) < 2**31):
        return a.astype(np.int32)
    return a


def _ints(a: npt.NDArray[Any]) -> IntArray:
    if a.ndim != 1 or a.dtype.kind not in "iu":
        raise ValueError(f"expected a 1-d integer array, got {a.dtype} with shape {a.shape}")
    return _frozen(a)


def _validate(
    keys: IntArray, doc_len: IntArray, indptr: IntArray, pos: IntArray, tf: IntArray, terms: Any
) -> None:
    """Cheap O(nnz) consistency checks, so a damaged file fails loudly instead of mis-scoring."""
    n_docs, nnz = keys.shape[0], pos.shape[0]
    if not isinstance(terms, list) or not all(isinstance(t, str) for t in terms):
        raise ValueError("vocabulary is not a list of strings")
    if len(set(terms)) != len(terms) or indptr.shape[0] != len(terms) + 1:
        raise ValueError("vocabulary does not match the postings")
    if doc_len.shape[0] != n_docs or np.unique(keys).shape[0] != n_docs:
        raise ValueError("keys and document lengths disagree")
    if indptr[0] != 0 or indptr[-1] != nnz or tf.shape[0] != nnz or np.any(np.diff(indptr) < 0):
        raise ValueError("postings pointers are inconsistent")
    if nnz and (pos.min() < 0 or pos.max() >= n_docs or tf.min() < 1):
        raise ValueError("postings out of range")
    # Within a term, documents must be strictly increasing (so df = row length is exact).
    row_start = np.zeros(nnz, dtype=np.bool_)
    row_start[indptr[:-1][indptr[:-1] < nnz]] = True
    if nnz > 1 and not np.all((np.diff(pos) > 0) | row_start[1:]):
        raise ValueError("postings are not sorted")
    if not np.array_equal(np.bincount(pos, weights=tf, minlength=n_docs), doc_len):
        raise ValueError("document lengths do not match the postings")


def _fsync_dir(directory: Path) -> None:
    """Make the rename durable (POSIX); a no-op where directories cannot be opened."""
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
