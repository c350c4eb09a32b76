"""Issue 36, second round: a question in one language finds AND injects a memory in the other
through the dictionary bridge (agent/nodes/bridge_retrieve.py, agent/understanding/lexicon.py).
The bundled sample archive, the real stores and multilingual embedder, the shipped judgement;
none of these questions was injected before the bridge (518f164: the same turn with the
source off)."""

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
OFF = RetrievalConfig(sources={"bridge_k": 0})

CASES = [
    # before: ranked 16th, nothing bridged 誕生日 / birthday
    ("When is Tanaka-san's birthday?", "今日は田中さんの誕生日"),
    ("What did I eat near Nanzen-ji temple?", "南禅寺の近くで湯豆腐"),
    ("How many translation keys did the language switch need?", "翻訳キー、300個"),
    ("How old did Komugi turn in November, and what cake did she get?", "こむぎの3歳の誕生日"),
    # a Japanese question over an English memory (面接 -> interview, 設計 -> design)
    ("システムデザイン面接で何を設計するように言われた？", "telemetry"),
]


@pytest.fixture(scope="module")
def sample_store(
    tmp_path_factory: pytest.TempPathFactory, embedder: USEEmbeddings
) -> Iterator[MemoryStore]:
    with MemoryStore(tmp_path_factory.mktemp("sample") / "store", embedder=embedder) as store:
        store.ingest_archive(SAMPLE)
        yield store


def _injected(store: MemoryStore, question: str, config: RetrievalConfig | None = None) -> str:
    result = recall(store, question, now=NOW, config=config)
    return "\n".join(f"{e.user_text}\n{e.reply_text}" for e in result.episodes).lower()


@pytest.mark.parametrize(("question", "evidence"), CASES)
def test_a_question_injects_the_memory_in_the_other_language(
    sample_store: MemoryStore, question: str, evidence: str
) -> None:
    assert evidence.lower() in _injected(sample_store, question)
    # ... and the same turn without the bridge (as on 518f164) does not
    assert evidence.lower() not in _injected(sample_store, question, OFF)


def test_the_run_shows_the_bridge_source(sample_store: MemoryStore) -> None:
    result = recall(sample_store, "When is Tanaka-san's birthday?", now=NOW)
    assert "bridge_retrieve" in result.timings_ms
    assert any("bridge:q1" in c.hit_sources for c in result.candidates)
    # an unrelated question stays silent with the bridge on
    assert _injected(sample_store, "What is the melting point of tungsten?") == ""
