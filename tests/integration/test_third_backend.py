"""A third backend needs its own module and one registration line (issue 38, point 1).

``tests/memtest_backend/memtest.py`` is a ``memtest://NAME`` backend kept out of omoide: with
``register_backend(is_memtest, MemtestBackend)`` (or its ``"module:attribute"`` name) a store
at such a URL opens through ``MemoryStore``, ``NamespacePool``, ``OmoideStore``,
``open_derived`` / ``has_derived`` and ``migrate`` — no other edit — and uses the parts the
backend gives (its rows' folder, its lock, its URL and label). Removed again, the URL is no
longer its.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import sample_episodes

from omoide.memory_store import MemoryStore, USEEmbeddings
from omoide.memory_store.backends import backend_factory, open_backend, register_backend
from omoide.memory_store.backends.folder import FolderBackend
from omoide.memory_store.derived import Entity, has_derived, open_derived
from omoide.memory_store.langgraph_store import OmoideStore
from omoide.memory_store.migrate import migrate
from omoide.memory_store.pool import NamespacePool
from tests.memtest_backend import memtest

URL = "memtest://alpha"


@pytest.fixture
def registered(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(memtest, "ROOT", tmp_path / "memtest")
    monkeypatch.setattr(memtest, "OPENED", [])
    unregister = register_backend(memtest.is_memtest, memtest.MemtestBackend)  # the one line
    try:
        yield
    finally:
        unregister()


def test_unregistered_the_url_is_not_the_backends() -> None:
    assert backend_factory(URL) is FolderBackend  # the fallback: nothing claims it
    unregister = register_backend(
        memtest.is_memtest, "tests.memtest_backend.memtest:MemtestBackend"
    )
    try:  # by name: imported when such a store is first opened
        assert backend_factory(URL) is memtest.MemtestBackend
        assert backend_factory("/some/folder") is FolderBackend
    finally:
        unregister()
    assert backend_factory(URL) is FolderBackend


@pytest.mark.usefixtures("registered")
def test_memory_store_and_derived_memory_open_on_it(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    episodes = sample_episodes()
    with MemoryStore(URL, embedder=embedder) as store:
        assert (store.url, store.location) == (URL, URL)
        assert store.label == "memtest store 'alpha'"
        assert store.path == tmp_path / "memtest" / "alpha"  # its parts' folder
        assert store.add_episodes(episodes).added == len(episodes)
        assert store.search_keyword("京都", k=3)[0].episode.user_text.startswith("4月に京都")
        assert (
            "piano"
            in store.search_vector("learning a musical instrument", k=1)[0].episode.user_text
        )
        backend = memtest.OPENED[-1]
        assert backend.locks["default"].holds > 0  # the writes took the backend's lock
        store.derived.upsert_entity(Entity(id="kyoto", name="Kyoto", kind="place"))
    assert has_derived(URL)
    derived = open_derived(URL)
    try:
        assert [e.name for e in derived.entities(namespace="default")] == ["Kyoto"]
    finally:
        derived.close()
    with MemoryStore(URL, embedder=embedder, create=False) as again:
        assert again.stats().episodes == len(episodes)
    with pytest.raises(ValueError, match="cache_dir"):  # the backend refuses what it has no use for
        open_backend(URL, cache_dir=tmp_path)


@pytest.mark.usefixtures("registered")
def test_pool_langgraph_store_and_migrate_open_on_it(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    with NamespacePool(URL, embedder=embedder) as pool:
        assert (pool.url, pool.label) == (URL, "memtest store 'alpha'")
        assert pool.timezone == "UTC"  # no store yet: read through the backend, nothing made
        assert not (tmp_path / "memtest" / "alpha").exists()
        with pool.lease("bob") as store:
            store.add_episodes(sample_episodes()[:3])
            assert store.url == URL
    lg = OmoideStore(URL, embedder=embedder)
    try:
        assert lg.url == URL
        lg.put(("carol",), "tea", {"text": "Carol drinks green tea every morning"})
        item = lg.get(("carol",), "tea")
        assert item is not None and item.value["text"].startswith("Carol")
    finally:
        lg.close()
    report = migrate(URL, tmp_path / "copy")
    assert report.source == "memtest store 'alpha'"
    assert {n.namespace: n.copied for n in report.namespaces} == {"bob": 3, "carol": 1}
    with MemoryStore(tmp_path / "copy", namespace="carol", embedder=embedder) as copy:
        assert copy.url is None and copy.stats().episodes == 1
