"""The pgvector index (memory_store/pg/vectors.py) against the Chroma ``VectorIndex``: the same
behaviours run on both backends (``backend`` = "chroma" / "postgres"), then what only the
PostgreSQL one has (the exact path below the threshold, its partial HNSW index above it, the
build under an advisory lock, the extension at open). Real embeddings of the offline embedder
on the sample archive's texts (memory_store/sample_data)."""

from __future__ import annotations

import threading
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from langchain_core.embeddings import Embeddings

from omoide.memory_store import Episode, USEEmbeddings
from omoide.memory_store.archive import read_archive
from omoide.memory_store.embedders import embed_texts
from omoide.memory_store.errors import EmbedderMismatchError, ReadOnlyStoreError, StoreError
from omoide.memory_store.vector_index import VectorIndex

pytestmark = pytest.mark.slow  # seconds each: in CI's full run, not the fast lane

SAMPLE = Path(__file__).resolve().parents[2] / "memory_store" / "sample_data"
K = 10

Index = Any  # VectorIndex or PgVectorIndex: the same public interface
MakeIndex = Callable[..., Index]


class Projected(Embeddings):
    """A second real model beside USE: its vectors projected to 128 dims (another model id,
    another size), so two models' vectors live side by side in one namespace."""

    model_id = "use-projected-128"
    dimensions = 128

    def __init__(self, base: USEEmbeddings) -> None:
        self._base = base
        self._proj = np.random.default_rng(5).standard_normal((512, 128)).astype(np.float32)

    def _project(self, vectors: np.ndarray) -> np.ndarray:
        out = vectors @ self._proj
        return (out / np.linalg.norm(out, axis=1, keepdims=True)).astype(np.float32)

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return self._project(embed_texts(self._base, texts)).tolist()  # type: ignore[no-any-return]

    def embed_query(self, text: str) -> list[float]:
        return self.embed_documents([text])[0]


@pytest.fixture(scope="module")
def corpus(embedder: USEEmbeddings) -> tuple[list[Episode], np.ndarray]:
    """The sample archive's episodes (377) and their vectors."""
    episodes = read_archive(SAMPLE).episodes
    assert len(episodes) > 300
    return episodes, embed_texts(embedder, [e.text for e in episodes])


def brute_force(vectors: np.ndarray, ids: list[str], q: np.ndarray, k: int) -> list[str]:
    unit = vectors / np.linalg.norm(vectors, axis=1, keepdims=True)
    sims = unit @ (q / np.linalg.norm(q))
    order = sorted(range(len(ids)), key=lambda i: (-float(sims[i]), ids[i]))
    return [ids[i] for i in order[:k]]


@pytest.fixture(params=["chroma", "postgres"])
def backend(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def make_index(
    backend: str, request: pytest.FixtureRequest, tmp_path: Path, embedder: USEEmbeddings
) -> Iterator[MakeIndex]:
    """``make_index(namespace, embedder=..., readonly=...)`` on the test's backend (one
    Chroma folder, or one PostgreSQL schema, per test)."""
    if backend == "chroma":

        def chroma(
            namespace: str = "alice", emb: Embeddings = embedder, readonly: bool = False
        ) -> Index:
            return VectorIndex(
                tmp_path / "chroma",
                namespace=namespace,
                embedder=emb,
                dimensions=int(getattr(emb, "dimensions", 512)),
                readonly=readonly,
            )

        yield chroma
        return
    from omoide.memory_store.pg.connect import parse_store_url
    from omoide.memory_store.pg.vectors import pg_index_factory

    factory = pg_index_factory(parse_store_url(request.getfixturevalue("pg_url")))

    def postgres(
        namespace: str = "alice", emb: Embeddings = embedder, readonly: bool = False
    ) -> Index:
        return factory(
            namespace=namespace,
            embedder=emb,
            dimensions=int(getattr(emb, "dimensions", 512)),
            store_id="",
            readonly=readonly,
        )

    try:
        yield postgres
    finally:
        factory.close()


# -- the same behaviours on both backends --------------------------------------------------------


def test_top_k_is_the_exact_answer_with_cosine_similarities(
    make_index: MakeIndex, corpus: tuple[list[Episode], np.ndarray], backend: str
) -> None:
    episodes, vectors = corpus
    ids = [e.id for e in episodes]
    index = make_index()
    index.upsert(episodes, vectors)
    assert index.count() == len(episodes) and index.all_ids() == set(ids)
    queries = vectors[::25]
    hits = index.query_many(queries, K)
    found = total = 0
    for q, (got, sims) in zip(queries, hits, strict=True):
        want = brute_force(vectors, ids, q, K)
        found += len(set(got) & set(want))
        total += K
        assert len(got) == K and sims.dtype == np.float32
        # similarity = 1 - cosine distance = cos, most similar first
        rows = vectors[[ids.index(i) for i in got]]
        cos = rows @ q / np.linalg.norm(rows, axis=1) / np.linalg.norm(q)
        np.testing.assert_allclose(sims, cos, atol=2e-5)
        assert list(sims) == sorted(sims, reverse=True)
    if backend == "postgres":
        assert found == total  # the exact path: recall 1.0
    else:
        assert found / total >= 0.95
    # query() is query_many() of one
    one_ids, one_sims = index.query(queries[0], K)
    assert one_ids == hits[0][0]
    np.testing.assert_array_equal(one_sims, hits[0][1])


def test_equal_similarities_are_ordered_by_id(
    make_index: MakeIndex, corpus: tuple[list[Episode], np.ndarray]
) -> None:
    episodes, vectors = corpus
    twins = [
        Episode.create(episodes[0].user_text, episodes[0].reply_text, occurred_at=10_000 + i)
        for i in range(6)
    ]
    index = make_index()
    index.upsert(episodes[:50], vectors[:50])
    index.upsert(twins, np.repeat(vectors[:1], len(twins), axis=0))
    ids, sims = index.query(vectors[0], 7)
    assert set(ids) == {episodes[0].id} | {t.id for t in twins}
    assert ids == sorted(ids) and len(set(sims.tolist())) == 1


def test_upsert_is_idempotent_and_replaces_a_vector(
    make_index: MakeIndex, corpus: tuple[list[Episode], np.ndarray]
) -> None:
    episodes, vectors = corpus
    index = make_index()
    index.upsert(episodes[:40], vectors[:40])
    before = index.query(vectors[7], K)
    index.upsert(episodes[:40], vectors[:40])
    assert index.count() == 40
    after = index.query(vectors[7], K)
    assert after[0] == before[0]
    np.testing.assert_array_equal(after[1], before[1])
    # the same id with another vector: found by the new one, no longer by the old
    index.upsert([episodes[7]], vectors[30:31])
    ids, sims = index.query(vectors[30], 2)
    assert set(ids) == {episodes[7].id, episodes[30].id} and sims[1] > 0.999
    assert index.count() == 40


def test_namespaces_never_see_each_others_vectors(
    make_index: MakeIndex, corpus: tuple[list[Episode], np.ndarray]
) -> None:
    episodes, vectors = corpus
    names = [f"user-{i}" for i in range(20)]  # more than 16: partitions are shared
    parts = {ns: (episodes[i::20], vectors[i::20]) for i, ns in enumerate(names)}
    for ns, (eps, vecs) in parts.items():
        make_index(ns).upsert(eps, vecs)
    for ns, (eps, _) in parts.items():
        index = make_index(ns)
        own = {e.id for e in eps}
        assert index.count() == len(eps) and index.all_ids() == own
        for got, _ in index.query_many(vectors[:40:4], 50):
            assert set(got) == own  # asked for more than it holds: all its own, nothing else
    make_index("user-0").delete([e.id for e in parts["user-1"][0]])  # another's ids: no effect
    assert make_index("user-1").count() == len(parts["user-1"][0])


def test_delete_forgets_vectors_and_unfindable_names_them(
    make_index: MakeIndex, corpus: tuple[list[Episode], np.ndarray]
) -> None:
    episodes, vectors = corpus
    eps = episodes[:30]
    index = make_index()
    index.upsert(eps, vectors[:30])
    assert index.unfindable([e.id for e in eps]) == []
    assert index.self_check(eps[:8]) is None
    index.delete([eps[3].id, eps[5].id, "no-such-id"])
    assert index.count() == 28 and eps[3].id not in index.all_ids()
    assert eps[3].id not in index.query(vectors[3], 30)[0]
    assert index.unfindable([e.id for e in eps]) == [eps[3].id, eps[5].id]
    index.delete([e.id for e in eps[6:14]])
    assert index.self_check(eps[:14]) == "10 of 14 sampled vectors are missing"
    assert index.self_check([]) is None


def test_flags_change_no_answer(
    make_index: MakeIndex, corpus: tuple[list[Episode], np.ndarray]
) -> None:
    """Search filters by the rows' filter table, not by the index: flags copied into the index
    (Chroma's metadata) or not (pgvector) leave every answer as it was."""
    episodes, vectors = corpus
    index = make_index()
    index.upsert(episodes[:40], vectors[:40])
    before = index.query(vectors[2], K)
    index.set_searchable([e.id for e in episodes[:10]], False)
    index.set_flags([(episodes[2].id, 2, False), (episodes[3].id, 0, True)])
    after = index.query(vectors[2], K)
    assert after[0] == before[0] and index.count() == 40


def test_two_models_side_by_side(
    make_index: MakeIndex, corpus: tuple[list[Episode], np.ndarray], embedder: USEEmbeddings
) -> None:
    episodes, vectors = corpus
    other = Projected(embedder)
    use = make_index("alice")
    small = make_index("alice", other)
    use.upsert(episodes[:60], vectors[:60])
    projected = np.asarray(other.embed_documents([e.text for e in episodes[60:100]]), np.float32)
    small.upsert(episodes[60:100], projected)
    assert use.count() == 60 and small.count() == 40
    assert use.model_id != small.model_id and small.dimensions == 128
    assert set(use.query(vectors[70], 100)[0]) == {e.id for e in episodes[:60]}
    assert small.query(projected[5], 1)[0] == [episodes[65].id]
    small.recreate()
    assert small.count() == 0 and use.count() == 60


def test_wrong_dimensions_and_empty_queries(
    make_index: MakeIndex, corpus: tuple[list[Episode], np.ndarray]
) -> None:
    episodes, vectors = corpus
    index = make_index()
    assert index.query(vectors[0], K)[0] == []  # nothing stored yet
    index.upsert(episodes[:5], vectors[:5])
    with pytest.raises(EmbedderMismatchError):
        index.query(np.ones(7, np.float32), K)
    with pytest.raises(EmbedderMismatchError):
        index.upsert(episodes[:1], np.ones((1, 7), np.float32))
    assert index.query(vectors[0], 0)[0] == []
    assert index.query_many(vectors[:0], K) == []
    assert len(index.query(vectors[0], 1000)[0]) == 5
    index.recreate()
    assert index.count() == 0 and index.all_ids() == set()


# -- PostgreSQL only -----------------------------------------------------------------------------


def pg_factory(pg_url: str, **kw: Any) -> Any:
    from omoide.memory_store.pg.connect import parse_store_url
    from omoide.memory_store.pg.vectors import pg_index_factory

    return pg_index_factory(parse_store_url(pg_url), **kw)


def pg_index(factory: Any, embedder: Embeddings, namespace: str = "alice", **kw: Any) -> Any:
    return factory(
        namespace=namespace,
        embedder=embedder,
        dimensions=512,
        store_id="",
        readonly=kw.pop("readonly", False),
    )


def test_hnsw_index_past_the_threshold_gives_the_exact_top_k(
    pg_url: str, embedder: USEEmbeddings, corpus: tuple[list[Episode], np.ndarray]
) -> None:
    episodes, vectors = corpus
    ids = [e.id for e in episodes]
    factory = pg_factory(pg_url, hnsw_threshold=300, build_delay=0.0)
    try:
        index = pg_index(factory, embedder)
        small = pg_index(factory, embedder, "bob")
        small.upsert(episodes[:50], vectors[:50])
        index.upsert(episodes[:250], vectors[:250])
        queries = vectors[::9]
        exact = index.query_many(queries, K)
        assert not index.hnsw_ready and index.name not in index.search_plan(queries[0], K)
        index.upsert(episodes[250:], vectors[250:])  # crosses 300: the build starts
        assert index.wait_for_build(60) and index.hnsw_ready
        assert f"Index Scan using {index.name}" in index.search_plan(queries[0], K)
        # the small namespace in the same table keeps its exact path
        assert not small.hnsw_ready and small.count() == 50
        approx = index.query_many(queries, K)
        truth = [brute_force(vectors, ids, q, K) for q in queries]
        found = sum(len(set(g) & set(t)) for (g, _), t in zip(approx, truth, strict=True))
        assert found / (K * len(queries)) >= 0.95
        exact = [brute_force(vectors[:250], ids[:250], q, K) for q in queries]
        assert exact != truth  # the queries did see the vectors added after the first 250
        # more neighbours than hnsw.ef_search's default (40) and than ours (100): all found
        assert len(index.query(vectors[0], 300)[0]) == 300
        assert len(index.query(vectors[0], 5000)[0]) == len(episodes)  # > 1000: exactly
        # the self-check walks the index
        assert index.self_check(episodes[:8]) is None
        assert index.unfindable(ids) == []
        # an episode upserted after the build is found through the index
        late = Episode.create("a brand new line about glaciers", "ok", occurred_at=99)
        late_vec = embed_texts(embedder, [late.text])
        index.upsert([late], late_vec)
        assert index.query(late_vec[0], 1)[0] == [late.id]
        # another process (another factory and pool) finds the index and uses it
        again = pg_index(pg_factory(pg_url, hnsw_threshold=300), embedder)
        assert again.hnsw_ready and again.query(late_vec[0], 1)[0] == [late.id]
        # recreate drops it with the vectors
        index.recreate()
        assert index.count() == 0 and not index.hnsw_ready
        again.reload()
        assert not again.hnsw_ready
    finally:
        factory.close()


def test_the_index_is_built_once_by_concurrent_builders_and_rebuilt_when_invalid(
    pg_url: str, embedder: USEEmbeddings, corpus: tuple[list[Episode], np.ndarray]
) -> None:
    import psycopg

    episodes, vectors = corpus
    factory = pg_factory(pg_url, hnsw_threshold=10**9)  # no background build
    other = pg_factory(pg_url, hnsw_threshold=10**9)  # a second replica
    try:
        index = pg_index(factory, embedder)
        index.upsert(episodes, vectors)
        replicas = [index, pg_index(other, embedder)]
        results: list[bool] = []
        for r in replicas:
            r._threshold = 100  # as if the threshold had been passed
        threads = [
            threading.Thread(target=lambda r=r: results.append(r.build_hnsw())) for r in replicas
        ]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        # The one that lost the build lock learns of the other's index on its next look
        # at the catalog (reload, or its periodic check): meanwhile it searches exactly.
        index.reload()
        assert True in results and index.hnsw_ready
        schema = pg_url.rsplit("schema=", 1)[1]
        uri = pg_url.rsplit("&schema=", 1)[0]
        with psycopg.connect(uri, autocommit=True) as conn:
            count = "SELECT count(*) FROM pg_indexes WHERE schemaname = %s AND indexname = %s"
            assert conn.execute(count, (schema, index.name)).fetchone() == (1,)
            # a builder that died leaves the index invalid: the next build drops and rebuilds it
            conn.execute(
                "UPDATE pg_index SET indisvalid = false WHERE indexrelid = %s::regclass",
                (f"{schema}.{index.name}",),
            )
            index.reload()
            assert not index.hnsw_ready
            assert index.name not in index.search_plan(vectors[0], K)
            assert index.query(vectors[0], 1)[0] == [episodes[0].id]  # exactly meanwhile
            assert index.build_hnsw() and index.hnsw_ready
            assert conn.execute(count, (schema, index.name)).fetchone() == (1,)
    finally:
        factory.close()
        other.close()


def test_read_only_index_on_an_empty_store(pg_url: str, embedder: USEEmbeddings) -> None:
    factory = pg_factory(pg_url)
    try:
        index = pg_index(factory, embedder, readonly=True)
        assert index.count() == 0 and index.all_ids() == set()
        assert index.query(np.ones(512, np.float32), K)[0] == []
        episode = Episode.create("hello", "hi", occurred_at=1)
        with pytest.raises(ReadOnlyStoreError):
            index.upsert([episode], np.ones((1, 512), np.float32))
        writer = pg_index(factory, embedder)
        writer.upsert([episode], embed_texts(embedder, ["hello"]))
        index.reload()
        assert index.count() == 1
    finally:
        factory.close()


def test_refused_extension_fails_in_one_line_naming_the_url_and_the_fix(
    pg_server: Any, embedder: USEEmbeddings
) -> None:
    import psycopg

    from omoide.memory_store.pg.connect import parse_store_url
    from omoide.memory_store.pg.vectors import PgIndexFactory

    db, role = f"novec_{uuid.uuid4().hex[:8]}", f"u_{uuid.uuid4().hex[:8]}"
    admin = pg_server.get_uri()
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f"CREATE ROLE {role} LOGIN PASSWORD 'sekret99'")
        conn.execute(f"CREATE DATABASE {db} OWNER {role}")
    host = admin.split("host=", 1)[1]
    url = f"postgresql://{role}:sekret99@/{db}?host={host}&schema=s1"
    try:
        factory = PgIndexFactory(parse_store_url(url))
        try:
            with pytest.raises(StoreError) as err:
                pg_index(factory, embedder)
        finally:
            factory.close()
        message = str(err.value)
        assert "\n" not in message and "sekret99" not in message
        assert f"postgresql://{role}:***@/{db}" in message
        assert "CREATE EXTENSION vector as a superuser" in message
    finally:
        with psycopg.connect(admin, autocommit=True) as conn:
            conn.execute(f"DROP DATABASE IF EXISTS {db} WITH (FORCE)")
            conn.execute(f"DROP ROLE IF EXISTS {role}")
