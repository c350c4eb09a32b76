"""Chroma server mode: the vectors live in a ``chroma run`` server on loopback, the rest on disk.

The server is the ``chroma`` CLI shipped with the chromadb package, started once for this module
on a free 127.0.0.1 port. Tests share it, so each uses its own namespace (collection names
depend only on namespace and model; see ``test_two_stores_on_one_server_stay_apart``).
"""

from __future__ import annotations

import shutil
import socket
import subprocess
import sys
import time
import urllib.request
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import sample_episodes
from langchain_core.embeddings import DeterministicFakeEmbedding

from omoide.memory_store import MemoryStore, StoreError, USEEmbeddings

pytestmark = pytest.mark.slow

STARTUP_TIMEOUT = 30.0


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def chroma_cli() -> str | None:
    beside = Path(sys.executable).with_name("chroma")  # the venv's console script
    return str(beside) if beside.exists() else shutil.which("chroma")


def heartbeat(url: str) -> bool:
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))  # loopback: no proxy
    try:
        with opener.open(f"{url}/api/v2/heartbeat", timeout=1) as resp:
            return bool(resp.status == 200)
    except OSError:
        return False


@pytest.fixture(scope="module")
def chroma_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    cli = chroma_cli()
    if cli is None:
        pytest.skip("the `chroma` CLI (installed with the chromadb package) is not on PATH")
    root = tmp_path_factory.mktemp("chroma-server")
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    log_path = root / "server.log"
    with log_path.open("wb") as log:
        proc = subprocess.Popen(
            [cli, "run", "--path", str(root / "data"), "--host", "127.0.0.1", "--port", str(port)],
            stdout=log,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
        )
    try:
        deadline = time.monotonic() + STARTUP_TIMEOUT
        while not heartbeat(url):
            if proc.poll() is not None or time.monotonic() > deadline:
                tail = log_path.read_text(errors="replace")[-1500:]
                state = (
                    f"exited with {proc.returncode}"
                    if proc.poll() is not None
                    else (f"no heartbeat after {STARTUP_TIMEOUT:.0f} s")
                )
                pytest.skip(f"`{cli} run` on port {port} {state}; server log:\n{tail}")
            time.sleep(0.2)
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=15)


def ns() -> str:
    return f"t{uuid.uuid4().hex[:10]}"


def server_collections(url: str) -> dict[str, int]:
    import chromadb
    from chromadb.config import Settings

    host, port = url.removeprefix("http://").split(":")
    client = chromadb.HttpClient(
        host=host, port=int(port), settings=Settings(anonymized_telemetry=False)
    )
    return {c.name: c.count() for c in client.list_collections()}


def test_round_trip_through_a_chroma_server(
    chroma_url: str, tmp_path: Path, embedder: USEEmbeddings
) -> None:
    path, namespace = tmp_path / "store", ns()
    eps = sample_episodes()
    with MemoryStore(path, namespace=namespace, embedder=embedder, chroma_url=chroma_url) as s:
        assert s.add_episodes(eps).added == len(eps)
        st = s.stats()
        assert st.episodes == st.keyword_docs == st.vector_docs == len(eps)
        assert st.vector_pending == 0
        vec = s.search_vector("my dog jumped into the river", k=3)
        assert vec[0].id == eps[0].id
        assert [h.rank for h in vec] == [0, 1, 2]
        assert s.search_keyword("Nimbus Labs")[0].id == eps[7].id
        filtered = s.search_vector("my dog jumped into the river", k=3, session_ids=["s2", "s5"])
        assert {h.episode.session_id for h in filtered} == {"s2", "s5"}
        expected = [(h.id, h.score) for h in vec]
        collection = s._vectors.name
    # The vectors are on the server, not in an embedded Chroma beside the database.
    assert not (path / "chroma").exists()
    assert server_collections(chroma_url)[collection] == len(eps)

    # A new store object finds the same vectors on the server: nothing to re-embed.
    with MemoryStore(
        path,
        namespace=namespace,
        embedder=embedder,
        chroma_url=chroma_url,
        create=False,
        reconcile=False,
    ) as s:
        assert s.reconcile() == 0
        again = s.search_vector("my dog jumped into the river", k=3)
        assert [h.id for h in again] == [i for i, _ in expected]
        assert [h.score for h in again] == pytest.approx([sc for _, sc in expected], abs=1e-5)
        assert s.add_episodes(eps).added == 0
        assert s.stats().vector_docs == len(eps)


def test_bad_chroma_url_is_refused(tmp_path: Path, embedder: USEEmbeddings) -> None:
    with pytest.raises(StoreError, match="not of the form"):
        MemoryStore(tmp_path / "s", embedder=embedder, chroma_url="127.0.0.1:8000")


def test_unreachable_server_is_a_store_error_naming_the_url(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    url = f"http://127.0.0.1:{free_port()}"  # nothing listens there
    with pytest.raises(StoreError) as info:
        MemoryStore(tmp_path / "s", embedder=embedder, chroma_url=url)
    assert url.removeprefix("http://") in str(info.value)


def test_reindex_in_server_mode_keeps_vectors_on_the_server(
    chroma_url: str, tmp_path: Path, embedder: USEEmbeddings
) -> None:
    path, namespace = tmp_path / "store", ns()
    fake = DeterministicFakeEmbedding(size=64)
    with MemoryStore(path, namespace=namespace, embedder=embedder, chroma_url=chroma_url) as s:
        s.add_episodes(sample_episodes())
        s.reindex(fake)
        collection = s._vectors.name
    assert server_collections(chroma_url).get(collection) == len(sample_episodes())
    assert not (path / "chroma").exists()
    with MemoryStore(
        path, namespace=namespace, embedder=fake, chroma_url=chroma_url, reconcile=False
    ) as s:
        assert s.reconcile() == 0


def test_two_stores_on_one_server_stay_apart(
    chroma_url: str, tmp_path: Path, embedder: USEEmbeddings
) -> None:
    namespace = ns()
    eps = sample_episodes()
    with (
        MemoryStore(
            tmp_path / "a", namespace=namespace, embedder=embedder, chroma_url=chroma_url
        ) as a,
        MemoryStore(
            tmp_path / "b", namespace=namespace, embedder=embedder, chroma_url=chroma_url
        ) as b,
    ):
        a.add_episodes(eps[:4])
        b.add_episodes(eps[4:])
        # Searches stay correct (foreign ids are filtered out) ...
        assert {h.id for h in a.search_vector("anything", k=20)} == {e.id for e in eps[:4]}
        # ... but the vector count of each store should be its own.
        assert a.stats().vector_docs == 4
        assert b.stats().vector_docs == 4
