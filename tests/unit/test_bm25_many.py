"""``SparseBM25.top_k_many`` (a turn's keyword queries in one pass) returns exactly what
``top_k`` returns for each query alone: same keys, same scores, same order."""

from __future__ import annotations

import random

import numpy as np
import pytest

from omoide.memory_store.bm25 import SparseBM25

WORDS = [f"w{i}" for i in range(60)]


def corpus(rng: random.Random, n: int) -> list[list[str]]:
    return [rng.choices(WORDS[: rng.randint(5, 60)], k=rng.randint(0, 30)) for _ in range(n)]


@pytest.fixture
def index() -> SparseBM25:
    rng = random.Random(3)
    bm25 = SparseBM25()
    keys = 0
    for size in (400, 37, 120, 5, 900, 1):  # several adds: postings in several chunks
        docs = corpus(rng, size)
        bm25.add(list(range(keys, keys + size)), docs)
        keys += size
    return bm25


def test_many_queries_equal_each_query_alone(index: SparseBM25) -> None:
    rng = random.Random(11)
    for _ in range(40):
        q1 = rng.choices(WORDS, k=rng.randint(1, 6))
        q2 = rng.choices(WORDS, k=rng.randint(5, 40)) + q1  # Q2: context + the user's words
        pool = [*q1[:2], "unknown-term"]
        queries, ks = [q1, q2, pool], [20, 20, 100]
        together = index.top_k_many(queries, ks)
        alone = [index.top_k(q, k) for q, k in zip(queries, ks, strict=True)]
        assert together == alone  # BM25Match is a dataclass: keys, scores (exact), ranks
        assert together[1]  # the queries match something: the comparison is not vacuous


def test_many_queries_apply_the_filter_to_each(index: SparseBM25) -> None:
    def allow(keys: np.ndarray) -> np.ndarray:
        return np.asarray(keys % 3 != 0)

    q1, q2 = ["w1", "w2"], ["w1", "w2", "w3", "w1"]
    together = index.top_k_many([q1, q2], [15, 15], allow=allow)
    assert together == [index.top_k(q, 15, allow=allow) for q in (q1, q2)]
    assert all(m.key % 3 for row in together for m in row)


def test_many_queries_refuse_mismatched_k(index: SparseBM25) -> None:
    with pytest.raises(ValueError, match="2 queries for 1 values of k"):
        index.top_k_many([["w1"], ["w2"]], [5])
    with pytest.raises(ValueError, match="k must be >= 0"):
        index.top_k_many([["w1"]], [-1])


def test_many_queries_ask_the_filter_once_about_every_document(index: SparseBM25) -> None:
    """Queries matching many documents share one answer of ``allow`` over all the keys."""
    asked: list[int] = []

    def allow(keys: np.ndarray) -> np.ndarray:
        asked.append(len(keys))
        return np.asarray(keys % 3 != 0)

    q1, q2 = ["w1", "w2"], ["w1", "w2", "w3", "w1"]
    together = index.top_k_many([q1, q2, ["w4"]], [15, 15, 15], allow=allow)
    assert asked == [len(index)]
    asked.clear()
    assert together == [index.top_k(q, 15, allow=allow) for q in (q1, q2, ["w4"])]
    assert len(asked) == 3 and all(n < len(index) for n in asked)  # alone: its matches only


def test_cached_contributions_give_the_same_answers_and_reset_on_add() -> None:
    """Common terms' contributions are memoised per snapshot: a warm cache answers exactly as a
    cold one, and an add (a new snapshot) does not reuse stale contributions."""
    rng = random.Random(21)
    docs = corpus(rng, 1500)
    warm = SparseBM25()
    warm.add(list(range(1500)), docs)
    queries = [rng.choices(WORDS, k=rng.randint(2, 30)) for _ in range(30)]
    ks = [20] * len(queries)
    first = warm.top_k_many(queries, ks)
    assert warm._snap.cache.postings > 0  # common terms were cached
    assert warm.top_k_many(queries, ks) == first  # answered from the cache
    more = corpus(rng, 300)
    warm.add(list(range(1500, 1800)), more)
    assert warm._snap.cache.postings == 0
    cold = SparseBM25()
    cold.add(list(range(1500)), docs)
    cold.add(list(range(1500, 1800)), more)
    assert warm.top_k_many(queries, ks) == cold.top_k_many(queries, ks)
    assert warm.top_k_many(queries, ks) != first  # the new documents changed the answers


def test_contribution_cache_stays_a_fraction_of_the_index() -> None:
    """A small index caches little: at most half of its postings, whatever the queries."""
    rng = random.Random(5)
    bm25 = SparseBM25()
    bm25.add(list(range(1500)), corpus(rng, 1500))
    nnz = sum(ch.nnz for ch in bm25._snap.chunks)
    for _ in range(50):
        bm25.top_k(rng.choices(WORDS, k=20), 10)
    assert 0 < bm25._snap.cache.postings <= nnz // 2
