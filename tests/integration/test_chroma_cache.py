"""Embedded Chroma's HNSW segment cache is bounded (chroma_api.py): chromadb 1.x ignores its
LRU settings and kept every collection a process had touched (2.9 GB at 1,000 users,
BENCHMARKS §6). A bound smaller than the namespaces served changes no answer."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import hit_ids, sample_episodes

from omoide.memory_store import USEEmbeddings
from omoide.memory_store.chroma_api import DEFAULT_HNSW_CACHE
from omoide.memory_store.errors import StoreError
from omoide.memory_store.pool import NamespacePool

pytestmark = pytest.mark.slow  # seconds each: in CI's full run, not the fast lane

QUERIES = ("a dog jumped into the river", "京都旅行", "piano practice", "job interview")


def test_the_embedded_client_runs_with_the_bounded_cache(
    tmp_path: Path, embedder: USEEmbeddings, monkeypatch: pytest.MonkeyPatch
) -> None:
    from chromadb.api.rust import RustBindingsAPI

    monkeypatch.setenv("OMOIDE_CHROMA_HNSW_CACHE", "3")
    with (
        NamespacePool(tmp_path / "s", embedder=embedder, max_open=2) as pool,
        pool.lease("u0") as store,
    ):
        store.add_episodes(sample_episodes())
        api = store._vectors._client._server
        assert isinstance(api, RustBindingsAPI)
        assert api.hnsw_cache_size == 3  # chromadb's own: RLIMIT_NOFILE // 5


def test_answers_are_the_same_when_segments_are_evicted(
    tmp_path: Path, embedder: USEEmbeddings, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OMOIDE_CHROMA_HNSW_CACHE", "2")  # 8 users through a cache of 2
    users = [f"u{i}" for i in range(8)]
    with NamespacePool(tmp_path / "s", embedder=embedder, max_open=2) as pool:
        for user in users:
            with pool.lease(user) as store:
                store.add_episodes(sample_episodes()[: 3 + users.index(user) % 5])
        passes = []
        for _ in range(2):
            answers = {}
            for user in users:
                with pool.lease(user) as store:
                    answers[user] = [hit_ids(store.search_vector(q, k=3)) for q in QUERIES]
            passes.append(answers)
    assert passes[0] == passes[1]
    assert all(any(a) for a in passes[0].values())


def test_a_bad_bound_is_an_error_naming_the_variable(
    tmp_path: Path, embedder: USEEmbeddings, monkeypatch: pytest.MonkeyPatch
) -> None:
    from omoide.memory_store import MemoryStore

    assert DEFAULT_HNSW_CACHE == 64
    monkeypatch.setenv("OMOIDE_CHROMA_HNSW_CACHE", "lots")
    with pytest.raises(StoreError, match="OMOIDE_CHROMA_HNSW_CACHE='lots'"):
        MemoryStore(tmp_path / "s", embedder=embedder)
