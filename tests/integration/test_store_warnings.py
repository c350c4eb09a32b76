"""A store under a caller's ``-W error`` (a strict project's test settings), and Chroma's
collections read back without omoide's embedder.

Every open made Chroma warn ``DeprecationWarning: legacy embedding function config`` (its check
rebuilt the embedding adapter, which refused). Under ``-W error`` that warning was an exception,
which the store took for a damaged Chroma folder: it moved the folder aside, re-embedded every
episode, and failed again, on every open.
"""

from __future__ import annotations

import os
import subprocess
import sys
import warnings
from pathlib import Path

import chromadb
import pytest
from conftest import sample_episodes

from omoide.memory_store import MemoryStore, USEEmbeddings

pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parents[2]

_CHILD = """
import sys
from conftest import NOW, sample_episodes
from omoide.agent import RetrievalConfig, recall
from omoide.memory_store import MemoryStore
with MemoryStore(sys.argv[1]) as store:
    store.add_episodes(sample_episodes())
    hits = store.search_vector("こむぎ", k=3)
    result = recall(store, "こむぎの散歩で何があったっけ？", now=NOW, config=RetrievalConfig())
    print("OK", len(hits), len(result.episodes), store.stats().vector_docs)
"""


def run_strict(store: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(REPO / "tests"), str(REPO)])}
    return subprocess.run(
        [sys.executable, "-W", "error", "-c", _CHILD, str(store)],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=REPO,
        env=env,
        check=False,
    )


def test_create_reopen_and_recall_with_warnings_as_errors(tmp_path: Path) -> None:
    store = tmp_path / "store"
    for _ in range(2):  # created, then reopened by another process
        proc = run_strict(store)
        assert proc.returncode == 0, proc.stderr[-3000:]
        assert "OK 3" in proc.stdout
    assert sorted(p.name for p in store.iterdir() if p.name.startswith("chroma")) == ["chroma"]


def test_a_warning_made_an_error_is_not_taken_for_damage(
    tmp_path: Path, embedder: USEEmbeddings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Whatever Chroma warns about, a warning the caller's filter raises reaches the caller
    as it is, and the vectors stay where they are."""
    path = tmp_path / "store"
    with MemoryStore(path, embedder=embedder) as store:
        store.add_episodes(sample_episodes())
    real = chromadb.api.client.Client.get_or_create_collection

    def warns(self: object, *args: object, **kwargs: object) -> object:
        warnings.warn("a future chromadb change", DeprecationWarning, stacklevel=2)
        return real(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(chromadb.api.client.Client, "get_or_create_collection", warns)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        with pytest.raises(DeprecationWarning, match="a future chromadb change"):
            MemoryStore(path, embedder=embedder)
    assert sorted(p.name for p in path.iterdir() if p.name.startswith("chroma")) == ["chroma"]


def test_a_collection_read_without_omoides_embedder_refuses_to_embed(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    """Chroma's default embedder would download a model and embed in another space: a script
    that opens the collection with plain chromadb gets an error naming omoide, not wrong
    vectors (it used to fall back to the default)."""
    path = tmp_path / "store"
    with MemoryStore(path, embedder=embedder) as store:
        store.add_episodes(sample_episodes())
    script = (
        "import sys, chromadb\n"
        "client = chromadb.PersistentClient(sys.argv[1])\n"
        "(listed,) = client.list_collections()\n"
        "collection = client.get_collection(listed.name)\n"
        "try:\n"
        "    collection.query(query_texts=['こむぎ'], n_results=2)\n"
        "    print('EMBEDDED')\n"
        "except Exception as exc:\n"
        "    print('REFUSED', exc)\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", script, str(path / "chroma")],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert proc.stdout.startswith("REFUSED") and "omoide" in proc.stdout, proc.stdout
