"""Embedded Chroma's "Nothing found on disk" (vector_index.py's docstring): a collection whose
in-memory index Chroma lost is read again through one new system for the whole folder, and the
other indexes of the folder follow it. Real Chroma and the real offline embedder throughout."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from omoide.memory_store import Episode, USEEmbeddings
from omoide.memory_store import vector_index as vi
from omoide.memory_store.vector_index import VectorIndex

COLD = (
    "Error executing plan: Internal error: Error creating hnsw segment reader: "
    "Nothing found on disk"
)


def _index(path: Path, namespace: str, embedder: USEEmbeddings) -> VectorIndex:
    return VectorIndex(path, namespace=namespace, embedder=embedder, dimensions=512)


def _episodes(tag: str, n: int) -> list[Episode]:
    return [
        Episode.create(f"{tag} の話 {i}", f"はい {i}", occurred_at=1_700_000_000 + i)
        for i in range(n)
    ]


def _vectors(n: int, seed: int) -> np.ndarray:
    v = np.random.default_rng(seed).normal(size=(n, 512)).astype(np.float32)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


class _FailsOnce:
    """A collection whose next ``query`` fails with Chroma's cold-read message (what Chroma
    raises at random under load; this makes it happen on the call the test chooses)."""

    def __init__(self, inner: Any, message: str = COLD) -> None:
        self._inner, self._message, self.failed = inner, message, False

    def query(self, **kwargs: Any) -> Any:
        if not self.failed:
            self.failed = True
            from chromadb.errors import InternalError

            raise InternalError(self._message)
        return self._inner.query(**kwargs)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)


def _cached_system(path: Path) -> Any:
    from chromadb.api.shared_system_client import SharedSystemClient

    found = [
        s
        for k, s in SharedSystemClient._identifier_to_system.items()
        if Path(k).resolve() == path.resolve()
    ]
    assert len(found) == 1, f"{len(found)} Chroma systems cached for {path}"
    return found[0]


def test_a_cold_read_is_read_again_through_one_new_system(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    path = tmp_path / "chroma"
    alice, bob = _index(path, "alice", embedder), _index(path, "bob", embedder)
    a_eps, b_eps = _episodes("alice", 5), _episodes("bob", 4)
    a_vec, b_vec = _vectors(5, 1), _vectors(4, 2)
    alice.upsert(a_eps, a_vec)
    bob.upsert(b_eps, b_vec)
    before, bob_server = _cached_system(path), bob._client._server

    alice._collection = _FailsOnce(alice._collection)
    ids, sims = alice.query(a_vec[2], 3)
    assert ids[0] == a_eps[2].id and sims[0] > 0.99  # answered, through the new system
    after = _cached_system(path)
    assert after is not before  # the folder's system was replaced, once

    # bob's index still held the old system: its next call follows the new one, so two live
    # systems never write this folder, and it finds its own vectors there.
    assert bob._client._server is bob_server
    ids, _ = bob.query(b_vec[1], 2)
    assert ids[0] == b_eps[1].id
    assert bob._client._server is not bob_server
    assert bob._client._server is alice._client._server
    assert _cached_system(path) is after  # following made no third system

    # Writes after the replacement land in the new system and are found.
    more = _episodes("alice-more", 2)
    alice.upsert(more, _vectors(2, 3))
    assert alice.count() == 7 and bob.count() == 4


def test_other_chroma_errors_are_not_retried(tmp_path: Path, embedder: USEEmbeddings) -> None:
    path = tmp_path / "chroma"
    index = _index(path, "alice", embedder)
    index.upsert(_episodes("alice", 2), _vectors(2, 1))
    before = _cached_system(path)
    index._collection = _FailsOnce(index._collection, "Error executing plan: disk I/O error")
    with pytest.raises(Exception, match="disk I/O error"):
        index.query(_vectors(1, 5)[0], 1)
    assert _cached_system(path) is before  # nothing replaced for an error a new system won't cure


def test_two_threads_replacing_at_once_make_one_new_system(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    path = tmp_path / "chroma"
    indexes = [_index(path, f"user{i}", embedder) for i in range(4)]
    for i, index in enumerate(indexes):
        index.upsert(_episodes(f"user{i}", 3), _vectors(3, i))
    seen = indexes[0]._epoch
    # Every index saw the failure under the same epoch: the first replaces, the rest follow.
    barrier = threading.Barrier(len(indexes))
    epochs: list[int] = []

    def replace(index: VectorIndex) -> None:
        barrier.wait()
        epochs.append(vi._replace_system(path, index._epoch))

    threads = [threading.Thread(target=replace, args=(ix,)) for ix in indexes]
    [t.start() for t in threads]
    [t.join() for t in threads]
    assert epochs == [seen + 1] * len(indexes)
    for i, index in enumerate(indexes):
        assert index.count() == 3, f"user{i}"
    assert len({id(ix._client._server) for ix in indexes}) == 1


def _write_and_read_at_once(
    path: Path, embedder: USEEmbeddings, seed: int
) -> tuple[list[str], list[VectorIndex], dict[int, list[str]]]:
    """Six threads, each writing and reading its own namespace of one folder; every failure."""
    indexes = [_index(path, f"user{i}", embedder) for i in range(6)]
    errors: list[str] = []
    written: dict[int, list[str]] = {i: [] for i in range(6)}

    def work(i: int) -> None:
        rng = np.random.default_rng(i + seed)
        for step in range(30):
            try:
                if step % 2 == 0:
                    eps = _episodes(f"user{i}-{step}", 3)
                    indexes[i].upsert(eps, _vectors(3, int(rng.integers(1 << 30))))
                    written[i] += [e.id for e in eps]
                else:
                    indexes[i].query(_vectors(1, int(rng.integers(1 << 30)))[0], 3)
            except Exception as exc:  # the test reports every failure, not the first
                errors.append(f"user{i} step {step}: {exc}")

    threads = [threading.Thread(target=work, args=(i,)) for i in range(6)]
    [t.start() for t in threads]
    [t.join() for t in threads]
    return errors, indexes, written


@pytest.mark.slow
def test_namespaces_written_and_read_at_once_never_fail(
    tmp_path: Path, embedder: USEEmbeddings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The workload that makes embedded Chroma lose indexes (each thread writes and reads its own
    namespace of one folder; a small HNSW cache makes it likelier): without the retry, 2 of 3
    runs of this test failed. With it, every call answers and every vector is found."""
    monkeypatch.setenv("OMOIDE_CHROMA_HNSW_CACHE", "2")  # read when the folder's system starts
    for round_ in range(3):
        errors, indexes, written = _write_and_read_at_once(
            tmp_path / f"chroma{round_}", embedder, 10 * round_
        )
        assert errors == []
        for i, index in enumerate(indexes):
            assert index.all_ids() == set(written[i]), f"round {round_}, user{i}"
