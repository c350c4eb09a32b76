"""SparseBM25 must score exactly like rank_bm25.BM25Okapi, incrementally, and survive disk."""

from __future__ import annotations

import gc
import itertools
import os
import random
import stat
import sys
import threading
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from rank_bm25 import BM25Okapi

from omoide.memory_store.bm25 import BM25Match, SparseBM25
from omoide.memory_store.errors import StoreError

Corpus = list[list[str]]


def key_of(pos: int) -> int:
    """Keys are not positions (like SQLite row ids with gaps)."""
    return 7 * pos + 3


def random_corpus(rng: random.Random, n_docs: int, vocab: int) -> Corpus:
    lengths = (0, 1, 2, 3, 8, 20, 60)
    return [[f"t{rng.randrange(vocab)}" for _ in range(rng.choice(lengths))] for _ in range(n_docs)]


def random_query(rng: random.Random, vocab: int) -> list[str]:
    q = [f"t{rng.randrange(vocab + 5)}" for _ in range(rng.randint(1, 6))]  # some unknown
    return [*q, q[0]] if rng.random() < 0.3 else q  # duplicates count twice


def build(corpus: Corpus, batches: int = 1, **params: float) -> SparseBM25:
    index = SparseBM25(**params)
    cuts = sorted(random.Random(len(corpus)).sample(range(1, len(corpus)), batches - 1))
    for lo, hi in zip([0, *cuts], [*cuts, len(corpus)], strict=True):
        index.add([key_of(i) for i in range(lo, hi)], corpus[lo:hi])
    return index


def assert_parity(index: SparseBM25, ref: BM25Okapi, corpus: Corpus, query: list[str]) -> None:
    expected = np.asarray(ref.get_scores(query))
    keys, scores = index.scores(query)
    q = set(query)
    matched = [i for i, doc in enumerate(corpus) if q & set(doc)]
    assert keys.tolist() == [key_of(i) for i in matched]
    np.testing.assert_allclose(scores, expected[matched], rtol=0, atol=1e-6)
    unmatched = np.ones(len(corpus), dtype=bool)
    unmatched[matched] = False
    assert np.all(expected[unmatched] == 0.0)


def parity_cases() -> Iterator[tuple[Corpus, int, random.Random]]:
    rng = random.Random(20240501)
    for vocab in (2, 5, 30, 500, 5000):
        for n_docs in (1, 2, 3, 10, 80, 300):
            corpus = random_corpus(rng, n_docs, vocab)
            if any(corpus):  # rank-bm25 divides by zero on an all-empty corpus
                yield corpus, vocab, rng


def test_parity_with_rank_bm25_on_random_corpora() -> None:
    for corpus, vocab, rng in parity_cases():
        ref = BM25Okapi(corpus)
        index = build(corpus)
        assert len(index) == len(corpus)
        assert index.vocabulary_size == len(ref.idf)
        for _ in range(8):
            assert_parity(index, ref, corpus, random_query(rng, vocab))


def test_parity_with_custom_parameters() -> None:
    rng = random.Random(5)
    corpus = random_corpus(rng, 200, 40)
    ref = BM25Okapi(corpus, k1=0.9, b=0.4, epsilon=0.5)
    index = build(corpus, batches=3, k1=0.9, b=0.4, epsilon=0.5)
    for _ in range(20):
        assert_parity(index, ref, corpus, random_query(rng, 40))


def test_incremental_adds_equal_one_shot_build() -> None:
    rng = random.Random(7)
    for batches in (2, 5, 40):
        corpus = random_corpus(rng, 120, 60)
        ref = BM25Okapi(corpus)
        one_shot, incremental = build(corpus), build(corpus, batches=batches)
        for _ in range(10):
            query = random_query(rng, 60)
            assert_parity(incremental, ref, corpus, query)
            k1, s1 = one_shot.scores(query)
            k2, s2 = incremental.scores(query)
            assert k1.tolist() == k2.tolist()
            np.testing.assert_allclose(s1, s2, rtol=0, atol=1e-9)


def test_single_document_adds() -> None:
    rng = random.Random(11)
    corpus = random_corpus(rng, 150, 25)
    index = SparseBM25()
    for i, doc in enumerate(corpus):
        index.add([key_of(i)], [doc])
    ref = BM25Okapi(corpus)
    for _ in range(10):
        assert_parity(index, ref, corpus, random_query(rng, 25))


@pytest.mark.parametrize(
    "corpus",
    [
        [["a", "b", "b"]],  # every idf negative: the epsilon floor is itself negative
        [["a", "b"], ["a", "c", "c"]],  # "a" negative -> epsilon; "b", "c" idf exactly 0
        [["a"], [], ["a", "a", "b"]],  # empty documents count in N and avgdl
    ],
)
def test_tiny_corpora_take_the_epsilon_path(corpus: Corpus) -> None:
    ref = BM25Okapi(corpus)
    index = build(corpus)
    for query in (["a"], ["b"], ["c"], ["a", "b", "c"], ["a", "a"], ["zzz"]):
        assert_parity(index, ref, corpus, query)


def test_top_k_matches_sorted_rank_bm25_scores() -> None:
    rng = random.Random(3)
    corpus = random_corpus(rng, 2000, 300)
    ref = BM25Okapi(corpus)
    index = build(corpus, batches=4)
    for _ in range(10):
        query = random_query(rng, 300)
        expected = np.asarray(ref.get_scores(query))
        hits = index.top_k(query, 20)
        assert [h.rank for h in hits] == list(range(len(hits)))
        got = np.array([expected[(h.key - 3) // 7] for h in hits])
        np.testing.assert_allclose(got, [h.score for h in hits], atol=1e-6)
        # Same top-20 (compared by score, so exact ties at the cut cannot flake).
        best = np.sort(expected)[::-1][: len(hits)]
        np.testing.assert_allclose(np.sort(got)[::-1], best, atol=1e-9)
        for a, b in itertools.pairwise(hits):
            assert a.score > b.score or (a.score == b.score and a.key < b.key)


def test_top_k_ties_follow_insertion_order_not_key_order() -> None:
    index = SparseBM25()
    index.add([50, 10, 30], [["x", "y"], ["x", "y"], ["x", "y"]])
    index.add([20], [["z"]])
    assert [h.key for h in index.top_k(["x"], 3)] == [50, 10, 30]
    assert [h.key for h in index.top_k(["x"], 2)] == [50, 10]
    assert index.top_k(["x"], 0) == []
    with pytest.raises(ValueError):
        index.top_k(["x"], -1)
    with pytest.raises(TypeError):
        index.top_k("x", 1)


def test_top_k_returns_frozen_matches() -> None:
    index = SparseBM25()
    index.add([1, 2, 3], [["a", "b"], ["a"], ["c"]])
    hits = index.top_k(["b"], 5)
    assert hits == [BM25Match(key=1, score=hits[0].score, rank=0)]
    with pytest.raises(AttributeError):
        hits[0].key = 2  # type: ignore[misc]


def test_allow_mask_filters_before_the_cut() -> None:
    rng = random.Random(9)
    corpus = random_corpus(rng, 400, 20)
    ref = BM25Okapi(corpus)
    index = build(corpus)
    query = ["t1", "t2"]
    expected = np.asarray(ref.get_scores(query))
    seen: list[np.ndarray] = []

    def even_positions(keys: np.ndarray) -> np.ndarray:
        seen.append(keys)
        mask: np.ndarray = ((keys - 3) // 7) % 2 == 0
        return mask

    hits = index.top_k(query, 10, allow=even_positions)
    assert len(seen) == 1 and seen[0].tolist() == index.scores(query)[0].tolist()
    assert len(hits) == 10 and all(((h.key - 3) // 7) % 2 == 0 for h in hits)
    matched = [i for i, d in enumerate(corpus) if {"t1", "t2"} & set(d) and i % 2 == 0]
    best = sorted(matched, key=lambda i: (-expected[i], i))[:10]
    np.testing.assert_allclose([h.score for h in hits], expected[best], atol=1e-6)
    assert index.top_k(query, 10, allow=lambda k: np.zeros(k.shape, dtype=bool)) == []
    with pytest.raises(ValueError):
        index.top_k(query, 10, allow=lambda k: np.ones(3, dtype=bool))


def test_empty_corpus_and_empty_documents() -> None:
    index = SparseBM25()
    assert len(index) == 0 and index.max_key == -1 and index.vocabulary_size == 0
    assert index.keys.dtype == np.int64 and index.keys.tolist() == []
    assert index.top_k(["a"], 5) == []
    keys, scores = index.scores(["a"])
    assert keys.shape == (0,) and scores.shape == (0,)
    index.add([], [])
    index.add([1, 2], [[], []])  # only empty documents: nothing matches, no NaN
    assert len(index) == 2 and index.max_key == 2
    assert index.top_k(["a"], 5) == [] and index.top_k([], 5) == []
    index.add([3], [["a", "b"]])  # the empty documents still count in N and avgdl
    corpus: Corpus = [[], [], ["a", "b"]]
    assert_parity_keys(index, BM25Okapi(corpus), corpus, [1, 2, 3], ["a", "b", "b"])


def assert_parity_keys(
    index: SparseBM25, ref: BM25Okapi, corpus: Corpus, keys: list[int], query: list[str]
) -> None:
    got_keys, got = index.scores(query)
    expected = np.asarray(ref.get_scores(query))
    pos = [keys.index(int(k)) for k in got_keys]
    assert not np.isnan(got).any()
    np.testing.assert_allclose(got, expected[pos], atol=1e-6)


def test_keys_and_max_key() -> None:
    index = SparseBM25()
    index.add([5, 9], [["a"], ["b"]])
    index.add([7], [["c"]])  # keys need not increase, only be unique
    assert index.keys.tolist() == [5, 9, 7]
    assert index.max_key == 9
    assert index.vocabulary_size == 3


def test_duplicate_keys_raise_and_change_nothing() -> None:
    index = SparseBM25()
    index.add([1, 2, 3], [["a"], ["b"], ["c"]])
    before = index.scores(["a", "b"])
    with pytest.raises(ValueError, match="already"):
        index.add([4, 2], [["new"], ["b"]])
    with pytest.raises(ValueError, match="duplicate"):
        index.add([5, 5], [["new"], ["b"]])
    with pytest.raises(ValueError):
        index.add([6], [["a"], ["b"]])
    with pytest.raises(TypeError):
        index.add([7], ["not tokenized"])
    assert len(index) == 3 and index.vocabulary_size == 3
    assert index.scores(["new"])[0].tolist() == []
    after = index.scores(["a", "b"])
    assert before[0].tolist() == after[0].tolist() and before[1].tolist() == after[1].tolist()


def test_save_load_round_trip(tmp_path: Path) -> None:
    rng = random.Random(13)
    corpus = [*random_corpus(rng, 300, 80), ["東京", "京都", "🍣", "\ud800"]]  # lone surrogate
    index = build(corpus, batches=6, k1=1.2, b=0.7, epsilon=0.3)
    path = tmp_path / "bm25.npz"
    index.save(path)
    index.save(path)  # overwriting is fine
    assert [p.name for p in tmp_path.iterdir()] == ["bm25.npz"]  # no temp files left behind
    loaded = SparseBM25.load(path)
    assert (loaded.k1, loaded.b, loaded.epsilon) == (1.2, 0.7, 0.3)
    assert loaded.keys.tolist() == index.keys.tolist()
    assert loaded.max_key == index.max_key and loaded.vocabulary_size == index.vocabulary_size
    for query in [random_query(rng, 80) for _ in range(10)] + [["京都", "🍣", "\ud800"]]:
        k1, s1 = index.scores(query)
        k2, s2 = loaded.scores(query)
        assert k1.tolist() == k2.tolist() and s1.tolist() == s2.tolist()
    # A loaded index keeps growing with exact parity.
    more = random_corpus(rng, 50, 80)
    loaded.add([key_of(len(corpus) + i) for i in range(len(more))], more)
    full = corpus + more
    ref = BM25Okapi(full, k1=1.2, b=0.7, epsilon=0.3)
    for _ in range(10):
        assert_parity(loaded, ref, full, random_query(rng, 80))


def test_save_load_empty_index(tmp_path: Path) -> None:
    path = tmp_path / "empty.npz"
    SparseBM25().save(path)
    loaded = SparseBM25.load(path)
    assert len(loaded) == 0 and loaded.max_key == -1 and loaded.top_k(["a"], 3) == []


def write_npz(path: Path, **changes: object) -> None:
    index = SparseBM25()
    index.add([1, 2], [["a", "b"], ["b", "c", "c"]])
    index.save(path)
    with np.load(path) as z:
        arrays: dict[str, Any] = {name: z[name] for name in z.files}
    for name, value in changes.items():
        if value is None:
            del arrays[name]
        else:
            arrays[name] = value
    with path.open("wb") as f:
        np.savez(f, **arrays)


@pytest.mark.parametrize(
    "changes",
    [
        {"format_version": np.array(99)},
        {"vocab": None},
        {"doc_len": np.array([2, 2])},  # lengths disagree with the postings
        {"pos": np.array([0, 0, 1, 7])},  # document out of range
        {"keys": np.array([1, 1])},
        {"keys": np.array(["1", "2"])},
        {"vocab": np.frombuffer(b'["a", "b"]', dtype=np.uint8)},
        {"vocab": np.frombuffer(b"\xff\xfe", dtype=np.uint8)},
        {"keys": np.array([object(), object()], dtype=object)},  # pickles are refused
    ],
)
def test_corrupt_files_raise_store_error(tmp_path: Path, changes: dict[str, object]) -> None:
    path = tmp_path / "bm25.npz"
    write_npz(path, **changes)
    with pytest.raises(StoreError, match="rebuilt from SQLite") as info:
        SparseBM25.load(path)
    assert str(path) in str(info.value)


def test_garbage_truncated_and_missing_files_raise_store_error(tmp_path: Path) -> None:
    path = tmp_path / "bm25.npz"
    path.write_bytes(b"not a zip file at all")
    with pytest.raises(StoreError, match=r"bm25\.npz"):
        SparseBM25.load(path)
    write_npz(path)
    path.write_bytes(path.read_bytes()[:-40])
    with pytest.raises(StoreError):
        SparseBM25.load(path)
    with pytest.raises(StoreError):
        SparseBM25.load(tmp_path / "missing.npz")


def test_a_truncated_file_is_closed_after_the_error(tmp_path: Path) -> None:
    """np.load kept a truncated archive's file open (a ResourceWarning: an error under
    ``-W error``); the index is read through a handle it closes itself."""
    path = tmp_path / "bm25.npz"
    write_npz(path)
    path.write_bytes(path.read_bytes()[:-40])
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        with pytest.raises(StoreError):
            SparseBM25.load(path)
        gc.collect()
    assert [w.message for w in seen if issubclass(w.category, ResourceWarning)] == []


def test_readers_see_consistent_snapshots_while_a_writer_adds() -> None:
    batch, n_batches = 5, 60
    rng = random.Random(17)
    # Every document holds "common", so a search for it returns the whole snapshot.
    batches = [
        [["common", f"new{b}", *random_corpus(rng, 1, 10)[0]] for _ in range(batch)]
        for b in range(n_batches)
    ]
    query = ["common", "new7", "t1", "t1", "new40"]
    expected = {}
    for m in range(1, n_batches + 1):
        corpus = [doc for b in batches[:m] for doc in b]
        expected[m * batch] = np.asarray(BM25Okapi(corpus).get_scores(query))

    index = SparseBM25()
    errors: list[BaseException] = []
    done = threading.Event()
    checks = 0

    def reader() -> None:
        nonlocal checks
        try:
            while not done.is_set():
                keys, scores = index.scores(query)
                n = keys.shape[0]
                if n:
                    assert n in expected, f"saw a half-added batch ({n} documents)"
                    assert keys.tolist() == list(range(n))
                    np.testing.assert_allclose(scores, expected[n], atol=1e-6)
                    checks += 1
                index.top_k(query, 3, allow=lambda k: k % 2 == 0)
        except BaseException as exc:  # reported by the main thread
            errors.append(exc)

    old_interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-5)
    readers = [threading.Thread(target=reader) for _ in range(2)]
    try:
        for t in readers:
            t.start()
        for b, docs in enumerate(batches):
            index.add(list(range(b * batch, (b + 1) * batch)), docs)
        done.set()
        for t in readers:
            t.join(timeout=30)
    finally:
        done.set()
        sys.setswitchinterval(old_interval)
    assert not errors, errors[0]
    assert checks > 0
    np.testing.assert_allclose(index.scores(query)[1], expected[batch * n_batches], atol=1e-6)


@pytest.mark.parametrize("umask", [0o022, 0o077])
def test_saved_index_has_the_mode_of_a_plainly_created_file(tmp_path: Path, umask: int) -> None:
    """Not mkstemp's 0600: another user who may read the store (read-only use) must be able to
    read the keyword index, or every read-only open rebuilds it from SQLite (40 s at 100k)."""
    index = build([["a", "b"], ["b", "c"]], batches=1)
    old = os.umask(umask)
    try:
        index.save(tmp_path / "bm25.npz")
        (tmp_path / "plain").write_bytes(b"")
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "bm25.npz").stat().st_mode) == 0o666 & ~umask
    assert stat.S_IMODE((tmp_path / "plain").stat().st_mode) == 0o666 & ~umask


def test_replace_equals_a_fresh_build_of_the_changed_corpus(tmp_path: Path) -> None:
    """What set_searchable relies on: changing a few documents in place scores exactly as
    rank-bm25 on the changed corpus, including a term whose only documents were replaced away
    (it leaves the idf mean, as it would leave a fresh corpus)."""
    rng = random.Random(7)
    for vocab, n_docs in ((5, 10), (30, 80), (500, 300)):
        corpus = random_corpus(rng, n_docs, vocab)
        corpus[0] = [*corpus[0], "only-here"]
        index = build(corpus, batches=3)
        changed = sorted({*rng.sample(range(n_docs), max(1, n_docs // 7)), 0})
        for i in changed:
            corpus[i] = [*random_query(rng, vocab), "新しい"]
        index.replace([key_of(i) for i in changed], [corpus[i] for i in changed])
        ref = BM25Okapi(corpus)
        for query in [random_query(rng, vocab) for _ in range(8)] + [["only-here"], ["新しい"]]:
            assert_parity(index, ref, corpus, query)
        index.save(tmp_path / "i.npz")
        loaded = SparseBM25.load(tmp_path / "i.npz")
        for query in [random_query(rng, vocab) for _ in range(4)]:
            assert_parity(loaded, ref, corpus, query)
    with pytest.raises(ValueError, match="not in the BM25 index"):
        index.replace([10**9], [["x"]])
