"""The about-time source and diversify (seed 002) on a life-spanning archive: a question about
a life stage finds the episodes about it even when they share no word with it, and a question
about a whole life ranks episodes from every stage in its first places."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

import pytest

from omoide import consolidate, recall
from omoide.agent.config import get_preset
from omoide.memory_store import Episode, MemoryStore
from omoide.memory_store.embedders import USEEmbeddings

ARCHIVE = Path(__file__).resolve().parents[1] / "data" / "life_stages" / "archive.json"
NOW = datetime.fromisoformat("2026-04-22T20:00:00+09:00")
DATA = json.loads(ARCHIVE.read_text(encoding="utf-8"))
EPISODES = [
    Episode.create(e["user"], e["reply"], occurred_at=datetime.fromisoformat(e["said"]))
    for e in DATA["episodes"]
]
STAGE = {ep.id: e["stage"] for ep, e in zip(EPISODES, DATA["episodes"], strict=True)}


@pytest.fixture(scope="module")
def store(
    tmp_path_factory: pytest.TempPathFactory, embedder: USEEmbeddings
) -> Iterator[MemoryStore]:
    with MemoryStore(tmp_path_factory.mktemp("life") / "s", embedder=embedder) as s:
        s.add_episodes(EPISODES)
        consolidate(s, now=NOW)
        yield s


def test_a_stage_question_finds_the_stage_without_its_words(store: MemoryStore) -> None:
    result = recall(store, "高校時代のこと、何か覚えてる？", now=NOW)
    assert result.plan.mode == "explicit_about_time"
    top5 = result.candidates[:5]
    high_school = [c for c in top5 if STAGE[c.id] == "high_school"]
    assert len(high_school) == 3  # every episode about high school, 高2の文化祭 included
    festival = next(c for c in top5 if "文化祭" in c.episode.user_text)
    assert "at:q1" in festival.hit_sources  # found by what it is about, not by its words
    assert all(STAGE[e.id] == "high_school" for e in result.episodes)


def test_a_whole_life_question_spreads_across_stages(store: MemoryStore) -> None:
    result = recall(store, "今までの人生で楽しかった思い出って何だっけ？", now=NOW)
    assert result.plan.mode == "targeted_broad"
    stages = {STAGE[c.id] for c in result.candidates[:10]} - {None}
    assert len(stages) == 6  # every life stage of the archive among the first ten
    injected = {STAGE[e.id] for e in result.episodes}
    assert len(injected) >= 2 and None not in injected


def test_the_source_and_diversify_switch_off(store: MemoryStore) -> None:
    config = get_preset("default").with_settings(
        ["sources.about_time_k=0", "rerank.diversify_per_bucket=0"]
    )
    result = recall(store, "高校時代のこと、何か覚えてる？", now=NOW, config=config)
    assert not any("at:q1" in c.hit_sources for c in result.candidates)


def test_a_store_never_consolidated_has_no_list_and_no_error(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    with MemoryStore(tmp_path / "s", embedder=embedder) as s:
        s.add_episodes(EPISODES)
        result = recall(s, "高校時代のこと、何か覚えてる？", now=NOW)
    assert not result.skipped
    assert not any("at:q1" in c.hit_sources for c in result.candidates)
