"""Closing a store closes its SQLite files in every thread that used them.

Each thread reads through its own SQLite connection. ``close()`` used to close only the calling
thread's, so a worker thread that outlived the store (a server's executor, a tool node's pool)
kept the database, its WAL and shared-memory files open; Python 3.13 then warned "unclosed
database" when such a thread ended. Counted here as the process's open file descriptors
(Linux's ``/proc/self/fd``) that point at omoide's own SQLite files.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import TypeVar

import pytest
from conftest import NOW, sample_episodes
from langchain_core.embeddings import DeterministicFakeEmbedding

from omoide import NamespacePool, OmoideStore
from omoide.agent import RetrievalConfig, recall
from omoide.memory_store import MemoryStore, USEEmbeddings
from omoide.memory_store.derived import DERIVED_FILE
from omoide.memory_store.errors import EmbedderMismatchError
from omoide.memory_store.store import DB_FILE

pytestmark = pytest.mark.skipif(
    not Path("/proc/self/fd").is_dir(), reason="counts open files through /proc/self/fd (Linux)"
)

T = TypeVar("T")


def open_sqlite_files(folder: Path) -> list[str]:
    """omoide's SQLite files under ``folder`` (database, WAL, shared memory) this process has
    open, one entry per descriptor."""
    found = []
    for fd in os.listdir("/proc/self/fd"):
        try:
            target = os.readlink(f"/proc/self/fd/{fd}")
        except OSError:
            continue  # closed meanwhile (the listing's own descriptor)
        name = Path(target).name
        if target.startswith(str(folder)) and name.startswith((DB_FILE, DERIVED_FILE)):
            found.append(target)
    return found


def on(pool: ThreadPoolExecutor, fn: Callable[[], T]) -> T:
    return pool.submit(fn).result()


def test_memory_store_close_closes_other_threads_connections(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    folder = tmp_path / "store"
    config = RetrievalConfig(record_runs=True)
    with ThreadPoolExecutor(2) as workers:  # outlives the store, as a server's threads do
        store = MemoryStore(folder, embedder=embedder)
        store.add_episodes(sample_episodes())
        on(workers, lambda: store.search_keyword("こむぎ", k=3))
        on(workers, lambda: recall(store, "こむぎの散歩", now=NOW, config=config))
        on(workers, lambda: store.derived.entities(namespace=store.namespace))
        assert open_sqlite_files(folder)
        store.close()
        assert open_sqlite_files(folder) == []


def test_a_thread_that_ended_hands_its_connection_on(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    """A new thread a turn (LangGraph's executors) reuses the connection of one that ended."""
    folder = tmp_path / "store"
    with MemoryStore(folder, embedder=embedder) as store:
        store.add_episodes(sample_episodes())
        for _ in range(5):
            with ThreadPoolExecutor(1) as one_turn:
                on(one_turn, lambda: store.search_keyword("こむぎ", k=3))
        assert len({f for f in open_sqlite_files(folder) if f.endswith(DB_FILE)}) == 1
        assert store._db._conns.opened <= 2  # this thread's and the workers' one


def test_namespace_pool_and_langgraph_store_close_everything(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    folder = tmp_path / "store"
    with ThreadPoolExecutor(2) as workers:
        pool = NamespacePool(folder, embedder=embedder)
        for user in ("alice", "bob"):
            on(workers, lambda u=user: pool.get(u).search_keyword("こむぎ", k=3))  # type: ignore[misc]
        items = OmoideStore(folder, pool=pool, index={"fields": ["content"]})
        on(workers, lambda: items.put(("memories", "alice"), "m1", {"content": "多摩川を走る"}))
        on(workers, lambda: items.search(("memories", "alice"), query="走る"))
        assert open_sqlite_files(folder)
        items.close()
        pool.close()
        assert open_sqlite_files(folder) == []


def test_a_store_that_fails_to_open_keeps_no_file_open(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    """The caller of a constructor that raised has nothing to close: the store must have
    closed what it had opened (here: opened with another embedder than its vectors')."""
    folder = tmp_path / "store"
    with MemoryStore(folder, embedder=embedder) as store:
        store.add_episodes(sample_episodes())
    with pytest.raises(EmbedderMismatchError):
        MemoryStore(folder, embedder=DeterministicFakeEmbedding(size=64))
    assert open_sqlite_files(folder) == []
