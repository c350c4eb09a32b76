"""``NamespacePool``: lazy opens, one shared embedder, LRU close that spares leased stores,
thread safety, and per-namespace isolation, on real stores."""

from __future__ import annotations

import random
import threading
from pathlib import Path

import pytest

from omoide.memory_store import Episode, StoreError, USEEmbeddings
from omoide.memory_store.pool import NamespacePool
from tests.conftest import NOW

# Seconds, not milliseconds: out of the fast lane (`pytest -m "not slow"`); CI runs it.
pytestmark = pytest.mark.slow


def _episode(ns: str, i: int) -> Episode:
    return Episode.create(
        f"{ns} さんの記録 {i}: 京都で抹茶のパフェを食べた", "いいですね", occurred_at=NOW
    )


def test_opens_lazily_and_shares_one_embedder(tmp_path: Path, embedder: USEEmbeddings) -> None:
    with NamespacePool(tmp_path / "s", embedder=embedder) as pool:
        assert pool.open_namespaces() == []
        a = pool.get("alice")
        assert pool.get("alice") is a  # opened once
        b = pool.get("bob")
        assert b is not a and b.namespace == "bob"
        assert a.embedder is b.embedder is embedder
        assert pool.opened == 2


def test_embedder_resolved_once_from_a_spec(tmp_path: Path, embedder: USEEmbeddings) -> None:
    with NamespacePool(tmp_path / "s", embedder=embedder) as pool:
        pool.get("x")  # records the embedder in the store
    with NamespacePool(tmp_path / "s") as pool:  # no embedder given: the store's own one
        first = pool.get("a")
        assert pool.get("b").embedder is first.embedder is pool.embedder


def test_lru_closes_the_least_recently_used(tmp_path: Path, embedder: USEEmbeddings) -> None:
    with NamespacePool(tmp_path / "s", embedder=embedder, max_open=2) as pool:
        a = pool.get("a")
        a.add_episodes([_episode("a", 0)])
        pool.get("b")
        pool.get("a")  # a is now more recent than b
        pool.get("c")
        assert pool.open_namespaces() == ["a", "c"]
        pool.get("b")  # b again: a is the least recently used now
        assert pool.open_namespaces() == ["c", "b"]
        with pytest.raises(StoreError, match="closed"):
            a.search_keyword("京都")
        again = pool.get("a")  # reopened from disk, data intact
        assert again is not a and [h.id for h in again.search_keyword("抹茶")] == [
            _episode("a", 0).id
        ]


def test_a_leased_store_is_never_closed_under_its_user(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    with NamespacePool(tmp_path / "s", embedder=embedder, max_open=1) as pool:
        with pool.lease("a") as a:
            pool.get("b")
            pool.get("c")
            a.add_episodes([_episode("a", 1)])  # still open while leased
            assert "a" in pool.open_namespaces()
        assert len(pool.open_namespaces()) == 1  # back under the bound once released


def test_closed_pool_refuses(tmp_path: Path, embedder: USEEmbeddings) -> None:
    pool = NamespacePool(tmp_path / "s", embedder=embedder)
    pool.get("a")
    pool.close()
    with pytest.raises(StoreError, match="closed"):
        pool.get("a")
    with pytest.raises(ValueError):
        NamespacePool(tmp_path / "s", max_open=0)


def test_threads_share_a_bounded_pool_without_mixing_namespaces(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    names = [f"user{i}" for i in range(5)]
    errors: list[BaseException] = []
    with NamespacePool(tmp_path / "s", embedder=embedder, max_open=2) as pool:

        def worker(seed: int) -> None:
            rng = random.Random(seed)
            try:
                for step in range(6):
                    ns = rng.choice(names)
                    with pool.lease(ns) as store:
                        store.add_episodes([_episode(ns, seed * 100 + step)])
                        for hit in store.search_keyword("抹茶", k=50):
                            assert hit.text.startswith(f"{ns} さん"), (ns, hit.text)
            except BaseException as exc:  # surfaced below
                errors.append(exc)

        threads = [threading.Thread(target=worker, args=(s,)) for s in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert not errors
        assert len(pool.open_namespaces()) <= 2
        total = 0
        for ns in names:
            with pool.lease(ns) as store:
                texts = [h.text for h in store.search_vector("抹茶のパフェ", k=100)]
                assert all(t.startswith(f"{ns} さん") for t in texts)
                total += len(store)
        assert total == 4 * 6


def test_warm_up_resolves_the_recorded_embedder_once(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    with NamespacePool(tmp_path / "s", embedder=embedder) as pool:
        pool.get("x")  # records the embedder in the store
    with NamespacePool(tmp_path / "s") as pool:
        pool.warm_up()  # before any namespace is open
        resolved = pool.embedder
        assert isinstance(resolved, USEEmbeddings)
        assert pool.get("a").embedder is resolved  # every namespace gets that instance
    with NamespacePool(tmp_path / "new") as pool:  # no store yet: the offline default
        pool.warm_up()
        assert isinstance(pool.embedder, USEEmbeddings) and not (tmp_path / "new").exists()
        assert pool.timezone == "UTC"
