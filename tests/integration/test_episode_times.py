"""Consolidation reads what time each episode is about (seed 002) and keeps it in the derived
memory: ``episodes_about`` finds a 2026 conversation about 高2 by its life stage, and with the
user's stated birth year by its years too."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from omoide import consolidate
from omoide.memory_store import Episode, MemoryStore
from omoide.memory_store.embedders import USEEmbeddings

SAID = datetime(2026, 3, 20, 20, 0, tzinfo=UTC)
BORN = Episode.create("私は1995年生まれです", "そうなんですね", occurred_at=SAID)
FESTIVAL = Episode.create(
    "高2の秋の文化祭で劇をやったのを思い出した", "懐かしいですね", occurred_at=SAID.replace(day=21)
)
WEDDING = Episode.create(
    "2018年に結婚したんだ", "おめでとうございます", occurred_at=SAID.replace(day=22)
)
TODAY = Episode.create("今日はカレーを作った", "いいですね", occurred_at=SAID.replace(day=23))
BASEBALL = Episode.create("高校野球を見てた", "熱いですね", occurred_at=SAID.replace(day=24))


@pytest.fixture
def store(tmp_path: Path, embedder: USEEmbeddings) -> Iterator[MemoryStore]:
    with MemoryStore(tmp_path / "s", embedder=embedder) as s:
        s.add_episodes([BORN, FESTIVAL, WEDDING, TODAY, BASEBALL])
        consolidate(s, now=SAID.replace(day=25))
        yield s


def test_each_episode_about_a_time_gets_its_years_and_stage(store: MemoryStore) -> None:
    d, ns = store.derived, store.namespace
    times = d.episode_times([e.id for e in (FESTIVAL, WEDDING, TODAY, BASEBALL)], namespace=ns)
    assert set(times) == {FESTIVAL.id, WEDDING.id}  # today's curry and 高校野球 name no time
    festival = times[FESTIVAL.id]
    assert (festival.life_stage, festival.evidence) == ("high_school", "高2")
    # The birth year stated earlier in the same batch turns 高2 into its school year.
    assert (festival.year_start, festival.year_end) == (2011, 2012)
    assert (times[WEDDING.id].year_start, times[WEDDING.id].year_end) == (2018, 2018)
    assert d.birth_year(namespace=ns) == 1995


def test_episodes_about_a_stage_or_years(store: MemoryStore) -> None:
    d, ns = store.derived, store.namespace
    by_stage = d.episodes_about(life_stage="high_school", namespace=ns)
    assert [t.episode_id for t in by_stage] == [FESTIVAL.id]
    by_years = d.episodes_about(year_start=2010, year_end=2012, namespace=ns)
    assert [t.episode_id for t in by_years] == [FESTIVAL.id]
    both = d.episodes_about(year_start=2018, year_end=2018, life_stage="high_school", namespace=ns)
    assert [t.episode_id for t in both] == [WEDDING.id, FESTIVAL.id]  # most recently said first
    assert d.episodes_about(namespace=ns) == []  # nothing asked, nothing returned
    assert d.episodes_about(life_stage="high_school", namespace="someone-else") == []


def test_a_reset_forgets_times_and_the_birth_year(store: MemoryStore) -> None:
    d, ns = store.derived, store.namespace
    d.reset(namespace=ns)
    assert d.counts(namespace=ns)["episode_times"] == 0
    assert d.birth_year(namespace=ns) is None
    consolidate(store, now=SAID.replace(day=25))  # rebuilt from the episodes
    assert d.counts(namespace=ns)["episode_times"] == 2
    assert d.birth_year(namespace=ns) == 1995


def test_the_llm_option_reads_what_the_rules_cannot(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    """With a chat model (``rules_and_llm``), the model's about-time fills an episode the rules
    read nothing from; a stage it names that omoide does not know, or years outside a life, are
    not trusted; the rules' own reading wins where they have one."""
    from omoide.agent.consolidation.extractors import rules_and_llm
    from tests.integration.test_consolidation import FakeStructuredModel

    club = Episode.create("部活の引退試合の日を急に思い出した", "懐かしいですね", occurred_at=SAID)
    odd = Episode.create(
        "あの頃はよく夜更かししてた", "そうなんですね", occurred_at=SAID.replace(hour=21)
    )
    answers = iter(
        [
            {"about": {"life_stage": "high_school", "evidence": "部活の引退試合"}},
            {"about": {"life_stage": "teenage_years", "year_start": 1850}},
            {"about": {"life_stage": "childhood", "evidence": "高2"}},
        ]
    )

    class Model(FakeStructuredModel):
        def with_structured_output(self, schema: Any, **kwargs: Any) -> Any:
            from langchain_core.runnables import RunnableLambda

            return RunnableLambda(lambda prompt: next(answers))

    with MemoryStore(tmp_path / "s", embedder=embedder) as s:
        s.add_episodes([club, odd, FESTIVAL])
        consolidate(s, extractor=rules_and_llm(Model(answer=None)), now=SAID.replace(day=25))
        times = s.derived.episode_times([club.id, odd.id, FESTIVAL.id], namespace=s.namespace)
    assert (times[club.id].life_stage, times[club.id].evidence) == ("high_school", "部活の引退試合")
    assert odd.id not in times  # an unknown stage and a year before 1900: nothing trusted
    assert times[FESTIVAL.id].life_stage == "high_school"  # the rules' 高2 wins over the model
