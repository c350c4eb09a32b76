"""Issue 36, second round: a question in one language finds AND injects a memory in the other
through the dictionary bridge (agent/nodes/bridge_retrieve.py, agent/understanding/lexicon.py).
The bundled sample archive, the real stores and multilingual embedder, the shipped judgement;
each question here was not injected before the bridge (518f164)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from omoide import MemoryStore, recall
from omoide.agent.config import RetrievalConfig
from omoide.memory_store import USEEmbeddings

SAMPLE = Path(__file__).resolve().parents[2] / "memory_store" / "sample_data"
NOW = datetime(2026, 5, 2, 12, 0, tzinfo=UTC)  # just after the sample archive


@pytest.fixture(scope="module")
def sample_store(
    tmp_path_factory: pytest.TempPathFactory, embedder: USEEmbeddings
) -> Iterator[MemoryStore]:
    with MemoryStore(tmp_path_factory.mktemp("sample") / "store", embedder=embedder) as store:
        store.ingest_archive(SAMPLE)
        yield store


def _injected(store: MemoryStore, question: str, config: RetrievalConfig | None = None) -> str:
    result = recall(store, question, now=NOW, config=config)
    return "\n".join(f"{e.user_text}\n{e.reply_text}" for e in result.episodes)


@pytest.mark.parametrize(
    ("question", "evidence"),
    [
        # before: ranked 16th, nothing bridged 誕生日 / birthday
        ("When is Tanaka-san's birthday?", "今日は田中さんの誕生日"),
        # allergic -> allergy -> アレルギー
        ("What is Komugi allergic to?", "サーモンのフード"),
        ("How did Tanaka-san do in the Tokyo Marathon?", "東京マラソン完走"),
    ],
)
def test_an_english_question_injects_the_japanese_memory(
    sample_store: MemoryStore, question: str, evidence: str
) -> None:
    assert evidence in _injected(sample_store, question)


def test_a_japanese_question_injects_the_english_memory(sample_store: MemoryStore) -> None:
    # 引き継ぎ資料 -> handover materials, ページ -> page
    injected = _injected(sample_store, "引き継ぎ資料は最終的に何ページになった？")
    assert "page" in injected.lower(), injected


def test_without_the_bridge_the_birthday_is_not_injected(sample_store: MemoryStore) -> None:
    # The same turn with the source off: what the bridge adds (not a lucky ranking).
    off = RetrievalConfig(sources={"bridge_k": 0})
    assert "今日は田中さんの誕生日" not in _injected(
        sample_store, "When is Tanaka-san's birthday?", off
    )


def test_the_run_shows_the_bridge_source(sample_store: MemoryStore) -> None:
    result = recall(sample_store, "When is Tanaka-san's birthday?", now=NOW)
    assert "bridge_retrieve" in result.timings_ms
    assert any("bridge:q1" in c.hit_sources for c in result.candidates)
    # an unrelated question stays silent with the bridge on
    assert _injected(sample_store, "What is the melting point of tungsten?") == ""
