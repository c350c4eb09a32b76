"""Issue 36: the right memory reaches the prompt — across Japanese and English, from the first
memory, and silent when nothing fits. Real stores, the real multilingual embedder, the shipped
judgement (agent/ranking/judgement_model.py)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from omoide import MemoryStore, recall
from omoide.agent.ranking.judgement import JUDGEMENT_FEATURES, MODEL
from omoide.agent.runs import explain_run, load_run
from omoide.memory_store import USEEmbeddings
from omoide.memory_store.langgraph_store import OmoideStore

SAMPLE = Path(__file__).resolve().parents[2] / "memory_store" / "sample_data"
NOW = datetime(2026, 5, 2, 12, 0, tzinfo=UTC)  # just after the sample archive
USER = ("memories", "u1")


@pytest.fixture(scope="module")
def sample_store(
    tmp_path_factory: pytest.TempPathFactory, embedder: USEEmbeddings
) -> Iterator[MemoryStore]:
    with MemoryStore(tmp_path_factory.mktemp("sample") / "store", embedder=embedder) as store:
        store.ingest_archive(SAMPLE)
        yield store


def _injected(store: MemoryStore, question: str) -> list[str]:
    return [e.user_text for e in recall(store, question, now=NOW).episodes]


def test_an_english_question_injects_a_japanese_memory(sample_store: MemoryStore) -> None:
    # Before: ranked 23rd (keyword and n-gram evidence saw only the English episodes naming
    # Tanaka-san), and the judgement (rank agreement) held none of the Japanese ones.
    injected = _injected(sample_store, "What thank-you gift did I bring Tanaka-san from Kyoto?")
    assert any("宇治の抹茶" in t for t in injected), injected


def test_a_japanese_question_injects_the_english_recital_not_a_film(
    sample_store: MemoryStore,
) -> None:
    # Before: a film ('Perfect Days') that happened to share words was injected.
    injected = _injected(sample_store, "発表会では何の曲を弾いた？")
    assert injected and "recital" in injected[0].lower(), injected
    assert not any("Perfect Days" in t or "君たちはどう生きるか" in t for t in injected)


def test_a_japanese_question_injects_an_english_memory_its_name_bridges(
    sample_store: MemoryStore,
) -> None:
    # 佐藤さん / Sato-san: their readings meet (agent/bridges.py).
    injected = _injected(sample_store, "佐藤さんはベータ版から何を外すことに同意した？")
    assert any("cut CSV export from the beta" in t for t in injected), injected


def test_an_unrelated_question_on_the_sample_is_silent(sample_store: MemoryStore) -> None:
    assert _injected(sample_store, "What is the melting point of tungsten?") == []


def _note_store(path: Path, embedder: USEEmbeddings) -> OmoideStore:
    # As langchain-ai/memory-agent saves a memory: content and context, every string indexed.
    store = OmoideStore(path, embedder=embedder)
    store.put(
        USER,
        "note-cat",
        {
            "content": "The user's cat is named Mochi.",
            "context": "The user mentioned their pet while talking about their weekend.",
        },
    )
    return store


def test_one_saved_note_is_injected_for_its_question(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    # Before: an empty pack (the judgement wanted keyword/vector agreement, which a one-item
    # store's degenerate BM25 cannot give).
    with _note_store(tmp_path / "s", embedder) as store, store.lease(USER) as ms:
        for question in ("what is my cat called?", "What's my cat's name?"):
            result = recall(ms, question)
            assert [e.id for e in result.episodes] == ["note-cat"], question
            assert "Mochi" in result.pack
        # ...and the same store stays silent when nothing fits
        assert recall(ms, "What's the capital of Australia?").episodes == []


def test_an_unrelated_question_on_a_tiny_store_is_silent(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    with _note_store(tmp_path / "s", embedder) as store, store.lease(USER) as ms:
        for question in ("What's the capital of Australia?", "光合成の仕組みを教えて"):
            result = recall(ms, question)
            assert result.episodes == [], (question, result.episodes)


def test_the_judgement_loads_and_explain_shows_its_features(sample_store: MemoryStore) -> None:
    assert set(MODEL.weights) == set(JUDGEMENT_FEATURES)
    assert set(MODEL.means) == set(JUDGEMENT_FEATURES)
    result = recall(sample_store, "How much did Komugi weigh at her vaccination?", now=NOW)
    top = result.candidates[0]
    assert top.judged is not None and 0.0 < top.judged < 1.0
    assert top.judgement and all(name in JUDGEMENT_FEATURES for name, _ in top.judgement)
    assert result.run_id is not None
    text = explain_run(load_run(sample_store, result.run_id))
    name, share = top.judgement[0]
    assert f"{name} {share:+.2f}" in text, text
    assert "judged by" in text
