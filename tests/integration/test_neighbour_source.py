"""The neighbour list over a real store (real SQLite, BM25, Chroma and embedder): a reply that
never names its topic becomes a candidate through the exchange before it, and the search's
filters hold for neighbours too (design §sources)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from omoide.agent.config import RetrievalConfig
from omoide.agent.nodes.keyword_retrieve import keyword_search
from omoide.agent.nodes.plan import make_plan
from omoide.agent.recaller import recall
from omoide.memory_store import MemoryStore, SearchFilters
from omoide.memory_store.embedders import USEEmbeddings
from omoide.memory_store.records import Episode
from tests.conftest import NOW

DAY = timedelta(days=1)


def turtle_session() -> list[Episode]:
    at = NOW - 10 * DAY
    rows = [
        ("t0", "Good morning! Busy week at work.", "Same here, the office was hectic."),
        ("t1", "My two turtles, Shelly and Tank, love the new tank.", "Awww! How long?"),
        ("t2", "Oh, a few years now, they bring me joy.", "That's lovely to hear."),
        ("t3", "Anyway, I started a pottery class.", "Pottery sounds relaxing!"),
    ]
    eps = [Episode.create(u, r, occurred_at=at, id=i, session_id="pets") for i, u, r in rows]
    other = [
        Episode.create(
            f"Weekend plan number {n}: hiking by the lake.",
            "Enjoy the fresh air!",
            occurred_at=NOW - (20 + n) * DAY,
            id=f"o{n}",
            session_id=f"other{n}",
        )
        for n in range(6)
    ]
    return eps + other


@pytest.fixture
def pets(tmp_path: Path, embedder: USEEmbeddings) -> Iterator[MemoryStore]:
    with MemoryStore(tmp_path / "store", embedder=embedder) as s:
        s.add_episodes(turtle_session())
        yield s


def test_neighbours_are_the_exchanges_around_in_the_session(pets: MemoryStore) -> None:
    found = pets.session_neighbours(["t1", "t0", "o1", "missing"])
    assert [e.id if e else None for e in found["t1"]] == ["t0", "t2"]
    assert [e.id if e else None for e in found["t0"]] == [None, "t1"]
    assert found["o1"] == (None, None)  # alone in its session
    assert "missing" not in found


def test_neighbours_obey_the_search_filters(pets: MemoryStore) -> None:
    pets.set_searchable(["t2"], False)
    before, after = pets.session_neighbours(["t1"])["t1"]
    assert before is not None and before.id == "t0" and after is None
    newer = SearchFilters.of(since=NOW - 5 * DAY)  # the whole session is older
    assert pets.session_neighbours(["t1"], filters=newer)["t1"] == (None, None)


def test_keyword_source_adds_the_reply_after_the_matching_exchange(pets: MemoryStore) -> None:
    config = RetrievalConfig(record_runs=False)
    question = "How long has the user had the turtles Shelly and Tank?"
    plan = make_plan([HumanMessage(question)], config, now=int(NOW.timestamp()))
    lists = {r.source: r for r in keyword_search(pets, plan, config)}
    keyword = [h.id for h in lists["keyword"].hits]
    assert keyword[0] == "t1"
    neighbours = lists["keyword_neighbour"]
    assert [h.id for h in neighbours.hits][:2] == ["t2", "t0"]
    assert neighbours.hits[0].score == pytest.approx(
        lists["keyword"].hits[0].score * config.neighbour_score_weight
    )
    off = {r.source for r in keyword_search(pets, plan, config.replace(neighbour_hits=0))}
    assert "keyword_neighbour" not in off


def test_no_neighbour_list_when_the_context_query_runs(pets: MemoryStore) -> None:
    config = RetrievalConfig(record_runs=False)
    talk = [
        HumanMessage("I was thinking about my pets today."),
        AIMessage("Oh, which ones?"),
        HumanMessage("How long have I had the turtles Shelly and Tank?"),
    ]
    plan = make_plan(talk, config, now=int(NOW.timestamp()))
    assert len(plan.queries) == 2
    assert "keyword_neighbour" not in {r.source for r in keyword_search(pets, plan, config)}
    with_context = config.replace(neighbour_with_context=True)
    assert "keyword_neighbour" in {r.source for r in keyword_search(pets, plan, with_context)}


def test_recall_ranks_the_neighbour_as_a_candidate(pets: MemoryStore) -> None:
    question = "How long has the user had the turtles Shelly and Tank?"
    config = RetrievalConfig(record_runs=False)
    on = recall(pets, question, now=NOW, config=config)
    sources = {c.id: c.hit_sources for c in on.candidates}
    assert "keyword_neighbour:q1" in sources["t2"]
    off = recall(pets, question, now=NOW, config=config.replace(neighbour_hits=0))
    assert all("keyword_neighbour:q1" not in c.hit_sources for c in off.candidates)
