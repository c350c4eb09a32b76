"""Words in more than half the memory leave the keyword queries (``keyword_max_df``): their
Okapi idf is negative and rank-bm25 floors it at 0.25 x the vocabulary's mean idf, which in a
large memory outweighs a word in one episode of ten, so a long query's commonest words led
its scores. Real store (SQLite, BM25, Chroma, the offline embedder)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest

from omoide.agent.config import PRESETS, RetrievalConfig
from omoide.agent.nodes.keyword_retrieve import keyword_search
from omoide.agent.nodes.plan import make_plan
from omoide.agent.recaller import _messages
from omoide.memory_store import MemoryStore, QueryError
from omoide.memory_store.embedders import USEEmbeddings
from omoide.memory_store.records import Episode
from tests.conftest import NOW, hit_ids

DAY = timedelta(days=1)
QUESTION = "What did the vet say about the turtles today?"


def common_word() -> list[Episode]:
    """Twelve exchanges: "today" in eight of them (two thirds), "turtles" in one."""
    texts = [f"Today I went for a walk by the lake, number {n}." for n in range(7)]
    texts += ["Today the vet said the turtles are healthy and growing."]
    texts += [f"Reading plan number {n} for the weekend." for n in range(4)]
    return [
        Episode.create(t, "Nice!", occurred_at=NOW - (i + 1) * DAY, id=f"e{i}", session_id=f"s{i}")
        for i, t in enumerate(texts)
    ]


@pytest.fixture
def memory(tmp_path: Path, embedder: USEEmbeddings) -> Iterator[MemoryStore]:
    with MemoryStore(tmp_path / "common", embedder=embedder) as s:
        s.add_episodes(common_word())
        yield s


def test_the_common_word_leaves_the_query_unless_it_is_all_there_is(
    memory: MemoryStore,
) -> None:
    everything = memory.query_tokens(QUESTION)
    assert "today" in everything
    dropped = memory.query_tokens(QUESTION, max_df=0.5)
    assert dropped == [t for t in everything if t != "today"]
    assert memory.query_tokens(QUESTION, max_df=1.0) == everything
    assert memory.query_tokens("Today?", max_df=0.5) == ["today"]
    # 2/3 of the episodes hold "today": a share of 0.7 keeps it, 0.6 does not.
    assert "today" in memory.query_tokens(QUESTION, max_df=0.7)
    assert "today" not in memory.query_tokens(QUESTION, max_df=0.6)


def test_a_search_without_the_word_is_the_search_of_the_rest(memory: MemoryStore) -> None:
    common = memory.search_keyword(QUESTION, k=12)
    assert len(common) == 8, 'by "today" alone, every walk by the lake matches'
    rare = memory.search_keyword(QUESTION, k=12, max_df=0.5)
    assert hit_ids(rare) == ["e7"]
    # The same hits, scores and bound as the question without the word.
    rest = QUESTION.replace("today", "")
    assert [(h.id, h.score) for h in rare] == [
        (h.id, h.score) for h in memory.search_keyword(rest, k=12)
    ]
    ((hits, bound),) = memory.search_keyword_lists([QUESTION], k=12, max_df=0.5)
    assert hit_ids(hits) == ["e7"] and bound == memory.keyword_score_bound(rest)
    assert memory.keyword_score_bound(QUESTION, max_df=0.5) == bound
    sessions, _ = memory.search_keyword_sessions(QUESTION, k=12, max_df=0.5)
    assert [h.episode.session_id for h in sessions] == ["s7"]


@pytest.mark.parametrize("bad", [0, 0.0, -0.1, 1.5, True, "0.5", float("nan")])
def test_a_bad_share_is_refused_naming_it(memory: MemoryStore, bad: object) -> None:
    with pytest.raises(QueryError, match="max_df"):
        memory.search_keyword(QUESTION, max_df=bad)  # type: ignore[arg-type]
    with pytest.raises(QueryError, match="max_df"):
        memory.query_tokens(QUESTION, max_df=bad)  # type: ignore[arg-type]


def test_the_keyword_source_drops_common_words_by_default_and_the_old_presets_do_not(
    memory: MemoryStore,
) -> None:
    assert RetrievalConfig().sources.keyword_max_df == 0.5
    assert PRESETS["rrf"].sources.keyword_max_df == PRESETS["seed"].sources.keyword_max_df == 1.0
    with pytest.raises(ValueError, match="keyword_max_df"):
        RetrievalConfig(sources={"keyword_max_df": 0.0})
    on = RetrievalConfig(record_runs=False)
    plan = make_plan(_messages(QUESTION, ()), on, now=int(NOW.timestamp()))
    assert hit_ids(keyword_search(memory, plan, on)[0].hits) == ["e7"]
    off = on.replace(sources={"keyword_max_df": 1.0})
    assert len(keyword_search(memory, plan, off)[0].hits) == 8
